"""One scenario per spell, judge and fighter ability, and the rules of a round
and of a game (rulebook ``ikasamage.fr.txt``, DECISIONS.md, the YAML rulings)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.engine.contract import Event, IllegalAction
from game.games.ikasamage.rules import DRAW, IkaAction
from game.games.ikasamage.state import IkaState
from tests.ikasamage.ika_helpers import (
    GAME,
    PASS,
    act,
    allowed,
    bet,
    card_of,
    cast,
    copies,
    events_of,
    fighter_index,
    held,
    judge_index,
    new,
    pass_all,
    refused,
    resolve,
    spell_ids,
    table,
)

# the card list at the end of the rulebook: id -> (count, type, forbidden, mana, power)
DIRECT = {
    "cure": (4, 0, 2), "healing": (4, 1, 4), "regeneration": (2, 3, 3), "energy_boost": (1, 4, 6),
    "refresh": (1, 6, 10), "magic_missile": (4, 0, -2), "fireball": (4, 1, -4), "lightning_bolt": (2, 3, -3),
    "blizzard": (1, 4, -6), "meteor_strike": (1, 6, -10),
}
ENCHANT = {
    "strengthen": (4, 2, 3), "might": (4, 4, 5), "haste": (2, 6, 4), "power_awakening": (1, 8, 8),
    "giant_growth": (1, 10, 12), "weaken": (4, 2, -3), "cripple": (4, 4, -5), "slow": (2, 6, -4),
    "paralyze": (1, 8, -8), "shrink": (1, 10, -12),
}
OTHER = {  # id: (count, type, forbidden, mana)
    "mana_boost": (2, "enchant", False, 5), "mana_seal": (2, "enchant", False, -5),
    "cause_unpopularity": (2, "enchant", False, 3), "reflection": (1, "enchant", True, 3),
    "detect_magic": (2, "support", False, 0), "dispel_magic": (2, "support", False, 0),
    "recall": (2, "support", False, 0), "amnesia": (2, "support", False, 0), "imitation": (2, "support", False, 0),
    "dimension_door": (1, "support", False, 0), "confusion": (1, "support", False, 0),
    "invisibility": (1, "support", False, 0), "prismatic_ray": (1, "support", False, 0),
    "metamorphosis": (1, "support", True, 0), "alteration": (1, "support", True, 0),
    "anti_magic_field": (1, "support", True, 0),
}
FORBIDDEN = {"refresh", "meteor_strike", "giant_growth", "shrink"}
LINE = ("goblin", "orc", "lizardman", "ghost", "skeleton")  # powers 1 2 4 5u 3u


def test_the_72_spells_match_the_card_list() -> None:
    s = new(4)
    assert len(s.setup.cards) == 72
    counts = Counter(c.id for c in s.setup.cards)
    assert len(counts) == 36
    for table_ in (DIRECT, ENCHANT):
        for spell_id, (count, mana, _) in table_.items():
            card = s.card(card_of(s, spell_id))
            assert counts[spell_id] == count
            assert card.mana == mana
            assert card.forbidden == (spell_id in FORBIDDEN)
            assert card.type == ("direct" if table_ is DIRECT else "enchant")
            assert card.face_up == (table_ is DIRECT)
    for spell_id, (count, kind, forbidden, mana) in OTHER.items():
        card = s.card(card_of(s, spell_id))
        assert (counts[spell_id], card.type, card.forbidden, card.mana) == (count, kind, forbidden, mana)
    assert [f.power for f in s.setup.fighters] == list(range(1, 11))
    assert [f.reward for f in s.setup.fighters] == [10, 8, 7, 6, 5, 5, 4, 4, 3, 3]
    assert len(s.setup.judges) == 8


# -- Direct and Enchant power ------------------------------------------------------------------


@pytest.mark.parametrize("spell_id", [*DIRECT, *ENCHANT])
@pytest.mark.parametrize(("pos", "base", "sign"), [(2, 4, 1), (3, 5, -1), (4, 3, -1)],
                         ids=["lizardman", "ghost_undead", "skeleton_undead"])
def test_power_spell(spell_id: str, pos: int, base: int, sign: int) -> None:
    _, mana, power = {**DIRECT, **ENCHANT}[spell_id]
    s = table(3, fighters=LINE, hands={0: [spell_id, "cure"], 1: ["cure"]})
    c = held(s, 0, spell_id)
    log: list[Event] = []
    s = act(s, 0, cast(c, fighter=pos), log)
    slot = s.slots[pos][-1]
    assert slot[:2] == [c, 0]
    assert slot[2] == (spell_id in DIRECT), "Direct face up, Enchant face down"
    assert events_of(log, "cast")[0]["card"] == (c if spell_id in DIRECT else None)
    assert c not in s.hands[0]
    result = resolve(s)
    f = result["fighters"][pos]
    assert f["power"] == base + sign * power
    assert f["mana"] == mana
    assert f["base"] == base
    assert f["spells"] == [c]


# -- Mana Boost / Mana Seal -----------------------------------------------------------------


@pytest.mark.parametrize("spell_id", ["mana_boost", "mana_seal"])
def test_mana_spells_change_only_the_mana(spell_id: str) -> None:
    s = table(3, fighters=LINE, hands={0: [spell_id, spell_id]})
    s = act(s, 0, cast(held(s, 0, spell_id), fighter=2))
    s = act(s, 0, cast(held(s, 0, spell_id), fighter=3))
    result = resolve(s)
    mana = 5 if spell_id == "mana_boost" else -5
    assert (result["fighters"][2]["power"], result["fighters"][2]["mana"]) == (4, mana)
    assert (result["fighters"][3]["power"], result["fighters"][3]["mana"]) == (5, mana), "no power on an Undead"
    assert result["fighters"][2]["reward"] == 6


def test_mana_seal_keeps_a_fighter_under_the_limit() -> None:
    # Lizardman: Power Awakening (8) + Blizzard (4) = 12 > 10; with a Mana Seal, 7
    spells = [("power_awakening", 1), ("blizzard", 1)]
    s = table(3, fighters=LINE, judge="lawty", slots={2: spells}, hands={0: ["mana_seal"]})
    without = resolve(s)["fighters"][2]
    assert without["dispersed"] and without["power"] == 4
    s = act(s, 0, cast(held(s, 0, "mana_seal"), fighter=2))
    with_seal = resolve(s)["fighters"][2]
    assert with_seal["mana"] == 7 and not with_seal["dispersed"]
    assert with_seal["power"] == 4 + 8 - 6


def test_mana_boost_pushes_a_fighter_over_the_limit() -> None:
    s = table(3, fighters=LINE, judge="adoth", slots={2: [("might", 1), ("regeneration", 1)]},
              hands={0: ["mana_boost"]})
    assert not resolve(s)["fighters"][2]["excluded"]
    s = act(s, 0, cast(held(s, 0, "mana_boost"), fighter=2))
    f = resolve(s)["fighters"][2]
    assert f["mana"] == 12 and f["excluded"]


# -- Cause Unpopularity ---------------------------------------------------------------------


@pytest.mark.parametrize(("count", "bets", "expected"), [
    (0, [0], 20), (1, [0], 40), (2, [0], 80), (1, [0, 1], 20), (1, [0, 1, 2], 10), (2, [0, 1, 2], 20)])
def test_cause_unpopularity_doubles_the_reward_first(count: int, bets: list[int], expected: int) -> None:
    # the Goblin (reward 10) wins with a Giant Growth (1 + 12 = 13)
    slots = [("giant_growth", 1)] + [("cause_unpopularity", 1)] * count
    s = table(3, fighters=LINE, slots={0: slots}, bets={0: bets, 1: [4], 2: [3]})
    result = resolve(s)
    assert result["winner"] == 0
    assert result["fighters"][0]["reward"] == 10 * 2 ** count
    assert result["payouts"] == [expected, 0, 0]
    assert s.gold == [0, 0, 0]  # the state passed in is untouched


def test_cause_unpopularity_before_the_half_of_a_triple_bet() -> None:
    # Skeleton (reward 7, Undead) wins with Paralyze (3 + 8 = 11): 7 x 2 = 14, half: 7 (not 2 x 4 = 8)
    s = table(3, fighters=LINE, slots={4: [("paralyze", 1), ("cause_unpopularity", 2)]},
              bets={0: [0, 1, 4], 1: [4], 2: [0]})
    result = resolve(s)
    assert result["winner"] == 4 and result["fighters"][4]["power"] == 11
    assert result["payouts"] == [7, 28, 0]
    # without it: half of 7 rounded up
    s = table(3, fighters=LINE, slots={4: [("paralyze", 1)]}, bets={0: [0, 1, 4], 1: [4], 2: [0]})
    assert resolve(s)["payouts"] == [4, 14, 0]


# -- Reflection ----------------------------------------------------------------------------------


def _reflected(**kw: Any) -> IkaState:
    """Seat 1 casts Reflection on the Goblin, which already carries a Might
    (seat 2's, face down) and a Cure."""
    hands = {0: ["cure", "might", "dispel_magic", "detect_magic", "metamorphosis", "alteration",
                 "anti_magic_field"], 1: ["reflection", "healing"], 2: ["cure"]}
    s = table(3, fighters=LINE, slots={0: [("might", 2), ("cure", 2)], 1: [("strengthen", 2)]},
              hands=hands, turn=1, **kw)
    s = act(s, 1, cast(held(s, 1, "reflection"), fighter=0))
    assert s.slots[0][-1][2] == 1, "Reflection is cast face up"
    assert s.turn == 2
    return act(s, 2, PASS)


def test_reflection_blocks_new_spells_on_its_fighter() -> None:
    s = _reflected()
    assert s.turn == 0
    for spell_id in ("cure", "might", "detect_magic", "metamorphosis"):
        assert "Reflection" in refused(s, 0, cast(held(s, 0, spell_id), fighter=0))
    # another fighter is fine
    assert allowed(s, 0, cast(held(s, 0, "cure"), fighter=1))
    view = GAME.view(s, None)
    assert view["fighters"][0]["protected"] and not view["fighters"][1]["protected"]


def test_reflection_blocks_spells_on_its_spells_itself_included() -> None:
    """DECISIONS: Reflection blocks every new spell on its fighter and on the
    spells there, Anti-Magic Field excepted -- the Reflection card too."""
    s = _reflected()
    dispel = held(s, 0, "dispel_magic")
    alteration = held(s, 0, "alteration")
    for i in (0, 1, 2):
        assert "Reflection" in refused(s, 0, cast(dispel, spell=(0, i)))
        assert "Reflection" in refused(s, 0, cast(alteration, spell=(0, i), to=1))
    # nothing may be moved onto it either
    assert "Reflection" in refused(s, 0, cast(alteration, spell=(1, 0), to=0))
    # Anti-Magic Field clears it, and then spells may go on the Goblin again
    s2 = act(s, 0, cast(held(s, 0, "anti_magic_field"), fighter=0))
    assert card_of(s, "reflection") in s2.discard
    assert not s2.protected(0)
    assert s2.turn == 1 and allowed(s2, 1, cast(held(s2, 1, "healing"), fighter=0))


def test_anti_magic_field_clears_a_reflected_fighter() -> None:
    s = _reflected()
    log: list[Event] = []
    s = act(s, 0, cast(held(s, 0, "anti_magic_field"), fighter=0), log)
    assert s.slots[0] == []
    assert sorted(spell_ids(s, events_of(log, "anti_magic")[0]["cards"])) == ["cure", "might", "reflection"]
    assert {"might", "cure", "reflection", "anti_magic_field"} <= set(spell_ids(s, s.discard))
    assert s.slots[1] != [], "only the target is cleared"


def test_anti_magic_field_needs_a_spell_to_act_on() -> None:
    s = table(3, fighters=LINE, hands={0: ["anti_magic_field"]})
    refused(s, 0, cast(held(s, 0, "anti_magic_field"), fighter=0))


def test_reflection_counts_its_mana() -> None:
    s = _reflected()
    assert resolve(s)["fighters"][0]["mana"] == 4 + 0 + 3


# -- Detect Magic ---------------------------------------------------------------------------


def _slot_spell(view: Any, pos: int, i: int) -> Any:
    return view["fighters"][pos]["slots"][i]["spell"]


def test_detect_magic_shows_only_the_caster() -> None:
    s = table(4, fighters=LINE, slots={1: [("might", 1), ("healing", 2)]},
              hands={0: ["detect_magic", "cure"], 1: ["cure"], 2: ["cure"], 3: ["cure"]})
    might = s.slots[1][0][0]
    for seat in (0, 2, 3, None):
        assert _slot_spell(GAME.view(s, seat), 1, 0) is None
    assert _slot_spell(GAME.view(s, 1), 1, 0) == {"card": might, "spell": s.card(might).spell}
    log: list[Event] = []
    s = act(s, 0, cast(held(s, 0, "detect_magic"), fighter=1), log)
    assert events_of(log, "detect") == [{"seat": 0, "fighter": 1}]
    assert _slot_spell(GAME.view(s, 0), 1, 0) == {"card": might, "spell": s.card(might).spell}
    assert GAME.view(s, 0)["fighters"][1]["shown_power"] == 2 + 5 + 4
    for seat in (2, 3, None):
        view = GAME.view(s, seat)
        assert _slot_spell(view, 1, 0) is None
        assert view["fighters"][1]["shown_power"] == 2 + 4
        assert view["fighters"][1]["hidden"] == 1
    assert might not in GAME.secrets(s, 2).get("seen", [])
    assert GAME.secrets(s, 0)["seen"] == [might]


def test_detect_magic_needs_a_face_down_spell() -> None:
    s = table(3, fighters=LINE, slots={1: [("healing", 2)]}, hands={0: ["detect_magic"]})
    c = held(s, 0, "detect_magic")
    refused(s, 0, cast(c, fighter=1))
    refused(s, 0, cast(c, fighter=2))


# -- Dispel Magic -------------------------------------------------------------------------------


@pytest.mark.parametrize("index", [0, 1], ids=["face_down", "face_up"])
def test_dispel_magic(index: int) -> None:
    s = table(3, fighters=LINE, slots={2: [("might", 1), ("fireball", 2)]}, hands={0: ["dispel_magic", "cure"]})
    target = s.slots[2][index][0]
    log: list[Event] = []
    s = act(s, 0, cast(held(s, 0, "dispel_magic"), spell=(2, index)), log)
    assert target in s.discard and card_of(s, "dispel_magic") in s.discard
    assert target not in [x[0] for x in s.slots[2]] and len(s.slots[2]) == 1
    assert events_of(log, "dispel")[0]["card"] == target
    assert resolve(s)["fighters"][2]["power"] == (4 - 4 if index == 0 else 4 + 5)


def test_dispel_magic_needs_a_spell() -> None:
    s = table(3, fighters=LINE, hands={0: ["dispel_magic"]})
    assert not any(a.kind == "cast" for a in GAME.legal_actions(s, 0))
    refused(s, 0, cast(held(s, 0, "dispel_magic"), spell=(0, 0)))


# -- Recall ----------------------------------------------------------------------------------


def test_recall_draws_the_top_card_secretly() -> None:
    s = table(3, fighters=LINE, hands={0: ["recall", "cure"], 1: ["cure"]}, deck_top=["refresh"])
    top = s.deck[-1]
    deck = len(s.deck)
    s = act(s, 0, cast(held(s, 0, "recall")))
    assert top in s.hands[0] and len(s.hands[0]) == 2
    assert len(s.deck) == deck - 1
    assert card_of(s, "recall") in s.discard
    assert all(top != c["card"] for v in (GAME.view(s, 1), GAME.view(s, None))
               for c in v["discard"])
    assert GAME.view(s, 1)["seats"][0]["hand"] is None and GAME.view(s, 1)["seats"][0]["hand_count"] == 2


# -- Amnesia -----------------------------------------------------------------------------------


def test_amnesia_target_chooses_then_the_turn_goes_on_after_the_caster() -> None:
    s = table(4, fighters=LINE, hands={0: ["amnesia", "cure"], 1: ["cure"], 2: ["might", "cure"], 3: ["cure"]})
    s = act(s, 0, cast(held(s, 0, "amnesia"), seat=2))
    assert s.phase == "forget" and GAME.active_seats(s) == (2,)
    might = held(s, 2, "might")
    refused(s, 1, IkaAction("forget", card=held(s, 1, "cure")))
    refused(s, 2, IkaAction("forget", card=held(s, 0, "cure")))
    refused(s, 2, PASS)
    assert {a.card for a in GAME.legal_actions(s, 2)} == set(s.hands[2])
    assert GAME.legal_actions(s, 1) == []
    s = act(s, 2, IkaAction("forget", card=might))
    assert might in s.discard and might not in s.hands[2] and len(s.hands[2]) == 1
    assert s.phase == "spell" and s.turn == 1, "the turn goes on after the caster, not the target"


def test_amnesia_names_another_player_with_cards() -> None:
    s = table(3, fighters=LINE, hands={0: ["amnesia", "cure"], 2: ["cure"]})
    c = held(s, 0, "amnesia")
    refused(s, 0, cast(c, seat=0))
    refused(s, 0, cast(c, seat=1))  # no card
    refused(s, 0, cast(c, seat=3))
    assert allowed(s, 0, cast(c, seat=2))


# -- Imitation ---------------------------------------------------------------------------------


def test_imitation_refused_after_a_single_bet() -> None:
    s = table(3, fighters=LINE, hands={0: ["imitation"]}, bets={0: [1]})
    refused(s, 0, cast(held(s, 0, "imitation"), bet=1, take=2))
    assert not any(a.kind == "cast" for a in GAME.legal_actions(s, 0))


def test_imitation_swaps_one_bet_card() -> None:
    s = table(3, fighters=LINE, hands={0: ["imitation", "cure"], 1: ["cure"]}, bets={0: [1, 3]})
    c = held(s, 0, "imitation")
    refused(s, 0, cast(c, bet=2, take=4))  # not one of its bets
    refused(s, 0, cast(c, bet=1, take=3))  # already used
    s = act(s, 0, cast(c, bet=3, take=0))
    assert s.bets[0] == [0, 1]
    assert GAME.view(s, 0)["seats"][0]["bets"] == [0, 1]
    assert GAME.view(s, 1)["seats"][0]["bets"] is None and GAME.view(s, 1)["seats"][0]["bet_count"] == 2


# -- Dimension Door -----------------------------------------------------------------------------


def _door(judge: str, top: str = "orlair") -> IkaState:
    s = table(3, fighters=LINE, judge=judge, slots={0: [("cure", 1)]},
              hands={0: ["dimension_door", "cure", "might"], 1: ["cure"]}).clone()
    t = judge_index(s, top)
    s.judge_deck = [j for j in s.judge_deck if j != t] + [t]
    return s


def test_dimension_door_draws_a_new_judge() -> None:
    s = _door("lawty")
    s = act(s, 0, cast(held(s, 0, "dimension_door")))
    assert s.judge == judge_index(s, "orlair")
    assert judge_index(s, "lawty") in s.judge_discard
    # spells already on the table stay; the new judge's refusals count from now on
    assert spell_ids(s, [x[0] for x in s.slots[0]]) == ["cure"]
    s = act(s, 1, PASS)
    assert "refuses" in refused(s, 0, cast(held(s, 0, "cure"), fighter=1))
    assert allowed(s, 0, cast(held(s, 0, "might"), fighter=1))
    assert resolve(s)["judge"] == judge_index(s, "orlair")


def test_dimension_door_refused_by_morla() -> None:
    s = _door("morla")
    assert "refuses" in refused(s, 0, cast(held(s, 0, "dimension_door")))


def test_dimension_door_allowed_by_adoth() -> None:
    s = _door("adoth")
    assert allowed(s, 0, cast(held(s, 0, "dimension_door")))


# -- Confusion ---------------------------------------------------------------------------------


def test_confusion_skips_the_judgment() -> None:
    slots = {0: [("giant_growth", 1), ("strengthen", 1)]}  # 12 mana
    s = table(3, fighters=LINE, judge="lawty", slots=slots, hands={0: ["confusion"]})
    assert resolve(s)["fighters"][0]["dispersed"]
    log: list[Event] = []
    s = act(s, 0, cast(held(s, 0, "confusion")), log)
    result = s.result
    assert result["confusion"] and not result["fighters"][0]["dispersed"]
    assert result["fighters"][0]["power"] == 1 + 12 + 3 and result["winner"] == 0
    assert events_of(log, "judgment")[0]["dispersed"] == []


def test_confusion_makes_lester_forget_his_special() -> None:
    slots = {0: [("healing", 1)], 1: [("giant_growth", 1), ("haste", 1)]}  # 1 and 16 mana
    s = table(3, fighters=LINE, judge="lester", slots=slots, hands={0: ["confusion"]})
    before = resolve(s)
    assert before["fighters"][0]["dispersed"] and before["fighters"][1]["excluded"]
    s = act(s, 0, cast(held(s, 0, "confusion")))
    after = s.result
    assert not after["fighters"][0]["dispersed"] and not after["fighters"][1]["excluded"]
    assert after["fighters"][0]["power"] == 5


def test_confusion_skips_ferine_too() -> None:
    s = table(3, fighters=LINE, judge="ferine", slots={0: [("giant_growth", 1), ("haste", 1)]},
              hands={0: ["confusion"]}, deck_top=["cure"])
    s = act(s, 0, cast(held(s, 0, "confusion")))
    assert not s.result["fighters"][0]["excluded"] and s.result["drawn"] is None


# -- Invisibility ----------------------------------------------------------------------------------


def test_invisibility_lets_only_its_caster_cast_refused_spells() -> None:
    s = table(3, fighters=LINE, judge="orlair", hands={0: ["invisibility", "cure", "healing"], 1: ["cure", "might"]})
    assert "refuses" in refused(s, 0, cast(held(s, 0, "cure"), fighter=0))
    s = act(s, 0, cast(held(s, 0, "invisibility")))
    assert s.invisible == [True, False, False]
    assert "refuses" in refused(s, 1, cast(held(s, 1, "cure"), fighter=0))
    s = act(s, 1, cast(held(s, 1, "might"), fighter=0))
    s = act(s, 0, cast(held(s, 0, "cure"), fighter=0))
    assert s.gold == [0, 0, 0], "no coup tordu cost"
    assert "refuses" in refused(s, 1, cast(held(s, 1, "cure"), fighter=0))
    s = act(s, 1, PASS)
    s = act(s, 0, cast(held(s, 0, "healing"), fighter=0))
    assert resolve(s)["fighters"][0]["power"] == 1 + 5 + 2 + 4


def test_invisibility_lasts_one_round() -> None:
    s = table(3, fighters=LINE, hands={0: ["invisibility", "cure"], 1: ["cure"]})
    s = act(s, 0, cast(held(s, 0, "invisibility")))
    s = pass_all(s)
    assert s.phase == "redraw"
    while s.phase == "redraw":
        s = act(s, s.turn, DRAW)
    assert s.invisible == [False, False, False]


# -- Prismatic Ray -----------------------------------------------------------------------------------


def test_prismatic_ray_lets_its_caster_cast_directs_face_down() -> None:
    hands = {0: ["prismatic_ray", "fireball", "might", "cure"], 1: ["healing", "cure"]}
    s = table(3, fighters=LINE, hands=hands)
    fireball = held(s, 0, "fireball")
    assert "Prismatic" in refused(s, 0, cast(fireball, fighter=2, face_down=True))
    s = act(s, 0, cast(held(s, 0, "prismatic_ray")))
    assert s.prismatic == [True, False, False]
    assert "Prismatic" in refused(s, 1, cast(held(s, 1, "healing"), fighter=2, face_down=True))
    s = act(s, 1, cast(held(s, 1, "healing"), fighter=2))
    assert s.slots[2][-1][2] == 1
    # an Enchant takes no face_down flag
    refused(s, 0, cast(held(s, 0, "might"), fighter=2, face_down=True))
    log: list[Event] = []
    s = act(s, 0, cast(fireball, fighter=2, face_down=True), log)
    assert s.slots[2][-1] == [fireball, 0, 0]
    assert events_of(log, "cast")[0]["card"] is None
    assert _slot_spell(GAME.view(s, 1), 2, 1) is None and _slot_spell(GAME.view(s, None), 2, 1) is None
    assert _slot_spell(GAME.view(s, 0), 2, 1)["card"] == fireball
    assert s.turn == 1
    s = act(s, 1, PASS)
    # a Direct may still go face up
    assert allowed(s, 0, cast(held(s, 0, "cure"), fighter=1))
    assert allowed(s, 0, cast(held(s, 0, "cure"), fighter=1, face_down=True))
    log = []
    s = pass_all(s, log)
    assert [2, 1, fireball] in events_of(log, "reveal")[0]["cards"]
    assert s.result["fighters"][2]["power"] == 4 + 4 - 4


# -- Metamorphosis ----------------------------------------------------------------------------------


def _metamorphosis(new_fighter: str) -> IkaState:
    s = table(3, fighters=LINE, slots={0: [("healing", 1), ("cause_unpopularity", 1)]},
              hands={0: ["metamorphosis", "cure"]}, bets={0: [0], 1: [0, 1], 2: [3]}).clone()
    f = fighter_index(s, new_fighter)
    s.fighter_deck = [x for x in s.fighter_deck if x != f] + [f]
    return s


def test_metamorphosis_new_fighter_keeps_spells_and_bets() -> None:
    s = _metamorphosis("demon")
    log: list[Event] = []
    s = act(s, 0, cast(held(s, 0, "metamorphosis"), fighter=0), log)
    assert s.fighters[0] == fighter_index(s, "demon")
    assert fighter_index(s, "goblin") in s.fighter_deck
    assert len(s.fighter_deck) + len(s.fighters) == 10
    assert events_of(log, "metamorphosis")[0]["new"] == fighter_index(s, "demon")
    assert spell_ids(s, [x[0] for x in s.slots[0]]) == ["healing", "cause_unpopularity"]
    assert s.bets[1] == [0, 1]
    assert GAME.view(s, None)["fighters"][0]["fighter"] == fighter_index(s, "demon")
    result = resolve(s)
    f = result["fighters"][0]
    assert f["fighter"] == fighter_index(s, "demon") and f["base"] == 9
    assert f["power"] == 9 + 4 and result["winner"] == 0
    assert f["reward"] == 3 * 2
    assert result["payouts"] == [12, 6, 0]
    assert spell_ids(s, f["spells"]) == ["healing", "cause_unpopularity"]


def test_metamorphosis_new_ability_counts() -> None:
    s = _metamorphosis("ghost")
    s = act(s, 0, cast(held(s, 0, "metamorphosis"), fighter=0))
    assert resolve(s)["fighters"][0]["power"] == 5 - 4


def test_metamorphosis_refusals() -> None:
    s = _metamorphosis("demon")
    c = held(s, 0, "metamorphosis")
    for judge in ("zapp", "adoth", "morla"):
        t = s.clone()
        t.judge_deck.append(t.judge)
        t.judge = judge_index(t, judge)
        t.judge_deck.remove(t.judge)
        assert "refuses" in refused(t, 0, cast(c, fighter=0))
    for judge in ("lawty", "orlair", "lester", "ferine"):
        t = s.clone()
        t.judge_deck.append(t.judge)
        t.judge = judge_index(t, judge)
        t.judge_deck.remove(t.judge)
        assert allowed(t, 0, cast(c, fighter=0))


# -- Alteration -----------------------------------------------------------------------------------


def test_alteration_face_down_stays_face_down() -> None:
    s = table(3, fighters=LINE, slots={0: [("might", 1)], 1: [("cure", 2)]},
              hands={0: ["alteration", "cure"], 1: ["cure"]})
    might = s.slots[0][0][0]
    log: list[Event] = []
    s = act(s, 0, cast(held(s, 0, "alteration"), spell=(0, 0), to=1), log)
    assert s.slots[0] == [] and s.slots[1][-1] == [might, 1, 0]
    assert events_of(log, "alteration")[0]["card"] is None
    assert _slot_spell(GAME.view(s, 2), 1, 1) is None and _slot_spell(GAME.view(s, 1), 1, 1)["card"] == might
    result = resolve(s)
    assert result["fighters"][0]["power"] == 1 and result["fighters"][1]["power"] == 2 + 2 + 5
    assert result["fighters"][1]["mana"] == 4


def test_alteration_moves_a_face_up_spell_and_names_another_fighter() -> None:
    s = table(3, fighters=LINE, slots={0: [("fireball", 1)]}, hands={0: ["alteration", "cure"], 1: ["cure"]})
    c = held(s, 0, "alteration")
    refused(s, 0, cast(c, spell=(0, 0), to=0))
    refused(s, 0, cast(c, spell=(1, 0), to=0))
    s = act(s, 0, cast(c, spell=(0, 0), to=3))
    assert s.slots[3][0][2] == 1
    assert resolve(s)["fighters"][3]["power"] == 5 + 4, "Fireball on the Ghost, reversed"


# -- judges: limits, judgments, refusals -----------------------------------------------------------

AT_LIMIT = {10: (["giant_growth"], ["shrink", "healing"]),
            12: (["giant_growth", "strengthen"], ["shrink", "regeneration"]),
            15: (["giant_growth", "mana_boost"], ["shrink", "mana_boost", "healing"])}


@pytest.mark.parametrize(("judge", "limit", "judgment"), [
    ("adoth", 10, "exclusion"), ("zapp", 15, "dispersion"), ("lawty", 10, "dispersion"),
    ("orlair", 12, "exclusion"), ("lester", 15, "exclusion"), ("morla", 12, "dispersion")])
def test_judge_limit_is_strictly_exceeded(judge: str, limit: int, judgment: str) -> None:
    at, over = AT_LIMIT[limit]
    s = table(3, fighters=LINE, judge=judge, slots={0: [(x, 1) for x in at], 1: [(x, 1) for x in over]})
    over_cards = [x[0] for x in s.slots[1]]
    log: list[Event] = []
    s = pass_all(s, log)
    result = s.result
    f0, f1 = result["fighters"][0], result["fighters"][1]
    assert (result["limit"], result["judgment"]) == (limit, judgment)
    assert (f0["mana"], f1["mana"]) == (limit, limit + 1)
    assert not f0["excluded"] and not f0["dispersed"]
    assert f0["power"] == 1 + 12 + (3 if limit == 12 else 0)
    if judgment == "exclusion":
        assert f1["excluded"] and not f1["dispersed"]
        assert f1["power"] == 2 - 12 + (3 if limit == 12 else 4)
    else:
        assert f1["dispersed"] and not f1["excluded"]
        assert f1["power"] == 2 and f1["spells"] == []
        assert sorted(result["dispersed_cards"][0]) == sorted(over_cards)
        assert all(c in s.discard for c in over_cards)
    judged = events_of(log, "judgment")[0]
    assert judged["excluded" if judgment == "exclusion" else "dispersed"] == [1]
    assert judged["dispersed" if judgment == "exclusion" else "excluded"] == []


def test_excluded_fighter_cannot_win() -> None:
    # the Dragon at 10 + 12 = 22 with 11 mana is excluded by Adoth: the Lizardman (4) wins
    s = table(3, fighters=("goblin", "orc", "lizardman", "ghost", "dragon"), judge="adoth",
              slots={4: [("giant_growth", 1), ("healing", 1)], 3: [("fireball", 2)]}, bets={0: [4], 1: [2], 2: [3]})
    result = resolve(s)
    assert result["fighters"][4]["excluded"] and result["fighters"][4]["power"] == 10 + 12 + 4
    assert result["winner"] == 3 and result["fighters"][3]["power"] == 9
    assert result["payouts"] == [0, 0, 10]


def test_tad_judges_nothing() -> None:
    s = table(3, fighters=LINE, judge="tad", slots={0: [("giant_growth", 1), ("power_awakening", 1),
                                                        ("mana_boost", 1)]})
    result = resolve(s)
    f = result["fighters"][0]
    assert f["mana"] == 23 and not f["excluded"] and not f["dispersed"]
    assert result["judgment"] == "none" and result["winner"] == 0


@pytest.mark.parametrize(("top", "limit", "judgment"), [
    ("lightning_bolt", 10, "exclusion"), ("might", 15, "dispersion"), ("recall", 5, "dispersion")])
def test_ferine_by_the_drawn_type(top: str, limit: int, judgment: str) -> None:
    at = {10: ["giant_growth"], 15: ["giant_growth", "mana_boost"], 5: ["mana_boost"]}[limit]
    over = {10: ["shrink", "healing"], 15: ["shrink", "mana_boost", "healing"], 5: ["cripple", "strengthen"]}[limit]
    s = table(3, fighters=LINE, judge="ferine", slots={0: [(x, 1) for x in at], 1: [(x, 1) for x in over]},
              deck_top=[top])
    drawn = s.deck[-1]
    result = resolve(s)
    assert (result["drawn"], result["limit"], result["judgment"]) == (drawn, limit, judgment)
    f0, f1 = result["fighters"][0], result["fighters"][1]
    assert f1["mana"] == limit + 1 and f0["mana"] == limit
    assert not f0["excluded"] and not f0["dispersed"]
    assert f1["excluded" if judgment == "exclusion" else "dispersed"]
    assert not f1["dispersed" if judgment == "exclusion" else "excluded"]


def test_ferine_reveals_a_new_card_each_match() -> None:
    s = table(3, fighters=LINE, judge="ferine", deck_top=["might", "cure"])
    result = resolve(s)
    assert s.card(result["drawn"]).id == "cure"


def test_lester_disperses_low_mana_fighters() -> None:
    slots = {0: [("cure", 1), ("might", 1)],            # 4: dispersed
             1: [("might", 1), ("healing", 1)],         # 5: kept
             2: [("mana_seal", 1)],                      # -5: dispersed
             3: [("giant_growth", 1), ("mana_seal", 1), ("healing", 2)],  # 6: kept
             4: [("shrink", 2), ("haste", 2)]}           # 16: excluded
    s = table(3, fighters=LINE, judge="lester", slots=slots)
    result = resolve(s)
    fs = result["fighters"]
    assert [f["dispersed"] for f in fs[:4]] == [True, False, True, False]
    assert fs[4]["excluded"] and not fs[4]["dispersed"]
    assert fs[0]["power"] == 1 and fs[1]["power"] == 2 + 5 + 4 and fs[3]["power"] == 5 - 12 - 4


@pytest.mark.parametrize(("judge", "spell_id", "refuses"), [
    ("adoth", "anti_magic_field", True), ("adoth", "metamorphosis", True), ("adoth", "dispel_magic", False),
    ("adoth", "meteor_strike", False), ("adoth", "giant_growth", False),
    ("zapp", "meteor_strike", True), ("zapp", "giant_growth", True), ("zapp", "reflection", True),
    ("zapp", "alteration", True), ("zapp", "cure", False), ("zapp", "recall", False),
    ("orlair", "cure", True), ("orlair", "refresh", True), ("orlair", "might", False), ("orlair", "recall", False),
    ("morla", "recall", True), ("morla", "dispel_magic", True), ("morla", "anti_magic_field", True),
    ("morla", "cure", False), ("morla", "might", False),
    ("tad", "anti_magic_field", False), ("lawty", "meteor_strike", False), ("lester", "recall", False),
    ("ferine", "giant_growth", False)])
def test_judge_refusals(judge: str, spell_id: str, refuses: bool) -> None:
    s = table(3, fighters=LINE, judge=judge, slots={1: [("strengthen", 1)]}, hands={0: [spell_id, "cure"]})
    c = held(s, 0, spell_id)
    castable = [a for a in GAME.legal_actions(s, 0) if a.kind == "cast" and a.card == c]
    assert bool(castable) != refuses
    if refuses:
        target = {"anti_magic_field": {"fighter": 1}, "metamorphosis": {"fighter": 1},
                  "dispel_magic": {"spell": (1, 0)}, "recall": {}, "alteration": {"spell": (1, 0), "to": 2}}
        assert "refuses" in refused(s, 0, cast(c, **target.get(spell_id, {"fighter": 1})))


# -- fighters, ties --------------------------------------------------------------------------------


def test_tie_goes_to_the_higher_base_power() -> None:
    # Orc 2 + 2 = 4 ties the Lizardman 4: the Lizardman wins
    s = table(3, fighters=("goblin", "orc", "lizardman", "skeleton", "ghost"), judge="tad",
              slots={1: [("cure", 1)], 4: [("healing", 1)]}, bets={0: [1], 1: [2], 2: [4]})
    result = resolve(s)
    assert result["fighters"][1]["power"] == result["fighters"][2]["power"] == 4
    assert result["winner"] == 2 and result["payouts"] == [0, 12, 0]
    s = table(3, fighters=("goblin", "orc", "dragon", "skeleton", "ghost"), judge="tad",
              slots={1: [("healing", 1)], 2: [("meteor_strike", 1), ("strengthen", 1)], 3: [("weaken", 1)],
                     4: [("fireball", 1)]})
    result = resolve(s)
    assert [f["power"] for f in result["fighters"]] == [1, 6, 3, 6, 9]
    assert result["winner"] == 4
    s = table(3, fighters=("goblin", "orc", "dragon", "skeleton", "ghost"), judge="tad",
              slots={1: [("healing", 1)], 2: [("meteor_strike", 1), ("strengthen", 1)], 3: [("weaken", 1)]})
    result = resolve(s)
    assert [f["power"] for f in result["fighters"]] == [1, 6, 3, 6, 5]
    assert result["winner"] == 3, "Skeleton (base 3) beats Orc (base 2) at 6"


# -- the round -----------------------------------------------------------------------------------


def test_every_fighter_excluded_replays_the_round() -> None:
    slots = {0: [("giant_growth", 1), ("healing", 1)], 1: [("shrink", 1), ("fireball", 1)],
             2: [("power_awakening", 1), ("regeneration", 1)], 3: [("paralyze", 1), ("lightning_bolt", 1)],
             4: [("haste", 1), ("mana_boost", 1)]}
    s = table(4, fighters=LINE, judge="adoth", slots=slots, hands={0: ["cure"], 1: ["cure", "might"]},
              gold=[3, 1, 0, 0], round=2, bets={0: [0], 1: [1, 2], 2: [0, 1, 2], 3: [4]})
    hands = [list(h) for h in s.hands]
    matches = s.matches
    log: list[Event] = []
    s = pass_all(s, log)
    result = s.result
    assert result["replayed"] and result["winner"] is None
    assert all(f["excluded"] for f in result["fighters"])
    assert result["payouts"] == [0, 0, 0, 0] and s.gold == [3, 1, 0, 0]
    assert s.round == 2 and s.matches == matches + 1
    assert s.phase == "bet" and s.first == 0 and s.turn == 0, "the richest starts the new match"
    assert s.hands == hands, "no redraw"
    assert s.bets == [[], [], [], []] and s.passed == [False] * 4
    assert all(slot == [] for slot in s.slots)
    assert judge_index(s, "adoth") in s.judge_discard and s.judge != judge_index(s, "adoth")
    assert len(s.fighters) == 5 and len(set(s.fighters)) == 5
    assert len(s.fighter_deck) + 5 == 10
    assert events_of(log, "replay") == [{"round": 2}]
    assert s.spell_count() == 72


def test_pass_is_final() -> None:
    s = table(3, fighters=LINE, hands={0: ["cure", "cure"], 1: ["healing", "healing"], 2: ["might", "might"]})
    s = act(s, 0, PASS)
    s = act(s, 1, cast(held(s, 1, "healing"), fighter=0))
    s = act(s, 2, cast(held(s, 2, "might"), fighter=0))
    assert s.turn == 1, "seat 0 passed: skipped"
    assert refused(s, 0, cast(held(s, 0, "cure"), fighter=0))
    s = act(s, 1, PASS)
    assert s.turn == 2
    s = act(s, 2, cast(held(s, 2, "might"), fighter=0))
    assert s.result is not None and s.phase == "redraw", "seat 2 out of cards: everyone has passed"
    assert len(s.hands[0]) == 2


def test_a_seat_with_no_cards_passes_by_itself() -> None:
    s = table(3, fighters=LINE, hands={0: ["cure", "cure"], 2: ["healing"]})
    log: list[Event] = []
    s = act(s, 0, cast(held(s, 0, "cure"), fighter=0), log)
    assert s.turn == 2 and s.passed == [False, True, False]
    assert {"seat": 1, "auto": True} in events_of(log, "pass")
    assert GAME.legal_actions(s, 1) == []


def test_spell_phase_starts_with_auto_passes() -> None:
    s = table(3, fighters=LINE, hands={1: ["cure"], 2: ["cure"]}, phase="bet")
    for seat in range(3):
        s = act(s, seat, bet(seat))
    assert s.phase == "spell" and s.turn == 1 and s.passed == [True, False, False]


def test_bets_in_turn_and_their_forms() -> None:
    s = table(3, fighters=LINE, hands={0: ["cure"]}, phase="bet", first=1)
    assert s.turn == 1
    refused(s, 0, bet(0))
    refused(s, 1, IkaAction("bet", fighters=(2, 1)))
    refused(s, 1, IkaAction("bet", fighters=(1, 1)))
    refused(s, 1, IkaAction("bet", fighters=(5,)))
    with pytest.raises(IllegalAction):
        GAME.action_from_json({"kind": "bet", "fighters": [0, 1, 2, 3]})
    assert len([a for a in GAME.legal_actions(s, 1) if a.kind == "bet"]) == 5 + 10 + 10
    s = act(s, 1, bet(0, 2, 4))
    assert s.turn == 2 and GAME.view(s, 0)["seats"][1]["bet_count"] == 3
    assert GAME.view(s, 0)["seats"][1]["bets"] is None


# -- redraw ------------------------------------------------------------------------------------


def _after_match(n: int, hands: dict[int, list[str]], first: int = 0) -> IkaState:
    s = table(n, fighters=LINE, hands=hands, first=first)
    s = pass_all(s)
    assert s.phase == "redraw" and s.turn == first
    return s


@pytest.mark.parametrize(("n", "draw", "limit"), [(3, 4, 8), (4, 4, 8), (5, 3, 6), (6, 3, 6)])
def test_redraw_limits(n: int, draw: int, limit: int) -> None:
    sizes = [0, limit - 2, limit, 2, 1, limit - 1][:n]
    everything = list(dict.fromkeys(c.id for c in new(3).setup.cards))
    s = _after_match(n, {p: everything[p * limit:p * limit + k] for p, k in enumerate(sizes)})
    assert [len(h) for h in s.hands] == sizes
    for p in range(n):
        assert s.turn == p
        s = act(s, p, DRAW)
    for p, k in enumerate(sizes):
        assert len(s.hands[p]) == min(limit, k + draw)
    assert s.round == 2 and s.phase == "bet"


def test_redraw_discards_first_then_draws() -> None:
    s = _after_match(4, {0: ["cure"] * 4 + ["healing"] * 4, 1: ["might"]}, first=0)
    cures = [c for c in s.hands[0] if s.card(c).id == "cure"]
    s = act(s, 0, IkaAction("discard", card=cures[0]))
    s = act(s, 0, IkaAction("discard", card=cures[1]))
    assert cures[0] in s.discard and len(s.hands[0]) == 6
    refused(s, 1, DRAW)
    s = act(s, 0, DRAW)
    assert len(s.hands[0]) == 8 and s.turn == 1
    refused(s, 0, IkaAction("discard", card=s.hands[0][0]))


def test_redraw_goes_from_the_first_player_in_turn() -> None:
    s = _after_match(4, {}, first=2)
    order = []
    while s.phase == "redraw":
        order.append(s.turn)
        s = act(s, s.turn, DRAW)
    assert order == [2, 3, 0, 1]


def test_no_redraw_after_the_last_round() -> None:
    s = table(3, fighters=LINE, hands={0: ["cure"]}, round=3)
    s = pass_all(s)
    assert s.phase == "over" and len(s.hands[0]) == 1


def test_empty_spell_deck_reshuffles_the_discard() -> None:
    s = _after_match(3, {0: ["cure"]}).clone()
    s.discard = s.discard + s.deck[:-2]
    s.deck = s.deck[-2:]
    log: list[Event] = []
    s = act(s, 0, DRAW, log)
    assert len(s.hands[0]) == 5
    assert events_of(log, "reshuffle")
    assert s.discard == [] and s.spell_count() == 72


def test_next_round_first_player_is_the_richest() -> None:
    s = table(4, fighters=LINE, hands={}, gold=[1, 7, 3, 0], bets={p: [0] for p in range(4)})
    s = pass_all(s)
    assert s.result["winner"] != 0
    while s.phase == "redraw":
        s = act(s, s.turn, DRAW)
    assert s.round == 2 and s.first == 1 and s.turn == 1


def test_richest_tie_is_broken_at_random_among_the_richest() -> None:
    firsts = set()
    for seed in range(12):
        s = table(4, fighters=LINE, gold=[5, 0, 5, 1], bets={p: [0] for p in range(4)}, seed=seed)
        s = pass_all(s)
        while s.phase == "redraw":
            s = act(s, s.turn, DRAW)
        firsts.add(s.first)
    assert firsts == {0, 2}


# -- coup tordu ------------------------------------------------------------------------------


@pytest.mark.parametrize(("option", "round_", "gold", "ok"), [
    (True, 3, 2, True), (True, 3, 5, True), (True, 3, 1, False), (True, 2, 9, False), (True, 1, 9, False),
    (False, 3, 9, False)])
def test_coup_tordu(option: bool, round_: int, gold: int, ok: bool) -> None:
    s = table(3, fighters=LINE, judge="orlair", hands={0: ["cure", "might"], 1: ["cure"]},
              gold=[gold, 0, 0], round=round_, coup_tordu=option, bets={p: [1] for p in range(3)})
    c = held(s, 0, "cure")
    if not ok:
        assert "refuses" in refused(s, 0, cast(c, fighter=0))
        return
    log: list[Event] = []
    s = act(s, 0, cast(c, fighter=0), log)
    assert s.gold[0] == gold - 2
    assert events_of(log, "cheat") == [{"seat": 0, "card": c, "cost": 2}]
    assert s.slots[0][0][0] == c
    # an allowed spell costs nothing
    s = act(s, 1, PASS)
    s = act(s, 0, cast(held(s, 0, "might"), fighter=0))
    assert s.gold[0] == gold - 2


# -- the game ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "size"), [(3, 8), (4, 8), (5, 6), (6, 5)])
def test_start_hands_and_gold(n: int, size: int) -> None:
    for seed in (1, 2):
        s = new(n, seed)
        assert [len(h) for h in s.hands] == [size] * n
        assert s.gold == [0] * n
        assert len(s.deck) == 72 - n * size
        assert s.phase == "bet" and s.round == 1 and s.turn == s.first
        assert len(s.fighters) == 5 and len(s.fighter_deck) == 5 and len(s.judge_deck) == 7


def test_first_player_of_round_one_at_random() -> None:
    assert len({new(4, seed).first for seed in range(16)}) > 1


@pytest.mark.parametrize(("gold", "hands", "winners", "reason"), [
    ([9, 4, 4], [0, 5, 5], [0], "gold"),
    ([4, 9, 9], [0, 3, 1], [1], "cards"),
    ([4, 9, 9], [0, 2, 2], [1, 2], "shared"),
    ([4, 4, 4], [1, 1, 1], [0, 1, 2], "shared")])
def test_end_after_round_3(gold: list[int], hands: list[int], winners: list[int], reason: str) -> None:
    ids = ["weaken", "cure", "healing", "might", "strengthen"]
    s = table(3, fighters=LINE, judge="tad", gold=gold, round=3, bets={p: [1] for p in range(3)},
              hands={p: ids[:hands[p]] for p in range(3)})
    assert [len(h) for h in s.hands] == hands
    s = pass_all(s)
    assert s.phase == "over" and s.result["winner"] == 3
    assert s.gold == gold
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert list(outcome.winners) == winners and outcome.reason == reason
    assert GAME.legal_actions(s, 0) == [] and GAME.active_seats(s) == ()
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, PASS)


def test_three_rounds_then_the_end() -> None:
    s = new(3, 5)
    rounds = []
    for _ in range(400):
        if s.phase == "over":
            break
        seat = GAME.active_seats(s)[0]
        legal = GAME.legal_actions(s, seat)
        action = next((a for a in legal if a.kind in ("pass", "draw")), legal[0])
        s = act(s, seat, action)
        rounds.append(s.round)
    assert s.phase == "over" and max(rounds) == 3 and s.matches >= 3
    assert GAME.outcome(s) is not None


def test_copies_helper() -> None:
    s = new(3)
    assert len(copies(s, "cure")) == 4 and len(set(copies(s, "weaken"))) == 4


def test_cause_unpopularity_dispersed_with_its_fighter() -> None:
    # Goblin: Giant Growth + Cause Unpopularity = 13 mana > 10: dispersed, power 1; the Ghost (5) wins
    s = table(3, fighters=LINE, judge="lawty", slots={0: [("giant_growth", 1), ("cause_unpopularity", 1)],
                                                        3: [("cause_unpopularity", 2)]},
              bets={0: [0], 1: [3], 2: [1]})
    result = resolve(s)
    assert result["fighters"][0]["dispersed"] and result["fighters"][0]["reward"] == 10
    assert result["winner"] == 3 and result["fighters"][3]["reward"] == 10
    assert result["payouts"] == [0, 20, 0]


def test_empty_judge_deck_is_the_discarded_judges_shuffled() -> None:
    """Dimension Door with an empty judge deck draws from the other discarded
    judges: never the one it sends away."""
    s = _door("lawty").clone()
    lawty = judge_index(s, "lawty")
    s.judge_discard = list(s.judge_deck)
    s.judge_deck = []
    before = set(s.judge_discard)
    s = act(s, 0, cast(held(s, 0, "dimension_door")))
    assert s.judge in before and s.judge != lawty
    assert sorted([*s.judge_deck, s.judge, *s.judge_discard]) == list(range(8))
    assert len(s.judge_deck) == 6 and s.judge_discard == [lawty]


def test_dimension_door_with_no_other_judge_keeps_the_judge() -> None:
    s = _door("lawty").clone()
    s.judge_deck, s.judge_discard = [], []
    s = act(s, 0, cast(held(s, 0, "dimension_door")))
    assert s.judge == judge_index(s, "lawty")


def test_new_match_with_an_empty_judge_deck() -> None:
    s = table(3, fighters=LINE, hands={0: ["cure"]}).clone()
    s.judge_discard = list(s.judge_deck)
    s.judge_deck = []
    s = pass_all(s)
    while s.phase == "redraw":
        s = act(s, s.turn, DRAW)
    assert s.phase == "bet" and s.round == 2
    assert sorted([*s.judge_deck, s.judge, *s.judge_discard]) == list(range(8))
    assert len(s.judge_deck) == 7


@pytest.mark.parametrize(("judge", "spell_id", "prismatic"), [("zapp", "giant_growth", False),
                                                                ("orlair", "fireball", True)])
def test_coup_tordu_on_a_face_down_spell_keeps_it_secret(judge: str, spell_id: str, prismatic: bool) -> None:
    """Paying for a refused spell cast face down (an Enchant, or a Direct under
    Prismatic Ray) tells the table it was refused, not which card it is: no
    event and no other seat's view names it."""
    s = table(3, fighters=LINE, judge=judge, hands={0: [spell_id, "cure", "prismatic_ray"], 1: ["cure", "might"]},
              gold=[5, 0, 0], round=3, coup_tordu=True, bets={p: [1] for p in range(3)})
    if prismatic:
        s = act(s, 0, cast(held(s, 0, "prismatic_ray")))
        s = act(s, 1, PASS)
    c = held(s, 0, spell_id)
    log: list[Event] = []
    s = act(s, 0, cast(c, fighter=0, face_down=prismatic), log)
    assert s.slots[0][-1] == [c, 0, 0] and s.gold[0] == 3
    assert events_of(log, "cheat") and events_of(log, "cheat")[0]["cost"] == 2
    assert _slot_spell(GAME.view(s, 1), 0, 0) is None and _slot_spell(GAME.view(s, None), 0, 0) is None
    named = [e for e in log if e.data.get("card") == c]
    assert not named, f"events name the face-down card: {[(e.kind, dict(e.data)) for e in named]}"


def test_the_result_names_each_refused_spell_and_how_it_was_cast() -> None:
    """Paid for (coup tordu), on the table before Dimension Door brought a
    judge who refuses it, or cast under Invisibility: the result lists each
    refused spell, whose, where and how; an allowed spell is not listed."""
    s = table(3, fighters=LINE, judge="orlair", hands={0: ["cure", "might"], 1: ["cure"]},
              gold=[5, 0, 0], round=3, coup_tordu=True, bets={p: [1] for p in range(3)})
    c = held(s, 0, "cure")
    s = act(s, 0, cast(c, fighter=2))
    assert resolve(s)["refused"] == [{"card": c, "seat": 0, "fighter": 2, "how": "cheat"}]
    s = _door("lawty")  # Lawty allows the Cure on fighter 0; Orlair, drawn by the door, refuses Direct spells
    on_table = s.slots[0][0][0]
    s = act(s, 0, cast(held(s, 0, "dimension_door")))
    assert resolve(s)["refused"] == [{"card": on_table, "seat": 1, "fighter": 0, "how": "judge"}]
    s = table(3, fighters=LINE, judge="orlair", hands={0: ["invisibility", "cure"], 1: ["cure"]})
    s = act(act(s, 0, cast(held(s, 0, "invisibility"))), 1, PASS)
    c = held(s, 0, "cure")
    s = act(s, 0, cast(c, fighter=3))
    assert resolve(s)["refused"] == [{"card": c, "seat": 0, "fighter": 3, "how": "invisible"}]


def test_a_face_down_refused_spell_stays_secret_in_a_redealt_world() -> None:
    """A spell paid for face down is remembered for the result; in a world
    re-dealt for another seat (a bot's guess) it is remembered under the
    card dealt there instead, so the memory names no secret card."""
    s = table(3, fighters=LINE, judge="zapp", hands={0: ["giant_growth", "cure"], 1: ["cure", "might"]},
              gold=[5, 0, 0], round=3, coup_tordu=True, bets={p: [1] for p in range(3)})
    c = held(s, 0, "giant_growth")
    s = act(s, 0, cast(c, fighter=0))
    assert s.refused_casts == [[c, 0, 1]]
    worlds = [GAME.redact(s, 1, seed) for seed in range(8)]
    assert all(w.refused_casts == [[w.slots[0][-1][0], 0, 1]] for w in worlds)
    assert any(w.slots[0][-1][0] != c for w in worlds)
