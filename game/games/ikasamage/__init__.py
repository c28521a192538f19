"""Ikasamage (Cheaty Mages!): bets, spells and judges for 3-6. Registers itself on import."""

from game.engine.registry import register
from game.games.ikasamage.rules import IkasamageGame

GAME = IkasamageGame()
register(GAME)

__all__ = ["GAME", "IkasamageGame"]
