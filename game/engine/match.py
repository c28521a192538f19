"""A headless discrete-event match runner (pure Python, no pygame).

Used by ``simulate``, ``replay``, ``smoke`` and ``bench``. Time is simulated:
nothing sleeps and nothing reads a clock, so the same seed, config and bots
always give the same match.

Each step the runner asks every bot seat in ``active_seats`` for a
:class:`BotMove` (a decision is kept until the state changes), takes the
earliest ``at`` (ties go to the lower seat), compares it with
``next_deadline`` and either advances the timed rules (the deadline comes
first or at the same instant) or applies the move at its time. A move the
rules refuse is counted and that seat is asked again after the next change.
When nobody will act and no deadline is pending the match stops with outcome
None (``stop == "stuck"``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.engine.contract import Bot, BotMove, Event, Game, GameConfig, IllegalAction, Json, Outcome, SeatConfig
from game.engine.journal import JournalWriter
from game.engine.rng import Rng

S = TypeVar("S")
A = TypeVar("A")

_MASK63 = (1 << 63) - 1


@dataclass(frozen=True)
class PlayRequest:
    """What ``tabletop play`` asks the client to start (no pygame needed to build one).
    ``seed`` None lets the client pick one; ``rules`` are already resolved."""

    game_id: str
    seats: tuple[SeatConfig, ...]
    seed: int | None = None
    rules: dict[str, Json] = field(default_factory=dict)
    phones: bool = False
    """Start the phone server with the game; the seats' addresses are printed."""


@dataclass(frozen=True)
class MatchResult(Generic[S]):
    state: S
    outcome: Outcome | None
    steps: int
    """Actions applied."""
    sim_time: float
    """Simulated time when the match stopped."""
    advances: int = 0
    """Calls to ``advance`` that produced events."""
    illegal: int = 0
    """Bot moves the rules refused."""
    stop: str = "outcome"
    """Why the match stopped: outcome, stuck, max_time or max_steps."""


def derive_seed(seed: int, *salt: int) -> int:
    """A well-mixed non-negative 63-bit seed from ``seed`` and integer salts
    (for example a game index, or a seat); stable across runs and platforms."""
    rng = Rng(seed)
    value = rng.next_u64()
    for s in salt:
        rng = Rng(value ^ ((s + 1) * 0x9E3779B97F4A7C15))
        value = rng.next_u64()
    return value & _MASK63


def bot_state(game: Game[S, A], state: S, seat: int, seed: int) -> S:
    """What a bot of ``seat`` is handed: never the real state, but one its seat
    cannot tell from it, with everything else re-dealt (:meth:`Game.redact`).
    Every caller of ``Bot.decide`` goes through here."""
    return game.redact(state, seat, seed)


def make_bots(game: Game[S, A], config: GameConfig, seed: int,
              think_ms: int | None = None) -> dict[int, Bot[S, A]]:
    """One bot per bot seat, seeded from the game seed and the seat."""
    return {i: game.make_bot(seat.level, i, derive_seed(seed, 1, i), think_ms)
            for i, seat in enumerate(config.seats) if seat.is_bot}


def run_match(game: Game[S, A], config: GameConfig, seed: int, bots: Mapping[int, Bot[S, A]], *,
              journal: JournalWriter | None = None, max_time: float = 3600.0,
              max_steps: int = 200000,
              on_step: Callable[[S, int | None, A | None, list[Event]], None] | None = None) -> MatchResult[S]:
    """Play a match between ``bots`` in simulated time (see the module docs).

    ``max_steps`` bounds the loop iterations (applied, refused and advance
    steps together); ``max_time`` bounds simulated time. The journal, if
    given, receives every applied action, every advance that produced events
    and the end entry when the game ends; the caller closes it. ``on_step`` is
    told of the new game (no seat, action or events), then of every applied
    action and every advance that produced events, with the state after it
    (an advance has no seat and no action)."""
    state = game.new_game(config, seed)
    if on_step is not None:
        on_step(state, None, None, [])
    now = 0.0
    applied = advances = illegal = 0
    pending: dict[int, BotMove[A] | None] = {}
    blocked: set[int] = set()
    stop = "max_steps"
    outcome = game.outcome(state)

    for _ in range(max_steps):
        if outcome is not None:
            stop = "outcome"
            break
        # The earliest bot move among the active seats.
        best_seat: int | None = None
        best: BotMove[A] | None = None
        for seat in sorted(set(game.active_seats(state))):
            bot = bots.get(seat)
            if bot is None or seat in blocked:
                continue
            if seat not in pending:
                seen = bot_state(game, state, seat, derive_seed(seed, 4, seat, applied, advances))
                pending[seat] = bot.decide(seen, now)
            move = pending[seat]
            if move is not None and (best is None or move.at < best.at):
                best_seat, best = seat, move
        deadline = game.next_deadline(state)

        if deadline is not None and (best is None or deadline <= best.at):
            when = max(now, deadline)
            if when > max_time:
                stop = "max_time"
                break
            now = when
            new_state, events = game.advance(state, now)
            if events:
                advances += 1
                if journal is not None:
                    journal.advance(now)
                if on_step is not None:
                    on_step(new_state, None, None, events)
            if not events and game.next_deadline(new_state) == deadline:
                stop = "stuck"  # the rules promise a deadline that never fires
                state = new_state
                break
            state = new_state
            pending.clear()
            blocked.clear()
        elif best is not None and best_seat is not None:
            when = max(now, best.at)
            if when > max_time:
                stop = "max_time"
                break
            now = when
            try:
                state, events = game.apply(state, best_seat, best.action, now)
            except IllegalAction:
                illegal += 1
                blocked.add(best_seat)
                pending.pop(best_seat, None)
                continue
            applied += 1
            if on_step is not None:
                on_step(state, best_seat, best.action, events)
            if journal is not None:
                journal.action(now, best_seat, game.action_to_json(best.action))
            pending.clear()
            blocked.clear()
        else:
            stop = "stuck"
            break
        outcome = game.outcome(state)
    else:
        if outcome is not None:
            stop = "outcome"

    if outcome is not None and journal is not None and not journal.ended:
        journal.end(now, outcome.to_json())
    return MatchResult(state=state, outcome=outcome, steps=applied, sim_time=now,
                       advances=advances, illegal=illegal, stop=stop)


# -- rotated simulation games (used by ``tabletop simulate``) --------------------------------


@dataclass(frozen=True)
class SimGame:
    """One simulated game, reported in terms of the seats *as given*."""

    index: int
    seed: int
    winners: tuple[int, ...]
    """Given-seat indices of the winners (empty: draw or unfinished)."""
    finished: bool
    length: int
    """Applied actions."""
    illegal: int
    stop: str
    tags: tuple[tuple[int, str], ...] = ()
    """What the game tallied (:meth:`Game.tally`), by given seat (-1: the table)."""


def rotated_seats(given: tuple[SeatConfig, ...], index: int) -> tuple[SeatConfig, ...]:
    """Game ``index`` seats given seat ``(j + index) % n`` in play seat ``j``,
    so who starts (and which colour) moves one place each game."""
    n = len(given)
    return tuple(given[(j + index) % n] for j in range(n))


def play_rotated(game: Game[Any, Any], given: tuple[SeatConfig, ...], rules: Mapping[str, Json],
                 content: Json, base_seed: int, index: int, think_ms: int | None = None,
                 max_time: float = 3600.0, max_steps: int = 200000, tally: bool = False) -> SimGame:
    """Play simulation game ``index`` (seed derived from ``base_seed`` and
    ``index``); with ``tally``, keep what the game tallies for a report."""
    n = len(given)
    config = GameConfig(seats=rotated_seats(given, index), rules=dict(rules), content=content)
    seed = derive_seed(base_seed, 0, index)
    tags: list[tuple[int, str]] = []

    def count(state: Any, seat: int | None, action: Any, events: list[Event]) -> None:
        tags.extend(((-1 if p is None else (p + index) % n), label)
                    for p, label in game.tally(state, seat, action, events))

    result = run_match(game, config, seed, make_bots(game, config, seed, think_ms),
                       max_time=max_time, max_steps=max_steps, on_step=count if tally else None)
    winners: tuple[int, ...] = ()
    if result.outcome is not None:
        winners = tuple(sorted({(w + index) % n for w in result.outcome.winners}))
    return SimGame(index=index, seed=seed, winners=winners, finished=result.outcome is not None,
                   length=result.steps, illegal=result.illegal, stop=result.stop, tags=tuple(tags))


def games_per_second(game: Game[Any, Any], seconds: float, seats: int, level: str, content: Json = None) -> float:
    """Whole games of ``seats`` bots of ``level`` per second of this process
    (simulated time), counted for about ``seconds``."""
    config = GameConfig(seats=tuple(SeatConfig("bot", level) for _ in range(seats)), content=content)
    start = time.perf_counter()
    games = 0
    while True:
        run_match(game, config, games, make_bots(game, config, games))
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed
