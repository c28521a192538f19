"""Where data, assets and the user folder live, from a checkout and frozen."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import paths

REPO = Path(paths.__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("TABLETOP_DATA", "TABLETOP_ASSETS", "TABLETOP_HOME"):
        monkeypatch.delenv(name, raising=False)


def test_checkout_layout() -> None:
    assert paths.data_dir() == REPO / "data"
    assert paths.assets_dir() == REPO / "assets"
    assert (REPO / "game").is_dir()


def test_env_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TABLETOP_DATA", str(tmp_path / "d"))
    monkeypatch.setenv("TABLETOP_ASSETS", str(tmp_path / "a"))
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "h"))
    assert paths.data_dir() == tmp_path / "d"
    assert paths.assets_dir() == tmp_path / "a"
    assert paths.user_dir() == tmp_path / "h"
    assert paths.settings_path() == tmp_path / "h" / "settings.json"


def test_frozen_layout(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    exe = tmp_path / "TabletopArena" / "tabletop.exe"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    monkeypatch.setattr(sys, "_MEIPASS", str(exe.parent / "_internal"), raising=False)
    assert paths.is_frozen()
    assert paths.data_dir() == exe.parent.resolve() / "data"  # editable, beside the exe
    assert paths.assets_dir() == exe.parent / "_internal" / "assets"  # bundled, read-only


def test_user_dir_default_is_platformdirs() -> None:
    import platformdirs

    assert paths.user_dir() == Path(platformdirs.user_data_dir("tabletop-arena", appauthor=False))
