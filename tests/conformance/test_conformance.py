"""The conformance suite: every registered game passes it, with no test written
for that game (in the spirit of OpenSpiel's game tests).

For each game, every seat count and every rule option (each value once), on
``CONFORMANCE_SEEDS`` seeds (3 by default; raise it for a deep run), the
seeds after the first while the case has taken fewer than ``CONFORMANCE_STEPS``
random steps (25,000 by default: one two-player game of Manga Manga can take
tens of thousands of steps, and checks every one of them):

* random legal play (random delays and deadlines in real time) never raises
  and reaches a well-formed outcome within a bound;
* along the way: an action a seat may not take raises ``IllegalAction`` and
  leaves the state as it was; state and action JSON round-trip exactly;
  ``redact`` keeps what each seat (and the table) sees, depends only on what
  it knows, and re-deals the others' secrets; twins whose seats' secrets were
  swapped (``swap_secrets``) show the table the same game;
* the stream replays through a real journal to the same state, and the same
  seed and stream give the same game;
* with every bot level in every seat: bots only take legal actions, the game
  ends, and every state a bot is handed is a redacted one, never the real one.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from game.engine import match, registry
from game.engine.contract import Game, GameConfig, SeatConfig
from game.engine.journal import JournalWriter, read_journal, replay
from tests.conformance.checks import Tally, random_play, replay_stream, state_json

SEEDS = int(os.environ.get("CONFORMANCE_SEEDS", "3"))
STEPS = int(os.environ.get("CONFORMANCE_STEPS", "25000"))


def _content(game: Game[Any, Any]) -> Any:
    if not game.content_file or game.content_model is None:
        return None
    from game import paths
    from game.content.loader import load_file

    return load_file(paths.data_dir() / game.content_file, game.content_model).model_dump(mode="json")


def _cases() -> list[Any]:
    registry.load_builtin()
    cases = []
    for game in registry.all_games():
        for n in range(game.min_seats, game.max_seats + 1):
            cases.append(pytest.param(game.id, n, {}, id=f"{game.id}-{n}"))
        for option in game.options:
            for value in option.choices:
                if value != option.default:
                    cases.append(pytest.param(game.id, game.min_seats, {option.key: value},
                                              id=f"{game.id}-{game.min_seats}-{option.key}={value}",
                                              marks=pytest.mark.slow))
    return cases


def _config(game: Game[Any, Any], n: int, rules: dict[str, Any], kind: str = "human",
            level: str = "normal") -> GameConfig:
    return GameConfig(seats=tuple(SeatConfig(kind, level) for _ in range(n)),
                      rules=game.resolve_rules(rules), content=_content(game))


@pytest.mark.parametrize("game_id, n, rules", _cases())
def test_random_play_keeps_every_promise(game_id: str, n: int, rules: dict[str, Any], tmp_path: Path) -> None:
    game = registry.get(game_id)
    config = _config(game, n, rules)
    tally = Tally()
    for seed in range(SEEDS):
        if seed and tally.steps >= STEPS:
            break
        final, stream = random_play(game, config, 1000 + seed, tally=tally)
        # the same seed and choices give the same game
        again, stream2 = random_play(game, config, 1000 + seed, checks=False)
        assert stream2 == stream and state_json(game, again) == state_json(game, final)
        # the stream alone gives the same game, and so does a journal of it
        assert state_json(game, replay_stream(game, config, 1000 + seed, stream)) == state_json(game, final)
        path = tmp_path / f"{seed}.jsonl"
        with JournalWriter(path, game.id, 1000 + seed, config) as journal:
            for t, seat, action in stream:
                if seat is None:
                    journal.advance(t)
                else:
                    journal.action(t, seat, action)
        replayed, _ = replay(game, read_journal(path))
        assert state_json(game, replayed) == state_json(game, final)
    assert tally.round_trips and tally.redactions
    if tally.secrets_declared:
        assert tally.secrets_varied, "redact never re-dealt a declared secret: the secrecy checks are vacuous"


@pytest.mark.parametrize("game_id", [pytest.param(g.id, marks=[pytest.mark.slow] if g.id == "ikasamage" else [])
                                     for g in registry.all_games()])
def test_bots_play_legally_from_redacted_states_only(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = registry.get(game_id)
    handed: set[int] = set()
    made: list[Any] = []

    def spy_bot_state(game_: Any, state: Any, seat: int, seed: int) -> Any:
        seen = game_.redact(state, seat, seed)
        handed.add(id(seen))
        made.append(seen)  # keep it alive so its id is not reused
        return seen

    monkeypatch.setattr(match, "bot_state", spy_bot_state)

    class Spy:
        def __init__(self, bot: Any) -> None:
            self.bot = bot

        def decide(self, state: Any, now: float) -> Any:
            assert id(state) in handed, "a bot was handed a state that did not go through redact"
            return self.bot.decide(state, now)

    for level in game.bot_levels:
        for n in sorted({game.min_seats, game.max_seats}):
            config = _config(game, n, {}, "bot", level)
            for seed in range(max(1, SEEDS - 1)):
                bots = {seat: Spy(bot) for seat, bot in match.make_bots(game, config, seed, think_ms=20).items()}
                result = match.run_match(game, config, seed, bots, max_time=20000.0)
                assert result.stop == "outcome", f"{level} bots did not finish: {result.stop}"
                assert result.illegal == 0, f"{level} bots tried {result.illegal} illegal actions"
    assert handed


@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games()])
def test_tallies_for_balance_reports_are_well_formed(game_id: str) -> None:
    # What a game tallies (Game.tally) feeds the balance report: seats in range
    # (-1: the table), labels "kind:name", the same game tallying the same way.
    game = registry.get(game_id)
    n = game.min_seats
    seats = tuple(SeatConfig("bot", "easy") for _ in range(n))
    first = match.play_rotated(game, seats, {}, _content(game), 11, 1, tally=True)
    assert first.finished
    for seat, label in first.tags:
        kind, colon, name = label.partition(":")
        assert -1 <= seat < n and kind and colon and name, (seat, label)
    assert match.play_rotated(game, seats, {}, _content(game), 11, 1, tally=True).tags == first.tags
