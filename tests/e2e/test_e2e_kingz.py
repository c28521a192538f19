"""Kingz in the real window: two keyboard zones and a bot play a turn with real
key presses (a blind lock each, then a Glaive's target named with a direction
key in the window after the reveal), and the journal replays to what happened."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import read_journal, replay_steps
from game.games.kingz.content import load_content_json
from tests.e2e.test_e2e_shell import entries, journals, kinds, not_blank, wait_for

pytestmark = pytest.mark.e2e

RULES = {"target_window": 3.0}


def plan() -> tuple[int, int]:
    """A seed whose first hand gives seat 0 (the Tigresse) a Glaive as its
    fastest card: the card its act key locks with the cursor untouched."""
    game = registry.get("kingz")
    config = GameConfig(seats=(SeatConfig("human"), SeatConfig("human"), SeatConfig("bot", "easy")),
                        rules=game.resolve_rules(RULES), content=load_content_json())
    for seed in range(1, 200):
        s = game.new_game(config, seed)
        hand = game.view(s, 0)["seats"][0]["hand"]
        if hand and hand[0]["op"] == "glaive":
            return seed, int(hand[0]["id"])
    raise AssertionError("no seed deals seat 0 a Glaive")


def test_two_zones_and_a_bot_play_a_turn_with_a_glaive_target(window_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    seed, glaive = plan()
    w = window_factory("play", "kingz", "--seats", "human,human,bot:easy", "--seed", str(seed),
                       "--rules", "target_window=3.0")
    found = wait_for(lambda: journals(w.home))
    assert found, "the game wrote no journal"
    path = found[0]
    header = json.loads(path.read_text().splitlines()[0])
    assert header["game"] == "kingz"
    assert [s.get("source") for s in header["config"]["seats"][:2]] == ["kb:wasd", "kb:tfgh"]
    not_blank(w.screenshot(tmp_path / "kingz_approach.png"))
    w.keys("e", "y")  # each zone locks the card under its (unseen) cursor: pick + Ready
    assert wait_for(lambda: kinds(path).count((0, "ready")) and kinds(path).count((1, "ready"))), path.read_text()
    # the bot locks too
    assert wait_for(lambda: any(k == (2, "ready") for k in kinds(path)), timeout=60), path.read_text()
    # then the pre-count window (2 s) and the count (1.8 s) run, the cards turn, and seat 0's Glaive
    # names a target: whichever direction key points at a player, the first one counts. The four
    # keys go in one xdotool call, again and again from now until the journal has the target (before
    # the reveal they do nothing): on a busy machine a sleep, a screenshot or one xdotool call can
    # outlast the 3 s the Glaive has
    def target_named() -> bool:
        w.chord("w", "a", "s", "d")
        return (0, "target") in kinds(path) or kinds(path).count((2, "pick")) > 1

    assert wait_for(target_named, timeout=120) and (0, "target") in kinds(path), path.read_text()
    not_blank(w.screenshot(tmp_path / "kingz_reveal.png"))
    time.sleep(3.5)  # the resolution, card by card
    not_blank(w.screenshot(tmp_path / "kingz_resolved.png"))

    picks = [e for e in entries(path) if e["seat"] == 0 and e["a"]["kind"] == "pick"]  # type: ignore[index]
    assert picks and picks[0]["a"]["card"] == glaive  # type: ignore[index]
    named = [e["a"]["seat"] for e in entries(path) if e["a"]["kind"] == "target"]  # type: ignore[index]
    assert len(named) == 1 and named[0] in (1, 2)
    # the journal replays to a turn in which that Glaive struck the named seat
    game = registry.get("kingz")
    struck = []
    for _entry, _state, events in replay_steps(game, read_journal(path)):
        struck += [(e.data["seat"], e.data["target"]) for e in events
                   if e.kind in ("glaive_hit", "glaive_blocked") and e.data["seat"] == 0]
    assert struck == [(0, named[0])]
