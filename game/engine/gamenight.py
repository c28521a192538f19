"""A game night: one group, several games in a row, night points by place
(pure Python, no pygame).

The group is seated once (:class:`~game.engine.contract.SeatConfig`, with
profiles); each game of the night seats everyone, the seats turned one step
further each game so that nobody is always first to play (or always Black).
Each finished game gives night points by place (``data/gamenight.yaml``);
players tied for a place share the points of the places they take.

The night is saved in ``<user data>/gamenight.json`` (written beside and
renamed) after every change: which games, what each gave, and the journal of
the game being played, so that after a crash the night resumes between games
or, with that journal, in the game.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.contract import SeatConfig
from game.engine.records import PlayedGame
from game.engine.safefile import read_capped, write_replacing
from game.paths import user_dir

NIGHT_VERSION = 1
MAX_BYTES = 1024 * 1024


def award(places: Sequence[int], points: Sequence[int]) -> list[float]:
    """Night points for each seat from its place (1 first): the points of the
    places a tie takes together, shared. ``[1, 1, 3]`` with ``3/2/1`` gives
    ``[2.5, 2.5, 1]``."""
    def at(place: int) -> int:
        return points[place - 1] if 1 <= place <= len(points) else 0

    out = []
    for place in places:
        tied = sum(1 for p in places if p == place)
        out.append(sum(at(place + k) for k in range(tied)) / tied)
    return out


@dataclass(frozen=True)
class NightGame:
    """One finished game of the night, for the group (index = the group's seat)."""

    game: str
    key: str
    """The game's journal file name."""
    places: tuple[int, ...]
    points: tuple[float, ...]
    scores: tuple[float, ...]
    extras: tuple[dict[str, int | str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "key": self.key, "places": list(self.places), "points": list(self.points),
                "scores": list(self.scores), "extras": [dict(e) for e in self.extras]}

    @staticmethod
    def from_json(j: Any) -> NightGame:
        return NightGame(str(j["game"]), str(j["key"]), tuple(int(p) for p in j["places"]),
                         tuple(float(p) for p in j["points"]), tuple(float(s) for s in j["scores"]),
                         tuple({str(k): v for k, v in e.items() if isinstance(v, int | str)}
                               for e in j.get("extras", [])))

    def winners(self) -> list[int]:
        return [i for i, p in enumerate(self.places) if p == 1]

    def margin(self) -> float:
        """How far the first place's score is ahead of the best of the others."""
        first = [s for s, p in zip(self.scores, self.places, strict=False) if p == 1]
        rest = [s for s, p in zip(self.scores, self.places, strict=False) if p != 1]
        return max(first) - max(rest) if first and rest else 0.0


@dataclass
class Night:
    seats: tuple[SeatConfig, ...]
    games: tuple[str, ...]
    points: tuple[int, ...]
    played: list[NightGame] = field(default_factory=list)
    current: str = ""
    """The journal file name of the game being played ("" between games)."""
    started: str = ""

    @property
    def over(self) -> bool:
        return len(self.played) >= len(self.games)

    @property
    def next_game(self) -> str | None:
        return None if self.over else self.games[len(self.played)]

    def rotation(self, index: int | None = None) -> int:
        """How many steps the seats are turned in game ``index`` (default: the next)."""
        n = len(self.seats)
        return (len(self.played) if index is None else index) % max(1, n)

    def game_seats(self, index: int | None = None) -> tuple[SeatConfig, ...]:
        """The group in the seats of game ``index``: game seat ``i`` is group member ``(i + turn) % n``."""
        turn, n = self.rotation(index), len(self.seats)
        return tuple(self.seats[(i + turn) % n] for i in range(n))

    def finish(self, played: PlayedGame) -> NightGame:
        """Count ``played`` (the current game) for the night."""
        turn, n = self.rotation(), len(self.seats)
        member_seat = {(i + turn) % n: i for i in range(n)}  # group member -> game seat
        seats = [played.seats[member_seat[m]] for m in range(n)]
        places = tuple(s.place for s in seats)
        game = NightGame(played.game, played.key, places, tuple(award(places, self.points)),
                         tuple(s.score for s in seats), tuple(dict(s.extras) for s in seats))
        self.played.append(game)
        self.current = ""
        return game

    def totals(self) -> list[float]:
        return [sum(g.points[m] for g in self.played) for m in range(len(self.seats))]

    def standings(self) -> list[tuple[int, int, float]]:
        """``(place, member, points)`` best first; equal points share a place."""
        totals = self.totals()
        order = sorted(range(len(totals)), key=lambda m: (-totals[m], m))
        return [(1 + sum(1 for t in totals if t > totals[m]), m, totals[m]) for m in order]

    def to_json(self) -> dict[str, Any]:
        return {"night": NIGHT_VERSION, "seats": [s.to_json() for s in self.seats], "games": list(self.games),
                "points": list(self.points), "played": [g.to_json() for g in self.played],
                "current": self.current, "started": self.started}

    @staticmethod
    def from_json(j: Any) -> Night:
        if not isinstance(j, dict) or j.get("night") != NIGHT_VERSION:
            raise ValueError("not a game night")
        seats = tuple(SeatConfig.from_json(s) for s in j["seats"])
        games = tuple(str(g) for g in j["games"])
        points = tuple(int(p) for p in j["points"])
        if not 1 <= len(seats) <= 8 or not games or not points:
            raise ValueError("a game night needs seats, games and points")
        night = Night(seats, games, points, [NightGame.from_json(g) for g in j["played"]],
                      str(j.get("current", "")), str(j.get("started", "")))
        if len(night.played) > len(games) or any(len(g.places) != len(seats) for g in night.played):
            raise ValueError("the games played do not match the night")
        return night


def night_path() -> Path:
    return user_dir() / "gamenight.json"


def save_night(night: Night, path: Path | None = None) -> None:
    write_replacing(path or night_path(), (json.dumps(night.to_json(), ensure_ascii=False) + "\n").encode("utf-8"))


def load_night(path: Path | None = None) -> tuple[Night | None, str]:
    """The saved night (None if there is none) and, when one cannot be read,
    why (it is then set aside as ``gamenight.unreadable.json``)."""
    path = path or night_path()
    if not os.path.lexists(path):
        return None, ""
    try:
        return Night.from_json(json.loads(read_capped(path, MAX_BYTES, follow_links=False).decode("utf-8"))), ""
    except (OSError, ValueError, TypeError, KeyError, AttributeError, UnicodeDecodeError, RecursionError) as exc:
        try:
            os.replace(path, path.with_name("gamenight.unreadable.json"))
        except OSError:
            pass
        return None, (str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__)


def end_night(path: Path | None = None) -> None:
    """The night is over: its file goes."""
    try:
        os.unlink(path or night_path())
    except FileNotFoundError:
        pass
