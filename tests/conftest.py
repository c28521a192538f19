"""Fixtures for every test: real-time bots plan in the test's own process,
synchronously, so a test never depends on how fast a worker process answers
(the worker itself is tested in tests/client/test_client_planner.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def inline_realtime_bots(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    from game.engine.planner import Planners

    monkeypatch.setattr(Planners, "inline", True)
    yield


@pytest.fixture(autouse=True, scope="session")
def compose_each_text_once() -> Iterator[None]:
    """The suite starts hundreds of windows on the same data files, and composing their YAML
    was 0.2 of the 0.28 CPU-s a window costs: within a test process a text that composed is
    composed once (its node tree is only read). The game itself composes at start and on an
    edit, so it keeps no such memo."""
    from game.content import loader

    compose = loader._compose
    done: dict[str, object] = {}

    def once(text: str, name: str) -> object:
        if text in done:
            return done[text], []
        node, errors = compose(text, name)
        if node is not None and not errors:
            done[text] = node
            if len(done) > 32:  # the bundled files and a few edits of them; fuzzed texts pass through
                del done[next(iter(done))]
        return node, errors

    loader._compose = once  # type: ignore[assignment]
    yield
    loader._compose = compose
