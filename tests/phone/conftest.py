"""Shared fixtures for the phone tests: real HTTP and WebSocket clients on
127.0.0.1 only.

* The client tests' fixtures (``app``, ``make_app``, ``clock``, ``home``) are
  re-used for the game-level tests (headless pygame, a fake clock, a private
  ``TABLETOP_HOME``).
* ``PhoneLink`` listens on loopback on a free port (``TABLETOP_PHONE_HOST`` and
  ``TABLETOP_PHONE_PORT``), never on the LAN.
* Every phone server started during a test is stopped after it, and every
  ``ProbePhone`` made through ``probes`` is closed, whatever the test did.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

_CLIENT = Path(__file__).resolve().parent.parent / "client"
for _p in (_CLIENT, _CLIENT.parent / "engine"):  # clienthelpers.py (and what tests/client/conftest.py imports)
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

import pytest  # noqa: E402

from game.phone.probe import ProbePhone  # noqa: E402
from game.phone.server import PhoneServer  # noqa: E402
from tests.client.conftest import app, clock, home, make_app  # noqa: E402,F401 - fixtures re-used here


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Phones on in a lobby listen on 127.0.0.1, on a port the system picks."""
    monkeypatch.setenv("TABLETOP_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("TABLETOP_PHONE_PORT", "0")
    monkeypatch.delenv("TABLETOP_PHONE_ADVERTISE", raising=False)


@pytest.fixture(autouse=True)
def started_servers(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[PhoneServer]]:
    """Every PhoneServer started while the test runs (stopped after it)."""
    started: list[PhoneServer] = []
    real_start = PhoneServer.start

    def start(self: PhoneServer, timeout: float = 10.0) -> None:
        assert self.host == "127.0.0.1", f"a test server must listen on loopback only, not {self.host!r}"
        started.append(self)
        real_start(self, timeout)

    monkeypatch.setattr(PhoneServer, "start", start)
    yield started
    for server in started:
        server.stop("test over")


STEP_S = 0.02
"""Fake seconds per window step while a phone waits for an answer."""


@pytest.fixture
def pump(request: pytest.FixtureRequest) -> Callable[[], None]:
    """One window step a little later (the window updates its scenes when time moves)."""
    window, fake = request.getfixturevalue("app"), request.getfixturevalue("clock")

    def step() -> None:
        fake.advance(STEP_S)
        window.step()

    return step


@pytest.fixture
def probes() -> Iterator[Callable[..., ProbePhone]]:
    """``probes(url, **kwargs)``: a ProbePhone closed after the test."""
    made: list[ProbePhone] = []

    def make(url: str, **kwargs: Any) -> ProbePhone:
        assert url.startswith("ws://127.0.0.1:"), url
        phone = ProbePhone(url, **kwargs)
        made.append(phone)
        return phone

    yield make
    for phone in made:
        phone.close()
