"""Manga Manga in the card gallery: every warrior card (one per warrior and
shield pair), the dragon, and the victory and consolation discs."""

from __future__ import annotations

from typing import Any

from game.client.gallery import GalleryCard
from game.client.gfx import Canvas, Theme
from game.engine.contract import Json
from game.games.manga.paint_table import MangaTable

CARD_SIZE = (150.0, 210.0)
DISC_SIZE = (200.0, 200.0)


def _card(warrior: str | None, shield: str | None) -> Any:
    def paint(c: Canvas, r: tuple[float, float, float, float]) -> None:
        def inner(sub: Canvas) -> None:
            MangaTable.paint_card(sub, r[2], r[3], warrior, shield, False)

        c.blit_sprite(c.sprite(("gallery-manga", warrior, shield, r[2], r[3]), (r[2], r[3]), inner, margin=14),
                      (r[0], r[1]))
    return paint


def _disc(art: str, label: str) -> Any:
    def paint(c: Canvas, r: tuple[float, float, float, float]) -> None:
        x, y, w, h = r
        c.art(art, (x + w * 0.2, y, w * 0.6, h * 0.6))  # its name under it, on two lines where one is too
        c.paragraph(label, (x, y + h * 0.6, w, h * 0.4), 32, Theme.text, 1.0, align="center", bold=True)  # narrow
    return paint


def cards(content: Json, tr: Any) -> list[GalleryCard]:
    out: list[GalleryCard] = []
    for i, entry in enumerate(content["deck"]["warriors"]):
        warrior, shield = entry["warrior"], entry["shield"]
        name = str(tr("gallery.warrior", warrior=tr(f"game.manga.colour.{warrior}"),
                      shield=tr(f"game.manga.colour.{shield}")))
        out.append(GalleryCard("card", f"card:{warrior}:{shield}", name, (str(tr("gallery.copies", n=entry["count"])),),
                               ("deck", "warriors", i), CARD_SIZE, _card(warrior, shield),
                               search=f"{warrior} {shield}"))
    dragons = content["deck"]["dragons"]
    out.append(GalleryCard("card", "card:dragon", str(tr("gallery.dragon")), (str(tr("gallery.copies", n=dragons)),),
                           ("deck", "dragons"), CARD_SIZE, _card(None, None), search="dragon"))
    for i, disc in enumerate(content["victory_discs"]):
        label = str(tr("game.manga.swords", n=disc["swords"]))
        out.append(GalleryCard("disc", f"victory:{i}", label, (str(tr("gallery.copies", n=disc["count"])),),
                               ("victory_discs", i), DISC_SIZE, _disc("manga/disc_victory", label),
                               search="victory"))
    for i, disc in enumerate(content["consolation_discs"]):
        effect = disc["effect"]
        label = str(tr(f"game.manga.cons.{effect}"))
        out.append(GalleryCard("disc", f"consolation:{effect}", label,
                               (str(tr(f"game.manga.cons.{effect}_means")), str(tr("gallery.copies", n=disc["count"]))),
                               ("consolation_discs", i), DISC_SIZE, _disc("manga/disc_consolation", label),
                               search=f"consolation {effect}"))
    return out
