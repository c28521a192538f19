"""The shape of what Mana shows (pure, no pygame): ``ManaGame.view`` returns a
:class:`ManaView`, so mypy checks every reader against what the rules send.
Everything here is JSON (the phone pages of a later issue get the same).

Mana hides nothing: every seat's view, and the table's, hold the whole
position. The table draws this view; for its cursors it asks the rules only
what any seat may ask (the legal actions, and what one would lead to)."""

from __future__ import annotations

from typing import TypedDict

from game.engine.contract import Json


class PieceView(TypedDict):
    square: str
    """``a1`` .. ``f6``."""
    owner: int
    """0 Black, 1 White."""
    kind: str
    """``daimio`` or ``ronin``."""


class RulesView(TypedDict):
    bird_blocks: bool
    draw_rule: bool
    repetition_count: int
    ply_limit: int


class ManaView(TypedDict):
    board: list[list[int]]
    """Square types (1, 2, 3), rank 6 first, files a..f (``board_order``)."""
    board_order: str
    pieces: list[PieceView]
    bird: str | None
    to_move: int
    phase: str
    """``setup``, ``play`` or ``over``."""
    setup: str
    """``standard`` or ``advanced``."""
    demanded_type: int | None
    """The square type the bird demands of the player to move, if any."""
    free: bool
    free_reason: str
    captured: list[int]
    """Ronins each side may bring back."""
    last: Json
    legal: dict[str, list[str]]
    """The player to move's actions by the square they start from (``+``: bring
    a Ronin back; ``setup``: a placement), in action text."""
    ply: int
    moves: list[str]
    rules: RulesView
    outcome: Json
    viewer: int | None


def square_types(v: ManaView) -> list[int]:
    """The squares' types in square order (a1, b1 .. f1, a2 .. f6): the
    view's board read from rank 1."""
    return [t for row in reversed(v["board"]) for t in row]
