"""A scripted phone: opens a seat's WebSocket like the page does and gives
plain blocking calls over it (for the tests, the benchmarks, and trying the
server without a phone). It runs its own event loop in a thread, so a test
can step the game window between calls."""

from __future__ import annotations

import asyncio
import json
import queue
import threading
import time
from typing import Any

from game.engine.contract import Json


class ProbePhone:
    """One phone on ``url`` (``ws://host:port/ws/TOKEN``). Every message the
    server sends is kept in :attr:`received` and answered like the page does
    (``ping`` gets its ``pong``, unless ``answer_pings`` is False)."""

    def __init__(self, url: str, headers: dict[str, str] | None = None, answer_pings: bool = True) -> None:
        self.url = url
        self.headers = headers or {}
        self.answer_pings = answer_pings
        self.received: queue.SimpleQueue[Json] = queue.SimpleQueue()
        self.log: list[Json] = []
        self.closed = threading.Event()
        self.status: int | None = None
        """The HTTP status when the server refused the WebSocket."""
        self.error: str | None = None
        """Why the WebSocket never opened when no HTTP status says it (the
        connection refused, or closed during the handshake)."""
        self._loop = asyncio.new_event_loop()
        self._ws: Any = None
        self._session: Any = None
        self._opened = threading.Event()
        self._thread = threading.Thread(target=self._loop.run_forever, name="probe-phone", daemon=True)
        self._thread.start()
        self._task = asyncio.run_coroutine_threadsafe(self._run(), self._loop)
        self._opened.wait(10.0)

    async def _run(self) -> None:
        import aiohttp
        self._session = aiohttp.ClientSession()
        try:
            self._ws = await self._session.ws_connect(self.url, headers=self.headers, max_msg_size=0)
        except (TimeoutError, aiohttp.ClientError, OSError) as exc:  # said at once, never a silent wait
            if isinstance(exc, aiohttp.WSServerHandshakeError):
                self.status = exc.status
            else:
                self.error = f"{type(exc).__name__}: {exc}"
            self.closed.set()
            self._opened.set()
            await self._session.close()
            return
        self._opened.set()
        try:
            async for msg in self._ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                data = json.loads(msg.data)
                if data.get("type") == "ping" and self.answer_pings:
                    await self._ws.send_str(json.dumps({"type": "pong", "t": data["t"]}))
                self.received.put(data)
        finally:
            self.closed.set()
            await self._session.close()

    def send(self, message: Json | str) -> None:
        text = message if isinstance(message, str) else json.dumps(message)
        if self._ws is None:
            raise ConnectionError("not connected")
        asyncio.run_coroutine_threadsafe(self._ws.send_str(text), self._loop).result(5.0)

    def act(self, action: Json, msg_id: int = 1) -> None:
        self.send({"type": "act", "id": msg_id, "action": action})

    def next(self, kind: str | None = None, timeout: float = 5.0, pump: Any = None) -> Json:
        """The next message (of ``kind``, skipping others). ``pump`` is called
        while waiting (a test steps the game window with it). Raises
        ``TimeoutError`` when none came in ``timeout`` seconds, and
        ``ConnectionError`` as soon as the link is closed with none left."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                msg = self.received.get(timeout=0.005)
            except queue.Empty:
                if self.closed.is_set() and self.received.empty():  # nothing more can come: said now
                    raise ConnectionError(f"no {kind or 'message'}: the link closed"
                                          f"{f' ({self.error})' if self.error else ''}") from None
                if pump is not None:
                    pump()
                continue
            self.log.append(msg)
            if kind is None or msg.get("type") == kind:
                return msg
        raise TimeoutError(f"no {kind or 'message'} within {timeout} s")

    def close(self) -> None:
        """Close the link (again: nothing happens)."""
        if self._loop.is_closed():
            return
        if self._ws is not None and not self.closed.is_set():
            asyncio.run_coroutine_threadsafe(self._ws.close(), self._loop).result(5.0)
        try:
            self._task.result(5.0)
        except Exception:  # noqa: BLE001,S110 - whatever ended the link, it is closed now
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5.0)
        self._loop.close()
