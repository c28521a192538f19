"""The Ikasamage public table: what every seat may see, painted from the
table's view (``view(state, None)``) -- the judge and the piles on the left,
the five fighters in rows with the spells cast on them, each seat's zone along
the bottom, cards in flight, and the result of the last match. The scene
(``scene.py``) decides what is shown when; a private turn (``private.py``)
paints the same rows from its seat's view, with its marks."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from game.client.game_scene import GameScene
from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Color, Theme
from game.client.table import Rect, card_row, seat_look, seat_source, zone_panel, zones_by_keys
from game.client.tween import Tween, Tweens
from game.games.ikasamage.cards import (
    head_sizes,
    names_size,
    paint_back,
    paint_fighter_head,
    paint_judge,
    paint_spell,
    row_parts_at,
)
from game.games.ikasamage.views import IkaView, ResultView, SeatView, SpellInfo

if TYPE_CHECKING:
    from game.games.ikasamage.private import Private

M = 14.0
"""Gap between panels, and between panels and the screen's edge."""
ZONE_H = 262.0
JUDGE_W = 392.0
HEADER_H = 124.0
CARD_RATIO = 1.4
WIDE_RATIO = 1.9
"""A spell lying on a fighter's row: this many times as wide as it is high."""
JUDGED_W = 240.0
"""Kept free at a row's right end for the judgment's word ("Dispersed")."""


@dataclass(frozen=True)
class Slot:
    """A spell on a fighter as drawn: its catalog index when shown face up."""

    spell: int | None
    owner: int
    secret: bool = False
    """Face down on the table, face up for this seat only."""
    flip_at: float | None = None
    struck: bool = False


@dataclass(frozen=True)
class Row:
    """A fighter as drawn (from a view, or from a match's result)."""

    pos: int
    fighter: int
    slots: list[Slot]
    power: int
    mana: int
    hidden: int
    protected: bool = False
    dispersed: bool = False
    excluded: bool = False
    winner: bool = False


@dataclass
class Showdown:
    """The end of a match, played out on the table from the result."""

    start: float
    result: ResultView
    revealed: set[int]
    card_spell: list[int]



class IkaTable(GameScene):
    """The public table's views, geometry and painters."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        n = self.config.num_seats
        zw = (LOGICAL_W - M * (n + 1)) / n
        zones: list[Rect] = [(M + i * (zw + M), LOGICAL_H - M - ZONE_H, zw, ZONE_H) for i in range(n)]
        self.zones = zones_by_keys(self, zones)
        self.humans = {seat for seat, cfg in enumerate(self.config.seats) if not cfg.is_bot}
        self.flights = Tweens()
        self.showdown: Showdown | None = None
        self.last_result: ResultView | None = None

    # -- views -----------------------------------------------------------------------------
    def public(self) -> IkaView:
        return cast(IkaView, self.table_view())

    def private_view(self, seat: int) -> IkaView:
        return cast(IkaView, self.game.view(self.state, seat))

    def lang(self) -> str:
        return self.app.tr.language if self.app.tr.language in ("en", "fr") else "en"

    def words(self, text: Any) -> str:
        return str(text.get(self.lang(), text["en"]))

    def spell_info(self, v: IkaView, spell: int) -> SpellInfo:
        return v["catalog"]["spells"][spell]

    def spell_name(self, v: IkaView, spell: int) -> str:
        return self.words(self.spell_info(v, spell)["name"])

    def fighter_name(self, v: IkaView, fighter: int) -> str:
        return self.words(v["catalog"]["fighters"][fighter]["name"])

    def who(self, seat: Any) -> str:
        return self.seat_label(int(seat))


    def acting_seat(self) -> int | None:
        """The seat the game waits for (None when over)."""
        active = self.game.active_seats(self.state)
        return active[0] if active else None


    def card_info(self, v: IkaView, card: int) -> SpellInfo:
        return v["catalog"]["spells"][v["card_spell"][card]]

    # -- geometry ------------------------------------------------------------------------------
    def zone(self, seat: int) -> Rect:
        return self.zones[seat]

    def zone_point(self, seat: int) -> tuple[float, float]:
        x, y, w, h = self.zone(seat)
        return x + w / 2, y + h / 2

    def middle(self) -> Rect:
        """The fighters' area, right of the judge, under the status header."""
        x = M + JUDGE_W + M
        top = HEADER_H + 4
        return x, top, LOGICAL_W - M - x, LOGICAL_H - M - ZONE_H - M - top

    def row_rect(self, pos: int) -> Rect:
        x, y, w, h = self.middle()
        gap = 8.0
        rh = (h - 4 * gap) / 5
        return x, y + pos * (rh + gap), w, rh

    def row_point(self, pos: int) -> tuple[float, float]:
        x, y, w, h = self.row_rect(pos)
        return x + w * 0.62, y + h / 2

    def column_point(self) -> tuple[float, float]:
        x, y, w, h = self.middle()
        return x + 200, y + h / 2

    def judge_rect(self) -> Rect:
        return M, M, JUDGE_W, LOGICAL_H - M - ZONE_H - M - M

    def row_parts(self, pos: int) -> tuple[Rect, Rect, Rect, Rect]:
        """A fighter row: portrait, words, totals, spells."""
        return row_parts_at(self.row_rect(pos))

    def slot_rects(self, pos: int, count: int) -> list[Rect]:
        """Where a row's spells lie: side by side and lying down (room for
        their names) while they fit so, else standing and overlapping."""
        sx, sy, sw, sh = self.row_parts(pos)[3]
        ch = sh
        cw = ch / CARD_RATIO
        wide = min(ch * WIDE_RATIO, (sw - JUDGED_W - 10 * (count - 1)) / max(1, count))
        if wide >= max(cw * 1.6, 190.0):  # room for a name across it
            return [(sx + i * (wide + 10), sy, wide, ch) for i in range(count)]
        step = min(cw + 10, (sw - JUDGED_W - cw) / max(1, count - 1)) if count > 1 else cw
        return [(sx + i * step, sy, cw, ch) for i in range(count)]

    def band(self) -> Rect:
        """Where the seats' zones are; a private turn's hand covers it."""
        return M, LOGICAL_H - M - ZONE_H, LOGICAL_W - 2 * M, ZONE_H

    # -- the table's layer and what flies over it ---------------------------------------------
    def draw_static(self, canvas: Canvas) -> None:
        canvas.table()
        x, y, w, h = self.middle()
        canvas.box((x - 4, y - 4, w + 8, h + 8), (10, 40, 44, 150), 28, Theme.felt_line, 3)

    def draw_flight(self, canvas: Canvas, v: IkaView, tw: Tween, now: float) -> None:
        x, y = tw.arc(now, 80)
        what = cast(tuple[Any, ...], tw.payload)
        if what[0] == "gold":
            canvas.art("ikasamage/gold", (x - 36, y - 36, 72, 72), moving=True)
        elif what[0] == "bet":
            canvas.art("ikasamage/back_bet", (x - 40, y - 56, 80, 112), moving=True)
        elif what[0] == "back":
            paint_back(canvas, (x - 50, y - 70, 100, 140))
        else:
            paint_spell(canvas, self.spell_info(v, int(what[1])), self.lang(), (x - 60, y - 84, 120, 168), name=False)

    # -- the judge -------------------------------------------------------------------------------
    def draw_judge(self, canvas: Canvas, v: IkaView) -> None:
        r = self.judge_rect()
        judge = v["catalog"]["judges"][v["judge"]]
        deck_h = canvas.line_height(32) / min(1.0, canvas.ui_scale) * 2 + 24  # the piles' cards: never below 100 %
        paint_judge(canvas, self.app.tr, judge, r, bool(v["confusion"]), deck_h)
        x, y, w, h = r
        self.draw_piles(canvas, v, (x + 12, y + h - deck_h - 6, w - 24, deck_h))

    def draw_piles(self, canvas: Canvas, v: IkaView, r: Rect) -> None:
        tr = self.app.tr
        x, y, w, h = r
        canvas.box(r, (10, 30, 34), 16, Theme.panel_edge, 2)
        lh = h / 2
        bw = lh * 0.62
        piles = (("deck", v["deck_count"]), ("discard", len(v["discard"])))
        labels = [tr(f"game.ikasamage.{key}", n=count) for key, count in piles]
        size = canvas.common_size([(label, w - 36 - bw) for label in labels], 32, True)  # one size for both
        for i, (key, _count) in enumerate(piles):
            cy = y + lh * i + lh / 2
            if key == "deck":
                paint_back(canvas, (x + 12, cy - lh / 2 + 5, bw, lh - 10))
            elif v["discard"]:
                paint_spell(canvas, self.spell_info(v, v["discard"][-1]["spell"]), self.lang(),
                            (x + 12, cy - lh / 2 + 5, bw, lh - 10), name=False)
            else:
                canvas.box((x + 12, cy - lh / 2 + 5, bw, lh - 10), None, 8, Theme.panel_edge, 2)
            canvas.text(labels[i], (x + 24 + bw, cy), size, Theme.text, "midleft", bold=True, max_width=w - 36 - bw)

    # -- the fighters ----------------------------------------------------------------------------
    def rows(self, v: IkaView, now: float) -> list[Row]:
        sd = self.showdown
        if sd is not None and sd.result:
            res = sd.result
            dispersed = iter(res["dispersed_cards"])
            out = []
            for f in res["fighters"]:
                cards = next(dispersed) if f["dispersed"] else f["spells"]
                slots = [Slot(sd.card_spell[c], -1, flip_at=sd.start if c in sd.revealed else None,
                              struck=f["dispersed"]) for c in cards]
                out.append(Row(f["pos"], f["fighter"], slots, f["power"], f["mana"], 0, dispersed=f["dispersed"],
                               excluded=f["excluded"], winner=res["winner"] == f["pos"]))
            return out
        return [Row(f["pos"], f["fighter"], [self.slot_of(s) for s in f["slots"]], f["shown_power"], f["shown_mana"],
                    f["hidden"], protected=f["protected"]) for f in v["fighters"]]

    @staticmethod
    def slot_of(s: Any) -> Slot:
        sp = s["spell"]
        return Slot(None if sp is None else int(sp["spell"]), int(s["owner"]),
                    secret=not s["face_up"] and sp is not None)

    def draw_row(self, canvas: Canvas, v: IkaView, row: Row, ui: Private | None, now: float) -> None:
        tr = self.app.tr
        pos = row.pos
        x, y, w, h = self.row_rect(pos)
        sd = self.showdown
        t = now - sd.start if sd is not None else 0.0
        judged = sd is not None and t > 1.0
        crowned = sd is not None and t > 1.8 and row.winner
        lift = 0.0
        if crowned:
            lift = -4 * min(1.0, (t - 1.8) / 0.4)
            glow = 6 + 3 * math.sin(now * 5)
            top = max(y - glow + lift, HEADER_H)  # never over the status header
            canvas.box((x - glow, top, w + 2 * glow, y + h + glow - top), Theme.focus, 22)
        focus, greyed = self.row_marks(ui, pos) if ui is not None else (False, False)
        fighter = v["catalog"]["fighters"][row.fighter]
        portrait, words, totals, spells = self.row_parts(pos)
        px, py, pw, ph = portrait
        tx, ty, tw_, th = totals
        sizes = head_sizes(canvas, [self.fighter_name(v, f["fighter"]) for f in v["fighters"]],
                           [r.power for r in self.rows(v, now)], h)  # the five rows' names and powers alike
        look = (row.fighter, focus, bool(judged and row.excluded), bool(crowned), row.power, row.mana, row.hidden,
                self.app.tr.language, round(w), round(h), self.over_limit(v, row.mana), sizes)
        if lift:
            self.paint_row_head(canvas, fighter, look, (x, y + lift, w, h))
        else:  # at rest, painted once per look over the table layer: one opaque blit a frame
            sprite = canvas.sprite(("ika-row",) + look, (w, h),
                                   lambda c: self.paint_row_head(c, fighter, look, (0.0, 0.0, w, h)),
                                   over=(x, y))
            canvas.blit_sprite(sprite, (x, y))
        # bets: this seat's own bet cards (private), or the result's
        if ui is not None:
            mine = ui.bets if ui.stage == "bet" else (v["seats"][ui.seat]["bets"] or [])
            if pos in mine:
                bw = h * 0.5  # on the portrait's corner: never over the power, whatever its digits
                canvas.art("ikasamage/bet_card", (px + pw - bw * 0.7 - 2, py - 2 + lift, bw * 0.7, bw))
        self.draw_slots(canvas, v, row, ui, now, lift)
        if row.protected:
            canvas.art("ikasamage/reflection", (px + pw - 40, py + ph - 40 + lift, 44, 44))
        if judged and (row.dispersed or row.excluded):
            k = min(1.0, (t - 1.0) / 0.3)
            size = 70 + 40 * (1 - k)
            canvas.art("ikasamage/gavel", (px + pw / 2 - size / 2, py + ph / 2 - size / 2, size, size), moving=True)
            judged_words = {k: tr(f"game.ikasamage.judgment.{k}") for k in ("excluded", "dispersed")}
            size = canvas.common_size([(word, JUDGED_W - 16) for word in judged_words.values()], 40, True)  # alike
            canvas.spare(judged_words["dispersed" if row.excluded else "excluded"])  # only measured here
            sx_, sy_, sw_, sh_ = spells
            canvas.text(judged_words["excluded" if row.excluded else "dispersed"], (sx_ + sw_ - 12, y + h / 2), size,
                        Theme.danger, "midright", bold=True, max_width=JUDGED_W - 16)
        if greyed:
            canvas.box((x, y, w, h), (0, 0, 0, 120), 18)

    def paint_row_head(self, canvas: Canvas, fighter: Any, look: tuple[Any, ...], r: Rect) -> None:
        paint_fighter_head(canvas, self.app.tr, fighter, look, r, over_limit=bool(look[10]), sizes=look[11])

    @staticmethod
    def over_limit(v: IkaView, mana: int) -> bool:
        """A fighter whose visible mana is over the judge's limit: the
        judgment will fall on it (unless Confusion stops it)."""
        judge = v["catalog"]["judges"][v["judge"]]
        return judge["limit"] is not None and judge["judgment"] != "none" and not v["confusion"] \
            and mana > judge["limit"]

    def draw_slots(self, canvas: Canvas, v: IkaView, row: Row, ui: Private | None, now: float, lift: float) -> None:
        rects = self.slot_rects(row.pos, len(row.slots))
        shown = [self.spell_info(v, slot.spell) for slot in row.slots if slot.spell is not None]
        size = names_size(canvas, shown, self.lang(), rects[0][2], rects[0][3]) if rects else 32.0  # one for the row
        for i, (slot, r) in enumerate(zip(row.slots, rects, strict=True)):
            x, y, w, h = r
            r = (x, y + lift, w, h)
            flip = 1.0
            if slot.flip_at is not None:
                flip = min(1.0, max(0.0, (now - slot.flip_at) / 0.5))
            if slot.spell is None or flip < 0.5:
                sw = w * (1 - 2 * flip) if slot.spell is not None else w
                paint_back(canvas, (x + (w - sw) / 2, y + lift, max(4.0, sw), h))
            else:
                sw = w * (2 * flip - 1)
                if sw < w * 0.95:
                    canvas.box((x + (w - sw) / 2, y + lift, max(4.0, sw), h), Theme.card, 10)
                else:
                    self.draw_small(canvas, v, slot.spell, r, size)
                if slot.secret:  # face down on the table: only this seat sees it
                    canvas.box(r, None, 12, (140, 120, 200), 5)
                    canvas.art("ikasamage/eye", (x + w - 34, y + h - 34 + lift, 30, 30))
            if slot.struck and self.showdown is not None and now - self.showdown.start > 1.0:
                canvas.box(r, (0, 0, 0, 130), 12)
                canvas.line((x + 6, y + 6 + lift), (x + w - 6, y + h - 6 + lift), Theme.danger, 5)
            if slot.owner >= 0 and self.showdown is None:
                canvas.seat_badge(slot.owner, (x + w - 4, y + 6 + lift), 11)
            if ui is not None and ui.stage == "spell" and ui.cursor == row.pos * 100 + i:
                canvas.box((x - 5, y - 5 + lift, w + 10, h + 10), None, 14, Theme.focus, 5)
            elif ui is not None and ui.stage == "to" and ui.spell == (row.pos, i):
                canvas.box((x - 5, y - 5 + lift, w + 10, h + 10), None, 14, Theme.gold, 3)

    def draw_small(self, canvas: Canvas, v: IkaView, spell: int, r: Rect, name_size: float = 32.0) -> None:
        x, y, w, h = r
        info = self.spell_info(v, spell)
        sprite = canvas.sprite(("ika-small", spell, self.lang(), round(w), round(h), name_size), (w, h),
                               lambda c: paint_spell(c, info, self.lang(), (0.0, 0.0, w, h), name=w > h,
                                                     name_size=name_size),
                               margin=10)
        canvas.blit_sprite(sprite, (x, y))

    def holding(self, now: float | None = None) -> bool:
        """Whether the table holds everyone (a match opening, a result to
        read): nobody is to act; none here (see the scene)."""
        return False

    def row_marks(self, ui: Private, pos: int) -> tuple[bool, bool]:
        """A fighter row under a private turn's cursor, and greyed as a choice
        it may not make (see ``private.py``); none here."""
        return False, False

    # -- seats -----------------------------------------------------------------------------------
    def draw_zone(self, canvas: Canvas, v: IkaView, p: SeatView, now: float) -> None:
        tr = self.app.tr
        seat = p["seat"]
        x, y, w, h = self.zone(seat)
        phase = v["phase"]
        acting = self.zone_acting(v, seat)
        if acting:
            pulse = 2 * math.sin(now * 6)
            canvas.box((x - 4 - pulse, y - 4 - pulse, w + 8 + 2 * pulse, h + 8 + 2 * pulse), None, 30, Theme.focus, 5)
        status = self.zone_status(v, p, acting)
        first = v["first"] == seat and phase in ("bet", "spell", "forget")
        sizes = self.zone_sizes(canvas, v, w)
        key = ("ika-zone", seat, p["gold"], p["hand_count"], p["bet_count"], first, status, self.seat_label(seat),
               seat_look(self, seat), tr.language, round(w), round(h), sizes)
        # painted once per look over the table layer: one opaque blit a frame
        margin = 24.0
        sprite = canvas.sprite(key, (w, h), lambda c: self.paint_zone(c, p, first, status, (0.0, 0.0, w, h), sizes),
                               margin=margin, over=(x, y))
        canvas.blit_sprite(sprite, (x, y))

    def zone_acting(self, v: IkaView, seat: int) -> bool:
        """``seat``'s zone shows it is to act (not while the table holds everyone)."""
        return self.acting_seat() == seat and v["phase"] != "over" and self.showdown is None and not self.holding()

    def zone_sizes(self, canvas: Canvas, v: IkaView, w: float) -> tuple[float, float]:
        """One size for every zone's seat name (the first seat's leaves room
        for its mark) and one for every zone's status line: siblings alike."""
        tr = self.app.tr
        first = v["first"] if v["phase"] in ("bet", "spell", "forget") else -1
        mark_w = canvas.text_width(tr("game.ikasamage.first"), 32, True) + 24 if first >= 0 else 0.0
        names = [(self.seat_label(p), w - 90 - 12 - (mark_w if p == first else 0))
                 for p in range(self.config.num_seats)]
        statuses = [(text, w - 40) for p in v["seats"]
                    for text, _ in [self.zone_status(v, p, self.zone_acting(v, p["seat"])) or ("", Theme.text)]]
        return canvas.common_size(names, 40, True), canvas.common_size(statuses, 32, True)

    def paint_zone(self, canvas: Canvas, p: SeatView, first: bool, status: tuple[str, Color] | None,
                   r: Rect, sizes: tuple[float, float] = (40.0, 32.0)) -> None:
        tr = self.app.tr
        seat = p["seat"]
        x, y, w, h = r
        zone_panel(canvas, r, seat)
        name_h, src_h = canvas.line_height(40), canvas.line_height(32)
        ny = y + 10 + name_h / 2
        canvas.seat_badge(seat, (x + 44, ny), 20)
        mark_w = 0.0
        if first:
            mark = tr("game.ikasamage.first")
            mark_w = canvas.text_width(mark, 32, True) + 24
            canvas.box((x + w - mark_w - 12, ny - src_h / 2, mark_w, src_h), Theme.gold, 12)
            canvas.text(mark, (x + w - 12 - mark_w / 2, ny), 32, Theme.ink, "center", bold=True,
                        max_width=mark_w - 10)
        canvas.text(self.seat_label(seat), (x + 74, ny), sizes[0], Theme.text, "midleft", bold=True,
                    max_width=w - 90 - mark_w - 12)
        sy = ny + name_h / 2 + src_h / 2
        seat_source(canvas, self, seat, (x + 30, sy), 32, Theme.text_soft, w - 50)
        # gold, hand, bets
        row_y = sy + src_h / 2 + 8
        status_h = canvas.line_height(32) + 14
        row_h = max(56.0, y + h - status_h - 8 - row_y)
        cy = row_y + row_h / 2
        icon = min(52.0, row_h * 0.8)
        cx = x + 26
        canvas.art("ikasamage/gold", (cx, cy - icon / 2, icon, icon))
        gold = str(p["gold"])
        canvas.text(gold, (cx + icon + 6, cy), 40, Theme.gold, "midleft", bold=True)
        cx += icon + 14 + canvas.text_width(gold, 40, True) + 18
        ch = min(row_h - 6, 90.0)
        cw = ch / CARD_RATIO
        backs = min(p["hand_count"], 8)
        room = (x + w - 16) - cx
        bets = p["bet_count"]
        bet_room = (cw + 18 + (bets - 1) * cw * 0.45) if bets else 0.0
        count_w = canvas.text_width(f"×{p['hand_count']}", 32, True) + 14
        fan = room - bet_room - cw - count_w
        if fan < 6 * (backs - 1):
            backs = min(backs, 1)  # a narrow zone: one back and the count
        backs_at = card_row((cx, cy - ch / 2, fan + cw, ch), backs, (cw, ch), -0.65 * cw, centred=False)
        for back in backs_at:
            paint_back(canvas, back)
        if backs:
            cx = backs_at[-1][0] + cw + 6
        canvas.text(f"×{p['hand_count']}", (cx, cy), 32, Theme.text, "midleft", bold=True)
        cx += count_w + 4
        bx = min(cx, x + w - 14 - cw - (bets - 1) * cw * 0.45)
        for i in range(bets):
            canvas.art("ikasamage/back_bet", (bx + i * cw * 0.45, cy - ch / 2, cw, ch))
        # what the seat does, at its foot
        if status is not None:
            text, colour = status
            canvas.text(text, (x + w / 2, y + h - status_h / 2 - 4), sizes[1], colour, "center", bold=True,
                        max_width=w - 40)

    def zone_status(self, v: IkaView, p: SeatView, acting: bool) -> tuple[str, Color] | None:
        tr = self.app.tr
        seat = p["seat"]
        phase = v["phase"]
        if phase == "over":
            return None
        if acting:
            key = "choosing" if seat in self.humans else "thinking"
            return tr(f"game.ikasamage.zone.{key}"), Theme.focus
        if phase == "spell" and p["passed"]:
            return tr("game.ikasamage.zone.passed"), Theme.text_soft
        if phase == "bet" and p["bet_count"]:
            return tr("game.ikasamage.zone.bet"), Theme.ok
        if phase == "redraw" and p["done"]:
            return tr("game.ikasamage.zone.done"), Theme.ok
        if p["invisible"]:
            return tr("game.ikasamage.zone.invisible"), Theme.gold
        if p["prismatic"]:
            return tr("game.ikasamage.zone.prismatic"), Theme.gold
        return None

    # -- the result ------------------------------------------------------------------------------
    def result_height(self, canvas: Canvas, v: IkaView, res: ResultView) -> float:
        """How tall the result panel is drawn: the fighters' area, or more
        (down over the seats' zones) where its words need the room."""
        x, y, w, h = self.middle()
        texts = [" · ".join(self.result_reasons(v, res)), *self.refusal_lines(v, res)]
        head = 10 + canvas.line_height(48) + sum(canvas.paragraph_height(t, 32, w - 60, 1.1, True) + 2
                                                 for t in texts if t) + 8
        n = len(res["payouts"])
        row = 12 + canvas.line_height(36) + canvas.line_height(32)  # a name over its reason, both whole
        need = head + max(5 * max((h - head - 12) / 5, row), n * max((h - head - 12) / max(n, 5), row)) + 12
        return min(max(h, need), LOGICAL_H - M - y)

    def draw_result(self, canvas: Canvas, v: IkaView, res: ResultView) -> None:
        """The last match for everyone: the winner, how the judge ruled and
        why, each fighter's power (and why it was judged), each seat's bets
        and pay-out (and why)."""
        tr = self.app.tr
        x, y, w, h = self.middle()
        winner = res["winner"]
        if winner is None:
            title = tr("game.ikasamage.result.replayed", round=res["round"])
        else:
            fighter = res["fighters"][winner]["fighter"]
            title = tr("game.ikasamage.result.won", round=res["round"], fighter=self.fighter_name(v, fighter))
        sub = " · ".join(self.result_reasons(v, res))
        notes = self.refusal_lines(v, res)  # a spell the judge refused, and what it changed
        th = canvas.line_height(48)
        heights = [canvas.paragraph_height(text, 32, w - 60, 1.1, True) + 2 for text in [sub, *notes] if text]
        head = 10 + th + sum(heights) + 8
        n = len(res["payouts"])
        row = 12 + canvas.line_height(36) + canvas.line_height(32)  # a name over its reason, both whole
        lh = max((h - head - 12) / 5, row)
        sh = max((h - head - 12) / max(n, 5), row)
        h = self.result_height(canvas, v, res)  # down over the seats' zones where its words need the room
        with canvas.over():
            canvas.box((x, y, w, h), Theme.panel, 26, Theme.gold, 4, shadow=True)
        canvas.text(title, (x + w / 2, y + 10 + th / 2), 48, Theme.gold, "center", bold=True, max_width=w - 60)
        top = y + 10 + th
        for text, height in zip([t for t in [sub, *notes] if t], heights, strict=True):
            canvas.paragraph(text, (x + 30, top, w - 60, height), 32, Theme.text_soft if text == sub else Theme.danger,
                             line_gap=1.1, align="center", bold=True)
            top += height
        top += 6
        col = (w - 60) / 2
        # fighters, on the left; a judged fighter's reason under its name (names and reasons: one size each)
        art = min(84.0, lh - 14)  # the portraits keep their size at any text size
        whys = []
        for f in res["fighters"]:
            why = ""
            if f["excluded"] or f["dispersed"]:
                over = res["limit"] is not None and f["mana"] > res["limit"]
                why = tr("game.ikasamage.result.over_limit", mana=f["mana"], limit=res["limit"]) if over \
                    else tr("game.ikasamage.result.judge_rule", mana=f["mana"])
            whys.append(why)
        why_size, name_size = stacked_sizes(canvas, [(why, col - 32 - art) for why in whys if why], lh - 6)
        for i, f in enumerate(res["fighters"]):
            fy = top + i * lh
            info = v["catalog"]["fighters"][f["fighter"]]
            win = winner == f["pos"]
            canvas.box((x + 20, fy + 3, col, lh - 6), (24, 70, 60) if win else (10, 32, 36), 14,
                       Theme.focus if win else None, 3)
            canvas.art(f"ikasamage/fighter_{info['id']}", (x + 28, fy + 7, art, art))
            why = whys[i]
            left = x + 36 + art
            rx = x + 20 + col - 16
            h1 = canvas.line_height(name_size)
            h2 = canvas.line_height(why_size) if why else 0.0
            c1 = fy + 3 + (lh - 6 - h1 - h2) / 2 + h1 / 2
            if why:  # under the name, the row's whole width
                canvas.text(why, (left, c1 + h1 / 2 + h2 / 2), why_size, Theme.danger, "midleft", bold=True,
                            max_width=rx - left)
            if f["excluded"] or f["dispersed"]:
                word = tr("game.ikasamage.judgment.excluded" if f["excluded"] else "game.ikasamage.judgment.dispersed")
                canvas.text(word, (rx, c1), 32, Theme.danger, "midright", bold=True, max_width=col * 0.3)
                rx -= min(col * 0.3, canvas.text_width(word, 32, True)) + 16
            power = str(f["power"])
            canvas.text(power, (rx, c1), name_size, Theme.focus if win else Theme.text, "midright", bold=True)
            pw_ = canvas.text_width(power, name_size, True)
            canvas.art("ikasamage/power", (rx - pw_ - 44, c1 - 18, 36, 36))
            canvas.text(self.words(info["name"]), (left, c1), name_size, Theme.text, "midleft", bold=True,
                        max_width=rx - pw_ - 52 - left)
        # seats, on the right: their bets, now shown, what they won and why
        sx = x + 40 + col
        card = min(sh * 0.6, 64.0)
        rows = []
        for p in range(n):
            paid = res["payouts"][p]
            money = tr("game.ikasamage.result.paid", n=paid) if paid else tr("game.ikasamage.result.nothing")
            bx = sx + col - canvas.text_width(money, 36, True) - 30 - len(res["bets"][p]) * (card + 6)
            rows.append((paid, money, bx, self.pay_reason(res, p)))
        reason_size, name_size = stacked_sizes(canvas, [(why, bx - sx - 60) for _, _, bx, why in rows if why],
                                               sh - 6)
        for p, (paid, money, bx, why) in enumerate(rows):
            py = top + p * sh
            canvas.box((sx, py + 3, col, sh - 6), (10, 32, 36), 14)
            canvas.seat_badge(p, (sx + 26, py + sh / 2), 14)
            for k, pos in enumerate(res["bets"][p]):
                fid = v["catalog"]["fighters"][res["fighters"][pos]["fighter"]]["id"]
                r = (bx + k * (card + 6), py + sh / 2 - card / 2, card, card)
                canvas.box(r, Theme.focus if pos == winner else (60, 60, 70), 10)
                canvas.art(f"ikasamage/fighter_{fid}", r)
            canvas.text(money, (sx + col - 16, py + sh / 2), 36, Theme.gold if paid else Theme.text_soft, "midright",
                        bold=True)
            two_lines(canvas, self.seat_label(p), why, (sx + 48, py + 3, bx - sx - 60, sh - 6),
                      Theme.gold if paid else Theme.text_soft, (name_size, reason_size))

    def result_reasons(self, v: IkaView, res: ResultView) -> list[str]:
        """How the judge ruled this match, and how a tie was broken."""
        tr = self.app.tr
        out = []
        if res["confusion"]:
            out.append(tr("game.ikasamage.result.confusion"))
        elif res["limit"] is not None and res["judgment"] != "none":
            out.append(tr("game.ikasamage.result.judgment", limit=res["limit"],
                          judgment=tr(f"game.ikasamage.judgment.{res['judgment']}")))
        winner = res["winner"]
        if winner is not None:
            won = res["fighters"][winner]
            tied = [f for f in res["fighters"] if f["pos"] != winner and not f["excluded"]
                    and f["power"] == won["power"]]
            if tied:
                out.append(tr("game.ikasamage.result.tie", power=won["power"], base=won["base"],
                              fighter=self.fighter_name(v, won["fighter"])))
        return out

    def refusal_lines(self, v: IkaView, res: ResultView) -> list[str]:
        """Each spell the judge refused that was cast all the same: whose,
        on which fighter, how it got there, and what it changed."""
        tr = self.app.tr
        judge = self.words(v["catalog"]["judges"][res["judge"]]["name"])
        out = []
        for r in res.get("refused", []):
            info = self.spell_info(v, v["card_spell"][r["card"]])
            values = {"judge": judge, "seat": self.who(r["seat"]), "spell": self.words(info["name"]),
                      "how": tr(f"game.ikasamage.result.how.{r['how']}")}
            pos = r["fighter"]
            if pos is None:
                out.append(str(tr("game.ikasamage.result.refused_support", **values,
                                  change=tr("game.ikasamage.result.change.stood"))))
                continue
            f = res["fighters"][pos]
            out.append(str(tr("game.ikasamage.result.refused", **values, fighter=self.fighter_name(v, f["fighter"]),
                              change=self.refusal_change(v, res, pos, info))))
        return out

    def refusal_change(self, v: IkaView, res: ResultView, pos: int, info: SpellInfo) -> str:
        """What a refused spell on fighter ``pos`` changed: it put the fighter
        over the judge's limit; without it another fighter would have won;
        else the power it gave (or that its effect stood)."""
        tr = self.app.tr
        f = res["fighters"][pos]
        name = self.fighter_name(v, f["fighter"])
        limit = res["limit"]
        mana = info["mana"] or 0
        if (f["excluded"] or f["dispersed"]) and limit is not None and f["mana"] > limit >= f["mana"] - mana:
            return str(tr("game.ikasamage.result.change.over", mana=mana, fighter=name))
        if f["dispersed"]:
            return str(tr("game.ikasamage.result.change.dispersed", fighter=name))
        delta = info["delta"] * (-1 if v["catalog"]["fighters"][f["fighter"]]["undead"] else 1)
        if delta and not f["excluded"]:
            powers = {g["pos"]: (g["power"] - (delta if g["pos"] == pos else 0), g["base"])
                      for g in res["fighters"] if not g["excluded"]}
            without = max(powers, key=lambda p: powers[p])
            if without != res["winner"]:
                return str(tr("game.ikasamage.result.change.won",
                              fighter=self.fighter_name(v, res["fighters"][without]["fighter"])))
            return str(tr("game.ikasamage.result.change.power", delta=f"{delta:+d}", fighter=name))
        return str(tr("game.ikasamage.result.change.stood"))

    def pay_reason(self, res: ResultView, seat: int) -> str:
        """Why ``seat`` was paid what it was: how many bet cards it placed
        (one on each fighter; the pay-out rule goes by their number) when one
        is on the winner."""
        winner = res["winner"]
        bets = res["bets"][seat]
        if winner is None or not bets:
            return ""
        if winner not in bets:
            return str(self.app.tr("game.ikasamage.result.missed"))
        reward = res["fighters"][winner]["reward"]
        return str(self.app.tr(f"game.ikasamage.result.pay.{('one', 'two', 'three')[min(len(bets), 3) - 1]}",
                               reward=reward))


def stacked_sizes(canvas: Canvas, reasons: list[tuple[str, float]], height: float) -> tuple[float, float]:
    """Sizes for rows of a name (36) over its reason (32), each reason in its
    width: one size for every reason (the largest each fits at, not below the
    readable floor) and one for every name (smaller, down to the floor, where
    both lines need it to fit ``height``)."""
    why = canvas.common_size(reasons, 32, True) if reasons else 32.0
    name = 36.0
    under = canvas.line_height(why) if reasons else 0.0
    while canvas.line_height(name) + under > height - 4 and name > canvas.text_floor(36):
        name = max(canvas.text_floor(36), name - 1)
    return why, name


def two_lines(canvas: Canvas, first: str, second: str, r: Rect, colour: Color, sizes: tuple[float, float]) -> None:
    """A name (bold, at ``sizes[0]``) and, under it, why (at ``sizes[1]``),
    centred in ``r``."""
    x, y, w, h = r
    h1 = canvas.line_height(sizes[0])
    h2 = canvas.line_height(sizes[1]) if second else 0.0
    top = y + (h - h1 - h2) / 2
    canvas.text(first, (x, top + h1 / 2), sizes[0], Theme.text, "midleft", bold=True, max_width=w)
    if second:
        canvas.text(second, (x, top + h1 + h2 / 2), sizes[1], colour, "midleft", bold=True, max_width=w)
