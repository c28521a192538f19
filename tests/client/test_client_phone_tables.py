"""Phones at the tables (headless, a real phone server on 127.0.0.1): a seat
card shows its phone and round trip; an Ikasamage seat with its phone
connected plays there with no hand-over screen, and its act key still opens
its private turn on the TV."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from clienthelpers import FakeClock, drawn_texts, press

from game.client.game_scene import start_game
from game.client.phones import PhoneLink
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.contract import Outcome, SeatConfig
from game.engine.match import PlayRequest
from game.games.ikasamage.scene import OPENING_S
from game.phone.probe import ProbePhone

ZONES = ("wasd", "tfgh", "ijkl")
ACT = {"wasd": SCANCODES["E"], "tfgh": SCANCODES["Y"], "ijkl": SCANCODES["O"]}


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("TABLETOP_PHONE_PORT", "0")


@pytest.fixture
def phones() -> Iterator[list[ProbePhone]]:
    made: list[ProbePhone] = []
    yield made
    for phone in made:
        phone.close()


def stepper(app: Any, clock: FakeClock) -> Any:
    """One step of the app with time going on (the scenes update at most 144 times a second)."""
    def step() -> None:
        clock.advance(0.01)
        app.step()
    return step


def ws_url(link: PhoneLink, slot: int) -> str:
    return link.server.ws_url(slot)


def open_seat(app: Any, clock: FakeClock, phones: list[ProbePhone], link: PhoneLink,
              slot: int) -> tuple[ProbePhone, Any]:
    """A phone opens ``slot`` (closed when the test ends) and is sent its page: (the phone, that page)."""
    phone = ProbePhone(ws_url(link, slot))
    phones.append(phone)
    return phone, phone.next("page", pump=stepper(app, clock))["page"]


def ikasamage(app: Any, seed: int = 3) -> Any:
    """Three keyboard seats with phones, under the hand-over rule, the opening skipped."""
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("human", source=f"kb:{z}") for z in ZONES)
    link = PhoneLink(app, len(seats))
    scene = start_game(app, PlayRequest("ikasamage", seats, seed, {"private_hands": "handover"}), link,
                       {i: i for i in range(len(seats))})
    assert scene is not None and scene.phones is link
    press(app, ACT["wasd"])  # the match's opening: go on
    return scene


def test_a_seat_card_shows_its_phone_and_round_trip(app: Any, clock: FakeClock, phones: list[ProbePhone]) -> None:
    scene = ikasamage(app)
    seat = scene.acting_seat()
    assert scene.phone_status(seat) is None  # no phone yet: the card says nothing of phones
    phone, _ = open_seat(app, clock, phones, scene.phones, seat)
    for _ in range(200):  # the first ping is answered at once
        stepper(app, clock)()
        status = scene.phone_status(seat)
        if status is not None and status[1] is not None:
            break
    connected, rtt = scene.phone_status(seat)
    assert connected and rtt is not None and rtt >= 0
    assert app.tr("phone.rtt", ms=round(rtt)) in drawn_texts(app)
    phone.close()
    deadline = time.monotonic() + 5
    while scene.phone_status(seat)[0] and time.monotonic() < deadline:  # the server sees it go
        stepper(app, clock)()
        time.sleep(0.005)
    assert scene.phone_status(seat)[0] is False  # the mark stays, greyed: the phone may come back


def test_an_ikasamage_seat_on_its_phone_has_no_hand_over(app: Any, clock: FakeClock, phones: list[ProbePhone]) -> None:
    scene = ikasamage(app)
    seat = scene.acting_seat()
    name = scene.seat_label(seat)
    look_away = app.tr("game.ikasamage.handover.look_away", seat=name)
    assert scene.handover_seat() == seat
    assert look_away in drawn_texts(app)
    phone, page = open_seat(app, clock, phones, scene.phones, seat)
    assert page["choices"], "the acting seat's phone offers its actions"
    for _ in range(20):
        stepper(app, clock)()
    assert scene.handover_seat() is None
    assert look_away not in drawn_texts(app)
    before = len(scene.log)
    phone.act(page["choices"][0]["action"], 1)
    answer = phone.next(pump=stepper(app, clock))
    while answer["type"] not in ("done", "refused"):
        answer = phone.next(pump=stepper(app, clock))
    assert answer == {"type": "done", "id": 1}, (answer, phone.log)
    assert len(scene.log) == before + 1 and scene.log[-1][1] == seat


def test_its_act_key_still_opens_the_private_turn_on_the_tv(app: Any, clock: FakeClock,
                                                          phones: list[ProbePhone]) -> None:
    scene = ikasamage(app)
    seat = scene.acting_seat()
    phone, _ = open_seat(app, clock, phones, scene.phones, seat)
    for _ in range(20):
        stepper(app, clock)()
    assert scene.handover_seat() is None and scene.ui is None
    press(app, ACT[ZONES[seat]])
    assert scene.ui is not None and scene.ui.seat == seat


def test_an_action_that_arrived_during_a_pause_is_refused_after_it(app: Any, clock: FakeClock,
                                                                    phones: list[ProbePhone]) -> None:
    from game.client.scenes.overlays import PauseScene
    scene = ikasamage(app)
    seat = scene.acting_seat()
    phone, page = open_seat(app, clock, phones, scene.phones, seat)
    app.stack.push(PauseScene(app, scene))
    stepper(app, clock)()
    before = len(scene.log)
    phone.act(page["choices"][0]["action"], 9)
    for _ in range(40):  # the server has it, stamped now, during the pause
        time.sleep(0.005)
    clock.advance(1.0)
    app.stack.pop()  # the game goes on: what was sent while it stood still is refused
    answer = phone.next("refused", pump=stepper(app, clock))
    assert answer == {"type": "refused", "id": 9, "reason": app.tr("phone.paused")}
    assert len(scene.log) == before


def test_only_seats_a_phone_opened_have_their_page_built_and_one_opening_its_seat_paused_gets_it(
        app: Any, clock: FakeClock, phones: list[ProbePhone], monkeypatch: pytest.MonkeyPatch) -> None:
    """Building every seat's page at every move cost a frame milliseconds: a
    seat no phone opened has none, and a phone opening it gets the page of the
    game as it is now, paused or not (never the lobby's or an earlier move's)."""
    from game.client import phones as phones_mod
    from game.client.scenes.overlays import PauseScene
    built: list[int] = []
    real = phones_mod.page_for

    def counted(game: Any, state: Any, seat: int, *rest: Any) -> Any:
        built.append(seat)
        return real(game, state, seat, *rest)

    monkeypatch.setattr(phones_mod, "page_for", counted)
    scene = ikasamage(app)
    seat = scene.acting_seat()
    open_seat(app, clock, phones, scene.phones, seat)
    for _ in range(20):
        stepper(app, clock)()
    assert built and set(built) == {seat}  # only the opened seat's pages were made
    app.stack.push(PauseScene(app, scene))
    stepper(app, clock)()
    other = next(s for s in range(3) if s != seat)
    _, page = open_seat(app, clock, phones, scene.phones, other)  # the table stands still under the pause
    assert page == phones_mod.page_for(scene.game, scene.state, other,
                                       [scene.seat_label(i) for i in range(3)], app.tr, app.tr.language) | \
        {"colour": phones_mod.hex_colour(scene.seat_colour(other))}


def test_the_pause_menu_shows_every_human_seats_code_and_a_phone_can_join_there(app: Any, clock: FakeClock,
                                                                                 phones: list[ProbePhone]) -> None:
    from game.client.scenes.overlays import PauseScene, PhonesScene
    scene = ikasamage(app)
    stepper(app, clock)()
    pause = PauseScene(app, scene)
    app.stack.push(pause)
    pause.menu.focus_id("phones")
    press(app, SCANCODES["RETURN"])
    overlay = app.stack.top
    assert isinstance(overlay, PhonesScene)
    texts = drawn_texts(app)
    for seat in range(3):
        assert scene.phones.code(scene.phones.seat_slot[seat]) in texts
    for _ in range(3):  # the codes are up a moment (a phone cannot scan them sooner): one seat's page a frame
        stepper(app, clock)()
    # the game stands still, and a phone opening seat 1 gets its page at once all the same
    phone = ProbePhone(ws_url(scene.phones, 1))
    phones.append(phone)
    page = phone.next("page")["page"]
    assert page["seat"] == 1 and page["name"] == scene.seat_label(1)
    press(app, SCANCODES["ESCAPE"])
    assert app.stack.top is pause


@pytest.mark.parametrize("game_id", ["mana", "kingz", "manga"])
def test_a_seat_played_only_from_its_phone_shows_no_keys(app: Any, game_id: str) -> None:
    app.stack.replace(MainMenuScene(app))
    seats = (SeatConfig("human", source="phone:0"), SeatConfig("human", source="kb:wasd"))
    link = PhoneLink(app, 2)
    scene = start_game(app, PlayRequest(game_id, seats, 5, {}), link, {0: 0, 1: 1})
    assert scene is not None
    texts = drawn_texts(app)
    assert app.tr("phone.hint") in texts  # where its key hints would be
    assert scene.source_of(0) == "phone:0" and 0 not in scene.lost  # its phone may come: it is not "unplugged"


def test_an_ikasamage_hand_over_waits_for_a_phone_only_seats_phone(app: Any, clock: FakeClock) -> None:
    app.stack.replace(MainMenuScene(app))
    seats = (SeatConfig("human", source="phone:0"), SeatConfig("human", source="phone:1"),
             SeatConfig("human", source="phone:2"))
    link = PhoneLink(app, 3)
    scene = start_game(app, PlayRequest("ikasamage", seats, 3, {"private_hands": "handover"}), link,
                       {i: i for i in range(3)})
    clock.advance(OPENING_S)  # no key to skip the match's opening with: it ends by itself
    seat = scene.handover_seat()
    assert seat is not None  # its phone is not there: the table waits for it, and says so
    assert app.tr("phone.waiting_for", seat=scene.seat_label(seat)) in drawn_texts(app)


def test_a_mana_seat_moves_from_its_phone(app: Any, clock: FakeClock, phones: list[ProbePhone]) -> None:
    """Mana's actions are strings ("D@b1"): they go through like any other."""
    app.stack.replace(MainMenuScene(app))
    seats = (SeatConfig("human", source="phone:0"), SeatConfig("human", source="kb:wasd"))
    link = PhoneLink(app, 2)
    scene = start_game(app, PlayRequest("mana", seats, 5, {}), link, {0: 0, 1: 1})
    phone, page = open_seat(app, clock, phones, link, 0)
    action = page["choices"][0]["action"]
    assert isinstance(action, str)
    phone.act(action, 3)
    assert phone.next("done", pump=stepper(app, clock))["id"] == 3
    assert scene.log[-1][1:] == (0, action)


def test_play_again_after_a_game_with_phones_goes_by_the_lobby_for_new_codes(app: Any, clock: FakeClock) -> None:
    from game.client.scenes.lobby import LobbyScene
    from game.client.scenes.results import ResultsScene
    from game.engine import registry
    app.stack.replace(MainMenuScene(app))
    lobby = LobbyScene(app, registry.get("kingz"))
    app.stack.push(lobby)
    lobby.toggle_phones()
    first = lobby.link.server.tokens[0]
    lobby.join("kb:wasd")
    lobby.add_bot()
    lobby.start()
    scene = app.stack.top
    assert scene.phones is not None and lobby.link is None
    outcome = Outcome((0,), (1.0, 0.0), "test")
    app.stack.replace(ResultsScene(app, scene, outcome))  # the game scene exits: its phones stop
    assert scene.phones is None
    app.stack.top.again()
    assert app.stack.top is lobby and lobby.link is not None  # new codes to scan, not a game without phones
    assert lobby.link.server.tokens[0] != first
    lobby.toggle_phones()
