"""The illustrated "how to play" of each bundled game: reached from the game's
page, turned with left/right, every page drawn with its words in both
languages, and act on the last page goes back."""

from __future__ import annotations

from typing import Any

import pytest
from clienthelpers import drawn_texts, press

from game.client.game_scene import scene_class
from game.client.howto import HowToPlayScene
from game.client.scenes.lobby import GameInfoScene
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine import registry

E, D, A = SCANCODES["E"], SCANCODES["D"], SCANCODES["A"]


@pytest.mark.parametrize("game_id", ["mana", "manga"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_how_to_play_pages_turn_and_show_their_words(app: Any, game_id: str, lang: str) -> None:
    app.set_language(lang)
    game = registry.get(game_id)
    app.stack.replace(MainMenuScene(app))
    info = GameInfoScene(app, game)
    app.stack.push(info)
    info.menu.focus_id("howto")
    press(app, E)
    howto = app.stack.top
    assert isinstance(howto, HowToPlayScene)
    pages = scene_class(game).how_to_play(app)
    assert len(pages) >= 4
    tr = app.tr
    for n, page in enumerate(pages):
        assert howto.index == n
        for part in ("title", "text"):
            assert tr.has(f"game.{game_id}.howto.{page.key}.{part}")
        texts = " ".join(drawn_texts(app))
        assert tr(f"game.{game_id}.howto.{page.key}.title") in texts
        assert tr("game.howto_page", n=n + 1, total=len(pages)) in texts
        if n < len(pages) - 1:
            press(app, D)  # WASD's right: the next page
    press(app, D)
    assert howto.index == len(pages) - 1, "the last page stays the last"
    press(app, A)
    assert howto.index == len(pages) - 2
    press(app, D, E)  # act on the last page: back to the game's page
    assert app.stack.top is info
    assert not tr.missing


def test_mana_pages_use_the_loaded_board_not_a_file_beside_the_code(app: Any, monkeypatch: Any) -> None:
    """A frozen build keeps data/ beside the executable, not beside the code:
    the pages are set up from the content the app loaded."""
    import game.games.mana.rules as rules

    def nowhere() -> Any:
        raise FileNotFoundError("data/mana.yaml is not beside the code in a frozen build")

    monkeypatch.setattr(rules, "default_content", nowhere)
    assert len(scene_class(registry.get("mana")).how_to_play(app)) == 5


def test_without_loadable_data_there_is_no_how_to_play_and_no_crash(app: Any, monkeypatch: Any) -> None:
    import game.client.game_scene as game_scene

    monkeypatch.setattr(game_scene, "content_json", lambda store, game: None)
    info = GameInfoScene(app, registry.get("mana"))
    assert "howto" not in [item.id for item in info.menu.items]
