"""Manga Manga's illustrated "how to play": each page a little table drawn
with the table's own card painter, symbols and discs."""

from __future__ import annotations

import math
from typing import Any

from game.client.gfx import Canvas, Color, Theme
from game.client.howto import Page, Rect, arrow

CARD = (150.0, 210.0)
COLOURS = ("red", "blue", "yellow", "green", "purple", "orange")


def _card(canvas: Canvas, warrior: str | None, shield: str | None, x: float, y: float, dim: bool = False,
          ring: Color | None = None) -> None:
    from game.games.manga.paint_table import MangaTable

    w, h = CARD
    sprite = canvas.sprite(("manga_card", warrior, shield, round(w), round(h), dim), (w, h),
                           lambda c: MangaTable.paint_card(c, w, h, warrior, shield, dim), margin=14)
    canvas.blit_sprite(sprite, (x, y))
    if ring is not None:
        canvas.box((x - 10, y - 10, w + 20, h + 20), None, 22, ring, 7)


def _to_play(canvas: Canvas, colour: str, centre: tuple[float, float], app: Any) -> None:
    """The colour to play, as the table shows it: its symbol on its colour."""
    from game.games.manga.paint_table import RGB

    cx, cy = centre
    canvas.box((cx - 110, cy - 110, 220, 220), RGB[colour], 30, (255, 255, 255), 5, shadow=True)
    canvas.circle((cx, cy), 80, Theme.card)
    canvas.art(f"manga/sym_{colour}", (cx - 64, cy - 64, 128, 128))


def pages(app: Any) -> list[Page]:
    tr = app.tr

    def match(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        _to_play(c, "blue", (x + 170, y + 150), app)
        _card(c, "red", "blue", x + w / 2 - 20, y + 40)
        hand = [("green", "red"), ("blue", "yellow"), ("yellow", "green"), ("red", "purple"), ("orange", "blue")]
        for i, (warrior, shield) in enumerate(hand):
            lift = 40 if warrior == "blue" else 0
            _card(c, warrior, shield, x + 60 + i * 170, y + h - CARD[1] - 20 - lift,
                  ring=Theme.gold if warrior == "blue" else None)
        arrow(c, (x + 60 + 170 + CARD[0] / 2, y + h - CARD[1] - 80), (x + w / 2 + 40, y + 270), Theme.gold)

    def dragon(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        from game.games.manga.paint_table import RGB

        _card(c, "red", "orange", x + 120, y + 150, dim=True)
        _card(c, None, None, x + 160, y + 190)
        cx, cy = x + w - 280, y + h / 2
        for i, colour in enumerate(COLOURS):  # the colour wheel the dragon's player turns
            ang = -math.pi / 2 + i * math.tau / len(COLOURS)
            px, py = cx + 190 * math.cos(ang), cy + 190 * math.sin(ang)
            chosen = colour == "green"
            c.circle((px, py), 70 if chosen else 56, RGB[colour])
            c.circle((px, py), 54 if chosen else 44, Theme.card)
            c.art(f"manga/sym_{colour}", (px - 38, py - 38, 76, 76))
            if chosen:
                c.circle((px, py), 82, Theme.gold, 6)

    def race(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        px, py = x + w / 2 - CARD[0] / 2, y + 60
        _card(c, "red", "yellow", px, py)
        _card(c, "yellow", "green", px + 30, py + 40, ring=Theme.ok)
        c.text(tr("game.manga.howto_first"), (px + 30 + CARD[0] / 2, py + 330), 40, Theme.ok, "center", bold=True)
        _card(c, "yellow", "blue", x + w - 260, y + h - CARD[1] - 40, dim=True)
        arrow(c, (x + w - 260, y + h - CARD[1] + 40), (x + w - 420, y + h - 60), Theme.danger)
        c.text(tr("game.manga.fb.too_slow"), (x + w - 185, y + h - CARD[1] - 80), 40, Theme.danger, "center",
               bold=True)

    def stop(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        px, py = x + w / 2 - CARD[0] / 2 - 30, y + 260
        _card(c, "blue", "green", px, py, dim=True)
        _card(c, "purple", "red", px + 60, py + 40)
        c.line((px + 70, py + 60), (px + 200, py + 240), Theme.danger, 12)
        c.line((px + 200, py + 60), (px + 70, py + 240), Theme.danger, 12)
        c.box((x + w / 2 - 260, y + 30, 520, 100), Theme.panel, 24, Theme.gold, 4, shadow=True)
        c.text(tr("game.manga.fb.stop"), (x + w / 2, y + 80), 52, Theme.text, "center", bold=True,
               max_width=480)

    def win(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        c.box((x + 40, y + 60, 420, 260), (12, 38, 42, 235), 26, Theme.gold, 4)
        c.text(tr("game.manga.howto_empty"), (x + 250, y + 190), 44, Theme.gold, "center", bold=True,
               max_width=380)
        c.art("manga/disc_victory", (x + 540, y + 70, 240, 240))
        c.art("manga/disc_consolation", (x + 180, y + 400, 180, 180))
        for i, art in enumerate(("manga/sword", "manga/cons_discard", "manga/cons_swap", "manga/cons_dragons")):
            c.art(art, (x + 420 + i * 120, y + 440, 100, 100))

    return [Page("match", match), Page("dragon", dragon), Page("race", race), Page("stop", stop),
            Page("win", win)]
