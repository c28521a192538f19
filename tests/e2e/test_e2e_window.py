"""The real window: its class, resizing and full screen, with and without a
window manager (twm, when installed: tools/test.sh installs it)."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.test_e2e_shell import wait_for

pytestmark = pytest.mark.e2e


@pytest.fixture(params=["no window manager", "twm"])
def wm(request: pytest.FixtureRequest, xvfb: str) -> Iterator[str]:
    if request.param == "no window manager":
        yield request.param
        return
    if not shutil.which("twm"):
        pytest.skip("twm is not installed (tools/test.sh installs it)")
    proc = subprocess.Popen(["twm"], env={"DISPLAY": xvfb, "PATH": "/usr/bin:/bin"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    try:
        yield request.param
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _geometry(w) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    out = w._xdo("getwindowgeometry", w.wid)
    size = next(line.split(":")[1].strip() for line in out.splitlines() if "Geometry" in line)
    width, height = size.split("x")
    return int(width), int(height)


def _saved_size(w) -> list[int]:  # type: ignore[no-untyped-def]
    w.close()  # the window size is saved when the game closes
    return list(json.loads((Path(w.home) / "settings.json").read_text())["window_size"])


def test_the_window_class_is_the_games_name(window_factory) -> None:  # type: ignore[no-untyped-def]
    w = window_factory()
    found = w._xdo("search", "--class", "^tabletop-arena$").split()
    assert w.wid in found, "taskbars and Alt-Tab would show another name (it was __main__.py)"


def test_a_resized_window_is_drawn_at_its_new_size(window_factory, wm: str) -> None:  # type: ignore[no-untyped-def]
    w = window_factory()
    w._xdo("windowsize", w.wid, "900", "600")
    assert wait_for(lambda: _geometry(w) == (900, 600), timeout=5)
    time.sleep(0.8)
    assert w.proc.poll() is None
    assert _saved_size(w) == [900, 600], "the game took the new size (it kept drawing at the old one)"


def test_leaving_full_screen_brings_the_window_back(window_factory, wm: str) -> None:  # type: ignore[no-untyped-def]
    w = window_factory()
    before = _geometry(w)
    w.keys("F11", pause=1.0)
    assert wait_for(lambda: _geometry(w) == (1920, 1080), timeout=5), "full screen on the 1920x1080 screen"
    w.keys("F11", pause=1.0)
    assert wait_for(lambda: _geometry(w) == before, timeout=5), f"back to {before}, not {_geometry(w)}"
    assert _saved_size(w) == list(before)


def test_with_no_display_to_reach_the_game_says_so_and_stops(tmp_path: Path) -> None:
    # SDL would quietly draw off screen: a game nobody can see, still running
    import os
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":4093", SDL_AUDIODRIVER="dummy", TABLETOP_HOME=str(tmp_path), XDG_RUNTIME_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "game"], env=env, capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 1
    assert "cannot open the game window: no display answered (DISPLAY=':4093'" in done.stderr
