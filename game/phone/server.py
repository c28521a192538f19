"""The phones' web server: one small page per seat, on the local network,
while a lobby or a game with phones is open (no pygame here).

Why aiohttp: one well-kept library serves both the page (HTTP) and its live
link (WebSockets) on asyncio, with limits on message and body sizes built in;
it runs in a thread of the game's process with its own event loop, and the
game talks to it only through thread-safe calls (:meth:`PhoneServer.publish`,
:meth:`PhoneServer.reply`) and a queue (:attr:`PhoneServer.inbox`).

Addresses (``TOKEN`` is a slot's long random token, made fresh for each
server, that is for each game; ``CODE`` its short code to type)::

    GET /                  the join page: type a seat's code
    GET /c/CODE            -> 303 to /s/TOKEN (failed codes are throttled)
    GET /s/TOKEN           the seat's page (the same HTML for every seat)
    GET /static/NAME       the page's own script, style and icon; nothing else
    GET /ws/TOKEN          the seat's WebSocket

Anything else, a wrong token, a Host that is not an IP address or
``localhost`` (DNS rebinding) and a WebSocket opened from another origin get
a plain refusal that says nothing about the seats. Every answer carries a
strict Content-Security-Policy, ``no-referrer`` (the token is in the
address) and ``no-store``, and no CORS header.

Messages are JSON text. Server to phone::

    {"type": "hello", "ui": {...}}           the page's words, in the game's language
    {"type": "page", "page": {...}}          what the seat sees (page.Page)
    {"type": "done", "id": 7}                action 7 was applied
    {"type": "refused", "id": 7, "reason": "..."}   refused, nothing changed
    {"type": "ping", "t": 12.5}              answer with pong (round trip)
    {"type": "taken"}                        another phone took the seat
    {"type": "bye", "reason": "..."}         the game is over or closing

Phone to server (anything else is refused with a reason, nothing lost)::

    {"type": "act", "id": 7, "action": {...}}
    {"type": "pong", "t": 12.5}

A second phone opening a seat takes it over; the first is told so and
closed. A phone that comes back (reload, sleep, lost Wi-Fi) gets the seat's
last page at once. Each connection may send :data:`RATE` messages a second
(bursts of :data:`BURST`), per seat (reconnecting does not refill it, and
each connection counts as one); beyond that messages are refused unread.
A phone that has not answered a ping for :data:`DEAD_S` is taken for gone:
its link is closed and the TV shows the seat's phone as away.

Nobody on the network can lock the phones out (all counted on ``rate_clock``):

* the server holds at most :data:`MAX_CONNECTIONS` connections, and
  :data:`MAX_PER_ADDRESS` from one address, far below the game's descriptors.
  A connection beyond either cap makes room by dropping the oldest one that is
  not a seat's WebSocket, of that address (or of the address holding the
  most), and that never brought a seat's code or token while there is one: a
  hostile client only ever pushes out its own connections, a real phone's
  request, answered in milliseconds, gets through, and a phone's browser keeps
  its connection between the code, the page and its script even when it
  shares the attacker's address (behind one router, or on 127.0.0.1);
* a connection must bring a whole request (headers and body) within
  :data:`REQUEST_S` of connecting or of its last answer, or it is dropped;
* wrong codes are throttled per address and for the whole game (one budget
  for every address: the 30 bits stay out of reach whatever the number of
  addresses guessing), and a throttled address waits seconds, not minutes;
* errors are logged once per kind a minute, never a traceback per connection.

When a seat changes hands in the lobby its token and code are made anew
(:meth:`PhoneServer.rotate`), so a phone that left cannot see who sits there
next.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import queue
import secrets
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.contract import Json

MAX_MESSAGE = 4096
"""Bytes in one message from a phone; larger ones close the link."""
RATE = 15.0
BURST = 30.0
PING_S = 1.5
DEAD_S = 4.5
"""A ping unanswered this long closes the phone's link (it dropped off without closing)."""
MAX_CONNECTIONS = 128
"""Open connections at most (a default desktop session has 1,024 descriptors)."""
MAX_PER_ADDRESS = 24
"""Open connections from one address at most (a phone's browser opens about six)."""
REQUEST_S = 4.0
"""From connecting, or from the last answer, to a whole request: slower clients are dropped."""
SWEEP_S = 0.5
"""How often deadlines and heartbeats are checked."""
LOG_EVERY_S = 60.0
"""An error of a kind already logged less than this long ago is not logged again."""
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LEN = 6
"""30 bits: at :data:`CODE_RATE_ALL` wrong codes a second for the whole game,
guessing one takes 17 years on average."""
CODE_BURST = 12.0
CODE_RATE = 1 / 3
"""Wrong codes one address may send: a burst of CODE_BURST, then one every 3 s."""
CODE_BURST_ALL = 30.0
CODE_RATE_ALL = 1.0
"""Wrong codes every address together may send: a burst, then one a second."""
LOGGERS = ("aiohttp.server", "aiohttp.web", "aiohttp.websocket", "aiohttp.access", "aiohttp.internal",
           "tabletop.phones")
log = logging.getLogger("tabletop.phones")
STATIC = {"phone.js": ("phone/phone.js", "text/javascript"), "phone.css": ("phone/phone.css", "text/css"),
          "icon.svg": ("svg/ui/phone.svg", "image/svg+xml")}
"""The only files served, by name: the page's own script, style and icon
(paths under the assets folder)."""
HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
}


@dataclass(frozen=True)
class Incoming:
    """What a phone did, for the game's thread. ``kind``: ``act`` (``action``
    and ``id`` set), ``joined`` or ``left``. ``t`` is the app clock when the
    server received it: an action is stamped then, like a key press."""

    slot: int
    kind: str
    t: float
    action: Json = None
    id: int = 0


@dataclass
class _Link:
    ws: Any
    out: asyncio.Queue[str | None]
    ping_t: float | None = None
    warned: float = -1e9
    unanswered: float | None = None
    """When (rate clock) the oldest ping not yet answered was sent."""
    transport: Any = None


@dataclass
class _Conn:
    """An open connection: who, and until when (rate clock) it may stay without a request."""

    transport: Any
    who: str
    deadline: float
    seat: bool = False
    """A seat's WebSocket: no deadline (its heartbeat watches it), never dropped to make room."""
    known: bool = False
    """It brought a seat's code or token (a phone's browser, between its requests): dropped to make
    room only when no connection that brought nothing of the kind is left to drop."""


class _OncePerKind(logging.Filter):
    """Lets a record through once per kind (logger, message, error type) per
    ``every`` seconds of ``clock``, with the error's text instead of its traceback."""

    def __init__(self, clock: Callable[[], float], every: float = LOG_EVERY_S) -> None:
        super().__init__()
        self.clock = clock
        self.every = every
        self._last: dict[tuple[str, str, str], float] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        kind = (record.name, str(getattr(record, "kind", record.msg))[:80],
                type(exc).__name__ if exc is not None else "")
        now = self.clock()
        last = self._last.get(kind)
        if last is not None and now - last < self.every:
            return False
        self._last[kind] = now
        if exc is not None:
            record.msg = f"{record.getMessage()} ({type(exc).__name__}: {exc}; said once a minute)"
            record.args = None
            record.exc_info = None
            record.exc_text = None
        return True


@dataclass
class SlotStatus:
    connected: bool = False
    rtt_ms: float | None = None
    joins: int = 0
    """How many times a phone opened this seat (a reload counts)."""


@dataclass
class _Shared:
    """What both threads read: written by the server's thread only."""

    status: list[SlotStatus] = field(default_factory=list)


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), or
    127.0.0.1 when there is none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.254.254.254", 9))
            addr = str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"
    return addr if not addr.startswith("0.") else "127.0.0.1"


def _new_code(taken: set[str]) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LEN))
        if code not in taken:
            return code


class PhoneServer:
    """The server for ``slots`` seats (``assets``: the assets folder). ``host`` is where it listens (the
    LAN address by default; ``0.0.0.0`` for every interface; the tests use
    127.0.0.1), ``advertise`` the address put in the seats' links (the LAN
    address by default)."""

    def __init__(self, slots: int, assets: Path, host: str | None = None, port: int = 0,
                 advertise: str | None = None, clock: Callable[[], float] = time.perf_counter,
                 rate_clock: Callable[[], float] = time.monotonic,
                 texts: dict[str, str] | None = None, ui: dict[str, str] | None = None,
                 max_connections: int = MAX_CONNECTIONS, max_per_address: int = MAX_PER_ADDRESS,
                 ping_s: float | None = None) -> None:
        self.slots = slots
        self.assets = assets
        self.host = host or lan_address()
        """Where it listens: the LAN address the seats' links show by default,
        every interface only when asked (``0.0.0.0``)."""
        self.port = port
        self.max_connections = max_connections
        self.max_per_address = max_per_address
        self.ping_s = ping_s
        """Seconds between pings (:data:`PING_S` when None)."""
        self.advertise = advertise
        self.clock = clock
        self.rate_clock = rate_clock
        """What the message allowance is counted on: real time by default, so a
        paused game's clock does not freeze it; a test drives it by hand."""
        self.texts = dict(texts or {})
        """Refusal words in the players' language (``bad_message``, ``too_fast``...)."""
        self.ui = dict(ui or {})
        """The page's own words in the players' language, sent when a phone connects."""
        self.tokens = [secrets.token_urlsafe(16) for _ in range(slots)]  # 128 bits: unguessable, a small QR
        codes: set[str] = set()
        for _ in range(slots):
            codes.add(_new_code(codes))
        self.codes = sorted(codes)
        self.inbox: queue.SimpleQueue[Incoming] = queue.SimpleQueue()
        self.shared = _Shared([SlotStatus() for _ in range(slots)])
        self._slot_of = {tok: i for i, tok in enumerate(self.tokens)}
        self._code_slot = {code: i for i, code in enumerate(self.codes)}
        self._links: dict[int, _Link] = {}
        self._pages: dict[int, str] = {}
        self._code_buckets: dict[str, tuple[float, float]] = {}
        """Wrong codes each address may still send: (allowance, when counted); ``""`` for every address."""
        self._conns: dict[Any, _Conn] = {}
        """Open connections by their handler, oldest first."""
        self._per_address: dict[str, int] = {}
        self._quiet = _OncePerKind(rate_clock)
        self._buckets: dict[int, tuple[float, float]] = {}
        """Each seat's message allowance: (tokens left, when counted)."""
        self._barred: dict[int, str] = {}
        """Seats no phone may open now (a bot's), with why."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._stopping = False

    # -- the game's side (any thread) -----------------------------------------------------
    def start(self, timeout: float = 10.0) -> None:
        """Bind and serve in a thread; raises ``OSError`` (or ImportError when
        the web library is missing) if it cannot."""
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the phone server did not start")
        if self._error is not None:
            raise self._error

    def stop(self, reason: str = "") -> None:
        """Tell every phone why (``reason``), close, and stop listening."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or self._stopping:
            return
        self._stopping = True
        try:
            asyncio.run_coroutine_threadsafe(self._close_all(reason), loop).result(3.0)
        except Exception:  # noqa: BLE001,S110 - closing politely is best effort
            pass
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5.0)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stopping

    def url(self, slot: int) -> str:
        return f"{self.base_url()}/s/{self.tokens[slot]}"

    def ws_url(self, slot: int) -> str:
        """The seat's WebSocket, as its page opens it (for scripted phones)."""
        return f"ws{self.base_url()[4:]}/ws/{self.tokens[slot]}"

    def base_url(self) -> str:
        host = self.advertise or (lan_address() if self.host in ("0.0.0.0", "") else self.host)
        return f"http://{host}:{self.port}"

    def status(self, slot: int) -> SlotStatus:
        return self.shared.status[slot]

    def publish(self, slot: int, page: Json) -> None:
        """Send ``slot`` its page now, and to any phone that opens it later;
        None: a phone opening it later gets no page until the next one."""
        if page is None:
            self._call(self._drop_page, slot)
            return
        text = json.dumps({"type": "page", "page": page}, ensure_ascii=False, separators=(",", ":"))
        self._call(self._set_page, slot, text)

    def reply(self, slot: int, msg_id: int, reason: str | None) -> None:
        """Answer action ``msg_id`` of ``slot``: done (``reason`` None) or refused."""
        msg: dict[str, Json] = {"type": "done", "id": msg_id} if reason is None else \
            {"type": "refused", "id": msg_id, "reason": reason}
        self._call(self._send, slot, json.dumps(msg, ensure_ascii=False))

    def rotate(self, slot: int, reason: str) -> None:
        """A new token and code for ``slot`` (its seat changed hands): the old
        address stops working at once, and a phone on it is told ``reason``."""
        taken = set(self.codes)
        self.tokens[slot] = secrets.token_urlsafe(16)
        self.codes[slot] = _new_code(taken)
        self._slot_of = {tok: i for i, tok in enumerate(self.tokens)}
        self._code_slot = {code: i for i, code in enumerate(self.codes)}
        self._call(self._close_slot, slot, reason)

    def _close_slot(self, slot: int, reason: str) -> None:
        self._pages.pop(slot, None)
        link = self._links.get(slot)
        if link is not None:
            self._answer(link, "bye", reason=reason)
            link.out.put_nowait(None)

    def bar(self, slot: int, reason: str | None) -> None:
        """Close ``slot``'s phone and refuse it from now on, saying why (a
        seat a bot plays); ``None`` opens it again."""
        self._call(self._bar, slot, reason)

    def _call(self, fn: Callable[..., None], *args: Any) -> None:
        loop = self._loop
        if loop is not None and not self._stopping:
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # the loop closed meanwhile
                pass

    # -- the server's thread ----------------------------------------------------------------
    def _run(self) -> None:
        for name in LOGGERS:  # a request the parser rejects, a client that vanished: said once a minute
            logging.getLogger(name).addFilter(self._quiet)
        try:
            from aiohttp import web
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            loop.set_exception_handler(self._loop_error)
            app = web.Application(client_max_size=MAX_MESSAGE, middlewares=[self._guard])
            app.router.add_get("/", self._join_page)
            app.router.add_get("/c/", self._code)
            app.router.add_get("/c/{code}", self._code)
            app.router.add_get("/s/{token}", self._seat_page)
            app.router.add_get("/static/{name}", self._static)
            app.router.add_get("/ws/{token}", self._socket)
            runner = web.AppRunner(app, access_log=None, handle_signals=False)
            loop.run_until_complete(runner.setup())
            self._watch(runner.server)
            site = web.TCPSite(runner, self.host, self.port, reuse_address=True)
            loop.run_until_complete(site.start())
            server = getattr(site, "_server", None)
            sockets = getattr(server, "sockets", None) or ()
            if sockets:
                self.port = int(sockets[0].getsockname()[1])
            self._loop = loop
        except BaseException as exc:  # noqa: BLE001 - handed to start()
            self._error = exc if isinstance(exc, OSError | ImportError) else OSError(str(exc))
            self._unquiet()  # a server that never started (its port taken) leaves no filter behind
            self._ready.set()
            return
        self._ready.set()
        sweeper = loop.create_task(self._sweeper())
        try:
            loop.run_forever()
        finally:
            sweeper.cancel()
            loop.run_until_complete(runner.cleanup())
            loop.close()
            self._unquiet()

    def _unquiet(self) -> None:
        for name in LOGGERS:
            logging.getLogger(name).removeFilter(self._quiet)

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The event loop's errors (an accept that failed...): logged once per kind a minute."""
        exc, message = context.get("exception"), str(context.get("message", "error"))
        log.warning("%s%s", message, f" ({type(exc).__name__}: {exc})" if exc else "", extra={"kind": message})

    # -- connections: caps and deadlines ---------------------------------------------------------
    def _watch(self, server: Any) -> None:
        """Count every connection aiohttp's ``server`` opens and closes (its own hooks, wrapped)."""
        made, lost = server.connection_made, server.connection_lost

        def connection_made(handler: Any, transport: Any) -> None:
            made(handler, transport)
            self._admit(handler, transport)

        def connection_lost(handler: Any, exc: BaseException | None = None) -> None:
            self._forget(handler)
            lost(handler, exc)

        server.connection_made = connection_made
        server.connection_lost = connection_lost

    def _admit(self, handler: Any, transport: Any) -> None:
        peer = transport.get_extra_info("peername")
        who = str(peer[0]) if peer else ""
        if self._per_address.get(who, 0) >= self.max_per_address:
            room = self._oldest(who)
        elif len(self._conns) >= self.max_connections:
            room = self._oldest(max(self._per_address, key=lambda a: self._per_address[a]))
            room = room if room is not None else self._oldest(None)
        else:
            room = True
        if room is None:  # nothing may make room (only seats' WebSockets): the newcomer goes
            transport.abort()
            return
        if room is not True:
            self._drop(room)
        self._conns[handler] = _Conn(transport, who, self.rate_clock() + REQUEST_S)
        self._per_address[who] = self._per_address.get(who, 0) + 1

    def _oldest(self, who: str | None) -> Any:
        """The oldest connection that is not a seat's WebSocket, of ``who`` (any address: None),
        one that never brought a seat's code or token first."""
        first_known = None
        for handler, conn in self._conns.items():
            if conn.seat or (who is not None and conn.who != who):
                continue
            if not conn.known:
                return handler
            if first_known is None:
                first_known = handler
        return first_known

    def _known(self, request: Any) -> None:
        """``request`` brought a seat's code or token: its connection is a phone's browser."""
        conn = self._conns.get(request.protocol)
        if conn is not None:
            conn.known = True

    def _forget(self, handler: Any) -> None:
        conn = self._conns.pop(handler, None)
        if conn is not None:
            left = self._per_address[conn.who] - 1
            if left:
                self._per_address[conn.who] = left
            else:
                del self._per_address[conn.who]

    def _drop(self, handler: Any) -> None:
        conn = self._conns.get(handler)
        self._forget(handler)
        if conn is not None:
            conn.transport.abort()

    def open_connections(self) -> int:
        """How many connections the server holds now (any thread)."""
        return len(self._conns)

    def sweep(self, timeout: float = 5.0) -> int:
        """Check deadlines and heartbeats now rather than at the next sweep (any
        thread; for the tests, which drive ``rate_clock``): how many were closed."""
        loop = self._loop
        if loop is None:
            return 0

        async def now() -> int:
            return self._sweep()
        return asyncio.run_coroutine_threadsafe(now(), loop).result(timeout)

    async def _sweeper(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            self._sweep()

    def _sweep(self) -> int:
        """Drop every connection past its deadline and every link whose ping went unanswered."""
        now = self.rate_clock()
        late = [h for h, c in self._conns.items() if not c.seat and now > c.deadline]
        for handler in late:
            self._drop(handler)
        dead = [link for link in self._links.values()
                if link.unanswered is not None and now - link.unanswered > DEAD_S]
        for link in dead:  # gone without a word: no polite close to wait for, and its seat is left at once
            if link.transport is not None:
                link.transport.abort()
        return len(late) + len(dead)

    def _text(self, key: str, default: str) -> str:
        return self.texts.get(key, default)

    def _refuse(self, status: int = 404) -> Any:
        from aiohttp import web
        return web.Response(status=status, text="Not found" if status == 404 else "Refused")

    @staticmethod
    def _host_ok(host: str) -> bool:
        """An IP address or localhost, with or without a port: a name that
        merely points here (DNS rebinding) is refused."""
        if host.startswith("["):  # [v6] or [v6]:port, nothing else
            inside, _, rest = host[1:].partition("]")
            if rest and not (rest.startswith(":") and rest[1:].isdigit()):
                return False
            name = inside
        else:
            name, _, port = host.partition(":")
            if port and not port.isdigit():
                return False
        if name == "localhost":
            return True
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return False
        return True

    @property
    def _guard(self) -> Any:
        from aiohttp import web

        @web.middleware
        async def guard(request: Any, handler: Any) -> Any:
            if not self._host_ok(request.host or ""):
                response = web.Response(status=421, text="Refused")
            else:
                try:
                    response = await handler(request)
                except web.HTTPException as exc:
                    response = web.Response(status=exc.status, text="Not found" if exc.status == 404 else
                                            "Refused")
            conn = self._conns.get(request.protocol)
            if conn is not None:  # answered: the next request has REQUEST_S from now
                conn.deadline = self.rate_clock() + REQUEST_S
            if not isinstance(response, web.WebSocketResponse):
                response.headers.update(HEADERS)
            return response
        return guard

    def _page_file(self, name: str) -> bytes:
        return (self.assets / name).read_bytes()

    async def _join_page(self, request: Any) -> Any:
        from aiohttp import web
        return web.Response(body=self._page_file("phone/join.html"), content_type="text/html", charset="utf-8")

    async def _seat_page(self, request: Any) -> Any:
        from aiohttp import web
        if request.match_info["token"] not in self._slot_of:
            return self._refuse()
        self._known(request)
        return web.Response(body=self._page_file("phone/index.html"), content_type="text/html", charset="utf-8")

    async def _static(self, request: Any) -> Any:
        from aiohttp import web
        name = request.match_info["name"]
        if name not in STATIC:  # a fixed list of names: no path from the request reaches the disk
            return self._refuse()
        rel, kind = STATIC[name]
        return web.Response(body=self._page_file(rel), content_type=kind,
                            charset="utf-8" if kind.startswith("text") else None)

    async def _code(self, request: Any) -> Any:
        from aiohttp import web
        who = self._who(request)
        budgets = ((who, CODE_BURST, CODE_RATE), ("", CODE_BURST_ALL, CODE_RATE_ALL))
        left = [self._code_allowance(key, burst, rate) for key, burst, rate in budgets]
        if min(left) < 1.0:  # this address, or every address together, guessed too much
            return web.Response(status=429, text=self._text("too_many_codes", "Too many wrong codes: wait a moment."))
        typed = request.match_info.get("code") or request.query.get("code", "")
        code = typed.upper().replace("-", "").replace(" ", "")
        slot = self._code_slot.get(code)
        if slot is None:  # only a wrong code costs: a person who types theirs right is never held up by it
            for (key, _, _), allowance in zip(budgets, left, strict=True):
                self._code_buckets[key] = (allowance - 1.0, self.rate_clock())
            return web.Response(status=404, text=self._text("bad_code", "No seat has this code."))
        self._known(request)
        return web.Response(status=303, headers={"Location": f"/s/{self.tokens[slot]}"})

    @staticmethod
    def _who(request: Any) -> str:
        return str(request.remote or "")

    def _code_allowance(self, key: str, burst: float, rate: float) -> float:
        """Wrong codes ``key`` may still send now: refilled at ``rate`` a second up to ``burst``."""
        now = self.rate_clock()
        allowance, last = self._code_buckets.get(key, (burst, now))
        allowance = min(burst, allowance + (now - last) * rate)
        self._code_buckets[key] = (allowance, now)
        return allowance

    async def _socket(self, request: Any) -> Any:
        from aiohttp import WSMsgType, web
        slot = self._slot_of.get(request.match_info["token"])
        if slot is None:
            return self._refuse()
        origin = request.headers.get("Origin")
        if origin is not None and origin != f"{request.scheme}://{request.host}":
            return self._refuse(403)  # a page of another site: browsers say so, and we refuse
        # aiohttp refuses a frame of max_msg_size bytes or more: MAX_MESSAGE itself is allowed
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE + 1, autoping=True, heartbeat=None)
        await ws.prepare(request)
        conn = self._conns.get(request.protocol)
        if conn is not None:  # a seat's link: watched by its heartbeat from now on, never pushed out
            conn.seat = True
        await ws.send_str(json.dumps({"type": "hello", "ui": self.ui}, ensure_ascii=False))
        if slot in self._barred or not self._take(slot):  # a bot's seat; or reconnecting in a loop
            reason = self._barred.get(slot) or self._text("too_fast", "Too many messages: slow down")
            await ws.send_str(json.dumps({"type": "bye", "reason": reason}, ensure_ascii=False))
            await ws.close()
            return ws
        link = _Link(ws, asyncio.Queue(), transport=request.transport)
        old = self._links.get(slot)
        self._links[slot] = link
        status = self.shared.status[slot]
        status.connected = True
        status.joins += 1
        status.rtt_ms = None
        if old is not None:
            old.out.put_nowait(json.dumps({"type": "taken"}))
            old.out.put_nowait(None)
        self.inbox.put(Incoming(slot, "joined", self.clock()))
        if slot in self._pages:
            link.out.put_nowait(self._pages[slot])
        writer = asyncio.ensure_future(self._writer(link))
        pinger = asyncio.ensure_future(self._pinger(link))
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    self._receive(slot, link, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    self._answer(link, "refused", reason=self._text("bad_message", "Not understood") + ": binary")
                elif msg.type == WSMsgType.ERROR:
                    break
        finally:
            pinger.cancel()
            if self._links.get(slot) is link:
                del self._links[slot]
                status.connected = False
                self.inbox.put(Incoming(slot, "left", self.clock()))
            link.out.put_nowait(None)
            await asyncio.gather(writer, return_exceptions=True)
        return ws

    async def _writer(self, link: _Link) -> None:
        while True:
            text = await link.out.get()
            if text is None or link.ws.closed:
                break
            try:
                await link.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                break
        if not link.ws.closed:
            await link.ws.close()

    async def _pinger(self, link: _Link) -> None:
        while True:
            link.ping_t = round(self.clock(), 6)
            if link.unanswered is None:
                link.unanswered = self.rate_clock()
            link.out.put_nowait(json.dumps({"type": "ping", "t": link.ping_t}))
            await asyncio.sleep(PING_S if self.ping_s is None else self.ping_s)

    def _answer(self, link: _Link, kind: str, **values: Json) -> None:
        link.out.put_nowait(json.dumps({"type": kind, **values}, ensure_ascii=False))

    def _take(self, slot: int) -> bool:
        """One message (or one connection) of ``slot``'s allowance: RATE a
        second, bursts of BURST, per seat, so reconnecting does not refill it.
        Counted on :attr:`rate_clock`, whatever clock stamps the actions."""
        real = self.rate_clock()
        tokens, last = self._buckets.get(slot, (BURST, real))
        tokens = min(BURST, tokens + (real - last) * RATE)
        if tokens < 1.0:
            self._buckets[slot] = (tokens, real)
            return False
        self._buckets[slot] = (tokens - 1.0, real)
        return True

    def _receive(self, slot: int, link: _Link, data: str) -> None:
        now = self.clock()
        if not self._take(slot):  # a flood: refused unread, and said once a second
            real = self.rate_clock()
            if real - link.warned >= 1.0:
                link.warned = real
                self._answer(link, "refused", reason=self._text("too_fast", "Too many messages: slow down"))
            return
        bad = self._text("bad_message", "Not understood")
        try:
            msg = json.loads(data)
        except (ValueError, RecursionError):
            self._answer(link, "refused", reason=f"{bad}: not JSON")
            return
        if not isinstance(msg, dict) or msg.get("type") not in ("act", "pong"):
            self._answer(link, "refused", reason=f"{bad}: type")
            return
        allowed = {"type", "id", "action"} if msg["type"] == "act" else {"type", "t"}
        unknown = sorted(set(msg) - allowed)
        if unknown:
            self._answer(link, "refused", reason=f"{bad}: unknown field {', '.join(map(str, unknown))[:60]}")
            return
        if msg["type"] == "pong":
            t = msg.get("t")
            if link.ping_t is not None and t == link.ping_t:
                self.shared.status[slot].rtt_ms = (now - link.ping_t) * 1000.0
                link.ping_t = None
                link.unanswered = None
            return
        msg_id = msg.get("id")
        if isinstance(msg_id, bool) or not isinstance(msg_id, int) or not 0 <= msg_id < 2 ** 31:
            self._answer(link, "refused", reason=f"{bad}: id")
            return
        if "action" not in msg:  # its shape is the game's to judge (Mana's are strings)
            self._answer(link, "refused", id=msg_id, reason=f"{bad}: action")
            return
        self.inbox.put(Incoming(slot, "act", now, msg["action"], msg_id))

    def _set_page(self, slot: int, text: str) -> None:
        if self._pages.get(slot) == text:
            return
        self._pages[slot] = text
        self._send(slot, text)

    def _drop_page(self, slot: int) -> None:
        self._pages.pop(slot, None)

    def _send(self, slot: int, text: str) -> None:
        link = self._links.get(slot)
        if link is not None:
            link.out.put_nowait(text)

    def _bar(self, slot: int, reason: str | None) -> None:
        if reason is None:
            self._barred.pop(slot, None)
            return
        self._barred[slot] = reason
        self._close_slot(slot, reason)

    async def _close_all(self, reason: str) -> None:
        if not self._links:  # nobody to say goodbye to: stopping costs the window no wait
            return
        for link in list(self._links.values()):
            self._answer(link, "bye", reason=reason)
            link.out.put_nowait(None)
        await asyncio.sleep(0.05)  # the goodbyes leave before the sockets close
        for link in list(self._links.values()):
            await link.ws.close()
