"""Loader behaviour with game-style models: references, duplicate ids, unions,
YAML scalar typing, merge keys and misbehaving models."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Literal

import pytest
from pydantic import Field, field_validator

from game.content.base import Loc, Model
from game.content.errors import ContentError, ContentErrors
from game.content.loader import format_path, load_file


class Damage(Model):
    op: Literal["damage"]
    amount: int


class Draw(Model):
    op: Literal["draw"]
    count: int = 1


class Card(Model):
    id: str
    cost: int
    shield: int = 0
    tags: tuple[str, ...] = ()
    effects: tuple[Annotated[Damage | Draw, Field(discriminator="op")], ...] = ()


class Deck(Model):
    cards: tuple[Card, ...]
    starter: str
    weights: dict[str, float] = {}

    def problems(self) -> Iterable[tuple[Loc, str]]:
        ids: set[str] = set()
        for i, card in enumerate(self.cards):
            if card.id in ids:
                yield ("cards", i, "id"), f"duplicate card id {card.id!r}"
            ids.add(card.id)
        if self.starter not in ids:
            yield ("starter",), f"unknown card {self.starter!r}"
        for name in self.weights:
            if name not in ids:
                yield ("weights", name), f"unknown card {name!r}"


DECK = """\
starter: imp
cards:
  - id: imp
    cost: 1
    effects:
      - {op: damage, amount: 1}
  - id: wall
    cost: 2
    shield: 3
    tags: [stone, slow]
"""


def load_deck(tmp_path: Path, text: str) -> Deck:
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    return load_file(path, Deck, "data/deck.yaml")


def deck_errors(tmp_path: Path, text: str) -> list[ContentError]:
    with pytest.raises(ContentErrors) as info:
        load_deck(tmp_path, text)
    return info.value.errors


def at(text: str, needle: str, nth: int = 0) -> tuple[int, int]:
    index = -1
    for _ in range(nth + 1):
        index = text.index(needle, index + 1)
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


def test_deck_loads_with_tuples(tmp_path: Path) -> None:
    deck = load_deck(tmp_path, DECK)
    assert deck.cards[1].tags == ("stone", "slow")
    assert deck.cards[0].effects == (Damage(op="damage", amount=1),)


def test_bad_reference(tmp_path: Path) -> None:
    text = DECK.replace("starter: imp", "starter: ghost")
    [err] = deck_errors(tmp_path, text)
    assert (err.file, err.line, err.column) == ("data/deck.yaml", *at(text, "ghost"))
    assert err.message == "starter: unknown card 'ghost'"


def test_bad_reference_as_key(tmp_path: Path) -> None:
    text = DECK + "weights:\n  imp: 1\n  ghost: 2.5\n"
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "2.5")
    assert err.message == "weights.ghost: unknown card 'ghost'"


def test_duplicate_id(tmp_path: Path) -> None:
    text = DECK.replace("id: wall", "id: imp")
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "imp", 2)
    assert err.message == "cards[1].id: duplicate card id 'imp'"


def test_problem_on_defaulted_field_points_at_parent(tmp_path: Path) -> None:
    class Strict(Deck):
        def problems(self) -> Iterable[tuple[Loc, str]]:
            yield ("cards", 0, "shield"), "the first card needs a shield"

    path = tmp_path / "deck.yaml"
    path.write_text(DECK)
    with pytest.raises(ContentErrors) as info:
        load_file(path, Strict, "d.yaml")
    [err] = info.value.errors
    assert (err.line, err.column) == at(DECK, "id: imp")
    assert err.message == "cards[0].shield: the first card needs a shield"


def test_union_member_error(tmp_path: Path) -> None:
    text = DECK.replace("amount: 1", "amount: lots")
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "lots")
    assert err.message.startswith("cards[0].effects[0].amount: input should be a valid integer")


def test_union_unknown_op(tmp_path: Path) -> None:
    text = DECK.replace("op: damage", "op: explode")
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "explode")
    assert err.message == (
        "cards[0].effects[0].op: unknown value 'explode' (expected one of: 'damage', 'draw')")


def test_union_missing_tag(tmp_path: Path) -> None:
    text = DECK.replace("{op: damage, amount: 1}", "{amount: 1}")
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "{amount")
    assert err.message == "cards[0].effects[0].op: missing required field"


def test_unknown_key_in_union_member(tmp_path: Path) -> None:
    text = DECK.replace("amount: 1}", "amount: 1, amout: 2}")
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "amout")
    assert err.message == "cards[0].effects[0].amout: unknown key 'amout' (did you mean 'amount'?)"


def test_unknown_key_suggestion_in_list_item(tmp_path: Path) -> None:
    text = DECK.replace("    shield: 3", "    shiled: 3")
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "shiled")
    assert err.message == "cards[1].shiled: unknown key 'shiled' (did you mean 'shield'?)"


def test_scalar_typing_is_yaml_core(tmp_path: Path) -> None:
    deck = load_deck(tmp_path, DECK.replace("cost: 2", "cost: 0x10").replace("shield: 3", "shield: 007")
                     .replace("[stone, slow]", "[yes, no, on, 2024-01-01, '12']"))
    assert (deck.cards[1].cost, deck.cards[1].shield) == (16, 7)
    assert deck.cards[1].tags == ("yes", "no", "on", "2024-01-01", "12")


def test_true_is_not_a_string(tmp_path: Path) -> None:
    text = DECK.replace("[stone, slow]", "[stone, true]")
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, "true")
    assert err.message == "cards[1].tags[1]: input should be a valid string, got true"


def test_merge_key_errors_point_at_the_source(tmp_path: Path) -> None:
    text = "_base: &base {cost: x, shield: 1}\n" + DECK
    text = text.replace("  - id: wall\n    cost: 2\n", "  - id: wall\n    <<: *base\n")
    errors = deck_errors(tmp_path, text)
    assert [(e.line, e.column, e.message) for e in errors] == [
        (*at(text, "_base"), "_base: unknown key '_base' (allowed: cards, starter, weights)"),
        (*at(text, "x,"), "cards[1].cost: input should be a valid integer, got 'x'"),
    ]


def test_lone_surrogate_escape(tmp_path: Path) -> None:
    text = DECK.replace("id: wall", 'id: "wa\\ud800ll"')
    [err] = deck_errors(tmp_path, text)
    assert (err.line, err.column) == at(text, '"wa')
    assert err.message == "cards[1].id: invalid character U+D800 (lone surrogate)"


def test_crashing_problems_is_reported(tmp_path: Path) -> None:
    class Buggy(Deck):
        def problems(self) -> Iterable[tuple[Loc, str]]:
            raise ZeroDivisionError("oops")

    path = tmp_path / "deck.yaml"
    path.write_text(DECK)
    with pytest.raises(ContentErrors) as info:
        load_file(path, Buggy, "d.yaml")
    assert [(e.line, e.column) for e in info.value.errors] == [(1, 1)]
    assert "ZeroDivisionError" in info.value.errors[0].message


def test_crashing_validator_is_reported(tmp_path: Path) -> None:
    class Buggy(Card):
        @field_validator("cost")
        @classmethod
        def _boom(cls, value: int) -> int:
            raise TypeError("not a ValueError")

    class BuggyDeck(Model):
        cards: tuple[Buggy, ...]
        starter: str

    path = tmp_path / "deck.yaml"
    path.write_text(DECK.replace("      - {op: damage, amount: 1}\n", "").replace("    effects:\n", ""))
    with pytest.raises(ContentErrors) as info:
        load_file(path, BuggyDeck, "d.yaml")
    assert info.value.errors and all(e.line >= 1 and e.column >= 1 for e in info.value.errors)


def test_format_path() -> None:
    assert format_path(("keyboard_zones", 1, "keys", "act")) == "keyboard_zones[1].keys.act"
    assert format_path(("menu.play",)) == "menu.play"
    assert format_path(("odd key", 0)) == '["odd key"][0]'
    assert format_path(()) == ""
