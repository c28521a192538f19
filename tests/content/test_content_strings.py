"""Strings files, the fr/en cross-file check and ``validate_dir``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.content.errors import ContentError, ContentErrors
from game.content.loader import SHELL_FILES, data_files, load_file, validate_dir
from game.content.models import ControlsContent, StringsContent, placeholders

DATA = Path(__file__).resolve().parents[2] / "data"

EN = """\
app:
  title: Tabletop Arena
menu:
  play: Play
  settings: Settings
  quit: Quit
lobby.seat: "Seat {n} - {name}"
"""
FR = """\
app:
  title: Tabletop Arena
menu:
  play: Jouer
  settings: Paramètres
  quit: Quitter
lobby.seat: "Place {n} - {name}"
"""


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    (root / "strings").mkdir(parents=True)
    shutil.copy(DATA / "controls.yaml", root / "controls.yaml")
    (root / "strings" / "en.yaml").write_text(EN, encoding="utf-8")
    (root / "strings" / "fr.yaml").write_text(FR, encoding="utf-8")
    return root


def test_flat_and_dump(tmp_path: Path) -> None:
    path = tmp_path / "fr.yaml"
    path.write_text(FR, encoding="utf-8")
    strings = load_file(path, StringsContent)
    assert strings.flat == {
        "app.title": "Tabletop Arena", "menu.play": "Jouer", "menu.settings": "Paramètres",
        "menu.quit": "Quitter", "lobby.seat": "Place {n} - {name}"}
    dumped = strings.model_dump(mode="json")
    assert dumped["menu"]["settings"] == "Paramètres"
    assert StringsContent.model_validate_json(strings.model_dump_json()) == strings


def test_placeholders() -> None:
    assert placeholders("Seat {n} of {total}, {{literal}}") == frozenset({"n", "total"})
    assert placeholders("no braces") == frozenset()
    assert placeholders("broken {") is None


def test_duplicate_dotted_string(tmp_path: Path) -> None:
    path = tmp_path / "en.yaml"
    path.write_text("menu:\n  play: Play\nmenu.play: Again\n")
    with pytest.raises(ContentErrors) as info:
        load_file(path, StringsContent, "en.yaml")
    assert info.value.errors == [
        ContentError("en.yaml", 3, 12, "menu.play: string 'menu.play' is defined twice")]


def test_real_strings_files() -> None:
    en = load_file(DATA / "strings" / "en.yaml", StringsContent)
    fr = load_file(DATA / "strings" / "fr.yaml", StringsContent)
    assert en.flat["app.title"] == "Tabletop Arena"
    assert set(en.flat) == set(fr.flat)
    assert {"menu.play", "menu.settings", "menu.quit"} <= set(en.flat)


def test_real_shell_data_validates() -> None:
    assert validate_dir(DATA, SHELL_FILES) == []


def test_data_files_lists_shell_and_games() -> None:
    from game.engine.registry import all_games

    files = data_files()
    assert files["controls.yaml"] is ControlsContent
    assert files["strings/en.yaml"] is StringsContent and files["strings/fr.yaml"] is StringsContent
    for game in all_games():
        if game.content_file is not None:
            assert files[game.content_file] is game.content_model


def test_validate_dir_clean(data_dir: Path) -> None:
    assert validate_dir(data_dir, SHELL_FILES) == []


def test_validate_dir_missing_file(data_dir: Path) -> None:
    (data_dir / "controls.yaml").unlink()
    assert validate_dir(data_dir, SHELL_FILES) == [
        ContentError("data/controls.yaml", 1, 1, "file is missing")]


def test_validate_dir_collects_every_file(data_dir: Path) -> None:
    (data_dir / "controls.yaml").write_text("repeat: 3\n")
    (data_dir / "strings" / "en.yaml").write_text("app: [1]\n")
    errors = validate_dir(data_dir, SHELL_FILES)
    assert errors == sorted(errors)
    assert {e.file for e in errors} == {"data/controls.yaml", "data/strings/en.yaml"}
    assert ContentError("data/strings/en.yaml", 1, 6,
                        "app: must be a string or a nested mapping of strings, got a list") in errors


def test_fr_missing_key(data_dir: Path) -> None:
    (data_dir / "strings" / "fr.yaml").write_text(FR.replace("  quit: Quitter\n", ""), encoding="utf-8")
    assert validate_dir(data_dir, SHELL_FILES) == [
        ContentError("data/strings/fr.yaml", 1, 1, "menu.quit: missing (it is in data/strings/en.yaml)")]


def test_fr_extra_key(data_dir: Path) -> None:
    text = FR.replace("  quit: Quitter\n", "  quit: Quitter\n  aide: Aide\n")
    (data_dir / "strings" / "fr.yaml").write_text(text, encoding="utf-8")
    assert validate_dir(data_dir, SHELL_FILES) == [
        ContentError("data/strings/fr.yaml", 7, 3, "menu.aide: not in data/strings/en.yaml")]


def test_fr_placeholder_mismatch(data_dir: Path) -> None:
    (data_dir / "strings" / "fr.yaml").write_text(FR.replace("{name}", "{nom}"), encoding="utf-8")
    assert validate_dir(data_dir, SHELL_FILES) == [ContentError(
        "data/strings/fr.yaml", 7, 13,
        "lobby.seat: placeholders {n}, {nom} differ from data/strings/en.yaml: {n}, {name}")]


def test_unbalanced_brace(data_dir: Path) -> None:
    (data_dir / "strings" / "fr.yaml").write_text(FR.replace("Place {n}", "Place {n"), encoding="utf-8")
    errors = validate_dir(data_dir, SHELL_FILES)
    assert [(e.file, e.line, e.column) for e in errors] == [("data/strings/fr.yaml", 7, 13)]
    assert "unbalanced" in errors[0].message
