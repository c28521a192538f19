"""Scene stack: push / pop / replace with enter / pause / resume / exit hooks.

Intents go to the top scene first and fall through to the scene below only if
the top one declines (``handle`` returns False) and is not ``modal``. Overlays
are drawn over the scene below. ``draw`` never changes state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.gfx import Canvas
    from game.client.input import Intent


class Scene:
    overlay: bool = False
    """Drawn over the scene below instead of replacing it."""
    modal: bool = True
    """Declined intents stop here instead of falling through."""
    freezes_below: bool = True
    """The scene below does not ``update`` while this one is above it."""

    def __init__(self, app: App | Any) -> None:
        self.app = app

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
        for scene in self._live():
            scene.update(now)

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
