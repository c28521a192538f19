"""Bot thinking in a worker process (pure; the child never imports pygame).

A turn-based search is CPU-bound, so the client runs it in another process and
the window keeps drawing and reading input while the bot thinks."""

from __future__ import annotations

import os
import threading
import time

from game.engine import registry
from game.engine.contract import Json


def think(game_id: str, level: str, seat: int, seed: int, think_ms: int | None, state_json: Json,
          now: float) -> Json | None:
    """Decide one action for ``seat``; returns it as JSON (or None)."""
    game = registry.get(game_id)
    state = game.state_from_json(state_json)
    move = game.make_bot(level, seat, seed, think_ms).decide(state, now)
    return None if move is None else game.action_to_json(move.action)


def warm_up() -> bool:
    """Import the games in the worker before the first real request, and step
    aside for the window: the search may use a whole core, but when the two
    compete the frames come first."""
    if hasattr(os, "nice"):
        try:
            os.nice(15)
        except OSError:
            pass
    registry.load_builtin()
    return True


PARENT_CHECK_S = 0.5


def watch_parent(parent_pid: int) -> None:
    """Worker initializer: end this process as soon as the window's process is
    gone, however it died (``kill -9`` gives it no chance to stop its workers).
    A thread checks every :data:`PARENT_CHECK_S` whether the parent changed (the
    orphan is handed to another process); on Linux the kernel is also asked to
    send SIGKILL at once when the parent dies."""
    try:  # Linux: PR_SET_PDEATHSIG
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent_pid:  # died before we got here
        os._exit(0)

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(PARENT_CHECK_S)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()

