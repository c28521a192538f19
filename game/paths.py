"""Where things live on disk (pure Python, no pygame).

* ``data_dir()``: the editable YAML under ``data/``. Env ``TABLETOP_DATA`` wins;
  a PyInstaller build keeps ``data`` beside the executable so a designer can
  edit it; from a checkout it is the repository's ``data/``.
* ``assets_dir()``: read-only art, fonts and sounds. Env ``TABLETOP_ASSETS``
  wins; a PyInstaller one-folder build bundles them under ``sys._MEIPASS``
  (its ``_internal`` folder); from a checkout it is the repository's ``assets/``.
* ``user_dir()``: per-user data (settings, journals). Env ``TABLETOP_HOME``
  wins (tests point it at a temporary folder); otherwise platformdirs.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "tabletop-arena"

_REPO_ROOT = Path(__file__).resolve().parent.parent
"""The folder holding the ``game`` package (the repository in a checkout)."""


def is_frozen() -> bool:
    """True inside a PyInstaller build."""
    return bool(getattr(sys, "frozen", False))


def _env_path(name: str) -> Path | None:
    value = os.environ.get(name, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """The folder of editable YAML content."""
    env = _env_path("TABLETOP_DATA")
    if env is not None:
        return env
    if is_frozen():
        return Path(sys.executable).resolve().parent / "data"
    return _REPO_ROOT / "data"


def assets_dir() -> Path:
    """The folder of bundled, read-only assets."""
    env = _env_path("TABLETOP_ASSETS")
    if env is not None:
        return env
    if is_frozen():
        bundle = getattr(sys, "_MEIPASS", None)
        base = Path(bundle) if bundle else Path(sys.executable).resolve().parent
        return base / "assets"
    return _REPO_ROOT / "assets"


def user_dir() -> Path:
    """The per-user folder (not created here)."""
    env = _env_path("TABLETOP_HOME")
    if env is not None:
        return env
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return user_dir() / "settings.json"
