"""Settings: language, volumes, UI scale, fullscreen, bot thinking time, where
the phones' server listens, and key rebinding (saved per user; a key already used elsewhere is refused)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Theme
from game.client.i18n import LANGUAGES
from game.client.input import MENU_SOURCE, MOUSE_SOURCE, Intent, key_label
from game.client.phones import serving
from game.client.scene import Scene
from game.client.settings import JOURNALS_KEPT, RESERVED_KEYS, THINK_TIMES_MS, UI_SCALES, VOLUME_STEPS
from game.client.widgets import Item, MenuList, MenuScene, below_title, keycap, title_bar
from game.content.scancodes import NAMES_BY_CODE, SCANCODES


def _step(values: tuple[Any, ...], current: Any, delta: int) -> Any:
    nearest = min(range(len(values)), key=lambda i: abs(float(values[i]) - float(current)))
    return values[max(0, min(len(values) - 1, nearest + delta))]


class SettingsScene(MenuScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        tr = app.tr
        s = app.settings
        items = [
            Item(lambda: tr("settings.language"), value=lambda: tr(f"language.{s.language}"),
                 change=self.change_language, id="language"),
            Item(lambda: tr("settings.master_volume"), value=lambda: f"{round(s.master_volume * 100)} %",
                 change=lambda d: self.change_volume("master_volume", d), id="master"),
            Item(lambda: tr("settings.effects_volume"), value=lambda: f"{round(s.effects_volume * 100)} %",
                 change=lambda d: self.change_volume("effects_volume", d), id="effects"),
            Item(lambda: tr("settings.voice_volume"), value=lambda: f"{round(s.voice_volume * 100)} %",
                 change=lambda d: self.change_volume("voice_volume", d), id="voice"),
            Item(lambda: tr("settings.ui_scale"), value=lambda: f"{round(s.ui_scale * 100)} %",
                 change=self.change_scale, id="scale"),
            Item(lambda: tr("settings.fullscreen"), value=lambda: tr("common.on" if app.fullscreen else "common.off"),
                 change=lambda d: app.toggle_fullscreen(), id="fullscreen"),
            Item(lambda: tr("settings.think_time"),
                 value=lambda: tr("settings.seconds", n=f"{s.bot_think_ms / 1000:g}".replace(
                     ".", "," if s.language == "fr" else ".")),
                 change=self.change_think, id="think"),
            Item(lambda: tr("settings.journals_kept"), value=lambda: str(s.journals_kept),
                 change=self.change_journals_kept, id="journals"),
            Item(lambda: tr("settings.phones_everywhere"),
                 value=lambda: tr("common.on" if s.phones_everywhere else "common.off"),
                 change=self.toggle_phones_everywhere, id="phones_everywhere"),
            Item(lambda: tr("settings.controls"), self.controls, id="controls"),
            Item(lambda: tr("common.back"), self.back, id="back"),
        ]
        self.menu = MenuList(items, 360, 220, 1200, 68, 10, 38, on_move=lambda: app.sound("ui_move"),
                             max_h=LOGICAL_H - 220 - 40)

    def change_language(self, delta: int) -> None:
        langs = LANGUAGES
        self.app.set_language(langs[(langs.index(self.app.settings.language) + delta) % len(langs)])
        self.app.sound("ui_move")

    def change_volume(self, attr: str, delta: int) -> None:
        s = self.app.settings
        setattr(s, attr, _step(VOLUME_STEPS, getattr(s, attr), delta))
        self.app.apply_volumes()
        self.app.save_settings()
        self.app.sound("ui_move")

    def change_scale(self, delta: int) -> None:
        self.app.set_ui_scale(_step(UI_SCALES, self.app.settings.ui_scale, delta))

    def change_think(self, delta: int) -> None:
        s = self.app.settings
        s.bot_think_ms = _step(THINK_TIMES_MS, s.bot_think_ms, delta)
        self.app.save_settings()

    def change_journals_kept(self, delta: int) -> None:
        s = self.app.settings
        s.journals_kept = _step(JOURNALS_KEPT, s.journals_kept, delta)
        self.app.save_settings()

    def toggle_phones_everywhere(self, delta: int) -> None:
        s = self.app.settings
        s.phones_everywhere = not s.phones_everywhere
        self.app.save_settings()
        self.app.sound("ui_move")

    def phones_hint(self) -> str:
        """Under the list while Phones everywhere is focused: the risk, and when
        the change takes effect (when the phones next start; never while the
        environment decides)."""
        tr = self.app.tr
        parts = [tr("settings.phones_everywhere_risk")]
        env = os.environ.get("TABLETOP_PHONE_HOST")
        if env:
            parts.append(tr("settings.phones_host_env", host=env))
        elif serving():
            parts.append(tr("settings.phones_next_start"))
        return " ".join(parts)

    def controls(self) -> None:
        self.app.stack.push(ControlsScene(self.app))

    def opens(self) -> dict[str, Callable[[], Scene]]:
        return {"controls": lambda: ControlsScene(self.app)}

    def backdrop(self, canvas: Canvas) -> None:
        canvas.table()
        title_bar(canvas, self.app.tr("menu.settings"), self.app.tr("settings.subtitle"))

    def draw(self, canvas: Canvas) -> None:
        top = max(220.0, below_title(canvas) + 40)  # under the subtitle (and the list's up arrow) at any text size
        focused = self.menu.focused()
        hint = self.phones_hint() if focused is not None and focused.id == "phones_everywhere" else ""
        hint_h = canvas.paragraph_height(hint, HINT_SIZE, HINT_W) + 16 if hint else 0.0  # room only while it shows
        self.menu.y, self.menu.max_h = top, LOGICAL_H - top - 40 - hint_h
        self.menu.draw(canvas)
        if hint:
            canvas.paragraph(hint, ((LOGICAL_W - HINT_W) / 2, LOGICAL_H - 20 - hint_h, HINT_W, hint_h), HINT_SIZE,
                             Theme.gold, align="center")


HINT_SIZE = 32
HINT_W = 1760
"""The hint under the settings list: its text size and width."""


RESERVED = {SCANCODES[name] for name in RESERVED_KEYS}
CONTROL_VERBS = ("up", "down", "left", "right", "act", "back", "special")


class ControlsScene(Scene):
    """A grid of zones x verbs. Choose a cell, press the new key. Esc cancels."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.row = 0
        self.top = 300.0
        """y of the first row of keys (lower at large text sizes; set when drawn)."""
        self.col = 0
        self.capturing = False
        self.message = ""
        self.message_bad = False

    @property
    def zones(self) -> list[str]:
        return list(self.app.input.zones)

    @property
    def wants_raw_keys(self) -> bool:
        return self.capturing

    def raw_key(self, scancode: int, t: float) -> None:
        tr = self.app.tr
        zone, verb = self.zones[self.row], CONTROL_VERBS[self.col]
        self.capturing = False
        if scancode == SCANCODES["ESCAPE"]:
            self.message, self.message_bad = tr("controls.cancelled"), False
            return
        if scancode in RESERVED or scancode not in NAMES_BY_CODE:
            self.message, self.message_bad = tr("controls.reserved", key=key_label(scancode)), True
            self.app.sound("error")
            return
        owner = self.app.input.owner_of(scancode)
        if owner is not None and owner != (f"kb:{zone}", verb):
            self.message = tr("controls.taken", key=key_label(scancode),
                              zone=self.app.input.source_label(owner[0], tr), verb=tr(f"verb.{owner[1]}"))
            self.message_bad = True
            self.app.sound("error")
            return
        self.app.settings.bindings.setdefault(zone, {})[verb] = NAMES_BY_CODE[scancode]
        self.app.rebind_input()
        self.app.save_settings()
        self.message, self.message_bad = tr("controls.saved", key=key_label(scancode)), False
        self.app.sound("ui_select")

    def reset(self) -> None:
        self.app.settings.bindings.clear()
        self.app.rebind_input()
        self.app.save_settings()
        self.message, self.message_bad = self.app.tr("controls.reset_done"), False

    def handle(self, intent: Intent) -> bool:
        if self.capturing:
            return True  # the next key press is the new binding; nothing else moves the focus
        rows = len(self.zones) + 1  # the last row holds Reset and Back
        v = intent.verb
        if v == "up":
            self.row = (self.row - 1) % rows
        elif v == "down":
            self.row = (self.row + 1) % rows
        elif v == "left":
            self.col = (self.col - 1) % (len(CONTROL_VERBS) if self.row < rows - 1 else 2)
        elif v == "right":
            self.col = (self.col + 1) % (len(CONTROL_VERBS) if self.row < rows - 1 else 2)
        elif v == "act" and not intent.repeat:
            self.activate()
        elif v == "click" and intent.pos is not None:
            self.click(intent.pos)
        elif v in ("back", "pause") and not intent.repeat and intent.source in (MENU_SOURCE, MOUSE_SOURCE):
            self.app.stack.pop()
        elif v == "back" and not intent.repeat and self.row == rows - 1:
            self.app.stack.pop()
        if self.row == rows - 1:
            self.col = min(self.col, 1)
        return True

    def activate(self) -> None:
        if self.row == len(self.zones):
            if self.col == 0:
                self.reset()
            else:
                self.app.stack.pop()
            return
        self.capturing = True
        self.message, self.message_bad = "", False

    def click(self, pos: tuple[float, float]) -> None:
        px, py = pos
        for r in range(len(self.zones)):
            for c in range(len(CONTROL_VERBS)):
                cx, cy = self._cell(r, c)
                if abs(px - cx) < 80 and abs(py - cy) < 40:
                    self.row, self.col = r, c
                    self.activate()
                    return
        for c in range(2):
            cx, cy = self._cell(len(self.zones), c)
            if abs(px - cx) < 200 and abs(py - cy) < 40:
                self.row, self.col = len(self.zones), c
                self.activate()

    def _cell(self, r: int, c: int) -> tuple[float, float]:
        if r == len(self.zones):
            return (LOGICAL_W / 2 - 230 + c * 460, self.top + r * 110)
        return (560 + c * 190, self.top + r * 110)

    def backdrop(self, canvas: Canvas) -> None:
        tr = self.app.tr
        canvas.table()
        heads = max(235.0, title_bar(canvas, tr("settings.controls"), tr("controls.subtitle"))
                    + canvas.line_height(32) / 2)
        for c, verb in enumerate(CONTROL_VERBS):
            canvas.text(tr(f"verb.{verb}"), (560 + c * 190, heads), 32, Theme.text_soft, "center", max_width=180)
        self.top = max(300.0, heads + canvas.line_height(32) / 2 + 52)  # the key rows, under their heads

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        labels = [self.app.input.source_label(f"kb:{zone}", tr) for zone in self.zones]
        size = canvas.common_size([(label, 330) for label in labels], 36)  # the zones' names at one size
        for r, zone in enumerate(self.zones):
            keys = self.app.input.zones[zone]
            y = self.top + r * 110
            canvas.text(labels[r], (110, y), size, Theme.text, "midleft", max_width=330)
            for c, verb in enumerate(CONTROL_VERBS):
                cx, cy = self._cell(r, c)
                focused = (r, c) == (self.row, self.col)
                if focused:
                    canvas.box((cx - 84, cy - 46, 168, 92), Theme.focus, 18)
                label = "…" if focused and self.capturing else key_label(keys[verb])
                keycap(canvas, label, (cx, cy), False, 34, 120)
        last = len(self.zones)
        button_size = canvas.common_size([(tr(k), 370) for k in ("controls.reset", "common.back")], 36, True)
        for c, key in enumerate(("controls.reset", "common.back")):
            cx, cy = self._cell(last, c)
            focused = (last, c) == (self.row, self.col)
            canvas.box((cx - 200, cy - 40, 400, 80), Theme.card if focused else (24, 62, 66), 20,
                       Theme.focus if focused else Theme.panel_edge, 4)
            canvas.text(tr(key), (cx, cy), button_size, Theme.ink if focused else Theme.text, "center",
                        bold=focused, max_width=370)
        if self.capturing:
            zone, verb = self.zones[self.row], CONTROL_VERBS[self.col]
            text = tr("controls.press", zone=self.app.input.source_label(f"kb:{zone}", tr), verb=tr(f"verb.{verb}"))
            canvas.text(text, (LOGICAL_W / 2, 990), 40, Theme.gold, "center", bold=True, max_width=1760)
        elif self.message:
            canvas.text(self.message, (LOGICAL_W / 2, 990), 38, Theme.danger if self.message_bad else Theme.ok,
                        "center", bold=True, max_width=1760)
