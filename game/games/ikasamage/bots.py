"""Ikasamage bots. Each is handed a state redacted for its seat (what it may
know, everything else re-dealt), so none can read another seat's hand, bets or
unseen face-down spells.

``random``
    Any legal action.
``easy``
    Bets once on the fighter its own spells could lift most; casts a power
    spell up on its fighter or down on the favourite when it seems needed.
``normal``
    A one-step look-ahead on an estimate of each fighter's chance to win: its
    visible power, a guess for the spells it cannot see, and the risk that the
    judge disperses or excludes it. Bets on the best expected gold; casts the
    spell that raises its expected gold most, and passes when none is worth a
    card.
``hard``
    Determinized Monte Carlo: for the few bets or casts the look-ahead likes
    most (and passing), it samples worlds consistent with what its seat has
    seen (:meth:`Game.redact` deals the hands, the unseen face-down spells and
    the decks anew; the other seats' bets are drawn as their casts suggest),
    plays each option to the end of the match there with every seat on the
    normal policy (a rival that bet on more than one fighter, which that
    policy never does, at random), and keeps the option that scores best on average: the gold
    it brings (cards kept count for later rounds and the final tie-break), and
    in the last round the chance to finish first (:class:`HardTuning`). A
    fixed number of worlds per decision: the same choices on any machine.

Against three ``random`` bots ``hard`` wins 83-86 % (84.2 %, Wilson 95 %
81.8-86.3 %, over 1,000 games of seed 20261701). Most of what it misses is
what it cannot see (experiments, not in the game, on the first 250-275 of
those games, where it won 82-82.5 %): playing out worlds dealt from the true
state (every hand, face-down spell and bet; only the decks shuffled) with
every rival at random, it won 92.7 % (+10.2 points, +4.8 to +15.6); told the
true bets alone, 86.4 % (+4.4, -1.9 to +10.7); the true hands and face-down
spells alone, 86.4 % (+4.4, -1.8 to +10.6); only that every rival plays at
random, 83.2 % (+1.2, -4.6 to +7.0). What it may know bought less, over the
1,000 games: a rival seen betting on several fighters in the last match too
played at random, its bets drawn evenly, 85.2 % (+1.0, -1.4 to +3.4); that
with twice the worlds, 86.8 % (+2.6, -0.2 to +5.4, twice the CPU); with the
same playouts spent on the two best options after half the worlds, 85.6 %
(+1.4, -1.5 to +4.3; against three ``normal``, -3.0, -8.3 to +2.3, over 400
games of seed 20261401). Four times the worlds (128) with that model of
random rivals won 88.2 % (84.7-91.0) of 400 games of seed 20261901, where
``hard`` won 86.5 % (+1.8, -2.5 to +6.0): a playout four times as fast would
bring about two points, short of 88 % on average over seeds (main: 83.0-85.7 %
on five seeds of 750-1,000 games). Scoring a playout before the last round by
the chance to lead at the end (a logistic of the lead over the best rival, 3
gold per round left) rather than by the gold gained less the others' mean:
-0.5 (-5.4 to +4.4) over 299 of those games.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine import match
from game.engine.budget import TimeCap
from game.engine.contract import BotMove, Parts
from game.engine.rng import Rng, digest
from game.games.ikasamage.content import Payout, load_content_json
from game.games.ikasamage.ops import fighter_score, mana_on
from game.games.ikasamage.rules import (
    DRAW,
    PASS,
    IkaAction,
    IkasamageGame,
    _apply,
    _can_cheat,
    candidates,
    cast,
    cast_at,
    cast_count,
    casts_of,
    refusal,
)
from game.games.ikasamage.state import Card, IkaState

HIDDEN_MANA = 3.5
"""What an unseen face-down spell is guessed to weigh in mana."""
TEMPERATURE = 2.2
"""How sure the estimate is that the strongest fighter wins (power points)."""
CARD_VALUE = 0.6
"""Gold a card kept in hand is worth to a later round (none in the last)."""
LAST_CARD = 0.05
"""A card kept in the last round: only the tie-break."""


@dataclass(frozen=True)
class HardTuning:
    """The hard bot's numbers, tuned against three ``normal`` and three
    ``random`` bots (``tabletop simulate ikasamage``)."""

    card_value: float = 1.0
    """A card kept for rounds to come."""
    last_card: float = 0.5
    """A card kept in the last round: the tie-break (most cards) is worth it."""
    shortlist: int = 4
    """Casts (besides passing) or bets played out in each world."""
    min_worlds: int = 4
    worlds: int = 32
    """Worlds per decision: a fixed number, so the bot plays the same on any
    machine. 32 since the playouts got about twice as fast (the per-decision
    work of 16 worlds before). Only the app passes a time cap (``think_ms``, see
    :mod:`game.engine.budget`), which may stop it after ``min_worlds`` on a
    very slow one."""
    rivals: float = 1.0
    """Before the last round, the others' mean gain in a playout counts
    against the bot's own, this much."""
    win_last: bool = True
    """In the last round a playout scores finishing first (a tie shares it),
    gold only breaking ties between options: the goal is to win, not to be rich."""
    wild: bool = True
    """A rival that bet on more than one fighter this match (the table sees how
    many bet cards; the normal policy always bets on one) plays at random in
    the playouts."""


HARD = HardTuning()


def legal(s: IkaState, seat: int) -> list[IkaAction]:
    return [a for a in candidates(s, seat) if refusal(s, seat, a) is None]


@dataclass(frozen=True)
class _Judge:
    """What the judge means for the estimate: its limit (None: no check), its
    judgment, and whether Lester disperses thin stacks."""

    limit: int | None
    exclusion: bool
    lester: bool


def _judge(s: IkaState) -> _Judge:
    judge = s.judge_def()
    limit = judge.limit if not s.confusion and judge.judgment != "none" else None
    lester = not s.confusion and any(sp.op == "low_mana_dispersal" for sp in judge.specials)
    return _Judge(limit, judge.judgment == "exclusion", lester)


def _sums(s: IkaState, seat: int, pos: int, omniscient: bool) -> tuple[int, float]:
    """The spell power on the fighter at ``pos`` that ``seat`` can see and the
    mana there, an unseen face-down spell counted as :data:`HIDDEN_MANA`."""
    seen = s.seen[seat]
    cards = s.setup.cards
    delta, mana = 0, 0.0
    for card, owner, up in s.slots[pos]:
        if up or omniscient or owner == seat or card in seen:
            delta += cards[card].delta
            mana += cards[card].mana
        else:
            mana += HIDDEN_MANA
    return delta, mana


def _weigh(power: int, base: int, mana: float, spells: bool, judge: _Judge, temperature: float) -> float:
    """The unnormalised chance of a fighter of this ``power`` (``base`` without
    spells) carrying this ``mana`` (see :func:`chances`)."""
    w = math.exp(power / temperature)
    risk = 0.0
    if judge.limit is not None and spells:
        risk = 1.0 / (1.0 + math.exp(-(mana - judge.limit) * 1.2))
    elif judge.lester and spells and mana <= 4:
        risk = 0.6  # Lester disperses a thin stack
    if risk:
        if judge.exclusion:
            w *= 1.0 - risk
        else:
            w = (1.0 - risk) * w + risk * math.exp(base / temperature)
    return w


def _weight(s: IkaState, seat: int, pos: int, judge: _Judge, omniscient: bool, temperature: float) -> float:
    """The unnormalised chance of the fighter at ``pos`` (see :func:`chances`)."""
    f = s.fighters[pos]
    base = s.setup.fighters[f].power
    delta, mana = _sums(s, seat, pos, omniscient)
    return _weigh(base + s.setup.signs[f] * delta, base, mana, bool(s.slots[pos]), judge, temperature)


def _weights(s: IkaState, seat: int, omniscient: bool = False, temperature: float = TEMPERATURE) -> list[float]:
    judge = _judge(s)
    return [_weight(s, seat, pos, judge, omniscient, temperature) for pos in range(len(s.slots))]


def _norm(weights: Sequence[float]) -> list[float]:
    total = sum(weights) or 1.0
    return [w / total for w in weights]


def chances(s: IkaState, seat: int, omniscient: bool = False, temperature: float = TEMPERATURE) -> list[float]:
    """Each fighter's chance to win as ``seat`` guesses it (from its redacted
    state): a softmax of the power it can see, with a guess for the mana of
    the spells it cannot and the risk that the judge steps in. ``omniscient``:
    in a sampled world, every face-down spell counts."""
    return _norm(_weights(s, seat, omniscient, temperature))


def payout(s: IkaState, seat: int, bets: Sequence[int], pos: int) -> float:
    """Gold ``seat`` gets if the fighter at ``pos`` wins, with these bets."""
    if pos not in bets:
        return 0.0
    score = fighter_score(s, pos)
    return _paid(score.reward * score.factor, _rule(s, bets))


def _rule(s: IkaState, bets: Sequence[int]) -> Payout:
    return next(p for p in s.setup.content.payout if p.bets == len(bets))


def _paid(reward: int, rule: Payout) -> float:
    amount = reward * rule.times
    return float((amount + 1) // 2 if rule.half else amount)


def expected(s: IkaState, seat: int, card_value: float | None = None, omniscient: bool = False,
             last_value: float = LAST_CARD) -> float:
    """Expected gold of ``seat`` from this match, plus what its cards are worth."""
    p = chances(s, seat, omniscient)
    gold = sum(p[pos] * payout(s, seat, s.bets[seat], pos) for pos in range(len(s.fighters)))
    later = (CARD_VALUE if card_value is None else card_value) if s.round < s.setup.content.rounds else last_value
    return gold + later * len(s.hands[seat])


def _after(s: IkaState, seat: int, a: IkaAction) -> IkaState:
    t = s.clone()
    _apply(t, seat, a, [])
    return t


def best_bet(s: IkaState, seat: int, temperature: float = TEMPERATURE) -> IkaAction:
    """The bet with the most expected gold, counting that the seat will push
    one of the fighters it bets on with its own hand."""
    return max(bet_values(s, seat, temperature), key=lambda x: x[0])[1]


def bet_values(s: IkaState, seat: int, temperature: float = TEMPERATURE) -> list[tuple[float, IkaAction]]:
    """Each legal bet and its expected gold for ``best_bet``, in the rules' order."""
    npos = len(s.fighters)
    base = chances(s, seat, temperature=temperature)
    pushed = []  # pushed[f][g]: g's chance when the seat lifts f
    for f in range(npos):
        w = list(base)
        w[f] *= math.exp(lift(s, seat, f) / temperature)
        total = sum(w) or 1.0
        pushed.append([x / total for x in w])
    # payout(s, seat, a.fighters, g) for g in a.fighters: by g and the number of fighters bet on
    rewards = [score.reward * score.factor for score in (fighter_score(s, pos) for pos in range(npos))]
    paid = {rule.bets: [_paid(r, rule) for r in rewards] for rule in s.setup.content.payout}
    out = []
    for a in _bets(s, seat):
        assert a.fighters is not None
        pays = paid[len(a.fighters)]
        out.append((max(sum(pushed[f][g] * pays[g] for g in a.fighters) for f in a.fighters), a))
    return out


def _bets(s: IkaState, seat: int) -> list[IkaAction]:
    """``legal(s, seat)`` in the bet phase: on its turn, every bet the rules list."""
    if s.phase == "bet" and seat == s.turn:
        return candidates(s, seat)
    return legal(s, seat)


def lift(s: IkaState, seat: int, pos: int) -> float:
    """How much power the seat's hand could add to the fighter at ``pos``: its
    three best spells for it that the judge allows and its limit holds, half
    counted (rivals answer)."""
    sign = s.setup.signs[s.fighters[pos]]
    judge = s.judge_def()
    room = judge.limit if judge.limit is not None and judge.judgment != "none" else None
    ups = sorted(((s.card(c).delta * sign, s.card(c).mana) for c in s.hands[seat]
                  if s.card(c).type != "support" and (not s.refused(c) or s.invisible[seat])), reverse=True)
    gain, mana, used = 0.0, mana_on(s, pos), 0
    for delta, cost in ups:
        if delta <= 0 or used == 3:
            break
        if room is not None and mana + cost > room:
            continue
        gain, mana, used = gain + delta, mana + cost, used + 1
    return gain * 0.5


def _easy_bet(s: IkaState, seat: int) -> IkaAction:
    pos = max(range(len(s.fighters)), key=lambda i: s.setup.fighters[s.fighters[i]].power + 2 * lift(s, seat, i))
    return IkaAction("bet", fighters=(pos,))


def distinct(s: IkaState, options: Sequence[IkaAction]) -> list[IkaAction]:
    """The casts among ``options``, one per spell and target (copies of a spell
    are the same choice)."""
    out: list[IkaAction] = []
    keys: set[tuple[Any, ...]] = set()
    for a in options:
        if a.kind != "cast" or a.card is None:
            continue
        key = (s.card(a.card).spell, a.fighter, a.spell, a.to, a.seat, a.bet, a.take, a.face_down)
        if key not in keys:
            keys.add(key)
            out.append(a)
    return out


def greedy_cast(s: IkaState, seat: int, options: Sequence[IkaAction] | None = None,
                margin: float = 0.35, card_value: float | None = None,
                last_value: float = LAST_CARD) -> IkaAction:
    """The cast that raises expected gold most, or pass when none beats ``margin``.
    Without ``options`` the candidates are judged first and checked against
    the rules best first (the same choice as checking them all, for a fraction
    of the checks: the playouts' main cost); copies of a spell are legal
    alike, so one of each is tried."""
    values = _Expected(s, seat, card_value, last_value)
    floor = values.base + margin
    if options is not None:
        best: tuple[float, IkaAction] = (floor, PASS)
        for a in distinct(s, options):
            value = values.after(a)
            if value > best[0]:
                best = (value, a)
        return best[1]
    scored: list[tuple[float, int, IkaAction]] = []
    i = 0  # the index of each cast in distinct(s, candidates(s, seat)): the tie-break
    cards = s.setup.cards
    spells: set[int] = set()
    for card in s.hands[seat]:
        c = cards[card]
        if c.spell in spells:
            continue  # a copy of a spell names the same targets as the first in hand
        spells.add(c.spell)
        if s.refused(card) and not s.invisible[seat] and not _can_cheat(s, seat):
            continue  # every cast of it is refused: none is weighed
        if values.on_fighters(card):  # in casts_of's order, without making a cast per fighter
            ups = values.cast_ups(c)
            for face_down in (False, True) if c.type == "direct" and s.prismatic[seat] else (False,):
                for pos, value in enumerate(ups):
                    if value > floor:
                        scored.append((-value, i, cast(card, fighter=pos, face_down=True) if face_down
                                       else cast(card, fighter=pos)))
                    i += 1
            continue
        made = casts_of(s, seat, card)
        copy = bool(made) and values.trial_copies(made[0])  # the same for every cast of a card
        for a in made:
            # tried on a copy of the state: only a legal cast may be applied there
            if not copy or refusal(s, seat, a) is None:
                value = values.after(a, copy)
                if value > floor:
                    scored.append((-value, i, a))
            i += 1
    scored.sort(key=lambda x: (x[0], x[1]))
    return next((a for _v, _i, a in scored if refusal(s, seat, a) is None), PASS)


class _Expected:
    """``expected`` for one state and seat, then after each of several casts.
    A spell put on a fighter changes only that fighter's chance and pay-out:
    only that fighter is weighed again, from sums kept per fighter (the same
    numbers, added in the same order, as weighing the state with the spell
    on it); a Support spell is tried on a copy of the state."""

    def __init__(self, s: IkaState, seat: int, card_value: float | None, last_value: float) -> None:
        self.s, self.seat = s, seat
        self.card_value, self.last_value = card_value, last_value
        self.judge = judge = _judge(s)
        setup = s.setup
        self.sums = [_sums(s, seat, pos, False) for pos in range(len(s.slots))]
        self.powers = [(setup.fighters[f].power, setup.signs[f]) for f in s.fighters]
        self.weights = [_weigh(base + sign * delta, base, mana, bool(s.slots[pos]), judge, TEMPERATURE)
                        for pos, ((base, sign), (delta, mana)) in enumerate(zip(self.powers, self.sums, strict=True))]
        bets = s.bets[seat]
        self.rule = _rule(s, bets) if bets else None
        self.paid = sorted(set(bets))
        self.rewards = [0] * len(s.fighters)
        self.pays = [0.0] * len(s.fighters)
        for pos in bets:
            score = fighter_score(s, pos)
            self.rewards[pos] = score.reward * score.factor
            assert self.rule is not None
            self.pays[pos] = _paid(self.rewards[pos], self.rule)
        self.later = (CARD_VALUE if card_value is None else card_value) \
            if s.round < s.setup.content.rounds else last_value
        self.base = self._gold(self.weights, self.pays, self.paid) + self.later * len(s.hands[seat])

    @staticmethod
    def _gold(weights: Sequence[float], pays: Sequence[float], paid: Sequence[int]) -> float:
        """As ``expected`` adds it up: the same sum, the same products in the
        same order, less those of the fighters the seat has not bet on (not in
        ``paid``: each adds 0.0, which changes no float sum)."""
        total = sum(weights) or 1.0
        return sum([weights[pos] / total * pays[pos] for pos in paid])

    def on_fighters(self, card: int) -> bool:
        """Whether a cast of ``card`` on a fighter is weighed from the sums
        (:meth:`cast_on`): any spell but a Support or one paid for."""
        s = self.s
        return s.setup.cards[card].type != "support" and not (s.refused(card) and not s.invisible[self.seat])

    def trial_copies(self, a: IkaAction) -> bool:
        """Whether :meth:`after` tries ``a`` on a copy of the state (with the
        rules) rather than from the sums or in place: a cast paid for, a
        Support that may end the match (its caster's last card: the copy
        resolves it), and the Supports whose effect is more than moving
        spells, bets or what the seat has seen."""
        s = self.s
        assert a.card is not None
        card = s.card(a.card)
        if card.type != "support":
            return not self.on_fighters(a.card)
        return s.refused(a.card) and not s.invisible[self.seat] or card.ops[0].op not in _IN_PLACE \
            or len(s.hands[self.seat]) == 1

    def after(self, a: IkaAction, copy: bool | None = None) -> float:
        """``expected`` once ``a`` is cast (``copy``: :meth:`trial_copies`, if known)."""
        s, seat = self.s, self.seat
        assert a.card is not None
        if self.trial_copies(a) if copy is None else copy:
            return expected(_after(s, seat, a), seat, self.card_value, last_value=self.last_value)
        card = s.card(a.card)
        if card.type == "support":
            return self._in_place(card.ops[0].op, a, len(s.hands[seat]) - 1)
        assert a.fighter is not None
        return self.cast_on(card, a.fighter)

    def cast_on(self, card: Card, pos: int) -> float:
        """``expected`` once the seat casts ``card`` (from its hand) on the
        fighter at ``pos``: that fighter's sums, the card added last."""
        return self.cast_ups(card, (pos,))[0]

    def cast_ups(self, card: Card, positions: Sequence[int] | None = None) -> list[float]:
        """:meth:`cast_on` for each of ``positions`` (all the fighters' by
        default), in one go."""
        s, judge, rule, paid, powers, sums = self.s, self.judge, self.rule, self.paid, self.powers, self.sums
        bets = s.bets[self.seat]
        later = self.later * (len(s.hands[self.seat]) - 1)
        out = []
        for pos in range(len(powers)) if positions is None else positions:
            (base, sign), (delta, mana) = powers[pos], sums[pos]
            weights = list(self.weights)
            weights[pos] = _weigh(base + sign * (delta + card.delta), base, mana + card.mana, True, judge,
                                  TEMPERATURE)
            pays = self.pays
            if rule is not None and pos in bets:
                pays = list(pays)
                pays[pos] = _paid(self.rewards[pos] * card.factor, rule)
            out.append(self._gold(weights, pays, paid) + later)
        return out

    def _in_place(self, op: str, a: IkaAction, left: int) -> float:
        """A Support's effect made on the state, the fighters it touches
        weighed again, and undone (what the rules would do to a copy, as far
        as :func:`expected` reads it)."""
        s, seat = self.s, self.seat
        if op in ("dispel", "move_spell"):
            assert a.spell is not None
            pos, i = a.spell
            slot = s.slots[pos].pop(i)
            if a.to is not None:
                s.slots[a.to].append(slot)
            try:
                return self._reweighed((pos,) if a.to is None else (pos, a.to), left)
            finally:
                if a.to is not None:
                    s.slots[a.to].pop()
                s.slots[pos].insert(i, slot)
        if op in ("detect", "clear_fighter"):
            assert a.fighter is not None
            seen, slots = s.seen[seat], s.slots[a.fighter]
            if op == "detect":
                s.seen[seat] = sorted(set(seen) | {x[0] for x in slots if not x[2]})
            else:
                s.slots[a.fighter] = []
            try:
                return self._reweighed((a.fighter,), left)
            finally:
                s.seen[seat], s.slots[a.fighter] = seen, slots
        if op == "swap_bet":
            assert a.bet is not None and a.take is not None
            bets = s.bets[seat]
            s.bets[seat] = sorted([a.take if b == a.bet else b for b in bets])
            try:
                return self._reweighed(tuple(range(len(s.fighters))), left)
            finally:
                s.bets[seat] = bets
        return self._reweighed((), left)  # make_discard, ignore_refusals, direct_face_down

    def _reweighed(self, positions: Sequence[int], left: int) -> float:
        s, seat = self.s, self.seat
        weights, pays = list(self.weights), list(self.pays)
        for pos in positions:
            weights[pos] = _weight(s, seat, pos, self.judge, False, TEMPERATURE)
            pays[pos] = payout(s, seat, s.bets[seat], pos)
        return self._gold(weights, pays, sorted(set(s.bets[seat]))) + self.later * left


_IN_PLACE = frozenset({"dispel", "move_spell", "detect", "clear_fighter", "swap_bet", "make_discard",
                       "ignore_refusals", "direct_face_down"})
"""The Support ops :meth:`_Expected.after` tries in place: what they change of
what :func:`expected` reads is a few fighters' spells, the seat's bets or what
it has seen (the rest of their effect, a turn or a card drawn, it never reads)."""


def cheap_cast(s: IkaState, seat: int) -> IkaAction:
    """The easy policy: a power spell up on its likeliest bet or down on the
    favourite, weighed by how much that is needed, if the judge allows it."""
    bets = s.bets[seat]
    p = chances(s, seat)
    leader = max(range(len(p)), key=lambda i: p[i])
    mine = max(bets, key=lambda i: p[i]) if bets else leader
    best: tuple[float, IkaAction] = (0.0, PASS)
    for c in s.hands[seat]:
        card = s.card(c)
        if card.type == "support":
            continue
        amount = card.delta
        if amount == 0:
            continue
        pos = mine if amount * fighter_score(s, mine).sign > 0 else leader
        if pos in bets and amount * fighter_score(s, pos).sign < 0:
            continue
        judge = s.judge_def()
        if judge.limit is not None and judge.judgment != "none" and mana_on(s, pos) + card.mana > judge.limit:
            continue
        need = 1.0 - p[mine] if pos == mine else p[leader]
        value = abs(amount) * need - card.mana * 0.05
        a = IkaAction("cast", card=c, fighter=pos)
        if value > best[0] and refusal(s, seat, a) is None:
            best = (value, a)
    return best[1]


def _least_useful(s: IkaState, seat: int) -> int:
    return min(s.hands[seat], key=lambda c: (abs(s.card(c).delta), c))


class IkaBot:
    """One seat's bot; see the module docstring for the levels."""

    def __init__(self, game: IkasamageGame, level: str, seat: int, seed: int, think_ms: int | None) -> None:
        self.game = game
        self.level = level
        self.seat = seat
        self.seed = seed
        self.think_ms = think_ms

    def decide(self, state: IkaState, now: float) -> BotMove[IkaAction] | None:
        s = state
        seat = self.seat
        if seat not in self.game.active_seats(s):
            return None
        rng = Rng(digest(self.seed, s.matches, s.phase, len(s.discard), sum(map(len, s.slots)), s.turn))
        options = legal(s, seat)
        if not options:
            return None
        if self.level == "random":
            action = options[rng.below(len(options))]
        elif s.phase == "redraw":
            action = self._redraw(s, seat, options)
        elif s.phase == "forget":
            action = IkaAction("forget", card=_least_useful(s, seat))
        elif self.level == "easy":
            action = _easy_bet(s, seat) if s.phase == "bet" else cheap_cast(s, seat)
        elif self.level == "normal":
            action = best_bet(s, seat) if s.phase == "bet" else greedy_cast(s, seat, options)
        else:
            action = self._playouts(s, seat, options, rng)
        if refusal(s, seat, action) is not None:
            action = options[0]
        return BotMove(action, now + 0.4 + rng.random() * 0.5)

    def _redraw(self, s: IkaState, seat: int, options: Sequence[IkaAction]) -> IkaAction:
        """Discard dead weight (spells that do nothing for power) when over the
        draw room, then draw."""
        room = s.setup.limit - len(s.hands[seat])
        if room < s.setup.draw and self.level in ("normal", "hard"):
            weak = [c for c in s.hands[seat] if s.card(c).type == "direct"
                    and abs(s.card(c).delta) <= 2]
            if weak:
                return IkaAction("discard", card=min(weak))
        return DRAW

    def _playouts(self, s: IkaState, seat: int, options: Sequence[IkaAction], rng: Rng) -> IkaAction:
        """Determinized Monte Carlo: the few options the look-ahead likes most
        (and passing), each played to the end of the match in the same worlds.
        A world deals anew what the seat cannot see (``redact``: the hands,
        the face-down spells it has not seen, the decks) and the others' bets
        as their casts suggest (:func:`guess_bets`); then every seat plays the
        normal policy, or at random if it bet on more than one fighter
        (``HardTuning.wild``). The option with the most gold on average wins, cards
        kept counted (:class:`HardTuning`)."""
        card_value, last_value = HARD.card_value, HARD.last_card
        if s.phase == "bet":
            shortlist = bet_shortlist(s, seat, HARD.shortlist)
        else:
            values = _Expected(s, seat, card_value, last_value)
            ranked = sorted(distinct(s, options), key=lambda a: -values.after(a))
            shortlist = [PASS] + ranked[:HARD.shortlist]
        if len(shortlist) == 1:
            return shortlist[0]
        cap = TimeCap(self.think_ms, f"ikasamage/{self.level}")
        totals = [0.0] * len(shortlist)
        worlds = 0
        wild = frozenset(p for p in range(s.seats) if p != seat and len(s.bets[p]) > 1) if HARD.wild else frozenset()
        while worlds < HARD.worlds and (worlds < HARD.min_worlds or not cap.over()):
            world = self.game.redact(s, seat, rng.next_u64() >> 1)
            guess_bets(world, seat, rng)
            for i, a in enumerate(shortlist):
                t = world.clone()
                _apply(t, seat, a, [])
                totals[i] += playout(t, seat, world, card_value, last_value, wild)
            worlds += 1
        return shortlist[max(range(len(shortlist)), key=lambda i: totals[i])]


def bet_shortlist(s: IkaState, seat: int, k: int) -> list[IkaAction]:
    """The ``k`` bets ``best_bet`` likes most."""
    scored = bet_values(s, seat)
    scored.sort(key=lambda x: -x[0])
    return [a for _, a in scored[:k]]


def guess_bets(s: IkaState, seat: int, rng: Rng) -> None:
    """Deal the other seats' bets again, each fighter weighted by what the
    seat's own face-up spells on it say (helping it suggests a bet on it)."""
    for p in range(s.seats):
        if p == seat or not s.bets[p]:
            continue
        weights = []
        for pos in range(len(s.fighters)):
            sign = s.setup.signs[s.fighters[pos]]
            w = 1.0
            for card, owner, up in s.slots[pos]:
                if owner == p and up:
                    d = s.card(card).delta * sign
                    w *= 4.0 if d > 0 else 0.25 if d < 0 else 1.0
                elif owner == p:
                    w *= 1.5
            weights.append(w)
        chosen: list[int] = []
        for _ in range(len(s.bets[p])):
            free = [i for i in range(len(weights)) if i not in chosen]
            x = rng.random() * sum(weights[i] for i in free)
            pick = free[-1]
            for i in free:
                x -= weights[i]
                if x <= 0:
                    pick = i
                    break
            chosen.append(pick)
        s.bets[p] = sorted(chosen)


def random_action(s: IkaState, seat: int, rng: Rng) -> IkaAction:
    """A legal action drawn evenly (the random bot's policy): candidates drawn
    until the rules allow one, as even as drawing from all the legal ones, for
    a few checks rather than one per candidate. In the spell phase only the
    drawn candidate is made (the same draw as from :func:`candidates`' list,
    which :func:`random_action_reference` makes whole)."""
    if s.phase != "spell" or seat != s.turn:
        return random_action_reference(s, seat, rng)
    hand = s.hands[seat]
    counts = [cast_count(s, seat, c) for c in hand]
    total = 1 + sum(counts)  # passing first, then each card's casts in hand order
    for _ in range(total):
        k = rng.below(total) - 1
        a = PASS
        if k >= 0:
            for card, n in zip(hand, counts, strict=True):
                if k < n:
                    a = cast_at(s, seat, card, k)
                    break
                k -= n
        if refusal(s, seat, a) is None:
            return a
    allowed = legal(s, seat)
    return allowed[rng.below(len(allowed))] if allowed else PASS


def random_action_reference(s: IkaState, seat: int, rng: Rng) -> IkaAction:
    """:func:`random_action` from the whole list of candidates."""
    options = candidates(s, seat)
    for _ in range(len(options)):
        a = options[rng.below(len(options))]
        if refusal(s, seat, a) is None:
            return a
    allowed = legal(s, seat)
    return allowed[rng.below(len(allowed))] if allowed else PASS


def playout(s: IkaState, seat: int, before: IkaState, card_value: float, last_value: float,
            wild: frozenset[int] = frozenset()) -> float:
    """Play the rest of the match with the normal policy for every seat (the
    ``wild`` ones at random, from the world's own RNG); then score it for
    ``seat`` (:class:`HardTuning`): the gold it gained since ``before`` plus
    its cards' worth, less ``rivals`` times the others' mean; in the last
    round, whether it won."""
    steps = 0
    rng = Rng(s.rng) if wild else None
    while s.phase in ("bet", "spell", "forget") and s.matches == before.matches and steps < 300:
        actor = s.forget[0] if s.phase == "forget" and s.forget else s.turn
        if rng is not None and actor in wild:
            a = random_action(s, actor, rng)
        elif s.phase == "bet":
            a = best_bet(s, actor)
        elif s.phase == "spell":
            a = greedy_cast(s, actor)
        else:
            a = IkaAction("forget", card=_least_useful(s, actor))
        _apply(s, actor, a, [])
        steps += 1
    last = before.round >= before.setup.content.rounds
    later = last_value if last else card_value

    def gain(p: int) -> float:
        return (s.gold[p] - before.gold[p]) + later * len(s.hands[p])

    mine = gain(seat)
    if last and HARD.win_last:
        if s.winners is not None:
            won = 1.0 / len(s.winners) if seat in s.winners else 0.0
        else:  # cut short: the gold so far decides
            top = max(s.gold)
            won = 1.0 / s.gold.count(top) if s.gold[seat] == top else 0.0
        return won + 0.01 * mine
    if HARD.rivals:
        others = [gain(p) for p in range(s.seats) if p != seat]
        mine -= HARD.rivals * sum(others) / len(others)
    return mine


def make_bot(game: IkasamageGame, level: str, seat: int, seed: int, think_ms: int | None) -> IkaBot:
    if level not in game.bot_levels:
        raise ValueError(f"unknown bot level {level!r}")
    return IkaBot(game, level, seat, seed, think_ms)


def benchmarks(seconds: float) -> dict[str, float]:
    return {"games_per_s_4_normal_bots": round(games_per_second(seconds, 4, "normal"), 1)}


def games_per_second(seconds: float, seats: int, level: str) -> float:
    """Whole bot games per second of this process."""
    game = IkasamageGame(Parts(bots=f"{__name__}:make_bot"))
    return match.games_per_second(game, seconds, seats, level, load_content_json())


__all__ = ["IkaBot", "benchmarks", "games_per_second", "make_bot"]
