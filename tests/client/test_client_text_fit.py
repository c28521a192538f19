"""The text-fit check: every screen and overlay of the smoke tour, with the
bundled games, in English and French at every text size, shows every string
whole, on its panel, over nothing else. And the check itself can fail."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.client import smoke
from game.client.gfx import Canvas, Fonts
from game.client.settings import UI_SCALES


@pytest.fixture
def canvas() -> Iterator[Canvas]:
    pygame.init()
    c = Canvas(pygame.Surface((1920, 1080)), Fonts())
    c.misfits = set()
    yield c


def test_a_long_label_in_a_narrow_slot_is_a_cut(canvas: Canvas) -> None:
    canvas.text("A label far too long for its slot", (100, 100), 40, max_width=200)
    assert ("A label far too long for its slot", "cut") in (canvas.misfits or set())


def test_a_paragraph_that_overflows_its_box_is_a_cut_unless_it_scrolls(canvas: Canvas) -> None:
    text = " ".join(["words"] * 200)
    canvas.paragraph(text, (100, 100, 400, 120), 36, scrolls=True)
    assert not canvas.misfits
    canvas.paragraph(text, (100, 100, 400, 120), 36)
    assert (text, "cut") in (canvas.misfits or set())


def test_a_paragraph_that_fits_smaller_is_set_smaller_not_cut(canvas: Canvas) -> None:
    text = " ".join(["words"] * 12)
    assert canvas.paragraph_height(text, 40, 400) > 140
    canvas.paragraph(text, (100, 100, 400, 140), 40)
    assert not canvas.misfits


def test_text_past_its_panel_over_other_text_or_off_the_screen(canvas: Canvas) -> None:
    canvas.box((100, 100, 300, 80), (0, 0, 0))
    canvas.text("Sticks out of its panel", (120, 140), 40, anchor="midleft")
    canvas.text("First line", (600, 300), 40)
    canvas.text("Second line", (600, 320), 40)
    canvas.text("Off the edge", (1900, 500), 40)
    assert canvas.misfits == {("Sticks out of its panel", "past its panel"), ("Second line", "over 'First line'"),
                              ("Off the edge", "off the screen")}


def test_a_panel_drawn_over_text_hides_it(canvas: Canvas) -> None:
    canvas.text("A subtitle", (100, 100), 40)
    canvas.box((80, 135, 600, 300), (0, 0, 0))  # over the lower third of the line
    assert canvas.misfits == {("A subtitle", "under a panel")}


def test_large_text_sizes_grow_body_text_more_than_titles(canvas: Canvas) -> None:
    canvas.ui_scale = 1.4
    assert canvas.grown(34) == pytest.approx(34 * 1.4)
    assert canvas.grown(80) == 80
    assert 56 < canvas.grown(56) < 56 * 1.4


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_screen_fits_in_both_languages_at_every_text_size(home: Path, language: str) -> None:
    """One test per language, so the test runner can share them out; its tours run at 100 %
    first, so a picture drawn smaller at another text size than at 100 % is seen."""
    misfits, screens = smoke.fit_check((language,), UI_SCALES, frames_scale=0.15)
    from game.client.game_scene import BotPool
    BotPool.shutdown()
    assert screens >= 20 * len(UI_SCALES)
    found = [f"{lang} {size} {label}: {why}: {text!r}" for lang, size, label, text, why in misfits]
    assert found == [], "\n".join(found)


def test_a_paragraph_with_no_room_for_its_first_line_is_a_cut(canvas: Canvas) -> None:
    canvas.paragraph("Choose a piece", (30, 225, 402, 20), 36, bold=True)
    assert ("Choose a piece", "cut") in (canvas.misfits or set())


def test_a_string_asked_for_and_never_drawn_is_dropped(canvas: Canvas) -> None:
    from game.client.i18n import Translator

    tr = Translator({"en": {"leave": "Q Leave", "name": "Z Name", "title": "Player 1", "hints": "{a} · {b}"}})
    tr.on_text = canvas.asked
    canvas.text(tr("title"), (100, 100), 40)
    tr("leave")  # laid out, found too wide, left out: the blind spot
    canvas.text(tr("hints", a=tr("name"), b="E Ready"), (100, 300), 40)  # inside a longer line: drawn
    wordy = tr("title") + " (a long wording)"
    canvas.spare(wordy)  # weighed against the short one, which is drawn
    canvas.text("Off", (100, 400), 40, max_width=20)  # cut, not dropped (a cut is its own finding)
    canvas.look_back()
    assert canvas.misfits == {("Q Leave", "asked for, not drawn"), ("Off", "cut")}


def test_sibling_labels_set_at_different_sizes(canvas: Canvas) -> None:
    room = canvas.text_width("Crocodile", 38, bold=True)  # "Crocodile" fits at 36, not at 40

    def title(name: str, x: float) -> None:
        canvas.text(name, (x, 100), 40, bold=True, max_width=room)

    found = []
    for names in (("Tigress", "Eagle"), ("Tigress", "Crocodile", "Eagle")):
        canvas.new_frame()
        for i, name in enumerate(names):
            title(name, 100 + 400 * i)
        canvas.look_back()
        found.append(set(canvas.misfits or ()))
    assert found == [set(), {("Crocodile", "set smaller than its siblings (36 < 40)")}]


def test_a_card_drawn_smaller_than_at_100_percent(canvas: Canvas) -> None:
    at_100: dict[tuple[object, ...], tuple[float, float]] = {}

    def card(size: tuple[float, float]) -> None:
        canvas.blit_sprite(canvas.sprite(("card", "red"), size, lambda c: c.box((0, 0, *size), (200, 0, 0))),
                           (100, 100))

    found = []
    for scale, size in ((1.0, (140, 200)), (1.4, (150, 210)), (1.4, (120, 170))):
        canvas.ui_scale = scale
        card(size)  # bigger with the text, then smaller: it gave its room to the words
        canvas.look_back(at_100)
        found.append(set(canvas.misfits or ()))
    assert found == [set(), set(), {("card", "picture smaller than at 100 % (120x170 < 140x200)")}]


def test_a_french_mark_is_never_wrapped_alone_onto_a_line(canvas: Canvas) -> None:
    text = "Toutes les cartes se retournent à 3 !"
    width = canvas.text_width("Toutes les cartes se retournent à 3", 52, True) + 2  # the "!" would go alone
    lines = canvas.wrap(text, 52, width, True)
    assert lines == ["Toutes les cartes se retournent à", "3 !"]


def test_a_menus_buttons_keep_their_size_beside_an_option_with_a_long_label(canvas: Canvas) -> None:
    """A lobby at 140 %: "The bird blocks paths" beside its value has less room
    than a button's label; the buttons are a kind of their own and keep their
    size (they shrank with it, below their 100 % size), the option's label is
    set smaller to fit, and the check finds nothing."""
    from typing import Any

    from game.client.widgets import Item, MenuList

    canvas.ui_scale = 1.4
    menu = MenuList([Item(lambda: "Start the game", lambda: None),
                     Item(lambda: "The bird blocks paths", value=lambda: "On", change=lambda step: None),
                     Item(lambda: "Add a bot", lambda: None)], 120, 610, 900, 58, 8, 34)
    sizes: dict[str, float] = {}
    real = Canvas.text

    def text(self: Canvas, s: str, pos: Any, size: float, *args: Any, **kwargs: Any) -> Any:
        sizes[s] = size
        return real(self, s, pos, size, *args, **kwargs)

    Canvas.text = text  # type: ignore[method-assign]
    try:
        menu.draw(canvas)
    finally:
        Canvas.text = real  # type: ignore[method-assign]
    canvas.look_back()
    assert sizes["Start the game"] == sizes["Add a bot"] == 34
    assert sizes["The bird blocks paths"] < 34
    assert not canvas.misfits
