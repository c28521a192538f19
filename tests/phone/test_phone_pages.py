"""Each game's phone page (``Game.phone``), built at every state of seeded
random games for every seat, in English and French: it builds, it is JSON, its
choices are exactly the seat's legal actions (each once, under a path of its
own), every word comes from the string tables, and a seat's page does not
change when what it may not know does (``Game.redact``)."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from game.client.i18n import Translator, flatten
from game.content.fast import fast_load
from game.content.loader import load_file
from game.engine.contract import Game, GameConfig, SeatConfig
from game.engine.registry import get
from game.paths import data_dir
from game.phone.page import Page, builder, page_for

TABLES = {lang: flatten(fast_load(data_dir() / "strings" / f"{lang}.yaml")) for lang in ("en", "fr")}
LABEL_MAX = 40
"""A button's label stays short enough to read at arm's length."""

CASES: dict[str, list[tuple[int, dict[str, Any], int]]] = {
    # game: [(seats, rules, steps)]
    "kingz": [(3, {}, 500), (4, {"mode": "control", "power": True}, 500), (2, {"kids": True}, 300),
              (3, {"open_paravents": True, "power": True}, 300)],
    "manga": [(4, {}, 400), (3, {"mode": "assisted"}, 400), (2, {}, 300)],
    "ikasamage": [(4, {}, 300), (3, {"coup_tordu": True}, 300), (6, {}, 200)],
    "mana": [(2, {}, 300), (2, {"setup": "advanced", "bird_blocks": False}, 200)],
}


def canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, allow_nan=False, separators=(",", ":"))


def config(game: Game[Any, Any], seats: int, rules: dict[str, Any]) -> GameConfig:
    """The bundled content (Mana needs it given; the others load it themselves)."""
    content = None
    if game.content_file and game.content_model is not None:
        content = load_file(data_dir() / game.content_file, game.content_model).model_dump(mode="json")
    return GameConfig(seats=tuple(SeatConfig("human") for _ in range(seats)), rules=game.resolve_rules(rules),
                      content=content)


def names(game: Game[Any, Any], seats: int) -> list[str]:
    """What the table calls the seats (the seat names of the string tables)."""
    return [TABLES["en"].get(f"game.{game.id}.seat.{p}", f"Seat {p + 1}") for p in range(seats)]


def random_states(game: Game[Any, Any], cfg: GameConfig, seed: int, steps: int) -> Iterator[Any]:
    """The states of a seeded random game (random legal actions of any active
    seat; in real time, random delays and the deadlines), the first included."""
    rng = random.Random(seed)
    state = game.new_game(cfg, seed)
    t = 0.0
    yield state
    for _ in range(steps):
        if game.outcome(state) is not None:
            return
        moves = [(seat, a) for seat in game.active_seats(state) for a in game.legal_actions(state, seat)]
        deadline = game.next_deadline(state)
        if moves and (not game.realtime or deadline is None or rng.random() < 0.9):
            if game.realtime:
                t += 0.01 + rng.random() * 0.4
            seat, action = rng.choice(moves)
            state, _ = game.apply(state, seat, action, t)
        elif deadline is not None:
            t = max(t, deadline)
            state, _ = game.advance(state, t)
        else:
            raise AssertionError("nobody may act and nothing is timed")
        yield state


def check_page(game: Game[Any, Any], state: Any, seat: int, seat_names: list[str], tr: Translator) -> Page:
    pg = page_for(game, state, seat, seat_names, tr, tr.language)
    assert json.loads(canon(pg)) == pg, "the page is not plain JSON"
    over = game.outcome(state) is not None
    legal = [] if over else [canon(game.action_to_json(a)) for a in game.legal_actions(state, seat)]
    live = [c for c in pg["choices"] if not c.get("off")]
    for c in pg["choices"]:
        if c.get("off"):  # a button that only holds its place: it sends nothing
            assert c["action"] is None and len(c["path"]) == 1, c
    shown = [canon(c["action"]) for c in live]
    assert sorted(shown) == sorted(legal), "the choices are not the legal actions, each once"
    paths = [tuple(c["path"]) for c in pg["choices"]]
    assert len(set(paths)) == len(paths), f"two choices share a path: {Counter(paths).most_common(1)}"
    groups = {p[:i] for p in paths for i in range(1, len(p))}
    assert not groups & set(paths), f"a button is both a choice and a group: {sorted(groups & set(paths))[:3]}"
    for c in pg["choices"]:
        assert c["path"] and all(isinstance(x, str) and x.strip() for x in c["path"]), c
        assert all(len(x) <= LABEL_MAX for x in c["path"]), f"a label too long for a button: {c['path']}"
        assert c.get("tone") in (None, "good", "bad", "gold"), c
    for section in pg["sections"]:
        assert section["title"] and all(item["text"] for item in section["items"]), section
    assert pg["headline"], "no headline"
    assert not live or pg["prompt"], "choices without a prompt"
    return pg


def kingz_pick_rules(game: Game[Any, Any], state: Any, seat: int, pg: Page) -> None:
    """No pick: one tap on a card picks it. A pick not locked: the first
    button locks it (Ready!, good), the others change it."""
    v = game.view(state, seat)
    me = v["seats"][seat]
    if v["phase"] != "approach" or not me["alive"] or me["ready"]:
        return
    kinds = [c["action"]["kind"] for c in pg["choices"]]
    if me["pick"] is None:
        assert kinds and set(kinds) == {"pick"} and all(len(c["path"]) == 1 for c in pg["choices"])
        return
    first = pg["choices"][0]
    assert first["action"] == {"kind": "ready"} and first.get("tone") == "good", first
    name = TABLES[pg["lang"]][f"game.kingz.card.{me['pick']['kind']}"]
    assert name in first["path"][0], first
    assert set(kinds[1:]) <= {"pick"}


def run_game(game_id: str) -> Counter[str]:
    """Every case of ``game_id``: every page checked. Returns the action kinds seen."""
    game = get(game_id)
    assert builder(game).__module__ == f"game.games.{game_id}.phone"
    seen: Counter[str] = Counter()
    translators = [Translator(TABLES, lang) for lang in ("en", "fr")]
    for seats, rules, steps in CASES[game_id]:
        cfg = config(game, seats, rules)
        seat_names = names(game, seats)
        for state in random_states(game, cfg, 7 + seats, steps):
            for seat in range(seats):
                for tr in translators:
                    pg = check_page(game, state, seat, seat_names, tr)
                    if game_id == "kingz":
                        kingz_pick_rules(game, state, seat, pg)
                for c in pg["choices"]:
                    action = c["action"]
                    if c.get("off"):
                        seen["off"] += 1
                        continue
                    seen[action["kind"] if isinstance(action, dict) else action.split("@")[0][:1]] += 1
                seen["phase:" + str(game.view(state, None).get("phase"))] += 1
    for tr in translators:
        assert not tr.missing, f"{tr.language}: missing strings {sorted(tr.missing)}"
    return seen


WANTED: dict[str, set[str]] = {
    "kingz": {"pick", "ready", "aside", "target", "offer", "accept", "refuse", "rage", "phase:negotiate"},
    "manga": {"play", "stop", "draw", "use_disc", "done", "phase:consolation"},
    "ikasamage": {"bet", "cast", "pass", "discard", "draw", "phase:redraw"},
    "mana": {"D", "R", "+", "phase:play"},
}


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_every_page_offers_exactly_the_legal_actions_in_words(game_id: str) -> None:
    seen = run_game(game_id)
    missing = WANTED[game_id] - set(seen)
    assert not missing, f"the random games never reached {sorted(missing)}: the test says too little"


def test_the_phone_strings_are_in_both_languages() -> None:
    for game_id in CASES:
        en = {k for k in TABLES["en"] if k.startswith(f"game.{game_id}.phone.")}
        fr = {k for k in TABLES["fr"] if k.startswith(f"game.{game_id}.phone.")}
        assert en and en == fr, game_id
        assert all(TABLES["en"][k] != TABLES["fr"][k] for k in en if TABLES["en"][k].isalpha()
                   and TABLES["en"][k] not in ("Daimio", "Ronin")), "an untranslated word"


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_a_page_does_not_change_with_what_the_seat_may_not_know(game_id: str) -> None:
    game = get(game_id)
    tr = Translator(TABLES, "en")
    checked = 0
    for seats, rules, steps in CASES[game_id]:
        cfg = config(game, seats, rules)
        seat_names = names(game, seats)
        for i, state in enumerate(random_states(game, cfg, 7 + seats, steps)):
            if i % 5:
                continue
            for seat in range(seats):
                mine = page_for(game, state, seat, seat_names, tr, "en")
                for k in range(3):
                    other = game.redact(state, seat, 1000 * i + 10 * seat + k)
                    assert page_for(game, other, seat, seat_names, tr, "en") == mine, (
                        f"seat {seat}'s page changed with a redaction at step {i}")
                    checked += 1
    assert checked > 50


def test_a_manga_cards_button_keeps_its_place_while_it_is_in_the_hand() -> None:
    """Whatever the others play, every card of the hand has its button, in the hand's order (greyed when it
    cannot go): a tap never lands on another card than the one that was under the finger."""
    game = get("manga")
    tr = Translator(TABLES, "en")
    cfg = config(game, 3, {})
    checked = 0
    previous: tuple[list[int], list[str]] | None = None
    for state in random_states(game, cfg, 11, 400):
        v = game.view(state, 0)
        if v["phase"] != "battle":
            previous = None
            continue
        pg = page_for(game, state, 0, names(game, 3), tr, "en")
        hand = [c["id"] for c in v["hands"][0]]
        firsts = list(dict.fromkeys(c["path"][0] for c in pg["choices"] if c.get("off") or
                                    (isinstance(c["action"], dict) and c["action"]["kind"] == "play")))
        assert len(firsts) == len(hand), (firsts, hand)
        assert all(not s.get("cards") for s in pg["sections"] if "hand" in s["title"].lower())
        if previous is not None and previous[0] == hand:  # the same hand: the same buttons in the same places
            assert firsts == previous[1]
            checked += 1
        previous = (hand, firsts)
    assert checked > 20


def test_the_seats_secrets_come_before_its_choices_and_kingz_lists_its_hand_once() -> None:
    tr = Translator(TABLES, "en")
    for game_id, seats in (("kingz", 3), ("ikasamage", 4)):
        game = get(game_id)
        cfg = config(game, seats, {})
        tops = 0
        for state in random_states(game, cfg, 5, 200):
            pg = page_for(game, state, 0, names(game, seats), tr, "en")
            tops += any(s.get("top") for s in pg["sections"])
            if game_id == "kingz":
                hand = game.view(state, 0)["seats"][0]["hand"] or []
                kinds = {c["action"]["kind"] for c in pg["choices"]}
                if hand and kinds & {"pick", "aside"}:  # the buttons are the hand: no second list of it
                    assert not any(s["title"] == tr("game.kingz.peek") for s in pg["sections"])
        assert tops > 0


def test_manas_page_draws_the_board_and_every_move_names_its_two_squares() -> None:
    game = get("mana")
    tr = Translator(TABLES, "en")
    cfg = config(game, 2, {})
    moves = 0
    for state in random_states(game, cfg, 4, 60):
        v = game.view(state, 0)
        pg = page_for(game, state, 0, names(game, 2), tr, "en")
        board = pg["board"]
        assert board["cols"] == 6 and [c["name"] for c in board["cells"][:6]] == [f"{f}6" for f in "abcdef"]
        pieces = {c["name"] for c in board["cells"] if "piece" in c}
        assert pieces == {p["square"] for p in v["pieces"]}
        assert [c["name"] for c in board["cells"] if c.get("mark")] == ([v["bird"]] if v["bird"] else [])
        for c in pg["choices"]:
            if "-" in str(c["action"]):  # a move ("a2-a1 ^b2"): the board can make it, from and to
                frm, to = c["at"]
                assert str(c["action"]).startswith(f"{frm}-{to}")
                assert frm in pieces
                moves += 1
    assert moves > 0
