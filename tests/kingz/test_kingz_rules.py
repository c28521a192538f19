"""Kingz rules: every rule and ruling of the rulebook and DECISIONS, its two
worked examples and FAQ 1-4. Seats: 0 Tigresse, 1 Crocodile, 2 Rhinocéros,
3 Ours polaire, 4 Gorille (the order of ``data/kingz.yaml``)."""

from __future__ import annotations

import copy

import pytest

from game.engine.contract import IllegalAction
from game.games.kingz.rules import ACCEPT, RAGE, READY, REFUSE, aside, choose, disarm, offer, pick, target
from tests.kingz.kingz_helpers import CONTENT, GAME, act, card, content, kinds, lock, new, turn, until

TIGRESSE, CROCODILE, RHINO, OURS, GORILLE = range(5)


# -- the rulebook's worked examples ----------


def test_cards_resolve_fastest_first_glaive_40_courage_9_salut_5() -> None:
    """Roméo's Glaive 40, Gaspard's Courage 9, Clément's Salut 5 (speeds set so in the data)."""
    data = copy.deepcopy(CONTENT)
    speeds = {(0, "glaive", 1): 40, (1, "courage", 1): 9, (2, "salut", 0): 5}
    taken = {5, 9, 40}
    for a, animal in enumerate(data["animals"][:3]):
        seen: dict[str, int] = {}
        for c in animal["cards"]:
            nth = seen.get(c["card"], 0)
            seen[c["card"]] = nth + 1
            if (a, c["card"], nth) in speeds:
                c["speed"] = speeds[(a, c["card"], nth)]
            elif c["speed"] in taken:
                c["speed"] = 60 + a * 10 + nth + len(seen)
    s = new(3, data=data)
    romeo, gaspard, clement = card(s, 0, "glaive", 1), card(s, 1, "courage", 1), card(s, 2, "salut")
    assert [s.setup.speed[c] for c in (romeo, gaspard, clement)] == [40, 9, 5]
    s = lock(s, {0: romeo, 1: gaspard, 2: clement})
    s = until(s, "targets")
    s = act(s, 0, target(2))
    assert s.order == [0, 1, 2]


def test_negotiations_follow_the_aggressors_speed_40_39_37() -> None:
    """Roméo (Glaive 40) and Clément (Glaive 39) ground Gaspard; Marjolaine
    (Glaive 37) grounds Clément: Roméo-Gaspard, then Clément-Gaspard, then
    Marjolaine-Clément."""
    s = new(4)
    romeo, clement, gaspard, marjolaine = TIGRESSE, CROCODILE, RHINO, OURS
    s.armour[gaspard] = 1
    s.armour[clement] = 1
    s = turn(s, {romeo: card(s, romeo, "glaive", 1), clement: card(s, clement, "glaive", 1),
                 gaspard: card(s, gaspard, "courage"), marjolaine: card(s, marjolaine, "glaive", 1)},
             targets={romeo: gaspard, clement: gaspard, marjolaine: clement})
    assert [s.setup.speed[s.plays[p] or 0] for p in (romeo, clement, marjolaine)] == [40, 39, 37]
    assert s.phase == "negotiate"
    assert s.talk == [romeo, gaspard]
    assert s.talks == [[clement, gaspard], [marjolaine, clement]]
    # If Gaspard is eliminated, Clément does not negotiate with him.
    s = act(s, gaspard, offer(0, 0))
    s = act(s, romeo, REFUSE)
    assert not s.alive[gaspard]
    assert s.talk == [marjolaine, clement]


# -- FAQ ----------


def test_faq1_a_desarmer_not_revealed_has_no_effect() -> None:
    s = new(2)
    log: list = []
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "desarmer"), CROCODILE: card(s, CROCODILE, "courage")}, log=log)
    assert "disarmed" not in kinds(log)
    assert s.courage == [1, 2]
    assert s.last_plays == [card(s, TIGRESSE, "desarmer"), card(s, CROCODILE, "courage")]


def test_faq2_a_hit_on_a_player_already_at_0_still_scores_and_counts() -> None:
    s = new(3)
    s.armour[RHINO] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "glaive"),
                 RHINO: card(s, RHINO, "courage")}, targets={TIGRESSE: RHINO, CROCODILE: RHINO})
    assert s.renown[TIGRESSE] == 1 and s.renown[CROCODILE] == 1
    assert s.phase == "negotiate"
    assert [s.talk, *s.talks] == [[TIGRESSE, RHINO], [CROCODILE, RHINO]]


def test_faq3_an_aggressor_with_several_victims_chooses_the_order() -> None:
    s = new(3)
    s.armour[CROCODILE] = s.armour[RHINO] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "filet"), CROCODILE: card(s, CROCODILE, "courage"),
                 RHINO: card(s, RHINO, "courage")})
    assert s.phase == "negotiate" and s.chooser == TIGRESSE and s.talk is None
    assert GAME.active_seats(s) == (TIGRESSE,)
    s = act(s, TIGRESSE, choose(RHINO))
    assert s.talk == [TIGRESSE, RHINO]
    s = act(s, RHINO, offer(0, 1))
    s = act(s, TIGRESSE, ACCEPT)
    assert s.talk == [TIGRESSE, CROCODILE]  # one victim left: no choice to make


def test_faq4_a_victim_whose_aggressor_is_out_is_pardoned() -> None:
    """Tigresse and Crocodile ground each other and Rhino grounds Tigresse
    first: Rhino refuses Tigresse's offer, so Crocodile stands up pardoned."""
    s = new(3)
    s.armour[TIGRESSE] = 1
    s.armour[CROCODILE] = 1
    s.courage[RHINO] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive", 1), CROCODILE: card(s, CROCODILE, "glaive", 0),
                 RHINO: card(s, RHINO, "glaive", 0)},
             targets={TIGRESSE: CROCODILE, CROCODILE: TIGRESSE, RHINO: TIGRESSE})
    # speeds 44 (Crocodile), 43 (Rhino), 40 (Tigresse)
    assert s.talk == [CROCODILE, TIGRESSE]
    s = act(s, TIGRESSE, offer(1, 0))
    s = act(s, CROCODILE, ACCEPT)
    assert s.talk == [RHINO, TIGRESSE]
    s = act(s, TIGRESSE, offer(0, 0))
    log: list = []
    s = act(s, RHINO, REFUSE, log=log)
    assert not s.alive[TIGRESSE]
    assert any(e.kind == "pardon" and e.data.get("auto") for e in log)
    assert s.phase == "approach" and s.armour[CROCODILE] == 3


# -- Glaive, Bouclier, Filet, Courage, Salut ----------


def test_glaive_spends_courage_and_hits() -> None:
    s = new(2)
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "courage")},
             targets={TIGRESSE: CROCODILE})
    assert (s.courage[TIGRESSE], s.renown[TIGRESSE], s.armour[CROCODILE]) == (0, 1, 2)


def test_glaive_without_courage_has_no_effect() -> None:
    s = new(2)
    s.courage[TIGRESSE] = 0
    log: list = []
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "salut")},
             targets={TIGRESSE: CROCODILE}, log=log)
    assert "glaive_no_courage" in kinds(log)
    assert s.armour[CROCODILE] == 3 and s.renown == [0, 1]  # Crocodile's Salut worked


def test_glaive_not_named_in_time_has_no_effect_and_spends_nothing() -> None:
    s = new(2)
    s = lock(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "courage")})
    s = until(s, "targets")
    late = s.deadline
    assert late is not None
    s, events = GAME.apply(s, TIGRESSE, target(CROCODILE), late + 0.01)
    assert "too_late" in kinds(events)
    s = until(s, "approach")
    assert (s.courage[TIGRESSE], s.renown[TIGRESSE], s.armour[CROCODILE]) == (1, 0, 3)


def test_a_glaive_on_a_bouclier_spends_courage_but_hits_nothing() -> None:
    s = new(2)
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "bouclier")},
             targets={TIGRESSE: CROCODILE})
    assert (s.courage[TIGRESSE], s.renown[TIGRESSE], s.armour[CROCODILE]) == (0, 0, 3)


def test_several_glaives_on_one_target_each_hit() -> None:
    s = new(3)
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "glaive"),
                 RHINO: card(s, RHINO, "salut")}, targets={TIGRESSE: RHINO, CROCODILE: RHINO})
    assert s.armour[RHINO] == 1 and s.renown == [1, 1, 0]


def test_the_filet_hits_everyone_when_nobody_shields() -> None:
    s = new(3)
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "filet"), CROCODILE: card(s, CROCODILE, "courage"),
                 RHINO: card(s, RHINO, "salut")})
    assert s.armour == [3, 2, 2] and s.renown == [1, 0, 0]  # the Salut failed: Rhino was hit
    assert s.courage == [1, 2, 1]  # no courage spent by a Filet


def test_a_failed_filet_costs_its_player_and_the_shields_are_its_aggressors() -> None:
    s = new(3)
    s.armour[TIGRESSE] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "filet"), CROCODILE: card(s, CROCODILE, "bouclier"),
                 RHINO: card(s, RHINO, "courage")})
    assert s.armour[CROCODILE] == 3 and s.armour[RHINO] == 3 and s.renown[TIGRESSE] == 0
    assert s.phase == "negotiate" and s.talk == [CROCODILE, TIGRESSE] and s.talks == []


def test_the_salut_is_judged_after_every_other_card_whatever_its_speed() -> None:
    data = copy.deepcopy(CONTENT)
    for c in data["animals"][1]["cards"]:
        if c["card"] == "salut":
            c["speed"] = 99  # faster than any Glaive
    s = new(2, data=data)
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "salut")},
             targets={TIGRESSE: CROCODILE})
    assert s.last_plays[CROCODILE] is not None
    assert s.renown == [1, 0]  # the Glaive, slower, still spoilt the Salut


def test_courage_counts_half_towards_fame() -> None:
    s = new(2)
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "courage"), CROCODILE: card(s, CROCODILE, "salut")})
    assert s.courage[TIGRESSE] == 2 and s.fame(TIGRESSE) == 1 and s.fame(CROCODILE) == 1


# -- Désarmer ----------


def test_desarmer_swaps_and_the_disarmed_takes_the_top_of_the_holders_discard() -> None:
    s = new(2)
    s.discards[TIGRESSE] = [card(s, TIGRESSE, "salut")]
    s.hands[TIGRESSE].remove(card(s, TIGRESSE, "salut"))
    glaive = card(s, CROCODILE, "glaive")
    s = lock(s, {TIGRESSE: card(s, TIGRESSE, "desarmer"), CROCODILE: glaive})
    s = act(s, TIGRESSE, disarm(CROCODILE))
    s = until(s, "targets")
    assert s.plays == [glaive, card(s, TIGRESSE, "salut")]
    assert s.glaive_seats() == [TIGRESSE]
    s = act(s, TIGRESSE, target(CROCODILE))
    s = until(s, "approach")
    assert s.renown == [1, 0] and s.armour == [3, 2]
    # each card back to its owner's discard, the lent one first, its own on top
    assert s.discards[TIGRESSE] == [card(s, TIGRESSE, "salut"), card(s, TIGRESSE, "desarmer")]
    assert s.discards[CROCODILE] == [glaive]


def test_a_disarmed_player_with_nothing_to_take_plays_nothing() -> None:
    s = new(2)
    s = lock(s, {TIGRESSE: card(s, TIGRESSE, "desarmer"), CROCODILE: card(s, CROCODILE, "courage")})
    s = act(s, TIGRESSE, disarm(CROCODILE))
    s = until(s, "resolve")
    assert s.plays == [card(s, CROCODILE, "courage"), None]
    s = until(s, "approach")
    assert s.courage == [2, 1]


def test_several_desarmers_disarm_themselves() -> None:
    s = new(3)
    for p in (TIGRESSE, CROCODILE):
        c = card(s, p, "courage", 1)
        s.hands[p].remove(c)
        s.discards[p] = [c]
    s = lock(s, {TIGRESSE: card(s, TIGRESSE, "desarmer"), CROCODILE: card(s, CROCODILE, "desarmer"),
                 RHINO: card(s, RHINO, "glaive")})
    s = act(s, TIGRESSE, disarm(RHINO))
    s = act(s, CROCODILE, disarm(RHINO))
    log: list = []
    s = until(s, "targets", log)
    assert "self_disarmed" in kinds(log)
    assert s.plays == [card(s, TIGRESSE, "courage", 1), card(s, CROCODILE, "courage", 1), card(s, RHINO, "glaive")]


def test_a_desarmer_revealed_after_the_window_has_no_effect() -> None:
    s = new(2)
    s = lock(s, {TIGRESSE: card(s, TIGRESSE, "desarmer"), CROCODILE: card(s, CROCODILE, "glaive")})
    assert s.phase == "precount" and s.deadline is not None
    s, events = GAME.apply(s, TIGRESSE, disarm(CROCODILE), s.deadline + 0.05)
    assert "too_late" in kinds(events) and s.disarms == []
    s = until(s, "targets")
    assert s.plays == [card(s, TIGRESSE, "desarmer"), card(s, CROCODILE, "glaive")]


def test_only_a_desarmer_holder_may_reveal_and_never_on_itself() -> None:
    s = new(2)
    s = lock(s, {TIGRESSE: card(s, TIGRESSE, "desarmer"), CROCODILE: card(s, CROCODILE, "glaive")})
    with pytest.raises(IllegalAction):
        act(s, CROCODILE, disarm(TIGRESSE))
    with pytest.raises(IllegalAction):
        act(s, TIGRESSE, disarm(TIGRESSE))


# -- grounding and negotiations ----------


def test_an_accepted_offer_moves_tokens_at_once_and_the_pardoned_stands_up() -> None:
    s = new(3)
    s.armour[CROCODILE] = 1
    s.renown[CROCODILE] = 2
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "courage"),
                 RHINO: card(s, RHINO, "courage")}, targets={TIGRESSE: CROCODILE})
    assert s.grounded == [CROCODILE]
    assert GAME.active_seats(s) == (TIGRESSE, CROCODILE)  # the aggressor may answer before any offer
    with pytest.raises(IllegalAction):
        act(s, CROCODILE, offer(3, 0))  # more than it has
    with pytest.raises(IllegalAction):
        act(s, RHINO, ACCEPT)  # not its negotiation
    s = act(s, CROCODILE, offer(2, 0))
    s = act(s, CROCODILE, offer(1, 1))  # the offer may change until the answer
    s = act(s, TIGRESSE, ACCEPT)
    assert (s.renown[TIGRESSE], s.courage[TIGRESSE]) == (2, 1)
    assert (s.renown[CROCODILE], s.courage[CROCODILE], s.armour[CROCODILE]) == (1, 1, 3)
    assert s.phase == "approach" and s.alive[CROCODILE]


def test_a_refused_offer_eliminates_and_its_tokens_go_back_to_the_box() -> None:
    s = new(3)
    s.armour[CROCODILE] = 1
    s.supply[2] += 2
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "courage"),
                 RHINO: card(s, RHINO, "courage")}, targets={TIGRESSE: CROCODILE})
    s = act(s, CROCODILE, offer(0, 1))
    s = act(s, TIGRESSE, REFUSE)
    assert not s.alive[CROCODILE] and s.courage[CROCODILE] == 0
    assert s.token_count() == (21, 16, 15)
    assert s.phase == "approach" and GAME.active_seats(s) == (TIGRESSE, RHINO)


# -- winning ----------


def test_fame_5_wins_at_once_first_in_resolution_order_even_when_grounded() -> None:
    s = new(3)
    s.renown[TIGRESSE] = 4
    s.renown[CROCODILE] = 4
    s.armour[TIGRESSE] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive", 1), CROCODILE: card(s, CROCODILE, "glaive"),
                 RHINO: card(s, RHINO, "glaive")},
             targets={TIGRESSE: RHINO, CROCODILE: RHINO, RHINO: TIGRESSE})
    # speeds: Crocodile 44, Rhino 43, Tigresse 40 -- Crocodile reaches 5 first
    assert s.phase == "over" and s.winners == [CROCODILE] and s.end_reason == "fame"
    s = new(2)
    s.renown[TIGRESSE] = 4
    s.armour[TIGRESSE] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive", 1), CROCODILE: card(s, CROCODILE, "glaive")},
             targets={TIGRESSE: CROCODILE, CROCODILE: TIGRESSE})
    assert s.armour[TIGRESSE] == 0 and s.winners == [TIGRESSE]  # grounded first, crowned after


def test_two_courage_make_the_fifth_fame() -> None:
    s = new(2)
    s.renown[TIGRESSE] = 4
    s.courage[TIGRESSE] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "courage"), CROCODILE: card(s, CROCODILE, "courage")})
    assert s.winners == [TIGRESSE]


def test_an_accepted_offer_can_crown_the_aggressor() -> None:
    s = new(3)
    s.renown[TIGRESSE] = 3
    s.armour[CROCODILE] = 1
    s.renown[CROCODILE] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "courage"),
                 RHINO: card(s, RHINO, "courage")}, targets={TIGRESSE: CROCODILE})
    s = act(s, CROCODILE, offer(1, 0))
    s = act(s, TIGRESSE, ACCEPT)
    assert s.winners == [TIGRESSE] and s.end_reason == "fame"


def test_the_last_in_the_arena_wins() -> None:
    s = new(2)
    s.armour[CROCODILE] = 1
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "courage")},
             targets={TIGRESSE: CROCODILE})
    s = act(s, CROCODILE, offer(0, 0))
    s = act(s, TIGRESSE, REFUSE)
    assert s.winners == [TIGRESSE] and s.end_reason == "last"
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == (TIGRESSE,)


def _night(renown: list[int], courage: list[int], armour: list[int]) -> list[int] | None:
    s = new(3)
    s.round = s.setup.rounds
    s.turn = s.turns
    s.renown, s.courage, s.armour = list(renown), list(courage), list(armour)
    s = turn(s, {p: card(s, p, "bouclier") for p in range(3)})
    assert s.end_reason == "night"
    return s.winners


def test_after_two_rounds_fame_then_courage_then_armour_else_shared() -> None:
    assert _night([4, 2, 1], [0, 2, 0], [3, 3, 3]) == [0]  # fame 4, 3, 1
    assert _night([3, 2, 1], [0, 2, 0], [3, 3, 3]) == [1]  # fame 3, 3, 1: courage 2 beats 0
    assert _night([2, 2, 0], [1, 1, 0], [3, 2, 3]) == [0]  # then armour
    assert _night([2, 2, 0], [1, 1, 0], [3, 3, 3]) == [0, 1]  # shared


def test_round_two_takes_back_every_card_and_sets_two_aside_again() -> None:
    s = new(2, full_hands=False)
    assert [len(h) for h in s.hands] == [7, 7] and [len(d) for d in s.discards] == [2, 2]
    for _ in range(7):
        s = turn(s, {p: s.hands[p][0] for p in range(2)}, targets={0: 1, 1: 0})
        if s.phase == "negotiate":
            s = act(s, s.talk[1] if s.talk else 0, offer(0, 0))
            s = act(s, s.talk[0] if s.talk else 0, ACCEPT)
            s = until(s, ("approach", "over"))
        if s.phase == "over":
            pytest.skip("the game ended before round two")
    assert s.round == 2 and s.turn == 1
    assert [len(h) for h in s.hands] == [7, 7] and [len(d) for d in s.discards] == [2, 2]
    assert s.public == [] and s.power_used == [False, False]


# -- modes and variants ----------


def test_control_mode_sets_aside_by_choice_in_secret() -> None:
    s = new(2, full_hands=False, mode="control")
    assert s.phase == "aside" and GAME.active_seats(s) == (0, 1)
    s = act(s, 0, aside(card(s, 0, "salut")))
    s = act(s, 0, aside(card(s, 0, "filet")))
    with pytest.raises(IllegalAction):
        act(s, 0, aside(card(s, 0, "desarmer")))
    table = GAME.view(s, None)
    assert table["seats"][0]["aside"] is None and table["seats"][0]["discard_count"] == 2
    s = act(s, 1, aside(card(s, 1, "salut")))
    s = act(s, 1, aside(card(s, 1, "courage")))
    assert s.phase == "approach" and len(s.hands[0]) == 7


def test_kids_variant_deals_six_cards_sets_none_aside_and_skips_the_window() -> None:
    s = new(2, full_hands=False, kids=True)
    assert [len(h) for h in s.hands] == [6, 6] and s.discards == [[], []] and s.turns == 6
    assert {s.setup.kind[c] for c in s.hands[0]} == {"glaive", "bouclier", "courage"}
    s = lock(s, {0: s.hands[0][0], 1: s.hands[1][0]})
    assert s.phase == "count"


def test_open_paravents_show_every_hand_and_token_but_never_a_pick() -> None:
    s = new(2, open_paravents=True)
    s = lock(s, {0: card(s, 0, "glaive")})
    v = GAME.view(s, 1)
    assert v["seats"][0]["armour"] == 3 and v["seats"][0]["hand"] is not None
    assert len(v["seats"][0]["hand"]) == 9 and v["seats"][0]["pick"] is None


def test_the_table_never_sees_a_hand_a_pick_or_tokens() -> None:
    s = new(3, full_hands=False)
    s = lock(s, {0: s.hands[0][0]})
    table = GAME.view(s, None)
    for seat in table["seats"]:
        assert seat["hand"] is None and seat["pick"] is None and seat["aside"] is None
        assert seat["armour"] is None and seat["courage"] is None and seat["renown"] is None
        assert seat["card"] is None
    me = GAME.view(s, 0)
    assert me["seats"][0]["pick"] is not None and me["seats"][1]["hand"] is None
    assert me["seats"][0]["hand_count"] == table["seats"][0]["hand_count"] == 6  # the locked card lies in the arena


def test_names_of_ready_seats_show_but_not_whether_a_seat_has_chosen() -> None:
    s = new(2)
    before = GAME.view(s, None)
    s = act(s, 0, pick(card(s, 0, "glaive")))
    assert GAME.view(s, None) == before
    s = act(s, 0, READY)
    assert GAME.view(s, None)["seats"][0]["ready"]


# -- the Pouvoir variant ----------


def _rage_turn(seat: int, picks_by_kind: dict[int, str], targets: dict[int, int] | None = None,
               n: int = 3) -> tuple:
    s = new(n, power=True)
    log: list = []
    picks = {p: card(s, p, k) for p, k in picks_by_kind.items()}
    s = turn(s, picks, targets=targets, before_count=[(seat, RAGE)], log=log)
    return s, log


def test_the_first_rage_of_the_turn_wins_and_is_spent_for_the_round() -> None:
    s = new(3, power=True)
    s = lock(s, {p: card(s, p, "courage") for p in range(3)})
    s = act(s, 1, RAGE)
    with pytest.raises(IllegalAction):
        act(s, 2, RAGE)
    assert s.rage == 1 and s.power_used == [False, True, False]
    s = until(s, "approach")
    s = lock(s, {p: card(s, p, "courage", 1) for p in range(3)})
    with pytest.raises(IllegalAction):
        act(s, 1, RAGE)


def test_tigresse_grrrr_courage_gives_nothing() -> None:
    s, log = _rage_turn(TIGRESSE, {0: "glaive", 1: "courage", 2: "courage"}, targets={0: 1})
    assert s.courage == [0, 1, 1] and "courage_denied" in kinds(log)


def test_crocodile_plouf_nobody_may_name_it_but_the_filet_still_hits() -> None:
    s = new(3, power=True)
    s = lock(s, {0: card(s, 0, "glaive"), 1: card(s, 1, "courage"), 2: card(s, 2, "filet")})
    s = act(s, CROCODILE, RAGE)
    s = until(s, "targets")
    with pytest.raises(IllegalAction):
        act(s, 0, target(CROCODILE))
    assert target(CROCODILE) not in GAME.legal_actions(s, 0)
    s = act(s, 0, target(RHINO))
    s = until(s, "approach")
    assert s.armour[CROCODILE] == 2


def test_rhinoceros_chargez_every_loss_costs_one_more() -> None:
    s, _ = _rage_turn(RHINO, {0: "glaive", 1: "salut", 2: "filet"}, targets={0: 1})
    # Glaive on Crocodile: 1 + 1; then the Filet on both: Crocodile lost already
    # this turn (no second extra), Tigresse 1 + 1
    assert s.armour[CROCODILE] == 0 and s.armour[TIGRESSE] == 1 and s.armour[RHINO] == 3


def test_ours_givre_swaps_glaives_and_boucliers_and_the_new_glaives_name_targets() -> None:
    s = new(3, power=True)
    s = lock(s, {0: card(s, 0, "glaive"), 1: card(s, 1, "bouclier"), 2: card(s, 2, "salut")})
    s = act(s, 1, RAGE)  # Crocodile's own power is not the swap
    s = new(4, power=True)
    s = lock(s, {0: card(s, 0, "glaive"), 1: card(s, 1, "bouclier"), 2: card(s, 2, "salut"),
                 3: card(s, 3, "courage")})
    s = act(s, OURS, RAGE)
    s = until(s, "targets")
    assert s.glaive_seats() == [CROCODILE]
    s = act(s, CROCODILE, target(TIGRESSE))
    s = until(s, "approach")
    assert s.armour[TIGRESSE] == 3  # the Tigresse's Glaive became a Bouclier
    s2 = new(4, power=True)
    s2 = lock(s2, {0: card(s2, 0, "glaive"), 1: card(s2, 1, "bouclier"), 2: card(s2, 2, "salut"),
                   3: card(s2, 3, "courage")})
    s2 = act(s2, OURS, RAGE)
    s2 = until(s2, "targets")
    s2 = act(s2, CROCODILE, target(RHINO))
    s2 = until(s2, "approach")
    assert s2.armour[RHINO] == 2 and s2.renown[CROCODILE] == 1 and s2.courage[CROCODILE] == 0


def test_gorille_banana_glaives_need_no_courage() -> None:
    s = new(5, power=True)
    s.courage = [0] * 5
    s = lock(s, {p: card(s, p, "glaive" if p == 0 else "courage") for p in range(5)})
    s = act(s, GORILLE, RAGE)
    s = until(s, "targets")
    s = act(s, 0, target(1))
    s = until(s, "approach")
    assert s.armour[1] == 2 and s.renown[0] == 1 and s.courage[0] == 0


# -- supplies, data, accounting ----------


def test_an_empty_box_gives_nothing_and_says_so() -> None:
    s = new(2)
    s.supply[1] = 0
    log: list = []
    s = turn(s, {0: card(s, 0, "courage"), 1: card(s, 1, "courage")}, log=log)
    assert s.courage == [1, 1] and "box_empty" in kinds(log)


def test_a_designer_can_change_speeds_counts_starting_tokens_and_powers() -> None:
    data = content(start={"armour": 2, "courage": 3})
    data["animals"][0]["power"], data["animals"][4]["power"] = data["animals"][4]["power"], data["animals"][0]["power"]
    data["card_types"][0]["effect"]["renown"] = 2
    s = new(5, data=data, power=True)
    assert s.armour == [2] * 5 and s.courage == [3] * 5
    assert s.setup.powers[0]["op"] == "free_glaive"
    s = turn(s, {0: card(s, 0, "glaive"), **{p: card(s, p, "courage") for p in range(1, 5)}}, targets={0: 1})
    assert s.renown[0] == 2


def test_every_card_and_token_stays_accounted_for() -> None:
    s = new(4, full_hands=False)
    cards = s.card_count()
    s = turn(s, {p: s.hands[p][-1] for p in range(4)}, targets={p: (p + 1) % 4 for p in range(4)})
    assert s.card_count() == cards and s.token_count() == (21, 16, 15)
