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


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder", "too_large"])
def test_what_is_not_a_small_regular_file_is_refused(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "j.jsonl"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
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
