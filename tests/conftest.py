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


def pytest_collection_finish(session: pytest.Session) -> None:
    """A worker's modules, fixtures and test items live as long as it does: leave them out of
    Python's full collections, and collect the young generations less often (the game freezes
    what it loaded too, see ``App._content_ready``). Over the client, conformance and Mana tests
    the collector took 23 of 260 CPU-s (209 full collections of 17-90 ms each); now 9 of 246
    (17 full collections). Garbage in cycles is still collected, a little later."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)
