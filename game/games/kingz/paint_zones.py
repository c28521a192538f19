"""Painters of each seat's zone: its status, its tokens, its cards row (hand
and discard as the table knows them), the direction keys' compass, its key
hints, its feedback, and the peek at its secrets while its player holds the
peek key.

Imports go one way: ``scene`` -> ``paint_zones`` (this module) ->
``paint_table``."""

from __future__ import annotations

import math
from typing import Any

from game.client.gfx import Canvas, Color, Theme
from game.client.table import (
    Hint,
    Rect,
    card_row,
    draw_hand,
    fitting,
    hint_wordings,
    hints_height,
    peek_panel,
    phone_hint,
    seat_key_names,
    seat_source,
    zone_hints,
    zone_message,
    zone_notice,
)
from game.games.kingz.paint_table import ANIMAL_TINT, CARD_RATIO, KingzTable, SeatUI
from game.games.kingz.views import CardView, KingzView, SeatView


def chip_grid(area: Rect, n: int, gap: float = 6.0) -> list[Rect]:
    """``n`` chips filling ``area`` from its left, in one row or two,
    whichever makes them larger (each at most 66 x 86)."""
    x, y, w, h = area
    if n == 0:
        return []
    best: tuple[float, float, float, int] = (0.0, 0.0, 0.0, 1)
    for rows in (1, 2):
        cols = math.ceil(n / rows)
        cw = min(66.0, (w - (cols - 1) * gap) / cols)
        ch = min(86.0, (h - (rows - 1) * gap) / rows)
        if min(cw, ch) > best[0]:
            best = (min(cw, ch), cw, ch, rows)
    _size, cw, ch, rows = best
    cols = math.ceil(n / rows)
    top = y + (h - rows * ch - (rows - 1) * gap) / 2
    return [(x + (i % cols) * (cw + gap), top + (i // cols) * (ch + gap), cw, ch) for i in range(n)]


def cursor_at(ui: SeatUI, hand: list[CardView]) -> int:
    """The hand index under a seat's cursor: the same card for the peek that
    shows it and the act key that locks it, however the hand shrank."""
    return min(ui.cursor, len(hand) - 1)


class KingzZones(KingzTable):
    """Each seat's zone and the peek opened in it."""

    feedback: dict[int, tuple[str, Color, float]]

    def draw_zone(self, canvas: Canvas, v: KingzView, seat: int, now: float) -> None:
        tr = self.app.tr
        x, y, w, h = self.zone(seat)
        p = v["seats"][seat]
        if seat in self.game.active_seats(self.state) and p["alive"] and v["phase"] != "precount" \
                and not self.waits_for_story():
            pulse = 2 * math.sin(now * 6)
            canvas.box((x - 4 - pulse, y - 4 - pulse, w + 8 + 2 * pulse, h + 8 + 2 * pulse), None, 30, Theme.focus, 5)
        name_y, source_y, below = self.header_rows(seat)
        status = self.zone_status(v, p) if p["alive"] else None
        # who plays, on the name's second row; at its end the seat's status (with open paravents,
        # where the tokens sit there, at the end of the name's row); the words give way to it
        room = w - 150 - (290 if self.state.setup.open_paravents else 0)
        if status is not None:
            if self.state.setup.open_paravents:
                canvas.text(status[0], (x + w - 28, name_y), 36, status[1], "midright", bold=True, max_width=w * 0.4)
            else:  # all the row but the room of the player's mark
                most = room - 60
                canvas.text(status[0], (x + w - 28, source_y), 36, status[1], "midright", bold=True, max_width=most)
                room -= min(canvas.text_width(status[0], 36, True), most) + 24
        seat_source(canvas, self, seat, (x + 128, source_y), 32, Theme.text_soft, room)
        if not p["alive"]:
            zone_message(canvas, self.zone(seat), y + h / 2 + 40, tr("game.kingz.zone.out"), Theme.text_soft)
            return
        if seat in self.ui and self.peeking(seat):
            self.draw_peek(canvas, seat)
            return
        if p["armour"] is not None:  # open paravents: everyone sees every seat's tokens
            self.draw_tokens(canvas, p, x + w - 28, source_y)
        compass = self.compass(seat, v)
        if compass is not None:
            self.draw_compass(canvas, seat, *compass)
        else:
            hints = phone_hint(self, seat) or self.hint_lines(seat, v)
            bottom = y + h - (hints_height(canvas, len(hints[:2])) + 10 if hints else 12)
            self.draw_cards_row(canvas, v, p, (x + 24, below, w - 48, bottom - below))
            if hints:
                zone_hints(canvas, self.zone(seat), hints)
        fb = self.feedback.get(seat)
        if fb is not None:
            zone_notice(canvas, self.zone(seat), fb[0], fb[1])

    def draw_cards_row(self, canvas: Canvas, v: KingzView, p: SeatView, area: Rect) -> None:
        """What the table knows of a seat's cards: its hand, face down, and
        its discard (the cards set aside face down, the ones seen this round
        face up). With open paravents the hand and the set-aside cards are
        face up (the locked card still hides among the hand)."""
        x, y, w, h = area
        ch = min(96.0, h - 4)
        canvas.picture("kingz-row-card", (ch / CARD_RATIO, ch) if ch >= 40 else (0.0, 0.0))  # the cards, not the row
        if ch < 40:
            return
        faces, aside = p["hand"], p["aside"]
        key = ("kingz-row", p["seat"], p["hand_count"], None if faces is None else tuple(c["id"] for c in faces),
               tuple(None if c is None else (c["id"], c["op"]) for c in p["discard"]),
               None if aside is None else tuple(c["id"] for c in aside), round(w), round(h))
        # painted once per look onto the zone's own background: one opaque blit a frame
        canvas.blit_sprite(canvas.sprite(key, (w, h), lambda c: self.paint_cards_row(c, p, (0.0, 0.0, w, h)),
                                         over=(x, y), picture=False), (x, y))

    def paint_cards_row(self, canvas: Canvas, p: SeatView, area: Rect) -> None:
        x, y, w, h = area
        ch = min(96.0, h - 4)
        cw = ch / CARD_RATIO
        faces = p["hand"]
        backs = len(faces) if faces is not None else p["hand_count"]
        top = y + (h - ch) / 2
        slots = card_row((x, top, w * 0.42 - 52, ch), backs, (cw, ch), cw * (-0.38 if faces is not None else -0.55),
                         centred=False)
        for i, r in enumerate(slots):
            if faces is not None:
                self.draw_card(canvas, faces[i], r)
            else:
                canvas.art("kingz/card_back", r)
        dx = x + w * 0.46
        aside = list(p["aside"] or [])
        pile = [card if card is not None or not aside else aside.pop(0) for card in p["discard"]]
        for card, r in zip(pile, chip_grid((dx, y, x + w - dx, h), len(pile)), strict=True):
            self.draw_chip(canvas, card, r)
        if backs:
            bx = slots[-1][0] + cw + 26
            canvas.circle((bx, y + h / 2), 22, Theme.panel_edge)
            canvas.text(str(backs), (bx, y + h / 2), 32, Theme.text, "center", bold=True)

    def draw_chip(self, canvas: Canvas, card: CardView | None, r: Rect) -> None:
        """A card of a discard, small but readable across the room: its icon
        and its speed, side by side with the others (never a stack of tabs);
        a card set aside face down is a back."""
        x, y, w, h = r
        if card is None:
            canvas.art("kingz/card_back", r)
            return
        canvas.box(r, Theme.card, 8, Theme.ink, 2)
        canvas.box((x + 3, y + 3, w - 6, 5), ANIMAL_TINT.get(self.animal(card["owner"]), Theme.gold), 2)
        figure = canvas.line_height(32)  # the speed gets the room it needs, the icon what is left
        if h - 14 - figure >= 18:  # the icon over the speed
            icon = min(w - 8, h - 14 - figure)
            canvas.art(f"kingz/card_{card['op']}", (x + w / 2 - icon / 2, y + 9, icon, icon))
            at = (x + w / 2, y + h - 3 - figure / 2)
        else:  # too low for both: the speed alone (it is what tells the cards apart)
            at = (x + w / 2, y + h / 2 + 2)
        canvas.text(str(card["speed"]), at, 32, Theme.ink, "center", bold=True, max_width=w - 6)
        if card["op"] != card["kind"]:
            canvas.box(r, None, 8, Theme.danger, 3)

    def compass(self, seat: int, v: KingzView) -> tuple[str, dict[str, int]] | None:
        """A human seat's direction keys and whom each names (with an icon for
        the middle) when a press must name a player: the same for every seat
        before the count (a Désarmer is secret), a Glaive's targets, an
        aggressor's victims."""
        if seat not in self.ui or self.waits_for_story():
            return None
        phase = v["phase"]
        p = v["seats"][seat]
        if phase == "precount":
            return "kingz/card_desarmer", self.directions_of(seat)
        if phase == "targets" and seat in v["glaives"] and p["target"] is None:
            victims = [a.seat for a in self.game.legal_actions(self.state, seat) if a.kind == "target"]
            return "kingz/card_glaive", self.directions_of(seat, [q for q in victims if q is not None])
        if phase == "negotiate" and v["chooser"] == seat:
            victims = [vic for agg, vic in v["talks"] if agg == seat]
            return "kingz/thumb_up", self.directions_of(seat, victims)
        return None

    def draw_compass(self, canvas: Canvas, seat: int, icon: str, mapping: dict[str, int]) -> None:
        """Each direction key and the player it names, where it points."""
        x, y, w, h = self.zone(seat)
        names = seat_key_names(self, seat)
        below = self.header_rows(seat)[2]
        size = 32.0  # three rows of labels fit under the header, smaller at large text sizes if need be
        while 3 * (canvas.line_height(size) + 6) + 10 > y + h - below and size > canvas.text_floor(size):
            size -= 2
        # and where a name does not fit beside its key, one size for the names in every zone's compass
        narrow = min(zw for _zx, _zy, zw, _zh in self.zones) / 2 - 78
        size = canvas.common_size([(self.who(s), narrow) for s in range(self.config.num_seats)], size, True)
        lh = canvas.line_height(size) + 6
        cx, cy = x + w / 2, (below + y + h) / 2
        dy = min(64.0, (y + h - below) / 2 - lh / 2 - 4)
        canvas.art(icon, (cx - 24, cy - 24, 48, 48))
        spots = {"up": (cx, cy - dy), "down": (cx, cy + dy), "left": (x + 22, cy), "right": (x + w - 22, cy)}
        for d, target_seat in mapping.items():
            anchor = {"left": "midleft", "right": "midright"}.get(d, "center")
            room = w / 2 - 58 if d in ("left", "right") else w * 0.5
            # the key and whom it names; where that is too long, whom it names (the label sits where the key points)
            label = fitting(canvas, (f"{names[d]} {self.who(target_seat)}", self.who(target_seat)), size,
                            room - 20, True)
            sx, sy = spots[d]
            tw = min(canvas.text_width(label, size, True) + 20, room)
            bx = sx if anchor == "midleft" else sx - tw if anchor == "midright" else sx - tw / 2
            canvas.box((bx, sy - lh / 2, tw, lh), Theme.card, 12, Theme.ink, 2)
            canvas.text(label, (bx + tw / 2, sy), size, Theme.ink, "center", bold=True, max_width=tw - 12)

    def zone_status(self, v: KingzView, p: SeatView) -> tuple[str, Color] | None:
        tr = self.app.tr
        phase = v["phase"]
        if p["grounded"]:
            return tr("game.kingz.zone.grounded"), Theme.danger
        if phase in ("aside", "approach") and self.waits_for_story():
            return None  # the last turn is still being told
        if phase == "aside":
            done = p["discard_count"]
            return tr("game.kingz.zone.set_aside", n=done, total=self.state.setup.set_aside), Theme.text_soft
        if phase == "approach":
            return (tr("game.kingz.zone.ready"), Theme.ok) if p["ready"] else \
                (tr("game.kingz.zone.thinking"), Theme.text_soft)
        if phase == "precount" and v["power"] and not p["power_used"] and p["seat"] in self.ui:
            return tr("game.kingz.hint.rage", **seat_key_names(self, p["seat"])), Theme.danger
        if phase in ("precount", "count"):
            return tr("game.kingz.zone.ready"), Theme.ok
        if phase in ("targets", "resolve", "negotiate") and p["card"] is None:
            return tr("game.kingz.zone.no_card"), Theme.text_soft
        if v["power"] and p["power_used"]:
            return tr("game.kingz.zone.power_used"), Theme.danger
        return None

    def peeking(self, seat: int) -> bool:
        return self.app.input.is_down(self.source_of(seat), "special")

    def hint_lines(self, seat: int, v: KingzView) -> list[Hint]:
        """A human seat's key hints. They depend only on what the table may
        know (the same for a seat holding a Désarmer as for one that does not)."""
        if seat not in self.ui:
            return []
        tr = self.app.tr
        names = seat_key_names(self, seat)
        p = v["seats"][seat]
        phase = v["phase"]

        def hint(key: str, **extra: Any) -> Hint:
            return hint_wordings(tr, f"game.kingz.hint.{key}", names, **extra)

        peek = hint("peek")
        if self.waits_for_story():
            return [peek]
        if phase == "aside":
            return [hint("aside"), peek]
        if phase == "approach":
            return [hint("locked"), ""] if p["ready"] else [hint("pick"), peek]
        talk = v["talk"]
        if phase == "negotiate" and talk is not None:
            if talk["victim"] == seat:
                ui = self.ui[seat]
                return [hint("offer", renown=ui.renown, courage=ui.courage), peek]
            if talk["aggressor"] == seat:
                return [hint("answer")]
        return [peek]

    def draw_tokens(self, canvas: Canvas, p: SeatView, right: float, cy: float) -> None:
        """A seat's armour, courage and renown as icons and figures, ending at ``right``."""
        tx = right
        for token in ("renown", "courage", "armour"):
            value = str(p[token])  # type: ignore[literal-required]
            tx -= canvas.text_width(value, 36, True)
            canvas.text(value, (tx, cy), 36, Theme.text, "midleft", bold=True)
            canvas.art(f"kingz/token_{token}", (tx - 50, cy - 22, 44, 44))
            tx -= 70

    def draw_peek(self, canvas: Canvas, seat: int) -> None:
        """The seat's secrets, over its zone, while its peek key is held: its
        tokens, its hand with the cursor, the card under it, what it set aside."""
        tr = self.app.tr
        me = self.own_view(seat)
        x, y, w, h = self.zone(seat)
        px, py, pw, ph = peek_panel(canvas, (x + 10, y + 8, w - 20, h - 16), tr("game.kingz.peek"))
        self.draw_tokens(canvas, me, x + w - 36, y + 40)  # on the title's row
        hand = me["hand"] or []
        ui = self.ui[seat]
        line_h = canvas.line_height(32)
        slots = max(7, len(hand))  # a whole hand (nine cards before the set-aside) fits the panel's width
        ch = min(170.0, ph - line_h - 24, (pw - (slots - 1) * 8) / slots * CARD_RATIO)
        cw = ch / CARD_RATIO
        top = py + 14
        cursor = cursor_at(ui, hand) if hand else -1
        draw_hand(canvas, card_row((px, top, pw, ch), len(hand), (cw, ch), 8, centred=False),
                  lambda i, r: self.draw_card(canvas, hand[i], r), focus=cursor if hand else None, lift=10)
        bits = []
        if hand:
            bits.append(f"{self.card_name(hand[cursor])} ({hand[cursor]['speed']})")
        if me["pick"] is not None:
            bits.append(tr("game.kingz.peek_picked", card=self.card_name(me["pick"])))
        talk = self.current_view()["talk"]
        if ui.lack is not None and talk is not None and talk["victim"] == seat:  # why its offer was not made
            bits.insert(0, tr("game.kingz.peek_lack", renown=ui.lack[0], courage=ui.lack[1]))
        if me["aside"]:
            bits.append(tr("game.kingz.peek_aside", cards=", ".join(tr(f"game.kingz.card.{c['kind']}")
                                                                    for c in me["aside"])))
        text = " · ".join(bits)
        size = canvas.fitting_size(text, 32, pw, line_h * 2)
        canvas.paragraph(text, (px, top + ch + 6, pw, py + ph - top - ch - 6), size, Theme.gold)
