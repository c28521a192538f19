"""The Kingz table: the arena in the middle, each animal's zone around it.

Everything drawn comes from the table's view (``view(state, None)``); a seat's
own cards and tokens appear only in its zone's peek panel, while its player
holds the peek key (the others look away, as from a paravent) -- or, with the
``open_paravents`` rule, in every zone for everyone. Nothing a seat presses
shows more than the table may know: there is no visible cursor, a Désarmer
press is never answered, and an offer being set stops at what the table can
count, not at the seat's own tokens.

Keys (per seat, in its own zone):

* special, held: peek at my hand, my tokens, my set-aside cards and my locked
  card; left / right move a cursor that only the peek shows;
* act: lock the card under the cursor ("Ready!") -- in Control mode, set it
  aside;
* before the count, a direction key pointing at a player reveals a Désarmer
  on them (the same hint is shown to everyone, and a press by a seat without
  a Désarmer does nothing at all, so nobody learns who holds one); back slaps
  Rage! in the Pouvoir variant;
* after the reveal, a Glaive names its target with the direction key that
  points at that player's zone (the hint lists them);
* negotiations: the grounded player sets an offer (up/down renown,
  left/right courage) and makes it with act; the aggressor answers up (thumb
  up: pardon) or down (thumb down: out); an aggressor with several victims
  points at whom to hear first.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from game.client.game_scene import GameScene
from game.client.gfx import Canvas, Color, Theme
from game.client.input import Intent
from game.client.table import (
    Hint,
    Rect,
    card_row,
    draw_hand,
    fitting,
    hints_height,
    peek_panel,
    phone_hint,
    seat_key_names,
    seat_look,
    seat_source,
    seat_zones,
    status_header,
    zone_hints,
    zone_message,
    zone_notice,
    zone_panel,
    zones_by_keys,
)
from game.client.tween import Tween, Tweens, ease_out_cubic
from game.engine.contract import Event, Outcome
from game.games.kingz.rules import ACCEPT, RAGE, READY, REFUSE, aside, choose, disarm, offer, pick, target
from game.games.kingz.views import CardView, KingzView, SeatView, TalkView

DIRS = ("up", "down", "left", "right")
DIR_ANGLE = {"right": 0.0, "down": 90.0, "left": 180.0, "up": 270.0}
CARD_RATIO = 1.4
FLY_S = 0.55
FEEDBACK_S = 1.4
ANIMAL_TINT: dict[str, Color] = {"tigresse": (240, 140, 40), "crocodile": (70, 170, 80), "rhinoceros": (150, 156, 166),
                                 "ours": (200, 222, 240), "gorille": (110, 100, 120)}


def directions(me: tuple[float, float], others: dict[int, tuple[float, float]]) -> dict[str, int]:
    """Direction key -> seat: each other seat gets the key that points at it
    from ``me`` (four keys for at most four others; a closer seat wins the
    better key)."""
    best: tuple[float, dict[str, int]] | None = None
    seats = sorted(others)

    def angle_cost(direction: str, seat: int) -> float:
        dx, dy = others[seat][0] - me[0], others[seat][1] - me[1]
        a = math.degrees(math.atan2(dy, dx)) % 360
        diff = abs(a - DIR_ANGLE[direction]) % 360
        diff = min(diff, 360 - diff)
        return diff * (1 + math.hypot(dx, dy) / 4000)

    def assign(i: int, used: dict[str, int], cost: float) -> None:
        nonlocal best
        if best is not None and cost >= best[0]:
            return
        if i == len(seats):
            best = (cost, dict(used))
            return
        for d in DIRS:
            if d not in used:
                used[d] = seats[i]
                assign(i + 1, used, cost + angle_cost(d, seats[i]))
                del used[d]

    assign(0, {}, 0.0)
    return best[1] if best is not None else {}


def draw_card(canvas: Canvas, card: CardView, animal: str, r: Rect, dim: bool = False) -> None:
    """A card face: its animal's colour along the top, its icon (one per
    type) and its speed in big figures; a red frame when a power changed what
    it does."""
    x, y, w, h = r
    if w < 40:
        canvas.box(r, Theme.card, 6)
        return
    figure = max(32.0, h * 0.2)
    while canvas.grown(figure) > max(h * 0.24, 34) and figure > canvas.text_floor(figure):
        figure -= 2
    room = canvas.grown(figure) * 1.25

    def paint(c: Canvas) -> None:
        c.box((0, 0, w, h), Theme.card, 12, Theme.ink, 3, shadow=True)
        c.box((5, 5, w - 10, max(6.0, h * 0.05)), ANIMAL_TINT.get(animal, Theme.gold), 4)
        icon = min(w - 12, h - room - 14)
        c.art(f"kingz/card_{card['op']}", (w / 2 - icon / 2, 8 + h * 0.05, icon, icon))
        c.text(str(card["speed"]), (w / 2, h - room / 2 - 2), figure, Theme.ink, "center", bold=True)
        if card["op"] != card["kind"]:
            c.box((0, 0, w, h), None, 12, Theme.danger, 5)

    canvas.blit_sprite(canvas.sprite(("kingz-card", card["op"], card["kind"], card["speed"], animal,
                                      round(w), round(h), figure), (w, h), paint, margin=8), (x, y))
    if dim:
        canvas.box(r, (0, 0, 0, 90), 12)


@dataclass
class SeatUI:
    cursor: int = 0
    """Index into the seat's hand, shown only by the peek."""
    renown: int = 0
    courage: int = 0
    """The offer being composed in a negotiation."""
    lack: tuple[int, int] | None = None
    """The seat's own renown and courage, when it offered more: said only in its peek."""


@dataclass
class Beat:
    """One thing the table is told, in turn: a banner line (none: the card is
    only highlighted), the card it resolves, and the sounds and flights that
    start with it."""

    text: str
    colour: Color
    seconds: float
    seat: int | None = None
    starts: list[Callable[[float], None]] = field(default_factory=list)


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


class KingzScene(GameScene):
    banner_s = 2.2

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ui: dict[int, SeatUI] = {seat: SeatUI() for seat, cfg in enumerate(self.config.seats) if not cfg.is_bot}
        zones = seat_zones(self.config.num_seats, (380.0, 360.0, 300.0))
        self.zones = zones_by_keys(self, zones.zones)
        self.arena = zones.centre
        self.flights = Tweens()
        self.feedback: dict[int, tuple[str, Color, float]] = {}
        self._tick = -1
        self.story: list[Beat] = []
        self.beat: Beat | None = None
        self.beat_until = 0.0
        self.told: set[int] = set()
        """Seats whose card has been told this turn (drawn dimmed)."""
        self.did: dict[int, list[tuple[str, str]]] = {}
        """What each seat's card (and its grounding) did last turn, for the "last turn" row
        (each in words, and shorter where there is one)."""
        self.held: KingzView | None = None
        """The revealed table, drawn until its story is told (the rules may have moved on)."""
        self.shown: KingzView = self.current_view()

    # -- views ---------------------------------------------------------------------------
    def current_view(self) -> KingzView:
        return cast(KingzView, self.table_view())

    def animal(self, seat: int) -> str:
        return self.current_view()["seats"][seat]["animal"]

    def own_view(self, seat: int) -> SeatView:
        """What ``seat`` alone may see of itself (its peek)."""
        return cast(KingzView, self.game.view(self.state, seat))["seats"][seat]

    def update(self, now: float) -> None:
        if self._results_at is not None and self.narrating():  # the end of the story before the results
            self._results_at = max(self._results_at, now + 0.6)
        super().update(now)
        self.shown = self.current_view()
        v = self.shown
        if any(p["card"] is not None for p in v["seats"]):
            self.held = v
        elif not self.narrating():
            self.held = None
        if v["phase"] == "count" and v["deadline"] is not None:
            left = float(v["deadline"]) - self.game_time(now)
            step = min(2, max(0, int((1 - left / max(0.01, self.state.setup.count)) * 3)))
            if step != self._tick:
                self._tick = step
                self.voice(f"count_{step + 1}")
        else:
            self._tick = -1

    @classmethod
    def progress_text(cls, tr: Any, state: Any, actions: int) -> str:
        return str(tr("game.kingz.round", round=state.round, rounds=state.setup.rounds, turn=state.turn,
                      turns=state.turns))

    # -- geometry --------------------------------------------------------------------------
    def zone(self, seat: int) -> Rect:
        return self.zones[seat]

    def arena_rows(self) -> tuple[float, float, float, float]:
        """The arena from top to bottom at the current text size: the bottom of
        the status header, the top of the cards, their height, and the middle
        of the banner line (with five seats at the arena's foot, under the
        cards' names; with fewer, above the cards)."""
        canvas = self.app.canvas
        ax, ay, aw, ah = self.arena
        header = ay + 6 + canvas.line_height(52) + 4 + canvas.line_height(36) * 0.95
        name_h = canvas.line_height(32) + 8
        banner_h = max(96.0, canvas.line_height(44) + 24)
        if self.config.num_seats <= 3:
            ch = 290.0
            return header, ay + ah - ch - name_h - 12, ch, header + 24 + banner_h / 2
        top = header + 22
        ch = min(190.0, ay + ah - banner_h - 6 - name_h - top)
        return header, top, ch, ay + ah - 4 - banner_h / 2

    def card_rect(self, seat: int) -> Rect:
        """Where a seat's card lies in the arena: in a row, in the order of the
        zones from left to right."""
        _header, top, ch, _banner = self.arena_rows()
        cw = ch / CARD_RATIO
        ax, ay, aw, ah = self.arena
        n = self.config.num_seats
        order = sorted(range(n), key=lambda p: (self.seat_point(p)[0], self.seat_point(p)[1]))
        cx = ax + aw * (order.index(seat) + 0.5) / n
        return cx - cw / 2, top, cw, ch

    def banner_centre(self) -> tuple[float, float]:
        return self.arena[0] + self.arena[2] / 2, self.arena_rows()[3]

    def seat_point(self, seat: int) -> tuple[float, float]:
        x, y, w, h = self.zone(seat)
        return x + w / 2, y + h / 2

    def directions_of(self, seat: int, candidates: list[int] | None = None) -> dict[str, int]:
        v = self.shown
        others = {p["seat"]: self.seat_point(p["seat"]) for p in v["seats"]
                  if p["seat"] != seat and p["alive"] and (candidates is None or p["seat"] in candidates)}
        return directions(self.seat_point(seat), others)

    # -- input --------------------------------------------------------------------------------
    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        ui = self.ui.get(seat)
        if ui is None or self.outcome is not None:
            return True
        verb = intent.verb
        v = self.current_view()  # presses of one batch each see the state the one before left
        me = v["seats"][seat]
        phase = v["phase"]
        if not me["alive"] or verb == "special":
            return True
        if phase in ("aside", "approach"):
            if self.waits_for_story():
                return True  # the last turn is still being told: its prompt has not come yet
            hand = self.own_view(seat)["hand"] or []
            if verb in ("left", "right") and hand:
                ui.cursor = (cursor_at(ui, hand) + (1 if verb == "right" else -1)) % len(hand)
            elif verb == "act" and not intent.repeat and hand:
                card = hand[cursor_at(ui, hand)]["id"]
                if phase == "aside":
                    self.submit(seat, aside(card), t)
                elif not me["ready"] and self.submit(seat, pick(card), t):
                    self.submit(seat, READY, t)
                    self.app.sound("card_slap")
            return True
        if intent.repeat:
            return True
        if verb == "back" and v["power"] and phase in ("count", "targets", "resolve") and not me["power_used"]:
            self.say(seat, "rage_late")  # the window closed: said to the seat, as a "too late" from the rules is
            return True
        if phase == "precount":
            if verb == "back" and v["power"]:
                if me["power_used"]:
                    self.say(seat, "no_power")
                elif v["rage"] is not None:
                    self.say(seat, "rage_lost")
                else:
                    self.submit(seat, RAGE, t)
            elif verb in DIRS:
                mine = self.own_view(seat)["pick"]
                victim = self.directions_of(seat).get(verb)
                # silent whatever happens: a "no" (or a "too late") would tell the table who holds one
                if mine is not None and mine["op"] == "desarmer" and victim is not None \
                        and disarm(victim) in self.game.legal_actions(self.state, seat):
                    self.submit(seat, disarm(victim), t)
            return True
        if phase == "targets" and verb in DIRS and seat in v["glaives"]:
            victims = [a.seat for a in self.game.legal_actions(self.state, seat) if a.kind == "target"]
            victim = self.directions_of(seat, [p for p in victims if p is not None]).get(verb)
            if victim is not None:
                self.submit(seat, target(victim), t)
            return True
        if phase == "negotiate" and not self.waits_for_story():
            self.negotiate_intent(seat, ui, verb, t)
        return True

    def negotiate_intent(self, seat: int, ui: SeatUI, verb: str, t: float) -> None:
        v = self.current_view()
        if v["chooser"] == seat and verb in DIRS:
            victims = [vic for agg, vic in v["talks"] if agg == seat]
            victim = self.directions_of(seat, victims).get(verb)
            if victim is not None:
                self.submit(seat, choose(victim), t)
            return
        talk = v["talk"]
        if talk is None:
            return
        if talk["victim"] == seat:
            # the offer being set is on the shared screen: it stops at what the table can count
            # (every token out of the box), never at this seat's own hidden totals
            box = self.state.setup.supply  # renown, courage, armour at the start
            held = {"renown": box[0] - v["supply"]["renown"], "courage": box[1] - v["supply"]["courage"]}
            if verb in ("up", "down"):
                ui.renown = max(0, min(held["renown"], ui.renown + (1 if verb == "up" else -1)))
            elif verb in ("left", "right"):
                ui.courage = max(0, min(held["courage"], ui.courage + (1 if verb == "right" else -1)))
            elif verb == "act":
                own = self.own_view(seat)
                mine = (int(own["renown"] or 0), int(own["courage"] or 0))
                if ui.renown > mine[0] or ui.courage > mine[1]:
                    # more than it holds: nothing on the table (no sound, no word), the reason in its peek only
                    ui.lack = mine
                elif self.submit(seat, offer(ui.renown, ui.courage), t):
                    ui.lack = None
                    self.say(seat, "sent", Theme.ok)
        elif talk["aggressor"] == seat and verb in ("up", "down"):  # with or without an offer (data/kingz.yaml)
            self.submit(seat, ACCEPT if verb == "up" else REFUSE, t)

    def on_illegal(self, seat: int, action: Any, reason: str) -> None:
        kind = getattr(action, "kind", "")
        if kind == "disarm":
            return  # never a sound or a word: only a Désarmer holder can be refused one
        super().on_illegal(seat, action, reason)
        if seat in self.ui:
            self.say(seat, "refused", Theme.text_soft)

    def saying(self, seat: int, key: str) -> Callable[[float], None]:
        """:meth:`say`, when a beat starts."""
        return lambda _now: self.say(seat, key)

    def say(self, seat: int, key: str, colour: Color = Theme.danger) -> None:
        self.feedback[seat] = (self.app.tr(f"game.kingz.fb.{key}"), colour, self.app.clock() + FEEDBACK_S)

    # -- events ---------------------------------------------------------------------------------
    def who(self, seat: Any) -> str:
        return self.seat_label(int(seat))

    def on_events(self, events: list[Event]) -> None:
        """What just happened becomes the table's story: each card resolved is
        a beat (its banner, its card highlighted, its flights and sounds),
        told one after the other at the rules' pace; what each card did is
        kept for the "last turn" row."""
        now = self.app.clock()
        tr = self.app.tr
        step: Beat | None = None  # the card being resolved: what follows in the batch belongs to it

        def then(start: Callable[[float], None]) -> None:
            (step.starts.append if step is not None else lambda f: f(now))(start)

        def card_line(key: str, colour: Color, **values: Any) -> None:
            text = tr(f"game.kingz.banner.{key}", **values)
            if step is not None and not step.text:
                step.text, step.colour = text, colour
            else:
                self.tell(text, colour)

        def did(seat: Any, key: str, **values: Any) -> None:
            short = f"game.kingz.did.{key}_short"
            self.did.setdefault(int(seat), []).append(
                (tr(f"game.kingz.did.{key}", **values), tr(short, **values) if tr.has(short) else ""))

        for ev in events:
            d = ev.data
            k = ev.kind
            seat = d.get("seat")
            if k == "too_late" and seat is not None and d.get("action") != "disarm":
                self.say(int(seat), "rage_late" if d.get("action") == "rage" else "too_late")  # type: ignore[arg-type]
            elif k == "rage":
                op = str(d.get("op"))
                self.tell(tr("game.kingz.banner.rage", seat=self.who(seat), call=tr(f"game.kingz.call.{op}"),
                             power=tr(f"game.kingz.power.{op}")), Theme.danger, 3.0,
                          start=lambda _t: self.app.sound("stop"))
            elif k == "disarm":
                self.tell(tr("game.kingz.banner.disarm", seat=self.who(seat), target=self.who(d["target"])),
                          Theme.danger, start=lambda _t: self.app.sound("stop"))
            elif k == "self_disarmed":
                seats = ", ".join(self.who(s) for s in d["seats"])  # type: ignore[union-attr]
                self.tell(tr("game.kingz.banner.self_disarmed", seats=seats), Theme.gold, 3.0)
            elif k == "reveal":
                self.app.sound("card_slap")
                self.told.clear()
                self.did = {}
                for p in range(self.config.num_seats):
                    self.flights.add(Tween(now, 0.35, (0.0,), (1.0,), tag="flip", payload=p))
            elif k == "step":
                step = self.tell("", Theme.gold, self.state.setup.resolve_step, seat=int(seat))  # type: ignore[arg-type]
                if d["op"] == "bouclier":
                    card_line("shield", Theme.text_soft, seat=self.who(seat))
                    did(seat, "shield")
            elif k in ("glaive_hit", "glaive_blocked"):
                hit = k == "glaive_hit"
                then(self.flight("kingz/card_glaive", self.card_rect(int(seat)),  # type: ignore[arg-type]
                                 [self.card_rect(int(d["target"]))], "capture" if hit else "card_bounce"))  # type: ignore[arg-type]
                card_line("hit" if hit else "blocked", Theme.danger if hit else Theme.text_soft, seat=self.who(seat),
                          target=self.who(d["target"]))
                did(seat, "hit" if hit else "blocked", target=self.who(d["target"]))
            elif k in ("glaive_no_courage", "glaive_unnamed"):
                why = "no_courage" if k == "glaive_no_courage" else "unnamed"
                card_line(why, Theme.text_soft, seat=self.who(seat))
                did(seat, why)
                if why == "unnamed":  # its owner learns why its Glaive did nothing
                    then(self.saying(int(seat), "unnamed"))  # type: ignore[arg-type]
            elif k == "filet_hit":
                card_line("net", Theme.danger, seat=self.who(seat))
                did(seat, "net")
                then(self.flight("kingz/card_filet", self.card_rect(int(seat)),  # type: ignore[arg-type]
                                 [self.card_rect(int(v)) for v in d["victims"]], "capture"))  # type: ignore[union-attr]
            elif k == "filet_failed":
                card_line("net_failed", Theme.text_soft, seat=self.who(seat))
                did(seat, "net_failed")
            elif k == "gain":
                n = int(d.get("n", 0))  # type: ignore[call-overload]
                if d["token"] == "courage" and step is not None and step.seat == seat and not step.text:
                    card_line("courage", Theme.gold, seat=self.who(seat), n=n)
                    did(seat, "courage", n=n)
                if n > 0:
                    art = "kingz/token_renown" if d["token"] == "renown" else "kingz/token_courage"
                    x, y, w, h = self.zone(int(seat))  # type: ignore[arg-type]
                    then(self.flight(art, self.box_rect(), [(x + 20, y + 10, 70.0, 70.0)]))
            elif k == "armour_lost" and int(d.get("n", 0)) > 0:  # type: ignore[call-overload]
                x, y, w, h = self.zone(int(seat))  # type: ignore[arg-type]
                then(self.flight("kingz/token_armour", (x + 20, y + 10, 70.0, 70.0), [self.box_rect()]))
            elif k in ("courage_denied", "salut", "salut_failed"):
                card_line(k, Theme.gold if k == "salut" else Theme.text_soft, seat=self.who(seat))
                did(seat, k)
            elif k == "box_empty":
                self.tell(tr("game.kingz.banner.box_empty", seat=self.who(seat),
                             token=tr(f"game.kingz.token.{d['token']}")), Theme.text_soft)
            elif k == "grounded":
                step = None
                seats = ", ".join(self.who(s) for s in d["seats"])  # type: ignore[union-attr]
                self.tell(tr("game.kingz.banner.grounded", seats=seats), Theme.danger, 3.0,
                          start=lambda _t: self.voice("ouch"))
                for s in d["seats"]:  # type: ignore[union-attr]
                    did(s, "grounded")
            elif k == "talk":
                victim = int(d["victim"])  # type: ignore[arg-type]
                if victim in self.ui:
                    self.ui[victim].renown = self.ui[victim].courage = 0
                    self.ui[victim].lack = None
            elif k == "talk_timeout":
                self.tell(tr("game.kingz.banner.time_up"), Theme.text_soft, 1.5)
            elif k == "pardon":
                key = "auto_pardon" if d.get("auto") else "pardon"
                self.tell(tr(f"game.kingz.banner.{key}", aggressor=self.who(d["aggressor"]),
                             victim=self.who(d["victim"])), Theme.ok, start=lambda _t: self.app.sound("join"))
                did(d["victim"], "pardoned")
            elif k == "refused":
                self.tell(tr("game.kingz.banner.refused", aggressor=self.who(d["aggressor"]),
                             victim=self.who(d["victim"])), Theme.danger, 3.0)
                did(d["victim"], "out")
            elif k == "stands_up":
                self.tell(tr("game.kingz.banner.stands_up", seat=self.who(seat)), Theme.ok)
            elif k == "round":
                self.tell(tr("game.kingz.banner.round", round=d["round"]), Theme.gold, 2.5)
                for ui in self.ui.values():
                    ui.cursor = 0
            elif k == "game_over" and d.get("reason") == "fame":
                winners = d["winners"]
                self.tell(tr("game.kingz.banner.won_fame", seat=self.who(winners[0])), Theme.gold, 3.0)  # type: ignore[index]

    def tell(self, text: str, colour: Color, seconds: float | None = None, seat: int | None = None,
             start: Callable[[float], None] | None = None) -> Beat:
        """Add a beat to the table's story (it shows when the ones before it have)."""
        beat = Beat(text, colour, self.banner_s if seconds is None else seconds, seat, [start] if start else [])
        self.story.append(beat)
        return beat

    def narrating(self) -> bool:
        """Whether the table is still being told what happened."""
        return self.beat is not None or bool(self.story)

    def tell_story(self, now: float) -> None:
        """The next beat, once the one showing has had its time."""
        if self.beat is not None and now >= self.beat_until:
            if self.beat.seat is not None:
                self.told.add(self.beat.seat)
            self.beat = None
        if self.beat is None and self.story:
            beat = self.beat = self.story.pop(0)
            self.beat_until = now + beat.seconds
            if beat.text:
                self.banner.show(beat.text, now, beat.seconds, beat.colour)
            for start in beat.starts:
                start(now)

    def voice(self, line: str) -> None:
        """A voiced line ("1", "2", "3!", "Aïe, aïe, aïe !") in the table's language."""
        lang = self.app.tr.language if self.app.tr.language in ("en", "fr") else "en"
        self.app.sound(f"kingz_{line}_{lang}", voice=True)

    def flight(self, art: str, frm: Rect, to: list[Rect], sound: str | None = None) -> Callable[[float], None]:
        """What starts with a beat: ``art`` flying from ``frm`` to each of ``to``, and a sound."""
        def start(now: float) -> None:
            for r in to:
                self.fly(art, frm, r, now)
            if sound is not None:
                self.app.sound(sound)
        return start

    def fly(self, art: str, frm: Rect, to: Rect, now: float) -> None:
        fx, fy, fw, fh = frm
        tx, ty, tw, th = to
        self.flights.add(Tween(now, FLY_S, (fx + fw / 2, fy + fh / 2), (tx + tw / 2, ty + th / 2),
                               ease_out_cubic, tag="fly", payload=art))

    def box_rect(self) -> Rect:
        ax, ay, aw, ah = self.arena
        return ax + aw / 2 - 40, ay + 10, 80, 80

    def animate(self, now: float) -> None:
        self.tell_story(now)
        self.flights.prune(now)
        self.feedback = {s: f for s, f in self.feedback.items() if now < f[2]}

    def on_rebuilt(self) -> None:
        self.flights = Tweens()
        self.story, self.beat, self.held = [], None, None

    def waits_for_story(self) -> bool:
        """The next turn, or the negotiations, wait (their prompt, the keys,
        the bots) until the table has been told how the cards went."""
        return self.narrating() and self.current_view()["phase"] in ("aside", "approach", "negotiate")

    def bots_may_act(self, now: float) -> bool:
        return not self.waits_for_story()

    def arena_view(self) -> KingzView:
        """What the arena shows: the revealed cards until their story is told."""
        return self.held if self.held is not None and self.narrating() else self.current_view()

    # -- results --------------------------------------------------------------------------------
    @classmethod
    def draw_seat_badge(cls, canvas: Canvas, seat: int, center: tuple[float, float], radius: float) -> None:
        """The seat's animal (the bundled order, as the lobby names them) on its tint."""
        animal = tuple(ANIMAL_TINT)[seat % len(ANIMAL_TINT)]
        cx, cy = center
        canvas.circle(center, radius * 1.2, ANIMAL_TINT[animal])
        canvas.art(f"kingz/{animal}", (cx - radius * 1.15, cy - radius * 1.15, radius * 2.3, radius * 2.3))

    def score_text(self, outcome: Outcome, seat: int) -> str:
        return str(self.app.tr("game.kingz.score", n=f"{outcome.scores[seat]:g}"))

    def score_detail(self, outcome: Outcome, seat: int) -> str:
        """What the fame is made of, then the tie-breaks (courage, armour),
        each named (an eliminated seat: out of the arena)."""
        tr = self.app.tr
        for row in outcome.detail.get("ranking", []):
            if row["seat"] == seat:
                if not row["alive"]:
                    return str(tr("game.kingz.zone.out"))
                return "\n".join(f"{tr(f'game.kingz.token.{t}')} {row[t]}" for t in ("renown", "courage", "armour"))
        return ""

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        v = self.arena_view()
        now = self.app.clock()
        gt = self.game_time(now)
        n = self.config.num_seats
        labels = tuple(self.seat_label(s) for s in range(n))
        whos = tuple(seat_look(self, s) for s in range(n))
        canvas.layer(("kingz", n, self.app.tr.language, labels, whos), self.draw_static)
        self.draw_arena(canvas, v, now, gt)
        for seat in range(n):
            self.draw_zone(canvas, self.current_view(), seat, now)
        with canvas.passing():
            for tw in self.flights.with_tag("fly"):
                x, y = tw.arc(now, 90)
                canvas.art(str(tw.payload), (x - 40, y - 40, 80, 80), moving=True)
        self.banner.draw(canvas, now, self.banner_centre(), size=44, height=96, max_w=1500, pad=90, text_pad=50,
                         border=5)

    def draw_static(self, canvas: Canvas) -> None:
        canvas.table()
        ax, ay, aw, ah = self.arena
        canvas.box((ax + 30, ay + 8, aw - 60, ah - 16), (10, 40, 44, 170), 60, Theme.felt_line, 3)
        for seat in range(self.config.num_seats):
            x, y, w, h = self.zone(seat)
            zone_panel(canvas, (x, y, w, h), seat)
            animal = self.animal(seat)
            canvas.box((x + 22, y + 14, 92, 92), ANIMAL_TINT.get(animal, Theme.panel_edge), 46)
            canvas.art(f"kingz/{animal}", (x + 24, y + 16, 88, 88))
            name_y, source_y, _below = self.header_rows(seat)
            canvas.text(self.seat_label(seat), (x + 128, name_y), 40, Theme.text, "midleft", bold=True,
                        max_width=w * 0.56 - 128)
            room = w - 150 - (290 if self.state.setup.open_paravents else 0)  # open: the tokens sit at its right
            seat_source(canvas, self, seat, (x + 128, source_y), 32, Theme.text_soft, room)

    def header_rows(self, seat: int) -> tuple[float, float, float]:
        """A zone's header at the current text size: the middle of the name's
        line, of the player's line (keys or bot) and the top of what is below."""
        canvas = self.app.canvas
        y = self.zone(seat)[1]
        name_h, source_h = canvas.line_height(40), canvas.line_height(32)
        name_y = y + 12 + name_h / 2
        source_y = name_y + name_h / 2 + source_h / 2 - 2
        return name_y, source_y, max(y + 116, source_y + source_h / 2 + 6)

    def status_lines(self, v: KingzView) -> tuple[str, str]:
        tr = self.app.tr
        phase = v["phase"]
        sub = tr("game.kingz.round", round=v["round"], rounds=v["rounds"], turn=v["turn"], turns=v["turns"])
        if phase == "negotiate" and self.waits_for_story() and self.current_view()["phase"] == "negotiate":
            return tr("game.kingz.status.resolve"), sub  # the cards' story first, then the negotiations
        if phase == "negotiate":
            talk = v["talk"]
            if v["chooser"] is not None:
                return tr("game.kingz.status.choose", aggressor=self.who(v["chooser"])), sub
            if talk is not None:
                return tr("game.kingz.status.negotiate", victim=self.who(talk["victim"]),
                          aggressor=self.who(talk["aggressor"])), sub
        if phase in ("aside", "approach"):
            return tr(f"game.kingz.status.{phase}"), tr(f"game.kingz.status.{phase}_sub")
        return tr(f"game.kingz.status.{phase}"), sub

    def draw_arena(self, canvas: Canvas, v: KingzView, now: float, gt: float) -> None:
        ax, ay, aw, ah = self.arena
        cx = ax + aw / 2
        line1, line2 = self.status_lines(v)
        header = self.arena_rows()[0]
        talk = v["talk"] if v["phase"] == "negotiate" and not self.waits_for_story() else None
        if talk is None:
            status_header(canvas, (cx, ay + 6, header), line1, line2, Theme.text_soft, False, aw - 200)
        else:  # who is grounded, before whom, and the offer as it stands (offers are made aloud too)
            offered = talk["offer"] is not None
            status_header(canvas, (cx, ay + 6, header), line1, self.offer_text(talk),
                          Theme.gold if offered else Theme.text_soft, offered, aw - 200,
                          token=lambda c, at: self.draw_talk_heads(c, at, talk),
                          icon="kingz/thumb_up" if offered else None)
        phase = v["phase"]
        for p in v["seats"]:
            self.draw_played(canvas, v, p, now)
        if phase == "count" and v["deadline"] is not None:
            left = float(v["deadline"]) - gt
            words = [w.strip() for w in str(self.app.tr("game.kingz.count")).split(",")]  # "1", "2", "3 !"
            k = min(len(words) - 1, max(0, int((1 - left / max(0.01, self.state.setup.count)) * len(words))))
            canvas.text(words[k], (cx, ay + ah / 2 + 30), 150, Theme.gold, "center", title=True)
        if phase in ("precount", "targets", "negotiate") and v["deadline"] is not None and not self.narrating():
            left = max(0.0, float(v["deadline"]) - gt)
            st = self.state.setup
            full = {"precount": st.pre_count, "targets": st.target_window}.get(phase, st.negotiate)
            w = 420.0
            canvas.box((cx - w / 2, header + 4, w, 10), (0, 0, 0, 120), 5)
            canvas.box((cx - w / 2, header + 4, w * min(1.0, left / max(0.01, full)), 10), Theme.gold, 5)

    def draw_played(self, canvas: Canvas, v: KingzView, p: SeatView, now: float) -> None:
        seat = p["seat"]
        r = self.card_rect(seat)
        x, y, w, h = r
        phase = v["phase"]
        card = p["card"]
        if card is not None:
            flip = self.flights.started("flip", now)
            k = next((tw.value(now)[0] for tw in flip if tw.payload == seat), 1.0)
            # the card whose story is being told, and those told before it this turn
            resolving = self.beat is not None and self.beat.seat == seat
            done = seat in self.told and not resolving and phase != "over"
            if resolving:
                pulse = 10 + 4 * math.sin(now * 8)  # a halo around it, but not over its name under it
                canvas.box((x - pulse, y - pulse, w + 2 * pulse, h + pulse + 3), Theme.focus, 22)
            sw = max(4.0, w * abs(1 - 2 * k) if k < 0.5 else w * (2 * k - 1))
            if k < 0.5:
                canvas.art("kingz/card_back", (x + (w - sw) / 2, y, sw, h), moving=True)
            elif sw < w * 0.95:  # turning over: the face's paper, its print comes once it faces the table
                canvas.box((x + (w - sw) / 2, y, sw, h), Theme.card, 12, Theme.ink, 3)
            else:
                self.draw_card(canvas, card, (x + (w - sw) / 2, y, sw, h), dim=done)
                slot = self.arena[2] / self.config.num_seats
                canvas.text(self.card_name(card), (x + w / 2, y + h + 4), 32, Theme.text, "midtop", bold=True,
                            max_width=slot - 16)
            if p["target"] is not None:  # whom the Glaive names: their head on a red badge
                victim = v["seats"][p["target"]]["animal"]
                canvas.circle((x + w, y + 28), 32, Theme.danger)
                canvas.art(f"kingz/{victim}", (x + w - 26, y + 2, 52, 52))
        else:
            last = v["last_plays"][seat]
            if last is not None and phase != "count":  # last turn's card and what it did, until the count
                self.draw_last(canvas, v, last, r, p["alive"] and (p["ready"] or phase in ("precount", "count")))
            elif p["alive"] and (p["ready"] or phase in ("precount", "count")):
                canvas.art("kingz/card_back", r)
            elif p["alive"]:
                canvas.box(r, (0, 0, 0, 60), 14, Theme.felt_line, 3)
        if p["alive"] or card is not None:
            canvas.circle((x, y + 28), 30, ANIMAL_TINT.get(p["animal"], Theme.panel_edge))
            canvas.art(f"kingz/{p['animal']}", (x - 28, y, 56, 56))
        if p["grounded"] and p["alive"] and card is not None:
            canvas.box(r, None, 14, Theme.danger, 6)

    def draw_last(self, canvas: Canvas, v: KingzView, card: CardView, r: Rect, covered: bool) -> None:
        """A seat's card of last turn, face up and dimmed (at the end of the
        game, not dimmed), with what it did under it; this turn's card, once
        locked, lies on it, shifted so the old one stays readable."""
        x, y, w, h = r
        over = v["phase"] == "over"
        self.draw_card(canvas, card, r, dim=not over)
        did = self.did.get(card["owner"], [])
        slot = self.arena[2] / self.config.num_seats
        shorter = [short or long for long, short in did]
        # all it did, in words; else in fewer; else the last of it (what the seat is now: pardoned, out)
        caption = fitting(canvas, (" · ".join(long for long, _ in did), " · ".join(shorter), shorter[-1]), 32,
                          slot - 16, True) if did else self.card_name(card)
        canvas.text(caption, (x + w / 2, y + h + 4), 32, Theme.gold if not over else Theme.text, "midtop",
                    bold=True, max_width=slot - 16)
        if covered:
            canvas.art("kingz/card_back", (x + w * 0.7, y - h * 0.06, w * 0.9, h * 0.9))

    def draw_card(self, canvas: Canvas, card: CardView, r: Rect, dim: bool = False) -> None:
        draw_card(canvas, card, self.animal(card["owner"]), r, dim)

    def card_name(self, card: CardView) -> str:
        return str(self.app.tr(f"game.kingz.card.{card['op']}"))

    def offer_text(self, talk: TalkView) -> str:
        """The offer made, or the one the grounded player is composing on its keys."""
        tr = self.app.tr
        offered = talk["offer"]
        composing = self.ui.get(talk["victim"])
        if offered is not None:
            return str(tr("game.kingz.zone.offer", renown=offered[0], courage=offered[1]))
        if composing is not None:
            return str(tr("game.kingz.zone.offer", renown=composing.renown, courage=composing.courage))
        return str(tr("game.kingz.zone.waiting"))

    def draw_talk_heads(self, canvas: Canvas, at: tuple[float, float], talk: TalkView) -> None:
        """The grounded animal, an arrow, and the aggressor it bargains with,
        left of the status line."""
        x, y = at
        canvas.art(f"kingz/{self.animal(talk['victim'])}", (x - 150, y - 32, 64, 64))
        canvas.text("→", (x - 62, y), 40, Theme.gold, "center", bold=True)
        canvas.art(f"kingz/{self.animal(talk['aggressor'])}", (x - 40, y - 32, 64, 64))

    def draw_zone(self, canvas: Canvas, v: KingzView, seat: int, now: float) -> None:
        tr = self.app.tr
        x, y, w, h = self.zone(seat)
        p = v["seats"][seat]
        if seat in self.game.active_seats(self.state) and p["alive"] and v["phase"] != "precount" \
                and not self.waits_for_story():
            pulse = 2 * math.sin(now * 6)
            canvas.box((x - 4 - pulse, y - 4 - pulse, w + 8 + 2 * pulse, h + 8 + 2 * pulse), None, 30, Theme.focus, 5)
        if not p["alive"]:
            zone_message(canvas, self.zone(seat), y + h / 2 + 40, tr("game.kingz.zone.out"), Theme.text_soft)
            return
        if seat in self.ui and self.peeking(seat):
            self.draw_peek(canvas, seat)
            return
        name_y, source_y, below = self.header_rows(seat)
        status = self.zone_status(v, p)
        if status is not None:
            canvas.text(status[0], (x + w - 28, name_y), 36, status[1], "midright", bold=True, max_width=w * 0.4)
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
        if min(96.0, h - 4) < 40:
            return
        faces, aside = p["hand"], p["aside"]
        key = ("kingz-row", p["seat"], p["hand_count"], None if faces is None else tuple(c["id"] for c in faces),
               tuple(None if c is None else (c["id"], c["op"]) for c in p["discard"]),
               None if aside is None else tuple(c["id"] for c in aside), round(w), round(h))
        # painted once per look onto the zone's own background: one opaque blit a frame
        canvas.blit_sprite(canvas.sprite(key, (w, h), lambda c: self.paint_cards_row(c, p, (0.0, 0.0, w, h)),
                                         over=(x, y)), (x, y))

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
            key = f"game.kingz.hint.{key}"
            return tuple(tr(k, **names, **extra) for k in (key, f"{key}_short", f"{key}_shorter")
                         if k == key or tr.has(k))

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
