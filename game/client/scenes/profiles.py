"""Profiles in a lobby: a seated person picks who they are from a short list
on their own seat card (their keys or pad: up/down, act; back skips), or
makes a profile (a typed name and a mark)."""

from __future__ import annotations

from collections.abc import Callable
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
        rows.append(Row("name"))  # a name alone (keys type it; a pad on the letter grid)
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
            app.stack.push(NameScene.for_seat(app, lobby, self.seat, t))
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
    """Make a profile: type its name (as a seat's name is typed: keys, or a
    pad on the letter grid) and choose its mark: the arrow keys (left/right:
    colour, up/down: symbol), or the grid's colour and symbol keys. Keeping
    it seats it."""

    base_panel = (420.0, 200.0, 1080.0, 660.0)

    def __init__(self, app: Any, lobby: Any, seat: int, opened_at: float = float("-inf")) -> None:
        self.lobby = lobby
        self.seat = seat
        self.mark = app.profiles.free_mark()
        tr = app.tr
        super().__init__(app, str(tr("profiles.new_title")), "", self.make, str(tr("profiles.name_placeholder")),
                         lobby.slots[seat].source, opened_at)

    def grid_extras(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        tr = self.app.tr
        return [(lambda: str(tr("profiles.colour_key", colour=tr(f"profiles.colour.{self.mark.colour}"))),
                 lambda: self.turn(1, 0)),
                (lambda: str(tr("profiles.symbol_key", symbol=tr(f"profiles.symbol.{self.mark.symbol}"))),
                 lambda: self.turn(0, 1))]

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

    def make(self, name: str) -> str:
        """Make the profile and seat it; or why not."""
        tr = self.app.tr
        problem = self.app.profiles.name_problem(name)
        if not problem:
            problem = self.lobby.rename(self.seat, name, check_only=True)
        elif problem == "long":
            problem = str(tr("lobby.name_long", n=NAME_MAX))
        else:
            problem = str(tr(f"profiles.name_{problem}", name=name))
        if problem:
            return problem
        try:
            profile = self.app.profiles.create(name, self.mark, stamp_now())
        except ValueError:  # the book is full
            return str(tr("profiles.full", n=MAX_PROFILES))
        self.app.save_profiles()
        self.lobby.take_profile(self.seat, profile)
        return ""

    def draw_lead(self, canvas: Canvas, centre: tuple[float, float]) -> float:
        draw_mark(canvas, self.mark, centre, 28)
        return 90.0

    def info(self) -> list[str]:
        tr = self.app.tr
        mark_text = tr("profiles.mark_value", colour=tr(f"profiles.colour.{self.mark.colour}"),
                       symbol=tr(f"profiles.symbol.{self.mark.symbol}"))
        return [str(tr("profiles.mark", mark=mark_text))]

    def hint(self) -> str:
        return str(self.app.tr("profiles.new_hint"))


# -- on a phone ---------------------------------------------------------------------------------
PHONE_LIST = 24
"""Profiles a phone is offered at most (the most recent)."""
PHONE_NAME_CAP = 200
"""Characters of a typed name the lobby even looks at (a longer one is refused unread)."""


def phone_offer(lobby: Any, seat: int) -> tuple[list[Any], Any, str]:
    """What a seat's phone is offered in a lobby: (choices, the new profile
    form, the prompt). The free profiles, most recent first (its own first,
    lit), as buttons with their mark; "anonymous" when it has one; and the
    form, whose name is typed on the phone's keyboard and whose mark is
    tapped. Nothing here is trusted back: :func:`phone_profile` checks it."""
    from game.client.phones import hex_colour
    from game.engine.profiles import MARK_COLOURS, MARK_SYMBOLS, SYMBOL_GLYPHS
    tr, book = lobby.app.tr, lobby.app.profiles
    mine = lobby.slots[seat].profile
    taken = [s.profile for i, s in enumerate(lobby.slots) if i != seat and s.profile]
    listed = book.recent(exclude=taken)[:PHONE_LIST]
    listed.sort(key=lambda p: p.id != mine)  # its own first (a stable sort keeps the rest in order)
    choices: list[Any] = []
    for p in listed:
        choice = {"path": [p.label], "action": {"kind": "profile", "id": p.id}, "colour": hex_colour(p.mark.rgb)}
        if p.id == mine:
            choice["tone"] = "gold"
        choices.append(choice)
    if mine:
        choices.append({"path": [tr("profiles.row_skip")], "action": {"kind": "anonymous"}})
    mark = book.free_mark()
    form = {"title": tr("profiles.new_title"), "placeholder": tr("profiles.name_placeholder"), "max": NAME_MAX,
            "colour_title": tr("phone.profile.colour"), "symbol_title": tr("phone.profile.symbol"),
            "colours": [{"id": c, "hex": hex_colour(rgb), "label": tr(f"profiles.colour.{c}")}
                        for c, rgb in MARK_COLOURS.items()],
            "symbols": [{"id": s, "glyph": SYMBOL_GLYPHS[s], "label": tr(f"profiles.symbol.{s}")}
                        for s in MARK_SYMBOLS],
            "colour": mark.colour, "symbol": mark.symbol, "make": tr("phone.profile.make")}
    return choices, form, str(tr("phone.profile.prompt") if not mine else tr("phone.profile.change"))


def phone_profile(lobby: Any, seat: int, action: Any) -> str | None:
    """Apply what a seat's phone sent about its profile (None: done, else why
    not, and nothing changed). Everything is checked: the shape, the id (a
    profile that exists and sits nowhere else), the name (printable, at most
    :data:`NAME_MAX` characters, nobody else's) and the mark. The same
    request twice does the thing once: a profile already seated here is not
    made or taken again."""
    from game.engine.profiles import MARK_COLOURS, MARK_SYMBOLS, clean_name
    tr, book = lobby.app.tr, lobby.app.profiles
    bad = str(tr("phone.refusal.bad_message"))
    kind = action.get("kind") if isinstance(action, dict) else None
    fields = {"profile": {"kind", "id"}, "new_profile": {"kind", "name", "colour", "symbol"},
              "anonymous": {"kind"}}.get(kind if isinstance(kind, str) else "")
    if fields is None:
        return str(tr("phone.not_started"))
    if set(action) != fields:
        return f"{bad}: {', '.join(sorted(str(k)[:20] for k in set(action) ^ fields))[:80]}"
    slot = lobby.slots[seat]
    if kind == "anonymous":
        if slot.profile:
            slot.profile, slot.name = "", ""
            lobby.app.sound("ui_back")
        return None
    if kind == "profile":
        pid = action["id"]
        profile = book.get(pid) if isinstance(pid, str) and len(pid) <= 40 else None
        if profile is None:
            return str(tr("phone.profile.unknown"))
        if slot.profile == profile.id:
            return None  # asked again: it is seated here already
        problem = lobby.profile_problem(seat, profile)
        if problem:
            return problem
        lobby.take_profile(seat, profile)
        return None
    name, colour, symbol = action["name"], action["colour"], action["symbol"]
    if not isinstance(name, str) or not isinstance(colour, str) or not isinstance(symbol, str):
        return bad
    if len(name) > PHONE_NAME_CAP or len(clean_name(name)) > NAME_MAX:
        return str(tr("lobby.name_long", n=NAME_MAX))
    if any(not ch.isprintable() for ch in name):
        return str(tr("phone.profile.unprintable"))
    if colour not in MARK_COLOURS or symbol not in MARK_SYMBOLS:
        return str(tr("phone.profile.bad_mark"))
    name = clean_name(name)
    mine = book.get(slot.profile)
    if mine is not None and mine.name == name and mine.mark == Mark(colour, symbol):
        return None  # the same request again: made and seated already
    problem = book.name_problem(name)
    if problem:
        return str(tr(f"profiles.name_{problem}", name=name))
    problem = lobby.rename(seat, name, check_only=True)
    if problem:
        return problem
    try:
        profile = book.create(name, Mark(colour, symbol), stamp_now())
    except ValueError:  # the book is full
        return str(tr("profiles.full", n=MAX_PROFILES))
    lobby.app.save_profiles()
    lobby.take_profile(seat, profile)
    return None
