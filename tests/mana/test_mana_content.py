"""The Mana YAML and its model."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from game.engine.contract import GameConfig, SeatConfig
from game.games.mana import GAME as MANA_GAME
from game.games.mana.content import ManaContent
from game.games.mana.rules import default_content

DATA = Path(__file__).resolve().parents[2] / "data" / "mana.yaml"


def raw() -> dict:  # type: ignore[type-arg]
    data = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_bundled_yaml_is_valid_and_matches_decisions() -> None:
    model = ManaContent.model_validate(raw())
    assert list(model.problems()) == []
    types = model.types_by_square()
    assert types[0] == 3 and types[35] == 2  # a1 triple, f6 double
    assert types[:6] == [3, 2, 2, 1, 3, 2] and types[30:] == [1, 2, 2, 3, 1, 2]
    assert model.draw.repetition_count == 3 and model.draw.ply_limit == 300


def test_wrong_type_counts_are_reported_on_the_board() -> None:
    data = raw()
    data["board"][0][0] = 2  # a6: a single becomes a double
    problems = list(ManaContent.model_validate(data).problems())
    assert problems == [(("board",), "needs exactly 12 squares of each type 1, 2, 3; "
                                     "found 11 of type 1, 13 of type 2")]


def test_bad_square_value_and_shape_have_precise_locations() -> None:
    data = raw()
    data["board"][5][2] = 4
    locs = [loc for loc, _ in ManaContent.model_validate(data).problems()]
    assert locs == [("board", 5, 2)]
    data = raw()
    data["board"][1] = data["board"][1][:5]
    locs = [loc for loc, _ in ManaContent.model_validate(data).problems()]
    assert locs == [("board", 1)]
    data = raw()
    data["board"] = data["board"][:5]
    assert ("board",) in [loc for loc, _ in ManaContent.model_validate(data).problems()]


def test_home_row_without_double_and_bad_draw_numbers() -> None:
    data = raw()
    data["board"][5] = [3, 1, 1, 1, 3, 3]  # rank 1 without a double
    data["board"][4] = [2, 3, 2, 3, 2, 2]
    msgs = dict(ManaContent.model_validate(data).problems())
    assert ("board", 5) in msgs and "no double" in msgs[("board", 5)]
    data = raw()
    data["draw"]["repetition_count"] = 1
    assert [loc for loc, _ in ManaContent.model_validate(data).problems()] == [
        ("draw", "repetition_count")]


def test_model_is_strict() -> None:
    from pydantic import ValidationError

    data = raw()
    data["extra"] = 1
    with pytest.raises(ValidationError):
        ManaContent.model_validate(data)
    data = raw()
    data["board"][0][0] = "1"
    with pytest.raises(ValidationError):
        ManaContent.model_validate(data)


def test_new_game_uses_and_validates_config_content() -> None:
    game = MANA_GAME
    content = default_content()
    changed = copy.deepcopy(content)
    changed["board"][5], changed["board"][0] = changed["board"][0], changed["board"][5]
    seats = (SeatConfig(), SeatConfig())
    state = game.new_game(GameConfig(seats=seats, content=changed), 1)
    assert state.types[:6] == (1, 2, 2, 3, 1, 2)
    assert [a.text() for a in game.legal_actions(state, 0)] == ["D@b1", "D@c1", "D@f1"]
    bad = copy.deepcopy(content)
    bad["board"][0][0] = 3
    with pytest.raises(ValueError, match="12 squares of each type"):
        game.new_game(GameConfig(seats=seats, content=bad), 1)
    with pytest.raises(ValueError, match="no rule"):
        game.new_game(GameConfig(seats=seats, rules={"nope": 1}, content=content), 1)
    with pytest.raises(ValueError):
        game.new_game(GameConfig(seats=seats[:1], content=content), 1)
