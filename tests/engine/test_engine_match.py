"""The headless discrete-event match runner."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tinygames import NIM, RACE, RaceState

from game.engine.contract import BotMove, GameConfig, SeatConfig
from game.engine.journal import JournalWriter, read_journal, replay
from game.engine.match import (
    MatchResult,
    PlayRequest,
    derive_seed,
    make_bots,
    play_rotated,
    rotated_seats,
    run_match,
)


def seats(*levels: str) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig("bot", lv) for lv in levels)


def _run(game: Any, config: GameConfig, seed: int) -> MatchResult[Any]:
    return run_match(game, config, seed, make_bots(game, config, seed))


def test_same_seed_same_result() -> None:
    config = GameConfig(seats=seats("normal", "random", "easy", "hard"))
    a, b = _run(RACE, config, 5), _run(RACE, config, 5)
    assert RACE.state_to_json(a.state) == RACE.state_to_json(b.state)
    assert (a.outcome, a.steps, a.sim_time, a.illegal) == (b.outcome, b.steps, b.sim_time, b.illegal)
    results = {RACE.state_to_json(_run(RACE, config, s).state)["rng"] for s in range(6)}
    assert len(results) > 1  # the seed matters


def test_turn_based_perfect_play() -> None:
    r = _run(NIM, GameConfig(seats=seats("hard", "hard")), 1)
    assert r.outcome is not None and r.outcome.winners == (0,) and r.stop == "outcome"
    assert r.steps == NIM.state_to_json(r.state)["moves"]
    r = _run(NIM, GameConfig(seats=seats("hard", "hard"), rules={"pile": 16}), 1)
    assert r.outcome is not None and r.outcome.winners == (1,)  # a multiple of 4 loses for the starter


@dataclass
class FixedBot:
    """Presses ``step`` ``delay`` seconds after go, then ``delay`` after each of
    its own presses (a plan survives the other seats' presses)."""

    seat: int
    delay: float
    plan: tuple[int, float] | None = None

    def decide(self, state: RaceState, now: float) -> BotMove[str] | None:
        if state.phase == "done":
            return None
        mine = state.pos[self.seat]
        if self.plan is None or self.plan[0] != mine:
            self.plan = (mine, max(now, state.countin) + self.delay)
        return BotMove("step", self.plan[1])


def test_realtime_actions_apply_in_time_order(tmp_path: Path) -> None:
    config = GameConfig(seats=seats("hard", "hard", "hard"), rules={"goal": 5})
    bots = {0: FixedBot(0, 0.30), 1: FixedBot(1, 0.10), 2: FixedBot(2, 0.25)}
    p = tmp_path / "j.jsonl"
    with JournalWriter(p, RACE.id, 1, config) as w:
        r = run_match(RACE, config, 1, bots, journal=w)
    assert r.outcome is not None and r.outcome.winners == (1,)  # the fastest presser
    j = read_journal(p)
    times = [e.t for e in j.entries]
    assert times == sorted(times)
    assert j.entries[0].t == 3.0  # the count-in fires before anyone may press
    assert j.actions[0].seat == 1 and j.actions[0].t == pytest.approx(3.1)
    # seat 1 presses every 0.1 s, seat 2 every 0.25 s: 0.1 0.2 0.25 0.3 ... in order
    assert [e.seat for e in j.actions[:4]] == [1, 1, 2, 0]
    state, _ = replay(RACE, j)
    assert RACE.state_to_json(state) == RACE.state_to_json(r.state)


def test_deadline_first_when_tied() -> None:
    config = GameConfig(seats=seats("hard", "hard"), rules={"goal": 5})
    r = run_match(RACE, config, 1, {0: FixedBot(0, 0.0), 1: FixedBot(1, 0.5)})
    assert r.illegal == 0 and r.outcome is not None and r.outcome.winners == (0,)


def test_illegal_moves_are_counted_and_asked_again_later() -> None:
    config = GameConfig(seats=seats("random", "random"), rules={"goal": 5})
    r = _run(RACE, config, 3)
    assert r.illegal > 0  # false starts during the count-in
    assert r.outcome is not None and r.stop == "outcome"


class NeverBot:
    def decide(self, state: Any, now: float) -> BotMove[Any] | None:
        return None


def test_stuck_when_nobody_acts_and_no_deadline() -> None:
    config = GameConfig(seats=seats("hard", "hard"))
    r = run_match(NIM, config, 1, {0: NeverBot(), 1: NeverBot()})
    assert r.outcome is None and r.stop == "stuck" and r.steps == 0
    r = run_match(NIM, config, 1, {})  # humans only
    assert r.outcome is None and r.stop == "stuck"


def test_deadline_only_and_limits(tmp_path: Path) -> None:
    config = GameConfig(seats=seats("hard", "hard"), rules={"limit": 2.0})
    p = tmp_path / "j.jsonl"
    with JournalWriter(p, RACE.id, 1, config) as w:
        r = run_match(RACE, config, 1, {}, journal=w)  # nobody presses: count-in, then time up
    assert r.outcome is not None and r.outcome.is_draw and r.sim_time == 5.0 and r.advances == 2
    assert [type(e).__name__ for e in read_journal(p).entries] == ["AdvanceEntry", "AdvanceEntry", "EndEntry"]
    r = run_match(RACE, config, 1, {}, max_time=4.0)
    assert r.outcome is None and r.stop == "max_time" and r.sim_time == 3.0
    r = run_match(RACE, GameConfig(seats=seats("hard", "hard")), 1,
                  {0: FixedBot(0, 0.2), 1: FixedBot(1, 0.2)}, max_steps=3)
    assert r.outcome is None and r.stop == "max_steps"


def test_rotation_and_seeds() -> None:
    given = seats("hard", "easy", "random")
    assert [s.level for s in rotated_seats(given, 0)] == ["hard", "easy", "random"]
    assert [s.level for s in rotated_seats(given, 1)] == ["easy", "random", "hard"]
    assert [s.level for s in rotated_seats(given, 3)] == ["hard", "easy", "random"]
    assert derive_seed(1, 0, 2) == derive_seed(1, 0, 2) >= 0
    assert len({derive_seed(1, 0, i) for i in range(100)}) == 100
    assert derive_seed(1, 0, 1) != derive_seed(1, 1, 0)
    # Nim between hard bots: play seat 0 always wins, so the given winner alternates
    two = seats("hard", "hard")
    assert [play_rotated(NIM, two, {}, None, 9, i).winners for i in range(4)] == [(0,), (1,), (0,), (1,)]


def test_play_request_is_a_frozen_value() -> None:
    req = PlayRequest("tiny-nim", seats("hard", "hard"), None, {"pile": 10})
    with pytest.raises(AttributeError):
        req.seed = 3  # type: ignore[misc]
