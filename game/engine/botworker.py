"""Bot thinking in a worker process (pure; the child never imports pygame).

A turn-based search is CPU-bound, so the client runs it in another process and
the window keeps drawing and reading input while the bot thinks."""

from __future__ import annotations

import os
import threading
import time
from typing import Any

from game.engine import registry
from game.engine.contract import Json

_KEPT: dict[tuple[str, int, str, int, int], Any] = {}
"""The bots kept in this worker for the next decisions of their seat, keyed
by (game id, table, level, seat, think_ms): only the current table's."""


def think(game_id: str, level: str, seat: int, seed: int, think_ms: int | None, state_json: Json,
          now: float, table: int | None = None) -> Json | None:
    """Decide one action for ``seat``; returns it as JSON (or None).

    A bot is made for the decision, unless ``table`` names the game being
    played (its seed), the bot is bounded by time (``think_ms``: its decisions
    depend on the machine anyway) and it says it is ``reusable`` (what it
    learnt in one search, tables of positions, only helps the next): then the
    bot this worker made for that seat of that table decides again (made with
    the first decision's seed). Bounded by nodes, a bot is always made afresh,
    so its decisions are the same as any fresh bot's with that budget."""
    game = registry.get(game_id)
    state = game.state_from_json(state_json)
    key = (game_id, table, level, seat, think_ms) if table is not None and think_ms is not None else None
    bot = _KEPT.get(key) if key is not None else None
    if bot is None:
        bot = game.make_bot(level, seat, seed, think_ms)
        if key is not None and getattr(bot, "reusable", False):
            if any(k[:2] != key[:2] for k in _KEPT):
                _KEPT.clear()  # another table: its bots' memory goes with it
            _KEPT[key] = bot
    move = bot.decide(state, now)
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

