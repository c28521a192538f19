"""Game night: points by place, two short games through the real scene stack,
and a night that survives a crash between games and in a game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from clienthelpers import FakeClock, drawn_texts, press

from game.client.game_scene import GameScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.gamenight import Night, award, load_night, night_path
from game.engine.profiles import Mark

S = SCANCODES
WASD = {"up": S["W"], "down": S["S"], "act": S["E"]}
TFGH = {"up": S["T"], "down": S["G"], "act": S["Y"]}


def test_points_by_place_are_shared_by_ties() -> None:
    assert award([1, 2, 3, 4], [3, 2, 1]) == [3, 2, 1, 0]
    assert award([1, 1, 3], [3, 2, 1]) == [2.5, 2.5, 1]
    assert award([1, 2, 2, 2], [3, 2, 1]) == [3, 1, 1, 1]
    assert award([1, 1], [3, 2, 1]) == [2.5, 2.5]  # a drawn Mana game


def test_the_points_file_is_validated_like_the_other_data_files(tmp_path: Path) -> None:
    from game.content.loader import validate_dir
    (tmp_path / "gamenight.yaml").write_text("points: [3, 5, 1]\nsurprise_games: 3\n", encoding="utf-8")
    from game.content.models import GameNightContent
    errors = validate_dir(tmp_path, {"gamenight.yaml": GameNightContent})
    assert [(e.line, "more than place 1" in e.message) for e in errors] == [(1, True)]
    (tmp_path / "gamenight.yaml").write_text("points: [3, 2, 1]\nsurprise_games: 0\n", encoding="utf-8")
    assert [e.line for e in validate_dir(tmp_path, {"gamenight.yaml": GameNightContent})] == [2]


def seat_the_group(app: Any) -> None:
    """Alice on WASD, Bob on TFGH, from the main menu to the night's first game."""
    from game.client.scenes.gamenight import NightGamesScene, NightLobbyScene
    app.profiles.create("Alice", Mark("blue", "star"), "2026-01-01T10:00:00+00:00")
    app.profiles.create("Bob", Mark("red", "circle"), "2026-01-02T10:00:00+00:00")
    app.stack.replace(MainMenuScene(app))
    app.stack.top.menu.focus_id("gamenight")
    press(app, S["RETURN"])
    lobby = app.stack.top
    assert isinstance(lobby, NightLobbyScene)
    press(app, WASD["act"], WASD["down"], WASD["act"])  # sits, picks Alice (Bob is the more recent)
    press(app, TFGH["act"], TFGH["act"])  # sits, picks Bob (Alice is taken)
    assert [lobby.display_name(0), lobby.display_name(1)] == ["Alice", "Bob"]
    lobby.menu.focus_id("start")
    press(app, S["RETURN"])
    games = app.stack.top
    assert isinstance(games, NightGamesScene)
    games.menu.focus_id("client-nim")
    press(app, S["RETURN"])
    games.menu.focus_id("client-race")
    press(app, S["RETURN"])
    assert games.chosen == ["client-nim", "client-race"]
    games.menu.focus_id("start")
    press(app, S["RETURN"])


def play_nim(app: Any, clock: FakeClock) -> None:
    """10 stones: WASD takes 3, TFGH 3, WASD 3, TFGH the last: TFGH's seat wins."""
    assert isinstance(app.stack.top, GameScene) and app.stack.top.game.id == "client-nim"
    press(app, WASD["up"], WASD["up"], WASD["act"])
    press(app, TFGH["up"], TFGH["up"], TFGH["act"])
    press(app, WASD["act"])
    press(app, TFGH["down"], TFGH["down"], TFGH["act"])
    to_results(app, clock)


def to_results(app: Any, clock: FakeClock) -> None:
    clock.advance(2.0)
    app.step()
    assert isinstance(app.stack.top, ResultsScene)
    assert [item.id for item in app.stack.top.menu.items] == ["night"]  # no "play again" in a night
    press(app, S["RETURN"])


def play_race(app: Any, clock: FakeClock) -> None:
    """After the count-in, WASD steps ten times and wins."""
    assert isinstance(app.stack.top, GameScene) and app.stack.top.game.id == "client-race"
    clock.advance(3.2)
    app.step()
    for _ in range(10):
        clock.advance(0.05)
        press(app, WASD["act"])
    to_results(app, clock)


def test_a_night_of_two_short_games_through_the_real_scene_stack(app: Any, clock: FakeClock,
                                                                  client_games: Any) -> None:
    from game.client.scenes.gamenight import NightFinalScene, NightScene
    from game.engine.records import load_summary
    seat_the_group(app)
    assert [type(s).__name__ for s in app.stack.scenes] == ["MainMenuScene", "NightScene", "NimScene"]
    night = app.stack.scenes[1].night
    assert load_night()[0] is not None and load_night()[0].current == app.stack.top.journal.path.name
    play_nim(app, clock)
    board = app.stack.top
    assert isinstance(board, NightScene)
    assert [g.places for g in night.played] == [(2, 1)] and night.totals() == [2, 3]  # Bob took the last stone
    texts = drawn_texts(app)
    assert app.tr("gamenight.highlight.won", winner="Bob", game="Client Nim") in texts
    assert app.tr("gamenight.next", game="Client Race") in texts
    saved, _ = load_night()
    assert saved is not None and saved.totals() == [2, 3] and saved.current == ""
    press(app, S["RETURN"])  # next game: the seats turn, Bob is seat 0 now
    assert app.stack.top.config.seats[0].name == "Bob"
    play_race(app, clock)
    assert isinstance(app.stack.top, NightScene) and night.totals() == [5, 5] and night.over
    press(app, S["RETURN"])  # the night's winner
    final = app.stack.top
    assert isinstance(final, NightFinalScene)
    assert app.tr("gamenight.winners", names="Alice, Bob") in drawn_texts(app)
    press(app, S["RETURN"])
    assert isinstance(app.stack.top, MainMenuScene) and not night_path().exists()
    # both games are in everyone's records
    whos = sorted((g.game, tuple(s.who for s in g.seats)) for g in load_summary().games.values())
    alice, bob = (f"p:{p.id}" for p in sorted(app.profiles.profiles.values(), key=lambda p: p.name))
    assert whos == [("client-nim", (alice, bob)), ("client-race", (bob, alice))]


def test_leaving_a_game_of_the_night_comes_back_to_the_scoreboard_to_play_it_again(
        app: Any, clock: FakeClock, client_games: Any) -> None:
    from game.client.scenes.gamenight import NightScene
    seat_the_group(app)
    game = app.stack.top
    game.quit_to_menu()
    board = app.stack.top
    assert isinstance(board, NightScene) and board.night.played == [] and board.night.current == ""
    press(app, S["RETURN"])
    assert app.stack.top.game.id == "client-nim"  # the same game again


@pytest.mark.parametrize("when", ["between", "in_game"])
def test_a_night_survives_a_crash(make_app: Any, clock: FakeClock, client_games: Any, when: str) -> None:
    from game.client.scenes.gamenight import NightScene
    from game.client.scenes.messages import ResumeScene
    from game.client.scenes.overlays import ConfirmScene
    first = make_app()
    seat_the_group(first)
    play_nim(first, clock)
    if when == "in_game":
        press(first, S["RETURN"])  # the race starts...
        clock.advance(3.2)
        first.step()
        press(first, WASD["act"], WASD["act"])
    before = None
    for scene in reversed(first.stack.scenes):  # ...and the window is killed
        if isinstance(scene, GameScene):
            before = scene.state
            scene.close()
    app = make_app(offer_resume=True)
    top = app.stack.top
    if when == "between":
        assert isinstance(top, ConfirmScene) and top.question == app.tr("gamenight.resume")
        top.menu.focus_id("yes")
        press(app, S["RETURN"])
        board = app.stack.top
        assert isinstance(board, NightScene) and board.night.totals() == [2, 3]
        press(app, S["RETURN"])  # the next game
    else:
        assert isinstance(top, ResumeScene)
        press(app, S["RETURN"])  # yes
        assert [type(s).__name__ for s in app.stack.scenes] == ["MainMenuScene", "NightScene", "RaceScene"]
        resumed = app.stack.top
        assert resumed.state == before and resumed.state.pos[1] >= 2  # Alice's steps, in seat 1 this game
        assert resumed.night is app.stack.scenes[1]
        board = app.stack.scenes[1]
    if when == "between":
        play_race(app, clock)
    else:
        for _ in range(resumed.state.goal - resumed.state.pos[1]):  # the steps left
            clock.advance(0.05)
            press(app, WASD["act"])
        to_results(app, clock)
    assert isinstance(app.stack.top, NightScene) and board.night.totals() == [5, 5]
    assert load_night()[0] is not None and load_night()[0].over


def test_a_broken_night_file_is_set_aside_and_said(app: Any, home: Path) -> None:
    from game.client.scenes.gamenight import NightLobbyScene, open_saved_night
    night_path().write_text('{"night": 1, "seats": []}', encoding="utf-8")
    open_saved_night(app)
    assert isinstance(app.stack.top, NightLobbyScene)
    assert (home / "gamenight.unreadable.json").exists()
    assert app.notice.startswith(app.tr("gamenight.unreadable", error="")[:20])
    assert load_night() == (None, "")
    with pytest.raises(ValueError):
        Night.from_json(Night((), ("mana",), (3,)).to_json())  # no seats


def test_a_saved_night_with_a_game_this_build_lacks_leaves_it_out(app: Any, client_games: Any) -> None:
    from game.client.scenes.gamenight import open_night
    from game.engine.contract import SeatConfig
    night = Night((SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")),
                  ("client-nim", "chess", "client-race"), (3, 2, 1))
    board = open_night(app, night, play=True)
    assert night.games == ("client-nim", "client-race") and app.stack.top.game.id == "client-nim"
    assert app.notice == app.tr("gamenight.unknown_game", games="chess")
    assert load_night()[0] is not None and load_night()[0].games == night.games
    assert board.night is night
