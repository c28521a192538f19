"""The Kingz table with real key presses (headless): a seat's cards show only
while its peek key is held, a lock looks the same on screen whatever card it
locks, a Glaive names the seat its direction key points at, and the count and
a grounding are voiced in the table's language."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from clienthelpers import FakeClock, drawn_texts, post_key, press

from game.client.game_scene import start_game
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.contract import SeatConfig
from game.engine.match import PlayRequest
from game.games.kingz.rules import KingzState

S = SCANCODES
ZONES = ("wasd", "tfgh", "ijkl")
ACT = {"wasd": S["E"], "tfgh": S["Y"], "ijkl": S["O"]}
PEEK = {"wasd": S["Z"], "tfgh": S["V"], "ijkl": S["M"]}
DIR = {"wasd": {"up": S["W"], "down": S["S"], "left": S["A"], "right": S["D"]}}


def kingz(app: Any, seed: int = 5, n: int = 3) -> Any:
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("human", source=f"kb:{z}") for z in ZONES[:n])
    scene = start_game(app, PlayRequest("kingz", seats, seed, {}))
    assert scene is not None
    return scene


def state(scene: Any) -> KingzState:
    s = scene.state
    assert isinstance(s, KingzState)
    return s


def lock_all(app: Any) -> None:
    press(app, *(ACT[z] for z in ZONES))


def run_until(app: Any, clock: FakeClock, scene: Any, phase: str, limit: float = 10.0) -> None:
    waited = 0.0
    while state(scene).phase != phase:
        assert waited < limit, f"still in {state(scene).phase}, waiting for {phase}"
        clock.advance(0.05)
        waited += 0.05
        app.step()


def test_a_seats_cards_show_only_while_its_peek_key_is_held(app: Any) -> None:
    scene = kingz(app)
    mine = scene.own_view(0)["hand"]
    first = f"{scene.card_name(mine[0])} ({mine[0]['speed']})"  # the card under the cursor, in the peek

    def shown(text: str) -> bool:
        return any(text in line for line in drawn_texts(app))

    assert not shown(first)
    post_key(PEEK["wasd"], up=False)
    app.step()
    assert shown(first) and shown(app.tr("game.kingz.peek"))
    post_key(PEEK["wasd"], down=False)
    app.step()
    assert not shown(first) and not shown(app.tr("game.kingz.peek"))
    # another seat's peek shows that seat's hand, never seat 0's
    post_key(PEEK["tfgh"], up=False)
    app.step()
    theirs = scene.own_view(1)["hand"]
    assert shown(f"{scene.card_name(theirs[0])} ({theirs[0]['speed']})") and not shown(first)


def screen_after_lock(make_app: Any, clock: FakeClock, moves: int) -> tuple[bytes, int | None]:
    app = make_app()
    scene = kingz(app)
    press(app, *([S["D"]] * moves), ACT["wasd"])
    clock.advance(0.5)
    app.step()
    app.invalidate()
    app.step()
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB"), state(scene).picks[0]


def test_a_locked_card_looks_the_same_on_screen_whichever_it_is(make_app: Any, clock: FakeClock) -> None:
    first, card_a = screen_after_lock(make_app, clock, 0)
    clock.t = 1000.0
    second, card_b = screen_after_lock(make_app, clock, 3)
    assert card_a is not None and card_b is not None and card_a != card_b
    assert len(set(first[::97])) > 20, "a table was drawn"
    assert first == second, "the table showed something of which card was locked"


def test_a_glaive_names_the_seat_its_direction_key_points_at(app: Any, clock: FakeClock) -> None:
    from game.engine import registry
    from game.engine.contract import GameConfig

    game = registry.get("kingz")
    config = GameConfig(seats=(SeatConfig("human"),) * 3, rules=game.resolve_rules({}))
    seed = next(sd for sd in range(1, 200)
                if game.view(game.new_game(config, sd), 0)["seats"][0]["hand"][0]["op"] == "glaive")
    scene = kingz(app, seed)
    lock_all(app)
    run_until(app, clock, scene, "targets")
    mapping = scene.directions_of(0, [1, 2])
    assert sorted(mapping.values()) == [1, 2]
    direction, victim = sorted(mapping.items())[0]
    texts = drawn_texts(app)
    assert any(scene.seat_label(victim) in t for t in texts), "the zone shows whom each key names"
    press(app, DIR["wasd"][direction])
    assert state(scene).targets[0] == victim


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_count_is_voiced_in_the_tables_language(app: Any, clock: FakeClock, lang: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app.set_language(lang)
    played: list[tuple[str, bool]] = []
    monkeypatch.setattr(app, "sound", lambda name, voice=False: played.append((name, voice)))
    scene = kingz(app)
    lock_all(app)
    run_until(app, clock, scene, "count")
    run_until(app, clock, scene, "targets" if state(scene).glaive_seats() else "resolve")
    voiced = [name for name, voice in played if voice]
    assert voiced[:3] == [f"kingz_count_{n}_{lang}" for n in (1, 2, 3)]


# -- what the review of the table found ----------


def seed_where(pred: Any, n: int = 3, **rules: Any) -> int:
    from game.engine import registry
    from game.engine.contract import GameConfig

    game = registry.get("kingz")
    config = GameConfig(seats=(SeatConfig("human"),) * n, rules=game.resolve_rules(rules))
    return next(sd for sd in range(1, 400) if pred(game.new_game(config, sd)))


def index_of(scene: Any, seat: int, op: str) -> int:
    return next(i for i, c in enumerate(scene.own_view(seat)["hand"]) if c["op"] == op)


def test_a_desarmer_holder_and_a_player_without_one_look_and_sound_alike_before_the_count(
        app: Any, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    def ops(s: KingzState, seat: int) -> set[str]:
        return {s.setup.op(c) for c in s.hands[seat]}

    seed = seed_where(lambda s: "desarmer" in ops(s, 0) and "desarmer" not in ops(s, 1))
    scene = kingz(app, seed)
    press(app, *([S["D"]] * index_of(scene, 0, "desarmer")))
    lock_all(app)
    assert state(scene).phase == "precount" and state(scene).setup.op(state(scene).picks[0] or 0) == "desarmer"
    played: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name, voice=False: played.append(name))
    clock.advance(state(scene).setup.pre_count + 0.2)  # the window has closed, the game not yet advanced
    keys = {"wasd": ("W", "A", "S", "D"), "tfgh": ("T", "F", "G", "H")}
    for zone in ("wasd", "tfgh"):
        for name in keys[zone]:
            post_key(S[name])
    app.step()
    assert state(scene).disarms == [] and scene.feedback == {}
    assert "error" not in played


def test_the_offer_being_set_never_stops_at_the_players_hidden_totals(app: Any, clock: FakeClock) -> None:
    from game.games.kingz.rules import target
    from tests.kingz.kingz_helpers import card, until
    from tests.kingz.kingz_helpers import lock as engine_lock

    def grounded(renown: int) -> list[int]:
        scene = kingz(app)
        s = state(scene).clone()
        for p in range(3):
            s.hands[p] = sorted(s.hands[p] + s.discards[p])
            s.discards[p] = []
        s.armour[1] = 1
        s.renown[1], s.renown[2] = renown, 3 - renown  # the table counts 3 renown out of the box either way
        s.supply[0] -= 3
        s = engine_lock(s, {0: card(s, 0, "glaive"), 1: card(s, 1, "courage"), 2: card(s, 2, "courage")})
        s = until(s, "targets")
        s, _ = scene.game.apply(s, 0, target(1), s.clock)
        s = until(s, "negotiate")
        assert s.talk == [0, 1]
        scene.state = s
        press(app, *([S["T"]] * 9))  # the TFGH zone's up: more renown
        out_of_box = s.setup.supply[0] - s.supply[0]
        assert s.renown[1] < out_of_box
        return [scene.ui[1].renown, out_of_box]

    first, second = grounded(1), grounded(3)
    assert first == second and first[0] == first[1]  # up to what the table counts, whatever the seat holds


def test_the_peek_shows_the_card_act_locks_after_the_hand_shrank(app: Any, clock: FakeClock) -> None:
    scene = kingz(app)
    scene.ui[0].cursor = 20  # beyond the hand, as after cards left it
    hand = scene.own_view(0)["hand"]
    post_key(PEEK["wasd"], up=False)
    app.step()
    last = f"{scene.card_name(hand[-1])} ({hand[-1]['speed']})"
    assert any(last in line for line in drawn_texts(app))
    post_key(PEEK["wasd"], down=False)
    press(app, ACT["wasd"])
    assert state(scene).picks[0] == hand[-1]["id"]


def test_open_paravents_show_every_seats_tokens_and_hand_on_the_table(app: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("human", source=f"kb:{z}") for z in ZONES)
    scene = start_game(app, PlayRequest("kingz", seats, 5, {"open_paravents": True}))
    assert scene is not None
    shown: list[int] = []
    faces: list[int] = []
    monkeypatch.setattr(scene, "draw_tokens", lambda canvas, p, right, cy: shown.append(p["seat"]))
    real = scene.draw_card
    monkeypatch.setattr(scene, "draw_card", lambda canvas, c, r, dim=False: (faces.append(c["owner"]),
                                                                             real(canvas, c, r, dim)))
    drawn_texts(app)
    assert sorted(shown) == [0, 1, 2] and set(faces) == {0, 1, 2}
    closed = kingz(app)
    shown.clear()
    monkeypatch.setattr(closed, "draw_tokens", lambda canvas, p, right, cy: shown.append(p["seat"]))
    drawn_texts(app)
    assert shown == []


# -- issue 23: every turn readable from the sofa ----------


def grounded_scene(app: Any, clock: FakeClock, renown: int = 1) -> Any:
    """Seat 0's Glaive (its key names seat 1) grounds seat 1: the table tells
    the cards, then the negotiation between them opens."""
    scene = kingz(app)
    s = state(scene).clone()
    for p in range(3):
        s.hands[p] = sorted(s.hands[p] + s.discards[p])
        s.discards[p] = []
    s.armour[1] = 1
    s.renown[1] = renown
    s.supply[0] -= renown
    scene.state = s
    for seat, right, op in ((0, S["D"], "glaive"), (1, S["H"], "courage"), (2, S["L"], "courage")):
        press(app, *([right] * index_of(scene, seat, op)))
    lock_all(app)
    run_until(app, clock, scene, "targets")
    victim_key = next(d for d, p in scene.directions_of(0, [1, 2]).items() if p == 1)
    press(app, DIR["wasd"][victim_key])
    return scene


def story_to_end(app: Any, clock: FakeClock, scene: Any, seen: list[tuple[int | None, str]] | None = None) -> None:
    waited = 0.0
    while scene.narrating() or state(scene).phase == "resolve":
        if seen is not None and scene.beat is not None and (scene.beat.seat, scene.banner.text) not in seen:
            seen.append((scene.beat.seat, scene.banner.text if scene.banner.showing(app.clock()) else ""))
        assert waited < 30
        clock.advance(0.05)
        waited += 0.05
        app.step()


def test_each_card_is_highlighted_while_its_banner_shows_the_last_one_too(app: Any, clock: FakeClock) -> None:
    scene = grounded_scene(app, clock)
    seen: list[tuple[int | None, str]] = []
    story_to_end(app, clock, scene, seen)
    cards = [(seat, text) for seat, text in seen if seat is not None]
    assert [seat for seat, _ in cards] == [0, 1, 2], "fastest first, each card its own beat"
    assert cards[0][1] == app.tr("game.kingz.banner.hit", seat=scene.seat_label(0), target=scene.seat_label(1))
    assert cards[2][1] == app.tr("game.kingz.banner.courage", seat=scene.seat_label(2), n=1), \
        "the last card keeps its banner while it is highlighted"
    assert seen[-1] == (None, app.tr("game.kingz.banner.grounded", seats=scene.seat_label(1)))


def test_the_negotiation_prompt_and_keys_wait_for_the_cards_story(app: Any, clock: FakeClock) -> None:
    scene = grounded_scene(app, clock)
    run_until(app, clock, scene, "negotiate")
    assert scene.narrating()
    texts = drawn_texts(app)
    negotiate = app.tr("game.kingz.status.negotiate", victim=scene.seat_label(1), aggressor=scene.seat_label(0))
    assert negotiate not in texts and app.tr("game.kingz.status.resolve") in texts
    press(app, ACT["tfgh"])  # an offer pressed under the cards' banners is not taken
    assert state(scene).offer is None
    story_to_end(app, clock, scene)
    assert negotiate in drawn_texts(app)
    press(app, ACT["tfgh"])
    assert state(scene).offer == [0, 0]


def test_the_last_turn_stays_on_the_table_until_the_count(app: Any, clock: FakeClock) -> None:
    scene = grounded_scene(app, clock)
    story_to_end(app, clock, scene)
    press(app, ACT["tfgh"])  # no renown offered
    press(app, DIR["wasd"]["up"])  # thumb up
    story_to_end(app, clock, scene)
    assert state(scene).phase == "approach"
    texts = drawn_texts(app)
    assert app.tr("game.kingz.status.approach") in texts, "the next turn's prompt, once the story is told"
    said = [app.tr("game.kingz.did.hit", target=scene.seat_label(1)),
            " · ".join(app.tr(f"game.kingz.did.{k}", n=1) for k in ("courage", "grounded", "pardoned"))]
    assert all(s in texts for s in said), texts
    lock_all(app)
    run_until(app, clock, scene, "count")
    assert not any(s in drawn_texts(app) for s in said), "the count: this turn's cards only"


def test_a_glaive_that_named_nobody_tells_its_owner(app: Any, clock: FakeClock) -> None:
    scene = kingz(app, seed_where(lambda s: s.setup.op(sorted(s.hands[0], key=lambda c: -s.setup.speed[c])[0])
                                  == "glaive"))
    lock_all(app)
    run_until(app, clock, scene, "resolve")  # the window passed: nobody named
    told: list[str] = []
    while scene.narrating() or state(scene).phase == "resolve":
        clock.advance(0.05)
        app.step()
        told += [text for seat, (text, _c, _t) in scene.feedback.items() if seat == 0]
    assert app.tr("game.kingz.fb.unnamed") in told
    assert app.tr("game.kingz.banner.unnamed", seat=scene.seat_label(0)) != app.tr("game.kingz.fb.unnamed")


def test_a_rage_pressed_after_the_window_is_told_too_late(app: Any, clock: FakeClock) -> None:
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("human", source=f"kb:{z}") for z in ZONES)
    scene = start_game(app, PlayRequest("kingz", seats, 5, {"power": True}))
    lock_all(app)
    run_until(app, clock, scene, "count")
    press(app, S["Q"])  # WASD's back: Rage!
    assert state(scene).rage is None
    assert scene.feedback[0][0] == app.tr("game.kingz.fb.rage_late")


def test_an_offer_beyond_the_seats_tokens_is_answered_only_in_its_peek(app: Any, clock: FakeClock,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    scene = grounded_scene(app, clock, renown=0)
    story_to_end(app, clock, scene)
    press(app, S["T"])  # one renown: the box has some out, this seat has none
    played: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name, voice=False: played.append(name))
    before = drawn_texts(app)
    press(app, ACT["tfgh"])
    assert state(scene).offer is None and played == [] and 1 not in scene.feedback
    assert drawn_texts(app) == before, "the table sees nothing of it"
    post_key(PEEK["tfgh"], up=False)
    app.step()
    lack = app.tr("game.kingz.peek_lack", renown=0, courage=state(scene).courage[1])
    assert lack in " ".join(drawn_texts(app)), "said in its peek (a paragraph, wrapped)"


def test_the_french_offer_hint_keeps_the_key_that_sends_it(app: Any, clock: FakeClock) -> None:
    app.set_language("fr")
    scene = grounded_scene(app, clock)
    story_to_end(app, clock, scene)
    seen: set[Any] = set()
    app.canvas.misfits = seen
    texts = drawn_texts(app)
    app.canvas.misfits = None
    hints = [t for t in texts if "offrir" in t]
    assert hints and all(t.startswith("Y offrir") for t in hints)
    assert not [m for m in seen if "offrir" in m[0]], seen


def test_the_results_name_fame_renown_courage_and_armour(app: Any) -> None:
    from game.engine.contract import Outcome

    scene = kingz(app)
    row = {"seat": 0, "alive": True, "fame": 3, "renown": 2, "courage": 3, "armour": 1}
    outcome = Outcome(winners=(0,), scores=(3.0, 0.0, 0.0), reason="night", detail={"ranking": [row]})
    assert scene.score_text(outcome, 0) == app.tr("game.kingz.score", n=3) == "Fame 3"
    detail = scene.score_detail(outcome, 0)
    assert all(app.tr(f"game.kingz.token.{t}") in detail for t in ("renown", "courage", "armour"))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_five_people_at_the_tv_text_size_keep_their_cards_row_and_names_at_one_size(app: Any,
                                                                                    language: str) -> None:
    """At 140 % the zones grow by what their header and hints need: each
    zone's cards row keeps its 100 % size (it used to be dropped), and the
    seats' names ("Rhinocéros", "Ours polaire") come out at one size."""
    from game.client.table import seat_zones

    app.set_language(language)
    five = tuple(SeatConfig("human", source=f"kb:{z}") for z in ("wasd", "tfgh", "ijkl", "arrows", "numpad"))
    sizes = {}
    for scale in (1.0, 1.4):
        app.set_ui_scale(scale)
        app.stack.replace(MainMenuScene(app))
        scene = start_game(app, PlayRequest("kingz", five, 5, {}))
        assert scene is not None
        seen: set[Any] = set()
        app.canvas.misfits = seen
        drawn_texts(app)
        sizes[scale] = app.canvas.looks.pictures
        app.canvas.look_back()
        app.canvas.misfits = None
        assert not [m for m in seen if "siblings" in m[1]], seen
        rows = [size for key, size in sizes[scale].items() if key[0] == "kingz-row-card"]
        assert rows and min(h for _w, h in rows) >= 84, rows
        if scale == 1.0:  # at 100 % the zones are as they were made
            assert abs(scene.zones[0][3] - seat_zones(5, (380.0, 360.0, 300.0)).zones[0][3]) < 1


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_counts_number_stands_clear_of_the_cards_and_the_banner(app: Any, n: int) -> None:
    """The count ("1", "2", "3!") stands where no card, card name or banner
    lies, or on a token of its own over the middle card: with three seats
    (the arena's middle holds a card, and the banner line above the cards may
    be showing) and where the free band is too thin, at the largest text size."""
    sources = tuple(SeatConfig("human", source=f"kb:{z}") for z in ("wasd", "tfgh", "ijkl", "arrows", "numpad"))
    app.set_language("fr")  # "3 !": the widest word
    for scale in (1.0, 1.4):
        app.set_ui_scale(scale)
        app.stack.replace(MainMenuScene(app))
        scene = start_game(app, PlayRequest("kingz", sources[:n], 5, {}))
        assert scene is not None
        app.step()  # laid out at this text size
        canvas = app.canvas
        y, size, token = scene.count_spot()
        if token:
            assert n == 3 or scale > 1.0, f"{n} seats at 100 %: the count needs a token"
            continue
        ax, ay, aw, ah = scene.arena
        word = str(app.tr("game.kingz.count")).split(",")[-1].strip()
        w, h = canvas.text_width(word, size, bold=True), canvas.line_height(size) * 0.8
        number = pygame.Rect(round(ax + aw / 2 - w / 2), round(y - h / 2), round(w), round(h))
        assert pygame.Rect(scene.arena).contains(number), (n, scale)
        name_h = canvas.line_height(32) + 8
        for seat in range(n):
            x, top, cw, ch = scene.card_rect(seat)
            assert not number.colliderect(pygame.Rect(x, top, cw, ch + name_h)), (n, scale, seat)
        if scene.header_area is None:  # the banner line lies over the arena, above the cards
            banner = scene.banner_centre()[1]
            assert number.top >= banner + max(96.0, canvas.line_height(44) + 24) / 2 - 1, (n, scale)


def test_after_a_disarm_each_card_of_last_turn_says_what_its_player_did(app: Any, clock: FakeClock,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Seat 0 disarms seat 1 and plays seat 1's Bouclier; seat 1 plays the
    card lent from seat 0's discard. Under seat 0's place on the table, which
    shows seat 1's Bouclier, the caption is what seat 0 did with it ("shield
    up"), not what seat 1 did with the card it was lent (the captions used to
    follow each card's owner)."""
    from game.client.gfx import Canvas
    from game.games.kingz.rules import disarm

    def ops(s: KingzState, seat: int) -> set[str]:
        return {s.setup.op(c) for c in s.hands[seat]}

    seed = seed_where(lambda s: "desarmer" in ops(s, 0) and "bouclier" in ops(s, 1) and "courage" in ops(s, 2)
                      and bool(s.discards[0]) and s.setup.op(s.discards[0][-1]) not in ("bouclier", "desarmer"))
    scene = kingz(app, seed)
    for seat, right, op in ((0, S["D"], "desarmer"), (1, S["H"], "bouclier"), (2, S["L"], "courage")):
        press(app, *([right] * index_of(scene, seat, op)))
    lock_all(app)
    assert state(scene).phase == "precount"
    assert scene.submit(0, disarm(1), scene.game_time(clock()))
    run_until(app, clock, scene, "resolve")
    story_to_end(app, clock, scene)
    run_until(app, clock, scene, "approach")
    assert state(scene).turn == 2 and state(scene).setup.op(state(scene).last_plays[0] or 0) == "bouclier"
    shown: list[tuple[str, float]] = []
    real = Canvas.text

    def spy(self: Canvas, text: str, pos: tuple[float, float], *args: Any, **kwargs: Any) -> Any:
        shown.append((text, pos[0]))
        return real(self, text, pos, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", spy)
    app.frame()
    x, _y, w, _h = scene.card_rect(0)
    under = [text for text, at in shown if abs(at - (x + w / 2)) < 1]
    assert app.tr("game.kingz.did.shield") in under, under


@pytest.mark.parametrize(("rules", "key"), [({}, "precount_disarm"), ({"power": True}, "precount"),
                                            ({"power": True, "kids": True}, "precount_rage")])
def test_the_pre_count_title_names_only_what_the_variant_allows(app: Any, rules: dict[str, Any], key: str) -> None:
    """Rage! exists only with the powers, the Disarm card only outside the
    kids' variant: the title before the count names what may happen at this
    table (a play-test saw "Disarm? Rage?" with the powers off)."""
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("human", source=f"kb:{z}") for z in ZONES)
    scene = start_game(app, PlayRequest("kingz", seats, 5, rules))
    assert scene is not None
    lock_all(app)
    assert state(scene).phase == "precount"
    assert app.tr(f"game.kingz.status.{key}") in drawn_texts(app)


@pytest.mark.parametrize("offered", [False, True])
def test_a_negotiation_that_runs_out_of_time_is_told_as_it_ended(app: Any, clock: FakeClock,
                                                                 offered: bool) -> None:
    """No offer made when the time is up: the victim is out, and the table
    says so, not that the aggressor refused (it never answered: a play-test
    saw "Rhino refuses"). An offer left standing is taken: a pardon."""
    scene = grounded_scene(app, clock)
    story_to_end(app, clock, scene)
    assert state(scene).phase == "negotiate" and state(scene).talk == [0, 1]
    if offered:
        press(app, ACT["tfgh"])  # no renown offered, but an offer
    told: list[str] = []
    real = scene.tell
    scene.tell = lambda text, *args, **kwargs: (told.append(text), real(text, *args, **kwargs))[1]
    run_until(app, clock, scene, "approach", limit=30.0)
    victim, aggressor = scene.seat_label(1), scene.seat_label(0)
    assert (app.tr("game.kingz.banner.no_offer", victim=victim) in told) is not offered, told
    assert app.tr("game.kingz.banner.refused", aggressor=aggressor, victim=victim) not in told, told
    assert (app.tr("game.kingz.banner.pardon", aggressor=aggressor, victim=victim) in told) is offered, told
    assert state(scene).alive[1] is offered


def test_a_disarm_not_revealed_says_it_had_no_effect(app: Any, clock: FakeClock) -> None:
    """A Disarm played but not revealed before the count does nothing (FAQ 1):
    the table says so under its card, as it says what every other card did
    (a play-test saw only the card's name there)."""
    def ops(s: KingzState, seat: int) -> set[str]:
        return {s.setup.op(c) for c in s.hands[seat]}

    scene = kingz(app, seed_where(lambda s: "desarmer" in ops(s, 0) and "courage" in ops(s, 1)
                                  and "courage" in ops(s, 2)))
    for seat, right, op in ((0, S["D"], "desarmer"), (1, S["H"], "courage"), (2, S["L"], "courage")):
        press(app, *([right] * index_of(scene, seat, op)))
    lock_all(app)
    run_until(app, clock, scene, "resolve")
    story_to_end(app, clock, scene)
    run_until(app, clock, scene, "approach")
    assert app.tr("game.kingz.did.disarm_idle") in drawn_texts(app)
