"""Players' records and ratings, rebuilt from the finished journals (pure
Python, no pygame).

A finished journal says everything a record needs: its header holds the seats
(a profile id, a bot's level, or an anonymous person) and the config, its end
entry the outcome. :func:`played_from_journal` turns one journal into a
:class:`PlayedGame`; :class:`Records` adds them up (games, wins, places, each
game's extras from ``Game.record_extras``), compares two players head to head,
and rates everyone per game with Glicko-2 (:mod:`game.engine.rating`), bots by
level on the same scale from their games against people with a profile.

Old journals are deleted (``prune_finished``), so each game's facts are also
kept in a small summary file, ``<user data>/records.json``, written beside and
renamed like the settings: :func:`absorb` adds every finished journal it has
not seen yet, before any is pruned. An abandoned game counts for nobody.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.contract import Game, Outcome
from game.engine.journal import Journal, JournalError, list_journals, looks_finished, read_journal
from game.engine.rating import Rating, rate_game
from game.engine.safefile import MiB, read_capped, set_aside, write_replacing
from game.paths import user_dir

SUMMARY_VERSION = 1
MAX_SUMMARY_BYTES = 32 * MiB
"""A game takes about 300 bytes in the summary: a hundred thousand games fit."""
ANONYMOUS = ""


def who_of_seat(seat: Any) -> str:
    """``p:ID`` for a profile, ``bot:LEVEL`` for a bot, "" for an anonymous person."""
    if seat.is_bot:
        return f"bot:{seat.level}"
    return f"p:{seat.profile}" if seat.profile else ANONYMOUS


@dataclass(frozen=True)
class SeatResult:
    who: str
    name: str
    place: int
    """1 for the winners; then by score, equal scores sharing a place."""
    score: float
    won: bool
    extras: Mapping[str, int | str] = field(default_factory=dict)

    def to_json(self) -> list[Any]:
        return [self.who, self.name, self.place, self.score, self.won, dict(self.extras)]

    @staticmethod
    def from_json(j: Any) -> SeatResult:
        who, name, place, score, won, extras = j
        if not (isinstance(who, str) and isinstance(name, str) and isinstance(place, int)
                and isinstance(score, int | float) and isinstance(won, bool) and isinstance(extras, dict)):
            raise ValueError("bad seat")
        clean = {str(k): v for k, v in extras.items() if isinstance(v, int | str) and not isinstance(v, bool)}
        return SeatResult(who, name, place, float(score), won, clean)


@dataclass(frozen=True)
class PlayedGame:
    key: str
    """The journal's file name (unique, and sorts by start time)."""
    game: str
    started: str
    reason: str
    seats: tuple[SeatResult, ...]

    def seat_of(self, who: str) -> SeatResult | None:
        return next((s for s in self.seats if s.who == who), None)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "game": self.game, "started": self.started, "reason": self.reason,
                "seats": [s.to_json() for s in self.seats]}

    @staticmethod
    def from_json(j: Any) -> PlayedGame:
        if not isinstance(j, dict):
            raise ValueError("bad game")
        key, game, started, reason = j.get("key"), j.get("game"), j.get("started"), j.get("reason")
        if not all(isinstance(x, str) for x in (key, game, started, reason)) or not isinstance(j.get("seats"), list):
            raise ValueError("bad game")
        return PlayedGame(str(key), str(game), str(started), str(reason),
                          tuple(SeatResult.from_json(s) for s in j["seats"]))


def places(winners: Iterable[int], scores: list[float], n: int) -> list[int]:
    """Each seat's place: the winners first, then by score; equal ones share."""
    won = set(winners)
    key = [(i in won, scores[i] if i < len(scores) else 0.0) for i in range(n)]
    return [1 + sum(1 for other in key if other > mine) for mine in key]


def outcome_from_json(j: Any) -> Outcome:
    if not isinstance(j, dict):
        raise ValueError("the end entry holds no outcome")
    winners, scores = j.get("winners", []), j.get("scores", [])
    if not isinstance(winners, list) or not all(isinstance(w, int) for w in winners):
        raise ValueError("bad winners")
    if not isinstance(scores, list) or not all(isinstance(s, int | float) for s in scores):
        raise ValueError("bad scores")
    detail = j.get("detail", {})
    return Outcome(tuple(winners), tuple(float(s) for s in scores), str(j.get("reason", "")),
                   detail if isinstance(detail, dict) else {})


def played_from_journal(journal: Journal, game: Game[Any, Any] | None, key: str = "") -> PlayedGame | None:
    """The facts of a finished game (None: unfinished or abandoned)."""
    end = journal.end
    if end is None or end.abandoned:
        return None
    outcome = outcome_from_json(end.outcome)
    seats = journal.header.config.seats
    where = places(outcome.winners, list(outcome.scores), len(seats))
    results = []
    for i, seat in enumerate(seats):
        extras = game.record_extras(journal.header.config, outcome, i) if game is not None else {}
        results.append(SeatResult(who_of_seat(seat), seat.name, where[i],
                                  outcome.scores[i] if i < len(outcome.scores) else 0.0, i in outcome.winners,
                                  dict(extras)))
    return PlayedGame(key or (journal.path.name if journal.path else ""), journal.header.game,
                      journal.header.started, outcome.reason, tuple(results))


# -- adding up ---------------------------------------------------------------------------------


@dataclass
class Tally:
    """One player's record in one game (or in every game)."""

    games: int = 0
    wins: int = 0
    places: int = 0
    """The sum of places (for the average)."""
    sums: dict[str, int] = field(default_factory=dict)
    """Number extras, added up (swords, gold, fame, battles)."""
    words: dict[str, list[int]] = field(default_factory=dict)
    """Word extras (``side:black``, ``animal:ours``) -> [games, wins]."""

    def add(self, seat: SeatResult) -> None:
        self.games += 1
        self.wins += seat.won
        self.places += seat.place
        for k, v in seat.extras.items():
            if isinstance(v, str):
                entry = self.words.setdefault(f"{k}:{v}", [0, 0])
                entry[0] += 1
                entry[1] += seat.won
            else:
                self.sums[k] = self.sums.get(k, 0) + int(v)


@dataclass(frozen=True)
class HeadToHead:
    games: int
    a_ahead: int
    b_ahead: int
    level: int
    """Games where they finished in the same place."""


def counts_for_rating(a: str, b: str) -> bool:
    """Pairs that move ratings: at least one person with a profile (bots are
    rated from their games against people, not against each other)."""
    return (a.startswith("p:") or b.startswith("p:")) and ANONYMOUS not in (a, b)


class Records:
    """Every counted game, oldest first, and what follows from them."""

    def __init__(self, games: Iterable[PlayedGame]) -> None:
        self.games = sorted(games, key=lambda g: (g.started, g.key))
        self._ratings: dict[str, dict[str, Rating]] | None = None

    def of(self, who: str, game: str | None = None) -> list[PlayedGame]:
        return [g for g in self.games if (game is None or g.game == game) and g.seat_of(who) is not None]

    def tally(self, who: str, game: str | None = None) -> Tally:
        t = Tally()
        for g in self.of(who, game):
            for seat in g.seats:
                if seat.who == who:
                    t.add(seat)
        return t

    def players(self) -> list[str]:
        """Everyone with a record (profiles and bot levels), in order of first game."""
        seen: dict[str, None] = {}
        for g in self.games:
            for s in g.seats:
                if s.who:
                    seen.setdefault(s.who, None)
        return list(seen)

    def head_to_head(self, a: str, b: str, game: str | None = None) -> HeadToHead:
        games = ahead = behind = level = 0
        for g in self.games:
            sa, sb = g.seat_of(a), g.seat_of(b)
            if (game is not None and g.game != game) or sa is None or sb is None or a == b:
                continue
            games += 1
            ahead += sa.place < sb.place
            behind += sa.place > sb.place
            level += sa.place == sb.place
        return HeadToHead(games, ahead, behind, level)

    def ratings(self, game: str) -> dict[str, Rating]:
        """Everyone's Glicko-2 rating in ``game`` after every counted game of it."""
        if self._ratings is None:
            self._ratings = {}
            for g in self.games:
                table = self._ratings.setdefault(g.game, {})
                table.update(rate_game(table, [(s.who, s.place) for s in g.seats if s.who], counts_for_rating))
        return dict(self._ratings.get(game, {}))

    def wins_over_time(self, who: str, game: str | None = None) -> list[tuple[str, int, int]]:
        """``(started, wins so far, games so far)`` after each of ``who``'s games."""
        out: list[tuple[str, int, int]] = []
        wins = 0
        for n, g in enumerate(self.of(who, game), 1):
            seat = g.seat_of(who)
            wins += bool(seat and seat.won)
            out.append((g.started, wins, n))
        return out


# -- the summary file ------------------------------------------------------------------------------


def summary_path() -> Path:
    return user_dir() / "records.json"


@dataclass
class Summary:
    games: dict[str, PlayedGame] = field(default_factory=dict)
    seen: set[str] = field(default_factory=set)
    """Journals already read (counted or not: abandoned games are seen too)."""
    problem: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"records": SUMMARY_VERSION, "seen": sorted(self.seen),
                "games": [g.to_json() for g in sorted(self.games.values(), key=lambda g: g.key)]}


def load_summary(path: Path | None = None, stamp: str = "") -> Summary:
    """The summary at ``path``; one that cannot be used is set aside (kept
    under a dated name) and an empty one is used, ``problem`` saying so."""
    path = path or summary_path()
    if not os.path.lexists(path):
        return Summary()
    try:
        j = json.loads(read_capped(path, MAX_SUMMARY_BYTES, follow_links=False).decode("utf-8"))
        if not isinstance(j, dict) or j.get("records") != SUMMARY_VERSION:
            raise ValueError("not a records summary")
        seen, games = j.get("seen"), j.get("games")
        if not isinstance(seen, list) or not isinstance(games, list):
            raise ValueError("not a records summary")
        played = [PlayedGame.from_json(g) for g in games]
        return Summary({g.key: g for g in played}, {str(k) for k in seen} | {g.key for g in played})
    except (OSError, ValueError, TypeError, UnicodeDecodeError, RecursionError) as exc:
        aside = set_aside(path, stamp)
        reason = str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__
        return Summary(problem=f"{path.name}: {reason} (kept as {aside.name})")


def save_summary(summary: Summary, path: Path | None = None) -> None:
    write_replacing(path or summary_path(), (json.dumps(summary.to_json(), separators=(",", ":"),
                                                        ensure_ascii=False) + "\n").encode("utf-8"))


def known_game(game_id: str) -> Game[Any, Any] | None:
    """The registered game ``game_id`` (None for one this build does not have)."""
    from game.engine import registry
    try:
        return registry.get(game_id)
    except KeyError:
        return None


def absorb(resolve: Callable[[str], Game[Any, Any] | None] = known_game, journals: Iterable[Path] | None = None,
           path: Path | None = None, rebuild: bool = False, stamp: str = "") -> tuple[Records, Summary]:
    """Add every finished journal the summary has not seen (``journals``:
    default, the user's journal folder), save the summary when it changed, and
    return the records. ``rebuild`` reads again every journal still there (the
    summary then only keeps what was pruned). A journal that cannot be read
    is left for later (it is not marked seen)."""
    summary = load_summary(path, stamp)
    changed = bool(summary.problem)
    found = list_journals() if journals is None else list(journals)
    for p in found:
        if (p.name in summary.seen and not rebuild) or not looks_finished(p):
            continue
        try:
            journal = read_journal(p)
            played = played_from_journal(journal, resolve(journal.header.game), p.name)
        except (OSError, JournalError, ValueError, TypeError, KeyError):
            continue
        summary.games.pop(p.name, None)
        if played is not None:
            summary.games[p.name] = played
        summary.seen.add(p.name)
        changed = True
    if changed:
        try:
            save_summary(summary, path)
        except OSError as exc:
            summary.problem = summary.problem or f"records.json: {exc}"
    return Records(summary.games.values()), summary
