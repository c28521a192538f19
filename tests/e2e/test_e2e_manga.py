"""Manga Manga in the real window: two seats on one keyboard put cards on the
pile with real key presses, and the journal replays to what landed."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import read_journal, replay_steps
from game.games.manga.content import load_content_json
from tests.e2e.test_e2e_shell import journals, not_blank, wait_for

pytestmark = pytest.mark.e2e


def actions(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()[1:] if '"a"' in line]


def plan() -> tuple[int, int, int, int, int]:
    """A seed whose first battle lets seat 0 play a warrior (``i0`` right-presses
    from the start of its hand) and then seat 1 a warrior on it (``i1``)."""
    game = registry.get("manga")
    config = GameConfig(seats=(SeatConfig("human"), SeatConfig("human")), rules={"mode": "classic"},
                        content=load_content_json())
    for seed in range(1, 500):
        s = game.new_game(config, seed)
        v = game.view(s, None)
        hand0, hand1 = v["hands"][0], v["hands"][1]
        i0 = next((i for i, c in enumerate(hand0) if not c["dragon"] and c["warrior"] == v["follow"]), None)
        if i0 is None:
            continue
        follow = s.setup.shield[hand0[i0]["id"]]
        i1 = next((i for i, c in enumerate(hand1) if not c["dragon"] and c["warrior"] == follow), None)
        if i1 is None:
            continue
        return seed, i0, int(hand0[i0]["id"]), i1, int(hand1[i1]["id"])
    raise AssertionError("no seed gives both seats a play")


def test_two_seats_put_cards_on_the_pile_with_real_keys(window_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    seed, i0, card0, i1, card1 = plan()
    w = window_factory("play", "manga", "--seats", "human,human", "--seed", str(seed))
    found = wait_for(lambda: journals(w.home))
    assert found, "the game wrote no journal"
    path = found[0]
    header = json.loads(path.read_text().splitlines()[0])
    assert header["game"] == "manga"
    assert [s.get("source") for s in header["config"]["seats"]] == ["kb:wasd", "kb:tfgh"]
    # move both cursors during the count-in (moves are free), then wait for Action Power!
    w.keys(*(["d"] * i0), *(["h"] * i1), pause=0.12)
    time.sleep(2.6)
    not_blank(w.screenshot(tmp_path / "manga_battle.png"))
    w.keys("e")  # seat 0 (WASD zone) plays the card under its cursor
    assert wait_for(lambda: len(actions(path)) >= 1), path.read_text()
    w.keys("y")  # seat 1 (TFGH zone) answers on the new top card
    assert wait_for(lambda: len(actions(path)) >= 2), path.read_text()
    time.sleep(0.4)
    not_blank(w.screenshot(tmp_path / "manga_after.png"))

    entries = actions(path)
    plays = [e for e in entries if isinstance(e["a"], dict) and e["a"].get("kind") == "play"]
    assert [(e["seat"], e["a"]["card"]) for e in plays[:2]] == [(0, card0), (1, card1)]  # type: ignore[index]
    assert plays[1]["a"]["seen"] == plays[0]["a"]["seen"] + 1  # type: ignore[index, operator]
    # replaying the journal: both cards landed (no bounce) and sit on the pile in that order
    landed: list[tuple[int, int]] = []
    state = None
    for _entry, step_state, events in replay_steps(registry.get("manga"), read_journal(path)):
        landed += [(int(e.data["seat"]), int(e.data["card"])) for e in events if e.kind == "played"]
        assert not [e for e in events if e.kind == "bounced"]
        state = step_state
    assert landed[:2] == [(0, card0), (1, card1)]
    assert state is not None
    assert [(p.card, p.seat) for p in state.pile][-2:] == [(card0, 0), (card1, 1)]
