"""Rendering kit: a 1920x1080 logical layout drawn crisply at any window size.

Scenes draw in logical pixels through :class:`Canvas`; the canvas converts to
physical pixels with the aspect kept (letterboxed), renders text and SVG art at
their real physical size (so nothing is ever upscaled and blurred) and caches
every rendered surface, so a steady frame costs blits, not rasterisation.
"""

from __future__ import annotations

import math
import sys
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import paths

LOGICAL_W, LOGICAL_H = 1920, 1080
MIN_TEXT_PX = 32
"""The smallest text a player must read, in logical pixels (IGDA floor at 1080p)."""

Color = tuple[int, int, int] | tuple[int, int, int, int]


class Theme:
    """One visual language for every scene."""

    table_top: Color = (18, 58, 62)
    table_bottom: Color = (8, 30, 34)
    felt_line: Color = (30, 82, 86)
    card: Color = (246, 239, 222)
    card_edge: Color = (196, 182, 150)
    ink: Color = (30, 30, 36)
    ink_soft: Color = (92, 88, 84)
    text: Color = (244, 240, 230)
    text_soft: Color = (178, 200, 198)
    gold: Color = (242, 181, 58)
    gold_dark: Color = (150, 104, 18)
    danger: Color = (230, 80, 70)
    ok: Color = (90, 190, 110)
    panel: Color = (15, 43, 47)
    panel_edge: Color = (60, 110, 112)
    shadow: Color = (0, 0, 0, 110)
    focus: Color = (255, 214, 102)


@dataclass(frozen=True)
class SeatStyle:
    """Each seat's identity: a colour and a shape, never colour alone."""

    color: Color
    shape: str
    name_key: str


SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((229, 72, 77), "circle", "seat.red"),
    SeatStyle((62, 142, 208), "square", "seat.blue"),
    SeatStyle((245, 197, 24), "triangle", "seat.yellow"),
    SeatStyle((70, 167, 88), "diamond", "seat.green"),
    SeatStyle((172, 110, 220), "star", "seat.purple"),
    SeatStyle((247, 128, 40), "hexagon", "seat.orange"),
)


def seat_style(seat: int) -> SeatStyle:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Polygon for a seat or colour symbol (the circle is approximated)."""

    def ring(n: int, radius: float, phase: float) -> list[tuple[float, float]]:
        return [(cx + radius * math.cos(phase + 2 * math.pi * i / n),
                 cy + radius * math.sin(phase + 2 * math.pi * i / n)) for i in range(n)]

    if shape == "square":
        return ring(4, r * 1.05, math.pi / 4)
    if shape == "triangle":
        return ring(3, r * 1.15, -math.pi / 2)
    if shape == "triangle_down":
        return ring(3, r * 1.15, math.pi / 2)
    if shape == "pointer":  # the menu cursor: pointing at the item, unlike any seat's symbol
        return ring(3, r * 1.15, 0)
    if shape == "diamond":
        return ring(4, r * 1.15, 0)
    if shape == "hexagon":
        return ring(6, r, 0)
    if shape == "star":
        outer, inner = ring(5, r * 1.15, -math.pi / 2), ring(5, r * 0.5, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    return ring(32, r, 0)


CACHE_MB = {"text": 6.0, "art": 8.0, "shadow": 4.0, "sprites": 16.0}
"""What each surface cache may hold, in megabytes of pixels, for a 1920x1080
window (a larger window gets as many more bytes as it has more pixels, so the
same pictures fit): rendered text, rasterised SVG art, shadows and dims,
painted sprites."""
LAYER_SCREENS = 3
"""Full-screen layers kept (each a window's worth of pixels): a table's
board, the frozen picture under an overlay, the one under the overlay before."""
WIDTHS_KEPT = 20_000
"""Measured line widths remembered (a few MB at most), forgotten all at once when full."""


def surface_bytes(surf: pygame.Surface) -> int:
    """The bytes a surface's pixels take."""
    return surf.get_pitch() * surf.get_height()


class _LRU(OrderedDict[object, pygame.Surface]):
    """Rendered surfaces, the least recently used dropped first once their
    pixels take more than ``budget`` bytes (bounded by bytes, not by count:
    a 4K card and a 1080p one weigh what they weigh)."""

    def __init__(self, budget: int) -> None:
        super().__init__()
        self.budget = budget
        self.bytes = 0

    def fetch(self, key: object) -> pygame.Surface | None:
        surf = self.get(key)
        if surf is not None:
            self.move_to_end(key)
        return surf

    def store(self, key: object, surf: pygame.Surface) -> pygame.Surface:
        old = self.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self[key] = surf
        self.bytes += surface_bytes(surf)
        while self.bytes > self.budget and len(self) > 1:
            _, dropped = self.popitem(last=False)
            self.bytes -= surface_bytes(dropped)
        return surf

    def reclaim(self, size: int) -> pygame.Surface | None:
        """Make room for ``size`` more bytes now, dropping the least recently
        used entries, and hand back the last one dropped: its pixels can be
        drawn over instead of allocated afresh (a new full-screen surface
        costs a page fault per 4 KB touched, about 6 ms at 1080p here)."""
        dropped = None
        while self and self.bytes + size > self.budget:
            _, dropped = self.popitem(last=False)
            self.bytes -= surface_bytes(dropped)
        return dropped

    def clear(self) -> None:
        super().clear()
        self.bytes = 0


class Later(Exception):  # noqa: N818 - a signal, not an error
    """A slice of drawing ahead (:class:`Slice`) is spent: what it made stays
    cached, the rest of the picture is drawn in the next slice."""


@dataclass
class Slice:
    """A slice of time for drawing ahead: once ``until`` has passed (on
    ``clock``) and at least one picture has been rasterised in it, the next
    picture to rasterise ends the slice (:class:`Later`), so drawing ahead
    keeps the loop reading input every few milliseconds."""

    until: float
    clock: Callable[[], float]
    made: int = 0

    def spend(self) -> None:
        if self.made and self.clock() > self.until:
            raise Later
        self.made += 1


class Fonts:
    """Bundled open-licence font files, loaded per physical pixel size."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        base = paths.assets_dir() / "fonts"
        self.regular = _first_existing(base / "ui-regular.ttf")
        self.bold = _first_existing(base / "ui-bold.ttf") or self.regular
        self.title = _first_existing(base / "title.ttf") or self.bold

    def get(self, px: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
        key = (px, bold) if not title else (px, True) if self.title == self.bold else (-px, True)
        font = self._fonts.get(key)
        if font is None:
            path = self.title if title else self.bold if bold else self.regular
            font = pygame.font.Font(str(path) if path else None, max(4, px))
            self._fonts[key] = font
        return font


def _first_existing(path: Path) -> Path | None:
    return path if path.exists() else None


class Canvas:
    """Draws the logical layout onto the window surface."""

    def __init__(self, target: pygame.Surface, fonts: Fonts, ui_scale: float = 1.0) -> None:
        self.fonts = fonts
        self.ui_scale = ui_scale
        self._text = _LRU(0)
        self._art = _LRU(0)
        self._shadow = _LRU(0)
        self._sprites = _LRU(0)
        self._layers = _LRU(0)
        self._sprite_texts: dict[object, list[tuple[bool, str]]] = {}
        """The text each cached sprite and layer drew (for the fit check)."""
        self._wraps: OrderedDict[object, list[str]] = OrderedDict()
        self._widths: dict[tuple[str, int, bool], int] = {}
        self._background: pygame.Surface | None = None
        self.min_text_px_used = 10_000
        self._over = False
        """Drawing a panel laid over the table on purpose (see :meth:`over`)."""
        self._aside = False
        """Drawing ahead on a throwaway surface (see :meth:`aside`)."""
        self.misfits: set[tuple[str, str]] | None = None
        """When a set (the text-fit check turns it on): every (text, what went
        wrong) drawn so far that was cut ("…"), a paragraph left unfinished,
        off the surface, past the panel it sits on, under a panel drawn later,
        or over other text."""
        self._panels: list[pygame.Rect] = []
        self._texts: list[tuple[pygame.Rect, int, str]] = []
        """This frame's text so far: where, on which panel (index, -1 none), what."""
        self.looks = Looks()
        """What the fit check weighs over a whole screen rather than a frame
        (see :meth:`look_back`)."""
        self._painted: weakref.WeakKeyDictionary[pygame.Surface, pygame.Rect] = weakref.WeakKeyDictionary()
        """For the fit check: the opaque part of each sprite blitted (sprites never change)."""
        self._recording: list[tuple[bool, str]] | None = None
        """The text a sprite or layer being painted draws or spares (replayed on
        a cache hit); see :meth:`drawn` and :meth:`spare`."""
        self._in_sprite = False
        self._in_paragraph = False
        self._frame_no = 0
        """Frames drawn (siblings are labels drawn from one place in one frame)."""
        self.on_phase: Callable[[], None] | None = None
        self._phase_at = 0.0
        self.slice: Slice | None = None
        """While drawing ahead: the time it may take before it waits for the next slice."""
        self.retarget(target)

    # -- geometry ----------------------------------------------------------------
    def retarget(self, target: pygame.Surface) -> None:
        self.surface = target
        w, h = target.get_size()
        self.target_size = (w, h)
        """The window size the layout (scale, offsets, caches) was made for."""
        self.scale = min(w / LOGICAL_W, h / LOGICAL_H)
        self.ox = (w - LOGICAL_W * self.scale) / 2
        self.oy = (h - LOGICAL_H * self.scale) / 2
        area = max(1.0, w * h / (LOGICAL_W * LOGICAL_H))
        for cache, mb in ((self._text, CACHE_MB["text"]), (self._art, CACHE_MB["art"]),
                          (self._shadow, CACHE_MB["shadow"]), (self._sprites, CACHE_MB["sprites"])):
            cache.clear()
            cache.budget = int(mb * area * 1024 * 1024)
        self._layers.clear()
        self._layers.budget = LAYER_SCREENS * surface_bytes(target)
        self._spares: list[pygame.Surface] = []
        """Window-sized surfaces made ahead for layers (see :meth:`make_spare`)."""
        self._wraps.clear()
        self._background = None

    def cache_bytes(self) -> dict[str, int]:
        """The bytes each surface cache holds now (for benchmarks)."""
        return {"text": self._text.bytes, "art": self._art.bytes, "shadow": self._shadow.bytes,
                "sprites": self._sprites.bytes, "layers": self._layers.bytes}

    def px(self, v: float) -> int:
        return max(0, round(v * self.scale))

    def pt(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.scale), round(self.oy + y * self.scale)

    def rect(self, r: pygame.Rect | Sequence[float]) -> pygame.Rect:
        x, y, w, h = (r.x, r.y, r.w, r.h) if isinstance(r, pygame.Rect) else r
        x0, y0 = self.pt(x, y)
        x1, y1 = self.pt(x + w, y + h)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale

    # -- backgrounds -------------------------------------------------------------
    def table(self) -> None:
        """The felt table surface, rendered once per window size."""
        if self._background is None:
            self.making()
            self._background = self._make_table()
        size = self.surface.get_size()
        if self._background.get_size() == size:
            self.surface.blit(self._background, (0, 0))
        else:  # made at a whole fraction of the window: doubled straight onto it (no 4K picture to keep)
            pygame.transform.scale(self._background, size, self.surface)
        self.phase_done()

    def _make_table(self) -> pygame.Surface:
        w, h = self.surface.get_size()
        # On a window twice 1920x1080 or more (a 4K TV) the felt is made at a whole fraction of
        # the size and scaled up pixel for pixel as it is drawn (:meth:`table`): its bands and
        # threads are whole pixels, so it is the same picture, made in a fraction of the time
        # (50 ms at 3840x2160 otherwise), and no 33 MB picture is kept (a new one costs 20 ms
        # of page faults here). The felt is kept (one, the last made): at 3840x2160 it is the
        # 1920x1080 window's felt, so going full screen on a 4K TV makes none.
        k = max(1, int(self.scale))
        whole = self.rect((0, 0, LOGICAL_W, LOGICAL_H))
        band = pygame.Rect(whole.x // k, whole.y // k, -(-whole.w // k), -(-whole.h // k))
        key = ((-(-w // k), -(-h // k)), tuple(band), max(1, self.px(1) // k), max(2, self.px(6) // k),
               self.surface.get_bitsize(), self.surface.get_masks())
        if not _felt or _felt[0][0] != key:
            _felt[:] = [(key, self._make_felt(key[0], band, key[2], key[3]))]
        return _felt[0][1]

    def _make_felt(self, size: tuple[int, int], band: pygame.Rect, thread: int, spacing: int) -> pygame.Surface:
        bg = pygame.Surface(size, 0, self.surface)  # the screen's format: no converted copy
        bg.fill((4, 14, 16))
        top, bottom = Theme.table_top, Theme.table_bottom
        steps = 48
        for i in range(steps):
            f = i / (steps - 1)
            col = tuple(round(top[k] + (bottom[k] - top[k]) * f) for k in range(3))
            y0 = band.y + band.h * i // steps
            y1 = band.y + band.h * (i + 1) // steps
            bg.fill(col, (band.x, y0, band.w, y1 - y0))
        # a faint woven texture so the felt does not look like flat paint
        line = pygame.Surface((band.w, thread), pygame.SRCALPHA)
        line.fill((255, 255, 255, 6))
        for y in range(0, band.h, spacing):
            bg.blit(line, (band.x, band.y + y))
        bg.blit(pygame.transform.smoothscale(_vignette(), band.size), band.topleft)
        return bg

    def dim(self, alpha: int = 150) -> None:
        """Darken everything drawn so far (for overlays)."""
        self.new_frame()  # what is drawn next lies over all of it
        keep = 255 - alpha  # as black at ``alpha`` over it, with no screen-sized surface to keep
        self.surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)

    # -- shapes -------------------------------------------------------------------
    def box(self, r: pygame.Rect | Sequence[float], color: Color | None, radius: float = 0,
            border: Color | None = None, border_w: float = 3, shadow: bool = False) -> pygame.Rect:
        """A rounded rectangle; ``color`` None draws the border only."""
        self._poll()
        pr = self.rect(r)
        rad = self.px(radius)
        if self.misfits is not None and color is not None:
            self._add_panel(pr)
        if shadow:
            opaque = color is not None and (len(color) == 3 or color[3] == 255)
            self._draw_shadow(pr, rad, hollow=opaque)
        if color is None:
            pass
        elif len(color) == 4 and color[3] < 255 and not self.surface.get_flags() & pygame.SRCALPHA:
            self._tint_box(pr, color, rad)
        elif len(color) == 4 and color[3] < 255:
            key = ("box", pr.size, color, rad)
            surf = self._shadow.fetch(key)
            if surf is None:
                surf = pygame.Surface(pr.size, pygame.SRCALPHA)
                pygame.draw.rect(surf, color, surf.get_rect(), border_radius=rad)
                surf = self._shadow.store(key, surf)
            self.surface.blit(surf, pr.topleft)
        else:
            pygame.draw.rect(self.surface, color, pr, border_radius=rad)
        if border is not None:
            pygame.draw.rect(self.surface, border, pr, width=max(1, self.px(border_w)), border_radius=rad)
        return pr

    def _tint_box(self, pr: pygame.Rect, color: Color, rad: int) -> None:
        """A see-through box on an opaque surface, blended in place: its
        corners cut from a small rounded box, the rest darkened then lit by
        two fills (no box-sized surface made or kept)."""
        alpha = color[3]  # type: ignore[misc]
        rad = min(rad, pr.w // 2, pr.h // 2)
        keep, add = 255 - alpha, tuple(round(v * alpha / 255) for v in color[:3])
        middle = (pr.x + rad, pr.y, pr.w - 2 * rad, pr.h)
        sides = ((pr.x, pr.y + rad, rad, pr.h - 2 * rad), (pr.right - rad, pr.y + rad, rad, pr.h - 2 * rad))
        for r in (middle, *sides):
            self.surface.fill((keep, keep, keep), r, special_flags=pygame.BLEND_RGB_MULT)
            self.surface.fill(add, r, special_flags=pygame.BLEND_RGB_ADD)
        if rad:
            key = ("box", (2 * rad, 2 * rad), color, rad)
            corners = self._shadow.fetch(key)
            if corners is None:
                corners = pygame.Surface((2 * rad, 2 * rad), pygame.SRCALPHA)
                pygame.draw.rect(corners, color, corners.get_rect(), border_radius=rad)
                corners = self._shadow.store(key, corners)
            for cx, cy in ((0, 0), (1, 0), (0, 1), (1, 1)):
                self.surface.blit(corners, (pr.x + cx * (pr.w - rad), pr.y + cy * (pr.h - rad)),
                                  (cx * rad, cy * rad, rad, rad))

    def _draw_shadow(self, pr: pygame.Rect, rad: int, hollow: bool = False) -> None:
        """A soft shadow down and left of the box ``pr``, drawn in pieces cut
        from the shadow of a small box: its rim from the corners and edges, its
        even middle by darkening in place (left out when ``hollow``: an opaque
        box hides it). A large panel's shadow costs a few small blits, not a
        screen-sized blur kept in memory. On a transparent surface (a
        sprite), a box that lets its shadow show has it whole."""
        off = max(2, self.px(8))
        pad = off * 2
        x, y = pr.x - off * 2, pr.y - off
        w, h = pr.w + pad * 2, pr.h + pad * 2
        q = pad * 2 + rad + 2
        """A corner piece's side: past it the shadow's rim is the same all along an edge."""
        see_through = self.surface.get_flags() & pygame.SRCALPHA
        if (not hollow and see_through) or min(w, h) < 4 * q:
            self.surface.blit(self._shadow_surface(pr.size, rad, pad), (x, y))
            return
        if not hollow:
            keep = 255 - Theme.shadow[3]  # type: ignore[misc]
            self.surface.fill((keep, keep, keep), (x + q, y + q, w - 2 * q, h - 2 * q),
                              special_flags=pygame.BLEND_RGB_MULT)
        small = self._shadow_surface((2 * q - pad * 2, 2 * q - pad * 2), rad, pad)
        for cx, cy in ((0, 0), (1, 0), (0, 1), (1, 1)):
            self.surface.blit(small, (x + cx * (w - q), y + cy * (h - q)), (cx * q, cy * q, q, q))
        for side, (length, dest) in (("top", (w - 2 * q, (x + q, y))), ("bottom", (w - 2 * q, (x + q, y + h - q))),
                                     ("left", (h - 2 * q, (x, y + q))), ("right", (h - 2 * q, (x + w - q, y + q)))):
            key = ("shadow-edge", side, length, q, rad, pad)
            edge = self._shadow.fetch(key)
            if edge is None:
                across = side in ("top", "bottom")
                cut = small.subsurface((q, 0 if side == "top" else q, 1, q) if across else
                                       (0 if side == "left" else q, q, q, 1))
                edge = self._shadow.store(key, pygame.transform.scale(cut, (length, q) if across else (q, length)))
            self.surface.blit(edge, dest)

    def _shadow_surface(self, size: tuple[int, int], rad: int, pad: int) -> pygame.Surface:
        """The whole shadow of a box of ``size``: the box shrunk, drawn a
        quarter size and smoothly scaled up (soft edges for little work)."""
        key = ("shadow", size, rad)
        surf = self._shadow.fetch(key)
        if surf is None:
            self.making()
            small = pygame.Surface((max(1, (size[0] + pad * 2) // 4), max(1, (size[1] + pad * 2) // 4)),
                                   pygame.SRCALPHA)
            pygame.draw.rect(small, Theme.shadow, small.get_rect().inflate(-pad // 2, -pad // 2),
                             border_radius=max(0, rad // 4))
            surf = self._shadow.store(key, pygame.transform.smoothscale(small, (size[0] + pad * 2,
                                                                                size[1] + pad * 2)))
        return surf

    def line(self, a: tuple[float, float], b: tuple[float, float], color: Color, width: float = 3) -> None:
        pygame.draw.line(self.surface, color, self.pt(*a), self.pt(*b), max(1, self.px(width)))

    def circle(self, center: tuple[float, float], radius: float, color: Color, width: float = 0) -> None:
        pygame.draw.circle(self.surface, color, self.pt(*center), max(1, self.px(radius)),
                           max(1, self.px(width)) if width else 0)

    def shape(self, shape: str, center: tuple[float, float], radius: float, color: Color,
              outline: Color | None = (20, 20, 24)) -> None:
        cx, cy = self.pt(*center)
        pts = shape_points(shape, cx, cy, radius * self.scale)
        pygame.draw.polygon(self.surface, color, pts)
        if outline is not None:
            pygame.draw.polygon(self.surface, outline, pts, max(1, self.px(3)))

    def seat_badge(self, seat: int, center: tuple[float, float], radius: float) -> None:
        style = seat_style(seat)
        self.shape(style.shape, center, radius, style.color)

    # -- text ------------------------------------------------------------------------
    def text_surface(self, text: str, size: float, color: Color, bold: bool = False,
                     title: bool = False) -> pygame.Surface:
        px = max(1, round(self.grown(size) * self.scale))
        self.min_text_px_used = min(self.min_text_px_used, round(self.grown(size)))
        key = (text, px, color, bold, title)
        surf = self._text.fetch(key)
        if surf is None:
            self.making()
            font = self.fonts.get(px, bold, title)
            surf = self._text.store(key, font.render(text, True, color))
        return surf

    def text(self, text: str, pos: tuple[float, float], size: float = 40, color: Color = Theme.text,
             anchor: str = "topleft", bold: bool = False, title: bool = False,
             max_width: float | None = None) -> pygame.Rect:
        """Draw one line; ``anchor`` is a pygame.Rect attribute name. Returns the
        physical rect. With ``max_width`` the text shrinks (never below the
        readable floor) and then ellipsises to fit."""
        if size < self.text_floor(MIN_TEXT_PX):
            raise ValueError(f"text size {size} is below the readable floor of {MIN_TEXT_PX}px")
        self._poll()
        asked = size
        surf = self.text_surface(text, size, color, bold, title)
        if max_width is not None:
            limit = self.px(max_width)
            floor = self.text_floor(size)
            while surf.get_width() > limit and size > floor:
                size = max(floor, size - 4)
                surf = self.text_surface(text, size, color, bold, title)
            whole = text
            while surf.get_width() > limit and len(text) > 2:
                text = text[:-2].rstrip() + "…"
                surf = self.text_surface(text, size, color, bold, title)
            if text is not whole:
                self.misfit(whole, "cut")
        r = surf.get_rect()
        setattr(r, anchor, self.pt(*pos))
        self.surface.blit(surf, r)
        if self.misfits is not None:
            self._check_fit(text, r)
            self.drawn(whole if max_width is not None else text)
            if not self._in_paragraph:  # a paragraph's lines are one text, not siblings
                kind = (self._frame_no, _site(), asked, bold, title)
                self.looks.sizes.setdefault(kind, {})[whole if max_width is not None else text] = size
        return r

    @contextmanager
    def over(self) -> Iterator[None]:
        """Draw a panel laid over part of the table on purpose for a while (a
        notice over the key hints, a peek over a hand, a banner): what it
        covers is hidden, not cut. Its own text is checked as any other."""
        self._over = True
        try:
            yield
        finally:
            self._over = False

    @contextmanager
    def aside(self) -> Iterator[None]:
        """Draw only to make pictures before they are needed (text, art,
        sprites; in an update, between frames): on a throwaway surface,
        unseen, and out of the fit check's sight. A sprite painted over its
        background (``over``) is not kept: that background is not there."""
        saved = self.surface, self.misfits, self._recording
        self.surface, self.misfits, self._recording = pygame.Surface((8, 8)), None, None
        self._aside = True
        try:
            yield
        finally:
            self.surface, self.misfits, self._recording = saved
            self._aside = False

    @contextmanager
    def passing(self) -> Iterator[None]:
        """Draw what flies across the table (a card, a token): it covers what
        is under it only for a moment, so the text-fit check looks away."""
        saved, self.misfits = self.misfits, None
        try:
            yield
        finally:
            self.misfits = saved

    def drawn(self, text: str) -> None:
        """Note for the fit check that ``text`` was drawn (whole or cut)."""
        if self.misfits is not None:
            self.looks.drawn[text] = None
            if self._recording is not None:
                self._recording.append((True, text))

    def asked(self, text: str) -> None:
        """Note for the fit check that ``text`` was asked for while drawing
        (the translator tells, see :meth:`App.frame`)."""
        if self.misfits is not None and len(text.strip()) > 1:
            self.looks.asked[text] = None

    def spare(self, *texts: str) -> None:
        """``texts`` were asked for only to be measured or weighed against
        another wording (a short form drawn instead): not drawing them is no misfit."""
        if self.misfits is not None:
            for text in texts:
                self.looks.spared[text] = None
                if self._recording is not None:
                    self._recording.append((False, text))

    def look_back(self, at_100: dict[tuple[object, ...], tuple[float, float]] | None = None) -> None:
        """The checks over a whole screen (every frame since the last call):
        a string asked for while drawing and never drawn (not even inside a
        longer line, nor cut); labels drawn from one place at one asked size
        that came out at different sizes (shrunk to fit, unlike their
        siblings); a picture drawn smaller than at 100 % text size
        (``at_100``: what :attr:`Looks.pictures` held at 100 %)."""
        looks, self.looks = self.looks, Looks()
        if self.misfits is None:
            return
        shown = " \n ".join(_plain(t) for t in looks.drawn)
        for text in looks.asked:
            if text not in looks.spared and text not in looks.drawn and not _drawn_in(_plain(text), text, shown):
                self.misfit(text, "asked for, not drawn")
        for sizes in looks.sizes.values():
            if len(set(sizes.values())) > 1:
                top = max(sizes.values())
                for text, size in sizes.items():
                    if size < top:
                        self.misfit(text, f"set smaller than its siblings ({size:g} < {top:g})")
        for key, (w, h) in looks.pictures.items():
            was = (at_100 or {}).get(key)
            if was is not None and (w < was[0] - 1 or h < was[1] - 1):
                self.misfit(str(key[0]), f"picture smaller than at 100 % ({w:.0f}x{h:.0f} < {was[0]:.0f}x{was[1]:.0f})")
        if at_100 is not None and self.ui_scale == 1.0:
            for key, (w, h) in looks.pictures.items():
                old = at_100.get(key, (w, h))
                at_100[key] = (min(old[0], w), min(old[1], h))

    def picture(self, name: object, size: tuple[float, float]) -> None:
        """Note for the fit check a picture (a card, a piece of art) drawn at
        ``size`` logical pixels, by the place in the code that draws it."""
        if self.misfits is not None and not self._in_sprite:  # a sprite counts as one picture
            key = (name, *_site(3))
            old = self.looks.pictures.get(key, size)
            self.looks.pictures[key] = (min(old[0], size[0]), min(old[1], size[1]))

    def misfit(self, text: str, why: str) -> None:
        """Note for the text-fit check that ``text`` could not be shown whole."""
        if self.misfits is not None:
            self.misfits.add((text, why))

    def new_frame(self) -> None:
        """Forget the panels and text of the last frame (the fit check's bookkeeping)."""
        self._panels.clear()
        self._texts.clear()
        self._frame_no += 1

    def line_height(self, size: float) -> float:
        """Logical height of a line of text asked for at ``size`` (what to
        step down by before the next line, at any text size)."""
        return self.grown(size) * 1.22

    def _add_panel(self, panel: pygame.Rect) -> None:
        """A panel (a box or a sprite) now lies over the text drawn before it:
        text it partly covers is a misfit; text it covers whole is hidden (a
        peek over a zone), and no later panel can cut it any more."""
        hidden = [t for t in self._texts if panel.contains(t[0]) or self._over and panel.colliderect(t[0])]
        for r, _on, text in self._texts:
            if panel.colliderect(r) and not panel.collidepoint(r.center) and self._overlap(r, panel.clip(r)) \
                    and not self._over:
                self.misfit(text, "under a panel")
        if hidden:
            self._texts = [t for t in self._texts if t not in hidden]
        self._panels.append(panel)

    def _overlap(self, r: pygame.Rect, both: pygame.Rect) -> bool:
        """Whether ``both`` (the part of a line ``r`` that something covers) is
        more than a sliver: glyphs' empty margins may touch neighbours."""
        return both.w > max(2, self.px(3)) and both.h > 0.2 * r.h

    def _check_fit(self, text: str, r: pygame.Rect) -> None:
        slack = max(2, self.px(3))
        if not self.surface.get_rect().inflate(slack, slack).contains(r):
            self.misfit(text, "off the screen")
        on = -1
        for i in range(len(self._panels) - 1, -1, -1):  # the latest panel under the text is the one it is on
            panel = self._panels[i]
            if panel.collidepoint(r.center):
                if not panel.inflate(slack, slack).contains(r):
                    self.misfit(text, "past its panel")
                on = i
                break
            if self._overlap(r, panel.clip(r)):
                self.misfit(text, "over the edge of a panel")
        for other, other_on, other_text in self._texts:
            if other_on == on and other_text != text and self._overlap(min(r, other, key=lambda q: q.h),
                                                                       r.clip(other)):
                self.misfit(text, f"over {other_text!r}")
        self._texts.append((r, on, text))

    def text_width(self, text: str, size: float, bold: bool = False) -> float:
        """Logical width of a line, measured without rendering it (and
        remembered: a frame measures the same labels again and again to fit
        them, sibling by sibling and size by size)."""
        px = max(1, round(self.grown(size) * self.scale))
        key = (text, px, bold)
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) >= WIDTHS_KEPT:
                self._widths.clear()
            width = self._widths[key] = self.fonts.get(px, bold).size(text)[0]
        return width / self.scale

    def wrap(self, text: str, size: float, width: float, bold: bool = False) -> list[str]:
        """Split ``text`` into lines that fit ``width`` logical pixels (cached)."""
        key = (text, size, width, bold, self.ui_scale)
        cached = self._wraps.get(key)
        if cached is not None:
            return cached
        lines = self._wrap(text, size, width, bold)
        self._wraps[key] = lines
        if len(self._wraps) > 300:
            self._wraps.popitem(last=False)
        return lines

    def _wrap(self, text: str, size: float, width: float, bold: bool) -> list[str]:
        lines: list[str] = []
        for n, para in enumerate(text.split("\n")):
            if n:
                lines.append("")  # a paragraph break: drawn as a small gap
            cur = ""
            words: list[str] = []
            for word in para.split(" "):  # French "3 !", "Prêt ?": the mark stays with its word
                if words and word in ("!", "?", ":", ";", "»"):
                    words[-1] += " " + word
                else:
                    words.append(word)
            for word in words:
                trial = f"{cur} {word}" if cur else word
                if cur and self.text_width(trial, size, bold) > width:
                    lines.append(cur)
                    cur = word
                else:
                    cur = trial
            lines.append(cur)
        return lines

    def paragraph(self, text: str, rect: Sequence[float], size: float = 36, color: Color = Theme.text,
                  line_gap: float = 1.3, first_line: int = 0, scrolls: bool = False, align: str = "left",
                  bold: bool = False) -> int:
        """Draw wrapped text inside ``rect`` from line ``first_line``; returns the
        line count. Text that does not fit is set smaller (down to the readable
        floor) unless the caller ``scrolls`` to the rest; what still does not fit
        ends in "…" on the last visible line. ``align`` "center" centres each line."""
        x, y, w, h = rect
        self.drawn(text)
        if not scrolls:
            size = self.fitting_size(text, size, w, h, line_gap, bold)
        lines = self.wrap(text, size, w, bold)
        step = self.grown(size) * line_gap
        shown = lines[first_line:]
        self._in_paragraph = True
        try:
            self._paragraph_lines(text, shown, x, y, w, h, step, size, color, scrolls, align, bold)
        finally:
            self._in_paragraph = False
        return len(lines)

    def _paragraph_lines(self, text: str, shown: list[str], x: float, y: float, w: float, h: float, step: float,
                         size: float, color: Color, scrolls: bool, align: str, bold: bool) -> None:
        yy = y
        for i, line in enumerate(shown):
            height = step * 0.45 if line == "" else step
            if yy + height > y + h + 1:
                if not scrolls and any(shown[i:]):  # no room for even this line
                    self.misfit(text, "cut")
                break
            last = yy + height + step > y + h + 1 and any(rest for rest in shown[i + 1:])
            if last and not scrolls:
                self.misfit(text, "cut")
            if line:
                if align == "center":
                    self.text(line + (" …" if last else ""), (x + w / 2, yy), size, color, "midtop", bold=bold,
                              max_width=w)
                else:
                    self.text(line + (" …" if last else ""), (x, yy), size, color, bold=bold, max_width=w)
            yy += height

    def paragraph_height(self, text: str, size: float, width: float, line_gap: float = 1.3,
                         bold: bool = False) -> float:
        """How tall :meth:`paragraph` draws ``text`` at ``size`` in ``width``."""
        step = self.grown(size) * line_gap
        return sum(step * 0.45 if line == "" else step for line in self.wrap(text, size, width, bold))

    def fitting_size(self, text: str, size: float, width: float, height: float, line_gap: float = 1.3,
                     bold: bool = False) -> float:
        """The largest size up to ``size`` (not below the readable floor) at
        which ``text`` wraps into ``width`` x ``height``."""
        floor = self.text_floor(size)
        while size > floor and self.paragraph_height(text, size, width, line_gap, bold) > height + 1:
            size = max(floor, size - 2)
        return size

    def common_size(self, texts: Sequence[tuple[str, float]], size: float, bold: bool = False) -> float:
        """One size for labels of one kind (seat names, key hints, a menu's
        labels): the largest up to ``size`` at which each (text, width) fits
        its width, not below the readable floor; siblings at one size read as one kind."""
        floor = self.text_floor(size)
        while size > floor and any(self.text_width(text, size, bold) > width for text, width in texts):
            size = max(floor, size - 1)
        return size

    def size_for_height(self, size: float, height: float) -> float:
        """The largest size up to ``size`` whose line is at most ``height``
        tall (not below the readable floor): a figure on a small token."""
        floor = self.text_floor(size)
        while self.line_height(size) > height and size > floor:
            size = max(floor, size - 1)
        return size

    def grown(self, size: float) -> float:
        """The logical size of text asked for at ``size`` under the text-size
        setting: body text (40 px and less) grows by the whole setting, display
        text (72 px and more, readable from the sofa already) stays as it is,
        and sizes between grow in proportion. Smaller settings shrink all."""
        if self.ui_scale <= 1.0:
            return size * self.ui_scale
        share = min(1.0, max(0.0, (72.0 - size) / 32.0))
        return size * (1.0 + (self.ui_scale - 1.0) * share)

    def text_floor(self, size: float) -> float:
        """How small text asked for at ``size`` may shrink to fit: never below
        the readable floor as drawn (a larger text size may give back its
        extra to fit, not more)."""
        return min(size, MIN_TEXT_PX / max(1.0, self.ui_scale))

    # -- sprites ---------------------------------------------------------------------
    def sprite(self, key: object, size: tuple[float, float], paint: Callable[[Canvas], None],
               margin: float = 0, over: tuple[float, float] | None = None,
               picture: bool = True) -> tuple[pygame.Surface, float]:
        """Paint once into a cached surface: ``paint`` draws in logical
        coordinates with (0, 0) at the sprite's top-left. Returns the surface
        and its margin (logical) around the painted area.

        Transparent by default. With ``over`` (the logical position it will be
        blitted at, on a background that does not change there, such as a
        table layer), it starts as an opaque copy of that background instead:
        an opaque blit costs a fraction of a blended one. ``picture`` False: a
        panel of text (its text is checked on its own), not a picture the fit
        check holds to its 100 % size."""
        m = self.px(margin)
        pw, ph = self.px(size[0]) + 2 * m, self.px(size[1]) + 2 * m
        k = (key, pw, ph, self.ui_scale, over)
        surf = self._sprites.fetch(k)
        if self.misfits is not None:
            if picture:
                self.picture(key[0] if isinstance(key, tuple) and key else key, size)
            if surf is not None:
                self._replay(k)
        if surf is None:
            if over is None:
                surf = pygame.Surface((max(1, pw), max(1, ph)), pygame.SRCALPHA)
            else:
                # made in the screen's format, not converted into it: one new surface, not two
                surf = pygame.Surface((max(1, pw), max(1, ph)), 0, self.surface)
                x, y = self.pt(over[0] - margin, over[1] - margin)
                surf.blit(self.surface, (0, 0), pygame.Rect(x, y, pw, ph))
            sub = Canvas.__new__(Canvas)
            sub.__dict__.update(self.__dict__)
            sub.surface, sub.ox, sub.oy = surf, float(m), float(m)
            sub._panels, sub._texts = [], []
            sub._recording = [] if self.misfits is not None else None
            sub._in_sprite = True
            paint(sub)
            self.making()  # after its own pictures (each kept as made): a slice always gets past it
            self.min_text_px_used = min(self.min_text_px_used, sub.min_text_px_used)
            if sub._recording is not None:
                self._sprite_texts[k] = sub._recording
                self._replay(k)
            if not (over is not None and self._aside):
                surf = self._sprites.store(k, surf)
        return surf, margin

    def blit_sprite(self, sprite: tuple[pygame.Surface, float], pos: tuple[float, float]) -> pygame.Rect:
        self._poll()
        surf, margin = sprite
        x, y = self.pt(pos[0] - margin, pos[1] - margin)
        if self.misfits is not None:  # what it paints (not its transparent margins) covers what is under it
            painted = self._painted.get(surf)
            if painted is None:
                m = self.px(margin)
                painted = surf.get_bounding_rect(min_alpha=200).clip(m, m, surf.get_width() - 2 * m,
                                                                      surf.get_height() - 2 * m)
                self._painted[surf] = painted
            self._add_panel(painted.move(x, y))
        return self.surface.blit(surf, (x, y))

    def cached(self, key: object, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A surface made by ``make`` once, kept with the sprites (``key``
        must name everything it depends on, its physical size included)."""
        surf = self._sprites.fetch(("made", key))
        if surf is None:
            self.making()
            surf = self._sprites.store(("made", key), make())
        return surf

    def layer(self, key: object, paint: Callable[[Canvas], None]) -> None:
        """Draw a full-screen picture that rarely changes (a table with its
        board) once, then blit it: one copy per frame instead of many draws."""
        if self.kept_layer(key):
            return
        k = ("layer", key, self.surface.get_size(), self.ui_scale)
        outer, self._recording = self._recording, [] if self.misfits is not None else None
        try:
            paint(self)
            self.making()  # after its own pictures, as a sprite
            if self._recording is not None:
                self._sprite_texts[k] = self._recording
        finally:
            self._recording = outer
        self._layers.store(k, self.copy_screen(self._layers.reclaim(surface_bytes(self.surface))))
        self.phase_done()

    def keeps_layer(self, key: object) -> bool:
        """Whether ``key``'s :meth:`layer` is kept (nothing drawn)."""
        return ("layer", key, self.surface.get_size(), self.ui_scale) in self._layers

    def kept_layer(self, key: object) -> bool:
        """Blit ``key``'s :meth:`layer` if it is kept (False: it is not)."""
        k = ("layer", key, self.surface.get_size(), self.ui_scale)
        surf = self._layers.fetch(k)
        if surf is None:
            return False
        self.surface.blit(surf, (0, 0))
        self._replay(k)
        self.phase_done()
        return True

    def _replay(self, key: object) -> None:
        """What a cached sprite or layer drew and spared, told again to the fit check."""
        for drawn, text in self._sprite_texts.get(key, ()):
            if drawn:
                self.drawn(text)
            else:
                self.spare(text)

    def making(self) -> None:
        """A picture is about to be made (text rendered, art rasterised) or
        kept (a sprite or layer, once the pictures in it are made): in a slice
        of drawing ahead or of a new screen, past its time, this ends the slice
        (:class:`Later`). Each slice keeps at least its first picture, so the
        next one starts further on."""
        if self.slice is not None:
            self.slice.spend()

    def phase_done(self) -> None:
        """A big part of the frame is drawn: the app reads input here too, so
        input timestamps stay fine-grained while a frame is being drawn."""
        if self.on_phase is not None:
            self._phase_at = time.perf_counter()
            self.on_phase()

    def _poll(self) -> None:
        """Called by the drawing calls: at least every half millisecond of
        drawing, hand over to the input reader."""
        if self.on_phase is not None and time.perf_counter() - self._phase_at > 0.0005:
            self.phase_done()

    def copy_screen(self, into: pygame.Surface | None = None) -> pygame.Surface:
        """A copy of what has been drawn so far, made in the pixels of ``into``
        (a dropped layer) when it has the screen's size and format, else in a
        spare one (:meth:`make_spare`) if there is one."""
        if into is None or not self._fits(into):
            if not self._spares:
                return self.surface.copy()
            into = self._spares.pop()
        into.blit(self.surface, (0, 0))
        return into

    def _fits(self, surf: pygame.Surface) -> bool:
        return surf.get_size() == self.surface.get_size() and surf.get_masks() == self.surface.get_masks() and \
            surf.get_bitsize() == self.surface.get_bitsize()

    def screen_sized(self) -> pygame.Surface:
        """A surface of the window's size and format to draw on (a spare one if there is)."""
        return self._spares.pop() if self._spares else pygame.Surface(self.target_size, 0, self.surface)

    def give_back(self, surf: pygame.Surface) -> None:
        """``surf`` (from :meth:`screen_sized`) is no longer needed: kept as a spare if there is room."""
        if self._fits(surf) and self._layers.bytes + (len(self._spares) + 1) * surface_bytes(surf) <= \
                self._layers.budget:
            self._spares.append(surf)

    def make_spare(self) -> bool:
        """In idle time: make one more window-sized surface for the layers to
        come, while the layers and the spares hold fewer than
        :data:`LAYER_SCREENS` screens (so no more memory than the layers may
        take anyway). A new 3840x2160 surface costs about 20 ms of page faults
        here whatever it holds: a frame that keeps a layer then copies into a
        spare instead. False: there is room for none."""
        size = surface_bytes(self.surface)
        if self._layers.bytes + (len(self._spares) + 1) * size > self._layers.budget:
            return False
        self._spares.append(pygame.Surface(self.target_size, 0, self.surface))
        return True

    # -- art -------------------------------------------------------------------------
    def art(self, name: str, r: Sequence[float], tint: Color | None = None, moving: bool = False) -> pygame.Rect:
        """Draw an SVG from ``assets/svg`` fitted in the logical rect ``r``.
        ``moving``: the size changes every frame (an animation), so it is
        rounded to 8 px steps and only a few sizes are ever rasterised."""
        self._poll()
        pr = self.rect(r)
        if not moving:
            self.picture(name, (r[2], r[3]))
        if moving:
            surf = self.moving_art(name, (max(8, round(pr.w / 8) * 8), max(8, round(pr.h / 8) * 8)), tint)
        else:
            surf = self.art_surface(name, pr.size, tint)
        dst = surf.get_rect(center=pr.center)
        self.surface.blit(surf, dst)
        return dst

    def moving_art(self, name: str, size: tuple[int, int], tint: Color | None = None) -> pygame.Surface:
        """Art whose size changes every frame (a flight): scaled down from one
        rasterisation of it (made half as large again as asked, so a growing
        flight rasterises rarely) rather than rasterised at every size, which
        cost a few milliseconds a frame while it flew."""
        key = (name, size, tint)
        surf = self._art.fetch(key)
        if surf is not None:
            return surf
        master = self._art.fetch(("moving", name, tint))
        if master is not None:
            mw, mh = master.get_size()
            ratio = min(size[0] / mw, size[1] / mh)  # fitted as load_svg fits it
            if ratio <= 1.0:
                fitted = (max(1, round(mw * ratio)), max(1, round(mh * ratio)))
                return self._art.store(key, pygame.transform.smoothscale(master, fitted))
        self.making()
        master = self._art.store(("moving", name, tint), load_svg(name, (size[0] * 3 // 2, size[1] * 3 // 2), tint))
        return self.moving_art(name, size, tint)

    def art_surface(self, name: str, size: tuple[int, int], tint: Color | None = None) -> pygame.Surface:
        key = (name, size, tint)
        surf = self._art.fetch(key)
        if surf is None:
            self.making()
            surf = self._art.store(key, load_svg(name, size, tint))
        return surf


@dataclass
class Looks:
    """What the fit check gathers over a screen (see :meth:`Canvas.look_back`)."""

    asked: dict[str, None] = field(default_factory=dict)
    drawn: dict[str, None] = field(default_factory=dict)
    spared: dict[str, None] = field(default_factory=dict)
    sizes: dict[tuple[object, ...], dict[str, float]] = field(default_factory=dict)
    """(frame, where drawn from, asked size, bold, title) -> each text's size as drawn."""
    pictures: dict[tuple[object, ...], tuple[float, float]] = field(default_factory=dict)
    """(picture, where drawn from) -> its smallest logical size."""


_HERE = (__file__,)


def _site(depth: int = 2) -> tuple[tuple[str, int], ...]:
    """The places in the code (file, line) that asked for a drawing: the
    first ``depth`` callers outside this module."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename in _HERE:
        frame = frame.f_back  # type: ignore[assignment]
    out: list[tuple[str, int]] = []
    while frame is not None and len(out) < depth:
        out.append((frame.f_code.co_filename, frame.f_lineno))
        frame = frame.f_back  # type: ignore[assignment]
    return tuple(out)


def _plain(text: str) -> str:
    return " ".join(text.replace("…", " ").split()).casefold()


def _drawn_in(text: str, raw: str, shown: str) -> bool:
    """Whether ``text`` (``raw`` made plain) shows in what was drawn: inside
    one line, across lines drawn one after another (wrapped by hand), or each
    of its lines somewhere."""
    if not text or text in shown or text in shown.replace(" \n ", " "):
        return True
    lines = [line for line in raw.split("\n") if line.strip()]
    return len(lines) > 1 and all(_drawn_in(_plain(line), line, shown) for line in lines)


_vignette_small: list[pygame.Surface] = []
_felt: list[tuple[object, pygame.Surface]] = []
"""The last felt made (see :meth:`Canvas._make_table`), with what it was made for: one picture."""


def _vignette() -> pygame.Surface:
    """A soft vignette, computed small once and smoothly scaled to the window."""
    if not _vignette_small:
        small = pygame.Surface((64, 36), pygame.SRCALPHA)
        for y in range(36):
            for x in range(64):
                d = math.hypot((x - 31.5) / 32, (y - 17.5) / 18)
                small.set_at((x, y), (0, 0, 0, round(min(1.0, max(0.0, d - 0.55) / 0.6) ** 1.5 * 150)))
        _vignette_small.append(small)
    return _vignette_small[0]


_missing_art: set[str] = set()


def load_svg(name: str, size: tuple[int, int], tint: Color | None = None) -> pygame.Surface:
    """Rasterise ``assets/svg/NAME.svg`` to fit ``size``; a missing or broken
    file gives a visible placeholder instead of a crash."""
    path = paths.assets_dir() / "svg" / f"{name}.svg"
    w, h = max(1, size[0]), max(1, size[1])
    try:
        surf = pygame.image.load_sized_svg(str(path), (w, h)).convert_alpha()
    except (pygame.error, FileNotFoundError, OSError):
        _missing_art.add(name)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 0, 255, 160), surf.get_rect(), max(1, w // 16), border_radius=w // 8)
    if tint is not None:
        tinted = surf.copy()
        tinted.fill(tint[:3] + (255,), special_flags=pygame.BLEND_RGBA_MULT)
        surf = tinted
    return surf
