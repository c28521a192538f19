"""A designer adds a spell in YAML made of existing ops; broken effects are
reported at their file:line:col."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content.errors import ContentErrors
from game.content.loader import load_file
from game.games.ikasamage.content import IkaContent, load_content_json
from tests.ikasamage.ika_helpers import GAME, act, cast, held, new, resolve, table

DATA = Path(__file__).resolve().parents[2] / "data" / "ikasamage.yaml"
SURGE = {"id": "surge", "name": {"en": "Surge", "fr": "Élan"}, "count": 1, "type": "direct", "mana": 2,
         "effect": [{"op": "power", "amount": 5}]}


def with_surge() -> dict:
    data = load_content_json()
    data["spells"].append(SURGE)
    return data


def test_a_new_direct_spell_from_yaml_is_played() -> None:
    data = with_surge()
    s = new(4, 3, data)
    assert len(s.setup.cards) == 73
    assert sum(len(h) for h in s.hands) + len(s.deck) == 73
    s = table(3, fighters=("goblin", "orc", "lizardman", "ghost", "skeleton"), data=data,
              hands={0: ["surge", "cure"], 1: ["cure"]}, slots={2: [("healing", 1)]})
    c = held(s, 0, "surge")
    view = GAME.view(s, 0)
    info = view["catalog"]["spells"][s.card(c).spell]
    assert info["name"] == {"en": "Surge", "fr": "Élan"} and info["type"] == "direct" and info["mana"] == 2
    assert "+5" in info["text"]["en"]
    s = act(s, 0, cast(c, fighter=2))
    assert s.slots[2][-1] == [c, 0, 1], "a Direct: face up"
    f = resolve(s)["fighters"][2]
    assert f["power"] == 4 + 4 + 5 and f["mana"] == 1 + 2
    # on an Undead, reversed like any power op
    s = table(3, fighters=("goblin", "orc", "lizardman", "ghost", "skeleton"), data=data, hands={0: ["surge"]})
    s = act(s, 0, cast(held(s, 0, "surge"), fighter=3))
    assert s.result["fighters"][3]["power"] == 5 - 5


def test_the_new_spell_survives_json() -> None:
    s = new(3, 1, with_surge())
    back = GAME.state_from_json(GAME.state_to_json(s))
    assert [c.id for c in back.setup.cards].count("surge") == 1


def _errors(tmp_path: Path, old: str, new_text: str, nth: int = 0) -> tuple[str, str]:
    text = DATA.read_text(encoding="utf-8")
    index = -1
    for _ in range(nth + 1):
        index = text.index(old, index + 1)
    text = text[:index] + new_text + text[index + len(old):]
    path = tmp_path / "ikasamage.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentErrors) as info:
        load_file(path, IkaContent, "data/ikasamage.yaml")
    return text, str(info.value)


def _at(text: str, needle: str) -> str:
    index = text.index(needle)
    line = text.count("\n", 0, index) + 1
    return f"data/ikasamage.yaml:{line}:{index - (text.rfind(chr(10), 0, index) + 1) + 1}: "


CURE = "effect: [{op: power, amount: 2}]}"


@pytest.mark.parametrize(("new_effect", "needle", "words"), [
    ("effect: [{op: powr, amount: 2}]}", "powr", "unknown value 'powr'"),
    ("effect: [{op: power}]}", "{op: power}", "amount: missing"),
    ("effect: [{op: power, amount: lots}]}", "lots", "amount: input should be a valid integer"),
    ("effect: [{op: power, amount: 2, extra: 1}]}", "extra", "extra"),
    ("effect: [{op: dispel}]}", "dispel}", "belongs on a support spell"),
], ids=["unknown_op", "missing_parameter", "wrong_type", "unknown_parameter", "support_op_on_direct"])
def test_bad_effect_is_located(tmp_path: Path, new_effect: str, needle: str, words: str) -> None:
    text, message = _errors(tmp_path, CURE, new_effect)
    assert message.startswith(_at(text, needle)), message
    assert "spells[0].effect[0]" in message
    assert words in message


def test_fighter_op_on_a_spell_and_bad_judge_parameter_are_located(tmp_path: Path) -> None:
    text, message = _errors(tmp_path, "effect: [{op: detect}]}", "effect: [{op: power, amount: 1}]}")
    assert message.startswith(_at(text, "power, amount: 1}]}")) and "belongs on a direct or enchant" in message
    text, message = _errors(tmp_path, "at_most: 4", "at_most: four")
    assert message.startswith(_at(text, "four")) and "judges[6].specials[0].at_most" in message
    text, message = _errors(tmp_path, "abilities: [{op: undead}]", "abilities: [{op: ghostly}]")
    assert message.startswith(_at(text, "ghostly")) and "fighters[2].abilities[0].op" in message


def test_the_bundled_file_loads() -> None:
    model = load_file(DATA, IkaContent, "data/ikasamage.yaml")
    assert sum(sp.count for sp in model.spells) == 72


def test_a_face_down_reflection_is_refused(tmp_path: Path) -> None:
    """A spell that protects its fighter shows it to everyone: cast face down,
    the table's greyed targets would give it away."""
    text, message = _errors(tmp_path, "mana: 3, face_up: true, effect: [{op: reflect}]",
                            "mana: 3, face_up: false, effect: [{op: reflect}]")
    assert message.startswith(_at(text, "false, effect: [{op: reflect}]")), message
    assert "must be cast face up" in message
