"""GameScene (with the tiny client games): journal per action, game clock and
pauses, unplugged pads, results, resume from the journal, bots."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from clienthelpers import FakeClock, press

from game.client.game_scene import RESULTS_DELAY_S, GameScene, resume_game, start_game
from game.client.scenes.messages import ResumeScene, UnpluggedScene, offer_resume
from game.client.scenes.overlays import PauseScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.title import MainMenuScene, TitleScene
from game.content.scancodes import SCANCODES
from game.engine.contract import SeatConfig
from game.engine.journal import ActionEntry, AdvanceEntry, EndEntry, read_journal
from game.engine.match import PlayRequest

S = SCANCODES
WASD_ACT, WASD_UP, TFGH_ACT, TFGH_UP = S["E"], S["W"], S["Y"], S["T"]


def human(source: str = "") -> SeatConfig:
    return SeatConfig("human", source=source)


def start(app: Any, game_id: str, seats: tuple[SeatConfig, ...], rules: dict[str, Any] | None = None,
          seed: int = 11) -> GameScene:
    if not isinstance(app.stack.top, MainMenuScene):
        app.stack.replace(MainMenuScene(app))
    scene = start_game(app, PlayRequest(game_id, seats, seed, rules or {}))
    assert scene is not None and app.stack.top is scene
    return scene


def run(app: Any, clock: FakeClock, seconds: float, dt: float = 0.05) -> None:
    steps = max(1, round(seconds / dt))
    for _ in range(steps):
        clock.advance(dt)
        app.step()


def actions(path: Path) -> list[tuple[int, Any]]:
    return [(e.seat, e.action) for e in read_journal(path).actions]


def controller(app: Any, iid: int, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=iid, button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=iid, button=button))
    app.step()


@pytest.fixture
def nim(app: Any, client_games: Any) -> GameScene:
    return start(app, "client-nim", (human(), human()), {"pile": 10})


# -- the journal ---------------------------------------------------------------------------


def test_every_action_is_journaled_as_it_happens(app: Any, clock: FakeClock, nim: GameScene) -> None:
    assert [s.source for s in nim.config.seats] == ["kb:wasd", "kb:tfgh"]  # zones given in order
    path = nim.journal.path
    header = read_journal(path).header
    assert (header.game, header.seed) == ("client-nim", 11)
    assert header.config.rules["pile"] == 10
    clock.advance(2.0)
    press(app, WASD_ACT)                      # seat 0 takes 1
    assert nim.state.pile == 9
    assert actions(path) == [(0, 1)]          # on disk before the game goes on
    clock.advance(1.5)
    press(app, TFGH_UP, TFGH_UP, TFGH_ACT)    # seat 1 takes 3
    assert nim.state.pile == 6
    journal = read_journal(path)
    assert [(e.seat, e.action) for e in journal.actions] == [(0, 1), (1, 3)]
    assert [e.t for e in journal.actions] == pytest.approx([2.0, 3.5])
    assert not journal.finished


def test_refused_actions_are_not_journaled(app: Any, nim: GameScene) -> None:
    press(app, TFGH_ACT)  # not seat 1's turn
    assert nim.state.pile == 10 and nim.moves == 0
    assert nim.illegal and nim.illegal[0][0] == 1
    assert actions(nim.journal.path) == []


def test_keys_of_zones_without_a_seat_do_nothing(app: Any, nim: GameScene) -> None:
    press(app, S["O"], S["KP_0"], S["RCTRL"])
    assert nim.moves == 0 and app.stack.top is nim


# -- the game clock ----------------------------------------------------------------------------


def test_pause_stops_the_game_clock(app: Any, clock: FakeClock, nim: GameScene) -> None:
    run(app, clock, 5.0)
    assert nim.game_time(clock()) == pytest.approx(5.0)
    press(app, S["ESCAPE"])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    run(app, clock, 100.0, dt=1.0)
    assert nim.game_time(clock()) == pytest.approx(5.0)
    press(app, WASD_ACT)  # the pause menu takes it (Resume is focused): nothing reaches the game
    assert app.stack.top is nim and nim.moves == 0
    run(app, clock, 1.0)
    assert nim.game_time(clock()) == pytest.approx(6.0)
    press(app, WASD_ACT)
    assert read_journal(nim.journal.path).actions[0].t == pytest.approx(6.0)


def test_any_overlay_on_top_stops_the_game_clock(app: Any, clock: FakeClock, nim: GameScene) -> None:
    from game.client.scenes.overlays import RulesScene

    run(app, clock, 1.0)
    app.stack.push(RulesScene(app, nim.game))
    run(app, clock, 30.0, dt=0.5)
    app.stack.pop()
    assert nim.game_time(clock()) == pytest.approx(1.0)


def test_pause_holds_a_real_time_count_in(app: Any, clock: FakeClock, client_games: Any) -> None:
    race = start(app, "client-race", (human(), human()), {"countin": 3.0, "goal": 5})
    run(app, clock, 2.0)
    press(app, S["ESCAPE"])
    run(app, clock, 20.0, dt=0.5)
    assert race.state.phase == "countin"
    press(app, S["ESCAPE"])  # Esc again resumes
    assert app.stack.top is race
    run(app, clock, 0.9)
    assert race.state.phase == "countin"
    run(app, clock, 0.2)
    assert race.state.phase == "go"
    press(app, WASD_ACT)
    journal = read_journal(race.journal.path)
    assert isinstance(journal.entries[0], AdvanceEntry)
    assert 3.0 <= journal.entries[0].t <= 3.1
    assert isinstance(journal.entries[1], ActionEntry) and journal.entries[1].seat == 0


def stall(app: Any, clock: FakeClock, seconds: float) -> None:
    """The window's loop does not come round for ``seconds`` (a busy or sleeping machine)."""
    app._loop_at = clock()  # these tests step the app themselves: the loop came round just now
    clock.advance(seconds)
    app.came_round(clock())


def test_a_stall_holds_a_real_time_count_in_and_the_clock_never_goes_back(app: Any, clock: FakeClock,
                                                                          client_games: Any) -> None:
    from game.client.app import STALL_S

    race = start(app, "client-race", (human(), human()), {"countin": 3.0, "goal": 5})
    run(app, clock, 2.0)
    before = race.game_time(clock())
    stalled_at = clock()
    stall(app, clock, 20.0)
    assert race.game_time(clock()) == pytest.approx(before + STALL_S)
    assert race.game_time(stalled_at + 10.0) == pytest.approx(before + STALL_S), "a time inside the stall is its start"
    run(app, clock, 0.1)
    assert race.state.phase == "countin", "the count-in did not run out while nobody could see it"
    run(app, clock, 1.0)
    assert race.state.phase == "go"
    journal = read_journal(race.journal.path)
    assert 3.0 <= journal.entries[0].t <= 3.1


def test_a_short_hitch_is_not_a_stall_and_a_paused_game_stays_paused(app: Any, clock: FakeClock,
                                                                      nim: GameScene) -> None:
    from game.client.app import STALL_S

    run(app, clock, 1.0)
    stall(app, clock, STALL_S * 0.8)
    assert nim.game_time(clock()) == pytest.approx(1.0 + STALL_S * 0.8), "a slow frame is still play"
    press(app, S["ESCAPE"])
    stall(app, clock, 30.0)
    press(app, S["ESCAPE"])
    assert app.stack.top is nim
    assert nim.game_time(clock()) == pytest.approx(1.0 + STALL_S * 0.8), "the pause alone holds it, once"


# -- gamepads -----------------------------------------------------------------------------------


@pytest.fixture
def pad_nim(app: Any, client_games: Any) -> GameScene:
    app.dispatch(app.input.add_virtual_pad(7, is_controller=True))
    return start(app, "client-nim", (human("pad:7"), human()), {"pile": 10})


def test_a_pad_plays_its_seat(app: Any, pad_nim: GameScene) -> None:
    assert pad_nim.seat_of == {"pad:7": 0, "kb:wasd": 1}
    controller(app, 7, pygame.CONTROLLER_BUTTON_A)
    assert pad_nim.state.pile == 9
    assert actions(pad_nim.journal.path) == [(0, 1)]


def test_unplugging_a_seated_pad_blocks_play_and_the_clock(app: Any, clock: FakeClock,
                                                           pad_nim: GameScene) -> None:
    controller(app, 7, pygame.CONTROLLER_BUTTON_A)  # seat 0 moves; seat 1 (wasd) to play
    run(app, clock, 1.0)
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    app.step()
    assert isinstance(app.stack.top, UnpluggedScene)
    assert pad_nim.lost == [0] and "pad:7" not in pad_nim.seat_of
    frozen = pad_nim.game_time(clock())
    press(app, WASD_ACT)  # the other seat cannot play meanwhile
    assert pad_nim.moves == 1
    run(app, clock, 10.0, dt=0.5)
    assert pad_nim.game_time(clock()) == pytest.approx(frozen)
    app.frame()


def test_plugging_a_pad_back_gives_the_same_seat_back(app: Any, clock: FakeClock, pad_nim: GameScene) -> None:
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    app.step()
    run(app, clock, 3.0)
    assert isinstance(app.stack.top, UnpluggedScene)
    app.dispatch(app.input.add_virtual_pad(12))  # a new instance id, a raw joystick this time
    assert app.stack.top is pad_nim
    assert pad_nim.lost == [] and pad_nim.seat_of == {"pad:12": 0, "kb:wasd": 1}
    pygame.event.post(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=12, button=0))
    app.step()
    assert actions(pad_nim.journal.path) == [(0, 1)]
    run(app, clock, 1.0)
    assert pad_nim.game_time(clock()) == pytest.approx(1.0)


def test_a_free_zone_or_pad_claims_a_lost_seat_with_act(app: Any, pad_nim: GameScene) -> None:
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    app.step()
    assert isinstance(app.stack.top, UnpluggedScene)
    press(app, WASD_ACT)  # wasd already has seat 1: it cannot take seat 0 too
    assert isinstance(app.stack.top, UnpluggedScene) and pad_nim.seat_of == {"kb:wasd": 1}
    press(app, S["O"])    # ijkl has no seat: it takes the lost one
    assert app.stack.top is pad_nim and pad_nim.seat_of == {"kb:wasd": 1, "kb:ijkl": 0}
    press(app, S["O"])
    assert actions(pad_nim.journal.path) == [(0, 1)]


def test_replugging_under_the_pause_menu(app: Any, pad_nim: GameScene) -> None:
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    app.step()
    press(app, S["ESCAPE"])  # the unplugged screen opens the pause menu
    assert isinstance(app.stack.top, PauseScene)
    app.dispatch(app.input.add_virtual_pad(13, is_controller=True))
    assert app.stack.find(UnpluggedScene) is None
    assert pad_nim.seat_of["pad:13"] == 0


def test_two_lost_pads_need_two_pads(app: Any, client_games: Any) -> None:
    app.dispatch(app.input.add_virtual_pad(1, is_controller=True))
    app.dispatch(app.input.add_virtual_pad(2, is_controller=True))
    scene = start(app, "client-race", (human("pad:1"), human("pad:2"), human()))
    for iid in (1, 2):
        pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=iid))
    app.step()
    assert scene.lost == [0, 1]
    assert len([s for s in app.stack.scenes if isinstance(s, UnpluggedScene)]) == 1
    app.dispatch(app.input.add_virtual_pad(3))
    assert isinstance(app.stack.top, UnpluggedScene) and scene.lost == [1]
    app.dispatch(app.input.add_virtual_pad(4))
    assert app.stack.top is scene
    assert scene.seat_of == {"pad:3": 0, "pad:4": 1, "kb:wasd": 2}


def test_unplugging_a_pad_without_a_seat_does_not_stop_the_game(app: Any, pad_nim: GameScene) -> None:
    app.dispatch(app.input.add_virtual_pad(50))
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=50))
    app.step()
    assert app.stack.top is pad_nim and pad_nim.lost == []


# -- the end -----------------------------------------------------------------------------------


def play_nim_to_the_end(app: Any, clock: FakeClock) -> GameScene:
    scene = start(app, "client-nim", (human(), human()), {"pile": 5})
    press(app, WASD_ACT)                      # 4 left
    clock.advance(1.0)
    press(app, TFGH_UP, TFGH_UP, TFGH_ACT)    # 1 left
    clock.advance(1.0)
    press(app, WASD_ACT)                      # 0: seat 0 took the last stone
    return scene


def test_the_outcome_leads_to_the_results_screen(app: Any, clock: FakeClock, client_games: Any) -> None:
    scene = play_nim_to_the_end(app, clock)
    assert scene.outcome is not None and scene.outcome.winners == (0,)
    journal = read_journal(scene.journal.path)
    assert isinstance(journal.end, EndEntry) and journal.end.outcome["winners"] == [0]
    assert scene.journal.closed
    press(app, WASD_ACT)  # no more moves once it is over
    assert scene.moves == 3
    run(app, clock, RESULTS_DELAY_S - 0.2)
    assert app.stack.top is scene
    run(app, clock, 0.4)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.outcome.winners == (0,)
    assert scene not in app.stack.scenes
    app.frame()
    press(app, S["ESCAPE"])  # "Back to the lobby" means the lobby, with the same players seated
    from game.client.scenes.lobby import GameInfoScene, LobbyScene

    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.game.id == "client-nim"
    assert [s.kind for s in lobby.slots[:2]] == ["human", "human"]
    assert [type(s) for s in app.stack.scenes[-3:]] == [MainMenuScene, GameInfoScene, LobbyScene]
    press(app, S["ESCAPE"])
    assert isinstance(app.stack.top, GameInfoScene), "and back from there is the game's page"


def test_play_again_from_the_results(app: Any, clock: FakeClock, client_games: Any) -> None:
    scene = play_nim_to_the_end(app, clock)
    run(app, clock, RESULTS_DELAY_S + 0.1)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    results.menu.focus_id("again")
    press(app, S["RETURN"])
    again = app.stack.top
    assert isinstance(again, GameScene) and again is not scene
    assert again.config.seats == scene.config.seats and again.journal.path != scene.journal.path
    assert isinstance(app.stack.scenes[-2], MainMenuScene)


def test_a_bot_only_race_finishes_on_its_own(app: Any, clock: FakeClock, client_games: Any) -> None:
    bots = tuple(SeatConfig("bot", "hard") for _ in range(3))
    scene = start(app, "client-race", bots, {"countin": 1.0, "goal": 5})
    for _ in range(400):
        clock.advance(0.05)
        app.step()
        if isinstance(app.stack.top, ResultsScene):
            break
    assert isinstance(app.stack.top, ResultsScene)
    journal = read_journal(scene.journal.path)
    assert journal.finished and len(journal.actions) >= 5
    assert {e.seat for e in journal.actions} <= {0, 1, 2}


def test_a_turn_based_bot_answers_and_is_journaled(app: Any, clock: FakeClock, client_games: Any) -> None:
    scene = start(app, "client-nim", (human(), SeatConfig("bot", "hard")), {"pile": 10})
    press(app, WASD_ACT)
    deadline = time.monotonic() + 10
    while scene.moves < 2 and time.monotonic() < deadline:
        clock.advance(0.05)
        app.step()
        time.sleep(0.002)
    assert scene.moves == 2
    assert [seat for seat, _ in actions(scene.journal.path)] == [0, 1]
    assert scene.state.pile % 4 == 0  # the hard bot leaves a multiple of 4


def test_quit_to_menu_ends_the_journal_as_abandoned(app: Any, nim: GameScene) -> None:
    press(app, WASD_ACT)
    nim.quit_to_menu()
    assert nim not in app.stack.scenes
    journal = read_journal(nim.journal.path)
    assert journal.finished and journal.end.abandoned


# -- resume ------------------------------------------------------------------------------------


def test_resume_from_the_journal_gives_the_same_state(app: Any, clock: FakeClock, nim: GameScene) -> None:
    clock.advance(1.0)
    press(app, WASD_ACT)
    clock.advance(2.0)
    press(app, TFGH_UP, TFGH_ACT)
    state, path = nim.state, nim.journal.path
    nim.close()  # the window closes mid-game
    app.stack.remove(nim)
    again = resume_game(app, path)
    assert again is not None and app.stack.top is again
    assert again.state == state and again.moves == 0
    assert again.seat_of == {"kb:wasd": 0, "kb:tfgh": 1}
    assert again.game_time(clock()) == pytest.approx(3.0)
    clock.advance(0.5)
    press(app, WASD_ACT)
    assert actions(path) == [(0, 1), (1, 2), (0, 1)]
    assert read_journal(path).actions[-1].t == pytest.approx(3.5)


def test_resume_a_real_time_game(app: Any, clock: FakeClock, client_games: Any) -> None:
    race = start(app, "client-race", (human(), human()), {"countin": 1.0, "goal": 20})
    run(app, clock, 1.2)
    for _ in range(3):
        press(app, WASD_ACT, TFGH_ACT)
        clock.advance(0.1)
    state, path = race.state, race.journal.path
    race.close()
    app.stack.remove(race)
    again = resume_game(app, path)
    assert again is not None and again.state == state and again.state.phase == "go"


def test_resume_with_pad_seats_waits_for_pads(app: Any, client_games: Any) -> None:
    app.dispatch(app.input.add_virtual_pad(4, is_controller=True))
    scene = start(app, "client-nim", (human("pad:4"), human()))
    controller(app, 4, pygame.CONTROLLER_BUTTON_A)
    path = scene.journal.path
    scene.close()
    app.stack.remove(scene)
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=4))  # that pad is gone now
    app.step()
    again = resume_game(app, path)
    assert again is not None and again.lost == [0]
    assert isinstance(app.stack.top, UnpluggedScene)
    app.dispatch(app.input.add_virtual_pad(5))
    assert app.stack.top is again and again.seat_of["pad:5"] == 0


def test_resume_of_a_broken_journal_toasts(app: Any, home: Path, client_games: Any) -> None:
    bad = home / "journals" / "broken.jsonl"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text("not a journal\n")
    before = list(app.stack.scenes)
    assert resume_game(app, bad) is None
    assert app.stack.scenes == before and app.notice


def unfinished_game(app: Any, clock: FakeClock) -> tuple[Any, Path]:
    scene = start(app, "client-nim", (human(), human()), {"pile": 15})
    press(app, WASD_ACT)
    clock.advance(1.0)
    press(app, TFGH_ACT)
    scene.close()
    return scene.state, scene.journal.path


def test_an_unfinished_journal_is_offered_at_start(make_app: Any, clock: FakeClock,
                                                   client_games: Any) -> None:
    state, path = unfinished_game(make_app(), clock)
    app = make_app(offer_resume=True, ensure=False)
    deadline = time.monotonic() + 20  # the content may load on a thread after the first frame
    while not isinstance(app.stack.top, ResumeScene) and time.monotonic() < deadline:
        app.step()
        app.frame()
        time.sleep(0.005)
    top = app.stack.top
    assert isinstance(top, ResumeScene) and top.path == path
    assert isinstance(app.stack.scenes[0], TitleScene)
    app.frame()
    press(app, S["RETURN"])  # "yes" is focused
    game = app.stack.top
    assert isinstance(game, GameScene) and game.state == state
    assert [type(s) for s in app.stack.scenes] == [MainMenuScene, type(game)]


def test_declining_marks_the_journal_abandoned(make_app: Any, clock: FakeClock, client_games: Any) -> None:
    _, path = unfinished_game(make_app(), clock)
    app = make_app(offer_resume=True)
    assert isinstance(app.stack.top, ResumeScene)
    press(app, S["DOWN"], S["RETURN"])  # "no"
    assert isinstance(app.stack.top, TitleScene)
    assert read_journal(path).end.abandoned
    again = make_app(offer_resume=True)
    assert not isinstance(again.stack.top, ResumeScene)


def test_finished_games_are_not_offered(make_app: Any, clock: FakeClock, client_games: Any) -> None:
    play_nim_to_the_end(make_app(), clock)
    app = make_app()
    offer_resume(app)
    assert not isinstance(app.stack.top, ResumeScene)


def test_offer_resume_offers_the_latest_unfinished(make_app: Any, clock: FakeClock,
                                                   client_games: Any) -> None:
    first = make_app()
    _, old = unfinished_game(first, clock)
    time.sleep(0.02)
    _, new = unfinished_game(first, clock)
    app = make_app()
    offer_resume(app)
    top = app.stack.top
    assert isinstance(top, ResumeScene) and top.path == new != old


def test_journals_of_unknown_games_are_not_offered(make_app: Any, clock: FakeClock, client_games: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    unfinished_game(make_app(), clock)
    from game.engine import registry
    monkeypatch.setattr(registry, "_GAMES", {"client-race": client_games.RACE})
    app = make_app()
    offer_resume(app)
    assert not isinstance(app.stack.top, ResumeScene)


# -- undo and redo against a bot ------------------------------------------------------------------


def nim_vs_bot(app: Any, clock: FakeClock) -> GameScene:
    scene = start(app, "client-nim", (human(), SeatConfig("bot", "hard")), {"pile": 10})
    for _ in range(2):
        press(app, WASD_ACT)
        for _ in range(20):  # the bot answers after BOT_MIN_DELAY_S
            clock.advance(0.05)
            app.step()
    assert scene.moves == 4 and scene.state.pile == 4
    return scene


def test_undo_takes_back_the_human_move_and_the_bot_reply(app: Any, clock: FakeClock,
                                                          client_games: Any) -> None:
    scene = nim_vs_bot(app, clock)
    old = scene.journal.path
    press(app, S["ESCAPE"])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert [i.id for i in pause.menu.items][:3] == ["resume", "undo", "redo"]
    pause.menu.focus_id("undo")
    press(app, S["RETURN"])
    assert app.stack.top is scene, "the menu closes: the table shows what the undo did"
    assert scene.state.pile == 8 and scene.can_redo()
    assert read_journal(old).end.abandoned
    assert scene.journal.path != old and actions(scene.journal.path) == [(0, 1), (1, 1)]

    def from_the_pause_menu(item: str) -> None:
        press(app, S["ESCAPE"])
        pause = app.stack.top
        assert isinstance(pause, PauseScene)
        pause.menu.focus_id(item)
        press(app, S["RETURN"])

    from_the_pause_menu("undo")  # again: back to the start
    assert scene.state.pile == 10 and not scene.can_undo()
    from_the_pause_menu("redo")
    assert scene.state.pile == 8
    assert actions(scene.journal.path) == [(0, 1), (1, 1)]
    # the rewritten journal resumes to the same position
    state, path = scene.state, scene.journal.path
    scene.close()
    app.stack.remove(scene)
    again = resume_game(app, path)
    assert again is not None and again.state == state


def test_a_new_move_clears_redo(app: Any, clock: FakeClock, client_games: Any) -> None:
    scene = nim_vs_bot(app, clock)
    scene.undo()
    assert scene.can_redo()
    press(app, WASD_UP, WASD_ACT)  # takes 2 this time
    assert not scene.can_redo()


def test_no_undo_between_humans_or_in_real_time(app: Any, nim: GameScene, client_games: Any) -> None:
    assert nim.pause_items() == []
    race = start(app, "client-race", (human(), SeatConfig("bot", "easy")))
    assert race.pause_items() == []


# -- seats without their input, redraws, start-up ----------------------------------------------------


def test_play_again_after_a_pad_left_on_the_results_screen(app: Any, clock: FakeClock,
                                                          client_games: Any) -> None:
    app.dispatch(app.input.add_virtual_pad(7, is_controller=True))
    scene = start(app, "client-nim", (human("pad:7"), human()), {"pile": 5})
    scene.submit(0, 3, 0.0)
    scene.submit(1, 1, 0.0)
    scene.submit(0, 1, 0.0)
    run(app, clock, RESULTS_DELAY_S + 0.1)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    pygame.event.post(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7))
    app.step()
    results.menu.focus_id("again")
    press(app, S["RETURN"])
    again = app.stack.top
    assert isinstance(again, UnpluggedScene)
    assert again.game_scene.lost == [0]


def test_a_pad_already_connected_can_take_a_resumed_seat(app: Any, client_games: Any) -> None:
    app.dispatch(app.input.add_virtual_pad(4, is_controller=True))
    scene = start(app, "client-nim", (human("pad:4"), human()))
    path = scene.journal.path
    scene.close()
    app.stack.remove(scene)
    again = resume_game(app, path)
    assert again is not None
    assert app.stack.top is again and again.lost == [] and again.seat_of.get("pad:4") == 0
    controller(app, 4, pygame.CONTROLLER_BUTTON_A)  # the pad that is still connected plays at once
    assert again.moves == 1


def test_undo_in_the_pause_menu_redraws_the_board(app: Any, clock: FakeClock, client_games: Any) -> None:
    scene = start(app, "client-nim", (human(), SeatConfig("bot", "hard")), {"pile": 10})
    press(app, WASD_ACT)
    for _ in range(40):
        clock.advance(0.05)
        app.step()
    assert scene.moves == 2
    press(app, S["ESCAPE"])
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and scene.can_undo()
    area = pygame.Rect(90, 90, 420, 70)  # where NimScene writes "pile N" (outside the pause panel)
    app.frame()
    before = app.canvas.surface.subsurface(area).copy()
    pause.menu.focus_id("undo")
    press(app, S["RETURN"])
    assert scene.state.pile == 10
    app.frame()
    after = app.canvas.surface.subsurface(area).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")


def test_a_key_pressed_early_on_the_title_keeps_the_resume_offer(make_app: Any, clock: FakeClock,
                                                                 client_games: Any) -> None:
    _, path = unfinished_game(make_app(), clock)  # also leaves a content cache: the next app loads lazily
    app = make_app(offer_resume=True, ensure=False)
    assert app.content is None, "expected the lazy start-up (content cache present)"
    press(app, S["RETURN"])
    top = app.stack.top
    assert isinstance(top, ResumeScene) and top.path == path  # still offered
    kinds = [type(s) for s in app.stack.scenes]
    assert not (TitleScene in kinds and MainMenuScene in kinds)  # no title left under the menu


# -- regressions from the code review --------------------------------------------------------


def test_undo_after_a_resume_reaches_back_before_the_resume(app: Any, clock: FakeClock,
                                                            client_games: Any) -> None:
    scene = nim_vs_bot(app, clock)  # pile 10 -> 4 after two human moves and two bot replies
    path = scene.journal.path
    scene.close()
    app.stack.remove(scene)
    again = resume_game(app, path)
    assert again is not None and again.state.pile == 4
    again.undo()  # the last human move and the bot reply, played before the resume
    assert again.state.pile == 8 and again.can_redo()
    assert actions(again.journal.path) == actions(path)[:2] and read_journal(path).end.abandoned


def test_a_bot_worker_that_keeps_failing_does_not_stall_the_game(app: Any, clock: FakeClock,
                                                                 client_games: Any,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from concurrent.futures import Future

    from game.client import game_scene

    class Broken:
        def submit(self, *args: Any, **kwargs: Any) -> Future[Any]:
            f: Future[Any] = Future()
            f.set_exception(RuntimeError("worker died"))
            return f

    monkeypatch.setattr(game_scene.BotPool, "get", classmethod(lambda cls: Broken()))
    scene = start(app, "client-nim", (human(), SeatConfig("bot", "hard")), {"pile": 10})
    press(app, WASD_ACT)
    run(app, clock, 3.0)
    assert scene.moves == 2, "after a retry the bot thinks in the app and the game goes on"


def test_more_humans_than_inputs_wait_for_one_to_claim_the_seat(app: Any, client_games: Any) -> None:
    zones = app.input.keyboard_sources()
    seats = tuple(human() for _ in range(len(zones))) + (human(),)  # one more than there are zones
    scene = start(app, "client-race", seats[:4], {})
    assert scene.lost == []  # four zones for four seats
    app.stack.remove(scene)
    app.dispatch(app.input.add_virtual_pad(9, is_controller=True))
    scene = start_game(app, PlayRequest("client-race", (human(), human("kb:nowhere")), 5, {}))
    assert scene is not None and scene.lost == [1] and isinstance(app.stack.top, UnpluggedScene)
    controller(app, 9, pygame.CONTROLLER_BUTTON_A)  # a free pad claims it
    assert scene.seat_of.get("pad:9") == 1 and scene.lost == []
    assert scene.current_seats()[1].source == "pad:9"


def test_a_pad_start_on_the_title_is_any_button_and_does_not_quit(make_app: Any) -> None:
    app = make_app()
    app.dispatch(app.input.add_virtual_pad(2, is_controller=True))
    controller(app, 2, pygame.CONTROLLER_BUTTON_START)
    assert app.running and isinstance(app.stack.top, MainMenuScene)


def test_a_bot_pool_that_cannot_start_falls_back_to_thinking_here(app: Any, clock: FakeClock, client_games: Any,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from game.client import game_scene

    def no_processes(cls: Any) -> Any:
        raise OSError(38, "Function not implemented")  # what multiprocessing raises without /dev/shm

    monkeypatch.setattr(game_scene.BotPool, "get", classmethod(no_processes))
    scene = start(app, "client-nim", (human(), SeatConfig("bot", "hard")), {"pile": 10})
    press(app, WASD_ACT)
    run(app, clock, 3.0)
    assert scene.moves == 2, "the bot answered from this process"
    assert "Function not implemented" in app.notice, "and the players were told why"
    press(app, WASD_ACT)
    run(app, clock, 3.0)
    assert scene.moves == 4, "and it goes on answering"
    lines = scene.journal.path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 5, "header and four moves"


def test_a_resumed_game_whose_end_line_was_never_written_ends_and_shows_its_results(
        app: Any, clock: FakeClock, client_games: Any, home: Path) -> None:
    """A crash between writing the final move and the end line must not lose the
    winner: resuming it records the end and shows the results."""
    from game.engine.contract import GameConfig
    from game.engine.journal import JournalWriter, latest_unfinished, new_journal_path

    config = GameConfig(seats=(human("kb:wasd"), human("kb:ijkl")), rules={"pile": 5, "misere": False})
    path = new_journal_path("client-nim")
    with JournalWriter(path, "client-nim", 1, config) as w:
        for t, seat, take in ((1.0, 0, 3), (2.0, 1, 2)):  # 5 - 3 - 2 = 0: seat 1 took the last
            w.action(t, seat, take)
    assert latest_unfinished() == path
    scene = resume_game(app, path)
    assert scene is not None and scene.outcome is not None
    run(app, clock, RESULTS_DELAY_S + 0.5)
    assert isinstance(app.stack.top, ResultsScene)
    end = read_journal(path).end
    assert end is not None and end.outcome["winners"] == [1] and not end.abandoned
    assert latest_unfinished() is None, "and it is not offered again"


def test_a_journal_whose_saved_content_no_longer_fits_is_explained_in_words(app: Any, home: Path) -> None:
    from game.engine.contract import GameConfig
    from game.engine.journal import JournalWriter, new_journal_path
    from game.games.manga.content import load_content_json

    content = load_content_json()
    content["hand_size"] = "seven"
    config = GameConfig(seats=(human("kb:wasd"), human("kb:ijkl")), content=content)
    path = new_journal_path("manga")
    JournalWriter(path, "manga", 1, config).close()
    assert resume_game(app, path) is None
    assert path.name in app.notice and "content.hand_size" in app.notice
    assert "http" not in app.notice and "ValidationError" not in app.notice and "MangaContent" not in app.notice


def test_quitting_a_game_started_from_a_lobby_returns_to_that_lobby(app: Any, client_games: Any) -> None:
    from game.client.scenes.lobby import LobbyScene
    from game.engine import registry

    app.stack.replace(MainMenuScene(app))
    lobby = LobbyScene(app, registry.get("client-nim"))
    app.stack.push(lobby)
    scene = start_game(app, PlayRequest("client-nim", (human(), SeatConfig("bot", "easy")), 3, {"pile": 10}))
    assert scene is not None
    scene.quit_to_menu()
    assert app.stack.top is lobby


def test_quitting_a_resumed_game_goes_to_its_lobby_not_the_game_list(app: Any, client_games: Any) -> None:
    from game.client.scenes.lobby import LobbyScene

    app.stack.replace(MainMenuScene(app))
    scene = start(app, "client-nim", (human("kb:wasd"), SeatConfig("bot", "hard")), {"pile": 10})
    path = scene.journal.path
    scene.close()
    app.stack.remove(scene)
    resumed = resume_game(app, path)
    assert resumed is not None
    resumed.quit_to_menu()
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.game.id == "client-nim"
    assert [(s.kind, s.source, s.level) for s in lobby.slots[:2]] == [("human", "kb:wasd", "normal"),
                                                                      ("bot", "", "hard")]
