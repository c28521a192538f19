"""Painters of each seat's zone on the Manga Manga table: its hand with the
cursor, its discs, its notices and the private panels a seat opens there (the
dragon's colour wheel, the consolation menu, the peek at its own discs).

Imports go one way: ``scene`` -> ``paint_panels`` (this module) -> ``paint_table``."""

from __future__ import annotations

import math
from typing import Any

from game.client.gfx import Canvas, Theme
from game.client.table import (
    Hint,
    Rect,
    draw_hand,
    hints_height,
    notice_top,
    peek_panel,
    zone_hints,
    zone_message,
    zone_notice,
)
from game.games.manga.paint_table import MangaTable, SeatUI, rgb
from game.games.manga.rules import SPENDABLE
from game.games.manga.views import MangaView

CONS_ART = {"discard": "manga/cons_discard", "swap": "manga/cons_swap", "dragons_away": "manga/cons_dragons",
            "sword": "manga/sword"}
SHAKE_S = 0.35


class MangaPanels(MangaTable):
    """Each seat's zone and the private panels opened in it."""

    shakes: dict[int, tuple[int, float]]
    feedback: dict[int, tuple[str, tuple[int, int, int], float, int | None]]

    def cons_options(self, seat: int) -> list[tuple[int | None, str]]:
        mine = self.game.view(self.state, seat).get("my_consolation_discs", [])
        opts: list[tuple[int | None, str]] = [(int(d["id"]), str(d["effect"])) for d in mine
                                              if d["effect"] in SPENDABLE]
        return opts + [(None, "done")]

    def wheel_rects(self, seat: int) -> list[Rect]:
        x, y, w, h = self.zone(seat)
        n = len(self.shown["colours"])
        size = min(86.0, (w - 60) / n - 14)
        total = n * size + (n - 1) * 14
        x0 = x + (w - total) / 2
        yy = y + 84 + 40 + (h - 84 - 96 - 40) / 2 - size / 2
        return [(x0 + i * (size + 10), yy, size, size) for i in range(n)]


    # zones -------------------------------------------------------------------------------------
    def draw_zone(self, canvas: Canvas, v: MangaView, seat: int, now: float, gt: float) -> None:
        tr = self.app.tr
        x, y, w, h = self.zone(seat)
        ui = self.ui.get(seat)
        phase = v["phase"]
        in_battle = seat in v["players"]
        excluded = seat in v["excluded"]
        repl = v["replacement"]
        highlight = (phase == "consolation" and v["consolation_turn"] == seat) or \
            (repl is not None and repl["seat"] == seat)
        if highlight:
            pulse = 2 * math.sin(now * 6)
            canvas.box((x - 4 - pulse, y - 4 - pulse, w + 8 + 2 * pulse, h + 8 + 2 * pulse), None, 30, Theme.focus, 6)
        self.draw_discs(canvas, v, seat)
        # the hand
        hand = v["hands"][seat]
        follow = v["follow"]
        can_play = seat in v["may_play"] or phase == "count_in"
        cw, ch = self.layout.card
        shake = self.shakes.get(seat)
        cursor_i = ui.index if ui is not None and ui.mode == "hand" and not self.cons_menu(v, seat, ui) else None
        if ui is not None and phase == "consolation" and not (v["consolation_turn"] == seat
                                                               and ui.cons_stage == "pick"):
            cursor_i = None
        picks = ui.picks if ui is not None else []
        flying = self.flying(False)

        def paint(i: int, r: Rect) -> None:
            card = hand[i]
            if card["id"] in flying:
                return
            x = r[0]
            if shake is not None and shake[0] == card["id"]:
                k = (now - shake[1]) / SHAKE_S
                x += 14 * math.sin(k * math.pi * 6) * (1 - k)
            dim = phase in ("battle", "count_in") and (not can_play or not self.fits(card, follow))
            self.draw_card(canvas, card, (x, r[1], cw, ch), dim=dim)
            if card["id"] in picks:
                canvas.box((x - 5, r[1] - 5, cw + 10, ch + 10), None, 16, Theme.danger, 6)

        draw_hand(canvas, self.hand_slots(seat, len(hand)), paint, focus=cursor_i,
                  raised={i for i, card in enumerate(hand) if card["id"] in picks}, pulse=2 * math.sin(now * 7))
        if not in_battle and phase != "over":
            self.zone_message(canvas, seat, tr("game.manga.fb.out"), Theme.text_soft)
        elif excluded:
            canvas.box((x + 12, self.hand_top(seat) - 14, w - 24, ch + 20), (8, 20, 24, 150), 20)  # not the hints
            self.zone_message(canvas, seat, tr("game.manga.fb.out"), Theme.danger)
        if ui is not None:
            if ui.mode == "dragon":
                self.draw_wheel(canvas, v, seat, ui)
            if self.cons_menu(v, seat, ui):
                self.draw_cons_menu(canvas, v, seat, ui)
            elif phase == "consolation" and v["consolation_turn"] == seat and ui.cons_stage == "pick":
                need = 1 if ui.cons_disc and ui.cons_disc[1] == "discard" else 2
                text = tr("game.manga.cons.pick_one") if need == 1 else \
                    tr("game.manga.cons.pick_two", k=len(ui.picks))
                self.hint_panel(canvas, seat, [text, self.hint_lines(seat, v, "cons")[0]])
            if repl is not None and repl["seat"] == seat and repl["until"] is not None:
                s = f"{max(0.0, float(repl['until']) - gt):.1f}"
                self.hint_panel(canvas, seat, [(tr("game.manga.fb.alone", s=s), tr("game.manga.fb.alone_short", s=s))],
                                Theme.gold)
            if now < ui.peek_until:
                self.draw_peek(canvas, seat)
        fb = self.feedback.get(seat)
        if fb is not None:
            zone_notice(canvas, self.zone(seat), fb[0], fb[1])

    def cons_menu(self, v: MangaView, seat: int, ui: SeatUI | None) -> bool:
        return ui is not None and v["phase"] == "consolation" and v["consolation_turn"] == seat and \
            ui.cons_stage == "disc"

    def draw_discs(self, canvas: Canvas, v: MangaView, seat: int) -> None:
        """Victory discs face down with their count (their swords once revealed),
        consolation discs with theirs, at the right of the zone's header."""
        x, y, w, h = self.zone(seat)
        cons = v["consolation_discs"][seat]
        vic = v["victory_discs"][seat]
        values = v["victory_values"][seat] if v["victory_values"] is not None else None
        swords = None
        if values is not None:
            total = v["scores"][seat] if v["scores"] is not None else sum(values)
            swords = self.app.tr("game.manga.swords", n=total)
        sw, sh = 420.0, 60.0

        def paint(c: Canvas) -> None:
            rx = sw - 24
            if cons:
                rx -= c.text_width(f"×{cons}", 36, True)
                c.text(f"×{cons}", (rx, 30), 36, Theme.text, "midleft", bold=True)
                c.art("manga/disc_consolation", (rx - 54, 6, 48, 48))
                rx -= 74
            if swords is not None:
                rx -= c.text_width(swords, 36, True)
                c.text(swords, (rx, 30), 36, Theme.gold, "midleft", bold=True)
                rx -= 10
            else:
                rx -= c.text_width(f"×{vic}", 36, True)
                c.text(f"×{vic}", (rx, 30), 36, Theme.text, "midleft", bold=True)
            c.art("manga/disc_victory", (rx - 56, 4, 52, 52))

        canvas.blit_sprite(canvas.sprite(("manga_discs", cons, vic, swords), (sw, sh), paint), (x + w - sw, y + 8))

    def zone_message(self, canvas: Canvas, seat: int, text: str, colour: Any) -> None:
        zone_message(canvas, self.zone(seat), self.hand_top(seat) + self.layout.card[1] / 2, text, colour)

    def hint_panel(self, canvas: Canvas, seat: int, lines: list[Hint], colour: Any = Theme.text) -> None:
        """Hints over the zone's own (hiding them whole)."""
        zone_hints(canvas, self.zone(seat), lines, colour, cover=len(self.hint_lines(seat, self.shown)))

    def draw_wheel(self, canvas: Canvas, v: MangaView, seat: int, ui: SeatUI) -> None:
        tr = self.app.tr
        x, y, w, h = self.zone(seat)
        colours = list(v["colours"])
        rects = self.wheel_rects(seat)
        top = y + 72
        canvas.box((x + 14, top, w - 28, h - 78 - hints_height(canvas, 2)), (14, 40, 44, 250), 20, Theme.focus, 3,
                   shadow=True)
        row = top + max(28.0, canvas.line_height(36) / 2 + 4)  # the title row, inside the panel at any text size
        chosen = colours[ui.colour]
        name = self.colour_name(chosen)
        name_w = min(w * 0.4, canvas.text_width(name, 36, True))
        canvas.text(name, (x + w - 34, row), 36, rgb(chosen), "midright", bold=True, max_width=w * 0.4)
        canvas.text(tr("game.manga.choose_colour"), (x + 34, row), 34, Theme.text, "midleft", bold=True,
                    max_width=w - 88 - name_w)
        for i, (c, r) in enumerate(zip(colours, rects, strict=True)):
            sel = i == ui.colour
            grow = 8 if sel else 0
            canvas.circle((r[0] + r[2] / 2, r[1] + r[3] / 2), r[2] / 2 + grow, rgb(c))
            if sel:
                canvas.circle((r[0] + r[2] / 2, r[1] + r[3] / 2), r[2] / 2 + grow + 4, Theme.focus, 6)
            canvas.circle((r[0] + r[2] / 2, r[1] + r[3] / 2), r[2] * 0.36, Theme.card)
            canvas.art(f"manga/sym_{c}", (r[0] + r[2] * 0.2, r[1] + r[3] * 0.2, r[2] * 0.6, r[3] * 0.6))
        self.hint_panel(canvas, seat, self.hint_lines(seat, v, "dragon"))

    def draw_cons_menu(self, canvas: Canvas, v: MangaView, seat: int, ui: SeatUI) -> None:
        """The seat's spendable consolation discs and "done", as chips; the
        chosen one is named above them."""
        tr = self.app.tr
        x, y, w, h = self.zone(seat)
        opts = self.cons_options(seat)
        idx = min(ui.cons_index, len(opts) - 1)
        n = len(opts)
        title = max(60.0, canvas.line_height(38) + 12)
        bottom = y + h - 6 - hints_height(canvas, 2)
        top = y + 72 if bottom - y - 72 >= title + 72 else y + 8  # a small zone at a large text size: over its header
        ph = bottom - top
        canvas.box((x + 14, top, w - 28, ph), (14, 40, 44, 250), 20, Theme.focus, 3, shadow=True)
        canvas.text(tr(f"game.manga.cons.{opts[idx][1]}"), (x + w / 2, top + title / 2), 38, Theme.gold, "center",
                    bold=True, max_width=w - 60)
        size = min(96.0, ph - title - 24, (w - 60) / n - 16)
        total = n * size + (n - 1) * 16
        x0 = x + (w - total) / 2
        cy = top + title + (ph - title) / 2
        tick = canvas.size_for_height(56, size * 1.1)  # the "done" chip's tick, as tall as the chip allows
        for i, (disc, effect) in enumerate(opts):
            cx = x0 + i * (size + 16) + size / 2
            if i == idx:
                canvas.circle((cx, cy), size / 2 + 10, Theme.focus, 6)
            if disc is None:
                canvas.circle((cx, cy), size / 2, Theme.ok)
                canvas.text("✓", (cx, cy), tick, (255, 255, 255), "center", bold=True)
            else:
                canvas.art("manga/disc_consolation", (cx - size / 2, cy - size / 2, size, size))
                canvas.circle((cx, cy), size * 0.34, Theme.card)
                canvas.art(CONS_ART[effect], (cx - size * 0.28, cy - size * 0.28, size * 0.56, size * 0.56))
        # what the chosen disc does, before it is used, then the keys
        self.hint_panel(canvas, seat, [tr(f"game.manga.cons.{opts[idx][1]}_means"), *self.hint_lines(seat, v, "cons")])

    def draw_peek(self, canvas: Canvas, seat: int) -> None:
        """The seat's own discs, face up for a moment: victory discs with their
        swords, consolation discs with their effect."""
        tr = self.app.tr
        x, y, w, h = self.zone(seat)
        mine = self.game.view(self.state, seat)
        # over the hand and the key hints alike (not half a hint line): they are back when the key is let go
        px, py, pw, ph = peek_panel(canvas, (x + 14, y + 60, w - 28, h - 74), tr("game.manga.peek"))
        xx = px
        ph = min(ph, notice_top(canvas, (x, y, w, h)) - 4 - py)  # clear of a notice at the zone's foot
        cy = py + min(ph / 2, ph - 50)
        for value in mine.get("my_victory_discs", []):
            canvas.art("manga/disc_victory", (xx, cy - 40, 80, 80))
            canvas.circle((xx + 72, cy + 26), 24, Theme.card)
            canvas.text(str(value), (xx + 72, cy + 26), 36, Theme.ink, "center", bold=True)
            xx += 104
        for d in mine.get("my_consolation_discs", []):
            canvas.art("manga/disc_consolation", (xx, cy - 40, 80, 80))
            canvas.circle((xx + 40, cy), 27, Theme.card)
            canvas.art(CONS_ART.get(str(d["effect"]), "manga/sword"), (xx + 20, cy - 20, 40, 40))
            xx += 96
        if not mine.get("my_victory_discs") and not mine.get("my_consolation_discs"):
            text = tr("game.manga.peek_none")  # how discs are won, where the zone has room for it
            if canvas.paragraph_height(text, canvas.text_floor(32), pw) > ph + 1:
                canvas.spare(text)  # weighed: the short wording says it where the zone is small
                text = tr("game.manga.peek_none_short")
            canvas.paragraph(text, (px, py, pw, ph), 32, Theme.text)
