"""What the Kingz engine sends the table: typed views (the scene reads these)."""

from __future__ import annotations

from typing import TypedDict


class CardView(TypedDict):
    id: int
    kind: str
    """The card type id (``glaive``, ``bouclier``...)."""
    op: str
    """What it does this turn (an Ours polaire Rage! swaps glaive and bouclier)."""
    speed: int
    owner: int
    """The seat whose animal the card belongs to."""


class SeatView(TypedDict):
    seat: int
    animal: str
    alive: bool
    ready: bool
    hand_count: int
    discard_count: int
    discard: list[CardView | None]
    """The discard, bottom to top: the faces the table has seen this round,
    None for a card set aside face down."""
    card: CardView | None
    """The card this seat plays this turn, once revealed."""
    target: int | None
    """The seat its Glaive named."""
    grounded: bool
    """At 0 armour after the resolution ("Aïe, aïe, aïe !")."""
    power_used: bool
    armour: int | None
    """Tokens behind the paravent: only for the seat itself (or open paravents)."""
    courage: int | None
    renown: int | None
    fame: int | None
    hand: list[CardView] | None
    """The seat's hand, for itself (or open paravents)."""
    aside: list[CardView] | None
    """The cards it set aside this round that the table has not seen."""
    pick: CardView | None
    """Its secret pick, for itself only."""


class TalkView(TypedDict):
    aggressor: int
    victim: int
    offer: list[int] | None
    """``[renown, courage]`` the victim offers, once it has."""


class KingzView(TypedDict):
    game: str
    you: int | None
    phase: str
    """aside, approach, precount, count, targets, resolve, negotiate, over."""
    round: int
    rounds: int
    turn: int
    turns: int
    clock: float
    deadline: float | None
    phase_started: float
    mode: str
    kids: bool
    power: bool
    open_paravents: bool
    fame_to_win: int
    seats: list[SeatView]
    supply: dict[str, int]
    rage: int | None
    """The seat whose Rage! won this turn."""
    rage_op: str | None
    disarms: list[list[int]]
    """``[holder, target]`` Désarmer reveals of this turn, in press order."""
    order: list[int]
    """Seats in resolution order, once the cards are revealed."""
    step: int
    """How many cards of ``order`` have resolved."""
    glaives: list[int]
    """Seats whose revealed card is a Glaive this turn."""
    talk: TalkView | None
    chooser: int | None
    """An aggressor with several victims who picks whom to hear first."""
    talks: list[list[int]]
    """``[aggressor, victim]`` negotiations still to come."""
    last_plays: list[CardView | None]
    """What each seat played last turn (shown while the next picks are made)."""
    winners: list[int] | None
    end_reason: str
