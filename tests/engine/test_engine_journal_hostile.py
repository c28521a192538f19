"""Journals a user (or a bad disk) can put in the journal folder: every one is
refused with a one-line JournalError or OSError that names the problem, fast,
and nothing is ever read or written through a link."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from tinygames import NIM

from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import MAX_BYTES, JournalError, JournalWriter, mark_abandoned, read_journal
from game.engine.safefile import FileRefused
from tests.hostile import SPECIAL, put_special

CONFIG = GameConfig(seats=(SeatConfig("human"), SeatConfig("human")), rules={"pile": 10})


def _journal(path: Path) -> bytes:
    with JournalWriter(path, NIM.id, 3, CONFIG) as w:
        w.action(0.5, 0, 1)
        w.action(1.0, 1, 2)
    return path.read_bytes()


HUGE = "9" * 400
DEEP = "[" * 100_000 + "]" * 100_000

BAD_LINES = {
    "huge_time": '{"t":' + HUGE + ',"seat":0,"a":1}',
    "huge_seat": '{"t":1.5,"seat":' + HUGE + ',"a":1}',
    "negative_time": '{"t":-1,"seat":0,"a":1}',
    "time_1e308": '{"t":1e308,"seat":0,"a":1}',
    "deep_line": '{"t":1.5,"seat":0,"a":' + DEEP + "}",
    "deep_object": '{"a":' * 100_000 + "1" + "}" * 100_000,
}


@pytest.mark.parametrize("kind", sorted(BAD_LINES))
def test_a_bad_line_in_the_middle_is_a_journal_error_naming_it(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "j.jsonl"
    good = _journal(path).decode().splitlines()
    path.write_text("\n".join([good[0], BAD_LINES[kind], *good[1:]]) + "\n")
    with pytest.raises(JournalError) as err:
        read_journal(path)
    assert err.value.line == 2 and len(str(err.value)) < 300


@pytest.mark.parametrize("kind", sorted(BAD_LINES))
def test_a_bad_last_line_is_torn_and_skipped(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "j.jsonl"
    _journal(path)
    with path.open("a") as f:
        f.write(BAD_LINES[kind] + "\n")
    journal = read_journal(path)
    assert journal.torn and len(journal.actions) == 2


@pytest.mark.parametrize("seed", [HUGE, "-1", str(2**64)])
def test_a_header_with_an_absurd_seed_is_refused(tmp_path: Path, seed: str) -> None:
    path = tmp_path / "j.jsonl"
    lines = _journal(path).decode().splitlines()
    header = json.loads(lines[0])
    lines[0] = json.dumps(header).replace(f'"seed": {header["seed"]}', f'"seed": {seed}')
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(JournalError, match="seed"):
        read_journal(path)


def test_a_header_with_a_deep_config_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    lines = _journal(path).decode().splitlines()
    lines[0] = lines[0].replace('"rules":{"pile":10}', '"rules":{"pile":' + DEEP + "}")
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(JournalError, match="header"):
        read_journal(path)


@pytest.mark.parametrize("kind", [*SPECIAL, "too_large"])
def test_what_is_not_a_small_regular_file_is_refused(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "j.jsonl"
    if kind in SPECIAL:
        put_special(path, kind)
    else:
        _journal(path)
        with path.open("a") as f:
            f.write(('{"t":2.0,"advance":true}\n') * (MAX_BYTES // 20))
    with pytest.raises(OSError) as err:
        read_journal(path)
    assert isinstance(err.value, FileRefused) or kind == "folder"


def test_a_journal_that_is_a_link_is_never_read_nor_written_through(tmp_path: Path) -> None:
    outside = tmp_path / "outside.jsonl"
    before = _journal(outside)
    folder = tmp_path / "journals"
    folder.mkdir()
    link = folder / "game.jsonl"
    link.symlink_to(outside)
    with pytest.raises(FileRefused, match="link"):
        read_journal(link)
    with pytest.raises(OSError):
        JournalWriter.resume(link)
    with pytest.raises(OSError):
        mark_abandoned(link)
    assert outside.read_bytes() == before, "the file outside the folder is untouched"


# -- the journal folder ------------------------------------------------------------------


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from game.engine.journal import journal_dir

    return journal_dir()


def _game(folder: Path, name: str, mtime: int, finished: bool = False, torn_end: bool = False) -> Path:
    path = folder / f"{name}.jsonl"
    with JournalWriter(path, NIM.id, 1, CONFIG) as w:
        w.action(0.5, 0, 1)
        if finished:
            w.end(1.0, {"winners": [0], "scores": [1, 0], "reason": "x", "detail": {}})
    if torn_end:
        with path.open("ab") as f:
            f.write(b'{"t":2.0,"se')
    os.utime(path, (mtime, mtime))
    return path


def test_an_unfinished_game_is_found_behind_any_number_of_finished_ones(folder: Path) -> None:
    from game.engine.journal import find_unfinished

    old = _game(folder, "old", 1000)
    for i in range(60):
        _game(folder, f"done{i:02}", 2000 + i, finished=True, torn_end=i % 2 == 0)
    assert find_unfinished() == (old, [])


def test_unreadable_unfinished_games_are_said_set_aside_and_looked_past(folder: Path) -> None:
    from game.engine.journal import UNREADABLE, find_unfinished

    good = _game(folder, "good", 1000)
    bad = []
    for i in range(25):
        p = _game(folder, f"bad{i:02}", 2000 + i)
        lines = p.read_text().splitlines()
        p.write_text("\n".join([lines[0], BAD_LINES["huge_time"], *lines[1:]]) + "\n")
        os.utime(p, (2000 + i, 2000 + i))
        bad.append(p)
    fifo = folder / "fifo.jsonl"
    os.mkfifo(fifo)
    os.utime(fifo, (9000, 9000))
    found, unreadable = find_unfinished()
    assert found == good
    assert len(unreadable) == 26
    assert {u.path.name for u in unreadable} == {p.name + UNREADABLE for p in [*bad, fifo]}
    assert all(u.reason for u in unreadable)
    assert "line 2" in next(u.reason for u in unreadable if u.path.name.startswith("bad"))
    assert find_unfinished() == (good, []), "said once: they are set aside"
    assert (folder / ("bad00.jsonl" + UNREADABLE)).read_bytes(), "kept for a bug report"


def test_pruning_keeps_the_newest_finished_games_and_every_unfinished_one(folder: Path) -> None:
    from game.engine.journal import list_journals, prune_finished

    unfinished = [_game(folder, f"open{i}", 100 + i) for i in range(3)]
    finished = [_game(folder, f"done{i:02}", 1000 + i, finished=True) for i in range(12)]
    assert prune_finished(5) == 7
    left = set(list_journals())
    assert left == set(unfinished) | set(finished[-5:])
    assert prune_finished(5) == 0


def test_pruning_never_deletes_a_journal_set_aside_as_unreadable(folder: Path) -> None:
    """The README: one that can no longer be read is set aside and never deleted (a bug report)."""
    from game.engine.journal import UNREADABLE, prune_finished
    aside = []
    for i in range(8):
        p = folder / f"broken{i}.jsonl{UNREADABLE}"
        p.write_bytes(b"{not a journal\n")
        aside.append(p)
    finished = [_game(folder, f"done{i:02}", 1000 + i, finished=True) for i in range(4)]
    assert prune_finished(1) == 3
    assert all(p.exists() for p in aside)
    assert prune_finished(0) == 1 and not any(p.exists() for p in finished)
    assert all(p.exists() for p in aside)
