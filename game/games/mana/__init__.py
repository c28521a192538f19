"""Mana: 2-player abstract board game. Importing this package registers it."""

from game.engine.registry import register
from game.games.mana.rules import ManaGame

GAME = register(ManaGame())

__all__ = ["GAME", "ManaGame"]
