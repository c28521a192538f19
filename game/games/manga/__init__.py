"""Manga Manga: real-time card game for 2-6. Registers itself on import."""

from game.engine.registry import register
from game.games.manga.rules import MangaGame

GAME = MangaGame()
register(GAME)

__all__ = ["GAME", "MangaGame"]
