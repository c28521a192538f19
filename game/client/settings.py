"""Per-user settings, saved as JSON in the user data folder.

A corrupt or unreadable file never stops the game: it is moved aside, the
defaults are used, and ``problem`` says what happened so the UI can tell.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.client.i18n import LANGUAGES
from game.content.models import RESERVED_KEYS
from game.content.scancodes import SCANCODES
from game.engine.safefile import read_capped, set_aside, write_replacing

UI_SCALES: tuple[float, ...] = (0.9, 1.0, 1.1, 1.25, 1.4)
THINK_TIMES_MS: tuple[int, ...] = (500, 1000, 2000, 4000, 8000)
VOLUME_STEPS: tuple[float, ...] = tuple(i / 10 for i in range(11))
JOURNALS_KEPT: tuple[int, ...] = (10, 20, 50, 100, 200, 500)
"""How many finished games' journals may be kept (unfinished ones always are)."""


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
    journals_kept: int = 50
    phones_everywhere: bool = False
    """The phone server listens on every interface (0.0.0.0), not only the LAN
    address the TV shows; applied when it next starts (TABLETOP_PHONE_HOST overrides)."""
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
                ok = isinstance(value, int | float) and not isinstance(value, bool) and _finite(value)
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
        s.journals_kept = min(JOURNALS_KEPT[-1], max(JOURNALS_KEPT[0], s.journals_kept))
        if ignored:
            s.problem = f"settings.json: invalid {', '.join(ignored)} (defaults used for those)"
        return s


MAX_SETTINGS_BYTES = 256 * 1024
"""A settings file is a few hundred bytes; anything far larger is not one."""


def _finite(value: float) -> bool:
    try:
        return math.isfinite(float(value))
    except OverflowError:
        return False


def _describe(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    if isinstance(exc, OverflowError):
        return "a number too large"
    text = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
    return text[:120]


def load_settings(path: Path) -> Settings:
    """The user's settings. A file that cannot be used (unreadable, not JSON,
    absurd) is moved aside under a timestamped name, so every bad copy is
    kept, and the defaults are used; ``problem`` says so."""
    if not os.path.lexists(path):
        return Settings()
    try:
        return Settings.from_json(json.loads(read_capped(path, MAX_SETTINGS_BYTES).decode("utf-8")))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError, OverflowError) as exc:
        aside = set_aside(path, time.strftime("%Y%m%d-%H%M%S"))
        s = Settings()
        s.problem = f"{path.name}: {_describe(exc)} (kept as {aside.name}; defaults restored)"
        return s




def resolve_bindings(defaults: Mapping[str, Mapping[str, int]], overrides: Mapping[str, Mapping[str, str]],
                     ) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, str]], list[str]]:
    """Apply the user's key overrides to the zones of ``data/controls.yaml``.

    Returns the zones (zone -> verb -> scancode), the overrides that were kept
    and one line per refused override. Refused: an unknown zone, verb or key
    name, a reserved key (Esc, Enter, F11), and any override whose key another
    cell also ends up using (those cells keep their default key; repeated until
    no key is used twice)."""
    zones = {zid: dict(keys) for zid, keys in defaults.items()}
    kept: dict[str, dict[str, str]] = {}
    problems: list[str] = []
    for zid, verbs in overrides.items():
        for verb, name in verbs.items():
            if zid not in zones or verb not in zones[zid]:
                problems.append(f"{zid}.{verb}: no such zone key")
            elif name not in SCANCODES:
                problems.append(f"{zid}.{verb}: unknown key {name!r}")
            elif name in RESERVED_KEYS:
                problems.append(f"{zid}.{verb}: {name} is reserved")
            else:
                kept.setdefault(zid, {})[verb] = name
    while True:
        resolved = {zid: {verb: SCANCODES[kept[zid][verb]] if verb in kept.get(zid, {}) else code
                          for verb, code in keys.items()} for zid, keys in zones.items()}
        users: dict[int, list[tuple[str, str]]] = {}
        for zid, keys in resolved.items():
            for verb, code in keys.items():
                users.setdefault(code, []).append((zid, verb))
        clashing = [(zid, verb) for cells in users.values() if len(cells) > 1
                    for zid, verb in cells if verb in kept.get(zid, {})]
        if not clashing:
            return resolved, {z: v for z, v in kept.items() if v}, problems
        for zid, verb in clashing:
            problems.append(f"{zid}.{verb}: {kept[zid].pop(verb)} is used twice")


def save_settings(settings: Settings, path: Path) -> None:
    """Write atomically so a crash mid-write never leaves a torn file, and
    never through a link left in the user folder (safefile.write_replacing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_replacing(path, json.dumps(settings.to_json(), indent=2, sort_keys=True).encode("utf-8"))
