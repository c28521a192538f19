"""Hypothesis: random legal games for 3-6 seats never raise and always end; every
spell, fighter and judge is always in exactly one place; the state survives
JSON and replays from its actions; and no view shows a secret it should not
(checked on the typed view, and by swapping secrets the viewer cannot know)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.contract import IllegalAction, Json
from game.games.ikasamage.rules import ACTION_KINDS, IkaAction
from game.games.ikasamage.state import IkaState
from tests.examples import examples
from tests.ikasamage.ika_helpers import GAME, config

MATCH = ("bet", "spell", "forget")
MAX_STEPS = 1500


@st.composite
def games(draw: st.DrawFn) -> tuple[int, bool, int, list[int]]:
    n = draw(st.integers(3, 6))
    tordu = draw(st.booleans())
    seed = draw(st.integers(0, 2**32))
    picks = draw(st.lists(st.integers(0, 10_000), min_size=20, max_size=300))
    return n, tordu, seed, picks


def check_places(s: IkaState) -> None:
    spells = s.deck + s.discard + [c for h in s.hands for c in h] + [x[0] for p in s.slots for x in p]
    assert sorted(spells) == list(range(72)), "every spell in exactly one place"
    if s.phase in MATCH:
        assert sorted(s.fighter_deck + s.fighters) == list(range(10))
        assert sorted([*s.judge_deck, s.judge, *s.judge_discard]) == list(range(8))
        assert len(s.slots) == len(s.fighters) == 5
    else:
        # after the result the fighters went back to their deck and the judge to its discard;
        # ``fighters`` and ``judge`` only name what the result showed
        assert sorted(s.fighter_deck) == list(range(10))
        assert sorted(s.judge_deck + s.judge_discard) == list(range(8))
        assert s.judge in s.judge_discard
        assert all(p == [] for p in s.slots)
    assert all(len(set(b)) == len(b) and all(0 <= x < 5 for x in b) for b in s.bets)
    assert all(g >= 0 for g in s.gold)


def located_cards(view: Json) -> dict[int, str]:
    """Every card id the view places somewhere now: hands, table, discard."""
    out: dict[int, str] = {}
    for seat in view["seats"]:
        for c in seat["hand"] or ():
            out[c["card"]] = f"hand {seat['seat']}"
    for f in view["fighters"]:
        for i, slot in enumerate(f["slots"]):
            if slot["spell"] is not None:
                out[slot["spell"]["card"]] = f"slot {f['pos']}.{i}"
    for c in view["discard"]:
        out[c["card"]] = "discard"
    return out


def check_views(s: IkaState) -> None:
    for viewer in [None, *range(s.seats)]:
        view: Any = GAME.view(s, viewer)
        json.dumps(view)
        known: set[int] = set()
        if viewer is not None:
            known = set(s.hands[viewer]) | set(s.face_down(viewer)) | set(s.seen[viewer])
        secret = {c for p in range(s.seats) if p != viewer for c in s.hands[p]}
        secret |= {c for c in s.face_down() if c not in known}
        shown = located_cards(view)
        leaked = {c: shown[c] for c in secret & shown.keys()}
        assert not leaked, f"seat {viewer} sees {leaked}"
        for sv in view["seats"]:
            p = sv["seat"]
            assert sv["hand_count"] == len(s.hands[p])
            if p == viewer:
                assert sorted(c["card"] for c in sv["hand"]) == sorted(s.hands[p])
                if s.phase in MATCH:
                    assert sv["bets"] == s.bets[p]
            else:
                assert sv["hand"] is None and sv["bets"] is None
        for f in view["fighters"]:
            for slot, x in zip(f["slots"], s.slots[f["pos"]], strict=True):
                assert slot["owner"] == x[1] and slot["face_up"] == bool(x[2])
                visible = bool(x[2]) or x[0] in known
                assert (slot["spell"] is not None) == visible


def swapped_secrets_look_the_same(s: IkaState, pick: int) -> None:
    """Swap what ``viewer`` cannot know: two other seats' hands (same size), their
    bets (same size, during a match) and two face-down spells it has not seen."""
    n = s.seats
    viewer: int | None = None if pick % (n + 1) == n else pick % (n + 1)
    others = [p for p in range(n) if p != viewer]
    pairs = [(a, b) for a in others for b in others if a < b and len(s.hands[a]) == len(s.hands[b])
             and s.hands[a] != s.hands[b]]
    known: set[int] = set()
    if viewer is not None:
        known = set(s.hands[viewer]) | set(s.face_down(viewer)) | set(s.seen[viewer])
    hidden = [(p, i) for p in range(len(s.slots)) for i, x in enumerate(s.slots[p]) if not x[2] and x[0] not in known]
    if not pairs and len(hidden) < 2:
        return
    t = s.clone()
    if pairs:
        a, b = pairs[pick % len(pairs)]
        t.hands[a], t.hands[b] = t.hands[b], t.hands[a]
        if s.phase in MATCH and len(t.bets[a]) == len(t.bets[b]):
            t.bets[a], t.bets[b] = t.bets[b], t.bets[a]
    if len(hidden) >= 2:
        (p1, i1), (p2, i2) = hidden[0], hidden[-1]
        t.slots[p1][i1][0], t.slots[p2][i2][0] = t.slots[p2][i2][0], t.slots[p1][i1][0]
        for seat in range(n):  # whoever looked at them knew them by place
            if seat != viewer:
                t.seen[seat] = []
    assert GAME.view(t, viewer) == GAME.view(s, viewer), f"seat {viewer} tells the swapped secrets apart"


def check_events(s: IkaState, events: list[Any]) -> None:
    """Events go to the whole table: after the action, none names a card that is
    now in a hand or face down on the table."""
    secret = {c for h in s.hands for c in h} | set(s.face_down())
    for e in events:
        named: list[int] = []
        card = e.data.get("card")
        if isinstance(card, int):
            named.append(card)
        cards = e.data.get("cards")
        if isinstance(cards, list):
            named += [x[2] if isinstance(x, list) else x for x in cards]
        if e.kind == "ferine":
            named.append(e.data["card"])
        leaked = [c for c in named if c in secret]
        assert not leaked, f"event {e.kind} {dict(e.data)} names secret card(s) {leaked}"


def _junk(pick: int) -> IkaAction:
    kind = ACTION_KINDS[pick % len(ACTION_KINDS)]
    return IkaAction(kind, card=pick % 80 - 3, fighter=pick % 7 - 1, fighters=(pick % 6,))


@settings(max_examples=examples(14), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_random_legal_games(params: tuple[int, bool, int, list[int]]) -> None:
    n, tordu, seed, picks = params
    cfg = config(n, coup_tordu=tordu)
    s = GAME.new_game(cfg, seed)
    log: list[tuple[int, Json]] = []
    check_places(s)
    for step in range(MAX_STEPS):
        if GAME.outcome(s) is not None:
            break
        active = GAME.active_seats(s)
        assert len(active) == 1
        seat = active[0]
        pick = picks[step] if step < len(picks) else step * 7919
        legal = GAME.legal_actions(s, seat)
        assert legal, f"seat {seat} is stuck in {s.phase}"
        # the redraw: mostly draw, so that hands do not empty
        draws = [a for a in legal if a.kind == "draw"]
        action = draws[0] if draws and pick % 3 else legal[pick % len(legal)]
        if pick % 11 == 0:  # junk and other seats are refused, never crash
            for other in range(n):
                if other != seat:
                    try:
                        GAME.apply(s, other, action)
                        raise AssertionError(f"seat {other} acted out of turn")
                    except IllegalAction:
                        pass
            try:
                GAME.apply(s, seat, _junk(pick))
            except IllegalAction:
                pass
        s, events = GAME.apply(s, seat, GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(action)))))
        log.append((seat, GAME.action_to_json(action)))
        check_places(s)
        check_events(s, events)
        check_views(s)
        if step % 4 == 0:
            swapped_secrets_look_the_same(s, pick)
    outcome = GAME.outcome(s)
    assert outcome is not None, "the game ended"
    assert s.round == 3 and s.result is not None and not s.result["replayed"]
    assert sorted(outcome.winners) == s.winners and outcome.winners
    best = max((s.gold[p], len(s.hands[p])) for p in range(n))
    assert all((s.gold[p], len(s.hands[p])) == best for p in outcome.winners)
    # JSON round trip
    data = GAME.state_to_json(s)
    text = json.dumps(data)
    assert GAME.state_to_json(GAME.state_from_json(json.loads(text))) == data
    # replay
    again = GAME.new_game(cfg, seed)
    for seat, action_json in log:
        again, _ = GAME.apply(again, seat, GAME.action_from_json(action_json))
    assert GAME.state_to_json(again) == data


@settings(max_examples=examples(10), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.integers(0, 200))
def test_json_round_trip_mid_game(params: tuple[int, bool, int, list[int]], stop: int) -> None:
    n, tordu, seed, picks = params
    s = GAME.new_game(config(n, coup_tordu=tordu), seed)
    for step in range(stop):
        if GAME.outcome(s) is not None:
            break
        seat = GAME.active_seats(s)[0]
        legal = GAME.legal_actions(s, seat)
        s, _ = GAME.apply(s, seat, legal[(picks[step % len(picks)] + step) % len(legal)])
    data = GAME.state_to_json(s)
    back = GAME.state_from_json(json.loads(json.dumps(data)))
    assert GAME.state_to_json(back) == data
    for seat in range(n):
        assert GAME.legal_actions(back, seat) == GAME.legal_actions(s, seat)
        assert GAME.view(back, seat) == GAME.view(s, seat)
