"""The app: window, main loop, scene stack, content, settings, input, audio.

The loop polls input far more often than it draws (about every millisecond
between frames, and between the phases of a frame), stamps every intent with a
monotonic clock when it is dequeued, and draws a frame as soon as an intent has
been handled, so what a player pressed shows in the very next frame.
"""

from __future__ import annotations

import collections
import ctypes
import gc
import os
import sys
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import paths
from game.client.audio import Audio
from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Fonts, Later, Slice
from game.client.i18n import Translator, flatten
from game.client.input import InputMapper, Intent, PadMap, RepeatTiming
from game.client.scene import Scene, SceneStack, Services
from game.client.settings import Settings, load_settings, resolve_bindings, save_settings
from game.content.errors import ContentError
from game.content.scancodes import scancode
from game.engine.contract import Game, Json, SeatConfig
from game.engine.match import PlayRequest

FRAME_HZ = 144
POLL_S = 0.0005
"""Sleep between input polls while a real-time race is live (polling runs at 1-2 kHz)."""
CONTENT_POLL_S = 0.5
PREPARE_IDLE_S = 0.15
"""How long after the last input the app may draw ahead what a scene will soon show."""
AHEAD_SLICE_S = 0.004
"""Drawing ahead goes in slices about this long (plus one picture): input is read between them."""
ENTER_SLICE_S = 0.004
"""A new screen (another scene on top, a resized window, another language) whose first picture
is slow to make is drawn in frames of about this much making (plus one picture), the last
picture staying on screen until it is whole (see :meth:`App.frame`)."""
ENTER_SLICES_MAX = 8
"""After this many frames spent making one screen, the next draws it whole whatever it costs:
one that makes new pictures every time it is drawn (a count that changes, pictures that do
not all fit the caches) would otherwise never show."""
AHEAD_SLICES_MAX = 64
"""The same for one thing drawn ahead, in idle time (a quarter of a second of slices at most)."""
CALM_S = 3.0
"""Decorative motion (a pulsing cursor, a bobbing bird) plays this long after the
last input or screen change; then the screen rests and nothing is drawn."""
LIVELY_POLL_S = 0.001
"""Input reading period for a while after the last input (menus, turn-based tables)."""
CALM_POLL_S = 0.016
STALL_S = 0.25
"""A loop that does not come round for longer than this has stalled (the machine was busy or
asleep): the scenes skip the rest of that span (:meth:`Scene.stalled`), so a game's clock waits."""
"""Input reading period once the screen has calmed: about one 60 Hz display frame,
so a first press after a pause is read 8 ms later on average, and an idle window
costs about 1% of a core on this project's VM, where a timer wake-up alone costs
0.3 ms. (pygame-ce's blocking wait polls every millisecond itself; a real block on
the X socket would miss gamepads, which SDL reads from another source.)"""


def screen() -> pygame.Surface:
    """The window's surface (there is always one once the window is open)."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise RuntimeError("the game window is not open")
    return surface


@dataclass
class FrameStats:
    """Frame durations per scene and input-to-frame latencies, for ``bench``."""

    frames: dict[str, collections.deque[float]] = field(default_factory=dict)
    latency: collections.deque[float] = field(default_factory=lambda: collections.deque(maxlen=20000))
    phone_latency: collections.deque[float] = field(default_factory=lambda: collections.deque(maxlen=20000))
    """From a phone's action reaching the server to the end of the frame that shows it."""
    first_frame_at: float | None = None

    entries: list[tuple[str, float, int]] = field(default_factory=list)
    """Screens made over several frames (:data:`ENTER_SLICE_S`): (top scene, ms from the first
    of those frames to the end of the one that showed it, frames it took)."""

    def frame(self, scene: str, ms: float) -> None:
        self.frames.setdefault(scene, collections.deque(maxlen=20000)).append(ms)

    def entered(self, scene: str, ms: float, frames: int) -> None:
        if len(self.entries) < 20000:
            self.entries.append((scene, ms, frames))


class App:
    def __init__(self, size: tuple[int, int] | None = None, clock: Callable[[], float] = time.perf_counter,
                 start: PlayRequest | None = None, offer_resume: bool = True, freeze_gc: bool = False,
                 enter_in_slices: bool = False) -> None:
        self.clock = clock
        self._freeze_gc = freeze_gc
        """Whether the game's long-lived objects leave the garbage collector's scans once the
        content is in (the game's own window; tests make many windows in one process)."""
        self.enter_in_slices = enter_in_slices
        """Whether a new screen slow to draw is made over a few frames (:data:`ENTER_SLICE_S`)
        while the last picture stays up: the game's own window and ``bench``. Tests that look
        at the frame after a change see the new screen at once without it."""
        self._entering: tuple[object, ...] | None = None
        """The screen last drawn or being made (its scenes, language, text size, window size)."""
        self._enter_slices = 0
        """Frames spent making it so far (0 once it is shown)."""
        self._enter_began = 0.0
        self.started_at = clock()
        self.last_activity = self.started_at
        """The last input or screen change (decorative motion plays for CALM_S after it)."""
        self._loop_at = self.started_at
        """When the main loop last came round (see :meth:`came_round`)."""
        # We draw in software: present the window surface with the platform's
        # own blit (XShm, GDI...) rather than through a GL texture, which on a
        # machine without a GPU (Mesa llvmpipe) costs 15 ms a frame at 1080p.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.init()
        self.settings: Settings = load_settings(paths.settings_path())
        from game.engine.profiles import load_profiles
        self.profiles = load_profiles(stamp=time.strftime("%Y%m%d-%H%M%S"))
        """Every player profile (game.engine.profiles); saved by :meth:`save_profiles`."""
        self.binding_problem = ""
        """Key overrides refused by the last :meth:`zone_bindings` (said on screen once)."""
        self.content: Any = None
        """The validated data (a ContentStore) once loaded; see :meth:`ensure_content`."""
        self._loader: threading.Thread | None = None
        self._loaded: Any = None
        self._offer_resume = offer_resume and start is None
        self.shown_errors: list[ContentError] = []
        self.last_game: str | None = None
        """The game last opened or played: the main menu's cursor starts there."""
        self._early = None if start is not None else self._early_content()
        try:
            if self._early is None:
                raise ValueError("data files unreadable")
            tables, zones, timing = self._string_tables(), self.zone_bindings(), self._input_timing()
        except (KeyError, TypeError, ValueError, AttributeError):  # unreadable: validate first, report errors
            self._early = None
            self._load_content()
            self._adopt_content()
            tables, zones, timing = self._string_tables(), self.zone_bindings(), self._input_timing()
        self.tr = Translator(tables, self.settings.language)
        self.input = InputMapper(zones, *timing, clock=clock)
        self.audio = Audio()
        self.apply_volumes()
        self.window_size = size or tuple(self.settings.window_size)  # type: ignore[assignment]
        self._open_window(self.settings.fullscreen and size is None)
        self.fonts = Fonts()
        self.canvas = Canvas(screen(), self.fonts, self.settings.ui_scale)
        self.canvas.on_phase = self._dequeue
        self.stack = SceneStack()
        self.stats = FrameStats()
        self.running = True
        self.frame_count = 0
        self.polls = 0
        """How many times the event queue was read (input polling rate = polls / time)."""
        self.poll_gaps: collections.deque[float] = collections.deque(maxlen=20000)
        """Seconds between consecutive reads: the resolution of input timestamps."""
        self._last_poll = clock()
        self._pending: list[tuple[pygame.event.Event, float]] = []
        self._unshown: list[float] = []
        self.unshown_phone: list[float] = []
        """When the server received the phone actions applied since the last frame."""
        self._next_content_poll = 0.0
        self.notice = ""
        self.notice_until = 0.0
        self.redraw_generation = 0
        self._snapshot_key: object = None
        """What the picture under the top overlay shows (see :meth:`_draw_scenes`)."""
        self._say_problems(self.settings.problem, self.profiles.problem)
        pygame.key.stop_text_input()  # on only while a name is typed (no stray text, no IME window)
        from game.client.scenes.title import TitleScene
        self.stack.reset(TitleScene(self))
        if start is not None:
            from game.client.game_scene import start_game
            phones = self._phones_for(start) if start.phones else None
            if start_game(self, start, phones, {i: i for i in range(len(start.seats))}) is None and phones:
                phones.stop()
        if self.content is not None:
            self._content_ready()
        if enter_in_slices:
            self._make_first_screen()

    def _make_first_screen(self) -> None:
        """The game's own window: its first screen's pictures (the felt, the
        logo, the title in large type) are made now, before the window shows
        anything, rather than in its first frames: start-up takes as long
        (nothing is on screen until that screen is whole either way), and the
        first frame only puts them together."""
        self.canvas.new_frame()
        self._draw_scenes()
        self.canvas.new_frame()

    # -- content, strings, bindings ------------------------------------------------
    def _early_content(self) -> dict[str, Json] | None:
        """The strings and key bindings read straight from the YAML (the safe C
        loader; no validation), so the first frame needs no pydantic. The full,
        validated load runs on a thread right after the first frame and replaces
        them; a file that cannot even be read this way means validating first."""
        from game.content.fast import fast_load

        out: dict[str, Json] = {}
        for name in ("controls.yaml", "strings/en.yaml", "strings/fr.yaml"):
            out[name] = fast_load(paths.data_dir() / name)
            if out[name] is None:
                return None
        return out

    def _load_content(self) -> None:
        """Validate every data file (may run on a worker thread)."""
        from game.content.loader import ContentStore
        from game.engine import registry

        registry.load_builtin()
        store = ContentStore(paths.data_dir(), paths.user_dir() / "content-cache")
        store.load_all()
        self._loaded = store

    def _load_in_background(self) -> None:
        try:
            self._load_content()
        except Exception:  # noqa: BLE001 - retried on the main thread, where it reports itself
            self._loaded = None

    def _adopt_content(self) -> None:
        if self._loaded is None:  # the background load failed: do it here, errors and all
            self._load_content()
        self.content, self._loaded, self._early = self._loaded, None, None

    def ensure_content(self) -> Any:
        """The validated content, waiting for the start-up load if it is still running."""
        if self.content is None:
            if self._loader is None:
                self._load_content()
            else:
                self._loader.join()
            self._adopt_content()
            self._content_ready()
        return self.content

    def _content_ready(self) -> None:
        if self._freeze_gc:
            # A full collection walks every reference of every container: over the loaded
            # content, fonts and tables it took ~25 ms, a dropped frame whenever Python ran
            # one in play. What exists now lives as long as the window: leave it out of them.
            gc.freeze()
        self.tr.set_tables(self._string_tables())
        self.rebind_input()
        self.show_content_errors()
        if self._offer_resume:
            self._offer_resume = False
            from game.client.scenes.gamenight import offer_night
            from game.client.scenes.messages import offer_resume
            if not offer_resume(self):  # no game to resume: a saved game night, if any
                offer_night(self)

    def content_json(self, name: str) -> Json:
        if self.content is not None:
            return self.content.json(name) if self.content.get(name) is not None else None
        return None if self._early is None else self._early.get(name)

    def _string_tables(self) -> dict[str, dict[str, str]]:
        tables: dict[str, dict[str, str]] = {}
        for lang in ("en", "fr"):
            tree = self.content_json(f"strings/{lang}.yaml")
            if isinstance(tree, dict):
                tables[lang] = flatten(tree)
        return tables

    def zone_bindings(self) -> dict[str, dict[str, int]]:
        """Zone keys from ``data/controls.yaml`` with the user's overrides."""
        controls = self.content_json("controls.yaml")
        defaults: dict[str, dict[str, int]] = {}
        if isinstance(controls, dict):
            for zone in controls["keyboard_zones"]:
                defaults[zone["id"]] = {verb: scancode(name) for verb, name in zone["keys"].items()}
        if not defaults:
            return {}
        zones, kept, problems = resolve_bindings(defaults, self.settings.bindings)
        if problems:  # refused overrides are dropped (so never saved back) and said on screen
            self.settings.bindings = kept
            self.binding_problem = "; ".join(problems)
        return zones

    def _input_timing(self) -> tuple[RepeatTiming, PadMap]:
        controls = self.content_json("controls.yaml")
        if not isinstance(controls, dict):
            return RepeatTiming(), PadMap()
        r, g = controls["repeat"], controls["gamepad"]
        return (RepeatTiming(r["delay_ms"] / 1000, r["interval_ms"] / 1000),
                PadMap(g["act"], g["back"], g["special"], g["pause"], g["axis_deadzone"]))

    def rebind_input(self) -> None:
        self.input.rebind(self.zone_bindings())
        self.input.repeat, self.input.padmap = self._input_timing()
        self._say_problems()

    def _say_problems(self, *more: str) -> None:
        """Show what was refused in the settings (bad file, bad key bindings)."""
        said = [m for m in more if m]
        if self.binding_problem:
            said.append(self.tr("controls.refused", problems=self.binding_problem))
            self.binding_problem = ""
        if said:
            self.toast("  ·  ".join(said), 10.0)

    def poll_content(self, now: float) -> None:
        if self.content is None:
            if self._loader is not None and not self._loader.is_alive():
                self._loader.join()
                self._adopt_content()
                self._content_ready()
            return
        if now < self._next_content_poll:
            return
        self._next_content_poll = now + CONTENT_POLL_S
        changed = self.content.poll()
        if changed:
            if any(name.startswith("strings/") for name in changed):
                self.tr.set_tables(self._string_tables())
            if "controls.yaml" in changed:
                self.rebind_input()
            self.toast(self.tr("content.reloaded", files=", ".join(sorted(changed))))
            self.invalidate()
        self.show_content_errors()

    def show_content_errors(self) -> None:
        if self.content is None:
            return
        errors = list(self.content.errors)
        if getattr(self.stack.top, "shows_content_errors", False):  # it shows them in place (the gallery)
            self.shown_errors = errors
            return
        if errors != self.shown_errors:
            from game.client.scenes.messages import ContentErrorScene
            existing = self.stack.find(ContentErrorScene)
            if existing is not None:  # fixed files close it; new problems replace it
                self.stack.remove(existing)
            if errors:
                self.stack.push(ContentErrorScene(self, errors))
        self.shown_errors = errors

    # -- settings ---------------------------------------------------------------------
    def save_settings(self) -> None:
        try:
            save_settings(self.settings, paths.settings_path())
        except OSError as exc:
            self.toast(self.tr("settings.save_failed", error=str(exc)))

    def save_profiles(self) -> None:
        from game.engine.profiles import save_profiles
        try:
            save_profiles(self.profiles)
        except OSError as exc:
            self.toast(self.tr("profiles.save_failed", error=str(exc)))

    def apply_volumes(self) -> None:
        s = self.settings
        self.audio.set_volumes(s.master_volume, s.effects_volume, s.voice_volume)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        self.tr.language = lang
        self.save_settings()

    def set_ui_scale(self, scale: float) -> None:
        self.settings.ui_scale = scale
        self.canvas.ui_scale = scale
        self.canvas.retarget(screen())
        self.save_settings()

    # -- window -----------------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> None:
        self._holds = None  # a new window shows nothing yet, whatever its size
        pygame.display.set_caption("Tabletop Arena")
        try:
            icon = pygame.image.load_sized_svg(str(paths.assets_dir() / "svg" / "ui" / "logo.svg"), (64, 64))
            pygame.display.set_icon(icon)
        except (pygame.error, FileNotFoundError, OSError):
            pass
        if fullscreen:
            desktop = pygame.display.get_desktop_sizes()[0]
            pygame.display.set_mode(desktop, pygame.FULLSCREEN)
        else:
            with warnings.catch_warnings():
                # Leaving full screen, SDL may first keep the full-screen size ("forcibly
                # resized by the OS"); the window leaves full screen on the first call,
                # and takes its own size back on the second.
                warnings.simplefilter("ignore", RuntimeWarning)
                pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
                if pygame.display.get_window_size() != tuple(self.window_size):
                    pygame.event.pump()
                    pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self.fullscreen = fullscreen

    def toggle_fullscreen(self) -> None:
        self._open_window(not self.fullscreen)
        self.settings.fullscreen = self.fullscreen
        self.save_settings()
        self.canvas.retarget(screen())

    def _resized(self, size: tuple[int, int]) -> None:
        # pygame-ce keeps the same display Surface object through a resize (its size
        # changes in place), so compare with the size the canvas was last laid out for.
        if self.canvas.target_size == size:
            return  # VIDEORESIZE and WINDOWSIZECHANGED both come for one resize
        self.invalidate()
        if not self.fullscreen and size[0] >= 320 and size[1] >= 180:
            self.window_size = size
            self.settings.window_size = [size[0], size[1]]
        self.canvas.retarget(screen())

    def _phones_for(self, start: PlayRequest) -> Any:
        """``play --phones``: a phone server for the game's seats; each human
        seat's address is printed (for a phone without a camera, and tests)."""
        from game.client.phones import PhoneLink
        try:
            link = PhoneLink(self, len(start.seats))
        except (OSError, ImportError) as exc:
            print(f"tabletop: phones cannot start: {exc}", file=sys.stderr, flush=True)
            return None
        for i, seat in enumerate(start.seats):
            if not seat.is_bot:
                print(f"phone seat {i + 1}: {link.server.url(i)} (code {link.code(i)})", flush=True)
        return link

    # -- feedback ---------------------------------------------------------------------
    def toast(self, text: str, seconds: float = 4.0) -> None:
        self.notice = text
        self.notice_until = self.clock() + seconds
        self.request_frame()

    # -- when to draw ---------------------------------------------------------------------
    def request_frame(self) -> None:
        """Something on screen changed: draw a frame at the next chance."""
        self._frame_wanted = True

    def lively(self, now: float) -> bool:
        """Within :data:`CALM_S` of the last input or screen change."""
        return now - self.last_activity < CALM_S

    def _animating(self, now: float) -> bool:
        return any(scene.needs_frames(now) for scene in self.stack.visible())

    def _fast_input(self) -> bool:
        return any(scene.realtime_input for scene in self.stack.scenes)

    def _next_wake(self, now: float) -> float:
        """The next time something may change with no input arriving."""
        times = [self._next_content_poll]
        if self.content is None:
            times.append(now + 0.02)  # the start-up load is running: adopt it soon
        if self.notice:
            times.append(self.notice_until)
        if self.lively(now):
            times.append(self.last_activity + CALM_S)  # one more frame, at rest
        repeat = self.input.next_repeat()
        if repeat is not None:
            times.append(repeat)
        for scene in self.stack.scenes:
            wake = scene.next_wake(now)
            if wake is not None:
                times.append(wake)
        return min(times)


    def sound(self, name: str, voice: bool = False) -> None:
        self.audio.play(name, voice)

    # -- loop ---------------------------------------------------------------------------
    def quit(self) -> None:
        self.running = False

    def _dequeue(self) -> None:
        """Take every waiting event off SDL's queue, stamped now. Cheap; called
        between frames and between the phases of a frame."""
        now = self.clock()
        self.polls += 1
        self.poll_gaps.append(now - self._last_poll)
        self._last_poll = now
        for event in pygame.event.get():
            self._pending.append((event, now))

    def _dispatch_pending(self) -> bool:
        handled = False
        pending, self._pending = self._pending, []
        for event, t in pending:
            handled |= self.handle_event(event, t)
        for intent in self.input.tick(self.clock()):
            handled |= self.dispatch(intent)
        return handled

    def handle_event(self, event: pygame.event.Event, t: float) -> bool:
        et = event.type
        if et == pygame.QUIT:
            self.quit()
            return False
        if et in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized(screen().get_size())
            return True
        if et == pygame.WINDOWFOCUSLOST:
            self.input.release_all()
            return False
        top = self.stack.top
        if et == pygame.TEXTINPUT:  # typed text goes only to a scene that asks for it (a name)
            typed = getattr(top, "typed", None)
            if typed is None:
                return False
            typed(str(getattr(event, "text", "")), t)
            return True
        if et == pygame.KEYDOWN and top is not None and getattr(top, "wants_raw_keys", False):
            top.raw_key(getattr(event, "scancode", 0), t)  # type: ignore[attr-defined]
            return True
        handled = False
        for intent in self.input.handle(event, t):
            if intent.pos is not None:
                intent = Intent(intent.source, intent.verb, intent.t, intent.repeat,
                                self.canvas.to_logical((int(intent.pos[0]), int(intent.pos[1]))))
            handled |= self.dispatch(intent)
        return handled

    def dispatch(self, intent: Intent) -> bool:
        if intent.verb == "fullscreen":
            self.toggle_fullscreen()
            return True
        if intent.verb in ("plugged", "unplugged"):
            self.invalidate()
            for scene in list(self.stack.scenes):
                hook = getattr(scene, "device_changed", None)
                if hook is not None:
                    hook(intent)
            if intent.verb == "plugged":
                pad = self.input.pad(intent.source)
                self.toast(self.tr("input.pad_connected", n=pad.number if pad else "?"))
            return True
        self._unshown.append(intent.t)
        return self.stack.dispatch(intent) is not None

    def frame(self) -> None:
        start = self.clock()
        self.stack.update(start)
        self._next_update = start + 1 / FRAME_HZ
        self._frame_wanted = False  # what the update changed is drawn now
        self._dequeue()
        self.canvas.surface = screen()
        self.canvas.new_frame()
        if self.canvas.misfits is not None:  # the text-fit check: which strings the drawing asks for
            self.tr.on_text = self.canvas.asked
        self.canvas.slice = self._enter_slice(start)
        top = self.stack.top
        # what the window shows now is drawn over from here on
        self._holding, self._holds = self._holds, None
        try:
            self._draw_scenes()
            noticed = self._draw_notice(start)
        except Later:  # a new screen, not whole yet: the last picture stays up, the rest comes next frame
            self._enter_slices += 1
            self._frame_wanted = True
            self._dequeue()
            self.stats.frame(top.name if top else "none", (self.clock() - start) * 1000)
            return
        finally:
            self.tr.on_text = None
            self.canvas.slice = None
            self._holding = None
        if not noticed:
            self._holds = self._picture_key(self.stack.visible())
        self._dequeue()
        pygame.display.flip()
        self._dequeue()
        end = self.clock()
        self.stats.frame(top.name if top else "none", (end - start) * 1000)
        if self._enter_slices:
            self.stats.entered(top.name if top else "none", (end - self._enter_began) * 1000, self._enter_slices)
            self._enter_slices = 0
        if self._scene_log is not None:
            self._log_scenes()
        for t in self._unshown:
            self.stats.latency.append((end - t) * 1000)
        self._unshown.clear()
        for t in self.unshown_phone:
            self.stats.phone_latency.append((end - t) * 1000)
        self.unshown_phone.clear()
        if self.stats.first_frame_at is None:
            self.stats.first_frame_at = end
            if self.content is None and self._loader is None:
                self._loader = threading.Thread(target=self._load_in_background, name="content", daemon=True)
                self._loader.start()
            if os.environ.get("TABLETOP_FIRST_FRAME_EXIT"):
                print(f"first-frame {(end - self.started_at) * 1000:.1f}", flush=True)
                self.quit()
        self.frame_count += 1

    def _enter_slice(self, now: float) -> Slice | None:
        """The slice this frame may spend making pictures when it shows a new
        screen (None: draw it whole; see :data:`ENTER_SLICE_S`)."""
        if not self.enter_in_slices or self.canvas.misfits is not None:
            return None
        screen_now = (tuple(self.stack.visible()), self.tr.language, self.canvas.ui_scale, self.canvas.target_size,
                      self.redraw_generation)
        if screen_now != self._entering:
            self._entering, self._enter_slices, self._enter_began = screen_now, 0, now
        elif not self._enter_slices:
            return None  # shown already: its later frames draw what they need
        if self._enter_slices >= ENTER_SLICES_MAX:
            return None
        return Slice(now + ENTER_SLICE_S, self.clock)

    _scene_log: str | None = os.environ.get("TABLETOP_SCENE_LOG") or None
    """A file the end-to-end tests read: each time the stack of scenes changes,
    a line of its scenes' names, written once the frame that shows it is on
    screen (so a test presses keys when the scene is there, however slow the
    machine)."""
    _scenes_logged: list[str] | None = None

    def _log_scenes(self) -> None:
        names = self.scenes_named()
        if names != self._scenes_logged and self._scene_log is not None:
            self._scenes_logged = names
            with open(self._scene_log, "a", encoding="utf-8") as f:
                f.write(">".join(names) + "\n")

    def _draw_scenes(self) -> None:
        """Draw the visible scenes. Under an overlay that freezes what is below,
        the frozen scenes are drawn once and kept as a layer of the canvas."""
        visible = self.stack.visible()
        top = visible[-1] if visible else None
        if top is None or len(visible) == 1 or not top.freezes_below:
            for i, scene in enumerate(visible):
                self._draw_scene(scene, i == 0)
            return
        self._snapshot_key = self._frozen(visible)
        top.draw(self.canvas)

    def _frozen(self, visible: list[Scene]) -> object:
        """Draw the picture frozen under the top of ``visible`` (an overlay
        that freezes what is below), with its backdrop: made once, then kept
        as a layer. Returns its key."""
        key = self._frozen_key(visible)
        # the top's backdrop is in it too: one overlay after another is redrawn
        below = visible[:-1]

        alike = self.canvas.misfits is None and all(scene.drawn_alike_covered for scene in below)

        def under(canvas: Canvas) -> None:
            if alike and self._holding is not None and self._holding == self._picture_key(below):
                pass  # the window shows ``below`` whole already, as the last frame drew it: it is not drawn again
            elif len(below) > 1 and below[-1].freezes_below:
                # an overlay on an overlay: on the picture frozen under that one, kept as well (a screen
                # made in slices then draws the scenes under both once, not in every slice)
                self._frozen(below)
                below[-1].draw(canvas)
            else:
                for i, scene in enumerate(below):
                    self._draw_scene(scene, i == 0)

        def frozen(canvas: Canvas) -> None:
            if alike:  # kept without the backdrop too: an overlay that replaces this one starts from it
                canvas.layer(("under", self._frozen_key(below)), under)
            else:
                under(canvas)
            visible[-1].backdrop(canvas)

        self.canvas.layer(("frozen", key), frozen)
        return key

    def _frozen_key(self, visible: list[Scene]) -> object:
        return tuple(visible), self.tr.language, self.redraw_generation

    def _picture_key(self, visible: list[Scene]) -> object:
        """What names a whole picture of ``visible`` in the window (see :attr:`_holds`)."""
        return self._frozen_key(visible), self.canvas.surface.get_size(), self.canvas.ui_scale

    _holds: object | None = None
    """The :meth:`_picture_key` of the scenes the window's surface shows whole, as the last frame
    drew them with nothing over them (no notice), or None. An overlay that freezes what is below,
    put over exactly those scenes, takes that picture for its frozen layer instead of drawing them
    again (unless one of them looks otherwise covered: :attr:`Scene.drawn_alike_covered`): at
    3840x2160 drawing the players' screen again cost 9-10 ms of an overlay's 17 ms first frame."""
    _holding: object | None = None
    """:attr:`_holds` as the frame being drawn began (None outside :meth:`frame`)."""

    def _draw_scene(self, scene: Scene, bottom: bool) -> None:
        """One visible scene; the full-screen one at the ``bottom`` has its
        unchanging part drawn once and reused (also under an overlay's first frame)."""
        if not bottom:
            scene.backdrop(self.canvas)
        elif type(scene).backdrop is not Scene.backdrop:  # a table paints its own layer in draw
            self.canvas.layer(("backdrop", scene, self.tr.language, self.redraw_generation), scene.backdrop)
        scene.draw(self.canvas)

    def invalidate(self) -> None:
        """Something a frozen scene shows has changed: redraw it next frame."""
        self.redraw_generation += 1
        self.request_frame()

    def _draw_notice(self, now: float) -> bool:
        """The notice over the screen, if one is up (whether one was drawn)."""
        if not (self.notice and now < self.notice_until):
            return False
        c = self.canvas
        from game.client.gfx import Theme
        lines = c.wrap(self.notice, 34, 1640)[:3]  # a long notice wraps (three lines at most) rather than cut
        w = min(1700.0, max(c.text_width(line, 34) for line in lines) + 80)
        step = max(44.0, c.line_height(34))  # lines as tall as the text size makes them
        h = 36 + step * len(lines)
        with c.over():  # laid over the screen for a few seconds: what it covers is hidden, not cut
            c.box(((LOGICAL_W - w) / 2, LOGICAL_H - 40 - h, w, h), Theme.panel, 24, Theme.gold, 3)
        for i, line in enumerate(lines):
            c.text(line, (LOGICAL_W / 2, LOGICAL_H - 40 - h + 18 + step * (i + 0.5)), 34, Theme.text, "center",
                   max_width=w - 60)
        return True

    def step(self) -> None:
        """One loop iteration: take input; draw a frame when something changed
        (at once for input, at most at FRAME_HZ for animation); otherwise only
        update the scenes (bots, timers) at most at FRAME_HZ."""
        self._dequeue()
        self.poll_content(self.clock())
        handled = self._dispatch_pending()
        now = self.clock()
        if not self.stack.scenes:
            self.running = False
            return
        if handled or self.stack.version != self._seen_version:
            self._seen_version = self.stack.version
            self.last_activity = now
            self._frame_wanted = True
        if self.notice and now >= self.notice_until:
            self.notice = ""
            self._frame_wanted = True
        if self._was_lively and not self.lively(now):
            self._frame_wanted = True  # the last frame shows the screen at rest
        self._was_lively = self.lively(now)
        if (self._frame_wanted or self._animating(now)) and (handled or now >= self._next_frame):
            self.frame()
            self._next_frame = max(self._next_frame + 1 / FRAME_HZ, self.clock())
        elif now >= self._next_update:
            self.stack.update(now)
            self._next_update = now + 1 / FRAME_HZ

    def came_round(self, began: float) -> None:
        """The loop begins an iteration at ``began``: after a stall (the last
        one began more than STALL_S ago), the scenes skip the rest of it."""
        if began - self._loop_at > STALL_S:
            for scene in self.stack.scenes:
                scene.stalled(self._loop_at + STALL_S, began)
        self._loop_at = began

    def run(self, max_frames: int | None = None, max_seconds: float | None = None) -> int:
        try:
            self.loop(max_frames, max_seconds)
        finally:
            self.shutdown()
        return 0

    def loop(self, max_frames: int | None = None, max_seconds: float | None = None) -> None:
        """The main loop: poll about every millisecond, draw when due."""
        self._next_frame = self.clock()
        deadline = None if max_seconds is None else self.clock() + max_seconds
        self._loop_at = self.clock()
        while self.running:
            self.came_round(self.clock())
            self.step()
            if max_frames is not None and self.frame_count >= max_frames:
                break
            now = self.clock()
            if deadline is not None and now >= deadline:
                break
            if self._pending:
                continue
            drawing = self._frame_wanted or self._animating(now)
            if self._fast_input():  # a live race: read input every half millisecond
                wait = self._next_frame - now if drawing else POLL_S
                if wait > 0:
                    time.sleep(min(wait, POLL_S))
                continue
            if not drawing and self.prepare_ahead(now):
                continue
            # Otherwise sleep until the next frame or timer, reading input in between:
            # every millisecond shortly after the last input, then every CALM_POLL_S.
            until = self._next_frame if drawing else self._next_wake(now)
            nap = LIVELY_POLL_S if self.lively(now) else CALM_POLL_S
            time.sleep(max(0.0, min(until - now, nap)))

    # -- where scenes go: the app owns the stack, and scenes ask it by name, so
    # -- no scene imports another that imports it back
    def main_menu(self) -> None:
        """The main menu, alone on the stack."""
        from game.client.scenes.title import MainMenuScene

        self.stack.reset(MainMenuScene(self))

    def back_to_lobby(self, game: Game[Any, Any], seats: tuple[SeatConfig, ...]) -> None:
        """The lobby of ``game`` with ``seats`` seated (see :func:`game.client.scenes.lobby.back_to_lobby`)."""
        from game.client.scenes.lobby import back_to_lobby

        back_to_lobby(self, game, seats)

    def start_game(self, request: PlayRequest) -> Scene | None:
        """Start the game ``request`` asks for (None: it could not start, and the players were told)."""
        from game.client.game_scene import start_game

        return start_game(self, request)

    def resume(self, path: Path) -> None:
        """Resume the game journaled at ``path``, from the main menu."""
        from game.client.game_scene import resume_game
        from game.client.scenes.gamenight import resume_in_night
        from game.client.scenes.title import MainMenuScene, TitleScene

        if isinstance(self.stack.top, TitleScene):
            self.stack.replace(MainMenuScene(self))
        if not resume_in_night(self, path):  # a game of a game night goes back into the night
            resume_game(self, path)

    def prepare_ahead(self, now: float) -> bool:
        """Nothing to draw and nobody pressed anything for a moment: draw one
        thing the top scene may soon show (:meth:`Scene.ahead`) on a scratch
        surface, so its first frame finds its pictures made; a slow one in
        slices of about AHEAD_SLICE_S (each call draws it again, the pictures
        made so far cached, until it is whole). False: nothing left."""
        top = self.stack.top
        if top is None or now - self.last_activity < PREPARE_IDLE_S or not self.draws_ahead:
            return False
        context = (top, self.stack.version, self.canvas.target_size, self.tr.language, self.canvas.ui_scale,
                   self.redraw_generation)
        if context != self._ahead_context:
            self._ahead_context, self._ahead_done, self._ahead_tries = context, set(), {}
        elif self._ahead_over == self.frame_count:
            return False  # all done, and no frame since: nothing the scenes may show has changed
        todo = next(((key, draw) for key, draw in self._frozen_ahead() + top.ahead() if key not in self._ahead_done),
                    None)
        if todo is None:
            if self._scratch is not None:  # kept only while there is drawing ahead to do
                self.canvas.give_back(self._scratch)
                self._scratch = None
            if self.canvas.make_spare():  # then the surfaces the next layers will be copied into
                return True
            self._ahead_over = self.frame_count
            return False
        self._ahead_over = -1
        self._ahead_done.add(todo[0])
        if self._scratch is None or self._scratch.get_size() != self.canvas.target_size:
            self._scratch = self.canvas.screen_sized()
        self.canvas.surface = self._scratch
        self.canvas.new_frame()  # a picture of its own: nothing of the last frame lies under it
        tries = self._ahead_tries[todo[0]] = self._ahead_tries.get(todo[0], 0) + 1
        self.canvas.slice = Slice(self.clock() + AHEAD_SLICE_S, self.clock) if tries <= AHEAD_SLICES_MAX else None
        try:
            todo[1](self.canvas)
        except Later:
            self._ahead_done.discard(todo[0])  # the rest in the next slice
        finally:
            self.canvas.slice = None
            self.canvas.surface = screen()
            self.canvas.new_frame()
        return True

    def _frozen_ahead(self) -> list[tuple[object, Callable[[Canvas], None]]]:
        """The picture frozen under the top overlay, when no frame has made it
        yet (an overlay opened on another one before either was shown, as
        Phones from a pause menu the same moment): made as the frame would
        make it, so that frame only blits it."""
        visible = self.stack.visible()
        if len(visible) < 2 or not visible[-1].freezes_below or self.canvas.keeps_layer(("frozen", self._frozen_key(
                visible))):
            return []

        def make(canvas: Canvas) -> None:
            self._frozen(visible)

        return [(("frozen", tuple(visible)), make)]

    def release_memory(self) -> None:
        """Give the heap freed so far back to the system: glibc keeps it
        otherwise, and a long session of pictures made and dropped in every
        size leaves it full of holes (a few milliseconds; between games)."""
        if sys.platform.startswith("linux"):
            try:
                ctypes.CDLL("libc.so.6").malloc_trim(0)
            except (OSError, AttributeError):
                pass

    def shutdown(self) -> None:
        """The window closes: journals are flushed and closed (games stay
        resumable), the bot worker is stopped, settings are saved."""
        from game.client.game_scene import BotPool, GameScene
        from game.client.scenes.lobby import LobbyScene

        for scene in list(reversed(self.stack.scenes)):
            if isinstance(scene, GameScene):
                scene.close()
            elif isinstance(scene, LobbyScene) or getattr(scene, "takes_back_games", False):
                scene.exit()  # its phone server (a lobby's, a game night's) stops, and the phones are told
        BotPool.shutdown()
        self.save_settings()

    _next_frame: float = 0.0
    _next_update: float = 0.0

    draws_ahead = True
    """False: nothing is drawn ahead (the text-fit check looks only at what is on screen,
    and draws every screen anyway)."""
    _ahead_context: object = None
    _ahead_over = -1
    """The :attr:`frame_count` at which drawing ahead last found nothing left to do (-1: not
    since the last thing drawn ahead). An idle loop turn at a table waiting for a move then asks
    the scenes nothing: asking them cost a waiting Mana table about a quarter of a point of a
    core (1.8 % against 1.6 %), at the loop's 62 turns a second."""
    _ahead_tries: dict[object, int] = {}  # noqa: RUF012 - replaced, never changed in place, before its first use
    _scratch: pygame.Surface | None = None
    """Where :meth:`prepare_ahead` draws (one surface for all its slices)."""
    _ahead_done: set[object] = set()  # noqa: RUF012 - replaced, never changed in place, before first use
    _frame_wanted: bool = True
    _seen_version: int = -1
    _was_lively: bool = True

    def scenes_named(self) -> list[str]:
        return [s.name for s in self.stack.scenes]


def run(play: PlayRequest | None = None, **kwargs: Any) -> int:
    """Entry point of the game window (``python -m game`` and ``play``)."""
    os.environ.setdefault("SDL_VIDEO_ALLOW_SCREENSAVER", "1")
    try:
        pygame.display.init()
    except pygame.error as exc:
        print(f"tabletop: cannot open the game window: {exc}", file=sys.stderr)
        return 1
    driver = pygame.display.get_driver()
    if driver == "offscreen" and os.environ.get("SDL_VIDEODRIVER") != driver:
        # SDL falls back to drawing off screen when it cannot reach any display:
        # a game nobody can see would keep running, so say why and stop instead
        print("tabletop: cannot open the game window: no display answered"
              f" (DISPLAY={os.environ.get('DISPLAY', '')!r}, WAYLAND_DISPLAY="
              f"{os.environ.get('WAYLAND_DISPLAY', '')!r})", file=sys.stderr)
        pygame.display.quit()
        return 1
    try:
        app = App(start=play, freeze_gc=True, enter_in_slices=True, **kwargs)
    except pygame.error as exc:
        print(f"tabletop: cannot open the game window: {exc}", file=sys.stderr)
        return 1
    return app.run()


if TYPE_CHECKING:
    def _is_services(app: App) -> Services:
        """mypy checks here that the app gives every service a scene may ask for."""
        return app
