"""Phones in the window: the link between a lobby or a game scene and the
phone server (:mod:`game.phone.server`), and the QR codes on the TV.

A :class:`PhoneLink` is made when a person turns Phones on in a lobby; it
starts a server with one token per lobby seat. At the start of the game the
link moves to the game scene with the seats renumbered as the game numbers
them; the seats no person plays are closed to phones. It stops with the game
(the results, the lobby or the window closing): the next game has new tokens.

On the game's side, :meth:`PhoneLink.pump` runs from the scene's ``update``
(and while an overlay covers the table): what phones sent goes through the
scene's ``submit`` like a key press, stamped when the server received it, and
every seat a phone has opened is sent its page (:func:`game.phone.page.page_for`)
whenever the game changes. A seat no phone has opened gets its page when one
does (the next update); building every seat's page at every move cost a
frame several milliseconds. The Phones overlay, where phones join mid-game,
has every seat's page ready: the table stands still under it.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game import paths
from game.client.gfx import Canvas, seat_style
from game.engine.contract import IllegalAction, Json
from game.phone.page import page_for

PHONE_SOURCE = "phone:"
"""A seat played from a phone only has the input source ``phone:SLOT``."""
DEFAULT_PORT = 8765
"""Tried first, so the address people type stays the same from game to game."""
UI_KEYS = ("connecting", "offline", "taken", "take_back", "ended", "back", "sent", "refused", "wait", "gone")
REFUSAL_KEYS = ("bad_message", "too_fast", "bad_code", "too_many_codes")
_session_port: int | None = None
"""The port the last phone server of this session listened on: tried first,
so the address people typed stays the same from game to game."""
PER_UPDATE = 64
"""Messages from phones handled per update at most; the rest wait for the
next one (a flood never holds up a frame)."""
EVERY_INTERFACE = "0.0.0.0"
"""Every network this computer is on: only when the player (Settings) or the environment asks."""
_links: weakref.WeakSet[PhoneLink] = weakref.WeakSet()
"""Every PhoneLink made in this process (for :func:`serving`)."""


def listen_host(everywhere: bool, env: Mapping[str, str] = os.environ) -> str | None:
    """Where the phone server listens: ``TABLETOP_PHONE_HOST`` when set (it
    overrides the setting), every interface when the player's setting
    ``everywhere`` asks, else None: the LAN address the TV shows."""
    return env.get("TABLETOP_PHONE_HOST") or (EVERY_INTERFACE if everywhere else None)


def serving() -> bool:
    """Whether a phone server of this window is running now (where it
    listens changes only when the next one starts)."""
    return any(link.server.running for link in list(_links))


def is_phone(source: str) -> bool:
    return source.startswith(PHONE_SOURCE)


def hex_colour(colour: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


def qr_matrix(text: str) -> list[list[bool]]:
    """The dark modules of ``text``'s QR code, with its quiet zone."""
    import segno  # pure Python; loaded only once phones are on
    code = segno.make(text, error="l", micro=False)  # a clean screen: the smallest code, large modules
    return [[bool(v) for v in row] for row in code.matrix_iter(scale=1, border=2)]


def draw_qr(canvas: Canvas, matrix: list[list[bool]], rect: Sequence[float]) -> None:
    """``matrix`` as black on white, as large as fits ``rect`` with whole
    pixels per module (a blurred module can stop a phone reading it)."""
    n = len(matrix)
    box = canvas.rect(rect)
    module = max(1, min(box.w, box.h) // n)
    side = module * n

    def make() -> pygame.Surface:
        small = pygame.Surface((n, n))
        small.fill((255, 255, 255))
        for y, row in enumerate(matrix):
            for x, dark in enumerate(row):
                if dark:
                    small.set_at((x, y), (0, 0, 0))
        return pygame.transform.scale(small, (side, side)).convert(canvas.surface)

    big = canvas.cached(("qr", side, tuple(map(tuple, matrix))), make)  # drawn once, then blitted
    canvas.surface.blit(big, (box.x + (box.w - side) // 2, box.y + (box.h - side) // 2))


class PhoneLink:
    """A running phone server and what the window knows of it."""

    def __init__(self, app: Any, slots: int) -> None:
        from game.phone.server import PhoneServer
        tr = app.tr
        global _session_port
        host = listen_host(app.settings.phones_everywhere)
        wanted = os.environ.get("TABLETOP_PHONE_PORT")
        ports = [int(wanted)] if wanted else list(dict.fromkeys([_session_port or DEFAULT_PORT, DEFAULT_PORT, 0]))
        self.app = app
        self.slots = slots
        error: OSError | None = None
        for port in ports:
            server = PhoneServer(slots, paths.assets_dir(), host=host, port=port, clock=app.clock,
                                 advertise=os.environ.get("TABLETOP_PHONE_ADVERTISE") or None,
                                 texts={k: tr(f"phone.refusal.{k}") for k in REFUSAL_KEYS},
                                 ui={k: tr(f"phone.ui.{k}") for k in UI_KEYS})
            try:
                server.start()
            except OSError as exc:
                error = exc
                continue
            break
        else:
            raise error or OSError("no port")
        if not wanted:
            _session_port = server.port
        self.server = server
        _links.add(self)
        self.seat_slot: dict[int, int] = {i: i for i in range(slots)}
        """Game seat -> the server slot (the lobby seat) whose token reaches it."""
        self._qr: dict[int, list[list[bool]]] = {}
        self._sent_for: tuple[Any, ...] | None = None
        self._ready: set[int] = set()
        """Slots no phone has opened yet whose page the server holds (see :meth:`publish`)."""
        for slot in range(slots):  # made now, not in the first frame that shows them
            self.qr(slot)

    # -- addresses ----------------------------------------------------------------------
    def base_url(self) -> str:
        return self.server.base_url()

    def code(self, slot: int) -> str:
        c = self.server.codes[slot]
        return f"{c[:3]}-{c[3:]}"

    def qr(self, slot: int) -> list[list[bool]]:
        if slot not in self._qr:
            self._qr[slot] = qr_matrix(self.server.url(slot))
        return self._qr[slot]

    def connected(self, slot: int) -> bool:
        return self.server.status(slot).connected

    def seat_status(self, seat: int) -> tuple[bool, float | None] | None:
        """(connected, round trip in ms) of the phone of game seat ``seat``;
        None when no phone ever opened it."""
        slot = self.seat_slot.get(seat)
        if slot is None:
            return None
        status = self.server.status(slot)
        if not status.joins:
            return None
        return status.connected, status.rtt_ms

    def stop(self, reason: str = "") -> None:
        self.server.stop(reason)

    def rotate(self, slot: int) -> None:
        """``slot``'s seat changed hands: a new address, and its phone (if any) is let go."""
        self.server.rotate(slot, self.app.tr("phone.seat_freed"))
        self._qr.pop(slot, None)
        self.qr(slot)

    def _incoming(self) -> list[Any]:
        out: list[Any] = []
        while len(out) < PER_UPDATE and not self.server.inbox.empty():
            out.append(self.server.inbox.get_nowait())
        return out

    # -- the lobby ----------------------------------------------------------------------
    def lobby_events(self) -> list[tuple[str, int, Any]]:
        """(``joined`` | ``left`` | ``act``, slot, the message) of what came in;
        the caller answers every ``act`` (:meth:`answer`)."""
        return [(msg.kind, msg.slot, msg) for msg in self._incoming()]

    def answer(self, msg: Any, reason: str | None) -> None:
        """Answer a phone's act: done (``reason`` None) or refused, saying why."""
        self.server.reply(msg.slot, msg.id, reason)

    def lobby_page(self, slot: int, title: str, name: str, seated: str, phone_only: bool,
                   choices: list[Json] | None = None, form: Json = None, prompt: str = "",
                   headline: str = "") -> None:
        """A seat's page while no game is played (a lobby, a game night between
        games): ``choices`` (then leaving, for a seat only a phone plays) and
        the new profile ``form`` (see :func:`profile_form`)."""
        tr = self.app.tr
        offers: list[Json] = list(choices or [])
        if phone_only:
            offers.append({"path": [tr("phone.leave")], "action": {"kind": "leave"}, "tone": "bad"})
        page: dict[str, Json] = {
            "format": 1, "game": "", "title": title, "seat": slot, "name": name,
            "colour": hex_colour(seat_style(slot).color), "lang": tr.language,
            "headline": headline or tr("phone.lobby_headline"), "status": seated, "sections": [],
            "prompt": prompt, "choices": offers, "realtime": False, "over": False}
        if form is not None:
            page["form"] = form
        self.server.publish(slot, page)

    # -- the game -----------------------------------------------------------------------
    def assign(self, seat_of_slot: dict[int, int], humans: set[int]) -> None:
        """The game starts: lobby slot -> game seat for the seats people play;
        every other slot is closed to phones."""
        self.seat_slot = {seat: slot for slot, seat in seat_of_slot.items() if seat in humans}
        self._ready = set(self.seat_slot.values())  # their lobby pages: dropped by the first publish if unopened
        for slot in range(self.slots):
            if slot not in self.seat_slot.values():
                self.server.bar(slot, self.app.tr("phone.not_yours"))

    def pump(self, scene: Any, every: bool = False) -> None:
        """Apply what the phones sent, then send each seat a phone has opened its
        page if the game changed; ``every``: and one more seat no phone has
        opened its page, until each has one (see :meth:`publish`)."""
        slot_seat = {slot: seat for seat, slot in self.seat_slot.items()}
        tr = self.app.tr
        for msg in self._incoming():
            seat = slot_seat.get(msg.slot)
            if msg.kind != "act":
                self._sent_for = None  # a phone came or went: resend, and redraw its seat card
                self.app.request_frame()
                if msg.kind == "joined" and seat is not None:  # said on the TV: nobody watches a seat unseen
                    self.app.toast(tr("phone.joined", seat=scene.seat_label(seat)))
                continue
            if seat is None:
                self.server.reply(msg.slot, msg.id, tr("phone.not_yours"))
                continue
            self.server.reply(msg.slot, msg.id, self._act(scene, seat, msg.action, msg.t))
        key = (scene.state, tr.language, scene.outcome is None)
        if self._sent_for != key:
            self._sent_for = key
            self.publish(scene)
        if every:
            unopened = self._unopened() - self._ready
            waiting = [(seat, slot) for seat, slot in self.seat_slot.items() if slot in unopened]
            if waiting:  # one a call: a phone cannot scan a code in the frames that first show it
                self._send_page(scene, *waiting[0])
                self._ready.add(waiting[0][1])

    def _act(self, scene: Any, seat: int, action_json: Json, t: float) -> str | None:
        tr = self.app.tr
        if scene.outcome is not None:
            return str(tr("phone.over"))
        if not scene.live or t < scene.resumed_at:
            return str(tr("phone.paused"))
        try:
            action = scene.game.action_from_json(action_json)
        except (IllegalAction, ValueError, KeyError, TypeError) as exc:
            return f"{tr('phone.refusal.bad_message')}: {getattr(exc, 'reason', exc)}"
        scene.bots_before(scene.game_time(t), t)
        if scene.submit(seat, action, scene.game_time(t)):
            self.app.unshown_phone.append(t)
            return None
        return scene.last_refusal or str(tr("phone.refusal.illegal"))

    def _unopened(self) -> set[int]:
        return {slot for slot in self.seat_slot.values() if not self.server.status(slot).joins}

    def publish(self, scene: Any) -> None:
        """Send each seat a phone has opened its page of the game now (the
        server keeps it for when that phone comes back). A seat no phone has
        opened gets none, so a phone opening it is sent its page by the next
        update (the server tells the game, :meth:`pump`), never one of an
        earlier move (the Phones overlay has them made, one a frame, while
        the table stands still under it: ``pump(every=True)``)."""
        unopened = self._unopened()
        for slot in self._ready & unopened:  # of an earlier move: a phone opening it now waits for the next
            self.server.publish(slot, None)
        self._ready.clear()
        for seat, slot in self.seat_slot.items():
            if slot not in unopened:
                self._send_page(scene, seat, slot)

    def _send_page(self, scene: Any, seat: int, slot: int) -> None:
        tr = self.app.tr
        names = [scene.seat_label(i) for i in range(scene.config.num_seats)]
        page = dict(page_for(scene.game, scene.state, seat, names, tr, tr.language))
        page["colour"] = hex_colour(scene.seat_colour(seat))
        self.server.publish(slot, page)

