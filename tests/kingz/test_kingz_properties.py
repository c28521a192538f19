"""Hypothesis: random timestamped streams for 2-5 seats (legal presses, junk,
late presses, ``advance`` calls) never raise anything but IllegalAction, end
when played on, keep every card and token accounted for, replay identically,
and no view ever holds another seat's hand, set-aside cards, tokens or
unrevealed pick."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.contract import IllegalAction, Json
from game.games.kingz.rules import ACTION_KINDS, KingzAction, KingzState
from tests.examples import examples
from tests.kingz.kingz_helpers import GAME, config

Step = tuple[float, int | None, Json]


@st.composite
def streams(draw: st.DrawFn) -> tuple[int, dict[str, Any], int, list[tuple[float, int, int, int]]]:
    n = draw(st.integers(2, 5))
    rules = {"mode": draw(st.sampled_from(["instinct", "control"])), "power": draw(st.booleans()),
             "kids": draw(st.booleans()), "open_paravents": draw(st.booleans())}
    seed = draw(st.integers(0, 2**32))
    steps = draw(st.lists(st.tuples(
        st.floats(0.0, 2.0, allow_nan=False),  # time step
        st.integers(0, 4),                      # seat (mod n)
        st.integers(0, 9),                      # what: 0-6 legal, 7 advance, 8-9 junk
        st.integers(0, 10_000),                 # which one
    ), min_size=30, max_size=300))
    return n, rules, seed, steps


def _junk(pick: int) -> KingzAction:
    kind = ACTION_KINDS[pick % len(ACTION_KINDS)]
    return KingzAction(kind, card=pick % 50 - 2, seat=pick % 7 - 1, renown=pick % 5 - 1, courage=pick % 3)


def _check(s: KingzState, cards: int) -> None:
    assert s.card_count() == cards
    assert s.token_count() == tuple(s.setup.supply)
    assert all(v >= 0 for v in s.armour + s.courage + s.renown + s.supply)
    dealt = sorted(c for p in range(s.seats) for c in s.hands[p] + s.discards[p]
                   + [x for x in (s.picks[p], s.lent[p]) if x is not None])
    assert dealt == sorted(set(dealt))
    for seat in [None, *range(s.seats)]:
        view = GAME.view(s, seat)
        for other in view["seats"]:
            if other["seat"] == seat:
                continue
            assert other["pick"] is None
            if not s.setup.open_paravents:
                assert other["hand"] is None and other["aside"] is None
                assert other["armour"] is None and other["courage"] is None and other["renown"] is None
        shown = {c["id"] for o in view["seats"] for key in ("card", "pick") if (c := o[key]) is not None}  # type: ignore[literal-required]
        shown |= {c["id"] for o in view["seats"] for c in o["discard"] if c is not None}
        shown |= {c["id"] for c in view["last_plays"] if c is not None}
        for other in range(s.seats):
            pick = s.picks[other]
            # a Désarmer holder has taken that pick and looks at it: it may know it
            holds = seat is not None and s.plays[seat] == pick and s.phase != "approach"
            if other != seat and s.hidden_pick(other) and pick is not None and not holds:
                assert pick not in shown, f"seat {seat} can see seat {other}'s secret pick"


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(streams())
def test_random_streams_keep_every_promise(params: tuple[int, dict[str, Any], int, list[Any]]) -> None:
    n, rules, seed, steps = params
    cfg = config(n, **rules)
    s = GAME.new_game(cfg, seed)
    cards = s.card_count()
    t = 0.0
    log: list[Step] = []
    for dt, seat_pick, what, pick in steps:
        if GAME.outcome(s) is not None:
            break
        t += dt
        seat = seat_pick % n
        if what <= 6:
            legal = GAME.legal_actions(s, seat)
            if not legal:
                continue
            action = legal[pick % len(legal)]
        elif what == 7:
            s, _ = GAME.advance(s, t)
            log.append((t, None, None))
            _check(s, cards)
            continue
        else:
            action = _junk(pick)
        try:
            s, _ = GAME.apply(s, seat, action, t)
        except IllegalAction:
            continue
        log.append((t, seat, action.to_json()))
        _check(s, cards)
    # played on, it ends
    for _ in range(5000):
        if GAME.outcome(s) is not None:
            break
        moves = [(p, a) for p in GAME.active_seats(s) for a in GAME.legal_actions(s, p)]
        deadline = GAME.next_deadline(s)
        if deadline is not None and (not moves or deadline <= t + 0.3):
            t = max(t, deadline)
            s, _ = GAME.advance(s, t)
            log.append((t, None, None))
        else:
            assert moves, "stuck: nobody may act and nothing is timed"
            seat, action = moves[len(log) % len(moves)]
            t += 0.3
            s, _ = GAME.apply(s, seat, action, t)
            log.append((t, seat, action.to_json()))
        _check(s, cards)
    assert GAME.outcome(s) is not None
    # the stream replays to the same game
    again = GAME.new_game(cfg, seed)
    for t2, seat2, action_json in log:
        if seat2 is None:
            again, _ = GAME.advance(again, t2)
        else:
            again, _ = GAME.apply(again, seat2, GAME.action_from_json(action_json), t2)
    assert GAME.state_to_json(again) == GAME.state_to_json(s)
