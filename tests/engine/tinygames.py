"""Two tiny games implementing the whole engine contract, for engine tests.

* ``NimGame`` ("tiny-nim"): turn based, 2 seats, take 1-3 stones, who takes
  the last stone wins (``misere``: loses). ``hard`` bots play perfectly, so with
  a pile that is not a multiple of 4 seat 0 always wins between hard bots.
* ``RaceGame`` ("tiny-race"): real time, 2-4 seats, a count-in until
  ``countin`` seconds (``next_deadline``/``advance`` fire "go"), then everyone
  presses ``step``; a step sometimes counts double (the RNG lives in the
  state); first to ``goal`` wins; a time limit ends it as a draw. Pressing
  during the count-in is a false start (IllegalAction); ``random`` bots do it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest

from game.engine import registry
from game.engine.contract import (
    Bot,
    BotMove,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Json,
    Outcome,
    RuleOption,
)
from game.engine.rng import Rng

# -- Nim ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class NimState:
    pile: int
    to_move: int
    misere: bool
    last: int | None = None
    moves: int = 0


class NimBot:
    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)

    def decide(self, state: NimState, now: float) -> BotMove[int] | None:
        if state.pile == 0 or state.to_move != self.seat:
            return None
        legal = list(range(1, min(3, state.pile) + 1))
        noise = {"random": 1.0, "easy": 0.5, "normal": 0.2, "hard": 0.0}[self.level]
        if self.rng.random() < noise:
            return BotMove(self.rng.choice(legal), now)
        target = (state.pile - 1) % 4 if state.misere else state.pile % 4
        return BotMove(target if target in legal else 1, now)


class NimGame(Game[NimState, int]):
    id = "tiny-nim"
    title = "Tiny Nim"
    min_seats = 2
    max_seats = 2
    options = (RuleOption("pile", 10, (5, 10, 15, 16, 21)), RuleOption("misere", False, (False, True)))

    def new_game(self, config: GameConfig, seed: int) -> NimState:
        rules = self.resolve_rules(config.rules)
        return NimState(pile=int(rules["pile"]), to_move=0, misere=bool(rules["misere"]))

    def legal_actions(self, state: NimState, seat: int) -> Sequence[int]:
        if state.pile == 0 or seat != state.to_move:
            return []
        return list(range(1, min(3, state.pile) + 1))

    def apply(self, state: NimState, seat: int, action: int, t: float = 0.0) -> tuple[NimState, list[Event]]:
        if state.pile == 0:
            raise IllegalAction("the game is over")
        if seat != state.to_move:
            raise IllegalAction("not your turn")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"cannot take {action}")
        new = replace(state, pile=state.pile - action, to_move=1 - seat, last=seat, moves=state.moves + 1)
        return new, [Event("take", {"seat": seat, "n": action})]

    def active_seats(self, state: NimState) -> tuple[int, ...]:
        return () if state.pile == 0 else (state.to_move,)

    def view(self, state: NimState, seat: int | None) -> Json:
        return self.state_to_json(state)

    def outcome(self, state: NimState) -> Outcome | None:
        if state.pile > 0 or state.last is None:
            return None
        winner = 1 - state.last if state.misere else state.last
        scores = tuple(1.0 if s == winner else 0.0 for s in range(2))
        reason = "left the last stone" if state.misere else "took the last stone"
        return Outcome((winner,), scores, reason)

    def state_to_json(self, state: NimState) -> Json:
        return {"pile": state.pile, "to_move": state.to_move, "misere": state.misere, "last": state.last,
                "moves": state.moves}

    def state_from_json(self, data: Json) -> NimState:
        return NimState(pile=data["pile"], to_move=data["to_move"], misere=data["misere"], last=data["last"],
                        moves=data["moves"])

    def action_to_json(self, action: int) -> Json:
        return action

    def action_from_json(self, data: Json) -> int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError(f"not a nim action: {data!r}")
        return data

    def make_bot(self, level: str, seat: int, seed: int, think_ms: int | None = None) -> Bot[NimState, int]:
        return NimBot(level, seat, seed)


# -- Race ---------------------------------------------------------------------------------

STEP = "step"


@dataclass(frozen=True)
class RaceState:
    pos: tuple[int, ...]
    phase: str  # countin | go | done
    countin: float
    goal: int
    limit: float
    rng: int
    winner: int | None = None
    last_t: float = 0.0


REACTION = {"hard": 0.12, "normal": 0.2, "easy": 0.35}


class RaceBot:
    """Plans a press and keeps the plan while its own position and the phase
    stay the same (others' presses do not reset its reaction)."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)
        self.plan: tuple[str, int, float] | None = None  # (phase, my position, at)

    def decide(self, state: RaceState, now: float) -> BotMove[str] | None:
        if state.phase == "done":
            return None
        key = (state.phase, state.pos[self.seat])
        if self.plan is not None and self.plan[:2] == key and self.plan[2] >= now:
            return BotMove(STEP, self.plan[2])
        if self.level == "random":  # presses whenever, false starts included
            at = now + self.rng.uniform(0.05, 0.5)
        else:
            start = max(now, state.countin) if state.phase == "countin" else now
            at = start + REACTION[self.level] + self.rng.uniform(0.0, 0.05)
        self.plan = (*key, at)
        return BotMove(STEP, at)


class RaceGame(Game[RaceState, str]):
    id = "tiny-race"
    title = "Tiny Race"
    min_seats = 2
    max_seats = 4
    realtime = True
    options = (RuleOption("goal", 10, (5, 10, 20)), RuleOption("countin", 3.0, (1.0, 3.0)),
               RuleOption("limit", 60.0, (2.0, 60.0)))

    def new_game(self, config: GameConfig, seed: int) -> RaceState:
        self.check_seats(config.num_seats)
        rules = self.resolve_rules(config.rules)
        countin = float(rules["countin"])
        return RaceState(pos=(0,) * config.num_seats, phase="countin", countin=countin,
                         goal=int(rules["goal"]), limit=countin + float(rules["limit"]), rng=seed)

    def legal_actions(self, state: RaceState, seat: int) -> Sequence[str]:
        return [STEP] if state.phase == "go" else []

    def apply(self, state: RaceState, seat: int, action: str,
              t: float = 0.0) -> tuple[RaceState, list[Event]]:
        if action != STEP:
            raise IllegalAction(f"unknown action {action!r}")
        if not 0 <= seat < len(state.pos):
            raise IllegalAction("no such seat")
        if state.phase == "countin":
            raise IllegalAction("false start")
        if state.phase == "done":
            raise IllegalAction("the race is over")
        rng = Rng(state.rng)
        gain = 2 if rng.below(6) == 0 else 1
        pos = list(state.pos)
        pos[seat] += gain
        events = [Event("step", {"seat": seat, "gain": gain})]
        new = replace(state, pos=tuple(pos), rng=rng.state, last_t=t)
        if pos[seat] >= state.goal:
            new = replace(new, phase="done", winner=seat)
            events.append(Event("finish", {"seat": seat}))
        return new, events

    def advance(self, state: RaceState, now: float) -> tuple[RaceState, list[Event]]:
        if state.phase == "countin" and now >= state.countin:
            return replace(state, phase="go"), [Event("go")]
        if state.phase == "go" and now >= state.limit:
            return replace(state, phase="done"), [Event("time_up")]
        return state, []

    def next_deadline(self, state: RaceState) -> float | None:
        if state.phase == "countin":
            return state.countin
        if state.phase == "go":
            return state.limit
        return None

    def active_seats(self, state: RaceState) -> tuple[int, ...]:
        return () if state.phase == "done" else tuple(range(len(state.pos)))

    def view(self, state: RaceState, seat: int | None) -> Json:
        data = self.state_to_json(state)
        del data["rng"]
        return data

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.phase != "done":
            return None
        scores = tuple(float(p) for p in state.pos)
        if state.winner is None:
            return Outcome((), scores, "time up")
        return Outcome((state.winner,), scores, "reached the goal")

    def state_to_json(self, state: RaceState) -> dict[str, Any]:
        return {"pos": list(state.pos), "phase": state.phase, "countin": state.countin, "goal": state.goal,
                "limit": state.limit, "rng": state.rng, "winner": state.winner, "last_t": state.last_t}

    def state_from_json(self, data: Json) -> RaceState:
        return RaceState(pos=tuple(data["pos"]), phase=data["phase"], countin=data["countin"],
                         goal=data["goal"], limit=data["limit"], rng=data["rng"], winner=data["winner"],
                         last_t=data["last_t"])

    def action_to_json(self, action: str) -> Json:
        return action

    def action_from_json(self, data: Json) -> str:
        if data != STEP:
            raise ValueError(f"not a race action: {data!r}")
        return STEP

    def make_bot(self, level: str, seat: int, seed: int, think_ms: int | None = None) -> Bot[RaceState, str]:
        return RaceBot(level, seat, seed)


# -- registry fixture -----------------------------------------------------------------------

NIM = NimGame()
RACE = RaceGame()


@pytest.fixture
def tiny_registry(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register the tiny games (and only them: the bundled games are not imported)."""
    monkeypatch.setattr(registry, "load_builtin", lambda: None)
    registry.register(NIM)
    registry.register(RACE)
    try:
        yield
    finally:
        registry.unregister(NIM.id)
        registry.unregister(RACE.id)
