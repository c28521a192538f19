"""Ikasamage speed numbers: headless games per second on one core, and how
long a bot of each level takes to decide at its default budget (p50, p99,
worst, over every decision of whole games with four bots of that level).

    python benchmarks/ikasamage_numbers.py [--games 30] [--seconds 5]

Strength is measured by ``tabletop simulate ikasamage --json`` (sides rotate
every game); the frame time of the six-seat table by ``tabletop bench``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.botnumbers import report, timed_decisions  # noqa: E402
from game.engine.contract import BOT_LEVELS, GameConfig, SeatConfig  # noqa: E402
from game.games.ikasamage import GAME as IKASAMAGE_GAME
from game.games.ikasamage.bots import games_per_second  # noqa: E402
from game.games.ikasamage.content import load_content_json  # noqa: E402


def decision_times(level: str, games: int) -> list[float]:
    """Milliseconds of every ``decide`` call that chose an action."""
    config = GameConfig(seats=tuple(SeatConfig("bot", level) for _ in range(4)), content=load_content_json())
    return timed_decisions(IKASAMAGE_GAME, config, games)


def main() -> None:
    report(__doc__, ((4, "random"), (4, "normal"), (6, "normal"), (4, "hard")), BOT_LEVELS,
           games_per_second, decision_times, 30)


if __name__ == "__main__":
    main()
