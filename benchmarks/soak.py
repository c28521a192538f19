"""Soak: does the app's memory stay bounded over a long session?

Runs the real app (its own main loop, drawing every frame it would draw) with
all-bot games of ``GAME`` one after another: each game plays to its end, the
results screen shows for a moment, and a new game starts from the main menu
(a new seed each time). Every minute it prints the process's resident memory
(RSS, from /proc; the bots' worker processes are not counted) and its open
files; at the end one JSON line:

    {"rss_max_mb": ..., "rss_growth_last_half_mb": ..., "fds_max": ..., ...}

(with what each surface cache of the canvas held at the end, in MB).

``rss_growth_last_half_mb`` is the RSS at the end minus the RSS halfway
through. Uses the real window when ``DISPLAY`` is set (e.g. under Xvfb),
otherwise SDL's dummy driver.

Run: python benchmarks/soak.py GAME --minutes M [--size 1920x1080] [--level normal]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

RESULTS_SHOWN_S = 3.0
SAMPLE_S = 5.0


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def soak(game_id: str, minutes: float, size: tuple[int, int], level: str) -> dict[str, Any]:
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tt-soak-")
    from game.client.app import App
    from game.client.game_scene import GameScene, start_game
    from game.client.scenes.title import MainMenuScene
    from game.engine import registry
    from game.engine.contract import SeatConfig
    from game.engine.match import PlayRequest

    app = App(size=size, offer_resume=False, freeze_gc=True)  # as the game runs
    app.ensure_content()
    game = registry.get(game_id)
    seats = tuple(SeatConfig("bot", level) for _ in range(game.max_seats))
    began = time.perf_counter()
    end = began + minutes * 60
    samples: list[tuple[float, float]] = []
    fds_max = 0
    games = 0
    next_sample = began
    next_print = began + 60
    results_since: float | None = None
    while time.perf_counter() < end:
        top = app.stack.top
        if isinstance(top, GameScene):
            results_since = None
        elif results_since is None and games:
            results_since = time.perf_counter()
        if games == 0 or (results_since is not None and time.perf_counter() - results_since >= RESULTS_SHOWN_S):
            app.stack.reset(MainMenuScene(app))
            if start_game(app, PlayRequest(game_id, seats, 1000 + games, {})) is None:
                raise RuntimeError(f"{game_id}: the game did not start")
            games += 1
            results_since = None
        app.loop(max_seconds=1.0)
        now = time.perf_counter()
        if now >= next_sample:
            samples.append((now - began, rss_mb()))
            fds_max = max(fds_max, open_files())
            next_sample += SAMPLE_S
        if now >= next_print:
            print(f"soak {game_id}: {(now - began) / 60:5.1f} min  rss {samples[-1][1]:7.1f} MB  "
                  f"open files {open_files()}  games {games}", flush=True)
            next_print += 60
    samples.append((time.perf_counter() - began, rss_mb()))
    caches = {k: round(v / 2**20, 1) for k, v in app.canvas.cache_bytes().items()}
    app.shutdown()
    half = samples[-1][0] / 2
    mid = min(samples, key=lambda s: abs(s[0] - half))[1]
    return {"game": game_id, "minutes": minutes, "size": f"{size[0]}x{size[1]}", "games": games,
            "rss_start_mb": round(samples[0][1], 1), "rss_max_mb": round(max(r for _, r in samples), 1),
            "rss_growth_last_half_mb": round(samples[-1][1] - mid, 1), "fds_max": fds_max,
            "cache_mb_at_end": caches}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--level", default="normal")
    args = parser.parse_args()
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size {args.size!r}: give WIDTHxHEIGHT, e.g. 1920x1080")
    if args.minutes <= 0:
        parser.error("--minutes must be more than 0")
    from game.engine import registry

    registry.load_builtin()
    if args.game not in {g.id for g in registry.all_games()}:
        parser.error(f"unknown game {args.game!r} (choose from {', '.join(g.id for g in registry.all_games())})")
    print(json.dumps(soak(args.game, args.minutes, (w, h), args.level)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
