"""With the rule option bird_blocks off, the bird's square means only its type:
repetition, the search board's hash and the bots all agree with that."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from game.engine.registry import get
from game.games.mana.board import SearchBoard
from game.games.mana.bots import make_bot
from game.games.mana.rules import ManaState, parse_action, parse_square, square_name, without_bird_square
from tests.mana.test_mana_rules import CYCLE, cycle_position, play, start

G = get("mana")


def _twin_square(s: ManaState, name: str) -> str:
    """Another empty square of the same type as ``name``."""
    sq = parse_square(name)
    return next(square_name(t) for t in range(36)
                if t != sq and s.types[t] == s.types[sq] and s.board[t] == "." and t not in (
                    parse_square("d2"), parse_square("e5"), parse_square("d1"), parse_square("e6")))


def _cycle_with_moving_bird(s: ManaState, plies: int) -> ManaState:
    """The repetition cycle, but each lap the last bird lands on another square of its type."""
    other = _twin_square(s, "b3")
    for i in range(plies):
        text = CYCLE[i % 4]
        if i % 4 == 3 and (i // 4) % 2 == 1:
            text = text.replace("^b3", f"^{other}")
        s = play(s, text)
    return s


def test_positions_differing_only_in_a_free_birds_square_are_one_position() -> None:
    s = cycle_position(bird_blocks=False)
    other = parse_square(_twin_square(s, "b3"))
    moved = replace(s, bird=other)
    assert moved.position_key() == s.position_key()
    assert SearchBoard.from_state(moved).hash == SearchBoard.from_state(s).hash
    blocking = cycle_position()
    assert replace(blocking, bird=other).position_key() != blocking.position_key()
    assert SearchBoard.from_state(replace(blocking, bird=other)).hash != SearchBoard.from_state(blocking).hash


def test_a_repetition_with_the_free_bird_elsewhere_on_its_type_is_a_repetition() -> None:
    free = _cycle_with_moving_bird(cycle_position(bird_blocks=False), 8)
    out = G.outcome(free)
    assert out is not None and out.reason == "repetition"
    blocking = _cycle_with_moving_bird(cycle_position(), 8)
    assert G.outcome(blocking) is None, "with the bird blocking, its square matters"


def test_the_search_boards_key_and_incremental_hash_agree_with_the_rules() -> None:
    s = cycle_position(bird_blocks=False)
    b = SearchBoard.from_state(s)
    for text in CYCLE:
        action = parse_action(text)
        b.make(SearchBoard.from_action(action))
        s = play(s, text)
        assert b.key() == s.position_key() and b.hash == SearchBoard.from_state(s).hash


def test_one_action_per_distinct_move() -> None:
    s = cycle_position(bird_blocks=False)
    legal = G.legal_actions(s, s.to_move)
    distinct = without_bird_square(s, legal)
    assert len(distinct) < len(legal)
    assert len({(a.frm, a.to) for a in distinct}) == len(distinct)
    assert without_bird_square(cycle_position(), G.legal_actions(cycle_position(), 0)) == \
        G.legal_actions(cycle_position(), 0)


def test_random_bot_chooses_among_moves_not_among_bird_squares() -> None:
    s = start(bird_blocks=False)
    legal = G.legal_actions(s, s.to_move)
    variants = Counter((a.frm, a.to) for a in legal)
    few, many = min(variants.values()), max(variants.values())
    assert few < many, "some moves have more bird squares than others"
    picks: Counter[tuple[int | None, int]] = Counter()
    for seed in range(100 * len(variants)):
        move = make_bot(G, "random", s.to_move, seed).decide(s, 0.0)
        assert move is not None and move.action in legal
        picks[(move.action.frm, move.action.to)] += 1

    def mean(n: int) -> float:
        group = [m for m, k in variants.items() if k == n]
        return sum(picks[m] for m in group) / len(group)

    # uniform over actions would pick a move with few bird squares few/many as often
    assert mean(few) > 0.85 * mean(many), (few, many, picks)
