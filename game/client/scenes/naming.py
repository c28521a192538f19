"""A seated player types the name the table calls them by (the lobby's
name typing, and a new profile's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.client.gfx import Canvas, Theme
from game.client.input import Intent
from game.client.scenes.overlays import Overlay
from game.engine.profiles import NAME_MAX

if TYPE_CHECKING:
    from game.client.scenes.lobby import LobbyScene


class NameScene(Overlay):
    """A seated player types the name the table calls them by. Every key goes
    to the name while it is open (the zones' keys type letters too): Enter
    keeps it, Esc leaves it as it was, Backspace erases. A name another seat
    has or will have (whatever its case) is refused; an empty one gives back
    the seat's own name."""

    panel = (460.0, 270.0, 1000.0, 510.0)
    wants_raw_keys = True

    def __init__(self, app: Any, lobby: LobbyScene, seat: int, opened_at: float = float("-inf")) -> None:
        super().__init__(app)
        self.lobby = lobby
        self.seat = seat
        self.opened_at = opened_at
        """When the key that opened it was pressed: the text that key typed is not the name's."""
        self.text = lobby.slots[seat].name
        self.message = ""

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def title(self) -> str:
        return str(self.app.tr("lobby.name_title", seat=self.lobby.default_name(self.seat)))

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

    def raw_key(self, scancode: int, t: float) -> None:
        from game.content.scancodes import SCANCODES
        if scancode in (SCANCODES["BACKSPACE"], SCANCODES["KP_BACKSPACE"]):
            self.text = self.text[:-1]
            self.message = ""
        elif scancode == SCANCODES["ESCAPE"]:
            self.app.sound("ui_back")
            self.close()
        elif scancode in (SCANCODES["RETURN"], SCANCODES["KP_ENTER"]):
            self.keep()
        self.app.invalidate()

    def keep(self) -> None:
        name = " ".join(self.text.split())
        problem = self.lobby.rename(self.seat, name)
        if problem:
            self.message = problem
            self.app.sound("error")
            return
        self.app.sound("ui_select")
        self.close()

    def handle(self, intent: Intent) -> bool:
        if intent.verb == "click" and not intent.repeat:
            self.keep()
        return True  # modal: nothing reaches the lobby while a name is typed

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        x, y, w, h = self.panel
        field = (x + 80, y + 150, w - 160, 110)
        canvas.box(field, Theme.card, 18, Theme.gold, 4)
        shown = self.text or self.lobby.default_name(self.seat)
        ink = Theme.ink if self.text else Theme.ink_soft
        canvas.text(shown, (x + 110, y + 205), 56, ink, "midleft", bold=True, max_width=w - 240)
        caret_x = x + 110 + (canvas.text_width(self.text, 56, True) if self.text else 0) + 6
        canvas.box((min(caret_x, x + w - 110), y + 170, 5, 70), Theme.ink, 2)
        if self.message:
            canvas.text(self.message, (x + w / 2, y + 310), 34, Theme.danger, "center", bold=True,
                        max_width=w - 80)
        canvas.paragraph(tr("lobby.name_hint"), (x + 60, y + 360, w - 120, h - 390), 32, Theme.text_soft,
                         align="center")
