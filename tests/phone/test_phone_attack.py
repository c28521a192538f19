"""The phone server against a hostile client on the network (game.phone.server), played on 127.0.0.1
(the hostile connections come from 127.0.0.x, which never leaves the machine): the server holds at
most its caps of connections, a real phone still joins during the attack, a connection that brings no
whole request is dropped at its deadline, a phone that drops off without closing is seen as away,
and errors are logged once per kind a minute, never a traceback per connection.

Every deadline is counted on a clock the test drives (``rate_clock``) and checked with
``PhoneServer.sweep()``; the loops that wait for the server are bounded, and nothing asserts on time.
"""

from __future__ import annotations

import http.client
import logging
import socket
import time
from collections.abc import Callable, Iterator

import pytest
from clienthelpers import FakeClock

from game import paths
from game.phone.probe import ProbePhone
from game.phone.server import DEAD_S, LOGGERS, REQUEST_S, PhoneServer

CAP = 16
PER_ADDRESS = 8


@pytest.fixture
def rate_clock() -> FakeClock:
    return FakeClock(1000.0)


@pytest.fixture
def server(started_servers: list[PhoneServer], rate_clock: FakeClock) -> PhoneServer:
    srv = PhoneServer(2, paths.assets_dir(), host="127.0.0.1", port=0, rate_clock=rate_clock,
                      max_connections=CAP, max_per_address=PER_ADDRESS, ping_s=3600.0)
    srv.start()
    return srv


@pytest.fixture
def hostile() -> Iterator[Callable[..., socket.socket]]:
    """``hostile(server, source="127.0.0.1", send=b"")``: a raw connection, closed after the test."""
    made: list[socket.socket] = []

    def connect(srv: PhoneServer, source: str = "127.0.0.1", send: bytes = b"") -> socket.socket:
        assert source.startswith("127.")
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        made.append(s)
        s.bind((source, 0))
        s.settimeout(5.0)
        s.connect(("127.0.0.1", srv.port))
        if send:
            s.sendall(send)
        return s

    yield connect
    for s in made:
        s.close()


def closed_by_server(s: socket.socket) -> bool:
    """Whether the server closed ``s`` (without waiting)."""
    s.setblocking(False)
    try:
        return s.recv(65536) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True
    finally:
        s.settimeout(5.0)


def wait_until(what: Callable[[], bool], tries: int = 500) -> bool:
    for _ in range(tries):  # bounded: 500 looks, 10 ms apart
        if what():
            return True
        time.sleep(0.01)
    return what()


def join(srv: PhoneServer, slot: int) -> ProbePhone:
    """A phone joining ``slot`` as a person does: its code, its page, then its WebSocket."""
    conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=5)
    conn.request("GET", f"/c/{srv.codes[slot]}")
    resp = conn.getresponse()
    resp.read()
    assert resp.status == 303
    where = resp.getheader("Location") or ""
    conn.request("GET", where)
    page = conn.getresponse()
    page.read()
    assert page.status == 200
    conn.close()
    return ProbePhone(f"ws://127.0.0.1:{srv.port}/ws/{where.rsplit('/', 1)[-1]}")


SLOW = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a"


def test_an_attack_of_many_connections_is_capped_and_a_real_phone_still_joins(
        server: PhoneServer, hostile: Callable[..., socket.socket]) -> None:
    server.publish(0, {"seat": 0})
    sources = ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"]
    attack = [hostile(server, sources[i % 4], SLOW if i % 2 else b"") for i in range(120)]
    held = lambda: sum(not closed_by_server(s) for s in attack)  # noqa: E731
    assert wait_until(lambda: held() <= CAP)  # the server holds at most its cap...
    assert server.open_connections() <= CAP
    per_source = [sum(not closed_by_server(s) for s in attack[i::4]) for i in range(4)]
    assert max(per_source) <= PER_ADDRESS  # ...and at most its share from any one address
    phone = join(server, 0)  # from 127.0.0.1, like a quarter of the attack
    try:
        assert phone.next("page")["page"] == {"seat": 0}
        assert server.status(0).connected
        more = [hostile(server, "127.0.0.1", SLOW) for _ in range(3 * CAP)]  # the attack goes on
        assert wait_until(lambda: sum(not closed_by_server(s) for s in attack + more) <= CAP - 1)
        assert server.status(0).connected and not phone.closed.is_set()  # a seat's link is never pushed out
        server.publish(0, {"seat": 0, "n": 2})
        assert phone.next("page")["page"] == {"seat": 0, "n": 2}
    finally:
        phone.close()


def test_a_connection_that_brings_no_whole_request_is_dropped_at_its_deadline(
        server: PhoneServer, hostile: Callable[..., socket.socket], rate_clock: FakeClock) -> None:
    silent = hostile(server)
    slow = hostile(server, send=SLOW)
    body = hostile(server, send=b"POST /c/ABCDEF HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4000\r\n\r\nab")
    keep = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)  # a browser's kept-alive connection

    def get() -> None:
        keep.request("GET", "/")
        resp = keep.getresponse()
        resp.read()
        assert resp.status == 200

    get()
    assert keep.sock is not None
    answered: socket.socket = keep.sock
    assert wait_until(lambda: server.open_connections() == 4)
    rate_clock.advance(REQUEST_S - 0.5)
    assert server.sweep() == 0
    slow.sendall(b"b")  # a byte now and then buys nothing
    get()  # a whole request does: REQUEST_S more
    rate_clock.advance(1.0)
    assert server.sweep() == 3
    for s in (silent, slow, body):
        assert wait_until(lambda s=s: closed_by_server(s))  # type: ignore[misc]
    assert not closed_by_server(answered)
    rate_clock.advance(REQUEST_S)
    assert server.sweep() == 1
    assert wait_until(lambda: closed_by_server(answered))
    assert server.open_connections() == 0
    keep.close()


def test_a_phone_that_drops_off_without_closing_is_away_once_its_heartbeat_fails(
        server: PhoneServer, rate_clock: FakeClock) -> None:
    alive = ProbePhone(f"ws://127.0.0.1:{server.port}/ws/{server.tokens[0]}")
    mute = ProbePhone(f"ws://127.0.0.1:{server.port}/ws/{server.tokens[1]}", answer_pings=False)
    try:
        mute.next("ping")
        alive.next("ping")
        assert wait_until(lambda: server.status(0).rtt_ms is not None)  # the live one answered
        rate_clock.advance(DEAD_S - 0.5)
        assert server.sweep() == 0
        assert server.status(1).connected
        rate_clock.advance(1.0)  # a ping unanswered for longer than DEAD_S
        assert server.sweep() == 1
        assert wait_until(lambda: not server.status(1).connected)
        assert server.status(0).connected
        kinds = []
        while not server.inbox.empty():
            msg = server.inbox.get_nowait()
            kinds.append((msg.slot, msg.kind))
        assert kinds[-1] == (1, "left")
        assert mute.closed.wait(5.0)
    finally:
        alive.close()
        mute.close()


def test_errors_are_logged_once_per_kind_a_minute_without_a_traceback(
        server: PhoneServer, rate_clock: FakeClock, hostile: Callable[..., socket.socket],
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    loop = server._loop
    assert loop is not None

    def fail(n: int) -> None:
        for _ in range(n):
            try:
                raise OSError(24, "Too many open files")
            except OSError as exc:
                loop.call_exception_handler({"message": "socket.accept() out of system resource", "exception": exc})
        loop.call_exception_handler({"message": "another kind"})

    def logged() -> list[logging.LogRecord]:
        return [r for r in caplog.records if r.name.startswith(("aiohttp", "tabletop.phones", "asyncio"))]

    def said(text: str) -> int:
        return sum(text in r.getMessage() for r in logged())

    loop.call_soon_threadsafe(fail, 200)
    garbage = [hostile(server, send=b"\x16\x03\x01garbage\r\n\r\n") for _ in range(20)]
    for s in garbage:  # answered 400 by the parser and closed: never a traceback each
        assert wait_until(lambda s=s: closed_by_server(s))  # type: ignore[misc]
    # ``fail`` runs whole in one turn of the loop and says "another kind" last: once that is
    # logged, all of it is (the parser's records may still be on their way, in kinds of their own).
    assert wait_until(lambda: said("another kind") >= 1)
    server.sweep()
    records = logged()
    kinds = [(r.name, str(getattr(r, "kind", r.msg))) for r in records]
    assert len(kinds) == len(set(kinds))  # one per kind
    assert all(r.exc_info is None and "Traceback" not in r.getMessage() for r in records)
    assert said("Too many open files") == 1
    rate_clock.advance(60.0)  # a minute later the same kind is said again, once
    loop.call_soon_threadsafe(fail, 50)
    assert wait_until(lambda: said("another kind") >= 2)
    server.sweep()
    assert (said("Too many open files"), said("another kind")) == (2, 2)


def test_a_server_that_cannot_listen_leaves_no_log_filter_behind(rate_clock: FakeClock) -> None:
    """Its port taken (the usual port, in another program), a server never starts: the filter that says
    errors once a minute on its clock goes with it, or it would silence the next server's errors."""
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        srv = PhoneServer(1, paths.assets_dir(), host="127.0.0.1", port=taken.getsockname()[1], rate_clock=rate_clock)
        with pytest.raises(OSError):
            srv.start()
    finally:
        taken.close()
    assert all(srv._quiet not in logging.getLogger(name).filters for name in LOGGERS)


def test_a_phone_sharing_the_attackers_address_keeps_its_connection_between_requests(
        server: PhoneServer, hostile: Callable[..., socket.socket]) -> None:
    """The benchmark's case: the attacker and the phone both on 127.0.0.1. A browser keeps its
    connection between the code, the page and its script: hostile newcomers from the same address
    push out each other, never the connection that brought a seat's code or token."""
    server.publish(0, {"seat": 0})
    before = [hostile(server, "127.0.0.1", SLOW if i % 2 else b"") for i in range(PER_ADDRESS)]
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    conn.request("GET", f"/c/{server.codes[0]}")
    resp = conn.getresponse()
    resp.read()
    assert resp.status == 303
    where = resp.getheader("Location") or ""
    attack = before
    for path in (where, "/static/phone.js"):
        attack = attack + [hostile(server, "127.0.0.1", SLOW if i % 2 else b"") for i in range(2 * PER_ADDRESS)]
        assert wait_until(lambda attack=attack: sum(not closed_by_server(s) for s in attack)  # type: ignore[misc]
                          <= PER_ADDRESS - 1)  # the cap holds, the phone's connection one of those held
        conn.request("GET", path)  # the same connection: not pushed out for a newcomer that brought nothing
        answer = conn.getresponse()
        answer.read()
        assert answer.status == 200, path
    conn.close()
    phone = ProbePhone(f"ws://127.0.0.1:{server.port}/ws/{where.rsplit('/', 1)[-1]}")
    try:
        assert phone.status is None and phone.error is None
        assert phone.next("page")["page"] == {"seat": 0}
    finally:
        phone.close()


def test_a_scripted_phone_says_at_once_why_its_link_never_opened() -> None:
    """The benchmark's phone and the tests' are ProbePhones: a link refused without an HTTP status
    (nothing listening, a connection closed during the handshake) is an error said at once, not a
    silent wait followed by "no page"."""
    spare = socket.socket()
    spare.bind(("127.0.0.1", 0))
    port = spare.getsockname()[1]
    spare.close()  # a port nothing listens on
    phone = ProbePhone(f"ws://127.0.0.1:{port}/ws/token")
    try:
        assert phone.status is None and phone.error is not None and phone.closed.is_set()
        with pytest.raises(ConnectionError, match="closed"):
            phone.next("page", timeout=3600.0)
    finally:
        phone.close()
