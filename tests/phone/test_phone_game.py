"""Phones at a real table (headless window, real Kingz and Manga games):
a phone takes a lobby seat with its token and leaves it, plays its seat
through the same door as a key press, is refused what the rules refuse,
never sees another seat's secrets, and is told goodbye when the game ends.
Every client talks to the server over 127.0.0.1."""

from __future__ import annotations

import json
import types
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from clienthelpers import FakeClock

from game.client.game_scene import GameScene, start_game
from game.client.phones import PhoneLink, hex_colour
from game.client.scenes import lobby as lobby_mod
from game.client.scenes.lobby import LobbyScene, Slot
from game.client.scenes.title import MainMenuScene
from game.engine import registry
from game.engine.contract import IllegalAction, SeatConfig
from game.engine.match import PlayRequest
from game.phone.page import page_for
from game.phone.probe import ProbePhone
from game.phone.server import PhoneServer
from tests.phone.test_phone_server import port_closed

SEED = 5


# -- helpers --------------------------------------------------------------------------------------
def ws_url(server: PhoneServer, slot: int) -> str:
    assert server.host == "127.0.0.1"
    return server.ws_url(slot)



def next_page(phone: ProbePhone, pump: Callable[[], None], accept: Callable[[dict[str, Any]], bool],
              timeout: float = 5.0) -> dict[str, Any]:
    """The first page ``accept`` takes, stepping the window while waiting."""
    while True:
        msg = phone.next("page", timeout=timeout, pump=pump)
        if accept(msg["page"]):
            return dict(msg["page"])


def sync(phone: ProbePhone) -> list[dict[str, Any]]:
    """Everything the server had queued for ``phone`` before now (without
    stepping the window): a message of an unknown type is refused by the
    server itself, after whatever was queued before it."""
    phone.send({"type": "sync-marker"})
    before: list[dict[str, Any]] = []
    while True:
        msg = phone.next(timeout=5.0)
        if msg["type"] == "refused" and str(msg.get("reason", "")).endswith(": type"):
            return before
        before.append(msg)


def answer(phone: ProbePhone, pump: Callable[[], None], msg_id: int) -> dict[str, Any]:
    """The server's answer (done or refused) to action ``msg_id``."""
    while True:
        msg = phone.next(timeout=5.0, pump=pump)
        if msg["type"] in ("done", "refused") and msg.get("id") == msg_id:
            return dict(msg)
        assert msg["type"] in ("page", "ping"), msg


def expected_page(scene: GameScene, state: Any, seat: int) -> dict[str, Any]:
    """The page PhoneLink publishes for ``seat`` in ``state``."""
    tr = scene.app.tr
    names = [scene.seat_label(i) for i in range(scene.config.num_seats)]
    page = dict(page_for(scene.game, state, seat, names, tr, tr.language))
    page["colour"] = hex_colour(scene.seat_colour(seat))
    return json.loads(json.dumps(page))  # as the phone receives it


def action_key(action: Any) -> str:
    return json.dumps(action, sort_keys=True)


def legal_keys(scene: GameScene, seat: int) -> set[str]:
    return {action_key(scene.game.action_to_json(a)) for a in scene.game.legal_actions(scene.state, seat)}


def rules_refusal(scene: GameScene, seat: int, action_json: dict[str, Any]) -> str:
    """What the rules say to ``action_json`` for ``seat`` now."""
    action = scene.game.action_from_json(action_json)
    with pytest.raises(IllegalAction) as refused:
        scene.game.apply(scene.state, seat, action, scene.game_time(scene.app.clock()))
    return refused.value.reason


def journal_actions(scene: GameScene) -> list[dict[str, Any]]:
    assert scene.journal is not None
    lines = scene.journal.path.read_text(encoding="utf-8").splitlines()
    return [entry for entry in map(json.loads, lines[1:]) if "a" in entry]


@pytest.fixture
def kingz_lobby(app: Any) -> LobbyScene:
    app.stack.replace(MainMenuScene(app))
    lobby = LobbyScene(app, registry.get("kingz"))
    app.stack.push(lobby)
    app.step()
    return lobby


@pytest.fixture
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lobby draws its game's seed at random when it opens (so it can draw the table
    ahead): this one, here (ask for this fixture before the lobby)."""
    monkeypatch.setattr(lobby_mod, "secrets", types.SimpleNamespace(randbits=lambda bits: SEED))


@pytest.fixture
def published(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every state the game's pages were published for, in order."""
    states: list[Any] = []
    real = PhoneLink.publish

    def publish(self: PhoneLink, scene: Any) -> None:
        states.append(scene.state)
        real(self, scene)

    monkeypatch.setattr(PhoneLink, "publish", publish)
    return states


def seat_phone(lobby: LobbyScene, probes: Callable[..., ProbePhone], pump: Callable[[], None],
               slot: int) -> ProbePhone:
    """A phone that opens lobby seat ``slot`` and is seated there."""
    phone = probes(ws_url(lobby.link.server, slot))
    assert phone.status is None
    assert phone.next()["type"] == "hello"
    seated = lobby.app.tr("phone.seated_here")
    next_page(phone, pump, lambda p: p["status"] == seated)
    assert lobby.slots[slot] == Slot("human", f"phone:{slot}")
    return phone


# -- the lobby ----------------------------------------------------------------------------------
def test_a_phone_sits_in_the_lobby_with_its_token_and_leaves_with_its_page(
        app: Any, kingz_lobby: LobbyScene, probes: Callable[..., ProbePhone], pump: Callable[[], None]) -> None:
    tr = app.tr
    lobby = kingz_lobby
    lobby.toggle_phones()
    link = lobby.link
    assert link is not None and link.server.host == "127.0.0.1"
    pump()  # every seat's lobby page is out
    phone = probes(ws_url(link.server, 2))
    assert phone.next()["type"] == "hello"
    free = next_page(phone, pump, lambda p: True)  # the page published before it came
    assert free["status"] == tr("phone.sit_here") and free["choices"] == []
    assert free["seat"] == 2 and free["name"] == lobby.display_name(2)
    page = next_page(phone, pump, lambda p: p["status"] == tr("phone.seated_here"))
    assert lobby.slots[2] == Slot("human", "phone:2")
    assert [s.kind for i, s in enumerate(lobby.slots) if i != 2] == ["", "", "", ""]
    assert page["choices"] == [{"path": [tr("phone.leave")], "action": {"kind": "leave"}, "tone": "bad"}]
    assert page["seat"] == 2 and page["title"] == lobby.game.title
    # nothing but leaving is taken in the lobby
    for msg_id, action in enumerate(({"kind": "ready"}, {"kind": "leave", "seat": 1}, {"kind": "pick", "card": 0},
                                     {}), start=10):
        phone.act(action, msg_id=msg_id)
        assert answer(phone, pump, msg_id) == {"type": "refused", "id": msg_id, "reason": tr("phone.not_started")}
    assert lobby.slots[2] == Slot("human", "phone:2")
    old_url = ws_url(link.server, 2)
    phone.act({"kind": "leave"}, msg_id=20)
    assert answer(phone, pump, 20) == {"type": "done", "id": 20}
    assert lobby.slots[2] == Slot()
    # the seat is free: its address is made anew, so the phone that left cannot watch who sits next
    assert phone.next("bye", pump=pump) == {"type": "bye", "reason": tr("phone.seat_freed")}
    assert phone.closed.wait(5.0)
    stale = probes(old_url)
    assert stale.status == 404
    again = probes(ws_url(link.server, 2))
    assert ws_url(link.server, 2) != old_url
    next_page(again, pump, lambda p: p["status"] == tr("phone.seated_here"))
    assert lobby.slots[2] == Slot("human", "phone:2")
    # Phones off: the phone is told, closed, and its seat freed
    port = link.server.port
    lobby.toggle_phones()
    assert lobby.link is None
    assert again.next("bye", pump=pump) == {"type": "bye", "reason": tr("phone.lobby_closed")}
    assert again.closed.wait(5.0)
    assert lobby.slots[2] == Slot()
    assert port_closed(port)


def test_a_phone_takes_a_bots_lobby_seat_but_not_a_keyboard_players(
        app: Any, kingz_lobby: LobbyScene, probes: Callable[..., ProbePhone], pump: Callable[[], None]) -> None:
    lobby = kingz_lobby
    lobby.add_bot()  # slot 0
    lobby.join("kb:wasd")  # slot 1
    lobby.toggle_phones()
    pump()
    seat_phone(lobby, probes, pump, 0)
    keys = probes(ws_url(lobby.link.server, 1))
    page = next_page(keys, pump, lambda p: True)
    assert lobby.slots[1].source == "kb:wasd"  # the keyboard player keeps the seat
    assert page["choices"] == []  # and the phone may not free it
    keys.act({"kind": "leave"}, msg_id=3)
    answer(keys, pump, 3)
    for _ in range(3):
        pump()
    assert lobby.slots[1] == Slot("human", "kb:wasd")  # a keyboard seat is not the phone's to leave
    assert lobby.slots[0] == Slot("human", "phone:0")


# -- a Kingz game -------------------------------------------------------------------------------------
def start_from_lobby(lobby: LobbyScene, pump: Callable[[], None]) -> GameScene:
    link = lobby.link
    lobby.start()
    scene = lobby.app.stack.top
    assert isinstance(scene, GameScene) and scene.game.id == "kingz"
    assert scene.phones is link and lobby.link is None  # the game has the link now
    assert scene.seed == SEED
    return scene


def let_bots_lock(scene: GameScene, app: Any, clock: FakeClock) -> None:
    """Step until every bot has locked its card (the phone's seat has not: the
    turn waits for it, and nothing moves until the phone acts)."""
    bots = sorted(scene.bots)
    for _ in range(400):
        if all(scene.state.ready[p] for p in bots):
            return
        clock.advance(0.05)
        app.step()
    raise AssertionError(f"the bots never locked: {scene.state.ready}")


def check_pages_hide_other_seats(scene: GameScene, states: list[Any], seat: int) -> int:
    """For each state a page was published in: the page of ``seat`` is the
    page of any state it cannot tell from it (the other seats' secrets
    re-dealt), and its actions name none of their cards. Returns how many
    re-deals moved another seat's secrets (so the check is not empty)."""
    game = scene.game
    moved = 0
    for state in {id(s): s for s in states}.values():
        mine = expected_page(scene, state, seat)
        view = game.view(state, seat)
        others = [p for p in range(state.seats) if p != seat]
        hidden: set[int] = set()
        for p in others:
            secrets = game.secrets(state, p)
            seat_view = view["seats"][p]
            if "hand" in secrets:
                assert seat_view["hand"] is None and seat_view["aside"] is None
                hidden |= set(secrets["hand"]) | set(secrets["aside"])
            if secrets.get("pick") is not None:
                assert seat_view["pick"] is None
                hidden.add(secrets["pick"])
        cards = {c["action"]["card"] for c in mine["choices"] if "card" in c["action"]}
        assert not cards & hidden, (cards, hidden)
        for k in (1, 2, 3):
            twin = game.redact(state, seat, k)
            assert expected_page(scene, twin, seat) == mine, (state.phase, k)
            moved += any(game.secrets(twin, p) != game.secrets(state, p) for p in others)
    return moved


def test_a_kingz_seat_played_from_a_phone(app: Any, clock: FakeClock, fixed_seed: None, kingz_lobby: LobbyScene,
                                          probes: Callable[..., ProbePhone], pump: Callable[[], None],
                                          published: list[Any]) -> None:
    tr = app.tr
    lobby = kingz_lobby
    lobby.toggle_phones()
    server = lobby.link.server
    pump()
    phone = seat_phone(lobby, probes, pump, 0)
    lobby.add_bot()
    lobby.add_bot()
    scene = start_from_lobby(lobby, pump)
    game = scene.game
    assert [s.is_bot for s in scene.config.seats] == [False, True, True]
    assert scene.config.seats[0].source == "phone:0"
    let_bots_lock(scene, app, clock)
    for _ in range(3):
        pump()
    state = scene.state
    assert state.phase == "approach" and not state.ready[0]

    # the phone's page is its seat's page now, and offers exactly the legal actions
    pages = [m["page"] for m in sync(phone) if m["type"] == "page"]
    assert pages and pages[-1] == expected_page(scene, state, 0)
    page = pages[-1]
    assert page["game"] == "kingz" and page["seat"] == 0
    assert {action_key(c["action"]) for c in page["choices"]} == legal_keys(scene, 0)

    # a seat of a bot, or nobody's, says goodbye at once
    for slot in (1, 2, 4):
        other = probes(ws_url(server, slot))
        assert other.next()["type"] == "hello"
        assert other.next() == {"type": "bye", "reason": tr("phone.not_yours")}
        assert other.closed.wait(5.0)

    # an illegal action: refused with the rules' reason, nothing changes
    before = game.state_to_json(scene.state)
    moves = len(scene.log)
    theirs = scene.state.hands[1][0]
    for msg_id, action in enumerate(({"kind": "pick", "card": theirs}, {"kind": "pick", "card": 999},
                                     {"kind": "target", "seat": 1}), start=1):
        reason = rules_refusal(scene, 0, action)
        phone.act(action, msg_id=msg_id)
        assert answer(phone, pump, msg_id) == {"type": "refused", "id": msg_id, "reason": reason}
    # actions of another game's shape, or of no shape
    for msg_id, action in ((5, {"kind": "play", "card": 3, "seen": 0}), (6, {"move": "e2e4"}),
                           (7, {"kind": "pick", "card": "3"}), (8, {"kind": "ready", "extra": True})):
        phone.act(action, msg_id=msg_id)
        refused = answer(phone, pump, msg_id)
        assert refused["type"] == "refused"
        assert refused["reason"].startswith(tr("phone.refusal.bad_message") + ": ")
    assert "'play'" in [m for m in phone.log if m.get("id") == 5][0]["reason"]
    assert game.state_to_json(scene.state) == before and len(scene.log) == moves

    # a card of its own, picked from the phone, as a key press would
    pick = next(c["action"] for c in page["choices"] if c["action"]["kind"] == "pick")
    sent_at = scene.game_time(clock())
    phone.act(pick, msg_id=30)
    assert answer(phone, pump, 30) == {"type": "done", "id": 30}
    assert scene.state.picks[0] == pick["card"]
    t, seat, logged = scene.log[-1]
    assert (seat, logged) == (0, pick) and sent_at <= t <= scene.game_time(clock())
    assert journal_actions(scene)[-1] == {"t": t, "seat": 0, "a": pick}
    page = next_page(phone, pump, lambda p: p == expected_page(scene, scene.state, 0))
    ready = next(c["action"] for c in page["choices"] if c["action"]["kind"] == "ready")

    # locked: the turn goes on to the reveal, the phone following it
    phone.act(ready, msg_id=31)
    assert answer(phone, pump, 31) == {"type": "done", "id": 31}
    for _ in range(400):
        if scene.state.phase in ("targets", "resolve", "negotiate", "over") or scene.state.turn > 1:
            break
        clock.advance(0.05)
        app.step()
    assert scene.state.phase != "approach"
    for _ in range(3):
        pump()
    sync(phone)  # (what it reads goes to phone.log too)
    received = [m["page"] for m in phone.log if m["type"] == "page" and m["page"]["game"] == "kingz"]
    assert len(received) >= 4  # picking, locking, the count, the reveal
    assert received[-1] == expected_page(scene, scene.state, 0)
    published_pages = [expected_page(scene, s, 0) for s in published]
    for got in received:
        assert got in published_pages  # each page is the page of a state the game was in
    assert check_pages_hide_other_seats(scene, published, 0) > 0

    # the game is left: the phone is told, and the game's port closes
    port = server.port
    scene.quit_to_menu()
    assert phone.next("bye", pump=pump) == {"type": "bye", "reason": tr("phone.ended")}
    assert phone.closed.wait(5.0)
    assert port_closed(port)
    assert app.stack.top is lobby
    if lobby.link is not None:  # Phones stay on in the lobby: new tokens for the next game
        assert lobby.link.server.tokens[0] != server.tokens[0]


def test_a_phone_reaches_its_seat_when_the_lobby_seats_are_renumbered(
        app: Any, clock: FakeClock, fixed_seed: None, kingz_lobby: LobbyScene,
        probes: Callable[..., ProbePhone], pump: Callable[[], None]) -> None:
    """A bot in lobby seat 0, nobody in seat 1, the phone in seat 2: the game
    has two seats, and the phone plays game seat 1."""
    tr = app.tr
    lobby = kingz_lobby
    lobby.add_bot()
    lobby.toggle_phones()
    server = lobby.link.server
    pump()
    phone = seat_phone(lobby, probes, pump, 2)
    scene = start_from_lobby(lobby, pump)
    assert [s.source for s in scene.config.seats] == ["", "phone:2"]
    assert scene.phones.seat_slot == {1: 2}
    let_bots_lock(scene, app, clock)
    page = next_page(phone, pump, lambda p: p == expected_page(scene, scene.state, 1))
    assert page["seat"] == 1 and page["name"] == scene.seat_label(1)
    for slot in (0, 1):
        other = probes(ws_url(server, slot))
        assert other.next("bye") == {"type": "bye", "reason": tr("phone.not_yours")}
    pick = next(c["action"] for c in page["choices"] if c["action"]["kind"] == "pick")
    assert pick["card"] in scene.state.hands[1]
    phone.act(pick, msg_id=1)
    assert answer(phone, pump, 1) == {"type": "done", "id": 1}
    assert scene.log[-1][1:] == (1, pick) and scene.state.picks[1] == pick["card"]
    status = scene.phone_status(1)
    assert status is not None and status[0]  # the table shows the seat's phone as connected
    scene.quit_to_menu()
    assert phone.next("bye", pump=pump)["reason"] == tr("phone.ended")


# -- a Manga Manga game ---------------------------------------------------------------------------
@pytest.fixture
def manga(app: Any, probes: Callable[..., ProbePhone],
          monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[GameScene, ProbePhone, PhoneServer]]:
    """A two-seat race, the phone on seat 0 and a bot that does not move."""
    app.stack.replace(MainMenuScene(app))
    link = PhoneLink(app, 2)
    phone = probes(ws_url(link.server, 0))
    assert phone.next()["type"] == "hello"
    seats = (SeatConfig("human", source="phone:0"), SeatConfig("bot", "easy"))
    scene = start_game(app, PlayRequest("manga", seats, SEED, {}), link, {0: 0, 1: 1})
    assert scene is not None and scene.phones is link
    monkeypatch.setattr(scene, "bots_may_act", lambda now: False)
    yield scene, phone, link.server
    if scene.phones is not None:
        scene.quit_to_menu()


def test_a_manga_seat_played_from_a_phone(app: Any, clock: FakeClock, pump: Callable[[], None],
                                          manga: tuple[GameScene, ProbePhone, PhoneServer]) -> None:
    tr = app.tr
    scene, phone, server = manga
    game = scene.game
    for _ in range(400):
        if scene.state.phase == "battle":
            break
        clock.advance(0.05)
        app.step()
    assert scene.state.phase == "battle"
    page = next_page(phone, pump, lambda p: p == expected_page(scene, scene.state, 0))
    assert page["game"] == "manga" and page["realtime"] is True
    assert {action_key(c["action"]) for c in page["choices"]} == legal_keys(scene, 0)
    for k in (1, 2):
        assert expected_page(scene, game.redact(scene.state, 0, k), 0) == page
    # refused: another game's action, a card that is not in the hand
    before = game.state_to_json(scene.state)
    phone.act({"kind": "pick", "card": 3}, msg_id=1)
    refused = answer(phone, pump, 1)
    assert refused["type"] == "refused" and "'pick'" in refused["reason"]
    play = next(c["action"] for c in page["choices"] if c["action"]["kind"] == "play")
    theirs = next(c for c in scene.state.hands[1] if c not in scene.state.hands[0])
    wrong = dict(play, card=theirs)
    reason = rules_refusal(scene, 0, wrong)
    phone.act(wrong, msg_id=2)
    assert answer(phone, pump, 2) == {"type": "refused", "id": 2, "reason": reason}
    assert game.state_to_json(scene.state)["hands"] == before["hands"]
    assert not any(seat == 0 for _, seat, _ in scene.log)
    # a card played from the phone lands like a key press
    phone.act(play, msg_id=3)
    assert answer(phone, pump, 3) == {"type": "done", "id": 3}
    assert scene.log[-1][1:] == (0, play)
    assert play["card"] not in scene.state.hands[0]
    assert journal_actions(scene)[-1]["a"] == play
    next_page(phone, pump, lambda p: p == expected_page(scene, scene.state, 0))
    port = server.port
    scene.quit_to_menu()
    assert phone.next("bye", pump=pump) == {"type": "bye", "reason": tr("phone.ended")}
    assert port_closed(port)


def test_a_phone_on_the_bots_seat_of_a_manga_game_is_sent_away(
        app: Any, pump: Callable[[], None], probes: Callable[..., ProbePhone],
        manga: tuple[GameScene, ProbePhone, PhoneServer]) -> None:
    scene, phone, server = manga
    pump()
    intruder = probes(ws_url(server, 1))
    assert intruder.next()["type"] == "hello"
    assert intruder.next() == {"type": "bye", "reason": app.tr("phone.not_yours")}
    assert intruder.closed.wait(5.0)
    assert all(m["page"]["seat"] == 0 for m in sync(phone) if m["type"] == "page")


# -- where the server listens ------------------------------------------------------------------------
def test_phones_listen_on_the_address_the_tv_shows_and_keep_their_port_for_the_session(
        app: Any, monkeypatch: pytest.MonkeyPatch, started_servers: list[PhoneServer]) -> None:
    """Not every interface: the LAN address (here faked as loopback), unless TABLETOP_PHONE_HOST asks.
    When the usual port is taken, the free one found is kept for every later game of the session."""
    import socket

    import game.client.phones as phones_mod
    import game.phone.server as server_mod
    monkeypatch.delenv("TABLETOP_PHONE_HOST")
    monkeypatch.delenv("TABLETOP_PHONE_PORT")
    monkeypatch.setattr(server_mod, "lan_address", lambda: "127.0.0.1")
    monkeypatch.setattr(phones_mod, "_session_port", None)
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    monkeypatch.setattr(phones_mod, "DEFAULT_PORT", taken.getsockname()[1])
    try:
        first = PhoneLink(app, 2)
        assert first.server.host == "127.0.0.1" and first.base_url().startswith("http://127.0.0.1:")
        port = first.server.port
        assert port != phones_mod.DEFAULT_PORT
        first.stop()
        second = PhoneLink(app, 2)
        assert second.server.port == port  # the address people typed still works
        second.stop()
    finally:
        taken.close()


@pytest.mark.parametrize(("everywhere", "env", "host"), [
    (False, None, "192.0.2.7"),  # the default: the LAN address the TV shows
    (True, None, "0.0.0.0"),  # the player asked in Settings
    (True, "192.0.2.9", "192.0.2.9"),  # the environment overrides the setting...
    (False, "0.0.0.0", "0.0.0.0"),  # ...both ways
])
def test_phones_listen_on_every_interface_only_when_the_setting_or_the_environment_asks(
        app: Any, monkeypatch: pytest.MonkeyPatch, everywhere: bool, env: str | None, host: str) -> None:
    import game.phone.server as server_mod
    from game.client.phones import listen_host
    chosen: list[str] = []
    monkeypatch.setattr(PhoneServer, "start", lambda self, timeout=10.0: chosen.append(self.host))  # nothing bound
    monkeypatch.setattr(server_mod, "lan_address", lambda: "192.0.2.7")
    if env is None:
        monkeypatch.delenv("TABLETOP_PHONE_HOST")
    else:
        monkeypatch.setenv("TABLETOP_PHONE_HOST", env)
    app.settings.phones_everywhere = everywhere
    link = PhoneLink(app, 2)
    assert chosen == [host] and link.server.host == host
    assert link.base_url().startswith("http://192.0.2.") and "0.0.0.0" not in link.server.url(0)  # a place to go
    assert listen_host(everywhere, {} if env is None else {"TABLETOP_PHONE_HOST": env}) == (
        None if host == "192.0.2.7" else host)


def test_the_settings_screen_saves_phones_everywhere_and_says_when_it_applies(
        app: Any, home: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Off by default; a change is saved at once; while a phone server runs the
    screen says the change waits for the next one, and the environment, when set, decides."""
    from game.client.input import Intent
    from game.client.scenes.settings import SettingsScene
    tr = app.tr
    scene = SettingsScene(app)
    app.stack.push(scene)
    monkeypatch.delenv("TABLETOP_PHONE_HOST")
    assert app.settings.phones_everywhere is False
    assert scene.phones_hint() == tr("settings.phones_everywhere_risk")
    scene.menu.focus_id("phones_everywhere")
    scene.menu.handle(Intent("kb:menu", "act", 0.0))
    assert app.settings.phones_everywhere is True
    assert json.loads((home / "settings.json").read_text())["phones_everywhere"] is True
    app.frame()  # drawn with its hint
    monkeypatch.setenv("TABLETOP_PHONE_HOST", "127.0.0.1")  # this test's server stays on loopback
    link = PhoneLink(app, 2)
    assert link.server.running and link.server.host == "127.0.0.1"
    assert scene.phones_hint().endswith(tr("settings.phones_host_env", host="127.0.0.1"))
    monkeypatch.delenv("TABLETOP_PHONE_HOST")
    assert scene.phones_hint().endswith(tr("settings.phones_next_start"))
    app.frame()
    link.stop()
    assert scene.phones_hint() == tr("settings.phones_everywhere_risk")
    scene.menu.handle(Intent("kb:menu", "right", 0.0))
    assert app.settings.phones_everywhere is False
    assert json.loads((home / "settings.json").read_text())["phones_everywhere"] is False


def test_a_phone_that_drops_off_shows_as_away_on_the_tv(
        app: Any, probes: Callable[..., ProbePhone], pump: Callable[[], None],
        monkeypatch: pytest.MonkeyPatch) -> None:

    app.stack.replace(MainMenuScene(app))
    link = PhoneLink(app, 2)
    rate_clock = FakeClock(10.0)
    link.server.rate_clock = rate_clock
    phone = probes(ws_url(link.server, 0), answer_pings=False)  # a phone whose Wi-Fi went: it never answers
    seats = (SeatConfig("human", source="phone:0"), SeatConfig("bot", "easy"))
    scene = start_game(app, PlayRequest("manga", seats, SEED, {}), link, {0: 0, 1: 1})
    assert scene is not None
    monkeypatch.setattr(scene, "bots_may_act", lambda now: False)
    phone.next("ping", pump=pump)
    status = scene.phone_status(0)
    assert status is not None and status[0]
    rate_clock.advance(5.0)  # past DEAD_S without a pong
    assert link.server.sweep() == 1
    for _ in range(500):  # bounded: the seat card turns to away once the server lets the link go
        pump()
        status = scene.phone_status(0)
        if status is not None and not status[0]:
            break
    assert status is not None and not status[0]
    scene.quit_to_menu()


# -- after a crash -----------------------------------------------------------------------------------
def test_a_resumed_game_brings_phones_back_with_new_addresses(
        app: Any, probes: Callable[..., ProbePhone], pump: Callable[[], None]) -> None:
    """`play kingz --phones`, the game dies, Resume: the seats that had phones get them back, with new
    tokens and codes, shown on the TV at once and in the pause menu; the old address is gone (404:
    the old page says to scan again)."""
    from game.client.game_scene import resume_game
    from game.client.scenes.overlays import PhonesScene
    from game.engine.journal import read_journal
    from tests.phone.test_phone_server import request
    app.stack.replace(MainMenuScene(app))
    seats = (SeatConfig("human", source="phone:0"), SeatConfig("bot", "easy"), SeatConfig("human"))
    link = PhoneLink(app, 3)
    scene = start_game(app, PlayRequest("kingz", seats, SEED, {}), link, {0: 0, 1: 1, 2: 2})
    assert scene is not None and scene.journal is not None
    path = scene.journal.path
    assert read_journal(path).header.phones == (0, 2)  # the human seats, not the bot's
    old_tokens, old_codes = list(link.server.tokens), list(link.server.codes)
    scene.close()  # what a crash leaves: an unfinished journal, and no server
    app.stack.remove(scene)
    again = resume_game(app, path)
    assert again is not None and again.phones is not None
    assert isinstance(app.stack.top, PhonesScene)  # the new codes on the TV at once
    server = again.phones.server
    assert again.phones.seat_slot == {0: 0, 2: 2}
    assert set(server.tokens).isdisjoint(old_tokens) and set(server.codes).isdisjoint(old_codes)
    assert request(server, f"/s/{old_tokens[0]}").status == 404  # the old page: "scan again"
    assert request(server, f"/s/{server.tokens[0]}").status == 200
    phone = probes(ws_url(server, 0))
    page = phone.next("page", pump=pump)["page"]
    assert page["seat"] == 0 and page["game"] == "kingz"
    bot = probes(ws_url(server, 1))
    assert bot.next("bye")["reason"] == app.tr("phone.not_yours")
    assert any(item.id == "phones" for item in again.pause_items())  # and in the pause menu
    again.quit_to_menu()
