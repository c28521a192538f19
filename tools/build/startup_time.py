#!/usr/bin/env python3
"""Start-up time of the built game: median wall time from spawn to first frame.

    python tools/build/startup_time.py                      # dist/tabletop/tabletop
    python tools/build/startup_time.py --runs 9 -- python -m game
    python tools/build/startup_time.py --headless -- dist/tabletop/tabletop validate

Each run launches the command with ``TABLETOP_FIRST_FRAME_EXIT=1`` (the app then
prints ``first-frame <ms since process start>`` after its first drawn frame and
exits) and measures the wall time from just before the spawn until that line
arrives on stdout. A command that exits without printing it (a headless
subcommand such as ``validate``, or an app without the hook) is timed until it
exits instead, and the report says so. ``TABLETOP_HOME`` points at a fresh
temporary folder for every run unless already set, so saved settings do not
vary between runs.

Exit status: 0 when every run succeeded, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import selectors
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DEFAULT_COMMAND = [str(REPO / "dist" / "tabletop" / "tabletop")]
MARKER = "first-frame"


@dataclass
class Run:
    seconds: float  # wall time from spawn to the marker (or to exit)
    saw_marker: bool
    app_ms: float | None  # the number the app printed after the marker, if any
    returncode: int | None
    note: str = ""


def one_run(command: list[str], env: dict[str, str], timeout: float) -> Run:
    with tempfile.TemporaryDirectory(prefix="tabletop-startup-") as home:
        run_env = dict(env)
        run_env.setdefault("TABLETOP_HOME", home)
        start = time.perf_counter()
        proc = subprocess.Popen(command, env=run_env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                stdin=subprocess.DEVNULL)
        assert proc.stdout is not None
        sel = selectors.DefaultSelector()
        sel.register(proc.stdout, selectors.EVENT_READ)
        buffer = b""
        deadline = start + timeout
        try:
            while True:
                left = deadline - time.perf_counter()
                if left <= 0:
                    proc.kill()
                    proc.wait()
                    return Run(time.perf_counter() - start, False, None, None,
                               f"timed out after {timeout:g} s")
                if not sel.select(timeout=min(left, 0.5)):
                    continue
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:  # stdout closed: the process is exiting
                    proc.wait()
                    return Run(time.perf_counter() - start, False, None, proc.returncode)
                buffer += chunk
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    text = line.decode("utf-8", "replace").strip()
                    if text.startswith(MARKER):
                        elapsed = time.perf_counter() - start
                        app_ms = None
                        parts = text.split()
                        if len(parts) > 1:
                            try:
                                app_ms = float(parts[1])
                            except ValueError:
                                pass
                        try:  # the hook exits by itself; don't leave it running if it does not
                            proc.wait(timeout=10)
                        except subprocess.TimeoutExpired:
                            proc.kill()
                            proc.wait()
                        return Run(elapsed, True, app_ms, proc.returncode)
        finally:
            sel.close()
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="number of runs (default 5)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per run before giving up")
    parser.add_argument("--headless", action="store_true",
                        help="set SDL_VIDEODRIVER/SDL_AUDIODRIVER=dummy (no display needed)")
    parser.add_argument("--warmup", type=int, default=1,
                        help="untimed runs first, so the OS file cache is warm (default 1)")
    parser.add_argument("command", nargs=argparse.REMAINDER,
                        help="command to time (after --); default dist/tabletop/tabletop")
    args = parser.parse_args(argv)
    command = [c for c in args.command if c != "--"] or DEFAULT_COMMAND
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    env = dict(os.environ)
    env["TABLETOP_FIRST_FRAME_EXIT"] = "1"
    if args.headless:
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"

    print(f"command: {' '.join(command)}")
    for _ in range(max(0, args.warmup)):
        one_run(command, env, args.timeout)
    runs: list[Run] = []
    for i in range(args.runs):
        run = one_run(command, env, args.timeout)
        runs.append(run)
        what = (f"first-frame line (app says {run.app_ms:g} ms)" if run.saw_marker and run.app_ms is not None
                else "first-frame line" if run.saw_marker
                else run.note or f"process exit, code {run.returncode}")
        print(f"  run {i + 1}: {run.seconds * 1000:7.1f} ms  until {what}")

    median_ms = statistics.median(r.seconds for r in runs) * 1000
    marked = sum(r.saw_marker for r in runs)
    if marked == len(runs):
        print(f"median start-up to first frame: {median_ms:.1f} ms over {len(runs)} runs")
    elif marked == 0:
        print(f"median time until exit: {median_ms:.1f} ms over {len(runs)} runs "
              f"(no '{MARKER}' line seen: the app lacks the TABLETOP_FIRST_FRAME_EXIT hook or this "
              f"command draws no frame; this is a proxy, not the time to first frame)")
    else:
        print(f"median: {median_ms:.1f} ms over {len(runs)} runs, but only {marked} printed '{MARKER}'")
    failed = [r for r in runs if r.note or (r.returncode not in (0, None))]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
