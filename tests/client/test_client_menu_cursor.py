"""The main menu's cursor stays on the last game, however the menu is reached
again (back from a lobby, after a game, after a resumed game, from the title)."""

from __future__ import annotations

from typing import Any

from game.client.game_scene import start_game
from game.client.scenes.title import MainMenuScene
from game.engine.contract import SeatConfig
from game.engine.match import PlayRequest


def test_a_new_main_menu_starts_on_the_last_game(make_app: Any) -> None:
    app = make_app()
    assert MainMenuScene(app).menu.focused().id == "mana"  # nothing played yet: the first game
    menu = MainMenuScene(app)
    kingz = next(g for g in menu.games if g.id == "kingz")
    menu.open_game(kingz)
    assert MainMenuScene(app).menu.focused().id == "kingz"
    app.stack.replace(MainMenuScene(app))
    scene = start_game(app, PlayRequest("manga", (SeatConfig("bot", "easy"), SeatConfig("bot", "easy")), 1, {}))
    assert scene is not None
    scene.quit_to_menu()
    assert MainMenuScene(app).menu.focused().id == "manga"  # a game started any way (a resume, the command line)
