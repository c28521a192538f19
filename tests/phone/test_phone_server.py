"""The phones' web server on its own (game.phone.server), with real HTTP and
WebSocket clients on 127.0.0.1: a seat opens with its token and only with
it, every refusal says nothing about the seats, a token reaches only its own
seat's page, codes are throttled, what a phone sends is checked and rate
limited, and the seat's link survives reloads, take-overs and bars until
the server stops."""

from __future__ import annotations

import asyncio
import http.client
import json
import socket
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from clienthelpers import FakeClock

from game import paths
from game.phone import server as server_mod
from game.phone.probe import ProbePhone
from game.phone.server import (
    BURST,
    CODE_BURST,
    CODE_BURST_ALL,
    CODE_RATE,
    CODE_RATE_ALL,
    HEADERS,
    MAX_MESSAGE,
    RATE,
    Incoming,
    PhoneServer,
)

SLOTS = 3
SECRET_NAME = "Zebulon-the-hidden"
"""A seat name put in the published pages: no refusal may show it."""
UI = {"connecting": "Connecting…", "sent": "Done"}


# -- helpers ------------------------------------------------------------------------------
@pytest.fixture
def fake_clock() -> FakeClock:
    return FakeClock(5000.0)


@pytest.fixture
def make_server(started_servers: list[PhoneServer]) -> Iterator[Callable[..., PhoneServer]]:
    """``make_server(clock=...)``: a started server on 127.0.0.1 and a free port
    (stopped after the test by ``started_servers``)."""

    def make(clock: Callable[[], float] = time.perf_counter, slots: int = SLOTS,
             rate_clock: Callable[[], float] = time.monotonic) -> PhoneServer:
        srv = PhoneServer(slots, paths.assets_dir(), host="127.0.0.1", port=0, clock=clock, rate_clock=rate_clock,
                          ui=UI)
        srv.start()
        assert srv.port and srv.running
        return srv

    yield make


@pytest.fixture
def server(make_server: Callable[..., PhoneServer]) -> PhoneServer:
    return make_server()


def ws_url(srv: PhoneServer, slot: int = 0, token: str | None = None) -> str:
    return f"ws://127.0.0.1:{srv.port}/ws/{srv.tokens[slot] if token is None else token}"


def page(slot: int, n: int = 0) -> dict[str, Any]:
    """A recognisable page of ``slot`` (its ``n``-th version)."""
    return {"seat": slot, "version": n, "name": f"{SECRET_NAME}-{slot}", "secret": f"hand-of-seat-{slot}-v{n}"}


class Answer:
    def __init__(self, status: int, headers: http.client.HTTPMessage, body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body


def request(srv: PhoneServer, path: str, headers: dict[str, str] | None = None, method: str = "GET") -> Answer:
    """One HTTP request with ``path`` sent exactly as written (no normalising)."""
    conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=5)
    try:
        conn.request(method, path, headers=headers or {})
        resp = conn.getresponse()
        answer = Answer(resp.status, resp.headers, resp.read())
    finally:
        conn.close()
    assert_guarded(answer, path)
    return answer


def assert_guarded(answer: Answer, what: str) -> None:
    """The headers every HTTP answer carries, and no CORS."""
    h = answer.headers
    assert h.get("Content-Security-Policy") == HEADERS["Content-Security-Policy"], what
    assert "default-src 'none'" in h["Content-Security-Policy"], what
    assert h.get("Referrer-Policy") == "no-referrer", what
    assert h.get("Cache-Control") == "no-store", what
    assert h.get("X-Content-Type-Options") == "nosniff", what
    assert not any(k.lower().startswith("access-control-") for k in h.keys()), (what, dict(h))


def assert_says_nothing(srv: PhoneServer, answer: Answer, what: str) -> None:
    """A refusal's body names no token, code or seat, and holds no file."""
    body = answer.body.decode("utf-8", "replace")
    for token in srv.tokens:
        assert token not in body, what
        assert token[:8] not in body, what
    for code in srv.codes:
        assert code not in body, what
    assert SECRET_NAME not in body and "hand-of-seat" not in body, what
    assert "Location" not in answer.headers, what
    for leak in ("import ", "def ", "root:", "<html", "<!doctype", "function", "[tool.", "__name__"):
        assert leak not in body.lower(), (what, body)
    assert len(answer.body) < 64, (what, body)


def acts(srv: PhoneServer) -> list[Incoming]:
    """The actions in the inbox now (joins and leaves dropped)."""
    out = []
    while not srv.inbox.empty():
        msg = srv.inbox.get_nowait()
        if msg.kind == "act":
            out.append(msg)
    return out


def wait_for(predicate: Callable[[], Any], timeout: float = 5.0, what: str = "") -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.002)
    raise AssertionError(f"timed out waiting for {what or predicate}")


def inbox_until(srv: PhoneServer, found: Callable[[Incoming], bool], seen: list[Incoming],
                timeout: float = 5.0) -> Incoming:
    """Read the inbox into ``seen`` until a message ``found`` accepts arrives."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            msg = srv.inbox.get(timeout=0.01)
        except Exception:  # noqa: BLE001 - queue.Empty
            continue
        seen.append(msg)
        if found(msg):
            return msg
    raise AssertionError(f"not in the inbox within {timeout} s; seen {seen[-5:]}")


def sync(phone: ProbePhone) -> list[Any]:
    """Every message the server had queued for ``phone`` before now: a
    message of an unknown type is always refused, and the refusal comes after
    everything sent before it (one queue per link, in order)."""
    phone.send({"type": "sync-marker"})
    before: list[Any] = []
    while True:
        msg = phone.next(timeout=5.0)
        if msg.get("type") == "refused" and str(msg.get("reason", "")).endswith(": type"):
            return before
        before.append(msg)


def send_binary(phone: ProbePhone, data: bytes) -> None:
    assert phone._ws is not None
    asyncio.run_coroutine_threadsafe(phone._ws.send_bytes(data), phone._loop).result(5.0)


def port_closed(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(2.0)
        try:
            s.connect(("127.0.0.1", port))
        except ConnectionRefusedError:
            return True
    return False


# -- joining with the token ---------------------------------------------------------------------
def test_a_seat_page_opens_with_its_token_and_is_the_same_html_for_every_seat(server: PhoneServer) -> None:
    assets = paths.assets_dir()
    index = (assets / "phone" / "index.html").read_bytes()
    for slot in range(SLOTS):
        answer = request(server, f"/s/{server.tokens[slot]}")
        assert answer.status == 200
        assert answer.headers.get_content_type() == "text/html"
        assert answer.body == index
        for token in server.tokens:  # the page learns its token from its own address, not from the HTML
            assert token.encode() not in answer.body
    join = request(server, "/")
    assert join.status == 200 and join.body == (assets / "phone" / "join.html").read_bytes()
    for name, (rel, kind) in server_mod.STATIC.items():
        answer = request(server, f"/static/{name}")
        assert answer.status == 200, name
        assert answer.headers.get_content_type() == kind
        assert answer.body == (assets / rel).read_bytes()


def test_the_socket_says_hello_then_sends_the_last_page_published_before_and_after_connecting(
        server: PhoneServer, probes: Callable[..., ProbePhone]) -> None:
    server.publish(1, page(1, 0))
    server.publish(1, page(1, 1))  # only the last page waits for the phone
    phone = probes(ws_url(server, 1))
    assert phone.status is None
    assert phone.next() == {"type": "hello", "ui": UI}
    assert phone.next("page") == {"type": "page", "page": page(1, 1)}
    server.publish(1, page(1, 2))
    assert phone.next("page") == {"type": "page", "page": page(1, 2)}
    server.publish(1, page(1, 2))  # the same page again is not sent again
    server.publish(1, page(1, 3))
    assert phone.next("page") == {"type": "page", "page": page(1, 3)}
    status = server.status(1)
    assert status.connected and status.joins == 1
    assert not server.status(0).connected and server.status(0).joins == 0
    joined = server.inbox.get(timeout=5.0)
    assert (joined.slot, joined.kind) == (1, "joined")


def test_a_seat_with_no_page_yet_gets_only_hello_and_pings(server: PhoneServer,
                                                            probes: Callable[..., ProbePhone]) -> None:
    phone = probes(ws_url(server, 0))
    assert phone.next()["type"] == "hello"
    assert all(m["type"] == "ping" for m in sync(phone))


# -- refusals -------------------------------------------------------------------------------
BAD_PATHS = [
    "/s/{short}", "/s/{long}", "/s/{upper}", "/s/", "/s", "/s/{t0}/", "/s/{t0}/x", "/s/{t0}%00", "/s/{code}",
    "/ws/", "/w/{t0}", "/S/{t0}", "/seat/{t0}", "/index.html", "/join.html", "/favicon.ico", "/admin",
    "/static/", "/static", "/static/index.html", "/static/join.html", "/static/PHONE.JS", "/static/phone.js/",
    "/static/phone.js%00", "/static/phone.js.map", "/static/phone",
    "/static/..%2f..%2fgame%2fcli.py", "/static/%2e%2e/%2e%2e/game/cli.py", "/static/%2e%2e%2f%2e%2e%2fgame%2fcli.py",
    "/static/../../game/cli.py", "/static/../../pyproject.toml", "/static/..\\..\\game\\cli.py",
    "/static/phone.js/../../../game/cli.py", "/static/%252e%252e%252fgame%252fcli.py",
    "/static//etc/passwd", "/static/%2fetc%2fpasswd", "//etc/passwd", "/../../etc/passwd",
    "/static/{abs_cli}", "/static/%2F{abs_cli_q}", "http://127.0.0.1/etc/passwd",
    "http://127.0.0.1/static/..%2f..%2fgame%2fcli.py",
    "/phone/index.html", "/assets/phone/phone.js", "/game/cli.py", "/data/strings/en.yaml",
]


def test_a_wrong_token_or_address_answers_404_and_says_nothing(server: PhoneServer) -> None:
    for slot in range(SLOTS):
        server.publish(slot, page(slot))
    t0 = server.tokens[0]
    cli = (paths.assets_dir().parent / "game" / "cli.py").resolve()
    values = {"t0": t0, "short": t0[:-1], "long": t0 + "A", "upper": t0.swapcase(), "code": server.codes[0],
              "abs_cli": str(cli).lstrip("/"), "abs_cli_q": str(cli).lstrip("/").replace("/", "%2F")}
    for template in BAD_PATHS:
        path = template.format(**values)
        answer = request(server, path)
        assert answer.status == 404, (path, answer.status, answer.body)
        assert answer.body == b"Not found", path
        assert_says_nothing(server, answer, path)


def test_a_wrong_token_on_the_socket_is_refused_404(server: PhoneServer,
                                                    probes: Callable[..., ProbePhone]) -> None:
    t0 = server.tokens[0]
    for token in (t0[:-1], t0 + "x", t0[:8], "x", "..%2f" + t0, server.codes[0]):
        phone = probes(ws_url(server, token=token))
        assert phone.status == 404, token
        assert phone.closed.is_set()
    assert all(server.status(i).joins == 0 for i in range(SLOTS))
    assert acts(server) == [] and server.inbox.empty()


def test_other_methods_are_refused(server: PhoneServer) -> None:
    for method, path in (("POST", f"/s/{server.tokens[0]}"), ("PUT", "/static/phone.js"), ("DELETE", "/"),
                         ("OPTIONS", f"/ws/{server.tokens[0]}"), ("POST", f"/c/{server.codes[0]}")):
        answer = request(server, path, method=method)
        assert answer.status == 405, (method, path)
        assert_says_nothing(server, answer, f"{method} {path}")


def test_a_host_that_is_a_name_is_refused_421(server: PhoneServer, probes: Callable[..., ProbePhone]) -> None:
    """DNS rebinding: a page of evil.example whose name now points here must
    not read a seat's page, redirect a code to its token, or open a socket."""
    server.publish(0, page(0))
    p = server.port
    paths_ = ["/", f"/s/{server.tokens[0]}", f"/c/{server.codes[0]}", f"/c/?code={server.codes[0]}",
              "/static/phone.js", "/nowhere"]
    for host in ("evil.example", f"evil.example:{p}", f"localhost.evil.example:{p}", f"127.0.0.1.nip.io:{p}",
                 f"phone.local:{p}"):
        for path in paths_:
            answer = request(server, path, headers={"Host": host})
            assert answer.status == 421, (host, path, answer.status)
            assert answer.body == b"Refused"
            assert_says_nothing(server, answer, f"{host} {path}")
        phone = probes(ws_url(server, 0), headers={"Host": host})
        assert phone.status == 421, host
    for host in (f"127.0.0.1:{p}", f"localhost:{p}", "localhost", f"[::1]:{p}", f"192.168.1.20:{p}"):
        assert request(server, f"/s/{server.tokens[0]}", headers={"Host": host}).status == 200, host
    assert server.status(0).joins == 0


def test_a_host_with_an_ip_in_brackets_then_a_name_is_refused(server: PhoneServer) -> None:
    p = server.port
    for host in (f"[::1].evil.example:{p}", f"[::1]evil.example:{p}", "[::1]x"):
        assert request(server, f"/s/{server.tokens[0]}", headers={"Host": host}).status == 421, host


def test_a_socket_opened_from_another_origin_is_refused_403(server: PhoneServer,
                                                             probes: Callable[..., ProbePhone]) -> None:
    server.publish(0, page(0))
    p = server.port
    for origin in ("http://evil.example", f"http://evil.example:{p}", "null", f"https://127.0.0.1:{p}",
                   f"http://127.0.0.1:{p + 1}", f"http://localhost:{p}", "http://127.0.0.1"):
        phone = probes(ws_url(server, 0), headers={"Origin": origin})
        assert phone.status == 403, origin
    assert server.status(0).joins == 0 and server.inbox.empty()
    # the refusal carries the headers too (a hand-made upgrade request)
    upgrade = {"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
               "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Origin": "http://evil.example"}
    answer = request(server, f"/ws/{server.tokens[0]}", headers=upgrade)
    assert answer.status == 403 and answer.body == b"Refused"
    assert_says_nothing(server, answer, "origin")
    # the page's own origin is welcome
    phone = probes(ws_url(server, 0), headers={"Origin": f"http://127.0.0.1:{p}"})
    assert phone.status is None and phone.next()["type"] == "hello"
    assert phone.next("page")["page"] == page(0)


def test_every_kind_of_answer_carries_the_security_headers(server: PhoneServer) -> None:
    """``request`` checks the headers on every answer; here one of each status."""
    seen = {request(server, path, headers=headers).status
            for path, headers in (("/", None), (f"/s/{server.tokens[1]}", None), ("/static/icon.svg", None),
                                  (f"/c/{server.codes[1]}", None), ("/c/NOPE99", None), ("/nope", None),
                                  ("/", {"Host": "evil.example"}), (f"/ws/{server.tokens[1]}", None))}
    seen.add(request(server, "/", method="POST").status)
    assert seen == {200, 303, 404, 421, 400, 405}


@pytest.mark.xfail(strict=True, reason="aiohttp answers a request its parser rejects (a bad request line, "
                   "a header over 8 KB) with its own 400 before the middleware: no Content-Security-Policy, "
                   "nosniff, no-referrer or no-store, and the body echoes the request line")
def test_a_request_the_parser_rejects_still_gets_the_security_headers(server: PhoneServer) -> None:
    token = server.tokens[0]
    raw = f"GET /s/{token}\x01 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
        s.sendall(raw)
        data = b""
        while b"\r\n\r\n" not in data or len(data) < 200:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.") and b" 400 " in head.split(b"\r\n")[0]
    assert b"Content-Security-Policy:" in head and b"X-Content-Type-Options: nosniff" in head
    assert token.encode() not in body


# -- one seat, one page ---------------------------------------------------------------------------
def test_a_seats_token_never_reveals_another_seats_page(server: PhoneServer,
                                                        probes: Callable[..., ProbePhone]) -> None:
    server.publish(0, page(0, 0))
    server.publish(1, page(1, 0))
    zero = probes(ws_url(server, 0))
    one = probes(ws_url(server, 1))
    hellos = [zero.next(), one.next()]  # both links are the server's now
    assert [m["type"] for m in hellos] == ["hello", "hello"]
    for n in range(1, 6):
        server.publish(1, page(1, n))
        server.publish(2, page(2, n))
    server.publish(0, page(0, 1))
    server.reply(1, 7, "refused for seat 1 only")
    server.reply(1, 8, None)
    got0 = sync(zero)
    got1 = sync(one)
    pages0 = [m["page"] for m in got0 if m["type"] == "page"]
    assert pages0 == [page(0, 0), page(0, 1)]
    assert {m["type"] for m in got0} <= {"page", "ping"}
    text0 = json.dumps(got0)
    assert "seat-1" not in text0 and "seat-2" not in text0 and f"{SECRET_NAME}-1" not in text0
    pages1 = [m["page"] for m in got1 if m["type"] == "page"]
    assert pages1 == [page(1, n) for n in range(6)]
    assert all(p["seat"] == 1 for p in pages1)
    assert {"type": "refused", "id": 7, "reason": "refused for seat 1 only"} in got1
    assert {"type": "done", "id": 8} in got1


# -- codes ----------------------------------------------------------------------------------------
def test_a_code_in_any_case_with_or_without_a_dash_redirects_to_its_seat(server: PhoneServer) -> None:
    for slot, code in enumerate(server.codes):
        forms = [code, code.lower(), f"{code[:3]}-{code[3:]}", f"{code[:3]}-{code[3:]}".lower(),
                 f"{code[:3]}%20{code[3:]}", code.swapcase()]
        for form in forms:
            for path in (f"/c/{form}", f"/c/?code={form}"):
                answer = request(server, path)
                assert answer.status == 303, path
                assert answer.headers["Location"] == f"/s/{server.tokens[slot]}", path
                assert all(t not in answer.body.decode() for t in server.tokens)
    # the code's slot is the token's slot: the redirect opens that seat
    slot = server.codes.index(server.codes[2])
    assert request(server, f"/c/{server.codes[2]}").headers["Location"].endswith(server.tokens[slot])


def test_a_wrong_code_answers_404_and_says_nothing(server: PhoneServer) -> None:
    code = server.codes[0]
    wrong = [code[:-1], code + "A", code[:3], "", "-", "%20", "../s", "0" * 6, "I" * 6]
    wrong += [c for c in ("AAAAAA", "ZZZZZZ") if c not in server.codes]
    for form in wrong:
        answer = request(server, f"/c/{form}")
        assert answer.status == 404, form
        assert_says_nothing(server, answer, form)
    assert len(wrong) < CODE_BURST


def test_wrong_codes_are_throttled_per_address_for_seconds_not_minutes(
        make_server: Callable[..., PhoneServer]) -> None:
    rate_clock = FakeClock(100.0)
    server = make_server(rate_clock=rate_clock)
    right = f"/c/{server.codes[0]}"
    wrong = "/c/" + next(c for c in ("AAAAAA", "BBBBBB") if c not in server.codes)
    for _ in range(int(CODE_BURST)):
        assert request(server, wrong).status == 404
    assert request(server, right).status == 429  # the address is out of guesses: even the right code waits
    for path in (right, wrong, f"/c/?code={server.codes[1]}"):
        answer = request(server, path)
        assert answer.status == 429, path
        assert_says_nothing(server, answer, path)
    rate_clock.advance(1 / CODE_RATE - 0.1)
    assert request(server, right).status == 429
    rate_clock.advance(0.1)  # one guess's worth of seconds later (not a minute): a player on that address gets in
    answer = request(server, right)
    assert answer.status == 303 and answer.headers["Location"] == f"/s/{server.tokens[0]}"
    assert request(server, right).status == 303  # a right code costs nothing
    assert request(server, wrong).status == 404  # the guesser gets one guess per 1 / CODE_RATE s
    assert request(server, wrong).status == 429


def test_every_address_together_has_one_budget_of_wrong_codes(make_server: Callable[..., PhoneServer],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Many addresses guessing share the game's budget: at CODE_RATE_ALL a second the 30 bits stay years away."""
    rate_clock = FakeClock(100.0)
    server = make_server(rate_clock=rate_clock)
    wrong = "/c/" + next(c for c in ("AAAAAA", "BBBBBB") if c not in server.codes)
    addresses = [f"10.0.0.{i}" for i in range(1, 40)]
    asking = iter(addresses * 10)
    monkeypatch.setattr(server_mod.PhoneServer, "_who", staticmethod(lambda request: next(asking)))
    statuses = [request(server, wrong).status for _ in range(int(CODE_BURST_ALL) + 5)]
    assert statuses == [404] * int(CODE_BURST_ALL) + [429] * 5  # no address used up its own budget
    rate_clock.advance(1 / CODE_RATE_ALL)
    assert request(server, wrong).status == 404
    assert request(server, wrong).status == 429
    years = 2 ** (5 * server_mod.CODE_LEN) / 2 / CODE_RATE_ALL / (3600 * 24 * 365)
    assert years > 10


# -- what a phone sends -----------------------------------------------------------------------------
BAD_MESSAGES: list[tuple[str, str, int | None]] = [
    # (text sent, the reason's end, the id the refusal carries)
    ("hello", ": not JSON", None),
    ("{", ": not JSON", None),
    ("", ": not JSON", None),
    ("{'type': 'act'}", ": not JSON", None),
    ("[" * 1500 + "]" * 1500, ": not JSON", None),
    ('[{"type": "act", "id": 1, "action": {}}]', ": type", None),
    ('"act"', ": type", None),
    ("null", ": type", None),
    ("42", ": type", None),
    ("{}", ": type", None),
    ('{"type": "hello"}', ": type", None),
    ('{"type": "ACT", "id": 1, "action": {}}', ": type", None),
    ('{"type": ["act"], "id": 1, "action": {}}', ": type", None),
    ('{"type": "act", "id": 1, "action": {}, "seat": 2}', ": unknown field seat", None),
    ('{"type": "act", "id": 1, "action": {}, "slot": 0, "token": "x"}', ": unknown field slot, token", None),
    ('{"type": "pong", "t": 1.0, "id": 3}', ": unknown field id", None),
    ('{"type": "act", "action": {}}', ": id", None),
    ('{"type": "act", "id": "1", "action": {}}', ": id", None),
    ('{"type": "act", "id": 1.0, "action": {}}', ": id", None),
    ('{"type": "act", "id": true, "action": {}}', ": id", None),
    ('{"type": "act", "id": false, "action": {}}', ": id", None),
    ('{"type": "act", "id": -1, "action": {}}', ": id", None),
    ('{"type": "act", "id": 2147483648, "action": {}}', ": id", None),
    ('{"type": "act", "id": null, "action": {}}', ": id", None),
    ('{"type": "act", "id": [1], "action": {}}', ": id", None),
    ('{"type": "act", "id": 4}', ": action", 4),
    ('{"type": "act", "id": 1, "action": {}, "extra": null}', ": unknown field extra", None),
    ('{"type": null}', ": type", None),
    ('{"type": "act", "id": {"n": 1}, "action": {}}', ": id", None),
    ('{}', ": type", None),
]


def test_bad_messages_are_refused_with_a_reason_and_the_link_stays_open(
        make_server: Callable[..., PhoneServer], fake_clock: FakeClock, probes: Callable[..., ProbePhone],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_mod, "RATE", 1e6)  # more messages than a burst, none of them a flood
    server = make_server(clock=fake_clock)
    phone = probes(ws_url(server, 1))
    assert phone.next()["type"] == "hello"
    assert len(BAD_MESSAGES) + 3 > BURST
    for text, reason_end, msg_id in BAD_MESSAGES:
        fake_clock.advance(1.0)
        phone.send(text)
        refused = phone.next("refused")
        assert refused["reason"].startswith("Not understood") and refused["reason"].endswith(reason_end), \
            (text[:60], refused)
        assert refused.get("id") == msg_id, text[:60]
    fake_clock.advance(1.0)
    send_binary(phone, b'{"type": "act", "id": 9, "action": {}}')
    assert phone.next("refused") == {"type": "refused", "reason": "Not understood: binary"}
    assert acts(server) == []  # nothing reached the game
    assert not phone.closed.is_set() and server.status(1).connected
    fake_clock.advance(1.0)
    phone.act({"kind": "ready", "nested": {"a": [1, 2]}}, msg_id=2**31 - 1)
    seen: list[Incoming] = []
    got = inbox_until(server, lambda m: m.kind == "act", seen)
    assert got == Incoming(1, "act", fake_clock(), {"kind": "ready", "nested": {"a": [1, 2]}}, 2**31 - 1)
    assert [m.kind for m in seen] == ["act"]  # (the join was read with the refusals)
    phone.act({}, msg_id=0)
    assert inbox_until(server, lambda m: m.kind == "act", []) == Incoming(1, "act", fake_clock(), {}, 0)


def test_refusals_use_the_words_given_to_the_server(started_servers: list[PhoneServer],
                                                    probes: Callable[..., ProbePhone]) -> None:
    srv = PhoneServer(1, paths.assets_dir(), host="127.0.0.1", port=0,
                      texts={"bad_message": "Pas compris", "bad_code": "Aucune place"})
    srv.start()
    phone = probes(ws_url(srv, 0))
    phone.send("{")
    assert phone.next("refused")["reason"] == "Pas compris: not JSON"
    answer = request(srv, "/c/AAAAAA" if "AAAAAA" not in srv.codes else "/c/BBBBBB")
    assert answer.status == 404 and answer.body.decode() == "Aucune place"


def padded_act(size: int) -> str:
    base = json.dumps({"type": "act", "id": 3, "action": {"pad": ""}})
    text = json.dumps({"type": "act", "id": 3, "action": {"pad": "x" * (size - len(base))}})
    assert len(text.encode()) == size
    return text


def test_an_oversize_message_closes_that_link_only(server: PhoneServer, probes: Callable[..., ProbePhone]) -> None:
    server.publish(0, page(0))
    big = probes(ws_url(server, 0))
    other = probes(ws_url(server, 1))
    assert big.next()["type"] == "hello" and other.next()["type"] == "hello"
    big.send(padded_act(MAX_MESSAGE - 1))  # just under the limit: taken
    assert len(inbox_until(server, lambda m: m.kind == "act", []).action["pad"]) > MAX_MESSAGE - 60
    big.send(padded_act(MAX_MESSAGE + 1))
    assert big.closed.wait(5.0)
    seen: list[Incoming] = []
    inbox_until(server, lambda m: m.kind == "left", seen)
    assert all(m.kind != "act" for m in seen) and seen[-1].slot == 0
    assert not server.status(0).connected
    # the server goes on serving: the other seat, and the same seat again
    other.act({"kind": "x"}, msg_id=11)
    assert inbox_until(server, lambda m: m.kind == "act", []).id == 11
    again = probes(ws_url(server, 0))
    assert again.next()["type"] == "hello" and again.next("page")["page"] == page(0)
    assert request(server, f"/s/{server.tokens[0]}").status == 200


def test_a_message_of_exactly_max_message_bytes_is_taken(server: PhoneServer,
                                                         probes: Callable[..., ProbePhone]) -> None:
    phone = probes(ws_url(server, 0))
    assert phone.next()["type"] == "hello"
    phone.send(padded_act(MAX_MESSAGE))
    seen: list[Incoming] = []
    inbox_until(server, lambda m: m.kind in ("act", "left"), seen)
    assert seen[-1].kind == "act"
    assert not phone.closed.is_set()


def read_all(phone: ProbePhone) -> list[Any]:
    """Every message the server sent ``phone`` before it read everything sent
    so far: a binary frame is refused without touching the allowance, and its
    refusal comes after the answers to all that was sent before it. (Pings
    left out.)"""
    send_binary(phone, b"sync")
    before: list[Any] = []
    while True:
        msg = phone.next(timeout=5.0)
        if msg.get("type") == "refused" and str(msg.get("reason", "")).endswith(": binary"):
            return before
        if msg.get("type") != "ping":
            before.append(msg)


def test_a_flood_is_cut_to_the_burst_then_the_rate(make_server: Callable[..., PhoneServer],
                                                   fake_clock: FakeClock, probes: Callable[..., ProbePhone]) -> None:
    """The allowance is counted on the rate clock, which the test moves by
    hand: a flood gets the burst through (the connection itself counted as
    one), then RATE a second of that clock, in order; the phone is told once a
    second and its link stays up. The game's clock only stamps what passes."""
    rate_clock = FakeClock(100.0)
    server = make_server(clock=fake_clock, rate_clock=rate_clock)
    phone = probes(ws_url(server, 0), answer_pings=False)
    assert phone.next()["type"] == "hello"
    said: list[Any] = []
    for i in range(500):
        phone.act({"kind": "spam"}, msg_id=i)
    said += read_all(phone)
    rate_clock.advance(0.5)  # half a second: RATE / 2 more, and no second warning yet
    for i in range(500, 1000):
        phone.act({"kind": "spam"}, msg_id=i)
    said += read_all(phone)
    rate_clock.advance(1.0)
    for i in range(1000, 1500):
        phone.act({"kind": "spam"}, msg_id=i)
    said += read_all(phone)
    rate_clock.advance(1.0)  # the bucket fills again: the link recovers
    phone.act({"kind": "after"}, msg_id=100000)
    seen: list[Incoming] = []
    after = inbox_until(server, lambda m: m.kind == "act" and m.id == 100000, seen)
    assert after.action == {"kind": "after"}
    ids = [m.id for m in seen if m.kind == "act"]
    assert ids == (list(range(int(BURST) - 1)) + list(range(500, 500 + int(RATE / 2)))
                   + list(range(1000, 1000 + int(RATE))) + [100000])
    assert all(m.t == fake_clock() for m in seen)
    assert said == [{"type": "refused", "reason": "Too many messages: slow down"}] * 2
    assert not phone.closed.is_set()


def test_a_flood_is_counted_in_real_time_by_default(make_server: Callable[..., PhoneServer],
                                                    fake_clock: FakeClock,
                                                    probes: Callable[..., ProbePhone]) -> None:
    """In the game the allowance runs on real time, not on the game's clock:
    a game clock standing still (a paused game) does not freeze it. Only that
    it fills again is checked here, never how fast."""
    server = make_server(clock=fake_clock)
    phone = probes(ws_url(server, 0), answer_pings=False)
    assert phone.next()["type"] == "hello"
    for i in range(int(BURST) + 10):
        phone.act({"kind": "spam"}, msg_id=i)
    assert read_all(phone)[0]["reason"] == "Too many messages: slow down"
    seen: list[Incoming] = []
    for n in range(600):  # up to a minute of real time, in steps of 0.1 s
        phone.act({"kind": "after"}, msg_id=100000 + n)
        read_all(phone)
        while not server.inbox.empty():
            seen.append(server.inbox.get_nowait())
        if any(m.kind == "act" and m.id is not None and m.id >= 100000 for m in seen):
            break
        time.sleep(0.1)
    after = [m for m in seen if m.kind == "act" and m.id is not None and m.id >= 100000]
    assert after and after[0].t == fake_clock() and after[0].action == {"kind": "after"}


# -- the link over time ---------------------------------------------------------------------------
def test_a_second_phone_takes_the_seat_over(server: PhoneServer, probes: Callable[..., ProbePhone]) -> None:
    server.publish(2, page(2, 0))
    first = probes(ws_url(server, 2))
    assert first.next("page")["page"] == page(2, 0)
    second = probes(ws_url(server, 2))
    assert first.next("taken") == {"type": "taken"}
    assert first.closed.wait(5.0)
    assert second.next()["type"] == "hello"
    assert second.next("page")["page"] == page(2, 0)
    status = server.status(2)
    assert status.joins == 2 and status.connected  # the first leaving does not unseat the second
    server.publish(2, page(2, 1))
    assert second.next("page")["page"] == page(2, 1)
    second.act({"kind": "mine"}, msg_id=1)
    seen: list[Incoming] = []
    inbox_until(server, lambda m: m.kind == "act", seen)
    assert [m.kind for m in seen] == ["joined", "joined", "act"]  # no "left" for the one taken over
    assert server.status(2).connected


def test_a_phone_that_comes_back_gets_the_last_page_at_once(server: PhoneServer,
                                                            probes: Callable[..., ProbePhone]) -> None:
    server.publish(0, page(0, 0))
    phone = probes(ws_url(server, 0))
    assert phone.next("page")["page"] == page(0, 0)
    phone.close()
    wait_for(lambda: not server.status(0).connected, what="the seat to be free")
    server.publish(0, page(0, 1))  # the game moved on while the phone was away
    back = probes(ws_url(server, 0))
    assert back.next()["type"] == "hello"
    assert back.next() == {"type": "page", "page": page(0, 1)}  # first, before any ping
    assert server.status(0).joins == 2 and server.status(0).connected
    kinds = []
    while not server.inbox.empty():
        kinds.append(server.inbox.get_nowait().kind)
    assert kinds == ["joined", "left", "joined"]


def test_the_round_trip_is_measured_when_pings_are_answered(server: PhoneServer, probes: Callable[..., ProbePhone],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_mod, "PING_S", 0.05)
    phone = probes(ws_url(server, 1))
    pings = [phone.next("ping") for _ in range(3)]
    assert len({p["t"] for p in pings}) == 3
    rtt = wait_for(lambda: server.status(1).rtt_ms, what="a round trip")
    assert 0.0 < rtt < 1000.0
    assert server.status(0).rtt_ms is None


def test_a_pong_with_a_wrong_t_does_not_set_the_round_trip(server: PhoneServer,
                                                           probes: Callable[..., ProbePhone]) -> None:
    phone = probes(ws_url(server, 0), answer_pings=False)
    ping = phone.next("ping")
    for wrong in (ping["t"] + 1.0, ping["t"] - 0.000001, str(ping["t"]), None, [ping["t"]], 0):
        phone.send({"type": "pong", "t": wrong})
    phone.send({"type": "pong"})
    sync(phone)
    assert server.status(0).rtt_ms is None
    phone.send({"type": "pong", "t": ping["t"]})
    sync(phone)
    rtt = server.status(0).rtt_ms
    assert rtt is not None and 0.0 < rtt < 5000.0
    time.sleep(0.01)
    phone.send({"type": "pong", "t": ping["t"]})  # the same pong again: already answered
    sync(phone)
    assert server.status(0).rtt_ms == rtt


def test_a_barred_seat_says_bye_to_its_phone_and_to_every_new_one(server: PhoneServer,
                                                                  probes: Callable[..., ProbePhone]) -> None:
    server.publish(1, page(1, 0))
    server.publish(0, page(0, 0))
    phone = probes(ws_url(server, 1))
    neighbour = probes(ws_url(server, 0))
    assert phone.next("page")["page"] == page(1, 0)
    assert neighbour.next("page")["page"] == page(0, 0)
    server.bar(1, "A bot plays this seat")
    assert phone.next("bye") == {"type": "bye", "reason": "A bot plays this seat"}
    assert phone.closed.wait(5.0)
    wait_for(lambda: not server.status(1).connected, what="the barred seat to be free")
    joins = server.status(1).joins
    late = probes(ws_url(server, 1))
    assert late.next() == {"type": "hello", "ui": UI}
    assert late.next() == {"type": "bye", "reason": "A bot plays this seat"}  # and never the page
    assert late.closed.wait(5.0)
    assert server.status(1).joins == joins and not server.status(1).connected
    # the other seat goes on
    server.publish(0, page(0, 1))
    assert neighbour.next("page")["page"] == page(0, 1)
    assert not neighbour.closed.is_set()
    # opened again: a phone may come, and gets the pages published from now on
    server.bar(1, None)
    again = probes(ws_url(server, 1))
    assert again.next()["type"] == "hello"
    server.publish(1, page(1, 1))
    assert again.next("page")["page"] == page(1, 1)
    assert all(m["type"] != "bye" for m in again.log)


def test_stop_says_bye_to_every_phone_and_closes_the_port(server: PhoneServer,
                                                          probes: Callable[..., ProbePhone]) -> None:
    phones = [probes(ws_url(server, i)) for i in range(SLOTS)]
    for p in phones:
        assert p.next()["type"] == "hello"
    port = server.port
    assert not port_closed(port)
    server.stop("The game is over")
    for p in phones:
        assert p.next("bye") == {"type": "bye", "reason": "The game is over"}
        assert p.closed.wait(5.0)
    assert not server.running
    assert port_closed(port)
    server.publish(0, page(0))  # the game's side may still call: nothing happens
    server.reply(0, 1, None)
    server.bar(0, "x")
    server.stop("again")


def test_an_action_of_any_json_shape_is_the_games_to_judge(server: PhoneServer,
                                                          probes: Callable[..., ProbePhone]) -> None:
    """Mana's actions are strings ("D@b1"): the server passes any JSON value on,
    and the game's action_from_json decides."""
    phone = probes(ws_url(server, 0))
    assert phone.next()["type"] == "hello"
    for i, action in enumerate(["D@b1", None, [1, 2], 3]):
        phone.act(action, msg_id=i)
    seen: list[Incoming] = []
    inbox_until(server, lambda m: m.kind == "act" and m.id == 3, seen)
    assert [m.action for m in seen if m.kind == "act"] == ["D@b1", None, [1, 2], 3]


def test_reconnecting_in_a_loop_does_not_refill_a_seats_allowance(server: PhoneServer,
                                                                  probes: Callable[..., ProbePhone],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The allowance is the seat's, not the connection's: each connection
    counts as one message, and past the burst a new one is told to slow down."""
    monkeypatch.setattr(server_mod, "RATE", 0.0)
    byes = 0
    for _ in range(int(BURST) + 3):
        phone = probes(ws_url(server, 0), answer_pings=False)  # a pong would count too
        assert phone.next()["type"] == "hello"
        nxt = phone.next()  # a link taken is pinged at once; one refused is told why
        assert nxt["type"] in ("ping", "bye")
        if nxt["type"] == "bye":
            assert nxt["reason"] == "Too many messages: slow down"
            byes += 1
        phone.close()
    assert byes == 3
