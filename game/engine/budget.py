"""A bot's thinking budget: work decides, time is only a safety net.

Bots are bounded by work (worlds, nodes), so the same seed gives the same
decisions on a laptop and on a loaded machine: ``simulate``, replays and tests
pass no time (``think_ms=None``). The app passes the player's setting as a
cap for a very slow machine; each time a cap cuts a decision short it is
counted here (per game and level), and ``bench`` reports the count."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable

CAP_HITS: Counter[str] = Counter()
"""Decisions a time cap cut short, by ``"game/level"``, in this process."""
clock: Callable[[], float] = time.perf_counter
"""The clock the caps read (a test slows it down)."""


class TimeCap:
    """The safety net of one decision: ``over()`` is true once ``think_ms``
    have passed on :data:`clock` (never when ``think_ms`` is None), and the first
    time it is, the decision is counted in :data:`CAP_HITS` under ``what``."""

    def __init__(self, think_ms: int | None, what: str) -> None:
        self.clock = clock
        self.what = what
        self.deadline = None if think_ms is None else clock() + think_ms / 1000.0
        self.hit = False

    def over(self) -> bool:
        if self.deadline is None or self.clock() < self.deadline:
            return False
        if not self.hit:
            self.hit = True
            CAP_HITS[self.what] += 1
        return True
