"""The Manga Manga table scene, headless: keys become plays that carry the
pile number that was on screen, races are decided by press time, dragons get
their colour inline, Stops and consolation discs work from a seat's zone."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.client.input import Intent  # noqa: E402
from game.content.scancodes import SCANCODES  # noqa: E402
from game.engine.contract import SeatConfig  # noqa: E402
from game.engine.journal import read_journal, replay  # noqa: E402
from game.engine.match import PlayRequest  # noqa: E402
from game.games.manga.rules import MangaState  # noqa: E402
from tests.manga.manga_helpers import GAME, cid, rig  # noqa: E402

SOURCES = ("kb:wasd", "kb:tfgh", "kb:ijkl", "kb:arrows")


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, dt: float) -> None:
        self.t += dt


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, FakeClock, Path]]:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    from game.client.app import App

    clock = FakeClock()
    pygame.init()
    pygame.event.clear()
    app = App(size=(1920, 1080), clock=clock, offer_resume=False)
    if hasattr(app, "ensure_content"):
        app.ensure_content()
    yield app, clock, home
    for scene in list(app.stack.scenes):
        if getattr(scene, "journal", None) is not None:
            scene.close()
    pygame.event.clear()


def start(app: Any, humans: int, bots: int = 0, seed: int = 1, rules: dict[str, Any] | None = None) -> Any:
    from game.client.game_scene import start_game
    from game.games.manga.scene import MangaScene

    seats = tuple(SeatConfig("human", source=SOURCES[i]) for i in range(humans)) + \
        tuple(SeatConfig("bot", "easy") for _ in range(bots))
    scene = start_game(app, PlayRequest("manga", seats, seed, rules or {}))
    assert isinstance(scene, MangaScene)
    return scene


def put(scene: Any, state: MangaState) -> None:
    """Show a rigged state: the next frame draws it (and records its pile number)."""
    scene.state = state
    scene.app.frame()


def intent(scene: Any, seat: int, verb: str, t: float) -> None:
    source = scene.config.seats[seat].source
    scene.on_intent(seat, Intent(source, verb, t), t)


def key(app: Any, name: str) -> None:
    code = SCANCODES[name]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=code, key=0, mod=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=code, key=0, mod=0))
    app.step()


def cursor_to(scene: Any, seat: int, card: int) -> None:
    hand = [c["id"] for c in scene.shown["hands"][seat]]
    ui = scene.ui[seat]
    ui.index, ui.cursor = hand.index(card), card


def feedback(scene: Any, seat: int) -> str:
    fb = scene.feedback.get(seat)
    return fb[0] if fb else ""


def first_fitting_seed(seat: int = 0) -> int:
    """A seed whose first battle gives ``seat`` a fitting warrior (no dragon before it)."""
    from tests.manga.manga_helpers import config

    for seed in range(1, 200):
        s = GAME.new_game(config(2), seed)
        v = GAME.view(s, None)
        fits = [c for c in v["hands"][seat] if c["dragon"] or c["warrior"] == v["follow"]]
        if fits and not fits[0]["dragon"]:
            return seed
    raise AssertionError("no seed found")


# -- a real press ---------------------------------------------------------------------------

def test_a_key_press_puts_a_card_on_the_pile_and_the_journal_agrees(env: Any) -> None:
    app, clock, home = env
    seed = first_fitting_seed(0)
    scene = start(app, 2, seed=seed)
    app.frame()
    clock.advance(2.2)  # past the count-in
    app.frame()
    assert scene.state.phase == "battle"
    v = scene.shown
    want = next(c["id"] for c in v["hands"][0] if c["warrior"] == v["follow"])
    seq = v["seq"]
    key(app, "W")  # up: the next fitting card (from the first card, wrapping)
    if scene.ui[0].cursor != want:
        key(app, "W")
    assert scene.ui[0].cursor == want
    key(app, "E")  # act
    top = scene.state.pile[-1]
    assert (top.card, top.seat) == (want, 0)
    assert want not in scene.state.hands[0]
    assert scene.flights and scene.flights.with_tag("card")[-1].payload[0]["id"] == want  # type: ignore[index]
    t, seat, action = scene.log[-1]
    assert seat == 0 and action == {"kind": "play", "card": want, "seen": seq}
    scene.journal.flush()
    journal = read_journal(scene.journal.path)
    assert [(a.seat, a.action) for a in journal.actions][-1] == (0, action)
    state, _ = replay(GAME, journal)
    assert state.pile[-1].card == want and state.pile[-1].seat == 0
    assert state.hands == scene.state.hands
    app.frame()


# -- races ------------------------------------------------------------------------------------

def test_two_presses_one_millisecond_apart_the_earlier_lands_the_later_bounces(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3)
    s = scene.state
    red_a, red_b = cid(s, "red", "blue"), cid(s, "red", "green")
    put(scene, rig(s, {0: [red_a, cid(s, "blue", "blue")], 1: [red_b, cid(s, "green", "green")],
                       2: [cid(s, "yellow", "yellow")]}, [cid(s, "blue", "red")]))
    cursor_to(scene, 0, red_a)
    cursor_to(scene, 1, red_b)
    seq = scene.shown_seq
    intent(scene, 0, "act", 5.000)
    intent(scene, 1, "act", 5.001)
    top = scene.state.pile[-1]
    assert (top.card, top.seat) == (red_a, 0)
    assert red_b in scene.state.hands[1]
    assert scene.log[-1][2] == {"kind": "play", "card": red_b, "seen": seq}
    assert feedback(scene, 1) == app.tr("game.manga.fb.too_slow")
    assert scene.shakes[1][0] == red_b
    app.frame()


def test_seen_is_the_pile_number_on_screen_not_a_newer_one(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3)
    s = scene.state
    red = cid(s, "red", "red")
    rigged = rig(s, {0: [red, cid(s, "blue", "blue")], 1: [cid(s, "red", "yellow"), cid(s, "green", "green")],
                     2: [cid(s, "yellow", "yellow")]}, [cid(s, "blue", "red")])
    put(scene, rigged)
    shown = scene.shown_seq
    assert shown == rigged.seq
    # seat 1 plays before the next frame: the state moves on, the screen has not yet
    assert scene.submit(1, GAME.legal_actions(scene.state, 1)[0], 5.0)
    assert scene.state.seq == shown + 1
    cursor_to(scene, 0, red)
    intent(scene, 0, "act", 5.002)
    assert scene.log[-1][2]["seen"] == shown
    assert red in scene.state.hands[0]
    assert feedback(scene, 0) == app.tr("game.manga.fb.too_slow")
    # after a frame the new pile number is the one shown
    app.frame()
    assert scene.shown_seq == scene.state.seq


# -- dragons -----------------------------------------------------------------------------------

def test_a_dragon_gets_its_colour_inline(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 2)
    s = scene.state
    dragon = cid(s, "dragon", nth=0)
    hand = [dragon, cid(s, "green", "red"), cid(s, "green", "blue"), cid(s, "red", "red")]
    put(scene, rig(s, {0: hand, 1: [cid(s, "yellow", "yellow")]}, [cid(s, "blue", "purple")]))
    cursor_to(scene, 0, dragon)
    intent(scene, 0, "act", 5.0)
    ui = scene.ui[0]
    assert ui.mode == "dragon" and ui.dragon == dragon
    colours = scene.shown["colours"]
    assert colours[ui.colour] == "green"  # the most common colour in the rest of the hand
    app.frame()  # the wheel draws
    intent(scene, 0, "back", 5.1)  # cancel
    assert ui.mode == "hand" and dragon in scene.state.hands[0]
    intent(scene, 0, "act", 5.2)
    intent(scene, 0, "right", 5.3)
    chosen = colours[(colours.index("green") + 1) % len(colours)]
    intent(scene, 0, "act", 5.4)
    top = scene.state.pile[-1]
    assert (top.card, top.seat, top.colour) == (dragon, 0, chosen)
    assert scene.state.follow() == chosen
    assert ui.mode == "hand"
    app.frame()


# -- Action Stop! -----------------------------------------------------------------------------

def test_action_stop_on_a_wrong_card(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3)
    s = scene.state
    wrong = cid(s, "green", "green")
    rigged = rig(s, {0: [cid(s, "red", "red"), cid(s, "yellow", "blue")], 1: [cid(s, "blue", "blue")],
                     2: [cid(s, "purple", "purple")]},
                 [cid(s, "blue", "red"), (wrong, 1)], last_player=1)
    put(scene, rigged)
    assert scene.shown["stop_possible"]
    intent(scene, 1, "back", 2.1)  # not on one's own card
    assert feedback(scene, 1) == app.tr("game.manga.fb.no_stop")
    intent(scene, 0, "back", 2.2)
    st = scene.state
    assert scene.log[-1][2] == {"kind": "stop", "seen": rigged.seq}
    assert wrong in st.hands[1] and st.replacer == 0
    assert feedback(scene, 1) == app.tr("game.manga.fb.wrong_card")
    assert app.tr("game.manga.banner.wrong_card", caller=scene.seat_label(0), seat=scene.seat_label(1)) == \
        scene.banner.text
    app.frame()
    intent(scene, 2, "act", 2.3)  # everyone else waits during the caller's window
    assert feedback(scene, 2) == app.tr("game.manga.fb.wait_stop", seat=scene.seat_label(0))
    # the caller alone may now put a fitting card: act plays the red warrior
    cursor_to(scene, 0, cid(s, "red", "red"))
    intent(scene, 0, "act", 2.6)
    assert scene.state.pile[-1].card == cid(s, "red", "red")
    app.frame()


def test_a_wrong_stop_puts_the_caller_out(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3)
    s = scene.state
    right = cid(s, "red", "green")
    put(scene, rig(s, {0: [cid(s, "green", "red")], 1: [cid(s, "blue", "blue")], 2: [cid(s, "yellow", "red")]},
                   [cid(s, "blue", "red"), (right, 1)], last_player=1))
    intent(scene, 0, "back", 2.1)
    assert 0 in scene.state.excluded
    assert feedback(scene, 0) == app.tr("game.manga.fb.out")
    app.frame()
    intent(scene, 0, "act", 2.6)
    assert scene.state.pile[-1].card == right


# -- consolation discs ------------------------------------------------------------------------

def test_consolation_step_choices(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3)
    s = scene.state.clone()
    effects = s.setup.consolation_effect
    discard = effects.index("discard")
    swap = effects.index("swap")
    away = effects.index("dragons_away")
    sword = effects.index("sword")
    for d in (discard, swap, away, sword):
        s.consolation_stack.remove(d)
    s.consolation_owned[0] = [discard, swap, away, sword]
    s.pile = []
    s.set_aside.extend(p.card for p in scene.state.pile)
    s.phase = "consolation"
    s.count_in_end = None
    s.consolation_order = [0]
    s.consolation_index = 0
    put(scene, s)
    opts = scene.cons_options(0)
    assert [e for _, e in opts] == ["discard", "swap", "dragons_away", "done"]  # the sword is kept
    from tests.client.clienthelpers import drawn_texts

    for i, (_, effect) in enumerate(opts):  # each disc says what it does before it is used
        scene.ui[0].cons_index = i
        assert app.tr(f"game.manga.cons.{effect}_means") in drawn_texts(app)
    scene.ui[0].cons_index = 0
    ui = scene.ui[0]
    hand0 = [c["id"] for c in scene.shown["hands"][0]]
    # discard: act on the chip, then act on a card
    intent(scene, 0, "act", 1.0)
    assert ui.cons_stage == "pick"
    app.frame()
    intent(scene, 0, "right", 1.1)
    victim = hand0[1]
    assert ui.cursor == victim
    intent(scene, 0, "act", 1.2)
    assert victim not in scene.state.hands[0] and len(scene.state.hands[0]) == 5
    assert discard not in scene.state.consolation_owned[0]
    app.frame()
    # swap: the first chip is now the swap disc; mark two cards
    assert [e for _, e in scene.cons_options(0)] == ["swap", "dragons_away", "done"]
    ui.cons_index = 0
    intent(scene, 0, "act", 1.3)
    hand1 = [c["id"] for c in scene.shown["hands"][0]]
    ui.index, ui.cursor = 0, hand1[0]
    intent(scene, 0, "act", 1.4)
    intent(scene, 0, "right", 1.5)
    intent(scene, 0, "act", 1.6)
    after = scene.state.hands[0]
    assert hand1[0] not in after and hand1[1] not in after and len(after) == 5
    app.frame()
    # done
    intent(scene, 0, "left", 1.7)
    assert scene.cons_options(0)[scene.ui[0].cons_index][1] == "done"
    intent(scene, 0, "act", 1.8)
    assert scene.state.phase == "count_in"
    assert away in scene.state.consolation_owned[0]
    app.frame()


# -- the 2-player draw, the peek ----------------------------------------------------------------

def test_special_draws_with_two_players_and_peeks_otherwise(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 2)
    app.frame()
    before = len(scene.state.hands[0])
    key(app, "Z")
    assert len(scene.state.hands[0]) == before + 1
    assert scene.log[-1][2] == {"kind": "draw"}
    scene2 = start(app, 1, bots=2)
    app.frame()
    intent(scene2, 0, "special", 0.5)
    assert scene2.ui[0].peek_until > app.clock()
    app.frame()


def test_assisted_act_on_an_off_colour_card_plays_the_nearest_fitting_one(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3, rules={"mode": "assisted"})
    s = scene.state
    red = cid(s, "red", "red")
    blue = cid(s, "blue", "blue")
    put(scene, rig(s, {0: [red, blue, cid(s, "yellow", "yellow")], 1: [cid(s, "green", "green")],
                       2: [cid(s, "purple", "purple")]}, [cid(s, "green", "red")]))
    cursor_to(scene, 0, blue)
    intent(scene, 0, "act", 5.0)
    assert scene.state.pile[-1].card == red


def test_a_played_card_cannot_be_played_twice_in_a_row(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3)
    s = scene.state
    put(scene, rig(s, {0: [cid(s, "red", "red"), cid(s, "red", "blue")], 1: [cid(s, "green", "green")],
                       2: [cid(s, "purple", "purple")]}, [cid(s, "green", "red")]))
    cursor_to(scene, 0, cid(s, "red", "red"))
    intent(scene, 0, "act", 5.0)
    app.frame()
    n = len(scene.log)
    cursor_to(scene, 0, cid(s, "red", "blue"))
    intent(scene, 0, "act", 5.3)
    assert len(scene.log) == n
    assert feedback(scene, 0) == app.tr("game.manga.fb.not_twice")


def test_six_bots_play_a_while_and_every_frame_draws(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 0, bots=6, seed=5)
    for _ in range(600):
        clock.advance(1 / 60)
        app.frame()
    assert scene.moves > 0
    assert app.canvas.min_text_px_used >= 32
    assert not app.tr.missing


def test_a_click_on_a_card_plays_it_for_the_only_human_seat(env: Any) -> None:
    from game.client.input import MOUSE_SOURCE

    app, clock, _ = env
    scene = start(app, 1, bots=2)
    s = scene.state
    red = cid(s, "red", "red")
    put(scene, rig(s, {0: [cid(s, "blue", "blue"), red], 1: [cid(s, "green", "green"), cid(s, "blue", "red")],
                       2: [cid(s, "purple", "purple"), cid(s, "yellow", "red")]}, [cid(s, "green", "red")]))
    clock.advance(2.1)  # the rigged battle started at 2.0
    hand = [c["id"] for c in scene.shown["hands"][0]]
    x, y, w, h = scene.hand_slots(0, len(hand))[hand.index(red)]
    scene.handle(Intent(MOUSE_SOURCE, "click", clock.t, pos=(x + w - 10, y + h / 2)))
    top = scene.state.pile[-1]
    assert (top.card, top.seat) == (red, 0)


def test_countdowns_draw_for_deadlock_last_card_and_game_over(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3)
    s = scene.state
    # nobody holds a red warrior: a deadlock turn-up is pending
    stuck = rig(s, {0: [cid(s, "blue", "blue")], 1: [cid(s, "green", "green")], 2: [cid(s, "yellow", "yellow")]},
                [cid(s, "green", "red")])
    assert stuck.deadlock_at is not None
    put(scene, stuck)
    assert app.tr("game.manga.status.deadlock", s="2.0").split(":")[0] in scene.status_text(scene.shown, 2.0)
    # a last card waits for a possible Stop
    last = rig(s, {0: [cid(s, "red", "red")], 1: [cid(s, "green", "green")], 2: [cid(s, "yellow", "yellow")]},
               [cid(s, "green", "red")])
    put(scene, last)
    cursor_to(scene, 0, cid(s, "red", "red"))
    intent(scene, 0, "act", 2.1)
    assert scene.state.phase == "last_card"
    app.frame()
    assert scene.seat_label(0) in scene.status_text(scene.current_view(), 2.2)


def test_classic_up_then_act_never_plays_a_wrong_card(env: Any) -> None:
    """"up" found nothing fitting: act does nothing until the cursor moves or the
    pile changes; after a deliberate move, act plays the card under the cursor."""
    app, clock, _ = env
    scene = start(app, 3, rules={"mode": "classic"})
    s = scene.state
    blue, yellow = cid(s, "blue", "blue"), cid(s, "yellow", "yellow")
    put(scene, rig(s, {0: [blue, yellow], 1: [cid(s, "green", "green")], 2: [cid(s, "purple", "purple")]},
                   [cid(s, "green", "red")]))  # red to play: seat 0 has none
    before = len(scene.state.pile)
    intent(scene, 0, "up", 2.1)  # (the deadlock turn-up would come at 4.0)
    assert feedback(scene, 0) == app.tr("game.manga.fb.no_fit")
    intent(scene, 0, "act", 2.2)
    assert len(scene.state.pile) == before, "no wrong card played by 'up, then act'"
    intent(scene, 0, "right", 2.3)  # a deliberate choice
    intent(scene, 0, "act", 2.4)
    assert len(scene.state.pile) == before + 1 and scene.state.pile[-1].seat == 0, "classic: a wrong card may be played"


def test_peeking_with_no_disc_says_none_yet_and_how_to_get_one(env: Any) -> None:
    from tests.client.clienthelpers import drawn_texts

    app, clock, _ = env
    scene = start(app, 2, bots=4)  # six seats: the narrowest zones
    intent(scene, 0, "special", 1.0)
    assert scene.ui[0].peek_until > app.clock()
    texts = " ".join(drawn_texts(app))
    assert app.tr("game.manga.peek") in texts
    assert "None yet" in texts, texts[:400]


def test_no_card_fits_goes_when_the_pile_changes_and_notices_never_cover_the_hand(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3, rules={"mode": "classic"})
    s = scene.state
    blue, yellow = cid(s, "blue", "blue"), cid(s, "yellow", "yellow")
    put(scene, rig(s, {0: [blue, yellow], 1: [cid(s, "red", "blue"), cid(s, "green", "green")],
                       2: [cid(s, "purple", "purple")]}, [cid(s, "green", "red")]))
    intent(scene, 0, "up", 2.1)
    assert feedback(scene, 0) == app.tr("game.manga.fb.no_fit")
    intent(scene, 1, "act", 2.2)  # seat 1's red card lands: another colour to follow
    app.frame()
    assert feedback(scene, 0) == "", "a stale 'No card fits' is gone once the pile changed"
    # where notices go: the foot of the zone, below the cards, whatever the number of seats
    from game.client.table import NOTICE_H

    for scene_n in (scene, start(app, 2, bots=4)):
        for seat in range(scene_n.config.num_seats):
            x, y, w, h = scene_n.zone(seat)
            n = len(scene_n.shown["hands"][seat]) or 1
            card_bottom = max(sy + sh for _sx, sy, _sw, sh in scene_n.hand_slots(seat, n))
            assert card_bottom <= y + h - NOTICE_H - 6, "the notice panel starts below the hand"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_consolation_disc_says_what_it_does_in_one_uncut_line(env: Any, lang: str) -> None:
    app, clock, _ = env
    app.set_language(lang)
    from game.games.manga.paint_table import make_layout

    narrowest = min(z[2] for n in range(3, 7) for z in make_layout(n).zones)
    for effect in ("sword", "discard", "swap", "dragons_away", "done"):
        text = app.tr(f"game.manga.cons.{effect}_means")
        assert app.canvas.text_width(text, 32, True) <= narrowest - 60, (effect, text)


@pytest.mark.parametrize("aim", ["up", "right"])
def test_an_act_26_ms_after_a_new_card_never_plays_a_wrong_card(env: Any, aim: str) -> None:
    """The journal's case: a card turned up, and an act read 26 ms later (a
    press made before anyone could see the new card) must not play the card
    under the cursor when it no longer fits: the cursor seeks the next card
    that fits, "Too slow!", and the next act plays that one."""
    app, clock, _ = env
    scene = start(app, 3, rules={"mode": "classic"})
    s = scene.state
    red, blue = cid(s, "red", "red"), cid(s, "blue", "blue")
    hands = {0: [blue, red], 1: [cid(s, "green", "green")], 2: [cid(s, "purple", "purple")]}
    put(scene, rig(s, hands, [cid(s, "green", "red")]))  # red to play
    if aim == "up":
        intent(scene, 0, "up", 2.1)  # the player looks for the red card: found
    else:
        intent(scene, 0, "right", 2.1)  # a deliberate choice of the red card
        if scene.ui[0].cursor != red:
            intent(scene, 0, "right", 2.1)
    assert scene.ui[0].cursor == red
    clock.advance(2.3 - scene.game_time(clock()))  # the battle's time, where the rigged state is
    shown_at = scene.game_time(clock())  # a new card turns up and shows on the next frame: blue to play now
    put(scene, rig(scene.state, hands, [cid(s, "green", "red"), cid(s, "yellow", "blue")], t=shown_at))
    clock.advance(0.026)
    before = len(scene.state.pile)
    intent(scene, 0, "act", shown_at + 0.026)
    assert len(scene.state.pile) == before, "a press aimed at the card before must not become a wrong card"
    assert feedback(scene, 0) == app.tr("game.manga.fb.too_slow")
    assert scene.ui[0].cursor == blue, "the cursor sought the card that fits now"
    intent(scene, 0, "act", shown_at + 0.5)
    assert len(scene.state.pile) == before + 1 and scene.state.pile[-1].card == blue


def test_a_deliberate_wrong_card_long_after_the_pile_changed_is_still_played(env: Any) -> None:
    app, clock, _ = env
    scene = start(app, 3, rules={"mode": "classic"})
    s = scene.state
    red, blue = cid(s, "red", "red"), cid(s, "blue", "blue")
    hands = {0: [blue, red], 1: [cid(s, "green", "green")], 2: [cid(s, "purple", "purple")]}
    put(scene, rig(s, hands, [cid(s, "green", "red")]))
    intent(scene, 0, "right", 2.1)
    if scene.ui[0].cursor != red:
        intent(scene, 0, "right", 2.1)
    assert scene.ui[0].cursor == red
    clock.advance(2.3 - scene.game_time(clock()))
    shown_at = scene.game_time(clock())
    put(scene, rig(scene.state, hands, [cid(s, "green", "red"), cid(s, "yellow", "blue")], t=shown_at))
    before = len(scene.state.pile)
    intent(scene, 0, "act", shown_at + 1.0)  # a second later: the player has seen the new card
    assert len(scene.state.pile) == before + 1 and scene.state.pile[-1].card == red


def test_the_colour_wheel_starts_on_the_most_useful_colour_not_red(env: Any) -> None:
    """Equal counts in the hand: the colour the others hold the fewest of; a
    hand of only the dragon: the same, never red by default."""
    app, clock, _ = env
    scene = start(app, 2)
    s = scene.state
    dragon = cid(s, "dragon", nth=0)
    cases = (([dragon, cid(s, "red", "red"), cid(s, "yellow", "blue")],
              [cid(s, "red", "green"), cid(s, "red", "blue")], "yellow"),
             ([dragon], [cid(s, "red", "green"), cid(s, "blue", "blue"), cid(s, "yellow", "yellow"),
                         cid(s, "green", "green"), cid(s, "purple", "purple")], "orange"))
    for mine, theirs, want in cases:
        put(scene, rig(s, {0: mine, 1: theirs}, [cid(s, "blue", "purple")]))
        cursor_to(scene, 0, dragon)
        intent(scene, 0, "act", 5.0)
        assert scene.shown["colours"][scene.ui[0].colour] == want
        intent(scene, 0, "back", 5.1)


def test_a_battle_won_holds_the_whole_table_with_the_battle_count(env: Any) -> None:
    from game.engine.contract import Event
    from tests.client.clienthelpers import drawn_texts

    app, clock, _ = env
    scene = start(app, 2, bots=1)
    scene.on_events([Event("battle_won", {"seat": 1, "battle": 4, "deciding": False})])
    texts = " ".join(drawn_texts(app))
    assert app.tr("game.manga.battle", n=4, total=9) in texts
    assert app.tr("game.manga.moment.won", seat=scene.seat_label(1)) in texts
    clock.advance(3.0)  # 2-3 s, then the table again
    assert app.tr("game.manga.battle", n=4, total=9) not in " ".join(drawn_texts(app))


def test_a_resumed_battle_starts_with_the_count_in(env: Any) -> None:
    from game.client.game_scene import resume_game
    from tests.client.clienthelpers import drawn_texts

    app, clock, _ = env
    seed = first_fitting_seed(0)
    scene = start(app, 2, seed=seed)
    app.frame()
    clock.advance(2.2)  # past the count-in: the battle runs
    app.frame()
    assert scene.state.phase == "battle"
    state, path = scene.state, scene.journal.path
    scene.close()  # the window closes mid-battle
    app.stack.remove(scene)
    again = resume_game(app, path)
    assert again is not None and again.state == state
    app.frame()
    assert app.tr("game.manga.action_power") in drawn_texts(app)
    frozen = again.game_time(clock())
    want = next(c["id"] for c in again.shown["hands"][0] if c["warrior"] == again.shown["follow"])
    cursor_to(again, 0, want)
    intent(again, 0, "act", frozen)
    assert feedback(again, 0) == app.tr("game.manga.fb.not_yet") and want in again.state.hands[0]
    clock.advance(1.0)
    app.frame()
    assert again.game_time(clock()) == pytest.approx(frozen), "the battle stands still while it counts in"
    clock.advance(1.1)
    app.frame()
    intent(again, 0, "act", again.game_time(clock()))
    assert want not in again.state.hands[0], "after the count-in, the battle goes on"
