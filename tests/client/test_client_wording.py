"""What a new player reads: counts agree with their number, progress means
something for each game, and a seat taken says who took it."""

from __future__ import annotations

from typing import Any

import pytest

from game.client.game_scene import scene_class
from game.engine import registry
from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import JournalWriter, new_journal_path, read_journal
from game.games.mana.rules import default_content


@pytest.mark.parametrize("lang, n, text", [("en", 1, "1 move played"), ("en", 0, "0 moves played"),
                                           ("en", 5, "5 moves played"), ("fr", 1, "1 coup joué"),
                                           ("fr", 0, "0 coup joué"), ("fr", 5, "5 coups joués")])
def test_counts_agree_with_their_number(app: Any, lang: str, n: int, text: str) -> None:
    app.set_language(lang)
    assert app.tr.plural("resume.moves", n) == text


def test_mana_progress_counts_moves_not_the_daimio_placements(app: Any) -> None:
    config = GameConfig((SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")),
                        registry.get("mana").default_rules(), default_content())
    path = new_journal_path("mana")
    with JournalWriter(path, "mana", 1, config) as w:
        for t, seat, a in ((0.5, 0, "D@c1"), (1.0, 1, "D@c6")):
            w.action(t, seat, a)
    from game.client.scenes.messages import ResumeScene

    scene = ResumeScene(app, path, read_journal(path))
    assert scene.progress == "0 moves played", "two placements, no move yet"


def test_manga_progress_is_the_battle(app: Any) -> None:
    game = registry.get("manga")
    state = game.new_game(GameConfig(tuple(SeatConfig("human") for _ in range(3))), 1)
    assert scene_class(game).progress_text(app.tr, state, 82) == "battle 1 of 9"


def test_a_seat_taken_says_which_seat_and_whose_keys_as_news(app: Any) -> None:
    assert app.tr("lobby.joined", seat="White", who="TFGH keys") == "Just joined: TFGH keys as White"
    app.set_language("fr")
    assert app.tr("lobby.joined", seat="Blanc", who="Touches TFGH") == "Vient d'arriver : Touches TFGH, en Blanc"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_manga_seat_names_are_never_a_colour_to_play(app: Any, lang: str) -> None:
    """"Colour to play: RED" must not read as "Red's turn"."""
    from game.client.names import seat_name

    app.set_language(lang)
    game = registry.get("manga")
    colours = {app.tr(f"game.manga.colour.{c}").lower() for c in ("red", "blue", "yellow", "green", "purple",
                                                                      "orange")}
    names = [seat_name(app.tr, "manga", s) for s in range(game.max_seats)]
    assert len(set(names)) == game.max_seats
    assert not any(word.lower() in colours for name in names for word in name.split())
