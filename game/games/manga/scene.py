"""The Manga Manga table: every seat's hand face up in its own zone around the
edges, the battle pile and the colour to follow in the middle.

Layout. Each seat has a zone (badge, name, who plays it, discs, its hand face
up and sorted by colour, its cursor, its key hints and its feedback). Two or
three seats sit in one row along the bottom with the pile above them; four to
six seats fill a bottom row (seats 0, 1, 2 from the left) and a top row (the
others, from the left). The middle shows the top card big, the colour to play
as a big panel (symbol and colour name; a dragon's announced colour), the
draw pile, the battle number, count-in and countdowns, and a banner for what
everyone must notice (a Stop, a wrong card, a battle won).

Keys (per seat, in its own zone):

* left / right move the cursor through the hand (wrapping);
* up jumps to the next card that fits (wrapping), down to the previous one,
  so any fitting card is at most two presses away (up, act);
* act plays the card under the cursor. In classic mode that is exactly the
  card under the cursor, even an off-colour one (the hint says "play this
  card"); in assisted mode, where off-colour plays are refused, act on a card
  that does not fit plays the fitting card nearest to the cursor;
* act on a dragon opens a colour wheel in the zone: left/right choose (the
  default is the colour most common in the rest of the hand), act plays the
  dragon with that colour, back cancels. So a dragon is act, act;
* back calls "Action Stop!" (when the top card may be stopped and is not the
  seat's own);
* special draws a card under the 2-player rules (count-in and battle);
  otherwise it shows the seat's own disc values for a few seconds (peek).

Consolation step: the seat whose turn it is gets chips in its zone (its
spendable discs and "done"): left/right choose, act uses; discard and swap
then ask for one or two cards (left/right, act marks; back unmarks/cancels).

Fairness: ``update`` runs right before each frame is drawn and records the
pile number of that frame (``shown_seq``); every play and Stop carries it as
``seen``, with the intent's own game time, so a press aimed at a card that
was on screen loses a race only to an earlier press.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, cast

import pygame

from game.client.game_scene import GameScene
from game.client.gfx import Canvas, Theme
from game.client.input import Intent
from game.client.table import (
    Hint,
    Rect,
    card_row,
    count_in,
    draw_hand,
    fitting,
    go,
    hint_rows,
    hints_height,
    notice_top,
    peek_panel,
    phone_hint,
    seat_key_names,
    seat_look,
    seat_source,
    seat_zones,
    zone_hints,
    zone_message,
    zone_notice,
    zone_panel,
    zones_by_keys,
)
from game.client.tween import Tween, Tweens, ease_out_cubic
from game.engine.contract import Event
from game.games.manga.rules import DONE, DRAW, SPENDABLE, play, stop, use_disc
from game.games.manga.views import CardView, MangaView, PileEntryView

RGB: dict[str, tuple[int, int, int]] = {
    "red": (229, 72, 77), "blue": (62, 142, 208), "yellow": (245, 197, 24),
    "green": (70, 167, 88), "purple": (160, 100, 214), "orange": (247, 128, 40),
}
DARK_TEXT = {"yellow", "orange"}
"""Colours on which dark text reads better than white."""
CONS_ART = {"discard": "manga/cons_discard", "swap": "manga/cons_swap", "dragons_away": "manga/cons_dragons",
            "sword": "manga/sword"}
FLY_S = 0.18
BACK_S = 0.3
DISC_S = 0.7
SHAKE_S = 0.35
FEEDBACK_S = 1.4
PEEK_S = 3.0
PILE_FEEDBACK = frozenset({"no_fit"})
"""Feedback about the top card: it goes as soon as another card is on top."""


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


def make_layout(n: int, hint_h: float = 90.0) -> Layout:
    """Zones for ``n`` seats around the table (the kit's :func:`seat_zones`),
    the hand card size and the pile; see the module docstring. ``hint_h`` is
    the room kept under a hand for two lines of key hints (more at larger
    text sizes, and the cards get smaller)."""
    seats = seat_zones(n)
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
    py = centre[1] + 32 if n > 3 else 100.0
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
    no_fit_seq: int | None = None
    """The pile number at which "up"/"down" found no fitting card: until the
    cursor moves or the pile changes, act will not play the card under it (the
    safe "up, then act" never plays a wrong card)."""


class MangaScene(GameScene):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hint_h = hints_height(self.app.canvas, 2) + 6
        self.layout = self.seat_layout()
        self.ui: dict[int, SeatUI] = {seat: SeatUI() for seat, cfg in enumerate(self.config.seats) if not cfg.is_bot}
        self.feedback: dict[int, tuple[str, tuple[int, int, int], float, int | None]] = {}
        """Per seat: text, colour, until, and the pile number it is about (None: any)."""
        self.shakes: dict[int, tuple[int, float]] = {}
        self.flights = Tweens()
        """Cards flying (tag ``card``, payload (card, to the pile)) and discs (tag ``disc``, payload art)."""
        self.go_until = 0.0
        self._tick_second: int | None = None
        self.shown: MangaView = self.current_view()
        self.shown_seq: int = int(self.shown["seq"])
        """The pile number on the last drawn frame: the ``seen`` of every press."""
        for seat in self.ui:
            self._sync_cursor(seat)
        if self.current_view()["phase"] == "count_in":
            self.app.sound("action_power", voice=True)
        self._warm: list[tuple[CardView, tuple[float, float], bool]] = []
        st = self.state.setup
        faces = {(w, sh) for w, sh in zip(st.warrior, st.shield, strict=True)}
        for w, sh in sorted(faces, key=str):
            face: CardView = {"id": -1, "dragon": w is None, "warrior": w, "shield": sh}
            self._warm += [(face, self.layout.card, False), (face, self.layout.card, True),
                           (face, self.layout.pile[2:], False)]
        self.warm_up(0.25)

    def warm_up(self, budget_s: float = 0.002) -> None:
        """Paint card faces ahead of need (at the start, and what is left a few
        per frame), so a card seen for the first time never costs a frame its
        rasterisation."""
        end = self.app.clock() + budget_s
        while self._warm and self.app.clock() < end:
            face, size, dim = self._warm.pop()
            self.card_sprite(self.app.canvas, face, size, dim)

    @classmethod
    def progress_text(cls, tr: Any, state: Any, actions: int) -> str:
        """The battle being played (a count of presses would mean nothing)."""
        if state.deciding or state.pending_deciding:
            return str(tr("resume.deciding"))
        return str(tr("resume.battle", battle=state.battle, battles=state.setup.battles))

    # -- views --------------------------------------------------------------------------
    def current_view(self) -> MangaView:
        """The public view of the current state (cached per state object)."""
        return cast(MangaView, self.table_view())

    def update(self, now: float) -> None:
        super().update(now)
        v = self.current_view()
        self.shown = v
        self.shown_seq = int(v["seq"])
        # a notice about the top card ("No card fits") goes once another card is on top
        self.feedback = {s: f for s, f in self.feedback.items() if f[3] in (None, self.shown_seq)}
        for seat in self.ui:
            self._sync_cursor(seat)
        self._count_ticks(v, now)
        if self._warm:
            self.warm_up()

    def _count_ticks(self, v: MangaView, now: float) -> None:
        end = v["count_in_end"]
        if v["phase"] != "count_in" or end is None:
            self._tick_second = None
            return
        left = float(end) - self.game_time(now)
        sec = math.ceil(left)
        if self._tick_second is not None and sec < self._tick_second and sec >= 1:
            self.app.sound("count_tick")
        self._tick_second = sec

    def hand(self, seat: int, v: MangaView | None = None) -> list[CardView]:
        return list((v or self.shown)["hands"][seat])

    def _sync_cursor(self, seat: int) -> None:
        """Keep the cursor on the same card; if it left the hand, on the same place."""
        ui = self.ui[seat]
        hand = self.hand(seat)
        ids = [c["id"] for c in hand]
        if not ids:
            ui.cursor, ui.index = None, 0
            return
        if ui.cursor in ids:
            ui.index = ids.index(ui.cursor)
        else:
            ui.index = min(max(0, ui.index), len(ids) - 1)
            ui.cursor = ids[ui.index]
        if ui.mode == "dragon" and ui.dragon not in ids:
            ui.mode, ui.dragon = "hand", None

    @staticmethod
    def fits(card: CardView, follow: str | None) -> bool:
        return bool(card["dragon"]) or (follow is not None and card["warrior"] == follow)

    def may_play(self, seat: int, v: MangaView) -> bool:
        return seat in v["may_play"]

    # -- feedback ----------------------------------------------------------------------
    def say(self, target: int, key: str, colour: Any = Theme.danger, /, **values: Any) -> None:
        """Feedback in one seat's zone (``values`` fill the string's placeholders)."""
        about = self.shown_seq if key in PILE_FEEDBACK else None
        self.feedback[target] = (self.app.tr(f"game.manga.fb.{key}", **values), colour,
                                 self.app.clock() + FEEDBACK_S, about)

    def colour_name(self, colour: str | None) -> str:
        key = f"game.manga.colour.{colour}"
        return self.app.tr(key) if colour and self.app.tr.has(key) else str(colour or "?").title()

    # -- input ---------------------------------------------------------------------------
    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        ui = self.ui.get(seat)
        if ui is None or self.outcome is not None:
            return True
        verb = intent.verb
        v = self.shown
        if verb == "special":
            if intent.repeat:
                return True
            if v["two_player_rules"] and v["phase"] in ("count_in", "battle") and seat in v["players"]:
                self.submit(seat, DRAW, t)
            else:
                now = self.app.clock()
                ui.peek_until = 0.0 if ui.peek_until > now else now + PEEK_S
            return True
        if self.current_view()["phase"] == "consolation":
            self._consolation_intent(seat, ui, verb, intent.repeat, t)
            return True
        if ui.mode == "dragon":
            self._dragon_intent(seat, ui, verb, intent.repeat, t)
            return True
        hand = self.hand(seat)
        if verb in ("left", "right"):
            if hand:
                ui.index = (ui.index + (1 if verb == "right" else -1)) % len(hand)
                ui.cursor = hand[ui.index]["id"]
                ui.no_fit_seq = None  # moved on purpose: act plays what is under the cursor
        elif verb in ("up", "down"):
            self.jump_fit(seat, 1 if verb == "up" else -1)
        elif intent.repeat:
            return True
        elif verb == "act":
            self.act(seat, t)
        elif verb == "back":
            if v["stop_possible"] and v["stop_target"] != seat:
                self.submit(seat, stop(self.shown_seq), t)
            else:
                self.say(seat, "no_stop")
        return True

    def jump_fit(self, seat: int, step: int) -> bool:
        """Move the cursor to the next (step 1) or previous (-1) fitting card."""
        ui = self.ui[seat]
        hand = self.hand(seat)
        follow = self.shown["follow"]
        n = len(hand)
        for k in range(1, n + 1):
            i = (ui.index + step * k) % n
            if self.fits(hand[i], follow):
                ui.index, ui.cursor = i, hand[i]["id"]
                ui.no_fit_seq = None
                return True
        ui.no_fit_seq = self.shown_seq
        self.say(seat, "no_fit", Theme.text_soft)
        return False

    def act(self, seat: int, t: float) -> None:
        """Play the card under the cursor (see the module docstring)."""
        ui = self.ui[seat]
        v = self.shown
        hand = self.hand(seat)
        if not hand or ui.cursor is None:
            return
        ids = [c["id"] for c in hand]
        if ui.cursor in ids:
            ui.index = ids.index(ui.cursor)
        phase = v["phase"]
        if phase == "count_in":
            self.say(seat, "not_yet", Theme.gold)
            return
        if phase != "battle" or seat not in v["players"]:
            self.say(seat, "refused", Theme.text_soft)
            return
        if seat in v["excluded"]:
            self.say(seat, "out")
            return
        repl = v["replacement"]
        if repl is not None and repl["seat"] != seat:
            self.say(seat, "wait_stop", Theme.gold, seat=self.seat_label(int(repl["seat"])))
            return
        if repl is None and not v["two_player_rules"] and v["last_player"] == seat:
            self.say(seat, "not_twice", Theme.gold)
            return
        card = hand[ui.index]
        follow = v["follow"]
        if not self.fits(card, follow) and ui.no_fit_seq == self.shown_seq:
            self.say(seat, "no_fit", Theme.text_soft)  # nothing fitted a moment ago: no wrong card by accident
            return
        if not self.fits(card, follow) and (v["mode"] != "classic" or repl is not None):
            fitting = [i for i, c in enumerate(hand) if self.fits(c, follow)]
            if not fitting:
                self.say(seat, "no_fit", Theme.text_soft)
                return
            ui.index = min(fitting, key=lambda i: (abs(i - ui.index), i))
            card = hand[ui.index]
            ui.cursor = card["id"]
        if card["dragon"]:
            ui.mode, ui.dragon = "dragon", int(card["id"])
            ui.colour = self.default_colour(seat, int(card["id"]))
            self.app.sound("ui_select")
            return
        self.submit(seat, play(int(card["id"]), self.shown_seq), t)

    def default_colour(self, seat: int, dragon: int) -> int:
        """The colour most common among the other warriors in the hand."""
        colours = list(self.shown["colours"])
        counts = Counter(c["warrior"] for c in self.hand(seat) if not c["dragon"] and c["id"] != dragon)
        if not counts:
            follow = self.shown["follow"]
            return colours.index(follow) if follow in colours else 0
        best = max(colours, key=lambda c: (counts.get(c, 0), -colours.index(c)))
        return colours.index(best)

    def _dragon_intent(self, seat: int, ui: SeatUI, verb: str, repeat: bool, t: float) -> None:
        colours = list(self.shown["colours"])
        if verb in ("left", "right", "up", "down"):
            ui.colour = (ui.colour + (1 if verb in ("right", "down") else -1)) % len(colours)
            return
        if repeat:
            return
        if verb == "back":
            ui.mode, ui.dragon = "hand", None
            self.app.sound("ui_back")
        elif verb == "act" and ui.dragon is not None:
            card = ui.dragon
            ui.mode, ui.dragon = "hand", None
            self.submit(seat, play(card, self.shown_seq, colours[ui.colour]), t)

    def cons_options(self, seat: int) -> list[tuple[int | None, str]]:
        mine = self.game.view(self.state, seat).get("my_consolation_discs", [])
        opts: list[tuple[int | None, str]] = [(int(d["id"]), str(d["effect"])) for d in mine
                                              if d["effect"] in SPENDABLE]
        return opts + [(None, "done")]

    def _consolation_intent(self, seat: int, ui: SeatUI, verb: str, repeat: bool, t: float) -> None:
        if self.current_view()["phase"] != "consolation" or self.shown["consolation_turn"] != seat:
            if verb in ("act", "back") and not repeat:
                self.say(seat, "refused", Theme.text_soft)
            return
        hand = self.hand(seat, self.current_view())
        if ui.cons_stage == "pick" and ui.cons_disc is not None:
            if verb in ("left", "right", "up", "down") and hand:
                ui.index = (ui.index + (1 if verb in ("right", "up") else -1)) % len(hand)
                ui.cursor = hand[ui.index]["id"]
                return
            if repeat:
                return
            if verb == "back":
                if ui.picks:
                    ui.picks.pop()
                else:
                    ui.cons_stage, ui.cons_disc = "disc", None
                self.app.sound("ui_back")
            elif verb == "act" and ui.cursor is not None:
                if ui.cursor in ui.picks:
                    ui.picks.remove(ui.cursor)
                else:
                    ui.picks.append(ui.cursor)
                need = 1 if ui.cons_disc[1] == "discard" else 2
                if len(ui.picks) >= need:
                    disc = ui.cons_disc[0]
                    picks = list(ui.picks)
                    ui.cons_stage, ui.cons_disc, ui.picks = "disc", None, []
                    self.submit(seat, use_disc(disc, picks), t)
                else:
                    self.app.sound("ui_select")
            return
        opts = self.cons_options(seat)
        ui.cons_index = min(ui.cons_index, len(opts) - 1)
        if verb in ("left", "right", "up", "down"):
            ui.cons_index = (ui.cons_index + (1 if verb in ("right", "down") else -1)) % len(opts)
            self.app.sound("ui_move")
            return
        if repeat or verb != "act":
            return
        chosen, effect = opts[ui.cons_index]
        if chosen is None:
            self.submit(seat, DONE, t)
        elif effect == "dragons_away":
            self.submit(seat, use_disc(chosen), t)
        else:
            need = 1 if effect == "discard" else 2
            if len(hand) < need + (1 if effect == "discard" else 0):
                self.say(seat, "refused", Theme.text_soft)
                return
            ui.cons_stage, ui.cons_disc, ui.picks = "pick", (chosen, effect), []
            self.app.sound("ui_select")

    def on_pointer(self, intent: Intent) -> bool:
        if intent.verb != "click" or intent.pos is None:
            return intent.verb == "point"
        humans = list(self.ui)
        if len(humans) != 1 or self.outcome is not None:
            return True
        seat = humans[0]
        ui = self.ui[seat]
        t = self.game_time(intent.t)
        x, y = intent.pos
        if ui.mode == "dragon":
            for i, r in enumerate(self.wheel_rects(seat)):
                if r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]:
                    ui.colour = i
                    self._dragon_intent(seat, ui, "act", False, t)
                    return True
            ui.mode, ui.dragon = "hand", None
            return True
        hand = self.hand(seat)
        slots = self.hand_slots(seat, len(hand))
        for i in reversed(range(len(hand))):
            cx, cy, w, h = slots[i]
            if cx <= x <= cx + w and cy - 20 <= y <= cy + h:
                ui.index, ui.cursor = i, hand[i]["id"]
                if self.current_view()["phase"] == "consolation":
                    self._consolation_intent(seat, ui, "act", False, t)
                else:
                    self.act(seat, t)
                return True
        return True

    def on_illegal(self, seat: int, action: Any, reason: str) -> None:
        super().on_illegal(seat, action, reason)
        if seat in self.ui:
            self.say(seat, "refused", Theme.text_soft)

    # -- events ----------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        tr = self.app.tr
        now = self.app.clock()
        for ev in events:
            d = ev.data
            kind = ev.kind
            if kind == "played":
                seat, card = int(d["seat"]), int(d["card"])  # type: ignore[arg-type]
                self.fly_to_pile(seat, card, now)
                self.app.sound("card_slap")
            elif kind == "bounced":
                seat = int(d["seat"])  # type: ignore[arg-type]
                self.say(seat, "too_slow")
                if d.get("card") is not None:
                    self.shakes[seat] = (int(d["card"]), now)  # type: ignore[arg-type]
                self.app.sound("card_bounce")
            elif kind == "turned_up":
                face = self.card_json(int(d["card"]))  # type: ignore[arg-type]
                self.fly(face, self.draw_rect(), self.layout.pile, now, FLY_S * 1.6, True)
                self.app.sound("card_slap")
                if d.get("seat") is not None and self.current_view()["phase"] == "battle":
                    self.announce(tr("game.manga.banner.turned_up", seat=self.seat_label(int(d["seat"]))),  # type: ignore[arg-type]
                                  Theme.text_soft)
            elif kind == "count_in":
                self.app.sound("action_power", voice=True)
                for ui in self.ui.values():
                    ui.mode, ui.dragon, ui.index, ui.cursor = "hand", None, 0, None
                    ui.cons_stage, ui.cons_disc, ui.picks = "disc", None, []
            elif kind == "action_power":
                self.go_until = now + 0.7
            elif kind == "stop_called":
                caller = int(d["caller"])  # type: ignore[arg-type]
                self.say(caller, "stop", Theme.gold)
                self.app.sound("stop")
                if not d.get("right"):
                    self.announce(tr("game.manga.banner.bad_stop", caller=self.seat_label(caller)), Theme.danger)
            elif kind == "wrong_card":
                seat, card = int(d["seat"]), int(d["card"])  # type: ignore[arg-type]
                caller = int(d["caller"])  # type: ignore[arg-type]
                self.say(seat, "wrong_card")
                self.announce(tr("game.manga.banner.wrong_card", caller=self.seat_label(caller),
                                 seat=self.seat_label(seat)), Theme.gold)
                self.fly(self.card_json(card), self.layout.pile, self.zone_hand_rect(seat), now, BACK_S, False)
            elif kind == "excluded":
                self.say(int(d["seat"]), "out")  # type: ignore[arg-type]
            elif kind == "drew":
                self.say(int(d["seat"]), "drew", Theme.ok)  # type: ignore[arg-type]
                self.app.sound("card_slap")
            elif kind == "battle_won":
                seat = int(d["seat"])  # type: ignore[arg-type]
                key = "deciding_won" if d.get("deciding") else "battle_won"
                self.announce(tr(f"game.manga.banner.{key}", seat=self.seat_label(seat), n=d.get("battle")),
                              Theme.ok, 3.2)
                self.say(seat, "won", Theme.ok)
                if not d.get("deciding"):
                    self.toss("manga/disc_victory", seat, now)
                self.app.sound("battle_won")
                for ui in self.ui.values():
                    ui.mode, ui.dragon = "hand", None
            elif kind == "consolation":
                if d.get("reason") == "not_enough_discs":
                    self.announce(tr("game.manga.banner.no_consolation"), Theme.text_soft, 3.0)
                seats = [int(s) for s in d.get("seats", [])]  # type: ignore[union-attr]
                for i, s in enumerate(seats):
                    self.toss("manga/disc_consolation", s, now + 0.35 + 0.12 * i)
                    self.say(s, "consolation", Theme.gold)
            elif kind == "deciding_battle":
                names = ", ".join(self.seat_label(int(s)) for s in d.get("seats", []))  # type: ignore[union-attr]
                self.announce(tr("game.manga.banner.deciding", seats=names), Theme.gold, 4.0)
            elif kind == "game_over":
                self.announce(tr("game.manga.banner.game_over"), Theme.gold, 4.0)
            elif kind == "reshuffled":
                self.announce(tr("game.manga.banner.reshuffled"), Theme.text_soft, 1.6)
            elif kind == "consolation_turn":
                seat = int(d["seat"])  # type: ignore[arg-type]
                ui_s = self.ui.get(seat)
                if ui_s is not None:
                    ui_s.cons_stage, ui_s.cons_disc, ui_s.picks, ui_s.cons_index = "disc", None, [], 0
            elif kind == "disc_used":
                seat = int(d["seat"])  # type: ignore[arg-type]
                effect = tr(f"game.manga.cons.{d.get('effect')}")
                self.announce(tr("game.manga.banner.disc_used", seat=self.seat_label(seat), effect=effect),
                              Theme.gold, 2.0)
                self.app.sound("card_slap")

    def card_json(self, card: int) -> CardView:
        st = self.state.setup
        return {"id": card, "dragon": st.warrior[card] is None, "warrior": st.warrior[card],
                "shield": st.shield[card]}

    def fly_to_pile(self, seat: int, card: int, now: float) -> None:
        ids = [c["id"] for c in self.hand(seat)]
        frm = self.hand_slots(seat, len(ids))[ids.index(card)] if card in ids else self.zone_hand_rect(seat)
        self.fly(self.card_json(card), frm, self.layout.pile, now, FLY_S, True)

    def fly(self, card: CardView, frm: Rect, to: Rect, now: float, seconds: float, to_pile: bool) -> None:
        self.flights.add(Tween(now, seconds, frm, to, ease_out_cubic, (card, to_pile), "card"))

    def toss(self, art: str, seat: int, start: float) -> None:
        """A disc flies from the stack to ``seat``'s zone."""
        frm, to = self.victory_stack_pos(), self.disc_target(seat, art)
        self.flights.add(Tween(start, DISC_S, frm, to, ease_out_cubic, art, "disc"))

    def flying(self, to_pile: bool) -> set[int]:
        """The cards in the air towards the pile (or back to a hand)."""
        return {card["id"] for card, pile in (cast(tuple[CardView, bool], t.payload) for t in
                                              self.flights.with_tag("card")) if pile == to_pile}

    def animate(self, now: float) -> None:
        self.flights.prune(now)
        self.shakes = {s: v for s, v in self.shakes.items() if now < v[1] + SHAKE_S}
        self.feedback = {s: f for s, f in self.feedback.items() if now < f[2]}

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

    def wheel_rects(self, seat: int) -> list[Rect]:
        x, y, w, h = self.zone(seat)
        n = len(self.shown["colours"])
        size = min(86.0, (w - 60) / n - 14)
        total = n * size + (n - 1) * 14
        x0 = x + (w - total) / 2
        yy = y + 84 + 40 + (h - 84 - 96 - 40) / 2 - size / 2
        return [(x0 + i * (size + 10), yy, size, size) for i in range(n)]

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        hint_h = hints_height(canvas, 2) + 6
        if hint_h != self.hint_h:  # the text size changed: the hands make room for the hints
            self.hint_h = hint_h
            self.layout = self.seat_layout()
        v = self.current_view()
        now = self.app.clock()
        gt = self.game_time(now)
        n = self.config.num_seats
        labels = tuple(self.seat_label(s) for s in range(n))
        hints = tuple(tuple(self.hint_lines(s, v)) for s in range(n))
        whos = tuple(seat_look(self, s) for s in range(n))
        consoled = tuple(v["consolation_discs"][s] > 0 for s in range(n))  # a second disc counter in the header
        canvas.layer(("manga", n, self.app.tr.language, labels, hints, whos, consoled),
                     lambda c: self.draw_static(c, v))
        self.draw_centre(canvas, v, now, gt)
        for seat in range(n):
            self.draw_zone(canvas, v, seat, now, gt)
        with canvas.passing():
            self.draw_flights(canvas, now)

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
            key = f"game.manga.hint.{key}"
            return tuple(tr(k, **names) for k in (key, f"{key}_short", f"{key}_shorter") if k == key or tr.has(k))

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
        for seat in range(self.config.num_seats):
            x, y, w, h = self.zone(seat)
            zone_panel(canvas, (x, y, w, h), seat)
            self.draw_seat_badge(canvas, seat, (x + 46, y + 38), 22)
            name = self.seat_label(seat)
            canvas.text(name, (x + 80, y + 38), 40, Theme.text, "midleft", bold=True, max_width=w * 0.3)
            nw = min(canvas.text_width(name, 40, True), w * 0.3)
            count = canvas.text_width("×0", 36, True)  # the disc counters at the right (see draw_discs)
            discs = 80 + count + (74 + count if v["consolation_discs"][seat] else 0)
            seat_source(canvas, self, seat, (x + 80 + nw + 18, y + 40), 32, Theme.text_soft, w - nw - 110 - discs)
            lines = self.hint_lines(seat, v)
            for line, cy in zip(lines, hint_rows(canvas, (x, y, w, h), len(lines), hints_height(canvas, 2)),
                                strict=True):
                canvas.text(fitting(canvas, line, 32, w - 48), (x + 28, cy), 32, Theme.text_soft, "midleft",
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
        # a banner below the pile
        self.banner.draw(canvas, now, (cx, py + ph + 42 + 36), size=42, height=72, max_w=1600, pad=90, text_pad=50,
                         border=4)
        if v["phase"] == "consolation" and v["consolation_turn"] is not None:
            seat = int(v["consolation_turn"])
            key = "game.manga.status.consolation" if self.is_bot(seat) else "game.manga.banner.consolation_turn"
            text = tr(key, seat=self.seat_label(seat))
            w = min(1500.0, canvas.text_width(text, 52, True) + 100)
            canvas.box((cx - w / 2, py + ph / 2 - 55, w, 110), Theme.panel, 28, Theme.focus, 4, shadow=True)
            canvas.text(text, (cx, py + ph / 2), 52, Theme.text, "center", bold=True, max_width=w - 60)

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
        header = tr("game.manga.to_play")
        caller = top["seat"]
        if v["follow_from_dragon"] and caller is not None:
            header = tr("game.manga.dragon_called", seat=self.seat_label(caller))
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
            size = 110 - 50 * t.progress(now)
            canvas.art(str(t.payload), (x - size / 2, y - size / 2, size, size), moving=True)

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
                text = tr("game.manga.peek_none_short")
            canvas.paragraph(text, (px, py, pw, ph), 32, Theme.text)
