"""Typed content for Mana: the board grid and the draw-rule numbers from ``data/mana.yaml``."""

from __future__ import annotations

from collections.abc import Iterable

from game.content.base import Loc, Model

SIZE = 6
"""The board is always 6 x 6 (square names a1..f6)."""

TYPES = (1, 2, 3)
"""Square types: single, double, triple."""

PER_TYPE = 12
"""How many squares of each type the board must have."""


class DrawRule(Model):
    """Numbers of the optional draw rule."""

    repetition_count: int = 3
    ply_limit: int = 300

    def problems(self) -> Iterable[tuple[Loc, str]]:
        if self.repetition_count < 2:
            yield ("repetition_count",), f"must be at least 2, not {self.repetition_count}"
        if self.ply_limit < 1:
            yield ("ply_limit",), f"must be at least 1, not {self.ply_limit}"


class ManaContent(Model):
    """``board`` lists rank 6 first (the top line as seen from Black's seat),
    rank 1 last; inside a line, files a..f. Each value is 1, 2 or 3."""

    board: list[list[int]]
    draw: DrawRule = DrawRule()

    def problems(self) -> Iterable[tuple[Loc, str]]:
        if len(self.board) != SIZE:
            yield ("board",), f"needs {SIZE} lines (ranks 6 down to 1), found {len(self.board)}"
        shape_ok = len(self.board) == SIZE
        for r, line in enumerate(self.board):
            if len(line) != SIZE:
                shape_ok = False
                yield ("board", r), f"rank {SIZE - r} needs {SIZE} squares (files a..f), found {len(line)}"
            for c, value in enumerate(line):
                if value not in TYPES:
                    shape_ok = False
                    name = f"{'abcdef'[c] if c < SIZE else '?'}{SIZE - r}"
                    yield ("board", r, c), (f"square {name} is {value}; "
                                            "a square type is 1 (single), 2 (double) or 3 (triple)")
        if shape_ok:
            counts = {t: sum(line.count(t) for line in self.board) for t in TYPES}
            wrong = [f"{counts[t]} of type {t}" for t in TYPES if counts[t] != PER_TYPE]
            if wrong:
                yield ("board",), (f"needs exactly {PER_TYPE} squares of each type 1, 2, 3; found "
                                   + ", ".join(wrong))
            for r, who in ((SIZE - 1, "Black"), (0, "White")):
                if 2 not in self.board[r]:
                    yield ("board", r), (f"{who}'s home row (rank {SIZE - r}) has no double square "
                                         "for the Daimio in the standard setup")
        yield from (((("draw",) + loc), msg) for loc, msg in self.draw.problems())

    def types_by_square(self) -> list[int]:
        """Square types indexed by square number ``(rank - 1) * 6 + file``."""
        return [self.board[SIZE - 1 - (sq // SIZE)][sq % SIZE] for sq in range(SIZE * SIZE)]
