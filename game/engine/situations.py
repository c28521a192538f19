"""Real-time bots that plan once per situation (pure; no pygame).

A real-time bot is asked what it will press on every frame, and by the
planner for every state posted. It makes one plan per *situation*: a key the
game's bot reads off what it sees (the phase, its own hand, whom it faces...).
The plan, an action and the time ``at`` it presses, is drawn from an RNG the
bot seeds with its own seed and that key, and is kept while the situation
lasts: asking again neither re-rolls it nor makes it drift.

A game's bot says what it reads of a state (:meth:`SituationBot.read`: the
state itself or its seat's view), the situation it sees there and how it plans
for a new one; :meth:`SituationBot.decide`, the bot contract's one call, keeps
the plans.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Generic, TypeVar

from game.engine.contract import BotMove

S = TypeVar("S")
R = TypeVar("R")
A = TypeVar("A")
L = TypeVar("L")


class SituationBot(ABC, Generic[S, R, A, L]):
    """One seat's bot of a real-time game: state ``S`` read as ``R``, actions
    ``A``, a level's numbers ``L`` (one of ``levels``, by name)."""

    def __init__(self, levels: Mapping[str, L], level: str, seat: int, seed: int) -> None:
        if level not in levels:
            raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(levels)})")
        self.level_name = level
        self.level = levels[level]
        self.seat = seat
        self.seed = seed
        self._key: tuple[object, ...] | None = None
        """The situation the plan was made for."""
        self._plan: BotMove[A] | None = None
        self._seen: S | None = None

    def decide(self, state: S, now: float) -> BotMove[A] | None:
        if state is self._seen:  # called every frame: the same state, the same plan
            return self._plan
        self._seen = state
        seen = self.read(state)
        key = self.situation(seen)
        if key != self._key:
            self._key = key
            self._plan = self.plan(seen, key, now)
        return self._plan

    @abstractmethod
    def read(self, state: S) -> R:
        """What the bot looks at in ``state``."""

    @abstractmethod
    def situation(self, seen: R) -> tuple[object, ...]:
        """The situation the bot is in: while it stays the same, so does the plan."""

    @abstractmethod
    def plan(self, seen: R, key: tuple[object, ...], now: float) -> BotMove[A] | None:
        """The plan for a new situation ``key`` (None: nothing to press)."""
