"""The Ikasamage state: what is where, and the small moves every rule shares.

Spells are integers, one per physical card (``Setup.spells`` expands each YAML
entry's ``count``); fighters and judges are indexes into their YAML lists. A
spell on the table is a *slot* ``[card, owner, face_up]`` in its fighter
position's list. Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine.contract import Event, Json
from game.engine.rng import Rng

if TYPE_CHECKING:
    from game.games.ikasamage.content import FighterDef, IkaContent, JudgeDef, SpellDef
    from game.games.ikasamage.ops import OpParams

class Why(str):
    """Why the rules refuse an action: English words (what ``IllegalAction``
    and the command line show), plus a stable ``code`` and its ``values`` so a
    table can say it in the players' language."""

    code: str
    values: dict[str, Json]

    def __new__(cls, code: str, text: str, **values: Json) -> Why:
        why = super().__new__(cls, text)
        why.code = code
        why.values = values
        return why


@dataclass(frozen=True)
class Card:
    """One physical spell card, with what the rules read of it."""

    spell: int
    """Index of its entry in the YAML list."""
    id: str
    type: str
    forbidden: bool
    mana: int
    face_up: bool
    """Cast face up (Direct, Reflection) rather than face down."""
    ops: tuple[OpParams, ...]
    delta: int
    """The power its ops add to a fighter (before an Undead reverses it)."""
    factor: int
    """What its ops multiply the fighter's reward by."""
    protects: bool
    """On a fighter, it shuts the fighter and its spells to new spells (Reflection)."""
    target: str
    """What casting it must name (:func:`ops.spell_target`)."""


@dataclass(frozen=True)
class Setup:
    """What never changes during a game (shared between state copies)."""

    content: IkaContent
    seats: int
    coup_tordu: bool
    cards: tuple[Card, ...]
    start: int
    draw: int
    limit: int
    signs: tuple[int, ...]
    """Per fighter: -1 when its abilities reverse spell power (Undead), else 1."""
    refusals: tuple[frozenset[int], ...]
    """Per judge: the spells (indices into ``content.spells``) it refuses."""

    @property
    def fighters(self) -> list[FighterDef]:
        return self.content.fighters

    @property
    def judges(self) -> list[JudgeDef]:
        return self.content.judges

    def spell(self, card: int) -> SpellDef:
        return self.content.spells[self.cards[card].spell]

    def to_json(self) -> Json:
        return {"content": self.content.model_dump(mode="json"), "seats": self.seats,
                "coup_tordu": self.coup_tordu}



@dataclass
class IkaState:
    """The whole game. Treat as immutable: the rules work on a :meth:`clone`."""

    setup: Setup
    rng: int
    phase: str = "bet"
    round: int = 1
    matches: int = 1
    """Matches played, replays included."""
    first: int = 0
    turn: int = 0
    gold: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    """Top is the end."""
    discard: list[int] = field(default_factory=list)
    """Face up, bottom to top; anyone may look through it."""
    fighter_deck: list[int] = field(default_factory=list)
    fighters: list[int] = field(default_factory=list)
    """The fighter at each position this match."""
    judge_deck: list[int] = field(default_factory=list)
    judge: int = 0
    judge_discard: list[int] = field(default_factory=list)
    slots: list[list[list[int]]] = field(default_factory=list)
    """Per position: ``[card, owner, face_up]`` in the order cast."""
    bets: list[list[int]] = field(default_factory=list)
    """Per seat: the positions of its bet cards (empty before it bets)."""
    passed: list[bool] = field(default_factory=list)
    confusion: bool = False
    invisible: list[bool] = field(default_factory=list)
    prismatic: list[bool] = field(default_factory=list)
    seen: list[list[int]] = field(default_factory=list)
    """Per seat: face-down spells it has looked at (Detect Magic), sorted."""
    forget: list[int] | None = None
    """``[target, caster, count]`` while Amnesia's target chooses its discard."""
    done: list[bool] = field(default_factory=list)
    """Redraw: who has drawn."""
    refused_casts: list[list[int]] = field(default_factory=list)
    """This match's spells cast although the judge refused them: ``[card,
    seat, how]``, how 0 under Invisibility, 1 paid for (coup tordu)."""
    result: Json = None
    """The last match's result as the table saw it (see :mod:`views`)."""
    winners: list[int] | None = None
    end_reason: str = ""

    def clone(self) -> IkaState:
        return IkaState(
            setup=self.setup, rng=self.rng, phase=self.phase, round=self.round, matches=self.matches,
            first=self.first, turn=self.turn, gold=list(self.gold), hands=[list(h) for h in self.hands],
            deck=list(self.deck), discard=list(self.discard), fighter_deck=list(self.fighter_deck),
            fighters=list(self.fighters), judge_deck=list(self.judge_deck), judge=self.judge,
            judge_discard=list(self.judge_discard), slots=[[list(x) for x in p] for p in self.slots],
            bets=[list(b) for b in self.bets], passed=list(self.passed), confusion=self.confusion,
            invisible=list(self.invisible), prismatic=list(self.prismatic), seen=[list(x) for x in self.seen],
            forget=None if self.forget is None else list(self.forget), done=list(self.done),
            refused_casts=[list(x) for x in self.refused_casts], result=self.result,
            winners=None if self.winners is None else list(self.winners),
            end_reason=self.end_reason)

    @property
    def seats(self) -> int:
        return self.setup.seats

    def card(self, c: int) -> Card:
        return self.setup.cards[c]

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.seats

    def face_down(self, owner: int | None = None) -> list[int]:
        """Cards face down on the table (of ``owner`` only, if given)."""
        return [x[0] for p in self.slots for x in p if not x[2] and (owner is None or x[1] == owner)]

    def protected(self, pos: int) -> bool:
        """A Reflection (or any spell with a protecting op) is on this fighter."""
        cards = self.setup.cards
        return any(cards[x[0]].protects for x in self.slots[pos])

    def judge_def(self) -> JudgeDef:
        return self.setup.judges[self.judge]

    def refused(self, c: int) -> bool:
        """The current judge refuses this card."""
        return self.setup.cards[c].spell in self.setup.refusals[self.judge]

    def richest(self) -> list[int]:
        top = max(self.gold)
        return [p for p in range(self.seats) if self.gold[p] == top]

    def spell_count(self) -> int:
        """Every spell card, wherever it is (always ``len(setup.cards)``)."""
        return (len(self.deck) + len(self.discard) + sum(len(h) for h in self.hands)
                + sum(len(p) for p in self.slots))


# -- moves every rule shares ---------------------------------------------------------------


def shuffle(s: IkaState, items: list[int]) -> None:
    rng = Rng(s.rng)
    rng.shuffle(items)
    s.rng = rng.next_u64()


def below(s: IkaState, n: int) -> int:
    rng = Rng(s.rng)
    k = rng.below(n)
    s.rng = rng.next_u64()
    return k


def draw_spell(s: IkaState, events: list[Event] | None = None) -> int | None:
    """The top spell of the deck; an empty deck is the discard pile shuffled."""
    if not s.deck and s.discard:
        s.deck, s.discard = s.discard, []
        shuffle(s, s.deck)
        if events is not None:
            events.append(Event("reshuffle", {"cards": len(s.deck)}))
    return s.deck.pop() if s.deck else None


def draw_judge(s: IkaState) -> int:
    """The top judge; an empty judge deck is the discarded judges shuffled."""
    if not s.judge_deck:
        s.judge_deck, s.judge_discard = s.judge_discard, []
        shuffle(s, s.judge_deck)
    return s.judge_deck.pop()


def discard_slot(s: IkaState, pos: int, index: int) -> list[int]:
    """Take a slot off the table, into the discard pile, face up."""
    slot = s.slots[pos].pop(index)
    s.discard.append(slot[0])
    forget_seen(s, slot[0])
    return slot


def forget_seen(s: IkaState, card: int) -> None:
    for seen in s.seen:
        if card in seen:
            seen.remove(card)


def state_to_json(s: IkaState) -> Json:
    return {
        "setup": s.setup.to_json(), "rng": s.rng, "phase": s.phase, "round": s.round, "matches": s.matches,
        "first": s.first, "turn": s.turn, "gold": list(s.gold), "hands": [list(h) for h in s.hands],
        "deck": list(s.deck), "discard": list(s.discard), "fighter_deck": list(s.fighter_deck),
        "fighters": list(s.fighters), "judge_deck": list(s.judge_deck), "judge": s.judge,
        "judge_discard": list(s.judge_discard), "slots": [[list(x) for x in p] for p in s.slots],
        "bets": [list(b) for b in s.bets], "passed": list(s.passed), "confusion": s.confusion,
        "invisible": list(s.invisible), "prismatic": list(s.prismatic), "seen": [list(x) for x in s.seen],
        "forget": s.forget, "done": list(s.done), "refused_casts": [list(x) for x in s.refused_casts],
        "result": s.result,
        "winners": s.winners, "end_reason": s.end_reason,
    }


def _ints(v: Any) -> list[int]:
    return [int(x) for x in v]


def state_from_json(j: Json, setup: Setup) -> IkaState:
    """The state ``j`` holds, on its ``setup`` (made from ``j["setup"]`` by
    :func:`game.games.ikasamage.content.setup_from_json`)."""
    return IkaState(
        setup=setup, rng=int(j["rng"]), phase=str(j["phase"]), round=int(j["round"]),
        matches=int(j["matches"]), first=int(j["first"]), turn=int(j["turn"]), gold=_ints(j["gold"]),
        hands=[_ints(h) for h in j["hands"]], deck=_ints(j["deck"]), discard=_ints(j["discard"]),
        fighter_deck=_ints(j["fighter_deck"]), fighters=_ints(j["fighters"]), judge_deck=_ints(j["judge_deck"]),
        judge=int(j["judge"]), judge_discard=_ints(j["judge_discard"]),
        slots=[[_ints(x) for x in p] for p in j["slots"]], bets=[_ints(b) for b in j["bets"]],
        passed=[bool(x) for x in j["passed"]], confusion=bool(j["confusion"]),
        invisible=[bool(x) for x in j["invisible"]], prismatic=[bool(x) for x in j["prismatic"]],
        seen=[_ints(x) for x in j["seen"]], forget=None if j["forget"] is None else _ints(j["forget"]),
        done=[bool(x) for x in j["done"]], refused_casts=[_ints(x) for x in j.get("refused_casts", [])],
        result=j["result"],
        winners=None if j["winners"] is None else _ints(j["winners"]), end_reason=str(j["end_reason"]))
