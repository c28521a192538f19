"""Typed model of ``data/manga_manga.yaml`` (colours, deck, discs, timings)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from game.content.base import Loc, Model, bundled_yaml, validated

CONTENT_FILE = "manga_manga.yaml"
MAX_SEATS = 6

DiscEffect = Literal["sword", "discard", "swap", "dragons_away"]


class Colour(Model):
    """A card colour and the symbol drawn with it for colour-blind players."""

    id: str = Field(min_length=1)
    symbol: str = Field(min_length=1)


class WarriorEntry(Model):
    """``count`` copies of the warrior card (warrior colour, shield colour)."""

    warrior: str
    shield: str
    count: int = Field(ge=1, le=20)


class Deck(Model):
    warriors: list[WarriorEntry] = Field(min_length=1)
    dragons: int = Field(ge=0, le=40)


class VictoryDiscEntry(Model):
    swords: int = Field(ge=0, le=10)
    count: int = Field(ge=1, le=40)


class ConsolationDiscEntry(Model):
    effect: DiscEffect
    count: int = Field(ge=1, le=40)


class Timings(Model):
    """Seconds. See the YAML comments for what each one does."""

    count_in: float = Field(gt=0, le=30)
    deadlock_pause: float = Field(gt=0, le=30)
    stop_replacement: float = Field(gt=0, le=30)
    last_card_stop: float = Field(gt=0, le=30)
    result_pause: float = Field(ge=0, le=60)


class MangaContent(Model):
    """The whole Manga Manga data file."""

    colours: list[Colour] = Field(min_length=2)
    deck: Deck
    victory_discs: list[VictoryDiscEntry] = Field(min_length=1)
    consolation_discs: list[ConsolationDiscEntry] = Field(min_length=1)
    hand_size: int = Field(ge=1, le=12)
    battles: int = Field(ge=1, le=40)
    timings: Timings

    def colour_ids(self) -> list[str]:
        return [c.id for c in self.colours]

    def warrior_count(self) -> int:
        return sum(w.count for w in self.deck.warriors)

    def problems(self) -> Iterable[tuple[Loc, str]]:
        seen: dict[str, int] = {}
        symbols: dict[str, int] = {}
        for i, colour in enumerate(self.colours):
            if colour.id in seen:
                yield ("colours", i, "id"), (
                    f"duplicate colour id {colour.id!r} (first at colours[{seen[colour.id]}])")
            else:
                seen[colour.id] = i
            if colour.symbol in symbols:
                yield ("colours", i, "symbol"), (
                    f"symbol {colour.symbol!r} already used by colours[{symbols[colour.symbol]}]: "
                    "colour-blind players could not tell them apart")
            else:
                symbols[colour.symbol] = i
        pairs: dict[tuple[str, str], int] = {}
        for i, entry in enumerate(self.deck.warriors):
            for key in ("warrior", "shield"):
                value = getattr(entry, key)
                if value not in seen:
                    yield ("deck", "warriors", i, key), (
                        f"unknown colour {value!r} (colours: {', '.join(seen)})")
            pair = (entry.warrior, entry.shield)
            if pair in pairs:
                yield ("deck", "warriors", i), (
                    f"pair {entry.warrior}/{entry.shield} already listed at deck.warriors[{pairs[pair]}]: "
                    "raise its count instead")
            else:
                pairs[pair] = i
        needed = self.hand_size * MAX_SEATS + 1
        if self.warrior_count() < needed:
            yield ("deck", "warriors"), (
                f"only {self.warrior_count()} warriors: {MAX_SEATS} players with {self.hand_size} cards "
                f"each need at least {needed}")
        victory = sum(d.count for d in self.victory_discs)
        if victory < self.battles:
            yield ("victory_discs",), f"{victory} victory discs cannot reward {self.battles} battles"
        consolation = sum(d.count for d in self.consolation_discs)
        if consolation < 1:
            yield ("consolation_discs",), "at least one consolation disc is needed"


def load_content_json(path: Path | None = None) -> Any:
    """The bundled YAML as a JSON-compatible dict (what ``GameConfig.content`` holds)."""
    return bundled_yaml(CONTENT_FILE, path)


def validate_content(data: Any) -> MangaContent:
    """Validate ``data`` and raise ``ValueError`` listing every cross-field problem."""
    return validated(MangaContent, data, "Manga Manga")
