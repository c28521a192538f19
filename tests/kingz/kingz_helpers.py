"""Shared helpers for the Kingz tests: build games and play exact turns."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from game.engine.contract import Event, GameConfig, SeatConfig
from game.games.kingz import GAME as KINGZ_GAME
from game.games.kingz.content import load_content_json
from game.games.kingz.rules import READY, KingzAction, KingzState, pick, target

GAME = KINGZ_GAME
CONTENT: dict[str, Any] = load_content_json()
ANIMALS = ("tigresse", "crocodile", "rhinoceros", "ours", "gorille")


def content(**changes: Any) -> dict[str, Any]:
    c = copy.deepcopy(CONTENT)
    c.update(changes)
    return c


def config(n: int, data: dict[str, Any] | None = None, **rules: Any) -> GameConfig:
    return GameConfig(seats=tuple(SeatConfig("human") for _ in range(n)), rules=GAME.resolve_rules(rules),
                      content=data if data is not None else CONTENT)


def new(n: int, seed: int = 1, data: dict[str, Any] | None = None, *, full_hands: bool = True,
        **rules: Any) -> KingzState:
    """A game at its first approach. ``full_hands``: every seat holds all its
    cards, nothing set aside (so a test can pick any card)."""
    s = GAME.new_game(config(n, data, **rules), seed)
    if full_hands and s.phase == "approach":
        s = s.clone()
        for p in range(n):
            s.hands[p] = sorted(s.hands[p] + s.discards[p])
            s.discards[p] = []
    return s


def card(s: KingzState, seat: int, kind: str, nth: int = 0) -> int:
    """The ``nth`` fastest card of type ``kind`` of ``seat``'s animal."""
    found = sorted((c for c in range(len(s.setup.owner)) if s.setup.owner[c] == seat and s.setup.kind[c] == kind),
                   key=lambda c: -s.setup.speed[c])
    return found[nth]


def act(s: KingzState, seat: int, action: KingzAction, t: float | None = None,
        log: list[Event] | None = None) -> KingzState:
    s, events = GAME.apply(s, seat, action, s.clock if t is None else t)
    if log is not None:
        log.extend(events)
    return s


def until(s: KingzState, phase: str | Iterable[str], log: list[Event] | None = None) -> KingzState:
    """Advance deadline by deadline until the phase is one of ``phase``."""
    wanted = {phase} if isinstance(phase, str) else set(phase)
    while s.phase not in wanted:
        d = GAME.next_deadline(s)
        assert d is not None, f"stuck in {s.phase} waiting for {wanted}"
        s, events = GAME.advance(s, d)
        if log is not None:
            log.extend(events)
    return s


def lock(s: KingzState, picks: Mapping[int, int], log: list[Event] | None = None) -> KingzState:
    """Every seat in ``picks`` picks its card and says Ready (in seat order)."""
    for seat, c in sorted(picks.items()):
        s = act(s, seat, pick(c), log=log)
        s = act(s, seat, READY, log=log)
    return s


def turn(s: KingzState, picks: Mapping[int, int], targets: Mapping[int, int] | None = None,
         before_count: Iterable[tuple[int, KingzAction]] = (), log: list[Event] | None = None) -> KingzState:
    """Play a whole turn: picks, the pre-count presses, the count, the Glaive
    targets (named right after the reveal) and the resolution. Stops at the
    negotiations, the next approach (or set-aside) or the end."""
    log = log if log is not None else []
    s = lock(s, picks, log)
    for seat, action in before_count:
        s = act(s, seat, action, log=log)
    s = until(s, ("targets", "resolve", "negotiate", "approach", "aside", "over"), log)
    if s.phase == "targets":
        for seat, victim in sorted((targets or {}).items()):
            if s.phase == "targets":
                s = act(s, seat, target(victim), log=log)
    return until(s, ("negotiate", "approach", "aside", "over"), log)


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]
