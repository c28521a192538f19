"""The Ikasamage table's flow: whose turn it is, what each key does, what
the table is told, and when it waits. What is painted lives beside it:
``cards.py`` (a card, a fighter, a judge), ``table.py`` (the public table and
the result panel), ``private.py`` (a seat's private turn and its choices).

One screen, secrets in hands: the TV always shows the public table, drawn
from the table's view (``view(state, None)``: backs and counts): the judge,
the fighters, the spells, the gold, who is choosing. A match opens on its
judge and fighters, announced, before anyone bets; every move (a bot's too)
lands on the table with its banner, paced (``STEP_S``); after the reveal the
result panel is everyone's for ``RESULT_HOLD_S`` (a person's act goes on)
before any private step. A human seat to act (bet, cast or pass, choose its
Amnesia discard, redraw) sees its own view (``view(state, seat)``: its hand,
its bets, its face-down spells and what its Detect Magic showed) only while it
holds its peek key (special); its keys play all its turn, seen or not. With
the lobby rule ``private_hands: handover`` a full-screen hand-over asks the
others to look away and waits for that seat's act key instead, and its view
stays up until it has acted (never for a seat with its phone connected).

Keys in a private turn (each seat's own keys; pads alike):

* betting: up/down (or left/right) over the five fighters and the Bet button,
  act puts a bet card on a fighter or takes it back (three at most), act on
  the button bets;
* casting: left/right over the hand and Pass, act picks the card, then its
  target: a fighter (up/down), a spell on a fighter (up/down the fighters,
  left/right its spells), a destination fighter, a player, a bet card to give
  and one to take, face up or down; back steps back; greyed choices say why;
* Amnesia: left/right over the hand, act discards that card;
* redraw: left/right over the hand, act marks a card to discard (again:
  keep it), act on Draw discards the marked cards and draws.
"""

from typing import Any, cast

from game.client.gfx import Canvas, Theme
from game.client.input import Intent
from game.client.table import seat_key_names, status_header
from game.client.tween import Tween, Tweens, ease_out_cubic
from game.engine.contract import Event, Outcome
from game.games.ikasamage.private import BUTTON, IkaPrivate, Private
from game.games.ikasamage.rules import DRAW, PASS, IkaAction, bet, refusal, target_of
from game.games.ikasamage.rules import cast as cast_action
from game.games.ikasamage.table import HEADER_H, Showdown
from game.games.ikasamage.views import IkaView, ResultView, SpellView

FLY_S = 0.6
STEP_S = 1.1
"""After a move, the next bot waits this long: the card's flight (0.6 s) and a
banner of a few words read from the sofa, one move after the other."""
STEP_FAST_S = 0.45
"""The same when no person is left to act in this phase (only bots remain):
the flights still follow one another, the table need not read each banner."""
OPENING_S = 3.2
"""A match opens: the judge and the five fighters come in, ROW_IN_S apart, and
nobody bets before this (a person's act goes on at once)."""
ROW_IN_S = 0.35
SHOWDOWN_S = 4.2
"""The reveal, the judgment, the winner and the gold, one after the other."""
RESULT_HOLD_S = 10.0
"""Then the result panel (bets, winner, pay-outs and why) stays up this long
before anyone is asked to act (bots wait too), unless a person presses act."""
PRIVATE_HANDS = "private_hands"
"""The lobby rule: "peek" (default; a seat sees its secrets while it holds its
peek key, over the public table) or "handover" (the others look away first)."""
LOOK_OPS = ("detect", "draw")
"""Support ops that show their caster something: it looks before the next turn."""


class IkasamageScene(IkaPrivate):
    results_delay_s = SHOWDOWN_S + RESULT_HOLD_S

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ui: Private | None = None
        """The private turn under way (after the hand-over), if any."""
        self.looking: int | None = None
        """A human seat looking at what its Detect Magic or Recall showed it."""
        self.hold_until = 0.0
        self.bot_after = 0.0
        self.hand_over = self.config.rules.get(PRIVATE_HANDS) == "handover"
        """The full-screen hand-over rule (else the held peek)."""
        self.opening: float | None = None
        """When the match on the table opened (its fighters come in one by one)."""
        self.peek_drawn = False
        """The last frame showed a held peek."""
        if self.state.phase == "bet" and not any(self.state.bets):
            self.open_match(self.app.clock())

    def open_match(self, now: float) -> None:
        """The judge and the five fighters are shown and announced before anyone bets."""
        v = self.public()
        start = max(now, self.hold_until)
        self.opening = start
        self.hold_until = start + OPENING_S
        judge = self.words(v["catalog"]["judges"][v["judge"]]["name"])
        self.announce_key("match", round=v["round"], rounds=v["rounds"], judge=judge, seat=self.who(v["first"]),
                          seconds=OPENING_S + 1.0)

    def row_in(self, pos: int, now: float) -> bool:
        """Whether fighter ``pos`` has come in yet (a match opening)."""
        return self.opening is None or now >= self.opening + pos * ROW_IN_S

    @classmethod
    def progress_text(cls, tr: Any, state: Any, actions: int) -> str:
        return str(tr("game.ikasamage.round", round=state.round, rounds=state.setup.content.rounds))

    # -- whose turn ------------------------------------------------------------------------
    def holding(self, now: float | None = None) -> bool:
        now = self.app.clock() if now is None else now
        return self.outcome is None and now < self.hold_until

    def peeking(self, seat: int) -> bool:
        """``seat`` holds its peek key (special)."""
        return self.app.input.is_down(self.source_of(seat), "special")

    def shown_private(self) -> Private | None:
        """The private turn drawn now, if any: with the hand-over rule, from
        the act key that ends the hand-over until the seat has acted; with
        the held peek, only while its seat holds the peek key."""
        ui = self.ui
        if ui is None or self.private_seat() != ui.seat:
            return None
        return ui if self.hand_over or self.peeking(ui.seat) else None

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
        if not self.hand_over or seat is None or (self.ui is not None and self.ui.seat == seat) \
                or self.on_phone(seat) or self.app.clock() < self.bot_after:
            return None  # the table sees the last move (a bot's cast) before anyone looks away
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
        """Animations, and a peek on screen or wanted: a key let go brings no
        input to redraw for, so frames go on while a peek shows."""
        return bool(self.flights) or self.banner.showing(now) or self.showdown is not None \
            or self.opening is not None or self.peek_drawn or self.shown_private() is not None \
            or super().needs_frames(now) or self.app.lively(now)

    def next_wake(self, now: float) -> float | None:
        times = [t for t in (super().next_wake(now),) if t is not None]
        for t in (self.hold_until, self.bot_after):
            if t > now:
                times.append(t)
        return min(times) if times else None

    def animate(self, now: float) -> None:
        self.flights.prune(now)
        if self.showdown is not None and now > self.showdown.start + SHOWDOWN_S:
            self.showdown = None  # the result panel follows
        if self.opening is not None and now > self.opening + OPENING_S:
            self.opening = None
        self.turn_ui()

    def turn_ui(self) -> Private | None:
        """The private turn of the seat to act: with the held peek it is there
        all its turn (its keys choose, seen only while it peeks); with the
        hand-over, from its act key on."""
        seat = self.private_seat()
        if self.ui is not None and seat != self.ui.seat:
            self.ui = None
        if self.ui is None and seat is not None and not self.hand_over:
            self.ui = self.fresh_private(seat)
        return self.ui

    def on_rebuilt(self) -> None:
        self.flights = Tweens()
        self.ui = None
        self.looking = None
        self.showdown = None
        self.opening = None
        self.hold_until = 0.0

    # -- input -----------------------------------------------------------------------------
    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        verb = intent.verb
        now = self.app.clock()
        read = verb == "act" and not intent.repeat and (self.showdown is None
                                                        or now > self.showdown.start + SHOWDOWN_S)
        if self.outcome is not None:
            if read:
                self.hurry_results()  # a player has read the last result: the results screen
            return True
        if self.holding():
            if read:
                self.hold_until = now  # a player has read the result, or seen the fighters: go on
                self.showdown = None
                self.opening = None
            return True
        if not self.hand_over:
            ui = self.turn_ui()
            if ui is None or ui.seat != seat or verb == "special":
                return True  # the peek key only shows; another seat's keys do nothing
            return self.private_intent(ui, intent, t)
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
        return self.private_intent(ui, intent, t)

    def private_intent(self, ui: Private, intent: Intent, t: float) -> bool:
        """A key of the seat whose private turn it is."""
        verb = intent.verb
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
        elif verb == "act" and ui.cursor == BUTTON and not repeat:
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
        elif verb == "act" and ui.cursor == BUTTON and not repeat:
            for card in list(ui.marked):
                if not self.submit(ui.seat, IkaAction("discard", card=card), t):
                    return
                ui.marked.remove(card)
            self.done(ui.seat, DRAW, t)
        elif verb == "back" and not repeat and ui.marked:
            ui.marked.pop()

    # -- reasons --------------------------------------------------------------------------------
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
                self.open_match(now)
            elif k == "bet":
                self.announce(self.app.tr.plural("game.ikasamage.banner.bet", int(d["count"]), seat=self.who(seat)),  # type: ignore[call-overload]
                              Theme.text)
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
                    self.hold_until = now + SHOWDOWN_S + RESULT_HOLD_S
                    for p, amount in enumerate(res["payouts"]):
                        if amount > 0:
                            self.fly(("gold",), self.row_point(int(res["winner"] or 0)), self.zone_point(p),
                                     now + 2.4, 0.8)
            elif k == "replay":
                self.announce_key("replay", Theme.danger, 4.0)
            elif k == "draw" and seat is not None:
                self.announce(self.app.tr.plural("game.ikasamage.banner.draw", int(d["count"]), seat=self.who(seat)),  # type: ignore[call-overload]
                              Theme.text)
            elif k == "reshuffle":
                self.announce_key("reshuffle", Theme.text)
            elif k == "cheat":
                self.announce_key("cheat", Theme.danger, seat=self.who(seat), n=d["cost"])
            elif k == "over":
                self.app.sound("win")
        if actor is not None:
            self.bot_after = now + self.step_s()

    def step_s(self) -> float:
        """How long the table shows a move before the next bot's: shorter
        when only bots are left to act in this phase."""
        v = self.public()
        phase = v["phase"]
        left = {p["seat"] for p in v["seats"] if (phase == "bet" and not p["bet_count"])
                or (phase == "spell" and not p["passed"]) or (phase == "redraw" and not p["done"])}
        left |= set(self.game.active_seats(self.state))
        return STEP_S if left & self.humans else STEP_FAST_S

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

    # -- results ----------------------------------------------------------------------------
    def score_text(self, outcome: Outcome, seat: int) -> str:
        """The score is gold ("12 gold")."""
        return str(self.app.tr("game.ikasamage.score", n=f"{outcome.scores[seat]:g}"))

    def score_detail(self, outcome: Outcome, seat: int) -> str:
        """Then the cards in hand (the tie-break): one line, whole at any text size."""
        for row in outcome.detail.get("ranking", []):
            if row["seat"] == seat:
                return str(self.app.tr("game.ikasamage.detail", cards=row["cards"]))
        return ""

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        now = self.app.clock()
        if self.app.stack.top is not self and self.ui is not None:
            self.ui = None  # an overlay (pause, a pad unplugged, a data error): the next private turn starts over
        n = self.config.num_seats
        labels = tuple(self.seat_label(s) for s in range(n))
        canvas.spare(*labels)  # only the layer's key: the zones draw the names
        canvas.layer(("ikasamage", n, self.app.tr.language, labels), self.draw_static)
        waiting = self.handover_seat()
        if waiting is not None:
            self.draw_handover(canvas, waiting, now)
            return
        ui = self.shown_private()
        self.peek_drawn = ui is not None and not self.hand_over
        v = self.private_view(ui.seat) if ui is not None else self.public()
        self.draw_judge(canvas, v)
        self.draw_header(canvas, v, ui, now)
        result = v["result"] if v["phase"] in ("redraw", "over") and self.showdown is None else None
        if result is None:
            for row in self.rows(v, now):
                if self.row_in(row.pos, now):
                    self.draw_row(canvas, v, row, ui, now)
        if ui is None and (result is None or self.result_height(canvas, v, result) <= self.middle()[3]):
            for seat in range(n):  # (a result that needs more room covers the zones while it shows)
                self.draw_zone(canvas, v, v["seats"][seat], now)
        if result is not None:
            self.draw_result(canvas, v, result)
        if ui is not None:
            self.draw_private(canvas, v, ui, now)
        with canvas.passing():
            for tw in self.flights.started("fly", now):
                self.draw_flight(canvas, v, tw, now)
        if ui is None:
            x, y, w, h = self.middle()
            self.banner.draw(canvas, now, (x + w / 2, HEADER_H / 2 + 2), size=44, height=HEADER_H - 12, max_w=w - 40,
                             pad=90, text_pad=50, border=5)

    def status_lines(self, v: IkaView, ui: Private | None) -> tuple[str, str]:
        tr = self.app.tr
        phase = v["phase"]
        turn = v["forget"]["target"] if phase == "forget" and v["forget"] else v["turn"]
        if ui is not None:
            return (tr(f"game.ikasamage.private.{ui.stage}", seat=self.who(ui.seat)),
                    " · ".join(self.hint_words(ui, v)))

        def rnd() -> str:
            return str(tr("game.ikasamage.round", round=v["round"], rounds=v["rounds"]))
        if self.showdown is not None:
            return tr("game.ikasamage.status.showdown"), rnd()
        if self.holding() and v["result"] is not None and phase in ("redraw", "over"):
            return tr("game.ikasamage.status.result"), tr("game.ikasamage.result.read")
        if phase == "over":
            return tr("game.ikasamage.status.over"), rnd()
        seat = self.private_seat()
        if seat is not None and not self.hand_over and not self.on_phone(seat):
            line2 = tr("game.ikasamage.status.peek", seat=self.who(seat), **seat_key_names(self, seat))
        else:
            line2 = f"{rnd()} · {tr(f'game.ikasamage.phase.{phase}')}"
        if self.looking is not None:
            return tr("game.ikasamage.status.look", seat=self.who(self.looking)), line2
        return tr(f"game.ikasamage.status.{phase}", seat=self.who(turn)), line2

    def draw_header(self, canvas: Canvas, v: IkaView, ui: Private | None, now: float) -> None:
        x, y, w, h = self.middle()
        line1, line2 = self.status_lines(v, ui)
        turn = ui.seat if ui is not None else (v["forget"]["target"] if v["forget"] else v["turn"])
        token = None
        if v["phase"] != "over" and self.showdown is None and not self.holding():
            def token(c: Canvas, at: tuple[float, float], seat: int = turn) -> None:
                c.seat_badge(seat, at, 26)
        # from the very top: at 140 % the title and its hint need all of HEADER_H (from 6 the hint sat on the rows)
        status_header(canvas, (x + w / 2, 0.0, HEADER_H), line1, line2,
                      Theme.gold if ui is not None else Theme.text_soft, ui is not None, w - 80, token=token)

