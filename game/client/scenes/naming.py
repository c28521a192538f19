"""Typing a name: a seat's name in a lobby, a new profile's, a profile's new
one. The keyboard types it (every key goes to the name while it is open);
a gamepad types it on an on-screen letter grid (:class:`LetterGrid`): the
d-pad or stick moves over the letters, A types one, B erases, X is done."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.client.gfx import Canvas, Theme
from game.client.input import Intent
from game.client.scenes.overlays import Overlay
from game.engine.profiles import NAME_MAX

if TYPE_CHECKING:
    from game.client.scenes.lobby import LobbyScene

Rect = tuple[float, float, float, float]
LETTER_ROWS: tuple[str, ...] = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ'-.!", "ÉÈÊËÀÂÎÏÔÇ", "1234567890")
"""The grid's letters, ten a row (French names need their accents)."""
COLUMNS = 10
WORD_START = " -'"
"""After these (and at the start) a letter is a capital unless the case key says otherwise."""


@dataclass(frozen=True)
class Key:
    kind: str
    """``char`` (``value`` is typed), ``case``, ``space``, ``erase``, ``done`` or ``extra``."""
    value: str = ""
    span: int = 1
    extra: int = -1
    """The index of a caller's own key (``extra``)."""


class LetterGrid:
    """Letters on the screen, for a pad: a cursor moves over them (wrapping),
    and the key under it is pressed. Letters come as capitals at the start of
    a word and small after, unless the case key turns that round. ``extras``
    are the caller's own keys in a last row (a mark's colour and symbol),
    each a label made when drawn and what pressing it does."""

    def __init__(self, extras: Sequence[tuple[Callable[[], str], Callable[[], None]]] = ()) -> None:
        self.extras = list(extras)
        self.rows: list[list[Key]] = [[Key("char", ch) for ch in row] for row in LETTER_ROWS]
        self.rows.append([Key("case", span=2), Key("space", span=3), Key("erase", span=3), Key("done", span=2)])
        if self.extras:
            share = COLUMNS // len(self.extras)
            self.rows.append([Key("extra", span=share if i < len(self.extras) - 1 else
                                  COLUMNS - share * (len(self.extras) - 1), extra=i)
                              for i in range(len(self.extras))])
        self.row = 0
        self.col = 0
        self.flip_case = False

    def at(self, row: int, col: int) -> tuple[Key, int]:
        """The key covering column ``col`` of ``row``, and the column it starts at."""
        start = 0
        for key in self.rows[row]:
            if col < start + key.span:
                return key, start
            start += key.span
        return self.rows[row][-1], COLUMNS - self.rows[row][-1].span

    @property
    def focused(self) -> Key:
        return self.at(self.row, self.col)[0]

    def capital(self, text: str) -> bool:
        return (not text or text[-1] in WORD_START) != self.flip_case

    def label(self, key: Key, text: str, tr: Any) -> str:
        if key.kind == "char":
            return key.value if self.capital(text) else key.value.lower()
        if key.kind == "extra":
            return self.extras[key.extra][0]()
        if key.kind == "case":
            return "abc" if self.capital(text) else "ABC"
        return str(tr(f"naming.{key.kind}"))

    def move(self, verb: str) -> None:
        if verb in ("up", "down"):
            self.row = (self.row + (1 if verb == "down" else -1)) % len(self.rows)
            self.col = self.at(self.row, self.col)[1]
            return
        key, start = self.at(self.row, self.col)
        if verb == "right":
            self.col = (start + key.span) % COLUMNS
        else:
            self.col = self.at(self.row, (start - 1) % COLUMNS)[1]

    def press(self, text: str) -> tuple[str, str]:
        """What pressing the focused key does: (``type`` | ``erase`` | ``done``
        | ``""``, the text typed). The case key and the extras act here."""
        key = self.focused
        if key.kind == "char":
            typed = key.value if self.capital(text) else key.value.lower()
            self.flip_case = False  # like a phone's shift: for one letter
            return "type", typed
        if key.kind == "space":
            return "type", " "
        if key.kind == "case":
            self.flip_case = not self.flip_case
        elif key.kind == "extra":
            self.extras[key.extra][1]()
        return (key.kind if key.kind in ("erase", "done") else ""), ""

    def height(self, canvas: Canvas) -> float:
        return len(self.rows) * self.step(canvas)

    @staticmethod
    def step(canvas: Canvas) -> float:
        """A row's height: letters read from 3 m at any text size."""
        return max(84.0, canvas.line_height(48) + 16)

    def draw(self, canvas: Canvas, r: Rect, text: str, tr: Any) -> None:
        x, y, w, _h = r
        cw, step = w / COLUMNS, self.step(canvas)
        for i, row in enumerate(self.rows):
            start = 0
            for key in row:
                box = (x + start * cw + 4, y + i * step + 4, key.span * cw - 8, step - 8)
                focused = i == self.row and start == self.at(self.row, self.col)[1]
                words = key.kind not in ("char", "case")
                canvas.box(box, Theme.focus if focused else Theme.card, 14, Theme.gold if focused else
                           Theme.card_edge, 4 if focused else 2)
                canvas.text(self.label(key, text, tr), (box[0] + box[2] / 2, box[1] + box[3] / 2),
                            36 if words else 48, Theme.ink, "center", bold=True, max_width=box[2] - 12)
                start += key.span


class NameScene(Overlay):
    """A name is typed: ``keep`` is asked to take it and answers why not
    ("" when taken, and the overlay closes). Every key goes to the name while
    it is open (the zones' keys type letters too): Enter keeps it, Esc
    leaves it as it was, Backspace erases. When ``source`` is a pad, the
    letter grid shows and that pad types on it (B erases, X is done, Start
    leaves it as it was)."""

    wants_raw_keys = True

    def __init__(self, app: Any, title: str, text: str, keep: Callable[[str], str], placeholder: str = "",
                 source: str = "", opened_at: float = float("-inf")) -> None:
        super().__init__(app)
        self._title = title
        self.text = text
        self._keep = keep
        self.placeholder = placeholder
        self.source = source
        self.opened_at = opened_at
        """When the key that opened it was pressed: the text that key typed is not the name's."""
        self.message = ""
        self.grid = LetterGrid(self.grid_extras()) if source.startswith("pad:") else None

    @classmethod
    def for_seat(cls, app: Any, lobby: LobbyScene, seat: int, opened_at: float = float("-inf")) -> NameScene:
        """A seat's name in a lobby (empty: the seat's own name)."""
        default = lobby.default_name(seat)
        return cls(app, str(app.tr("lobby.name_title", seat=default)), lobby.slots[seat].name,
                   lambda name: lobby.rename(seat, name), default, lobby.slots[seat].source, opened_at)

    def grid_extras(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        return []

    base_panel: Rect = (460.0, 270.0, 1000.0, 510.0)
    """Where it is drawn for the keyboard (the grid's panel is worked out)."""

    @property
    def panel(self) -> Rect:  # type: ignore[override]
        if self.grid is None:
            return self.base_panel
        canvas = self.app.canvas
        head = self._field_top(canvas, 0.0) + self._field_h(canvas) + 14
        h = head + canvas.line_height(34) + 4 + 10 + self.grid.height(canvas) + 8 + canvas.line_height(32) + 24
        return 260.0, max(10.0, (1080 - h) / 2), 1400.0, min(1060.0, h)

    @staticmethod
    def _field_top(canvas: Canvas, y: float) -> float:
        return y + 60 + canvas.line_height(60) / 2 + 20  # under the title at any text size

    @staticmethod
    def _field_h(canvas: Canvas) -> float:
        return max(100.0, canvas.line_height(56) + 20)

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def title(self) -> str:
        return self._title

    def typed(self, text: str, t: float) -> None:
        if t <= self.opened_at:
            return
        clean = "".join(ch for ch in text if ch.isprintable())
        room = NAME_MAX - len(self.text)
        if len(clean) > room:
            self.message = str(self.app.tr("lobby.name_long", n=NAME_MAX))
            self.app.sound("error")
        self.text = (self.text + clean[:max(0, room)]).lstrip()
        self.app.invalidate()

    def erase(self) -> None:
        self.text = self.text[:-1]
        self.message = ""
        self.app.invalidate()

    def raw_key(self, scancode: int, t: float) -> None:
        from game.content.scancodes import SCANCODES
        if scancode in (SCANCODES["BACKSPACE"], SCANCODES["KP_BACKSPACE"]):
            self.erase()
        elif scancode == SCANCODES["ESCAPE"]:
            self.cancel()
        elif scancode in (SCANCODES["RETURN"], SCANCODES["KP_ENTER"]):
            self.keep()
        self.app.invalidate()

    def cancel(self) -> None:
        self.app.sound("ui_back")
        self.close()

    def keep(self) -> None:
        problem = self._keep(" ".join(self.text.split()))
        if problem:
            self.message = problem
            self.app.sound("error")
            return
        self.app.sound("ui_select")
        self.close()

    def handle(self, intent: Intent) -> bool:
        if self.grid is not None and intent.source == self.source:
            self.on_grid(intent)
        elif intent.verb == "click" and not intent.repeat:
            self.keep()
        return True  # modal: nothing below sees a press while a name is typed

    def on_grid(self, intent: Intent) -> None:
        grid, verb = self.grid, intent.verb
        assert grid is not None
        if verb in ("up", "down", "left", "right"):
            grid.move(verb)
            self.app.sound("ui_move")
        elif intent.repeat:
            return
        elif verb == "act":
            what, typed = grid.press(self.text)
            if what == "type":
                self.typed(typed, float("inf"))
            elif what == "erase":
                self.erase()
            elif what == "done":
                self.keep()
            else:
                self.app.sound("ui_move")
        elif verb == "back":
            self.erase()
        elif verb == "special":
            self.keep()
        elif verb == "pause":
            self.cancel()
        self.app.invalidate()

    # -- drawing --------------------------------------------------------------------------------
    def info(self) -> list[str]:
        """Lines under the name (a new profile's mark)."""
        return []

    def draw_lead(self, canvas: Canvas, centre: tuple[float, float]) -> float:
        """Something before the name in its field (a mark); returns how much room it takes."""
        return 0.0

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        x, y, w, h = self.panel
        line = canvas.line_height(34)
        field_top, field_h = self._field_top(canvas, y), self._field_h(canvas)
        canvas.box((x + 80, field_top, w - 160, field_h), Theme.card, 18, Theme.gold, 4)
        cy = field_top + field_h / 2
        tx = x + 110 + self.draw_lead(canvas, (x + 140, cy))
        count = str(tr("naming.count", n=len(self.text), max=NAME_MAX))  # how much room is left, at the end
        canvas.text(count, (x + w - 110, cy), 32, Theme.ink_soft, "midright")
        right = x + w - 110 - canvas.text_width(count, 32) - 24
        shown = self.text or self.placeholder
        canvas.text(shown, (tx, cy), 56, Theme.ink if self.text else Theme.ink_soft, "midleft", bold=True,
                    max_width=right - 10 - tx)
        caret_x = tx + (canvas.text_width(self.text, 56, True) if self.text else 0) + 6
        canvas.box((min(caret_x, right), cy - field_h * 0.32, 5, field_h * 0.64), Theme.ink, 2)
        top = field_top + field_h + 14
        info = self.info() if self.grid is None else []  # the grid's own keys say it
        for text in [*info, self.message]:
            if text:
                canvas.text(text, (x + w / 2, top + line / 2), 34, Theme.danger if text is self.message else
                            Theme.text, "center", bold=True, max_width=w - 80)
                top += line + 4
        if self.grid is None:
            canvas.paragraph(self.hint(), (x + 60, top + 16, w - 120, y + h - 36 - top), 32, Theme.text_soft,
                             align="center")
            return
        hint_h = canvas.line_height(32)
        grid_h = self.grid.height(canvas)
        gy = min(top + 10, y + h - 24 - hint_h - grid_h)
        self.grid.draw(canvas, (x + 60, gy, w - 120, grid_h), self.text, tr)
        canvas.text(tr("naming.grid_hint"), (x + w / 2, gy + grid_h + 8 + hint_h / 2), 32, Theme.text_soft,
                    "center", max_width=w - 80)

    def hint(self) -> str:
        return str(self.app.tr("lobby.name_hint"))
