"""The scancode table matches SDL (as exposed by pygame-ce)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.content import scancodes
from game.content.scancodes import NAMES_BY_CODE, SCANCODES, is_scancode_name, scancode

# pygame's own spellings for keys SDL names differently.
PYGAME_ALIASES = {"PRINT", "SCROLLOCK", "BREAK", "NUMLOCK", "EURO", "LMETA", "LSUPER", "RMETA", "RSUPER",
                  *(f"KP{i}" for i in range(10))}


def test_spot_values() -> None:
    expected = {"A": 4, "Z": 29, "1": 30, "0": 39, "RETURN": 40, "ESCAPE": 41, "BACKSPACE": 42, "TAB": 43,
                "SPACE": 44, "MINUS": 45, "SEMICOLON": 51, "SLASH": 56, "CAPSLOCK": 57, "F1": 58, "F12": 69,
                "PRINTSCREEN": 70, "RIGHT": 79, "LEFT": 80, "DOWN": 81, "UP": 82, "NUMLOCKCLEAR": 83,
                "KP_DIVIDE": 84, "KP_1": 89, "KP_9": 97, "KP_0": 98, "KP_PERIOD": 99, "NONUSBACKSLASH": 100,
                "LCTRL": 224, "LSHIFT": 225, "LALT": 226, "LGUI": 227, "RCTRL": 228, "RSHIFT": 229,
                "RALT": 230, "RGUI": 231, "W": 26}
    for name, code in expected.items():
        assert SCANCODES[name] == code, name


def test_helpers() -> None:
    assert scancode("w") == 26 and scancode(" kp_0 ") == 98
    assert is_scancode_name("rctrl") and not is_scancode_name("FOO")
    with pytest.raises(KeyError):
        scancode("FOO")
    assert NAMES_BY_CODE[228] == "RCTRL"
    assert len(NAMES_BY_CODE) == len(SCANCODES)


def test_matches_pygame_kscan_constants() -> None:
    pygame = pytest.importorskip("pygame")
    kscan = {name[len("KSCAN_"):]: getattr(pygame, name) for name in dir(pygame) if name.startswith("KSCAN_")}
    assert kscan["W"] == 26
    checked = 0
    for name, code in kscan.items():
        if name == "UNKNOWN":
            continue
        if name in PYGAME_ALIASES:
            assert code in NAMES_BY_CODE, name
            continue
        assert SCANCODES.get(name) == code, name
        checked += 1
    assert checked > 120
    # Everything pygame names, we name the same; every number is a real SDL scancode.
    assert all(0 < code < 512 for code in SCANCODES.values())


def test_no_pygame_in_content_layer() -> None:
    for path in Path(scancodes.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all(not a.name.startswith("pygame") for a in node.names), path
            elif isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("pygame"), path
