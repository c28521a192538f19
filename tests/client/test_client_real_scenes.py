"""Crashes the fuzz found in the bundled games' scenes, reproduced directly."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from game.client.game_scene import start_game
from game.client.scenes.title import MainMenuScene
from game.engine.contract import SeatConfig
from game.engine.match import PlayRequest


def _start(app: Any, game_id: str, n: int) -> Any:
    if importlib.util.find_spec(f"game.games.{game_id}.scene") is None:
        pytest.skip(f"game.games.{game_id}.scene is not written yet")
    app.stack.replace(MainMenuScene(app))
    scene = start_game(app, PlayRequest(game_id, tuple(SeatConfig() for _ in range(n)), 5, {}))
    assert scene is not None
    return scene


def test_manga_act_while_another_seat_plays_alone(app: Any) -> None:
    scene = _start(app, "manga", 3)
    view = dict(scene.shown)
    assert {"phase", "players", "excluded", "replacement"} <= set(view)
    view.update(phase="battle", players=[0, 1, 2], excluded=[], replacement={"seat": 1})
    scene.shown = view
    scene.act(0, 0.0)
    assert scene.feedback[0][0]  # the player is told to wait
