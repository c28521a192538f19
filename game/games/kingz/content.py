"""Typed model of ``data/kingz.yaml``: animals, action cards, powers, tokens.

A card type's ``effect`` and an animal's ``power`` are ops from a small
vocabulary: each op is one model below, told apart by its ``op`` key, so an
unknown op, a missing or mistyped parameter is a file:line:col error. Adding
an op is one model here and one function in :mod:`game.games.kingz.rules`.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field

from game.content.base import Loc, Model, bundled_yaml, validated

CONTENT_FILE = "kingz.yaml"
MAX_SEATS = 5


# -- card ops --------------------------------------------------------------------------


class GlaiveOp(Model):
    """Spend ``cost`` courage (none: no effect) to hit the named target."""

    op: Literal["glaive"]
    cost: int = Field(default=1, ge=0, le=5)
    damage: int = Field(default=1, ge=1, le=5)
    renown: int = Field(default=1, ge=0, le=5)


class FiletOp(Model):
    """Hits every opponent if nobody played a bouclier, else backfires."""

    op: Literal["filet"]
    damage: int = Field(default=1, ge=1, le=5)
    renown: int = Field(default=1, ge=0, le=5)
    backfire: int = Field(default=1, ge=0, le=5)


class BouclierOp(Model):
    """Its player cannot be hit this turn."""

    op: Literal["bouclier"]


class CourageOp(Model):
    """Take ``gain`` courage."""

    op: Literal["courage"]
    gain: int = Field(default=1, ge=1, le=5)


class SalutOp(Model):
    """Judged after every other card: ``renown`` if nobody hit its player."""

    op: Literal["salut"]
    renown: int = Field(default=1, ge=1, le=5)


class DesarmerOp(Model):
    """Revealed before the count to swap cards with a named player."""

    op: Literal["desarmer"]


CardOp = Annotated[GlaiveOp | FiletOp | BouclierOp | CourageOp | SalutOp | DesarmerOp,
                   Field(discriminator="op")]

# -- power ops ----------------------------------------------------------------------------


class NoCourageGain(Model):
    """Courage cards give nothing this turn."""

    op: Literal["no_courage_gain"]


class Untargetable(Model):
    """No Glaive may name the power's player this turn (the Filet still hits)."""

    op: Literal["untargetable"]


class ExtraArmourLoss(Model):
    """Whoever loses armour this turn loses ``amount`` more (once per turn)."""

    op: Literal["extra_armour_loss"]
    amount: int = Field(default=1, ge=1, le=3)


class SwapGlaiveBouclier(Model):
    """Glaives become Boucliers and Boucliers Glaives this turn."""

    op: Literal["swap_glaive_bouclier"]


class FreeGlaive(Model):
    """Glaives need no courage this turn."""

    op: Literal["free_glaive"]


PowerOp = Annotated[NoCourageGain | Untargetable | ExtraArmourLoss | SwapGlaiveBouclier | FreeGlaive,
                    Field(discriminator="op")]

# -- the file ----------------------------------------------------------------------------------


class CardType(Model):
    id: str = Field(min_length=1, max_length=20)
    kids: bool
    """Kept in the Kids variant."""
    effect: CardOp


class AnimalCard(Model):
    card: str
    speed: int = Field(ge=1, le=99)


class Animal(Model):
    id: str = Field(min_length=1, max_length=20)
    power: PowerOp
    cards: list[AnimalCard] = Field(min_length=1, max_length=20)


class Tokens(Model):
    armour: int = Field(ge=1, le=10)
    courage: int = Field(ge=0, le=10)


class Supply(Model):
    renown: int = Field(ge=1, le=200)
    courage: int = Field(ge=0, le=200)
    armour: int = Field(ge=1, le=200)


class Timings(Model):
    """Seconds. See the YAML comments for what each one does."""

    pre_count: float = Field(gt=0, le=10)
    count: float = Field(gt=0, le=10)
    resolve_step: float = Field(gt=0, le=10)
    negotiate: float = Field(gt=0, le=120)


class KingzContent(Model):
    """The whole Kingz data file."""

    start: Tokens
    supply: Supply
    fame_to_win: int = Field(ge=1, le=50)
    rounds: int = Field(ge=1, le=5)
    turns_per_round: int = Field(ge=1, le=15)
    set_aside: int = Field(ge=0, le=10)
    timings: Timings
    card_types: list[CardType] = Field(min_length=1)
    animals: list[Animal] = Field(min_length=2)

    def art(self) -> Iterable[tuple[Loc, str]]:
        """Each animal's picture (its seat's token on the table)."""
        return [(("animals", a, "id"), f"svg/kingz/{animal.id}.svg") for a, animal in enumerate(self.animals)]

    def card_type(self, type_id: str) -> CardType:
        return next(c for c in self.card_types if c.id == type_id)

    def problems(self) -> Iterable[tuple[Loc, str]]:
        types: dict[str, int] = {}
        for i, ct in enumerate(self.card_types):
            if ct.id in types:
                yield ("card_types", i, "id"), f"duplicate card type {ct.id!r} (first at card_types[{types[ct.id]}])"
            types.setdefault(ct.id, i)
        animals: dict[str, int] = {}
        speeds: dict[int, tuple[int, int]] = {}
        needed = self.turns_per_round + self.set_aside
        for a, animal in enumerate(self.animals):
            if animal.id in animals:
                yield ("animals", a, "id"), f"duplicate animal {animal.id!r} (first at animals[{animals[animal.id]}])"
            animals.setdefault(animal.id, a)
            if len(animal.cards) < needed:
                yield ("animals", a, "cards"), (
                    f"{len(animal.cards)} cards: {self.turns_per_round} turns and {self.set_aside} set aside "
                    f"need at least {needed}")
            if not any(c.card in types and self.card_type(c.card).kids for c in animal.cards):
                yield ("animals", a, "cards"), "no card is kept in the Kids variant"
            for c, card in enumerate(animal.cards):
                if card.card not in types:
                    yield ("animals", a, "cards", c, "card"), (
                        f"unknown card type {card.card!r} (card_types: {', '.join(types)})")
                if card.speed in speeds:
                    fa, fc = speeds[card.speed]
                    yield ("animals", a, "cards", c, "speed"), (
                        f"speed {card.speed} already used by animals[{fa}].cards[{fc}]: speeds decide the "
                        "order of resolution and must all differ")
                speeds.setdefault(card.speed, (a, c))
        if len(self.animals) < MAX_SEATS:
            yield ("animals",), f"{len(self.animals)} animals: {MAX_SEATS} players need {MAX_SEATS}"
        if self.supply.armour < self.start.armour * MAX_SEATS:
            yield ("supply", "armour"), (
                f"{self.supply.armour} armour cannot give {MAX_SEATS} players {self.start.armour} each")
        if self.supply.courage < self.start.courage * MAX_SEATS:
            yield ("supply", "courage"), (
                f"{self.supply.courage} courage cannot give {MAX_SEATS} players {self.start.courage} each")


def load_content_json(path: Path | None = None) -> Any:
    """The bundled YAML as a JSON-compatible dict (what ``GameConfig.content`` holds)."""
    return bundled_yaml(CONTENT_FILE, path)


def validate_content(data: Any) -> KingzContent:
    """Validate ``data`` and raise ``ValueError`` listing every cross-field problem."""
    return validated(KingzContent, data, "Kingz")
