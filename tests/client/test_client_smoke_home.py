"""``smoke`` uses ``$TABLETOP_HOME`` when it is set, and otherwise a temporary
user folder that it removes afterwards."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

from game.client import smoke


@pytest.fixture
def quick_tour(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    homes: list[str] = []

    def tour(app: Any, on_scene: Any = None) -> list[str]:
        homes.append(os.environ["TABLETOP_HOME"])
        app.settings.language = "fr"
        app.save_settings()  # something written to the user folder
        return []

    monkeypatch.setattr(smoke, "run_tour", tour)
    return homes


def test_smoke_uses_the_given_home(home: Path, quick_tour: list[str]) -> None:
    assert smoke.main() == 0
    assert quick_tour == [str(home)]
    assert (home / "settings.json").is_file()


def test_smoke_without_a_home_leaves_no_folder_behind(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                      quick_tour: list[str]) -> None:
    monkeypatch.delenv("TABLETOP_HOME", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert smoke.main() == 0
    [used] = quick_tour
    assert Path(used).parent == tmp_path and not Path(used).exists()
    assert list(tmp_path.iterdir()) == []
