"""The Ikasamage table stays on screen (headless, real keys): with the default
rule a seat sees its secrets only while it holds its peek key, and its keys
play while it holds it or after; a match opens on the judge and the fighters
before anyone bets; a bot's cast is drawn on the table; the result of a match
is drawn for everyone, and held, before the redraw asks anyone to act."""

from __future__ import annotations

from typing import Any

import pygame
from clienthelpers import FakeClock, drawn_texts, post_key, press
from test_client_ikasamage_table import KEYS, ZONES, key, settle, state, swapped_hand

from game.client.game_scene import start_game
from game.client.scenes.title import MainMenuScene
from game.engine.contract import SeatConfig
from game.engine.match import PlayRequest
from game.games.ikasamage.rules import PASS, bet
from game.games.ikasamage.scene import OPENING_S, RESULT_HOLD_S, SHOWDOWN_S, STEP_S


def table(app: Any, seed: int = 3, humans: int = 2, n: int = 4, rules: dict[str, Any] | None = None,
          idle_bots: bool = True) -> Any:
    """``humans`` keyboard seats then bots (idle: the test plays for them)."""
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("human", source=f"kb:{ZONES[i]}") if i < humans else SeatConfig("bot", "easy")
                  for i in range(n))
    scene = start_game(app, PlayRequest("ikasamage", seats, seed, rules or {}))
    assert scene is not None
    if idle_bots:
        scene.bots = {}
    return scene


def hold(app: Any, seat: int, down: bool) -> None:
    """``seat`` presses (and holds) its peek key, or lets it go; a frame later."""
    post_key(key(seat, "special"), down=down, up=not down)
    app.step()
    app.clock.advance(0.05)
    app.step()


def fed_views(app: Any, scene: Any) -> set[Any]:
    """Whose views the fighter rows are drawn from in one frame (None: the table's)."""
    fed: set[Any] = set()
    real = scene.draw_row

    def spy(canvas: Any, v: Any, *args: Any) -> None:
        fed.add(v["you"])
        real(canvas, v, *args)

    scene.draw_row = spy
    try:
        app.clock.advance(0.05)
        app.invalidate()
        app.step()
    finally:
        del scene.draw_row
    return fed


def screen(app: Any) -> bytes:
    app.clock.advance(0.05)
    app.invalidate()
    app.step()
    return bytes(pygame.image.tobytes(app.canvas.surface, "RGB"))


def test_a_match_opens_on_the_judge_and_fighters_before_anyone_bets(app: Any, clock: FakeClock) -> None:
    scene = table(app, humans=1, n=3, idle_bots=False)
    v = scene.public()
    judge = scene.words(v["catalog"]["judges"][v["judge"]]["name"])
    texts = drawn_texts(app)
    assert any(judge in t for t in texts if "5" in t or "five" in t), "the banner names the judge"
    assert scene.holding() and not scene.bots_may_act(clock()), "nobody bets during the opening"
    assert scene.private_seat() is None
    settle(app, clock, OPENING_S + 0.2)
    assert not scene.holding()
    names = [scene.fighter_name(v, f["fighter"]) for f in v["fighters"]]
    texts = drawn_texts(app)
    assert all(name in texts for name in names), "the five fighters are on the table"


def test_the_public_table_shows_unless_the_seat_to_act_holds_its_peek(make_app: Any, clock: FakeClock) -> None:
    screens = []
    for variant in (0, 1):
        clock.t = 1000.0
        app = make_app()
        scene = table(app)
        settle(app, clock, OPENING_S + 0.2)
        seat = scene.acting_seat()
        assert seat is not None and seat in scene.humans and scene.handover_seat() is None
        other = next(p for p in scene.humans if p != seat)
        if variant:
            scene.state = swapped_hand(scene, seat)
        hold(app, other, True)  # another seat's peek shows nothing: it is not its turn
        assert fed_views(app, scene) == {None}
        screens.append(screen(app))
        hold(app, other, False)
        hold(app, seat, True)
        assert scene.peek_drawn
        assert fed_views(app, scene) == {seat}, "its own view while it holds its peek key"
        texts = drawn_texts(app)
        assert app.tr("game.ikasamage.private.bet", seat=scene.seat_label(seat)) in texts
        hold(app, seat, False)
        assert not scene.peek_drawn, "the next frame, with no other input, hides it"
        assert fed_views(app, scene) == {None}, "hidden again on release"
        texts = drawn_texts(app)
        special = app.input.key_names(scene.source_of(seat))["special"]
        assert app.tr("game.ikasamage.status.peek", seat=scene.seat_label(seat), special=special) in texts
    assert len(set(screens[0][::97])) > 10
    assert screens[0] == screens[1], "a hand showed on the table while its owner did not peek"


def test_its_keys_play_while_it_peeks_or_after(app: Any, clock: FakeClock) -> None:
    scene = table(app)
    settle(app, clock, OPENING_S + 0.2)
    seat = scene.acting_seat()
    hold(app, seat, True)
    press(app, key(seat, "down"), key(seat, "act"))  # a bet card on fighter 1, seen in the peek
    hold(app, seat, False)
    assert scene.ui is not None and scene.ui.bets == [1] and not scene.log
    press(app, key(seat, "special"))
    assert not scene.log, "the peek key bets nothing"
    press(app, key(seat, "up"), key(seat, "up"), key(seat, "act"))  # onto Bet, after letting go
    assert scene.log[-1][1:] == (seat, {"kind": "bet", "fighters": [1]})
    assert scene.ui is None or scene.ui.seat != seat


def test_a_bots_cast_is_drawn_on_the_table(app: Any, clock: FakeClock) -> None:
    """Under the hand-over rule too: the next person's hand-over waits until
    the table has seen the bot's spell land."""
    scene = table(app, seed=5, humans=1, n=3, rules={"private_hands": "handover"})
    settle(app, clock, OPENING_S + 0.2)
    while state(scene).phase == "bet":
        scene.submit(state(scene).turn, bet(0), 0.0)
    while state(scene).turn == 0:
        scene.submit(0, PASS, 0.0)
    bot = state(scene).turn
    cast = next(a for a in scene.game.legal_actions(state(scene), bot) if a.kind == "cast" and a.fighter is not None
                and state(scene).card(a.card or 0).type == "direct")
    assert scene.submit(bot, cast, 0.0)
    settle(app, clock, 0.3)
    v = scene.public()
    spell = scene.spell_name(v, v["card_spell"][cast.card or 0])
    assert scene.handover_seat() is None
    assert any(spell in t for t in drawn_texts(app)), "the cast's banner is on the table"
    assert scene.public()["fighters"][cast.fighter or 0]["slots"][-1]["spell"] is not None
    settle(app, clock, STEP_S)
    if state(scene).turn == 0:
        assert scene.handover_seat() == 0, "then the next person's hand-over"


def test_the_result_is_drawn_for_everyone_before_the_redraw(app: Any, clock: FakeClock) -> None:
    for rule in ("peek", "handover"):
        scene = table(app, seed=7, humans=2, n=3, rules={"private_hands": rule})
        settle(app, clock, OPENING_S + 0.2)
        while state(scene).phase == "bet":
            scene.submit(state(scene).turn, bet(state(scene).turn), 0.0)
        while state(scene).phase == "spell":
            scene.submit(state(scene).turn, PASS, 0.0)
        assert state(scene).phase == "redraw"
        res = scene.public()["result"]
        settle(app, clock, SHOWDOWN_S + 0.2)
        assert scene.private_seat() is None and scene.handover_seat() is None, "nobody is asked to act yet"
        for seat in scene.humans:
            hold(app, seat, True)
        assert fed_views(app, scene) == set(), "the result panel, not a private turn"
        texts = drawn_texts(app)
        for seat in scene.humans:
            hold(app, seat, False)
        fighter = scene.fighter_name(scene.public(), res["fighters"][res["winner"]]["fighter"])
        assert app.tr("game.ikasamage.result.won", round=1, fighter=fighter) in texts
        for p, paid in enumerate(res["payouts"]):
            assert scene.seat_label(p) in texts
            if paid:
                assert app.tr("game.ikasamage.result.paid", n=paid) in texts
        settle(app, clock, RESULT_HOLD_S - 1.0)
        assert scene.holding()
        press(app, KEYS["wasd"]["act"])  # a person has read it: the redraw goes on
        assert not scene.holding()
        if scene.acting_seat() in scene.humans:
            assert scene.private_seat() == scene.acting_seat()
