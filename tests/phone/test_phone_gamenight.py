"""Phones in a game night: a phone seated (with its profile) in the night's
lobby keeps its seat, its address and its page across the night's games,
turned with the seats; between games it is told what comes next; the
night's end lets it go. Every client talks to 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from clienthelpers import FakeClock, press

from game.client.game_scene import GameScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.profiles import Mark
from game.phone.probe import ProbePhone
from tests.client.conftest import client_games, inline_bots  # noqa: F401 - fixtures used by name
from tests.phone.test_phone_game import answer, next_page, seat_phone

S = SCANCODES
WASD_ACT = S["E"]


def to_scoreboard(app: Any, clock: FakeClock) -> None:
    clock.advance(2.0)
    app.step()
    assert isinstance(app.stack.top, ResultsScene)
    press(app, S["RETURN"])


def current_page(phone: ProbePhone, pump: Callable[[], None], accept: Callable[[dict[str, Any]], bool]) -> Any:
    """The page the phone shows if ``accept`` takes it, else the next one it takes."""
    last = next(m for m in reversed(phone.log) if m["type"] == "page")["page"]
    return last if accept(last) else next_page(phone, pump, accept)


@pytest.mark.usefixtures("client_games")
def test_a_phone_seat_stays_across_the_nights_games(app: Any, clock: FakeClock, probes: Callable[..., ProbePhone],
                                                    pump: Callable[[], None]) -> None:
    from game.client.scenes.gamenight import NightGamesScene, NightLobbyScene, NightScene
    tr = app.tr
    alice = app.profiles.create("Alice", Mark("blue", "star"), "2026-01-01T10:00:00+00:00")
    app.stack.replace(MainMenuScene(app))
    lobby = NightLobbyScene(app)
    app.stack.push(lobby)
    assert "phones" in [item.id for item in lobby.menu.items]
    lobby.toggle_phones()
    link = lobby.link
    assert link is not None and link.server.host == "127.0.0.1"
    pump()
    phone = seat_phone(lobby, probes, pump, 0)  # the phone sits first, and is Alice
    phone.act({"kind": "profile", "id": alice.id}, msg_id=1)
    assert answer(phone, pump, 1)["type"] == "done" and lobby.display_name(0) == "Alice"
    press(app, WASD_ACT)  # the keys sit next, anonymous
    lobby.picking.clear()
    assert lobby.slots[1].source == "kb:wasd"
    lobby.start()
    games = app.stack.top
    assert isinstance(games, NightGamesScene)
    games.chosen = ["client-nim", "client-race"]
    games.start()
    board = app.stack.scenes[1]
    assert isinstance(board, NightScene) and board.link is link and lobby.link is None
    nim = app.stack.top
    assert isinstance(nim, GameScene) and nim.game.id == "client-nim" and nim.phones is link
    assert link.seat_slot == {0: 0, 1: 1}  # first game: the phone (lobby seat 0) plays seat 0
    page = next_page(phone, pump, lambda p: p["game"] == "client-nim")
    assert page["name"] == alice.label and page["seat"] == 0
    # Nim, 10 stones: the phone takes 3, the keys 3, the phone 3, the keys the last one and win
    for msg_id, keys in ((10, (S["W"], S["W"], WASD_ACT)), (11, (S["S"], S["S"], WASD_ACT))):
        page = current_page(phone, pump, lambda p: bool(p["choices"]))
        three = next(c["action"] for c in page["choices"] if c["action"] == 3)
        phone.act(three, msg_id=msg_id)
        assert answer(phone, pump, msg_id)["type"] == "done"
        press(app, *keys)
    to_scoreboard(app, clock)
    assert app.stack.top is board and board.night.played[0].places == (2, 1)
    assert link.server.running and not phone.closed.is_set()  # the night keeps its phones
    between = next_page(phone, pump, lambda p: p["game"] == "")
    assert between["status"] == tr("gamenight.phone_next", game="Client Race")
    assert between["name"] == alice.label and between["choices"] == []
    phone.act({"kind": "profile", "id": alice.id}, msg_id=20)  # nothing is changed between games
    assert answer(phone, pump, 20) == {"type": "refused", "id": 20, "reason": tr("phone.not_started")}
    # the second game: the seats turn, the phone plays seat 1 with the same address
    url = link.server.ws_url(0)
    press(app, S["RETURN"])
    race = app.stack.top
    assert isinstance(race, GameScene) and race.game.id == "client-race" and race.phones is link
    assert link.seat_slot == {1: 0, 0: 1} and link.server.ws_url(0) == url
    page = next_page(phone, pump, lambda p: p["game"] == "client-race")
    assert page["seat"] == 1 and page["name"] == alice.label
    clock.advance(3.2)
    app.step()
    for _ in range(10):  # the keys run
        clock.advance(0.05)
        press(app, WASD_ACT)
    to_scoreboard(app, clock)
    assert app.stack.top is board and board.night.over and board.night.totals() == [4, 6]  # the keys won both
    assert next_page(phone, pump, lambda p: p["game"] == "")["status"] == tr("gamenight.phone_over")
    # the night's end lets the phone go
    press(app, S["RETURN"], S["RETURN"])
    assert isinstance(app.stack.top, MainMenuScene) and board.link is None
    assert phone.next("bye", pump=pump) == {"type": "bye", "reason": tr("phone.lobby_closed")}
    assert not link.server.running


@pytest.mark.usefixtures("client_games")
def test_a_night_taken_up_again_gives_its_phone_seats_new_codes(app: Any, probes: Callable[..., ProbePhone],
                                                                 pump: Callable[[], None]) -> None:
    from game.client.scenes.gamenight import open_night
    from game.client.scenes.overlays import PhonesScene
    from game.engine.contract import SeatConfig
    from game.engine.gamenight import Night
    night = Night((SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="phone:3")),
                  ("client-nim",), (3, 2, 1))
    board = open_night(app, night, play=True)
    assert board.link is not None and board.members == {0: 0, 1: 1}
    assert isinstance(app.stack.top, PhonesScene)  # the new codes, on the TV at once
    game = app.stack.scenes[-2]
    assert isinstance(game, GameScene) and game.phones is board.link and board.link.seat_slot == {0: 0, 1: 1}
    phone = probes(board.link.server.ws_url(1))
    page = next_page(phone, pump, lambda p: p["game"] == "client-nim")
    assert page["seat"] == 1
