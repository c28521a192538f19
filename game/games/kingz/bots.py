"""Kingz bots.

A bot is handed a redacted state (``redact``: the other seats' hands, set-aside
cards and unrevealed picks re-dealt at random), so it cannot use what its seat
may not know. It reads its own hand and pick from ``view(state, seat)``; the
tokens of the others it counts from the state, as a player with a perfect
memory would (every token moves in front of everyone, see the rules module).

For each *situation* (phase, turn, what it holds, who it faces) a bot makes one
plan: an action and the time ``at`` it will press, anchored at the moment the
phase began plus a human-like reaction time drawn from a lognormal per level.
The plan is kept while the situation lasts, so calling :meth:`KingzBot.decide`
every frame neither re-rolls nor drifts.

Levels:

* ``random`` picks any card, names any target, reveals and slaps at random,
  offers and answers at random;
* ``easy`` prefers attacking when it has courage, otherwise shields or courage;
  it is slow to name a target (it sometimes misses the window);
* ``normal`` scores each card from what the others may still hold (their unseen
  cards this round) and the tokens it has counted, names the unshielded rival
  closest to winning, uses its power when it helps its own card, offers one
  fame's worth to be pardoned and refuses when that wins the game;
* ``hard`` plays each of its cards against many samples of what the others may
  play (drawn from their unseen cards), resolves each sample with the rules
  themselves (Désarmers included) and keeps the card with the best outcome for
  it, by its chance to win from there (a logistic estimate fitted on games,
  :data:`MODEL_KEEN`, :data:`MODEL_WHIM`). It models each other seat as a
  mixture of a keen player (who plays the best-looking card it may hold, as
  ``normal`` judges it, and aims at the leader) and a whimsical one (any card, any target, a pardon at random), and
  learns the mixture from the cards it sees each seat play, weighing each way
  that seat's unseen cards may split into its hand and its set-aside ones. Being grounded
  costs it the chance of being put out, which it weighs from how likely each
  aggressor is to refuse; among whimsical rivals it shields at its last armour
  and keeps its shields above it (:data:`GUARD`). It reacts fast, names its Glaive's target by playing
  the face-up turn out with each, and bargains knowing everyone's count; it
  pays nothing to an aggressor it believes pardons on a whim, and pardons a
  victim when the pay is worth more to it than one rival fewer (never one that
  has still to judge it: out of the arena, that one pardons it, FAQ 4).

Against three ``random`` bots ``hard`` wins about 63 %, and no better card pick
from what its seat knows has been found (experiments, not in the game; seed
980001, the same first 400 games, where ``hard`` won 255): told the others'
true hands instead of guessing them, it won 241; weighing every combination of
the others' card types exactly instead of 24 samples, 252; judging each card by
short playouts (6 worlds re-dealt from its view, three turns, itself played by
``hard``, the others by the level it believes them) instead of the one-turn
estimate, 234 (16 worlds, two turns: 180 of the first 300, where ``hard`` won
195, for about 0.2 s of CPU a pick); with a richer fitted estimate for
whimsical rivals (36 weights: fame and armour one by one, turns left crossed
with armour, the cards left counted; fitted on 39,000 positions of seed
710001), which predicts the outcome better (held-out log-loss 0.567, the
fitted one here 0.575), it won 1.6 points fewer (-4.5 to +1.3) over 1,000
games of seed 990101, where ``hard`` won 64.1 %. A cheating oracle that sees
the random rivals' actual picks of the turn won 928 of 1,000 (92.8 %, Wilson
95 % 91.0-94.2 %, where ``hard`` won 625), and 986 when it saw the whole turn
played out: the gap is the rivals' coin flips, which no honest player knows.
Its model of them is not the limit either (1,000 paired games each, 95 %
intervals of the difference): told from the first turn that every rival plays
at random, it won 0.2 points fewer (-3.3 to +2.9, seed 991001, where ``hard``
won 62.4 %); weighing that a random rival names its Glaive's target too late a
quarter of the time (its reaction time against the 1.5 s window), 0.1 fewer
(-3.1 to +2.9, seed 991201). Against three random bots ``normal`` wins 49.5 %
and ``easy`` 42.1 % (1,000 games each, seed 991101).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine import match
from game.engine.contract import BotMove, Parts
from game.engine.rng import Rng, digest
from game.engine.situations import SituationBot
from game.games.kingz.rules import (
    ACCEPT,
    CARD_OPS,
    RAGE,
    READY,
    REFUSE,
    KingzAction,
    KingzGame,
    KingzState,
    aside,
    choose,
    disarm,
    offer,
    pick,
    target,
)


@dataclass(frozen=True)
class Level:
    think: float
    """Median seconds to pick a card (and to answer in a negotiation)."""
    react: float
    """Median seconds to react to a window (reveal, Rage!, name a target)."""
    sigma: float
    samples: int
    """Sampled deals per candidate card (``hard``); 0: scored by rules of thumb."""


LEVELS: dict[str, Level] = {
    "random": Level(2.0, 1.1, 0.45, 0),
    "easy": Level(2.4, 0.95, 0.35, 0),
    "normal": Level(1.6, 0.65, 0.3, 0),
    "hard": Level(1.1, 0.42, 0.22, 24),
}
MIN_REACTION = 0.18
TARGET_SAMPLES = 12
"""Sampled aims of the others' unnamed Glaives when ``hard`` names its target."""

TEMPERATURE = 0.35
SHARP = 0.8
"""How a keen player picks its card, in ``hard``'s model: with chance
``SHARP`` the best-looking type it may hold (exactly as ``normal`` scores
them), else each type in proportion to ``exp(score / TEMPERATURE)``."""
WHIM_NO_PAY = 0.6
"""``hard`` offers nothing to an aggressor it believes at least this whimsical."""
GUARD = 0.5
"""Against rivals ``hard`` believes at least this whimsical on average, it
plays a Bouclier at its last armour and keeps its Boucliers above it (it plays
every card of a round: the question is when). At its last armour every hit
grounds it and a whimsical aggressor puts it out half the time, whatever it
offers; above it a hit grounds nobody, and a shield spent there leaves it bare
later: one sampled turn and the fitted estimate underrate both. Keeping them
moved hard's Boucliers to its last armour (about 1.0 a game there before,
1.3 after, against three random) but being put out stayed about as likely:
against three random, tuning seeds 5000 and 6000, 1,000 games each, 648 and
591 wins before, 628 and 624 with it and the two hypotheses of :data:`WHIMS`
(the rule at the last armour alone: seeds 5000, 300 games, 194 wins without,
200 with)."""
WHIMS = (0.05, 0.95)
"""The chances, one per hypothesis ``hard`` weighs about each other seat, that
it plays on a whim (any card, any target, an answer at random) rather than
keenly; ``hard`` starts from an even belief and updates it with every card it
sees that seat play, together with which of its cards that seat set aside
(:meth:`KingzBot._hands`). Two hypotheses, mostly keen or mostly whimsical,
learn faster than the four graded ones before (hard in seat 0 against three
random, then three normal, seeds 0-39, mean belief after three turns of
cards: 0.81 instead of 0.71 for a random rival, 0.20 instead of 0.32 for a
normal one; after six, 0.88 instead of 0.75 and 0.08 instead of 0.31)."""
MODEL_WHIM = (0.484, 0.853, 0.461, 0.029, -0.698, -0.215, -0.428, -0.096, 0.107, -0.087, -0.351, 0.286, -0.077,
              0.838, -0.009, -0.12, -0.214)
MODEL_KEEN = (0.21, 0.994, 0.596, 0.277, -1.054, -0.571, -0.344, -0.181, 0.015, -0.173, -0.245, -0.032, 0.184,
              0.425, 0.516, 1.019, 0.083)
"""``hard``'s estimate of its chance to win from a position between two turns:
logistic weights of :func:`_features`, one set fitted on games of ``hard``
against three ``random`` bots, one against three ``normal`` (about 16,000
positions each, seeds 50000 and 60000, two rounds of fitting: the games of the
second were played with the first fit). ``hard`` blends the two by how
whimsical it believes its rivals are."""
VALUE = {"glaive": 3.0, "bouclier": 2.6, "courage": 2.2, "salut": 1.8, "filet": 1.6, "desarmer": 1.0}
"""How much a card is worth keeping (Control mode sets the cheapest aside)."""


def _lognormal(rng: Rng, median: float, sigma: float) -> float:
    return rng.lognormal(median, sigma, MIN_REACTION, 8.0)


class KingzBot(SituationBot[KingzState, KingzState, KingzAction, Level]):
    """One seat's bot. Deterministic given its seed and the states it is shown
    (:class:`SituationBot` keeps its plans)."""

    def __init__(self, game: KingzGame, level: str, seat: int, seed: int) -> None:
        super().__init__(LEVELS, level, seat, seed)
        self.game = game
        self._belief: dict[int, list[float]] = {}
        """``hard``: per other seat, the weight of each hypothesis of :data:`WHIMS`."""
        self._expect: dict[int, tuple[int, int, int, dict[tuple[str, ...], tuple[dict[str, float],
                                                                                 dict[str, float]]]]] = {}
        """``hard``: per other seat, what it expected it to play this turn (round,
        turn, discard size, then per possible set-aside part the keen and
        whimsical chances per card type)."""
        self._asides: dict[int, tuple[int, dict[tuple[str, ...], list[float]]]] = {}
        """``hard``: per other seat, the round and, per possible set-aside part
        of its unseen cards (their types), its weight under each hypothesis of
        :data:`WHIMS` given the cards seen this round."""

    def read(self, state: KingzState) -> KingzState:
        return state

    def plan(self, state: KingzState, key: tuple[object, ...], now: float) -> BotMove[KingzAction] | None:
        rng = Rng(digest(self.seed, key))
        if self.level_name == "hard":
            # dealt again from what this seat knows alone (its view), so hard decides alike whatever it
            # cannot see: a sampled Désarmer lends the top of a discard, unseen at a round's first turn
            state = self.game.redact(state, self.seat, rng.next_u64())
        return self._make_plan(state, rng)

    # -- situations ----------------------------------------------------------------
    def situation(self, s: KingzState) -> tuple[object, ...]:
        me = self.seat
        base = (s.phase, s.round, s.turn, tuple(sorted(s.hands[me])), s.picks[me], s.ready[me])
        if s.phase == "precount":
            return (*base, tuple(map(tuple, s.disarms)), s.rage)
        if s.phase == "targets":
            return (*base, s.targets[me])
        if s.phase == "negotiate":
            return (*base, s.chooser, None if s.talk is None else tuple(s.talk), None if s.offer is None
                    else tuple(s.offer))
        return base

    def _at(self, s: KingzState, rng: Rng, median: float) -> float:
        return s.phase_started + _lognormal(rng, median, self.level.sigma)

    def _make_plan(self, s: KingzState, rng: Rng) -> BotMove[KingzAction] | None:
        legal = self.game.legal_actions(s, self.seat)
        if not legal:
            return None
        lv = self.level
        phase = s.phase
        if phase == "aside":
            return BotMove(aside(self._aside_card(s, rng)), self._at(s, rng, lv.think))
        if phase == "approach":
            want = self._choose_card(s, rng) if s.picks[self.seat] is None else s.picks[self.seat]
            assert want is not None
            action = READY if s.picks[self.seat] == want else pick(want)
            at = max(s.clock, s.phase_started) + _lognormal(rng, lv.think if action.kind == "pick" else 0.3,
                                                             lv.sigma)
            return BotMove(action, at)
        if phase == "precount":
            return self._precount(s, rng, legal)
        if phase == "targets":
            victim = self._glaive_target(s, rng, [a.seat for a in legal if a.seat is not None])
            return None if victim is None else BotMove(target(victim), self._at(s, rng, lv.react))
        if phase == "negotiate":
            return self._negotiate(s, rng, legal)
        return None

    # -- Control mode: what to set aside ------------------------------------------------
    def _aside_card(self, s: KingzState, rng: Rng) -> int:
        hand = s.hands[self.seat]
        if self.level_name == "random":
            return hand[rng.below(len(hand))]
        return min(hand, key=lambda c: (VALUE.get(s.setup.op(c), 1.0), s.setup.speed[c]))

    # -- the approach: which card ----------------------------------------------------------
    def _choose_card(self, s: KingzState, rng: Rng) -> int:
        me = self.seat
        hand = list(s.hands[me])
        name = self.level_name
        if name == "random":
            return hand[rng.below(len(hand))]
        if name == "easy":
            ops = {s.setup.op(c) for c in hand}
            prefs = (["glaive"] if s.courage[me] > 0 else []) + ["bouclier", "courage", "salut", "glaive",
                                                                   "filet", "desarmer"]
            if rng.random() < 0.35:
                return hand[rng.below(len(hand))]
            op = next(o for o in prefs if o in ops)
            return max((c for c in hand if s.setup.op(c) == op), key=lambda c: s.setup.speed[c])
        distinct = _one_per_type(s, hand)
        if name == "hard":
            scores = self._simulate_all(s, distinct, rng, self._observe(s))
            if self._blend(s, me) >= GUARD:
                for c in distinct:  # see GUARD
                    if s.setup.op(c) == "bouclier":
                        scores[c] += 1.0 if s.armour[me] == 1 else -1.0
        else:
            scores = {c: self._rule_of_thumb(s, c) + rng.random() * 0.15 for c in distinct}
        return max(distinct, key=lambda c: (scores[c], s.setup.speed[c]))

    def _chances(self, s: KingzState, p: int) -> dict[str, float]:
        """How likely seat ``p`` is to play each op this turn, from its unseen cards."""
        unseen = s.held(p) + s.unseen_aside(p)
        counts: dict[str, float] = {}
        for c in unseen:
            op = s.setup.op(c)
            counts[op] = counts.get(op, 0.0) + _prior(s, p, op)
        total = sum(counts.values()) or 1.0
        return {op: n / total for op, n in counts.items()}

    def _rule_of_thumb(self, s: KingzState, card: int, me: int | None = None) -> float:
        """How good ``card`` looks to seat ``me`` (this bot's by default) from
        what the others may hold."""
        me = self.seat if me is None else me
        others = [p for p in s.in_arena() if p != me]
        chances = {p: self._chances(s, p) for p in others}
        shield = {p: chances[p].get("bouclier", 0.0) for p in others}
        attacks = sum(chances[p].get("glaive", 0.0) * (1 if s.courage[p] else 0.2) / max(1, len(others))
                      + chances[p].get("filet", 0.0) for p in others)
        op = s.setup.op(card)
        danger = attacks * (1.6 if s.armour[me] <= 1 else 0.7)
        if op == "glaive":
            if s.courage[me] == 0:
                return -1.0
            best = max((1 - shield[p]) for p in others) if others else 0.0
            return best * 1.2 - 0.45 - danger * 0.5
        if op == "bouclier":
            return danger * 1.2 + 0.1
        if op == "courage":
            return 0.55 + (0.3 if s.courage[me] % 2 == 1 else 0.0) - danger * 0.5
        if op == "salut":
            return (1.0 - min(1.0, attacks)) * 1.0 - danger * 0.5
        if op == "filet":
            none = math.prod(1 - shield[p] for p in others)
            return none * (1.0 + 0.3 * len(others)) - (1 - none) * 0.9 - danger * 0.5
        return -0.6  # desarmer

    def _model(self, s: KingzState, p: int, hands: dict[tuple[str, ...], tuple[list[float], dict[str, float],
                                                                       dict[str, float]]]
               ) -> tuple[list[int], list[float], list[float]]:
        """What seat ``p`` may play this turn: its cards the table has not seen,
        one per type, with how likely a keen ``p`` plays each and how likely a
        whimsical ``p`` does, each averaged over which of those cards ``p`` may
        hold (``hands``: :meth:`_hands`)."""
        cards = _one_per_type(s, s.held(p) + s.unseen_aside(p))
        kinds = [s.setup.kind[c] for c in cards]
        keen, plain = [0.0] * len(cards), [0.0] * len(cards)
        keen_total = plain_total = 0.0
        for weights, keen_h, plain_h in hands.values():
            wk = sum((1 - w) * b for w, b in zip(WHIMS, weights, strict=True))
            wp = sum(w * b for w, b in zip(WHIMS, weights, strict=True))
            keen_total += wk
            plain_total += wp
            for i, k in enumerate(kinds):
                keen[i] += wk * keen_h.get(k, 0.0)
                plain[i] += wp * plain_h.get(k, 0.0)
        return (cards, [x / (keen_total or 1.0) for x in keen], [x / (plain_total or 1.0) for x in plain])

    def _hands(self, s: KingzState, p: int) -> dict[tuple[str, ...], tuple[list[float], dict[str, float],
                                                                          dict[str, float]]]:
        """Each way seat ``p``'s unseen cards may split into the set-aside ones
        (the key: their types) and its hand, with the weight ``hard`` gives it
        under each hypothesis of :data:`WHIMS` (how many deals gave it, times how
        likely each card ``p`` has played this round was under it), and the
        chances that a keen ``p`` (the best-looking type of that hand, as
        ``normal`` judges it, with chance ``SHARP``) and a whimsical one (any
        card of it) play each type. A keen rival that passed over its best
        type shows it set that type aside: ``hard`` learns its hand and its
        nature together."""
        pool = [s.setup.kind[c] for c in s.held(p) + s.unseen_aside(p)]
        held = len(s.held(p))
        counts: dict[str, int] = {}
        for k in pool:
            counts[k] = counts.get(k, 0) + 1
        looks = {s.setup.kind[c]: self._rule_of_thumb(s, c, p) for c in _one_per_type(s, s.held(p) + s.unseen_aside(p))}
        ranked = sorted(counts, key=lambda k: -looks[k])
        known = self._asides.get(p)
        if known is None or known[0] != s.round:
            belief = self._belief.get(p, [1.0] * len(WHIMS))
            known = (s.round, {a: [b * math.prod(math.comb(counts[k], a.count(k)) for k in set(a)) for b in belief]
                               for a in _splits(counts, len(pool) - held)})
            self._asides[p] = known
        out: dict[tuple[str, ...], tuple[list[float], dict[str, float], dict[str, float]]] = {}
        for a, weights in known[1].items():
            hand = dict(counts)
            for k in a:
                hand[k] = hand.get(k, 0) - 1
            if any(n < 0 for n in hand.values()) or sum(hand.values()) != held or held == 0:
                continue  # no longer possible (the round's deal was misread): drop it
            types = [k for k in ranked if hand[k] > 0]
            soft = {k: math.exp(looks[k] / TEMPERATURE) for k in types}
            total = sum(soft.values())
            keen_h = {k: (1 - SHARP) * soft[k] / total for k in types}
            keen_h[types[0]] += SHARP
            plain_h = {k: hand[k] / held for k in types}
            out[a] = (weights, keen_h, plain_h)
        self._asides[p] = (s.round, {a: known[1][a] for a in out})
        return out

    def _whim(self, p: int) -> float:
        """How likely ``hard`` believes seat ``p`` is to play on a whim."""
        belief = self._belief.get(p, [1.0] * len(WHIMS))
        return sum(w * b for w, b in zip(WHIMS, belief, strict=True)) / sum(belief)

    def _observe(self, s: KingzState) -> dict[int, tuple[list[int], list[float], list[float]]]:
        """Weigh each seat's last card (the top of its discard, face up) against
        what a keen and a whimsical player would have played then, hand by
        possible hand (:meth:`_hands`); remember what each may play now (its
        :meth:`_model`, returned) for the next turn."""
        for p, (rnd, turn, size, hands) in self._expect.items():
            if (s.round, s.turn) != (rnd, turn + 1) or not s.alive[p] or len(s.discards[p]) <= size:
                continue
            card = s.discards[p][-1]
            known = self._asides.get(p)
            if card not in s.public or known is None or known[0] != rnd:
                continue
            kind = s.setup.kind[card]
            post = {a: [b * ((1 - w) * hands[a][0].get(kind, 0.0) + w * hands[a][1].get(kind, 0.0))
                        for w, b in zip(WHIMS, weights, strict=True)]
                    for a, weights in known[1].items() if a in hands}
            total = sum(sum(v) for v in post.values())
            if total <= 0:
                self._asides.pop(p, None)  # nothing it may have held explains it: start this round afresh
                continue
            self._asides[p] = (rnd, {a: [x / total for x in v] for a, v in post.items()})
            self._belief[p] = [sum(v[i] for v in post.values()) / total for i in range(len(WHIMS))]
        self._expect = {}
        models = {}
        for p in s.in_arena():
            if p != self.seat:
                split = self._hands(s, p)
                models[p] = self._model(s, p, split)
                self._expect[p] = (s.round, s.turn, len(s.discards[p]), {a: (h[1], h[2]) for a, h in split.items()})
        return models

    def _simulate_all(self, s: KingzState, candidates: list[int], rng: Rng,
                      models: dict[int, tuple[list[int], list[float], list[float]]]) -> dict[int, float]:
        """Each candidate card's average outcome over the same sampled plays of
        the others (common samples: the comparison is fairer than the noise).
        In each sample every other seat plays keenly or on a whim (as likely as
        ``hard`` believes it to be whimsical): a whim picks its card from what
        it may hold, names any target and reveals its Désarmer against anyone.
        Every Désarmer names whom :func:`_mark` picks, a whim's anyone."""
        me = self.seat
        others = [p for p in s.in_arena() if p != me]
        whims = {p: self._whim(p) for p in others}
        totals = dict.fromkeys(candidates, 0.0)
        for _ in range(self.level.samples):
            plays: dict[int, int] = {}
            aims: dict[int, int] = {}
            marks = {me: _mark(s, me)}
            for p in others:
                cards, keen, plain = models[p]
                if not cards:
                    continue
                if rng.random() < whims[p]:
                    choices = [q for q in s.in_arena() if q != p]
                    aims[p] = marks[p] = choices[rng.below(len(choices))]
                    plays[p] = cards[_weighted(rng, plain)]
                else:
                    marks[p] = _mark(s, p)
                    plays[p] = cards[_weighted(rng, keen)]
            for card in candidates:
                sim = s.clone()
                for p, c in plays.items():
                    sim.plays[p] = c
                sim.plays[me] = card
                _disarm(sim, marks)
                totals[card] += self._score(_resolve(sim, aims), me)
        return {c: t / max(1, self.level.samples) for c, t in totals.items()}

    # -- the pre-count window ---------------------------------------------------------------
    def _precount(self, s: KingzState, rng: Rng, legal: list[KingzAction]) -> BotMove[KingzAction] | None:
        lv = self.level
        marks = [a for a in legal if a.kind == "disarm"]
        if marks:
            if self.level_name == "random" and rng.random() < 0.3:
                return None
            victim = (marks[rng.below(len(marks))].seat if self.level_name in ("random", "easy")
                      else _mark(s, self.seat))
            assert victim is not None
            return BotMove(disarm(victim), self._at(s, rng, lv.react))
        if RAGE in legal and self._wants_rage(s, rng):
            return BotMove(RAGE, self._at(s, rng, lv.react))
        return None

    def _wants_rage(self, s: KingzState, rng: Rng) -> bool:
        me = self.seat
        if self.level_name == "random":
            return rng.random() < 0.25
        card = s.picks[me]
        if card is None:
            return False
        op = s.setup.op(card)
        power = str(s.setup.powers[me]["op"])
        last_chance = s.turn >= s.turns - 1
        helps = {
            "free_glaive": op == "glaive" and s.courage[me] == 0,
            "untargetable": op not in ("bouclier", "filet") and s.armour[me] <= 2,
            "extra_armour_loss": op in ("glaive", "filet"),
            "swap_glaive_bouclier": op == "bouclier" and (s.courage[me] > 0) or op in ("salut", "courage")
            and s.armour[me] <= 1,
            "no_courage_gain": op not in ("courage",) and any(s.fame(p) >= s.setup.fame_to_win - 1
                                                               for p in s.in_arena() if p != me),
        }.get(power, False)
        if self.level_name == "easy":
            return helps and rng.random() < 0.5
        return helps or (last_chance and op in ("glaive", "filet"))

    # -- the target window ---------------------------------------------------------------------
    def _glaive_target(self, s: KingzState, rng: Rng, choices: Sequence[int]) -> int | None:
        if not choices:
            return None
        if self.level_name == "random":
            return choices[rng.below(len(choices))]
        if self.level_name == "easy":
            open_ = [p for p in choices if s.plays_op(p) != "bouclier"] or list(choices)
            return open_[rng.below(len(open_))]
        if self.level_name == "normal":
            return _aim(s, choices)
        # every card is face up: play the turn out with each target, the others' Glaives that have
        # not named theirs yet aiming keenly or on a whim (common samples for every target)
        unnamed = [p for p in s.glaive_seats() if p != self.seat and s.targets[p] is None]
        samples: list[dict[int, int]] = []
        for _ in range(TARGET_SAMPLES if unnamed else 1):
            aims: dict[int, int] = {}
            for p in unnamed:
                if rng.random() < self._whim(p):
                    others = [q for q in s.in_arena() if q != p]
                    aims[p] = others[rng.below(len(others))]
            samples.append(aims)

        def outcome(victim: int) -> float:
            total = 0.0
            for aims in samples:
                sim = s.clone()
                sim.targets[self.seat] = victim
                total += self._score(_resolve(sim, aims), self.seat)
            return total / len(samples)

        return max(choices, key=lambda p: (outcome(p), _threat(s, p)))

    # -- negotiations ---------------------------------------------------------------------------------
    def _negotiate(self, s: KingzState, rng: Rng, legal: list[KingzAction]) -> BotMove[KingzAction] | None:
        me = self.seat
        at = self._at(s, rng, self.level.think)
        if s.chooser == me:
            victims = [a.seat for a in legal if a.kind == "choose" and a.seat is not None]
            return BotMove(choose(max(victims, key=lambda p: _threat(s, p))), at)
        assert s.talk is not None
        aggressor, victim = s.talk
        if victim == me and s.offer is None:
            offers = [a for a in legal if a.kind == "offer"]
            if self.level_name == "random":
                return BotMove(offers[rng.below(len(offers))], at)
            return BotMove(self._offer(s, aggressor), at)
        if aggressor == me and s.offer is not None:
            return BotMove(ACCEPT if self._accepts(s, victim, s.offer, rng) else REFUSE, at)
        return None

    def _pardon(self, s: KingzState, victim: int, aggressor: int, paid: bool = True) -> float:
        """How likely ``aggressor`` is to pardon ``victim`` (``hard``'s guess): a
        keen one when it is ``paid`` about one fame (never when only the two of
        them are left, nor unpaid), a whimsical one half the time."""
        if not s.alive[aggressor]:
            return 1.0
        keen = 0.0
        if len(s.in_arena()) > 2 and paid:
            keen = 0.9 if s.renown[victim] >= 1 or s.courage[victim] >= 2 else 0.2
        whim = self._whim(aggressor)
        return whim * 0.5 + (1 - whim) * keen

    def _score(self, s: KingzState, me: int) -> float:
        """``me``'s chance to win from the end of a sampled turn (:func:`_chance`),
        the negotiations to come played out as ``hard`` expects them: each
        grounded seat pays each of its aggressors about one fame and stands up
        with fresh armour, or is put out (this bot refuses a victim that cannot
        pay, the others pardon as :meth:`_pardon` guesses; this bot pays
        nothing to an aggressor it believes whimsical)."""
        if s.winners is not None:
            return 1.0 / len(s.winners) if me in s.winners else 0.0
        renown, courage, armour = list(s.renown), list(s.courage), list(s.armour)
        fates: list[tuple[int, float]] = []  # (grounded seat, chance it stays in the arena)
        for v in s.in_arena():
            if armour[v] > 0:
                continue
            stay = 1.0
            for a, _speed in s.aggressors[v]:
                if a == me and _judges_first(s, me, v):
                    stay = 0.0  # this bot puts out an aggressor of its own that has not judged it yet
                    continue
                elif v == me and _judges_first(s, me, a):
                    continue  # ... which then pardons it, being out (FAQ 4): nothing paid
                elif a == me:
                    stay *= 1.0 if renown[v] >= 1 or courage[v] >= 2 or courage[v] == 1 == courage[me] % 2 else 0.0
                elif v == me and self._whim(a) >= WHIM_NO_PAY:
                    stay *= self._pardon(s, v, a, paid=False)  # this bot offers nothing (:meth:`_offer`)
                    continue
                else:
                    stay *= self._pardon(s, v, a)
                if renown[v] >= 1:
                    renown[v] -= 1
                    renown[a] += 1
                else:
                    paid = min(2, courage[v])
                    courage[v] -= paid
                    courage[a] += paid
            armour[v] = s.setup.start_armour
            fates.append((v, stay))
        alive = list(s.alive)
        total = 0.0
        for outs in range(1 << len(fates)):  # which grounded seats are put out, with their chances
            chance = 1.0
            for i, (v, stay) in enumerate(fates):
                out = bool(outs >> i & 1)
                chance *= 1.0 - stay if out else stay
                alive[v] = not out
            if chance > 0.0 and alive[me]:
                total += chance * self._estimate(s, me, renown, courage, armour, alive)
        return total

    def _estimate(self, s: KingzState, me: int, renown: Sequence[int], courage: Sequence[int],
                  armour: Sequence[int], alive: Sequence[bool]) -> float:
        """``me``'s chance to win from these tokens once this turn is over: the
        fitted estimates, blended by how whimsical ``hard`` believes its rivals."""
        rivals = [p for p in range(s.seats) if alive[p] and p != me]
        if not rivals:
            return 1.0
        hand = [c for c in s.hands[me] if c != s.plays[me]]
        turns_left = (s.setup.rounds - s.round) * s.setup.turns_per_round + s.turns - s.turn
        blend = self._blend(s, me)
        x = _features(s, me, hand, turns_left, renown, courage, armour, rivals)
        return blend * _logistic(MODEL_WHIM, x) + (1 - blend) * _logistic(MODEL_KEEN, x)

    def _blend(self, s: KingzState, me: int) -> float:
        """How whimsical ``hard`` believes its rivals, on average."""
        whim = [self._whim(p) for p in s.in_arena() if p != me]
        return sum(whim) / len(whim) if whim else 0.5

    def _offer(self, s: KingzState, aggressor: int) -> KingzAction:
        me = self.seat
        r, c = s.renown[me], s.courage[me]
        room = s.setup.fame_to_win - 1 - s.fame(aggressor)  # never hand the aggressor the crown
        if self.level_name == "easy":
            return offer(min(r, 1), 0)
        if self.level_name == "hard" and self._whim(aggressor) >= WHIM_NO_PAY:
            return offer(0, 0)  # a whimsical aggressor pardons at random, paid or not: keep the tokens
        for give_r, give_c in ((1, 0), (0, 2), (1, 1), (0, 1), (0, 0)):
            if give_r <= r and give_c <= c:
                gain = give_r + (s.courage[aggressor] + give_c) // 2 - s.courage[aggressor] // 2
                if gain <= room or self.level_name == "normal":
                    return offer(give_r, give_c)
        return offer(0, 0)

    def _accepts(self, s: KingzState, victim: int, given: Sequence[int], rng: Rng) -> bool:
        me = self.seat
        if self.level_name == "random":
            return rng.random() < 0.5
        if len(s.in_arena()) == 2:
            return False  # the last in the arena wins
        r, c = given
        worth = r + (s.courage[me] + c) // 2 - s.courage[me] // 2
        if s.fame(me) + worth >= s.setup.fame_to_win:
            return True
        if self.level_name == "easy":
            return r + c > 0
        if self.level_name == "hard" and [victim, me] in s.talks:
            return False  # it has still to judge this bot: out of the arena, it pardons (FAQ 4)
        if self.level_name == "hard":  # paid and one more rival, or one rival fewer
            renown, courage, armour = list(s.renown), list(s.courage), list(s.armour)
            renown[me] += r
            courage[me] += c
            renown[victim] -= r
            courage[victim] -= c
            armour[victim] = s.setup.start_armour
            alive = list(s.alive)
            paid = self._estimate(s, me, renown, courage, armour, alive)
            alive[victim] = False
            return paid > self._estimate(s, me, s.renown, s.courage, s.armour, alive)
        return worth >= 1


def _one_per_type(s: KingzState, hand: Sequence[int]) -> list[int]:
    """The fastest card of each type (the others play alike)."""
    best: dict[str, int] = {}
    for c in hand:
        k = s.setup.kind[c]
        if k not in best or s.setup.speed[c] > s.setup.speed[best[k]]:
            best[k] = c
    return sorted(best.values())


def _splits(counts: dict[str, int], n: int) -> list[tuple[str, ...]]:
    """Every multiset of ``n`` types that ``counts`` can give, sorted."""
    if n <= 0:
        return [()]
    kinds = sorted(counts)
    out: list[tuple[str, ...]] = []

    def grow(i: int, left: int, acc: tuple[str, ...]) -> None:
        if left == 0:
            out.append(acc)
            return
        for j in range(i, len(kinds)):
            if acc.count(kinds[j]) < counts[kinds[j]]:
                grow(j, left - 1, (*acc, kinds[j]))

    grow(0, n, ())
    return out


def _judges_first(s: KingzState, me: int, a: int) -> bool:
    """Whether grounded ``me`` and grounded ``a`` hit each other this turn and
    ``me`` judges ``a`` first (the talks run by the aggressors' card speed), so
    it can put ``a`` out before ``a`` judges it: an aggressor out of the arena
    pardons (FAQ 4)."""
    if s.armour[me] > 0 or s.armour[a] > 0:
        return False
    mine = next((speed for x, speed in s.aggressors[a] if x == me), None)
    theirs = next((speed for x, speed in s.aggressors[me] if x == a), None)
    return mine is not None and theirs is not None and (-mine, me, a) < (-theirs, a, me)


def _prior(s: KingzState, p: int, op: str) -> float:
    """How keen a player is, a priori, to play ``op`` (a rough model of people)."""
    if op == "glaive":
        return 1.4 if s.courage[p] else 0.4
    return {"bouclier": 1.0, "courage": 1.1, "salut": 0.8, "filet": 0.8}.get(op, 0.5)


def _weighted(rng: Rng, weights: Sequence[float]) -> int:
    total = sum(weights)
    if total <= 0:
        return rng.below(len(weights))
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def _threat(s: KingzState, p: int) -> float:
    """How close ``p`` is to winning, from the tokens counted."""
    return s.fame(p) + 0.3 * s.courage[p] - 0.2 * s.armour[p]


def _mark(s: KingzState, p: int) -> int:
    """Whom seat ``p`` reveals its Désarmer against: the rival closest to winning."""
    return max((q for q in s.in_arena() if q != p), key=lambda q: _threat(s, q))


def _disarm(sim: KingzState, marks: dict[int, int]) -> None:
    """Reveal the sampled Désarmers (``marks``: whom each seat would name) as
    the rules do when the pre-count window closes."""
    from game.games.kingz.rules import _close_precount

    holders = [p for p in sim.in_arena()
               if sim.plays[p] is not None and sim.setup.op(sim.plays[p] or 0) == "desarmer" and p in marks]
    if not holders:
        return
    sim.picks = list(sim.plays)
    sim.disarms = [[p, marks[p]] for p in holders]
    _close_precount(sim, 0.0, [])


def _aim(s: KingzState, choices: Sequence[int]) -> int:
    """The target a plain player names: someone without a shield, the one
    closest to winning, the more so if one more hit grounds them."""
    open_ = [p for p in choices if s.plays_op(p) != "bouclier"] or list(choices)
    return max(open_, key=lambda p: (_threat(s, p) + (1.5 if s.armour[p] <= 1 else 0.0), -p))


def _resolve(sim: KingzState, aims: dict[int, int] | None = None) -> KingzState:
    """Resolve a sampled turn with the rules' own card ops; a Glaive that has
    not named its target names its seat's one in ``aims``, else the one
    :func:`_aim` picks."""
    from game.games.kingz.rules import _start_resolve

    sim.phase = "targets"
    for p in sim.glaive_seats():
        choices = [q for q in sim.in_arena()
                   if q != p and not (sim.power_op() == "untargetable" and q == sim.rage)]
        aim = (aims or {}).get(p)
        if sim.targets[p] is None and aim in choices:
            sim.targets[p] = aim
        if sim.targets[p] is None:
            sim.targets[p] = _aim(sim, choices) if choices else None
    events: list[Any] = []
    _start_resolve(sim, 0.0, events)
    while sim.phase == "resolve":
        seat = sim.order[sim.step]
        card = sim.plays[seat]
        assert card is not None
        sim.step += 1
        CARD_OPS[sim.effective_op(card)](sim, seat, card, events)
        if sim.step >= len(sim.order):
            break
    return sim


def _features(s: KingzState, me: int, hand: Sequence[int], turns_left: int, renown: Sequence[int],
              courage: Sequence[int], armour: Sequence[int], rivals: Sequence[int]) -> list[float]:
    """What ``hard``'s estimate of ``me``'s chance to win reads from a position
    between two turns: its tokens and its rivals' (all counted in the open),
    how many turns are left and which cards it still holds this round (once a
    round's last turn is played, the next round's average hand)."""
    fames = sorted((renown[p] + courage[p] // 2 for p in rivals), reverse=True) or [0]
    mine = min(armour[me], 3)
    kinds = [s.setup.kind[c] for c in hand]
    left = len(kinds)

    def share(kind: str, average: float) -> float:
        return kinds.count(kind) / left if left else average

    return [1.0, float(renown[me]), float(courage[me]), float(courage[me] % 2),
            float(mine == 1), float(mine == 2), float(fames[0]), float(sum(fames)), float(len(rivals)),
            float(max((courage[p] for p in rivals), default=0)),
            sum(min(armour[p], 3) for p in rivals) / max(1, len(rivals)), turns_left / 14.0,
            share("bouclier", 2 / 9), share("glaive", 2 / 9) * (courage[me] > 0), share("salut", 1 / 9),
            share("filet", 1 / 9), share("courage", 2 / 9)]


def _logistic(weights: Sequence[float], x: Sequence[float]) -> float:
    z = sum(w * v for w, v in zip(weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


# -- headless speed ------------------------------------------------------------------------------------


def make_bot(game: KingzGame, level: str, seat: int, seed: int, think_ms: int | None) -> KingzBot:
    """A real-time bot; ``think_ms`` is unused (its pace is the level's)."""
    return KingzBot(game, level, seat, seed)


def benchmarks(seconds: float) -> dict[str, float]:
    return {"games_per_s_4_normal_bots": round(games_per_second(seconds, 4, "normal"), 1)}


def games_per_second(seconds: float, seats: int, level: str) -> float:
    """Whole bot games per second of this process."""
    return match.games_per_second(KingzGame(Parts(bots=f"{__name__}:make_bot")), seconds, seats, level)
