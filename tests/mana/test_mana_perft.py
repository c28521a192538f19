"""Perft-style golden move counts: full action sequences (bird placement
included, automatic passes not counted as plies). The numbers were computed
with the rules engine and cross-checked with the search board (both agree up
to depth 3 on every position below), then frozen here."""

from __future__ import annotations

import pytest

from game.games.mana import GAME as MANA_GAME
from game.games.mana.board import SearchBoard, perft
from game.games.mana.rules import ManaState, default_config, make_position, parse_action

G = MANA_GAME
NO_DRAW = {"draw_rule": False}


def engine_perft(state: ManaState, depth: int) -> int:
    if depth == 0:
        return 1
    legal = G.legal_actions(state, state.to_move)
    if depth == 1:
        return len(legal)
    return sum(engine_perft(G.apply(state, state.to_move, a)[0], depth - 1) for a in legal)


def start(black: str, white: str, **rules: object) -> ManaState:
    s = G.new_game(default_config({**NO_DRAW, **rules}), 0)
    s = G.apply(s, 0, parse_action(f"D@{black}"))[0]
    return G.apply(s, 1, parse_action(f"D@{white}"))[0]


POSITIONS = {
    "start_c1_c6": lambda: start("c1", "c6"),
    "start_f1_b6_bird_open": lambda: start("f1", "b6", bird_blocks=False),
    # the bird on b2 boxes in a1 (a3 holds a White Ronin)
    "bird_blocks": lambda: make_position(
        [".....d", "......", "......", "r.....", "......", "RD...."], bird="b2", rules=NO_DRAW),
    # both sides may reintroduce; the bird on d3 demands doubles
    "midgame": lambda: make_position(
        ["r.d.r.", "..r...", "...R.r", "R..r..", "..D.R.", "R....."], bird="d3", captured=(1, 1),
        rules=NO_DRAW),
    # almost every single taken: few bird squares, the bird may leave the board
    "crowded": lambda: make_position(
        ["d....r", ".r.r..", "..r.r.", ".R.D.R", "R.R.R.", "......"], bird="e6", rules=NO_DRAW),
    # f1-f3 ^e6 leaves White stuck: automatic pass inside the tree
    "stuck": lambda: make_position(
        [".Rrr.d", "..RRrr", "....Rr", "......", "......", "D....R"], bird="a3", rules=NO_DRAW),
}

GOLDEN = {
    "start_c1_c6": [122, 3118, 105914, 3771164],
    "start_f1_b6_bird_open": [122, 3210, 118266, 4368008],
    "bird_blocks": [22, 1720, 138600, 9805273],
    "midgame": [90, 7593, 364565, 29555792],
    "crowded": [188, 28833, 1111291, 74323404],
    "stuck": [39, 2715, 186583, 10791701],
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_search_board_perft_depth_3(name: str) -> None:
    board = SearchBoard.from_state(POSITIONS[name]())
    assert [perft(board, d) for d in (1, 2, 3)] == GOLDEN[name][:3]
    assert not board.stack


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_engine_perft_depth_2(name: str) -> None:
    state = POSITIONS[name]()
    assert [engine_perft(state, d) for d in (1, 2)] == GOLDEN[name][:2]


@pytest.mark.parametrize("name", ["stuck", "start_f1_b6_bird_open"])
def test_engine_perft_depth_3(name: str) -> None:
    assert engine_perft(POSITIONS[name](), 3) == GOLDEN[name][2]


def test_search_board_perft_depth_4_from_the_start() -> None:
    assert perft(SearchBoard.from_state(POSITIONS["start_c1_c6"]()), 4) == GOLDEN["start_c1_c6"][3]
