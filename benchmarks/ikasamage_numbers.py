"""Ikasamage speed numbers: headless games per second on one core, and how
long a bot of each level takes to decide at its default budget (p50, p99,
worst, over every decision of whole games with four bots of that level).

    python benchmarks/ikasamage_numbers.py [--games 30] [--seconds 5]

Strength is measured by ``tabletop simulate ikasamage --json`` (sides rotate
every game); the frame time of the six-seat table by ``tabletop bench``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.botnumbers import report  # noqa: E402
from game.engine.contract import BOT_LEVELS, GameConfig, SeatConfig  # noqa: E402
from game.engine.match import make_bots, run_match  # noqa: E402
from game.games.ikasamage.bots import games_per_second  # noqa: E402
from game.games.ikasamage.content import load_content_json  # noqa: E402
from game.games.ikasamage.rules import IkasamageGame  # noqa: E402


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
    report(__doc__, ((4, "random"), (4, "normal"), (6, "normal"), (4, "hard")), BOT_LEVELS,
           games_per_second, decision_times, 30)


if __name__ == "__main__":
    main()
