"""The effect vocabulary of Ikasamage: every op a spell, a fighter or a judge
may name in ``data/ikasamage.yaml``, each registered once with its parameter
model.

* A **spell op** either *stays* on the fighter its spell was cast on (it is read
  at the result: ``score``) or is *cast* (resolved at once: ``check`` says why it
  may not be cast now, ``resolve`` does it). A cast op names what the action must
  target (:data:`TARGETS`).
* A **fighter op** changes how its fighter is scored (``undead``).
* A **judge op** takes part in the judgment: it sets the limit before the check
  (``drawn_limit``) or judges after it (``low_mana_dispersal``).

Adding an op is one model and one function decorated with :func:`spell_op`,
:func:`fighter_op` or :func:`judge_op`; its text (English and French) is what
the cards and ``python -m game effects`` say. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from pydantic import Field

from game.content.base import Model
from game.engine.contract import Event
from game.games.ikasamage.state import IkaState, Why, discard_slot, draw_judge, draw_spell

TARGETS = ("none", "fighter", "spell", "spell_to", "player", "bet")
"""What a cast op names: nothing, a fighter position, a spell on the table
(position and index), a spell and the position to move it to, another player,
or one of the caster's bet cards and an unused one to take instead."""


class OpParams(Model):
    """Base of every op's parameter model: ``op`` names it."""

    op: str


@dataclass(frozen=True)
class Cast:
    """One spell being cast and what it names."""

    seat: int
    card: int
    fighter: int | None = None
    spell: tuple[int, int] | None = None
    to: int | None = None
    target: int | None = None
    bet: int | None = None
    take: int | None = None
    face_down: bool = False


@dataclass
class Score:
    """A fighter's result being added up."""

    base: int
    reward: int
    sign: int = 1
    """-1 for an Undead fighter: spell power deltas count reversed."""
    delta: int = 0
    factor: int = 1

    @property
    def power(self) -> int:
        return self.base + self.sign * self.delta


@dataclass
class Judging:
    """The judgment being given: the limit, what it does, and its verdicts."""

    limit: int | None
    judgment: str
    mana: list[int]
    """Per position, total mana on it after the reveal."""
    has_spells: list[bool]
    dispersed: set[int] = field(default_factory=set)
    excluded: set[int] = field(default_factory=set)
    drawn: int | None = None
    """The spell Ferine revealed."""


Check = Callable[[IkaState, Cast, Any], str | None]
Resolve = Callable[[IkaState, Cast, Any, list[Event]], None]


@dataclass(frozen=True)
class SpellOpSpec:
    name: str
    model: type[OpParams]
    text: dict[str, str]
    stays: bool
    target: str = "none"
    score: Callable[[Score, Any], None] | None = None
    check: Check | None = None
    resolve: Resolve | None = None
    protects: bool = False
    """On a fighter, it shuts the fighter and its spells to new spells."""
    pierces: bool = False
    """It may target a fighter that such a spell protects."""


@dataclass(frozen=True)
class FighterOpSpec:
    name: str
    model: type[OpParams]
    text: dict[str, str]
    score: Callable[[Score, Any], None]


@dataclass(frozen=True)
class JudgeOpSpec:
    name: str
    model: type[OpParams]
    text: dict[str, str]
    stage: str
    """``limit`` (before the check) or ``after``."""
    judge: Callable[[IkaState, Judging, Any, list[Event]], None]


SPELL_OPS: dict[str, SpellOpSpec] = {}
FIGHTER_OPS: dict[str, FighterOpSpec] = {}
JUDGE_OPS: dict[str, JudgeOpSpec] = {}

P = TypeVar("P", bound=OpParams)
F = TypeVar("F", bound=Callable[..., Any])


def _name(model: type[OpParams]) -> str:
    ann = model.model_fields["op"].annotation
    return str(ann.__args__[0])  # type: ignore[union-attr]


def stay_op(model: type[P], text: dict[str, str], protects: bool = False) -> Callable[[F], F]:
    """Register an op that stays on its fighter; the function adds it to the score."""
    def register(fn: F) -> F:
        SPELL_OPS[_name(model)] = SpellOpSpec(_name(model), model, text, stays=True, score=fn, protects=protects)
        return fn
    return register


def cast_op(model: type[P], text: dict[str, str], target: str = "none",
            check: Check | None = None, pierces: bool = False) -> Callable[[F], F]:
    """Register an op resolved when its spell is cast; the function resolves it."""
    assert target in TARGETS
    def register(fn: F) -> F:
        SPELL_OPS[_name(model)] = SpellOpSpec(_name(model), model, text, stays=False, target=target,
                                              check=check, resolve=fn, pierces=pierces)
        return fn
    return register


def fighter_op(model: type[P], text: dict[str, str]) -> Callable[[F], F]:
    def register(fn: F) -> F:
        FIGHTER_OPS[_name(model)] = FighterOpSpec(_name(model), model, text, fn)
        return fn
    return register


def judge_op(model: type[P], text: dict[str, str], stage: str) -> Callable[[F], F]:
    def register(fn: F) -> F:
        JUDGE_OPS[_name(model)] = JudgeOpSpec(_name(model), model, text, stage, fn)
        return fn
    return register


def spec(op: OpParams) -> SpellOpSpec:
    return SPELL_OPS[op.op]


def spell_target(spell_type: str, ops: Sequence[OpParams]) -> str:
    """What casting a spell must name: ``fighter`` for Direct and Enchant
    spells, else the target of its ops (``none`` when none names one)."""
    if spell_type != "support":
        return "fighter"
    return next((SPELL_OPS[o.op].target for o in ops if SPELL_OPS[o.op].target != "none"), "none")


def op_text(op: OpParams, lang: str) -> str:
    """The op in words, from its registered text and its parameters."""
    table = SPELL_OPS.get(op.op) or FIGHTER_OPS.get(op.op) or JUDGE_OPS.get(op.op)
    assert table is not None
    text = table.text.get(lang) or table.text["en"]
    return text.format(**op.model_dump())


# -- spell ops that stay on a fighter ------------------------------------------------------


class PowerOp(OpParams):
    """The fighter's power changes by ``amount``."""

    op: Literal["power"]
    amount: int = Field(ge=-99, le=99)


@stay_op(PowerOp, {"en": "Power {amount:+d}", "fr": "Puissance {amount:+d}"})
def _power(score: Score, p: PowerOp) -> None:
    score.delta += p.amount


class ManaOnlyOp(OpParams):
    """No effect besides the spell's mana on the fighter."""

    op: Literal["mana_only"]


@stay_op(ManaOnlyOp, {"en": "Only changes the mana on the fighter", "fr": "Change seulement la mana du combattant"})
def _mana_only(score: Score, p: ManaOnlyOp) -> None:
    pass


class MultiplyRewardOp(OpParams):
    """The fighter's reward is multiplied by ``factor`` before the bets."""

    op: Literal["multiply_reward"]
    factor: int = Field(default=2, ge=1, le=10)


@stay_op(MultiplyRewardOp, {"en": "Reward x{factor}", "fr": "Récompense x{factor}"})
def _multiply_reward(score: Score, p: MultiplyRewardOp) -> None:
    score.factor *= p.factor


class ReflectOp(OpParams):
    """Nobody may cast a new spell on the fighter or its spells (Anti-Magic Field excepted)."""

    op: Literal["reflect"]


@stay_op(ReflectOp, {"en": "No new spell on this fighter or its spells",
                     "fr": "Aucun nouveau sort sur ce combattant ni ses sorts"}, protects=True)
def _reflect(score: Score, p: ReflectOp) -> None:
    pass


# -- spell ops resolved when cast --------------------------------------------------------------


class DetectOp(OpParams):
    """Look at the face-down spells on a fighter."""

    op: Literal["detect"]


def _check_detect(s: IkaState, c: Cast, p: DetectOp) -> str | None:
    assert c.fighter is not None
    if not any(not x[2] for x in s.slots[c.fighter]):
        return Why("no_face_down", "no face-down spell there")
    return None


@cast_op(DetectOp, {"en": "Look at a fighter's face-down spells",
                    "fr": "Regardez les sorts face cachée d'un combattant"}, target="fighter", check=_check_detect)
def _detect(s: IkaState, c: Cast, p: DetectOp, events: list[Event]) -> None:
    assert c.fighter is not None
    s.seen[c.seat] = sorted(set(s.seen[c.seat]) | {x[0] for x in s.slots[c.fighter] if not x[2]})
    events.append(Event("detect", {"seat": c.seat, "fighter": c.fighter}))


class DispelOp(OpParams):
    """Discard a spell on the table."""

    op: Literal["dispel"]


@cast_op(DispelOp, {"en": "Discard a spell on a fighter", "fr": "Défaussez un sort posé sur un combattant"},
         target="spell")
def _dispel(s: IkaState, c: Cast, p: DispelOp, events: list[Event]) -> None:
    assert c.spell is not None
    pos, i = c.spell
    slot = discard_slot(s, pos, i)
    events.append(Event("dispel", {"seat": c.seat, "fighter": pos, "index": i, "card": slot[0]}))


class DrawOp(OpParams):
    """Draw ``count`` spells."""

    op: Literal["draw"]
    count: int = Field(default=1, ge=1, le=5)


@cast_op(DrawOp, {"en": "Draw {count} spell(s)", "fr": "Piochez {count} sort(s)"})
def _draw(s: IkaState, c: Cast, p: DrawOp, events: list[Event]) -> None:
    drawn = 0
    for _ in range(p.count):
        card = draw_spell(s, events)
        if card is None:
            break
        s.hands[c.seat].append(card)
        drawn += 1
    events.append(Event("draw", {"seat": c.seat, "count": drawn}))


class MakeDiscardOp(OpParams):
    """Another player discards ``count`` cards of its choice."""

    op: Literal["make_discard"]
    count: int = Field(default=1, ge=1, le=5)


def _check_make_discard(s: IkaState, c: Cast, p: MakeDiscardOp) -> str | None:
    assert c.target is not None
    if not s.hands[c.target]:
        return Why("no_card", "that player has no card")
    return None


@cast_op(MakeDiscardOp, {"en": "A player discards {count} card(s) of their choice",
                         "fr": "Un joueur se défausse de {count} carte(s) de son choix"},
         target="player", check=_check_make_discard)
def _make_discard(s: IkaState, c: Cast, p: MakeDiscardOp, events: list[Event]) -> None:
    assert c.target is not None
    s.forget = [c.target, c.seat, min(p.count, len(s.hands[c.target]))]
    events.append(Event("amnesia", {"seat": c.seat, "target": c.target}))


class SwapBetOp(OpParams):
    """Swap one of your bet cards with an unused one."""

    op: Literal["swap_bet"]
    min_bets: int = Field(default=2, ge=1, le=3)


def _check_swap_bet(s: IkaState, c: Cast, p: SwapBetOp) -> str | None:
    if len(s.bets[c.seat]) < p.min_bets:
        return Why("min_bets", f"needs a bet on at least {p.min_bets} fighters", n=p.min_bets)
    return None


@cast_op(SwapBetOp, {"en": "Swap one of your bet cards for an unused one (not with fewer than {min_bets})",
                     "fr": "Échangez une de vos cartes Pari contre une inutilisée (pas avec moins de {min_bets})"},
         target="bet", check=_check_swap_bet)
def _swap_bet(s: IkaState, c: Cast, p: SwapBetOp, events: list[Event]) -> None:
    assert c.bet is not None and c.take is not None
    bets = s.bets[c.seat]
    bets[bets.index(c.bet)] = c.take
    bets.sort()
    events.append(Event("imitation", {"seat": c.seat}))


class ReplaceJudgeOp(OpParams):
    """Discard the judge and draw a new one."""

    op: Literal["replace_judge"]


@cast_op(ReplaceJudgeOp, {"en": "Discard the judge, draw a new one", "fr": "Défaussez le juge, piochez-en un nouveau"})
def _replace_judge(s: IkaState, c: Cast, p: ReplaceJudgeOp, events: list[Event]) -> None:
    old = s.judge
    if not s.judge_deck and not s.judge_discard:
        events.append(Event("judge", {"seat": c.seat, "old": old, "judge": old}))  # no other judge: it stays
        return
    s.judge = draw_judge(s)  # before the old one is discarded: it never comes straight back
    s.judge_discard.append(old)
    events.append(Event("judge", {"seat": c.seat, "old": old, "judge": s.judge}))


class SkipJudgmentOp(OpParams):
    """No judgment this round."""

    op: Literal["skip_judgment"]


@cast_op(SkipJudgmentOp, {"en": "No judgment this round", "fr": "Pas de jugement cette manche"})
def _skip_judgment(s: IkaState, c: Cast, p: SkipJudgmentOp, events: list[Event]) -> None:
    s.confusion = True
    events.append(Event("confusion", {"seat": c.seat}))


class IgnoreRefusalsOp(OpParams):
    """The caster may cast refused spells this round."""

    op: Literal["ignore_refusals"]


@cast_op(IgnoreRefusalsOp, {"en": "You may cast refused spells this round",
                            "fr": "Vous pouvez lancer des sorts refusés cette manche"})
def _ignore_refusals(s: IkaState, c: Cast, p: IgnoreRefusalsOp, events: list[Event]) -> None:
    s.invisible[c.seat] = True
    events.append(Event("invisibility", {"seat": c.seat}))


class DirectFaceDownOp(OpParams):
    """The caster may cast Direct spells face down this round."""

    op: Literal["direct_face_down"]


@cast_op(DirectFaceDownOp, {"en": "You may cast Direct spells face down this round",
                            "fr": "Vous pouvez jouer des sorts Directs face cachée cette manche"})
def _direct_face_down(s: IkaState, c: Cast, p: DirectFaceDownOp, events: list[Event]) -> None:
    s.prismatic[c.seat] = True
    events.append(Event("prismatic", {"seat": c.seat}))


class ReplaceFighterOp(OpParams):
    """Discard a fighter and draw a new one in its place (its spells and bets stay)."""

    op: Literal["replace_fighter"]


def _check_replace_fighter(s: IkaState, c: Cast, p: ReplaceFighterOp) -> str | None:
    return None if s.fighter_deck else Why("no_fighter_left", "no fighter left to draw")


@cast_op(ReplaceFighterOp, {"en": "Replace a fighter with a new one (spells and bets stay)",
                            "fr": "Remplacez un combattant par un nouveau (sorts et paris restent)"},
         target="fighter", check=_check_replace_fighter)
def _replace_fighter(s: IkaState, c: Cast, p: ReplaceFighterOp, events: list[Event]) -> None:
    assert c.fighter is not None
    old = s.fighters[c.fighter]
    s.fighters[c.fighter] = s.fighter_deck.pop()
    s.fighter_deck.insert(0, old)  # back under the deck: it is shuffled in at the end of the round
    events.append(Event("metamorphosis", {"seat": c.seat, "fighter": c.fighter, "old": old,
                                          "new": s.fighters[c.fighter]}))


class MoveSpellOp(OpParams):
    """Move a spell to another fighter (face down stays face down)."""

    op: Literal["move_spell"]


@cast_op(MoveSpellOp, {"en": "Move a spell to another fighter", "fr": "Déplacez un sort vers un autre combattant"},
         target="spell_to")
def _move_spell(s: IkaState, c: Cast, p: MoveSpellOp, events: list[Event]) -> None:
    assert c.spell is not None and c.to is not None
    pos, i = c.spell
    slot = s.slots[pos].pop(i)
    s.slots[c.to].append(slot)
    events.append(Event("alteration", {"seat": c.seat, "fighter": pos, "index": i, "to": c.to,
                                       "card": slot[0] if slot[2] else None}))


class ClearFighterOp(OpParams):
    """Discard every spell on a fighter (even under Reflection)."""

    op: Literal["clear_fighter"]


def _check_clear(s: IkaState, c: Cast, p: ClearFighterOp) -> str | None:
    assert c.fighter is not None
    return None if s.slots[c.fighter] else Why("no_spell_there", "no spell on that fighter")


@cast_op(ClearFighterOp, {"en": "Discard every spell on a fighter", "fr": "Défaussez tous les sorts d'un combattant"},
         target="fighter", check=_check_clear, pierces=True)
def _clear_fighter(s: IkaState, c: Cast, p: ClearFighterOp, events: list[Event]) -> None:
    assert c.fighter is not None
    cards = []
    while s.slots[c.fighter]:
        cards.append(discard_slot(s, c.fighter, 0)[0])
    events.append(Event("anti_magic", {"seat": c.seat, "fighter": c.fighter, "cards": cards}))


# -- fighter ops --------------------------------------------------------------------------------


class UndeadOp(OpParams):
    """Spell power deltas count reversed on this fighter."""

    op: Literal["undead"]


@fighter_op(UndeadOp, {"en": "Undead: spell power + and - are reversed",
                       "fr": "Mort-vivant : les + et - de puissance des sorts sont inversés"})
def _undead(score: Score, p: UndeadOp) -> None:
    score.sign = -score.sign


# -- judge ops --------------------------------------------------------------------------------


class Verdict(Model):
    limit: int | None = Field(ge=-50, le=99)
    judgment: Literal["dispersion", "exclusion", "none"]


class DrawnLimitOp(OpParams):
    """At the judgment, the top spell of the deck sets the limit and judgment by its type."""

    op: Literal["drawn_limit"]
    direct: Verdict
    enchant: Verdict
    support: Verdict


@judge_op(DrawnLimitOp, {"en": "Reveals the top spell at the judgment: Direct {direct[limit]} {direct[judgment]}, "
                               "Enchant {enchant[limit]} {enchant[judgment]}, "
                               "Support {support[limit]} {support[judgment]}",
                         "fr": "Révèle le premier sort au jugement : Direct {direct[limit]} {direct[judgment]}, "
                               "Enchantement {enchant[limit]} {enchant[judgment]}, "
                               "Soutien {support[limit]} {support[judgment]}"}, stage="limit")
def _drawn_limit(s: IkaState, j: Judging, p: DrawnLimitOp, events: list[Event]) -> None:
    card = draw_spell(s, events)
    if card is None:
        return
    s.discard.append(card)
    v: Verdict = getattr(p, s.card(card).type)
    j.limit, j.judgment, j.drawn = v.limit, v.judgment, card
    events.append(Event("ferine", {"card": card, "limit": v.limit, "judgment": v.judgment}))


class LowManaDispersalOp(OpParams):
    """Also disperses every fighter carrying ``at_most`` mana or less."""

    op: Literal["low_mana_dispersal"]
    at_most: int = Field(default=4, ge=-50, le=99)


@judge_op(LowManaDispersalOp, {"en": "Also disperses fighters with {at_most} mana or less",
                               "fr": "Disperse aussi les combattants à {at_most} de mana ou moins"}, stage="after")
def _low_mana(s: IkaState, j: Judging, p: LowManaDispersalOp, events: list[Event]) -> None:
    for pos, mana in enumerate(j.mana):
        if j.has_spells[pos] and mana <= p.at_most and pos not in j.excluded:
            j.dispersed.add(pos)


def models(table: dict[str, Any]) -> tuple[type[OpParams], ...]:
    return tuple(entry.model for entry in table.values())


def fighter_score(s: IkaState, pos: int) -> Score:
    """The fighter at ``pos`` with every spell now on it counted (face down
    too): its abilities and each spell's ops, as the setup summed them up."""
    f = s.fighters[pos]
    fd = s.setup.fighters[f]
    score = Score(base=fd.power, reward=fd.reward, sign=s.setup.signs[f])
    cards = s.setup.cards
    for slot in s.slots[pos]:
        card = cards[slot[0]]
        score.delta += card.delta
        score.factor *= card.factor
    return score


def mana_on(s: IkaState, pos: int) -> int:
    return sum(s.card(x[0]).mana for x in s.slots[pos])
