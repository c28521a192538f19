"""Title, main menu and the overlays: pause, rules, confirm, key check, content errors."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from clienthelpers import drawn_texts, post_key, press

from game.client.game_scene import GameScene, start_game
from game.client.scenes.lobby import GameInfoScene, LobbyScene
from game.client.scenes.messages import ContentErrorScene
from game.client.scenes.overlays import ConfirmScene, KeyCheckScene, PauseScene, RulesScene
from game.client.scenes.settings import SettingsScene
from game.client.scenes.title import MainMenuScene, TitleScene
from game.content.errors import ContentError
from game.content.scancodes import SCANCODES
from game.engine.contract import SeatConfig
from game.engine.journal import read_journal
from game.engine.match import PlayRequest

S = SCANCODES




def test_title_any_key_opens_the_menu_and_escape_quits(app: Any) -> None:
    assert isinstance(app.stack.top, TitleScene)
    press(app, S["KP_8"])  # a zone direction
    assert isinstance(app.stack.top, MainMenuScene) and len(app.stack) == 1
    press(app, S["ESCAPE"])
    assert isinstance(app.stack.top, TitleScene)
    press(app, S["ESCAPE"])
    assert app.running is False


def test_main_menu_opens_games_and_settings(app: Any, client_games: Any) -> None:
    press(app, S["RETURN"])
    menu = app.stack.top
    assert [i.id for i in menu.menu.items] == ["client-nim", "client-race", "gamenight", "players", "gallery",
                                             "settings", "quit"]
    press(app, S["S"], S["E"])  # wasd down, wasd act: the second game
    info = app.stack.top
    assert isinstance(info, GameInfoScene) and info.game.id == "client-race"
    press(app, S["RETURN"])  # Play
    assert isinstance(app.stack.top, LobbyScene)
    press(app, S["ESCAPE"], S["ESCAPE"])
    assert app.stack.top is menu
    menu.menu.focus_id("settings")
    press(app, S["RETURN"])
    assert isinstance(app.stack.top, SettingsScene)
    press(app, S["BACKSPACE"])
    assert app.stack.top is menu
    menu.menu.focus_id("gallery")
    press(app, S["RETURN"])
    assert type(app.stack.top).__name__ == "GalleryScene"
    press(app, S["ESCAPE"])
    assert app.stack.top is menu


def test_mouse_clicks_choose_menu_items(app: Any, client_games: Any) -> None:
    press(app, S["RETURN"])
    menu = app.stack.top
    x, y, w, h = menu.menu.rect(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x + w / 2), int(y + h / 2)), button=1))
    app.step()
    assert isinstance(app.stack.top, GameInfoScene) and app.stack.top.game.id == "client-race"


@pytest.fixture
def game(app: Any, client_games: Any) -> GameScene:
    app.stack.replace(MainMenuScene(app))
    scene = start_game(app, PlayRequest("client-nim", (SeatConfig(), SeatConfig()), 3, {}))
    assert scene is not None
    return scene


def test_pause_menu_resume_rules_settings(app: Any, game: GameScene) -> None:
    press(app, S["ESCAPE"])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert app.stack.visible() == [game, pause]
    pause.menu.focus_id("rules")
    press(app, S["RETURN"])
    assert isinstance(app.stack.top, RulesScene)
    press(app, S["DOWN"], S["UP"], S["ESCAPE"])
    assert app.stack.top is pause
    pause.menu.focus_id("settings")
    press(app, S["RETURN"])
    assert isinstance(app.stack.top, SettingsScene)
    press(app, S["ESCAPE"])
    assert app.stack.top is pause
    pause.menu.focus_id("resume")
    press(app, S["RETURN"])
    assert app.stack.top is game


def test_a_pads_start_button_pauses(app: Any, game: GameScene) -> None:
    app.dispatch(app.input.add_virtual_pad(2, is_controller=True))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=2,
                                         button=pygame.CONTROLLER_BUTTON_START))
    app.step()
    assert isinstance(app.stack.top, PauseScene)


def test_quit_asks_first_and_no_keeps_playing(app: Any, game: GameScene) -> None:
    press(app, S["ESCAPE"])
    pause = app.stack.top
    pause.menu.focus_id("quit")
    press(app, S["RETURN"])
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene)
    assert confirm.menu.focused().id == "no"  # the safe answer is focused
    press(app, S["RETURN"])
    assert app.stack.top is pause and game in app.stack.scenes
    press(app, S["RETURN"])  # quit again
    press(app, S["ESCAPE"])  # Esc means no
    assert app.stack.top is pause


def test_quit_yes_leaves_the_game_and_ends_its_journal(app: Any, game: GameScene) -> None:
    press(app, S["E"])  # one move
    press(app, S["ESCAPE"])
    app.stack.top.menu.focus_id("quit")
    press(app, S["RETURN"], S["DOWN"], S["RETURN"])
    from game.client.scenes.lobby import LobbyScene

    assert isinstance(app.stack.top, LobbyScene) and game not in app.stack.scenes, "Quit to the lobby: the lobby"
    assert app.stack.top.game.id == game.game.id
    journal = read_journal(game.journal.path)
    assert journal.end is not None and journal.end.abandoned


def test_key_check_lights_held_keys(app: Any) -> None:
    check = KeyCheckScene(app)
    app.stack.push(check)
    for name in ("W", "A", "S", "D", "E", "Q", "Z", "I"):
        post_key(S[name], up=False)
    app.step()
    texts = drawn_texts(app)
    assert app.tr("keycheck.count", n=7, total=7) in texts   # wasd: all seven
    assert app.tr("keycheck.count", n=1, total=7) in texts   # ijkl: I only
    assert app.tr("keycheck.count", n=0, total=7) in texts   # the others
    assert app.stack.top is check  # zone keys do not close it
    post_key(S["I"], down=False)
    app.step()
    assert app.tr("keycheck.count", n=1, total=7) not in drawn_texts(app)
    press(app, S["ESCAPE"])
    assert app.stack.top is not check


def test_key_check_pads_close_with_back_twice(app: Any) -> None:
    app.dispatch(app.input.add_virtual_pad(6, is_controller=True))
    check = KeyCheckScene(app)
    app.stack.push(check)
    b = pygame.CONTROLLER_BUTTON_B
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=6, button=b))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=6, button=b))
        app.step()
        if _ == 0:
            assert app.stack.top is check and check.pad_seen["pad:6"] == {"back"}
    assert app.stack.top is not check


def test_content_errors_show_file_line_and_column(app: Any) -> None:
    err = ContentError("data/example.yaml", 3, 7, "deck[2].shield: unknown colour 'pink'")
    scene = ContentErrorScene(app, [err])
    app.stack.push(scene)
    texts = drawn_texts(app)
    assert "data/example.yaml:3:7" in texts and err.message in texts
    press(app, S["RETURN"])
    assert scene not in app.stack.scenes
