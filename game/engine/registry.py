"""The list of games. The menu and the CLI read it; the shared layers know
nothing about any particular game. It imports the bundled games' faces by
name (``game.games.BUNDLED``); tests may register more."""

from __future__ import annotations

import importlib
from typing import Any

from game.engine.contract import Game

_GAMES: dict[str, Game[Any, Any]] = {}
_loaded = False


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    if game.id in _GAMES and type(_GAMES[game.id]) is not type(game):
        raise ValueError(f"two games share the id {game.id!r}")
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def load_builtin() -> None:
    """Register every bundled game (``game.games.BUNDLED``), in order, once.
    The games never import the registry: it imports them."""
    global _loaded
    if _loaded:
        return
    from game.games import BUNDLED

    for name in BUNDLED:
        register(importlib.import_module(f"game.games.{name}").GAME)
    _loaded = True


def all_games() -> list[Game[Any, Any]]:
    load_builtin()
    return list(_GAMES.values())


def get(game_id: str) -> Game[Any, Any]:
    load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise KeyError(f"unknown game {game_id!r} (games: {known})") from None
