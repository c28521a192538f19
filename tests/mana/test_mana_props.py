"""Property-based tests: random legal games, JSON round trips, replay, and the
search board agreeing with the rules engine."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.contract import IllegalAction
from game.engine.rng import Rng
from game.games.mana import GAME as MANA_GAME
from game.games.mana.board import SearchBoard
from game.games.mana.bots import Searcher
from game.games.mana.rules import ManaState, default_config
from tests.examples import examples

G = MANA_GAME
RULES = st.fixed_dictionaries({
    "bird_blocks": st.booleans(),
    "setup": st.sampled_from(["standard", "advanced"]),
})


def random_game(seed: int, rules: dict[str, object], max_actions: int = 400) -> tuple[ManaState, list[str]]:
    rng = Rng(seed)
    state = G.new_game(default_config(rules), seed)
    journal: list[str] = []
    while G.outcome(state) is None and len(journal) < max_actions:
        seat = state.to_move
        assert G.active_seats(state) == (seat,)
        legal = G.legal_actions(state, seat)
        assert legal, "a live game always offers its mover an action"
        assert G.legal_actions(state, 1 - seat) == []
        action = rng.choice(legal)
        text = G.action_to_json(action)
        assert G.action_from_json(json.loads(json.dumps(text))) == action
        state, _ = G.apply(state, seat, action)
        journal.append(text)
    return state, journal


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32), rules=RULES)
def test_random_games_end_and_replay_from_the_journal(seed: int, rules: dict[str, object]) -> None:
    final, journal = random_game(seed, {**rules, "draw_rule": True})
    out = G.outcome(final)
    assert out is not None, "with the draw rule on every game ends"
    assert out.reason in {"daimio_captured", "repetition", "ply_limit", "no_moves"}
    assert final.ply <= final.ply_limit
    assert sum(out.scores) == 1.0
    replay = G.new_game(default_config({**rules, "draw_rule": True}), 0)
    for text in journal:
        replay, _ = G.apply(replay, replay.to_move, G.action_from_json(text))
    assert G.state_to_json(replay) == G.state_to_json(final)
    assert replay == final


def check_agreement(state: ManaState) -> None:
    """Search board and engine: same legal set, same resulting position."""
    board = SearchBoard.from_state(state)
    assert board.key() == state.position_key()
    legal = G.legal_actions(state, state.to_move)
    codes = board.actions()
    assert sorted(board.to_action(c).text() for c in codes) == sorted(a.text() for a in legal)
    for action in legal:
        after, _ = G.apply(state, state.to_move, action)
        board.make(SearchBoard.from_action(action))
        passed = False
        if after.phase == "play" and not board.actions():
            board.make_pass()
            passed = True
        if after.phase == "play":
            assert board.key() == after.position_key()
            assert board.free == after.free
        assert board.hash == board.compute_hash()
        if passed:
            board.unmake()
        board.unmake()
    assert board.key() == state.position_key() and board.hash == board.compute_hash()


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32), rules=RULES, cut=st.floats(0.0, 1.0))
def test_search_board_agrees_with_engine(seed: int, rules: dict[str, object], cut: float) -> None:
    final, journal = random_game(seed, {**rules, "draw_rule": False}, max_actions=200)
    stop = int(len(journal) * cut)
    state = G.new_game(default_config({**rules, "draw_rule": False}), 0)
    for text in journal[:stop]:
        state, _ = G.apply(state, state.to_move, G.action_from_json(text))
    if state.phase != "play" or G.outcome(state) is not None:
        state = final
    if state.phase == "play" and G.outcome(state) is None:
        check_agreement(state)


@settings(max_examples=examples(20), deadline=None)
@given(seed=st.integers(0, 2**32), rules=RULES)
def test_state_json_round_trip_and_no_mutation(seed: int, rules: dict[str, object]) -> None:
    rng = Rng(seed)
    state = G.new_game(default_config(rules), seed)
    steps = 0
    while G.outcome(state) is None and steps < 80:
        data = G.state_to_json(state)
        assert G.state_from_json(json.loads(json.dumps(data))) == state
        json.dumps(G.view(state, None))
        legal = G.legal_actions(state, state.to_move)
        action = rng.choice(legal)
        new, events = G.apply(state, state.to_move, action)
        assert G.state_to_json(state) == data, "apply never mutates its input"
        assert all(isinstance(e.kind, str) for e in events)
        json.dumps([dict(e.data) for e in events])
        # an action of the wrong seat is refused with a reason and changes nothing
        try:
            G.apply(state, 1 - state.to_move, action)
        except IllegalAction as exc:
            assert "turn" in exc.reason
        else:
            raise AssertionError("the wrong seat was allowed to act")
        state = new
        steps += 1
    assert G.state_from_json(json.loads(json.dumps(G.state_to_json(state)))) == state


@settings(max_examples=examples(25), deadline=None)
@given(seed=st.integers(0, 2**32), rules=RULES, cut=st.floats(0.0, 1.0))
def test_search_actions_only_merge_bird_squares(seed: int, rules: dict[str, object], cut: float) -> None:
    """The hard bot's reduced action list keeps every (from, to) pair and only
    drops bird squares; with ``bird_blocks`` off one bird square per move is enough."""
    final, journal = random_game(seed, {**rules, "draw_rule": False}, max_actions=120)
    state = G.new_game(default_config({**rules, "draw_rule": False}), 0)
    for text in journal[:int(len(journal) * cut)]:
        state, _ = G.apply(state, state.to_move, G.action_from_json(text))
    if state.phase != "play" or G.outcome(state) is not None:
        return
    board = SearchBoard.from_state(state)
    full, reduced = board.actions(), board.search_actions()
    assert set(reduced) <= set(full) and len(set(reduced)) == len(reduced)
    assert {a & 4095 for a in reduced} == {a & 4095 for a in full}
    if not rules["bird_blocks"]:
        assert len(reduced) == len({a & 4095 for a in full})
    # the search makes the same actions staged (piece moves first, bird squares as needed), best first
    moves, free = board.piece_moves(board.side, True)
    if free and board.cap[board.side]:
        moves += board.entries()
    tt_move = reduced[len(reduced) // 2] if reduced else 0
    staged = list(Searcher(merge_birds=True)._staged(board, moves, tt_move, 0, 0))
    assert sorted(staged) == sorted(reduced)
    assert not staged or staged[0] == tt_move


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=RULES, cut=st.floats(0.0, 1.0))
def test_remembered_piece_moves_are_the_ones_worked_out_anew(seed: int, rules: dict[str, object],
                                                             cut: float) -> None:
    """The board remembers each piece's moves by its square and what stands on
    its paths (shared by all boards of a layout, filled by every test before):
    what it remembers equals what it works out with nothing remembered, for
    both sides, bound by the bird or free, and ``attackers`` agrees with a
    scan of every piece."""
    final, journal = random_game(seed, {**rules, "draw_rule": False}, max_actions=120)
    state = G.new_game(default_config({**rules, "draw_rule": False}), 0)
    for text in journal[:int(len(journal) * cut)]:
        state, _ = G.apply(state, state.to_move, G.action_from_json(text))
    if state.phase != "play":
        return
    board = SearchBoard.from_state(state)
    remembered = [board.piece_moves(side, bound) for side in (0, 1) for bound in (False, True)]
    board.memo.clear()
    assert [board.piece_moves(side, bound) for side in (0, 1) for bound in (False, True)] == remembered
    block = board.occ[0] | board.occ[1]
    for side in (0, 1):
        target = board.dsq[1 - side]
        slow = 0
        for s in range(36):
            masks = board.dmap[s].get(target)
            if board.occ[side] >> s & 1 and masks is not None and any(not m & block for m in masks):
                slow |= 1 << s
        assert board.attackers(side, target) == slow
