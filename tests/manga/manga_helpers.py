"""Shared helpers for the Manga Manga tests: build games and rig exact situations."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.contract import Event, GameConfig, SeatConfig
from game.games.manga import GAME as MANGA_GAME
from game.games.manga.content import load_content_json
from game.games.manga.rules import MangaAction, MangaState, PileCard, _refresh_deadlock

GAME = MANGA_GAME
CONTENT: dict[str, Any] = load_content_json()
START = 2.0  # battle start after the default count-in


def content(battles: int | None = None, hand_size: int | None = None, **timings: float) -> dict[str, Any]:
    c = copy.deepcopy(CONTENT)
    if battles is not None:
        c["battles"] = battles
    if hand_size is not None:
        c["hand_size"] = hand_size
    c["timings"].update(timings)
    return c


def config(n: int, mode: str = "classic", data: dict[str, Any] | None = None) -> GameConfig:
    return GameConfig(seats=tuple(SeatConfig("human") for _ in range(n)), rules={"mode": mode},
                      content=data if data is not None else CONTENT)


def new(n: int, mode: str = "classic", seed: int = 1, data: dict[str, Any] | None = None) -> MangaState:
    return GAME.new_game(config(n, mode, data), seed)


def cid(s: MangaState, warrior: str, shield: str | None = None, nth: int = 0) -> int:
    """Id of the ``nth`` copy of a card; ``cid(s, "dragon", nth=k)`` for dragons."""
    found = [c for c in range(len(s.setup.warrior))
             if (warrior == "dragon" and s.setup.warrior[c] is None)
             or (s.setup.warrior[c] == warrior and s.setup.shield[c] == shield)]
    return found[nth]


def rig(s: MangaState, hands: Mapping[int, Sequence[int]], pile: Sequence[tuple[int, int | None] | int],
        *, t: float = START, last_player: int | None = None, draw_top: Sequence[int] = (),
        set_aside: Sequence[int] | None = None) -> MangaState:
    """A battle in progress at time ``t``: the given hands and pile (bottom
    first; an int is a turned-up card, ``(card, seat)`` a played one); every
    other card in the draw pile with ``draw_top`` on top (last = next drawn)."""
    s = s.clone()
    n = s.setup.seats
    s.hands = [list(hands.get(p, [])) for p in range(n)]
    entries = [PileCard(e, None) if isinstance(e, int) else PileCard(e[0], e[1]) for e in pile]
    s.pile = entries
    used = {c for h in s.hands for c in h} | {e.card for e in entries} | set(draw_top)
    aside = list(set_aside) if set_aside is not None else []
    used |= set(aside)
    s.set_aside = aside
    s.draw = [c for c in range(len(s.setup.warrior)) if c not in used] + list(draw_top)
    s.phase = "battle"
    s.count_in_end = START
    s.clock = t
    s.since = t
    s.seq += 1
    s.last_player = last_player
    s.replacer = s.replace_until = s.deadlock_at = None
    _refresh_deadlock(s, t)
    assert s.card_count() == len(s.setup.warrior)
    s.history, s.anchor = [], s.bare()  # the rigged position is where a late press is placed from
    return s


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def ev(events: Sequence[Event], kind: str) -> Mapping[str, Any]:
    for e in events:
        if e.kind == kind:
            return e.data
    raise AssertionError(f"no {kind} event in {kinds(events)}")


def apply(s: MangaState, seat: int, a: MangaAction, t: float) -> tuple[MangaState, list[Event]]:
    return GAME.apply(s, seat, a, t)


def all_cards(s: MangaState) -> list[int]:
    return sorted(s.draw + s.set_aside + [p.card for p in s.pile] + [c for h in s.hands for c in h])
