"""Mana: a 2-player abstract board game.

This is the game's face: it names its parts (rules, bots, scene, phone
page, gallery) for the registry, which imports it; the parts are imported
when first needed. Imports go one way: content → rules → bots → face →
registry."""

from game.engine.contract import Parts
from game.games.mana.rules import ManaGame

P = "game.games.mana"
GAME = ManaGame(Parts(bots=f"{P}.bots:make_bot", benchmarks=f"{P}.bots:speed_numbers", scene=f"{P}.scene:ManaScene",
                      gallery=f"{P}.gallery:cards", phone=f"{P}.phone:page"))

__all__ = ["GAME", "ManaGame"]
