"""The append-only game journal: the save file, the replay and the bug report.

A journal is JSON lines (UTF-8, ``\\n``-terminated, one ``write`` + ``flush``
per line, so a crash can only cut the last line)::

    {"journal":1,"game":"nim","seed":42,"config":{...GameConfig.to_json()...},"started":"2026-11-22T06:50:21+00:00"}
    {"t":0.0,"seat":0,"a":2}                     an applied action (action_to_json)
    {"t":3.0,"advance":true}                     advance(state, 3.0) produced events
    {"t":5.5,"end":{"winners":[0],...}}           the game ended (Outcome.to_json)

Replaying is calling ``new_game(config, seed)`` then ``advance``/``apply`` in
the recorded order. Only advances that produced events are recorded, so a game
must keep this promise: an ``advance`` that returns no events leaves nothing
behind that a later call depends on (it may return a new but equivalent state).

Reading is forgiving only where a crash can leave damage: a torn or garbage
*last* line is skipped (``Journal.torn``); a broken header or a broken line in
the middle raises :class:`JournalError` naming the file and line.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Container, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from game.engine.contract import Event, Game, GameConfig, IllegalAction, Json
from game.engine.safefile import MiB, read_capped
from game.paths import user_dir

JOURNAL_VERSION = 1
SUFFIX = ".jsonl"
ABANDONED = "abandoned"
"""The ``reason`` of the ``end`` entry written by :func:`mark_abandoned`."""
MAX_BYTES = 4 * MiB
"""Largest journal read. A real game writes tens of kilobytes; replaying a file
much larger would freeze the window for seconds."""
MAX_TIME = 1e7
"""Latest time an entry may carry (115 days of play): a larger or negative time
is damage, not a game."""
MAX_SEATS = 64


class JournalError(Exception):
    """A journal that cannot be read or replayed; ``str()`` is one line."""

    def __init__(self, message: str, path: Path | None = None, line: int | None = None) -> None:
        where = ""
        if path is not None:
            where = f"{path}:{line}: " if line is not None else f"{path}: "
        elif line is not None:
            where = f"line {line}: "
        super().__init__(where + message)
        self.path = path
        self.line = line
        self.message = message


# -- entries --------------------------------------------------------------------


@dataclass(frozen=True)
class JournalHeader:
    game: str
    seed: int
    config: GameConfig
    started: str
    phones: tuple[int, ...] = ()
    """The seats a phone could play (the game started with phones on): a
    resumed game brings phones back for them, with new addresses."""

    def to_json(self) -> Json:
        out: dict[str, Json] = {"journal": JOURNAL_VERSION, "game": self.game, "seed": self.seed,
                                "config": self.config.to_json(), "started": self.started}
        if self.phones:
            out["phones"] = list(self.phones)
        return out


@dataclass(frozen=True)
class ActionEntry:
    t: float
    seat: int
    action: Json
    line: int = 0
    """1-based line number in the file (0 when not read from a file)."""


@dataclass(frozen=True)
class AdvanceEntry:
    t: float
    line: int = 0


@dataclass(frozen=True)
class EndEntry:
    t: float
    outcome: Json
    line: int = 0

    @property
    def reason(self) -> str:
        if isinstance(self.outcome, dict):
            return str(self.outcome.get("reason", ""))
        return ""

    @property
    def abandoned(self) -> bool:
        return self.reason == ABANDONED


Entry = ActionEntry | AdvanceEntry | EndEntry


@dataclass(frozen=True)
class Journal:
    header: JournalHeader
    entries: tuple[Entry, ...]
    torn: bool
    """The last line was cut or garbage and was skipped."""
    path: Path | None = None
    valid_bytes: int = 0
    """Length of the readable prefix of the file (where appending may resume)."""

    @property
    def end(self) -> EndEntry | None:
        last = self.entries[-1] if self.entries else None
        return last if isinstance(last, EndEntry) else None

    @property
    def finished(self) -> bool:
        return self.end is not None

    @property
    def actions(self) -> tuple[ActionEntry, ...]:
        return tuple(e for e in self.entries if isinstance(e, ActionEntry))

    @property
    def last_time(self) -> float:
        return self.entries[-1].t if self.entries else 0.0


# -- encoding ---------------------------------------------------------------------


def _dumps(obj: Json) -> str:
    try:
        return json.dumps(obj, separators=(",", ":"), allow_nan=False, ensure_ascii=True)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"journal entries must be finite JSON: {exc}") from None


def _time(t: float) -> float:
    t = float(t)
    if not math.isfinite(t):
        raise ValueError(f"journal time must be finite, not {t!r}")
    return t


def _is_number(x: object) -> bool:
    if not isinstance(x, int | float) or isinstance(x, bool):
        return False
    try:
        return math.isfinite(x)
    except OverflowError:  # an int of hundreds of digits
        return False


def _is_time(x: object) -> bool:
    """A journal time: seconds of play, from 0 to :data:`MAX_TIME`."""
    return isinstance(x, int | float) and _is_number(x) and 0 <= x <= MAX_TIME


def _parse_header(obj: Any) -> JournalHeader:
    if not isinstance(obj, dict) or "journal" not in obj:
        raise ValueError("not a journal header")
    if obj["journal"] != JOURNAL_VERSION:
        raise ValueError(f"unsupported journal version {obj['journal']!r} "
                         f"(this build reads {JOURNAL_VERSION})")
    game, seed, started = obj.get("game"), obj.get("seed"), obj.get("started", "")
    if not isinstance(game, str) or not game:
        raise ValueError("header has no game id")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
        raise ValueError("header seed is not an integer from 0 to 2**64 - 1")
    if not isinstance(started, str):
        raise ValueError("header 'started' is not a string")
    try:
        config = GameConfig.from_json(obj["config"])
    except (KeyError, TypeError, AttributeError, ValueError, OverflowError, RecursionError) as exc:
        raise ValueError(f"header config is malformed ({type(exc).__name__}: {_short(exc)})") from None
    phones = obj.get("phones", [])
    if not isinstance(phones, list) or not all(isinstance(p, int) and not isinstance(p, bool)
                                               and 0 <= p < len(config.seats) for p in phones):
        raise ValueError("header 'phones' is not a list of seats")
    return JournalHeader(game=game, seed=seed, config=config, started=started, phones=tuple(sorted(set(phones))))


def _parse_entry(obj: Any, line: int) -> Entry:
    if not isinstance(obj, dict):
        raise ValueError("entry is not a JSON object")
    raw_t = obj.get("t")
    if not isinstance(raw_t, int | float) or not _is_time(raw_t):
        raise ValueError(f"entry has no time 't' from 0 to {MAX_TIME:g} seconds")
    t = float(raw_t)
    if "a" in obj:
        seat = obj.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < MAX_SEATS:
            raise ValueError("action entry has no valid 'seat'")
        return ActionEntry(t=t, seat=seat, action=obj["a"], line=line)
    if obj.get("advance") is True:
        return AdvanceEntry(t=t, line=line)
    if "end" in obj:
        return EndEntry(t=t, outcome=obj["end"], line=line)
    raise ValueError("entry is neither an action, an advance nor an end")


# -- reading ------------------------------------------------------------------------


def parse_journal(data: bytes, path: Path | None = None) -> Journal:
    """Parse journal bytes (see :func:`read_journal`)."""
    # (1-based line number, offset just past the line, the line's bytes)
    lines: list[tuple[int, int, bytes]] = []
    offset = 0
    chunks = data.split(b"\n")
    for i, chunk in enumerate(chunks):
        offset += len(chunk) + (1 if i < len(chunks) - 1 else 0)
        if chunk.strip():  # blank lines (a trailing newline) are not damage
            lines.append((i + 1, offset, chunk))
    if not lines:
        raise JournalError("empty journal (no header)", path, 1)

    header: JournalHeader | None = None
    entries: list[Entry] = []
    torn = False
    valid = 0
    ended_at: int | None = None
    for idx, (lineno, end_offset, chunk) in enumerate(lines):
        is_last = idx == len(lines) - 1
        try:
            obj = json.loads(chunk.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            if header is None:
                raise JournalError(f"broken header ({_short(exc)})", path, lineno) from None
            if is_last:
                torn = True
                break
            raise JournalError(f"broken line ({_short(exc)})", path, lineno) from None
        if header is None:
            try:
                header = _parse_header(obj)
            except ValueError as exc:
                raise JournalError(f"broken header: {exc}", path, lineno) from None
            valid = end_offset
            continue
        try:
            entry = _parse_entry(obj, lineno)
        except ValueError as exc:
            if is_last:
                torn = True
                break
            raise JournalError(f"bad entry: {exc}", path, lineno) from None
        if ended_at is not None:
            raise JournalError(f"entry after the end entry of line {ended_at}", path, lineno)
        if isinstance(entry, EndEntry):
            ended_at = lineno
        entries.append(entry)
        valid = end_offset
    assert header is not None  # the first line either parsed as a header or raised
    return Journal(header=header, entries=tuple(entries), torn=torn, path=path, valid_bytes=valid)


def _short(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:120]


def read_journal(path: str | os.PathLike[str]) -> Journal:
    """Read a journal file. A torn or garbage last line is skipped
    (``torn=True``); a broken header or middle line raises JournalError.
    OSError propagates: a missing file, permissions, and (as
    :class:`~game.engine.safefile.FileRefused`) a link, anything but a regular
    file, or a file over :data:`MAX_BYTES`. Links are never followed, so
    nothing outside the journal folder is read or written through one."""
    p = Path(path)
    return parse_journal(read_capped(p, MAX_BYTES, follow_links=False), p)


# -- replay ---------------------------------------------------------------------------


def replay_steps(game: Game[Any, Any], journal: Journal) -> Iterator[tuple[Entry | None, Any, list[Event]]]:
    """Yield ``(entry, state, events)`` after the start (entry None) and after
    each entry. IllegalAction or a bad action raises JournalError (line named)."""
    header = journal.header
    if header.game != game.id:
        raise JournalError(f"journal is for game {header.game!r}, not {game.id!r}", journal.path)
    state = game.new_game(header.config, header.seed)
    yield None, state, []
    for entry in journal.entries:
        if isinstance(entry, EndEntry):
            yield entry, state, []
            return
        try:
            if isinstance(entry, AdvanceEntry):
                state, events = game.advance(state, entry.t)
            else:
                action = game.action_from_json(entry.action)
                state, events = game.apply(state, entry.seat, action, entry.t)
        except IllegalAction as exc:
            raise JournalError(f"replay refused the action: {exc.reason}", journal.path, entry.line) from None
        except (KeyError, TypeError, ValueError, IndexError, OverflowError, RecursionError) as exc:
            raise JournalError(f"cannot replay entry ({type(exc).__name__}: {_short(exc)})",
                               journal.path, entry.line) from None
        yield entry, state, events


def replay(game: Game[Any, Any], journal: Journal) -> tuple[Any, int]:
    """Rebuild the state by replaying every entry; returns ``(state, events_count)``."""
    final: Any = None
    count = 0
    for _entry, state, events in replay_steps(game, journal):
        final = state
        count += len(events)
    return final, count


# -- writing ----------------------------------------------------------------------------


class JournalWriter:
    """Appends entries to a journal, flushing after every line.

    ``JournalWriter(path, game, seed, config)`` creates a new file (refusing to
    overwrite one) and writes the header; :meth:`resume` continues an existing
    journal after cutting a torn last line."""

    def __init__(self, path: str | os.PathLike[str], game: str, seed: int, config: GameConfig,
                 *, started: str | None = None, phones: tuple[int, ...] = ()) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.header = JournalHeader(game=game, seed=int(seed), config=config,
                                    started=started or datetime.now(UTC).isoformat(timespec="seconds"),
                                    phones=tuple(sorted(set(phones))))
        line = _dumps(self.header.to_json())  # encode before creating the file
        self._file: IO[str] | None = open(self.path, "x", encoding="utf-8", newline="\n")  # noqa: SIM115
        self._ended = False
        self._write(line)

    @classmethod
    def resume(cls, path: str | os.PathLike[str]) -> tuple[JournalWriter, Journal]:
        """Open an unfinished journal for appending: returns the writer and the
        journal as read. A torn last line is cut off the file first."""
        p = Path(path)
        journal = read_journal(p)
        if journal.finished:
            raise JournalError("journal already has an end entry", p)
        _cut_to(p, journal.valid_bytes)
        writer = cls.__new__(cls)
        writer.path = p
        writer.header = journal.header
        writer._file = open(p, "a", encoding="utf-8", newline="\n", opener=_no_follow)  # noqa: SIM115
        writer._ended = False
        return writer, journal

    # -- entries --
    def action(self, t: float, seat: int, action_json: Json) -> None:
        self._entry({"t": _time(t), "seat": int(seat), "a": action_json})

    def advance(self, t: float) -> None:
        self._entry({"t": _time(t), "advance": True})

    def end(self, t: float, outcome: Json) -> None:
        """Write the end entry; ``outcome`` is ``Outcome.to_json()`` (an Outcome is accepted too)."""
        to_json = getattr(outcome, "to_json", None)
        data = to_json() if callable(to_json) else outcome
        self._entry({"t": _time(t), "end": data})
        self._ended = True

    @property
    def ended(self) -> bool:
        return self._ended

    @property
    def closed(self) -> bool:
        return self._file is None

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def close(self) -> None:
        if self._file is None:
            return
        try:
            self._file.flush()
            os.fsync(self._file.fileno())
        except OSError:
            pass
        finally:
            self._file.close()
            self._file = None

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    # -- internals --
    def _entry(self, obj: Json) -> None:
        if self._ended:
            raise JournalError("journal already ended", self.path)
        self._write(_dumps(obj))

    def _write(self, line: str) -> None:
        if self._file is None:
            raise JournalError("journal is closed", self.path)
        self._file.write(line + "\n")
        self._file.flush()


def _no_follow(path: str, flags: int) -> int:
    """``open`` opener that refuses a symbolic link (where the OS can)."""
    return os.open(path, flags | getattr(os, "O_NOFOLLOW", 0), 0o666)


def _no_follow_read(path: str, flags: int) -> int:
    """Like :func:`_no_follow`, and never blocks on a FIFO."""
    return _no_follow(path, flags | getattr(os, "O_NONBLOCK", 0))


def _cut_to(path: Path, valid_bytes: int) -> None:
    """Truncate to the readable prefix and make sure it ends with a newline."""
    with open(path, "r+b", opener=_no_follow) as f:
        f.truncate(valid_bytes)
        if valid_bytes > 0:
            f.seek(valid_bytes - 1)
            if f.read(1) != b"\n":
                f.seek(0, os.SEEK_END)
                f.write(b"\n")


# -- the user's journal folder -----------------------------------------------------------


def journal_dir() -> Path:
    """``<user data>/journals`` (``$TABLETOP_HOME/journals`` when set); created on demand."""
    d = user_dir() / "journals"
    d.mkdir(parents=True, exist_ok=True)
    return d


def new_journal_path(game_id: str) -> Path:
    """A fresh, chronologically sortable file name for a new game."""
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in game_id) or "game"
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    d = journal_dir()
    path = d / f"{stamp}-{safe}{SUFFIX}"
    n = 2
    while path.exists():
        path = d / f"{stamp}-{safe}-{n}{SUFFIX}"
        n += 1
    return path


def start_journal(game_id: str, seed: int, config: GameConfig, phones: tuple[int, ...] = ()) -> JournalWriter:
    """Create a new journal in :func:`journal_dir` and write its header (``phones``: the seats phones may play)."""
    return JournalWriter(new_journal_path(game_id), game_id, seed, config, phones=phones)


def list_journals() -> list[Path]:
    """Journals in :func:`journal_dir`, most recently written first."""
    d = journal_dir()
    found: list[tuple[float, str, Path]] = []
    for p in d.glob(f"*{SUFFIX}"):
        try:
            found.append((p.lstat().st_mtime, p.name, p))
        except OSError:
            continue
    found.sort(reverse=True)
    return [p for _, _, p in found]


TAIL_BYTES = 64 * 1024
"""How much of a journal's end :func:`looks_finished` reads (an end line is short)."""
UNREADABLE = ".unreadable"
"""Suffix a journal that cannot be resumed is renamed with (kept for bug reports)."""


def looks_finished(path: Path) -> bool:
    """Whether the journal ends with an ``end`` entry, from its last lines only
    (a torn last line is looked past). Cheap: finished games, however many,
    cost a small read each when looking for a game to resume. Anything that is
    not a readable regular file counts as unfinished (it is read in full, and
    refused, by the caller)."""
    try:
        with open(path, "rb", opener=_no_follow_read) as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                return False
            size = f.seek(0, os.SEEK_END)
            f.seek(max(0, size - TAIL_BYTES))
            tail = f.read(TAIL_BYTES)
    except OSError:
        return False
    for chunk in reversed(tail.split(b"\n")):
        if not chunk.strip():
            continue
        try:
            obj = json.loads(chunk.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            continue  # a torn last line: look at the one before
        return isinstance(obj, dict) and "end" in obj
    return False


@dataclass(frozen=True)
class Unresumable:
    """An unfinished game whose journal cannot be read; set aside, to be said."""

    path: Path
    """Where it was set aside (``<name>.jsonl.unreadable``), or where it is."""
    reason: str


def find_unfinished(games: Container[str] | None = None) -> tuple[Path | None, list[Unresumable]]:
    """The most recently written unfinished journal that reads (what the app
    offers to resume), optionally only for game ids in ``games``, looking past
    any number of finished ones; and the unfinished journals newer than it that
    cannot be read. Those are renamed with :data:`UNREADABLE` (so they are said
    once, and kept for a bug report) when they are regular files."""
    bad: list[Unresumable] = []
    for p in list_journals():
        if looks_finished(p):
            continue
        try:
            journal = read_journal(p)
        except (OSError, JournalError) as exc:
            reason = exc.message if isinstance(exc, JournalError) else str(exc)
            if isinstance(exc, JournalError) and exc.line is not None:
                reason = f"line {exc.line}: {reason}"
            aside = p.with_name(p.name + UNREADABLE)
            try:
                os.replace(p, aside)
            except OSError:
                aside = p
            bad.append(Unresumable(aside, reason))
            continue
        if journal.finished or (games is not None and journal.header.game not in games):
            continue
        return p, bad
    return None, bad


def latest_unfinished(games: Container[str] | None = None) -> Path | None:
    """The journal :func:`find_unfinished` would offer (unreadable ones are set aside)."""
    return find_unfinished(games)[0]


def prune_finished(keep: int) -> int:
    """Delete the journals of finished games beyond the ``keep`` most recent;
    never an unfinished game, and never one set aside as unreadable (kept for
    a bug report, as the README promises). Returns how many were deleted."""
    deleted = 0
    finished = [p for p in list_journals() if looks_finished(p)]
    for p in finished[max(0, keep):]:
        try:
            p.unlink()
            deleted += 1
        except OSError:
            continue
    return deleted


def mark_abandoned(path: str | os.PathLike[str]) -> None:
    """End a journal with reason ``abandoned`` so it is not offered again.
    A torn last line is cut first; an already finished journal is left as is."""
    p = Path(path)
    journal = read_journal(p)
    if journal.finished:
        return
    writer, _ = JournalWriter.resume(p)
    try:
        writer.end(journal.last_time, {"winners": [], "scores": [], "reason": ABANDONED, "detail": {}})
    finally:
        writer.close()
