"""The conformance checks can fail: each is shown a game that breaks it."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.rng import Rng
from game.games.manga import GAME as MANGA_GAME
from game.games.manga import rules as manga_rules
from game.games.manga.rules import MangaGame, MangaState
from tests.conformance.checks import Tally, check_redaction, make_twin, random_play, step_twin
from tests.conformance.test_conformance import _config
from tests.manga.test_manga_rules import _consolation_state


class LeakyView(MangaGame):
    """Shows every seat the values of the others' victory discs."""

    def view(self, state: MangaState, seat: int | None) -> Any:
        v = super().view(state, seat)
        v["peek"] = [[state.setup.victory_value[d] for d in owned] for owned in state.victory_owned]
        return v


class NoRedaction(MangaGame):
    """Hands bots the real state."""

    def redact(self, state: MangaState, seat: int | None, seed: int) -> MangaState:
        return state


def _with_victory_discs() -> MangaState:
    s = _consolation_state(["discard"], seat=1)
    s.victory_owned[2].append(s.victory_stack.pop())
    return s


def test_a_view_showing_another_seats_secret_is_caught() -> None:
    game = LeakyView()
    state = _with_victory_discs()
    check_redaction(MANGA_GAME, state, 3, Rng(1), Tally())  # the real game passes
    with pytest.raises(AssertionError, match="changed what"):
        for seed in range(20):  # some re-deal changes a value the leaky view shows
            check_redaction(game, state, 3, Rng(seed), Tally())


def test_a_redaction_that_re_deals_nothing_is_caught() -> None:
    game = NoRedaction()
    tally = Tally()
    random_play(game, _config(game, 3, {}), 7, tally=tally)
    assert tally.secrets_declared and not tally.secrets_varied, "what the suite reports as vacuous"


def test_the_old_consolation_order_is_caught_as_a_leak_through_behaviour(monkeypatch: pytest.MonkeyPatch) -> None:
    def old_turns(s: MangaState) -> list[int]:  # before the fix: only seats with a disc they can spend
        order = [(s.opener + i) % s.setup.seats for i in range(s.setup.seats)]
        return [p for p in order if p in s.players and s.spendable(p)]

    game = MANGA_GAME
    state = _consolation_state(["sword"], seat=1)
    disc = next(d for d in state.consolation_stack if state.setup.consolation_effect[d] == "discard")
    state.consolation_stack.remove(disc)
    state.consolation_owned[2] = [disc]
    state.consolation_owned[0] = []
    step = (100.0, None, None)  # the deal, then the consolation step begins
    real, _ = game.advance(state, 100.0)
    twins = [t for t in (make_twin(game, state, 3, seed) for seed in range(16)) if t is not None]
    assert twins, "some deals swap the sword and the discard disc"
    for twin in twins:
        step_twin(game, twin, step, real, Tally())  # fixed rules: the table sees the same either way
    monkeypatch.setattr(manga_rules, "_consolation_turns", old_turns)
    real, _ = game.advance(state, 100.0)
    twins = [t for t in (make_twin(game, state, 3, seed) for seed in range(16)) if t is not None]
    with pytest.raises(AssertionError, match="leak through behaviour"):
        for twin in twins:
            step_twin(game, twin, step, real, Tally())
