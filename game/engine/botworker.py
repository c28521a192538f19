"""Bot thinking in a worker process (pure; the child never imports pygame).

A turn-based search is CPU-bound, so the client runs it in another process and
the window keeps drawing and reading input while the bot thinks."""

from __future__ import annotations

import os

from game.engine import registry
from game.engine.contract import Json


def think(game_id: str, level: str, seat: int, seed: int, think_ms: int | None, state_json: Json,
          now: float) -> Json | None:
    """Decide one action for ``seat``; returns it as JSON (or None)."""
    game = registry.get(game_id)
    state = game.state_from_json(state_json)
    move = game.make_bot(level, seat, seed, think_ms).decide(state, now)
    return None if move is None else game.action_to_json(move.action)


def warm_up() -> bool:
    """Import the games in the worker before the first real request, and step
    aside for the window: the search may use a whole core, but when the two
    compete the frames come first."""
    if hasattr(os, "nice"):
        try:
            os.nice(15)
        except OSError:
            pass
    registry.load_builtin()
    return True
