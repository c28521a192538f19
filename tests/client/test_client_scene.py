"""SceneStack: hook order, top-down routing, drawing under overlays, update freezing."""

from __future__ import annotations

from typing import Any

import pytest

from game.client.input import Intent
from game.client.scene import Scene, SceneStack


class Rec(Scene):
    """Records every hook call into a shared log; handles the verbs in ``uses``."""

    def __init__(self, log: list[str], tag: str, uses: tuple[str, ...] = (), modal: bool = True,
                 overlay: bool = False, freezes_below: bool = True) -> None:
        super().__init__(app=None)
        self.log, self.tag, self.uses = log, tag, uses
        self.modal, self.overlay, self.freezes_below = modal, overlay, freezes_below
        self.updates: list[float] = []
        self.drawn = 0

    def enter(self) -> None:
        self.log.append(f"{self.tag}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.tag}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.tag}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.tag}.resume")

    def handle(self, intent: Intent) -> bool:
        self.log.append(f"{self.tag}.handle:{intent.verb}")
        return intent.verb in self.uses

    def update(self, now: float) -> None:
        self.updates.append(now)

    def draw(self, canvas: Any) -> None:
        canvas.append(self.tag)


def intent(verb: str) -> Intent:
    return Intent("kb:wasd", verb, 1.0)


@pytest.fixture
def log() -> list[str]:
    return []


def test_push_pauses_the_top_then_enters(log: list[str]) -> None:
    st = SceneStack()
    a, b = Rec(log, "a"), Rec(log, "b")
    st.push(a)
    assert log == ["a.enter"]
    st.push(b)
    assert log == ["a.enter", "a.pause", "b.enter"]
    assert st.top is b and len(st) == 2


def test_pop_exits_then_resumes_the_one_below(log: list[str]) -> None:
    st = SceneStack()
    a, b = Rec(log, "a"), Rec(log, "b")
    st.push(a)
    st.push(b)
    log.clear()
    assert st.pop() is b
    assert log == ["b.exit", "a.resume"]
    log.clear()
    assert st.pop() is a
    assert log == ["a.exit"]
    assert st.pop() is None and st.top is None


def test_replace_exits_the_top_and_enters_without_pause_or_resume(log: list[str]) -> None:
    st = SceneStack()
    a, b, c = Rec(log, "a"), Rec(log, "b"), Rec(log, "c")
    st.push(a)
    st.push(b)
    log.clear()
    st.replace(c)
    assert log == ["b.exit", "c.enter"]
    assert st.scenes == [a, c]


def test_replace_on_an_empty_stack_just_enters(log: list[str]) -> None:
    st = SceneStack()
    st.replace(Rec(log, "a"))
    assert log == ["a.enter"] and len(st) == 1


def test_reset_exits_every_scene_top_first(log: list[str]) -> None:
    st = SceneStack()
    a, b, c, d = (Rec(log, t) for t in "abcd")
    for s in (a, b, c):
        st.push(s)
    log.clear()
    st.reset(d)
    assert log == ["c.exit", "b.exit", "a.exit", "d.enter"]
    assert st.scenes == [d]


def test_remove_pops_the_scene_and_everything_above(log: list[str]) -> None:
    st = SceneStack()
    a, b, c, d = (Rec(log, t) for t in "abcd")
    for s in (a, b, c, d):
        st.push(s)
    log.clear()
    st.remove(b)
    assert log == ["d.exit", "c.resume", "c.exit", "b.resume", "b.exit", "a.resume"]
    assert st.scenes == [a]


def test_remove_of_a_scene_not_on_the_stack_changes_nothing(log: list[str]) -> None:
    st = SceneStack()
    a = Rec(log, "a")
    st.push(a)
    log.clear()
    st.remove(Rec(log, "stranger"))
    assert log == [] and st.scenes == [a]


def test_find_returns_the_topmost_of_a_kind(log: list[str]) -> None:
    class Other(Rec):
        pass

    st = SceneStack()
    a, b, c = Other(log, "a"), Rec(log, "b"), Other(log, "c")
    for s in (a, b, c):
        st.push(s)
    assert st.find(Other) is c
    st.pop()
    assert st.find(Other) is a
    assert SceneStack().find(Rec) is None


def test_dispatch_goes_top_down_and_falls_through_non_modal_scenes(log: list[str]) -> None:
    st = SceneStack()
    bottom = Rec(log, "bottom", uses=("act",))
    middle = Rec(log, "middle", uses=("up",), modal=False)
    top = Rec(log, "top", uses=("down",), modal=False)
    for s in (bottom, middle, top):
        st.push(s)
    log.clear()
    assert st.dispatch(intent("down")) is top
    assert log == ["top.handle:down"]
    log.clear()
    assert st.dispatch(intent("up")) is middle
    assert log == ["top.handle:up", "middle.handle:up"]
    log.clear()
    assert st.dispatch(intent("act")) is bottom
    assert log == ["top.handle:act", "middle.handle:act", "bottom.handle:act"]
    log.clear()
    assert st.dispatch(intent("back")) is None
    assert log == ["top.handle:back", "middle.handle:back", "bottom.handle:back"]


def test_dispatch_stops_at_a_modal_scene_that_declines(log: list[str]) -> None:
    st = SceneStack()
    bottom = Rec(log, "bottom", uses=("act",))
    wall = Rec(log, "wall", uses=("up",), modal=True)
    top = Rec(log, "top", modal=False)
    for s in (bottom, wall, top):
        st.push(s)
    log.clear()
    assert st.dispatch(intent("act")) is None
    assert log == ["top.handle:act", "wall.handle:act"]
    log.clear()
    assert st.dispatch(intent("up")) is wall


def test_dispatch_skips_scenes_removed_while_dispatching(log: list[str]) -> None:
    st = SceneStack()

    class Closer(Rec):
        def handle(self, i: Intent) -> bool:
            super().handle(i)
            st.remove(below)  # the scene below goes away while the intent is in flight
            return False

    bottom = Rec(log, "bottom", uses=("act",))
    below = Rec(log, "below", uses=("act",), modal=False)
    st.push(bottom)
    st.push(below)
    top = Closer(log, "top", modal=False)
    st.scenes.append(top)  # on top of ``below`` without hooks
    log.clear()
    assert st.dispatch(intent("act")) is bottom
    assert "below.handle:act" not in log


def test_dispatch_on_an_empty_stack() -> None:
    assert SceneStack().dispatch(intent("act")) is None


def test_visible_includes_scenes_under_overlays_bottom_first(log: list[str]) -> None:
    st = SceneStack()
    base, game = Rec(log, "base"), Rec(log, "game")
    pause = Rec(log, "pause", overlay=True)
    confirm = Rec(log, "confirm", overlay=True)
    st.push(base)
    st.push(game)
    assert st.visible() == [game]
    st.push(pause)
    st.push(confirm)
    assert st.visible() == [game, pause, confirm]
    drawn: list[str] = []
    st.draw(drawn)  # type: ignore[arg-type]
    assert drawn == ["game", "pause", "confirm"]
    st.push(Rec(log, "full"))
    assert [s.tag for s in st.visible()] == ["full"]  # type: ignore[attr-defined]


def test_visible_of_only_overlays_draws_them_all(log: list[str]) -> None:
    st = SceneStack()
    a, b = Rec(log, "a", overlay=True), Rec(log, "b", overlay=True)
    st.push(a)
    st.push(b)
    assert st.visible() == [a, b]
    assert SceneStack().visible() == []


def test_update_stops_at_a_scene_that_freezes_below(log: list[str]) -> None:
    st = SceneStack()
    base = Rec(log, "base")
    game = Rec(log, "game")
    hud = Rec(log, "hud", overlay=True, freezes_below=False)
    pause = Rec(log, "pause", overlay=True, freezes_below=True)
    st.push(base)
    st.push(game)
    st.update(1.0)
    assert game.updates == [1.0] and base.updates == []
    st.push(hud)
    st.update(2.0)
    assert hud.updates == [2.0] and game.updates == [1.0, 2.0] and base.updates == []
    st.push(pause)
    st.update(3.0)
    assert pause.updates == [3.0]
    assert hud.updates == [2.0] and game.updates == [1.0, 2.0]
    st.pop()
    st.update(4.0)
    assert game.updates == [1.0, 2.0, 4.0]


def test_scene_defaults() -> None:
    s = Scene(app=None)
    assert s.modal and s.freezes_below and not s.overlay
    assert s.name == "Scene"
    assert s.handle(intent("act")) is False


def test_real_overlays_are_drawn_over_the_scene_below(app: Any) -> None:
    from game.client.scenes.overlays import ConfirmScene, KeyCheckScene
    from game.client.scenes.title import MainMenuScene

    app.stack.replace(MainMenuScene(app))
    menu = app.stack.top
    pause = KeyCheckScene(app)
    app.stack.push(pause)
    confirm = ConfirmScene(app, "Really?", lambda: None)
    app.stack.push(confirm)
    assert app.stack.visible() == [menu, pause, confirm]
    drawn: list[str] = []
    for scene in (menu, pause, confirm):
        orig = scene.draw
        scene.draw = lambda canvas, s=scene, o=orig: (drawn.append(s.name), o(canvas))  # type: ignore[method-assign]
    app.frame()
    assert drawn == ["MainMenuScene", "KeyCheckScene", "ConfirmScene"]
