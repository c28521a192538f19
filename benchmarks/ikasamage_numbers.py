"""Ikasamage speed numbers: headless games per second on one core, and how
long a bot of each level takes to decide at its default budget (p50, p99,
worst, over every decision of whole games with four bots of that level).

    python benchmarks/ikasamage_numbers.py [--games 30] [--seconds 5]

Strength is measured by ``tabletop simulate ikasamage --json`` (sides rotate
every game); the frame time of the six-seat table by ``tabletop bench``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine.contract import BOT_LEVELS, GameConfig, SeatConfig  # noqa: E402
from game.engine.match import make_bots, run_match  # noqa: E402
from game.games.ikasamage.bots import games_per_second  # noqa: E402
from game.games.ikasamage.content import load_content_json  # noqa: E402
from game.games.ikasamage.rules import IkasamageGame  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def decision_times(level: str, games: int) -> list[float]:
    """Milliseconds of every ``decide`` call that chose an action."""
    game = IkasamageGame()
    config = GameConfig(seats=tuple(SeatConfig("bot", level) for _ in range(4)), content=load_content_json())
    times: list[float] = []
    for seed in range(games):
        bots = make_bots(game, config, seed)
        for bot in bots.values():
            real = bot.decide

            def timed(state: Any, now: float, real: Any = real) -> Any:
                start = time.perf_counter()
                move = real(state, now)
                if move is not None:
                    times.append((time.perf_counter() - start) * 1000)
                return move

            bot.decide = timed  # type: ignore[method-assign]
        run_match(game, config, seed, bots)
    return times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=30, help="games per level for the decision times")
    p.add_argument("--seconds", type=float, default=5.0, help="how long to count games per second")
    args = p.parse_args()
    for seats, level in ((4, "random"), (4, "normal"), (6, "normal"), (4, "hard")):
        print(f"{seats} {level} bots: {games_per_second(args.seconds, seats, level):.1f} games/s on one core")
    print("decision time per level (ms)    p50      p99    worst  decisions")
    for level in BOT_LEVELS:
        t = decision_times(level, args.games)
        print(f"  {level:<28} {percentile(t, 50):6.3f} {percentile(t, 99):8.3f} {max(t):8.3f}  {len(t):9d}")


if __name__ == "__main__":
    main()
