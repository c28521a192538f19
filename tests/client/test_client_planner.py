"""Real-time bots plan away from the frame loop (issue 26): their presses are
stamped at the time each bot says it pressed, not at the time of the frame
that applied them; a press due before a person's comes before it; a plan
made for a state that ended before its press is dropped; the worker process
(the app's planner) answers what the in-process planner answers, and the
window's process never asks a bot to decide."""

from __future__ import annotations

import time
from typing import Any

import pytest
from clienthelpers import FakeClock

from game.client.game_scene import start_game
from game.client.input import Intent
from game.engine import registry
from game.engine.contract import GameConfig, SeatConfig
from game.engine.match import PlayRequest, run_match
from game.engine.planner import InlinePlanner, Plan, Planners, Posted, WorkerPlanner

SOURCES = ("kb:wasd", "kb:tfgh")


def table(app: Any, game_id: str, humans: int, bots: int, seed: int = 3, rules: dict[str, Any] | None = None) -> Any:
    seats = tuple(SeatConfig("human", source=SOURCES[i]) for i in range(humans)) + \
        tuple(SeatConfig("bot", "hard") for _ in range(bots))
    scene = start_game(app, PlayRequest(game_id, seats, seed, rules or {}))
    assert scene is not None
    return scene


class Spy:
    """Wraps a planner and keeps every plan it hands over."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.seen: list[Plan] = []

    def post(self, posted: Posted) -> None:
        self.inner.post(posted)

    def plans(self) -> list[Plan]:
        out = self.inner.plans()
        self.seen += out
        return list(out)

    def close(self) -> None:
        self.inner.close()


@pytest.mark.parametrize("game_id", ["manga", "kingz"])
def test_a_bots_press_is_stamped_when_the_bot_pressed_not_when_the_frame_ran(
        app: Any, clock: FakeClock, game_id: str) -> None:
    scene = table(app, game_id, 0, 4)
    spy = scene._planner = Spy(scene._planner)
    frame_times: list[float] = []
    for _ in range(40):  # every update comes a long 0.9 s after the last: a window that stalls
        clock.advance(0.9)
        frame_times.append(scene.game_time(clock()))
        scene.update(clock())
    pressed = [(t, seat, action) for t, seat, action in scene.log if scene.is_bot(seat)]
    assert len(pressed) >= 4
    planned = {(p.seat, repr(p.action), p.at) for p in spy.seen}
    for t, seat, action in pressed:
        assert (seat, repr(action), t) in planned, "stamped at its plan's own time"
    assert any(t not in frame_times for t, _, _ in pressed)
    assert [t for t, _, _ in scene.log] == sorted(t for t, _, _ in scene.log), "applied in time order"


def test_a_bot_that_pressed_before_a_person_is_applied_before_the_persons_press(app: Any, clock: FakeClock) -> None:
    scene = table(app, "manga", 1, 3)
    scene.update(clock())
    for _ in range(100):  # until some bot press is due (no frame runs meanwhile)
        clock.advance(0.25)
        t = scene.game_time(clock())
        scene._play_bots(-1.0)  # collect plans, apply none
        if any(p.at <= t and scene._live_plan(p) for p in scene._plans.values()):
            break
    before = len(scene.log)
    scene.handle(Intent(SOURCES[0], "act", clock()))
    applied = scene.log[before:]
    bots = [(t, seat) for t, seat, _ in applied if scene.is_bot(seat)]
    assert bots, "the due bot press was applied while handling the person's press"
    assert all(t <= scene.game_time(clock()) for t, _ in bots)


def test_a_plan_for_a_state_that_ended_before_its_press_is_dropped(app: Any, clock: FakeClock) -> None:
    scene = table(app, "manga", 1, 1)

    class Fixed:
        def __init__(self) -> None:
            self.queued: list[Plan] = []

        def post(self, posted: Posted) -> None:
            pass

        def plans(self) -> list[Plan]:
            out, self.queued = self.queued, []
            return out

        def close(self) -> None:
            pass

    fixed = scene._planner = Fixed()
    scene._posted = None
    scene.update(clock())
    version = scene._version
    scene._changed(5.0)  # that state ended at game time 5
    scene._spans[version][1] = 5.0
    late = Plan(version, 1, {"kind": "draw"}, 6.0)
    fixed.queued.append(late)
    clock.advance(10.0)
    before = len(scene.log)
    scene._play_bots(scene.game_time(clock()))
    assert len(scene.log) == before
    assert not scene._live_plan(late)
    assert scene._live_plan(Plan(version, 1, {"kind": "draw"}, 4.5)), "pressed while its state stood"


def test_the_worker_process_plans_what_the_inline_planner_plans() -> None:
    registry.load_builtin()
    from game import paths
    from game.client.game_scene import content_json
    from game.content.loader import ContentStore

    store = ContentStore(paths.data_dir(), None)
    store.load_all()
    game = registry.get("kingz")
    config = GameConfig(tuple(SeatConfig("bot", "hard") for _ in range(5)), game.resolve_rules({"power": True}),
                        content_json(store, game))
    states: list[Any] = []
    run_match(game, config, 9, {}, max_steps=1, on_step=lambda s, *_: states.append(s))
    levels = {i: "hard" for i in range(5)}
    worker = WorkerPlanner("kingz", levels, 9)
    try:
        posted = Posted(1, states[0], 0, 0.0)
        worker.post(posted)
        got: list[Plan] = []
        give_up = time.monotonic() + 300  # a bound on a hung worker, not a speed test
        while len(got) < 5 and time.monotonic() < give_up:
            got += worker.plans()
            time.sleep(0.01)
    finally:
        worker.close()
    inline = InlinePlanner("kingz", levels, 9)
    inline.post(posted)
    assert sorted(got, key=lambda p: p.seat) == sorted(inline.plans(), key=lambda p: p.seat)


def test_in_the_app_the_windows_process_never_asks_a_realtime_bot_to_decide(
        app: Any, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.games.manga.bots import MangaBot

    def refuse(*args: Any) -> Any:
        raise AssertionError("decide ran in the window's process")

    monkeypatch.setattr(MangaBot, "decide", refuse)  # the spawned worker imports its own, untouched
    monkeypatch.setattr(Planners, "inline", False)
    scene = table(app, "manga", 0, 3)
    assert isinstance(scene._planner, WorkerPlanner)
    give_up = time.monotonic() + 300  # a bound on a hung worker, not a speed test
    while not scene.log and time.monotonic() < give_up:
        clock.advance(0.05)
        app.step()
        time.sleep(0.005)
    assert isinstance(scene._planner, WorkerPlanner), "still the worker (it did not fall back to this process)"
    assert any(scene.is_bot(seat) for _, seat, _ in scene.log)
    scene.exit()
    assert scene._planner is None


@pytest.mark.parametrize("game_id", ["manga", "kingz"])
def test_the_journal_of_a_game_with_planned_bots_replays_to_the_same_table(
        app: Any, clock: FakeClock, game_id: str) -> None:
    from game.engine.journal import read_journal, replay

    scene = table(app, game_id, 0, 4, seed=11)
    for _ in range(300):
        clock.advance(0.37)  # updates far apart: many presses land between two of them
        scene.update(clock())
        if scene.outcome is not None:
            break
    assert sum(1 for _, seat, _ in scene.log if scene.is_bot(seat)) >= 8
    assert scene.journal is not None
    scene.journal.flush()
    state, _ = replay(scene.game, read_journal(scene.journal.path))
    assert scene.game.state_to_json(state) == scene.game.state_to_json(scene.state)


def test_a_worker_that_dies_mid_game_hands_the_bots_to_this_process_and_says_so(
        app: Any, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Planners, "inline", False)
    scene = table(app, "kingz", 0, 3)
    worker = scene._planner
    assert isinstance(worker, WorkerPlanner)
    worker.process.kill()
    worker.process.join(60)
    clock.advance(0.05)
    scene.update(clock())
    assert isinstance(scene._planner, InlinePlanner)
    assert app.notice == app.tr("game.bot_here", error=f"the bot worker stopped (exit code {worker.process.exitcode})")
    for _ in range(60):  # and the game goes on
        clock.advance(0.1)
        scene.update(clock())
    assert any(scene.is_bot(seat) for _, seat, _ in scene.log)
