"""The list of games. The menu and the CLI read it; the shared layers know
nothing about any particular game."""

from __future__ import annotations

import importlib
from typing import Any

from game.engine.contract import Game

_GAMES: dict[str, Game[Any, Any]] = {}


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    if game.id in _GAMES and type(_GAMES[game.id]) is not type(game):
        raise ValueError(f"two games share the id {game.id!r}")
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def load_builtin() -> None:
    """Import ``game.games``, whose package registers every bundled game."""
    importlib.import_module("game.games")


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
