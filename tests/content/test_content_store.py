"""ContentStore: hot reload, last good model, cache fallback."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from game.content.loader import SHELL_FILES, ContentStore
from game.content.models import ControlsContent, StringsContent

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(DATA / "strings", root / "strings")
    shutil.copy(DATA / "controls.yaml", root / "controls.yaml")
    return root


def write(path: Path, text: str) -> None:
    """Write and push the mtime forward so the change is visible whatever the
    file system's timestamp granularity."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(text, encoding="utf-8")
    st = path.stat()
    if st.st_mtime_ns <= before:
        os.utime(path, ns=(st.st_atime_ns, before + 1_000_000))


def controls(store: ContentStore) -> ControlsContent:
    model = store.get("controls.yaml")
    assert isinstance(model, ControlsContent)
    return model


def test_load_all_and_get(data_dir: Path) -> None:
    store = ContentStore(data_dir, files=SHELL_FILES)
    assert store.load_all() == []
    assert store.errors == []
    assert controls(store).repeat.delay_ms == 300
    fr = store.get("strings/fr.yaml")
    assert isinstance(fr, StringsContent) and fr.flat["menu.settings"] == "Paramètres"
    assert store.json("controls.yaml")["repeat"] == {"delay_ms": 300, "interval_ms": 70}
    assert store.get("nope.yaml") is None and store.json("nope.yaml") is None
    assert store.poll() == set()


def test_hot_reload_cycle(data_dir: Path) -> None:
    path = data_dir / "controls.yaml"
    good = path.read_text(encoding="utf-8")
    store = ContentStore(data_dir, files=SHELL_FILES)
    store.load_all()

    # edit: the model changes
    write(path, good.replace("delay_ms: 300", "delay_ms: 250"))
    assert store.poll() == {"controls.yaml"}
    assert controls(store).repeat.delay_ms == 250
    assert store.json("controls.yaml")["repeat"]["delay_ms"] == 250
    assert store.poll() == set()

    # break it: last good kept, error reported with its location
    broken = good.replace("delay_ms: 300", "delay_ms: soon")
    write(path, broken)
    assert store.poll() == set()
    assert controls(store).repeat.delay_ms == 250
    [err] = store.errors
    line = broken[: broken.index("soon")].count("\n") + 1
    assert (err.file, err.line) == ("data/controls.yaml", line)
    assert err.message.startswith("repeat.delay_ms: input should be a valid integer")

    # fix it: errors cleared, new model in
    write(path, good.replace("delay_ms: 300", "delay_ms: 200"))
    assert store.poll() == {"controls.yaml"}
    assert store.errors == []
    assert controls(store).repeat.delay_ms == 200


def test_same_size_edit_in_same_tick_is_seen(data_dir: Path) -> None:
    path = data_dir / "controls.yaml"
    good = path.read_text(encoding="utf-8")
    store = ContentStore(data_dir, files=SHELL_FILES)
    store.load_all()
    st = path.stat()
    path.write_text(good.replace("delay_ms: 300", "delay_ms: 301"), encoding="utf-8")
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # same size, same mtime
    assert store.poll() == {"controls.yaml"}
    assert controls(store).repeat.delay_ms == 301


def test_unchanged_content_reports_nothing(data_dir: Path) -> None:
    path = data_dir / "controls.yaml"
    store = ContentStore(data_dir, files=SHELL_FILES)
    store.load_all()
    write(path, path.read_text(encoding="utf-8") + "\n# just a comment\n")
    assert store.poll() == set()


def test_deleted_and_restored_file(data_dir: Path) -> None:
    path = data_dir / "controls.yaml"
    good = path.read_text(encoding="utf-8")
    store = ContentStore(data_dir, files=SHELL_FILES)
    store.load_all()
    path.unlink()
    assert store.poll() == set()
    assert controls(store).repeat.delay_ms == 300
    assert [(e.file, e.line, e.column, e.message) for e in store.errors] == [
        ("data/controls.yaml", 1, 1, "file is missing")]
    write(path, good.replace("interval_ms: 70", "interval_ms: 60"))
    assert store.poll() == {"controls.yaml"}
    assert store.errors == [] and controls(store).repeat.interval_ms == 60


def test_translation_errors_follow_edits(data_dir: Path) -> None:
    fr = data_dir / "strings" / "fr.yaml"
    good = fr.read_text(encoding="utf-8")
    store = ContentStore(data_dir, files=SHELL_FILES)
    store.load_all()
    write(fr, good.replace("  quit: Quitter\n", ""))
    assert store.poll() == {"strings/fr.yaml"}
    [err] = store.errors
    assert (err.file, err.line, err.column) == ("data/strings/fr.yaml", 1, 1)
    assert err.message.startswith("menu.quit: missing")
    write(fr, good)
    assert store.poll() == {"strings/fr.yaml"}
    assert store.errors == []


def test_cache_fallback(data_dir: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    path = data_dir / "controls.yaml"
    good = path.read_text(encoding="utf-8")
    write(path, good.replace("delay_ms: 300", "delay_ms: 280"))
    first = ContentStore(data_dir, cache, files=SHELL_FILES)
    assert first.load_all() == []
    assert (cache / "controls.yaml.json").is_file()
    assert (cache / "strings" / "fr.yaml.json").is_file()

    # next start-up: the file is broken, the cached copy is served
    write(path, good.replace("keyboard_zones:", "keyboard_zones: [oops"))
    second = ContentStore(data_dir, cache, files=SHELL_FILES)
    errors = second.load_all()
    assert errors and errors == second.errors
    assert all(e.file == "data/controls.yaml" for e in errors)
    assert controls(second).repeat.delay_ms == 280
    assert second.from_cache("controls.yaml")

    # without a cache there is nothing to fall back on
    third = ContentStore(data_dir, None, files=SHELL_FILES)
    assert third.load_all()
    assert third.get("controls.yaml") is None

    # fixing the file replaces the cached model and clears the errors
    write(path, good)
    assert second.poll() == {"controls.yaml"}
    assert second.errors == [] and not second.from_cache("controls.yaml")
    assert controls(second).repeat.delay_ms == 300


def test_corrupt_cache_is_ignored(data_dir: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "controls.yaml.json").write_text("{not json")
    (data_dir / "controls.yaml").write_text("repeat: [\n")
    store = ContentStore(data_dir, cache, files=SHELL_FILES)
    assert store.load_all()
    assert store.get("controls.yaml") is None
    assert isinstance(store.get("strings/en.yaml"), StringsContent)


def test_a_translation_with_renamed_placeholders_is_refused_and_the_last_good_one_kept(data_dir: Path) -> None:
    fr = data_dir / "strings" / "fr.yaml"
    good = fr.read_text(encoding="utf-8")
    store = ContentStore(data_dir, files=SHELL_FILES)
    store.load_all()
    before = store.get("strings/fr.yaml")
    assert isinstance(before, StringsContent)
    key, text = next((k, v) for k, v in before.flat.items() if "{n}" in v)
    line = next(ln for ln in good.splitlines() if "{n}" in ln)
    write(fr, good.replace(line, line.replace("{n}", "{m}"), 1))
    assert store.poll() == set(), "the broken translation is not adopted"
    assert store.get("strings/fr.yaml") is before
    assert any("placeholders {m} differ" in e.message and e.line > 1 for e in store.errors)
    write(fr, good)
    store.poll()
    assert store.errors == [] and store.get("strings/fr.yaml") == before


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "huge"])
def test_a_data_file_that_is_not_a_small_regular_file_is_refused_at_once(data_dir: Path, kind: str) -> None:
    from tests.hostile import put_special

    path = data_dir / "controls.yaml"
    if kind == "huge":
        path.write_bytes(b"# padding\n" * 300_000)
    else:
        put_special(path, kind)
    store = ContentStore(data_dir, files=SHELL_FILES)
    store.load_all()
    [err] = store.errors
    assert err.file.endswith("controls.yaml")
    assert "not a regular file" in err.message or "larger than 512 KB" in err.message
