"""The real window starts whatever a user left on disk, and leaves nothing running
when it is killed.

Each hostile file is generated here, put where the game reads it (data/, the
settings file, the journal folder), and the real game is started under Xvfb: its
window must appear and stay up (a crash, a hang before the window or a segfault
fails). A Mana game against a bot is killed with SIGKILL: its bot worker and
multiprocessing's resource tracker must end too."""

from __future__ import annotations

import json
import os
import shutil
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game import paths
from tests.e2e.test_e2e_shell import journals, wait_for
from tests.hostile import put_special

pytestmark = pytest.mark.e2e

DEEP_FLOW = "keys: " + "[" * 30_000 + "]" * 30_000 + "\n"
DEEP_MAP = "".join("  " * i + f"k{i}:\n" for i in range(5_000)) + "  " * 5_000 + "end\n"
SELF_ALIAS = "a: &x [1, *x]\n"
BOMB = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n" for i in range(1, 12))


def _fifo(path: Path) -> None:
    put_special(path, "fifo")


def _dev_zero(path: Path) -> None:
    put_special(path, "dev_zero")


def _journal_line(home: Path, line: str, where: str = "middle") -> None:
    """An unfinished Mana journal with ``line`` in the middle or at the end."""
    from game.content.loader import load_file
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.journal import JournalWriter
    from game.engine.registry import get, load_builtin

    load_builtin()
    game = get("mana")
    content = load_file(paths.data_dir() / "mana.yaml", game.content_model).model_dump(mode="json")
    config = GameConfig(seats=(SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")),
                        rules=game.default_rules(), content=content)
    folder = home / "journals"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "20260101-000000-000000-mana.jsonl"
    with JournalWriter(path, "mana", 1, config) as w:
        w.action(1.0, 0, "D@c1")
    lines = path.read_text().splitlines()
    lines.insert(1 if where == "middle" else len(lines), line)
    path.write_text("\n".join(lines) + "\n")


CASES: dict[str, Callable[[Path, Path], None]] = {
    "strings_deep_flow_list": lambda data, home: (data / "strings" / "fr.yaml").write_text(DEEP_FLOW),
    "strings_deep_mapping": lambda data, home: (data / "strings" / "en.yaml").write_text(DEEP_MAP),
    "controls_self_alias": lambda data, home: (data / "controls.yaml").write_text(SELF_ALIAS),
    "controls_alias_bomb": lambda data, home: (data / "controls.yaml").write_text(BOMB),
    "controls_fifo": lambda data, home: _fifo(data / "controls.yaml"),
    "mana_dev_zero": lambda data, home: _dev_zero(data / "mana.yaml"),
    "settings_deep": lambda data, home: (home / "settings.json").write_text("[" * 100_000 + "]" * 100_000),
    "settings_huge_number": lambda data, home: (home / "settings.json").write_text(
        '{"ui_scale": ' + "9" * 400 + "}"),
    "settings_bad_keys": lambda data, home: (home / "settings.json").write_text(json.dumps(
        {"bindings": {"wasd": {"act": "ESCAPE", "up": "F11"}, "ijkl": {"act": "E"}}})),
    "journal_huge_time": lambda data, home: _journal_line(home, '{"t":' + "9" * 400 + ',"seat":1,"a":"D@c6"}'),
    "journal_deep_line": lambda data, home: _journal_line(home, '{"t":2,"seat":1,"a":' + "[" * 100_000 + "]"
                                                          * 100_000 + "}", "end"),
    "journal_fifo": lambda data, home: _fifo(home / "journals" / "20260101-000000-000000-mana.jsonl"),
    "journal_dev_zero": lambda data, home: _dev_zero(home / "journals" / "20260101-000000-000000-mana.jsonl"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_window_starts_with_a_hostile_file(window_factory, tmp_path: Path,  # type: ignore[no-untyped-def]
                                               monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    data, home = tmp_path / "data", tmp_path / "home"
    shutil.copytree(paths.data_dir(), data)
    (home / "journals").mkdir(parents=True)
    CASES[case](data, home)
    monkeypatch.setenv("TABLETOP_DATA", str(data))
    w = window_factory()  # fails if the process exits before its window appears
    time.sleep(1.5)
    assert w.proc.poll() is None, "the game died after its window appeared"
    import pygame

    shot = pygame.image.load(str(w.screenshot(tmp_path / f"{case}.png")))
    colours = {tuple(shot.get_at((x, y)))[:3] for x in range(0, shot.get_width(), 23)
               for y in range(0, shot.get_height(), 17)}
    assert len(colours) > 10, "the window shows something (the title, or a screen naming the problem)"


def _descendants(pid: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.add(child)
            todo.append(child)
    return out


def _running(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_kill_9_mid_game_leaves_no_bot_worker_behind(window_factory) -> None:  # type: ignore[no-untyped-def]
    w = window_factory("play", "mana", "--seats", "human,bot:hard", "--seed", "4")
    assert wait_for(lambda: journals(w.home))
    helpers = wait_for(lambda: _descendants(w.proc.pid))
    assert helpers, "the bot worker (and multiprocessing's resource tracker) run beside the window"
    w.keys("e", pause=1.0)  # Black's setup; the bot answers from its worker
    os.kill(w.proc.pid, signal.SIGKILL)
    w.proc.wait(timeout=10)
    try:
        left = wait_for(lambda: not any(_running(p) for p in helpers), timeout=20)
        assert left, f"still running after the window was killed: {[p for p in helpers if _running(p)]}"
    finally:
        for pid in helpers:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)
