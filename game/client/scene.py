"""Scene stack: push / pop / replace with enter / pause / resume / exit hooks.

Intents go to the top scene first and fall through to the scene below only if
the top one declines (``handle`` returns False) and is not ``modal``. Overlays
are drawn over the scene below. ``draw`` never changes state.

A scene gets the app's services (:class:`Services`) and never imports the app
or a scene that could import it back: where it leads (the main menu, a lobby,
a game) it asks the app by name. Imports in the client go one way: the kit
(gfx, input, table, widgets) → scenes → the game scene → lobby and results →
menus → the app.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.client.gfx import Canvas
    from game.client.i18n import Translator
    from game.client.input import InputMapper, Intent
    from game.client.settings import Settings
    from game.content.errors import ContentError
    from game.engine.contract import Game, SeatConfig
    from game.engine.match import PlayRequest
    from game.engine.profiles import ProfileBook


class Services(Protocol):
    """What a scene may ask of the app (:class:`game.client.app.App`)."""

    tr: Translator
    stack: SceneStack
    clock: Callable[[], float]
    input: InputMapper
    settings: Settings
    canvas: Canvas
    fullscreen: bool
    shown_errors: list[ContentError]
    unshown_phone: list[float]
    redraw_generation: int
    profiles: ProfileBook
    last_game: str | None
    """The game last opened or played (the main menu's cursor starts on it)."""
    """Bumped whenever what frozen scenes show has changed (a key for cached pictures)."""
    content: Any
    """The validated data once loaded (None while the start-up load runs)."""

    def sound(self, name: str, voice: bool = False) -> None: ...
    def toast(self, text: str, seconds: float = 4.0) -> None: ...
    def invalidate(self) -> None: ...
    def request_frame(self) -> None: ...
    def lively(self, now: float) -> bool: ...
    def ensure_content(self) -> Any: ...
    def save_settings(self) -> None: ...
    def apply_volumes(self) -> None: ...
    def set_language(self, lang: str) -> None: ...
    def set_ui_scale(self, scale: float) -> None: ...
    def rebind_input(self) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def quit(self) -> None: ...
    def save_profiles(self) -> None: ...

    # where scenes go
    def main_menu(self) -> None: ...
    def back_to_lobby(self, game: Game[Any, Any], seats: tuple[SeatConfig, ...]) -> None: ...
    def start_game(self, request: PlayRequest) -> Scene | None: ...
    def resume(self, path: Path) -> None: ...


class Scene:
    overlay: bool = False
    """Drawn over the scene below instead of replacing it."""
    modal: bool = True
    """Declined intents stop here instead of falling through."""
    freezes_below: bool = True
    """The scene below does not ``update`` while this one is above it."""
    drawn_alike_covered: bool = True
    """Under an overlay it looks as it did on top, so the picture the window shows of it can be
    frozen as it is. A game's table is not: a seat's secrets it shows to their owner (a private
    turn, a held peek) are hidden once anything covers it."""

    def __init__(self, app: Services | Any) -> None:
        self.app: Services = app

    @property
    def name(self) -> str:
        return type(self).__name__

    def enter(self) -> None:
        """Pushed onto the stack (or put in place by ``replace``)."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def handle(self, intent: Intent) -> bool:
        """Return True when the intent was used."""
        return False

    def stalled(self, start: float, end: float) -> None:
        """The app's loop did not run from ``start`` to ``end`` (app clock):
        a scene whose clock must not run on unseen skips that span."""

    # -- when to draw (the app draws a frame only when something changed) ----------
    def needs_frames(self, now: float) -> bool:
        """True while this scene looks different every frame (a tween, a count-in,
        a live real-time table): frames come at the display rate meanwhile."""
        return False

    def next_wake(self, now: float) -> float | None:
        """When this scene must next be updated (and drawn) with no input: a
        timer running out, a bot's answer to collect. None: only on input."""
        return None

    @property
    def realtime_input(self) -> bool:
        """Presses must be stamped to the millisecond now (a real-time race is
        live), so input is read every half millisecond instead of on arrival."""
        return False

    def update(self, now: float) -> None:
        """Advance animations and timed rules to ``now`` (monotonic seconds)."""

    def update_covered(self, now: float) -> None:
        """Instead of ``update`` while a scene above freezes this one: what goes
        on all the same (a phone opening its seat is sent its page)."""

    def ahead(self) -> list[tuple[object, Any]]:
        """What this scene may soon show that is slow to draw the first time
        (the next page of pictures), as (key, draw) pairs: while nobody
        touches anything, the app draws each once off screen, which fills the
        canvas's caches, so the frame that first shows it is a quick one."""
        return []

    def backdrop(self, canvas: Canvas) -> None:
        """The unchanging part under ``draw`` (the table and titles of a screen,
        an overlay's dimmed panel). The app draws it once and reuses the picture
        until the language, the window or the data change."""

    def draw(self, canvas: Canvas) -> None:
        """Render; must not change state."""


def preview(key: object, make: Callable[[], Scene]) -> tuple[object, Callable[[Canvas], None]]:
    """For :meth:`Scene.ahead`: a scene this one may soon open, made (scenes
    are cheap to make: no side effects until pushed) and drawn off screen as
    it first looks, so its text, art and sprites are cached before it opens."""

    def draw(canvas: Canvas) -> None:
        scene = make()
        scene.backdrop(canvas)
        scene.draw(canvas)

    return key, draw


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.version = 0
        """Counts changes (push, pop, replace...): a changed stack is redrawn."""

    def __len__(self) -> int:
        return len(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.version += 1
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        self.version += 1
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Pop ``scene`` and everything above it."""
        if scene in self.scenes:
            while self.scenes and self.scenes[-1] is not scene:
                self.pop()
            self.pop()

    def replace(self, scene: Scene) -> None:
        self.version += 1
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack (each scene exits, top first) and start over with ``scene``."""
        self.version += 1
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def find(self, kind: type[Scene]) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def dispatch(self, intent: Intent) -> Scene | None:
        """Offer the intent top-down; return the scene that used it."""
        for scene in reversed(list(self.scenes)):
            if scene not in self.scenes:
                continue
            if scene.handle(intent):
                return scene
            if scene.modal:
                return None
        return None

    def update(self, now: float) -> None:
        live = self._live()
        covered = [scene for scene in self.scenes if scene not in live]
        for scene in live:
            scene.update(now)
        for scene in covered:
            if scene in self.scenes:
                scene.update_covered(now)

    def _live(self) -> list[Scene]:
        live: list[Scene] = []
        for scene in reversed(list(self.scenes)):
            live.append(scene)
            if scene.freezes_below:
                break
        return live

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top and every scene under overlays."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))

    def draw(self, canvas: Canvas) -> None:
        for scene in self.visible():
            scene.backdrop(canvas)
            scene.draw(canvas)
