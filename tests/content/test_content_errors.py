"""Every kind of content error is reported at the right file, line and column."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content.base import Model
from game.content.errors import ContentError, ContentErrors
from game.content.loader import load_file
from game.content.models import ControlsContent, StringsContent

DATA = Path(__file__).resolve().parents[2] / "data"

CONTROLS = """\
repeat: {delay_ms: 300, interval_ms: 70}
keyboard_zones:
  - id: wasd
    keys: {up: W, down: S, left: A, right: D, act: E, back: Q, special: Z}
  - id: arrows
    keys:
      up: UP
      down: DOWN
      left: LEFT
      right: RIGHT
      act: RCTRL
      back: RSHIFT
      special: SLASH
gamepad:
  act: 0
  back: 1
  special: 2
  pause: 7
  axis_deadzone: 0.5
"""


def errors_of(tmp_path: Path, text: str | bytes, model: type[Model] = ControlsContent,
              name: str = "data/controls.yaml") -> list[ContentError]:
    path = tmp_path / "file.yaml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentErrors) as info:
        load_file(path, model, name)
    assert info.value.errors, "ContentErrors without errors"
    assert str(info.value) == "\n".join(str(e) for e in info.value.errors)
    return info.value.errors


def at(text: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """1-based (line, column) of the ``nth`` occurrence of ``needle``."""
    index = -1
    for _ in range(nth + 1):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def test_at_helper() -> None:
    assert at("ab\ncd: x\n", "x") == (2, 5)
    assert at("a a a", "a", 2) == (1, 5)


def only(errors: list[ContentError]) -> ContentError:
    assert len(errors) == 1, errors
    return errors[0]


def test_sample_is_valid(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    path.write_text(CONTROLS)
    controls = load_file(path, ControlsContent)
    assert [z.id for z in controls.keyboard_zones] == ["wasd", "arrows"]
    assert controls.keyboard_zones[1].keys.scancodes()["act"] == 228


def test_str_format() -> None:
    err = ContentError("data/controls.yaml", 3, 7, "x: boom")
    assert str(err) == "data/controls.yaml:3:7: x: boom"
    b11, a21, a19 = ContentError("b", 1, 1, "m"), ContentError("a", 2, 1, "m"), ContentError("a", 1, 9, "m")
    assert sorted([b11, a21, a19]) == [a19, a21, b11]


def test_yaml_syntax_error(tmp_path: Path) -> None:
    text = CONTROLS.replace("act: E,", "act: E,,")
    err = only(errors_of(tmp_path, text))
    assert (err.file, err.line, err.column) == ("data/controls.yaml", 4, 54)
    assert "YAML syntax error" in err.message


def test_yaml_syntax_error_bad_indentation(tmp_path: Path) -> None:
    text = CONTROLS.replace("      down: DOWN", "     down: DOWN")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == (8, 6)
    assert "YAML syntax error" in err.message


def test_unknown_key_points_at_key(tmp_path: Path) -> None:
    text = CONTROLS.replace("  pause: 7\n", "  pause: 7\n  paws: 8\n")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "paws") == (19, 3)
    assert err.message.startswith("gamepad.paws: unknown key 'paws'")
    assert "did you mean 'pause'" in err.message


def test_unknown_key_in_flow_mapping(tmp_path: Path) -> None:
    text = CONTROLS.replace("special: Z}", "special: Z, jump: X}")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "jump")
    assert err.message.startswith("keyboard_zones[0].keys.jump: unknown key 'jump'")


def test_wrong_type_points_at_value(tmp_path: Path) -> None:
    text = CONTROLS.replace("  back: 1\n", "  back: one\n")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "one\n") == (16, 9)
    assert err.message == "gamepad.back: input should be a valid integer, got 'one'"


def test_an_empty_value_points_at_the_end_of_its_key_line(tmp_path: Path) -> None:
    """The usual slip, a key with nothing after it: the error is on that key's line, just past
    the colon, whichever YAML composer read the file (libyaml and PyYAML agree here)."""
    text = CONTROLS.replace("  back: 1\n", "  back:\n")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == (16, 8)
    assert err.message.startswith("gamepad.back: input should be a valid integer")


def test_quoted_number_is_not_a_number(tmp_path: Path) -> None:
    text = CONTROLS.replace("delay_ms: 300", "delay_ms: '300'")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "'300'") == (1, 20)
    assert err.message.startswith("repeat.delay_ms: input should be a valid integer")


def test_wrong_type_list_instead_of_mapping(tmp_path: Path) -> None:
    text = CONTROLS.replace("repeat: {delay_ms: 300, interval_ms: 70}", "repeat: [300, 70]")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "[300") == (1, 9)
    assert err.message.startswith("repeat: ")


def test_out_of_range(tmp_path: Path) -> None:
    text = CONTROLS.replace("axis_deadzone: 0.5", "axis_deadzone: 1.5")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "1.5") == (19, 18)
    assert err.message.startswith("gamepad.axis_deadzone: input should be less than 1")


def test_missing_verb_points_at_mapping(tmp_path: Path) -> None:
    text = CONTROLS.replace(" act: E,", "")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "{up: W") == (4, 11)
    assert err.message == "keyboard_zones[0].keys.act: missing required field"


def test_missing_verb_block_mapping(tmp_path: Path) -> None:
    text = CONTROLS.replace("      act: RCTRL\n", "")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "up: UP") == (7, 7)
    assert err.message == "keyboard_zones[1].keys.act: missing required field"


def test_missing_top_level_field(tmp_path: Path) -> None:
    text = CONTROLS[: CONTROLS.index("gamepad:")]
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == (1, 1)
    assert err.message == "gamepad: missing required field"


def test_unknown_key_name(tmp_path: Path) -> None:
    text = CONTROLS.replace("      act: RCTRL", "      act: FOO")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "FOO") == (11, 12)
    assert err.message.startswith("keyboard_zones[1].keys.act: unknown key name 'FOO'")


def test_key_names_are_case_insensitive(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    path.write_text(CONTROLS.replace("up: UP", "up: up").replace("special: SLASH", "special: Slash"))
    controls = load_file(path, ControlsContent)
    assert controls.keyboard_zones[1].keys.up == "UP"
    assert controls.keyboard_zones[1].keys.special == "SLASH"


def test_key_used_twice_across_zones(tmp_path: Path) -> None:
    text = CONTROLS.replace("      back: RSHIFT", "      back: q")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "q\n") == (12, 13)
    assert err.message == "keyboard_zones[1].keys.back: key Q is already bound to back in zone 'wasd'"


def test_key_used_twice_within_zone(tmp_path: Path) -> None:
    text = CONTROLS.replace("back: Q,", "back: W,")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "W,", 1)
    assert err.message == "keyboard_zones[0].keys.back: key W is already bound to up in zone 'wasd'"


def test_duplicate_zone_id(tmp_path: Path) -> None:
    text = CONTROLS.replace("id: arrows", "id: wasd")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "wasd", 1) == (5, 9)
    assert err.message.startswith("keyboard_zones[1].id: duplicate zone id 'wasd'")


def test_duplicate_gamepad_button(tmp_path: Path) -> None:
    text = CONTROLS.replace("  pause: 7", "  pause: 0")
    err = only(errors_of(tmp_path, text))
    line, column = at(text, "pause: 0")
    assert (err.line, err.column) == (line, column + 7) == (18, 10)
    assert err.message.startswith("gamepad.pause: button 0 is already used")


def test_python_tag_refused(tmp_path: Path) -> None:
    text = CONTROLS.replace("  pause: 7", "  pause: !!python/object/apply:os.system ['echo hacked']")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "!!python") == (18, 10)
    assert err.message == "gamepad.pause: unsupported tag !!python/object/apply:os.system"


def test_python_name_tag_on_mapping_refused(tmp_path: Path) -> None:
    text = CONTROLS.replace("repeat: {", "repeat: !!python/object:collections.OrderedDict {")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "!!python") == (1, 9)
    assert "unsupported tag !!python/object:collections.OrderedDict" in err.message


def test_custom_tag_refused(tmp_path: Path) -> None:
    text = CONTROLS.replace("      up: UP", "      up: !key UP")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "!key") == (7, 11)
    assert err.message == "keyboard_zones[1].keys.up: unsupported tag !key"


def test_standard_tags_are_fine(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    text = CONTROLS.replace("  pause: 7", "  pause: !!int '7'").replace("id: wasd", "id: !!str wasd")
    path.write_text(text)
    assert load_file(path, ControlsContent).gamepad.pause == 7


def test_bad_standard_tag_value(tmp_path: Path) -> None:
    text = CONTROLS.replace("  pause: 7", "  pause: !!int seven")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "!!int") == (18, 10)
    assert err.message == "gamepad.pause: 'seven' cannot be read as !!int"


def test_duplicate_yaml_key(tmp_path: Path) -> None:
    text = CONTROLS.replace("  pause: 7\n", "  pause: 7\n  act: 3\n")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "act: 3") == (19, 3)
    assert err.message == "gamepad.act: duplicate key 'act' (first defined at line 15, column 3)"


def test_duplicate_yaml_key_in_flow_mapping(tmp_path: Path) -> None:
    text = CONTROLS.replace("back: Q,", "back: Q, up: X,")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, "up: X")
    assert "duplicate key 'up'" in err.message


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", "---\n"])
def test_empty_file(tmp_path: Path, text: str) -> None:
    err = only(errors_of(tmp_path, text))
    assert (err.file, err.line, err.column) == ("data/controls.yaml", 1, 1)
    assert "empty" in err.message


@pytest.mark.parametrize(("text", "line", "column", "what"), [
    ("- a\n- b\n", 1, 1, "a list"),
    ("~\n", 1, 1, "null"),
    ("\n\n  just words\n", 3, 3, "'just words'"),
    ("42\n", 1, 1, "42"),
])
def test_wrong_top_level_type(tmp_path: Path, text: str, line: int, column: int, what: str) -> None:
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == (line, column)
    assert err.message == f"the top level must be a mapping (key: value lines), not {what}"


def test_unreadable_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ContentErrors) as info:
        load_file(tmp_path / "nope.yaml", ControlsContent, "data/nope.yaml")
    err = only(info.value.errors)
    assert (err.file, err.line, err.column) == ("data/nope.yaml", 1, 1)
    assert err.message.startswith("cannot read file")


def test_unreadable_directory(tmp_path: Path) -> None:
    with pytest.raises(ContentErrors) as info:
        load_file(tmp_path, ControlsContent)
    err = only(info.value.errors)
    assert (err.file, err.line, err.column) == (str(tmp_path), 1, 1)


def test_bad_utf8(tmp_path: Path) -> None:
    raw = CONTROLS.replace("id: arrows", "id: arr\udcffows").encode("utf-8", "surrogateescape")
    err = only(errors_of(tmp_path, raw))
    assert (err.line, err.column) == at(CONTROLS, "ows") == (5, 12)
    assert err.message == "not valid UTF-8 (byte 0xff)"


def test_control_character(tmp_path: Path) -> None:
    err = only(errors_of(tmp_path, CONTROLS.replace("id: arrows", "id: arr\x07ows")))
    assert (err.line, err.column) == at(CONTROLS, "ows") == (5, 12)
    assert err.message == "character U+0007 is not allowed in YAML"


def test_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + CONTROLS.encode())
    assert load_file(path, ControlsContent).repeat.delay_ms == 300


def test_several_documents(tmp_path: Path) -> None:
    err = only(errors_of(tmp_path, CONTROLS + "---\nrepeat: {}\n"))
    assert (err.line, err.column) == (20, 1)
    assert "single document" in err.message


def test_alias_bomb_is_stopped(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    err = only(errors_of(tmp_path, "\n".join(lines) + "\n"))
    assert "too many aliases" in err.message
    assert err.line <= 9


def test_recursive_alias(tmp_path: Path) -> None:
    err = only(errors_of(tmp_path, "repeat: &r {delay_ms: 1, interval_ms: 50, again: *r}\n"))
    assert (err.line, err.column) == (1, 9)
    assert "contains it" in err.message


def test_deep_nesting(tmp_path: Path) -> None:
    err = only(errors_of(tmp_path, "repeat: " + "[" * 100 + "]" * 100 + "\n"))
    assert err.line == 1
    assert "nested" in err.message


def test_yes_no_stay_strings(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("answer:\n  yes: yes\n  no: No\n  on: off\n  date: 2024-01-01\n  n: 12\n")
    errors = errors_of(tmp_path, path.read_text(), StringsContent, "data/strings/en.yaml")
    assert [(e.line, e.column, e.message) for e in errors] == [
        (6, 6, "answer.n: must be a string or a nested mapping of strings, got 12")]
    path.write_text("answer:\n  yes: yes\n  no: No\n  on: off\n  date: 2024-01-01\n")
    assert load_file(path, StringsContent).flat == {
        "answer.yes": "yes", "answer.no": "No", "answer.on": "off", "answer.date": "2024-01-01"}


def test_merge_keys(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("base: &b {a: A, b: B}\nmore:\n  <<: *b\n  b: BB\n")
    assert load_file(path, StringsContent).flat == {
        "base.a": "A", "base.b": "B", "more.a": "A", "more.b": "BB"}


def test_errors_are_all_reported_and_sorted(tmp_path: Path) -> None:
    text = CONTROLS.replace("  back: 1", "  back: x").replace("  pause: 7\n", "").replace(
        "delay_ms: 300", "delay_ms: -1")
    errors = errors_of(tmp_path, text)
    assert [(e.line, e.column) for e in errors] == [(1, 20), (15, 3), (16, 9)]
    assert errors == sorted(errors)


def test_real_controls_file() -> None:
    controls = load_file(DATA / "controls.yaml", ControlsContent, "data/controls.yaml")
    assert len(controls.keyboard_zones) == 5
    keys = [k for z in controls.keyboard_zones for k in z.keys.by_verb().values()]
    assert len(keys) == len(set(keys)) == 35
    assert controls.repeat.delay_ms == 300 and controls.gamepad.pause == 7


@pytest.mark.parametrize("key", ["ESCAPE", "escape", "RETURN", "KP_ENTER", "F11"])
def test_a_reserved_key_is_refused_as_a_zone_key_like_the_settings_screen_does(tmp_path: Path, key: str) -> None:
    """Escape bound to a zone would stop Esc pausing the game."""
    text = CONTROLS.replace("      back: RSHIFT", f"      back: {key}")
    err = only(errors_of(tmp_path, text))
    assert (err.line, err.column) == at(text, f"{key}\n") == (12, 13)
    assert err.message.startswith(f"keyboard_zones[1].keys.back: key {key.upper()} is reserved")


def test_validate_refuses_a_hand_limit_below_the_starting_hand_and_an_animal_with_no_art(tmp_path: Path) -> None:
    from game.content.loader import validate_dir
    from game.games.ikasamage.content import IkaContent
    from game.games.kingz.content import KingzContent
    from game.paths import data_dir
    ika = (data_dir() / "ikasamage.yaml").read_text(encoding="utf-8")
    assert "{players: 3, start: 8, draw: 4, limit: 8}" in ika
    (tmp_path / "ikasamage.yaml").write_text(ika.replace("{players: 3, start: 8, draw: 4, limit: 8}",
                                                         "{players: 3, start: 8, draw: 4, limit: 7}"))
    kingz = (data_dir() / "kingz.yaml").read_text(encoding="utf-8")
    assert "  - id: crocodile\n" in kingz
    (tmp_path / "kingz.yaml").write_text(kingz.replace("  - id: crocodile\n", "  - id: cayman\n"))
    errors = validate_dir(tmp_path, {"ikasamage.yaml": IkaContent, "kingz.yaml": KingzContent})
    texts = [str(e) for e in errors]
    assert any("ikasamage.yaml:43:" in t and "hands[0].limit" in t and "limit of 7 is below the 8 cards" in t
               for t in texts), texts
    line = kingz.splitlines().index("  - id: crocodile") + 1
    assert any(f"kingz.yaml:{line}:" in t and "no art svg/kingz/cayman.svg" in t
               for t in texts), texts
    assert len(errors) == 2
    (tmp_path / "kingz.yaml").write_text(kingz)
    (tmp_path / "ikasamage.yaml").write_text(ika)
    assert validate_dir(tmp_path, {"ikasamage.yaml": IkaContent, "kingz.yaml": KingzContent}) == []
