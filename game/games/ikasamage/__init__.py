"""Ikasamage (Cheaty Mages!): bets, spells and judges for 3-6.

This is the game's face: it names its parts (rules, bots, scene, phone
page, gallery) for the registry, which imports it; the parts are imported
when first needed. Imports go one way: content → rules → bots → face →
registry."""

from game.engine.contract import Parts
from game.games.ikasamage.rules import IkasamageGame

P = "game.games.ikasamage"
GAME = IkasamageGame(Parts(bots=f"{P}.bots:make_bot", benchmarks=f"{P}.bots:benchmarks",
                           scene=f"{P}.scene:IkasamageScene", gallery=f"{P}.gallery:cards", phone=f"{P}.phone:page"))

__all__ = ["GAME", "IkasamageGame"]
