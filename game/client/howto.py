"""An illustrated "how to play": pages, each a picture drawn with the game's
own painters beside a short text, turned with left and right.

A game's scene class lists its pages (:meth:`GameScene.how_to_play`); the
strings are ``game.<id>.howto.<page>.title`` and ``.text`` in each language.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.client.gfx import LOGICAL_W, Canvas, Color, Theme
from game.client.input import Intent
from game.client.widgets import MenuScene, title_bar

Rect = tuple[float, float, float, float]
PICTURE: Rect = (90.0, 230.0, 1000.0, 740.0)
"""Where a page's picture goes (logical pixels)."""


@dataclass(frozen=True)
class Page:
    key: str
    """The page's strings: ``game.<id>.howto.<key>.title`` and ``.text``."""
    paint: Callable[[Canvas, Rect], None]
    """Draws the picture inside the rect it is given."""


def arrow(canvas: Canvas, a: tuple[float, float], b: tuple[float, float], colour: Color) -> None:
    """A thick arrow from ``a`` to ``b``, for pictures that show what goes where."""
    canvas.line(a, b, colour, 8)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for side in (-1, 1):
        tip = (b[0] - 34 * math.cos(ang + side * 0.5), b[1] - 34 * math.sin(ang + side * 0.5))
        canvas.line(b, tip, colour, 8)


class HowToPlayScene(MenuScene):
    """The pages of one game; left/right turn them, act goes on, back leaves."""

    def __init__(self, app: Any, game: Any, pages: list[Page]) -> None:
        super().__init__(app)
        self.game = game
        self.pages = pages
        self.index = 0

    def handle(self, intent: Intent) -> bool:
        if intent.verb in ("right", "down", "act") and not (intent.verb == "act" and intent.repeat):
            if intent.verb == "act" and self.index == len(self.pages) - 1:
                self.back()
                return True
            self.turn(1)
        elif intent.verb in ("left", "up"):
            self.turn(-1)
        elif intent.verb == "click" and intent.pos is not None:
            self.turn(1 if intent.pos[0] > LOGICAL_W / 2 else -1)
        elif intent.verb in ("back", "pause") and not intent.repeat:
            self.back()
        return True

    def turn(self, step: int) -> None:
        index = max(0, min(len(self.pages) - 1, self.index + step))
        if index != self.index:
            self.index = index
            self.app.sound("ui_move")

    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        title_bar(canvas, f"{self.game.title} · {self.app.tr('game.howto')}")

    def picture(self, canvas: Canvas, index: int) -> tuple[Any, float]:
        """Page ``index``'s picture, painted once (over the picture's box)."""
        x, y, w, h = PICTURE
        page = self.pages[index]
        key = ("howto", self.game.id, page.key, self.app.tr.language, self.app.redraw_generation)
        return canvas.sprite(key, (w - 60, h - 60), lambda c: page.paint(c, (0.0, 0.0, w - 60, h - 60)),
                             margin=30, over=(x + 30, y + 30))

    def ahead(self) -> list[tuple[object, Any]]:
        """The pages either side of this one, painted before they are turned to."""
        return self.ahead_of(self.index + 1, self.index - 1)

    def ahead_of(self, *indices: int) -> list[tuple[object, Any]]:
        """Painting pages ``indices`` ahead (see :meth:`Scene.ahead`)."""

        def paint(index: int) -> Any:
            def draw(canvas: Canvas) -> None:
                shown, self.index = self.index, index  # the whole page, its text too
                try:
                    self.backdrop(canvas)
                    self.draw(canvas)
                finally:
                    self.index = shown
            return draw

        return [(("howto", self.game.id, i), paint(i)) for i in indices if 0 <= i < len(self.pages)]

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        page = self.pages[self.index]
        x, y, w, h = PICTURE
        canvas.box(PICTURE, (10, 40, 44, 230), 28, Theme.felt_line, 3, shadow=True)
        canvas.blit_sprite(self.picture(canvas, self.index), (x + 30, y + 30))
        tx, tw = x + w + 60, LOGICAL_W - x - w - 60 - 90
        base = f"game.{self.game.id}.howto.{page.key}"
        canvas.text(tr("game.howto_page", n=self.index + 1, total=len(self.pages)), (tx, y), 34, Theme.text_soft)
        top = y + canvas.line_height(34) + 16
        title_h = canvas.paragraph_height(tr(f"{base}.title"), 56, tw, 1.1)
        canvas.paragraph(tr(f"{base}.title"), (tx, top, tw, title_h), 56, Theme.gold, line_gap=1.1)
        top += title_h + 24
        keys_h = canvas.paragraph_height(tr("game.howto_keys"), 32, tw, 1.2)
        keys_y = y + h + 56 - keys_h
        canvas.paragraph(tr(f"{base}.text"), (tx, top, tw, keys_y - 20 - top), 40, Theme.text, line_gap=1.3)
        canvas.paragraph(tr("game.howto_keys"), (tx, keys_y, tw, keys_h), 32, Theme.text_soft, line_gap=1.2)
        for i in range(len(self.pages)):  # where we are: one dot a page
            cx = x + w / 2 + (i - (len(self.pages) - 1) / 2) * 40
            canvas.circle((cx, y + h + 40), 10 if i == self.index else 7,
                          Theme.gold if i == self.index else Theme.text_soft)
