"""Menu widgets shared by every scene: a vertical list of items any seat can
drive (up/down to move, act to choose, left/right to change a value), with
mouse support."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.gfx import LOGICAL_W, Canvas, Theme
from game.client.input import Intent
from game.client.scene import Scene, preview


@dataclass
class Item:
    label: Callable[[], str]
    action: Callable[[], None] | None = None
    value: Callable[[], str] | None = None
    change: Callable[[int], None] | None = None
    enabled: Callable[[], bool] = lambda: True
    id: str = ""


class MenuList:
    def __init__(self, items: list[Item], x: float, y: float, w: float, item_h: float = 84,
                 gap: float = 14, size: float = 40, on_move: Callable[[], None] | None = None,
                 max_h: float | None = None) -> None:
        self.items = items
        self.x, self.y, self.w = x, y, w
        self.item_h, self.gap, self.size = item_h, gap, size
        self.base_h, self.max_h = item_h, max_h
        self.focus = 0
        self.top = 0
        """First visible item when the list is taller than ``max_h``."""
        self.visible = len(items)
        self.on_move = on_move
        self._skip_disabled(1)
        self._fit(item_h)

    def _fit(self, item_h: float) -> None:
        """Rows ``item_h`` tall; as many shown as ``max_h`` holds (the rest scroll)."""
        self.item_h = item_h
        if self.max_h is not None:
            self.visible = max(1, int((self.max_h + self.gap) // (item_h + self.gap)))

    def rect(self, i: int) -> tuple[float, float, float, float]:
        return self.x, self.y + (i - self.top) * (self.item_h + self.gap), self.w, self.item_h

    def _scroll(self) -> None:
        if self.focus < self.top:
            self.top = self.focus
        elif self.focus >= self.top + self.visible:
            self.top = self.focus - self.visible + 1
        self.top = max(0, min(self.top, len(self.items) - self.visible))

    def shown(self) -> range:
        self._scroll()
        return range(self.top, min(len(self.items), self.top + self.visible))

    @property
    def height(self) -> float:
        return len(self.items) * (self.item_h + self.gap) - self.gap

    def focused(self) -> Item | None:
        return self.items[self.focus] if 0 <= self.focus < len(self.items) else None

    def focus_id(self, item_id: str) -> None:
        for i, item in enumerate(self.items):
            if item.id == item_id:
                self.focus = i

    def _skip_disabled(self, step: int) -> None:
        n = len(self.items)
        for _ in range(n):
            if self.items and self.items[self.focus % n].enabled():
                break
            self.focus = (self.focus + step) % n

    def move(self, step: int) -> None:
        if not self.items:
            return
        n = len(self.items)
        self.focus = (self.focus + step) % n
        self._skip_disabled(step)
        if self.on_move:
            self.on_move()

    def handle(self, intent: Intent) -> bool:
        if not self.items:
            return False
        if intent.verb == "up":
            self.move(-1)
            return True
        if intent.verb == "down":
            self.move(1)
            return True
        item = self.focused()
        if item is None:
            return False
        if intent.verb in ("left", "right") and item.change and item.enabled():
            item.change(-1 if intent.verb == "left" else 1)
            return True
        if intent.verb == "act" and not intent.repeat and item.enabled():
            if item.action:
                item.action()
                return True
            if item.change:
                item.change(1)
                return True
        if intent.verb in ("click", "point") and intent.pos is not None:
            px, py = intent.pos
            for i in self.shown():
                it = self.items[i]
                x, y, w, h = self.rect(i)
                if x <= px <= x + w and y <= py <= y + h and it.enabled():
                    self.focus = i
                    if intent.verb == "click":
                        if it.change and px > x + w * 0.55:
                            it.change(1 if px > x + w - 90 else -1)
                        elif it.action:
                            it.action()
                        elif it.change:
                            it.change(1)
                    return True
        return False

    def draw(self, canvas: Canvas) -> None:
        self._fit(max(self.base_h, canvas.line_height(self.size) + 12))  # rows grow with the text size
        shown = self.shown()
        # every button's label at one size, every option's label at one size, every value at one
        # size: the largest the longest allows (an option's long label beside its value leaves
        # the buttons their size: "Start the game" at 140 % no longer shrinks with "The bird blocks paths")
        w = self.w
        buttons = [(item.label(), w - 60) for item in self.items if item.value is None]
        options = [(item.label(), w * 0.55 - 40) for item in self.items if item.value is not None]
        values = [(item.value(), self._value_room(canvas, w, item.change is not None)) for item in self.items
                  if item.value is not None]
        sizes = (canvas.common_size(options, self.size, True), canvas.common_size(values, self.size, True),
                 canvas.common_size(buttons, self.size, True))
        for i, item in enumerate(self.items):
            if i not in shown:  # scrolled out of sight (the arrows say more is there): weighed, not drawn
                canvas.spare(item.label(), *((item.value(),) if item.value is not None else ()))
        if shown.start > 0:
            canvas.shape("triangle", (self.x + self.w / 2, self.y - 22), 12, Theme.text_soft, None)
        if shown.stop < len(self.items):
            x, y, w, h = self.rect(shown.stop - 1)
            canvas.shape("triangle_down", (x + w / 2, y + h + 22), 12, Theme.text_soft, None)
        for i in shown:
            item = self.items[i]
            x, y, w, h = self.rect(i)
            focused = i == self.focus
            enabled = item.enabled()
            label = item.label()
            value = item.value() if item.value is not None else None
            arrows = item.change is not None and enabled
            key = ("menu-item", label, value, focused, enabled, arrows, w, h, sizes)
            paint = functools.partial(self._paint, w=w, h=h, label=label, value=value, focused=focused,
                                      enabled=enabled, arrows=arrows, sizes=sizes)
            canvas.blit_sprite(canvas.sprite(key, (w, h), paint, margin=24), (x, y))
            if focused:
                canvas.shape("pointer", (x - 30, y + h / 2), 16, Theme.focus, None)

    @staticmethod
    def _value_room(canvas: Canvas, w: float, arrows: bool) -> float:
        """How wide a value may be (between its arrows when it has them)."""
        arrow_w = canvas.text_width("▶", 32) + 14 if arrows else 0.0
        return (w - 24 - 2 * arrow_w if arrows else w - 32) - w * 0.58

    def _paint(self, canvas: Canvas, w: float, h: float, label: str, value: str | None, focused: bool,
               enabled: bool, arrows: bool, sizes: tuple[float, float, float]) -> None:
        fill = Theme.card if focused else (24, 62, 66)
        ink = Theme.ink if focused else (Theme.text if enabled else (110, 130, 130))
        canvas.box((0, 0, w, h), fill, 20, Theme.focus if focused else Theme.panel_edge, 5 if focused else 2,
                   shadow=focused)
        if value is not None:
            canvas.text(label, (32, h / 2), sizes[0], ink, "midleft", bold=focused, max_width=w * 0.55 - 40)
            arrow_w = canvas.text_width("▶", 32) + 14 if arrows else 0.0  # the value keeps clear of its arrows
            vx = w - 24 - arrow_w if arrows else w - 32
            canvas.text(value, (vx, h / 2), sizes[1], ink, "midright", bold=True,
                        max_width=self._value_room(canvas, w, arrows))
            if arrows:
                canvas.text("◀", (w * 0.58, h / 2), 32, ink, "midleft")
                canvas.text("▶", (w - 24, h / 2), 32, ink, "midright")
        else:
            canvas.text(label, (w / 2, h / 2), sizes[2], ink, "center", bold=focused, max_width=w - 60)


def focused_opens(menu: MenuList, opens: dict[str, Callable[[], Scene]]) -> list[tuple[object, Any]]:
    """For :meth:`Scene.ahead`: the screen the focused item opens, drawn
    while nobody touches anything (again each time the cursor rests on
    another item), so the frame that opens it finds its text and pictures made."""
    focused = menu.focused()
    make = opens.get(focused.id) if focused is not None else None
    return [preview(("opens", focused.id), make)] if focused is not None and make is not None else []


class MenuScene(Scene):
    """A full-screen scene driven by one shared menu: back or Esc leaves it."""

    menu: MenuList

    def back(self) -> None:
        self.app.sound("ui_back")
        self.app.stack.pop()

    def opens(self) -> dict[str, Callable[[], Scene]]:
        """The screens this menu's items open, by item id: each made (not
        pushed) only to be drawn ahead (see :meth:`ahead`)."""
        return {}

    def ahead(self) -> list[tuple[object, Any]]:
        return focused_opens(self.menu, self.opens())

    def handle(self, intent: Intent) -> bool:
        if self.menu.handle(intent):
            return True
        if intent.verb in ("back", "pause") and not intent.repeat:
            self.back()
        return True


def keycap_height(canvas: Canvas, size: float = 34) -> float:
    """How tall :func:`keycap` draws a key at ``size`` (taller at larger text sizes)."""
    return max(size + 28, canvas.line_height(size) + 12)


def keycap_width(canvas: Canvas, label: str, size: float = 34, min_w: float = 64) -> float:
    """How wide :func:`keycap` draws the key ``label``."""
    return max(min_w, canvas.text_width(label, size, bold=True) + 30)


def keycap(canvas: Canvas, label: str, center: tuple[float, float], lit: bool = False,
           size: float = 34, min_w: float = 64, anchor: str = "center") -> pygame.Rect:
    """A key drawn as a keycap with its local name; ``lit`` when held. With
    ``anchor`` "midleft", ``center`` is the middle of its left edge."""
    w = keycap_width(canvas, label, size, min_w)
    h = keycap_height(canvas, size)
    if anchor == "midleft":
        center = (center[0] + w / 2, center[1])

    def paint(c: Canvas) -> None:
        c.box((0, 6, w, h), (20, 20, 24), 12)
        c.box((0, 0, w, h), Theme.gold if lit else Theme.card, 12, (60, 60, 60), 2)
        c.text(label, (w / 2, h / 2), size, Theme.ink, "center", bold=True)

    sprite = canvas.sprite(("keycap", label, lit, size, w), (w, h + 6), paint)
    canvas.blit_sprite(sprite, (center[0] - w / 2, center[1] - h / 2))
    return canvas.rect((center[0] - w / 2, center[1] - h / 2, w, h))


def title_bar(canvas: Canvas, title: str, subtitle: str = "") -> float:
    """A screen's title and subtitle at the top left; returns where they end
    (lower at larger text sizes)."""
    canvas.text(title, (96, 70), 76, Theme.text, "topleft", title=True)
    if not subtitle:
        return 70 + canvas.line_height(76)
    canvas.text(subtitle, (100, 166), 36, Theme.text_soft, "topleft", max_width=LOGICAL_W - 200)
    return below_title(canvas)


def below_title(canvas: Canvas) -> float:
    """Where a :func:`title_bar` with a subtitle ends at the current text size."""
    return 166 + canvas.line_height(36)
