"""What an independent rules audit found in Manga Manga, each pinned by a test."""

from __future__ import annotations

import pytest

from game.games.manga.rules import DONE, DRAW, play
from tests.manga.manga_helpers import GAME, all_cards, apply, cid, content, ev, kinds, new, rig
from tests.manga.test_manga_rules import _consolation_state


def test_a_seat_holding_only_the_sword_takes_its_consolation_turn_like_anyone() -> None:
    """Skipping it would tell the table that its face-down disc is the sword."""
    s1 = _consolation_state(["sword"], seat=1)
    s1.consolation_owned[0] = []
    s1.consolation_owned[2] = []
    s2, events = GAME.advance(s1, 100.0)
    assert s2.phase == "consolation" and ev(events, "consolation_turn")["seat"] == 1
    assert GAME.legal_actions(s2, 1) == [DONE]
    assert GAME.view(s2, 0)["consolation_turn"] == 1
    s3, events = apply(s2, 1, DONE, 101.0)
    assert s3.phase == "count_in" and "consolation_done" in kinds(events)


def test_the_table_sees_the_same_turns_whatever_the_hidden_disc() -> None:
    for effect in ("sword", "discard", "swap", "dragons_away"):
        s1 = _consolation_state([effect], seat=2)
        s1.consolation_owned[0] = []
        s1.consolation_owned[1] = []
        s2, _ = GAME.advance(s1, 100.0)
        assert (s2.phase, GAME.view(s2, 0)["consolation_turn"]) == ("consolation", 2), effect


def test_assisted_reshuffle_keeps_only_the_top_card() -> None:
    s0 = new(2, mode="assisted")
    top, under = cid(s0, "yellow", "blue"), cid(s0, "red", "yellow")
    hand0, hand1 = [cid(s0, "red", "red")], [cid(s0, "green", "green")]
    rest = [c for c in range(80) if c not in [under, top] + hand0 + hand1]
    s = rig(s0, {0: hand0, 1: hand1}, [under, (top, 1)], set_aside=rest)
    s1, events = apply(s, 0, DRAW, 3.0)
    assert ev(events, "reshuffled")["cards"] == len(rest) + 1, "every card but the top one"
    assert [p.card for p in s1.pile] == [top]
    assert all_cards(s1) == list(range(80))


def test_classic_reshuffle_keeps_the_card_under_a_top_card_that_may_still_be_stopped() -> None:
    s0 = new(2, mode="classic")
    top, under = cid(s0, "yellow", "blue"), cid(s0, "red", "yellow")
    hand0, hand1 = [cid(s0, "red", "red")], [cid(s0, "green", "green")]
    rest = [c for c in range(80) if c not in [under, top] + hand0 + hand1]
    s = rig(s0, {0: hand0, 1: hand1}, [under, (top, 1)], set_aside=rest)
    s1, events = apply(s, 0, DRAW, 3.0)
    assert ev(events, "reshuffled")["cards"] == len(rest)
    assert [p.card for p in s1.pile] == [under, top]


def test_a_second_deadlock_in_a_row_is_turned_up_by_the_last_player_to_have_played() -> None:
    s0 = new(3, data=content(deadlock_pause=2.0))
    blue_green = cid(s0, "blue", "green")
    first, second = cid(s0, "orange", "green"), cid(s0, "purple", "green")
    s = rig(s0, {0: [blue_green, cid(s0, "purple", "red")],
                 1: [cid(s0, "red", "red"), cid(s0, "red", "purple")],
                 2: [cid(s0, "yellow", "yellow"), cid(s0, "purple", "purple")]},
            [cid(s0, "yellow", "blue")], draw_top=[second, first])
    s.opener = 2
    s1, _ = apply(s, 0, play(blue_green, s.seq), 5.0)  # seat 0 played last; nobody can follow green
    s2, events = GAME.advance(s1, 7.5)
    assert ev(events, "turned_up")["seat"] == 0 and s2.pile[-1].card == first
    assert s2.stuck(), "the turned-up card asks for green again: a second deadlock"
    s3, events = GAME.advance(s2, 9.5)
    assert ev(events, "turned_up")["seat"] == 0, "the last player to have played, not the opener"
    assert s3.pile[-1].card == second


@pytest.mark.parametrize("n", [3, 4])
def test_a_consolation_stack_too_small_for_the_tie_takes_the_spent_discs_under_it(n: int) -> None:
    """Decision (data/manga_manga.yaml): with fewer discs left than tied players,
    the spent discs are shuffled in under the rest; only if that is still too few
    does nobody get one."""
    s0 = new(n, mode="assisted")
    hands = {0: [cid(s0, "red", "blue")], 1: [cid(s0, "blue", "blue"), cid(s0, "green", "green")],
             2: [cid(s0, "orange", "blue"), cid(s0, "orange", "green")]}
    if n == 4:
        hands[3] = [cid(s0, "purple", "blue")]
    s = rig(s0, hands, [cid(s0, "yellow", "red")])
    s.consolation_spent = s.consolation_stack[1:]
    s.consolation_stack = s.consolation_stack[:1]
    left = s.consolation_stack[0]
    s2, events = apply(s, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)
    assert ev(events, "consolation")["seats"] == [1, 2]
    assert left in s2.consolation_owned[1] + s2.consolation_owned[2], "the disc that was left is dealt too"


# -- press order by the stamps, not by when the rules got to them ---------------------------


def _race() -> tuple[object, int, int, int]:
    s0 = new(3)
    red_a, red_b, red_c = cid(s0, "red", "blue"), cid(s0, "red", "green"), cid(s0, "red", "yellow")
    s = rig(s0, {0: [red_a, cid(s0, "blue", "blue")], 1: [red_b, cid(s0, "green", "green")],
                 2: [red_c, cid(s0, "yellow", "yellow")]}, [cid(s0, "yellow", "red")], t=9.0)
    return s, red_a, red_b, red_c


def test_an_earlier_press_that_reaches_the_rules_later_still_wins() -> None:
    s, red_a, red_b, _ = _race()
    seen = s.seq
    b, _ = apply(s, 1, play(red_b, seen), 10.001)
    late, events = apply(b, 0, play(red_a, seen), 10.000)
    assert late.pile[-1].card == red_a and late.pile[-1].seat == 0
    assert red_b in late.hands[1], "the later press bounced back"
    assert ev(events, "bounced")["seat"] == 1 and ev(events, "bounced")["reason"] == "too_slow"
    in_order, _ = apply(apply(s, 0, play(red_a, seen), 10.000)[0], 1, play(red_b, seen), 10.001)
    assert GAME.state_to_json(late) == GAME.state_to_json(in_order)


def test_a_press_made_before_a_deadlock_turn_up_counts_even_if_applied_after() -> None:
    s0 = new(3, data=content(deadlock_pause=2.0))
    wrong = cid(s0, "blue", "blue")
    s = rig(s0, {0: [cid(s0, "blue", "green"), cid(s0, "purple", "red")],
                 1: [wrong, cid(s0, "red", "purple")], 2: [cid(s0, "yellow", "yellow")]},
            [cid(s0, "yellow", "blue")])
    s1, _ = apply(s, 0, play(cid(s0, "blue", "green"), s.seq), 5.0)  # asks green: nobody has one
    seen = s1.seq
    s2, events = GAME.advance(s1, 7.2)  # the turn-up at 7.0 has happened
    assert "turned_up" in kinds(events)
    late, events = apply(s2, 1, play(wrong, seen), 6.9)  # classic: a wrong card, pressed at 6.9
    assert "bounced" not in kinds(events)
    assert any(p.card == wrong and p.seat == 1 for p in late.pile), "it landed on the card it was aimed at"
    in_order, _ = apply(s1, 1, play(wrong, seen), 6.9)
    in_order, _ = GAME.advance(in_order, 7.2)
    assert GAME.view(late, None) == GAME.view(in_order, None)
