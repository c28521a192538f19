"""What the card gallery shows of a game: every card, token, fighter, judge
or board its data defines, each drawn by the painter its table uses.

A game's face names its provider in ``Parts.gallery`` (``module:function``); the
function takes the game's data (validated, as JSON) and the translator and
returns :class:`GalleryCard` objects. The gallery scene lays them out, filters
them, shows one large with its facts and the line of the data file it comes
from, and asks again whenever the file changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.client.gfx import Canvas
from game.content.base import Loc
from game.engine.contract import Game, Json, resolve

Rect = tuple[float, float, float, float]
Painter = Callable[[Canvas, Rect], None]


@dataclass(frozen=True)
class GalleryCard:
    kind: str
    """What it is, for the type filter: ``spell``, ``fighter``, ``card``..."""
    key: str
    """Unique within the game (``spell:fireball``); the sprite cache's key."""
    name: str
    """In the interface's language."""
    facts: tuple[str, ...]
    """Its data in words, one line each."""
    loc: Loc
    """Where it is defined in the game's data file (``("spells", 12)``)."""
    size: tuple[float, float]
    """Its size on the table (logical pixels): painted at that size, then scaled."""
    paint: Painter = field(compare=False)
    search: str = ""
    """Lower-case words a text search matches (both languages, ids)."""

    def matches(self, query: str) -> bool:
        words = query.lower().split()
        haystack = f"{self.search} {self.name.lower()} {self.kind} {' '.join(self.facts).lower()}"
        return all(w in haystack for w in words)


def provider(game: Game[Any, Any]) -> Callable[[Json, Any], list[GalleryCard]] | None:
    """The function that lists ``game``'s cards, or None when it has none."""
    if not game.parts.gallery:
        return None
    fn: Callable[[Json, Any], list[GalleryCard]] = resolve(game.parts.gallery)
    return fn


def thumbnail(canvas: Canvas, card: GalleryCard, r: Rect, stamp: object = None) -> None:
    """``card`` painted at its table size, scaled (smoothly, kept in
    proportion) into ``r``; scaled pictures are kept with the canvas's
    sprites. ``stamp`` names the data it was made from: new data, new pictures."""
    x, y, w, h = r
    nw, nh = card.size
    scale = min(w / nw, h / nh)
    tw, th = nw * scale, nh * scale
    full = (nw + 24) * scale, (nh + 24) * scale  # with its margin of 12 all round
    size = max(1, canvas.px(full[0])), max(1, canvas.px(full[1]))

    def make() -> pygame.Surface:
        sprite, _margin = canvas.sprite(("gallery", stamp, card.key, card.name, card.facts), card.size,
                                        lambda c: card.paint(c, (0.0, 0.0, nw, nh)), margin=12)
        return pygame.transform.smoothscale(sprite, size)

    surf = canvas.cached(("thumb", stamp, card.key, card.name, card.facts, canvas.ui_scale, size), make)
    margin_px = 12 * scale
    ox, oy = x + (w - tw) / 2 - margin_px, y + (h - th) / 2 - margin_px
    canvas.surface.blit(surf, canvas.pt(ox, oy))


def kinds(cards: Sequence[GalleryCard]) -> list[str]:
    """The kinds present, in first-seen order."""
    return list(dict.fromkeys(c.kind for c in cards))
