"""The rulebook's worked examples, played through the engine."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Event
from tests.ikasamage.ika_helpers import (
    PASS,
    act,
    bet,
    cast,
    events_of,
    held,
    pass_all,
    resolve,
    spell_ids,
    table,
)

EXAMPLE_FIGHTERS = ("demon", "goblin", "skeleton", "succubus", "dragon")
EXAMPLE_SPELLS = {
    0: ("healing", "fireball", "cripple", "magic_missile"),
    1: ("power_awakening",),
    2: ("paralyze", "blizzard"),
    3: (),
    4: ("cure", "weaken", "weaken"),
}


def _worked_example(log: list[Event]) -> tuple[Any, Any]:
    hand = [x for pos in range(5) for x in EXAMPLE_SPELLS[pos]]
    s = table(4, fighters=EXAMPLE_FIGHTERS, judge="lawty", hands={0: hand}, phase="bet")
    # the bets, in turn: a triple 2-3-5, a single on 2, a double 2-4, a single on 1
    for seat, fighters in ((0, (1, 2, 4)), (1, (1,)), (2, (1, 3)), (3, (0,))):
        assert s.phase == "bet" and s.turn == seat
        s = act(s, seat, bet(*fighters), log)
    assert s.phase == "spell"
    for pos in range(5):
        for spell_id in EXAMPLE_SPELLS[pos]:
            assert s.turn == 0, "the others hold nothing: they pass by themselves"
            s = act(s, 0, cast(held(s, 0, spell_id), fighter=pos), log)
    assert not s.hands[0]
    s = pass_all(s, log)
    return s, s.result


def test_worked_example_goblin_wins_at_9() -> None:
    log: list[Event] = []
    s, result = _worked_example(log)
    fighters = result["fighters"]
    # Demon 9 +4 -4 -5 -2 = 2 (mana 6), Goblin 1 + 8 = 9 (mana 8)
    assert (fighters[0]["power"], fighters[0]["mana"]) == (2, 6)
    assert (fighters[1]["power"], fighters[1]["mana"]) == (9, 8)
    # the Skeleton would be 3 + 8 + 6 = 17, but it carries 12 mana > 10: dispersed
    assert fighters[2]["mana"] == 12
    assert fighters[2]["dispersed"] and not fighters[2]["excluded"]
    assert fighters[2]["power"] == 3
    assert sorted(spell_ids(s, result["dispersed_cards"][0])) == ["blizzard", "paralyze"]
    # Succubus 6, Dragon 10 + 2 - 3 - 3 = 6 (mana 4)
    assert fighters[3]["power"] == 6
    assert (fighters[4]["power"], fighters[4]["mana"]) == (6, 4)
    assert not any(f["dispersed"] for i, f in enumerate(fighters) if i != 2)
    assert not any(f["excluded"] for f in fighters)
    assert result["winner"] == 1
    judgment = events_of(log, "judgment")[-1]
    assert judgment["dispersed"] == [2] and judgment["limit"] == 10 and judgment["judgment"] == "dispersion"


def test_worked_example_pay_out() -> None:
    s, result = _worked_example([])
    # triple 2-3-5: half of 10 = 5; single on 2: twice 10 = 20; double 2-4: 10; single on 1: nothing
    assert result["payouts"] == [5, 20, 10, 0]
    assert s.gold == [5, 20, 10, 0]
    assert result["bets"] == [[1, 2, 4], [1], [1, 3], [0]]


def test_worked_example_reveal_turns_every_enchant_face_up() -> None:
    log: list[Event] = []
    s, _ = _worked_example(log)
    revealed = events_of(log, "reveal")[-1]["cards"]
    assert sorted(spell_ids(s, [c for _, _, c in revealed])) == sorted(
        ["cripple", "power_awakening", "paralyze", "weaken", "weaken"])
    # the Direct spells went face up when cast, the Enchants face down
    casts = events_of(log, "cast")
    assert sum(1 for c in casts if not c["face_up"]) == 5
    assert all(c["card"] is None for c in casts if not c["face_up"])


def test_undead_example_skeleton_3_minus_4_plus_2_plus_8() -> None:
    s = table(3, fighters=("skeleton", "goblin", "orc", "succubus", "dragon"), judge="lawty",
              hands={0: ["healing", "magic_missile", "paralyze"]})
    for spell_id in ("healing", "magic_missile", "paralyze"):
        s = act(s, 0, cast(held(s, 0, spell_id), fighter=0))
    result = resolve(s)
    skeleton = result["fighters"][0]
    assert skeleton["power"] == 3 - 4 + 2 + 8 == 9
    assert skeleton["mana"] == 9 and not skeleton["dispersed"]


def test_ferine_example_meteor_strike_sets_limit_10_exclusion() -> None:
    # Meteor Strike is on top of the deck; the Orc carries 12 mana, the Goblin exactly 10
    s = table(3, judge="ferine", deck_top=["meteor_strike"],
              slots={0: [("giant_growth", 0)], 1: [("power_awakening", 1), ("healing", 1), ("regeneration", 2)]})
    top = s.deck[-1]
    assert s.card(top).id == "meteor_strike"
    log: list[Event] = []
    s = pass_all(s, log)
    result = s.result
    assert result["drawn"] == top and result["limit"] == 10 and result["judgment"] == "exclusion"
    assert result["fighters"][0]["mana"] == 10 and not result["fighters"][0]["excluded"]
    assert result["fighters"][1]["mana"] == 12 and result["fighters"][1]["excluded"]
    assert events_of(log, "ferine")[0]["card"] == top
    # the drawn card is discarded afterwards
    assert top in s.discard and top not in s.deck


def test_pass_all_is_needed_by_everyone() -> None:
    """The example's match resolves only once every seat has passed."""
    s = table(3, hands={0: ["cure"], 1: ["cure"], 2: ["cure"]})
    s = act(s, 0, PASS)
    assert s.phase == "spell" and s.turn == 1
    s = act(s, 1, PASS)
    assert s.phase == "spell" and s.turn == 2
    s = act(s, 2, PASS)
    assert s.result is not None and s.phase == "redraw"
