"""Key rebinding in Settings > Controls: capture, refusals, saving, reset, and the
focus staying put while a key is being captured."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from clienthelpers import post_key, press

from game.client.input import Intent, key_label
from game.client.scenes.settings import CONTROL_VERBS, ControlsScene
from game.content.scancodes import SCANCODES

S = SCANCODES
DEFAULT_TFGH = {"up": S["T"], "down": S["G"], "left": S["F"], "right": S["H"], "act": S["Y"],
                "back": S["R"], "special": S["V"]}


@pytest.fixture
def controls(app: Any) -> ControlsScene:
    scene = ControlsScene(app)
    app.stack.push(scene)
    return scene


def choose(app: Any, scene: ControlsScene, row: int, col: int) -> None:
    """Walk the focus to (row, col) with the arrow keys, then press Enter."""
    rows = len(app.input.zones) + 1
    press(app, *([S["DOWN"]] * ((row - scene.row) % rows)))
    press(app, *([S["RIGHT"]] * ((col - scene.col) % len(CONTROL_VERBS))))
    assert (scene.row, scene.col) == (row, col)
    press(app, S["RETURN"])
    assert scene.capturing and scene.wants_raw_keys


def capture(app: Any, scancode: int) -> None:
    post_key(scancode)
    app.step()


def settings_file(home: Path) -> dict[str, Any]:
    return json.loads((home / "settings.json").read_text(encoding="utf-8"))


def test_choose_a_cell_and_capture_a_free_key(app: Any, controls: ControlsScene, home: Path) -> None:
    row, col = list(app.input.zones).index("tfgh"), CONTROL_VERBS.index("act")
    choose(app, controls, row, col)
    capture(app, S["X"])
    assert not controls.capturing
    assert controls.message and not controls.message_bad
    assert app.settings.bindings == {"tfgh": {"act": "X"}}
    assert app.input.zones["tfgh"]["act"] == S["X"]
    assert settings_file(home)["bindings"] == {"tfgh": {"act": "X"}}
    # the new key plays, the old one is free
    assert app.input.handle(pygame.event.Event(pygame.KEYDOWN, scancode=S["X"], key=0, mod=0), now=1.0) == [
        Intent("kb:tfgh", "act", 1.0)]
    assert app.input.handle(pygame.event.Event(pygame.KEYDOWN, scancode=S["Y"], key=0, mod=0), now=1.0) == []


def test_a_saved_binding_is_used_by_the_next_app(app: Any, controls: ControlsScene, make_app: Any) -> None:
    choose(app, controls, 0, CONTROL_VERBS.index("up"))
    capture(app, S["P"])
    again = make_app()
    assert again.input.zones["wasd"]["up"] == S["P"]
    assert again.input.owner_of(S["W"]) is None


@pytest.mark.parametrize("taken", ["W", "T", "UP", "KP_0", "SLASH", "Y"])
def test_a_key_used_by_another_zone_or_verb_is_refused(app: Any, controls: ControlsScene, home: Path,
                                                       taken: str) -> None:
    row, col = list(app.input.zones).index("tfgh"), CONTROL_VERBS.index("up")  # tfgh/up is T
    choose(app, controls, row, col)
    before = {z: dict(k) for z, k in app.input.zones.items()}
    capture(app, S[taken])
    if taken == "T":  # its own key: accepted, nothing changes
        assert not controls.message_bad
        assert app.input.zones == before
        return
    assert controls.message_bad and controls.message
    owner_source, owner_verb = app.input.owner_of(S[taken])
    assert app.input.source_label(owner_source, app.tr) in controls.message
    assert app.input.zones == before
    assert app.settings.bindings == {}
    assert not (home / "settings.json").exists()
    assert not controls.capturing


@pytest.mark.parametrize("code", [S["F11"], 0, 300, 1000])
def test_reserved_and_unknown_keys_are_refused(app: Any, controls: ControlsScene, code: int) -> None:
    choose(app, controls, 2, 3)
    before = {z: dict(k) for z, k in app.input.zones.items()}
    capture(app, code)
    assert controls.message_bad and controls.message
    assert app.input.zones == before and app.settings.bindings == {}
    assert app.stack.top is controls


def test_escape_cancels_the_capture_and_stays(app: Any, controls: ControlsScene) -> None:
    choose(app, controls, 1, 1)
    before = {z: dict(k) for z, k in app.input.zones.items()}
    capture(app, S["ESCAPE"])
    assert not controls.capturing and not controls.message_bad
    assert controls.message == app.tr("controls.cancelled")
    assert app.input.zones == before
    assert app.stack.top is controls
    press(app, S["ESCAPE"])  # not capturing: Esc leaves
    assert app.stack.top is not controls


def test_reset_restores_the_defaults(app: Any, controls: ControlsScene, home: Path) -> None:
    zones = list(app.input.zones)
    choose(app, controls, zones.index("tfgh"), CONTROL_VERBS.index("act"))
    capture(app, S["X"])
    choose(app, controls, zones.index("tfgh"), CONTROL_VERBS.index("up"))
    capture(app, S["N"])
    assert app.input.zones["tfgh"]["up"] == S["N"]
    # the last row holds Reset (col 0) and Back (col 1)
    press(app, *([S["DOWN"]] * (len(zones) - controls.row)))
    assert (controls.row, controls.col) == (len(zones), 0)
    press(app, S["RETURN"])
    assert app.settings.bindings == {}
    assert app.input.zones["tfgh"] == DEFAULT_TFGH
    assert settings_file(home)["bindings"] == {}
    assert controls.message == app.tr("controls.reset_done")


def test_back_on_the_last_row_leaves(app: Any, controls: ControlsScene) -> None:
    below = app.stack.scenes[-2]
    press(app, S["UP"], S["RIGHT"])
    assert (controls.row, controls.col) == (len(app.input.zones), 1)
    press(app, S["RETURN"])
    assert app.stack.top is below


def test_a_freed_key_can_be_taken_by_another_zone(app: Any, controls: ControlsScene) -> None:
    zones = list(app.input.zones)
    choose(app, controls, zones.index("wasd"), CONTROL_VERBS.index("special"))
    capture(app, S["X"])                      # Z is free now
    choose(app, controls, zones.index("ijkl"), CONTROL_VERBS.index("special"))
    capture(app, S["Z"])
    assert not controls.message_bad
    assert app.input.owner_of(S["Z"]) == ("kb:ijkl", "special")
    assert app.settings.bindings == {"wasd": {"special": "X"}, "ijkl": {"special": "Z"}}


def test_clicking_a_cell_starts_a_capture_there(app: Any, controls: ControlsScene) -> None:
    x, y = controls._cell(3, 5)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=1))
    app.step()
    assert (controls.row, controls.col) == (3, 5) and controls.capturing
    capture(app, S["B"])
    assert app.input.zones["arrows"]["back"] == S["B"]


def test_the_grid_draws_while_capturing(app: Any, controls: ControlsScene) -> None:
    choose(app, controls, 4, 6)
    app.frame()
    capture(app, S["W"])
    assert controls.message_bad
    app.frame()


def test_translator_accepts_a_key_placeholder(app: Any) -> None:
    assert app.tr("controls.saved", key="X") == "Saved: X"


@pytest.mark.parametrize(("name", "key", "bad"), [("X", "controls.saved", False),
                                                  ("W", "controls.taken", True),
                                                  ("F11", "controls.reserved", True)])
def test_capture_messages_name_the_key(app: Any, controls: ControlsScene, name: str, key: str,
                                       bad: bool) -> None:
    press(app, S["RIGHT"], S["RETURN"])  # wasd / down
    assert controls.capturing
    capture(app, S[name])
    assert not controls.capturing and controls.message_bad is bad
    assert controls.message.startswith(app.tr(key, key="\0", zone="\0", verb="\0").split("\0")[0])
    assert key_label(S[name]) in controls.message


def test_the_focus_does_not_move_while_capturing(app: Any, controls: ControlsScene) -> None:
    app.dispatch(app.input.add_virtual_pad(3, is_controller=True))
    zones = list(app.input.zones)
    choose(app, controls, zones.index("tfgh"), CONTROL_VERBS.index("left"))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3,
                                         button=pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    app.step()
    assert (controls.row, controls.col) == (zones.index("tfgh"), CONTROL_VERBS.index("left"))
    capture(app, S["X"])
    assert app.settings.bindings == {"tfgh": {"left": "X"}}


def test_no_crash_when_the_focus_leaves_the_grid_while_capturing(app: Any, controls: ControlsScene) -> None:
    app.dispatch(app.input.add_virtual_pad(3, is_controller=True))
    choose(app, controls, len(app.input.zones) - 1, 0)  # the last zone row
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3,
                                         button=pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    app.step()
    app.frame()
    capture(app, S["X"])
    assert app.input.zones["numpad"]["up"] == S["X"]
