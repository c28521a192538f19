"""Per-user settings, saved as JSON in the user data folder.

A corrupt or unreadable file never stops the game: it is moved aside, the
defaults are used, and ``problem`` says what happened so the UI can tell.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.client.i18n import LANGUAGES

UI_SCALES: tuple[float, ...] = (0.9, 1.0, 1.1, 1.25, 1.4)
THINK_TIMES_MS: tuple[int, ...] = (500, 1000, 2000, 4000, 8000)
VOLUME_STEPS: tuple[float, ...] = tuple(i / 10 for i in range(11))


@dataclass
class Settings:
    language: str = "en"
    master_volume: float = 0.8
    effects_volume: float = 1.0
    voice_volume: float = 1.0
    ui_scale: float = 1.0
    fullscreen: bool = False
    window_size: list[int] = field(default_factory=lambda: [1280, 720])
    bot_think_ms: int = 2000
    bindings: dict[str, dict[str, str]] = field(default_factory=dict)
    """Overrides of ``data/controls.yaml``: zone id -> verb -> scancode name."""

    problem: str = field(default="", compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("problem")
        return data

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        s = cls()
        known = {f.name: f for f in fields(cls) if f.name != "problem"}
        ignored: list[str] = []
        for key, value in data.items():
            if key not in known:
                continue
            default = getattr(s, key)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, int | float) and not isinstance(value, bool)
                value = float(value) if ok else value
            elif isinstance(default, int):
                ok = isinstance(value, int) and not isinstance(value, bool)
            elif isinstance(default, list):
                ok = (isinstance(value, list) and len(value) == 2
                      and all(isinstance(v, int) and 320 <= v <= 16384 for v in value))
            elif isinstance(default, dict):
                ok = isinstance(value, dict) and all(
                    isinstance(z, str) and isinstance(m, dict)
                    and all(isinstance(k, str) and isinstance(v, str) for k, v in m.items())
                    for z, m in value.items())
            else:
                ok = isinstance(value, type(default))
            if ok:
                setattr(s, key, value)
            else:
                ignored.append(key)
        s.master_volume = min(1.0, max(0.0, s.master_volume))
        s.effects_volume = min(1.0, max(0.0, s.effects_volume))
        s.voice_volume = min(1.0, max(0.0, s.voice_volume))
        s.ui_scale = min(UI_SCALES, key=lambda v: abs(v - s.ui_scale))
        if s.language not in LANGUAGES:
            s.language = "en"
        s.bot_think_ms = min(60_000, max(50, s.bot_think_ms))
        if ignored:
            s.problem = f"settings.json: invalid {', '.join(ignored)} (defaults used for those)"
        return s


def load_settings(path: Path) -> Settings:
    if not path.exists():
        return Settings()
    try:
        return Settings.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        aside = path.with_suffix(".corrupt.json")
        try:
            os.replace(path, aside)
        except OSError:
            aside = path
        s = Settings()
        s.problem = f"{path.name}: {exc} (kept as {aside.name}; defaults restored)"
        return s


def save_settings(settings: Settings, path: Path) -> None:
    """Write atomically so a crash mid-write never leaves a torn file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(settings.to_json(), indent=2, sort_keys=True), encoding="utf-8")
    os.replace(tmp, path)
