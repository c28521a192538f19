"""The Manga Manga data file and its validation."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from pydantic import ValidationError

from game.games.manga.content import MangaContent, validate_content
from tests.manga.manga_helpers import CONTENT, GAME, config


def _problems(data: dict[str, Any]) -> list[tuple[tuple[str | int, ...], str]]:
    return list(MangaContent.model_validate(data).problems())


def test_bundled_file_is_valid_and_matches_the_rulebook() -> None:
    content = validate_content(CONTENT)
    assert content.colour_ids() == ["red", "blue", "yellow", "green", "purple", "orange"]
    assert len({c.symbol for c in content.colours}) == 6
    assert content.warrior_count() == 72 and content.deck.dragons == 8
    pairs = {(w.warrior, w.shield) for w in content.deck.warriors}
    assert len(pairs) == 36 and all(w.count == 2 for w in content.deck.warriors)
    assert sorted(d.swords for d in content.victory_discs for _ in range(d.count)) == [1] * 6 + [2] * 3
    effects = {d.effect: d.count for d in content.consolation_discs}
    assert effects == {"sword": 1, "discard": 4, "swap": 2, "dragons_away": 2}
    assert content.hand_size == 6 and content.battles == 9
    assert content.timings.stop_replacement == 3.0
    assert _problems(CONTENT) == []
    assert GAME.content_file == "manga_manga.yaml" and GAME.content_model is MangaContent


def test_unknown_colour_reference_reports_its_location() -> None:
    data = copy.deepcopy(CONTENT)
    data["deck"]["warriors"][3]["shield"] = "pink"
    problems = _problems(data)
    assert [loc for loc, _ in problems] == [("deck", "warriors", 3, "shield")]
    assert "pink" in problems[0][1]
    with pytest.raises(ValueError, match="deck.warriors.3.shield"):
        GAME.new_game(config(3, data=data), 1)


def test_duplicate_colour_id_and_pair() -> None:
    data = copy.deepcopy(CONTENT)
    data["colours"][5]["id"] = "red"
    data["deck"]["warriors"][1] = dict(data["deck"]["warriors"][0])
    locs = [loc for loc, _ in _problems(data)]
    assert ("colours", 5, "id") in locs and ("deck", "warriors", 1) in locs


def test_counts_are_sane() -> None:
    data = copy.deepcopy(CONTENT)
    data["victory_discs"] = [{"swords": 1, "count": 3}]
    data["deck"]["warriors"] = data["deck"]["warriors"][:10]
    locs = [loc for loc, _ in _problems(data)]
    assert ("victory_discs",) in locs and ("deck", "warriors") in locs
    bad = copy.deepcopy(CONTENT)
    bad["deck"]["warriors"][0]["count"] = 0
    with pytest.raises(ValidationError):
        MangaContent.model_validate(bad)
    bad = copy.deepcopy(CONTENT)
    bad["timings"]["count_in"] = -1.0
    with pytest.raises(ValidationError):
        MangaContent.model_validate(bad)


def test_unknown_keys_and_wrong_types_are_refused() -> None:
    mutations: list[Callable[[dict[str, Any]], None]] = [
        lambda d: d.update(extra=1),
        lambda d: d["timings"].update(warp=2.0),
        lambda d: d.update(hand_size="6"),
        lambda d: d["consolation_discs"][0].update(effect="boom")]
    for mutate in mutations:
        data = copy.deepcopy(CONTENT)
        mutate(data)
        with pytest.raises(ValidationError):
            MangaContent.model_validate(data)


def test_edited_counts_change_the_game() -> None:
    data = copy.deepcopy(CONTENT)
    data["deck"]["dragons"] = 2
    data["hand_size"] = 4
    s = GAME.new_game(config(3, data=data), 5)
    assert len(s.setup.warrior) == 74 and all(len(h) == 4 for h in s.hands)
