"""The Ikasamage table: the judge on the left, the five fighters in a column
with the spells cast on them, each seat's zone along the bottom.

One screen, secrets in hands: everything drawn comes from the table's view
(``view(state, None)``: backs and counts) except during a human seat's
*private turn*. When a human seat must act (bet, cast or pass, choose its
Amnesia discard, redraw), a full-screen hand-over first asks everyone else to
look away and waits for that seat's act key only; then that seat's own view
(``view(state, seat)``) is drawn: its hand as cards, its bets, its face-down
spells and what its Detect Magic showed face up on the fighters. As soon as
it has acted, the private view is gone. Bots play on the public table with a
short pause between moves.

Keys in a private turn (each seat's own keys; pads alike):

* betting: up/down (or left/right) over the five fighters and the Bet button,
  act puts a bet card on a fighter or takes it back (three at most), special
  (or act on the button) bets;
* casting: left/right over the hand and Pass, act picks the card, then its
  target: a fighter (up/down), a spell on a fighter (up/down the fighters,
  left/right its spells), a destination fighter, a player, a bet card to give
  and one to take, face up or down; back steps back; greyed choices say why;
* Amnesia: left/right over the hand, act discards that card;
* redraw: left/right over the hand, act marks a card to discard (again:
  keep it), special (or act on Draw) discards the marked cards and draws.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, cast

from game.client.game_scene import GameScene
from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Color, Theme, seat_style
from game.client.input import Intent
from game.client.table import (
    Rect,
    card_row,
    draw_hand,
    phone_hint,
    seat_key_names,
    seat_look,
    seat_source,
    status_header,
    zone_panel,
    zones_by_keys,
)
from game.client.tween import Tween, Tweens, ease_out_cubic
from game.engine.contract import Event, Outcome
from game.games.ikasamage.rules import DRAW, PASS, IkaAction, bet, refusal, target_of
from game.games.ikasamage.rules import cast as cast_action
from game.games.ikasamage.views import FighterInfo, IkaView, JudgeInfo, ResultView, SeatView, SpellInfo, SpellView

M = 14.0
"""Gap between panels, and between panels and the screen's edge."""
ZONE_H = 262.0
JUDGE_W = 392.0
HEADER_H = 124.0
CARD_RATIO = 1.4
FLY_S = 0.6
BOT_PAUSE_S = 1.0
"""A bot's move is followed by this long before the next one, so people follow."""
SHOWDOWN_S = 4.2
"""The reveal, the judgment, the winner and the gold, one after the other."""
RESULT_HOLD_S = 9.0
"""Nobody is asked to act (bots wait too) this long after a match ends."""
TYPE_TINT: dict[str, Color] = {"direct": (214, 92, 60), "enchant": (128, 92, 200), "support": (60, 150, 120)}
LOOK_OPS = ("detect", "draw")
"""Support ops that show their caster something: it looks before the next turn."""
BUTTON = -1
"""A cursor on the button at the end of a row (Pass, Bet, Draw)."""


OP_GLYPHS: dict[str, tuple[str, str | None]] = {
    "multiply_reward": ("×{factor}", None), "reflect": ("", "ikasamage/reflection"), "mana_only": ("{mana:+d}", None),
    "detect": ("", "ikasamage/eye"), "dispel": ("∅", None), "clear_fighter": ("∅", None), "draw": ("+{count}", None),
    "make_discard": ("−{count}", None), "swap_bet": ("", "ikasamage/bet_card"),
    "replace_judge": ("", "ikasamage/gavel"), "skip_judgment": ("?", None),
    "ignore_refusals": ("", "ikasamage/forbidden"), "direct_face_down": ("", "ikasamage/back_spell"),
    "replace_fighter": ("↺", None), "move_spell": ("→", None),
}
"""The big sign on a spell card whose effect is not a power change, by op."""


def spell_glyph(info: SpellInfo) -> tuple[str, str | None]:
    """The big figure on a spell card, or the icon that stands for it: the
    power change, else the sign of its first op (an op without one shows none)."""
    if info["delta"]:
        return f"{info['delta']:+d}", None
    op = info["ops"][0] if info["ops"] else {"op": ""}
    figure, icon = OP_GLYPHS.get(str(op["op"]), ("", None))
    return figure.format(mana=info["mana"] or 0, **{k: v for k, v in op.items() if k != "op"}), icon


def paint_spell(canvas: Canvas, info: SpellInfo, lang: str, r: Rect, *, name: bool = True) -> None:
    """A spell card face: its frame by type, its mana, the forbidden mark, its
    name (when it fits whole) and its effect in a big sign."""
    x, y, w, h = r
    if h < 100:  # a pile's top card: its frame only
        canvas.box(r, TYPE_TINT.get(info["type"], Theme.ink), 6, Theme.card, 2)
        return
    canvas.box(r, Theme.card, 12, TYPE_TINT.get(info["type"], Theme.ink), 4, shadow=True)
    canvas.art(f"ikasamage/frame_{info['type']}", r)
    disc = max(18.0, min(30.0, w * 0.2))
    mana = info["mana"]
    if mana is not None:
        canvas.circle((x + disc + 6, y + disc + 6), disc, (40, 70, 150))
        canvas.circle((x + disc + 6, y + disc + 6), disc, Theme.card, 3)
        canvas.text(str(mana), (x + disc + 6, y + disc + 6), canvas.size_for_height(32, 2 * disc + 8), Theme.text,
                    "center", bold=True,
                    max_width=2 * disc + 4)
    if info["forbidden"]:
        canvas.art("ikasamage/forbidden", (x + w - 2 * disc - 6, y + 6, 2 * disc, 2 * disc))
    top = y + 2 * disc + 12
    label = info["name"]["fr"] if lang == "fr" else info["name"]["en"]
    if name:
        lines = canvas.wrap(label, 32, w - 16, True)
        lh = canvas.line_height(32) * 0.92
        if len(lines) <= 2 and all(canvas.text_width(s, 32, True) <= w - 16 for s in lines) \
                and top + lh * len(lines) < y + h * 0.62:
            for i, line in enumerate(lines):
                canvas.text(line, (x + w / 2, top + lh * (i + 0.5)), 32, Theme.ink, "center", bold=True)
            top += lh * len(lines)
    figure, icon = spell_glyph(info)
    bottom = y + h - 8
    room = bottom - top
    if figure:
        size = max(32.0, min(64.0, room * 0.55, w * 0.34))
        colour = Theme.ink
        if info["delta"]:
            colour = (30, 130, 60) if info["delta"] > 0 else (190, 50, 40)
        canvas.text(figure, (x + w / 2, top + room / 2), size, colour, "center", bold=True)
    elif icon is not None:
        s = min(room * 0.8, w * 0.6)
        canvas.art(icon, (x + w / 2 - s / 2, top + room / 2 - s / 2, s, s))


def paint_back(canvas: Canvas, r: Rect) -> None:
    x, y, w, h = r
    canvas.box(r, (36, 28, 60), 12, (140, 120, 200), 3, shadow=True)
    canvas.art("ikasamage/back_spell", r)


def words(tr: Any, text: Any) -> str:
    """A ``{"en": ..., "fr": ...}`` text in the interface's language."""
    return str(text.get(tr.language, text["en"]))


ROW_HEAD_W = 440.0 + 176.0
"""A fighter row's head after its portrait: its words, then its totals."""


def row_parts_at(r: Rect) -> tuple[Rect, Rect, Rect, Rect]:
    """The parts of a fighter row drawn in ``r``: portrait, words, totals, spells."""
    x, y, w, h = r
    portrait = (x + 8, y + 4, h - 8, h - 8)
    name = (x + h + 6, y, 440.0, h)
    totals = (x + h + 6 + 440, y, 176.0, h)
    sx = totals[0] + totals[2] + 10
    return portrait, name, totals, (sx, y + 4, x + w - sx - 8, h - 8)


def paint_fighter_head(canvas: Canvas, tr: Any, fighter: FighterInfo, look: tuple[Any, ...], r: Rect) -> None:
    """A fighter row's box, portrait, name, power, reward and totals in ``r``:
    ``look`` is (fighter, focus, excluded, crowned, power, mana, hidden, ...)."""
    _, focus, excluded, crowned, power, mana_n, hidden = look[:7]
    x, y, w, h = r
    (px, py, pw, ph), (wx, wy, ww, wh), (tx, ty, tw_, th), _ = row_parts_at(r)
    edge = Theme.focus if focus else Theme.panel_edge
    canvas.box((x, y, w, h), (18, 52, 58) if not excluded else (40, 30, 34), 18, edge, 5 if focus else 2)
    canvas.box((px, py, pw, ph), (30, 26, 44), 14)
    canvas.art(f"ikasamage/fighter_{fighter['id']}", (px, py, pw, ph))
    canvas.text(words(tr, fighter["name"]), (wx, y + h * 0.3), 40.0, Theme.text, "midleft", bold=True,
                max_width=ww - 8)
    sy = y + h * 0.72
    icon = min(44.0, h * 0.34)
    cx = wx
    canvas.art("ikasamage/power", (cx, sy - icon / 2, icon, icon))
    canvas.text(str(fighter["power"]), (cx + icon + 4, sy), 32, Theme.text, "midleft", bold=True)
    cx += icon + 60
    canvas.art("ikasamage/reward", (cx, sy - icon / 2, icon, icon))
    canvas.text(str(fighter["reward"]), (cx + icon + 4, sy), 32, Theme.gold, "midleft", bold=True)
    cx += icon + 64
    if fighter["undead"]:
        tag = tr("game.ikasamage.undead")
        tw = min(canvas.text_width(tag, 32, True) + 20, wx + ww - cx - 4)
        canvas.box((cx, sy - canvas.line_height(32) / 2, tw, canvas.line_height(32)), (70, 40, 90), 10)
        canvas.text(tag, (cx + tw / 2, sy), 32, Theme.text, "center", bold=True, max_width=tw - 12)
    # the totals the viewer can see: power (big) and mana
    canvas.box((tx, y + 8, tw_ - 8, h - 16), (8, 30, 34), 14)
    big = 56.0
    room = (h - 16) - canvas.line_height(32) - 2
    while canvas.line_height(big) > room and big > canvas.text_floor(big):
        big -= 2
    power_y = y + 8 + canvas.line_height(big) / 2
    power_colour = Theme.focus if crowned else Theme.text
    canvas.art("ikasamage/power", (tx + 10, power_y - big * 0.45, big * 0.9, big * 0.9))
    canvas.text(str(power), (tx + 16 + big, power_y), big, power_colour, "midleft", bold=True,
                max_width=tw_ - 40 - big)
    mana_y = y + h - 8 - canvas.line_height(32) / 2 - 1
    canvas.art("ikasamage/mana", (tx + 14, mana_y - 18, 36, 36))
    mana = str(mana_n) + ("+?" if hidden else "")
    canvas.text(mana, (tx + 56, mana_y), 32, Theme.text_soft, "midleft", bold=True, max_width=tw_ - 70)


def paint_judge(canvas: Canvas, tr: Any, judge: JudgeInfo, r: Rect, confusion: bool = False,
                bottom: float = 0.0) -> None:
    """The judge's panel: portrait, name, limit, judgment, refusals and
    specials in words and symbols; ``bottom`` is kept free (the table's piles)."""
    x, y, w, h = r
    canvas.box((x, y, w, h), Theme.panel, 24, Theme.gold, 3, shadow=True)
    art = min(w - 40, 210.0)
    canvas.box((x + w / 2 - art / 2, y + 16, art, art), (24, 30, 50), 18)
    canvas.art(f"ikasamage/judge_{judge['id']}", (x + w / 2 - art / 2, y + 16, art, art))
    top = y + 16 + art + 8
    name = words(tr, judge["name"])
    size = canvas.fitting_size(name, 40, w - 32, canvas.line_height(40) * 2.1, 1.05)
    nh = canvas.paragraph_height(name, size, w - 32, 1.05)
    canvas.paragraph(name, (x + 16, top, w - 32, nh + 2), size, Theme.gold, line_gap=1.05, align="center")
    top += nh + 10
    lh = canvas.line_height(32) + 6
    icon = lh - 8
    limit = judge["limit"]
    judgment = judge["judgment"]
    lines: list[tuple[str | None, str, Color]] = []
    if confusion:
        lines.append(("ikasamage/gavel", tr("game.ikasamage.judge.confusion"), Theme.ok))
    if limit is not None:
        lines.append(("ikasamage/mana", tr("game.ikasamage.judge.limit", n=limit), Theme.text))
    if judgment != "none":
        lines.append(("ikasamage/gavel", tr(f"game.ikasamage.judgment.{judgment}"),
                      Theme.danger if judgment == "exclusion" else Theme.gold))
    elif limit is None and not judge["text"]["en"]:
        lines.append(("ikasamage/gavel", tr("game.ikasamage.judgment.none"), Theme.ok))
    for refused in judge["refuses"]:
        lines.append(("ikasamage/forbidden", tr("game.ikasamage.judge.refuses", what=words(tr, refused)),
                      Theme.danger))
    for art_name, text, colour in lines:
        if art_name:
            canvas.art(art_name, (x + 18, top + (lh - icon) / 2, icon, icon))
        th = max(lh, canvas.paragraph_height(text, 32, w - 44 - icon, 1.0) + 6)
        canvas.paragraph(text, (x + 26 + icon, top + 3, w - 44 - icon, th - 4), 32, colour, line_gap=1.0)
        top += th
    special = words(tr, judge["text"])
    if special:
        canvas.paragraph(special, (x + 18, top + 4, w - 36, y + h - bottom - top - 12), 32, Theme.text_soft,
                         line_gap=1.1)


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


class IkasamageScene(GameScene):
    results_delay_s = 8.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        n = self.config.num_seats
        zw = (LOGICAL_W - M * (n + 1)) / n
        zones: list[Rect] = [(M + i * (zw + M), LOGICAL_H - M - ZONE_H, zw, ZONE_H) for i in range(n)]
        self.zones = zones_by_keys(self, zones)
        self.ui: Private | None = None
        self.looking: int | None = None
        """A human seat looking at what its Detect Magic or Recall showed it."""
        """The private turn under way (after the hand-over), if any."""
        self.humans = {seat for seat, cfg in enumerate(self.config.seats) if not cfg.is_bot}
        self.flights = Tweens()
        self.showdown: Showdown | None = None
        self.last_result: ResultView | None = None
        self.hold_until = 0.0
        self.bot_after = 0.0

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

    @classmethod
    def progress_text(cls, tr: Any, state: Any, actions: int) -> str:
        return str(tr("game.ikasamage.round", round=state.round, rounds=state.setup.content.rounds))

    # -- whose turn ------------------------------------------------------------------------
    def acting_seat(self) -> int | None:
        """The seat the game waits for (None when over)."""
        active = self.game.active_seats(self.state)
        return active[0] if active else None

    def holding(self, now: float | None = None) -> bool:
        now = self.app.clock() if now is None else now
        return self.outcome is None and now < self.hold_until

    def private_seat(self) -> int | None:
        """The human seat whose private turn it is now (its hand-over first):
        the seat looking at what its Support just showed it, else the seat
        that must act."""
        if self.looking is not None and self.outcome is None:
            return self.looking
        seat = self.acting_seat()
        if seat is None or seat not in self.humans or self.outcome is not None or self.holding():
            return None
        return seat

    def handover_seat(self) -> int | None:
        """The seat the hand-over screen waits for, if it shows now. A seat
        with its phone connected plays there, with no hand-over (its act key
        still opens its private turn on the TV); what a Support shows is
        still looked at on the TV, where the table waits for it."""
        seat = self.private_seat()
        if seat is None or (self.ui is not None and self.ui.seat == seat) or self.on_phone(seat):
            return None
        return seat

    def on_phone(self, seat: int) -> bool:
        """``seat`` has its phone connected and nothing to look at on the TV."""
        status = self.phone_status(seat)
        return status is not None and status[0] and self.looking is None

    def bots_may_act(self, now: float) -> bool:
        return now >= self.hold_until and now >= self.bot_after and self.looking is None

    @property
    def undo_allowed(self) -> bool:
        """No undo: taking back a move would hand back secrets the table has
        already seen (the reveal, a bot's answer to a bet)."""
        return False

    def needs_frames(self, now: float) -> bool:
        return bool(self.flights) or self.banner.showing(now) or self.showdown is not None \
            or super().needs_frames(now) or self.app.lively(now)

    def next_wake(self, now: float) -> float | None:
        times = [t for t in (super().next_wake(now),) if t is not None]
        for t in (self.hold_until, self.bot_after):
            if t > now:
                times.append(t)
        return min(times) if times else None

    def animate(self, now: float) -> None:
        self.flights.prune(now)
        if self.showdown is not None and now > self.showdown.start + SHOWDOWN_S and not self.holding(now):
            self.showdown = None
        if self.ui is not None and self.private_seat() != self.ui.seat:
            self.ui = None

    def on_rebuilt(self) -> None:
        self.flights = Tweens()
        self.ui = None
        self.looking = None
        self.showdown = None
        self.hold_until = 0.0

    # -- input -----------------------------------------------------------------------------
    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        if self.outcome is not None:
            return True
        verb = intent.verb
        if self.holding():
            now = self.app.clock()
            if verb == "act" and not intent.repeat and (self.showdown is None
                                                        or now > self.showdown.start + SHOWDOWN_S):
                self.hold_until = now  # a player has read the result: go on
                self.showdown = None
            return True
        waiting = self.handover_seat()
        if waiting is not None:
            if seat == waiting and verb == "act" and not intent.repeat:
                self.ui = self.fresh_private(seat)
                self.app.sound("ui_select")
            return True  # every other key does nothing while the hand-over waits
        ui = self.ui
        if ui is None and seat == self.private_seat() and self.on_phone(seat) and verb == "act" \
                and not intent.repeat:  # a seat on its phone may still play on the TV
            self.ui = self.fresh_private(seat)
            self.app.sound("ui_select")
            return True
        if ui is None or ui.seat != seat or self.private_seat() != seat:
            return True
        if not intent.repeat:  # one sound for every press: what it did stays private
            self.app.sound("ui_move")
        if ui.stage == "look":
            if verb == "act" and not intent.repeat:
                self.looking = None
                self.ui = None
            return True
        phase = self.public()["phase"]
        if phase == "bet":
            self.bet_intent(ui, verb, intent.repeat, t)
        elif phase == "spell":
            self.spell_intent(ui, verb, intent.repeat, t)
        elif phase == "forget":
            self.forget_intent(ui, verb, intent.repeat, t)
        elif phase == "redraw":
            self.redraw_intent(ui, verb, intent.repeat, t)
        return True

    def fresh_private(self, seat: int) -> Private:
        ui = Private(seat)
        phase = self.public()["phase"]
        if self.looking == seat:
            ui.stage = "look"
        elif phase in ("bet", "forget", "redraw"):
            ui.stage = phase
        return ui

    def hand(self, seat: int) -> list[SpellView]:
        return self.private_view(seat)["seats"][seat]["hand"] or []

    def step(self, cursor: int, count: int, delta: int, button: bool) -> int:
        """Move a cursor over ``count`` places (and a button after them)."""
        places = list(range(count)) + ([BUTTON] if button else [])
        if not places:
            return 0
        i = places.index(cursor) if cursor in places else 0
        return places[(i + delta) % len(places)]

    def refuse(self, ui: Private, reason: str) -> None:
        ui.note = self.reason_text(reason)

    def bet_intent(self, ui: Private, verb: str, repeat: bool, t: float) -> None:
        npos = len(self.state.fighters)
        if verb in ("up", "left", "down", "right"):
            ui.cursor = self.step(ui.cursor, npos, -1 if verb in ("up", "left") else 1, True)
            ui.note = ""
        elif verb == "act" and not repeat and ui.cursor != BUTTON:
            if ui.cursor in ui.bets:
                ui.bets.remove(ui.cursor)
            elif len(ui.bets) < 3:
                ui.bets.append(ui.cursor)
            else:
                self.refuse(ui, "three_bets")
        elif (verb == "special" or (verb == "act" and ui.cursor == BUTTON)) and not repeat:
            if not ui.bets:
                self.refuse(ui, "bet_size")
                return
            action = bet(*ui.bets)
            why = refusal(self.state, ui.seat, action)
            if why is not None:
                self.refuse(ui, why)
                return
            self.done(ui.seat, action, t)
        elif verb == "back" and not repeat and ui.bets:
            ui.bets.pop()

    def done(self, seat: int, action: IkaAction, t: float) -> None:
        """The private turn ends with ``action``: the secrets leave the screen,
        unless a Support just showed the seat something (Detect Magic's
        spells, Recall's card): it looks first, then presses act."""
        if not self.submit(seat, action, t):
            return
        ops = [] if action.card is None or action.kind != "cast" else \
            self.public()["catalog"]["spells"][self.public()["card_spell"][action.card]]["ops"]
        if any(op["op"] in LOOK_OPS for op in ops) and self.outcome is None:
            self.looking = seat
            self.ui = Private(seat, stage="look")
        else:
            self.ui = None

    # -- casting -------------------------------------------------------------------------
    def candidates(self, seat: int, card: int) -> list[IkaAction]:
        """Every way of casting ``card`` now (legal or not), from the table."""
        v = self.private_view(seat)
        npos = len(v["fighters"])
        kind = target_of(self.state, card)
        spells = [(f["pos"], i) for f in v["fighters"] for i in range(len(f["slots"]))]
        if kind == "fighter":
            out = [cast_action(card, fighter=f) for f in range(npos)]
            info = self.card_info(v, card)
            if info["type"] == "direct" and v["seats"][seat]["prismatic"]:
                out += [cast_action(card, fighter=f, face_down=True) for f in range(npos)]
            return out
        if kind == "spell":
            return [cast_action(card, spell=x) for x in spells]
        if kind == "spell_to":
            return [cast_action(card, spell=x, to=f) for x in spells for f in range(npos) if f != x[0]]
        if kind == "player":
            return [cast_action(card, seat=p) for p in range(len(v["seats"])) if p != seat]
        if kind == "bet":
            mine = v["seats"][seat]["bets"] or []
            return [cast_action(card, bet=b, take=f) for b in mine for f in range(npos) if f not in mine]
        return [cast_action(card)]

    def card_info(self, v: IkaView, card: int) -> SpellInfo:
        return v["catalog"]["spells"][v["card_spell"][card]]

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

    def spell_intent(self, ui: Private, verb: str, repeat: bool, t: float) -> None:
        hand = self.hand(ui.seat)
        if ui.stage == "hand":
            if verb in ("left", "right", "up", "down"):
                ui.cursor = self.step(ui.cursor, len(hand), -1 if verb in ("left", "up") else 1, True)
                ui.note = ""
            elif verb == "act" and not repeat:
                if ui.cursor == BUTTON or not hand:
                    self.done(ui.seat, PASS, t)
                    return
                card = hand[min(ui.cursor, len(hand) - 1)]["card"]
                why = self.card_refusal(ui.seat, card)
                if why is not None:
                    self.refuse(ui, why)
                    return
                ui.card = card
                kind = target_of(self.state, card)
                if kind == "none":
                    self.done(ui.seat, cast_action(card), t)
                    return
                first = {"fighter": "fighter", "spell": "spell", "spell_to": "spell", "player": "player",
                         "bet": "give"}[kind]
                self.go_to(ui, first)
            elif verb == "special" and not repeat:
                ui.cursor = BUTTON
            return
        if verb == "back" and not repeat:
            self.go_back(ui)
            return
        opts = self.options(ui)
        if not opts:
            return
        values = [o[0] for o in opts]
        if verb in ("left", "right", "up", "down"):
            delta = -1 if verb in ("left", "up") else 1
            if ui.stage == "spell" and verb in ("up", "down"):
                ui.cursor = self.spell_row_step(values, ui.cursor, delta)
            else:
                i = values.index(ui.cursor) if ui.cursor in values else 0
                ui.cursor = values[(i + delta) % len(values)]
            ui.note = ""
            return
        if verb != "act" or repeat:
            return
        why = dict(opts).get(ui.cursor, "no such fighter")
        if why is not None:
            self.refuse(ui, why)
            return
        picked = ui.card
        assert picked is not None
        card = picked
        kind = target_of(self.state, card)
        if ui.stage == "fighter":
            ui.fighter = ui.cursor
            prismatic = self.private_view(ui.seat)["seats"][ui.seat]["prismatic"]
            if self.card_info(self.private_view(ui.seat), card)["type"] == "direct" and prismatic:
                self.go_to(ui, "face")
                return
            self.done(ui.seat, cast_action(card, fighter=ui.cursor), t)
        elif ui.stage == "face":
            self.done(ui.seat, cast_action(card, fighter=ui.fighter, face_down=bool(ui.cursor)), t)
        elif ui.stage == "spell":
            ui.spell = (ui.cursor // 100, ui.cursor % 100)
            if kind == "spell_to":
                self.go_to(ui, "to")
                return
            self.done(ui.seat, cast_action(card, spell=ui.spell), t)
        elif ui.stage == "to":
            self.done(ui.seat, cast_action(card, spell=ui.spell, to=ui.cursor), t)
        elif ui.stage == "player":
            self.done(ui.seat, cast_action(card, seat=ui.cursor), t)
        elif ui.stage == "give":
            ui.bet = ui.cursor
            self.go_to(ui, "take")
        elif ui.stage == "take":
            self.done(ui.seat, cast_action(card, bet=ui.bet, take=ui.cursor), t)

    @staticmethod
    def spell_row_step(values: list[int], cursor: int, delta: int) -> int:
        """Up/down over the fighters that carry spells (first spell of the row)."""
        rows = sorted({v // 100 for v in values})
        here = cursor // 100
        i = rows.index(here) if here in rows else 0
        row = rows[(i + delta) % len(rows)]
        return min(v for v in values if v // 100 == row)

    def go_to(self, ui: Private, stage: str) -> None:
        """Go on to the next choice, the cursor on its first legal option."""
        ui.trail.append((ui.stage, ui.cursor))
        ui.stage = stage
        ui.note = ""
        opts = self.options(ui)
        legal = [o for o, why in opts if why is None]
        ui.cursor = legal[0] if legal else (opts[0][0] if opts else 0)

    def go_back(self, ui: Private) -> None:
        if not ui.trail:
            return
        ui.stage, ui.cursor = ui.trail.pop()
        ui.note = ""
        if ui.stage == "hand":
            ui.card = None

    def forget_intent(self, ui: Private, verb: str, repeat: bool, t: float) -> None:
        hand = self.hand(ui.seat)
        if verb in ("left", "right", "up", "down") and hand:
            ui.cursor = self.step(ui.cursor, len(hand), -1 if verb in ("left", "up") else 1, False)
        elif verb == "act" and not repeat and hand:
            self.done(ui.seat, IkaAction("forget", card=hand[min(ui.cursor, len(hand) - 1)]["card"]), t)

    def redraw_intent(self, ui: Private, verb: str, repeat: bool, t: float) -> None:
        hand = self.hand(ui.seat)
        if verb in ("left", "right", "up", "down"):
            ui.cursor = self.step(ui.cursor, len(hand), -1 if verb in ("left", "up") else 1, True)
        elif verb == "act" and not repeat and ui.cursor != BUTTON and hand:
            card = hand[min(ui.cursor, len(hand) - 1)]["card"]
            if card in ui.marked:
                ui.marked.remove(card)
            else:
                ui.marked.append(card)
        elif (verb == "special" or (verb == "act" and ui.cursor == BUTTON)) and not repeat:
            for card in list(ui.marked):
                if not self.submit(ui.seat, IkaAction("discard", card=card), t):
                    return
                ui.marked.remove(card)
            self.done(ui.seat, DRAW, t)
        elif verb == "back" and not repeat and ui.marked:
            ui.marked.pop()

    # -- reasons --------------------------------------------------------------------------------
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

    def on_illegal(self, seat: int, action: Any, reason: str) -> None:
        # no error sound: the refusal of a private choice would tell the table about a hand
        if self.ui is not None and self.ui.seat == seat:
            self.ui.note = self.reason_text(reason)

    # -- events --------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        now = self.app.clock()
        v = self.public()
        actor = None
        for ev in events:
            d: Any = ev.data
            k = ev.kind
            seat = d.get("seat")
            if seat is not None and k in ("bet", "cast", "pass", "draw"):
                actor = int(seat)
            if k == "match":
                self.announce_key("match", round=d["round"], rounds=v["rounds"], seat=self.who(d["first"]))
            elif k == "bet":
                self.announce_key("bet", Theme.text, seat=self.who(seat), n=d["count"])
                self.fly(("bet",), self.zone_point(int(seat)), self.column_point(), now)
                self.app.sound("card_slap")
            elif k == "spells":
                self.announce_key("spells", seat=self.who(d["first"]))
            elif k == "cast":
                self.on_cast(v, d, now)
            elif k == "pass" and not d.get("auto"):
                self.announce_key("pass", Theme.text_soft, seat=self.who(seat))
            elif k == "detect":
                fighter = self.fighter_name(v, v["fighters"][int(d["fighter"])]["fighter"])
                self.announce_key("detect", seat=self.who(seat), fighter=fighter)
            elif k == "dispel":
                name = self.spell_name(v, v["card_spell"][int(d["card"])])
                self.announce_key("dispel", Theme.danger, seat=self.who(seat), spell=name)
            elif k == "amnesia":
                self.announce_key("amnesia", Theme.danger, seat=self.who(seat), target=self.who(d["target"]))
            elif k in ("forget", "discard"):
                name = self.spell_name(v, v["card_spell"][int(d["card"])])
                self.announce_key(k, Theme.text, seat=self.who(seat), spell=name)
            elif k == "imitation":
                self.announce_key("imitation", seat=self.who(seat))
            elif k == "judge":
                judge = self.words(v["catalog"]["judges"][int(d["judge"])]["name"])
                self.announce_key("judge", seat=self.who(seat), judge=judge)
                self.app.sound("stop")
            elif k in ("confusion", "invisibility", "prismatic"):
                self.announce_key(k, seat=self.who(seat))
            elif k == "metamorphosis":
                self.announce_key("metamorphosis", seat=self.who(seat),
                              old=self.fighter_name(v, int(d["old"])), new=self.fighter_name(v, int(d["new"])))
            elif k == "alteration":
                self.announce_key("alteration", seat=self.who(seat))
                self.fly(("back",) if d.get("card") is None else ("spell", v["card_spell"][int(d["card"])]),
                         self.row_point(int(d["fighter"])), self.row_point(int(d["to"])), now)
            elif k == "anti_magic":
                self.announce_key("anti_magic", Theme.danger, seat=self.who(seat),
                              fighter=self.fighter_name(v, v["fighters"][int(d["fighter"])]["fighter"]))
            elif k == "reveal":
                self.showdown = Showdown(now, cast(ResultView, {}), {int(c[2]) for c in d["cards"]},
                                         list(v["card_spell"]))
                self.app.sound("card_slap")
            elif k == "ferine":
                self.announce_key("ferine", seat="", spell=self.spell_name(v, v["card_spell"][int(d["card"])]))
            elif k == "result":
                res = v["result"]
                if res is not None:
                    self.last_result = res
                    if self.showdown is not None:
                        self.showdown.result = res
                    self.hold_until = now + RESULT_HOLD_S
                    for p, amount in enumerate(res["payouts"]):
                        if amount > 0:
                            self.fly(("gold",), self.row_point(int(res["winner"] or 0)), self.zone_point(p),
                                     now + 2.4, 0.8)
            elif k == "replay":
                self.announce_key("replay", Theme.danger, 4.0)
            elif k == "draw" and seat is not None:
                self.announce_key("draw", Theme.text, seat=self.who(seat), n=d["count"])
            elif k == "reshuffle":
                self.announce_key("reshuffle", Theme.text)
            elif k == "cheat":
                self.announce_key("cheat", Theme.danger, seat=self.who(seat), n=d["cost"])
            elif k == "over":
                self.app.sound("win")
        if actor is not None and actor not in self.humans:
            self.bot_after = now + BOT_PAUSE_S

    def on_cast(self, v: IkaView, d: dict[str, Any], now: float) -> None:
        seat = int(d["seat"])
        card = d.get("card")
        fighter = d.get("fighter")
        spell = None if card is None else v["card_spell"][int(card)]
        info = None if spell is None else self.spell_info(v, spell)
        if info is not None and info["type"] == "support":
            self.announce_key("support", seat=self.who(seat), spell=self.words(info["name"]))
            self.fly(("spell", spell), self.zone_point(seat), self.column_point(), now)
        elif fighter is not None:
            fname = self.fighter_name(v, v["fighters"][int(fighter)]["fighter"])
            if spell is None:
                self.announce_key("cast_down", Theme.text, seat=self.who(seat), fighter=fname)
                self.fly(("back",), self.zone_point(seat), self.row_point(int(fighter)), now)
            else:
                self.announce_key("cast", Theme.text, seat=self.who(seat), spell=self.spell_name(v, spell),
                                  fighter=fname)
                self.fly(("spell", spell), self.zone_point(seat), self.row_point(int(fighter)), now)
        self.app.sound("card_slap")

    def fly(self, what: tuple[Any, ...], frm: tuple[float, float], to: tuple[float, float], now: float,
            seconds: float = FLY_S) -> None:
        self.flights.add(Tween(now, seconds, frm, to, ease_out_cubic, tag="fly", payload=what))

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
        sx, sy, sw, sh = self.row_parts(pos)[3]
        ch = sh
        cw = ch / CARD_RATIO
        step = min(cw + 10, (sw - cw) / max(1, count - 1)) if count > 1 else cw
        return [(sx + i * step, sy, cw, ch) for i in range(count)]

    def band(self) -> Rect:
        """Where the seats' zones are; a private turn's hand covers it."""
        return M, LOGICAL_H - M - ZONE_H, LOGICAL_W - 2 * M, ZONE_H

    # -- results ----------------------------------------------------------------------------
    def score_detail(self, outcome: Outcome, seat: int) -> str:
        tr = self.app.tr
        for row in outcome.detail.get("ranking", []):
            if row["seat"] == seat:
                return str(tr("game.ikasamage.detail", gold=row["gold"], cards=row["cards"]))
        return ""

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        now = self.app.clock()
        if self.app.stack.top is not self and self.ui is not None:
            self.ui = None  # an overlay (pause, a pad unplugged, a data error): the next private turn starts over
        n = self.config.num_seats
        labels = tuple(self.seat_label(s) for s in range(n))
        canvas.layer(("ikasamage", n, self.app.tr.language, labels), self.draw_static)
        waiting = self.handover_seat()
        if waiting is not None:
            self.draw_handover(canvas, waiting, now)
            return
        ui = self.ui if self.ui is not None and self.private_seat() == self.ui.seat else None
        v = self.private_view(ui.seat) if ui is not None else self.public()
        self.draw_judge(canvas, v)
        self.draw_header(canvas, v, ui, now)
        if v["phase"] in ("redraw", "over") and v["result"] is not None and self.showdown is None:
            self.draw_result(canvas, v, v["result"])
        else:
            for row in self.rows(v, now):
                self.draw_row(canvas, v, row, ui, now)
        if ui is not None:
            self.draw_private(canvas, v, ui, now)
        else:
            for seat in range(n):
                self.draw_zone(canvas, v, v["seats"][seat], now)
        with canvas.passing():
            for tw in self.flights.started("fly", now):
                self.draw_flight(canvas, v, tw, now)
        if ui is None:
            x, y, w, h = self.middle()
            self.banner.draw(canvas, now, (x + w / 2, HEADER_H / 2 + 2), size=44, height=HEADER_H - 12, max_w=w - 40,
                             pad=90, text_pad=50, border=5)

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

    def status_lines(self, v: IkaView, ui: Private | None) -> tuple[str, str]:
        tr = self.app.tr
        rnd = tr("game.ikasamage.round", round=v["round"], rounds=v["rounds"])
        phase = v["phase"]
        turn = v["forget"]["target"] if phase == "forget" and v["forget"] else v["turn"]
        if ui is not None:
            return (tr(f"game.ikasamage.private.{ui.stage}", seat=self.who(ui.seat)),
                    " · ".join(self.hint_words(ui, v)))
        if self.showdown is not None:
            return tr("game.ikasamage.status.showdown"), rnd
        if phase == "over":
            return tr("game.ikasamage.status.over"), rnd
        return (tr(f"game.ikasamage.status.{phase}", seat=self.who(turn)),
                f"{rnd} · {tr(f'game.ikasamage.phase.{phase}')}")

    def draw_header(self, canvas: Canvas, v: IkaView, ui: Private | None, now: float) -> None:
        x, y, w, h = self.middle()
        line1, line2 = self.status_lines(v, ui)
        turn = ui.seat if ui is not None else (v["forget"]["target"] if v["forget"] else v["turn"])
        token = None
        if v["phase"] != "over" and self.showdown is None:
            def token(c: Canvas, at: tuple[float, float], seat: int = turn) -> None:
                c.seat_badge(seat, at, 26)
        status_header(canvas, (x + w / 2, 6, HEADER_H), line1, line2, Theme.gold if ui is not None else Theme.text_soft,
                      ui is not None, w - 80, token=token)

    # -- the judge -------------------------------------------------------------------------------
    def draw_judge(self, canvas: Canvas, v: IkaView) -> None:
        r = self.judge_rect()
        judge = v["catalog"]["judges"][v["judge"]]
        deck_h = canvas.line_height(32) * 2 + 24
        paint_judge(canvas, self.app.tr, judge, r, bool(v["confusion"]), deck_h)
        x, y, w, h = r
        self.draw_piles(canvas, v, (x + 12, y + h - deck_h - 6, w - 24, deck_h))

    def draw_piles(self, canvas: Canvas, v: IkaView, r: Rect) -> None:
        tr = self.app.tr
        x, y, w, h = r
        canvas.box(r, (10, 30, 34), 16, Theme.panel_edge, 2)
        lh = h / 2
        bw = lh * 0.62
        for i, (key, count) in enumerate((("deck", v["deck_count"]), ("discard", len(v["discard"])))):
            cy = y + lh * i + lh / 2
            if key == "deck":
                paint_back(canvas, (x + 12, cy - lh / 2 + 5, bw, lh - 10))
            elif v["discard"]:
                paint_spell(canvas, self.spell_info(v, v["discard"][-1]["spell"]), self.lang(),
                            (x + 12, cy - lh / 2 + 5, bw, lh - 10), name=False)
            else:
                canvas.box((x + 12, cy - lh / 2 + 5, bw, lh - 10), None, 8, Theme.panel_edge, 2)
            canvas.text(tr(f"game.ikasamage.{key}", n=count), (x + 24 + bw, cy), 32, Theme.text, "midleft",
                        bold=True, max_width=w - 36 - bw)

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
            lift = -8 * min(1.0, (t - 1.8) / 0.4)
            glow = 6 + 3 * math.sin(now * 5)
            canvas.box((x - glow, y - glow + lift, w + 2 * glow, h + 2 * glow), Theme.focus, 22)
        focus = ui is not None and self.row_focused(ui, pos)
        greyed = ui is not None and self.row_greyed(ui, pos)
        fighter = v["catalog"]["fighters"][row.fighter]
        portrait, words, totals, spells = self.row_parts(pos)
        px, py, pw, ph = portrait
        tx, ty, tw_, th = totals
        look = (row.fighter, focus, bool(judged and row.excluded), bool(crowned), row.power, row.mana, row.hidden,
                self.app.tr.language, round(w), round(h))
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
                bw = h * 0.5
                canvas.art("ikasamage/bet_card", (tx + tw_ - bw * 0.7 - 14, y + 6 + lift, bw * 0.7, bw))
        self.draw_slots(canvas, v, row, ui, now, lift)
        if row.protected:
            canvas.art("ikasamage/reflection", (px + pw - 40, py + ph - 40 + lift, 44, 44))
        if judged and (row.dispersed or row.excluded):
            k = min(1.0, (t - 1.0) / 0.3)
            size = 70 + 40 * (1 - k)
            canvas.art("ikasamage/gavel", (px + pw / 2 - size / 2, py + ph / 2 - size / 2, size, size), moving=True)
            word = tr("game.ikasamage.judgment.excluded" if row.excluded else "game.ikasamage.judgment.dispersed")
            sx_, sy_, sw_, sh_ = spells
            canvas.text(word, (sx_ + sw_ - 12, y + h / 2), 40, Theme.danger, "midright", bold=True, max_width=sw_ * 0.5)
        if greyed:
            canvas.box((x, y, w, h), (0, 0, 0, 120), 18)

    def paint_row_head(self, canvas: Canvas, fighter: Any, look: tuple[Any, ...], r: Rect) -> None:
        paint_fighter_head(canvas, self.app.tr, fighter, look, r)

    def draw_slots(self, canvas: Canvas, v: IkaView, row: Row, ui: Private | None, now: float, lift: float) -> None:
        rects = self.slot_rects(row.pos, len(row.slots))
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
                    self.draw_small(canvas, v, slot.spell, r)
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

    def draw_small(self, canvas: Canvas, v: IkaView, spell: int, r: Rect) -> None:
        x, y, w, h = r
        info = self.spell_info(v, spell)
        sprite = canvas.sprite(("ika-small", spell, self.lang(), round(w), round(h)), (w, h),
                               lambda c: paint_spell(c, info, self.lang(), (0.0, 0.0, w, h), name=False), margin=10)
        canvas.blit_sprite(sprite, (x, y))

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

    # -- seats -----------------------------------------------------------------------------------
    def draw_zone(self, canvas: Canvas, v: IkaView, p: SeatView, now: float) -> None:
        tr = self.app.tr
        seat = p["seat"]
        x, y, w, h = self.zone(seat)
        phase = v["phase"]
        acting = self.acting_seat() == seat and phase != "over" and self.showdown is None
        if acting:
            pulse = 2 * math.sin(now * 6)
            canvas.box((x - 4 - pulse, y - 4 - pulse, w + 8 + 2 * pulse, h + 8 + 2 * pulse), None, 30, Theme.focus, 5)
        status = self.zone_status(v, p, acting)
        first = v["first"] == seat and phase in ("bet", "spell", "forget")
        key = ("ika-zone", seat, p["gold"], p["hand_count"], p["bet_count"], first, status, self.seat_label(seat),
               seat_look(self, seat), tr.language, round(w), round(h))
        # painted once per look over the table layer: one opaque blit a frame
        margin = 24.0
        sprite = canvas.sprite(key, (w, h), lambda c: self.paint_zone(c, p, first, status, (0.0, 0.0, w, h)),
                               margin=margin, over=(x, y))
        canvas.blit_sprite(sprite, (x, y))

    def paint_zone(self, canvas: Canvas, p: SeatView, first: bool, status: tuple[str, Color] | None,
                   r: Rect) -> None:
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
        canvas.text(self.seat_label(seat), (x + 74, ny), 40, Theme.text, "midleft", bold=True,
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
            canvas.text(text, (x + w / 2, y + h - status_h / 2 - 4), 32, colour, "center", bold=True,
                        max_width=w - 40)

    def zone_status(self, v: IkaView, p: SeatView, acting: bool) -> tuple[str, Color] | None:
        tr = self.app.tr
        seat = p["seat"]
        phase = v["phase"]
        if phase == "over":
            return None
        if acting:
            key = "your_turn" if seat in self.humans else "thinking"
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
    def draw_result(self, canvas: Canvas, v: IkaView, res: ResultView) -> None:
        tr = self.app.tr
        x, y, w, h = self.middle()
        canvas.box((x, y, w, h), Theme.panel, 26, Theme.gold, 4, shadow=True)
        if res["winner"] is None:
            title = tr("game.ikasamage.result.replayed", round=res["round"])
        else:
            fighter = res["fighters"][res["winner"]]["fighter"]
            title = tr("game.ikasamage.result.won", round=res["round"], fighter=self.fighter_name(v, fighter))
        th = canvas.line_height(48)
        canvas.text(title, (x + w / 2, y + 14 + th / 2), 48, Theme.gold, "center", bold=True, max_width=w - 60)
        top = y + 14 + th + 10
        bottom = y + h - 14
        col = (w - 60) / 2
        # fighters, on the left
        lh = (bottom - top) / 5
        for i, f in enumerate(res["fighters"]):
            fy = top + i * lh
            info = v["catalog"]["fighters"][f["fighter"]]
            win = res["winner"] == f["pos"]
            canvas.box((x + 20, fy + 3, col, lh - 6), (24, 70, 60) if win else (10, 32, 36), 14,
                       Theme.focus if win else None, 3)
            art = lh - 14
            canvas.art(f"ikasamage/fighter_{info['id']}", (x + 28, fy + 7, art, art))
            canvas.text(self.words(info["name"]), (x + 36 + art, fy + lh / 2), 36, Theme.text, "midleft", bold=True,
                        max_width=col * 0.42)
            rx = x + 20 + col - 16
            if f["excluded"] or f["dispersed"]:
                word = tr("game.ikasamage.judgment.excluded" if f["excluded"] else "game.ikasamage.judgment.dispersed")
                canvas.text(word, (rx, fy + lh / 2), 32, Theme.danger, "midright", bold=True, max_width=col * 0.3)
                rx -= min(col * 0.3, canvas.text_width(word, 32, True)) + 16
            power = str(f["power"])
            canvas.text(power, (rx, fy + lh / 2), 40, Theme.focus if win else Theme.text, "midright", bold=True)
            pw_ = canvas.text_width(power, 40, True)
            canvas.art("ikasamage/power", (rx - pw_ - 44, fy + lh / 2 - 18, 36, 36))
        # seats, on the right: their bets, now shown, and what they won
        sx = x + 40 + col
        n = len(res["payouts"])
        sh = (bottom - top) / max(n, 5)
        for p in range(n):
            py = top + p * sh
            canvas.box((sx, py + 3, col, sh - 6), (10, 32, 36), 14)
            canvas.seat_badge(p, (sx + 26, py + sh / 2), 14)
            paid = res["payouts"][p]
            money = tr("game.ikasamage.result.paid", n=paid) if paid else tr("game.ikasamage.result.nothing")
            mw = canvas.text_width(money, 36, True)
            bets = res["bets"][p]
            bet_w = len(bets) * (sh - 14 + 6)
            name_w = col - 60 - bet_w - mw - 40
            canvas.text(self.seat_label(p), (sx + 48, py + sh / 2), 36, Theme.text, "midleft", bold=True,
                        max_width=max(60.0, name_w))
            bx = sx + col - mw - 30 - bet_w
            for k, pos in enumerate(bets):
                fid = v["catalog"]["fighters"][res["fighters"][pos]["fighter"]]["id"]
                r = (bx + k * (sh - 8), py + 7, sh - 14, sh - 14)
                canvas.box(r, Theme.focus if pos == res["winner"] else (60, 60, 70), 10)
                canvas.art(f"ikasamage/fighter_{fid}", r)
            canvas.text(money, (sx + col - 16, py + sh / 2), 36, Theme.gold if paid else Theme.text_soft, "midright",
                        bold=True)

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
        canvas.box((bx, by, bw, bh), (14, 40, 44), 22, seat_style(ui.seat).color, 4, shadow=True)
        me = v["seats"][ui.seat]
        hand = me["hand"] or []
        detail_w = 500.0
        dx = bx + bw - detail_w - 12
        if ui.stage in ("player", "face"):
            self.draw_choice_buttons(canvas, v, ui, (bx + 16, by + 16, dx - bx - 32, bh - 32))
        else:
            self.draw_hand(canvas, v, ui, hand, (bx + 14, by + 10, dx - bx - 28, bh - 20))
        self.draw_detail(canvas, v, ui, hand, (dx, by + 12, detail_w, bh - 24))

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

        def paint(i: int, cr: Rect) -> None:
            sv = hand[i]
            info = self.spell_info(v, sv["spell"])
            x, y, cw, ch = cr
            sprite = canvas.sprite(("ika-hand", sv["spell"], self.lang(), round(cw), round(ch)), (cw, ch),
                                   lambda c: paint_spell(c, info, self.lang(), (0.0, 0.0, cw, ch)), margin=10)
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
        """The card under the cursor in words: name, type, mana, effect; and
        why it cannot be chosen (or the last refusal)."""
        tr = self.app.tr
        x, y, w, h = r
        canvas.box(r, Theme.card, 18, Theme.card_edge, 3)
        spell, why = self.detail_target(v, ui, hand)
        note = ui.note or (self.reason_text(why) if why else "")
        top = y + 10
        if spell is not None:
            info = self.spell_info(v, spell)
            name = self.words(info["name"])
            size = canvas.fitting_size(name, 40, w - 28, canvas.line_height(40) * 1.05, 1.05)
            canvas.text(name, (x + 14, top), size, Theme.ink, bold=True, max_width=w - 28)
            top += canvas.line_height(size) + 2
            kind = tr(f"game.ikasamage.type.{info['type']}")
            if info["mana"] is not None:
                kind += " · " + tr("game.ikasamage.mana_n", n=info["mana"])
            if info["forbidden"]:
                kind += " · " + tr("game.ikasamage.forbidden")
            canvas.text(kind, (x + 14, top), 32, (90, 60, 120), bold=True, max_width=w - 28)
            top += canvas.line_height(32) + 2
            reserve = canvas.line_height(32) * 2 + 8 if note else 0
            canvas.paragraph(self.words(info["text"]), (x + 14, top, w - 28, y + h - top - reserve - 6), 32,
                             Theme.ink, line_gap=1.1)
        elif ui.stage == "bet":
            text = tr("game.ikasamage.bet_help", n=len(ui.bets))
            canvas.paragraph(text, (x + 14, top, w - 28, h - 20 - (canvas.line_height(32) * 2 + 8 if note else 0)),
                             36, Theme.ink, line_gap=1.1)
        elif ui.cursor == BUTTON:
            key = {"hand": "pass_help", "redraw": "draw_help"}.get(ui.stage)
            if key is not None:
                canvas.paragraph(tr(f"game.ikasamage.{key}", n=len(ui.marked)), (x + 14, top, w - 28, h - 20), 36,
                                 Theme.ink, line_gap=1.1)
        if note:
            nh = canvas.line_height(32) * 2 + 4
            canvas.paragraph(note, (x + 14, y + h - nh - 6, w - 28, nh), 32, (180, 40, 30), line_gap=1.0)
