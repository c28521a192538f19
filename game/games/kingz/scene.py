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

from collections.abc import Callable
from typing import Any

from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Color, Theme
from game.client.input import Intent
from game.client.table import ZONE_MARGIN, Rect, hints_height, seat_zones, zones_by_keys
from game.client.tween import Tween, Tweens, ease_out_cubic
from game.engine.contract import Event, Outcome
from game.games.kingz.paint_table import ANIMAL_TINT, DIRS, Beat, SeatUI
from game.games.kingz.paint_table import draw_card as draw_card  # howto and gallery paint the cards from here
from game.games.kingz.paint_zones import KingzZones, cursor_at
from game.games.kingz.rules import ACCEPT, RAGE, READY, REFUSE, aside, choose, disarm, offer, pick, target
from game.games.kingz.views import KingzView

FLY_S = 0.55
ZONE_HEADER = 116.0
ZONE_HINTS = 84.0
"""A zone's header and its two lines of key hints at 100 % text size (see :meth:`KingzScene.lay_out`)."""
FEEDBACK_S = 1.4


class KingzScene(KingzZones):
    banner_s = 2.2

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ui: dict[int, SeatUI] = {seat: SeatUI() for seat, cfg in enumerate(self.config.seats) if not cfg.is_bot}
        self.zones_for = -1.0
        self.lay_out()
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

    def lay_out(self) -> None:
        """The zones for the current text size: as tall as at 100 % plus what
        their header and key hints need beyond it, so the cards row keeps
        its size (the arena gives the room), placed by the players' keys."""
        canvas = self.app.canvas
        extra = max(0.0, self.header_rows(0, 0.0)[2] - ZONE_HEADER) + max(0.0, hints_height(canvas, 2) - ZONE_HINTS)
        n = self.config.num_seats
        zones = seat_zones(n, (380.0 + extra, 360.0 + extra, 300.0 + extra))
        placed, self.header_area = zones.zones, None
        if n >= 4:  # the top row's two zones as wide as three, in the corners; the status header between
            m = ZONE_MARGIN
            tw = (LOGICAL_W - 4 * m) / 3
            placed = [(x, y, w, h) if y > LOGICAL_H / 2 else (m if x < LOGICAL_W / 2 else LOGICAL_W - m - tw, y, tw, h)
                      for x, y, w, h in placed]
            self.header_area = (2 * m + tw, m, LOGICAL_W - 4 * m - 2 * tw, placed[-1][3])
        self.zones = zones_by_keys(self, placed)
        self.arena = zones.centre
        self.zones_for = canvas.ui_scale

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
    def on_events(self, events: list[Event]) -> None:
        """What just happened becomes the table's story: each card resolved is
        a beat (its banner, its card highlighted, its flights and sounds),
        told one after the other at the rules' pace; what each card did is
        kept for the "last turn" row."""
        now = self.app.clock()
        tr = self.app.tr
        step: Beat | None = None  # the card being resolved: what follows in the batch belongs to it
        silent: tuple[Any, Any] | None = None  # a talk whose time ran out with no offer made

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
                elif d["op"] == "desarmer":  # played but not revealed before the count (FAQ 1)
                    card_line("disarm_idle", Theme.text_soft, seat=self.who(seat))
                    did(seat, "disarm_idle")
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
            elif k == "talk_timeout" and not d.get("choice") and not d.get("offer"):
                silent = (d["aggressor"], d["victim"])  # no offer made: out, though nobody refused
                self.tell(tr("game.kingz.banner.no_offer", victim=self.who(d["victim"])), Theme.danger, 3.0)
            elif k == "talk_timeout":
                self.tell(tr("game.kingz.banner.time_up"), Theme.text_soft, 1.5)
            elif k == "pardon":
                key = "auto_pardon" if d.get("auto") else "pardon"
                self.tell(tr(f"game.kingz.banner.{key}", aggressor=self.who(d["aggressor"]),
                             victim=self.who(d["victim"])), Theme.ok, start=lambda _t: self.app.sound("join"))
                did(d["victim"], "pardoned")
            elif k == "refused":
                if (d["aggressor"], d["victim"]) != silent:
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

    def animate(self, now: float) -> None:
        self.tell_story(now)
        self.flights.prune(now)
        self.feedback = {s: f for s, f in self.feedback.items() if now < f[2]}

    def on_rebuilt(self) -> None:
        self.flights = Tweens()
        self.story, self.beat, self.held = [], None, None

    def bots_may_act(self, now: float) -> bool:
        return not self.waits_for_story()

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
        if canvas.ui_scale != self.zones_for:  # the text size changed: the zones make room for it
            self.lay_out()
        v = self.arena_view()
        now = self.app.clock()
        gt = self.game_time(now)
        n = self.config.num_seats
        labels = tuple(self.seat_label(s) for s in range(n))
        canvas.layer(("kingz", n, self.app.tr.language, labels), self.draw_static)
        self.draw_arena(canvas, v, now, gt)
        for seat in range(n):
            self.draw_zone(canvas, self.current_view(), seat, now)
        with canvas.passing():
            for tw in self.flights.with_tag("fly"):
                x, y = tw.arc(now, 90)
                canvas.art(str(tw.payload), (x - 40, y - 40, 80, 80), moving=True)
        # between the top zones, the banner covers the whole status header for its seconds
        cover = self.header_area[2:] if self.header_area is not None else (0.0, 112.0)
        self.banner.draw(canvas, now, self.banner_centre(), size=44, height=max(96.0, cover[1] - 16), max_w=1500,
                         pad=90, text_pad=50, border=5, min_w=cover[0] - 16)
