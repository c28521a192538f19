"""The card gallery: every card of every game draws headless, a saved YAML
change redraws the card, a broken file shows its errors in place of its cards
and fixing it brings them back."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
from clienthelpers import FakeClock, drawn_texts, press, save

from game import paths
from game.client.gallery import GalleryCard, kinds, provider
from game.client.scenes.gallery import GalleryScene
from game.client.scenes.messages import ContentErrorScene
from game.content.scancodes import SCANCODES
from game.engine import registry

W, S, A, D, E, Z = (SCANCODES[k] for k in "WSADEZ")
SHOTS = os.environ.get("GALLERY_SHOTS")
"""A folder to save a screenshot of each game's gallery in (for a person to look at)."""


def open_gallery(app: Any) -> GalleryScene:
    scene = GalleryScene(app)
    app.stack.push(scene)
    app.frame()
    return scene


def pixels(app: Any, r: tuple[float, float, float, float]) -> bytes:
    """What a frame shows in ``r`` (the app's sprite caches kept, as in the real window)."""
    app.frame()
    return bytes(pygame.image.tobytes(app.canvas.surface.subsurface(app.canvas.rect(r)), "RGB"))


def test_every_card_of_every_game_draws(app: Any) -> None:
    scene = open_gallery(app)
    assert [g.id for g in scene.games] == [g.id for g in registry.all_games()]
    seen = 0
    for index, game in enumerate(scene.games):
        scene.choose_game(index)
        shelf = scene.shelf(game)
        assert shelf.errors == [] and shelf.cards, game.id
        for i, card in enumerate(shelf.cards):
            assert isinstance(card, GalleryCard) and card.name and card.facts
            scene.cursor = i
            app.frame()  # its tile, and it large in the panel
            seen += 1
        if SHOTS:
            for kind in ["", *kinds(shelf.cards)]:
                scene.kind, scene.cursor = kind, 0
                app.frame()
                pygame.image.save(app.canvas.surface, str(Path(SHOTS) / f"gallery_{game.id}_{kind or 'all'}.png"))
            scene.kind = ""
    assert seen > 72 + 10 + 8  # every Ikasamage spell, fighter and judge at least


def test_cards_say_where_they_come_from(app: Any) -> None:
    scene = open_gallery(app)
    scene.choose_game(next(i for i, g in enumerate(scene.games) if g.id == "ikasamage"))
    cards = scene.shelf(scene.current()).cards
    fireball = next(c for c in cards if c.key == "spell:fireball")
    line = next(n for n, text in enumerate((paths.data_dir() / "ikasamage.yaml").read_text(
        encoding="utf-8").splitlines(), 1) if "id: fireball" in text)
    assert scene.source(fireball) == f"data/ikasamage.yaml:{line}"


def test_filters_and_search(app: Any) -> None:
    scene = open_gallery(app)
    scene.choose_game(next(i for i, g in enumerate(scene.games) if g.id == "ikasamage"))
    everything = scene.shown()
    scene.kind = "judge"
    assert {c.kind for c in scene.shown()} == {"judge"} and len(scene.shown()) == 8
    scene.kind = ""
    scene.query = "fire"
    assert [c.key for c in scene.shown()] == ["spell:fireball"]
    scene.query = "boule"  # the French name is searched too
    assert [c.key for c in scene.shown()] == ["spell:fireball"]
    scene.query = ""
    assert len(scene.shown()) == len(everything)


def test_keys_browse_the_bar_and_type_a_search(app: Any) -> None:
    scene = open_gallery(app)
    press(app, Z)  # special: next game
    assert scene.current().id == scene.games[1].id
    press(app, D, D)
    assert scene.cursor == 2 and scene.bar is None
    press(app, W)  # up from the first row: the bar, on the current game
    assert scene.bar == 1
    items = scene.bar_items()
    for _ in range(len(items)):
        press(app, D)
    assert items[scene.bar] == ("search", "")
    press(app, E)  # act on the search field: every key now types
    assert scene.searching
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="dra"))
    app.step()
    press(app, SCANCODES["RETURN"])
    assert not scene.searching and scene.query == "dra"
    assert all(c.matches("dra") for c in scene.shown())


def test_a_saved_change_redraws_the_card(make_app: Any, clock: FakeClock, data: Path) -> None:
    app = make_app()
    scene = open_gallery(app)
    scene.choose_game(next(i for i, g in enumerate(scene.games) if g.id == "ikasamage"))
    scene.query = "fireball"
    app.frame()
    panel = (1280.0, 178.0, 600.0, 500.0)
    before = pixels(app, panel)
    path = data / "ikasamage.yaml"
    text = path.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if "id: fireball" in x)
    save(path, text.replace(line, line.replace("Fireball", "Firestorm"), 1))
    clock.advance(1.0)
    app.step()
    scene.query = "firestorm"
    assert [c.name for c in scene.shown()] == ["Firestorm"]
    assert pixels(app, panel) != before


def test_a_broken_file_shows_its_errors_in_place_and_fixing_it_brings_the_cards_back(
        make_app: Any, clock: FakeClock, data: Path) -> None:
    app = make_app()
    scene = open_gallery(app)
    scene.choose_game(next(i for i, g in enumerate(scene.games) if g.id == "kingz"))
    path = data / "kingz.yaml"
    good = path.read_text(encoding="utf-8")
    save(path, good.replace("{card: glaive, speed: 45}", "{card: glaive, speed: fast}", 1))
    clock.advance(1.0)
    app.step()
    shelf = scene.shelf(scene.current())
    assert shelf.cards == [] and any("kingz.yaml:" in e and "speed" in e for e in shelf.errors)
    texts = drawn_texts(app)
    assert any("kingz.yaml" in t and "speed" in t for t in texts)
    assert app.stack.top is scene and app.stack.find(ContentErrorScene) is None  # shown in place, not over it
    ika = next(i for i, g in enumerate(scene.games) if g.id == "ikasamage")
    assert scene.shelf(scene.games[ika]).cards  # everything else stays
    save(path, good)
    clock.advance(1.0)
    app.step()
    assert scene.shelf(scene.current()).cards and not scene.shelf(scene.current()).errors


def test_leaving_with_a_broken_file_hands_the_errors_to_the_app(make_app: Any, clock: FakeClock, data: Path) -> None:
    app = make_app()
    open_gallery(app)
    path = data / "kingz.yaml"
    save(path, path.read_text(encoding="utf-8").replace("speed: 45}", "speed: fast}", 1))
    clock.advance(1.0)
    app.step()
    assert app.stack.find(ContentErrorScene) is None
    press(app, SCANCODES["Q"])  # back
    clock.advance(1.0)
    app.step()
    assert app.stack.find(ContentErrorScene) is not None


def test_providers_are_declared_by_every_game() -> None:
    registry.load_builtin()
    assert all(provider(g) is not None for g in registry.all_games())


def test_a_board_change_that_keeps_the_counts_still_redraws(make_app: Any, clock: FakeClock, data: Path) -> None:
    app = make_app()
    scene = open_gallery(app)
    scene.choose_game(next(i for i, g in enumerate(scene.games) if g.id == "mana"))
    app.frame()
    panel = (1280.0, 268.0, 600.0, 460.0)
    before = pixels(app, panel)
    path = data / "mana.yaml"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    first = next(i for i, x in enumerate(lines) if x.strip().startswith("- [") and x.count(",") == 5)
    cells = lines[first].split("[")[1].split("]")[0].split(",")
    j = next(k for k in range(1, 6) if cells[k].strip() != cells[0].strip())
    cells[0], cells[j] = cells[j], cells[0]  # the same squares, two of them swapped
    lines[first] = lines[first].split("[")[0] + "[" + ",".join(cells) + "]" + lines[first].split("]")[1]
    save(path, "".join(lines))
    clock.advance(1.0)
    app.step()
    assert pixels(app, panel) != before


def test_the_detail_panel_shows_every_fact_of_every_card_at_140_percent(app: Any) -> None:
    """A Kingz Glaive has five facts (animal and speed, its three numbers, the
    Kids variant): at 140 % the panel left out the last ones. Every fact of
    every card of every game is drawn, in both languages (set smaller, never
    below the floor, where the picture is as small as it goes); a fact left out
    is a finding of the fit check."""
    app.set_ui_scale(1.4)
    for lang in ("en", "fr"):
        app.set_language(lang)
        scene = open_gallery(app)
        for index, game in enumerate(scene.games):
            scene.choose_game(index)
            for card in scene.shelf(game).cards:
                app.canvas.new_frame()
                app.canvas.misfits = seen = set()
                scene.draw_detail(app.canvas, card, 1)
                app.canvas.look_back()
                assert not seen, (game.id, card.name, seen)
        app.stack.pop()
    app.canvas.new_frame()
    app.canvas.misfits = seen = set()
    scene.draw_detail(app.canvas, GalleryCard("card", "x", "A card", tuple(f"Fact number {n}" for n in range(40)),
                                              (), (150.0, 210.0), lambda c, r: None), 1)
    app.canvas.look_back()
    assert ("Fact number 39", "asked for, not drawn") in seen, "a fact left out is found"
