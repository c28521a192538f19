"""Manga Manga rules: a pure, deterministic real-time state machine.

Cards are integers ``0..79`` (warriors first, then dragons) whose colours the
state carries, so a state is self-contained. Discs are integers too: victory
discs ``0..8`` and consolation discs ``0..8`` (two separate id spaces).

Phases
------
``count_in``
    "Action Power!": the first card is turned up and visible, plays and Stops
    are refused (:class:`IllegalAction`) until ``count_in_end``; ``advance``
    starts the battle at exactly that time.
``battle``
    Everyone plays at once. Sub-states shown in the view: an Action Stop!
    replacement window (``replacer``/``replace_until``) and a pending deadlock
    turn-up (``deadlock_at``).
``last_card``
    Classic mode only: a player has put down their last card; for
    ``timings.last_card_stop`` seconds the others may call Action Stop! on it
    (plays are refused). Used for every last card, fitting or not, so the
    pause itself never gives a wrong card away. Assisted mode ends at once.
``result``
    The battle is over; final hands stay visible until ``result_until``.
``consolation``
    Turn-based: in seat order from the last winner, each player holding
    consolation discs (any: the sword's owner too, so nobody learns who holds
    it) uses the spendable ones (``use_disc``) and says ``done``.
``over``
    The game has ended; ``outcome`` is set.

Fair simultaneity
-----------------
Actions are ordered by their time ``t`` (when the client took the input off
the event queue). Every ``play`` and ``stop`` names the pile sequence number
``seen`` the player was looking at. The number moves on every time the top card
changes (a card lands, a wrong card is taken back, a card is turned up). If the
pile has moved on, the action *bounces*: a ``bounced`` event with reason
``too_slow``, the card stays in hand, nothing else changes. So of two plays 1 ms
apart on the same top card, the earlier lands and the later bounces.

``apply(state, seat, action, t)`` first advances timed rules to ``t``. The
state keeps a ``clock``: the latest action time or deadline it has processed.
Races are decided by the stamps, not by the order presses reach the rules: an
action stamped earlier than ``clock`` (a source that delivers late, or a press
read before a deadline the window had already passed) is placed at its own
time. The state keeps the actions of the last ``LATE_WINDOW`` seconds with the
state right after each (``history``, and ``anchor`` before the first); the late
action is applied there, every later one again after it (so the one that was
first on the pile now bounces as too slow, or is retracted if no longer
legal), then the deadlines up to the old clock. Equal stamps keep the order in
which they reached the rules. An action older than the history is handled as
if made at ``clock``: its ``seen`` number still decides its race, and a press
stamped before the count-in ended is refused whatever time it is applied at.
``advance`` only changes the state when a deadline passes, so replaying the
(t, seat, action) stream gives the same game however often ``advance`` was
called in between.

Rule refusals raise :class:`IllegalAction`: wrong phase, card not in hand,
playing twice in a row, an off-colour card in assisted mode, a Stop in
assisted mode or on one's own or a turned-up card, anyone but the caller
playing during the replacement window (the caller's replacement must fit).

Classic mode: an off-colour card lands. While it is the top card any other
player still in the battle may call ``stop``. Right: its owner takes it back,
the caller alone may play a fitting card for ``timings.stop_replacement``
seconds; if they do not, the window closes (``stop_window_closed``) and play
resumes for everyone as before, the player under the top card counting as the
last player. Wrong: the caller is out of this battle (no plays, no Stops, no
consolation disc). A covered wrong card stays.

Deadlock: when no player allowed to play holds a fitting card, after
``timings.deadlock_pause`` the last player to have played (the battle's opener
if nobody has; a turned-up card changes nothing, so the same player turns up
again after a second deadlock in a row) turns up the next card, dragons set aside. A turned-up card
counts as nobody's play, so that player may play next. If not one warrior is
left to turn up (possible only when the 2-player draw has emptied everything),
the battle ends and the player with the fewest cards wins it.

Empty draw pile: every set-aside card and the battle pile except its top card
(and, in classic mode, the card under it while the top card may still be
stopped) is shuffled into a new draw pile.

Battle end: the first player to empty their hand takes the top victory disc
(none in the deciding battle). The contenders still in the battle with the
most cards each take a consolation disc (2-player rules: none); when the
stack holds fewer discs than tied players, the spent discs are shuffled in
under it; if there are still too few, nobody gets one. Final hands stay in
view during ``result``; then every card is set aside, 6 are dealt to each
player, the consolation step runs (if anyone holds a spendable disc) and the
count-in starts at the time of the last ``done`` / disc use.

Discard: one card from the hand (never the last). Swap: two new cards are drawn,
then the two chosen cards are set aside. Dragons away: every other player sets
aside all their dragons and draws as many cards (a dragon drawn is kept). The
sword disc is kept and cannot be spent.

Game end after ``battles`` battles: score = swords on victory discs + sword
consolation discs, revealed in every view. Tied leaders play one deciding
battle among themselves with the 2-player rules (consecutive plays, ``draw``
at any time during the count-in or the battle, no consolation discs); its
winner wins the game.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
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
from game.games.manga.content import CONTENT_FILE, MangaContent, load_content_json, validate_content
from game.games.manga.views import CardView, MangaView, PileEntryView

ACTION_KINDS = ("play", "stop", "draw", "use_disc", "done")
SPENDABLE = ("discard", "swap", "dragons_away")


@dataclass(frozen=True)
class MangaAction:
    """One input. JSON forms::

        {"kind": "play", "card": 17, "seen": 5}
        {"kind": "play", "card": 75, "seen": 5, "colour": "red"}   # a dragon
        {"kind": "stop", "seen": 6}
        {"kind": "draw"}                                            # 2-player rules
        {"kind": "use_disc", "disc": 3, "cards": [12]}              # discard
        {"kind": "use_disc", "disc": 5, "cards": [12, 40]}          # swap
        {"kind": "use_disc", "disc": 7}                             # dragons away
        {"kind": "done"}
    """

    kind: str
    card: int | None = None
    seen: int | None = None
    colour: str | None = None
    disc: int | None = None
    cards: tuple[int, ...] = ()

    def to_json(self) -> Json:
        out: dict[str, Json] = {"kind": self.kind}
        if self.card is not None:
            out["card"] = self.card
        if self.seen is not None:
            out["seen"] = self.seen
        if self.colour is not None:
            out["colour"] = self.colour
        if self.disc is not None:
            out["disc"] = self.disc
        if self.cards:
            out["cards"] = list(self.cards)
        return out

    @staticmethod
    def from_json(data: Json) -> MangaAction:
        """Parse an action; malformed data raises :class:`IllegalAction`."""
        j = ActionJson(data, ACTION_KINDS, ("card", "seen", "colour", "disc", "cards"))
        return MangaAction(kind=j.kind, card=j.integer("card"), seen=j.integer("seen"), colour=j.text("colour"),
                           disc=j.integer("disc"), cards=j.integers("cards") or ())


def play(card: int, seen: int, colour: str | None = None) -> MangaAction:
    return MangaAction("play", card=card, seen=seen, colour=colour)


def stop(seen: int) -> MangaAction:
    return MangaAction("stop", seen=seen)


DRAW = MangaAction("draw")
DONE = MangaAction("done")


def use_disc(disc: int, cards: Sequence[int] = ()) -> MangaAction:
    return MangaAction("use_disc", disc=disc, cards=tuple(cards))


@dataclass(frozen=True)
class PileCard:
    """A card on the battle pile: who played it (None: turned up) and the
    colour announced with it (dragons only)."""

    card: int
    seat: int | None
    colour: str | None = None


@dataclass(frozen=True)
class Setup:
    """What never changes during a game (shared between state copies)."""

    seats: int
    mode: str
    colours: tuple[str, ...]
    symbols: tuple[str, ...]
    """The symbol id drawn with each colour (same order as ``colours``)."""
    warrior: tuple[str | None, ...]
    """Warrior colour per card id; None for a dragon."""
    shield: tuple[str | None, ...]
    hand_size: int
    battles: int
    count_in: float
    deadlock_pause: float
    stop_replacement: float
    last_card_stop: float
    result_pause: float
    victory_value: tuple[int, ...]
    consolation_effect: tuple[str, ...]
    sort_keys: tuple[tuple[int, int, int], ...] = field(init=False, repr=False, compare=False)
    """Per card: warrior colour index, shield colour index, id (dragons last)."""

    def __post_init__(self) -> None:
        n = len(self.colours)
        keys = tuple((n, 0, c) if w is None or sh is None
                     else (self.colours.index(w), self.colours.index(sh), c)
                     for c, (w, sh) in enumerate(zip(self.warrior, self.shield, strict=True)))
        object.__setattr__(self, "sort_keys", keys)

    def to_json(self) -> Json:
        return {"seats": self.seats, "mode": self.mode, "colours": list(self.colours),
                "symbols": list(self.symbols), "warrior": list(self.warrior), "shield": list(self.shield),
                "hand_size": self.hand_size, "battles": self.battles,
                "count_in": self.count_in, "deadlock_pause": self.deadlock_pause,
                "stop_replacement": self.stop_replacement, "last_card_stop": self.last_card_stop,
                "result_pause": self.result_pause, "victory_value": list(self.victory_value),
                "consolation_effect": list(self.consolation_effect)}

    @staticmethod
    def from_json(j: Json) -> Setup:
        return Setup(seats=int(j["seats"]), mode=str(j["mode"]), colours=tuple(j["colours"]),
                     symbols=tuple(j["symbols"]), warrior=tuple(j["warrior"]), shield=tuple(j["shield"]),
                     hand_size=int(j["hand_size"]), battles=int(j["battles"]),
                     count_in=float(j["count_in"]), deadlock_pause=float(j["deadlock_pause"]),
                     stop_replacement=float(j["stop_replacement"]),
                     last_card_stop=float(j["last_card_stop"]), result_pause=float(j["result_pause"]),
                     victory_value=tuple(int(v) for v in j["victory_value"]),
                     consolation_effect=tuple(str(e) for e in j["consolation_effect"]))


@dataclass(frozen=True)
class Applied:
    """One action in the late-press history: its time, seat and action, and
    the state (without history) right after it, before any later deadline: so
    the history is the same however often ``advance`` was called meanwhile."""

    t: float
    seat: int
    action: MangaAction
    after: MangaState


LATE_WINDOW = 1.0
"""How late (seconds) a press may reach the rules and still be placed at the
time it was made; an older one counts as made now. Keys are applied within
milliseconds; this is for sources that deliver late (a phone over Wi-Fi)."""


@dataclass
class MangaState:
    """The whole game. Treat as immutable: the rules work on a :meth:`clone`."""

    setup: Setup
    rng: int
    phase: str = "count_in"
    battle: int = 1
    deciding: bool = False
    players: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    draw: list[int] = field(default_factory=list)
    set_aside: list[int] = field(default_factory=list)
    pile: list[PileCard] = field(default_factory=list)
    seq: int = 0
    since: float = 0.0
    clock: float = 0.0
    opener: int = 0
    last_player: int | None = None
    turner: int | None = None
    """Who turns up the next card in a deadlock: the last player to have put a
    card on the pile this battle (a turned-up card does not change it)."""
    excluded: list[int] = field(default_factory=list)
    count_in_end: float | None = None
    replacer: int | None = None
    replace_until: float | None = None
    deadlock_at: float | None = None
    last_card_seat: int | None = None
    last_card_until: float | None = None
    result_until: float | None = None
    pending_deciding: list[int] = field(default_factory=list)
    victory_stack: list[int] = field(default_factory=list)
    victory_owned: list[list[int]] = field(default_factory=list)
    consolation_stack: list[int] = field(default_factory=list)
    consolation_spent: list[int] = field(default_factory=list)
    consolation_owned: list[list[int]] = field(default_factory=list)
    consolation_order: list[int] = field(default_factory=list)
    consolation_index: int = 0
    battle_winners: list[int] = field(default_factory=list)
    winners: list[int] | None = None
    end_reason: str = ""
    history: list[Applied] = field(default_factory=list)
    """The actions of the last :data:`LATE_WINDOW` seconds, each with the state
    right after it, so a press that reaches the rules late still counts at the
    time it was made (see "Fair simultaneity")."""
    anchor: MangaState | None = None
    """The state (without history) right before ``history[0]``: right after
    the last action that left the history, or the new game."""

    def clone(self) -> MangaState:
        return MangaState(
            setup=self.setup, rng=self.rng, phase=self.phase, battle=self.battle, deciding=self.deciding,
            players=list(self.players), hands=[list(h) for h in self.hands], draw=list(self.draw),
            set_aside=list(self.set_aside), pile=list(self.pile), seq=self.seq, since=self.since,
            clock=self.clock, opener=self.opener, last_player=self.last_player, turner=self.turner,
            excluded=list(self.excluded), count_in_end=self.count_in_end, replacer=self.replacer,
            replace_until=self.replace_until, deadlock_at=self.deadlock_at,
            last_card_seat=self.last_card_seat, last_card_until=self.last_card_until,
            result_until=self.result_until, pending_deciding=list(self.pending_deciding),
            victory_stack=list(self.victory_stack), victory_owned=[list(v) for v in self.victory_owned],
            consolation_stack=list(self.consolation_stack),
            consolation_spent=list(self.consolation_spent),
            consolation_owned=[list(c) for c in self.consolation_owned],
            consolation_order=list(self.consolation_order), consolation_index=self.consolation_index,
            battle_winners=list(self.battle_winners),
            winners=None if self.winners is None else list(self.winners), end_reason=self.end_reason,
            history=list(self.history), anchor=self.anchor)

    def bare(self) -> MangaState:
        """A copy without the late-press history (what a history entry keeps)."""
        s = self.clone()
        s.history = []
        s.anchor = None
        return s

    # -- small queries shared by the rules, the view and the bots -------------
    @property
    def two_player_rules(self) -> bool:
        """Consecutive plays, draw at will, no consolation discs."""
        return self.setup.seats == 2 or self.deciding

    def is_dragon(self, card: int) -> bool:
        return self.setup.warrior[card] is None

    def follow(self) -> str | None:
        """The warrior colour the top card asks for."""
        return _asks(self.setup, self.pile[-1]) if self.pile else None

    def fits(self, card: int) -> bool:
        return self.is_dragon(card) or self.setup.warrior[card] == self.follow()

    def stoppable(self) -> bool:
        """Whether the top card is a played card an Action Stop! may target now."""
        return (self.setup.mode == "classic" and self.phase in ("battle", "last_card")
                and self.replacer is None and len(self.pile) >= 2 and self.pile[-1].seat is not None)

    def eligible(self) -> list[int]:
        """Seats that may put a card on the pile right now."""
        if self.phase != "battle":
            return []
        if self.replacer is not None:
            return [self.replacer]
        return [p for p in self.players if p not in self.excluded
                and (self.two_player_rules or p != self.last_player)]

    def stuck(self) -> bool:
        return not any(self.fits(c) for p in self.eligible() for c in self.hands[p])

    def card_count(self) -> int:
        return (len(self.draw) + len(self.set_aside) + len(self.pile)
                + sum(len(h) for h in self.hands))

    def disc_count(self) -> int:
        return (len(self.victory_stack) + sum(len(v) for v in self.victory_owned)
                + len(self.consolation_stack) + len(self.consolation_spent)
                + sum(len(c) for c in self.consolation_owned))

    def scores(self) -> list[int]:
        s = self.setup
        return [sum(s.victory_value[d] for d in self.victory_owned[p])
                + sum(1 for d in self.consolation_owned[p] if s.consolation_effect[d] == "sword")
                for p in range(s.seats)]

    def spendable(self, seat: int) -> list[int]:
        return [d for d in self.consolation_owned[seat]
                if self.setup.consolation_effect[d] in SPENDABLE]


def _asks(setup: Setup, entry: PileCard) -> str | None:
    return entry.colour if setup.warrior[entry.card] is None else setup.shield[entry.card]


def _pile_json(p: PileCard) -> Json:
    return [p.card, p.seat, p.colour]


def state_to_json(s: MangaState) -> Json:
    return {
        "setup": s.setup.to_json(), "rng": s.rng, "phase": s.phase, "battle": s.battle,
        "deciding": s.deciding, "players": list(s.players), "hands": [list(h) for h in s.hands],
        "draw": list(s.draw), "set_aside": list(s.set_aside), "pile": [_pile_json(p) for p in s.pile],
        "seq": s.seq, "since": s.since, "clock": s.clock, "opener": s.opener,
        "last_player": s.last_player, "turner": s.turner, "excluded": list(s.excluded),
        "count_in_end": s.count_in_end,
        "replacer": s.replacer, "replace_until": s.replace_until, "deadlock_at": s.deadlock_at,
        "last_card_seat": s.last_card_seat, "last_card_until": s.last_card_until,
        "result_until": s.result_until, "pending_deciding": list(s.pending_deciding),
        "victory_stack": list(s.victory_stack), "victory_owned": [list(v) for v in s.victory_owned],
        "consolation_stack": list(s.consolation_stack), "consolation_spent": list(s.consolation_spent),
        "consolation_owned": [list(c) for c in s.consolation_owned],
        "consolation_order": list(s.consolation_order), "consolation_index": s.consolation_index,
        "battle_winners": list(s.battle_winners),
        "winners": None if s.winners is None else list(s.winners), "end_reason": s.end_reason,
        "history": [{"t": h.t, "seat": h.seat, "a": h.action.to_json(), "after": state_to_json(h.after)}
                    for h in s.history],
        "anchor": None if s.anchor is None else state_to_json(s.anchor),
    }


def _opt_float(v: Any) -> float | None:
    return None if v is None else float(v)


def _opt_int(v: Any) -> int | None:
    return None if v is None else int(v)


def state_from_json(j: Json) -> MangaState:
    return MangaState(
        setup=Setup.from_json(j["setup"]), rng=int(j["rng"]), phase=str(j["phase"]),
        battle=int(j["battle"]), deciding=bool(j["deciding"]), players=[int(p) for p in j["players"]],
        hands=[[int(c) for c in h] for h in j["hands"]], draw=[int(c) for c in j["draw"]],
        set_aside=[int(c) for c in j["set_aside"]],
        pile=[PileCard(int(p[0]), _opt_int(p[1]), p[2]) for p in j["pile"]],
        seq=int(j["seq"]), since=float(j["since"]), clock=float(j["clock"]), opener=int(j["opener"]),
        last_player=_opt_int(j["last_player"]), turner=_opt_int(j.get("turner")),
        excluded=[int(p) for p in j["excluded"]],
        count_in_end=_opt_float(j["count_in_end"]), replacer=_opt_int(j["replacer"]),
        replace_until=_opt_float(j["replace_until"]), deadlock_at=_opt_float(j["deadlock_at"]),
        last_card_seat=_opt_int(j["last_card_seat"]), last_card_until=_opt_float(j["last_card_until"]),
        result_until=_opt_float(j["result_until"]),
        pending_deciding=[int(p) for p in j["pending_deciding"]],
        victory_stack=[int(d) for d in j["victory_stack"]],
        victory_owned=[[int(d) for d in v] for v in j["victory_owned"]],
        consolation_stack=[int(d) for d in j["consolation_stack"]],
        consolation_spent=[int(d) for d in j["consolation_spent"]],
        consolation_owned=[[int(d) for d in c] for c in j["consolation_owned"]],
        consolation_order=[int(p) for p in j["consolation_order"]],
        consolation_index=int(j["consolation_index"]),
        battle_winners=[int(p) for p in j["battle_winners"]],
        winners=None if j["winners"] is None else [int(p) for p in j["winners"]],
        end_reason=str(j["end_reason"]),
        history=[Applied(float(h["t"]), int(h["seat"]), MangaAction.from_json(h["a"]), state_from_json(h["after"]))
                 for h in j.get("history", [])],
        anchor=None if j.get("anchor") is None else state_from_json(j["anchor"]),
    )


def card_json(setup: Setup, card: int) -> CardView:
    """A card as the view shows it."""
    w = setup.warrior[card]
    return {"id": card, "dragon": w is None, "warrior": w, "shield": setup.shield[card]}


def hand_sort_key(setup: Setup, card: int) -> tuple[int, int, int]:
    """Hands are shown sorted by warrior colour (then shield), dragons last."""
    return setup.sort_keys[card]


# -- the rules proper ------------------------------------------------------------

def _shuffle(s: MangaState, items: list[int]) -> None:
    rng = Rng(s.rng)
    rng.shuffle(items)
    s.rng = rng.state


def _protected_top(s: MangaState) -> int:
    """How many pile cards a reshuffle leaves in place."""
    if not s.pile:
        return 0
    return 2 if s.stoppable() else 1  # a wrong card taken back must find the card under it


def _reshuffle(s: MangaState, t: float, events: list[Event]) -> None:
    keep = _protected_top(s)
    pool = s.set_aside + [p.card for p in s.pile[: len(s.pile) - keep]]
    if not pool:
        return
    s.pile = s.pile[len(s.pile) - keep:]
    s.set_aside = []
    _shuffle(s, pool)
    s.draw = pool + s.draw
    events.append(Event("reshuffled", {"cards": len(pool), "t": t}))


def _draw_one(s: MangaState, t: float, events: list[Event]) -> int | None:
    if not s.draw:
        _reshuffle(s, t, events)
    return s.draw.pop() if s.draw else None


def _turn_up(s: MangaState, t: float, seat: int | None, events: list[Event]) -> bool:
    """Turn up the next warrior (dragons set aside). False if none is left."""
    keep = _protected_top(s)
    available = s.draw + s.set_aside + [p.card for p in s.pile[: len(s.pile) - keep]]
    if not any(not s.is_dragon(c) for c in available):
        return False
    skipped: list[int] = []
    while True:
        card = _draw_one(s, t, events)
        if card is None:  # pragma: no cover - excluded by the check above
            return False
        if s.is_dragon(card):
            s.set_aside.append(card)
            skipped.append(card)
            continue
        s.pile.append(PileCard(card, None, None))
        s.seq += 1
        s.since = t
        s.last_player = None
        events.append(Event("turned_up", {"seat": seat, "card": card, "skipped": skipped, "seq": s.seq}))
        return True


def _refresh_deadlock(s: MangaState, t: float) -> None:
    if s.phase == "battle" and s.replacer is None and s.stuck():
        if s.deadlock_at is None:
            s.deadlock_at = t + s.setup.deadlock_pause
    else:
        s.deadlock_at = None


def _begin_count_in(s: MangaState, t: float, events: list[Event]) -> None:
    s.phase = "count_in"
    s.count_in_end = t + s.setup.count_in
    _turn_up(s, t, s.opener, events)
    events.append(Event("count_in", {"battle": s.battle, "until": s.count_in_end,
                                     "deciding": s.deciding}))


def _deal(s: MangaState, t: float, events: list[Event]) -> None:
    for _ in range(s.setup.hand_size):
        for p in s.players:
            card = _draw_one(s, t, events)
            if card is not None:
                s.hands[p].append(card)
    events.append(Event("dealt", {"battle": s.battle, "players": list(s.players)}))


def _consolation_turns(s: MangaState) -> list[int]:
    """Who takes a turn in the consolation step: every player holding any
    consolation disc, in seat order from the opener. Whether a disc can be spent
    is its owner's secret (the sword is kept face down), so a seat holding only
    the sword takes its turn too and says done, like everyone else."""
    order = [(s.opener + i) % s.setup.seats for i in range(s.setup.seats)]
    return [p for p in order if p in s.players and s.consolation_owned[p]]


def _after_deal(s: MangaState, t: float, events: list[Event]) -> None:
    """Consolation step if anyone holds a disc, else the count-in."""
    if not s.two_player_rules:
        s.consolation_order = _consolation_turns(s)
        s.consolation_index = 0
        if s.consolation_order:
            s.phase = "consolation"
            events.append(Event("consolation_turn", {"seat": s.consolation_order[0]}))
            return
    _begin_count_in(s, t, events)


def _next_consolation_turn(s: MangaState, t: float, events: list[Event]) -> None:
    s.consolation_index += 1
    while s.consolation_index < len(s.consolation_order):
        seat = s.consolation_order[s.consolation_index]
        if s.consolation_owned[seat]:  # a disc may have been taken since the order was made: none is
            events.append(Event("consolation_turn", {"seat": seat}))
            return
        s.consolation_index += 1
    s.consolation_order = []
    s.consolation_index = 0
    _begin_count_in(s, t, events)


def _give_consolation(s: MangaState, winner: int, events: list[Event]) -> None:
    contenders = [p for p in s.players if p not in s.excluded and p != winner]
    if not contenders:
        return
    most = max(len(s.hands[p]) for p in contenders)
    tied = [p for p in contenders if len(s.hands[p]) == most]
    if len(s.consolation_stack) < len(tied) and s.consolation_spent:
        spent = list(s.consolation_spent)
        _shuffle(s, spent)
        s.consolation_stack = spent + s.consolation_stack
        s.consolation_spent = []
        events.append(Event("consolation_reshuffled", {"discs": len(spent)}))
    if len(s.consolation_stack) < len(tied):
        events.append(Event("consolation", {"seats": [], "tied": tied, "cards": most,
                                            "reason": "not_enough_discs"}))
        return
    order = [(winner + i) % s.setup.seats for i in range(s.setup.seats)]
    given = [p for p in order if p in tied]
    for p in given:
        s.consolation_owned[p].append(s.consolation_stack.pop())
    events.append(Event("consolation", {"seats": given, "tied": tied, "cards": most, "reason": "most_cards"}))


def _end_battle(s: MangaState, t: float, winner: int, reason: str, events: list[Event]) -> None:
    s.deadlock_at = s.replace_until = s.last_card_until = None
    s.replacer = s.last_card_seat = None
    events.append(Event("battle_won", {"seat": winner, "battle": s.battle, "deciding": s.deciding,
                                       "reason": reason}))
    s.battle_winners.append(winner)
    s.opener = winner
    if s.deciding:
        s.phase = "over"
        s.winners = [winner]
        s.end_reason = "deciding_battle"
        events.append(Event("game_over", {"winners": [winner], "scores": s.scores(),
                                          "reason": s.end_reason}))
        return
    if s.victory_stack:
        s.victory_owned[winner].append(s.victory_stack.pop())
    if not s.two_player_rules:
        _give_consolation(s, winner, events)
    if s.battle >= s.setup.battles:
        scores = s.scores()
        best = max(scores)
        leaders = [p for p in range(s.setup.seats) if scores[p] == best]
        if len(leaders) == 1:
            s.phase = "over"
            s.winners = leaders
            s.end_reason = "most_swords"
            events.append(Event("game_over", {"winners": leaders, "scores": scores,
                                              "reason": s.end_reason}))
            return
        s.pending_deciding = leaders
        events.append(Event("deciding_battle", {"seats": leaders, "scores": scores}))
    s.phase = "result"
    s.result_until = t + s.setup.result_pause


def _next_battle(s: MangaState, t: float, events: list[Event]) -> None:
    for p in range(s.setup.seats):
        s.set_aside.extend(s.hands[p])
        s.hands[p] = []
    s.set_aside.extend(p.card for p in s.pile)
    s.pile = []
    s.excluded = []
    s.last_player = s.turner = None
    s.result_until = None
    s.battle += 1
    if s.pending_deciding:
        s.deciding = True
        s.players = list(s.pending_deciding)
        s.pending_deciding = []
        if s.opener not in s.players:
            s.opener = s.players[0]
    _deal(s, t, events)
    _after_deal(s, t, events)


def _stalemate(s: MangaState, t: float, events: list[Event]) -> None:
    """No warrior left to turn up: the fewest cards wins (from the last player on)."""
    start = s.last_player if s.last_player is not None else s.opener
    order = [(start + i) % s.setup.seats for i in range(s.setup.seats)]
    cands = [p for p in order if p in s.players and p not in s.excluded] or \
        [p for p in order if p in s.players]
    winner = min(cands, key=lambda p: len(s.hands[p]))
    _end_battle(s, t, winner, "nothing_to_turn_up", events)


def _deadline(s: MangaState) -> float | None:
    if s.phase == "count_in":
        return s.count_in_end
    if s.phase == "battle":
        if s.replace_until is not None:
            return s.replace_until
        return s.deadlock_at
    if s.phase == "last_card":
        return s.last_card_until
    if s.phase == "result":
        return s.result_until
    return None


def _advance(s: MangaState, now: float, events: list[Event]) -> None:
    """Process every deadline up to ``now`` in order, each at its own time."""
    while True:
        d = _deadline(s)
        if d is None or d > now:
            return
        s.clock = max(s.clock, d)
        if s.phase == "count_in":
            s.phase = "battle"
            s.count_in_end = d
            s.since = d
            events.append(Event("action_power", {"battle": s.battle, "t": d}))
            _refresh_deadlock(s, d)
        elif s.phase == "battle" and s.replace_until is not None:
            events.append(Event("stop_window_closed", {"seat": s.replacer}))
            s.replacer = None
            s.replace_until = None
            _refresh_deadlock(s, d)
        elif s.phase == "battle":
            s.deadlock_at = None
            seat = s.turner if s.turner is not None else s.opener
            if _turn_up(s, d, seat, events):
                _refresh_deadlock(s, d)
            else:
                _stalemate(s, d, events)
        elif s.phase == "last_card":
            assert s.last_card_seat is not None
            _end_battle(s, d, s.last_card_seat, "empty_hand", events)
        elif s.phase == "result":
            _next_battle(s, d, events)


class MangaGame(Game[MangaState, MangaAction]):
    """Manga Manga. See the module docstring for phases, timing and fairness."""

    id: ClassVar[str] = "manga"
    title: ClassVar[str] = "Manga Manga"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    realtime: ClassVar[bool] = True
    content_file: ClassVar[str | None] = CONTENT_FILE
    content_model: ClassVar[type[Any] | None] = MangaContent
    options: ClassVar[tuple[RuleOption, ...]] = (
        RuleOption("mode", "classic", ("classic", "assisted")),
    )

    # -- setup -------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> MangaState:
        """Deal the first battle; its count-in runs from t=0. ``config.content``
        None loads the bundled YAML (handy for tests and benchmarks)."""
        self.check_seats(config.num_seats)
        rules = self.resolve_rules(config.rules)
        content = validate_content(config.content if config.content is not None else load_content_json())
        warrior: list[str | None] = []
        shield: list[str | None] = []
        for entry in content.deck.warriors:
            warrior.extend([entry.warrior] * entry.count)
            shield.extend([entry.shield] * entry.count)
        warrior.extend([None] * content.deck.dragons)
        shield.extend([None] * content.deck.dragons)
        victory = [d.swords for d in content.victory_discs for _ in range(d.count)]
        consolation = [d.effect for d in content.consolation_discs for _ in range(d.count)]
        tm = content.timings
        setup = Setup(seats=config.num_seats, mode=str(rules["mode"]), colours=tuple(content.colour_ids()),
                      symbols=tuple(c.symbol for c in content.colours),
                      warrior=tuple(warrior), shield=tuple(shield), hand_size=content.hand_size,
                      battles=content.battles, count_in=tm.count_in, deadlock_pause=tm.deadlock_pause,
                      stop_replacement=tm.stop_replacement, last_card_stop=tm.last_card_stop,
                      result_pause=tm.result_pause, victory_value=tuple(victory),
                      consolation_effect=tuple(consolation))
        n = config.num_seats
        s = MangaState(setup=setup, rng=seed, players=list(range(n)), hands=[[] for _ in range(n)],
                       victory_owned=[[] for _ in range(n)], consolation_owned=[[] for _ in range(n)])
        s.draw = list(range(len(warrior)))
        _shuffle(s, s.draw)
        s.victory_stack = list(range(len(victory)))
        _shuffle(s, s.victory_stack)
        s.consolation_stack = list(range(len(consolation)))
        _shuffle(s, s.consolation_stack)
        events: list[Event] = []
        _deal(s, 0.0, events)
        _begin_count_in(s, 0.0, events)
        s.anchor = s.bare()
        return s

    # -- queries -------------------------------------------------------------------
    def legal_actions(self, state: MangaState, seat: int) -> list[MangaAction]:
        """Stable order: plays by hand order (dragons once per colour), Stop,
        draw; or in the consolation step: each disc use, then done. Plays
        carry the current pile number as ``seen``."""
        s = state
        if not 0 <= seat < s.setup.seats or seat not in s.players:
            return []
        out: list[MangaAction] = []
        if s.phase == "consolation":
            if s.consolation_order[s.consolation_index] != seat:
                return []
            hand = sorted(s.hands[seat], key=lambda c: hand_sort_key(s.setup, c))
            for d in sorted(s.consolation_owned[seat]):
                effect = s.setup.consolation_effect[d]
                if effect == "discard" and len(hand) > 1:
                    out.extend(use_disc(d, [c]) for c in hand)
                elif effect == "swap":
                    out.extend(use_disc(d, [a, b]) for i, a in enumerate(hand) for b in hand[i + 1:])
                elif effect == "dragons_away":
                    out.append(use_disc(d))
            out.append(DONE)
            return out
        if seat in s.excluded:
            return []
        if s.phase == "battle" and seat in s.eligible():
            for c in sorted(s.hands[seat], key=lambda c: hand_sort_key(s.setup, c)):
                if s.is_dragon(c):
                    out.extend(play(c, s.seq, col) for col in s.setup.colours)
                elif s.fits(c) or (s.setup.mode == "classic" and s.replacer is None):
                    out.append(play(c, s.seq))
        if s.stoppable() and s.pile[-1].seat != seat:
            out.append(stop(s.seq))
        if s.two_player_rules and s.phase in ("count_in", "battle") and (
                s.draw or s.set_aside or len(s.pile) > _protected_top(s)):
            out.append(DRAW)
        return out

    def active_seats(self, state: MangaState) -> tuple[int, ...]:
        if state.phase == "consolation":
            return (state.consolation_order[state.consolation_index],)
        if state.phase in ("battle", "last_card", "count_in"):
            return tuple(p for p in state.players if p not in state.excluded)
        return ()

    def next_deadline(self, state: MangaState) -> float | None:
        return _deadline(state)

    def advance(self, state: MangaState, now: float) -> tuple[MangaState, list[Event]]:
        d = _deadline(state)
        if d is None or d > now:
            return state, []
        s = state.clone()
        events: list[Event] = []
        _advance(s, now, events)
        return s, events

    # -- apply ------------------------------------------------------------------------
    def apply(self, state: MangaState, seat: int, action: MangaAction,
              t: float = 0.0) -> tuple[MangaState, list[Event]]:
        if not isinstance(action, MangaAction):
            raise IllegalAction("not a Manga Manga action")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.setup.seats:
            raise IllegalAction(f"there is no seat {seat!r}")
        if not math.isfinite(t):
            raise IllegalAction("the action time must be a finite number")
        if state.phase == "over":
            raise IllegalAction("the game is over")
        if t < state.clock:
            late = self._apply_late(state, seat, action, t)
            if late is not None:
                return late
        s, events = self._apply_now(state, seat, action, t)
        applied = Applied(max(t, state.clock), seat, action, s.bare())
        cutoff = applied.t - LATE_WINDOW
        gone = [h for h in state.history if h.t < cutoff]
        s.history = [h for h in state.history if h.t >= cutoff] + [applied]
        if gone:
            s.anchor = gone[-1].after
        return s, events

    def _apply_late(self, state: MangaState, seat: int, action: MangaAction,
                    t: float) -> tuple[MangaState, list[Event]] | None:
        """A press made at ``t`` that reaches the rules after later ones (or after
        a deadline passed): rebuild the last moments with it in its place. Every
        later action is applied again after it (a play aimed at a top card that
        the late press covered now bounces as too slow; one that is now refused
        is taken back), then the deadlines up to the old clock. ``None`` when the
        press is older than the history (it then counts as made now). Presses
        stamped alike keep the order in which they reached the rules. A press
        refused when it arrived is not kept (a refusal changes nothing), so it is
        not tried again here."""
        history = state.history
        j = max((i for i, h in enumerate(history) if h.t <= t), default=-1)
        start = history[j].after if j >= 0 else state.anchor
        if start is None or start.clock > t:
            return None
        rebuilt = list(history[: j + 1])
        s, events = self._apply_now(start, seat, action, t)  # IllegalAction: refused, nothing changed
        rebuilt.append(Applied(t, seat, action, s.bare()))
        for h in history[j + 1:]:
            try:
                s, more = self._apply_now(s, h.seat, h.action, h.t)
            except IllegalAction as exc:
                events.append(Event("retracted", {"seat": h.seat, "action": h.action.to_json(), "t": h.t,
                                                  "reason": exc.reason}))
                continue
            events += more
            rebuilt.append(Applied(h.t, h.seat, h.action, s.bare()))
        _advance(s, state.clock, events)  # the deadlines that had passed (a retracted press leaves no trace)
        s.history = rebuilt
        s.anchor = state.anchor
        return s, events

    def _apply_now(self, state: MangaState, seat: int, action: MangaAction,
                   t: float) -> tuple[MangaState, list[Event]]:
        """The rules for one action at ``t`` (an earlier ``t`` than the clock counts as the clock)."""
        s = state.clone()
        events: list[Event] = []
        _advance(s, t, events)
        raw_t = t
        t = max(t, s.clock)
        s.clock = t
        kind = action.kind
        if kind == "play":
            self._play(s, seat, action, raw_t, t, events)
        elif kind == "stop":
            self._stop(s, seat, action, raw_t, t, events)
        elif kind == "draw":
            self._draw(s, seat, raw_t, t, events)
        elif kind in ("use_disc", "done"):
            self._consolation(s, seat, action, t, events)
        else:
            raise IllegalAction(f"unknown action kind {kind!r}")
        return s, events

    @staticmethod
    def _check_in_battle(s: MangaState, seat: int, raw_t: float, what: str) -> None:
        if s.phase == "count_in" or (s.count_in_end is not None and raw_t < s.count_in_end
                                     and s.phase in ("battle", "last_card")):
            raise IllegalAction(f"wait for Action Power!: no {what} before the battle starts")
        if s.phase == "last_card" and what != "Stop":
            raise IllegalAction("the battle is ending: only Action Stop! is possible now")
        if s.phase not in ("battle", "last_card"):
            raise IllegalAction(f"no {what} now: the game is in its {s.phase} phase")
        if seat not in s.players:
            raise IllegalAction(f"seat {seat} is not in this battle")
        if seat in s.excluded:
            raise IllegalAction(f"seat {seat} called a wrong Action Stop! and is out of this battle")

    @staticmethod
    def _bounce(s: MangaState, seat: int, action: MangaAction, t: float, events: list[Event]) -> bool:
        """Bounce a play or Stop aimed at a top card that is gone. True if bounced."""
        if action.seen is None:
            raise IllegalAction("say which pile card you saw (seen)")
        if action.seen > s.seq:
            raise IllegalAction(f"pile card {action.seen} has not been played yet")
        if action.seen < s.seq:
            events.append(Event("bounced", {"seat": seat, "kind": action.kind, "card": action.card,
                                            "reason": "too_slow", "seen": action.seen, "seq": s.seq,
                                            "t": t}))
            return True
        return False

    def _play(self, s: MangaState, seat: int, a: MangaAction, raw_t: float, t: float,
              events: list[Event]) -> None:
        self._check_in_battle(s, seat, raw_t, "play")
        card = a.card
        if card is None or card not in s.hands[seat]:
            raise IllegalAction(f"card {card} is not in seat {seat}'s hand")
        if s.is_dragon(card):
            if a.colour not in s.setup.colours:
                raise IllegalAction(f"a dragon needs a colour to announce ({', '.join(s.setup.colours)})")
        elif a.colour is not None:
            raise IllegalAction("only a dragon announces a colour")
        if self._bounce(s, seat, a, t, events):
            return
        if s.replacer is not None and s.replacer != seat:
            raise IllegalAction(f"only seat {s.replacer} may play during the Action Stop! window")
        if s.replacer is None and not s.two_player_rules and s.last_player == seat:
            raise IllegalAction("you played the last card: wait until another player plays")
        fits = s.fits(card)
        if not fits:
            if s.setup.mode == "assisted":
                raise IllegalAction(f"that card does not fit: a {s.follow()} warrior or a dragon is needed")
            if s.replacer is not None:
                raise IllegalAction(f"the replacement card must fit: a {s.follow()} warrior or a dragon")
        s.hands[seat].remove(card)
        s.pile.append(PileCard(card, seat, a.colour))
        s.seq += 1
        s.since = t
        s.last_player = s.turner = seat
        s.replacer = None
        s.replace_until = None
        events.append(Event("played", {"seat": seat, "card": card, "colour": a.colour, "seq": s.seq,
                                       "t": t, "left": len(s.hands[seat])}))
        if not s.hands[seat]:
            if s.setup.mode == "classic":
                s.phase = "last_card"
                s.last_card_seat = seat
                s.last_card_until = t + s.setup.last_card_stop
                s.deadlock_at = None
                events.append(Event("last_card", {"seat": seat, "until": s.last_card_until}))
            else:
                _end_battle(s, t, seat, "empty_hand", events)
            return
        _refresh_deadlock(s, t)

    def _stop(self, s: MangaState, seat: int, a: MangaAction, raw_t: float, t: float,
              events: list[Event]) -> None:
        if s.setup.mode != "classic":
            raise IllegalAction("there is no Action Stop! in assisted mode")
        self._check_in_battle(s, seat, raw_t, "Stop")
        if self._bounce(s, seat, a, t, events):
            return
        if s.replacer is not None:
            raise IllegalAction("an Action Stop! is being settled: wait for the replacement card")
        top = s.pile[-1]
        if top.seat is None or len(s.pile) < 2:
            raise IllegalAction("a turned-up card cannot be stopped")
        if top.seat == seat:
            raise IllegalAction("you cannot call Action Stop! on your own card")
        owner = top.seat
        right = not (s.is_dragon(top.card) or s.setup.warrior[top.card] == _asks(s.setup, s.pile[-2]))
        events.append(Event("stop_called", {"caller": seat, "target": owner, "card": top.card,
                                            "right": right, "t": t}))
        if right:
            s.pile.pop()
            s.hands[owner].append(top.card)
            s.seq += 1
            s.since = t
            s.last_player = s.pile[-1].seat
            if s.last_player is not None:
                s.turner = s.last_player
            s.replacer = seat
            s.replace_until = t + s.setup.stop_replacement
            s.deadlock_at = None
            if s.phase == "last_card":
                s.phase = "battle"
                s.last_card_seat = None
                s.last_card_until = None
            events.append(Event("wrong_card", {"seat": owner, "card": top.card, "caller": seat,
                                               "seq": s.seq}))
            events.append(Event("stop_window", {"seat": seat, "until": s.replace_until}))
        else:
            s.excluded.append(seat)
            events.append(Event("excluded", {"seat": seat}))
            _refresh_deadlock(s, t)

    def _draw(self, s: MangaState, seat: int, raw_t: float, t: float, events: list[Event]) -> None:
        if not s.two_player_rules:
            raise IllegalAction("drawing is only allowed with the 2-player rules")
        if s.phase not in ("count_in", "battle"):
            raise IllegalAction(f"no drawing now: the game is in its {s.phase} phase")
        if seat not in s.players:
            raise IllegalAction(f"seat {seat} is not in this battle")
        if seat in s.excluded:
            raise IllegalAction(f"seat {seat} is out of this battle")
        card = _draw_one(s, t, events)
        if card is None:
            raise IllegalAction("there is nothing left to draw")
        s.hands[seat].append(card)
        events.append(Event("drew", {"seat": seat, "card": card, "t": t}))
        _refresh_deadlock(s, t)

    def _consolation(self, s: MangaState, seat: int, a: MangaAction, t: float, events: list[Event]) -> None:
        if s.phase != "consolation":
            raise IllegalAction("consolation discs are used only between battles")
        turn = s.consolation_order[s.consolation_index]
        if seat != turn:
            raise IllegalAction(f"it is seat {turn}'s turn to use consolation discs")
        if a.kind == "done":
            events.append(Event("consolation_done", {"seat": seat}))
            _next_consolation_turn(s, t, events)
            return
        disc = a.disc
        if disc is None or disc not in s.consolation_owned[seat]:
            raise IllegalAction(f"seat {seat} does not hold consolation disc {disc}")
        effect = s.setup.consolation_effect[disc]
        hand = s.hands[seat]
        cards = list(a.cards)
        if effect == "sword":
            raise IllegalAction("a sword disc is kept for the final score, not spent")
        if any(c not in hand for c in cards) or len(set(cards)) != len(cards):
            raise IllegalAction("choose different cards from your own hand")
        data: dict[str, Json] = {"seat": seat, "disc": disc, "effect": effect, "cards": cards}
        if effect == "discard":
            if len(cards) != 1:
                raise IllegalAction("a discard disc discards exactly one card")
            if len(hand) < 2:
                raise IllegalAction("you cannot discard your last card")
            hand.remove(cards[0])
            s.set_aside.append(cards[0])
        elif effect == "swap":
            if len(cards) != 2:
                raise IllegalAction("a swap disc swaps exactly two cards")
            drawn = [c for c in (_draw_one(s, t, events), _draw_one(s, t, events)) if c is not None]
            for c in cards:
                hand.remove(c)
                s.set_aside.append(c)
            hand.extend(drawn)
            data["drawn"] = drawn
        else:  # dragons_away
            if cards:
                raise IllegalAction("the dragons-away disc takes no cards")
            redrawn: dict[str, Json] = {}
            for i in range(1, s.setup.seats):
                p = (seat + i) % s.setup.seats
                if p not in s.players:
                    continue
                dragons = [c for c in s.hands[p] if s.is_dragon(c)]
                for c in dragons:
                    s.hands[p].remove(c)
                    s.set_aside.append(c)
                new = [c for c in (_draw_one(s, t, events) for _ in dragons) if c is not None]
                s.hands[p].extend(new)
                if dragons:
                    redrawn[str(p)] = {"discarded": dragons, "drawn": new}
            data["players"] = redrawn
        s.consolation_owned[seat].remove(disc)
        s.consolation_spent.append(disc)
        events.append(Event("disc_used", data))
        if not s.consolation_owned[seat]:  # nothing left: the turn ends (moving on now hides nothing)
            _next_consolation_turn(s, t, events)

    # -- view / outcome -----------------------------------------------------------
    def view(self, state: MangaState, seat: int | None) -> MangaView:
        """Everything a table UI needs; hands are public, sorted by colour.
        Victory disc values show only to their owner until the final reveal;
        consolation disc effects only to their owner (spent ones are public);
        the order of the draw pile and of both disc stacks never appears."""
        s = state
        st = s.setup
        revealed = s.phase == "over" or s.deciding or bool(s.pending_deciding)

        def pile_entry(i: int) -> PileEntryView | None:
            if len(s.pile) < i:
                return None
            e = s.pile[-i]
            return {"card": card_json(st, e.card), "seat": e.seat, "announced": e.colour,
                    "follow": _asks(st, e)}

        n = st.seats
        v: MangaView = {
            "game": "manga", "you": seat, "seats": n, "mode": st.mode, "colours": list(st.colours),
            "symbols": dict(zip(st.colours, st.symbols, strict=True)),
            "phase": s.phase, "battle": s.battle, "battles": st.battles, "deciding": s.deciding,
            "players": list(s.players), "two_player_rules": s.two_player_rules,
            "clock": s.clock, "count_in_end": s.count_in_end if s.phase == "count_in" else None,
            "battle_started_at": s.count_in_end,
            "top": pile_entry(1), "under": pile_entry(2), "follow": s.follow(),
            "follow_from_dragon": bool(s.pile) and s.is_dragon(s.pile[-1].card),
            "seq": s.seq, "since": s.since, "last_player": s.last_player, "may_play": s.eligible(),
            "stop_possible": s.stoppable(), "stop_target": s.pile[-1].seat if s.stoppable() else None,
            "replacement": None if s.replacer is None else {"seat": s.replacer, "until": s.replace_until},
            "last_card": None if s.last_card_seat is None else {"seat": s.last_card_seat,
                                                                "until": s.last_card_until},
            "deadlock_at": s.deadlock_at, "result_until": s.result_until, "excluded": list(s.excluded),
            "hands": [[card_json(st, c) for c in sorted(h, key=st.sort_keys.__getitem__)]
                      for h in s.hands],
            "hand_counts": [len(h) for h in s.hands],
            "draw_count": len(s.draw), "set_aside_count": len(s.set_aside), "pile_count": len(s.pile),
            "victory_stack": len(s.victory_stack), "victory_discs": [len(x) for x in s.victory_owned],
            "consolation_stack": len(s.consolation_stack),
            "consolation_discs": [len(x) for x in s.consolation_owned],
            "consolation_spent": [st.consolation_effect[d] for d in s.consolation_spent],
            "consolation_turn": (s.consolation_order[s.consolation_index]
                                 if s.phase == "consolation" else None),
            "battle_winners": list(s.battle_winners),
            "scores": s.scores() if revealed else None,
            "victory_values": ([[st.victory_value[d] for d in x] for x in s.victory_owned]
                               if revealed else None),
            "deciding_seats": list(s.players) if s.deciding else list(s.pending_deciding),
            "winners": None if s.winners is None else list(s.winners),
        }
        if seat is not None and 0 <= seat < n:
            v["my_victory_discs"] = [st.victory_value[d] for d in s.victory_owned[seat]]
            v["my_consolation_discs"] = [{"id": d, "effect": st.consolation_effect[d]}
                                         for d in sorted(s.consolation_owned[seat])]
        return v

    # -- hidden information -------------------------------------------------------------
    @staticmethod
    def _revealed(s: MangaState) -> bool:
        """Victory disc values (and so the sword count) are public from the final reveal on."""
        return s.phase == "over" or s.deciding or bool(s.pending_deciding)

    def secrets(self, state: MangaState, seat: int) -> dict[str, Json]:
        """The faces of a seat's own discs (hands are face up in Manga Manga)."""
        st = state.setup
        out: dict[str, Json] = {"consolation": sorted(st.consolation_effect[d]
                                                      for d in state.consolation_owned[seat])}
        if not self._revealed(state):
            out["victory"] = sorted(st.victory_value[d] for d in state.victory_owned[seat])
        return out

    def redact(self, state: MangaState, seat: int | None, seed: int) -> MangaState:
        """Re-deal what ``seat`` cannot know: the draw pile's order, the other
        seats' discs with the stacks they came from (values and effects until the
        reveal), and the RNG of future shuffles. The late-press history is
        dropped (it holds earlier states, draw order included)."""
        s = state.bare()
        rng = Rng(seed)
        s.draw = sorted(s.draw)
        rng.shuffle(s.draw)
        others = [p for p in range(s.setup.seats) if p != seat]

        def redeal(stack: list[int], owned: list[list[int]]) -> list[int]:
            pool = sorted(stack + [d for p in others for d in owned[p]])
            rng.shuffle(pool)
            for p in others:
                n = len(owned[p])
                owned[p], pool = sorted(pool[:n]), pool[n:]
            return pool

        if self._revealed(s):
            s.victory_stack = sorted(s.victory_stack)
            rng.shuffle(s.victory_stack)
            s.consolation_stack = sorted(s.consolation_stack)
            rng.shuffle(s.consolation_stack)
        else:
            s.victory_stack = redeal(s.victory_stack, s.victory_owned)
            s.consolation_stack = redeal(s.consolation_stack, s.consolation_owned)
        s.rng = rng.next_u64()
        return s

    def swap_secrets(self, state: MangaState, seed: int) -> MangaState | None:
        """Deal the held discs among the seats holding as many (counts are
        public), victory values only before the reveal."""
        s = state.clone()
        rng = Rng(seed)
        changed = False
        kinds = [s.consolation_owned] + ([] if self._revealed(s) else [s.victory_owned])
        for owned in kinds:
            by_count: dict[int, list[int]] = {}
            for p in range(s.setup.seats):
                if owned[p]:
                    by_count.setdefault(len(owned[p]), []).append(p)
            for seats in by_count.values():
                if len(seats) < 2:
                    continue
                pool = [owned[p] for p in seats]
                rng.shuffle(pool)
                for p, discs in zip(seats, pool, strict=True):
                    changed |= owned[p] != discs
                    owned[p] = list(discs)
        return s if changed else None

    def record_extras(self, config: GameConfig, outcome: Outcome, seat: int) -> dict[str, int | str]:
        """Battles won and swords (the score)."""
        battles = outcome.detail.get("battle_winners", [])
        won = sum(1 for w in battles if w == seat) if isinstance(battles, list) else 0
        return {"battles": won, "swords": int(outcome.scores[seat]) if seat < len(outcome.scores) else 0}

    def outcome(self, state: MangaState) -> Outcome | None:
        if state.phase != "over" or state.winners is None:
            return None
        scores = state.scores()
        return Outcome(winners=tuple(state.winners), scores=tuple(float(x) for x in scores),
                       reason=state.end_reason, detail={"battle_winners": list(state.battle_winners)})

    # -- serialisation ------------------------------------------------------------
    def state_to_json(self, state: MangaState) -> Json:
        return state_to_json(state)

    def state_from_json(self, data: Json) -> MangaState:
        return state_from_json(data)

    def action_to_json(self, action: MangaAction) -> Json:
        return action.to_json()

    def action_from_json(self, data: Json) -> MangaAction:
        return MangaAction.from_json(data)

    def describe_action(self, action: MangaAction) -> str:
        if action.kind == "play":
            extra = f" as {action.colour}" if action.colour else ""
            return f"play card {action.card}{extra} on #{action.seen}"
        if action.kind == "stop":
            return f"Action Stop! on #{action.seen}"
        if action.kind == "use_disc":
            cards = f" on {list(action.cards)}" if action.cards else ""
            return f"use disc {action.disc}{cards}"
        return action.kind

    def tally(self, state: MangaState, seat: int | None, action: MangaAction | None,
              events: Sequence[Event]) -> Iterable[tuple[int | None, str]]:
        """Cards played by warrior colour (or dragon), Action Stop! presses and
        consolation discs used, by seat."""
        if action is None or seat is None:
            return
        st = state.setup
        if action.kind == "play" and action.card is not None:
            yield seat, f"card:{st.warrior[action.card] or 'dragon'}"
        elif action.kind == "stop":
            yield seat, "stop:pressed"
        elif action.kind == "use_disc" and action.disc is not None:
            yield seat, f"disc used:{st.consolation_effect[action.disc]}"
