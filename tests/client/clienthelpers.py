"""Helpers shared by the client tests (imported by conftest.py and the test modules)."""

from __future__ import annotations

import os
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any

import pygame


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self, t: float = 1000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t

    def advance(self, dt: float) -> float:
        self.t += dt
        return self.t


class InlineExecutor(Executor):
    """Runs each submitted call at once; the future is already done."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 - handed to the caller through the future
            future.set_exception(exc)
        return future


def post_key(scancode: int, down: bool = True, up: bool = True, mod: int = 0, key: int = 0) -> None:
    """Post a key press by scancode (``key`` is a deliberately wrong keycode)."""
    if down:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=scancode, key=key, mod=mod))
    if up:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=scancode, key=key, mod=mod))


def save(path: Path, text: str) -> None:
    """Write ``path`` as a clearly newer file (the app's reload looks at times)."""
    path.write_text(text, encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))


def press(app: Any, *scancodes: int) -> None:
    """Press and release each key in turn, letting the app take each one."""
    for sc in scancodes:
        post_key(sc)
        app.step()


def drawn_texts(app: Any) -> list[str]:
    """Every line of text painted for one frame drawn from scratch (cached
    sprites and layers are dropped first, so they are painted again)."""
    from game.client.gfx import Canvas

    texts: list[str] = []
    real = Canvas.text

    def spy(self: Canvas, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return real(self, text, *args, **kwargs)

    app.canvas.retarget(app.canvas.surface)
    Canvas.text = spy  # type: ignore[method-assign]
    try:
        app.frame()
    finally:
        Canvas.text = real  # type: ignore[method-assign]
    return texts
