"""A new screen slow to draw is made over a few frames (``App.enter_in_slices``,
the game's own window): the last picture stays up (nothing is flipped) until the
new one is whole, input keeps being read and goes to the new screen, a screen
that never fits its slice still shows, and every scene of the tour survives
being cut off at any picture. Pictures cost time here because a patched
``Canvas.making`` moves the fake clock: the slices do not depend on the machine."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from clienthelpers import FakeClock, post_key

from game.client import app as app_module
from game.client import smoke
from game.client.gfx import LAYER_SCREENS, Canvas
from game.client.input import Intent
from game.client.scene import Scene
from game.content.scancodes import SCANCODES as S

MAKING_S = 0.001
"""What one picture costs on the fake clock."""


@pytest.fixture
def slow_pictures(monkeypatch: pytest.MonkeyPatch, clock: FakeClock) -> None:
    making = Canvas.making

    def slow(self: Canvas) -> None:
        making(self)
        clock.advance(MAKING_S)

    monkeypatch.setattr(Canvas, "making", slow)


@pytest.fixture
def flips(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the window was shown a new picture."""
    shown: list[int] = []
    flip = pygame.display.flip
    monkeypatch.setattr(pygame.display, "flip", lambda: (shown.append(1), flip())[1])
    return shown


class Words(Scene):
    """A screen of ``n`` lines of text never drawn before (``fresh``: new ones every frame)."""

    def __init__(self, app: Any, n: int, fresh: bool = False) -> None:
        super().__init__(app)
        self.n, self.fresh, self.frames = n, fresh, 0
        self.heard: list[str] = []

    def handle(self, intent: Intent) -> bool:
        self.heard.append(intent.verb)
        return True

    def draw(self, canvas: Canvas) -> None:
        self.frames += 1
        canvas.table()
        for i in range(self.n):
            tag = f"{self.frames}-" if self.fresh else ""
            canvas.text(f"Line {tag}{i} of a slow screen", (100, 40 + 24 * i), 36)


def _shown(app: Any) -> bytes:
    return pygame.image.tobytes(app.canvas.surface, "RGB")


def test_a_slow_screen_is_made_over_frames_then_shown_whole(make_app: Any, clock: FakeClock, slow_pictures: None,
                                                            flips: list[int]) -> None:
    app = make_app(enter_in_slices=True)
    app.frame()
    app.stack.push(Words(app, 30))
    before = len(flips)
    app.frame()
    assert len(flips) == before  # the 4 ms slice made about five lines: the last picture stays up
    assert app._frame_wanted  # and the rest comes next frame
    frames = 1
    while len(flips) == before:
        app.frame()
        frames += 1
        assert frames <= app_module.ENTER_SLICES_MAX + 1
    assert frames >= 3
    sliced = list(app.stats.frames["Words"])
    assert len(sliced) == frames
    assert max(sliced) <= (app_module.ENTER_SLICE_S + MAKING_S) * 1000 + 1e-6  # its time, and one picture more
    (name, ms, made_in), = app.stats.entries
    assert (name, made_in) == ("Words", frames - 1)
    assert ms >= 30 * MAKING_S * 1000 - 1e-6  # every line made, each in its time
    whole = _shown(app)
    app.enter_in_slices = False
    app.canvas.retarget(pygame.display.get_surface())  # every picture made again, at once
    app.frame()
    assert _shown(app) == whole  # the screen made in slices is the screen drawn at once
    count = len(flips)
    app.enter_in_slices = True
    app.frame()
    assert len(flips) == count + 1  # once shown, its frames are frames


def test_input_goes_to_the_new_screen_while_it_is_made(make_app: Any, clock: FakeClock, slow_pictures: None,
                                                       flips: list[int]) -> None:
    app = make_app(enter_in_slices=True)
    app.frame()
    words = Words(app, 40)
    app.stack.push(words)
    app.frame()
    assert app._enter_slices == 1
    post_key(S["E"])  # the WASD zone's act
    app.step()
    assert "act" in words.heard


def test_a_screen_that_never_fits_its_slice_still_shows(make_app: Any, clock: FakeClock, slow_pictures: None,
                                                        flips: list[int]) -> None:
    app = make_app(enter_in_slices=True)
    app.frame()
    app.stack.push(Words(app, 20, fresh=True))  # new lines every frame: no slice ever finishes it
    before = len(flips)
    for _ in range(app_module.ENTER_SLICES_MAX):
        app.frame()
    assert len(flips) == before
    app.frame()
    assert len(flips) == before + 1


def test_without_slices_the_frame_after_a_change_shows_it(make_app: Any, clock: FakeClock, slow_pictures: None,
                                                          flips: list[int]) -> None:
    app = make_app()  # tests and tools that look at the frame after a change
    app.frame()
    app.stack.push(Words(app, 30))
    before = len(flips)
    app.frame()
    assert len(flips) == before + 1
    assert not app.stats.entries


def test_every_screen_of_the_tour_survives_being_made_in_slices(make_app: Any, client_games: Any, clock: FakeClock,
                                                                 slow_pictures: None, flips: list[int]) -> None:
    """Every screen of the tour (menus, settings, the gallery, lobbies, tables, overlays on a
    frozen table, players, game night...), each cut off wherever its slice ends, and its
    drawing ahead too: nothing raises, and screens show after being made over several frames.
    (The real games' tables are cut the same way when a lobby draws them ahead.)"""
    app = make_app(enter_in_slices=True)
    seen: list[str] = []
    failures = smoke.run_tour(app, on_scene=seen.append, frames_scale=0.1)
    assert failures == []
    assert len(seen) > 30
    sliced = {name for name, _ms, frames in app.stats.entries if frames > 1}
    assert len(sliced) >= 7, sliced  # an overlay on a screen shown whole is often quick enough in one
    assert len(flips) >= len(seen)


def test_something_drawn_ahead_that_is_never_done_in_a_slice_is_drawn_whole(make_app: Any, clock: FakeClock,
                                                                           slow_pictures: None) -> None:
    """Drawing ahead (in idle time) gives up slicing what makes new pictures every time."""

    class Ahead(Words):
        def __init__(self, app: Any) -> None:
            super().__init__(app, 1)
            self.soon = Words(app, 20, fresh=True)

        def ahead(self) -> list[tuple[object, Any]]:
            return [("fresh", self.soon.draw)]

    app = make_app()
    app.stack.push(Ahead(app))
    calls = 0
    while app.prepare_ahead(clock() + 1.0):
        calls += 1
        assert calls <= app_module.AHEAD_SLICES_MAX + 1 + LAYER_SCREENS
    assert app._ahead_tries["fresh"] == app_module.AHEAD_SLICES_MAX + 1  # (then the layers' spare surfaces are made)


def test_once_nothing_is_left_to_draw_ahead_the_scene_is_asked_again_only_after_a_frame(
        make_app: Any, clock: FakeClock) -> None:
    """An idle loop turn at a waiting table does not ask the scene what it may soon show
    when it has all been drawn ahead and nothing was drawn since; a frame (something
    changed) makes it ask again, and draw what is new."""

    class Ahead(Words):
        def __init__(self, app: Any) -> None:
            super().__init__(app, 1)
            self.asked = 0
            self.coming = ["a"]

        def ahead(self) -> list[tuple[object, Any]]:
            self.asked += 1
            return [(key, Words(self.app, 3).draw) for key in self.coming]

    app = make_app()
    scene = Ahead(app)
    app.stack.push(scene)
    app.frame()
    while app.prepare_ahead(clock() + 1.0):
        pass
    asked = scene.asked
    for _ in range(5):
        assert not app.prepare_ahead(clock() + 1.0)
    assert scene.asked == asked, "the scene was asked again with nothing drawn since"
    scene.coming.append("b")
    app.frame()
    assert app.prepare_ahead(clock() + 1.0), "after a frame, what the scene may show next is drawn ahead"
    assert scene.asked == asked + 1


def test_the_games_window_makes_its_title_screen_before_its_first_frame(
        make_app: Any, slow_pictures: None, flips: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The title's felt, logo and large type are made while the window starts:
    its first frame makes no picture and shows the whole title at once."""
    app = make_app(enter_in_slices=True, ensure=False)
    made: list[int] = []
    making = Canvas.making
    monkeypatch.setattr(Canvas, "making", lambda self: (made.append(1), making(self))[1])
    app.step()
    assert app.frame_count == 1 and flips == [1]
    assert made == []
