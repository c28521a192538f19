"""Kingz speed numbers: headless games per second on one core, and how long a
bot of each level takes to decide, in CPU time (p50, p99, worst, over every decision of
whole games with four bots of that level).

    python benchmarks/kingz_numbers.py [--games 40] [--seconds 5]

Strength is measured by ``tabletop simulate kingz`` (sides rotate every game).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.botnumbers import report, timed_decisions  # noqa: E402
from game.engine.contract import GameConfig, SeatConfig  # noqa: E402
from game.games.kingz import GAME as KINGZ_GAME
from game.games.kingz.bots import LEVELS, games_per_second  # noqa: E402


def decision_times(level: str, games: int) -> list[float]:
    """Milliseconds of every ``decide`` call that made a new plan (a call that
    returns the plan already made for the same situation costs nothing)."""
    config = GameConfig(seats=tuple(SeatConfig("bot", level) for _ in range(4)))
    return timed_decisions(KINGZ_GAME, config, games, plan=lambda bot: bot._key)


def main() -> None:
    report(__doc__, ((4, "random"), (4, "normal"), (4, "hard"), (5, "hard")), list(LEVELS),
           games_per_second, decision_times, 40)


if __name__ == "__main__":
    main()
