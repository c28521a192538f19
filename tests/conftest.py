"""Fixtures for every test: real-time bots plan in the test's own process,
synchronously, so a test never depends on how fast a worker process answers
(the worker itself is tested in tests/client/test_client_planner.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that mostly wait on a real window or a browser are spread through the run,
    a module at a time (they share its virtual screen), instead of coming last by name.
    pytest-xdist hands each worker a run of the collection: at the end, all three workers
    waited on windows together and the two cores were half idle for about 50 s. Spread, a
    worker that waits shares the cores with two that compute. (Run all first, on one worker,
    they met the heaviest tours at once, and a Kingz window under two burners then missed
    its 3 s Glaive; that test now presses until the journal has the target.)"""
    def waits(item: pytest.Item) -> bool:
        return bool(item.get_closest_marker("e2e") or item.get_closest_marker("browser"))

    rest = [item for item in items if not waits(item)]
    modules: dict[str, list[pytest.Item]] = {}
    for item in items:
        if waits(item):
            modules.setdefault(item.nodeid.split("::")[0], []).append(item)
    if not modules or not rest:
        return
    groups = list(modules.values())
    spread: list[pytest.Item] = []
    for i, item in enumerate(rest):
        # group k goes in at the middle of the k-th of len(groups) equal stretches of the rest
        for k in range(len(groups)):
            if i == (2 * k + 1) * len(rest) // (2 * len(groups)):
                spread += groups[k]
        spread.append(item)
    items[:] = spread


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
