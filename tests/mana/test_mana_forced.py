"""The exact forced-capture solver of ``benchmarks/mana_forced.py`` against brute force.

* Its answers for k = 1 and 2 equal a plain minimax over the real rules
  (``ManaGame.legal_actions`` / ``apply``, every bird square, automatic passes)
  on seeded random mid-game positions, with ``bird_blocks`` on and off, and on
  a position where a move leaves the opponent stuck (a pass inside the tree).
* A proof re-checks over every defender action (``verify_proof``) and its
  principal line is a legal game ending in the capture (a standard setup, k = 5).
* Its exact bird-square merging: the opponent action-set masks it computes per
  bird square are equal / included exactly when the real action sets
  (``SearchBoard.actions`` after the move with that bird square) are, and the
  solver with merging gives the same answers as without, up to k = 3.
* The ``hard`` bot's use of it: within a node budget it plays the first move
  of the shortest forced capture the solver proves, and says so; its opening
  book (bird not blocking) is proven entry by entry.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from game.games.mana import book
from game.games.mana.board import NO_BIRD, SearchBoard
from game.games.mana.bots import SearchBot, make_bot
from game.games.mana.forced import ForcedSolver
from game.games.mana.rules import ManaState, default_config, make_position, parse_action

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from mana_forced import BLACK_SQUARES, WHITE_SQUARES, book_key, principal_line, start_state, verify_proof  # noqa: E402

from game.games.mana import GAME as MANA_GAME

G = MANA_GAME


def random_position(seed: int, bird_blocks: bool, plies: int) -> ManaState | None:
    rng = random.Random(seed)
    s = G.new_game(default_config({"bird_blocks": bird_blocks, "draw_rule": False}), seed)
    n = 0
    while s.phase != "over" and n < plies + 2:
        s = G.apply(s, s.to_move, rng.choice(list(G.legal_actions(s, s.to_move))))[0]
        n += 1
    return s if s.phase == "play" else None


def brute(state: ManaState, att: int, k: int) -> bool:
    """Minimax over the rules engine: can ``att`` take the Daimio within ``k`` of its actions?"""
    if state.phase == "over":
        return state.winner == att
    if k == 0:
        return False
    legal = G.legal_actions(state, state.to_move)
    if state.to_move == att:
        daimio = "d" if att == 0 else "D"
        if any(a.capture and state.board[a.to] == daimio for a in legal):
            return True
        if k == 1:
            return False
        return any(brute(G.apply(state, att, a)[0], att, k - 1) for a in legal)
    return all(brute(G.apply(state, state.to_move, a)[0], att, k) for a in legal)


def solve(state: ManaState, k: int, merge: bool = True) -> bool:
    b = SearchBoard.from_state(state)
    return ForcedSolver(b, b.side, merge=merge).solve(k)


# (seed, bird_blocks, plies): found by scanning seeds; a mix of wins within 1, 2, 3 and none
CASES = [(6, True, 18), (7, True, 19), (31, True, 23), (37, True, 21), (0, True, 12), (3, True, 15),
         (19, False, 31), (35, False, 27), (16, False, 28), (2, False, 14), (9, False, 21)]


@pytest.mark.parametrize("seed,bird_blocks,plies", CASES)
def test_solver_matches_rules_minimax(seed: int, bird_blocks: bool, plies: int) -> None:
    state = random_position(seed, bird_blocks, plies)
    assert state is not None
    for k in (1, 2):
        assert solve(state, k) == brute(state, state.to_move, k), (seed, bird_blocks, k)


def test_cases_are_not_trivial() -> None:
    answers = []
    for seed, blocks, plies in CASES:
        state = random_position(seed, blocks, plies)
        assert state is not None
        answers.append(next((k for k in (1, 2, 3) if solve(state, k)), 0))
    assert {0, 1, 2} <= set(answers), answers


def test_pass_inside_the_tree() -> None:
    # f1-f3 ^e6 leaves White stuck (see test_mana_perft): White passes, Black plays again
    state = make_position([".Rrr.d", "..RRrr", "....Rr", "......", "......", "D....R"], bird="a3",
                          rules={"draw_rule": False})
    for k in (1, 2):
        assert solve(state, k) == brute(state, 0, k)
        assert solve(state, k, merge=False) == solve(state, k)
    # and from White's side
    white = make_position([".Rrr.d", "..RRrr", "....Rr", "......", "......", "D....R"], bird="a3",
                          to_move=1, rules={"draw_rule": False})
    for k in (1, 2):
        assert solve(white, k) == brute(white, 1, k)


@pytest.mark.parametrize("bird_blocks", [True, False])
def test_reply_sets_are_exact(bird_blocks: bool) -> None:
    checked = 0
    for seed in range(8):
        state = random_position(100 + seed, bird_blocks, 10 + 3 * seed)
        if state is None:
            continue
        b = SearchBoard.from_state(state)
        solver = ForcedSolver(b, b.side)
        moves, free = b.piece_moves(b.side, True)
        if free and b.cap[b.side]:
            moves = moves + b.entries()
        for mv in moves:
            to = mv >> 6
            frm = mv & 63
            allocc = b.occ[0] | b.occ[1]
            cands = b.sq_type_mask[to] & ~((allocc & ~(0 if frm == 36 else 1 << frm)) | 1 << to)
            if not cands:
                continue
            opp = 1 - b.side
            b.make(mv | NO_BIRD << 12)
            sets = solver.reply_sets(opp, b.types[to], cands)
            b.unmake()
            real = {}
            for s, _avail in sets:
                b.make(mv | s << 12)
                real[s] = frozenset(b.actions())
                b.unmake()
            for s, a in sets:
                assert (a == 0) == (not real[s])
                for t, c in sets:
                    assert (a == c) == (real[s] == real[t])
                    assert (a & ~c == 0) == (real[s] <= real[t])
                    checked += 1
            # the merged variants keep one square per class and drop only dominated ones
            kept = solver.variants(mv, True)
            kept_sets = [real[a >> 12] for a in kept]
            for s in real:
                if real[s]:
                    assert any(ks <= real[s] for ks in kept_sets)
    assert checked > 200


@pytest.mark.parametrize("seed,bird_blocks,plies", CASES[:4] + CASES[6:9])
def test_merging_changes_nothing(seed: int, bird_blocks: bool, plies: int) -> None:
    state = random_position(seed, bird_blocks, plies)
    assert state is not None
    for k in (1, 2, 3):
        assert solve(state, k, merge=True) == solve(state, k, merge=False), (seed, k)


def test_proof_recheck_and_line_from_a_setup() -> None:
    state = start_state("b1", "b6")
    b = SearchBoard.from_state(state)
    solver = ForcedSolver(b, 0)
    assert not solver.solve(4)
    assert solver.solve(5)
    assert verify_proof(solver, 5) > 0
    line = principal_line(solver, 5)
    assert len(line) <= 9
    for text in line:
        state = G.apply(state, state.to_move, parse_action(text))[0]
    assert state.phase == "over" and state.winner == 0


def smallest_k(state: ManaState, kmax: int = 3) -> int:
    return next((k for k in range(1, kmax + 1) if solve(state, k)), 0)


def proves(state: ManaState, action_text: str, k: int) -> bool:
    """After the attacker's ``action_text``, does every defence lose within k - 1 more attacker moves?"""
    b = SearchBoard.from_state(state)
    solver = ForcedSolver(b, b.side, max_nodes=400_000)
    b.make(SearchBoard.from_action(parse_action(action_text)))
    if b.dsq[b.side] < 0:
        return True
    return k > 1 and solver.and_node(k - 1)


@pytest.mark.parametrize("seed,bird_blocks,plies", CASES)
def test_hard_plays_the_forced_captures_the_solver_proves(seed: int, bird_blocks: bool, plies: int) -> None:
    state = random_position(seed, bird_blocks, plies)
    assert state is not None
    k = smallest_k(state)
    bot = make_bot(G, "hard", state.to_move, 1, nodes=20_000)
    assert isinstance(bot, SearchBot)
    move = bot.decide(state, 0.0)
    assert move is not None and move.action in G.legal_actions(state, state.to_move)
    if k == 0:
        assert bot.last_forced == 0 or bot.last_forced > 3
        return
    assert bot.last_forced == k, (seed, k, bot.last_forced)
    assert proves(state, move.action.text(), k)


def test_the_forced_search_keeps_to_its_node_budget() -> None:
    state = start_state("b1", "b6", False)
    b = SearchBoard.from_state(state)
    solver = ForcedSolver(b, 0, max_nodes=3000)
    assert solver.attack(b, 8) is None  # a capture within 6 exists, but takes more than 3000 nodes to prove
    assert 3000 <= solver.nodes < 3000 + 16 and not b.stack
    solver.max_nodes = None
    found = solver.attack(b, 8)  # the table kept: it goes on where it stopped
    assert found is not None and found[1] == 6


@pytest.mark.parametrize("bird_blocks", [False, True])
def test_the_opening_book_is_proven_entry_by_entry(bird_blocks: bool) -> None:
    """Every standard setup with a known forced capture (all nine with the bird
    not blocking, White's Daimio on b6 or f6 with it blocking) has a book move.
    An entry whose every White reply leads to a book entry with a smaller k is
    proven by those; any other entry the solver proves itself. Every entry is
    reached this way, and the first two moves are always in the book."""
    assert book.BOARD_TYPES == start_state("b1", "b6", False).types, "the book is for another board: regenerate it"
    entries = book.BLOCKING if bird_blocks else book.BIRD_FREE
    used: set[str] = set()

    def check(state: ManaState, below: int, level: int) -> None:
        key = book_key(state)
        text, k = entries[key]
        assert k < below
        if key in used:
            return
        used.add(key)
        after, _ = G.apply(state, 0, parse_action(text))
        if after.phase == "over":
            assert k == 1 and after.winner == 0
            return
        replies = [G.apply(after, 1, reply)[0] for reply in G.legal_actions(after, 1)]
        assert all(s2.phase == "play" for s2 in replies)
        if level == 1 or all(book_key(s2) in entries for s2 in replies):
            for s2 in replies:
                check(s2, k, level + 1)
        else:
            assert proves(state, text, k), key

    for black in BLACK_SQUARES:
        for white in WHITE_SQUARES:
            start = start_state(black, white, bird_blocks)
            if bird_blocks and white == "c6":
                assert book_key(start) not in entries
                continue
            check(start, 99, 1)
    assert used == set(entries)
