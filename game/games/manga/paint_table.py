"""Painters of the Manga Manga table: the layout (zones, hand cards, pile),
the static layer (zone panels, names, key hints), the centre (the pile, the
colour to follow, the battle count, the count-in, the banner) and the cards.

Imports go one way: ``scene`` (flow and intents) -> ``paint_panels`` (each
seat's zone) -> ``paint_table`` (this module) -> the table kit and the views."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import cast

import pygame

from game.client.game_scene import GameScene
from game.client.gfx import Canvas, Theme
from game.client.table import (
    Hint,
    Rect,
    card_row,
    count_in,
    fitting,
    go,
    hint_rows,
    hint_wordings,
    hints_height,
    phone_hint,
    seat_key_names,
    seat_source,
    seat_zones,
    zone_panel,
    zones_by_keys,
)
from game.client.tween import Tweens
from game.games.manga.views import CardView, MangaView, PileEntryView

RGB: dict[str, tuple[int, int, int]] = {
    "red": (229, 72, 77), "blue": (62, 142, 208), "yellow": (245, 197, 24),
    "green": (70, 167, 88), "purple": (160, 100, 214), "orange": (247, 128, 40),
}
DISC_FLIGHT_PX = 110
"""A disc flying to its winner starts this large (logical px) and shrinks as it goes."""

DARK_TEXT = {"yellow", "orange"}
"""Colours on which dark text reads better than white."""


def rgb(colour: str | None) -> tuple[int, int, int]:
    return RGB.get(colour or "", (200, 200, 200))


@dataclass
class Layout:
    zones: list[Rect]
    card: tuple[float, float]
    """Hand card size."""
    centre: Rect
    pile: Rect
    """The top card of the battle pile."""


HINT_H = 90.2
"""The room for two lines of key hints under a hand at 100 % text size."""


def make_layout(n: int, hint_h: float = HINT_H) -> Layout:
    """Zones for ``n`` seats around the table (the kit's :func:`seat_zones`),
    the hand card size and the pile; see the module docstring. ``hint_h`` is
    the room kept under a hand for two lines of key hints: at larger text
    sizes the zones grow by the hints' extra, so the cards keep their size
    (the table in the middle gives the room)."""
    extra = max(0.0, hint_h - HINT_H)
    seats = seat_zones(n, (420.0 + extra, 390.0 + extra, 318.0 + extra))
    zones, centre = seats.zones, seats.centre
    zh = zones[0][3]
    if n <= 3:
        card = (zh - 84 - hint_h) * 5 / 7, zh - 84 - hint_h
        pw, ph = 250.0, 350.0
    else:
        ch = min(157.0, zh - 84 - hint_h)
        card = (ch * 112 / 157, ch)
        pw, ph = 178.0, 250.0
    cx = centre[0] + centre[2] / 2
    py = centre[1] + min(32.0, (centre[3] - ph) / 2) if n > 3 else 100.0
    pile = (cx - pw / 2, py, pw, ph)
    return Layout(zones, card, centre, pile)


@dataclass
class SeatUI:
    """One human seat's selection and feedback."""

    cursor: int | None = None
    """Card id under the cursor."""
    index: int = 0
    mode: str = "hand"  # hand | dragon
    dragon: int | None = None
    colour: int = 0
    cons_stage: str = "disc"  # disc | pick
    cons_index: int = 0
    cons_disc: tuple[int, str] | None = None
    picks: list[int] = field(default_factory=list)
    peek_until: float = 0.0
    aim_seq: int | None = None
    """The pile number on screen when the player last moved the cursor (None:
    never): a press aimed at another pile than the one now shown is stale."""
    aim_fit: bool = False
    """Whether that move was "up"/"down" (looking for a fitting card, found or
    not) rather than "left"/"right" (a deliberate choice)."""



class MangaTable(GameScene):
    """The table's layout and what every seat sees in the middle; the flow
    (:class:`~game.games.manga.scene.MangaScene`) fills these in."""

    layout: Layout
    hint_h: float
    ui: dict[int, SeatUI]
    shown: MangaView
    flights: Tweens
    go_until: float
    recount_end: float | None

    def current_view(self) -> MangaView:
        """The public view of the current state (cached per state object)."""
        return cast(MangaView, self.table_view())

    def hand(self, seat: int, v: MangaView | None = None) -> list[CardView]:
        return list((v or self.shown)["hands"][seat])

    @staticmethod
    def fits(card: CardView, follow: str | None) -> bool:
        return bool(card["dragon"]) or (follow is not None and card["warrior"] == follow)

    def colour_name(self, colour: str | None) -> str:
        key = f"game.manga.colour.{colour}"
        return self.app.tr(key) if colour and self.app.tr.has(key) else str(colour or "?").title()

    def flying(self, to_pile: bool) -> set[int]:
        """The cards in the air towards the pile (or back to a hand)."""
        return {card["id"] for card, pile in (cast(tuple[CardView, bool], t.payload) for t in
                                              self.flights.with_tag("card")) if pile == to_pile}

    # -- geometry ----------------------------------------------------------------------------
    def seat_layout(self) -> Layout:
        """The table for these seats: zones placed in the order of the players' keys."""
        layout = make_layout(self.config.num_seats, self.hint_h)
        return replace(layout, zones=zones_by_keys(self, layout.zones))

    def zone(self, seat: int) -> Rect:
        return self.layout.zones[seat]

    def hand_slots(self, seat: int, n: int) -> list[Rect]:
        """Where the ``n`` cards of a seat's hand sit in its zone (not lifted)."""
        x, _y, w, _h = self.zone(seat)
        return card_row((x + 20, self.hand_top(seat), w - 40, self.layout.card[1]), n, self.layout.card, 10)

    def hand_top(self, seat: int) -> float:
        """Hands of seats without key hints (bots) sit lower, in the middle."""
        x, y, w, h = self.zone(seat)
        return y + 84 if seat in self.ui else y + 64 + (h - 64 - self.layout.card[1]) / 2

    def zone_hand_rect(self, seat: int) -> Rect:
        x, y, w, h = self.zone(seat)
        cw, ch = self.layout.card
        return (x + w / 2 - cw / 2, self.hand_top(seat), cw, ch)

    def draw_rect(self) -> Rect:
        px, py, pw, ph = self.layout.pile
        h = min(ph * 0.56, 170.0)
        w = h * 0.7
        return (px + pw + 100, py + ph * 0.62 - h / 2, w, h)

    def victory_stack_pos(self) -> tuple[float, float]:
        x, y, w, h = self.draw_rect()
        return x + w + 230, y + h / 2

    def disc_target(self, seat: int, art: str) -> tuple[float, float]:
        """Where the seat's victory (or consolation) disc icon sits in its header."""
        x, y, w, h = self.zone(seat)
        v = self.shown
        canvas = self.app.canvas
        rx = x + w - 24
        cons = v["consolation_discs"][seat]
        if art.endswith("consolation"):
            return rx - canvas.text_width(f"×{max(1, cons)}", 36, True) - 30, y + 38
        if cons:
            rx -= canvas.text_width(f"×{cons}", 36, True) + 74
        rx -= canvas.text_width(f"×{v['victory_discs'][seat]}", 36, True)
        return rx - 30, y + 38

    # static ---------------------------------------------------------------------------------
    def hint_lines(self, seat: int, v: MangaView, mode: str = "play") -> list[Hint]:
        """A human seat's key hints, each in its long and short wording (a
        seat played from its phone only: that it plays there)."""
        tr = self.app.tr
        cfg = self.config.seats[seat]
        if cfg.is_bot or seat not in self.ui:
            return []
        on_phone = phone_hint(self, seat)
        if on_phone:
            return on_phone
        names = seat_key_names(self, seat)

        def hint(key: str) -> Hint:
            return hint_wordings(tr, f"game.manga.hint.{key}", names)

        if mode in ("dragon", "cons"):
            return [hint(mode)]
        classic = v["mode"] == "classic"
        extra = "draw" if v["two_player_rules"] else "peek"
        return [hint("play_classic" if classic else "play_assisted"),
                hint(f"extra_{extra}" + ("" if classic else "_assisted"))]

    def draw_static(self, canvas: Canvas, v: MangaView) -> None:
        canvas.table()
        px, py, pw, ph = self.layout.pile
        # the pile's place: a felt mat
        canvas.box((px - 34, py - 30, pw + 68, ph + 60), (10, 40, 44, 200), 30, Theme.felt_line, 3)
        n = self.config.num_seats
        # the names, and the key hints, of every zone at one size (the size the tightest allows)
        name_size = canvas.common_size([(self.seat_label(s), self.zone(s)[2] * 0.3) for s in range(n)], 40, True)
        hints = [(fitting(canvas, line, 32, self.zone(s)[2] - 48), self.zone(s)[2] - 48) for s in range(n)
                 for line in self.hint_lines(s, v)]
        hint_size = canvas.common_size(hints, 32)
        for seat in range(n):
            x, y, w, h = self.zone(seat)
            zone_panel(canvas, (x, y, w, h), seat)
            self.draw_seat_badge(canvas, seat, (x + 46, y + 38), 22)
            name = self.seat_label(seat)
            canvas.text(name, (x + 80, y + 38), name_size, Theme.text, "midleft", bold=True, max_width=w * 0.3)
            nw = min(canvas.text_width(name, name_size, True), w * 0.3)
            count = canvas.text_width("×0", 36, True)  # the disc counters at the right (see draw_discs)
            discs = 80 + count + (74 + count if v["consolation_discs"][seat] else 0)
            seat_source(canvas, self, seat, (x + 80 + nw + 18, y + 40), 32, Theme.text_soft, w - nw - 110 - discs)
            lines = self.hint_lines(seat, v)
            for line, cy in zip(lines, hint_rows(canvas, (x, y, w, h), len(lines), hints_height(canvas, 2)),
                                strict=True):
                canvas.text(fitting(canvas, line, 32, w - 48), (x + 28, cy), hint_size, Theme.text_soft, "midleft",
                            max_width=w - 48)

    # centre ----------------------------------------------------------------------------------
    def draw_centre(self, canvas: Canvas, v: MangaView, now: float, gt: float) -> None:
        tr = self.app.tr
        px, py, pw, ph = self.layout.pile
        cx = px + pw / 2
        flying = self.flying(True)
        top = v["top"]
        under = v["under"]
        shown_top = top
        if top is not None and top["card"]["id"] in flying:
            shown_top = under
        if shown_top is not None:
            if under is not None and shown_top is top:
                self.draw_card(canvas, under["card"], (px - 16, py + 10, pw, ph), dim=True)
            self.draw_card(canvas, shown_top["card"], (px, py, pw, ph))
        else:
            canvas.box((px, py, pw, ph), (0, 0, 0, 60), 22, Theme.felt_line, 3)
        self.draw_follow(canvas, v, top)
        if v["phase"] != "consolation":
            self.draw_info(canvas, v, gt)
        # a banner below the pile (over its foot where the zones leave no room under it)
        cy = min(py + ph + 42 + 36, self.layout.centre[1] + self.layout.centre[3] - 40)
        self.banner.draw(canvas, now, (cx, cy), size=42, height=72, max_w=1600, pad=90, text_pad=50,
                         border=4)
        if v["phase"] == "consolation" and v["consolation_turn"] is not None:
            seat = int(v["consolation_turn"])
            key = "game.manga.status.consolation" if self.is_bot(seat) else "game.manga.banner.consolation_turn"
            text = tr(key, seat=self.seat_label(seat))
            w = min(1500.0, canvas.text_width(text, 52, True) + 100)
            canvas.box((cx - w / 2, py + ph / 2 - 55, w, 110), Theme.panel, 28, Theme.focus, 4, shadow=True)
            canvas.text(text, (cx, py + ph / 2), 52, Theme.text, "center", bold=True, max_width=w - 60)

    def draw_moment(self, canvas: Canvas, seat: int, title: str, sub: str) -> None:
        """A battle won: the whole table dims, and one big panel says who won
        which battle of how many (their victory disc flies to them over it)."""
        with canvas.over():
            canvas.box((0, 0, 1920, 1080), (0, 0, 0, 150))
            w, h = 1300.0, 400.0
            x, y = (1920 - w) / 2, (1080 - h) / 2
            canvas.box((x, y, w, h), Theme.panel, 36, Theme.ok, 8, shadow=True)
            canvas.art("manga/disc_victory", (x + 60, y + (h - 220) / 2, 220, 220))
            self.draw_seat_badge(canvas, seat, (x + 340, y + 130), 34)
            canvas.text(title, (x + 400, y + 130), 76, Theme.text, "midleft", bold=True, title=True,
                        max_width=w - 440)
            canvas.text(sub, (x + 340, y + 270), 56, Theme.gold, "midleft", bold=True, max_width=w - 380)

    def status_text(self, v: MangaView, gt: float) -> str:
        tr = self.app.tr
        phase = v["phase"]
        if phase == "battle":
            repl = v["replacement"]
            if repl is not None and repl["until"] is not None:
                s = f"{max(0.0, float(repl['until']) - gt):.1f}"
                return tr("game.manga.status.stop_window", seat=self.seat_label(int(repl["seat"])), s=s)
            if v["deadlock_at"] is not None:
                s = f"{max(0.0, float(v['deadlock_at']) - gt):.1f}"
                return tr("game.manga.status.deadlock", s=s)
        elif phase == "last_card" and v["last_card"] is not None and v["last_card"]["until"] is not None:
            lc = v["last_card"]
            s = f"{max(0.0, (lc['until'] or 0.0) - gt):.1f}"
            return tr("game.manga.status.last_card", seat=self.seat_label(lc["seat"]), s=s)
        elif phase == "over":
            return tr("game.manga.status.over")
        return ""

    def draw_follow(self, canvas: Canvas, v: MangaView, top: PileEntryView | None) -> None:
        """The colour to play: a big panel in that colour, its symbol and its name."""
        tr = self.app.tr
        follow = v["follow"]
        px, py, pw, ph = self.layout.pile
        w, h = 560.0, min(ph, 300.0)
        x, y = px - 90 - w, py + (ph - h) / 2
        if follow is None or top is None or v["phase"] not in ("count_in", "battle", "last_card"):
            return
        col = rgb(follow)
        caller = top["seat"]
        header = tr("game.manga.dragon_called", seat=self.seat_label(caller)) \
            if v["follow_from_dragon"] and caller is not None else tr("game.manga.to_play")
        name = self.colour_name(follow).upper()

        def paint(c: Canvas) -> None:
            ink = Theme.ink if follow in DARK_TEXT else (255, 255, 255)
            c.box((0, 0, w, h), col, 30, (255, 255, 255), 5, shadow=True)
            c.text(header, (w / 2, 36), 36, ink, "center", bold=True, max_width=w - 40)
            size = h - 110
            c.circle((30 + size / 2, 70 + size / 2), size / 2 + 6, Theme.card)
            c.art(f"manga/sym_{follow}", (40, 80, size - 20, size - 20))
            c.text(name, (60 + size + (w - 80 - size) / 2, 70 + size / 2), 84, ink, "center", bold=True,
                   title=True, max_width=w - size - 90)

        canvas.blit_sprite(canvas.sprite(("manga_follow", follow, header, name, w, h), (w, h), paint, margin=30),
                           (x, y))
        # a ring in the colour around the pile too
        canvas.box((px - 12, py - 12, pw + 24, ph + 24), None, 30, col, 8)

    def draw_info(self, canvas: Canvas, v: MangaView, gt: float) -> None:
        tr = self.app.tr
        px, py, pw, ph = self.layout.pile
        x0 = px + pw + 90
        if v["phase"] == "count_in" and v["count_in_end"] is not None:
            count_in(canvas, x0 + 280, py, tr("game.manga.action_power"), float(v["count_in_end"]) - gt, 620)
            return
        if self.recount_end is not None:  # a resumed battle counts in again
            count_in(canvas, x0 + 280, py, tr("game.manga.action_power"), self.recount_end - self.app.clock(), 620)
            return
        if self.app.clock() < self.go_until:
            go(canvas, (x0 + 280, py + ph / 2), tr("game.manga.go"), 600)
            return
        status = self.status_text(v, gt)
        if status:
            canvas.paragraph(status, (x0, py - 8, 1880 - x0, 100), 40, Theme.gold, 1.15)
        else:
            battle = tr("game.manga.deciding") if v["deciding"] else \
                tr("game.manga.battle", n=v["battle"], total=v["battles"])
            canvas.text(battle, (x0, py), 40, Theme.text, "topleft", bold=True, max_width=1880 - x0)
        dx, dy, dw, dh = self.draw_rect()
        canvas.art("manga/card_back", (dx, dy, dw, dh))
        canvas.text(f"×{v['draw_count']}", (dx + dw + 16, dy + dh / 2), 44, Theme.text, "midleft", bold=True)
        vx, vy = self.victory_stack_pos()
        if v["victory_stack"]:
            canvas.art("manga/disc_victory", (vx - 50, vy - 50, 100, 100))
        canvas.text(f"×{v['victory_stack']}", (vx + 62, vy), 44, Theme.text, "midleft", bold=True)

    # cards ------------------------------------------------------------------------------------
    def card_sprite(self, canvas: Canvas, card: CardView, size: tuple[float, float],
                    dim: bool = False) -> tuple[pygame.Surface, float]:
        w, h = size
        warrior, shield = card["warrior"], card["shield"]
        key = ("manga_card", warrior, shield, round(w), round(h), dim)
        return canvas.sprite(key, (w, h), lambda c: self.paint_card(c, w, h, warrior, shield, dim), margin=14)

    @staticmethod
    def paint_card(c: Canvas, w: float, h: float, warrior: str | None, shield: str | None, dim: bool) -> None:
        edge = rgb(warrior) if warrior else (150, 120, 200)
        c.box((0, 0, w, h), Theme.card, w * 0.09, edge, max(3.0, w * 0.035), shadow=True)
        if warrior is None:
            c.art("manga/dragon", (w * 0.08, h * 0.1, w * 0.84, h * 0.8))
        else:
            c.art(f"manga/warrior_{warrior}", (w * 0.14, h * 0.05, w * 0.84, h * 0.58))
            c.line((w * 0.1, h * 0.64), (w * 0.9, h * 0.64), Theme.card_edge, 2)
            c.art(f"manga/shield_{shield}", (w * 0.06, h * 0.66, w * 0.42, h * 0.31))
            c.art(f"manga/sym_{warrior}", (w * 0.05, h * 0.04, w * 0.24, w * 0.24))
            c.art(f"manga/sym_{shield}", (w * 0.58, h * 0.72, w * 0.3, h * 0.2))
        if dim:
            c.box((0, 0, w, h), (8, 22, 26, 165), w * 0.09)

    def draw_card(self, canvas: Canvas, card: CardView, r: Rect, dim: bool = False) -> None:
        canvas.blit_sprite(self.card_sprite(canvas, card, (r[2], r[3]), dim), (r[0], r[1]))

    def draw_flights(self, canvas: Canvas, now: float) -> None:
        pw, ph = self.layout.pile[2:]
        for t in self.flights.started("card", now):
            r = t.value(now)
            surf, margin = self.card_sprite(canvas, cast(tuple[CardView, bool], t.payload)[0], (pw, ph))
            target = canvas.rect((r[0] - margin * r[2] / pw, r[1] - margin * r[3] / ph,
                                  r[2] + 2 * margin * r[2] / pw, r[3] + 2 * margin * r[3] / ph))
            if target.w > 0 and target.h > 0:
                canvas.surface.blit(pygame.transform.scale(surf, target.size), target.topleft)
        for t in self.flights.started("disc", now):
            x, y = t.arc(now, 140)
            size = DISC_FLIGHT_PX - 50 * t.progress(now)
            canvas.art(str(t.payload), (x - size / 2, y - size / 2, size, size), moving=True)
