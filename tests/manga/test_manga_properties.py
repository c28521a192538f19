"""Hypothesis: random timestamped multi-seat streams of legal and illegal
actions plus ``advance`` calls never raise anything but IllegalAction, conserve
the 80 cards and the 18 discs at every step, and replay identically."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.contract import IllegalAction, Json
from game.games.manga.rules import MangaAction, MangaState
from tests.examples import examples
from tests.manga.manga_helpers import GAME, all_cards, config, content

Step = tuple[float, int | None, Json]
"""(t, seat, action JSON); seat None is an ``advance`` to t."""


Params = tuple[int, str, int, int, int, list[tuple[float, int, int, int, int]]]


@st.composite
def streams(draw: st.DrawFn) -> Params:
    n = draw(st.integers(2, 6))
    mode = draw(st.sampled_from(["classic", "assisted"]))
    battles = draw(st.sampled_from([1, 2, 3, 9]))
    hand = draw(st.sampled_from([1, 2, 3, 6]))
    seed = draw(st.integers(0, 2**32))
    steps = draw(st.lists(st.tuples(
        st.floats(0.0, 2.5, allow_nan=False),   # time step
        st.integers(0, 5),                       # seat (mod n)
        st.integers(0, 9),                       # what: 0-5 legal, 6 advance, 7-9 junk
        st.integers(0, 10_000),                  # which one
        st.integers(-3, 1),                      # time jitter (out-of-order) / seen offset
    ), min_size=20, max_size=250))
    return n, mode, battles, hand, seed, steps


def _junk(s: MangaState, pick: int, offset: int) -> MangaAction:
    card = pick % 84 - 2
    kinds = ["play", "stop", "draw", "use_disc", "done"]
    kind = kinds[pick % 5]
    colour = [None, "red", "blue", "pink"][pick // 7 % 4]
    return MangaAction(kind, card=card, seen=s.seq + offset, colour=colour, disc=pick % 11 - 1,
                       cards=tuple(range(card, card + pick // 13 % 3)))


def _check(s: MangaState) -> None:
    assert all_cards(s) == list(range(80))
    discs_v = sorted(s.victory_stack + [d for v in s.victory_owned for d in v])
    discs_c = sorted(s.consolation_stack + s.consolation_spent + [d for c in s.consolation_owned for d in c])
    assert discs_v == list(range(9)) and discs_c == list(range(9))
    assert s.disc_count() == 18
    table = GAME.view(s, None)
    assert "my_victory_discs" not in table and "my_consolation_discs" not in table
    assert "draw" not in table and "victory_stack_order" not in table
    assert all(len(set(h)) == len(h) for h in s.hands)
    if s.phase in ("battle", "last_card", "count_in"):
        assert s.pile and not (s.pile[0].seat is None and s.is_dragon(s.pile[0].card))


def _run(game_cfg: Any, seed: int, stream: list[Step],
         state: MangaState | None = None) -> tuple[MangaState, list[Any]]:
    s = state if state is not None else GAME.new_game(game_cfg, seed)
    log: list[Any] = []
    for t, seat, aj in stream:
        if seat is None:
            s, events = GAME.advance(s, t)
            log.append([e.kind for e in events])
            continue
        try:
            s, events = GAME.apply(s, seat, GAME.action_from_json(aj), t)
            log.append([(e.kind, dict(e.data)) for e in events])
        except IllegalAction as exc:
            log.append(exc.reason)
    return s, log


@settings(max_examples=examples(250), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(streams())
def test_random_streams(params: Params) -> None:
    n, mode, battles, hand, seed, steps = params
    cfg = config(n, mode, content(battles=battles, hand_size=hand, count_in=1.0, deadlock_pause=1.0,
                                  result_pause=1.0))
    s = GAME.new_game(cfg, seed)
    _check(s)
    t = 0.0
    stream: list[Step] = []
    log: list[Any] = []
    mid: tuple[int, Json] | None = None
    for dt, seat_raw, what, pick, jitter in steps:
        t += dt
        seat = seat_raw if what == 9 else seat_raw % n  # sometimes a seat that does not exist
        if what == 6:
            s2, events = GAME.advance(s, t)
            stream.append((t, None, None))
            log.append([e.kind for e in events])
            s = s2
            _check(s)
            continue
        legal = GAME.legal_actions(s, seat)
        assert legal == GAME.legal_actions(s, seat)  # stable
        good = [a for a in legal if a.kind != "play" or (a.card is not None and s.fits(a.card))]
        good = [a for a in good if a.kind != "stop" or pick % 4 == 0]
        if what < 4 and good:
            action = good[pick % len(good)]
        elif what < 6 and legal:
            action = legal[pick % len(legal)]
        else:
            action = _junk(s, pick, jitter)
        when = t + (jitter * 0.05 if jitter < 0 else 0.0)  # sometimes stamped in the past
        before = json.dumps(GAME.state_to_json(s))
        aj = json.loads(json.dumps(GAME.action_to_json(action)))
        stream.append((when, seat, aj))
        try:
            s2, events = GAME.apply(s, seat, GAME.action_from_json(aj), when)
        except IllegalAction as exc:
            assert isinstance(exc.reason, str) and exc.reason
            log.append(exc.reason)
            assert json.dumps(GAME.state_to_json(s)) == before
            continue
        assert json.dumps(GAME.state_to_json(s)) == before  # the input state is untouched
        log.append([(e.kind, dict(e.data)) for e in events])
        for e in events:
            json.dumps(dict(e.data))
        s = s2
        _check(s)
        json.dumps(GAME.view(s, None))
        if mid is None and len(stream) > len(steps) // 2:
            mid = (len(stream), GAME.state_to_json(s))
        deadline = GAME.next_deadline(s)
        if deadline is not None:
            assert GAME.advance(s, deadline - 1e-6)[0] is s or deadline - 1e-6 < s.clock
    # Replay from the recorded stream.
    s_replay, log_replay = _run(cfg, seed, stream)
    assert log_replay == log
    assert GAME.state_to_json(s_replay) == GAME.state_to_json(s)
    # Replay the second half from state JSON.
    if mid is not None:
        k, sj = mid
        restored = GAME.state_from_json(json.loads(json.dumps(sj)))
        assert GAME.state_to_json(restored) == sj
        s_half, log_half = _run(cfg, seed, stream[k:], restored)
        assert log_half == log[k:]
        assert GAME.state_to_json(s_half) == GAME.state_to_json(s)
    out = GAME.outcome(s)
    if out is not None:
        assert s.phase == "over" and len(out.scores) == n


@settings(max_examples=examples(60), deadline=None)
@given(data=st.data())
def test_presses_count_by_their_stamps_whatever_order_they_reach_the_rules(data: st.DataObject) -> None:
    """Several seats press at nearly the same time (one press each); whatever
    order the presses reach the rules in, the game is the one where they came
    in stamp order."""
    from game.engine.contract import IllegalAction
    from tests.manga.manga_helpers import new

    s = new(data.draw(st.integers(3, 6)), mode=data.draw(st.sampled_from(["classic", "assisted"])),
            seed=data.draw(st.integers(0, 10_000)))
    s, _ = GAME.advance(s, s.count_in_end or 0.0)
    presses = []
    start = s.clock
    seats = data.draw(st.permutations(list(range(s.setup.seats))))[: data.draw(st.integers(2, s.setup.seats))]
    stamps = data.draw(st.lists(st.integers(1, 600), min_size=len(seats), max_size=len(seats), unique=True))
    for k, (seat, stamp) in enumerate(zip(seats, stamps, strict=True)):
        options = [a for a in GAME.legal_actions(s, seat) if a.kind in ("play", "stop")]
        if options:
            presses.append((start + stamp / 1000, seat, data.draw(st.sampled_from(options), label=f"a{k}")))
    order = data.draw(st.permutations(presses))

    def run(stream: Any) -> Any:
        state = s
        for t, seat, action in stream:
            try:
                state, _ = GAME.apply(state, seat, action, t)
            except IllegalAction:
                pass
        return state

    in_time = run(sorted(presses, key=lambda p: p[0]))
    shuffled = run(order)
    for seat in [None, *range(s.setup.seats)]:
        assert GAME.view(shuffled, seat) == GAME.view(in_time, seat)
