"""Overlays drawn over the scene below: pause, rules, key check, confirm."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Theme
from game.client.input import MENU_SOURCE, Intent, key_label
from game.client.scene import Scene
from game.client.widgets import Item, MenuList, focused_opens, keycap
from game.engine.contract import Game


class Overlay(Scene):
    overlay = True
    panel = (460.0, 150.0, 1000.0, 780.0)

    def title(self) -> str:
        return ""

    def backdrop(self, canvas: Canvas) -> None:
        canvas.dim(160)
        x, y, w, h = self.panel
        canvas.box(self.panel, Theme.panel, 32, Theme.gold, 4, shadow=True)
        canvas.text(self.title(), (x + w / 2, y + 60), 60, Theme.gold, "center", title=True, max_width=w - 80)

    def close(self) -> None:
        if self in self.app.stack.scenes:
            self.app.stack.remove(self)


class PauseScene(Overlay):
    """Esc or a pad's start button: resume, rules, settings, quit to menu."""

    def __init__(self, app: Any, game_scene: Any) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        tr = app.tr
        items = [Item(lambda: tr("pause.resume"), self.resume_game, id="resume")]
        for item in game_scene.pause_items():
            if item.id in ("undo", "redo") and item.action is not None:  # seen at once: the menu closes
                item.action = functools.partial(self._then_resume, item.action, item.id)
            items.append(item)
        items += [
            Item(lambda: tr("game.rules"), self.rules, id="rules"),
            Item(lambda: tr("menu.settings"), self.settings, id="settings"),
            Item(lambda: tr("pause.quit"), self.quit_game, id="quit"),
        ]
        self.menu = MenuList(items, 660, 290, 600, 66, 10, 38, on_move=lambda: app.sound("ui_move"), max_h=590)

    @property
    def panel(self) -> tuple[float, float, float, float]:  # type: ignore[override]
        """As tall as its items (seven for Mana: resume, undo, redo, flip,
        rules, settings, quit) at the text size, and the hint: no empty half."""
        row = max(66.0, self.app.canvas.line_height(38) + 12) + 10
        h = 170 + min(len(self.menu.items), 7) * row - 10 + 60 + self.app.canvas.line_height(32) + 30
        y = max(20.0, (1080 - h) / 2)
        self.menu.y = y + 170
        return 560.0, y, 800.0, min(h, 1040.0)

    def resume_game(self) -> None:
        self.app.sound("ui_select")
        self.close()

    def _then_resume(self, action: Callable[[], None], what: str) -> None:
        """Undo or redo, then back to the table to see it happen."""
        action()
        self.app.toast(self.app.tr(f"pause.{what}_done"))
        self.resume_game()

    def rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, self.game_scene.game))

    def ahead(self) -> list[tuple[object, Any]]:
        """The focused item's screen (the phones' codes, the rules), drawn ahead."""
        app, scene = self.app, self.game_scene
        return focused_opens(self.menu, {"phones": lambda: PhonesScene(app, scene),
                                         "rules": lambda: RulesScene(app, scene.game)})

    def settings(self) -> None:
        from game.client.scenes.settings import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def quit_game(self) -> None:
        tr = self.app.tr
        self.app.stack.push(ConfirmScene(self.app, tr("pause.quit_confirm"), self.game_scene.quit_to_menu))

    def handle(self, intent: Intent) -> bool:
        if self.menu.handle(intent):
            return True
        if intent.verb in ("pause", "back") and not intent.repeat:
            self.resume_game()
            return True
        return True  # modal: nothing reaches the paused game

    def title(self) -> str:
        return str(self.app.tr("pause.title"))

    def draw(self, canvas: Canvas) -> None:
        self.menu.draw(canvas)
        x, y, w, h = self.panel
        canvas.text(self.app.tr("pause.hint"), (LOGICAL_W / 2, y + h - 60), 32, Theme.text_soft, "center",
                    max_width=w - 60)


class PhonesScene(Overlay):
    """The pause menu's Phones: every human seat's QR code and code again, so
    a phone can join or come back in the middle of a game, and how each
    seat's phone is doing. Any back, act or pause closes it."""

    panel = (80.0, 70.0, 1760.0, 940.0)

    def __init__(self, app: Any, game_scene: Any) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.shown = False
        """Drawn once: the codes are on screen."""

    def title(self) -> str:
        return str(self.app.tr("lobby.phones"))

    def handle(self, intent: Intent) -> bool:
        if intent.verb in ("back", "pause", "act", "click") and not intent.repeat:
            self.app.sound("ui_back")
            self.close()
        return True

    def update(self, now: float) -> None:
        self.app.request_frame()  # phones come and go, round trips change: a few frames a second is enough
        if self.game_scene.phones is not None:  # a phone that joins now has its page at once (its moves: paused)
            self.game_scene.phones.pump(self.game_scene, every=self.shown)  # the pages: once the codes are up

    def next_wake(self, now: float) -> float | None:
        return now + 0.5

    def draw(self, canvas: Canvas) -> None:
        from game.client.phones import draw_qr
        self.shown = True
        tr = self.app.tr
        scene = self.game_scene
        link = scene.phones
        x, y, w, h = self.panel
        if link is None:
            canvas.text(tr("phone.ended"), (x + w / 2, y + h / 2), 40, Theme.text, "center", max_width=w - 80)
            return
        seats = [s for s in sorted(link.seat_slot) if not scene.config.seats[s].is_bot]
        n = max(1, len(seats))
        gap = 24.0
        cw = (w - 80 - gap * (n - 1)) / n
        line = canvas.line_height(32)
        side = min(cw - 30, h - 330 - 3 * line)
        code_size = canvas.common_size([(link.code(link.seat_slot[s]), cw - 30) for s in seats], 40, True)
        name_size = canvas.common_size([(scene.seat_label(s), cw - 30) for s in seats], 36, True)  # one size too
        for i, seat in enumerate(seats):
            slot = link.seat_slot[seat]
            cx = x + 40 + i * (cw + gap)
            top = y + 140
            canvas.box((cx, top, cw, h - 240), Theme.card, 24, Theme.card_edge, 3)
            canvas.text(scene.seat_label(seat), (cx + cw / 2, top + 20 + line / 2), name_size, Theme.ink, "center",
                        bold=True, max_width=cw - 30)
            draw_qr(canvas, link.qr(slot), (cx + (cw - side) / 2, top + 40 + line, side, side))
            ty = top + 60 + line + side + line / 2
            canvas.text(link.code(slot), (cx + cw / 2, ty), code_size, Theme.ink, "center", bold=True,
                        max_width=cw - 30)
            status = link.seat_status(seat)
            if status is not None and status[0]:
                state = tr("phone.rtt", ms=round(status[1])) if status[1] is not None else tr("phone.seat")
                mark = line * 0.9
                canvas.art("ui/phone", (cx + cw / 2 - mark - 8 - canvas.text_width(state, 32) / 2,
                                        ty + line - mark / 2, mark, mark))
                canvas.text(state, (cx + cw / 2 + mark / 2, ty + line), 32, Theme.ink_soft, "center",
                            max_width=cw - 30 - mark)
        canvas.paragraph(tr("phone.pause_help", address=link.base_url()), (x + 60, y + h - 92, w - 120, 80), 32,
                         Theme.text_soft, align="center")


class RulesScene(Overlay):
    """A game's rules summary, scrollable with up/down."""

    panel = (200.0, 70.0, 1520.0, 940.0)

    def __init__(self, app: Any, game: Game[Any, Any]) -> None:
        super().__init__(app)
        self.game = game
        self.first = 0
        self.total = 0

    def handle(self, intent: Intent) -> bool:
        if intent.verb == "down":
            self.first = min(max(0, self.total - 1), self.first + 3)
        elif intent.verb == "up":
            self.first = max(0, self.first - 3)
        elif intent.verb in ("back", "pause", "act", "click") and not intent.repeat:
            self.app.sound("ui_back")
            self.close()
        return True

    def title(self) -> str:
        return f"{self.game.title} · {self.app.tr('game.rules')}"

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        x, y, w, h = self.panel
        self.total = canvas.paragraph(tr(f"game.{self.game.id}.summary"), (x + 70, y + 140, w - 140, h - 240),
                                      36, Theme.text, first_line=self.first, scrolls=True)
        canvas.text(tr("rules.hint"), (x + w / 2, y + h - 50), 32, Theme.text_soft, "center")


class ConfirmScene(Overlay):
    base_panel = (460.0, 330.0, 1000.0, 420.0)

    def __init__(self, app: Any, question: str, on_yes: Callable[[], None], detail: str = "") -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.detail = detail
        """What yes does, under the question (a deleted profile's games stay); "" none."""
        tr = app.tr
        self.menu = MenuList([
            Item(lambda: tr("common.no"), self.no, id="no"),
            Item(lambda: tr("common.yes"), self.yes, id="yes"),
        ], 660, 520, 600, 80, 16, 40)

    def yes(self) -> None:
        self.close()
        self.on_yes()

    def no(self) -> None:
        self.close()

    def handle(self, intent: Intent) -> bool:
        if not self.menu.handle(intent) and intent.verb in ("back", "pause") and not intent.repeat:
            self.no()
        return True

    def title(self) -> str:
        return self.question

    def _detail_layout(self, canvas: Canvas) -> tuple[float, float]:
        """Where the detail starts under the panel's top, and how tall it is."""
        return 60 + canvas.line_height(60) / 2 + 24, canvas.paragraph_height(self.detail, 34, 880)

    @property
    def panel(self) -> tuple[float, float, float, float]:  # type: ignore[override]
        """With a detail: as tall as the question, the detail and the answers at the text size."""
        if not self.detail:
            return self.base_panel
        top, text_h = self._detail_layout(self.app.canvas)
        h = top + text_h + 36 + self.menu.height + 40
        y = max(20.0, (1080 - h) / 2)
        self.menu.y = y + top + text_h + 36
        return 460.0, y, 1000.0, min(h, 1040.0)

    def draw(self, canvas: Canvas) -> None:
        if self.detail:
            x, y, w, _h = self.panel
            top, text_h = self._detail_layout(canvas)
            canvas.paragraph(self.detail, (x + 60, y + top, w - 120, text_h + 4), 34, Theme.text, align="center")
        self.menu.draw(canvas)


class KeyCheckScene(Overlay):
    """"Hold all your keys": shows which presses the keyboard registered.

    Cheap keyboards cannot report some combinations of keys held together
    (ghosting); players hold every key of their zone at once and see which
    light up. Esc closes (every zone key may be held)."""

    panel = (120.0, 60.0, 1680.0, 960.0)

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.pad_seen: dict[str, set[str]] = {}

    def handle(self, intent: Intent) -> bool:
        if intent.source == MENU_SOURCE and intent.verb in ("pause", "back"):
            self.close()
        elif intent.verb == "click":
            self.close()
        elif intent.is_pad:
            if intent.verb == "back" and "back" in self.pad_seen.get(intent.source, set()):
                self.close()
            self.pad_seen.setdefault(intent.source, set()).add(intent.verb)
        return True

    def title(self) -> str:
        return str(self.app.tr("keycheck.title"))

    def draw(self, canvas: Canvas) -> None:
        tr = self.app.tr
        x, y, w, _ = self.panel
        canvas.paragraph(tr("keycheck.explain"), (x + 60, y + 100, w - 120, 100), 34, Theme.text_soft,
                         line_gap=1.2, align="center")
        held = self.app.input.held_scancodes
        row = y + 230
        verbs = ("up", "left", "down", "right", "act", "back", "special")
        labels = {s: self.app.input.source_label(s, tr) for s in self.app.input.keyboard_sources()}
        size = canvas.common_size([(label, 300) for label in labels.values()], 34)  # the zones at one size
        for source in self.app.input.keyboard_sources():
            keys = self.app.input.zones[source[3:]]
            lit = sum(1 for v in verbs if keys[v] in held)
            canvas.text(labels[source], (x + 50, row), size, Theme.text, "midleft", max_width=300)
            for k, verb in enumerate(verbs):
                keycap(canvas, key_label(keys[verb]), (x + 470 + k * 140, row), keys[verb] in held, 32, 100)
            colour = Theme.ok if lit == len(verbs) else Theme.text_soft if lit == 0 else Theme.gold
            canvas.text(tr("keycheck.count", n=lit, total=len(verbs)), (x + w - 50, row), 34, colour, "midright")
            row += 110
        for source in self.app.input.pad_sources():
            seen = self.pad_seen.get(source, set())
            canvas.text(self.app.input.source_label(source, tr), (x + 50, row), 34, Theme.text, "midleft")
            for k, verb in enumerate(verbs):
                keycap(canvas, tr(f"verb.{verb}"), (x + 470 + k * 140, row), verb in seen, 32, 120)
            row += 100
            if row > LOGICAL_H - 120:
                break
        canvas.text(tr("keycheck.close"), (x + w / 2, y + 900), 32, Theme.text_soft, "center")
