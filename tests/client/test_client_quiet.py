"""The window draws a frame only when something changed, and never misses one
that did: input, a bot's move, a toast coming and going, a reload, a scene
change, an animation. With nothing happening it draws nothing at all."""

from __future__ import annotations

from typing import Any

from clienthelpers import FakeClock, press
from test_client_game_scene import WASD_ACT, human, run, start

from game.client.app import CALM_S, App
from game.client.scenes.title import MainMenuScene, TitleScene
from game.content.scancodes import SCANCODES
from game.engine.contract import SeatConfig


def settle(app: App, clock: FakeClock) -> None:
    """Let every pulse and toast end."""
    run(app, clock, CALM_S + 5.0)


def frames_while(app: App, clock: FakeClock, seconds: float, dt: float = 0.01) -> int:
    before = app.frame_count
    run(app, clock, seconds, dt)
    return app.frame_count - before


def test_an_idle_title_draws_nothing(app: App, clock: FakeClock) -> None:
    assert isinstance(app.stack.top, TitleScene)
    settle(app, clock)
    assert frames_while(app, clock, 10.0) == 0


def test_the_title_pulses_after_input_then_rests_on_one_last_frame(app: App, clock: FakeClock) -> None:
    settle(app, clock)
    app.toast("hello", 0.5)
    assert frames_while(app, clock, 0.1) >= 1, "a toast is drawn at once"
    assert frames_while(app, clock, 1.0) >= 1, "and its end is drawn (the screen without it)"
    settle(app, clock)
    assert frames_while(app, clock, 5.0) == 0


def test_input_draws_a_frame_at_once(app: App, clock: FakeClock) -> None:
    settle(app, clock)
    before = app.frame_count
    press(app, SCANCODES["E"])
    assert app.frame_count == before + 1 and isinstance(app.stack.top, MainMenuScene)


def test_a_bot_move_is_drawn_without_any_input(app: App, clock: FakeClock, client_games: Any) -> None:
    scene = start(app, "client-nim", (human(), SeatConfig("bot", "hard")), {"pile": 10})
    settle(app, clock)
    press(app, WASD_ACT)
    assert scene.moves == 1
    settle(app, clock)
    assert scene.moves == 2, "the bot answered while nothing was pressed"
    assert app.frame_count > 0 and frames_while(app, clock, 5.0) == 0, "and the table rests again"


def test_an_invalidated_screen_is_drawn(app: App, clock: FakeClock) -> None:
    settle(app, clock)
    before = app.frame_count
    app.invalidate()  # what a reload, a resize, a pad plugged in or a language change calls
    run(app, clock, 0.05)
    assert app.frame_count > before


def test_a_live_real_time_table_is_drawn_at_the_display_rate(app: App, clock: FakeClock,
                                                              client_games: Any) -> None:
    scene = start(app, "client-race", (human(), human()), {"countin": 1.0, "goal": 20})
    assert scene.realtime_input and scene.needs_frames(clock())
    assert frames_while(app, clock, 1.0) >= 50


def test_decorative_motion_stops_when_the_screen_calms(app: App, clock: FakeClock) -> None:
    now = clock()
    app.last_activity = now
    assert app.lively(now) and not app.lively(now + CALM_S + 0.01)
