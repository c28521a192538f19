"""The Ikasamage table with real key presses (headless): a human seat's turn
starts with a hand-over only its own act key ends; it bets, casts a Direct on
a fighter, an Enchant that the table sees as a back, a Dispel Magic on a
spell it chooses; an illegal choice is refused with the reason in words; the
screen outside a private turn shows nothing of the hidden cards; French
renders; 3 and 6 seats lay out with every text whole."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from clienthelpers import FakeClock, drawn_texts, press

from game.client.game_scene import start_game
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.contract import SeatConfig
from game.engine.match import PlayRequest
from game.games.ikasamage.rules import PASS, bet
from game.games.ikasamage.rules import cast as cast_action
from game.games.ikasamage.scene import STEP_S
from game.games.ikasamage.state import IkaState

S = SCANCODES
ZONES = ("wasd", "tfgh", "ijkl")
KEYS = {"wasd": {"up": S["W"], "down": S["S"], "left": S["A"], "right": S["D"], "act": S["E"], "back": S["Q"],
                 "special": S["Z"]},
        "tfgh": {"up": S["T"], "down": S["G"], "left": S["F"], "right": S["H"], "act": S["Y"], "back": S["R"],
                 "special": S["V"]},
        "ijkl": {"up": S["I"], "down": S["K"], "left": S["J"], "right": S["L"], "act": S["O"], "back": S["U"],
                 "special": S["M"]}}


def ika(app: Any, seed: int = 3, humans: int = 3, n: int = 3, private_hands: str = "handover") -> Any:
    """A game with ``humans`` keyboard seats (the zones in order) and bots that
    never move on their own (the tests play for them), the match's opening
    skipped (act); by default under the hand-over rule."""
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("human", source=f"kb:{ZONES[i]}") if i < humans else SeatConfig("bot", "easy")
                  for i in range(n))
    scene = start_game(app, PlayRequest("ikasamage", seats, seed, {"private_hands": private_hands}))
    assert scene is not None
    scene.bots = {}
    assert scene.holding(), "the match opens on the judge and the fighters"
    press(app, KEYS["wasd"]["act"])
    assert not scene.holding()
    return scene


def state(scene: Any) -> IkaState:
    s = scene.state
    assert isinstance(s, IkaState)
    return s


def key(seat: int, verb: str) -> int:
    return KEYS[ZONES[seat]][verb]


def settle(app: Any, clock: FakeClock, seconds: float = 0.2) -> None:
    for _ in range(max(1, round(seconds / 0.05))):
        clock.advance(0.05)
        app.step()


def everyone_bets(scene: Any) -> None:
    """Every seat bets on fighter 0 (through the engine), up to the spells."""
    while state(scene).phase == "bet":
        assert scene.submit(state(scene).turn, bet(0), 0.0)


def give(scene: Any, seat: int, spell_id: str) -> int:
    """Put a ``spell_id`` card from the deck into ``seat``'s hand (in place of
    its first card); returns the card."""
    s = state(scene).clone()
    card = next(c for c in s.deck if s.card(c).id == spell_id)
    i = s.deck.index(card)
    s.deck[i], s.hands[seat][0] = s.hands[seat][0], card
    scene.state = s
    return card


def hand_index(scene: Any, seat: int, card: int) -> int:
    hand = scene.private_view(seat)["seats"][seat]["hand"]
    return next(i for i, c in enumerate(hand) if c["card"] == card)


def open_turn(app: Any, scene: Any) -> int:
    """The acting seat presses its act key on the hand-over; returns it."""
    seat = scene.acting_seat()
    if scene.handover_seat() is None:  # the table is still shown the last move
        app.clock.advance(STEP_S)
        app.step()
    assert scene.handover_seat() == seat
    press(app, key(seat, "act"))
    assert scene.ui is not None and scene.ui.seat == seat
    return int(seat)


def test_a_human_bets_through_the_hand_over_prompt(app: Any, clock: FakeClock) -> None:
    scene = ika(app)
    seat = state(scene).turn
    name = scene.seat_label(seat)
    texts = drawn_texts(app)
    assert any(app.tr("game.ikasamage.handover.look_away", seat=name) in t for t in texts)
    act = app.input.key_names(scene.source_of(seat))["act"]
    assert any(app.tr("game.ikasamage.handover.ready", seat=name, act=act) in t for t in texts)
    open_turn(app, scene)
    press(app, key(seat, "down"), key(seat, "act"), key(seat, "down"), key(seat, "down"), key(seat, "act"))
    assert scene.ui.bets == [1, 3]
    press(app, key(seat, "special"))
    assert not scene.log, "special is the peek key: it bets nothing"
    press(app, key(seat, "down"), key(seat, "down"), key(seat, "act"))
    assert state(scene).bets[seat] == [1, 3]
    assert scene.log[-1][1:] == (seat, {"kind": "bet", "fighters": [1, 3]})
    assert scene.ui is None, "the private view is gone as soon as it has bet"
    assert scene.handover_seat() is None, "the table sees the bet go down first"
    clock.advance(STEP_S)
    assert scene.handover_seat() == state(scene).turn != seat


def test_a_prompt_waits_for_that_seats_key_only(app: Any, clock: FakeClock) -> None:
    scene = ika(app)
    seat = state(scene).turn
    app.invalidate()
    app.step()
    before = pygame.image.tobytes(app.canvas.surface, "RGB")
    for other in range(3):
        if other != seat:
            press(app, *(key(other, v) for v in ("act", "special", "down", "right", "back")))
    assert scene.ui is None and scene.handover_seat() == seat and state(scene).phase == "bet"
    assert not scene.log
    app.invalidate()
    app.step()
    assert pygame.image.tobytes(app.canvas.surface, "RGB") == before
    press(app, key(seat, "down"), key(seat, "special"))  # its own keys but act: still waiting
    assert scene.ui is None
    press(app, key(seat, "act"))
    assert scene.ui is not None and scene.ui.seat == seat


def find_seed(pred: Any, n: int = 3) -> int:
    from game.engine import registry
    from game.engine.contract import GameConfig

    game = registry.get("ikasamage")
    config = GameConfig(seats=(SeatConfig("human"),) * n, rules=game.resolve_rules({}))
    return next(sd for sd in range(1, 300) if pred(game.new_game(config, sd)))


def test_a_human_casts_a_direct_on_a_fighter(app: Any, clock: FakeClock) -> None:
    scene = ika(app)
    everyone_bets(scene)
    seat = state(scene).turn
    direct = give(scene, seat, "fireball")
    open_turn(app, scene)
    press(app, *([key(seat, "right")] * hand_index(scene, seat, direct)), key(seat, "act"))
    assert scene.ui.stage == "fighter"
    start = scene.ui.cursor
    target = (start + 2) % 5
    press(app, key(seat, "down"), key(seat, "down"))
    assert scene.ui.cursor == target
    texts = drawn_texts(app)
    assert any(app.tr("game.ikasamage.private.fighter", seat=scene.seat_label(seat)) in t for t in texts)
    press(app, key(seat, "act"))
    assert state(scene).slots[target][-1] == [direct, seat, 1]
    assert scene.ui is None
    shown = scene.public()["fighters"][target]["slots"][-1]
    assert shown["face_up"] and shown["spell"] is not None and shown["spell"]["card"] == direct


def cast_enchant(make_app: Any, clock: FakeClock, spell_id: str) -> tuple[bytes, Any]:
    """A human seat (against two idle bots) casts an Enchant face down on
    fighter 0; the screen a moment later, and the scene."""
    app = make_app()
    scene = ika(app, seed=4, humans=1)
    while state(scene).phase == "bet":
        seat = state(scene).turn
        if seat == 0:
            open_turn(app, scene)
            press(app, key(0, "act"), key(0, "up"), key(0, "act"))
        else:
            scene.submit(seat, bet(0), 0.0)
    while state(scene).turn != 0:
        scene.submit(state(scene).turn, PASS, 0.0)
    card = give(scene, 0, spell_id)
    settle(app, clock, 0.1)
    open_turn(app, scene)
    press(app, *([key(0, "right")] * hand_index(scene, 0, card)), key(0, "act"))
    while scene.ui.cursor != 0:
        press(app, key(0, "up"))
    press(app, key(0, "act"))
    assert state(scene).slots[0][-1] == [card, 0, 0]
    settle(app, clock, 0.3)
    app.invalidate()
    app.step()
    return pygame.image.tobytes(app.canvas.surface, "RGB"), scene


def test_an_enchant_shows_as_a_back_to_the_table(make_app: Any, clock: FakeClock) -> None:
    first, scene = cast_enchant(make_app, clock, "might")
    slot = scene.public()["fighters"][0]["slots"][-1]
    assert slot["spell"] is None and not slot["face_up"]
    assert scene.public()["fighters"][0]["hidden"] == 1
    clock.t = 1000.0
    second, other = cast_enchant(make_app, clock, "weaken")
    assert state(scene).slots[0][-1][0] != state(other).slots[0][-1][0]
    assert len(set(first[::97])) > 20, "a table was drawn"
    assert first == second, "the table showed something of which Enchant was cast"


def test_a_targeted_support_chooses_its_target(app: Any, clock: FakeClock) -> None:
    scene = ika(app)
    everyone_bets(scene)
    caster = state(scene).turn
    direct = next(c for c in state(scene).hands[caster] if state(scene).card(c).type == "direct")
    scene.submit(caster, cast_action(direct, fighter=2), 0.0)
    seat = state(scene).turn
    dispel = give(scene, seat, "dispel_magic")
    settle(app, clock)
    open_turn(app, scene)
    press(app, *([key(seat, "right")] * hand_index(scene, seat, dispel)), key(seat, "act"))
    assert scene.ui.stage == "spell" and scene.ui.cursor == 2 * 100 + 0, "the only spell on the table"
    press(app, key(seat, "act"))
    assert state(scene).slots[2] == []
    assert direct in state(scene).discard and dispel in state(scene).discard
    assert scene.log[-1][1:] == (seat, {"kind": "cast", "card": dispel, "spell": [2, 0]})


def test_an_illegal_choice_is_refused_with_a_reason(app: Any, clock: FakeClock) -> None:
    scene = ika(app)
    everyone_bets(scene)
    seat = state(scene).turn
    detect = give(scene, seat, "detect_magic")  # no face-down spell anywhere yet
    open_turn(app, scene)
    press(app, *([key(seat, "right")] * hand_index(scene, seat, detect)))
    reason = app.tr("game.ikasamage.why.no_face_down")
    assert any(reason in t for t in drawn_texts(app)), "the greyed card says why"
    moves = len(scene.log)
    press(app, key(seat, "act"))
    assert len(scene.log) == moves and state(scene).turn == seat
    assert scene.ui is not None and scene.ui.stage == "hand" and scene.ui.note == reason


def swapped_hand(scene: Any, seat: int) -> IkaState:
    """The same state, with ``seat``'s hand dealt other cards from the deck."""
    s = state(scene).clone()
    k = len(s.hands[seat])
    s.hands[seat], s.deck[:k] = s.deck[:k], s.hands[seat]
    return s


@pytest.mark.parametrize("moment", ["handover", "public"])
def test_no_secret_on_screen_outside_the_private_turn(make_app: Any, clock: FakeClock, moment: str) -> None:
    screens = []
    for variant in (0, 1):
        clock.t = 1000.0
        app = make_app()
        scene = ika(app, seed=6, humans=1 if moment == "public" else 3)
        everyone_bets(scene)
        if moment == "public":  # an idle bot is to act: the public table
            while scene.acting_seat() == 0:
                scene.submit(0, PASS, 0.0)
        watched = 0 if moment == "public" else scene.acting_seat()
        if variant:
            scene.state = swapped_hand(scene, watched)
        settle(app, clock, 3.0)  # banners and flights are over
        app.invalidate()
        app.step()
        screens.append((pygame.image.tobytes(app.canvas.surface, "RGB"), sorted(state(scene).hands[watched])))
    (first, hand_a), (second, hand_b) = screens
    assert hand_a != hand_b
    assert len(set(first[::97])) > 10
    assert first == second, "the screen showed something of a hidden hand"


def test_the_private_view_shows_the_seats_own_hand_and_bets_only(app: Any, clock: FakeClock) -> None:
    scene = ika(app)
    seat = state(scene).turn
    open_turn(app, scene)
    press(app, key(seat, "act"), key(seat, "up"), key(seat, "act"))
    everyone_bets(scene)
    fed: list[Any] = []
    real = scene.draw_row

    def spy(canvas: Any, v: Any, *args: Any) -> None:
        fed.append(v["you"])
        real(canvas, v, *args)

    scene.draw_row = spy
    settle(app, clock, STEP_S + 0.1)
    assert set(fed) == {None}, "the table sees the last bet go down: the public view"
    fed.clear()
    app.invalidate()
    app.step()
    assert not fed, "no table at all while a hand-over waits"
    acting = open_turn(app, scene)
    app.invalidate()
    app.step()
    assert set(fed) == {acting}, "the private view of the seat whose turn it is, only"
    press(app, key(acting, "left"))  # onto Pass (the button after the hand)
    fed.clear()
    press(app, key(acting, "act"))
    assert scene.log[-1][1:] == (acting, {"kind": "pass"})
    app.invalidate()
    app.step()
    assert set(fed) == {None}, "the pass is seen on the public table"
    clock.advance(STEP_S)
    assert scene.handover_seat() not in (None, acting)


def test_french_strings_render(app: Any, clock: FakeClock) -> None:
    app.set_language("fr")
    scene = ika(app)
    seat = state(scene).turn
    texts = drawn_texts(app)
    assert any(app.tr("game.ikasamage.handover.look_away", seat=scene.seat_label(seat)) in t for t in texts)
    assert any("regardez ailleurs" in t for t in texts)
    open_turn(app, scene)
    texts = drawn_texts(app)
    assert any(app.tr("game.ikasamage.private.bet", seat=scene.seat_label(seat)) in t for t in texts)
    assert any("Limite" in t for t in texts)
    assert not [k for k in app.tr.missing if "ikasamage" in k]


def overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("n", [3, 6])
def test_seats_lay_out_without_overlap_and_every_text_whole(app: Any, clock: FakeClock, n: int) -> None:
    scene = ika(app, humans=min(n, 3), n=n)
    areas = [scene.zone(s) for s in range(n)] + [scene.middle(), scene.judge_rect()]
    for i, a in enumerate(areas):
        assert 0 <= a[0] and a[0] + a[2] <= 1920 and 0 <= a[1] and a[1] + a[3] <= 1080
        for b in areas[i + 1:]:
            assert not overlap(a, b)
    app.canvas.misfits = set()
    screens = 0
    while state(scene).phase == "bet":
        app.canvas.retarget(app.canvas.surface)
        app.invalidate()
        app.step()
        seat = state(scene).turn
        if seat < 3:
            open_turn(app, scene)
            app.canvas.retarget(app.canvas.surface)
            app.invalidate()
            app.step()
            press(app, key(seat, "act"), key(seat, "up"), key(seat, "act"))
        else:
            scene.submit(seat, bet(0), 0.0)
        screens += 1
    app.invalidate()
    app.step()
    assert screens == n
    assert not app.canvas.misfits, app.canvas.misfits


def test_detect_magic_shows_its_caster_the_spells_until_it_presses_act(app: Any, clock: FakeClock) -> None:
    """The caster looks at what Detect Magic showed before the next turn; the
    table never sees those faces, and nobody else is asked to act meanwhile."""
    scene = ika(app)
    everyone_bets(scene)
    first = state(scene).turn
    enchant = next(c for c in state(scene).deck if state(scene).card(c).type == "enchant"
                   and not state(scene).card(c).face_up)
    s = state(scene).clone()
    s.deck.remove(enchant)
    s.deck.append(s.hands[first][0])
    s.hands[first][0] = enchant
    scene.state = s
    assert scene.submit(first, cast_action(enchant, fighter=1), 0.0)
    seat = state(scene).turn
    detect = give(scene, seat, "detect_magic")
    settle(app, clock)
    open_turn(app, scene)
    press(app, *([key(seat, "right")] * hand_index(scene, seat, detect)), key(seat, "act"))
    assert scene.ui.stage == "fighter" and scene.ui.cursor == 1, "the cursor starts on the only legal fighter"
    press(app, key(seat, "act"))
    assert scene.log[-1][1:] == (seat, {"kind": "cast", "card": detect, "fighter": 1})
    assert scene.ui is not None and scene.ui.stage == "look" and scene.private_seat() == seat
    assert scene.private_view(seat)["fighters"][1]["slots"][0]["spell"] is not None, "the caster sees the face"
    assert scene.public()["fighters"][1]["slots"][0]["spell"] is None, "the table still sees a back"
    assert scene.bots_may_act(app.clock() + 60) is False, "nobody moves on while it looks"
    nxt = state(scene).turn
    press(app, key(nxt, "act"))
    assert scene.ui is not None and scene.ui.seat == seat, "another seat's key does not end the look"
    press(app, key(seat, "act"))
    assert scene.ui is None and scene.looking is None
    clock.advance(STEP_S)
    assert scene.handover_seat() == nxt


def test_an_overlay_hides_the_private_turn_and_it_starts_over(app: Any, clock: FakeClock) -> None:
    from game.client.scenes.overlays import PauseScene

    scene = ika(app)
    seat = open_turn(app, scene)
    app.stack.push(PauseScene(app, scene))
    settle(app, clock, 0.1)
    assert scene.ui is None, "under the pause menu the hand is not drawn"
    app.stack.pop()
    settle(app, clock)
    assert scene.handover_seat() == seat, "back from the overlay: a new hand-over first"


def test_private_presses_all_sound_alike(app: Any, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    """Listening to a private turn tells nothing: every press makes the same
    sound, whatever it moved, placed or was refused."""
    played: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name, voice=False: played.append(name))
    scene = ika(app)
    seat = open_turn(app, scene)
    played.clear()
    press(app, key(seat, "down"), key(seat, "act"), key(seat, "act"), key(seat, "down"), key(seat, "act"),
          key(seat, "down"), key(seat, "act"), key(seat, "down"), key(seat, "act"))  # the fourth card is refused
    assert played and set(played) == {"ui_move"}, played


def test_no_undo_in_a_game_of_secrets(app: Any, clock: FakeClock) -> None:
    scene = ika(app, humans=1)
    assert not scene.undo_allowed and not scene.can_undo()


@pytest.mark.parametrize(("language", "scale"), [("en", 1.0), ("fr", 1.4)])
def test_the_header_keeps_clear_of_the_rows(app: Any, language: str, scale: float) -> None:
    """At 140 % the status header's second line ("Green: hold V to see your
    cards...") reached the rows' panel and sat on its edge."""
    from game.client.gfx import Canvas

    app.set_language(language)
    app.set_ui_scale(scale)
    scene = ika(app, humans=2, n=3, private_hands="peek")
    lines = scene.status_lines(scene.public(), None)
    rects: list[Any] = []
    real = Canvas.text

    def text(self: Canvas, s: str, *args: Any, **kwargs: Any) -> Any:
        rect = real(self, s, *args, **kwargs)
        if s in lines or any(line.startswith(s) or line.endswith(s) for line in lines):
            rects.append(rect)
        return rect

    Canvas.text = text  # type: ignore[method-assign]
    try:
        drawn_texts(app)
    finally:
        Canvas.text = real  # type: ignore[method-assign]
    rows_top = app.canvas.rect(scene.middle()).top
    assert len(rects) >= 2
    assert all(r.bottom <= rows_top - 3 for r in rects), (rects, rows_top)
