"""The Mana table tells the player what is true now: while the bird is being
placed, the demand it will make; the key to bring back a Ronin only when one
can come back; and the thinking dots move while a bot thinks."""

from __future__ import annotations

from typing import Any

from clienthelpers import drawn_texts, press

from game.client.game_scene import start_game
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.contract import SeatConfig
from game.engine.match import PlayRequest

E, Y = SCANCODES["E"], SCANCODES["Y"]


def _mana(app: Any, seats: tuple[SeatConfig, ...]) -> Any:
    app.stack.replace(MainMenuScene(app))
    scene = start_game(app, PlayRequest("mana", seats, 5, {}))
    assert scene is not None
    return scene


def _texts(app: Any) -> str:
    return " | ".join(drawn_texts(app))


def test_while_the_bird_is_placed_the_header_says_what_it_will_demand(app: Any) -> None:
    scene = _mana(app, (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")))
    assert "bring back a Ronin" not in _texts(app), "no Ronin can come back during the setup"
    press(app, E, Y)  # both Daimios placed (standard setup)
    press(app, E, E)  # Black: a piece, then its destination: now the bird
    cur = scene.cursors[0]
    assert cur.stage == "bird"
    texts = _texts(app)
    tname = app.tr(f"game.mana.type.{scene.st.types[cur.to]}")
    assert app.tr("game.mana.free.placing", type=tname, other=scene.seat_label(1)) in texts
    assert "bring back a Ronin" not in texts, "nothing captured: nothing to bring back"


def test_the_thinking_dots_keep_moving_while_a_bot_thinks(app: Any) -> None:
    scene = _mana(app, (SeatConfig("bot", "hard"), SeatConfig("human", source="kb:tfgh")))
    assert scene.needs_frames(app.clock() + 100.0), "a bot is thinking: the table is not idle"
