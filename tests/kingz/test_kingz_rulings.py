"""More Kingz rulings, found by a rules audit against the rulebook: timing at
the edges of the windows, powers that hit their own player ("vous y compris"),
Désarmer corner cases, negotiations in unusual orders, round two, the box, and
an independent resolver that every random turn must agree with."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.contract import IllegalAction
from game.games.kingz.rules import ACCEPT, RAGE, REFUSE, KingzState, aside, disarm, offer, target
from tests.examples import examples
from tests.kingz.kingz_helpers import GAME, act, card, kinds, lock, new, turn, until

T, C, R, OU, G = range(5)  # Tigresse, Crocodile, Rhinocéros, Ours polaire, Gorille


# -- time: a press counts at its own time ----------


def test_a_target_pressed_in_the_window_counts_before_anyone_advanced_the_game() -> None:
    s = lock(new(2), {T: card(new(2), T, "glaive"), C: card(new(2), C, "courage")})
    assert s.phase == "precount"  # reveal at 2.0 + 1.8 = 3.8 s, the window until 5.3 s
    s, events = GAME.apply(s, T, target(C), 4.0)
    assert kinds(events) == ["window_closed", "reveal", "target", "resolve"] and s.targets[T] == C
    s = until(s, ("approach", "negotiate"))
    assert s.armour[C] == 2 and s.renown[T] == 1


def test_a_press_legal_only_before_its_window_closed_is_too_late_and_changes_nothing_else() -> None:
    base = new(2)
    s = lock(base, {T: card(base, T, "desarmer"), C: card(base, C, "glaive")})
    s, events = GAME.apply(s, T, disarm(C), s.deadline + 0.1)  # the count has begun
    assert kinds(events)[-1] == "too_late" and s.disarms == [] and s.phase == "count"


def test_a_press_legal_neither_before_nor_at_its_time_is_refused_and_the_state_is_unchanged() -> None:
    base = new(2)
    s = lock(base, {T: card(base, T, "courage"), C: card(base, C, "glaive")})
    before = GAME.state_to_json(s)
    with pytest.raises(IllegalAction):
        GAME.apply(s, T, disarm(C), 0.5)  # no Désarmer picked
    with pytest.raises(IllegalAction):
        GAME.apply(s, T, target(C), 4.0)  # a Courage names nobody, even in the window
    assert GAME.state_to_json(s) == before


def test_a_glaive_names_neither_itself_nor_a_player_out_of_the_arena() -> None:
    s = new(3)
    s.alive[R] = False
    s = lock(s, {T: card(s, T, "glaive"), C: card(s, C, "courage")})
    s = until(s, "targets")
    for bad in (T, R):
        with pytest.raises(IllegalAction):
            act(s, T, target(bad))
    assert act(s, T, target(C)).targets[T] == C


# -- Filet and aggressors ----------


def test_a_failed_filet_against_two_shields_has_two_aggressors_and_both_must_pardon() -> None:
    s = new(3)
    s.armour[R] = 1
    s = turn(s, {T: card(s, T, "bouclier"), C: card(s, C, "bouclier"), R: card(s, R, "filet")})
    assert s.phase == "negotiate" and s.talk == [T, R] and s.talks == [[C, R]]  # Bouclier 30 before 29
    s = act(s, R, offer(0, 0))
    s = act(s, T, ACCEPT)
    assert s.talk == [C, R] and s.armour[R] == 0
    s = act(s, R, offer(0, 1))
    s = act(s, C, ACCEPT)
    assert s.phase == "approach" and s.armour[R] == 3 and s.courage == [1, 2, 0]


def test_faq2_a_filet_on_a_player_a_faster_glaive_emptied_still_scores_and_counts() -> None:
    s = new(3)
    s.armour[R] = 1
    s = turn(s, {T: card(s, T, "filet"), C: card(s, C, "glaive", 1), R: card(s, R, "courage")},
             targets={C: R})
    # Glaive 39 empties the Rhinocéros, then the Filet 35 hits it again: both score, both are aggressors
    assert s.renown == [1, 1, 0]
    assert s.talk == [C, R] and s.talks == [[T, R]]


# -- Désarmer ----------


def _with_discard(s: KingzState, seat: int, kind: str) -> KingzState:
    c = card(s, seat, kind)
    s.hands[seat].remove(c)
    s.discards[seat] = [c]
    return s


def test_of_two_desarmers_only_the_revealed_one_counts_and_every_card_goes_home() -> None:
    s = new(3)
    for p in (T, C):
        s = _with_discard(s, p, "salut")
    s = lock(s, {T: card(s, T, "desarmer"), C: card(s, C, "desarmer"), R: card(s, R, "glaive")})
    s = act(s, T, disarm(R))  # the Crocodile keeps its Désarmer hidden: it does nothing
    s = until(s, ("targets", "resolve"))
    assert [s.setup.kind[c] if c is not None else None for c in s.plays] == ["glaive", "desarmer", "salut"]
    s = until(s, ("approach", "negotiate"))
    owners = [[(s.setup.owner[c], s.setup.kind[c]) for c in d] for d in s.discards]
    assert owners == [[(T, "salut"), (T, "desarmer")], [(C, "salut"), (C, "desarmer")], [(R, "glaive")]]


def test_a_desarmer_holder_negotiates_at_the_speed_of_the_card_it_took() -> None:
    s = new(3)
    s.armour[R] = 1
    s = _with_discard(s, T, "salut")
    s = lock(s, {T: card(s, T, "desarmer"), C: card(s, C, "glaive"), R: card(s, R, "glaive")})
    s = act(s, T, disarm(C))  # takes the Crocodile's Glaive 44
    s = until(s, "targets")
    s = act(s, T, target(R))
    s = until(s, ("negotiate", "approach"))
    assert s.talk == [T, R]
    assert s.setup.speed[s.plays[T] or 0] == 44


def test_a_desarmer_may_name_the_crocodile_whose_splash_only_stops_glaives() -> None:
    s = new(3, power=True)
    s = lock(s, {T: card(s, T, "desarmer"), C: card(s, C, "glaive"), R: card(s, R, "courage")})
    s = act(s, C, RAGE)
    assert act(s, T, disarm(C)).disarms == [[T, C]]


# -- powers: "vous y compris" ----------


def test_tigresse_grrrr_denies_her_own_courage_too() -> None:
    s = new(2, power=True)
    s = turn(s, {T: card(s, T, "courage"), C: card(s, C, "courage")}, before_count=[(T, RAGE)])
    assert s.courage == [1, 1]


def test_rhinoceros_chargez_costs_its_own_player_the_extra_armour_too() -> None:
    s = new(3, power=True)
    s = turn(s, {T: card(s, T, "bouclier"), C: card(s, C, "courage"), R: card(s, R, "filet")},
             before_count=[(R, RAGE)])
    assert s.armour[R] == 1  # the failed Filet's 1, and the Charge's 1 more


def test_rhinoceros_extra_is_once_per_player_and_turn() -> None:
    s = new(4, power=True)
    log: list[Any] = []
    s = turn(s, {T: card(s, T, "glaive"), C: card(s, C, "glaive"), R: card(s, R, "courage"),
                 OU: card(s, OU, "salut")}, targets={T: OU, C: OU}, before_count=[(R, RAGE)], log=log)
    assert [e.data["n"] for e in log if e.kind == "armour_lost"] == [2, 1]


def test_ours_givre_a_shield_turned_glaive_still_needs_courage() -> None:
    s = new(4, power=True)
    s.courage[C] = 0
    log: list[Any] = []
    s = turn(s, {T: card(s, T, "courage"), C: card(s, C, "bouclier"), R: card(s, R, "salut"),
                 OU: card(s, OU, "courage")}, targets={C: T}, before_count=[(OU, RAGE)], log=log)
    assert "glaive_no_courage" in kinds(log) and s.armour[T] == 3


def test_gorille_banana_a_glaive_keeps_the_courage_its_player_has() -> None:
    s = new(5, power=True)
    s = turn(s, {T: card(s, T, "glaive"), **{p: card(s, p, "courage") for p in range(1, 5)}},
             targets={T: C}, before_count=[(G, RAGE)])
    assert s.courage[T] == 1 and s.renown[T] == 1


def test_a_power_comes_back_in_round_two() -> None:
    s = new(2, power=True)
    s = turn(s, {T: card(s, T, "courage"), C: card(s, C, "courage")}, before_count=[(T, RAGE)])
    assert s.power_used == [True, False]
    with pytest.raises(IllegalAction):  # once per round
        turn(s, {T: card(s, T, "courage", 1), C: card(s, C, "courage", 1)}, before_count=[(T, RAGE)])
    s.turn = s.turns  # the round's last turn
    s = turn(s, {T: card(s, T, "courage", 1), C: card(s, C, "courage", 1)})
    assert (s.round, s.power_used) == (2, [False, False])


# -- rounds, the box, the night ----------


def test_round_two_in_control_mode_sets_aside_again_only_for_players_still_in() -> None:
    s = new(3, full_hands=False, mode="control")
    for p in range(3):
        for c in list(s.hands[p])[:2]:
            s = act(s, p, aside(c))
    s.alive[R] = False
    for _ in range(7):
        s = turn(s, {p: s.hands[p][0] for p in (T, C)})
    assert (s.phase, s.round) == ("aside", 2)
    assert [len(h) for h in s.hands] == [9, 9, 0]
    assert GAME.active_seats(s) == (T, C)


def test_a_grounding_on_the_last_turn_is_settled_before_round_two() -> None:
    s = new(2)
    s.turn = s.turns
    s.armour[C] = 1
    s = turn(s, {T: card(s, T, "glaive"), C: card(s, C, "courage")}, targets={T: C})
    assert (s.phase, s.round, s.talk) == ("negotiate", 1, [T, C])
    s = act(s, C, offer(0, 0))
    s = act(s, T, ACCEPT)
    assert (s.round, s.armour[C]) == (2, 3)


def test_an_empty_renown_box_gives_a_hit_nothing_and_says_so() -> None:
    s = new(2)
    s.supply[0] = 0
    log: list[Any] = []
    s = turn(s, {T: card(s, T, "glaive"), C: card(s, C, "courage")}, targets={T: C}, log=log)
    assert s.renown == [0, 0] and "box_empty" in kinds(log)


def test_standing_up_takes_armour_from_the_box_as_far_as_it_goes() -> None:
    s = new(3)
    s.armour[R] = 1
    s.supply[2] = 1  # only one armour left in the box (besides the one the Rhinocéros loses)
    s = turn(s, {T: card(s, T, "glaive"), C: card(s, C, "courage"), R: card(s, R, "courage")}, targets={T: R})
    s = act(s, R, offer(0, 0))
    s = act(s, T, ACCEPT)
    assert s.armour[R] == 2 and s.supply[2] == 0  # the starting armour is 3: the box had 2


def test_at_nightfall_an_eliminated_player_is_never_among_the_winners() -> None:
    s = new(3, full_hands=False)
    s.alive[R] = False
    s.renown[R] = 4  # left behind, as if (an eliminated player's tokens go back to the box)
    s.round, s.turn = s.setup.rounds, s.turns
    s = turn(s, {T: s.hands[T][0], C: s.hands[C][0]})
    while s.phase == "negotiate":
        s = act(s, s.talk[1], offer(0, 0)) if s.offer is None else act(s, s.talk[0], ACCEPT)  # type: ignore[index]
    assert s.phase == "over" and R not in (s.winners or [])


# -- an independent resolver: every random turn must agree ----------


def reference(s0: KingzState, picks: dict[int, int], targets: dict[int, int],
              rage: int | None) -> tuple[list[int], list[int], list[int], int | None, list[tuple[int, int]]]:
    """The rulebook's resolution, written again from the text (not from the
    engine): tokens after the turn, the fame winner, and the negotiations in
    order (aggressor, victim)."""
    n, setup = s0.seats, s0.setup
    arm, cou, ren, box = list(s0.armour), list(s0.courage), list(s0.renown), list(s0.supply)
    power = setup.powers[rage]["op"] if rage is not None else None

    def op(c: int) -> str:
        o = setup.kind[c]
        return {"glaive": "bouclier", "bouclier": "glaive"}.get(o, o) if power == "swap_glaive_bouclier" else o

    hit, extra = [False] * n, [False] * n
    aggressors: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    winner: int | None = None

    def lose(v: int, by: list[tuple[int, int]]) -> None:
        lost = min(1, arm[v])
        if lost and power == "extra_armour_loss" and not extra[v]:
            extra[v] = True
            lost = min(2, arm[v])
        arm[v] -= lost
        box[2] += lost
        for a in by:
            if a[0] not in [x[0] for x in aggressors[v]]:
                aggressors[v].append(a)

    def gain(p: int, token: int) -> None:
        nonlocal winner
        got = min(1, box[token])
        box[token] -= got
        (ren if token == 0 else cou)[p] += got
        if winner is None and ren[p] + cou[p] // 2 >= 5:
            winner = p

    for p in sorted(range(n), key=lambda q: (op(picks[q]) == "salut", -setup.speed[picks[q]])):
        if winner is not None:
            break
        c = picks[p]
        if op(c) == "glaive" and p in targets:
            v = targets[p]
            cost = 0 if power == "free_glaive" else 1
            if cou[p] < cost:
                continue
            cou[p] -= cost
            box[1] += cost
            if op(picks[v]) != "bouclier":
                hit[v] = True
                lose(v, [(p, setup.speed[c])])
                gain(p, 0)
        elif op(c) == "filet":
            shields = [q for q in range(n) if q != p and op(picks[q]) == "bouclier"]
            if shields:
                lose(p, [(q, setup.speed[picks[q]]) for q in shields])
            else:
                for q in range(n):
                    if q != p:
                        hit[q] = True
                        lose(q, [(p, setup.speed[c])])
                gain(p, 0)
        elif op(c) == "courage" and power != "no_courage_gain":
            gain(p, 1)
        elif op(c) == "salut" and not hit[p]:
            gain(p, 0)
    talks = sorted(((speed, a, v) for v in range(n) if arm[v] == 0 for a, speed in aggressors[v]),
                   key=lambda x: (-x[0], x[1], x[2]))
    return arm, cou, ren, winner, [(a, v) for _, a, v in talks]


@settings(max_examples=examples(150), deadline=None)
@given(st.data())
def test_every_random_turn_agrees_with_an_independent_resolver(data: st.DataObject) -> None:
    n = data.draw(st.integers(2, 5))
    power = data.draw(st.booleans())
    s = new(n, seed=data.draw(st.integers(0, 10_000)), power=power)
    for p in range(n):
        s.armour[p] = data.draw(st.integers(1, 3))
        s.courage[p] = data.draw(st.integers(0, 2))
        s.renown[p] = data.draw(st.integers(0, 4))
    s.supply = [21 - sum(s.renown), 16 - sum(s.courage), 15 - sum(s.armour)]
    picks = {p: data.draw(st.sampled_from([c for c in s.hands[p] if s.setup.kind[c] != "desarmer"]))
             for p in range(n)}
    turned = lock(s, picks)
    rage = data.draw(st.one_of(st.none(), st.integers(0, n - 1))) if power else None
    if rage is not None:
        turned = act(turned, rage, RAGE)
    turned = until(turned, ("targets", "resolve", "negotiate", "approach", "over"))
    targets: dict[int, int] = {}
    if turned.phase == "targets":
        for p in turned.glaive_seats():
            choices = [a.seat for a in GAME.legal_actions(turned, p) if a.kind == "target" and a.seat is not None]
            named = data.draw(st.one_of(st.none(), st.sampled_from(choices))) if choices else None
            if named is not None and turned.phase == "targets":
                targets[p] = named
                turned = act(turned, p, target(named))
    turned = until(turned, ("negotiate", "approach", "over"))
    arm, cou, ren, winner, talks = reference(s, picks, targets, rage)
    if winner is not None:
        assert turned.phase == "over" and turned.end_reason == "fame" and turned.winners == [winner]
        return
    assert turned.courage == cou and turned.renown == ren
    if turned.phase == "negotiate":
        assert turned.armour == arm
        if turned.chooser is None:
            assert [tuple(turned.talk or ())] + [tuple(t) for t in turned.talks] == talks
        else:  # an aggressor with several victims chooses whom first (FAQ 3)
            assert sorted(tuple(t) for t in turned.talks) == sorted(talks)
    else:
        assert turned.phase == "approach" and talks == [] and turned.armour == arm


# -- negotiations cannot stall (data/kingz.yaml, rulings) ----------


def grounded_crocodile(renown: int = 2) -> KingzState:
    """The Tigresse's Glaive grounds the Crocodile: their negotiation starts."""
    s = new(3)
    s.armour[C] = 1
    s.renown[C] = renown
    s.supply[0] -= renown
    s = turn(s, {T: card(s, T, "glaive"), C: card(s, C, "courage"), R: card(s, R, "courage")}, targets={T: C})
    assert s.phase == "negotiate" and s.talk == [T, C] and s.offer is None
    return s


def test_the_aggressor_may_answer_before_any_offer() -> None:
    s = grounded_crocodile()
    log: list[Any] = []
    out = act(s, T, REFUSE, log=log)  # thumb down at once: the victim is out
    assert not out.alive[C] and "refused" in kinds(log)
    up = act(s, T, ACCEPT)  # thumb up at once: pardoned for nothing
    assert up.alive[C] and up.armour[C] == 3 and (up.renown[C], up.renown[T]) == (2, 1)


def test_a_negotiation_has_a_deadline_from_the_yaml() -> None:
    s = grounded_crocodile()
    assert s.setup.negotiate == 20.0  # data/kingz.yaml, timings.negotiate
    assert GAME.next_deadline(s) == pytest.approx(s.phase_started + s.setup.negotiate)


def test_time_up_without_an_offer_puts_the_victim_out() -> None:
    s = grounded_crocodile()
    log: list[Any] = []
    s = until(s, ("approach", "over"), log)
    assert not s.alive[C] and kinds(log)[:2] == ["talk_timeout", "refused"]


def test_time_up_with_an_offer_on_the_table_takes_it() -> None:
    s = grounded_crocodile()
    s = act(s, C, offer(1, 0), t=s.clock + 5)
    log: list[Any] = []
    s = until(s, ("approach", "over"), log)
    assert s.alive[C] and (s.renown[C], s.renown[T]) == (1, 2) and kinds(log)[:2] == ["talk_timeout", "pardon"]


def test_an_offer_changed_after_the_time_is_up_is_too_late() -> None:
    s = grounded_crocodile()
    deadline = GAME.next_deadline(s)
    assert deadline is not None
    s, events = GAME.apply(s, C, offer(1, 0), deadline + 0.5)
    assert "talk_timeout" in kinds(events) and kinds(events)[-1] == "too_late" and not s.alive[C]


def test_an_aggressor_who_does_not_choose_hears_the_fastest_hit_first() -> None:
    s = new(3)
    s.armour[C] = s.armour[R] = 1
    s = turn(s, {T: card(s, T, "filet"), C: card(s, C, "courage"), R: card(s, R, "courage")})
    assert s.chooser == T and s.talks == [[T, C], [T, R]]
    log: list[Any] = []
    s = until(s, ("approach", "over"), log)
    assert kinds(log)[:3] == ["talk_timeout", "talk", "talk_timeout"]
    assert [e.data["victim"] for e in log if e.kind == "talk"] == [C, R]
