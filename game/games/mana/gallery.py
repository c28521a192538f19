"""Mana in the card gallery: the board of ``data/mana.yaml`` and its three
kinds of square, drawn with the table's square pictures."""

from __future__ import annotations

from typing import Any

from game.client.gallery import GalleryCard
from game.client.gfx import Canvas
from game.engine.contract import Json

SQUARE = 150.0


def _board(rows: list[list[int]]) -> Any:
    def paint(c: Canvas, r: tuple[float, float, float, float]) -> None:
        x, y, w, h = r
        c.box(r, (92, 58, 34), 22, (50, 30, 16), 4, shadow=True)
        size = min(w, h) / (len(rows) + 0.4)
        for i, row in enumerate(rows):
            for j, kind in enumerate(row):
                c.art(f"mana/square_{kind}", (x + size * (0.2 + j), y + size * (0.2 + i), size, size))
    return paint


def _square(kind: int) -> Any:
    def paint(c: Canvas, r: tuple[float, float, float, float]) -> None:
        c.art(f"mana/square_{kind}", r)
    return paint


def cards(content: Json, tr: Any) -> list[GalleryCard]:
    rows = [[int(k) for k in row] for row in content["board"]]
    counts = {k: sum(row.count(k) for row in rows) for k in (1, 2, 3)}
    side = SQUARE * (len(rows) + 0.4)
    out = [GalleryCard("board", "board", str(tr("gallery.board")),
                       (str(tr("game.mana.board_squares", single=counts[1], double=counts[2], triple=counts[3])),),
                       ("board",),
                       (side, side), _board(rows),
                       search="board")]
    for k in (1, 2, 3):
        out.append(GalleryCard("square", f"square:{k}", str(tr(f"game.mana.square_name.{k}")),
                               (str(tr("gallery.on_board", n=counts[k])),), ("board",), (SQUARE, SQUARE),
                               _square(k), search=f"square {k}"))
    return out
