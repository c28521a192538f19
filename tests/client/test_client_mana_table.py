"""The Mana table tells the player what is true now: while the bird is being
placed, the demand it will make; the key to bring back a Ronin only when one
can come back; and the thinking dots move while a bot thinks."""

from __future__ import annotations

from typing import Any

import pytest
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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_status_line_fits_between_the_seat_cards_uncut(app: Any, lang: str) -> None:
    """The 'No piece on a single square...' line lost its first words under the
    seat card on the left; every such line now fits on at most two lines."""
    from game.games.mana.scene import BOARD_X, SQ, STATUS_W

    cx = BOARD_X + SQ * 3
    assert cx - STATUS_W / 2 >= 36 + 462 + 10, "clear of the seat cards"
    app.set_language(lang)
    canvas = app.canvas
    tr = app.tr
    names = [tr(f"game.mana.type.{t}") for t in (1, 2, 3)]
    for reason in ("constrained", "placing", "first_move", "no_bird", "extra_turn", "no_piece_on_type",
                   "all_blocked"):
        for tname in names:
            text = tr(f"game.mana.free.{reason}", type=tname, other=tr("game.mana.seat.1"))
            one = canvas.wrap(text, 40, STATUS_W, bold=True)
            lines = one if len(one) == 1 else canvas.wrap(text, 34, STATUS_W, bold=True)
            assert len(lines) <= 2, (reason, lines)
            assert all(canvas.text_width(line, 40 if len(one) == 1 else 34, True) <= STATUS_W for line in lines)
