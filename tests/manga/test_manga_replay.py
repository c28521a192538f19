"""Full bot games recorded as a journal replay identically, with or without
the ``advance`` calls in between (apply advances timed rules itself)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.contract import Event, GameConfig, Json, SeatConfig
from game.games.manga.bots import run_headless
from game.games.manga.rules import MangaAction, MangaState
from tests.examples import examples
from tests.manga.manga_helpers import GAME, all_cards, content


@settings(max_examples=examples(12), deadline=None)
@given(n=st.integers(2, 6), mode=st.sampled_from(["classic", "assisted"]), seed=st.integers(0, 2**31),
       levels=st.lists(st.sampled_from(["random", "easy", "normal", "hard"]), min_size=6, max_size=6),
       battles=st.sampled_from([1, 3, 9]))
def test_bot_game_journal_replays(n: int, mode: str, seed: int, levels: list[str], battles: int) -> None:
    cfg = GameConfig(seats=tuple(SeatConfig("bot", levels[i]) for i in range(n)), rules={"mode": mode},
                     content=content(battles=battles))
    journal: list[tuple[float, int | None, Json]] = []
    kinds: set[str] = set()

    def hook(t: float, seat: int | None, action: MangaAction | None, s: MangaState,
             events: list[Event]) -> None:
        journal.append((t, seat, None if action is None else GAME.action_to_json(action)))
        kinds.update(e.kind for e in events)
        assert all_cards(s) == list(range(80)) and s.disc_count() == 18

    final = run_headless(GAME, cfg, seed, on_step=hook)
    assert GAME.outcome(final) is not None and "game_over" in kinds
    journal = json.loads(json.dumps(journal))
    expected = GAME.state_to_json(final)

    s: Any = GAME.new_game(GameConfig.from_json(json.loads(json.dumps(cfg.to_json()))), seed)
    for t, seat, aj in journal:
        if seat is None:
            s, _ = GAME.advance(s, t)
        else:
            s, _ = GAME.apply(s, seat, GAME.action_from_json(aj), t)
    assert GAME.state_to_json(s) == expected

    # Actions only, then one advance to the end: the same game.
    s = GAME.new_game(cfg, seed)
    for t, seat, aj in journal:
        if seat is not None:
            s, _ = GAME.apply(s, seat, GAME.action_from_json(aj), t)
    s, _ = GAME.advance(s, journal[-1][0])
    assert GAME.state_to_json(s) == expected
