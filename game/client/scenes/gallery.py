"""The card gallery: every card, fighter, judge, disc and board of every game,
drawn by the painters the tables use, straight from the YAML under ``data/``.

The bar at the top holds the games, the kinds of the chosen game and a search
field; the grid below shows the matching cards; the panel on the right shows
the focused card large, its data in words and the line of the file that
defines it. Keys (any seat's, or a pad): arrows move (up from the first row
reaches the bar), act chooses in the bar, special jumps to the next game,
back leaves. On the search field, act starts typing: every key then types,
Enter or Esc ends.

The gallery follows the files: when the app reloads a data file the cards
are asked for again and redrawn; a file with errors shows them (file, line,
column and field) in place of its cards, everything else stays, and fixing
the file brings the cards back. The app's own error screen waits meanwhile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.client.gallery import GalleryCard, kinds, provider, thumbnail
from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Theme
from game.client.input import Intent
from game.client.scene import Scene
from game.engine import registry
from game.engine.contract import Game

BAR_Y = 178.0
BAR_H = 64.0
GRID = (60.0, 268.0, 1190.0, LOGICAL_H - 268.0 - 40.0)
PANEL = (1280.0, 268.0, LOGICAL_W - 1280.0 - 40.0, LOGICAL_H - 268.0 - 40.0)
CELL_H = 236.0
"""Height of a grid row of upright cards (tall panels get more; wide pieces go two to a row)."""
GAP = 18.0
SEARCH_MAX = 30


@dataclass
class Shelf:
    """One game's cards as last read, or why they could not be."""

    cards: list[GalleryCard]
    errors: list[str]
    model: object
    """The data model they were made from: another one means the file changed."""


class GalleryScene(Scene):
    shows_content_errors = True
    """The app leaves content errors to this scene while it is on top."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.games: list[Game[Any, Any]] = [g for g in registry.all_games() if provider(g) is not None]
        self.game = 0
        self.kind = ""
        """The kind shown ("" for all)."""
        self.query = ""
        self.searching = False
        self.cursor = 0
        self.bar: int | None = None
        """Focused bar item, or None when the grid has the focus."""
        self.scroll = 0.0
        self.shelves: dict[str, Shelf] = {}
        self.language = ""

    # -- data -------------------------------------------------------------------------------
    def shelf(self, game: Game[Any, Any]) -> Shelf:
        """``game``'s cards, made again when its file or the language changed."""
        store = self.app.ensure_content()
        name = game.content_file or ""
        model = store.get(name) if store is not None else None
        errors = [str(e) for e in store.file_errors(name)] if store is not None else []
        old = self.shelves.get(game.id)
        if old is not None and old.model is model and errors == old.errors:
            return old
        cards: list[GalleryCard] = []
        if not errors and model is not None:
            make = provider(game)
            assert make is not None
            try:
                cards = make(store.json(name), self.app.tr)
            except Exception as exc:  # noqa: BLE001 - a provider's bug shows in place, the gallery stays
                errors = [f"{name}: cannot draw its cards: {type(exc).__name__}: {exc}"]
        elif not errors:
            errors = [f"{name}: not loaded"]
        shelf = Shelf(cards, errors, model)
        self.shelves[game.id] = shelf
        return shelf

    def current(self) -> Game[Any, Any]:
        return self.games[self.game]

    def shown(self) -> list[GalleryCard]:
        if not self.games:
            return []
        cards = self.shelf(self.current()).cards
        return [c for c in cards
                if (not self.kind or c.kind == self.kind) and (not self.query or c.matches(self.query))]

    def bar_items(self) -> list[tuple[str, str]]:
        """(what, value): the games, then "all" and the kinds, then the search field."""
        items = [("game", g.id) for g in self.games]
        if not self.games:
            return items
        items.append(("kind", ""))
        items += [("kind", k) for k in kinds(self.shelf(self.current()).cards)]
        items.append(("search", ""))
        return items

    def source(self, card: GalleryCard) -> str:
        game = self.current()
        store = self.app.ensure_content()
        line = store.where(game.content_file, card.loc) if store is not None else None
        return f"data/{game.content_file}" + (f":{line}" if line else "")

    # -- layout -------------------------------------------------------------------------------
    def layout(self, cards: list[GalleryCard]) -> list[tuple[float, float, float, float]]:
        """Each card's tile in grid coordinates (y from the top of the grid, unscrolled)."""
        gx, _, gw, _ = GRID
        rects = []
        x = y = 0.0
        row_h = 0.0
        for card in cards:
            nw, nh = card.size
            if nw > nh * 2:  # a wide piece (a fighter's row): two to a row
                w = min(nw, (gw - GAP) / 2)
                h = w * nh / nw
            else:
                h = CELL_H if nh <= 400 else CELL_H * 1.6
                w = h * nw / nh
            if x > 0 and x + w > gw:
                x, y, row_h = 0.0, y + row_h + GAP, 0.0
            rects.append((gx + x, y, w, h))
            x += w + GAP
            row_h = max(row_h, h)
        return rects

    def keep_in_view(self, rects: list[tuple[float, float, float, float]]) -> None:
        if not rects:
            self.scroll = 0.0
            return
        _, _, _, gh = GRID
        _, y, _, h = rects[min(self.cursor, len(rects) - 1)]
        if y < self.scroll:
            self.scroll = y
        elif y + h > self.scroll + gh:
            self.scroll = y + h - gh

    # -- input -------------------------------------------------------------------------------
    @property
    def wants_raw_keys(self) -> bool:
        return self.searching

    def typed(self, text: str, t: float) -> None:
        if not self.searching:
            return
        clean = "".join(ch for ch in text if ch.isprintable())
        self.query = (self.query + clean)[:SEARCH_MAX]
        self.cursor = 0
        self.app.invalidate()

    def raw_key(self, scancode: int, t: float) -> None:
        from game.content.scancodes import SCANCODES

        if scancode in (SCANCODES["BACKSPACE"], SCANCODES["KP_BACKSPACE"]):
            self.query = self.query[:-1]
            self.cursor = 0
        elif scancode in (SCANCODES["ESCAPE"], SCANCODES["RETURN"], SCANCODES["KP_ENTER"]):
            self.stop_search()
        self.app.invalidate()

    def start_search(self) -> None:
        self.searching = True
        pygame.key.start_text_input()
        self.app.sound("ui_select")

    def stop_search(self) -> None:
        self.searching = False
        pygame.key.stop_text_input()
        self.app.sound("ui_select")

    def exit(self) -> None:
        if self.searching:
            pygame.key.stop_text_input()
        self.app.shown_errors = []  # errors still there are shown by the app's own screen again

    def handle(self, intent: Intent) -> bool:
        if intent.verb in ("back", "pause") and not intent.repeat:
            self.app.sound("ui_back")
            self.app.stack.pop()
            return True
        if not self.games:  # no game has cards to show: only leaving makes sense
            return True
        if intent.verb == "special" and not intent.repeat:
            self.choose_game((self.game + 1) % len(self.games))
            return True
        if self.bar is not None:
            self.handle_bar(intent)
        else:
            self.handle_grid(intent)
        self.app.invalidate()
        return True

    def ahead(self) -> list[tuple[object, Any]]:
        """What the focused bar item shows (a game, a kind of card), else the
        next game (the special key's), as it first shows, its cards' pictures
        made before it is chosen (one view only: two would not fit the
        sprites' bytes together)."""
        n = len(self.games)

        def look(index: int, kind: str = "") -> Any:
            def draw(canvas: Canvas) -> None:
                shown = self.game, self.kind, self.query, self.cursor, self.scroll, self.bar
                self.game, self.kind, self.query, self.cursor, self.scroll = index, kind, "", 0, 0.0
                try:
                    self.backdrop(canvas)
                    self.draw(canvas)
                finally:
                    self.game, self.kind, self.query, self.cursor, self.scroll, self.bar = shown
            return draw

        out: list[tuple[object, Any]] = []
        items = self.bar_items() if self.bar is not None else []
        what, value = items[self.bar] if self.bar is not None and self.bar < len(items) else ("", "")
        if what == "kind" and value != self.kind:
            out.append((("gallery", self.current().id, value), look(self.game, value)))
        elif what == "game" and value != self.current().id:
            index = next(i for i, g in enumerate(self.games) if g.id == value)
            out.append((("gallery", value, ""), look(index)))
        after = (self.game + 1) % n if n > 1 else None
        if after is not None and not out:
            out.append((("gallery", self.games[after].id, ""), look(after)))
        return out

    def choose_game(self, index: int) -> None:
        self.game, self.kind, self.query, self.cursor, self.scroll = index, "", "", 0, 0.0
        self.app.sound("ui_move")
        self.app.invalidate()

    def handle_bar(self, intent: Intent) -> None:
        items = self.bar_items()
        assert self.bar is not None
        self.bar = min(self.bar, len(items) - 1)
        if intent.verb in ("left", "right"):
            self.bar = max(0, min(len(items) - 1, self.bar + (1 if intent.verb == "right" else -1)))
            self.app.sound("ui_move")
        elif intent.verb == "down":
            self.bar = None
        elif intent.verb == "act" and not intent.repeat:
            what, value = items[self.bar]
            if what == "game":
                self.choose_game(next(i for i, g in enumerate(self.games) if g.id == value))
                self.bar = next(i for i, item in enumerate(self.bar_items()) if item == ("game", value))
            elif what == "kind":
                self.kind, self.cursor, self.scroll = value, 0, 0.0
                self.app.sound("ui_select")
            else:
                self.start_search()

    def handle_grid(self, intent: Intent) -> None:
        cards = self.shown()
        rects = self.layout(cards)
        if not rects:
            if intent.verb == "up":
                self.bar = 0
            return
        i = min(self.cursor, len(rects) - 1)
        x, y, w, h = rects[i]
        if intent.verb in ("left", "right"):
            i = max(0, min(len(rects) - 1, i + (1 if intent.verb == "right" else -1)))
        elif intent.verb in ("up", "down"):
            rows = sorted({r[1] for r in rects})
            row = rows.index(y) + (1 if intent.verb == "down" else -1)
            if row < 0:
                self.bar = self.bar_items().index(("game", self.current().id))
                return
            if row < len(rows):
                centre = x + w / 2
                same = [j for j, r in enumerate(rects) if r[1] == rows[row]]
                i = min(same, key=lambda j: abs(rects[j][0] + rects[j][2] / 2 - centre))
        if i != self.cursor:
            self.app.sound("ui_move")
        self.cursor = i
        self.keep_in_view(rects)

    # -- drawing ------------------------------------------------------------------------------
    def update(self, now: float) -> None:
        if self.language != self.app.tr.language:  # names and facts are in the interface's language
            self.language, self.shelves = self.app.tr.language, {}
        for game in self.games:  # a reload shows at once, whichever game is up
            before = self.shelves.get(game.id)
            if self.shelf(game) is not before and before is not None:
                self.app.invalidate()

    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        canvas.text(self.app.tr("gallery.title"), (60, 50), 76, Theme.text, "topleft", title=True)
        canvas.box(PANEL, Theme.panel, 28, Theme.panel_edge, 2, shadow=True)

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        canvas.text(tr("gallery.keys"), (LOGICAL_W - 40, 92), 32, Theme.text_soft, "midright",
                    max_width=LOGICAL_W - 760)
        if not self.games:
            canvas.text(tr("gallery.none"), (GRID[0] + GRID[2] / 2, GRID[1] + 120), 40, Theme.text_soft, "center")
            return
        self.draw_bar(canvas)
        shelf = self.shelf(self.current())
        if shelf.errors:
            self.draw_errors(canvas, shelf.errors)
            return
        cards = self.shown()
        if not cards:
            canvas.text(tr("gallery.none"), (GRID[0] + GRID[2] / 2, GRID[1] + 120), 40, Theme.text_soft, "center")
            return
        self.cursor = min(self.cursor, len(cards) - 1)
        rects = self.layout(cards)
        self.keep_in_view(rects)
        gx, gy, gw, gh = GRID
        canvas.surface.set_clip(canvas.rect((gx - 12, gy - 12, gw + 24, gh + 24)))
        for i, (card, (x, y, w, h)) in enumerate(zip(cards, rects, strict=True)):
            top = gy + y - self.scroll
            if top + h < gy - 12 or top > gy + gh + 12:
                continue
            if i == self.cursor and self.bar is None:
                canvas.box((x - 8, top - 8, w + 16, h + 16), Theme.focus, 16)
            thumbnail(canvas, card, (x, top, w, h), id(shelf.model))
        canvas.surface.set_clip(None)
        self.draw_detail(canvas, cards[self.cursor], len(cards))

    def draw_bar(self, canvas: Canvas) -> None:
        tr = self.app.tr
        items: list[tuple[str, str, bool]] = []
        for what, value in self.bar_items():
            if what == "game":
                label = next(g.title for g in self.games if g.id == value)
                on = value == self.current().id
            elif what == "kind":
                label = str(tr(f"gallery.kind.{value}")) if value else str(tr("gallery.all"))
                on = value == self.kind
            else:
                label = str(tr("gallery.search", text=self.query + ("_" if self.searching else "")))
                on = bool(self.query) or self.searching
            items.append((what, label, on))

        def widths(size: float) -> list[float]:
            return [max(canvas.text_width(label, size, True) + 40, 300.0 * size / 32 if what == "search" else 0.0)
                    for what, label, _on in items]

        # every chip at one size, the largest at which the whole bar fits the width
        room = LOGICAL_W - 40 - 60 - 48 - 12 * (len(items) - 1)
        size = 32.0
        while size > canvas.text_floor(32) and sum(widths(size)) > room:
            size -= 1
        x = 60.0
        for i, ((what, label, on), w) in enumerate(zip(items, widths(size), strict=True)):
            if what == "kind" and label == str(tr("gallery.all")):
                x += 24  # the kinds stand apart from the games
            if what == "search":
                x += 24
            if x + w > LOGICAL_W - 40:
                break
            focused = self.bar == i
            fill = Theme.gold if on else Theme.panel
            canvas.box((x, BAR_Y, w, BAR_H - 10), fill, 22, Theme.focus if focused else Theme.panel_edge,
                       5 if focused else 2)
            canvas.text(label, (x + w / 2, BAR_Y + (BAR_H - 10) / 2), size, Theme.ink if on else Theme.text,
                        "center", bold=True, max_width=w - 16)
            x += w + 12

    def draw_detail(self, canvas: Canvas, card: GalleryCard, count: int) -> None:
        tr = self.app.tr
        x, y, w, h = PANEL
        # the picture as large as the facts leave room for, and every fact shows: where they
        # do not fit beside the smallest picture, all of them set smaller (down to the floor)
        fixed = 40 + canvas.line_height(48) + 8 + 30 + 3 * canvas.line_height(32) + 24
        size, floor = 32.0, canvas.text_floor(32)

        def facts_h(s: float) -> float:
            return sum(canvas.paragraph_height(fact, s, w - 60, 1.1) + 6 for fact in card.facts)

        while size > floor and facts_h(size) > h - fixed - h * 0.3:
            size = max(floor, size - 1)
        art_h = max(h * 0.3, min(h * 0.46, h - fixed - facts_h(size)))
        for fact in card.facts:  # made with the gallery's cards, not while drawing: said asked for here,
            canvas.asked(fact)  # so the fit check sees one left out
        thumbnail(canvas, card, (x + 30, y + 30, w - 60, art_h), id(self.shelf(self.current()).model))
        top = y + 40 + art_h
        canvas.text(card.name, (x + 30, top), 48, Theme.gold, "topleft", bold=True, max_width=w - 60)
        top += canvas.line_height(48) + 8
        for fact in card.facts:
            fh = canvas.paragraph_height(fact, size, w - 60, 1.1)
            if top + fh > y + h - 30 - 3 * canvas.line_height(32):
                break
            canvas.paragraph(fact, (x + 30, top, w - 60, fh + 2), size, Theme.text, line_gap=1.1)
            top += fh + 6
        lh = canvas.line_height(32)
        canvas.text(tr("gallery.from"), (x + 30, y + h - 24 - 3 * lh), 32, Theme.text_soft, "topleft",
                    max_width=w - 60)
        canvas.text(self.source(card), (x + 30, y + h - 24 - 2 * lh), 32, Theme.text, "topleft", bold=True,
                    max_width=w - 60)
        canvas.text(tr("gallery.count", n=count), (x + 30, y + h - 16 - lh), 32, Theme.text_soft, "topleft",
                    max_width=w - 60)

    def draw_errors(self, canvas: Canvas, errors: list[str]) -> None:
        tr = self.app.tr
        gx, gy, gw, gh = GRID
        canvas.box((gx, gy, gw, gh), (60, 24, 28), 24, Theme.danger, 4)
        canvas.paragraph(tr("gallery.broken", file=f"data/{self.current().content_file}"),
                         (gx + 40, gy + 30, gw - 80, 120), 40, Theme.text)
        top = gy + 160
        for error in errors[:8]:
            eh = canvas.paragraph_height(error, 32, gw - 80, 1.1)
            if top + eh > gy + gh - 20:
                break
            canvas.paragraph(error, (gx + 40, top, gw - 80, eh + 2), 32, Theme.danger, line_gap=1.1)
            top += eh + 14
