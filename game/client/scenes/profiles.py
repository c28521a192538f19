"""Profiles in a lobby: a seated person picks who they are from a short list
on their own seat card (their keys or pad: up/down, act; back skips), or
makes a profile (a typed name and a mark)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from game.client.gfx import Canvas, Theme
from game.client.input import Intent
from game.client.scenes.naming import NameScene
from game.engine.profiles import MAX_PROFILES, NAME_MAX, Mark, Profile


def stamp_now() -> str:
    """The time a profile was made or seated (the client may read the clock)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def draw_mark(canvas: Canvas, mark: Mark, center: tuple[float, float], radius: float) -> None:
    """A profile's mark: its symbol in its colour, outlined (readable without colour)."""
    canvas.shape(mark.symbol, center, radius, mark.rgb)


@dataclass(frozen=True)
class Row:
    kind: str  # "profile", "new", "name" or "skip"
    profile: Profile | None = None


class ProfilePicker:
    """The list on a seat card: free profiles (most recent first), then make
    one, type a name only (keyboards), stay anonymous. Rows are worked out
    anew each time, so a profile another seat takes leaves every list."""

    def __init__(self, lobby: Any, seat: int) -> None:
        self.lobby = lobby
        self.seat = seat
        self.focus = 0
        self.top = 0

    def rows(self) -> list[Row]:
        lobby = self.lobby
        taken = [s.profile for i, s in enumerate(lobby.slots) if i != self.seat and s.profile]
        rows = [Row("profile", p) for p in lobby.app.profiles.recent(exclude=taken)]
        rows.append(Row("new"))
        if lobby.slots[self.seat].source.startswith("kb:"):  # a name alone is typed on the keyboard
            rows.append(Row("name"))
        rows.append(Row("skip"))
        return rows

    def handle(self, intent: Intent) -> bool:
        rows = self.rows()
        self.focus = min(self.focus, len(rows) - 1)
        if intent.verb in ("up", "down"):
            self.focus = (self.focus + (1 if intent.verb == "down" else -1)) % len(rows)
            self.lobby.app.sound("ui_move")
        elif intent.verb == "act" and not intent.repeat:
            self.choose(rows[self.focus], intent.t)
        elif intent.verb in ("back", "special") and not intent.repeat:
            self.choose(Row("skip"), intent.t)
        else:
            return intent.verb in ("left", "right")  # nothing to change here: not the shared menu's either
        self.lobby.app.invalidate()
        return True

    def choose(self, row: Row, t: float) -> None:
        lobby, app = self.lobby, self.lobby.app
        if row.kind == "profile" and row.profile is not None:
            lobby.take_profile(self.seat, row.profile)
        elif row.kind == "new":
            app.sound("ui_select")
            app.stack.push(NewProfileScene(app, lobby, self.seat, t))
        elif row.kind == "name":  # the profile goes only once a name is kept
            app.sound("ui_select")
            app.stack.push(NameScene(app, lobby, self.seat, t))
        else:
            app.sound("ui_back")
        lobby.picking.pop(self.seat, None)

    def row_text(self, row: Row) -> str:
        tr = self.lobby.app.tr
        if row.profile is not None:
            return row.profile.name
        return str(tr(f"profiles.row_{row.kind}"))

    def draw(self, canvas: Canvas, r: tuple[float, float, float, float]) -> None:
        """Over the seat card below its name: a title and as many rows as fit."""
        tr = self.lobby.app.tr
        x, y, w, h = r
        canvas.box(r, Theme.panel, 20, Theme.gold, 4, shadow=True)  # over the card, below its name
        title_h = canvas.line_height(32)
        canvas.text(tr("profiles.who"), (x + w / 2, y + 8 + title_h / 2), 32, Theme.gold, "center", bold=True,
                    max_width=w - 30)
        rows = self.rows()
        self.focus = min(self.focus, len(rows) - 1)
        row_h = max(50.0, canvas.line_height(32) + 6)
        top = y + 10 + title_h
        visible = max(1, int((y + h - 8 - top) // row_h))
        if self.focus < self.top:
            self.top = self.focus
        elif self.focus >= self.top + visible:
            self.top = self.focus - visible + 1
        self.top = max(0, min(self.top, len(rows) - visible))
        for i in range(self.top, min(len(rows), self.top + visible)):
            row = rows[i]
            ry = top + (i - self.top) * row_h
            focused = i == self.focus
            if focused:
                canvas.box((x + 10, ry, w - 20, row_h - 4), Theme.card, 12, Theme.focus, 3)
            ink = Theme.ink if focused else Theme.text
            tx = x + 22
            if row.profile is not None:
                draw_mark(canvas, row.profile.mark, (x + 32, ry + row_h / 2 - 2), 13)
                tx = x + 52
            right = x + w - 18
            rated = self.lobby.rating_of(f"p:{row.profile.id}") if row.profile is not None else ""
            if rated:  # the profile's rating in this game, at the row's end
                canvas.text(rated, (right, ry + row_h / 2 - 2), 32, Theme.ink_soft if focused else Theme.text_soft,
                            "midright")
                right -= canvas.text_width(rated, 32) + 14
            canvas.text(self.row_text(row), (tx, ry + row_h / 2 - 2), 32, ink, "midleft", bold=focused,
                        max_width=right - tx)
        if self.top > 0:
            canvas.shape("triangle", (x + w - 26, top - 4), 9, Theme.text_soft, None)
        if self.top + visible < len(rows):
            canvas.shape("triangle_down", (x + w - 26, y + h - 12), 9, Theme.text_soft, None)


class NewProfileScene(NameScene):
    """Make a profile: type its name (as a seat's name is typed) and choose its
    mark with the arrow keys (left/right: colour, up/down: symbol) or the
    opener's pad; Enter keeps it and seats it."""

    panel = (420.0, 200.0, 1080.0, 660.0)

    def __init__(self, app: Any, lobby: Any, seat: int, opened_at: float = float("-inf")) -> None:
        super().__init__(app, lobby, seat, opened_at)
        self.text = ""
        self.mark = app.profiles.free_mark()
        self.source = lobby.slots[seat].source

    def title(self) -> str:
        return str(self.app.tr("profiles.new_title"))

    def raw_key(self, scancode: int, t: float) -> None:
        from game.content.scancodes import SCANCODES
        steps = {SCANCODES["LEFT"]: (-1, 0), SCANCODES["RIGHT"]: (1, 0), SCANCODES["UP"]: (0, -1),
                 SCANCODES["DOWN"]: (0, 1), SCANCODES["TAB"]: (0, 1)}
        if scancode in steps:
            self.turn(*steps[scancode])
            return
        super().raw_key(scancode, t)

    def turn(self, colour: int, symbol: int) -> None:
        self.mark = self.mark.step(colour, symbol)
        self.app.sound("ui_move")
        self.app.invalidate()

    def handle(self, intent: Intent) -> bool:
        if intent.source == self.source and intent.is_pad:  # a pad chooses the mark; the name is typed
            step = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}.get(intent.verb)
            if step is not None:
                self.turn(*step)
            elif intent.verb == "act" and not intent.repeat:
                self.keep()
            elif intent.verb == "back" and not intent.repeat:
                self.close()
            return True
        return super().handle(intent)

    def keep(self) -> None:
        tr = self.app.tr
        problem = self.app.profiles.name_problem(self.text)
        if not problem:
            problem = self.lobby.rename(self.seat, " ".join(self.text.split()), check_only=True)
        elif problem == "long":
            problem = str(tr("lobby.name_long", n=NAME_MAX))
        else:
            problem = str(tr(f"profiles.name_{problem}", name=" ".join(self.text.split())))
        if problem:
            self.message = problem
            self.app.sound("error")
            return
        try:
            profile = self.app.profiles.create(self.text, self.mark, stamp_now())
        except ValueError:  # the book is full
            self.message = str(tr("profiles.full", n=MAX_PROFILES))
            self.app.sound("error")
            return
        self.app.save_profiles()
        self.lobby.take_profile(self.seat, profile)
        self.close()

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        x, y, w, h = self.panel
        field = (x + 80, y + 130, w - 160, 100)
        canvas.box(field, Theme.card, 18, Theme.gold, 4)
        shown = self.text or str(tr("profiles.name_placeholder"))
        canvas.text(shown, (x + 200, y + 180), 52, Theme.ink if self.text else Theme.ink_soft, "midleft",
                    bold=True, max_width=w - 320)
        draw_mark(canvas, self.mark, (x + 140, y + 180), 28)
        caret_x = x + 200 + (canvas.text_width(self.text, 52, True) if self.text else 0) + 6
        canvas.box((min(caret_x, x + w - 110), y + 150, 5, 62), Theme.ink, 2)
        line = canvas.line_height(34)
        my = y + 250 + line / 2
        mark_text = tr("profiles.mark_value", colour=tr(f"profiles.colour.{self.mark.colour}"),
                       symbol=tr(f"profiles.symbol.{self.mark.symbol}"))
        canvas.text(tr("profiles.mark", mark=mark_text), (x + w / 2, my), 34, Theme.text, "center", bold=True,
                    max_width=w - 80)
        if self.message:
            canvas.text(self.message, (x + w / 2, my + line + 10), 34, Theme.danger, "center", bold=True,
                        max_width=w - 80)
        top = my + 2 * line + 30
        canvas.paragraph(tr("profiles.new_hint"), (x + 60, top, w - 120, y + h - 20 - top), 32, Theme.text_soft,
                         align="center")
