"""The conformance checks, as functions any game can be put through.

``test_conformance.py`` runs them over every registered game; the meta-tests
run them over games built to break them, to show that they can fail.

A random *stream* is the list of steps a random playthrough took: ``(t, seat,
action_json)`` for an action, ``(t, None, None)`` for an ``advance`` that
produced events (exactly what a journal holds).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine.contract import Game, GameConfig, IllegalAction, Json
from game.engine.rng import Rng

Step = tuple[float, int | None, Json]

MAX_STEPS = 40_000
"""A random playthrough that has not ended after this many steps fails."""


def canon(value: Json) -> str:
    """A JSON value as one canonical string (fails on NaN or a non-JSON value)."""
    return json.dumps(value, sort_keys=True, allow_nan=False, separators=(",", ":"))


def state_json(game: Game[Any, Any], state: Any) -> str:
    return canon(game.state_to_json(state))


def view_json(game: Game[Any, Any], state: Any, seat: int | None) -> str:
    return canon(game.view(state, seat))


@dataclass
class Tally:
    """What the checks saw, so a test can insist that they were not vacuous."""

    steps: int = 0
    round_trips: int = 0
    illegal_tried: int = 0
    redactions: int = 0
    secrets_varied: int = 0
    """Redactions that changed another seat's declared secrets."""
    secrets_declared: int = 0
    """States in which some seat declared a non-empty secret."""
    twins: int = 0
    twin_steps: int = 0
    notes: list[str] = field(default_factory=list)


# -- single-state checks ---------------------------------------------------------------


def check_round_trip(game: Game[Any, Any], state: Any, moves: list[tuple[int, Any]], tally: Tally) -> None:
    """State and action JSON round trips are exact (through text, as on disk)."""
    first = game.state_to_json(state)
    again = game.state_to_json(game.state_from_json(json.loads(canon(first))))
    assert canon(again) == canon(first), "state JSON does not round-trip"
    for _seat, action in moves[:6]:
        j = game.action_to_json(action)
        back = game.action_from_json(json.loads(canon(j)))
        assert canon(game.action_to_json(back)) == canon(j), f"action JSON does not round-trip: {j}"
    tally.round_trips += 1


def check_illegal(game: Game[Any, Any], state: Any, n: int, t: float, moves: list[tuple[int, Any]],
                  tally: Tally) -> None:
    """An action a seat may not take raises IllegalAction and changes nothing."""
    before = state_json(game, state)
    for seat in range(n):
        own = {canon(game.action_to_json(a)) for s, a in moves if s == seat}
        if not own:
            own = {canon(game.action_to_json(a)) for a in game.legal_actions(state, seat)}
        tried = 0
        for other, action in moves:
            if other == seat or canon(game.action_to_json(action)) in own:
                continue
            try:
                game.apply(state, seat, action, t)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"seat {seat} may apply {game.action_to_json(action)}, which is not "
                                     f"among its legal actions")
            assert state_json(game, state) == before, "a refused action changed the state"
            tally.illegal_tried += 1
            tried += 1
            if tried >= 3:
                break


def check_redaction(game: Game[Any, Any], state: Any, n: int, rng: Rng, tally: Tally) -> None:
    """For the table and every seat: the redacted state looks the same to it,
    depends only on what it knows (redacting again with the same seed gives the
    same state), and really re-deals the other seats' secrets."""
    declared = {s: canon(game.secrets(state, s)) for s in range(n)}
    if any(game.secrets(state, s) and any(v not in ([], {}, None) for v in game.secrets(state, s).values())
           for s in range(n)):
        tally.secrets_declared += 1
    for observer in [None, *range(n)]:
        k1, k2 = rng.next_u64() >> 1, rng.next_u64() >> 1
        redacted = game.redact(state, observer, k1)
        assert view_json(game, redacted, observer) == view_json(game, state, observer), (
            f"redact(state, {observer}) changed what {observer} sees")
        other_world = game.redact(state, observer, k2)
        assert state_json(game, game.redact(other_world, observer, k1)) == state_json(game, redacted), (
            f"redact(state, {observer}) depends on more than what {observer} knows")
        for s in range(n):
            if s != observer and canon(game.secrets(redacted, s)) != declared[s]:
                tally.secrets_varied += 1
        tally.redactions += 1


def check_outcome(game: Game[Any, Any], state: Any, n: int) -> None:
    outcome = game.outcome(state)
    assert outcome is not None
    assert len(set(outcome.winners)) == len(outcome.winners), "a seat wins twice"
    assert all(isinstance(w, int) and 0 <= w < n for w in outcome.winners), f"winners {outcome.winners}"
    assert len(outcome.scores) == n, f"{len(outcome.scores)} scores for {n} seats"
    assert isinstance(outcome.reason, str) and outcome.reason, "an outcome says why it ended"
    canon(outcome.to_json())


# -- twins: the same public game whatever the secrets ---------------------------------------


@dataclass
class Twin:
    state: Any
    left: int
    declared: list[frozenset[str]]
    """Which secrets each seat declared when the twin began: once the rules
    reveal one (it leaves the declaration), the twins may rightly differ."""


def make_twin(game: Game[Any, Any], state: Any, n: int, seed: int, steps: int = 40) -> Twin | None:
    swapped = game.swap_secrets(state, seed)
    if swapped is None:
        return None
    return Twin(swapped, steps, [frozenset(game.secrets(state, s)) for s in range(n)])


def step_twin(game: Game[Any, Any], twin: Twin, step: Step, real: Any, tally: Tally) -> bool:
    """Play ``step`` on the twin too; the table must see the same thing in both.
    False when the twin ends (the step is not legal there, which its secrets may
    decide, or it has run long enough)."""
    t, seat, action_json = step
    try:
        if seat is None:
            twin.state, _ = game.advance(twin.state, t)
        else:
            twin.state, _ = game.apply(twin.state, seat, game.action_from_json(action_json), t)
    except IllegalAction:
        return False
    if [frozenset(game.secrets(real, s)) for s in range(len(twin.declared))] != twin.declared:
        return False  # a secret was revealed by the rules
    assert view_json(game, twin.state, None) == view_json(game, real, None), (
        f"the table can tell the seats' secrets apart after {step} (a leak through behaviour)")
    assert game.active_seats(twin.state) == game.active_seats(real), (
        "who may act depends on the seats' secrets (a leak through behaviour)")
    tally.twin_steps += 1
    twin.left -= 1
    return twin.left > 0


# -- the random playthrough ---------------------------------------------------------------------


Hook = Callable[[Any, float, list[tuple[int, Any]]], None]


def random_play(game: Game[Any, Any], config: GameConfig, seed: int, *, checks: bool = True,
                check_every: int = 5, twin_every: int = 17, tally: Tally | None = None) -> tuple[Any, list[Step]]:
    """Play random legal actions (and, in real time, random delays and the
    deadlines) from ``new_game(config, seed)`` to the end. Returns the final
    state and the stream. With ``checks``, the single-state checks run every
    ``check_every`` steps and a secret-swapped twin is started every
    ``twin_every`` steps."""
    tally = tally if tally is not None else Tally()
    rng = Rng(seed ^ 0x5EED)  # the choices: the same with or without checks
    check_rng = Rng(seed ^ 0xC4EC)
    state = game.new_game(config, seed)
    t = 0.0
    stream: list[Step] = []
    twins: list[Twin] = []
    for i in range(MAX_STEPS):
        if game.outcome(state) is not None:
            check_outcome(game, state, config.num_seats)
            return state, stream
        moves = [(seat, a) for seat in game.active_seats(state) for a in game.legal_actions(state, seat)]
        deadline = game.next_deadline(state)
        sparse = 1 if i < 2000 else 20  # a long game (2-player draws) is checked more sparsely later on
        if checks and i % (check_every * sparse) == 0:
            check_round_trip(game, state, moves, tally)
            check_illegal(game, state, config.num_seats, t, moves, tally)
            check_redaction(game, state, config.num_seats, check_rng, tally)
        if checks and i % (twin_every * sparse) == 0:
            twin = make_twin(game, state, config.num_seats, check_rng.next_u64() >> 1)
            if twin is not None:
                twins.append(twin)
                tally.twins += 1
        if moves and (not game.realtime or deadline is None or rng.random() < 0.9):
            if game.realtime:
                t += 0.01 + rng.random() * 0.4
            seat, action = moves[rng.below(len(moves))]
            state, _ = game.apply(state, seat, action, t)
            step: Step = (t, seat, game.action_to_json(action))
            stream.append(step)
        elif deadline is not None:
            t = max(t, deadline)
            state, events = game.advance(state, t)
            step = (t, None, None)
            if events:
                stream.append(step)
        else:
            raise AssertionError(f"the game is stuck at step {i}: nobody may act and nothing is timed")
        twins = [tw for tw in twins if step_twin(game, tw, step, state, tally)]
        tally.steps += 1
    raise AssertionError(f"no outcome after {MAX_STEPS} random steps")


def replay_stream(game: Game[Any, Any], config: GameConfig, seed: int, stream: list[Step]) -> Any:
    """Apply a recorded stream in order (what a journal replay does)."""
    state = game.new_game(config, seed)
    for t, seat, action_json in stream:
        if seat is None:
            state, _ = game.advance(state, t)
        else:
            state, _ = game.apply(state, seat, game.action_from_json(action_json), t)
    return state
