"""Settings file: defaults, corrupt files moved aside with a problem text, round trips."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.client.settings import UI_SCALES, Settings, load_settings, save_settings
from tests.hostile import SPECIAL

CORRUPT = {
    "garbage": b"\x00\xff\xfe not json at all \x89PNG",
    "text": b"language = fr\nvolume = 3\n",
    "truncated": b'{"language": "fr", "master_volume": 0.5, "bindi',
    "empty": b"",
    "list": b"[1, 2, 3]",
    "number": b"42",
    "null": b"null",
    "string": b'"settings"',
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "deep_object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
    "huge": b'{"language": "' + b"x" * 400_000 + b'"}',
}


@pytest.mark.parametrize("kind", sorted(CORRUPT))
def test_a_corrupt_file_gives_defaults_a_problem_and_is_moved_aside(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(CORRUPT[kind])
    s = load_settings(path)
    assert s == Settings()
    assert s.problem, "the UI must be told what happened"
    assert len(s.problem) < 300, "one readable line, not a dump"
    [aside] = tmp_path.glob("settings.corrupt-*.json")
    assert "settings.json" in s.problem and aside.name in s.problem
    assert not path.exists()
    assert aside.read_bytes() == CORRUPT[kind]


def test_every_corrupt_copy_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for i in range(3):
        path.write_bytes(b"not json %d" % i)
        assert load_settings(path) == Settings()
    kept = sorted(p.read_bytes() for p in tmp_path.glob("settings.corrupt-*.json"))
    assert kept == [b"not json 0", b"not json 1", b"not json 2"]


@pytest.mark.parametrize("number", ["9" * 400, "1e400", "-1e400"])
def test_absurd_numbers_fall_back_per_field(tmp_path: Path, number: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(f'{{"language": "fr", "master_volume": {number}, "ui_scale": {number}, '
                    f'"bot_think_ms": {number}}}', encoding="utf-8")
    s = load_settings(path)
    assert s.language == "fr" and s.master_volume == Settings().master_volume
    assert s.ui_scale == Settings().ui_scale
    assert 50 <= s.bot_think_ms <= 60_000


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_settings_path_that_is_not_a_file_never_hangs(tmp_path: Path, kind: str) -> None:
    from tests.hostile import put_special

    path = tmp_path / "settings.json"
    put_special(path, kind)
    s = load_settings(path)
    assert s == Settings() and "settings.json" in s.problem


def test_a_missing_file_gives_defaults_without_a_problem(tmp_path: Path) -> None:
    s = load_settings(tmp_path / "settings.json")
    assert s == Settings() and s.problem == ""


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "deeper" / "settings.json"
    s = Settings(language="fr", master_volume=0.3, effects_volume=0.0, voice_volume=1.0, ui_scale=1.25,
                 fullscreen=True, window_size=[1600, 900], bot_think_ms=4000, phones_everywhere=True,
                 bindings={"wasd": {"up": "X"}, "arrows": {"act": "RETURN"}})
    save_settings(s, path)
    assert not path.with_suffix(".tmp").exists()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "problem" not in data
    back = load_settings(path)
    assert back == s and back.problem == ""
    assert back.phones_everywhere is True and Settings().phones_everywhere is False  # off unless asked
    assert back.bindings == {"wasd": {"up": "X"}, "arrows": {"act": "RETURN"}}


def test_wrong_field_types_fall_back_per_field_and_good_fields_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "language": "fr",
        "master_volume": "loud", "effects_volume": True, "voice_volume": 0.25,
        "ui_scale": [1], "fullscreen": 1, "window_size": [100000, "x"], "bot_think_ms": 1.5,
        "bindings": {"wasd": {"up": 26}}, "phones_everywhere": "yes", "unknown_key": 1,
    }), encoding="utf-8")
    s = load_settings(path)
    d = Settings()
    assert s.language == "fr" and s.voice_volume == 0.25
    assert (s.master_volume, s.effects_volume, s.ui_scale, s.fullscreen, s.window_size, s.bot_think_ms,
            s.bindings) == (d.master_volume, d.effects_volume, d.ui_scale, d.fullscreen, d.window_size,
                            d.bot_think_ms, d.bindings)
    assert path.exists()  # not corrupt as a whole: not moved aside
    assert s.phones_everywhere is False
    for name in ("master_volume", "effects_volume", "ui_scale", "fullscreen", "window_size", "bot_think_ms",
                 "bindings", "phones_everywhere"):
        assert name in s.problem  # the UI says which values were not understood
    assert "language" not in s.problem and "voice_volume" not in s.problem


def test_out_of_range_values_are_clamped(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"master_volume": 7, "effects_volume": -2.0, "ui_scale": 3.3,
                                "bot_think_ms": 10, "window_size": [100, 100]}), encoding="utf-8")
    s = load_settings(path)
    assert s.master_volume == 1.0 and s.effects_volume == 0.0
    assert s.ui_scale == max(UI_SCALES)
    assert s.bot_think_ms == 50
    assert s.window_size == Settings().window_size


def test_non_finite_numbers_do_not_survive(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"master_volume": NaN, "ui_scale": Infinity, "effects_volume": -Infinity}',
                    encoding="utf-8")
    s = load_settings(path)
    for v in (s.master_volume, s.effects_volume):
        assert 0.0 <= v <= 1.0
    assert s.ui_scale in UI_SCALES


def test_the_app_starts_on_a_corrupt_file_and_toasts_the_problem(home: Path, make_app: Any) -> None:
    (home / "settings.json").write_bytes(b'{"language": "fr", "master_vol')
    app = make_app()
    assert app.settings.problem
    assert app.notice == app.settings.problem
    assert len(list(home.glob("settings.corrupt-*.json"))) == 1
    assert app.settings.language == "en"
    app.step()
    app.frame()


def test_the_app_loads_saved_settings(home: Path, make_app: Any) -> None:
    save_settings(Settings(language="fr", ui_scale=1.1, bindings={"wasd": {"act": "X"}}),
                  home / "settings.json")
    app = make_app()
    assert app.settings.language == "fr" and app.tr.language == "fr"
    assert app.input.zones["wasd"]["act"] == 27  # X
    assert app.canvas.ui_scale == 1.1


def test_bindings_naming_unknown_keys_or_verbs_are_ignored(home: Path, make_app: Any) -> None:
    save_settings(Settings(bindings={"wasd": {"act": "NOT_A_KEY", "dance": "X"}, "nozone": {"up": "X"}}),
                  home / "settings.json")
    app = make_app()
    assert app.input.zones["wasd"]["act"] == 8  # E, the default
    assert "dance" not in app.input.zones["wasd"] and "nozone" not in app.input.zones


def test_settings_scene_changes_are_saved(app: Any, home: Path) -> None:
    from game.client.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    app.stack.push(scene)
    scene.menu.focus_id("master")
    before = app.settings.master_volume
    scene.menu.handle(_intent("left"))
    assert app.settings.master_volume == pytest.approx(before - 0.1)
    assert json.loads((home / "settings.json").read_text())["master_volume"] == pytest.approx(before - 0.1)
    scene.menu.focus_id("language")
    scene.menu.handle(_intent("right"))
    assert app.settings.language == "fr" and app.tr.language == "fr"
    assert json.loads((home / "settings.json").read_text())["language"] == "fr"


def test_an_unknown_language_in_the_file_does_not_crash_the_settings_page(home: Path, make_app: Any) -> None:
    from game.client.scenes.settings import SettingsScene

    (home / "settings.json").write_text('{"language": "de"}', encoding="utf-8")
    app = make_app()
    assert app.settings.language == "en"
    scene = SettingsScene(app)
    app.stack.push(scene)
    scene.menu.focus_id("language")
    scene.menu.handle(_intent("right"))
    assert app.settings.language in ("en", "fr")


def _intent(verb: str) -> Any:
    from game.client.input import Intent

    return Intent("kb:menu", verb, 0.0)


DEFAULT_ZONES = {"wasd": {"up": 26, "act": 8}, "ijkl": {"up": 12, "act": 18}}
"""Two zones as in data/controls.yaml (W, E; I, O)."""


def test_good_overrides_are_applied() -> None:
    from game.client.settings import resolve_bindings
    from game.content.scancodes import SCANCODES

    zones, kept, problems = resolve_bindings(DEFAULT_ZONES, {"wasd": {"act": "X"}})
    assert zones["wasd"]["act"] == SCANCODES["X"] and zones["ijkl"] == DEFAULT_ZONES["ijkl"]
    assert kept == {"wasd": {"act": "X"}} and problems == []


@pytest.mark.parametrize("overrides, refused", [
    ({"wasd": {"act": "ESCAPE"}}, "ESCAPE is reserved"),
    ({"wasd": {"act": "F11"}}, "F11 is reserved"),
    ({"wasd": {"act": "RETURN"}}, "RETURN is reserved"),
    ({"wasd": {"act": "NOT_A_KEY"}}, "unknown key"),
    ({"nozone": {"act": "X"}}, "no such zone key"),
    ({"wasd": {"fly": "X"}}, "no such zone key"),
    ({"wasd": {"act": "O"}}, "used twice"),              # O is ijkl's act
    ({"wasd": {"act": "X"}, "ijkl": {"act": "X"}}, "used twice"),
])
def test_bad_overrides_are_refused_and_the_defaults_kept(overrides: dict[str, dict[str, str]], refused: str) -> None:
    from game.client.settings import resolve_bindings

    zones, kept, problems = resolve_bindings(DEFAULT_ZONES, overrides)
    assert zones == DEFAULT_ZONES
    assert kept == {}
    assert problems and all(refused in p for p in problems)


def test_a_swap_of_two_keys_is_not_a_clash() -> None:
    from game.client.settings import resolve_bindings

    zones, kept, problems = resolve_bindings(DEFAULT_ZONES, {"wasd": {"act": "O"}, "ijkl": {"act": "E"}})
    assert problems == [] and zones["wasd"]["act"] == 18 and zones["ijkl"]["act"] == 8


def test_the_app_refuses_bad_bindings_says_so_and_does_not_save_them(home: Path, make_app: Any) -> None:
    (home / "settings.json").write_text(json.dumps({"bindings": {
        "wasd": {"act": "ESCAPE", "up": "F11", "down": "NOPE"}, "ijkl": {"act": "E"}}}), encoding="utf-8")
    app = make_app()
    from game.content.scancodes import SCANCODES

    assert app.input.owner_of(SCANCODES["ESCAPE"]) is None and app.input.owner_of(SCANCODES["F11"]) is None
    assert "ESCAPE" in app.notice and "F11" in app.notice and "NOPE" in app.notice and "E is used twice" in app.notice
    app.save_settings()
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["bindings"] == {}


def test_saving_never_writes_through_a_link_in_the_user_folder(tmp_path: Path) -> None:
    """A link named settings.tmp, or settings.json itself a link, pointing outside: the file outside is
    untouched, and settings.json becomes a regular file of the user folder."""
    folder = tmp_path / "home"
    folder.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("precious", encoding="utf-8")
    path = folder / "settings.json"
    (folder / "settings.tmp").symlink_to(outside)
    settings = Settings()
    settings.language = "fr"
    save_settings(settings, path)
    assert outside.read_text(encoding="utf-8") == "precious"
    assert path.is_file() and not path.is_symlink()
    assert load_settings(path).language == "fr"
    path.unlink()
    path.symlink_to(outside)
    save_settings(settings, path)
    assert outside.read_text(encoding="utf-8") == "precious" and not path.is_symlink()
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json", "settings.tmp"]  # nothing left behind
