"""Ikasamage (Cheaty Mages!) rules: a pure, deterministic, turn-based state machine.

A game is ``rounds`` matches (a match where the judge excludes every fighter
is replayed and does not count). A match:

``bet``
    From the first player in turn order, each seat ``bet``\\ s on one, two or
    three fighter positions, secretly (the table sees how many bet cards).
``spell``
    From the first player in turn order, each seat ``cast``\\ s a spell or
    ``pass``\\ es; a pass is final for the match, and a seat with no card left
    passes by itself. Direct spells go face up on a fighter, Enchants face down
    (Reflection face up), Supports resolve at once and are discarded. Amnesia
    hands the turn to its target for a moment (``forget``: it chooses what to
    discard). When everyone has passed: the reveal, the judgment, the result
    and the pay-out happen at once.
``redraw``
    After rounds 1 and 2, from the match's first player: each seat ``discard``\\ s
    any cards face up, then ``draw``\\ s up to the hand limit.
``over``
    After the last round: most gold wins, then most cards in hand, else shared.

Every spell's effect, fighter ability and judge special is an op of
:mod:`game.games.ikasamage.ops`, read from ``data/ikasamage.yaml``.

Hidden information
------------------
A seat's hand, its bets until the result, its face-down spells and the
face-down spells it looked at (Detect Magic) are its secrets. The table sees
backs, counts and who cast what where.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine.contract import ActionJson, Event, Game, GameConfig, IllegalAction, Json, Outcome, RuleOption
from game.engine.rng import Rng
from game.games.ikasamage.content import (
    BET_SIZES,
    CONTENT_FILE,
    IkaContent,
    load_content_json,
    make_setup,
    setup_from_json,
    validate_content,
)
from game.games.ikasamage.ops import JUDGE_OPS, SPELL_OPS, Cast, Judging, fighter_score, mana_on
from game.games.ikasamage.state import (
    IkaState,
    Why,
    below,
    discard_slot,
    draw_judge,
    draw_spell,
    shuffle,
    state_from_json,
    state_to_json,
)
from game.games.ikasamage.views import IkaView, make_view

ACTION_KINDS = ("bet", "cast", "pass", "forget", "discard", "draw")
_FIELDS = ("fighters", "card", "fighter", "spell", "to", "seat", "bet", "take", "face_down")


@dataclass(frozen=True)
class IkaAction:
    """One decision. JSON forms::

        {"kind": "bet", "fighters": [1, 3]}
        {"kind": "cast", "card": 12, "fighter": 2}            Direct / Enchant
        {"kind": "cast", "card": 7, "fighter": 2, "face_down": true}   under Prismatic Ray
        {"kind": "cast", "card": 60, "spell": [2, 0]}         Dispel Magic
        {"kind": "cast", "card": 69, "spell": [2, 0], "to": 4}  Alteration
        {"kind": "cast", "card": 55, "seat": 3}               Amnesia
        {"kind": "cast", "card": 57, "bet": 1, "take": 4}     Imitation
        {"kind": "pass"}   {"kind": "forget", "card": 5}   {"kind": "discard", "card": 5}   {"kind": "draw"}
    """

    kind: str
    fighters: tuple[int, ...] | None = None
    card: int | None = None
    fighter: int | None = None
    spell: tuple[int, int] | None = None
    to: int | None = None
    seat: int | None = None
    bet: int | None = None
    take: int | None = None
    face_down: bool = False

    def to_json(self) -> Json:
        out: dict[str, Json] = {"kind": self.kind}
        for key in _FIELDS:
            value = getattr(self, key)
            if key == "face_down":
                if value:
                    out[key] = True
            elif value is not None:
                out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @staticmethod
    def from_json(data: Json) -> IkaAction:
        """Parse an action; malformed data raises :class:`IllegalAction`."""
        j = ActionJson(data, ACTION_KINDS, _FIELDS)
        spell = j.integers("spell", 2, 2)
        return IkaAction(j.kind, fighters=j.integers("fighters", 1, 3),
                         spell=None if spell is None else (spell[0], spell[1]), face_down=j.flag("face_down"),
                         **{k: j.integer(k) for k in ("card", "fighter", "to", "seat", "bet", "take")})


PASS = IkaAction("pass")
DRAW = IkaAction("draw")


def bet(*fighters: int) -> IkaAction:
    return IkaAction("bet", fighters=tuple(sorted(fighters)))


def cast(card: int, **targets: Any) -> IkaAction:
    return IkaAction("cast", card=card, **targets)


def target_of(s: IkaState, card: int) -> str:
    """What casting ``card`` must name (see :func:`ops.spell_target`)."""
    return s.card(card).target


# -- the match ----------------------------------------------------------------------------------


def _begin_match(s: IkaState, events: list[Event]) -> None:
    n = s.seats
    richest = s.richest()
    s.first = richest[below(s, len(richest))] if len(richest) > 1 else richest[0]
    count = s.setup.content.fighters_per_round
    s.fighters = [s.fighter_deck.pop() for _ in range(count)]
    s.judge = draw_judge(s)
    s.slots = [[] for _ in range(count)]
    s.bets = [[] for _ in range(n)]
    s.passed = [False] * n
    s.invisible = [False] * n
    s.prismatic = [False] * n
    s.seen = [[] for _ in range(n)]
    s.refused_casts = []
    s.confusion = False
    s.forget = None
    s.phase = "bet"
    s.turn = s.first
    events.append(Event("match", {"round": s.round, "first": s.first, "fighters": list(s.fighters),
                                  "judge": s.judge}))


def _settle_turn(s: IkaState, start: int, events: list[Event]) -> None:
    """Give the turn to the first seat from ``start`` that has not passed (a
    seat with no card passes by itself); everyone passed: the match ends."""
    for k in range(s.seats):
        p = (start + k) % s.seats
        if s.passed[p]:
            continue
        if not s.hands[p]:
            s.passed[p] = True
            events.append(Event("pass", {"seat": p, "auto": True}))
            continue
        s.turn = p
        return
    _resolve(s, events)


def _resolve(s: IkaState, events: list[Event]) -> None:
    """Reveal, judgment, result, pay-out, then the redraw or the end."""
    count = len(s.fighters)
    revealed = [[pos, i, x[0]] for pos in range(count) for i, x in enumerate(s.slots[pos]) if not x[2]]
    for pos in range(count):
        for x in s.slots[pos]:
            x[2] = 1
    s.seen = [[] for _ in range(s.seats)]
    events.append(Event("reveal", {"cards": revealed}))
    judge = s.judge_def()
    j = Judging(limit=judge.limit, judgment=judge.judgment, mana=[mana_on(s, p) for p in range(count)],
                has_spells=[bool(s.slots[p]) for p in range(count)])
    if not s.confusion:
        for sp in judge.specials:
            if JUDGE_OPS[sp.op].stage == "limit":
                JUDGE_OPS[sp.op].judge(s, j, sp, events)
        if j.limit is not None and j.judgment != "none":
            for pos in range(count):
                if j.mana[pos] > j.limit:
                    (j.excluded if j.judgment == "exclusion" else j.dispersed).add(pos)
        for sp in judge.specials:
            if JUDGE_OPS[sp.op].stage == "after":
                JUDGE_OPS[sp.op].judge(s, j, sp, events)
    refused = refused_spells(s)
    dispersed_cards: list[list[int]] = []
    for pos in sorted(j.dispersed):
        dispersed_cards.append([x[0] for x in s.slots[pos]])
        while s.slots[pos]:
            discard_slot(s, pos, 0)
    events.append(Event("judgment", {"limit": j.limit, "judgment": j.judgment, "confusion": s.confusion,
                                     "dispersed": sorted(j.dispersed), "excluded": sorted(j.excluded),
                                     "drawn": j.drawn}))
    scores = [fighter_score(s, pos) for pos in range(count)]
    standing = [pos for pos in range(count) if pos not in j.excluded]
    winner = max(standing, key=lambda p: (scores[p].power, scores[p].base)) if standing else None
    payouts = [0] * s.seats
    if winner is not None:
        reward = scores[winner].reward * scores[winner].factor
        rules = {p.bets: p for p in s.setup.content.payout}
        for seat in range(s.seats):
            if winner in s.bets[seat]:
                rule = rules[len(s.bets[seat])]
                amount = reward * rule.times
                payouts[seat] = (amount + 1) // 2 if rule.half else amount
                s.gold[seat] += payouts[seat]
    s.result = {
        "round": s.round, "replayed": winner is None, "winner": winner,
        "judge": s.judge, "limit": j.limit, "judgment": j.judgment, "drawn": j.drawn, "confusion": s.confusion,
        "fighters": [{"pos": p, "fighter": s.fighters[p], "base": scores[p].base, "power": scores[p].power,
                      "reward": scores[p].reward * scores[p].factor, "mana": j.mana[p],
                      "excluded": p in j.excluded, "dispersed": p in j.dispersed,
                      "spells": [x[0] for x in s.slots[p]]} for p in range(count)],
        "dispersed_cards": dispersed_cards,
        "bets": [list(b) for b in s.bets], "payouts": payouts, "gold": list(s.gold), "refused": refused,
    }
    events.append(Event("result", {"winner": winner, "payouts": payouts}))
    # the table is cleared
    for pos in range(count):
        while s.slots[pos]:
            discard_slot(s, pos, 0)
    s.fighter_deck.extend(s.fighters)
    shuffle(s, s.fighter_deck)
    s.judge_discard.append(s.judge)
    s.matches += 1
    if winner is None:
        events.append(Event("replay", {"round": s.round}))
        _begin_match(s, events)
        return
    if s.round >= s.setup.content.rounds:
        _end(s, events)
        return
    s.phase = "redraw"
    s.turn = s.first
    s.done = [False] * s.seats
    s.bets = [[] for _ in range(s.seats)]


REFUSED_HOW = ("invisible", "cheat", "judge")
"""How a refused spell came to be cast: under Invisibility, paid for (coup
tordu), or before Dimension Door brought a judge who refuses it."""


def refused_spells(s: IkaState) -> list[dict[str, Json]]:
    """The match's refused spells, for its result (all public by then): each
    cast although its judge refused it (a Support too), and each spell on a
    fighter that the judge now judging refuses; where it lies (its fighter,
    None for a Support) and how it came to be cast."""
    on = {x[0]: pos for pos in range(len(s.slots)) for x in s.slots[pos]}
    out: list[dict[str, Json]] = [{"card": card, "seat": seat, "fighter": on.get(card), "how": REFUSED_HOW[how]}
                                  for card, seat, how in s.refused_casts
                                  if card in on or s.card(card).type == "support"]  # not one taken off since
    known = {card for card, _, _ in s.refused_casts}
    out += [{"card": x[0], "seat": x[1], "fighter": pos, "how": "invisible" if s.invisible[x[1]] else "judge"}
            for pos in range(len(s.slots)) for x in s.slots[pos] if s.refused(x[0]) and x[0] not in known]
    return out


def _end(s: IkaState, events: list[Event]) -> None:
    best = max((s.gold[p], len(s.hands[p])) for p in range(s.seats))
    s.winners = [p for p in range(s.seats) if (s.gold[p], len(s.hands[p])) == best]
    s.phase = "over"
    tied_gold = sum(1 for p in range(s.seats) if s.gold[p] == best[0]) > 1
    s.end_reason = ("shared" if len(s.winners) > 1 else "cards") if tied_gold else "gold"
    events.append(Event("over", {"winners": list(s.winners), "reason": s.end_reason}))


# -- legality --------------------------------------------------------------------------------------


def _cast_of(seat: int, a: IkaAction) -> Cast:
    return Cast(seat=seat, card=a.card or 0, fighter=a.fighter, spell=a.spell, to=a.to, target=a.seat,
                bet=a.bet, take=a.take, face_down=a.face_down)


def refusal(s: IkaState, seat: int, a: IkaAction) -> str | None:
    """Why ``seat`` may not take ``a`` now, or None when it may."""
    if s.phase == "over":
        return Why("over", "the game is over")
    if not 0 <= seat < s.seats:
        return Why("no_seat", "no such seat")
    if a.kind == "forget":
        if s.phase != "forget" or s.forget is None or s.forget[0] != seat:
            return Why("not_now", "nothing to forget now")
        if a.card not in s.hands[seat] or _extra(a, "card"):
            return Why("not_in_hand", "that card is not in your hand")
        return None
    wanted = {"bet": "bet", "cast": "spell", "pass": "spell", "discard": "redraw", "draw": "redraw"}[a.kind]
    if s.phase != wanted:
        return Why("not_now", f"not the time to {a.kind}")
    if seat != s.turn:
        return Why("not_your_turn", "not your turn")
    if a.kind == "bet":
        f = a.fighters
        if f is None or _extra(a, "fighters") or len(f) not in BET_SIZES or len(set(f)) != len(f) \
                or list(f) != sorted(f) or not all(0 <= x < len(s.fighters) for x in f):
            return Why("bet_size", "a bet names one, two or three different fighters, in order")
        return None
    if a.kind in ("pass", "draw"):
        return Why("extra", "nothing more to say") if _extra(a) else None
    if a.kind == "discard":
        if a.card not in s.hands[seat] or _extra(a, "card"):
            return Why("not_in_hand", "that card is not in your hand")
        return None
    return cast_refusal(s, seat, a)


def _extra(a: IkaAction, *allowed: str) -> bool:
    """The action carries a field its kind does not take."""
    return any(getattr(a, k) not in (None, False) for k in _FIELDS if k not in allowed)


_TARGET_FIELDS: dict[str, tuple[str, ...]] = {
    "none": (), "fighter": ("fighter",), "spell": ("spell",), "spell_to": ("spell", "to"),
    "player": ("seat",), "bet": ("bet", "take")}
"""The action fields a cast names, by its spell's target."""
_CAST_FIELDS: dict[tuple[str, bool], tuple[str, ...]] = {
    (target, direct): ("card", *fields) + (("face_down",) if direct else ())
    for target, fields in _TARGET_FIELDS.items() for direct in (False, True)}
"""The fields a cast may carry, by its spell's target and whether it is a Direct spell."""


def cast_refusal(s: IkaState, seat: int, a: IkaAction) -> str | None:
    """Why ``seat`` may not cast ``a`` (phase and turn aside)."""
    if s.passed[seat]:
        return Why("passed", "you have passed")
    if a.card is None or a.card not in s.hands[seat]:
        return Why("not_in_hand", "that card is not in your hand")
    card = s.card(a.card)
    target = card.target
    fields = _TARGET_FIELDS[target]
    if _extra(a, *_CAST_FIELDS[target, card.type == "direct"]) or any(getattr(a, k) is None for k in fields):
        return Why("targets", f"this spell names {target.replace('_', ' then ')}")
    if s.refused(a.card) and not s.invisible[seat] and not _can_cheat(s, seat):
        return Why("refused", f"{s.judge_def().name.en} refuses it", judge=s.judge)
    npos = len(s.fighters)
    if a.fighter is not None:
        if not 0 <= a.fighter < npos:
            return Why("no_fighter", "no such fighter")
        if s.protected(a.fighter) and not any(SPELL_OPS[o.op].pierces for o in card.ops):
            return Why("reflection_fighter", "a Reflection protects that fighter")
    if a.face_down and not s.prismatic[seat]:
        return Why("prismatic", "only under Prismatic Ray")
    if a.spell is not None:
        pos, i = a.spell
        if not 0 <= pos < npos or not 0 <= i < len(s.slots[pos]):
            return Why("no_spell", "no such spell")
        if s.protected(pos):
            return Why("reflection_spell", "a Reflection protects that spell")
        if a.to is not None:
            if not 0 <= a.to < npos or a.to == pos:
                return Why("another_fighter", "move it to another fighter")
            if s.protected(a.to):
                return Why("reflection_fighter", "a Reflection protects that fighter")
    if a.seat is not None and (not 0 <= a.seat < s.seats or a.seat == seat):
        return Why("another_player", "name another player")
    if a.bet is not None:
        if a.bet not in s.bets[seat]:
            return Why("not_your_bet", "that is not one of your bets")
        if a.take is None or not 0 <= a.take < npos or a.take in s.bets[seat]:
            return Why("unused_bet", "take a bet card you have not used")
    c: Cast | None = None
    for op in card.ops:
        check = SPELL_OPS[op.op].check
        if check is not None:
            c = _cast_of(seat, a) if c is None else c
            reason = check(s, c, op)
            if reason is not None:
                return reason
    return None


def _can_cheat(s: IkaState, seat: int) -> bool:
    """Coup tordu: in the last round, a refused spell for ``cheat_cost`` gold."""
    return (s.setup.coup_tordu and s.round >= s.setup.content.rounds
            and s.gold[seat] >= s.setup.content.cheat_cost)


def casts_of(s: IkaState, seat: int, card: int) -> list[IkaAction]:
    """Every way of casting ``card`` (legal or not): on each fighter (and face
    down too under Prismatic Ray), each spell on the table, each spell to each
    other fighter, each other player, each of its bets for each unused one."""
    return [cast_at(s, seat, card, k) for k in range(cast_count(s, seat, card))]


def cast_count(s: IkaState, seat: int, card: int) -> int:
    """How many casts :func:`casts_of` makes of ``card``, without making them."""
    npos = len(s.fighters)
    c = s.card(card)
    target = target_of(s, card)
    if target == "fighter":
        return npos * 2 if c.type == "direct" and s.prismatic[seat] else npos
    spells = sum(len(p) for p in s.slots)
    if target == "spell":
        return spells
    if target == "spell_to":
        return spells * (npos - 1)
    if target == "player":
        return s.seats - 1
    if target == "bet":
        bets = s.bets[seat]
        return len(bets) * sum(1 for t in range(npos) if t not in bets)
    return 1


def cast_at(s: IkaState, seat: int, card: int, k: int) -> IkaAction:
    """``casts_of(s, seat, card)[k]``, without making the others
    (``0 <= k <`` :func:`cast_count`)."""
    npos = len(s.fighters)
    target = target_of(s, card)
    if target == "fighter":
        return cast(card, fighter=k) if k < npos else cast(card, fighter=k - npos, face_down=True)
    if target in ("spell", "spell_to"):
        per = 1 if target == "spell" else npos - 1
        n, t = divmod(k, per)
        for p in range(npos):
            if n < len(s.slots[p]):
                return cast(card, spell=(p, n)) if target == "spell" else \
                    cast(card, spell=(p, n), to=t if t < p else t + 1)
            n -= len(s.slots[p])
        raise IndexError(k)
    if target == "player":
        return cast(card, seat=k if k < seat else k + 1)
    if target == "bet":
        bets = s.bets[seat]
        free = [t for t in range(npos) if t not in bets]
        n, t = divmod(k, len(free))
        return cast(card, bet=bets[n], take=free[t])
    return cast(card)


BETS: tuple[tuple[int, ...], ...] = tuple(
    combo for k in BET_SIZES for combo in itertools.combinations(range(5), k))


def candidates(s: IkaState, seat: int) -> list[IkaAction]:
    """Actions worth checking for ``seat`` now (a superset of the legal ones)."""
    if s.phase == "forget":
        return [IkaAction("forget", card=c) for c in s.hands[seat]] if s.forget and s.forget[0] == seat else []
    if seat != s.turn:
        return []
    if s.phase == "bet":
        npos = len(s.fighters)
        return [IkaAction("bet", fighters=combo) for k in BET_SIZES
                for combo in itertools.combinations(range(npos), k)]
    if s.phase == "spell":
        out = [PASS]
        for card in s.hands[seat]:
            out += casts_of(s, seat, card)
        return out
    if s.phase == "redraw":
        return [IkaAction("discard", card=c) for c in s.hands[seat]] + [DRAW]
    return []


# -- applying ------------------------------------------------------------------------------------


def _apply(s: IkaState, seat: int, a: IkaAction, events: list[Event]) -> None:
    if a.kind == "bet":
        assert a.fighters is not None
        s.bets[seat] = list(a.fighters)
        events.append(Event("bet", {"seat": seat, "count": len(a.fighters)}))
        nxt = s.next_seat(seat)
        if nxt == s.first:
            s.phase = "spell"
            events.append(Event("spells", {"first": s.first}))
            _settle_turn(s, s.first, events)
        else:
            s.turn = nxt
        return
    if a.kind == "pass":
        s.passed[seat] = True
        events.append(Event("pass", {"seat": seat, "auto": False}))
        _settle_turn(s, s.next_seat(seat), events)
        return
    if a.kind == "cast":
        _cast(s, seat, a, events)
        if s.forget is not None:
            s.phase = "forget"
        else:
            _settle_turn(s, s.next_seat(seat), events)
        return
    if a.kind == "forget":
        assert s.forget is not None and a.card is not None
        s.hands[seat].remove(a.card)
        s.discard.append(a.card)
        s.forget[2] -= 1
        events.append(Event("forget", {"seat": seat, "card": a.card}))
        if s.forget[2] <= 0 or not s.hands[seat]:
            caster = s.forget[1]
            s.forget = None
            s.phase = "spell"
            _settle_turn(s, s.next_seat(caster), events)
        return
    if a.kind == "discard":
        assert a.card is not None
        s.hands[seat].remove(a.card)
        s.discard.append(a.card)
        events.append(Event("discard", {"seat": seat, "card": a.card}))
        return
    # draw
    want = max(0, min(s.setup.draw, s.setup.limit - len(s.hands[seat])))
    got = 0
    for _ in range(want):
        card = draw_spell(s, events)
        if card is None:
            break
        s.hands[seat].append(card)
        got += 1
    s.done[seat] = True
    events.append(Event("draw", {"seat": seat, "count": got}))
    nxt = s.next_seat(seat)
    if nxt != s.first:
        s.turn = nxt
        return
    s.round += 1
    _begin_match(s, events)


def _cast(s: IkaState, seat: int, a: IkaAction, events: list[Event]) -> None:
    assert a.card is not None
    card = s.card(a.card)
    s.hands[seat].remove(a.card)
    up = card.face_up and not a.face_down
    if s.refused(a.card) and (not s.invisible[seat] or up or card.type == "support"):
        # what the table saw: a cast paid for, or a refused card face up (a face-down one under
        # Invisibility keeps its secret: the judgment finds it, see refused_spells)
        s.refused_casts.append([a.card, seat, REFUSED_HOW.index("invisible" if s.invisible[seat] else "cheat")])
    if s.refused(a.card) and not s.invisible[seat]:
        s.gold[seat] -= s.setup.content.cheat_cost
        events.append(Event("cheat", {"seat": seat, "card": a.card if up or card.type == "support" else None,
                                      "cost": s.setup.content.cheat_cost}))
    if card.type != "support":
        assert a.fighter is not None
        s.slots[a.fighter].append([a.card, seat, int(up)])
        events.append(Event("cast", {"seat": seat, "fighter": a.fighter, "card": a.card if up else None,
                                     "face_up": up}))
        return
    events.append(Event("cast", {"seat": seat, "card": a.card, "face_up": True, "fighter": a.fighter,
                                 "target": a.seat, "spell": None if a.spell is None else list(a.spell),
                                 "to": a.to}))
    c = _cast_of(seat, a)
    for op in card.ops:
        resolve = SPELL_OPS[op.op].resolve
        assert resolve is not None
        resolve(s, c, op, events)
    s.discard.append(a.card)


# -- the game --------------------------------------------------------------------------------------


class IkasamageGame(Game[IkaState, IkaAction]):
    """Ikasamage. See the module docstring for the match and its secrets."""

    id: ClassVar[str] = "ikasamage"
    title: ClassVar[str] = "Ikasamage"
    min_seats: ClassVar[int] = 3
    max_seats: ClassVar[int] = 6
    content_file: ClassVar[str | None] = CONTENT_FILE
    content_model: ClassVar[type[Any] | None] = IkaContent
    options: ClassVar[tuple[RuleOption, ...]] = (
        RuleOption("coup_tordu", False, (False, True)),
        # how a seat sees its secrets on the shared screen: the table's choice, the rules ignore it
        RuleOption("private_hands", "peek", ("peek", "handover")),
    )

    def new_game(self, config: GameConfig, seed: int) -> IkaState:
        """``config.content`` None loads the bundled YAML."""
        self.check_seats(config.num_seats)
        rules = self.resolve_rules(config.rules)
        data = config.content if config.content is not None else load_content_json()
        return new_state(validate_content(data), config.num_seats, rules, seed)

    def legal_actions(self, state: IkaState, seat: int) -> list[IkaAction]:
        if not 0 <= seat < state.seats:
            return []
        return [a for a in candidates(state, seat) if refusal(state, seat, a) is None]

    def active_seats(self, state: IkaState) -> tuple[int, ...]:
        s = state
        if s.phase == "over":
            return ()
        if s.phase == "forget":
            assert s.forget is not None
            return (s.forget[0],)
        return (s.turn,)

    def apply(self, state: IkaState, seat: int, action: IkaAction, t: float = 0.0) -> tuple[IkaState, list[Event]]:
        reason = refusal(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        s = state.clone()
        events: list[Event] = []
        _apply(s, seat, action, events)
        return s, events

    def view(self, state: IkaState, seat: int | None) -> IkaView:
        return make_view(state, seat)

    def secrets(self, state: IkaState, seat: int) -> dict[str, Json]:
        """Its hand, its bets until the result, its face-down spells and the
        face-down spells it looked at."""
        s = state
        out: dict[str, Json] = {"hand": sorted(s.hands[seat])}
        if s.bets[seat] and s.phase in ("bet", "spell", "forget"):
            out["bets"] = sorted(s.bets[seat])
        own = sorted(s.face_down(seat))
        if own:
            out["face_down"] = own
        seen = sorted(set(s.seen[seat]) - set(own))
        if seen:
            out["seen"] = seen
        return out

    def redact(self, state: IkaState, seat: int | None, seed: int) -> IkaState:
        """Re-deal, unseen by ``seat``: the other hands, the face-down spells it
        has not seen (with a card that could be there), the spell deck, the other
        seats' bets, the fighter and judge decks and the RNG."""
        rng = Rng(seed)
        s = _redeal(state, seat, rng, include_deck=True)
        s.fighter_deck = sorted(s.fighter_deck)
        rng.shuffle(s.fighter_deck)
        s.judge_deck = sorted(s.judge_deck)
        rng.shuffle(s.judge_deck)
        s.rng = rng.next_u64()
        return s

    def swap_secrets(self, state: IkaState, seed: int) -> IkaState | None:
        """The hands, face-down spells and bets dealt among the seats anew."""
        s = _redeal(state, None, Rng(seed), include_deck=False)
        return None if state_to_json(s) == state_to_json(state) else s

    def record_extras(self, config: GameConfig, outcome: Outcome, seat: int) -> dict[str, int | str]:
        """Gold at the end (the score)."""
        return {"gold": int(outcome.scores[seat]) if seat < len(outcome.scores) else 0}

    def outcome(self, state: IkaState) -> Outcome | None:
        s = state
        if s.phase != "over" or s.winners is None:
            return None
        ranking = sorted(range(s.seats), key=lambda p: (-s.gold[p], -len(s.hands[p]), p))
        detail: dict[str, Json] = {"ranking": [{"seat": p, "gold": s.gold[p], "cards": len(s.hands[p])}
                                               for p in ranking]}
        return Outcome(winners=tuple(s.winners), scores=tuple(float(g) for g in s.gold), reason=s.end_reason,
                       detail=detail)

    def state_to_json(self, state: IkaState) -> Json:
        return state_to_json(state)

    def state_from_json(self, data: Json) -> IkaState:
        return state_from_json(data, setup_from_json(data["setup"]))

    def action_to_json(self, action: IkaAction) -> Json:
        return action.to_json()

    def action_from_json(self, data: Json) -> IkaAction:
        return IkaAction.from_json(data)

    def describe_action(self, action: IkaAction) -> str:
        a = action
        if a.kind == "bet":
            return "bet on " + "-".join(str(f + 1) for f in a.fighters or ())
        if a.kind in ("forget", "discard"):
            return f"{a.kind} card {a.card}"
        if a.kind == "cast":
            parts = [f"cast card {a.card}"]
            if a.fighter is not None:
                parts.append(f"on fighter {a.fighter + 1}" + (" face down" if a.face_down else ""))
            if a.spell is not None:
                parts.append(f"at spell {a.spell[1] + 1} of fighter {a.spell[0] + 1}")
            if a.to is not None:
                parts.append(f"to fighter {a.to + 1}")
            if a.seat is not None:
                parts.append(f"at seat {a.seat + 1}")
            if a.bet is not None:
                parts.append(f"bet {a.bet + 1} for {(a.take or 0) + 1}")
            return " ".join(parts)
        return a.kind

    def tally(self, state: IkaState, seat: int | None, action: IkaAction | None,
              events: Sequence[Event]) -> Iterable[tuple[int | None, str]]:
        """Spells cast and fighters bet on, by seat; the judge and fighters of
        each match (at its first bet)."""
        s, content = state, state.setup.content
        if action is None or seat is None:
            return
        if action.kind == "bet":
            if sum(1 for b in s.bets if b) == 1:
                yield None, f"judge:{content.judges[s.judge].name.en}"
                for f in s.fighters:
                    yield None, f"fighter:{content.fighters[f].name.en}"
            for pos in action.fighters or ():
                yield seat, f"bet on:{content.fighters[s.fighters[pos]].name.en}"
        elif action.kind == "cast" and action.card is not None:
            yield seat, f"spell:{s.setup.spell(action.card).name.en}"


def new_state(content: IkaContent, seats: int, rules: Mapping[str, Json], seed: int) -> IkaState:
    import json

    setup = make_setup(json.dumps(content.model_dump(mode="json"), sort_keys=True), seats, bool(rules["coup_tordu"]))
    n = seats
    s = IkaState(setup=setup, rng=seed, gold=[content.start_gold] * n, hands=[[] for _ in range(n)],
                 deck=list(range(len(setup.cards))), fighter_deck=list(range(len(content.fighters))),
                 judge_deck=list(range(len(content.judges))), bets=[[] for _ in range(n)],
                 passed=[False] * n, invisible=[False] * n, prismatic=[False] * n, seen=[[] for _ in range(n)],
                 done=[False] * n)
    shuffle(s, s.deck)
    shuffle(s, s.fighter_deck)
    shuffle(s, s.judge_deck)
    for _ in range(setup.start):
        for p in range(n):
            card = draw_spell(s)
            if card is not None:
                s.hands[p].append(card)
    _begin_match(s, [])
    return s


def _redeal(state: IkaState, observer: int | None, rng: Rng, include_deck: bool) -> IkaState:
    """Deal again every card ``observer`` has not seen (``None``: the table)
    among the places it could be: other hands, face-down slots (an Enchant cast
    face down, or a Direct where its caster had Prismatic Ray) and, with
    ``include_deck``, the spell deck; and every other seat's bets."""
    s = state.clone()
    known: set[int] = set()
    if observer is not None:
        known = set(s.hands[observer]) | set(s.face_down(observer)) | set(s.seen[observer])
    hidden = [(pos, i) for pos in range(len(s.slots)) for i, x in enumerate(s.slots[pos])
              if not x[2] and x[0] not in known]
    hands = [p for p in range(s.seats) if p != observer]
    pool = sorted([s.slots[p][i][0] for p, i in hidden] + [c for p in hands for c in s.hands[p]]
                  + (s.deck if include_deck else []))
    rng.shuffle(pool)

    def hideable(c: int, direct_ok: bool) -> bool:
        card = s.card(c)
        return (card.type == "enchant" and not card.face_up) or (direct_ok and card.type == "direct")

    mapping: dict[int, int] = {}
    # slots that take only an enchant first, then those that may also take a direct
    for direct_ok in (False, True):
        for pos, i in hidden:
            slot = s.slots[pos][i]
            if s.prismatic[slot[1]] != direct_ok:
                continue
            k = next(k for k, c in enumerate(pool) if hideable(c, direct_ok))
            mapping[slot[0]] = pool.pop(k)
            slot[0] = mapping[slot[0]]
    for p in hands:
        new = pool[:len(s.hands[p])]
        del pool[:len(s.hands[p])]
        mapping.update(zip(s.hands[p], new, strict=True))
        s.hands[p] = new
    if include_deck:
        mapping.update(zip(s.deck, pool, strict=True))
        s.deck = pool
    s.refused_casts = [[mapping.get(c, c), seat, how] for c, seat, how in s.refused_casts]
    for p in range(s.seats):
        if p != observer:
            s.seen[p] = sorted(mapping.get(c, c) for c in s.seen[p])
            if s.bets[p]:
                positions = list(range(len(s.fighters)))
                rng.shuffle(positions)
                s.bets[p] = sorted(positions[:len(s.bets[p])])
    return s

