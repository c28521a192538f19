"""Raw pygame events become intents ``(source, verb, t)``; scenes never see keys.

* Keyboard zones bind by **scancode** (physical position), so AZERTY and QWERTY
  players press the same keys; hints show the local name of each key.
* Gamepads are zones too, keyed by SDL instance id and hot-pluggable; pads SDL
  has a mapping for go through the GameController API, others through the raw
  joystick API with the fallback button map from ``data/controls.yaml``.
* Repeat is per source (pygame's own repeat serves one key at a time), so two
  players holding a direction each get their own steady repeat.
* Every intent is stamped with a monotonic clock when it is taken off the queue.
"""

from __future__ import annotations

import ctypes
import glob
import os
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

import pygame

from game.content.scancodes import SCANCODES

VERBS: tuple[str, ...] = ("up", "down", "left", "right", "act", "back", "special")
DIRECTIONS: frozenset[str] = frozenset({"up", "down", "left", "right"})
PAD_NAMES: dict[str, str] = {"left": "←", "right": "→", "up": "↑", "down": "↓", "act": "A", "back": "B",
                             "special": "X"}
"""What hints call a gamepad's controls."""
MENU_SOURCE = "kb:menu"
MOUSE_SOURCE = "mouse"

_SCANCODE_NAME = {code: name for name, code in SCANCODES.items()}


@dataclass(frozen=True)
class Intent:
    """One thing a player did. ``source`` is ``kb:<zone>``, ``pad:<instance id>``,
    ``kb:menu`` (Enter/Escape outside any zone) or ``mouse``. System verbs:
    ``pause``, ``fullscreen``, ``plugged``, ``unplugged``; pointer verbs
    ``click`` and ``point`` carry a logical ``pos``."""

    source: str
    verb: str
    t: float
    repeat: bool = False
    pos: tuple[float, float] | None = None

    @property
    def is_pad(self) -> bool:
        return self.source.startswith("pad:")

    @property
    def is_zone(self) -> bool:
        return self.source.startswith("pad:") or (self.source.startswith("kb:") and self.source != MENU_SOURCE)


@dataclass
class Pad:
    instance_id: int
    number: int
    name: str
    guid: str
    device: object = field(repr=False, default=None)
    is_controller: bool = False


@dataclass
class _Held:
    next_at: float


@dataclass(frozen=True)
class RepeatTiming:
    delay: float = 0.30
    interval: float = 0.07


@dataclass(frozen=True)
class PadMap:
    """Raw-joystick fallback for pads SDL has no mapping for."""

    act: int = 0
    back: int = 1
    special: int = 2
    pause: int = 7
    deadzone: float = 0.5


_CONTROLLER_BUTTONS: dict[int, str] = {}


def _controller_buttons() -> dict[int, str]:
    if not _CONTROLLER_BUTTONS:
        c = pygame
        _CONTROLLER_BUTTONS.update({
            c.CONTROLLER_BUTTON_A: "act", c.CONTROLLER_BUTTON_B: "back",
            c.CONTROLLER_BUTTON_X: "special", c.CONTROLLER_BUTTON_Y: "special",
            c.CONTROLLER_BUTTON_START: "pause",
            c.CONTROLLER_BUTTON_DPAD_UP: "up", c.CONTROLLER_BUTTON_DPAD_DOWN: "down",
            c.CONTROLLER_BUTTON_DPAD_LEFT: "left", c.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
        })
    return _CONTROLLER_BUTTONS


class InputMapper:
    """Turns pygame events into intents. Construct once; ``rebind`` on changes."""

    def __init__(self, zones: Mapping[str, Mapping[str, int]], repeat: RepeatTiming = RepeatTiming(),
                 padmap: PadMap = PadMap(), clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.repeat = repeat
        self.padmap = padmap
        self.zones: dict[str, dict[str, int]] = {}
        self._by_scancode: dict[int, tuple[str, str]] = {}
        self.rebind(zones)
        self.pads: dict[int, Pad] = {}
        self.held_scancodes: set[int] = set()
        self._held: dict[tuple[str, str], _Held] = {}
        self._down: set[tuple[str, str]] = set()
        """(source, verb) of every key and button held now (a held peek key)."""
        self._axis_dir: dict[tuple[int, int], str | None] = {}
        self._hat_dirs: dict[tuple[int, int], set[str]] = {}

    # -- bindings ---------------------------------------------------------------
    def rebind(self, zones: Mapping[str, Mapping[str, int]]) -> None:
        self.zones = {zid: dict(keys) for zid, keys in zones.items()}
        # keys held under the old bindings will never send a matching key-up
        self._held = {k: v for k, v in getattr(self, "_held", {}).items() if not k[0].startswith("kb:")}
        self._down = {k for k in getattr(self, "_down", set()) if not k[0].startswith("kb:")}
        self._by_scancode = {code: (f"kb:{zid}", verb)
                             for zid, keys in self.zones.items() for verb, code in keys.items()}

    def owner_of(self, scancode: int) -> tuple[str, str] | None:
        """The (source, verb) a scancode is bound to, if any."""
        return self._by_scancode.get(scancode)

    def is_down(self, source: str, verb: str) -> bool:
        """Whether ``source`` holds the key or button of ``verb`` right now."""
        return (source, verb) in self._down

    def keyboard_sources(self) -> list[str]:
        return [f"kb:{zid}" for zid in self.zones]

    def pad_sources(self) -> list[str]:
        return [f"pad:{iid}" for iid in sorted(self.pads, key=lambda i: self.pads[i].number)]

    def pad(self, source: str) -> Pad | None:
        if not source.startswith("pad:"):
            return None
        return self.pads.get(int(source[4:]))

    # -- events -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, now: float | None = None) -> list[Intent]:
        t = self.clock() if now is None else now
        et = event.type
        if et == pygame.KEYDOWN:
            return self._key_down(event, t)
        if et == pygame.KEYUP:
            sc = getattr(event, "scancode", 0)
            self.held_scancodes.discard(sc)
            bound = self._by_scancode.get(sc)
            if bound:
                self._held.pop(bound, None)
                self._down.discard(bound)
            return []
        if et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            return [Intent(MOUSE_SOURCE, "click", t, pos=_pos(event))]
        if et == pygame.MOUSEMOTION:
            return [Intent(MOUSE_SOURCE, "point", t, pos=_pos(event))]
        if et == pygame.JOYDEVICEADDED:
            return self._pad_added(getattr(event, "device_index", 0), t)
        if et == pygame.JOYDEVICEREMOVED:
            return self._pad_removed(getattr(event, "instance_id", -1), t)
        if et in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._controller_button(event, t)
        if et == pygame.CONTROLLERAXISMOTION:
            return self._axis(event, t, controller=True)
        if et in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            return self._joy_button(event, t)
        if et == pygame.JOYHATMOTION:
            return self._hat(event, t)
        if et == pygame.JOYAXISMOTION:
            return self._axis(event, t, controller=False)
        return []

    def _key_down(self, event: pygame.event.Event, t: float) -> list[Intent]:
        sc = getattr(event, "scancode", 0)
        mod = getattr(event, "mod", 0)
        self.held_scancodes.add(sc)
        if sc == SCANCODES["F11"] or (sc in (SCANCODES["RETURN"], SCANCODES["KP_ENTER"]) and mod & pygame.KMOD_ALT):
            return [Intent(MENU_SOURCE, "fullscreen", t)]
        bound = self._by_scancode.get(sc)
        if bound:
            source, verb = bound
            self._down.add(bound)
            if verb in DIRECTIONS:
                self._held[bound] = _Held(t + self.repeat.delay)
            return [Intent(source, verb, t)]
        if sc == SCANCODES["ESCAPE"]:
            return [Intent(MENU_SOURCE, "pause", t)]
        if sc in (SCANCODES["RETURN"], SCANCODES["KP_ENTER"], SCANCODES["SPACE"]):
            return [Intent(MENU_SOURCE, "act", t)]
        if sc == SCANCODES["BACKSPACE"]:
            return [Intent(MENU_SOURCE, "back", t)]
        return []

    def tick(self, now: float | None = None) -> list[Intent]:
        """Repeat intents for held directions, per source."""
        t = self.clock() if now is None else now
        out: list[Intent] = []
        for (source, verb), held in self._held.items():
            if t >= held.next_at:
                out.append(Intent(source, verb, t, repeat=True))
                # after a stall, one late repeat, then the interval again from now
                held.next_at = max(held.next_at, t - self.repeat.interval / 2) + self.repeat.interval
        return out

    def next_repeat(self) -> float | None:
        """When the next repeat of a held direction is due (None: nothing held)."""
        return min((held.next_at for held in self._held.values()), default=None)

    def release_all(self) -> None:
        """Forget held keys (focus lost: the key-ups will never come)."""
        self._held.clear()
        self._down.clear()
        self.held_scancodes.clear()
        self._hat_dirs.clear()
        self._axis_dir.clear()

    # -- gamepads -----------------------------------------------------------------
    def _pad_added(self, device_index: int, t: float) -> list[Intent]:
        device: object
        is_controller = False
        try:
            from pygame._sdl2 import controller
            if not controller.get_init():
                controller.init()
            if controller.is_controller(device_index):
                device = controller.Controller(device_index)
                is_controller = True
                joy = device.as_joystick()  # type: ignore[attr-defined]
            else:
                joy = pygame.joystick.Joystick(device_index)
                device = joy
            iid = joy.get_instance_id()
            name = joy.get_name()
            guid = joy.get_guid()
        except (pygame.error, ImportError, AttributeError, IndexError):
            return []
        if iid in self.pads:
            return []
        used = {p.number for p in self.pads.values()}
        number = next(n for n in range(1, 64) if n not in used)
        self.pads[iid] = Pad(iid, number, name, guid, device, is_controller)
        return [Intent(f"pad:{iid}", "plugged", t)]

    def add_virtual_pad(self, instance_id: int, name: str = "Virtual pad", guid: str = "virtual",
                        is_controller: bool = False) -> Intent:
        """Register a pad without a device (tests and the fuzzer drive it with posted events)."""
        used = {p.number for p in self.pads.values()}
        number = next(n for n in range(1, 64) if n not in used)
        self.pads[instance_id] = Pad(instance_id, number, name, guid, None, is_controller)
        return Intent(f"pad:{instance_id}", "plugged", self.clock())

    def _pad_removed(self, instance_id: int, t: float) -> list[Intent]:
        pad = self.pads.pop(instance_id, None)
        if pad is None:
            return []
        source = f"pad:{instance_id}"
        for key in [k for k in self._held if k[0] == source]:
            del self._held[key]
        self._down = {k for k in self._down if k[0] != source}
        return [Intent(source, "unplugged", t)]

    def _press(self, source: str, verb: str, down: bool, t: float) -> list[Intent]:
        key = (source, verb)
        if not down:
            self._held.pop(key, None)
            self._down.discard(key)
            return []
        self._down.add(key)
        if verb in DIRECTIONS:
            self._held[key] = _Held(t + self.repeat.delay)
        return [Intent(source, verb, t)]

    def _controller_button(self, event: pygame.event.Event, t: float) -> list[Intent]:
        iid = getattr(event, "instance_id", -1)
        if iid not in self.pads:
            return []
        verb = _controller_buttons().get(getattr(event, "button", -1))
        if verb is None:
            return []
        return self._press(f"pad:{iid}", verb, event.type == pygame.CONTROLLERBUTTONDOWN, t)

    def _joy_button(self, event: pygame.event.Event, t: float) -> list[Intent]:
        iid = getattr(event, "instance_id", -1)
        pad = self.pads.get(iid)
        if pad is None or pad.is_controller:  # controllers report through CONTROLLER* events
            return []
        button = getattr(event, "button", -1)
        m = self.padmap
        verb = {m.act: "act", m.back: "back", m.special: "special", m.pause: "pause"}.get(button)
        if verb is None:
            return []
        return self._press(f"pad:{iid}", verb, event.type == pygame.JOYBUTTONDOWN, t)

    def _hat(self, event: pygame.event.Event, t: float) -> list[Intent]:
        iid = getattr(event, "instance_id", -1)
        pad = self.pads.get(iid)
        if pad is None or pad.is_controller:
            return []
        x, y = getattr(event, "value", (0, 0))
        now_dirs = {d for d, on in (("left", x < 0), ("right", x > 0), ("up", y > 0), ("down", y < 0)) if on}
        key = (iid, getattr(event, "hat", 0))
        before = self._hat_dirs.get(key, set())
        self._hat_dirs[key] = now_dirs
        source = f"pad:{iid}"
        out: list[Intent] = []
        for d in sorted(before - now_dirs):
            self._press(source, d, False, t)
        for d in sorted(now_dirs - before):
            out += self._press(source, d, True, t)
        return out

    def _axis(self, event: pygame.event.Event, t: float, controller: bool) -> list[Intent]:
        iid = getattr(event, "instance_id", -1)
        pad = self.pads.get(iid)
        if pad is None or pad.is_controller != controller:
            return []
        axis = getattr(event, "axis", -1)
        if axis not in (0, 1):  # left stick only; triggers and the right stick are not used
            return []
        value = float(getattr(event, "value", 0.0))
        if controller:
            value /= 32767.0
        dead = self.padmap.deadzone
        direction = None
        if value <= -dead:
            direction = "left" if axis == 0 else "up"
        elif value >= dead:
            direction = "right" if axis == 0 else "down"
        key = (iid, axis)
        before = self._axis_dir.get(key)
        if direction == before:
            return []
        self._axis_dir[key] = direction
        source = f"pad:{iid}"
        if before:
            self._press(source, before, False, t)
        return self._press(source, direction, True, t) if direction else []

    # -- labels -------------------------------------------------------------------
    def source_label(self, source: str, tr: Callable[..., str], short: bool = False) -> str:
        """Who a source is, in words ("WASD keys", "Gamepad 2"); ``short`` leaves
        out the word "keys" where a mark beside it says so."""
        if source.startswith("kb:"):
            keys = self.zones.get(source[3:], {})
            dirs = "".join(key_label(keys[v]) for v in ("up", "left", "down", "right") if v in keys)
            if all(len(key_label(keys.get(v, 0))) == 1 for v in ("up", "left", "down", "right")):
                return dirs if short else tr("input.zone_keys", keys=dirs)
            return source[3:].upper() if short else tr("input.zone_named", name=source[3:].upper())
        pad = self.pad(source)
        if pad is not None:
            return tr("input.pad", n=pad.number)
        if source.startswith("phone:"):
            return tr("phone.seat")
        return source

    def key_names(self, source: str) -> dict[str, str]:
        """Verb -> the name of its key for ``source``: a keyboard zone's keys in
        the local layout, or a gamepad's controls."""
        keys = self.zones.get(source[3:], {}) if source.startswith("kb:") else {}
        if keys:
            return {verb: key_label(code) for verb, code in keys.items()}
        return dict(PAD_NAMES)

    def hints(self, source: str, tr: Callable[..., str]) -> list[tuple[str, str]]:
        """(key label, action label) pairs for a seat's act/back/special keys."""
        names = self.key_names(source)
        return [(names[v], tr(f"verb.{v}")) for v in ("act", "back", "special") if v in names]


def _pos(event: pygame.event.Event) -> tuple[float, float]:
    x, y = getattr(event, "pos", (0, 0))
    return float(x), float(y)


# -- local key names -------------------------------------------------------------
_sdl_get_key: Callable[[int], int] | None = None
_sdl_checked = False


def _find_sdl() -> Callable[[int], int] | None:
    """SDL_GetKeyFromScancode from the SDL library pygame loaded (the same
    library file, so the same initialised instance), to name keys in the
    player's own layout."""
    global _sdl_checked, _sdl_get_key
    if _sdl_checked:
        return _sdl_get_key
    _sdl_checked = True
    base = os.path.dirname(pygame.__file__)
    patterns = [os.path.join(base, "SDL2*.dll"), os.path.join(base, "..", "pygame_ce.libs", "libSDL2*"),
                os.path.join(base, "libSDL2*"), os.path.join(base, ".dylibs", "libSDL2*"),
                os.path.join(base, "_internal", "SDL2*")]
    candidates: Iterable[str] = (p for pat in patterns for p in sorted(glob.glob(pat)))
    for path in candidates:
        try:
            lib = ctypes.CDLL(path)
            fn = lib.SDL_GetKeyFromScancode
            fn.argtypes = [ctypes.c_int]
            fn.restype = ctypes.c_int32
            _sdl_get_key = fn
            break
        except (OSError, AttributeError):
            continue
    return _sdl_get_key


_label_cache: dict[int, str] = {}
_PRETTY = {"RCTRL": "R-Ctrl", "LCTRL": "L-Ctrl", "RSHIFT": "R-Shift", "LSHIFT": "L-Shift", "RALT": "AltGr",
           "LALT": "Alt", "RETURN": "Enter", "SPACE": "Space", "UP": "↑", "DOWN": "↓", "LEFT": "←",
           "RIGHT": "→", "SLASH": "/", "PERIOD": ".", "COMMA": ",", "SEMICOLON": ";", "ESCAPE": "Esc",
           "BACKSPACE": "⌫", "TAB": "Tab"}


def _row(start: float, first_code: int, codes: str) -> dict[int, float]:
    return {first_code + i: start + i for i in range(len(codes))}


KEY_X: dict[int, float] = {
    # where a key sits across a full-size keyboard, in key widths from its left
    # edge (scancodes are physical positions, so this holds in any layout)
    **{4 + i: x for i, x in enumerate([1.75, 6.25, 4.25, 3.75, 3.5, 4.75, 5.75, 6.75, 8.5, 7.75, 8.75, 9.75, 8.25,
                                       7.25, 9.5, 10.5, 1.5, 4.5, 2.75, 5.5, 7.5, 5.25, 2.5, 3.25, 6.5, 2.25])},  # A-Z
    **_row(1.0, 30, "1234567890"),
    40: 13.4, 43: 0.75, 44: 7.0, 45: 11.0, 46: 12.0, 47: 11.5, 48: 12.5, 49: 13.75, 51: 10.75, 52: 11.75,
    53: 0.0, 54: 9.25, 55: 10.25, 56: 11.25, 57: 0.9,
    73: 15.5, 74: 16.5, 75: 17.5, 76: 15.5, 77: 16.5, 78: 17.5,  # Insert .. Page Down
    79: 17.5, 80: 15.5, 81: 16.5, 82: 16.5,  # arrows
    83: 18.75, 84: 19.75, 85: 20.75, 86: 21.75, 87: 21.75, 88: 21.75,  # keypad
    89: 18.75, 90: 19.75, 91: 20.75, 92: 18.75, 93: 19.75, 94: 20.75, 95: 18.75, 96: 19.75, 97: 20.75,
    98: 19.25, 99: 20.75,
    224: 0.6, 225: 1.1, 226: 2.5, 228: 13.6, 229: 13.4, 230: 10.0,
}
"""Scancode -> x on the keyboard (keys not listed have no place)."""


def keys_x(scancodes: Iterable[int]) -> float | None:
    """Where a zone's keys sit across the keyboard (their mean x), if known."""
    xs = [KEY_X[c] for c in scancodes if c in KEY_X]
    return sum(xs) / len(xs) if xs else None


def key_label(scancode: int) -> str:
    """The name of the key at this physical position in the current layout."""
    cached = _label_cache.get(scancode)
    if cached is not None:
        return cached
    name = _SCANCODE_NAME.get(scancode, f"#{scancode}")
    label = _PRETTY.get(name)
    if label is None and name.startswith("KP_"):
        label = "Num " + name[3:].replace("PERIOD", ".")
    if label is None:
        fn = _find_sdl() if pygame.get_init() else None
        local = ""
        if fn is not None:
            try:
                local = pygame.key.name(fn(scancode))
            except (pygame.error, ValueError):
                local = ""
        label = (local or name).upper() if len(local or name) == 1 else (local or name).title()
    if pygame.get_init():
        _label_cache[scancode] = label
    return label
