"""Kingz: secret picks, simultaneous reveals and races for 2-5.

This is the game's face: it names its parts (rules, bots, scene, phone
page, gallery) for the registry, which imports it; the parts are imported
when first needed. Imports go one way: content → rules → bots → face →
registry."""

from game.engine.contract import Parts
from game.games.kingz.rules import KingzGame

P = "game.games.kingz"
GAME = KingzGame(Parts(bots=f"{P}.bots:make_bot", benchmarks=f"{P}.bots:benchmarks", scene=f"{P}.scene:KingzScene",
                       gallery=f"{P}.gallery:cards", phone=f"{P}.phone:page"))

__all__ = ["GAME", "KingzGame"]
