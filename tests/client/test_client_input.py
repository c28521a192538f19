"""InputMapper: keyboard zones by scancode, menu keys, per-seat repeat, gamepads."""

from __future__ import annotations

import ctypes
import glob
import os
from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml

from game.client.input import MENU_SOURCE, MOUSE_SOURCE, VERBS, InputMapper, Intent, PadMap, RepeatTiming
from game.content.scancodes import SCANCODES

CONTROLS = Path(__file__).resolve().parents[2] / "data" / "controls.yaml"
DELAY, INTERVAL = 0.30, 0.07


def default_zones() -> dict[str, dict[str, int]]:
    data = yaml.safe_load(CONTROLS.read_text(encoding="utf-8"))
    return {z["id"]: {verb: SCANCODES[str(name).upper()] for verb, name in z["keys"].items()}
            for z in data["keyboard_zones"]}


ZONES = default_zones()
ZONE_CASES = [(zid, verb) for zid in ZONES for verb in VERBS]
MENU_KEYS = {"ESCAPE", "RETURN", "KP_ENTER", "SPACE", "BACKSPACE", "F11"}
WRONG_KEYCODE = pygame.K_F12  # never what the scancode means: mapping must ignore ``key``


def key(sc: int, up: bool = False, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, scancode=sc, key=WRONG_KEYCODE, mod=mod)


@pytest.fixture
def mapper() -> InputMapper:
    return InputMapper(ZONES, RepeatTiming(DELAY, INTERVAL), PadMap(), clock=lambda: 0.0)


def sc(name: str) -> int:
    return SCANCODES[name]


# -- the data ---------------------------------------------------------------------------


def test_default_zones_are_the_five_documented_ones() -> None:
    assert list(ZONES) == ["wasd", "tfgh", "ijkl", "arrows", "numpad"]
    assert ZONES["wasd"]["up"] == 26 == SCANCODES["W"]
    codes = [c for keys in ZONES.values() for c in keys.values()]
    assert len(codes) == len(set(codes)) == 35
    for keys in ZONES.values():
        assert set(keys) == set(VERBS)


def test_app_uses_the_controls_file(app: Any) -> None:
    assert app.input.zones == ZONES


# -- keyboard zones -----------------------------------------------------------------------


@pytest.mark.parametrize(("zid", "verb"), ZONE_CASES)
def test_each_zone_key_maps_by_scancode(mapper: InputMapper, zid: str, verb: str) -> None:
    code = ZONES[zid][verb]
    out = mapper.handle(key(code), now=5.0)
    assert out == [Intent(f"kb:{zid}", verb, 5.0)]
    assert out[0].is_zone and not out[0].is_pad
    assert code in mapper.held_scancodes
    assert mapper.handle(key(code, up=True), now=5.1) == []
    assert code not in mapper.held_scancodes


def test_keycode_alone_means_nothing(mapper: InputMapper) -> None:
    # the W keycode with a scancode outside every zone: nothing
    ev = pygame.event.Event(pygame.KEYDOWN, scancode=sc("F5"), key=pygame.K_w, mod=0)
    assert mapper.handle(ev, now=1.0) == []


def test_posted_key_events_map_through_the_sdl_queue(app: Any) -> None:
    got: list[Intent] = []
    app.dispatch = lambda intent: got.append(intent) or True  # type: ignore[method-assign]
    for zid in ZONES:
        pygame.event.post(key(ZONES[zid]["act"]))
    app.step()
    assert [(i.source, i.verb) for i in got] == [(f"kb:{zid}", "act") for zid in ZONES]


def test_keys_outside_the_zones_produce_nothing(mapper: InputMapper) -> None:
    zone_codes = {c for keys in ZONES.values() for c in keys.values()}
    special = {SCANCODES[n] for n in MENU_KEYS}
    others = sorted(set(SCANCODES.values()) - zone_codes - special) + [0, 300, 511]
    assert len(others) > 150
    for code in others:
        assert mapper.handle(key(code), now=1.0) == [], code
        assert mapper.handle(key(code, up=True), now=1.0) == []
    assert mapper.tick(100.0) == []


def test_escape_is_the_menu_pause(mapper: InputMapper) -> None:
    assert mapper.handle(key(sc("ESCAPE")), now=2.0) == [Intent(MENU_SOURCE, "pause", 2.0)]


@pytest.mark.parametrize("name", ["RETURN", "KP_ENTER", "SPACE"])
def test_enter_and_space_are_the_menu_act(mapper: InputMapper, name: str) -> None:
    out = mapper.handle(key(sc(name)), now=2.0)
    assert out == [Intent(MENU_SOURCE, "act", 2.0)]
    assert not out[0].is_zone


def test_backspace_is_the_menu_back(mapper: InputMapper) -> None:
    assert mapper.handle(key(sc("BACKSPACE")), now=2.0) == [Intent(MENU_SOURCE, "back", 2.0)]


def test_f11_is_fullscreen(mapper: InputMapper) -> None:
    assert mapper.handle(key(sc("F11")), now=2.0) == [Intent(MENU_SOURCE, "fullscreen", 2.0)]


@pytest.mark.parametrize("alt", [pygame.KMOD_LALT, pygame.KMOD_RALT, pygame.KMOD_ALT])
@pytest.mark.parametrize("name", ["RETURN", "KP_ENTER"])
def test_alt_enter_is_fullscreen_not_act(mapper: InputMapper, name: str, alt: int) -> None:
    assert mapper.handle(key(sc(name), mod=alt), now=2.0) == [Intent(MENU_SOURCE, "fullscreen", 2.0)]


def test_shift_enter_is_still_act(mapper: InputMapper) -> None:
    out = mapper.handle(key(sc("RETURN"), mod=pygame.KMOD_LSHIFT), now=2.0)
    assert out == [Intent(MENU_SOURCE, "act", 2.0)]


def test_f11_through_the_app_toggles_fullscreen_and_saves(app: Any, home: Path) -> None:
    assert app.fullscreen is False
    pygame.event.post(key(sc("F11")))
    app.step()
    assert app.fullscreen is True and app.settings.fullscreen is True
    assert '"fullscreen": true' in (home / "settings.json").read_text()
    pygame.event.post(key(sc("RETURN"), mod=pygame.KMOD_LALT))
    app.step()
    assert app.fullscreen is False


def test_mouse_click_and_motion(mapper: InputMapper) -> None:
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1)
    assert mapper.handle(click, now=1.0) == [Intent(MOUSE_SOURCE, "click", 1.0, pos=(10.0, 20.0))]
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=3)
    assert mapper.handle(right, now=1.0) == []
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 6), rel=(0, 0), buttons=(0, 0, 0))
    assert mapper.handle(move, now=1.0) == [Intent(MOUSE_SOURCE, "point", 1.0, pos=(5.0, 6.0))]


def test_rebind_moves_a_verb_to_a_new_scancode(mapper: InputMapper) -> None:
    zones = {z: dict(k) for z, k in ZONES.items()}
    zones["wasd"]["up"] = sc("X")
    mapper.rebind(zones)
    assert mapper.handle(key(sc("X")), now=1.0) == [Intent("kb:wasd", "up", 1.0)]
    assert mapper.handle(key(sc("W")), now=1.0) == []
    assert mapper.owner_of(sc("X")) == ("kb:wasd", "up")
    assert mapper.owner_of(sc("W")) is None


# -- repeat -------------------------------------------------------------------------------


def run_ticks(mapper: InputMapper, start_ms: int, end_ms: int) -> list[Intent]:
    out: list[Intent] = []
    for ms in range(start_ms, end_ms + 1):
        out += mapper.tick(ms / 1000)
    return out


def times(intents: list[Intent], source: str, verb: str) -> list[float]:
    return [round(i.t, 3) for i in intents if i.source == source and i.verb == verb]


def expected(first: float, until: float) -> list[float]:
    out, t = [], first
    while t <= until + 1e-9:
        out.append(round(t, 3))
        t += INTERVAL
    return out


def test_a_held_direction_repeats_after_the_delay_then_every_interval(mapper: InputMapper) -> None:
    mapper.handle(key(sc("W")), now=0.0)
    out = run_ticks(mapper, 0, 600)
    got = times(out, "kb:wasd", "up")
    assert all(i.repeat for i in out)
    assert got[0] == pytest.approx(DELAY, abs=0.0015)
    assert got == pytest.approx(expected(DELAY, 0.6), abs=0.0015)


def test_two_zones_repeat_on_their_own_schedules(mapper: InputMapper) -> None:
    mapper.handle(key(sc("W")), now=0.0)          # wasd up at 0 ms
    mapper.handle(key(sc("LEFT")), now=0.123)     # arrows left at 123 ms
    out = run_ticks(mapper, 0, 800)
    assert times(out, "kb:wasd", "up") == pytest.approx(expected(0.3, 0.8), abs=0.0015)
    assert times(out, "kb:arrows", "left") == pytest.approx(expected(0.423, 0.8), abs=0.0015)
    assert {(i.source, i.verb) for i in out} == {("kb:wasd", "up"), ("kb:arrows", "left")}


def test_releasing_one_zone_does_not_stop_the_other(mapper: InputMapper) -> None:
    mapper.handle(key(sc("W")), now=0.0)
    mapper.handle(key(sc("KP_4")), now=0.0)
    first = run_ticks(mapper, 0, 400)
    assert len(times(first, "kb:wasd", "up")) == 2 and len(times(first, "kb:numpad", "left")) == 2
    mapper.handle(key(sc("W"), up=True), now=0.4005)
    after = run_ticks(mapper, 401, 990)
    assert times(after, "kb:wasd", "up") == []
    assert times(after, "kb:numpad", "left") == pytest.approx(expected(0.44, 0.99), abs=0.0015)


def test_pressing_again_restarts_the_delay(mapper: InputMapper) -> None:
    mapper.handle(key(sc("S")), now=0.0)
    mapper.handle(key(sc("S"), up=True), now=0.2)
    mapper.handle(key(sc("S")), now=0.25)
    out = run_ticks(mapper, 0, 600)
    assert times(out, "kb:wasd", "down")[0] == pytest.approx(0.55, abs=0.0015)


@pytest.mark.parametrize("verb", ["act", "back", "special"])
def test_no_repeat_for_buttons(mapper: InputMapper, verb: str) -> None:
    mapper.handle(key(ZONES["tfgh"][verb]), now=0.0)
    assert run_ticks(mapper, 0, 2000) == []


def test_menu_keys_do_not_repeat(mapper: InputMapper) -> None:
    for name in ("ESCAPE", "RETURN", "SPACE"):
        mapper.handle(key(sc(name)), now=0.0)
    assert run_ticks(mapper, 0, 1000) == []


def test_release_all_forgets_every_held_key_and_pad_direction(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(3)
    mapper.handle(key(sc("W")), now=0.0)
    mapper.handle(key(sc("I")), now=0.0)
    mapper.handle(pygame.event.Event(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(1, 0)), now=0.0)
    assert mapper.held_scancodes == {sc("W"), sc("I")}
    mapper.release_all()
    assert mapper.held_scancodes == set()
    assert run_ticks(mapper, 0, 1000) == []
    # the hat is considered centred again: pushing it right is a new press
    out = mapper.handle(pygame.event.Event(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(1, 0)), now=2.0)
    assert out == [Intent("pad:3", "right", 2.0)]


def test_focus_loss_through_the_app_stops_repeats(app: Any) -> None:
    pygame.event.post(key(sc("W")))
    app.step()
    assert sc("W") in app.input.held_scancodes
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step()
    assert app.input.held_scancodes == set()
    assert app.input.tick(app.clock() + 5) == []


def test_repeats_are_never_closer_than_the_interval_after_a_stall(mapper: InputMapper) -> None:
    mapper.handle(key(sc("W")), now=0.0)
    assert len(mapper.tick(0.3)) == 1
    assert len(mapper.tick(1.0)) == 1  # a long frame: one (late) repeat
    assert mapper.tick(1.0) == []      # same instant again: nothing new
    assert mapper.tick(1.001) == []    # 1 ms later: still less than the interval


# -- gamepads -------------------------------------------------------------------------------


def ev(kind: int, **attrs: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def test_virtual_pad_plug_and_unplug(mapper: InputMapper) -> None:
    plugged = mapper.add_virtual_pad(42, name="Pad A")
    assert plugged.source == "pad:42" and plugged.verb == "plugged" and plugged.is_pad
    assert mapper.pad("pad:42") is not None and mapper.pad("pad:42").number == 1
    mapper.add_virtual_pad(7)
    assert mapper.pad("pad:7").number == 2
    assert mapper.pad_sources() == ["pad:42", "pad:7"]
    out = mapper.handle(ev(pygame.JOYDEVICEREMOVED, instance_id=42), now=3.0)
    assert out == [Intent("pad:42", "unplugged", 3.0)]
    assert mapper.pad("pad:42") is None
    # the freed number is reused
    mapper.add_virtual_pad(8)
    assert mapper.pad("pad:8").number == 1
    # unknown instance: nothing
    assert mapper.handle(ev(pygame.JOYDEVICEREMOVED, instance_id=999), now=3.0) == []


def test_adding_a_device_that_does_not_exist_is_ignored(mapper: InputMapper) -> None:
    pygame.init()
    assert mapper.handle(ev(pygame.JOYDEVICEADDED, device_index=57), now=1.0) == []
    assert mapper.pads == {}


def test_unplugging_a_pad_stops_its_repeats(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(4, is_controller=True)
    up = pygame.CONTROLLER_BUTTON_DPAD_UP
    mapper.handle(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=up), now=0.0)
    mapper.handle(key(sc("W")), now=0.0)
    mapper.handle(ev(pygame.JOYDEVICEREMOVED, instance_id=4), now=0.1)
    out = run_ticks(mapper, 0, 500)
    assert {i.source for i in out} == {"kb:wasd"}


CONTROLLER_CASES = [
    ("CONTROLLER_BUTTON_A", "act"), ("CONTROLLER_BUTTON_B", "back"), ("CONTROLLER_BUTTON_X", "special"),
    ("CONTROLLER_BUTTON_Y", "special"), ("CONTROLLER_BUTTON_START", "pause"),
    ("CONTROLLER_BUTTON_DPAD_UP", "up"), ("CONTROLLER_BUTTON_DPAD_DOWN", "down"),
    ("CONTROLLER_BUTTON_DPAD_LEFT", "left"), ("CONTROLLER_BUTTON_DPAD_RIGHT", "right"),
]


@pytest.mark.parametrize(("button", "verb"), CONTROLLER_CASES)
def test_controller_buttons(mapper: InputMapper, button: str, verb: str) -> None:
    mapper.add_virtual_pad(11, is_controller=True)
    b = getattr(pygame, button)
    assert mapper.handle(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=11, button=b), now=1.0) == [
        Intent("pad:11", verb, 1.0)]
    assert mapper.handle(ev(pygame.CONTROLLERBUTTONUP, instance_id=11, button=b), now=1.1) == []


def test_controller_unmapped_buttons_and_unknown_pads(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(11, is_controller=True)
    for b in (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_GUIDE, 99):
        assert mapper.handle(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=11, button=b), now=1.0) == []
    a = pygame.CONTROLLER_BUTTON_A
    assert mapper.handle(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=12, button=a), now=1.0) == []
    assert mapper.handle(ev(pygame.JOYBUTTONDOWN, instance_id=12, button=0), now=1.0) == []
    assert mapper.handle(ev(pygame.JOYHATMOTION, instance_id=12, hat=0, value=(0, 1)), now=1.0) == []
    assert mapper.handle(ev(pygame.JOYAXISMOTION, instance_id=12, axis=0, value=-1.0), now=1.0) == []
    assert mapper.handle(ev(pygame.CONTROLLERAXISMOTION, instance_id=12, axis=0, value=-32768), now=1.0) == []


@pytest.mark.parametrize(("button", "verb"), [(0, "act"), (1, "back"), (2, "special"), (7, "pause")])
def test_raw_joystick_buttons_use_the_pad_map(mapper: InputMapper, button: int, verb: str) -> None:
    mapper.add_virtual_pad(21)
    assert mapper.handle(ev(pygame.JOYBUTTONDOWN, instance_id=21, button=button), now=1.0) == [
        Intent("pad:21", verb, 1.0)]
    assert mapper.handle(ev(pygame.JOYBUTTONUP, instance_id=21, button=button), now=1.0) == []
    assert mapper.handle(ev(pygame.JOYBUTTONDOWN, instance_id=21, button=5), now=1.0) == []


def test_a_custom_pad_map_is_honoured() -> None:
    m = InputMapper(ZONES, padmap=PadMap(act=3, back=4, special=5, pause=9, deadzone=0.5))
    m.add_virtual_pad(1)
    assert [i.verb for i in m.handle(ev(pygame.JOYBUTTONDOWN, instance_id=1, button=3), now=0.0)] == ["act"]
    assert m.handle(ev(pygame.JOYBUTTONDOWN, instance_id=1, button=0), now=0.0) == []


def test_a_controllers_raw_joystick_events_are_ignored(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(31, is_controller=True)
    assert mapper.handle(ev(pygame.JOYBUTTONDOWN, instance_id=31, button=0), now=1.0) == []
    assert mapper.handle(ev(pygame.JOYHATMOTION, instance_id=31, hat=0, value=(1, 0)), now=1.0) == []
    assert mapper.handle(ev(pygame.JOYAXISMOTION, instance_id=31, axis=0, value=1.0), now=1.0) == []
    assert mapper.tick(10.0) == []


def test_a_raw_pads_controller_axis_events_are_ignored(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(32)
    assert mapper.handle(ev(pygame.CONTROLLERAXISMOTION, instance_id=32, axis=0, value=32767), now=1.0) == []


@pytest.mark.parametrize(("value", "verbs"), [
    ((0, 1), ["up"]), ((0, -1), ["down"]), ((-1, 0), ["left"]), ((1, 0), ["right"]),
    ((1, 1), ["right", "up"]), ((-1, -1), ["down", "left"]), ((0, 0), []),
])
def test_hat_directions(mapper: InputMapper, value: tuple[int, int], verbs: list[str]) -> None:
    mapper.add_virtual_pad(5)
    out = mapper.handle(ev(pygame.JOYHATMOTION, instance_id=5, hat=0, value=value), now=1.0)
    assert sorted(i.verb for i in out) == verbs
    assert all(i.source == "pad:5" for i in out)


def test_hat_repeat_release_and_change(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(5)
    hat = lambda v, t: mapper.handle(ev(pygame.JOYHATMOTION, instance_id=5, hat=0, value=v), now=t)  # noqa: E731
    assert [i.verb for i in hat((0, 1), 0.0)] == ["up"]
    assert hat((0, 1), 0.1) == []  # no change, no new press
    out = run_ticks(mapper, 0, 400)
    assert times(out, "pad:5", "up") == pytest.approx([0.3, 0.37], abs=0.0015)
    assert [i.verb for i in hat((1, 1), 0.45)] == ["right"]  # up still held, right added
    assert [i.verb for i in hat((1, 0), 0.5)] == []           # up released
    out = run_ticks(mapper, 451, 800)
    assert times(out, "pad:5", "up") == []
    assert times(out, "pad:5", "right") == pytest.approx(expected(0.75, 0.8), abs=0.0015)
    assert hat((0, 0), 0.9) == []
    assert run_ticks(mapper, 901, 2000) == []


def test_raw_stick_deadzone_directions_and_repeat(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(6)
    axis = lambda a, v, t: mapper.handle(  # noqa: E731
        ev(pygame.JOYAXISMOTION, instance_id=6, axis=a, value=v), now=t)
    assert axis(0, -0.49, 0.0) == []           # inside the deadzone
    assert [i.verb for i in axis(0, -0.5, 0.0)] == ["left"]
    assert axis(0, -0.9, 0.05) == []           # still left: no new press
    out = run_ticks(mapper, 0, 320)
    assert times(out, "pad:6", "left") == pytest.approx([0.3], abs=0.0015)
    assert [i.verb for i in axis(0, 0.8, 0.33)] == ["right"]   # straight across: left released
    assert axis(0, 0.1, 0.34) == []                            # back to the centre
    assert run_ticks(mapper, 341, 1500) == []
    assert [i.verb for i in axis(1, -0.7, 2.0)] == ["up"]
    assert [i.verb for i in axis(1, 0.7, 2.1)] == ["down"]
    assert axis(2, 1.0, 2.2) == [] and axis(3, -1.0, 2.2) == []   # right stick / triggers unused


def test_controller_stick_is_scaled_to_the_deadzone(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(9, is_controller=True)
    axis = lambda a, v, t: mapper.handle(  # noqa: E731
        ev(pygame.CONTROLLERAXISMOTION, instance_id=9, axis=a, value=v), now=t)
    assert axis(0, 16000, 0.0) == []     # 0.488: inside
    assert [i.verb for i in axis(0, 16500, 0.0)] == ["right"]
    assert [i.verb for i in axis(1, -32768, 0.0)] == ["up"]
    assert axis(4, 32767, 0.0) == []     # a trigger
    out = run_ticks(mapper, 0, 300)
    assert sorted(i.verb for i in out) == ["right", "up"]


def test_pad_and_keyboard_repeat_independently(mapper: InputMapper) -> None:
    mapper.add_virtual_pad(2, is_controller=True)
    down = pygame.CONTROLLER_BUTTON_DPAD_DOWN
    mapper.handle(ev(pygame.CONTROLLERBUTTONDOWN, instance_id=2, button=down), now=0.0)
    mapper.handle(key(sc("K")), now=0.05)
    out = run_ticks(mapper, 0, 500)
    mapper.handle(ev(pygame.CONTROLLERBUTTONUP, instance_id=2, button=down), now=0.5)
    out += run_ticks(mapper, 501, 690)
    assert times(out, "pad:2", "down") == pytest.approx([0.3, 0.37, 0.44], abs=0.0015)
    assert times(out, "kb:ijkl", "down") == pytest.approx(expected(0.35, 0.69), abs=0.0015)


def test_source_labels_and_hints(app: Any) -> None:
    tr = app.tr
    assert app.input.source_label("kb:wasd", tr) == tr("input.zone_keys", keys="WASD")
    assert app.input.source_label("kb:numpad", tr) == tr("input.zone_named", name="NUMPAD")
    app.input.add_virtual_pad(77)
    assert app.input.source_label("pad:77", tr) == tr("input.pad", n=1)
    hints = app.input.hints("kb:wasd", tr)
    assert [k for k, _ in hints] == ["E", "Q", "Z"]


def test_plugged_intent_through_the_app_toasts(app: Any) -> None:
    intent = app.input.add_virtual_pad(5)
    assert app.dispatch(intent) is True
    assert app.notice == app.tr("input.pad_connected", n=1)


# -- a real SDL virtual joystick: the JOYDEVICEADDED path with a device --------------------------


def _sdl() -> Any:
    base = os.path.dirname(pygame.__file__)
    pats = [os.path.join(base, "..", "pygame_ce.libs", "libSDL2-*"), os.path.join(base, "libSDL2-*"),
            os.path.join(base, ".dylibs", "libSDL2-*"), os.path.join(base, "SDL2.dll")]
    for pat in pats:
        for path in sorted(glob.glob(pat)):
            try:
                lib = ctypes.CDLL(path)
                lib.SDL_JoystickAttachVirtual  # noqa: B018
                return lib
            except (OSError, AttributeError):
                continue
    return None


@pytest.mark.parametrize(("kind", "is_controller"), [(1, True), (2, False)])  # gamecontroller / wheel
def test_real_hot_plug_through_sdl_virtual_joysticks(app: Any, kind: int, is_controller: bool) -> None:
    lib = _sdl()
    if lib is None:
        pytest.skip("no SDL library with SDL_JoystickAttachVirtual found next to pygame")
    attach = lib.SDL_JoystickAttachVirtual
    attach.argtypes = [ctypes.c_int] * 4
    attach.restype = ctypes.c_int
    detach = lib.SDL_JoystickDetachVirtual
    detach.argtypes = [ctypes.c_int]
    got: list[Intent] = []
    real_dispatch = app.dispatch
    app.dispatch = lambda i: (got.append(i), real_dispatch(i))[1]  # type: ignore[method-assign]
    index = attach(kind, 6, 16, 1)
    assert index >= 0
    try:
        for _ in range(5):
            app.step()
        plugged = [i for i in got if i.verb == "plugged"]
        assert len(plugged) == 1
        pad = app.input.pad(plugged[0].source)
        assert pad is not None and pad.is_controller is is_controller and pad.device is not None
    finally:
        detach(index)
    for _ in range(5):
        app.step()
    assert [i.source for i in got if i.verb == "unplugged"] == [plugged[0].source]
    assert app.input.pads == {}


def test_rebinding_while_a_key_is_held_does_not_repeat_forever(mapper: InputMapper) -> None:
    mapper.handle(key(sc("W")), now=0.0)
    zones = {z: dict(k) for z, k in ZONES.items()}
    zones["wasd"]["up"] = sc("X")
    mapper.rebind(zones)
    mapper.handle(key(sc("W"), up=True), now=0.1)
    assert run_ticks(mapper, 100, 2000) == []
