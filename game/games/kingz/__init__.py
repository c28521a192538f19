"""Kingz: secret picks, simultaneous reveals and races for 2-5. Registers itself on import."""

from game.engine.registry import register
from game.games.kingz.rules import KingzGame

GAME = KingzGame()
register(GAME)

__all__ = ["GAME", "KingzGame"]
