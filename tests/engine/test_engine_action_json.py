"""An action's JSON comes from phones, saves and replays, so any of it may be
hostile: every game turns it into one of its actions or refuses it with
IllegalAction (Mana, whose actions are text, also with ValueError), and never
fails another way; what it accepts goes back to the same JSON."""

from __future__ import annotations

import importlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import registry
from game.engine.contract import ActionJson, IllegalAction


def test_an_action_is_an_object_of_a_known_kind_with_known_keys() -> None:
    cases: list[tuple[Any, str]] = [
        (None, "must be a JSON object"), ([], "must be a JSON object"), ({}, "unknown action kind None"),
        ({"kind": "dance"}, "unknown action kind 'dance'"), ({"kind": ["go"]}, "unknown action kind"),
        ({"kind": "go", "b": 1, "a": 2}, "unknown action keys: a, b")]
    for data, why in cases:
        with pytest.raises(IllegalAction, match=why):
            ActionJson(data, ("go",), ("n",))
    assert ActionJson({"kind": "go", "n": 1}, ("go",), ("n",)).kind == "go"


def test_each_field_is_read_with_its_type_checked() -> None:
    j = ActionJson({"kind": "go", "n": 3, "t": True, "xs": [1, 2], "s": "red", "none": None},
                   ("go",), ("n", "t", "xs", "s", "none", "absent"))
    assert (j.integer("n"), j.integer("none"), j.integer("absent")) == (3, None, None)
    assert (j.integers("xs"), j.integers("xs", 2, 2), j.integers("absent")) == ((1, 2), (1, 2), None)
    assert (j.text("s"), j.text("absent")) == ("red", None)
    assert (j.flag("t"), j.flag("absent")) == (True, False)
    for read, why in [(lambda: j.integer("t"), "t must be an integer"),  # a bool is no integer
                      (lambda: j.integer("s"), "s must be an integer"),
                      (lambda: j.integers("xs", 3, 3), "xs must be a list of 3 to 3 integers"),
                      (lambda: j.integers("n"), "n must be a list"),
                      (lambda: j.text("n"), "n must be a string"),
                      (lambda: j.flag("n"), "n must be true or false")]:
        with pytest.raises(IllegalAction, match=why):
            read()
    with pytest.raises(IllegalAction, match="must be a list"):
        ActionJson({"kind": "go", "xs": [1, False]}, ("go",), ("xs",)).integers("xs")


FIELDS = {"kingz": ("card", "seat", "renown", "courage"),
          "manga": ("card", "seen", "colour", "disc", "cards"),
          "ikasamage": ("fighters", "card", "fighter", "spell", "to", "seat", "bet", "take", "face_down")}
"""Each game's action fields: most drawn objects use them, so every field's check is walked."""


def _json(game_id: str) -> st.SearchStrategy[Any]:
    junk = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8),
                     st.lists(st.integers(-2, 9), max_size=4), st.dictionaries(st.text(max_size=3), st.none()))
    if game_id == "mana":
        moves = st.sampled_from(["D@c1", "b1-c3 ^e4", "b1xc3 ^-", "+c3 ^e4", "+c3 ^-", "a1-b2", "z9-c3 ^e4"])
        return st.one_of(moves, moves.map(lambda m: m[::-1]), st.text(max_size=12), junk)
    kinds = importlib.import_module(f"game.games.{game_id}.rules").ACTION_KINDS
    value = st.one_of(st.integers(0, 9), st.integers(0, 9), st.lists(st.integers(0, 5), min_size=1, max_size=3),
                      st.sampled_from(["red", "blue"]), junk)
    fields = FIELDS[game_id]
    objects = st.fixed_dictionaries({"kind": st.sampled_from(kinds)},
                                    optional={k: value for k in (*fields, "extra")})
    return st.one_of(objects, objects, objects, junk)


@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games()])
def test_any_json_is_an_action_or_a_clear_refusal(game_id: str) -> None:
    game = registry.get(game_id)
    refused = (IllegalAction, ValueError) if game_id == "mana" else (IllegalAction,)

    @settings(max_examples=120, deadline=None, database=None)
    @given(_json(game_id))
    def check(data: Any) -> None:
        try:
            action = game.action_from_json(data)
        except refused as exc:
            assert str(exc)
            return
        again = json.loads(json.dumps(game.action_to_json(action)))
        assert game.action_from_json(again) == action

    check()
