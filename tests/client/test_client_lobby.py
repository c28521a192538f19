"""The lobby: zones and pads join with their act key, leave with back, bots fill seats."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from clienthelpers import drawn_texts, press

from game.client.names import seat_name
from game.client.scenes.lobby import LobbyScene
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES

S = SCANCODES
ACT = {"wasd": S["E"], "tfgh": S["Y"], "ijkl": S["O"], "arrows": S["RCTRL"], "numpad": S["KP_0"]}
BACK = {"wasd": S["Q"], "tfgh": S["R"], "ijkl": S["U"], "arrows": S["RSHIFT"], "numpad": S["KP_7"]}


def open_lobby(app: Any, game: Any) -> LobbyScene:
    app.stack.replace(MainMenuScene(app))
    lobby = LobbyScene(app, game)
    app.stack.push(lobby)
    return lobby


def kinds(lobby: LobbyScene) -> list[tuple[str, str]]:
    return [(s.kind, s.source) for s in lobby.slots]


def choose(app: Any, lobby: LobbyScene, item_id: str) -> None:
    lobby.menu.focus_id(item_id)
    press(app, S["RETURN"])




def open_name(app: Any) -> None:
    """The WASD zone's special key opens its profile list; down, act: "just a name"."""
    press(app, S["Z"], S["S"], S["E"])


@pytest.fixture
def race_lobby(app: Any, client_games: Any) -> LobbyScene:
    return open_lobby(app, client_games.RACE)  # 2 to 4 seats


def test_two_zones_join_by_pressing_their_act_keys(app: Any, race_lobby: LobbyScene) -> None:
    assert kinds(race_lobby) == [("", "")] * 4
    press(app, ACT["wasd"], ACT["tfgh"])
    assert kinds(race_lobby)[:2] == [("human", "kb:wasd"), ("human", "kb:tfgh")]
    assert race_lobby.seated("kb:tfgh") == 1
    assert race_lobby.message == app.tr("lobby.joined", who=app.input.source_label("kb:tfgh", app.tr),
                                        seat=seat_name(app.tr, "client-race", 1))
    assert race_lobby.can_start()


def test_pressing_act_again_does_not_take_a_second_seat(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"], ACT["wasd"])
    assert [k for k, _ in kinds(race_lobby)].count("human") == 1


def test_leaving_with_back_and_a_third_zone_joining(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"], ACT["tfgh"])
    press(app, BACK["wasd"])
    assert kinds(race_lobby)[:2] == [("", ""), ("human", "kb:tfgh")]
    press(app, BACK["ijkl"])  # not seated: back does not touch anyone
    assert kinds(race_lobby)[:2] == [("", ""), ("human", "kb:tfgh")]
    press(app, ACT["ijkl"])   # takes the first free seat
    assert kinds(race_lobby)[:2] == [("human", "kb:ijkl"), ("human", "kb:tfgh")]
    press(app, ACT["arrows"], ACT["numpad"])
    assert kinds(race_lobby) == [("human", "kb:ijkl"), ("human", "kb:tfgh"), ("human", "kb:arrows"),
                                 ("human", "kb:numpad")]


def test_a_full_lobby_refuses_one_more(app: Any, client_games: Any) -> None:
    lobby = open_lobby(app, client_games.NIM)  # exactly 2 seats
    press(app, ACT["wasd"], ACT["tfgh"], ACT["ijkl"])
    assert kinds(lobby) == [("human", "kb:wasd"), ("human", "kb:tfgh")]
    assert lobby.message == app.tr("lobby.full")


def test_bots_are_added_and_removed(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"])
    choose(app, race_lobby, "add_bot")
    choose(app, race_lobby, "add_bot")
    assert [k for k, _ in kinds(race_lobby)] == ["human", "bot", "bot", ""]
    assert all(s.level == race_lobby.bot_level for s in race_lobby.slots if s.kind == "bot")
    choose(app, race_lobby, "remove_bot")
    assert [k for k, _ in kinds(race_lobby)] == ["human", "bot", "", ""]
    choose(app, race_lobby, "remove_bot")
    choose(app, race_lobby, "remove_bot")  # disabled now: nothing to remove
    assert [k for k, _ in kinds(race_lobby)] == ["human", "", "", ""]


def test_add_bot_is_disabled_when_full(app: Any, client_games: Any) -> None:
    lobby = open_lobby(app, client_games.NIM)
    choose(app, lobby, "add_bot")
    choose(app, lobby, "add_bot")
    choose(app, lobby, "add_bot")
    assert [k for k, _ in kinds(lobby)] == ["bot", "bot"]


def test_a_player_joining_a_full_lobby_replaces_the_last_bot(app: Any, client_games: Any) -> None:
    lobby = open_lobby(app, client_games.NIM)
    press(app, ACT["wasd"])
    choose(app, lobby, "add_bot")
    press(app, ACT["numpad"])
    assert kinds(lobby) == [("human", "kb:wasd"), ("human", "kb:numpad")]


def test_bot_level_changes_every_bot(app: Any, race_lobby: LobbyScene) -> None:
    choose(app, race_lobby, "add_bot")
    choose(app, race_lobby, "add_bot")
    race_lobby.menu.focus_id("bot_level")
    before = race_lobby.bot_level
    press(app, S["RIGHT"])
    assert race_lobby.bot_level != before
    assert {s.level for s in race_lobby.slots if s.kind == "bot"} == {race_lobby.bot_level}


def test_start_needs_enough_seats(app: Any, race_lobby: LobbyScene) -> None:
    assert not race_lobby.can_start()
    press(app, ACT["wasd"])
    choose(app, race_lobby, "start")
    assert app.stack.top is race_lobby
    press(app, ACT["tfgh"])
    choose(app, race_lobby, "start")
    top = app.stack.top
    assert top is not race_lobby and top.game.id == "client-race"
    assert [s.source for s in top.config.seats] == ["kb:wasd", "kb:tfgh"]
    assert top.seat_of == {"kb:wasd": 0, "kb:tfgh": 1}


def test_start_compacts_seats_with_gaps(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"], ACT["tfgh"], ACT["ijkl"], BACK["tfgh"])
    choose(app, race_lobby, "add_bot")  # fills the gap left by tfgh
    press(app, BACK["wasd"])
    choose(app, race_lobby, "start")
    game = app.stack.top
    assert [(s.kind, s.source) for s in game.config.seats] == [("bot", ""), ("human", "kb:ijkl")]


def test_seat_labels_are_shown(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"], ACT["arrows"])
    choose(app, race_lobby, "add_bot")
    texts = drawn_texts(app)
    tr = app.tr
    for seat in range(4):
        assert seat_name(tr, "client-race", seat) in texts
    assert app.input.source_label("kb:wasd", tr) in texts
    assert app.input.source_label("kb:arrows", tr) in texts
    assert tr("lobby.bot", level=tr(f"bot.{race_lobby.bot_level}")) in texts
    # the help panel names the seat each zone took
    assert texts.count(seat_name(tr, "client-race", 1)) >= 2
    assert tr("lobby.pads", n=0) in texts


def test_escape_leaves_the_lobby(app: Any, race_lobby: LobbyScene) -> None:
    press(app, S["ESCAPE"])
    assert isinstance(app.stack.top, MainMenuScene)


def controller_press(app: Any, iid: int, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=iid, button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=iid, button=button))
    app.step()


def test_pads_join_and_unplugging_frees_the_seat(app: Any, race_lobby: LobbyScene) -> None:
    app.dispatch(app.input.add_virtual_pad(7, is_controller=True))
    app.dispatch(app.input.add_virtual_pad(8))  # a raw joystick
    press(app, ACT["wasd"])
    controller_press(app, 7, pygame.CONTROLLER_BUTTON_A)
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=8, button=0))
    app.step()
    assert kinds(race_lobby)[:3] == [("human", "kb:wasd"), ("human", "pad:7"), ("human", "pad:8")]
    assert app.tr("lobby.pads", n=2) in drawn_texts(app)
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    app.step()
    assert kinds(race_lobby)[:3] == [("human", "kb:wasd"), ("", ""), ("human", "pad:8")]
    assert race_lobby.message == app.tr("lobby.pad_left")
    assert app.stack.top is race_lobby


def test_unplugging_a_pad_that_has_no_seat_changes_nothing(app: Any, race_lobby: LobbyScene) -> None:
    app.dispatch(app.input.add_virtual_pad(7, is_controller=True))
    press(app, ACT["wasd"])
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    app.step()
    assert kinds(race_lobby)[0] == ("human", "kb:wasd")
    assert race_lobby.message != app.tr("lobby.pad_left")


def test_a_pad_leaves_with_b_and_start_never_throws_the_seating_away(app: Any, race_lobby: LobbyScene) -> None:
    app.dispatch(app.input.add_virtual_pad(3, is_controller=True))
    app.dispatch(app.input.add_virtual_pad(4, is_controller=True))
    controller_press(app, 3, pygame.CONTROLLER_BUTTON_A)
    controller_press(app, 4, pygame.CONTROLLER_BUTTON_A)
    assert race_lobby.seated("pad:3") == 0 and race_lobby.seated("pad:4") == 1
    controller_press(app, 3, pygame.CONTROLLER_BUTTON_B)
    assert race_lobby.seated("pad:3") is None
    controller_press(app, 4, pygame.CONTROLLER_BUTTON_START)  # couch players press Start to start...
    assert app.stack.top is race_lobby and race_lobby.seated("pad:4") == 1  # ...it must not leave the lobby
    press(app, S["ESCAPE"])
    assert isinstance(app.stack.top, MainMenuScene)


def test_lobby_of_a_real_game_draws(app: Any) -> None:
    from game.engine import registry

    for game in registry.all_games():
        lobby = open_lobby(app, game)
        press(app, ACT["wasd"], ACT["tfgh"])
        assert lobby.count() == 2
        app.frame()


def test_filling_the_table_with_bots_brings_start_into_view_and_focus(app: Any) -> None:
    from game.client.scenes.lobby import LobbyScene
    from game.engine import registry

    lobby = LobbyScene(app, registry.get("manga"))
    app.stack.push(lobby)
    lobby.join("kb:wasd")
    for _ in range(5):
        lobby.add_bot()
    assert lobby.menu.focused() is not None and lobby.menu.focused().id == "start"
    assert 0 in lobby.menu.shown(), "Start the game is on screen"


def test_the_pause_menu_shows_all_its_items(app: Any) -> None:
    from game.client.game_scene import start_game
    from game.client.scenes.overlays import PauseScene
    from game.client.scenes.title import MainMenuScene
    from game.engine.contract import SeatConfig
    from game.engine.match import PlayRequest

    app.stack.replace(MainMenuScene(app))
    scene = start_game(app, PlayRequest("mana", (SeatConfig("human", source="kb:wasd"),
                                                 SeatConfig("bot", "easy")), 1, {}))
    pause = PauseScene(app, scene)
    assert len(pause.menu.items) >= 7
    assert list(pause.menu.shown()) == list(range(len(pause.menu.items))), "nothing scrolled out of view"


def test_the_lobby_says_what_a_bot_level_means_while_it_is_chosen(app: Any) -> None:
    from game.client.scenes.lobby import LobbyScene
    from game.engine import registry

    lobby = LobbyScene(app, registry.get("manga"))
    app.stack.push(lobby)
    lobby.menu.focus_id("bot_level")
    for level in ("easy", "normal", "hard"):
        lobby.bot_level = level
        texts = drawn_texts(app)
        assert app.tr("lobby.level_means", level=app.tr(f"bot.{level}"),
                      means=app.tr(f"game.manga.bot.{level}")) in texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rule_option_says_what_it_means_while_it_is_chosen(app: Any, lang: str) -> None:
    from game.client.scenes.lobby import LobbyScene
    from game.engine import registry

    app.set_language(lang)
    for game in registry.all_games():
        lobby = LobbyScene(app, game)
        for option in game.options:
            lobby.menu.focus_id(f"rule:{option.key}")
            for value in option.choices:
                lobby.rules[option.key] = value
                meaning = lobby.focus_meaning()
                assert meaning, f"{game.id}: {option.key}={value} says nothing"
                assert app.canvas.text_width(meaning, 36, True) <= 1700, f"cut: {meaning}"


# -- names typed in the lobby ----------

def type_text(app: Any, text: str) -> None:
    """What the keyboard sends for typed letters: the key (a zone's key, for
    most letters) and the text it makes."""
    for ch in text:
        app.clock.advance(0.05)  # a person types after the key that opened the name
        code = S.get(ch.upper())
        if code is not None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=code, key=0, mod=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        if code is not None:
            pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=code, key=0, mod=0))
        app.step()


def test_a_seated_player_types_a_name_that_the_table_uses(app: Any, race_lobby: LobbyScene) -> None:
    from game.client.scenes.naming import NameScene
    press(app, ACT["wasd"], ACT["tfgh"])
    open_name(app)  # the WASD zone's special key, then "just a name": type my name
    assert isinstance(app.stack.top, NameScene)
    type_text(app, "Wadja")  # W, A and D are the zone's keys: they type, they do not move anything
    assert kinds(race_lobby)[:2] == [("human", "kb:wasd"), ("human", "kb:tfgh")]
    press(app, S["BACKSPACE"])
    type_text(app, "e")
    assert app.stack.top.text == "Wadje"
    assert "Wadje" in drawn_texts(app)
    press(app, S["RETURN"])
    assert app.stack.top is race_lobby and race_lobby.display_name(0) == "Wadje"
    assert "Wadje" in drawn_texts(app)  # on the seat card
    choose(app, race_lobby, "start")
    table = app.stack.top
    assert table.config.seats[0].name == "Wadje" and table.seat_label(0) == "Wadje"
    assert table.seat_label(1) == seat_name(app.tr, "client-race", 1)


def test_a_name_already_at_the_table_is_refused_whatever_its_case(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"], ACT["tfgh"])
    other = seat_name(app.tr, "client-race", 1)
    open_name(app)
    type_text(app, other.upper())
    press(app, S["RETURN"])
    top = app.stack.top
    assert top is not race_lobby and top.message == app.tr("lobby.name_taken", name=other.upper())
    assert race_lobby.slots[0].name == ""


def test_escape_keeps_the_old_name_and_an_empty_name_gives_back_the_seats_own(app: Any,
                                                                            race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"])
    assert race_lobby.rename(0, "Zed") == ""
    open_name(app)
    type_text(app, "ebra")
    press(app, S["ESCAPE"])
    assert app.stack.top is race_lobby and race_lobby.display_name(0) == "Zed"
    open_name(app)
    for _ in range(3):
        press(app, S["BACKSPACE"])
    press(app, S["RETURN"])
    assert race_lobby.display_name(0) == seat_name(app.tr, "client-race", 0)


def test_a_name_is_at_most_twelve_letters(app: Any, race_lobby: LobbyScene) -> None:
    from game.engine.profiles import NAME_MAX
    press(app, ACT["wasd"])
    open_name(app)
    type_text(app, "Bartholomew the Great")
    assert len(app.stack.top.text) == NAME_MAX and app.stack.top.message
    press(app, S["RETURN"])
    assert race_lobby.display_name(0) == "Bartholomew "[:NAME_MAX].strip()


def test_typed_text_reaches_nothing_when_no_name_is_typed(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"])
    type_text(app, "q")  # Q is the WASD zone's back key: the key leaves the seat, the text goes nowhere
    assert kinds(race_lobby)[0] == ("", "")


def test_the_key_that_opens_the_name_types_nothing_into_it(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"], S["Z"], S["S"])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=S["E"], key=0, mod=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="e"))  # where the system sends text
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=S["E"], key=0, mod=0))
    app.step()
    assert app.stack.top is not race_lobby and app.stack.top.text == ""


def test_a_gamepad_seat_is_offered_profiles_and_a_name_alone(app: Any, race_lobby: LobbyScene) -> None:
    from game.client.scenes.profiles import ProfilePicker
    both = [app.tr("lobby.back_seated"), app.tr("lobby.special_seated")]
    assert [label for _key, label in race_lobby.seat_hints("pad:0")] == both
    assert [label for _key, label in race_lobby.seat_hints("kb:wasd")] == both
    race_lobby.slots[0].kind, race_lobby.slots[0].source = "human", "pad:0"
    assert [r.kind for r in ProfilePicker(race_lobby, 0).rows()] == ["new", "name", "skip"]  # typed on the grid


def test_a_name_an_empty_seat_will_be_called_is_refused_too(app: Any, race_lobby: LobbyScene) -> None:
    press(app, ACT["wasd"])
    later = seat_name(app.tr, "client-race", 3)  # nobody sits there yet
    assert race_lobby.rename(0, later.lower()) == app.tr("lobby.name_taken", name=later.lower())
