"""The shape of what Manga Manga shows (pure, no pygame): ``MangaGame.view``
returns a :class:`MangaView` and the scene reads one, so mypy checks the table
against what the rules send. Everything here is JSON (the phone pages of a
later issue get the same)."""

from __future__ import annotations

from typing import NotRequired, TypedDict


class CardView(TypedDict):
    id: int
    dragon: bool
    warrior: str | None
    """None for a dragon."""
    shield: str | None


class PileEntryView(TypedDict):
    card: CardView
    seat: int | None
    """Who played it; None for a turned-up card."""
    announced: str | None
    """The colour announced with a dragon."""
    follow: str | None
    """The warrior colour this card asks for."""


class TimedSeatView(TypedDict):
    seat: int
    until: float | None


class ConsolationDiscView(TypedDict):
    id: int
    effect: str


class MangaView(TypedDict):
    game: str
    you: int | None
    seats: int
    mode: str
    colours: list[str]
    symbols: dict[str, str]
    phase: str
    battle: int
    battles: int
    deciding: bool
    players: list[int]
    two_player_rules: bool
    clock: float
    count_in_end: float | None
    battle_started_at: float | None
    top: PileEntryView | None
    under: PileEntryView | None
    follow: str | None
    follow_from_dragon: bool
    seq: int
    since: float
    last_player: int | None
    may_play: list[int]
    stop_possible: bool
    stop_target: int | None
    replacement: TimedSeatView | None
    last_card: TimedSeatView | None
    deadlock_at: float | None
    result_until: float | None
    excluded: list[int]
    hands: list[list[CardView]]
    """Every hand, face up, sorted by colour."""
    hand_counts: list[int]
    draw_count: int
    set_aside_count: int
    pile_count: int
    victory_stack: int
    victory_discs: list[int]
    """How many victory discs each seat holds (their values are secret)."""
    consolation_stack: int
    consolation_discs: list[int]
    consolation_spent: list[str]
    consolation_turn: int | None
    battle_winners: list[int]
    scores: list[int] | None
    """Revealed at the end (or when a deciding battle is due)."""
    victory_values: list[list[int]] | None
    deciding_seats: list[int]
    winners: list[int] | None
    my_victory_discs: NotRequired[list[int]]
    """Only in a seat's own view: the values of its victory discs."""
    my_consolation_discs: NotRequired[list[ConsolationDiscView]]
    """Only in a seat's own view: its consolation discs."""
