"""Editing data/ while the game runs: strings and keys reload, a broken file
shows where it is wrong and the last good data stays, fixing it closes the screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from clienthelpers import FakeClock, save

from game.client.scenes.messages import ContentErrorScene
from game.content.scancodes import SCANCODES


def poll(app: Any, clock: FakeClock) -> None:
    clock.advance(1.0)
    app.step()


def test_a_string_edited_while_running_shows_up(make_app: Any, clock: FakeClock, data: Path) -> None:
    app = make_app()
    assert app.tr("menu.settings") == "Settings"
    en = data / "strings" / "en.yaml"
    save(en, en.read_text(encoding="utf-8").replace("  settings: Settings\n", "  settings: Options\n", 1))
    poll(app, clock)
    assert app.tr("menu.settings") == "Options"


def test_a_broken_controls_file_keeps_the_keys_and_says_where(make_app: Any, clock: FakeClock, data: Path) -> None:
    app = make_app()
    controls = data / "controls.yaml"
    good = controls.read_text(encoding="utf-8")
    save(controls, good.replace("act: E,", "act: NOPE,", 1))
    poll(app, clock)
    screen = app.stack.top
    assert isinstance(screen, ContentErrorScene)
    assert any(e.file.endswith("controls.yaml") and "NOPE" in e.message and e.line > 1 for e in screen.errors)
    assert app.input.zones["wasd"]["act"] == SCANCODES["E"]  # the last good bindings stay
    save(controls, good.replace("act: E,", "act: X,", 1))
    poll(app, clock)
    assert app.stack.find(ContentErrorScene) is None  # fixed: the error screen goes away by itself
    assert app.input.zones["wasd"]["act"] == SCANCODES["X"]


def test_starting_with_a_broken_controls_file_uses_the_last_good_keys(make_app: Any, data: Path) -> None:
    make_app()  # a first start validates everything and keeps the last good data per user
    controls = data / "controls.yaml"
    save(controls, controls.read_text(encoding="utf-8").replace("act: E,", "act: NOPE,", 1))
    app = make_app(ensure=False)
    assert app.content is not None  # the quick start could not read the file: it validated first
    assert app.input.zones["wasd"]["act"] == SCANCODES["E"]  # the last good bindings
    assert isinstance(app.stack.top, ContentErrorScene)  # and the problem is shown
    assert app.tr("menu.settings") == "Settings"
