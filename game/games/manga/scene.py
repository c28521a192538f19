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
  card"), unless it was aimed at another top card (a new one showed after
  the last up/down, or less than ``REACT_S`` before the act): then a card
  that no longer fits is never played, the cursor seeks one that does and
  the seat hears "Too slow!"; in assisted mode, where off-colour plays are refused, act on a card
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
from typing import Any

from game.client.gfx import Canvas, Theme
from game.client.input import Intent
from game.client.table import (
    Rect,
    hints_height,
    seat_look,
)
from game.client.tween import Tween, Tweens, ease_out_cubic
from game.engine.contract import Event
from game.games.manga.paint_panels import SHAKE_S, MangaPanels
from game.games.manga.paint_table import DISC_FLIGHT_PX, SeatUI
from game.games.manga.rules import DONE, DRAW, play, stop, use_disc
from game.games.manga.views import CardView, MangaView

FLY_S = 0.18
BACK_S = 0.3
DISC_S = 0.7
FEEDBACK_S = 1.4
REACT_S = 0.3
"""How long after a new top card shows a press is taken as aimed at the one
before it (no one reacts to what they see faster)."""
PEEK_S = 3.0
MOMENT_S = 2.6
"""How long a battle won holds the whole table."""
PILE_FEEDBACK = frozenset({"no_fit"})
"""Feedback about the top card: it goes as soon as another card is on top."""



class MangaScene(MangaPanels):
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
        self.moment: tuple[int, str, str, float] | None = None
        """A battle won, over the whole table for a moment: seat, title, battle count, until."""
        self._tick_second: int | None = None
        self.shown: MangaView = self.current_view()
        self.shown_seq: int = int(self.shown["seq"])
        """The pile number on the last drawn frame: the ``seen`` of every press."""
        self.shown_since = float("-inf")
        """The game time of the first frame that showed this pile number."""
        for seat in self.ui:
            self._sync_cursor(seat)
        self.recount_end: float | None = None
        """A battle resumed from the journal stands still (game time paused) until this
        wall time while "Action Power!" counts in again, so nobody is caught cold."""
        if self._offset > 0 and self.state.phase in ("battle", "last_card"):
            self.recount_end = self.app.clock() + self.state.setup.count_in
            self.pause()
        if (self.current_view()["phase"] == "count_in" or self.recount_end is not None) and not self.shown_only:
            self.app.sound("action_power", voice=True)
        self._warm: list[tuple[CardView, tuple[float, float], bool]] = []
        self._moments_warm = 0
        """Seats whose "battle won" panel has been drawn ahead (:meth:`warm_up`)."""
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
        if not self._warm and self._moments_warm < len(self.config.seats) and self.app.clock() < end:
            with self.app.canvas.aside():  # a battle won, by this seat: its panel's art and badge
                self.draw_moment(self.app.canvas, self._moments_warm, "", "")
                for disc in ("manga/disc_victory", "manga/disc_consolation"):  # and the discs that fly then
                    self.app.canvas.art(disc, (0, 0, DISC_FLIGHT_PX, DISC_FLIGHT_PX), moving=True)
            self._moments_warm += 1

    @classmethod
    def progress_text(cls, tr: Any, state: Any, actions: int) -> str:
        """The battle being played (a count of presses would mean nothing)."""
        if state.deciding or state.pending_deciding:
            return str(tr("resume.deciding"))
        return str(tr("resume.battle", battle=state.battle, battles=state.setup.battles))

    # -- views --------------------------------------------------------------------------
    def update(self, now: float) -> None:
        if self.recount_end is not None:
            if now < self.recount_end:
                self.pause()  # (closing the pause menu meanwhile does not end the count-in)
            else:
                self.recount_end = None
                self.resume()
                self.go_until = now + 0.7
        super().update(now)
        v = self.current_view()
        self.shown = v
        if int(v["seq"]) != self.shown_seq:
            self.shown_since = self.game_time(now)
        self.shown_seq = int(v["seq"])
        # a notice about the top card ("No card fits") goes once another card is on top
        self.feedback = {s: f for s, f in self.feedback.items() if f[3] in (None, self.shown_seq)}
        for seat in self.ui:
            self._sync_cursor(seat)
        self._count_ticks(v, now)
        if self._warm:
            self.warm_up()

    def bots_may_act(self, now: float) -> bool:
        return self.recount_end is None

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

    def may_play(self, seat: int, v: MangaView) -> bool:
        return seat in v["may_play"]

    # -- feedback ----------------------------------------------------------------------
    def say(self, target: int, key: str, colour: Any = Theme.danger, /, **values: Any) -> None:
        """Feedback in one seat's zone (``values`` fill the string's placeholders)."""
        about = self.shown_seq if key in PILE_FEEDBACK else None
        self.feedback[target] = (self.app.tr(f"game.manga.fb.{key}", **values), colour,
                                 self.app.clock() + FEEDBACK_S, about)

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
                ui.aim_seq, ui.aim_fit = self.shown_seq, False  # on purpose: act plays what is under the cursor
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
                ui.aim_seq, ui.aim_fit = self.shown_seq, True
                return True
        ui.aim_seq, ui.aim_fit = self.shown_seq, True
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
        if phase == "count_in" or self.recount_end is not None:
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
        if not self.fits(card, follow) and ui.aim_fit and ui.aim_seq == self.shown_seq:
            self.say(seat, "no_fit", Theme.text_soft)  # nothing fitted a moment ago: no wrong card by accident
            return
        if not self.fits(card, follow) and ui.aim_seq != self.shown_seq and \
                (ui.aim_fit or t - self.shown_since < REACT_S):
            # aimed at the pile before this one (up found a card that fitted it, or the press came before
            # anyone could see the new card): never a wrong card; the cursor seeks what fits now
            if self.jump_fit(seat, 1):
                self.say(seat, "too_slow")
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
        """The most useful colour to call: the one most common among the other
        warriors in the hand (what this seat can play next); between equals,
        the one the other players (whose hands lie face up) hold the fewest of;
        then the colour to follow now."""
        v = self.shown
        colours = list(v["colours"])
        counts = Counter(c["warrior"] for c in self.hand(seat) if not c["dragon"] and c["id"] != dragon)
        theirs = Counter(c["warrior"] for s, hand in enumerate(v["hands"]) if s != seat and s in v["players"]
                         for c in hand if not c["dragon"])
        best = max(colours, key=lambda c: (counts.get(c, 0), -theirs.get(c, 0), c == v["follow"],
                                           -colours.index(c)))
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
                # the whole table stops for a moment: who won, and which battle of how many
                sub = tr("game.manga.deciding") if d.get("deciding") else \
                    tr("game.manga.battle", n=d.get("battle"), total=self.state.setup.battles)
                self.moment = (seat, tr("game.manga.moment.won", seat=self.seat_label(seat)), sub, now + MOMENT_S)
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


    def animate(self, now: float) -> None:
        self.flights.prune(now)
        self.shakes = {s: v for s, v in self.shakes.items() if now < v[1] + SHAKE_S}
        self.feedback = {s: f for s, f in self.feedback.items() if now < f[2]}

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
        if self.moment is not None and now < self.moment[3]:
            self.draw_moment(canvas, *self.moment[:3])
        with canvas.passing():
            self.draw_flights(canvas, now)
