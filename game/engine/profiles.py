"""Player profiles: a name and a mark people pick when they take a seat
(pure Python, no pygame).

Profiles live in ``<user data>/profiles.json`` (``$TABLETOP_HOME`` when set)
and never leave this computer. A profile is a name of at most
:data:`NAME_MAX` characters (unique whatever its case) and a *mark*: a colour
and a symbol, so two players can be told apart without seeing colours.

The file is written beside and renamed over (:func:`~game.engine.safefile.write_replacing`), never
through a link; a file that cannot be used is set aside under a dated name
and an empty book is used, with ``problem`` saying so (as settings do).
Nothing here reads the clock: callers pass the time stamps.

Renaming keeps the profile's id, so its record follows it. Deleting a
profile takes it out of this book only (its name and mark leave every list
and it can no longer be seated): the journals (and the records' summary)
keep its games as they were played, with the name it had then, so the
people it played keep their wins, losses and ratings against it, shown as
"deleted player", and a game looked back over still names who played it.
Its id is never given again (``next`` in the file), so a new profile never
inherits those games.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.engine.safefile import read_capped, set_aside, write_replacing
from game.paths import user_dir

NAME_MAX = 12
"""Characters in a name (short enough to say aloud and to fit a seat)."""
MAX_PROFILES = 200
MAX_BYTES = 512 * 1024

MARK_COLOURS: dict[str, tuple[int, int, int]] = {
    "red": (229, 72, 77),
    "blue": (62, 142, 208),
    "yellow": (245, 197, 24),
    "green": (70, 167, 88),
    "purple": (172, 110, 220),
    "orange": (247, 128, 40),
    "pink": (240, 120, 180),
    "white": (236, 236, 236),
}
"""A mark's colours, by name (the screens draw them; the names are translated)."""
MARK_SYMBOLS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "hexagon")
"""A mark's symbols: the shapes the screens draw (``gfx.shape_points``)."""
SYMBOL_GLYPHS: dict[str, str] = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆",
                                  "star": "★", "hexagon": "⬢"}
"""The symbol as one character, for places that only show text (a phone, a banner)."""


@dataclass(frozen=True)
class Mark:
    colour: str = "red"
    symbol: str = "circle"

    @property
    def rgb(self) -> tuple[int, int, int]:
        return MARK_COLOURS.get(self.colour, MARK_COLOURS["white"])

    @property
    def glyph(self) -> str:
        return SYMBOL_GLYPHS.get(self.symbol, "●")

    def step(self, colour: int = 0, symbol: int = 0) -> Mark:
        """The mark with its colour and/or symbol moved on (wrapping)."""
        colours = list(MARK_COLOURS)
        c = colours[(colours.index(self.colour) + colour) % len(colours)] if self.colour in colours else colours[0]
        s = MARK_SYMBOLS[(MARK_SYMBOLS.index(self.symbol) + symbol) % len(MARK_SYMBOLS)] \
            if self.symbol in MARK_SYMBOLS else MARK_SYMBOLS[0]
        return Mark(c, s)


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    mark: Mark
    created: str = ""
    """ISO time stamp of its making (given by the caller)."""
    last_seated: str = ""
    """ISO time stamp of the last time it took a seat ("" never)."""

    @property
    def label(self) -> str:
        """The name with the mark's symbol, where only text can be shown (a
        no-break space between: a phone's button never leaves the symbol alone on a line)."""
        return f"{self.mark.glyph}\u00a0{self.name}"

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "colour": self.mark.colour, "symbol": self.mark.symbol,
                "created": self.created, "last_seated": self.last_seated}

    @staticmethod
    def from_json(j: Any) -> Profile:
        if not isinstance(j, dict):
            raise ValueError("a profile is not a JSON object")
        pid, name = j.get("id"), j.get("name")
        colour, symbol = j.get("colour"), j.get("symbol")
        if not isinstance(pid, str) or not pid or len(pid) > 40:
            raise ValueError("a profile has no id")
        if not isinstance(name, str) or clean_name(name) != name or not name or len(name) > NAME_MAX:
            raise ValueError(f"profile {pid}: bad name")
        if colour not in MARK_COLOURS or symbol not in MARK_SYMBOLS:
            raise ValueError(f"profile {pid}: bad mark")
        created, seated = j.get("created", ""), j.get("last_seated", "")
        if not isinstance(created, str) or not isinstance(seated, str):
            raise ValueError(f"profile {pid}: bad time stamps")
        return Profile(pid, name, Mark(str(colour), str(symbol)), created[:40], seated[:40])


def clean_name(text: str) -> str:
    """A typed name as kept: printable characters, spaces closed up."""
    return " ".join("".join(ch for ch in text if ch.isprintable()).split())


@dataclass
class ProfileBook:
    """Every profile on this computer."""

    profiles: dict[str, Profile] = field(default_factory=dict)
    problem: str = ""
    """Why the file could not be used ("" when it could)."""
    next_id: int = 1
    """The number of the next profile's id (``p7``): ids of deleted profiles are never given again."""

    def get(self, pid: str) -> Profile | None:
        return self.profiles.get(pid) if pid else None

    def recent(self, exclude: Iterable[str] = ()) -> list[Profile]:
        """Most recently seated first (then most recently made), without ``exclude``."""
        skip = set(exclude)
        return sorted((p for p in self.profiles.values() if p.id not in skip),
                      key=lambda p: (p.last_seated, p.created, p.id), reverse=True)

    def name_problem(self, name: str, pid: str = "") -> str:
        """Why ``name`` cannot be a profile's name: ``empty``, ``long`` or
        ``taken`` (by another profile, whatever its case); "" if it can."""
        name = clean_name(name)
        if not name:
            return "empty"
        if len(name) > NAME_MAX:
            return "long"
        if any(p.name.casefold() == name.casefold() and p.id != pid for p in self.profiles.values()):
            return "taken"
        return ""

    def free_mark(self) -> Mark:
        """The first mark no profile has (colours first, then symbols)."""
        used = {p.mark for p in self.profiles.values()}
        for shift in range(len(MARK_SYMBOLS)):  # each colour with a different symbol first
            for c, colour in enumerate(MARK_COLOURS):
                mark = Mark(colour, MARK_SYMBOLS[(c + shift) % len(MARK_SYMBOLS)])
                if mark not in used:
                    return mark
        return Mark()

    def create(self, name: str, mark: Mark, stamp: str) -> Profile:
        """A new profile (ValueError naming the problem when the name cannot be)."""
        problem = self.name_problem(name)
        if problem:
            raise ValueError(problem)
        if len(self.profiles) >= MAX_PROFILES:
            raise ValueError("full")
        n = max(self.next_id, 1)
        while f"p{n}" in self.profiles:
            n += 1
        self.next_id = n + 1
        profile = Profile(f"p{n}", clean_name(name), mark, stamp, stamp)
        self.profiles[profile.id] = profile
        return profile

    def rename(self, pid: str, name: str) -> Profile:
        """``pid`` called ``name`` from now on (its id, so its record, stays);
        ValueError naming the problem (``empty``, ``long``, ``taken``, ``unknown``)."""
        profile = self.profiles.get(pid)
        if profile is None:
            raise ValueError("unknown")
        problem = self.name_problem(name, pid)
        if problem:
            raise ValueError(problem)
        self.profiles[pid] = replace(profile, name=clean_name(name))
        return self.profiles[pid]

    def delete(self, pid: str) -> Profile:
        """Forget ``pid`` (its games stay in the journals: see the module's
        note); ValueError ``unknown`` if there is no such profile."""
        profile = self.profiles.pop(pid, None)
        if profile is None:
            raise ValueError("unknown")
        return profile

    def seated(self, pid: str, stamp: str) -> None:
        """``pid`` took a seat at ``stamp`` (it moves to the top of :meth:`recent`)."""
        p = self.profiles.get(pid)
        if p is not None:
            self.profiles[pid] = replace(p, last_seated=stamp)

    def to_json(self) -> dict[str, Any]:
        return {"profiles": 1, "next": self.next_id,
                "list": [p.to_json() for p in sorted(self.profiles.values(), key=lambda p: p.id)]}

    @staticmethod
    def from_json(j: Any) -> ProfileBook:
        if not isinstance(j, dict) or j.get("profiles") != 1 or not isinstance(j.get("list"), list):
            raise ValueError("not a profiles file")
        book = ProfileBook()
        for item in j["list"][:MAX_PROFILES]:
            p = Profile.from_json(item)
            if p.id in book.profiles or book.name_problem(p.name, p.id):
                raise ValueError(f"profile {p.id} is there twice")
            book.profiles[p.id] = p
        given = j.get("next", 1)
        if isinstance(given, bool) or not isinstance(given, int) or not 1 <= given <= 10 ** 9:
            raise ValueError("bad next profile number")
        numbers = [int(pid[1:]) for pid in book.profiles if pid[:1] == "p" and pid[1:].isdigit()]
        book.next_id = max([given, *(n + 1 for n in numbers)])
        return book


def profiles_path() -> Path:
    return user_dir() / "profiles.json"


def load_profiles(path: Path | None = None, stamp: str = "") -> ProfileBook:
    """The profiles saved at ``path`` (default :func:`profiles_path`). A file
    that cannot be used is renamed ``profiles.corrupt-STAMP.json`` (kept, not
    lost) and an empty book comes back with ``problem`` set."""
    path = path or profiles_path()
    if not os.path.lexists(path):
        return ProfileBook()
    try:
        return ProfileBook.from_json(json.loads(read_capped(path, MAX_BYTES, follow_links=False).decode("utf-8")))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as exc:
        aside = set_aside(path, stamp)
        reason = str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__
        return ProfileBook(problem=f"{path.name}: {reason} (kept as {aside.name})")


def save_profiles(book: ProfileBook, path: Path | None = None) -> None:
    """Write the book so that a crash never leaves a torn file."""
    write_replacing(path or profiles_path(),
                    (json.dumps(book.to_json(), indent=1, ensure_ascii=False) + "\n").encode("utf-8"))
