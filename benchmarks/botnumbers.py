"""What the per-game speed benchmarks share: percentiles and the report."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence


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
    print("decision time per level (ms)    p50      p99    worst  decisions")
    for level in levels:
        t = decision_times(level, args.games)
        print(f"  {level:<28} {percentile(t, 50):6.3f} {percentile(t, 99):8.3f} {max(t):8.3f}  {len(t):9d}")
