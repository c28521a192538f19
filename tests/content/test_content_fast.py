"""The first frame's fast YAML read keeps the loader's limits: a hostile file is
simply not read there (``None``), quickly, and never crashes the process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.content.fast import MAX_DEPTH, fast_load
from tests.hostile import SPECIAL, put_special

DATA = Path(__file__).resolve().parents[2] / "data"


def _bomb(levels: int = 12) -> str:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


HOSTILE = {
    "deep_flow_list": "keys: " + "[" * 30_000 + "]" * 30_000 + "\n",
    "deep_mapping": "".join("  " * i + f"k{i}:\n" for i in range(5_000)) + "  " * 5_000 + "end\n",
    "self_alias": "a: &x [1, *x]\n",
    "alias_bomb": _bomb(),
    "one_too_deep": "a: " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "\n",
    "not_yaml": "a: [\n",
    "not_utf8": "a: \udcff\n",
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_hostile_yaml_is_not_read_on_the_fast_path(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "f.yaml"
    path.write_bytes(HOSTILE[kind].encode("utf-8", "surrogateescape"))
    assert fast_load(path) is None


def test_a_file_at_the_depth_limit_is_read() -> None:
    assert fast_load(DATA / "strings" / "en.yaml")["menu"]["settings"] == "Settings"


@pytest.mark.parametrize("kind", [*SPECIAL, "missing"])
def test_what_is_not_a_regular_file_is_not_read(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "f.yaml"
    if kind != "missing":
        put_special(path, kind)
    assert fast_load(path) is None


@pytest.mark.parametrize("kind", ["deep_flow_list", "deep_mapping", "self_alias", "alias_bomb"])
def test_the_game_starts_with_a_hostile_strings_file_and_names_it(tmp_path: Path, kind: str) -> None:
    """A real start (own process: a segfault must not take the test run with it):
    the first frame is drawn, and the problem is reported with the file's name."""
    import shutil

    data = tmp_path / "data"
    shutil.copytree(DATA, data)
    (data / "strings" / "fr.yaml").write_text(HOSTILE[kind], encoding="utf-8")
    env = dict(os.environ, TABLETOP_DATA=str(data), TABLETOP_HOME=str(tmp_path / "home"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_FIRST_FRAME_EXIT="1")
    code = ("import sys; from game.client.app import App; app = App(size=(640, 360), offer_resume=False); "
            "app.run(max_seconds=20); "
            "print('ERRORS', [(e.file, e.message) for e in app.content.errors] if app.content else None)")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr[-2000:]
    assert "first-frame" in done.stdout
    errors = done.stdout.split("ERRORS", 1)[1]
    assert "fr.yaml" in errors
