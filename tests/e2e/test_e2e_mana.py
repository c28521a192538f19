"""Mana in the real window: two seats on one keyboard play with real key presses."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.journal import read_journal, replay
from tests.e2e.test_e2e_shell import journals, not_blank, wait_for

pytestmark = pytest.mark.e2e


def actions(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()[1:] if '"a"' in line]


def test_two_seats_play_moves_and_the_journal_shows_them(window_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = window_factory("play", "mana", "--seats", "human,human", "--seed", "3")
    found = wait_for(lambda: journals(w.home))
    assert found, "the game wrote no journal"
    path = found[0]
    # Setup: Black (WASD zone, act E) keeps the Daimio on c1; White (TFGH, act Y) on c6.
    w.keys("e")
    w.keys("y")
    assert wait_for(lambda: len(actions(path)) >= 2), path.read_text()
    # A move is three presses of act: the piece under the cursor, its first
    # destination, the default bird square. Black, then White, then Black.
    w.keys("e", "e", "e")
    assert wait_for(lambda: len(actions(path)) >= 3), path.read_text()
    w.keys("y", "y", "y")
    assert wait_for(lambda: len(actions(path)) >= 4), path.read_text()
    w.keys("d", "e", "e", "e")  # the cursor may move first: D jumps to the next movable piece
    assert wait_for(lambda: len(actions(path)) >= 5), path.read_text()
    time.sleep(0.5)
    not_blank(w.screenshot(tmp_path / "mana.png"))

    entries = actions(path)
    assert [e["seat"] for e in entries[:5]] == [0, 1, 0, 1, 0]
    assert entries[0]["a"] == "D@c1" and entries[1]["a"] == "D@c6"
    for e in entries[2:5]:
        assert "^" in str(e["a"]), f"a move names its bird square: {e}"
    # the journal replays to a position where those moves were really played
    state, _ = replay(registry.get("mana"), read_journal(path))
    assert list(state.moves[:5]) == [e["a"] for e in entries[:5]]
    assert state.to_move == 1 and state.ply == 3


def test_killed_mid_game_then_resumed_exactly(window_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = window_factory("play", "mana", "--seats", "human,human", "--seed", "5")
    path = wait_for(lambda: journals(w.home))[0]
    w.keys("e", "y", "e", "e", "e")  # both setups and one move for Black
    assert wait_for(lambda: len(actions(path)) >= 3), path.read_text()
    w.proc.kill()  # no chance to clean up: the journal is all there is
    w.proc.wait(timeout=10)
    before = actions(path)

    again = window_factory()  # same home: the app offers to resume at start-up
    assert again.home == w.home
    again.wait_scene("ResumeScene")  # the resume question comes up over the title by itself
    again.keys("e")  # "Resume" is focused
    again.wait_scene("ManaScene")
    again.keys("y", "y", "y")  # White (TFGH zone) plays a move in the resumed game
    assert wait_for(lambda: len(actions(path)) >= 4), path.read_text()
    after = actions(path)
    assert after[:3] == before[:3] and after[3]["seat"] == 1
    state, _ = replay(registry.get("mana"), read_journal(path))
    assert state.ply == 2 and state.to_move == 0
