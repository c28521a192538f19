"""Journal: write, crash mid-write (every byte offset), read, replay, resume."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tinygames import NIM, RACE

from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import (
    ABANDONED,
    ActionEntry,
    AdvanceEntry,
    EndEntry,
    JournalError,
    JournalWriter,
    journal_dir,
    latest_unfinished,
    mark_abandoned,
    new_journal_path,
    parse_journal,
    read_journal,
    replay,
    replay_steps,
    start_journal,
)
from game.engine.match import make_bots, run_match
from tests.examples import examples

BOTS2 = GameConfig(seats=(SeatConfig("bot", "hard"), SeatConfig("bot", "random")))
RACE3 = GameConfig(seats=(SeatConfig("bot", "hard"), SeatConfig("bot", "random"), SeatConfig("bot", "easy")))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _record(game: Any, config: GameConfig, seed: int, path: Path) -> Any:
    with JournalWriter(path, game.id, seed, config) as writer:
        result = run_match(game, config, seed, make_bots(game, config, seed), journal=writer)
    return result


def _states(game: Any, journal: Any) -> list[Any]:
    """State (as JSON) after 0, 1, 2, ... entries of ``journal``."""
    return [game.state_to_json(state) for _entry, state, _ev in replay_steps(game, journal)]


def test_round_trip_and_replay_matches_the_live_game(tmp_path: Path) -> None:
    path = tmp_path / "race.jsonl"
    result = _record(RACE, RACE3, 7, path)
    journal = read_journal(path)
    assert not journal.torn and journal.finished
    assert journal.header.game == RACE.id and journal.header.seed == 7
    assert journal.header.config == RACE3
    assert isinstance(journal.entries[0], AdvanceEntry)  # the count-in "go"
    assert len(journal.actions) == result.steps
    end = journal.end
    assert end is not None and end.outcome == result.outcome.to_json()
    state, events = replay(RACE, journal)
    assert RACE.state_to_json(state) == RACE.state_to_json(result.state)
    assert events > result.steps  # every step is an event, plus "go" and "finish"
    # every line is JSON, the first is the header
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["journal"] == 1
    assert set(json.loads(lines[1])) == {"t", "advance"}
    assert set(json.loads(lines[2])) == {"t", "seat", "a"}
    assert set(json.loads(lines[-1])) == {"t", "end"}


@pytest.mark.parametrize("game,config,seed", [(NIM, BOTS2, 3), (RACE, RACE3, 11)])
def test_cut_at_every_byte_offset(tmp_path: Path, game: Any, config: GameConfig, seed: int) -> None:
    """A crash can cut the file anywhere: every prefix reads and replays to the
    state of the uninterrupted game after the last full entry."""
    path = tmp_path / "full.jsonl"
    _record(game, config, seed, path)
    data = path.read_bytes()
    full = read_journal(path)
    states = _states(game, full)
    header_len = data.index(b"\n")
    cut = tmp_path / "cut.jsonl"
    for size in range(len(data) + 1):
        cut.write_bytes(data[:size])
        if size < header_len:  # the header itself is torn
            with pytest.raises(JournalError, match="header"):
                read_journal(cut)
            continue
        journal = read_journal(cut)
        complete = data[:size].count(b"\n") - 1  # full entry lines
        n = len(journal.entries)
        # a line cut just before its newline is still whole JSON, so it counts
        assert n in (complete, complete + 1)
        assert journal.entries == full.entries[:n]
        assert journal.torn == (size > 0 and data[size - 1:size] != b"\n" and n == complete
                                and size > header_len)
        state, _ = replay(game, journal)
        assert game.state_to_json(state) == states[min(n, len(states) - 1)]


def test_torn_header_and_empty_file(tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    p.write_bytes(b"")
    with pytest.raises(JournalError, match="empty"):
        read_journal(p)
    p.write_bytes(b'{"journal":1,"game":"tiny-nim","se')
    with pytest.raises(JournalError, match=r"j\.jsonl:1: broken header"):
        read_journal(p)
    p.write_bytes(b'{"journal":2,"game":"x","seed":1,"config":{"seats":[]},"started":""}\n')
    with pytest.raises(JournalError, match="unsupported journal version 2"):
        read_journal(p)
    p.write_bytes(b'{"journal":1,"game":"x","seed":"one","config":{"seats":[]},"started":""}\n')
    with pytest.raises(JournalError, match="seed"):
        read_journal(p)


def _header() -> bytes:
    return json.dumps({"journal": 1, "game": NIM.id, "seed": 1, "config": BOTS2.to_json(),
                       "started": "2026-01-01T00:00:00+00:00"}).encode() + b"\n"


def test_garbage_middle_line_is_an_error_with_its_line_number(tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    p.write_bytes(_header() + b'{"t":0,"seat":0,"a":2}\n#garbage\n{"t":0,"seat":1,"a":1}\n')
    with pytest.raises(JournalError, match=r":3: broken line"):
        read_journal(p)
    p.write_bytes(_header() + b'{"t":0,"seat":0,"a":2}\n{"t":0,"what":1}\n{"t":0,"seat":1,"a":1}\n')
    with pytest.raises(JournalError, match=r":3: bad entry"):
        read_journal(p)
    p.write_bytes(_header() + b'{"t":0,"end":{}}\n{"t":0,"seat":1,"a":1}\n')
    with pytest.raises(JournalError, match="after the end"):
        read_journal(p)


def test_garbage_last_line_is_skipped(tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    p.write_bytes(_header() + b'{"t":0,"seat":0,"a":2}\n\x00\x00\x00\x00\n')
    j = read_journal(p)
    assert j.torn and j.entries == (ActionEntry(0.0, 0, 2, line=2),)
    p.write_bytes(_header() + b'{"t":0,"seat":0,"a":2}\n[1,2]')
    assert read_journal(p).torn
    p.write_bytes(_header() + b'{"t":0,"seat":0,"a":2}\n\n\n')  # blank lines are not damage
    assert not read_journal(p).torn


def test_replay_of_a_refused_action_names_the_line(tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    p.write_bytes(_header() + b'{"t":0,"seat":0,"a":2}\n{"t":0,"seat":0,"a":1}\n')
    with pytest.raises(JournalError, match=r":3: replay refused the action: not your turn"):
        replay(NIM, read_journal(p))
    p.write_bytes(_header() + b'{"t":0,"seat":0,"a":"x"}\n')
    with pytest.raises(JournalError, match=r":2: cannot replay"):
        replay(NIM, read_journal(p))
    with pytest.raises(JournalError, match="is for game"):
        replay(RACE, read_journal(p))


def test_writer_refuses_overwrite_nan_and_writes_after_end(tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    w = JournalWriter(p, NIM.id, 1, BOTS2)
    with pytest.raises(FileExistsError):
        JournalWriter(p, NIM.id, 1, BOTS2)
    with pytest.raises(ValueError):
        w.action(float("nan"), 0, 1)
    with pytest.raises(ValueError):
        w.action(0.0, 0, {"x": float("inf")})
    w.action(0.5, 0, 2)
    # flushed per line: readable while the writer is still open
    assert read_journal(p).entries == (ActionEntry(0.5, 0, 2, line=2),)
    w.end(1.0, {"winners": [0], "scores": [1, 0], "reason": "r", "detail": {}})
    with pytest.raises(JournalError, match="ended"):
        w.action(2.0, 1, 1)
    w.close()
    w.close()
    assert w.closed
    with pytest.raises(JournalError, match="closed"):
        w._write("{}")


def test_resume_cuts_a_torn_line_and_appends(tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    with JournalWriter(p, NIM.id, 1, BOTS2) as w:
        w.action(0.0, 0, 2)
        w.action(0.0, 1, 3)
    data = p.read_bytes()
    p.write_bytes(data[:-4])  # crash in the middle of the last line
    writer, journal = JournalWriter.resume(p)
    assert journal.torn and len(journal.entries) == 1
    writer.action(0.0, 1, 1)
    writer.close()
    j = read_journal(p)
    assert not j.torn and [e.action for e in j.actions] == [2, 1]
    # a last line cut just before its newline is whole: resume adds the newline
    p.write_bytes(p.read_bytes()[:-1])
    writer, journal = JournalWriter.resume(p)
    assert not journal.torn and len(journal.entries) == 2
    writer.action(0.0, 0, 1)
    writer.close()
    assert [e.action for e in read_journal(p).actions] == [2, 1, 1]


def test_latest_unfinished_and_mark_abandoned(home: Path) -> None:
    assert latest_unfinished() is None
    d = journal_dir()
    assert d == home / "journals" and d.is_dir()

    def make(name: str, mtime: int, end: bool = False, torn: bool = False) -> Path:
        p = d / name
        with JournalWriter(p, NIM.id, 1, BOTS2) as w:
            w.action(0.0, 0, 1)
            if end:
                w.end(0.0, {"winners": [], "scores": [], "reason": "x", "detail": {}})
        if torn:
            with open(p, "ab") as f:
                f.write(b'{"t":0.0,"se')
        os.utime(p, (mtime, mtime))
        return p

    old = make("a.jsonl", 1000)
    newer = make("b.jsonl", 2000, torn=True)
    make("c.jsonl", 3000, end=True)
    (d / "d.jsonl").write_bytes(b"not a journal\n")
    os.utime(d / "d.jsonl", (4000, 4000))
    (d / "notes.txt").write_text("ignored")

    assert latest_unfinished() == newer
    assert latest_unfinished(games={"other"}) is None
    mark_abandoned(newer)
    j = read_journal(newer)
    assert not j.torn and j.end is not None and j.end.abandoned and j.end.reason == ABANDONED
    assert latest_unfinished() == old
    mark_abandoned(old)
    mark_abandoned(old)  # idempotent
    assert latest_unfinished() is None


def test_new_journal_path_and_start_journal(home: Path) -> None:
    a = new_journal_path("tiny/nim")
    assert a.parent == home / "journals" and a.suffix == ".jsonl" and "/" not in a.name[:-6]
    w = start_journal(NIM.id, 5, BOTS2)
    w.close()
    assert read_journal(w.path).header.seed == 5
    b = new_journal_path(NIM.id)
    assert b != w.path


# -- Hypothesis -----------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
times = st.floats(min_value=0, max_value=1e6, allow_nan=False)
entries = st.lists(
    st.one_of(
        st.tuples(st.just("a"), times, st.integers(0, 5), json_values),
        st.tuples(st.just("v"), times),
    ),
    max_size=12,
)


def _write_stream(path: Path, stream: list[tuple[Any, ...]], end: bool) -> None:
    with JournalWriter(path, "any", 3, BOTS2, started="x") as w:
        for item in stream:
            if item[0] == "a":
                w.action(item[1], item[2], item[3])
            else:
                w.advance(item[1])
        if end:
            w.end(9.0, {"reason": "done"})


def _expected(stream: list[tuple[Any, ...]]) -> list[Any]:
    out: list[Any] = []
    for item in stream:
        out.append(("a", item[1], item[2], item[3]) if item[0] == "a" else ("v", item[1]))
    return out


def _seen(journal: Any) -> list[Any]:
    out: list[Any] = []
    for e in journal.entries:
        if isinstance(e, ActionEntry):
            out.append(("a", e.t, e.seat, e.action))
        elif isinstance(e, AdvanceEntry):
            out.append(("v", e.t))
        else:
            assert isinstance(e, EndEntry)
    return out


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(stream=entries, end=st.booleans())
def test_random_streams_round_trip(tmp_path: Path, stream: list[tuple[Any, ...]], end: bool) -> None:
    p = tmp_path / "h.jsonl"
    p.unlink(missing_ok=True)
    _write_stream(p, stream, end)
    j = read_journal(p)
    assert not j.torn and j.finished == end
    assert _seen(j) == _expected(stream)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(stream=entries, end=st.booleans(), data=st.data())
def test_any_truncation_reads_cleanly(tmp_path: Path, stream: list[tuple[Any, ...]], end: bool,
                                      data: st.DataObject) -> None:
    p = tmp_path / "h.jsonl"
    p.unlink(missing_ok=True)
    _write_stream(p, stream, end)
    raw = p.read_bytes()
    header_end = raw.index(b"\n")
    size = data.draw(st.integers(header_end, len(raw)))
    j = parse_journal(raw[:size])
    expected = _expected(stream)
    assert _seen(j) == expected[: len(_seen(j))]
    assert len(j.entries) >= raw[:size].count(b"\n") - 1


def test_the_header_keeps_which_seats_had_phones(tmp_path: Path) -> None:
    """A resumed game brings phones back for these seats; an old journal without the field has none."""
    config = GameConfig(seats=(SeatConfig("human"), SeatConfig("bot", "easy"), SeatConfig("human")))
    path = tmp_path / "phones.jsonl"
    JournalWriter(path, NIM.id, 3, config, phones=(2, 0)).close()
    assert read_journal(path).header.phones == (0, 2)
    plain = tmp_path / "plain.jsonl"
    JournalWriter(plain, NIM.id, 3, config).close()
    assert "phones" not in json.loads(plain.read_text().splitlines()[0])
    assert read_journal(plain).header.phones == ()
    for bad in ([3], [-1], ["0"], [True], 0, {"0": 1}):
        head = json.loads(path.read_text().splitlines()[0])
        head["phones"] = bad
        broken = tmp_path / "broken.jsonl"
        broken.write_text(json.dumps(head) + "\n")
        with pytest.raises(JournalError, match="phones"):
            read_journal(broken)
