"""What the per-game speed benchmarks share: percentiles and the report."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.engine.contract import Game, GameConfig
from game.engine.match import make_bots, run_match


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def report(doc: str | None, runs: Sequence[tuple[int, str]], levels: Sequence[str],
           games_per_second: Callable[[float, int, str], float],
           decision_times: Callable[[str, int], list[float]], games: int) -> None:
    """Parse ``--games`` and ``--seconds``, then print games per second for
    each ``(seats, level)`` of ``runs`` and each level's decision times."""
    p = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=games, help="games per level for the decision times")
    p.add_argument("--seconds", type=float, default=5.0, help="how long to count games per second")
    args = p.parse_args()
    for seats, level in runs:
        print(f"{seats} {level} bots: {games_per_second(args.seconds, seats, level):.1f} games/s on one core")
    print("decision CPU per level (ms)     p50      p99    worst  decisions")
    for level in levels:
        t = decision_times(level, args.games)
        print(f"  {level:<28} {percentile(t, 50):6.3f} {percentile(t, 99):8.3f} {max(t):8.3f}  {len(t):9d}")


def timed_decisions(game: Game[Any, Any], config: GameConfig, games: int,
                    plan: Callable[[Any], object] | None = None) -> list[float]:
    """Milliseconds of CPU (the deciding thread's: a busy machine does not
    inflate them) of every ``decide`` call of whole games that chose
    something: that returned a move, or (``plan`` given) that changed what
    ``plan(bot)`` returns (a call that hands back the plan already made for the
    same situation costs nothing)."""
    times: list[float] = []
    for seed in range(games):
        bots = make_bots(game, config, seed)
        for bot in bots.values():
            real = bot.decide

            def timed(state: Any, now: float, real: Any = real, bot: Any = bot) -> Any:
                before = plan(bot) if plan is not None else None
                start = time.thread_time()
                move = real(state, now)
                if (plan(bot) != before) if plan is not None else move is not None:
                    times.append((time.thread_time() - start) * 1000)
                return move

            bot.decide = timed  # type: ignore[method-assign]
        run_match(game, config, seed, bots)
    return times
