"""Shared fixtures for the pygame client tests (headless).

* SDL runs with the dummy video and audio drivers (set before pygame loads).
* Every test gets its own ``TABLETOP_HOME`` (settings, journals) under tmp_path.
* ``FakeClock`` drives the app, the input mapper and the game clock.
* ``client_games`` swaps the game registry for two tiny games with pygame scenes
  (``clientgames.py``); ``inline_bots`` runs turn-based bots inline in this
  process (the real pool spawns a process that would not know the tiny games;
  inline also keeps runs deterministic).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

_HERE = Path(__file__).resolve().parent
for _p in (_HERE, _HERE.parent / "engine"):  # clientgames.py and tests/engine/tinygames.py
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

import pygame  # noqa: E402
import pytest  # noqa: E402
from clienthelpers import FakeClock, InlineExecutor  # noqa: E402


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "home"
    d.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(d))
    return d


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of data/ that the app reads (edit it to test live reloading)."""
    import shutil

    from game import paths

    copy = tmp_path / "data"
    shutil.copytree(paths.data_dir(), copy)
    monkeypatch.setenv("TABLETOP_DATA", str(copy))
    return copy


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make_app(home: Path, clock: FakeClock) -> Iterator[Any]:
    """Factory for Apps on the fake clock (events queued before are dropped)."""
    from game.client.app import App

    made: list[Any] = []

    def make(offer_resume: bool = False, ensure: bool = True, **kwargs: Any) -> Any:
        """``ensure``: wait for the validated content (an App started with a content
        cache loads it on a thread after its first frame)."""
        pygame.init()
        pygame.event.clear()
        app = App(size=(1920, 1080), clock=clock, offer_resume=offer_resume, **kwargs)
        app.settings.bot_think_ms = 50
        if ensure:
            app.ensure_content()
        made.append(app)
        return app

    yield make
    for app in made:
        for scene in list(app.stack.scenes):
            closer = getattr(scene, "close", None)
            journal = getattr(scene, "journal", None)
            if closer is not None and journal is not None:
                closer()
    pygame.event.clear()


@pytest.fixture
def app(make_app: Any) -> Any:
    return make_app()


@pytest.fixture
def client_games(monkeypatch: pytest.MonkeyPatch, inline_bots: InlineExecutor) -> Any:
    """Only the tiny client games are registered while the test runs (bots in a thread)."""
    import clientgames

    from game.engine import registry

    monkeypatch.setattr(registry, "load_builtin", lambda: None)
    monkeypatch.setattr(registry, "_GAMES", {clientgames.NIM.id: clientgames.NIM,
                                             clientgames.RACE.id: clientgames.RACE})
    return clientgames


@pytest.fixture
def inline_bots(monkeypatch: pytest.MonkeyPatch) -> Iterator[InlineExecutor]:
    from game.client.game_scene import BotPool

    pool = InlineExecutor()
    monkeypatch.setattr(BotPool, "_executor", pool)
    yield pool
