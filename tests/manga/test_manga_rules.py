"""Scenario tests: one rule (or one decision from DECISIONS.md) per test."""

from __future__ import annotations

import json

import pytest

from game.engine.contract import Event, IllegalAction
from game.games.manga.rules import DONE, DRAW, MangaAction, MangaState, PileCard, play, stop, use_disc
from tests.manga.manga_helpers import GAME, START, all_cards, apply, cid, content, ev, kinds, new, rig

# -- count-in ---------------------------------------------------------------------------


def test_count_in_refuses_plays_and_ends_on_time() -> None:
    s = new(3)
    assert s.phase == "count_in" and GAME.next_deadline(s) == pytest.approx(START)
    assert s.pile and not s.is_dragon(s.pile[-1].card)  # the first card is never a dragon
    card = s.hands[0][0]
    with pytest.raises(IllegalAction, match="Action Power"):
        apply(s, 0, play(card, s.seq, "red" if s.is_dragon(card) else None), 1.0)
    assert GAME.legal_actions(s, 0) == []
    same, events = GAME.advance(s, START - 0.001)
    assert same is s and events == []
    s2, events = GAME.advance(s, START + 5)
    assert s2.phase == "battle" and "action_power" in kinds(events)
    assert s2.count_in_end == START and s2.since == START
    # A press stamped during the count-in is refused even when applied late.
    with pytest.raises(IllegalAction, match="Action Power"):
        apply(s2, 0, play(card, s2.seq, "red" if s.is_dragon(card) else None), START - 0.01)
    view = GAME.view(s, None)
    assert view["phase"] == "count_in" and view["count_in_end"] == START


def test_dragons_turned_up_at_battle_start_are_set_aside() -> None:
    for seed in range(40):
        s = new(2, seed=seed)
        assert not s.is_dragon(s.pile[-1].card)
        assert all(s.is_dragon(c) for c in s.set_aside)


# -- fair simultaneity ------------------------------------------------------------------


def test_two_plays_one_ms_apart_earlier_lands_later_bounces() -> None:
    s0 = new(3)
    red_a, red_b = cid(s0, "red", "blue"), cid(s0, "red", "green")
    s = rig(s0, {0: [red_a, cid(s0, "green", "green")], 1: [red_b, cid(s0, "blue", "blue")]},
            [cid(s0, "yellow", "red")])
    seen = s.seq
    s1, e1 = apply(s, 1, play(red_b, seen), 10.000)
    s2, e2 = apply(s1, 0, play(red_a, seen), 10.001)
    assert kinds(e1) == ["played"] and s1.pile[-1].card == red_b
    assert kinds(e2) == ["bounced"]
    assert ev(e2, "bounced") == {"seat": 0, "kind": "play", "card": red_a, "reason": "too_slow",
                                 "seen": seen, "seq": seen + 1, "t": 10.001}
    assert red_a in s2.hands[0] and s2.pile[-1].card == red_b
    assert s.pile[-1].card != red_b  # apply never mutates its input


def test_a_press_older_than_the_late_press_history_counts_as_made_now() -> None:
    """Within LATE_WINDOW a late press is placed at its stamp (test_manga_audit);
    beyond it, it counts at the clock and its ``seen`` still decides its race."""

    s0 = new(3)
    red_a, red_b = cid(s0, "red", "blue"), cid(s0, "red", "green")
    s = rig(s0, {0: [red_a, cid(s0, "green", "green")], 1: [red_b, cid(s0, "blue", "blue")]},
            [cid(s0, "yellow", "red")], t=5.0)
    seen = s.seq
    s1, _ = apply(s, 1, play(red_b, seen), 10.0)
    old = 4.5  # before the rigged start at 5.0: nothing to place it after
    s2, e2 = apply(s1, 0, play(red_a, seen), old)
    assert kinds(e2) == ["bounced"] and s2.clock == 10.0
    # One aimed at the current top lands, at the clock's time.
    s3, e3 = apply(s2, 0, play(cid(s0, "green", "green"), s2.seq), old)
    assert kinds(e3) == ["played"] and ev(e3, "played")["t"] == 10.0 and s3.clock == 10.0


def test_seen_from_the_future_is_illegal() -> None:
    s0 = new(3)
    red = cid(s0, "red", "blue")
    s = rig(s0, {0: [red, cid(s0, "green", "green")]}, [cid(s0, "yellow", "red")])
    with pytest.raises(IllegalAction, match="not been played"):
        apply(s, 0, play(red, s.seq + 1), 3.0)


def test_dragon_race_and_announced_colour() -> None:
    s0 = new(3)
    d0, d1 = cid(s0, "dragon", nth=0), cid(s0, "dragon", nth=1)
    s = rig(s0, {0: [d0, cid(s0, "green", "green")], 1: [d1, cid(s0, "purple", "red")],
                 2: [cid(s0, "orange", "red"), cid(s0, "green", "blue")]},
            [cid(s0, "yellow", "red")])
    with pytest.raises(IllegalAction, match="dragon needs a colour"):
        apply(s, 0, play(d0, s.seq), 3.0)
    with pytest.raises(IllegalAction, match="only a dragon"):
        apply(s, 2, MangaAction("play", card=s.hands[2][0], seen=s.seq, colour="red"), 3.0)
    seen = s.seq
    s1, e1 = apply(s, 1, play(d1, seen, "orange"), 3.2000)
    s2, e2 = apply(s1, 0, play(d0, seen, "green"), 3.2005)
    assert kinds(e1) == ["played"] and ev(e1, "played")["colour"] == "orange"
    assert kinds(e2) == ["bounced"] and d0 in s2.hands[0]
    assert s2.follow() == "orange"
    view = GAME.view(s2, None)
    assert view["follow"] == "orange" and view["follow_from_dragon"] is True
    assert view["top"]["announced"] == "orange"
    # A dragon goes on a dragon too.
    s3, _ = apply(s2, 0, play(d0, s2.seq, "green"), 3.5)
    assert s3.follow() == "green"
    s4, _ = apply(s3, 2, play(cid(s0, "green", "blue"), s3.seq), 3.9)
    assert s4.follow() == "blue"


def test_nobody_plays_twice_in_a_row() -> None:
    s0 = new(3)
    s = rig(s0, {0: [cid(s0, "red", "blue"), cid(s0, "blue", "red")], 1: [cid(s0, "green", "green")],
                 2: [cid(s0, "purple", "purple")]},
            [cid(s0, "yellow", "red")])
    s1, _ = apply(s, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)
    with pytest.raises(IllegalAction, match="played the last card"):
        apply(s1, 0, play(cid(s0, "blue", "red"), s1.seq), 3.5)
    assert GAME.legal_actions(s1, 0) == []
    assert 0 not in s1.eligible()


# -- deadlock ----------------------------------------------------------------------------


def test_deadlock_turn_up_after_pause_and_last_player_may_play() -> None:
    s0 = new(3, data=content(deadlock_pause=2.0))
    blue_green = cid(s0, "blue", "green")
    green = cid(s0, "green", "yellow")
    turned = cid(s0, "orange", "green")
    dragon = cid(s0, "dragon")
    s = rig(s0, {0: [blue_green, green], 1: [cid(s0, "red", "red"), cid(s0, "red", "purple")],
                 2: [cid(s0, "yellow", "yellow"), cid(s0, "purple", "purple")]},
            [cid(s0, "yellow", "blue")], draw_top=[turned, dragon])
    s1, _ = apply(s, 0, play(blue_green, s.seq), 5.0)
    # Only seat 0 holds a green warrior, and seat 0 played last: deadlock.
    assert s1.stuck() and s1.deadlock_at == pytest.approx(7.0)
    assert GAME.next_deadline(s1) == pytest.approx(7.0)
    assert GAME.view(s1, None)["deadlock_at"] == pytest.approx(7.0)
    same, events = GAME.advance(s1, 6.99)
    assert same is s1 and events == []
    s2, events = GAME.advance(s1, 7.5)
    up = ev(events, "turned_up")
    assert up["seat"] == 0 and up["card"] == turned and up["skipped"] == [dragon]
    assert dragon in s2.set_aside and s2.pile[-1] == PileCard(turned, None)
    assert s2.clock == pytest.approx(7.0) and s2.since == pytest.approx(7.0)
    assert 0 in s2.eligible()
    s3, e3 = apply(s2, 0, play(green, s2.seq), 7.8)
    assert kinds(e3)[0] == "played"


def test_deadlock_with_nobody_having_played_uses_the_opener() -> None:
    s0 = new(2, mode="assisted")
    s = rig(s0, {0: [cid(s0, "red", "red")], 1: [cid(s0, "red", "blue")]}, [cid(s0, "yellow", "blue")])
    assert s.deadlock_at == pytest.approx(START + s.setup.deadlock_pause)
    s1, events = GAME.advance(s, 100.0)
    assert ev(events, "turned_up")["seat"] == s.opener


def test_deadlock_timer_clears_when_someone_can_play() -> None:
    s0 = new(2)
    s = rig(s0, {0: [cid(s0, "red", "red")], 1: [cid(s0, "green", "blue")]}, [cid(s0, "yellow", "blue")],
            draw_top=[cid(s0, "blue", "blue")])
    assert s.deadlock_at is not None
    s1, events = apply(s, 1, DRAW, 3.0)
    assert ev(events, "drew") == {"seat": 1, "card": cid(s0, "blue", "blue"), "t": 3.0}
    assert s1.deadlock_at is None and GAME.next_deadline(s1) is None


# -- classic mode: wrong cards and Action Stop! ----------------------------------------------


def _classic_with_wrong_card() -> tuple[MangaState, list[Event], int, int, int]:
    s0 = new(3)
    under = cid(s0, "yellow", "red")
    wrong = cid(s0, "green", "blue")
    fit = cid(s0, "red", "purple")
    s = rig(s0, {0: [wrong, cid(s0, "purple", "purple")], 1: [fit, cid(s0, "blue", "blue")],
                 2: [cid(s0, "red", "orange"), cid(s0, "orange", "orange")]},
            [cid(s0, "purple", "yellow"), (under, 2)], last_player=2)
    s1, e1 = apply(s, 0, play(wrong, s.seq), 4.0)  # green on a card asking for red
    return s1, e1, wrong, fit, under


def test_classic_off_colour_card_lands_without_telling() -> None:
    s1, e1, wrong, *_ = _classic_with_wrong_card()
    assert kinds(e1) == ["played"] and "fits" not in ev(e1, "played")
    assert s1.pile[-1].card == wrong
    view = GAME.view(s1, None)
    assert view["stop_possible"] is True and view["stop_target"] == 0


def test_right_stop_takes_card_back_and_opens_replacement_window() -> None:
    s1, _, wrong, fit, under = _classic_with_wrong_card()
    s2, e2 = apply(s1, 1, stop(s1.seq), 4.6)
    assert ev(e2, "stop_called") == {"caller": 1, "target": 0, "card": wrong, "right": True, "t": 4.6}
    assert ev(e2, "wrong_card")["seat"] == 0 and wrong in s2.hands[0]
    assert s2.pile[-1].card == under and s2.last_player == 2
    assert s2.replacer == 1 and s2.replace_until == pytest.approx(7.6)
    assert GAME.next_deadline(s2) == pytest.approx(7.6)
    assert GAME.view(s2, None)["replacement"] == {"seat": 1, "until": pytest.approx(7.6)}
    # Others are refused during the window; the caller's card must fit.
    with pytest.raises(IllegalAction, match="only seat 1"):
        apply(s2, 2, play(cid(s2, "red", "orange"), s2.seq), 5.0)
    with pytest.raises(IllegalAction, match="must fit"):
        apply(s2, 1, play(cid(s2, "blue", "blue"), s2.seq), 5.0)
    with pytest.raises(IllegalAction, match="being settled"):
        apply(s2, 2, stop(s2.seq), 5.0)
    s3, e3 = apply(s2, 1, play(fit, s2.seq), 5.5)
    assert kinds(e3) == ["played"] and s3.replacer is None and s3.last_player == 1


def test_replacement_window_lapses_and_play_resumes_for_everyone() -> None:
    s1, _, wrong, fit, under = _classic_with_wrong_card()
    s2, _ = apply(s1, 1, stop(s1.seq), 4.6)
    s3, events = GAME.advance(s2, 8.0)
    assert kinds(events) == ["stop_window_closed"] and ev(events, "stop_window_closed")["seat"] == 1
    assert s3.replacer is None and s3.last_player == 2
    assert sorted(s3.eligible()) == [0, 1]
    s4, e4 = apply(s3, 0, play(wrong, s3.seq), 8.2)  # the same wrong card may be tried again
    assert kinds(e4) == ["played"]


def test_wrong_stop_excludes_caller_from_battle_and_consolation() -> None:
    s0 = new(3)
    s = rig(s0, {0: [cid(s0, "red", "blue"), cid(s0, "purple", "purple")],
                 1: [cid(s0, "blue", "red"), cid(s0, "yellow", "yellow"), cid(s0, "orange", "orange"),
                     cid(s0, "green", "green"), cid(s0, "green", "purple")],
                 2: [cid(s0, "orange", "yellow"), cid(s0, "blue", "green")]},
            [cid(s0, "yellow", "red")])
    s1, _ = apply(s, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)  # fits
    s2, e2 = apply(s1, 1, stop(s1.seq), 3.4)
    assert ev(e2, "stop_called")["right"] is False and 1 in s2.excluded
    assert "excluded" in kinds(e2) and s2.pile[-1].card == cid(s0, "red", "blue")
    with pytest.raises(IllegalAction, match="out of this battle"):
        apply(s2, 1, play(cid(s0, "blue", "red"), s2.seq), 3.6)
    with pytest.raises(IllegalAction, match="out of this battle"):
        apply(s2, 1, stop(s2.seq), 3.6)
    assert GAME.legal_actions(s2, 1) == []
    assert 1 not in GAME.active_seats(s2)
    # Seat 2 plays, then seat 0 goes out with its last card: seat 1 has the most
    # cards but is excluded, so seat 2 takes the consolation disc.
    s3, _ = apply(s2, 2, play(cid(s0, "blue", "green"), s2.seq), 4.0)
    s4, _ = apply(s3, 0, play(cid(s0, "purple", "purple"), s3.seq), 4.5)  # wrong colour, last card
    assert s4.phase == "last_card"
    s5, events = GAME.advance(s4, 10.0)
    assert ev(events, "battle_won")["seat"] == 0
    assert ev(events, "consolation")["seats"] == [2]
    assert len(s5.consolation_owned[1]) == 0 and len(s5.victory_owned[0]) == 1


def test_covered_wrong_card_stays_and_late_stop_bounces() -> None:
    s1, _, wrong, fit, under = _classic_with_wrong_card()
    # Seat 0's green asks for blue; seat 1 covers it with its blue warrior.
    s2, _ = apply(s1, 1, play(cid(s1, "blue", "blue"), s1.seq), 4.5)
    s3, e3 = apply(s2, 2, stop(s1.seq), 4.6)  # aimed at the wrong card: too late
    assert kinds(e3) == ["bounced"] and ev(e3, "bounced")["kind"] == "stop"
    assert 2 not in s3.excluded and wrong not in s3.hands[0]
    s4, e4 = apply(s3, 2, stop(s3.seq), 4.7)  # on the fitting cover: a wrong Stop
    assert ev(e4, "stop_called")["right"] is False and 2 in s4.excluded


def test_stop_rules() -> None:
    s1, _, wrong, fit, under = _classic_with_wrong_card()
    with pytest.raises(IllegalAction, match="own card"):
        apply(s1, 0, stop(s1.seq), 4.5)
    s0 = new(3)
    s = rig(s0, {0: [cid(s0, "red", "blue")]}, [cid(s0, "yellow", "red")])
    with pytest.raises(IllegalAction, match="turned-up"):
        apply(s, 1, stop(s.seq), 3.0)


def test_right_stop_on_a_last_card_reopens_the_battle() -> None:
    s0 = new(3)
    wrong = cid(s0, "green", "blue")
    s = rig(s0, {0: [wrong], 1: [cid(s0, "red", "blue"), cid(s0, "blue", "blue")],
                 2: [cid(s0, "orange", "orange")]},
            [cid(s0, "yellow", "red")])
    s1, e1 = apply(s, 0, play(wrong, s.seq), 3.0)
    assert s1.phase == "last_card" and ev(e1, "last_card") == {"seat": 0, "until": 4.5}
    assert GAME.next_deadline(s1) == pytest.approx(4.5)
    with pytest.raises(IllegalAction, match="battle is ending"):
        apply(s1, 1, play(cid(s0, "blue", "blue"), s1.seq), 3.2)
    s2, e2 = apply(s1, 1, stop(s1.seq), 3.4)
    assert s2.phase == "battle" and s2.hands[0] == [wrong] and s2.replacer == 1
    s3, _ = apply(s2, 1, play(cid(s0, "red", "blue"), s2.seq), 3.6)
    assert s3.phase == "battle"


def test_fitting_last_card_waits_for_the_stop_window_then_wins() -> None:
    s0 = new(3)
    s = rig(s0, {0: [cid(s0, "red", "blue")], 1: [cid(s0, "blue", "blue")]}, [cid(s0, "yellow", "red")])
    s1, _ = apply(s, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)
    assert s1.phase == "last_card"
    s2, events = GAME.advance(s1, 4.5)
    assert ev(events, "battle_won") == {"seat": 0, "battle": 1, "deciding": False, "reason": "empty_hand"}
    assert s2.phase == "result" and s2.result_until == pytest.approx(4.5 + s0.setup.result_pause)
    assert s2.hands[1] == [cid(s0, "blue", "blue")]  # the final hands stay visible


# -- assisted mode ------------------------------------------------------------------------


def test_assisted_refuses_off_colour_and_stop_and_ends_at_once() -> None:
    s0 = new(3, mode="assisted")
    s = rig(s0, {0: [cid(s0, "red", "blue")], 1: [cid(s0, "green", "blue"), cid(s0, "blue", "blue")]},
            [cid(s0, "yellow", "red")])
    with pytest.raises(IllegalAction, match="does not fit"):
        apply(s, 1, play(cid(s0, "green", "blue"), s.seq), 3.0)
    assert all(a.card != cid(s0, "green", "blue") for a in GAME.legal_actions(s, 1))
    s1, e1 = apply(s, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)
    assert "battle_won" in kinds(e1) and s1.phase == "result"
    with pytest.raises(IllegalAction, match="assisted"):
        apply(s, 1, stop(s.seq), 3.0)


# -- draw pile ----------------------------------------------------------------------------


def test_empty_draw_pile_reshuffles_everything_but_the_top_card() -> None:
    s0 = new(2)
    top = cid(s0, "yellow", "blue")
    below = [cid(s0, "red", "yellow"), cid(s0, "purple", "red")]
    hand0 = [cid(s0, "red", "red")]
    hand1 = [cid(s0, "green", "green")]
    rest = [c for c in range(80) if c not in below + [top] + hand0 + hand1]
    s = rig(s0, {0: hand0, 1: hand1}, [below[0], below[1], top], set_aside=rest)
    assert s.draw == []
    s1, events = apply(s, 0, DRAW, 3.0)
    assert ev(events, "reshuffled")["cards"] == len(rest) + 2
    assert [p.card for p in s1.pile] == [top] and len(s1.hands[0]) == 2
    assert all_cards(s1) == list(range(80))


# -- battle end and consolation discs -------------------------------------------------------


def test_tie_for_most_cards_with_too_few_discs_gives_nobody_a_disc() -> None:
    s0 = new(4, mode="assisted")
    s = rig(s0, {0: [cid(s0, "red", "blue")], 1: [cid(s0, "blue", "blue"), cid(s0, "green", "green")],
                 2: [cid(s0, "orange", "blue"), cid(s0, "orange", "green")],
                 3: [cid(s0, "purple", "blue")]},
            [cid(s0, "yellow", "red")])
    s.consolation_spent = s.consolation_stack[1:]
    s.consolation_stack = s.consolation_stack[:1]
    only_one = s.clone()
    only_one.consolation_spent = []
    _, events = apply(only_one, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)
    assert ev(events, "consolation") == {"seats": [], "tied": [1, 2], "cards": 2,
                                         "reason": "not_enough_discs"}
    # With spent discs available they are shuffled back and both tied players get one.
    s2, events = apply(s, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)
    assert "consolation_reshuffled" in kinds(events)
    assert ev(events, "consolation")["seats"] == [1, 2]
    assert len(s2.consolation_owned[1]) == len(s2.consolation_owned[2]) == 1
    assert s2.disc_count() == 18


def _consolation_state(effects: list[str], seat: int = 1) -> MangaState:
    """A 3-player game at the end of battle 1 (seat 0 won), ``seat`` holding discs."""
    s0 = new(3, mode="assisted")
    s = rig(s0, {0: [cid(s0, "red", "blue")], 1: [cid(s0, "blue", "blue")], 2: [cid(s0, "green", "green")]},
            [cid(s0, "yellow", "red")])
    for effect in effects:
        disc = next(d for d in s.consolation_stack if s.setup.consolation_effect[d] == effect)
        s.consolation_stack.remove(disc)
        s.consolation_owned[seat].append(disc)
    rigged = list(s.consolation_owned[seat])
    s1, _ = apply(s, 0, play(cid(s0, "red", "blue"), s.seq), 3.0)
    for p in range(3):  # undo the disc(s) the battle end just gave
        for d in list(s1.consolation_owned[p]):
            if d not in rigged:
                s1.consolation_owned[p].remove(d)
                s1.consolation_stack.append(d)
    return s1


def _discs_for(s: MangaState, seat: int, effect: str) -> int:
    return next(d for d in s.consolation_owned[seat] if s.setup.consolation_effect[d] == effect)


def test_consolation_step_order_and_discard_disc() -> None:
    s1 = _consolation_state(["discard", "discard"])
    s1.consolation_owned[2] = []
    s2, events = GAME.advance(s1, 100.0)
    assert s2.phase == "consolation" and s2.battle == 2
    assert all(len(s2.hands[p]) == 6 for p in range(3))
    assert ev(events, "consolation_turn")["seat"] == 1
    assert GAME.active_seats(s2) == (1,)
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        apply(s2, 0, DONE, 101.0)
    d = _discs_for(s2, 1, "discard")
    card = s2.hands[1][0]
    with pytest.raises(IllegalAction, match="exactly one"):
        apply(s2, 1, use_disc(d, []), 101.0)
    s3, events = apply(s2, 1, use_disc(d, [card]), 101.0)
    assert card in s3.set_aside and len(s3.hands[1]) == 5 and d in s3.consolation_spent
    assert ev(events, "disc_used")["effect"] == "discard" and s3.phase == "consolation"
    d2 = _discs_for(s3, 1, "discard")
    s4, events = apply(s3, 1, use_disc(d2, [s3.hands[1][0]]), 102.0)
    # No spendable disc left: the step ends and the count-in starts.
    assert s4.phase == "count_in" and "count_in" in kinds(events)
    assert s4.count_in_end == pytest.approx(102.0 + s4.setup.count_in) and len(s4.hands[1]) == 4
    assert "victory_values" in GAME.view(s4, None) and GAME.view(s4, None)["victory_values"] is None


def test_consolation_order_starts_with_the_last_winner() -> None:
    s1 = _consolation_state(["swap"], seat=1)
    d0 = next(d for d in s1.consolation_stack if s1.setup.consolation_effect[d] == "discard")
    s1.consolation_stack.remove(d0)
    s1.consolation_owned[2].append(d0)
    s1.consolation_owned[0] = []
    s1.opener = 2
    s2, events = GAME.advance(s1, 100.0)
    assert s2.consolation_order == [2, 1]
    s3, events = apply(s2, 2, DONE, 101.0)
    assert ev(events, "consolation_turn")["seat"] == 1 and s3.phase == "consolation"


def test_swap_disc() -> None:
    s1 = _consolation_state(["swap"])
    s2, _ = GAME.advance(s1, 100.0)
    d = _discs_for(s2, 1, "swap")
    a, b = s2.hands[1][0], s2.hands[1][1]
    with pytest.raises(IllegalAction):
        apply(s2, 1, use_disc(d, [a, a]), 101.0)
    with pytest.raises(IllegalAction, match="exactly two"):
        apply(s2, 1, use_disc(d, [a]), 101.0)
    expected = [s2.draw[-1], s2.draw[-2]]
    s3, events = apply(s2, 1, use_disc(d, [a, b]), 101.0)
    assert a not in s3.hands[1] and b not in s3.hands[1] and a in s3.set_aside and b in s3.set_aside
    assert ev(events, "disc_used")["drawn"] == expected and len(s3.hands[1]) == 6
    assert all_cards(s3) == list(range(80))


def test_dragons_away_disc() -> None:
    s1 = _consolation_state(["dragons_away", "sword"])
    s2, _ = GAME.advance(s1, 100.0)
    # Give seat 0 two dragons and seat 1 (the user) one: only the others lose theirs.
    free = [c for c in range(80) if s2.is_dragon(c) and c not in s2.hands[0] + s2.hands[1]]
    need = [(0, max(0, 2 - sum(map(s2.is_dragon, s2.hands[0])))),
            (1, max(0, 1 - sum(map(s2.is_dragon, s2.hands[1]))))]
    for seat, k in need:
        for _ in range(k):
            c = free.pop()
            target = s2.hands[seat]
            give = next(x for x in target if not s2.is_dragon(x))
            for where in [s2.draw, s2.set_aside, s2.hands[2]]:
                if c in where:
                    where[where.index(c)] = give
            target[target.index(give)] = c
    mine = [c for c in s2.hands[1] if s2.is_dragon(c)]
    assert all_cards(s2) == list(range(80))
    d = _discs_for(s2, 1, "dragons_away")
    held = {c for c in s2.hands[0] if s2.is_dragon(c)}
    assert len(held) >= 2 and mine
    sword = _discs_for(s2, 1, "sword")
    with pytest.raises(IllegalAction, match="sword disc"):
        apply(s2, 1, use_disc(sword), 101.0)
    assert all(a.disc != sword for a in GAME.legal_actions(s2, 1))
    s3, events = apply(s2, 1, use_disc(d), 101.0)
    data = ev(events, "disc_used")["players"]
    assert set(data["0"]["discarded"]) == held and len(data["0"]["drawn"]) == len(held)
    assert all(c in s3.hands[1] for c in mine) and len(s3.hands[0]) == 6
    assert all(c not in s3.hands[0] for c in held) and all(c in s3.set_aside for c in held)
    # The sword is still held, face down: the seat says done like anyone else, so
    # nobody learns from the turn ending by itself that what is left is the sword.
    assert sword in s3.consolation_owned[1] and s3.phase == "consolation"
    assert GAME.legal_actions(s3, 1) == [DONE]
    s4, _ = apply(s3, 1, DONE, 102.0)
    assert s4.phase == "count_in"


# -- game end, scoring, deciding battle --------------------------------------------------------


def _last_battle(n: int, owned: dict[int, list[int]], winner: int) -> MangaState:
    """Battle 1 of a 1-battle game where ``winner`` is about to go out."""
    s0 = new(n, data=content(battles=1), mode="assisted")
    others = ["orange", "purple", "green", "blue", "yellow", "red"]
    hands = {p: ([cid(s0, "red", "blue")] if p == winner else [cid(s0, others[p], others[p])])
             for p in range(n)}
    s = rig(s0, hands, [cid(s0, "yellow", "red")])
    for p, values in owned.items():
        for value in values:
            disc = next(d for d in s.victory_stack if s.setup.victory_value[d] == value)
            s.victory_stack.remove(disc)
            s.victory_owned[p].append(disc)
    return s


def test_game_end_scores_swords_on_victory_and_sword_consolation_discs() -> None:
    s = _last_battle(3, {1: [2]}, winner=0)
    sword = next(d for d in s.consolation_stack if s.setup.consolation_effect[d] == "sword")
    s.consolation_stack.remove(sword)
    s.consolation_owned[1].append(sword)
    s.victory_stack.sort(key=lambda d: s.setup.victory_value[d])  # seat 0 takes a 2-sword disc
    s1, events = apply(s, 0, play(cid(s, "red", "blue"), s.seq), 3.0)
    assert s1.scores()[:2] == [2, 3]
    out = GAME.outcome(s1)
    assert out is not None and out.winners == (1,) and out.reason == "most_swords"
    assert out.scores[:2] == (2.0, 3.0) and "game_over" in kinds(events)
    view = GAME.view(s1, None)
    assert view["scores"][:2] == [2, 3] and view["victory_values"][1] == [2]


def test_tied_leaders_play_a_deciding_battle_with_two_player_rules() -> None:
    s = _last_battle(4, {1: [1], 2: [2]}, winner=1)
    s.victory_stack.sort(key=lambda d: -s.setup.victory_value[d])  # seat 1 takes a 1-sword disc
    s1, events = apply(s, 1, play(cid(s, "red", "blue"), s.seq), 3.0)
    assert ev(events, "deciding_battle")["seats"] == [1, 2] and GAME.outcome(s1) is None
    assert GAME.view(s1, 3)["scores"] == [0, 2, 2, 0]
    assert s1.result_until is not None
    s2, events = GAME.advance(s1, s1.result_until)
    assert s2.deciding and s2.players == [1, 2] and s2.two_player_rules and s2.phase == "count_in"
    assert s2.hands[0] == [] and s2.hands[3] == [] and len(s2.hands[1]) == 6
    assert GAME.legal_actions(s2, 0) == [] and GAME.active_seats(s2) == (1, 2)
    s3, _ = GAME.advance(s2, 200.0)
    # Consecutive plays and draws are allowed in the deciding battle.
    s4 = rig(s3, {1: [cid(s3, "red", "blue"), cid(s3, "blue", "green")], 2: [cid(s3, "purple", "purple")]},
             [cid(s3, "yellow", "red")], t=200.0)
    s4.deciding, s4.players = True, [1, 2]
    with pytest.raises(IllegalAction, match="not in this battle"):
        apply(s4, 0, DRAW, 200.5)
    s5, _ = apply(s4, 2, DRAW, 200.5)
    s6, _ = apply(s5, 1, play(cid(s3, "red", "blue"), s5.seq), 201.0)
    s8, events = apply(s6, 1, play(cid(s3, "blue", "green"), s6.seq), 201.3)
    assert s8.phase == "over" and "consolation" not in kinds(events)  # assisted: no Stop window
    out = GAME.outcome(s8)
    assert out is not None and out.winners == (1,) and out.reason == "deciding_battle"


# -- 2-player rules -----------------------------------------------------------------------


def test_two_player_consecutive_plays_draw_and_no_consolation() -> None:
    s0 = new(2)
    a, b, c = cid(s0, "red", "blue"), cid(s0, "blue", "green"), cid(s0, "green", "red")
    s = rig(s0, {0: [a, b, c], 1: [cid(s0, "purple", "purple"), cid(s0, "orange", "orange")]},
            [cid(s0, "yellow", "red")])
    s1, _ = apply(s, 0, play(a, s.seq), 3.0)
    s2, _ = apply(s1, 0, play(b, s1.seq), 3.2)
    assert s2.pile[-1].card == b and s2.last_player == 0
    assert DRAW in GAME.legal_actions(s2, 1)
    top = s2.draw[-1]
    s3, events = apply(s2, 1, DRAW, 3.3)
    assert top in s3.hands[1] and ev(events, "drew")["card"] == top
    s4, events = apply(s3, 0, play(c, s3.seq), 3.5)
    s5, events = GAME.advance(s4, 10.0)
    assert ev(events, "battle_won")["seat"] == 0 and "consolation" not in kinds(events)
    assert len(s5.victory_owned[0]) == 1


def test_draw_refused_with_more_than_two_players() -> None:
    s0 = new(3)
    s = rig(s0, {0: [cid(s0, "red", "blue")]}, [cid(s0, "yellow", "red")])
    with pytest.raises(IllegalAction, match="2-player"):
        apply(s, 0, DRAW, 3.0)


# -- representation ----------------------------------------------------------------------------


def test_action_json_round_trip_and_malformed_actions() -> None:
    actions = [play(17, 5), play(75, 5, "red"), stop(6), DRAW, use_disc(3, [12]), use_disc(5, [12, 40]),
               use_disc(7), DONE]
    for a in actions:
        j = GAME.action_to_json(a)
        assert GAME.action_from_json(json.loads(json.dumps(j))) == a
        assert GAME.describe_action(a)
    assert GAME.action_to_json(play(75, 5, "red")) == {"kind": "play", "card": 75, "seen": 5, "colour": "red"}
    bad: object
    for bad in [None, [], {"kind": "dance"}, {"kind": "play", "card": "x"}, {"kind": "play", "card": True},
                {"kind": "stop", "extra": 1}, {"kind": "use_disc", "cards": [1.5]},
                {"kind": "play", "colour": 3}]:
        with pytest.raises(IllegalAction):
            GAME.action_from_json(bad)


def test_state_json_round_trip() -> None:
    s = new(5, seed=9)
    j = GAME.state_to_json(s)
    assert GAME.state_from_json(json.loads(json.dumps(j))) == s


def test_view_hands_sorted_and_secrets_hidden() -> None:
    s0 = new(3)
    hand = [cid(s0, "dragon"), cid(s0, "blue", "red"), cid(s0, "red", "green"), cid(s0, "red", "blue")]
    s = rig(s0, {0: hand},
            [cid(s0, "yellow", "red")])
    s.victory_owned[1].append(s.victory_stack.pop())
    view = GAME.view(s, None)
    assert [(c["warrior"], c["shield"]) for c in view["hands"][0]] == [
        ("red", "blue"), ("red", "green"), ("blue", "red"), (None, None)]
    assert view["victory_discs"] == [0, 1, 0] and view["victory_values"] is None
    assert "my_victory_discs" not in view and view["scores"] is None
    assert GAME.view(s, 1)["my_victory_discs"] == [s.setup.victory_value[s.victory_owned[1][0]]]
    assert GAME.view(s, 2)["my_victory_discs"] == []
    # The draw pile order and the disc stacks' order never show in any view.
    t = s.clone()
    t.draw.reverse()
    t.victory_stack.reverse()
    t.consolation_stack.reverse()
    for seat in (None, 0, 1, 2):
        assert GAME.view(s, seat) == GAME.view(t, seat)
    # Seat 1's victory disc swapped for one of another value, and its consolation
    # disc for one with another effect: only seat 1's own view changes.
    u, w = s.clone(), s.clone()
    mine = u.victory_owned[1][0]
    other = next(d for d in u.victory_stack if u.setup.victory_value[d] != u.setup.victory_value[mine])
    u.victory_stack[u.victory_stack.index(other)] = mine
    u.victory_owned[1] = [other]
    cons = u.consolation_stack.pop()
    u.consolation_owned[1].append(cons)
    other_c = next(d for d in w.consolation_stack
                   if w.setup.consolation_effect[d] != w.setup.consolation_effect[cons])
    w.consolation_stack.remove(other_c)
    w.consolation_owned[1].append(other_c)
    for seat in (None, 0, 2):
        assert GAME.view(u, seat) == GAME.view(w, seat)
    assert GAME.view(u, 1) != GAME.view(w, 1)
    json.dumps(view)


def test_registered_and_options() -> None:
    from game.engine import registry

    game = registry.get("manga")
    assert game.title == "Manga Manga" and game.realtime and game.min_seats == 2 and game.max_seats == 6
    assert game.default_rules() == {"mode": "classic"}
    assert game.resolve_rules({"mode": "Assisted"}) == {"mode": "assisted"}
    with pytest.raises(ValueError):
        game.resolve_rules({"mode": "chaos"})
    with pytest.raises(ValueError):
        new(7)
