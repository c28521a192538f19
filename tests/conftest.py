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
