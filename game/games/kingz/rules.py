"""Kingz rules: a pure, deterministic state machine with time as an input.

Cards are integers: each seat's animal brings its cards (``data/kingz.yaml``),
numbered seat after seat; in the Kids variant only the kept types are dealt.
Every card's type names an *op* from the vocabulary in :data:`CARD_OPS`; every
animal's power names one from :data:`POWER_OPS`.

A turn
------
``aside``
    Control mode, at the start of a round: each seat secretly sets aside cards
    (``aside``) until it has set aside ``set_aside`` (Instinct mode draws them at
    random; Kids sets none aside).
``approach``
    Each seat in the arena secretly picks a card (``pick``, changeable) and
    locks it (``ready``). The table sees only who is ready.
``precount``
    ``timings.pre_count`` seconds from the last Ready, whatever anybody holds
    (its length gives nothing away): a Désarmer holder reveals it naming a
    player (``disarm``); in the Pouvoir variant the first ``rage`` of the turn
    wins the power. The reveals resolve together when the window closes (see
    the YAML's rulings). Skipped when no Désarmer is dealt and no power is on.
``count``
    The visible "1, 2, 3!".
``targets``
    The cards are face up. Every Glaive names its target (``target``) within
    ``target_window`` seconds; the phase ends early once all have.
``resolve``
    One card per ``resolve_step`` seconds, fastest first, Saluts after every
    other card. Fame = renown + courage // 2; whoever reaches ``fame_to_win``
    wins at once.
``negotiate``
    Each grounded player (0 armour) faces each of its aggressors, fastest
    aggressor first; an aggressor with several victims chooses whom first
    (``choose``). The victim ``offer``\\ s renown and courage (it may change
    the offer until the answer); the aggressor ``accept``\\ s (tokens move now)
    or ``refuse``\\ s (the victim is out), with or without an offer. Each lasts
    at most ``timings.negotiate`` seconds: then an offer made is taken, none
    made puts the victim out, and a choice not made goes by speed. An
    aggressor already out pardons. A victim pardoned by all stands up with the
    starting armour.
``over``
    Fame, last in the arena, or night after the last round (fame, then
    courage, then armour, else shared).

Time and races
--------------
``apply(state, seat, action, t)`` first moves the timed rules on to ``t``,
then judges the action there: a Glaive's target pressed just after the reveal
counts even if nobody advanced the game to the reveal yet. An action that was
legal but whose window closed by ``t`` (a Rage!, a Désarmer or a Glaive target
pressed after the deadline) changes nothing but the clock and returns a
``too_late`` event; one that is legal neither before nor at ``t`` raises
:class:`IllegalAction`. Presses are taken in the order they reach the rules,
each at its own time (a press stamped before the state's clock counts at the
clock: the client applies presses in the order it took them off the event
queue, before it advances the game to the frame's time), so the first Rage!
taken off the event queue wins. ``advance`` fires each deadline at its own
time, so the game does not depend on how often it is called.

Hidden information
------------------
A seat's hand, its unseen set-aside cards and its pick until the reveal are
its secrets. The tokens behind the paravents are in no view but their
owner's (unless ``open_paravents``), so the shared screen never shows them.
They are not declared to the conformance suite as secrets, because every
token that moves does so in front of everyone: a seat with a perfect memory
can count them, and a bot is granted that memory (it reads them from its
redacted state).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.engine.contract import (
    ActionJson,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Json,
    Outcome,
    RuleOption,
)
from game.engine.rng import Rng
from game.games.kingz.content import CONTENT_FILE, KingzContent, load_content_json, validate_content
from game.games.kingz.views import CardView, KingzView, SeatView, TalkView

ACTION_KINDS = ("aside", "pick", "ready", "disarm", "rage", "target", "choose", "offer", "accept", "refuse")
TOKENS = ("renown", "courage", "armour")
TIMED = ("precount", "count", "targets", "resolve", "negotiate")


@dataclass(frozen=True)
class KingzAction:
    """One input. JSON forms::

        {"kind": "aside", "card": 3}      {"kind": "pick", "card": 3}
        {"kind": "ready"}                 {"kind": "disarm", "seat": 2}
        {"kind": "rage"}                  {"kind": "target", "seat": 1}
        {"kind": "choose", "seat": 1}     {"kind": "offer", "renown": 1, "courage": 0}
        {"kind": "accept"}                {"kind": "refuse"}
    """

    kind: str
    card: int | None = None
    seat: int | None = None
    renown: int | None = None
    courage: int | None = None

    def to_json(self) -> Json:
        out: dict[str, Json] = {"kind": self.kind}
        for key in ("card", "seat", "renown", "courage"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out

    @staticmethod
    def from_json(data: Json) -> KingzAction:
        """Parse an action; malformed data raises :class:`IllegalAction`."""
        keys = ("card", "seat", "renown", "courage")
        j = ActionJson(data, ACTION_KINDS, keys)
        return KingzAction(j.kind, **{k: j.integer(k) for k in keys})


READY = KingzAction("ready")
RAGE = KingzAction("rage")
ACCEPT = KingzAction("accept")
REFUSE = KingzAction("refuse")


def pick(card: int) -> KingzAction:
    return KingzAction("pick", card=card)


def aside(card: int) -> KingzAction:
    return KingzAction("aside", card=card)


def disarm(seat: int) -> KingzAction:
    return KingzAction("disarm", seat=seat)


def target(seat: int) -> KingzAction:
    return KingzAction("target", seat=seat)


def choose(seat: int) -> KingzAction:
    return KingzAction("choose", seat=seat)


def offer(renown: int, courage: int) -> KingzAction:
    return KingzAction("offer", renown=renown, courage=courage)


@dataclass(frozen=True)
class Setup:
    """What never changes during a game (shared between state copies)."""

    seats: int
    animals: tuple[str, ...]
    """Animal id per seat."""
    owner: tuple[int, ...]
    """Per card: the seat it belongs to."""
    kind: tuple[str, ...]
    """Per card: its type id."""
    speed: tuple[int, ...]
    effects: Mapping[str, Mapping[str, Json]]
    """Card type id -> its effect (``op`` and parameters)."""
    powers: tuple[Mapping[str, Json], ...]
    """Per seat: its animal's power (``op`` and parameters)."""
    start_armour: int
    start_courage: int
    supply: tuple[int, int, int]
    """The box at the start, before the starting tokens: renown, courage, armour."""
    fame_to_win: int
    rounds: int
    turns_per_round: int
    set_aside: int
    mode: str
    kids: bool
    power: bool
    open_paravents: bool
    pre_count: float
    count: float
    target_window: float
    resolve_step: float
    negotiate: float

    def op(self, card: int) -> str:
        return str(self.effects[self.kind[card]]["op"])

    def param(self, card: int, key: str) -> int:
        return int(self.effects[self.kind[card]][key])

    def cards_of(self, seat: int) -> list[int]:
        return [c for c, o in enumerate(self.owner) if o == seat]

    @property
    def desarmer(self) -> bool:
        """Whether Désarmers are dealt (the kids' variant has none)."""
        return any(self.op(c) == "desarmer" for c in range(len(self.owner)))

    @property
    def window(self) -> bool:
        """Whether turns have a pre-count window: a Désarmer is dealt or powers are on."""
        return self.power or self.desarmer

    def to_json(self) -> Json:
        return {"seats": self.seats, "animals": list(self.animals), "owner": list(self.owner),
                "kind": list(self.kind), "speed": list(self.speed),
                "effects": {k: dict(v) for k, v in self.effects.items()},
                "powers": [dict(p) for p in self.powers], "start_armour": self.start_armour,
                "start_courage": self.start_courage, "supply": list(self.supply),
                "fame_to_win": self.fame_to_win, "rounds": self.rounds,
                "turns_per_round": self.turns_per_round, "set_aside": self.set_aside, "mode": self.mode,
                "kids": self.kids, "power": self.power, "open_paravents": self.open_paravents,
                "pre_count": self.pre_count, "count": self.count, "target_window": self.target_window,
                "resolve_step": self.resolve_step, "negotiate": self.negotiate}

    @staticmethod
    def from_json(j: Json) -> Setup:
        r, c, a = (int(x) for x in j["supply"])
        return Setup(seats=int(j["seats"]), animals=tuple(str(x) for x in j["animals"]),
                     owner=tuple(int(x) for x in j["owner"]), kind=tuple(str(x) for x in j["kind"]),
                     speed=tuple(int(x) for x in j["speed"]),
                     effects={str(k): dict(v) for k, v in j["effects"].items()},
                     powers=tuple(dict(p) for p in j["powers"]), start_armour=int(j["start_armour"]),
                     start_courage=int(j["start_courage"]), supply=(r, c, a),
                     fame_to_win=int(j["fame_to_win"]), rounds=int(j["rounds"]),
                     turns_per_round=int(j["turns_per_round"]), set_aside=int(j["set_aside"]),
                     mode=str(j["mode"]), kids=bool(j["kids"]), power=bool(j["power"]),
                     open_paravents=bool(j["open_paravents"]), pre_count=float(j["pre_count"]),
                     count=float(j["count"]), target_window=float(j["target_window"]),
                     resolve_step=float(j["resolve_step"]), negotiate=float(j.get("negotiate", 20.0)))


@dataclass
class KingzState:
    """The whole game. Treat as immutable: the rules work on a :meth:`clone`."""

    setup: Setup
    rng: int
    phase: str = "approach"
    round: int = 1
    turn: int = 1
    turns: int = 7
    """Turns in this round."""
    clock: float = 0.0
    deadline: float | None = None
    phase_started: float = 0.0
    alive: list[bool] = field(default_factory=list)
    armour: list[int] = field(default_factory=list)
    courage: list[int] = field(default_factory=list)
    renown: list[int] = field(default_factory=list)
    supply: list[int] = field(default_factory=list)
    """The box: renown, courage, armour."""
    hands: list[list[int]] = field(default_factory=list)
    discards: list[list[int]] = field(default_factory=list)
    """Bottom to top; the set-aside cards are at the bottom."""
    public: list[int] = field(default_factory=list)
    """Cards whose face the table has seen this round, in the order shown."""
    picks: list[int | None] = field(default_factory=list)
    ready: list[bool] = field(default_factory=list)
    plays: list[int | None] = field(default_factory=list)
    """The card each seat plays this turn, from the end of the pre-count window."""
    lent: list[int | None] = field(default_factory=list)
    """A card a seat took from a discard this turn (a Désarmer), to go back."""
    disarms: list[list[int]] = field(default_factory=list)
    rage: int | None = None
    power_used: list[bool] = field(default_factory=list)
    targets: list[int | None] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    step: int = 0
    hit: list[bool] = field(default_factory=list)
    """Touched by a Glaive or a Filet this turn (a Salut then fails)."""
    extra: list[bool] = field(default_factory=list)
    """Already lost the Rhinocéros' extra armour this turn."""
    aggressors: list[list[list[int]]] = field(default_factory=list)
    """Per seat: ``[aggressor, speed]`` of everyone who hit it this turn."""
    grounded: list[int] = field(default_factory=list)
    talks: list[list[int]] = field(default_factory=list)
    talk: list[int] | None = None
    chooser: int | None = None
    offer: list[int] | None = None
    last_plays: list[int | None] = field(default_factory=list)
    winners: list[int] | None = None
    end_reason: str = ""

    def clone(self) -> KingzState:
        return KingzState(
            setup=self.setup, rng=self.rng, phase=self.phase, round=self.round, turn=self.turn,
            turns=self.turns, clock=self.clock, deadline=self.deadline, phase_started=self.phase_started,
            alive=list(self.alive), armour=list(self.armour), courage=list(self.courage),
            renown=list(self.renown), supply=list(self.supply), hands=[list(h) for h in self.hands],
            discards=[list(d) for d in self.discards], public=list(self.public), picks=list(self.picks),
            ready=list(self.ready), plays=list(self.plays), lent=list(self.lent),
            disarms=[list(d) for d in self.disarms], rage=self.rage, power_used=list(self.power_used),
            targets=list(self.targets), order=list(self.order), step=self.step, hit=list(self.hit),
            extra=list(self.extra), aggressors=[[list(a) for a in v] for v in self.aggressors],
            grounded=list(self.grounded), talks=[list(t) for t in self.talks],
            talk=None if self.talk is None else list(self.talk), chooser=self.chooser,
            offer=None if self.offer is None else list(self.offer), last_plays=list(self.last_plays),
            winners=None if self.winners is None else list(self.winners), end_reason=self.end_reason)

    # -- small queries shared by the rules, the view and the bots ------------------------------
    @property
    def seats(self) -> int:
        return self.setup.seats

    def in_arena(self) -> list[int]:
        return [p for p in range(self.seats) if self.alive[p]]

    def fame(self, seat: int) -> int:
        return self.renown[seat] + self.courage[seat] // 2

    def power_op(self) -> str | None:
        """The op of this turn's winning Rage!, if any."""
        return None if self.rage is None else str(self.setup.powers[self.rage]["op"])

    def effective_op(self, card: int) -> str:
        """What ``card`` does this turn (the Ours polaire's power swaps two ops)."""
        op = self.setup.op(card)
        if self.power_op() == "swap_glaive_bouclier":
            return {"glaive": "bouclier", "bouclier": "glaive"}.get(op, op)
        return op

    def plays_op(self, seat: int) -> str | None:
        card = self.plays[seat] if self.alive[seat] else None
        return None if card is None else self.effective_op(card)

    def glaive_seats(self) -> list[int]:
        if self.phase not in ("targets", "resolve"):
            return []
        return [p for p in self.in_arena() if self.plays_op(p) == "glaive"]

    def hidden_pick(self, seat: int) -> bool:
        """Whether ``seat``'s pick is still its secret."""
        return (self.phase in ("approach", "precount", "count") and self.alive[seat]
                and not any(d[0] == seat for d in self.disarms))

    def held(self, seat: int) -> list[int]:
        """Its hand with its pick while the pick is secret (what the table counts)."""
        pick_ = self.picks[seat]
        return self.hands[seat] + ([pick_] if pick_ is not None and self.hidden_pick(seat) else [])

    def unseen_aside(self, seat: int) -> list[int]:
        seen = set(self.public)
        return [c for c in self.discards[seat] if c not in seen]

    def card_count(self) -> int:
        """Cards in hands, discards, picks and lent (every dealt card, always)."""
        return (sum(len(h) for h in self.hands) + sum(len(d) for d in self.discards)
                + sum(1 for c in self.picks if c is not None) + sum(1 for c in self.lent if c is not None))

    def token_count(self) -> tuple[int, int, int]:
        return (sum(self.renown) + self.supply[0], sum(self.courage) + self.supply[1],
                sum(self.armour) + self.supply[2])


# -- JSON -----------------------------------------------------------------------------------------

_LISTS = ("alive", "armour", "courage", "renown", "supply", "public", "picks", "ready", "plays", "lent",
          "power_used", "targets", "order", "hit", "extra", "grounded", "last_plays")


def state_to_json(s: KingzState) -> Json:
    out: dict[str, Json] = {"setup": s.setup.to_json(), "rng": s.rng, "phase": s.phase, "round": s.round,
                            "turn": s.turn, "turns": s.turns, "clock": s.clock, "deadline": s.deadline,
                            "phase_started": s.phase_started, "rage": s.rage, "step": s.step,
                            "talk": s.talk, "chooser": s.chooser, "offer": s.offer,
                            "winners": s.winners, "end_reason": s.end_reason,
                            "hands": [list(h) for h in s.hands], "discards": [list(d) for d in s.discards],
                            "disarms": [list(d) for d in s.disarms],
                            "aggressors": [[list(a) for a in v] for v in s.aggressors],
                            "talks": [list(t) for t in s.talks]}
    for key in _LISTS:
        out[key] = list(getattr(s, key))
    return out


def _opt_int(v: Any) -> int | None:
    return None if v is None else int(v)


def state_from_json(j: Json) -> KingzState:
    s = KingzState(setup=Setup.from_json(j["setup"]), rng=int(j["rng"]), phase=str(j["phase"]),
                   round=int(j["round"]), turn=int(j["turn"]), turns=int(j["turns"]), clock=float(j["clock"]),
                   deadline=None if j["deadline"] is None else float(j["deadline"]),
                   phase_started=float(j["phase_started"]), rage=_opt_int(j["rage"]), step=int(j["step"]),
                   talk=None if j["talk"] is None else [int(x) for x in j["talk"]],
                   chooser=_opt_int(j["chooser"]),
                   offer=None if j["offer"] is None else [int(x) for x in j["offer"]],
                   winners=None if j["winners"] is None else [int(x) for x in j["winners"]],
                   end_reason=str(j["end_reason"]),
                   hands=[[int(c) for c in h] for h in j["hands"]],
                   discards=[[int(c) for c in d] for d in j["discards"]],
                   disarms=[[int(x) for x in d] for d in j["disarms"]],
                   aggressors=[[[int(x) for x in a] for a in v] for v in j["aggressors"]],
                   talks=[[int(x) for x in t] for t in j["talks"]])
    for key in ("alive", "ready", "power_used", "hit", "extra"):
        setattr(s, key, [bool(x) for x in j[key]])
    for key in ("armour", "courage", "renown", "supply", "public", "order", "grounded"):
        setattr(s, key, [int(x) for x in j[key]])
    for key in ("picks", "plays", "lent", "targets", "last_plays"):
        setattr(s, key, [_opt_int(x) for x in j[key]])
    return s


# -- the rules proper -----------------------------------------------------------------------------


def _gain(s: KingzState, seat: int, token: str, n: int, events: list[Event]) -> None:
    """``seat`` takes ``n`` tokens from the box (as many as are left), then may win."""
    i = TOKENS.index(token)
    got = min(n, s.supply[i])
    s.supply[i] -= got
    setattr(s, token, [v + got if p == seat else v for p, v in enumerate(getattr(s, token))])
    events.append(Event("gain", {"seat": seat, "token": token, "n": got}))
    if got < n:
        events.append(Event("box_empty", {"seat": seat, "token": token, "missing": n - got}))
    _check_fame(s, seat, events)


def _check_fame(s: KingzState, seat: int, events: list[Event]) -> None:
    if s.winners is None and s.fame(seat) >= s.setup.fame_to_win:
        _end(s, [seat], "fame", events)


def _spend(s: KingzState, seat: int, token: str, n: int) -> None:
    i = TOKENS.index(token)
    values = getattr(s, token)
    n = min(n, values[seat])
    values[seat] -= n
    s.supply[i] += n


def _lose_armour(s: KingzState, victim: int, n: int, aggressors: Sequence[tuple[int, int]],
                 events: list[Event]) -> None:
    """``victim`` loses ``n`` armour (what it has), plus the Rhinocéros' extra once
    per turn; every one of ``aggressors`` (seat, card speed) counts as having hit it,
    even when it had nothing left to lose (FAQ 2)."""
    lost = min(n, s.armour[victim])
    if lost and s.power_op() == "extra_armour_loss" and not s.extra[victim]:
        s.extra[victim] = True
        assert s.rage is not None
        lost = min(n + int(s.setup.powers[s.rage].get("amount", 1)), s.armour[victim])
    _spend(s, victim, "armour", lost)
    for a, speed in aggressors:
        if not any(x[0] == a for x in s.aggressors[victim]):
            s.aggressors[victim].append([a, speed])
    events.append(Event("armour_lost", {"seat": victim, "n": lost, "by": [a for a, _ in aggressors]}))


def _resolve_glaive(s: KingzState, seat: int, card: int, events: list[Event]) -> None:
    victim = s.targets[seat]
    if victim is None:
        events.append(Event("glaive_unnamed", {"seat": seat}))
        return
    cost = 0 if s.power_op() == "free_glaive" else _glaive_param(s, card, "cost", 1)
    if s.courage[seat] < cost:
        events.append(Event("glaive_no_courage", {"seat": seat, "target": victim}))
        return
    _spend(s, seat, "courage", cost)
    if s.plays_op(victim) == "bouclier":
        events.append(Event("glaive_blocked", {"seat": seat, "target": victim, "spent": cost}))
        return
    events.append(Event("glaive_hit", {"seat": seat, "target": victim, "spent": cost}))
    s.hit[victim] = True
    _lose_armour(s, victim, _glaive_param(s, card, "damage", 1), [(seat, s.setup.speed[card])], events)
    _gain(s, seat, "renown", _glaive_param(s, card, "renown", 1), events)


def _glaive_param(s: KingzState, card: int, key: str, default: int) -> int:
    """A Glaive's parameter; a Bouclier turned Glaive by a power hits like the
    first Glaive type of the file."""
    effect = s.setup.effects[s.setup.kind[card]]
    if effect["op"] != "glaive":
        effect = next((e for e in s.setup.effects.values() if e["op"] == "glaive"),
                      {"op": "glaive", "cost": 1, "damage": 1, "renown": 1})
    return int(effect.get(key, default))


def _resolve_filet(s: KingzState, seat: int, card: int, events: list[Event]) -> None:
    shields = [p for p in s.in_arena() if p != seat and s.plays_op(p) == "bouclier"]
    if shields:
        events.append(Event("filet_failed", {"seat": seat, "shields": shields}))
        backfire = s.setup.param(card, "backfire")
        if backfire:
            _lose_armour(s, seat, backfire, [(p, s.setup.speed[s.plays[p] or 0]) for p in shields], events)
        return
    victims = [p for p in s.in_arena() if p != seat]
    events.append(Event("filet_hit", {"seat": seat, "victims": victims}))
    for v in victims:
        s.hit[v] = True
        _lose_armour(s, v, s.setup.param(card, "damage"), [(seat, s.setup.speed[card])], events)
    _gain(s, seat, "renown", s.setup.param(card, "renown"), events)


def _resolve_courage(s: KingzState, seat: int, card: int, events: list[Event]) -> None:
    if s.power_op() == "no_courage_gain":
        events.append(Event("courage_denied", {"seat": seat}))
        return
    _gain(s, seat, "courage", s.setup.param(card, "gain"), events)


def _resolve_salut(s: KingzState, seat: int, card: int, events: list[Event]) -> None:
    if s.hit[seat]:
        events.append(Event("salut_failed", {"seat": seat}))
        return
    events.append(Event("salut", {"seat": seat}))
    _gain(s, seat, "renown", s.setup.param(card, "renown"), events)


def _resolve_passive(s: KingzState, seat: int, card: int, events: list[Event]) -> None:
    events.append(Event("card_shown", {"seat": seat, "op": s.effective_op(card)}))


CARD_OPS: dict[str, Callable[[KingzState, int, int, list[Event]], None]] = {
    "glaive": _resolve_glaive, "filet": _resolve_filet, "courage": _resolve_courage,
    "salut": _resolve_salut, "bouclier": _resolve_passive, "desarmer": _resolve_passive,
}
"""The card vocabulary: op name -> what resolving one card of it does. Its
parameters are checked by the models in :mod:`game.games.kingz.content`."""

POWER_OPS: dict[str, str] = {
    "no_courage_gain": "Courage cards give nothing this turn.",
    "untargetable": "No Glaive may name the power's player this turn (the Filet still hits).",
    "extra_armour_loss": "Whoever loses armour this turn loses `amount` more.",
    "swap_glaive_bouclier": "Glaives become Boucliers and Boucliers Glaives this turn.",
    "free_glaive": "Glaives need no courage this turn.",
}
"""The power vocabulary: each op is read where its rule applies (``power_op``)."""


def _end(s: KingzState, winners: list[int], reason: str, events: list[Event]) -> None:
    s.phase = "over"
    s.deadline = None
    s.winners = sorted(winners)
    s.end_reason = reason
    events.append(Event("game_over", {"winners": s.winners, "reason": reason}))


def _shuffle(s: KingzState, items: list[int]) -> None:
    rng = Rng(s.rng)
    rng.shuffle(items)
    s.rng = rng.state


def _begin_round(s: KingzState, t: float, events: list[Event]) -> None:
    st = s.setup
    s.public = []
    s.turn = 1
    n = st.seats
    s.power_used = [False] * n
    s.last_plays = [None] * n
    for p in range(n):
        # a seat out of the arena keeps its cards face down, out of play
        s.hands[p] = sorted(st.cards_of(p)) if s.alive[p] else []
        s.discards[p] = [] if s.alive[p] else sorted(st.cards_of(p))
    aside_n = 0 if st.kids else st.set_aside
    s.turns = min(st.turns_per_round, min(len(st.cards_of(p)) for p in range(n)) - aside_n)
    events.append(Event("round", {"round": s.round}))
    if aside_n and st.mode == "control":
        _set_phase(s, "aside", t)
        return
    if aside_n:
        for p in s.in_arena():
            cards = list(s.hands[p])
            _shuffle(s, cards)
            s.discards[p] = cards[:aside_n]
            s.hands[p] = sorted(cards[aside_n:])
    _set_phase(s, "approach", t)


def _set_phase(s: KingzState, phase: str, t: float, duration: float | None = None) -> None:
    s.phase = phase
    s.phase_started = t
    s.deadline = None if duration is None else t + duration


def _all_ready(s: KingzState, t: float, events: list[Event]) -> None:
    events.append(Event("all_ready", {}))
    s.plays = list(s.picks)
    if s.setup.window:
        _set_phase(s, "precount", t, s.setup.pre_count)
    else:
        _set_phase(s, "count", t, s.setup.count)


def _close_precount(s: KingzState, t: float, events: list[Event]) -> None:
    revealers = [d[0] for d in s.disarms]
    if len(s.disarms) == 1:
        holder, victim = s.disarms[0]
        s.plays[holder] = s.picks[victim]
        lent = s.discards[holder].pop() if s.discards[holder] else None
        s.plays[victim] = s.lent[victim] = lent
        events.append(Event("disarmed", {"seat": holder, "target": victim, "lent": lent is not None}))
    else:
        for holder in revealers:
            lent = s.discards[holder].pop() if s.discards[holder] else None
            s.plays[holder] = s.lent[holder] = lent
        if revealers:
            events.append(Event("self_disarmed", {"seats": revealers}))
    # Always an event: the journal then records the window closing, and a game resumed
    # during the count resumes at that time, its Disarm/Rage window closed (not opened again).
    events.append(Event("window_closed", {}))
    _set_phase(s, "count", t, s.setup.count)


def _reveal(s: KingzState, t: float, events: list[Event]) -> None:
    for p in s.in_arena():
        for c in (s.picks[p], s.lent[p]):
            if c is not None and c not in s.public:
                s.public.append(c)
    events.append(Event("reveal", {"plays": list(s.plays)}))
    s.phase = "targets"  # glaive_seats() reads the phase
    if s.glaive_seats():
        _set_phase(s, "targets", t, s.setup.target_window)
    else:
        _start_resolve(s, t, events)


def _start_resolve(s: KingzState, t: float, events: list[Event]) -> None:
    st = s.setup
    playing = [p for p in s.in_arena() if s.plays[p] is not None]
    s.order = sorted(playing, key=lambda p: (s.effective_op(s.plays[p] or 0) == "salut",
                                              -st.speed[s.plays[p] or 0]))
    s.step = 0
    events.append(Event("resolve", {"order": list(s.order)}))
    if s.order:
        _set_phase(s, "resolve", t, st.resolve_step)
    else:
        _grounding(s, t, events)


def _resolve_step(s: KingzState, t: float, events: list[Event]) -> None:
    seat = s.order[s.step]
    card = s.plays[seat]
    assert card is not None
    s.step += 1
    events.append(Event("step", {"seat": seat, "op": s.effective_op(card)}))  # the table narrates card by card
    CARD_OPS[s.effective_op(card)](s, seat, card, events)
    if s.phase == "over":
        return
    if s.step < len(s.order):
        s.deadline = t + s.setup.resolve_step
    else:
        _grounding(s, t, events)


def _grounding(s: KingzState, t: float, events: list[Event]) -> None:
    s.grounded = [p for p in s.in_arena() if s.armour[p] == 0]
    if not s.grounded:
        _end_turn(s, t, events)
        return
    events.append(Event("grounded", {"seats": list(s.grounded)}))
    pairs = [(speed, a, v) for v in s.grounded for a, speed in s.aggressors[v]]
    pairs.sort(key=lambda x: (-x[0], x[1], x[2]))
    s.talks = [[a, v] for _, a, v in pairs]
    _set_phase(s, "negotiate", t)
    _next_talk(s, t, events)


def _next_talk(s: KingzState, t: float, events: list[Event]) -> None:
    s.talk = None
    s.offer = None
    s.chooser = None
    while s.talks:
        a, v = s.talks[0]
        if not s.alive[v]:
            s.talks.pop(0)
            continue
        if not s.alive[a]:
            s.talks.pop(0)
            events.append(Event("pardon", {"aggressor": a, "victim": v, "auto": True}))
            continue
        group = [pair for pair in s.talks if pair[0] == a and s.alive[pair[1]]]
        s.deadline = t + s.setup.negotiate
        if len(group) > 1:
            s.chooser = a
            return
        s.talks.remove(group[0])
        s.talk = group[0]
        events.append(Event("talk", {"aggressor": a, "victim": v}))
        return
    for v in s.grounded:
        if s.alive[v]:
            s.armour[v] = 0
            got = min(s.setup.start_armour, s.supply[2])
            s.supply[2] -= got
            s.armour[v] = got
            events.append(Event("stands_up", {"seat": v}))
    _end_turn(s, t, events)


def _eliminate(s: KingzState, seat: int, events: list[Event]) -> None:
    s.alive[seat] = False
    for token in TOKENS:
        _spend(s, seat, token, getattr(s, token)[seat])
    events.append(Event("eliminated", {"seat": seat}))
    left = s.in_arena()
    if len(left) == 1 and s.winners is None:
        _end(s, left, "last", events)


def _end_turn(s: KingzState, t: float, events: list[Event]) -> None:
    n = s.seats
    for p in range(n):
        for c in s.lent:
            if c is not None and s.setup.owner[c] == p:
                s.discards[p].append(c)
        own = s.picks[p]
        if own is not None:
            s.discards[p].append(own)
    s.last_plays = [s.plays[p] if s.alive[p] else None for p in range(n)]
    s.picks = [None] * n
    s.plays = [None] * n
    s.lent = [None] * n
    s.ready = [False] * n
    s.targets = [None] * n
    s.hit = [False] * n
    s.extra = [False] * n
    s.aggressors = [[] for _ in range(n)]
    s.disarms = []
    s.rage = None
    s.order = []
    s.step = 0
    s.grounded = []
    s.talks = []
    events.append(Event("turn_over", {"turn": s.turn}))
    if s.turn < s.turns:
        s.turn += 1
        _set_phase(s, "approach", t)
        return
    if s.round < s.setup.rounds:
        s.round += 1
        _begin_round(s, t, events)
        return
    left = s.in_arena()
    best = max((s.fame(p), s.courage[p], s.armour[p]) for p in left)
    _end(s, [p for p in left if (s.fame(p), s.courage[p], s.armour[p]) == best], "night", events)


def _fire(s: KingzState, events: list[Event]) -> None:
    """The deadline of a timed phase has come: move on (at the deadline's own time)."""
    t = s.deadline
    assert t is not None
    s.deadline = None
    if s.phase == "precount":
        _close_precount(s, t, events)
    elif s.phase == "count":
        _reveal(s, t, events)
    elif s.phase == "targets":
        _start_resolve(s, t, events)
    elif s.phase == "resolve":
        _resolve_step(s, t, events)
    elif s.phase == "negotiate":
        _negotiation_timeout(s, t, events)


def _negotiation_timeout(s: KingzState, t: float, events: list[Event]) -> None:
    """A negotiation's time is up (see the YAML's rulings)."""
    if s.chooser is not None:
        victim = next(v for a, v in s.talks if a == s.chooser and s.alive[v])
        events.append(Event("talk_timeout", {"aggressor": s.chooser, "victim": victim, "choice": True}))
        _hear(s, s.chooser, victim, t, events)
    elif s.talk is not None:
        events.append(Event("talk_timeout", {"aggressor": s.talk[0], "victim": s.talk[1],
                                             "offer": s.offer is not None}))
        _answer(s, s.offer is not None, t, events)


def _advance(s: KingzState, now: float, events: list[Event]) -> None:
    while s.deadline is not None and s.deadline <= now and s.phase != "over":
        _fire(s, events)
    s.clock = max(s.clock, now)


# -- legality --------------------------------------------------------------------------------------


def _refusal(s: KingzState, seat: int, a: KingzAction) -> str | None:
    """Why ``seat`` may not take ``a`` now (None: it may)."""
    if not 0 <= seat < s.seats:
        return f"no seat {seat}"
    if s.phase == "over":
        return "the game is over"
    if not s.alive[seat]:
        return "you are out of the arena"
    k = a.kind

    def other(target_seat: int | None) -> str | None:
        if target_seat is None or not 0 <= target_seat < s.seats or target_seat == seat:
            return "name another player"
        if not s.alive[target_seat]:
            return "that player is out of the arena"
        return None

    if k == "aside":
        if s.phase != "aside":
            return "cards are set aside only at the start of a round"
        if len(s.discards[seat]) >= s.setup.set_aside:
            return "you have set aside enough cards"
        return None if a.card in s.hands[seat] else "that card is not in your hand"
    if k in ("pick", "ready"):
        if s.phase != "approach":
            return "cards are picked during the approach"
        if s.ready[seat]:
            return "your card is locked"
        if k == "ready":
            return None if s.picks[seat] is not None else "pick a card first"
        return None if a.card in s.hands[seat] and a.card != s.picks[seat] else "that card is not in your hand"
    if k == "disarm":
        if s.phase != "precount":
            return "Désarmer is revealed just before the count"
        pick_ = s.picks[seat]
        if pick_ is None or s.setup.op(pick_) != "desarmer":
            return "you did not pick Désarmer"
        if any(d[0] == seat for d in s.disarms):
            return "you have revealed it already"
        return other(a.seat)
    if k == "rage":
        if s.phase != "precount" or not s.setup.power:
            return "Rage! is slapped just before the count, in the Pouvoir variant"
        if s.power_used[seat]:
            return "your power is used for this round"
        return None if s.rage is None else "another player's Rage! came first"
    if k == "target":
        if s.phase != "targets" or seat not in s.glaive_seats():
            return "only a Glaive names a target, right after the reveal"
        if s.targets[seat] is not None:
            return "your Glaive has named its target"
        if a.seat is not None and s.power_op() == "untargetable" and a.seat == s.rage:
            return "nobody may name that player this turn"
        return other(a.seat)
    if s.phase != "negotiate":
        return "negotiations come after the resolution"
    if k == "choose":
        if s.chooser != seat:
            return "you do not choose whom to hear"
        if a.seat is None or not any(p == [seat, a.seat] for p in s.talks) or not s.alive[a.seat]:
            return "that player is not your victim"
        return None
    if s.talk is None:
        return "no negotiation is under way"
    if k == "offer":
        if s.talk[1] != seat:
            return "only the grounded player makes an offer"
        r, c = a.renown, a.courage
        if r is None or c is None or r < 0 or c < 0:
            return "offer renown and courage"
        return None if r <= s.renown[seat] and c <= s.courage[seat] else "you cannot offer tokens you lack"
    return None if s.talk[0] == seat else "only the aggressor answers"


def _candidates(s: KingzState, seat: int) -> list[KingzAction]:
    n = s.seats
    out: list[KingzAction] = []
    if s.phase == "aside":
        out += [aside(c) for c in s.hands[seat]]
    elif s.phase == "approach":
        out += [pick(c) for c in s.hands[seat]] + [READY]
    elif s.phase == "precount":
        out += [disarm(p) for p in range(n)] + [RAGE]
    elif s.phase == "targets":
        out += [target(p) for p in range(n)]
    elif s.phase == "negotiate":
        out += [choose(p) for p in range(n)]
        if s.talk is not None and s.talk[1] == seat:
            out += [offer(r, c) for r in range(s.renown[seat] + 1) for c in range(s.courage[seat] + 1)]
        out += [ACCEPT, REFUSE]
    return out


def _apply(s: KingzState, seat: int, a: KingzAction, t: float, events: list[Event]) -> None:
    k = a.kind
    if k == "aside":
        assert a.card is not None
        s.hands[seat].remove(a.card)
        s.discards[seat].append(a.card)
        events.append(Event("aside", {"seat": seat}))
        if all(len(s.discards[p]) >= s.setup.set_aside for p in s.in_arena()):
            _set_phase(s, "approach", t)
    elif k == "pick":
        assert a.card is not None
        old = s.picks[seat]
        if old is not None:
            s.hands[seat].append(old)
            s.hands[seat].sort()
        s.hands[seat].remove(a.card)
        s.picks[seat] = a.card
    elif k == "ready":
        s.ready[seat] = True
        events.append(Event("ready", {"seat": seat}))
        if all(s.ready[p] for p in s.in_arena()):
            _all_ready(s, t, events)
    elif k == "disarm":
        assert a.seat is not None
        s.disarms.append([seat, a.seat])
        events.append(Event("disarm", {"seat": seat, "target": a.seat}))
    elif k == "rage":
        s.rage = seat
        s.power_used[seat] = True
        events.append(Event("rage", {"seat": seat, "op": s.power_op()}))
    elif k == "target":
        s.targets[seat] = a.seat
        events.append(Event("target", {"seat": seat, "target": a.seat}))
        if all(s.targets[p] is not None for p in s.glaive_seats()):
            _start_resolve(s, t, events)
    elif k == "choose":
        assert a.seat is not None
        _hear(s, seat, a.seat, t, events)
    elif k == "offer":
        assert a.renown is not None and a.courage is not None
        s.offer = [a.renown, a.courage]
        events.append(Event("offer", {"seat": seat, "renown": a.renown, "courage": a.courage}))
    elif k in ("accept", "refuse"):
        _answer(s, k == "accept", t, events)


def _hear(s: KingzState, aggressor: int, victim: int, t: float, events: list[Event]) -> None:
    """An aggressor with several victims hears ``victim`` now."""
    s.talks.remove([aggressor, victim])
    s.chooser = None
    s.talk = [aggressor, victim]
    s.deadline = t + s.setup.negotiate
    events.append(Event("talk", {"aggressor": aggressor, "victim": victim}))


def _answer(s: KingzState, pardon: bool, t: float, events: list[Event]) -> None:
    """The aggressor's thumb: up, the offer (if any) is paid and the victim
    stays; down, the victim is out."""
    assert s.talk is not None
    aggressor, victim = s.talk
    if pardon:
        r, c = s.offer or (0, 0)
        events.append(Event("pardon", {"aggressor": aggressor, "victim": victim, "renown": r, "courage": c}))
        s.renown[victim] -= r
        s.courage[victim] -= c
        s.renown[aggressor] += r
        s.courage[aggressor] += c
        _check_fame(s, aggressor, events)
    else:
        events.append(Event("refused", {"aggressor": aggressor, "victim": victim}))
        _eliminate(s, victim, events)
    if s.phase != "over":
        _next_talk(s, t, events)


# -- the game --------------------------------------------------------------------------------------


class KingzGame(Game[KingzState, KingzAction]):
    """Kingz. See the module docstring for the turn, timing and secrets."""

    id: ClassVar[str] = "kingz"
    title: ClassVar[str] = "Kingz"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 5
    realtime: ClassVar[bool] = True
    content_file: ClassVar[str | None] = CONTENT_FILE
    content_model: ClassVar[type[Any] | None] = KingzContent
    options: ClassVar[tuple[RuleOption, ...]] = (
        RuleOption("mode", "instinct", ("instinct", "control")),
        RuleOption("power", False, (False, True)),
        RuleOption("kids", False, (False, True)),
        RuleOption("open_paravents", False, (False, True)),
        RuleOption("target_window", 1.5, (1.0, 1.5, 2.0, 3.0)),
    )

    def new_game(self, config: GameConfig, seed: int) -> KingzState:
        """The first round starts at t=0. ``config.content`` None loads the bundled YAML."""
        self.check_seats(config.num_seats)
        rules = self.resolve_rules(config.rules)
        content = validate_content(config.content if config.content is not None else load_content_json())
        return new_state(content, config.num_seats, rules, seed)

    def legal_actions(self, state: KingzState, seat: int) -> list[KingzAction]:
        if not 0 <= seat < state.seats:
            return []
        return [a for a in _candidates(state, seat) if _refusal(state, seat, a) is None]

    def active_seats(self, state: KingzState) -> tuple[int, ...]:
        s = state
        if s.phase == "aside":
            return tuple(p for p in s.in_arena() if len(s.discards[p]) < s.setup.set_aside)
        if s.phase == "approach":
            return tuple(p for p in s.in_arena() if not s.ready[p])
        if s.phase == "precount":
            return tuple(s.in_arena())
        if s.phase == "targets":
            return tuple(p for p in s.glaive_seats() if s.targets[p] is None)
        if s.phase == "negotiate":
            if s.chooser is not None:
                return (s.chooser,)
            if s.talk is not None:
                return tuple(s.talk)  # the victim offers, the aggressor may answer at any time
        return ()

    def next_deadline(self, state: KingzState) -> float | None:
        return state.deadline if state.phase in TIMED else None

    def advance(self, state: KingzState, now: float) -> tuple[KingzState, list[Event]]:
        if state.deadline is None or state.deadline > now or state.phase not in TIMED:
            return state, []
        s = state.clone()
        events: list[Event] = []
        _advance(s, now, events)
        return s, events

    def apply(self, state: KingzState, seat: int, action: KingzAction,
              t: float = 0.0) -> tuple[KingzState, list[Event]]:
        s = state.clone()
        events: list[Event] = []
        t = max(t, s.clock)
        _advance(s, t, events)
        reason = _refusal(s, seat, action)
        if reason is None:
            _apply(s, seat, action, t, events)
            return s, events
        if _refusal(state, seat, action) is not None:
            raise IllegalAction(reason)  # illegal before and at its time: nothing changes
        events.append(Event("too_late", {"seat": seat, "action": action.kind}))
        return s, events

    # -- view / secrets ------------------------------------------------------------------------
    def view(self, state: KingzState, seat: int | None) -> KingzView:
        s = state
        st = s.setup

        def card(c: int | None) -> CardView | None:
            return None if c is None else card_view(s, c)

        seats: list[SeatView] = []
        for p in range(s.seats):
            sees = seat == p or st.open_paravents
            # face up from the reveal to the end of the turn, and at the end of the game (a fame win mid-turn)
            revealed = s.phase in ("targets", "resolve", "negotiate", "over") and s.alive[p]
            seats.append({
                "seat": p, "animal": st.animals[p], "alive": s.alive[p], "ready": s.ready[p],
                "hand_count": len(s.hands[p]) + (s.picks[p] is not None and not s.ready[p]),
                "discard_count": len(s.discards[p]),
                "discard": [card_view(s, c) if c in s.public else None for c in s.discards[p]],
                "card": card(s.plays[p]) if revealed else None,
                "target": s.targets[p], "grounded": p in s.grounded, "power_used": s.power_used[p],
                "armour": s.armour[p] if sees else None, "courage": s.courage[p] if sees else None,
                "renown": s.renown[p] if sees else None, "fame": s.fame(p) if sees else None,
                "hand": [card_view(s, c) for c in sorted(s.hands[p] if seat == p else s.held(p),
                                                         key=lambda c: -st.speed[c])] if sees else None,
                "aside": [card_view(s, c) for c in s.unseen_aside(p)] if sees else None,
                "pick": card(s.picks[p] if s.phase in ("approach", "precount") else s.plays[p])
                if seat == p else None,
            })
        talk: TalkView | None = None
        if s.talk is not None:
            talk = {"aggressor": s.talk[0], "victim": s.talk[1],
                    "offer": None if s.offer is None else list(s.offer)}
        return {
            "game": "kingz", "you": seat, "phase": s.phase, "round": s.round, "rounds": st.rounds,
            "turn": s.turn, "turns": s.turns, "clock": s.clock, "deadline": self.next_deadline(s),
            "phase_started": s.phase_started, "mode": st.mode, "kids": st.kids, "power": st.power,
            "open_paravents": st.open_paravents, "fame_to_win": st.fame_to_win, "seats": seats,
            "supply": dict(zip(TOKENS, s.supply, strict=True)), "rage": s.rage, "rage_op": s.power_op(),
            "disarms": [list(d) for d in s.disarms], "order": list(s.order), "step": s.step,
            "glaives": s.glaive_seats(), "talk": talk, "chooser": s.chooser,
            "talks": [list(t) for t in s.talks],
            "last_plays": [card(c) for c in s.last_plays],
            "winners": None if s.winners is None else list(s.winners), "end_reason": s.end_reason,
        }

    def secrets(self, state: KingzState, seat: int) -> dict[str, Json]:
        """Its hand and unseen set-aside cards (unless open paravents) and its
        pick until the reveal."""
        s = state
        out: dict[str, Json] = {}
        if not s.setup.open_paravents:
            out["hand"] = sorted(s.hands[seat])
            out["aside"] = sorted(s.unseen_aside(seat))
        if s.hidden_pick(seat) and s.phase != "aside":
            out["pick"] = s.picks[seat]
        return out

    def redact(self, state: KingzState, seat: int | None, seed: int) -> KingzState:
        """Re-deal, for every other seat, where its unseen cards are (hand, the
        set-aside part of its discard, its pick once it is ready; a seat not yet
        ready shows no pick), and the RNG of future draws."""
        rng = Rng(seed)
        s = _redeal(state, [p for p in range(state.seats) if p != seat], rng, drop_unready=True, observer=seat)
        s.rng = rng.next_u64()
        return s

    def swap_secrets(self, state: KingzState, seed: int) -> KingzState | None:
        """Every seat's unseen cards re-dealt among its hand, set-aside cards and pick."""
        s = _redeal(state, list(range(state.seats)), Rng(seed), drop_unready=False)
        return None if state_to_json(s) == state_to_json(state) else s

    def record_extras(self, config: GameConfig, outcome: Outcome, seat: int) -> dict[str, int | str]:
        """Fame (the score) and the animal played (seats take the animals in the data's order)."""
        extras: dict[str, int | str] = {"fame": int(outcome.scores[seat]) if seat < len(outcome.scores) else 0}
        animals = config.content.get("animals") if isinstance(config.content, dict) else None
        if isinstance(animals, list) and seat < len(animals) and isinstance(animals[seat], dict):
            extras["animal"] = str(animals[seat].get("id", ""))
        return extras

    def outcome(self, state: KingzState) -> Outcome | None:
        s = state
        if s.phase != "over" or s.winners is None:
            return None
        ranking = sorted(range(s.seats), key=lambda p: (not s.alive[p], -s.fame(p), -s.courage[p], -s.armour[p]))
        detail: dict[str, Json] = {"ranking": [{"seat": p, "alive": s.alive[p], "fame": s.fame(p),
                                                "renown": s.renown[p], "courage": s.courage[p],
                                                "armour": s.armour[p]} for p in ranking]}
        return Outcome(winners=tuple(s.winners), scores=tuple(float(s.fame(p)) for p in range(s.seats)),
                       reason=s.end_reason, detail=detail)

    # -- serialisation ---------------------------------------------------------------------------
    def state_to_json(self, state: KingzState) -> Json:
        return state_to_json(state)

    def state_from_json(self, data: Json) -> KingzState:
        return state_from_json(data)

    def action_to_json(self, action: KingzAction) -> Json:
        return action.to_json()

    def action_from_json(self, data: Json) -> KingzAction:
        return KingzAction.from_json(data)

    def describe_action(self, action: KingzAction) -> str:
        a = action
        if a.kind in ("pick", "aside"):
            return f"{a.kind} card {a.card}"
        if a.kind in ("disarm", "target", "choose"):
            return f"{a.kind} seat {a.seat}"
        if a.kind == "offer":
            return f"offer {a.renown} renown, {a.courage} courage"
        return a.kind

    def tally(self, state: KingzState, seat: int | None, action: KingzAction | None,
              events: Sequence[Event]) -> Iterable[tuple[int | None, str]]:
        """Each seat's animal; the card it reveals each turn; its Rage! presses."""
        s = state
        if seat is None and action is None and not events:
            for p, animal in enumerate(s.setup.animals):
                yield p, f"animal:{animal}"
        for e in events:
            if e.kind == "reveal":
                for p, card in enumerate(e.data["plays"]):
                    if card is not None:
                        yield p, f"card:{s.setup.kind[card]}"
            elif e.kind == "rage":
                yield e.data["seat"], "rage:pressed"


def card_view(s: KingzState, c: int) -> CardView:
    st = s.setup
    return {"id": c, "kind": st.kind[c], "op": s.effective_op(c), "speed": st.speed[c], "owner": st.owner[c]}


def new_state(content: KingzContent, seats: int, rules: Mapping[str, Json], seed: int) -> KingzState:
    kids = bool(rules["kids"])
    owner: list[int] = []
    kind: list[str] = []
    speed: list[int] = []
    for p, animal in enumerate(content.animals[:seats]):
        for c in animal.cards:
            if kids and not content.card_type(c.card).kids:
                continue
            owner.append(p)
            kind.append(c.card)
            speed.append(c.speed)
    tm = content.timings
    sup = content.supply
    setup = Setup(seats=seats, animals=tuple(a.id for a in content.animals[:seats]), owner=tuple(owner),
                  kind=tuple(kind), speed=tuple(speed),
                  effects={ct.id: ct.effect.model_dump(mode="json") for ct in content.card_types},
                  powers=tuple(a.power.model_dump(mode="json") for a in content.animals[:seats]),
                  start_armour=content.start.armour, start_courage=content.start.courage,
                  supply=(sup.renown, sup.courage, sup.armour), fame_to_win=content.fame_to_win,
                  rounds=content.rounds, turns_per_round=content.turns_per_round, set_aside=content.set_aside,
                  mode=str(rules["mode"]), kids=kids, power=bool(rules["power"]),
                  open_paravents=bool(rules["open_paravents"]), pre_count=tm.pre_count, count=tm.count,
                  target_window=float(rules["target_window"]), resolve_step=tm.resolve_step,
                  negotiate=tm.negotiate)
    n = seats
    s = KingzState(setup=setup, rng=seed, alive=[True] * n, armour=[0] * n, courage=[0] * n, renown=[0] * n,
                   supply=[sup.renown, sup.courage, sup.armour], hands=[[] for _ in range(n)],
                   discards=[[] for _ in range(n)], picks=[None] * n, ready=[False] * n, plays=[None] * n,
                   lent=[None] * n, power_used=[False] * n, targets=[None] * n, hit=[False] * n,
                   extra=[False] * n, aggressors=[[] for _ in range(n)], last_plays=[None] * n)
    for p in range(n):
        s.armour[p] = content.start.armour
        s.courage[p] = content.start.courage
    s.supply[1] -= content.start.courage * n
    s.supply[2] -= content.start.armour * n
    _begin_round(s, 0.0, [])
    return s


def _redeal(state: KingzState, seats: Sequence[int], rng: Rng, drop_unready: bool,
            observer: int | None = None) -> KingzState:
    """Deal again, for each of ``seats``, its cards the table has not seen among
    its hand, the set-aside part of its discard and its secret pick (with open
    paravents only which held card is the pick). ``drop_unready``: a seat not
    yet ready shows no pick (whether it has chosen is its own business). A pick
    that a Désarmer took is known to ``observer`` when it holds it now."""
    s = state.clone()
    for p in seats:
        old = s.picks[p]
        hidden = old is not None and s.hidden_pick(p) and not (observer is not None and s.plays[observer] == old)
        if hidden and drop_unready and not s.ready[p]:
            s.hands[p] = sorted(s.hands[p] + [old or 0])
            s.picks[p] = old = None
            hidden = False
        unseen = [] if s.setup.open_paravents else s.unseen_aside(p)
        pool = sorted(s.hands[p] + unseen + ([old or 0] if hidden else []))
        if len(pool) < 2:
            continue
        rng.shuffle(pool)
        new = pool.pop() if hidden else None
        s.hands[p] = sorted(pool[:len(s.hands[p])])
        if unseen:
            seen = [c for c in s.discards[p] if c in s.public]
            s.discards[p] = pool[len(s.hands[p]):] + seen  # the unseen cards are always at the bottom
        if hidden:
            s.picks[p] = new
            s.plays = [new if c == old else c for c in s.plays]  # a Désarmer holder may hold it now
    return s
