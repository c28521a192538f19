"""Real-time bots planning away from the window's loop (pure; no pygame).

A real-time table's bots live in a :class:`TableBots`: one bot per bot seat,
kept for the whole game, so each keeps what it learnt about its rivals from
turn to turn. The table posts every new state (``version`` counts them) with
the game time it began at; for each bot seat that may act, TableBots hands the
bot its redacted state (:func:`game.engine.match.bot_state`) and answers a
:class:`Plan`: the action the bot will press and the game time ``at`` it says
it presses, or no action. The table applies a plan when its clock reaches
``at``, stamped ``at``, through the same path as a person's press.

In the app TableBots runs in a worker process per table (:func:`serve`, fed by
a pipe), so a bot that thinks for 40 ms never holds up a frame or the reading
of input; the worker answers the newest state first and drops the ones that a
newer state made useless. Tests may call it directly (synchronously, same
answers for the same states)."""

from __future__ import annotations

import multiprocessing
import os
import queue
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine import registry
from game.engine.contract import Json
from game.engine.match import bot_state, derive_seed


@dataclass(frozen=True)
class Plan:
    """What the bot of ``seat`` does about state ``version``: press ``action``
    (its JSON; None: nothing for now) at game time ``at``."""

    version: int
    seat: int
    action: Json
    at: float


@dataclass(frozen=True)
class Posted:
    """A state to plan for: its number, the state itself (the real one: it is
    redacted for each seat before a bot sees it; states of real-time games
    pickle, so it crosses to the worker as it is), how many actions the game
    had applied (seeds the redaction, as for the turn-based bots) and the game
    time it began at (a bot reacts from then, never before)."""

    version: int
    state: Any
    moves: int
    began: float


class TableBots:
    """The bots of one real-time table. Deterministic given the game seed and
    the states posted."""

    def __init__(self, game_id: str, levels: Mapping[int, str], seed: int) -> None:
        self.game = registry.get(game_id)
        self.seed = seed
        self.bots = {seat: self.game.make_bot(level, seat, derive_seed(seed, 1, seat), None)
                     for seat, level in sorted(levels.items())}

    def seats(self, posted: Posted) -> list[int]:
        """The bot seats that may act in ``posted``."""
        return [s for s in self.game.active_seats(posted.state) if s in self.bots]

    def plan(self, posted: Posted, seat: int) -> Plan:
        """The plan of ``seat``'s bot for ``posted``."""
        seen = bot_state(self.game, posted.state, seat, derive_seed(self.seed, 4, seat, posted.moves))
        move = self.bots[seat].decide(seen, posted.began)
        if move is None:
            return Plan(posted.version, seat, None, posted.began)
        return Plan(posted.version, seat, self.game.action_to_json(move.action), max(move.at, posted.began))

    def plan_all(self, posted: Posted) -> list[Plan]:
        return [self.plan(posted, seat) for seat in self.seats(posted)]


def serve(todo: Any, done: Any, parent_pid: int, game_id: str, levels: Mapping[int, str], seed: int) -> None:
    """A table's bot worker (the target of its process): take posted states
    from the queue ``todo``, put plans on ``done``, until ``None`` comes. When
    several states wait, only the newest is planned for; while planning, a
    newer state interrupts (the next round starts at the seat after the last
    one planned, so no bot waits behind the others for ever)."""
    from game.engine.botworker import warm_up, watch_parent

    watch_parent(parent_pid)
    warm_up()
    table = TableBots(game_id, levels, seed)
    start = 0
    posted: Posted | None = todo.get()
    while posted is not None:
        posted = _newest(todo, posted)
        if posted is None:
            return
        seats = table.seats(posted)
        k = start % len(seats) if seats else 0
        for seat in seats[k:] + seats[:k]:
            done.put(table.plan(posted, seat))
            start = seats.index(seat) + 1
            if not todo.empty():  # a newer state: the rest of this one is out of date
                break
        posted = todo.get()


def _newest(todo: Any, posted: Posted | None) -> Posted | None:
    """``posted`` or a newer state already waiting (None: stop)."""
    while posted is not None and not todo.empty():
        try:
            posted = todo.get_nowait()
        except queue.Empty:
            break
    return posted


class InlinePlanner:
    """A real-time table's bots planning in this process, as soon as a state
    is posted (tests, and the fallback when no worker process can start)."""

    def __init__(self, game_id: str, levels: Mapping[int, str], seed: int) -> None:
        self.table = TableBots(game_id, levels, seed)
        self._plans: list[Plan] = []

    def post(self, posted: Posted) -> None:
        self._plans += self.table.plan_all(posted)

    def plans(self) -> list[Plan]:
        plans, self._plans = self._plans, []
        return plans

    def close(self) -> None:
        self._plans = []


class WorkerPlanner:
    """A real-time table's bots planning in a worker process of their own
    (:func:`game.engine.planner.serve`), for the whole game. Posting and
    collecting never wait: the queues' own thread does the sending."""

    def __init__(self, game_id: str, levels: Mapping[int, str], seed: int) -> None:
        multiprocessing.active_children()  # reap the workers of earlier tables
        ctx = multiprocessing.get_context("spawn")
        self._todo: Any = ctx.Queue()
        self._done: Any = ctx.Queue()
        self.process = ctx.Process(target=serve, name=f"bots-{game_id}", daemon=True,
                                   args=(self._todo, self._done, os.getpid(), game_id, levels, seed))
        try:
            self.process.start()
        except BaseException:
            self._close_queues()
            raise

    def post(self, posted: Posted) -> None:
        self._check()
        self._todo.put(posted)

    def plans(self) -> list[Plan]:
        """The plans that came since the last call (raises ``OSError`` once
        the worker has stopped)."""
        out: list[Plan] = []
        while True:
            try:
                out.append(self._done.get_nowait())
            except queue.Empty:
                if not out:
                    self._check()
                return out

    def _check(self) -> None:
        if self.process.exitcode is not None:
            raise OSError(f"the bot worker stopped (exit code {self.process.exitcode})")

    def close(self) -> None:
        """Stop the worker at once (it keeps nothing worth waiting for)."""
        if self.process.is_alive():
            self.process.terminate()
        self._close_queues()

    def _close_queues(self) -> None:
        for q in (self._todo, self._done):
            q.close()
            q.cancel_join_thread()


class Planners:
    """Which planner a real-time table gets: a worker process in the app;
    ``inline`` (tests) plans in this process, synchronously."""

    inline = False

    @classmethod
    def open(cls, game_id: str, levels: Mapping[int, str], seed: int) -> InlinePlanner | WorkerPlanner:
        return (InlinePlanner if cls.inline else WorkerPlanner)(game_id, levels, seed)
