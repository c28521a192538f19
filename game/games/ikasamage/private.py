"""A seat's private turn on the Ikasamage table: what it is choosing (its
cursor, its marks, the choices it may not make and why) and how that is
painted from its own view (``view(state, seat)``) -- the hand-over that asks
the others to look away, its hand across the bottom with the detail of the
card under the cursor, the choice buttons, and its marks on the fighter rows.
The scene (``scene.py``) turns the seat's keys into these choices."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Theme, seat_style
from game.client.table import Rect, card_row, draw_hand, phone_hint, seat_key_names
from game.games.ikasamage.cards import names_size, paint_spell
from game.games.ikasamage.rules import IkaAction, casts_of, refusal
from game.games.ikasamage.table import CARD_RATIO, IkaTable
from game.games.ikasamage.views import IkaView, SpellView

BUTTON = -1
DETAIL_W = 500.0
"""The detail panel's width, at the right of a private turn's band."""
"""A cursor on the button at the end of a row (Pass, Bet, Draw)."""


@dataclass
class Private:
    """What a seat is choosing in its private turn (seen only by it)."""

    seat: int
    stage: str = "hand"
    """hand, fighter, face, spell, to, player, give, take (spell phase); bet;
    forget; redraw; look (what its Detect Magic or Recall showed)."""
    cursor: int = 0
    """Index in the hand (or BUTTON) or in the stage's options."""
    card: int | None = None
    """The card picked (its id)."""
    fighter: int | None = None
    spell: tuple[int, int] | None = None
    bet: int | None = None
    bets: list[int] = field(default_factory=list)
    """Bet cards placed so far (betting)."""
    marked: list[int] = field(default_factory=list)
    """Cards marked to discard (redraw)."""
    note: str = ""
    """Why the last press was refused."""
    trail: list[tuple[str, int]] = field(default_factory=list)
    """(stage, cursor) to go back to."""



class IkaPrivate(IkaTable):
    """The choices of a private turn and their painters."""

    # -- what may be chosen ------------------------------------------------------------------
    def candidates(self, seat: int, card: int) -> list[IkaAction]:
        """Every way of casting ``card`` now (legal or not): the rules' own list."""
        return casts_of(self.state, seat, card)

    def why_not(self, seat: int, actions: list[IkaAction], empty: str) -> str | None:
        """None if one of ``actions`` is legal, else why the first is not."""
        if not actions:
            return empty
        reasons = [refusal(self.state, seat, a) for a in actions]
        if any(r is None for r in reasons):
            return None
        return reasons[0]

    def card_refusal(self, seat: int, card: int) -> str | None:
        return self.why_not(seat, self.candidates(seat, card), "no_spell_on_table")

    def options(self, ui: Private) -> list[tuple[int, str | None]]:
        """The choices of the current target stage: (value, why not or None)."""
        seat, card = ui.seat, ui.card
        if card is None:
            return []
        every = self.candidates(seat, card)
        npos = len(self.state.fighters)
        st = ui.stage
        out: list[tuple[int, str | None]] = []
        if st == "fighter":
            for f in range(npos):
                out.append((f, self.why_not(seat, [a for a in every if a.fighter == f], "no such fighter")))
        elif st == "face":
            for down in (0, 1):
                out.append((down, self.why_not(seat, [a for a in every if a.fighter == ui.fighter
                                                      and a.face_down == bool(down)], "only under Prismatic Ray")))
        elif st == "spell":
            v = self.private_view(seat)
            for fv in v["fighters"]:
                for i in range(len(fv["slots"])):
                    out.append((fv["pos"] * 100 + i, self.why_not(seat, [a for a in every
                                                                         if a.spell == (fv["pos"], i)],
                                                                   "no such spell")))
        elif st == "to":
            for f in range(npos):
                if ui.spell is not None and f != ui.spell[0]:
                    out.append((f, self.why_not(seat, [a for a in every if a.spell == ui.spell and a.to == f],
                                                "move it to another fighter")))
        elif st == "player":
            for p in range(self.config.num_seats):
                if p != seat:
                    out.append((p, self.why_not(seat, [a for a in every if a.seat == p], "name another player")))
        elif st == "give":
            for b in self.private_view(seat)["seats"][seat]["bets"] or []:
                out.append((b, self.why_not(seat, [a for a in every if a.bet == b], "that is not one of your bets")))
        elif st == "take":
            mine = self.private_view(seat)["seats"][seat]["bets"] or []
            for f in range(npos):
                if f not in mine:
                    out.append((f, self.why_not(seat, [a for a in every if a.bet == ui.bet and a.take == f],
                                                "take a bet card you have not used")))
        return out

    def reason_text(self, reason: str) -> str:
        """An engine refusal in the players' language (its code names the
        words; a refusal the table never shows keeps the engine's English)."""
        code = getattr(reason, "code", reason)
        values = dict(getattr(reason, "values", {}))
        if code == "refused":
            v = self.public()
            values["judge"] = self.words(v["catalog"]["judges"][int(values["judge"])]["name"])
        key = f"game.ikasamage.why.{code}"
        return str(self.app.tr(key, **values)) if self.app.tr.has(key) else reason

    def row_focused(self, ui: Private, pos: int) -> bool:
        if ui.stage == "bet":
            return ui.cursor == pos
        if ui.stage in ("fighter", "to", "take", "give"):
            return ui.cursor == pos
        if ui.stage == "face":
            return ui.fighter == pos
        return False

    def row_greyed(self, ui: Private, pos: int) -> bool:
        if ui.stage not in ("fighter", "to", "take", "give"):
            return False
        opts = dict(self.options(ui))
        return pos not in opts or opts[pos] is not None

    def row_marks(self, ui: Private, pos: int) -> tuple[bool, bool]:
        return self.row_focused(ui, pos), self.row_greyed(ui, pos)

    # -- the hand-over ---------------------------------------------------------------------------
    def draw_handover(self, canvas: Canvas, seat: int, now: float) -> None:
        tr = self.app.tr
        canvas.box((0, 0, LOGICAL_W, LOGICAL_H), (6, 16, 20), 0)
        name = self.seat_label(seat)
        keys = seat_key_names(self, seat)
        style = seat_style(seat)
        canvas.box((0, 0, LOGICAL_W, 16), style.color, 0)
        canvas.box((0, LOGICAL_H - 16, LOGICAL_W, 16), style.color, 0)
        cy = 300.0
        canvas.seat_badge(seat, (LOGICAL_W / 2, cy - 130), 60)
        canvas.text(tr("game.ikasamage.handover.look_away", seat=name), (LOGICAL_W / 2, cy), 64, Theme.text,
                    "center", bold=True, max_width=LOGICAL_W - 160)
        what = tr(f"game.ikasamage.handover.{self.public()['phase']}")
        canvas.text(what, (LOGICAL_W / 2, cy + 100), 44, Theme.gold, "center", bold=True, max_width=LOGICAL_W - 200)
        pulse = 0.5 + 0.5 * math.sin(now * 4)
        ready = tr("game.ikasamage.handover.ready", seat=name, act=keys.get("act", "act")) \
            if not phone_hint(self, seat) else tr("phone.waiting_for", seat=name)  # its phone is away
        rw = min(LOGICAL_W - 200, canvas.text_width(ready, 48, True) + 100)
        canvas.box((LOGICAL_W / 2 - rw / 2, cy + 190, rw, 110), Theme.panel, 30,
                   tuple(round(a + (b - a) * pulse) for a, b in zip(Theme.panel_edge, Theme.focus, strict=False)), 5)  # type: ignore[arg-type]
        canvas.text(ready, (LOGICAL_W / 2, cy + 245), 48, Theme.text, "center", bold=True, max_width=rw - 60)
        res = self.last_result if self.public()["phase"] == "redraw" else None
        if res is not None:  # the last match, still to read while the redraw goes round
            v = self.public()
            if res["winner"] is not None:
                won = tr("game.ikasamage.result.won", round=res["round"],
                         fighter=self.fighter_name(v, res["fighters"][res["winner"]]["fighter"]))
                canvas.text(won, (LOGICAL_W / 2, cy + 400), 40, Theme.text_soft, "center", bold=True,
                            max_width=LOGICAL_W - 200)
        # every seat's gold, so the table stays in the picture
        n = self.config.num_seats
        v = self.public()
        w = min(300.0, (LOGICAL_W - 200) / n)
        for p in range(n):
            px = LOGICAL_W / 2 + (p - (n - 1) / 2) * w
            canvas.seat_badge(p, (px - w / 2 + 30, 900), 14)
            canvas.text(self.seat_label(p), (px - w / 2 + 52, 900), 32, Theme.text, "midleft", bold=True,
                        max_width=w - 70)
            canvas.art("ikasamage/gold", (px - w / 2 + 20, 940, 40, 40))
            canvas.text(str(v["seats"][p]["gold"]), (px - w / 2 + 70, 960), 36, Theme.gold, "midleft", bold=True)

    # -- the private turn ------------------------------------------------------------------------
    def hint_words(self, ui: Private, v: IkaView) -> list[str]:
        """The seat's keys for what it may do now, by their real names."""
        tr = self.app.tr
        keys = seat_key_names(self, ui.seat)
        stage = ui.stage
        key = {"bet": "bet", "hand": "hand", "forget": "forget", "redraw": "redraw", "face": "face",
               "player": "player", "look": "look"}.get(stage, "target")
        out = [str(tr(f"game.ikasamage.hint.{key}", **keys))]
        if ui.trail:
            out.append(str(tr("game.ikasamage.hint.back", **keys)))
        return out

    def draw_private(self, canvas: Canvas, v: IkaView, ui: Private, now: float) -> None:
        bx, by, bw, bh = self.band()
        with canvas.over():  # laid over the table while the seat peeks
            canvas.box((bx, by, bw, bh), (14, 40, 44), 22, seat_style(ui.seat).color, 4, shadow=True)
        me = v["seats"][ui.seat]
        hand = me["hand"] or []
        hx, hy, hw, hh = self.hand_area()
        if ui.stage in ("player", "face"):
            self.draw_choice_buttons(canvas, v, ui, (hx + 2, hy + 6, hw - 4, hh - 12))
        else:
            self.draw_hand(canvas, v, ui, hand, (hx, hy, hw, hh))
        self.draw_detail(canvas, v, ui, hand, (hx + hw + 14, by + 12, DETAIL_W, bh - 24))

    def hand_area(self) -> Rect:
        """Where a private turn's hand (or its choice buttons) goes: the band
        left of the detail panel."""
        bx, by, bw, bh = self.band()
        return bx + 14, by + 10, bw - DETAIL_W - 12 - 28, bh - 20

    def hand_slots(self, r: Rect, count: int) -> list[Rect]:
        """Where the hand's cards go, side by side, and the button after them."""
        x, y, w, h = r
        cw = min((h - 18) / CARD_RATIO, (w - 10 * count) / (count + 1))
        ch = cw * CARD_RATIO
        return card_row((x, y + 18 + (h - 18 - ch) / 2, w, ch), count + 1, (cw, ch), 10, centred=False)

    def draw_hand(self, canvas: Canvas, v: IkaView, ui: Private, hand: list[SpellView], r: Rect) -> None:
        tr = self.app.tr
        slots = self.hand_slots(r, len(hand))
        picking = ui.stage in ("hand", "forget", "redraw")
        infos = [self.spell_info(v, sv["spell"]) for sv in hand]
        size = names_size(canvas, infos, self.lang(), slots[0][2], slots[0][3])  # one size for the hand's names

        def paint(i: int, cr: Rect) -> None:
            sv = hand[i]
            info = infos[i]
            x, y, cw, ch = cr
            sprite = canvas.sprite(("ika-hand", sv["spell"], self.lang(), round(cw), round(ch), size), (cw, ch),
                                   lambda c: paint_spell(c, info, self.lang(), (0.0, 0.0, cw, ch), name_size=size),
                                   margin=10)
            canvas.blit_sprite(sprite, (x, y))
            if ui.stage == "redraw" and sv["card"] in ui.marked:
                canvas.box(cr, (120, 20, 20, 110), 12)
                canvas.line((x + 10, y + 10), (x + cw - 10, y + ch - 10), Theme.danger, 6)
            elif ui.stage == "hand" and self.card_refusal(ui.seat, sv["card"]) is not None:
                canvas.box(cr, (0, 0, 0, 130), 12)
            elif not picking and ui.card != sv["card"]:
                canvas.box(cr, (0, 0, 0, 90), 12)

        chosen = [i for i, sv in enumerate(hand) if sv["card"] == ui.card]
        # the card under the cursor while picking, else the card chosen (its targets are being picked)
        focus = ui.cursor if picking and 0 <= ui.cursor < len(hand) else chosen[0] if chosen else None
        draw_hand(canvas, slots[:len(hand)], paint, focus=focus, raised=chosen)
        label = {"hand": "pass", "bet": "bet_button", "redraw": "draw_button"}.get(ui.stage)
        if label is not None:
            x, y, cw, ch = slots[-1]
            # as wide as its word, never past the hand's area (the word shrinks first)
            bw_ = min(max(cw, canvas.text_width(tr(f"game.ikasamage.{label}"), 40, True) + 30), r[0] + r[2] - x)
            on = ui.cursor == BUTTON
            ready = ui.stage != "bet" or bool(ui.bets)
            canvas.box((x, y, bw_, ch), Theme.gold if on else (Theme.panel if ready else (30, 40, 44)), 20,
                       Theme.focus if on else Theme.panel_edge, 5 if on else 2, shadow=on)
            canvas.text(tr(f"game.ikasamage.{label}"), (x + bw_ / 2, y + ch / 2), 40, Theme.ink if on else Theme.text,
                        "center", bold=True, max_width=bw_ - 12)

    def draw_choice_buttons(self, canvas: Canvas, v: IkaView, ui: Private, r: Rect) -> None:
        tr = self.app.tr
        x, y, w, h = r
        opts = self.options(ui)
        if not opts:
            return
        gap = 16.0
        bw = min(380.0, (w - gap * (len(opts) - 1)) / len(opts))
        bh = min(150.0, h - 20)
        for i, (value, why) in enumerate(opts):
            rx = x + i * (bw + gap)
            ry = y + (h - bh) / 2
            on = ui.cursor == value
            canvas.box((rx, ry, bw, bh), Theme.gold if on else Theme.panel, 24, Theme.focus if on else Theme.panel_edge,
                       5 if on else 2, shadow=on)
            if ui.stage == "player":
                label = self.seat_label(value)
                canvas.seat_badge(value, (rx + 30, ry + bh / 2), 16)
                canvas.text(label, (rx + 56, ry + bh / 2), 40, Theme.ink if on else Theme.text, "midleft", bold=True,
                            max_width=bw - 70)
            else:
                label = tr("game.ikasamage.face_down" if value else "game.ikasamage.face_up")
                canvas.text(label, (rx + bw / 2, ry + bh / 2), 40, Theme.ink if on else Theme.text, "center",
                            bold=True, max_width=bw - 24)
            if why is not None:
                canvas.box((rx, ry, bw, bh), (0, 0, 0, 130), 24)

    def detail_target(self, v: IkaView, ui: Private, hand: list[SpellView]) -> tuple[int | None, str | None]:
        """The spell the detail panel describes (catalog index) and why the
        choice under the cursor is refused, if it is."""
        if ui.stage in ("hand", "forget", "redraw", "bet"):
            if ui.stage == "bet" or ui.cursor == BUTTON or not hand:
                return None, None
            card = hand[min(ui.cursor, len(hand) - 1)]["card"]
            why = self.card_refusal(ui.seat, card) if ui.stage == "hand" else None
            return v["card_spell"][card], why
        why = dict(self.options(ui)).get(ui.cursor)
        if ui.stage == "spell":
            f = v["fighters"][ui.cursor // 100]
            i = ui.cursor % 100
            if i < len(f["slots"]) and f["slots"][i]["spell"] is not None:
                sp = f["slots"][i]["spell"]
                assert sp is not None
                return int(sp["spell"]), why
            return None, why
        return (None if ui.card is None else v["card_spell"][ui.card]), why

    def draw_detail(self, canvas: Canvas, v: IkaView, ui: Private, hand: list[SpellView], r: Rect) -> None:
        """The card under the cursor in words: name, type, mana, effect (the
        fighter under it while betting: its power, reward and abilities); and
        why it cannot be chosen (or the last refusal). Every part is drawn
        whole, wrapped: where they need more room than the band gives, the
        panel grows up, laid over the table while the seat peeks."""
        tr = self.app.tr
        x, y, w, h = r
        spell, why = self.detail_target(v, ui, hand)
        note = ui.note or (self.reason_text(why) if why else "")
        heading = kind = text = ""
        if spell is not None:
            info = self.spell_info(v, spell)
            heading, text = self.words(info["name"]), self.words(info["text"])
            kind = tr(f"game.ikasamage.type.{info['type']}")
            if info["mana"] is not None:
                kind += " · " + tr("game.ikasamage.mana_n", n=info["mana"])
            if info["forbidden"]:
                kind += " · " + tr("game.ikasamage.forbidden")
        elif ui.stage == "bet":
            if 0 <= ui.cursor < len(v["fighters"]):
                fighter = v["catalog"]["fighters"][v["fighters"][ui.cursor]["fighter"]]
                heading = self.words(fighter["name"])
                kind = tr("game.ikasamage.fighter_line", power=fighter["power"], reward=fighter["reward"])
                text = self.words(fighter["text"])  # its abilities, else how to bet (if it fits)
                if not text:
                    text = tr("game.ikasamage.bet_help", n=len(ui.bets))
            else:
                text = tr("game.ikasamage.bet_help", n=len(ui.bets))
        elif ui.cursor == BUTTON:
            marked = len(ui.marked)
            if ui.stage == "hand":
                text = tr("game.ikasamage.pass_help")
            elif ui.stage == "redraw":
                text = tr.plural("game.ikasamage.draw_help", marked) if marked else tr("game.ikasamage.draw_help_none")
        # every part whole: the panel grows up over the table (laid over it while the seat peeks) as it needs
        inner = w - 28
        size = canvas.fitting_size(heading, 40, inner, canvas.line_height(40) * 1.05, 1.05) if heading else 40.0
        body = 32 if heading else 36
        parts = [canvas.line_height(size) + 2 if heading else 0.0,
                 canvas.paragraph_height(kind, 32, inner, 1.0, True) + 2 if kind else 0.0,
                 canvas.paragraph_height(text, body, inner, 1.1) if text else 0.0,
                 canvas.paragraph_height(note, 32, inner, 1.0) + 6 if note else 0.0]
        need = 16 + sum(parts)
        if need > h:
            y, h = y + h - need, need
        with canvas.over():
            canvas.box((x, y, w, h), Theme.card, 18, Theme.card_edge, 3)
        top = y + 10
        if heading:
            canvas.text(heading, (x + 14, top), size, Theme.ink, bold=True, max_width=inner)
            top += parts[0]
        if kind:
            canvas.paragraph(kind, (x + 14, top, inner, parts[1]), 32, (90, 60, 120), line_gap=1.0, bold=True)
            top += parts[1]
        if text:
            canvas.paragraph(text, (x + 14, top, inner, parts[2] + 2), body, Theme.ink, line_gap=1.1)
        if note:
            canvas.paragraph(note, (x + 14, y + h - parts[3] - 4, inner, parts[3]), 32, (180, 40, 30), line_gap=1.0)
