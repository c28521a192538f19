"""A Kingz game that crashes during the count resumes at the journaled time: the Disarm/Rage window that
had closed stays closed (the journal records it closing, even when nobody disarmed)."""

from __future__ import annotations

from typing import Any

import pytest
from clienthelpers import FakeClock

from game.client.game_scene import resume_game, start_game
from game.client.scenes.title import MainMenuScene
from game.engine.contract import SeatConfig
from game.engine.journal import AdvanceEntry, read_journal
from game.engine.match import PlayRequest


def test_a_crash_during_the_count_does_not_open_the_window_again(app: Any, clock: FakeClock,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app.stack.replace(MainMenuScene(app))
    seats = tuple(SeatConfig("bot", "easy") for _ in range(3))
    scene = start_game(app, PlayRequest("kingz", seats, 2026, {"power": True}))
    assert scene is not None and scene.journal is not None
    for _ in range(4000):  # bounded: the bots lock and the window opens
        if scene.state.phase == "precount":
            break
        clock.advance(0.02)
        app.step()
    assert scene.state.phase == "precount"
    monkeypatch.setattr(scene, "bots_may_act", lambda now: False)  # nobody disarms nor rages: a quiet window
    for _ in range(4000):  # bounded: the window closes and the count runs
        if scene.state.phase == "count":
            break
        clock.advance(0.02)
        app.step()
    assert scene.state.phase == "count"
    closed_at = scene.state.phase_started
    clock.advance(0.3)
    app.step()
    assert scene.state.phase == "count"  # the crash comes mid-count
    path = scene.journal.path
    last = read_journal(path).entries[-1]
    assert isinstance(last, AdvanceEntry) and last.t >= closed_at  # the window's closing is journaled
    scene.close()
    app.stack.remove(scene)
    again = resume_game(app, path)
    assert again is not None
    assert again.state.phase == "count"  # not precount: no second chance to Disarm or Rage
    assert again.state.phase_started == closed_at
    assert again.game_time(clock()) == last.t  # resumed at the journaled time
