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
    tname = app.tr(f"game.mana.type.{scene.board()[0][cur.to]}")
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


def _play_to_the_end(app: Any, scene: Any, clock: Any) -> None:
    """Both seats play the first legal action until the game ends."""
    game = scene.game
    for _ in range(400):
        if scene.outcome is not None:
            break
        st = scene.state
        seat = st.to_move
        scene.submit(seat, game.legal_actions(st, seat)[0], scene.game_time(app.clock()))
        clock.advance(0.01)
    assert scene.outcome is not None


def test_the_final_board_stays_then_the_results_offer_it_move_by_move(app: Any, clock: Any) -> None:
    from game.client.scenes.results import ResultsScene, ReviewScene

    scene = _mana(app, (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")))
    _play_to_the_end(app, scene, clock)
    clock.advance(scene.results_delay_s - 0.5)
    app.step()
    app.frame()
    assert app.stack.top is scene, "the final position stays on screen a moment"
    clock.advance(1.0)
    app.step()
    app.frame()
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    results.menu.focus_id("review")
    press(app, E)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    steps = len(scene.log)
    assert review.index == steps and len(review.states) == steps + 1
    assert review.states[-1] == scene.state
    total = steps - 2  # as the move list counts: the two Daimios' placements aside
    assert len([m for m in scene.game.view(scene.state, None)["moves"] if "@" not in m]) == total
    texts = _texts(app)
    assert app.tr("results.review_step", n=total, total=total) in texts
    assert app.tr("game.mana.key.act") not in " ".join(texts), "no key hints that do nothing in a review"
    press(app, SCANCODES["A"])  # WASD's left: one move back
    assert review.index == steps - 1
    assert app.tr("results.review_step", n=total - 1, total=total) in _texts(app)
    assert scene.reviewing is None, "the game scene is lent the past state only while it draws"
    press(app, SCANCODES["W"])  # up: the start
    assert review.index == 0
    press(app, E)
    assert isinstance(app.stack.top, ResultsScene)


def test_undo_from_the_pause_menu_closes_it_so_the_table_shows_what_changed(app: Any) -> None:
    from game.client.scenes.overlays import PauseScene

    scene = _mana(app, (SeatConfig("human", source="kb:wasd"), SeatConfig("bot", "easy")))
    press(app, E)  # Black's Daimio placed (standard setup)
    assert len(scene.log) == 1
    press(app, SCANCODES["ESCAPE"])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.menu.focus_id("undo")
    press(app, SCANCODES["RETURN"])
    assert app.stack.top is scene, "back at the table"
    assert scene.log == []
    assert app.notice == app.tr("pause.undo_done")


@pytest.mark.parametrize(("language", "scale"), [("en", 1.0), ("fr", 1.4)])
def test_the_prompt_keeps_its_place_beside_ronins_to_bring_back(app: Any, language: str, scale: float) -> None:
    """A seat with Ronins to bring back has the most in its card (their count,
    the pieces, a third key): what to choose now is still said, whole."""
    from dataclasses import replace

    app.set_language(language)
    app.set_ui_scale(scale)
    scene = _mana(app, (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")))
    press(app, E, Y)  # both Daimios placed (standard setup)
    scene.state = replace(scene.state, captured=(3, 3))
    app.canvas.misfits = seen = set()
    texts = _texts(app)
    assert app.tr("game.mana.prompt.select") in texts and app.tr("game.mana.key.special") in texts
    assert not seen, seen


@pytest.mark.parametrize(("language", "scale"), [("en", 1.0), ("en", 1.4), ("fr", 1.0), ("fr", 1.4)])
def test_the_header_keeps_off_the_board_frame_and_its_token_beside_its_title(
        app: Any, language: str, scale: float) -> None:
    """At 140 % the French setup hint wraps onto two lines: its second line sat
    on the board's frame; and the seat token over a title set smaller to fit
    hung far to its left, over the seat card."""
    from game.client.gfx import Canvas
    from game.games.mana.scene import BOARD_Y

    app.set_language(language)
    app.set_ui_scale(scale)
    scene = _mana(app, (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")))
    tr = app.tr
    title, hint = tr("game.mana.setup_daimio", seat=scene.seat_label(0)), tr("game.mana.setup_hint")
    rects: dict[str, Any] = {}
    tokens: list[Any] = []
    real_text = Canvas.text
    token_of = scene.draw_seat_token

    def text(self: Canvas, s: str, *args: Any, **kwargs: Any) -> Any:
        rect = real_text(self, s, *args, **kwargs)
        rects.setdefault(s, rect)
        return rect

    def token(canvas: Canvas, seat: int, at: tuple[float, float], r: float) -> None:
        if r == 30:  # the header's (a seat card's is bigger, in its sprite)
            tokens.append(canvas.rect((at[0] - r, at[1] - r, 2 * r, 2 * r)))
        token_of(canvas, seat, at, r)

    scene.draw_seat_token = token
    Canvas.text = text  # type: ignore[method-assign]
    try:
        _texts(app)
    finally:
        Canvas.text = real_text  # type: ignore[method-assign]
    canvas = app.canvas
    frame_top = canvas.rect((0, BOARD_Y - 26, 1, 1)).top
    header = [r for s, r in rects.items() if s == title or s == hint or hint.endswith(s) or hint.startswith(s)]
    assert title in rects and len(header) >= 2
    assert all(r.bottom < frame_top for r in header), (header, frame_top)
    (token,) = tokens
    assert rects[title].left - canvas.px(90) < token.centerx < rects[title].left
    card = canvas.rect((36, 550 - min(455.0, 400 * max(1.0, canvas.grown(32) / 32)), 462, 10))
    assert token.bottom <= card.top or token.left >= card.right, "the token keeps off the seat card"


def _two_people_to_the_results(app: Any, clock: Any) -> Any:
    """A Mana game of two people played to its end, and its results screen on top."""
    from game.client.scenes.results import ResultsScene

    scene = _mana(app, (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")))
    _play_to_the_end(app, scene, clock)
    clock.advance(scene.results_delay_s + 1.0)
    app.step()
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    return results


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_results_buttons_grow_with_the_text_size(app: Any, clock: Any, language: str) -> None:
    """At 140 % "See the board, move by move" did not fit the 640-wide menu,
    and the one size of its labels set every button smaller than at 100 %."""
    from game.client.gfx import Canvas

    app.set_language(language)
    _two_people_to_the_results(app, clock)
    labels = {app.tr(k) for k in ("results.again", "results.review", "results.lobby")}
    heights: dict[float, dict[str, int]] = {}
    real = Canvas.text
    for scale in (1.0, 1.4):
        app.set_ui_scale(scale)
        seen = heights.setdefault(scale, {})

        def text(self: Canvas, s: str, *args: Any, seen: dict[str, int] = seen, **kwargs: Any) -> Any:
            rect = real(self, s, *args, **kwargs)
            if s in labels:
                seen[s] = rect.height
            return rect

        Canvas.text = text  # type: ignore[method-assign]
        try:
            _texts(app)
        finally:
            Canvas.text = real  # type: ignore[method-assign]
    assert set(heights[1.0]) == set(heights[1.4]) == labels
    assert all(heights[1.4][s] > heights[1.0][s] for s in labels), heights


def test_the_results_menu_is_never_narrower_than_at_100_percent(app: Any, clock: Any) -> None:
    """Its buttons are pictures: at 90 % the French menu came out 640 wide
    against 682 at 100 % (the fit check found them smaller than at 100 %)."""
    app.set_language("fr")
    results = _two_people_to_the_results(app, clock)
    widths = {}
    for scale in (1.0, 0.9, 1.4):
        app.set_ui_scale(scale)
        app.frame()
        widths[scale] = results.menu.w
    assert widths[1.0] > 640, "the French review label needs more than the narrowest menu"
    assert widths[0.9] >= widths[1.0] - 1 and widths[1.4] >= widths[1.0], widths


def test_a_setup_placed_at_once_finds_its_pieces_drawn_ahead(app: Any, clock: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole setup placed between two frames (a bot's, a resumed game) showed
    pieces no frame had drawn: idle time draws both seats' pieces ahead, so
    that frame rasterises none of them."""
    from game.client import gfx

    scene = _mana(app, (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")))
    app.frame()
    clock.t += 10.0  # nobody presses anything for a while
    while app.prepare_ahead(clock()):
        pass
    made: list[str] = []
    load = gfx.load_svg
    monkeypatch.setattr(gfx, "load_svg", lambda name, size, tint=None: made.append(name) or load(name, size, tint))
    while scene.v["phase"] == "setup":  # the whole setup between two frames
        assert scene.submit(scene.v["to_move"], scene.actions()[0], scene.game_time(clock()))
    app.frame()
    scene.cursors[scene.v["to_move"]].stage = "dest"  # a piece chosen: drawn lifted
    scene.cursors[scene.v["to_move"]].frm = next(iter(scene.board()[1]))
    app.frame()
    assert not [name for name in made if "daimio" in name or "ronin" in name], made
