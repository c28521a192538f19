"""Ikasamage in the real window: a keyboard seat against two bots bets and
casts through the hand-over prompt with real key presses (the act key of
another zone does nothing there), and the journal holds its actions."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.contract import GameConfig, SeatConfig
from game.games.ikasamage.content import load_content_json
from tests.e2e.test_e2e_shell import entries, journals, kinds, not_blank, wait_for

pytestmark = pytest.mark.e2e


def looks_away(path: Path) -> bool:
    """The hand-over's dark "look away" screen: a handful of colours, not a table."""
    import pygame

    surface = pygame.image.load(str(path))
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(0, w, 37) for y in range(0, h, 29)}) <= 50


def plan() -> tuple[int, int]:
    """A seed where seat 0 (the keyboard) plays first and the first card of its
    hand (where the cursor starts) is a Direct spell it may cast."""
    game = registry.get("ikasamage")
    config = GameConfig(seats=(SeatConfig("human"), SeatConfig("bot", "easy"), SeatConfig("bot", "easy")),
                        rules=game.resolve_rules({}), content=load_content_json())
    for seed in range(1, 400):
        s = game.new_game(config, seed)
        if s.first != 0:
            continue
        hand = game.view(s, 0)["seats"][0]["hand"]
        first = hand[0]["card"]
        if s.card(first).type == "direct" and not s.refused(first):
            return seed, first
    raise AssertionError("no seed lets seat 0 start with a Direct first in hand")


def test_a_keyboard_seat_bets_and_casts_through_the_hand_over(window_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    seed, direct = plan()
    w = window_factory("play", "ikasamage", "--seats", "human,bot:easy,bot:easy", "--seed", str(seed),
                       "--rules", "private_hands=handover")
    found = wait_for(lambda: journals(w.home))
    assert found, "the game wrote no journal"
    path = found[0]
    header = json.loads(path.read_text().splitlines()[0])
    assert header["game"] == "ikasamage"
    assert header["config"]["seats"][0].get("source") == "kb:wasd"
    # other zones' act keys: the first ends the opening's look at the fighters if it is still up (anyone's
    # act does), then the hand-over waits for seat 0's own
    w.keys("y", "o")
    assert kinds(path) == []
    shot = tmp_path / "ikasamage_bet.png"
    assert wait_for(lambda: looks_away(w.screenshot(shot))), "the hand-over screen never came up"
    w.keys("e")  # the hand-over: seat 0 is ready
    assert wait_for(lambda: not looks_away(w.screenshot(shot))), "seat 0's act did not open its turn"
    not_blank(shot)
    w.keys("s", "e")  # a bet card on the second fighter
    w.keys("s", "s", "s", "s", "e")  # down past the last fighter to the Bet button: bet
    assert wait_for(lambda: (0, "bet") in kinds(path), timeout=60), path.read_text()
    # the bots bet (a pause between moves), then the spells start with seat 0: its hand-over again
    assert wait_for(lambda: kinds(path).count((2, "bet")) == 1, timeout=60), path.read_text()
    time.sleep(3.0)  # the table sees the last bot's bet before seat 0's hand-over comes up
    w.keys("e")  # ready
    w.keys("e")  # the first card of the hand (a Direct)
    not_blank(w.screenshot(tmp_path / "ikasamage_target.png"))
    w.keys("e")  # on the first fighter it may go on
    assert wait_for(lambda: (0, "cast") in kinds(path), timeout=60), path.read_text()
    not_blank(w.screenshot(tmp_path / "ikasamage_after_cast.png"))  # the public table, before the bots reply
    bets = [e["a"] for e in entries(path) if e["seat"] == 0 and e["a"]["kind"] == "bet"]  # type: ignore[index]
    assert bets == [{"kind": "bet", "fighters": [1]}]
    casts = [e["a"] for e in entries(path) if e["seat"] == 0 and e["a"]["kind"] == "cast"]  # type: ignore[index]
    assert casts and casts[0]["card"] == direct  # type: ignore[index]
