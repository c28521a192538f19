"""Located content errors: what a designer sees for a broken data file."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class ContentError:
    """One problem in one file. ``line`` and ``column`` are 1-based; ``message``
    starts with the field path when there is one, e.g.
    ``keyboard_zones[1].keys.act: unknown key name 'FOO'``."""

    file: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


class ContentErrors(Exception):
    """Raised when a data file cannot be turned into a valid model."""

    def __init__(self, errors: Iterable[ContentError]) -> None:
        self.errors: list[ContentError] = sorted(set(errors))
        super().__init__("\n".join(str(e) for e in self.errors))

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)
