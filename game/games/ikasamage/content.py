"""Typed model of ``data/ikasamage.yaml``: spells, fighters, judges, numbers.

Effects, fighter abilities and judge specials are ops from the vocabulary in
:mod:`game.games.ikasamage.ops`, told apart by their ``op`` key: an unknown op,
a missing or mistyped parameter is a file:line:col error.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from pydantic import Field

from game.content.base import Loc, Model, bundled_yaml, validated
from game.engine.contract import Json
from game.games.ikasamage.ops import FIGHTER_OPS, JUDGE_OPS, SPELL_OPS, OpParams, Score, models, spell_target
from game.games.ikasamage.state import Card, Setup

CONTENT_FILE = "ikasamage.yaml"
MIN_SEATS, MAX_SEATS = 3, 6
BET_SIZES = (1, 2, 3)

if TYPE_CHECKING:
    SpellOp = OpParams
    FighterOp = OpParams
    JudgeOp = OpParams
else:
    SpellOp = Annotated[Union[models(SPELL_OPS)], Field(discriminator="op")]  # noqa: UP007
    FighterOp = Annotated[Union[models(FIGHTER_OPS)], Field(discriminator="op")]  # noqa: UP007
    JudgeOp = Annotated[Union[models(JUDGE_OPS)], Field(discriminator="op")]  # noqa: UP007

Ident = Annotated[str, Field(min_length=1, max_length=30, pattern=r"^[a-z][a-z0-9_]*$")]


class Names(Model):
    en: str = Field(min_length=1, max_length=40)
    fr: str = Field(min_length=1, max_length=40)


class ShortNames(Model):
    en: str = Field(default="", max_length=24)
    fr: str = Field(default="", max_length=24)


class SpellDef(Model):
    id: Ident
    name: Names
    short: ShortNames = Field(default_factory=ShortNames)
    """A designer's shorter name for a card too narrow for the whole one
    (a hand of eight at 140 % text); "" where the whole name always fits."""
    count: int = Field(ge=1, le=20)
    type: Literal["direct", "enchant", "support"]
    forbidden: bool = False
    mana: int | None = Field(default=None, ge=-20, le=20)
    """Direct and Enchant spells carry mana on their fighter; Support spells none."""
    face_up: bool | None = None
    """Enchants are cast face down unless this says otherwise (Reflection)."""
    effect: list[SpellOp] = Field(min_length=1, max_length=6)


class FighterDef(Model):
    id: Ident
    name: Names
    power: int = Field(ge=0, le=99)
    reward: int = Field(ge=0, le=99)
    abilities: list[FighterOp] = Field(default_factory=list, max_length=4)


class Refusal(Model):
    """A kind of spell a judge refuses: every field given must match."""

    type: Literal["direct", "enchant", "support"] | None = None
    forbidden: bool | None = None


class JudgeDef(Model):
    id: Ident
    name: Names
    limit: int | None = Field(ge=-50, le=99)
    """Strictly more mana on a fighter calls the judgment; null: no limit."""
    judgment: Literal["dispersion", "exclusion", "none"]
    refuses: list[Refusal] = Field(default_factory=list, max_length=6)
    specials: list[JudgeOp] = Field(default_factory=list, max_length=4)


class HandRule(Model):
    players: int = Field(ge=MIN_SEATS, le=MAX_SEATS)
    start: int = Field(ge=1, le=15)
    draw: int = Field(ge=0, le=15)
    limit: int = Field(ge=1, le=20)


class Payout(Model):
    bets: int = Field(ge=1, le=3)
    times: int = Field(ge=0, le=10)
    half: bool


class IkaContent(Model):
    """The whole Ikasamage data file."""

    hands: list[HandRule]
    rounds: int = Field(ge=1, le=10)
    fighters_per_round: int = Field(ge=2, le=8)
    start_gold: int = Field(ge=0, le=100)
    payout: list[Payout]
    cheat_cost: int = Field(ge=0, le=50)
    fighters: list[FighterDef]
    judges: list[JudgeDef] = Field(min_length=1)
    spells: list[SpellDef] = Field(min_length=1)

    def problems(self) -> Iterable[tuple[Loc, str]]:
        lists: tuple[tuple[str, list[str]], ...] = (("fighters", [f.id for f in self.fighters]),
                                                    ("judges", [j.id for j in self.judges]),
                                                    ("spells", [s.id for s in self.spells]))
        for name, ids in lists:
            first: dict[str, int] = {}
            for i, ident in enumerate(ids):
                if ident in first:
                    yield (name, i, "id"), f"duplicate id {ident!r} (first at {name}[{first[ident]}])"
                first.setdefault(ident, i)
        players = [h.players for h in self.hands]
        for n in range(MIN_SEATS, MAX_SEATS + 1):
            if players.count(n) != 1:
                yield ("hands",), f"give exactly one entry for {n} players (found {players.count(n)})"
        sizes = [p.bets for p in self.payout]
        for n in BET_SIZES:
            if sizes.count(n) != 1:
                yield ("payout",), f"give exactly one entry for {n} bet card(s) (found {sizes.count(n)})"
        if len(self.fighters) < self.fighters_per_round:
            yield ("fighters",), f"{len(self.fighters)} fighters cannot fill {self.fighters_per_round} positions"
        cards = sum(s.count for s in self.spells)
        for i, h in enumerate(self.hands):
            if h.limit < h.start:
                yield ("hands", i, "limit"), (
                    f"a hand limit of {h.limit} is below the {h.start} cards dealt at the start")
            if h.players * h.start > cards:
                yield ("spells",), f"{cards} spells cannot deal {h.start} to each of {h.players} players"
        for i, sp in enumerate(self.spells):
            yield from _spell_problems(i, sp)


def _spell_problems(i: int, sp: SpellDef) -> Iterable[tuple[Loc, str]]:
    placed = sp.type != "support"
    if placed and sp.mana is None:
        yield ("spells", i, "mana"), f"a {sp.type} spell needs its mana"
    if not placed and sp.mana is not None:
        yield ("spells", i, "mana"), "a support spell carries no mana (it is discarded at once)"
    if sp.face_up is not None and sp.type != "enchant":
        yield ("spells", i, "face_up"), "only an enchant may say how it is cast (directs are face up)"
    face_up = sp.type == "direct" if sp.face_up is None else sp.face_up
    targets = []
    for k, op in enumerate(sp.effect):
        spec = SPELL_OPS[op.op]
        if spec.protects and not face_up:
            yield ("spells", i, "face_up"), (
                f"{op.op} protects its fighter for all to see: the spell must be cast face up (face_up: true)")
        if spec.stays != placed:
            where = "on a fighter" if spec.stays else "when cast"
            yield ("spells", i, "effect", k, "op"), (
                f"{op.op} acts {where}: it belongs on a {'direct or enchant' if spec.stays else 'support'} spell")
        if spec.target != "none":
            targets.append(spec.target)
    if len(targets) > 1:
        yield ("spells", i, "effect"), f"at most one op may name a target (these name {', '.join(targets)})"


def load_content_json(path: Path | None = None) -> Any:
    """The bundled YAML as a JSON-compatible dict (what ``GameConfig.content`` holds)."""
    return bundled_yaml(CONTENT_FILE, path)


def validate_content(data: Any) -> IkaContent:
    """Validate ``data`` and raise ``ValueError`` listing every cross-field problem."""
    return validated(IkaContent, data, "Ikasamage")


@lru_cache(maxsize=16)
def make_setup(content_json: str, seats: int, coup_tordu: bool) -> Setup:
    """The setup for validated content (given as canonical JSON, so it caches)."""
    content = validate_content(json.loads(content_json))
    cards: list[Card] = []
    for i, sp in enumerate(content.spells):
        face_up = sp.type == "direct" if sp.face_up is None else sp.face_up
        score = Score(base=0, reward=0)
        for op in sp.effect:
            add = SPELL_OPS[op.op].score
            if add is not None:
                add(score, op)
        for _ in range(sp.count):
            cards.append(Card(spell=i, id=sp.id, type=sp.type, forbidden=sp.forbidden, mana=sp.mana or 0,
                              face_up=face_up, ops=tuple(sp.effect), delta=score.delta, factor=score.factor,
                              protects=any(SPELL_OPS[o.op].protects for o in sp.effect),
                              target=spell_target(sp.type, sp.effect)))
    signs = []
    for f in content.fighters:
        score = Score(base=f.power, reward=f.reward)
        for ability in f.abilities:
            FIGHTER_OPS[ability.op].score(score, ability)
        signs.append(score.sign)
    refusals = tuple(frozenset(i for i, sp in enumerate(content.spells)
                               if any((r.type is None or r.type == sp.type)
                                      and (r.forbidden is None or r.forbidden == sp.forbidden) for r in j.refuses))
                     for j in content.judges)
    hand = next(h for h in content.hands if h.players == seats)
    return Setup(content=content, seats=seats, coup_tordu=coup_tordu, cards=tuple(cards),
                 start=hand.start, draw=hand.draw, limit=hand.limit, signs=tuple(signs), refusals=refusals)


def setup_from_json(j: Json) -> Setup:
    """The setup a state's JSON holds (``Setup.to_json``)."""
    return make_setup(json.dumps(j["content"], sort_keys=True), int(j["seats"]), bool(j["coup_tordu"]))
