"""The canvas's surface caches are bounded by the bytes their pixels take
(issue 26: entry counts let a long session grow by hundreds of megabytes),
scale with the window, and what a scene will soon show is drawn ahead while
nobody touches anything, so its first frame finds it ready."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from clienthelpers import FakeClock

from game.client.gfx import _LRU, CACHE_MB, LAYER_SCREENS, surface_bytes
from game.client.input import Intent


def surf(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_a_cache_drops_the_least_recently_used_once_over_its_bytes() -> None:
    one = surface_bytes(surf(100, 100))
    cache = _LRU(3 * one)
    for k in "abc":
        cache.store(k, surf(100, 100))
    assert cache.fetch("a") is not None  # a is now the most recent
    cache.store("d", surf(100, 100))
    assert list(cache) == ["c", "a", "d"]
    assert cache.bytes == 3 * one
    cache.store("big", surf(200, 200))  # four times one: alone over the budget, it still shows
    assert list(cache) == ["big"] and cache.bytes == surface_bytes(cache["big"])
    cache.store("big", surf(10, 10))  # the same key again counts once
    assert cache.bytes == surface_bytes(surf(10, 10))
    cache.clear()
    assert cache.bytes == 0


def test_many_sprites_never_hold_more_than_the_sprite_budget(app: Any) -> None:
    canvas = app.canvas
    budget = canvas._sprites.budget
    assert budget == int(CACHE_MB["sprites"] * 1024 * 1024)
    for i in range(400):  # 400 different 400x300 cards: about 190 MB uncached
        canvas.sprite(("card", i), (400, 300), lambda c: c.box((0, 0, 400, 300), (200, 30, 30), 20))
        assert canvas._sprites.bytes <= budget
    assert canvas._sprites.bytes > budget // 2
    assert all(v <= canvas._layers.budget for v in canvas.cache_bytes().values())


def test_a_larger_window_gets_as_many_more_bytes_as_it_has_pixels(app: Any) -> None:
    canvas = app.canvas
    canvas.retarget(pygame.Surface((3840, 2160)))
    assert canvas._text.budget == int(CACHE_MB["text"] * 4 * 1024 * 1024)
    assert canvas._layers.budget == LAYER_SCREENS * 3840 * 2160 * 4


def test_the_next_how_to_page_is_drawn_ahead_while_nobody_touches_anything(app: Any, clock: FakeClock) -> None:
    from game.client.howto import HowToPlayScene
    from game.engine import registry

    game = registry.get("kingz")
    from game.client.game_scene import scene_class

    pages = scene_class(game).how_to_play(app)
    scene = HowToPlayScene(app, game, pages)
    app.stack.push(scene)
    app.frame()
    picture_key = ("howto", "kingz", pages[1].key)
    canvas = app.canvas

    def ready() -> bool:
        return any(isinstance(k[0], tuple) and k[0][:3] == picture_key for k in canvas._sprites)

    assert not ready()
    assert not app.prepare_ahead(app.last_activity)  # someone just pressed something: not now
    clock.advance(1.0)
    while app.prepare_ahead(clock()):
        pass
    assert ready(), "page 2's picture was painted ahead"
    assert app.canvas.surface is pygame.display.get_surface(), "drawing ahead leaves the screen alone"
    assert not app.prepare_ahead(clock()), "and once only"


def test_a_qr_code_is_drawn_once_then_blitted(app: Any) -> None:
    from game.client.phones import draw_qr, qr_matrix

    matrix = qr_matrix("http://127.0.0.1:8000/s/0?t=abc")
    canvas = app.canvas
    draw_qr(canvas, matrix, (100, 100, 400, 400))
    made = [k for k in canvas._sprites if k[0] == "made"]
    draw_qr(canvas, matrix, (100, 100, 400, 400))
    assert len(made) == 1 and [k for k in canvas._sprites if k[0] == "made"] == made


def pictures_made_by(app: Any, action: Any) -> list[object]:
    """The text, art, shadows and sprites the canvas had to make (not found
    cached) while ``action`` ran."""
    canvas, made = app.canvas, []
    for cache in (canvas._text, canvas._art, canvas._shadow, canvas._sprites):
        def store(key: object, surf: pygame.Surface, cache: Any = cache) -> pygame.Surface:
            made.append(key)
            return type(cache).store(cache, key, surf)
        cache.store = store
    try:
        action()
    finally:
        for cache in (canvas._text, canvas._art, canvas._shadow, canvas._sprites):
            del cache.store
    return made


def settle(app: Any, clock: FakeClock) -> None:
    """Draw the top scene, then let nobody touch anything: what it may open is drawn ahead."""
    app.frame()
    clock.advance(1.0)
    while app.prepare_ahead(clock()):
        pass


def test_a_menu_draws_what_its_focused_item_opens_ahead_so_that_first_frame_makes_no_picture(
        app: Any, clock: FakeClock) -> None:
    from game.client.scenes.title import TitleScene
    from game.engine import registry

    app.stack.reset(TitleScene(app))
    settle(app, clock)
    steps = [(None, "main menu")]  # any key on the title: the main menu
    for game in registry.all_games():
        steps += [(game.id, f"{game.id} page"), ("rules", f"{game.id} rules"), ("back", ""),
                  ("howto", f"{game.id} how to play"), ("back", ""), ("play", f"{game.id} lobby"),
                  ("back", ""), ("back", "")]
    steps += [("settings", "settings"), ("controls", "controls")]
    for item, name in steps:
        top = app.stack.top
        if item == "back":
            app.stack.pop()
            settle(app, clock)
            continue
        if item is None:
            top.handle(Intent("kb:wasd", "act", clock()))
        else:
            top.menu.focus_id(item)
            settle(app, clock)  # the cursor rests on the item a moment before it is chosen
            top.menu.focused().action()
        assert app.stack.top is not top
        made = pictures_made_by(app, app.frame)
        assert made == [], f"the first frame of the {name} made {made}"
        settle(app, clock)


def test_the_gallery_draws_the_next_game_ahead(app: Any, clock: FakeClock) -> None:
    from game.client.scenes.gallery import GalleryScene

    gallery = GalleryScene(app)
    app.stack.push(gallery)
    settle(app, clock)
    gallery.handle(Intent("kb:wasd", "special", clock()))  # the next game's cards
    made = pictures_made_by(app, app.frame)
    assert made == [], f"the next game's first frame made {made}"


def test_the_pause_menu_draws_the_phones_codes_ahead(app: Any, clock: FakeClock,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from game.client.game_scene import start_game
    from game.client.phones import PhoneLink
    from game.client.scenes.overlays import PauseScene
    from game.client.scenes.title import MainMenuScene
    from game.engine.contract import SeatConfig
    from game.engine.match import PlayRequest

    monkeypatch.setenv("TABLETOP_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("TABLETOP_PHONE_PORT", "0")
    app.stack.replace(MainMenuScene(app))
    seats = (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh"))
    scene = start_game(app, PlayRequest("mana", seats, 3, {}), PhoneLink(app, 2), {0: 0, 1: 1})
    assert scene is not None
    try:
        pause = PauseScene(app, scene)
        app.stack.push(pause)
        pause.menu.focus_id("phones")
        settle(app, clock)
        pause.menu.focused().action()
        made = pictures_made_by(app, app.frame)
        assert not [k for k in made if isinstance(k, tuple) and k[0] == "made"], "the QR codes were made ahead"
        assert made == [], f"the phones' first frame made {made}"
    finally:
        scene.close()


def seated_lobby(app: Any, clock: FakeClock, game_id: str) -> Any:
    """``game_id``'s lobby with people seated (enough to start), shown, then left alone a second."""
    from game.client.scenes.lobby import LobbyScene, Slot
    from game.engine import registry

    game = registry.get(game_id)
    lobby = LobbyScene(app, game)
    app.stack.push(lobby)
    lobby.slots = [Slot("human", zone) for zone in ("kb:wasd", "kb:tfgh", "kb:ijkl")[:max(2, game.min_seats)]]
    app.frame()
    clock.advance(1.0)
    return lobby


@pytest.mark.parametrize("game_id", ["mana", "manga", "kingz", "ikasamage"])
def test_a_lobby_draws_its_table_ahead_in_slices_and_start_opens_that_very_table(
        app: Any, clock: FakeClock, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """People seated in a lobby: its table is drawn ahead, one
    picture a slice once the slice is spent (input is read between slices;
    here every clock reading is past the slice, and slicing never gives up),
    and Start opens the very deal drawn ahead: its first frame rasterises no art."""
    from game.client import app as app_module

    monkeypatch.setattr(app_module, "AHEAD_SLICES_MAX", 10**6)
    lobby = seated_lobby(app, clock, game_id)
    art, per_slice = app.canvas._art, []
    ticks = iter(range(1, 10**6))
    app.clock = lambda: clock() + next(ticks) * 0.01  # each reading past the last slice: each spent at once

    def store(key: object, surf: pygame.Surface) -> pygame.Surface:
        per_slice[-1] += 1
        return type(art).store(art, key, surf)

    art.store = store  # type: ignore[method-assign]
    try:
        while True:
            per_slice.append(0)
            if not app.prepare_ahead(clock()):
                break
    finally:
        del art.store
        app.clock = clock
    assert max(per_slice) == 1 and sum(per_slice) > 1, per_slice
    lobby.start()
    assert app.stack.top is not lobby
    made = pictures_made_by(app, app.frame)
    assert not [k for k in made if k in art], f"the table's first frame rasterised {made}"


def counted_table(app: Any) -> list[int]:
    """A table alone on the stack that notes each time it is drawn (in the list returned)."""
    from game.client.scene import Scene

    draws: list[int] = []

    class Table(Scene):
        def draw(self, canvas: Any) -> None:
            draws.append(1)
            canvas.table()
            canvas.box((300, 300, 600, 300), (200, 60, 60), 20)

    app.stack.reset(Table(app))
    return draws


def shown_as_from_scratch(app: Any, draws: list[int], before: int, why: str) -> None:
    """The frame just drawn did not draw the table (``draws`` still at ``before``), and the
    window shows what drawing every picture again from scratch shows."""
    assert len(draws) == before, why
    shown = pygame.image.tobytes(app.canvas.surface, "RGB")
    app.invalidate()  # every picture drawn again from scratch
    app.frame()
    assert len(draws) == before + 1
    assert pygame.image.tobytes(app.canvas.surface, "RGB") == shown


def test_an_overlay_on_an_overlay_starts_from_the_picture_frozen_under_the_first(app: Any) -> None:
    """A confirmation over the pause menu: the table under both is not drawn
    again (the pause menu is drawn on the picture frozen under it), and the
    screen is the same as when everything is drawn from scratch."""
    from game.client.scenes.overlays import ConfirmScene

    draws = counted_table(app)
    app.frame()
    app.stack.push(ConfirmScene(app, "Leave the table?", lambda: None))
    app.frame()
    before = len(draws)
    app.stack.push(ConfirmScene(app, "Really?", lambda: None))
    app.frame()
    shown_as_from_scratch(app, draws, before, "the table was drawn again under the second overlay")


def test_an_overlay_freezes_the_picture_the_window_shows_without_drawing_it_again(app: Any) -> None:
    """The pause menu over a table the last frame drew whole: its first frame takes the
    window's picture for the frozen layer instead of drawing the table again, and shows
    what drawing everything from scratch would."""
    from game.client.scenes.overlays import ConfirmScene

    draws = counted_table(app)
    app.frame()
    before = len(draws)
    app.stack.push(ConfirmScene(app, "Leave the table?", lambda: None))
    app.frame()
    shown_as_from_scratch(app, draws, before, "the table was drawn again under the overlay")


def test_an_overlay_that_replaces_another_starts_from_the_screen_frozen_under_the_first(app: Any) -> None:
    """The profile menu gives way to the renaming grid over the players' screen: the
    screen is not drawn again under the second overlay (it was kept, without the first
    one's backdrop), and the window shows what drawing everything from scratch would."""
    from game.client.scenes.overlays import ConfirmScene

    draws = counted_table(app)
    app.stack.push(ConfirmScene(app, "Rename or delete?", lambda: None))
    app.frame()
    before = len(draws)
    app.stack.pop()
    app.stack.push(ConfirmScene(app, "Delete this profile?", lambda: None))
    app.frame()
    shown_as_from_scratch(app, draws, before, "the screen was drawn again under the overlay that replaced the first")


def test_what_lay_over_the_last_frame_is_never_frozen_under_an_overlay(app: Any) -> None:
    """A notice was over the table (it goes away by itself, so it must not stay in the
    frozen picture), or the window was opened again (a new window shows nothing yet):
    the table is drawn again under the overlay."""
    from game.client.scenes.overlays import ConfirmScene

    draws = counted_table(app)
    app.toast("A pad was unplugged")
    app.frame()
    before = len(draws)
    app.stack.push(ConfirmScene(app, "Leave the table?", lambda: None))
    app.frame()
    assert len(draws) == before + 1, "the table under the notice was frozen as the window showed it"

    app.notice = ""
    draws = counted_table(app)  # a screen never frozen before
    app.frame()
    before = len(draws)
    app._open_window(app.fullscreen)
    app.stack.push(ConfirmScene(app, "Leave the table?", lambda: None))
    app.frame()
    assert len(draws) == before + 1, "the picture of the window before it was opened again was frozen"


def test_an_overlay_opened_on_one_never_shown_finds_the_picture_under_them_made_in_idle_time(
        app: Any, clock: FakeClock) -> None:
    """Phones chosen in a pause menu the same moment it opened: idle time made
    the picture frozen under the pause menu, so the first frame of both does
    not draw the table, and shows what drawing everything would."""
    from game.client.scenes.overlays import ConfirmScene

    draws = counted_table(app)
    app.frame()
    app.stack.push(ConfirmScene(app, "Leave the table?", lambda: None))
    clock.t += 10.0  # no frame yet, and nobody presses anything for a while
    while app.prepare_ahead(clock()):
        pass
    app.stack.push(ConfirmScene(app, "Really?", lambda: None))
    before = len(draws)
    app.frame()
    assert len(draws) == before, "the table was drawn in the first frame of both overlays"
    nested = pygame.image.tobytes(app.canvas.surface, "RGB")
    app.invalidate()  # every picture drawn again from scratch
    app.frame()
    assert pygame.image.tobytes(app.canvas.surface, "RGB") == nested


def test_the_night_lobby_draws_the_choice_of_games_ahead(app: Any, clock: FakeClock) -> None:
    from game.client.scenes.gamenight import NightGamesScene, NightLobbyScene

    lobby = NightLobbyScene(app)
    app.stack.push(lobby)
    lobby.join("kb:wasd")
    lobby.join("kb:tfgh")
    settle(app, clock)
    lobby.start()
    assert isinstance(app.stack.top, NightGamesScene)
    made = pictures_made_by(app, app.frame)
    assert made == [], f"the choice of games' first frame made {made}"


def test_the_games_window_leaves_its_long_lived_objects_out_of_collections(make_app: Any) -> None:
    """The game's window (``freeze_gc``, as ``app.run`` makes it) freezes what exists once the
    content is in, so a full collection in play no longer walks the content and fonts; the
    windows tests make keep the collector as it is."""
    import gc

    before = gc.get_freeze_count()
    make_app()
    assert gc.get_freeze_count() == before
    try:
        make_app(freeze_gc=True)
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()


def test_a_flight_rasterises_its_art_once_and_scales_it_as_it_shrinks(app: Any,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from game.client import gfx

    made: list[tuple[str, tuple[int, int]]] = []
    load = gfx.load_svg

    def counted(name: str, size: tuple[int, int], tint: Any = None) -> pygame.Surface:
        made.append((name, size))
        return load(name, size, tint)

    monkeypatch.setattr(gfx, "load_svg", counted)
    sizes = set()
    for step in range(40):  # a disc flying to its winner, 110 px shrinking to 60
        size = 110 - 50 * step / 39
        sizes.add(app.canvas.art("manga/disc_victory", (900, 500, size, size), moving=True).size)
    assert len(sizes) > 5 and len(made) == 1, (sizes, made)
    assert made[0][1][0] >= max(w for w, _h in sizes), "scaled down from a larger picture, never up"


def test_drawing_aside_leaves_the_screen_alone_and_keeps_no_sprite_painted_over_it(app: Any) -> None:
    canvas = app.canvas
    canvas.surface.fill((10, 20, 30))
    before = pygame.image.tobytes(canvas.surface, "RGB")
    with canvas.aside():
        canvas.box((0, 0, 1920, 1080), (200, 0, 0))
        canvas.text("Drawn ahead", (960, 540), 76)
        canvas.sprite(("aside", "over"), (100, 100), lambda c: c.box((0, 0, 100, 100), (0, 200, 0)), over=(10, 10))
        canvas.sprite(("aside", "alone"), (100, 100), lambda c: c.box((0, 0, 100, 100), (0, 200, 0)))
    assert pygame.image.tobytes(canvas.surface, "RGB") == before
    kept = [k[0] for k in canvas._sprites]
    assert ("aside", "alone") in kept and ("aside", "over") not in kept


@pytest.mark.parametrize("game_id", ["mana", "manga", "kingz", "ikasamage"])
def test_a_table_drawn_ahead_in_the_lobby_makes_no_sound(app: Any, clock: FakeClock, game_id: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The lobby draws the table Start would open while people sit down: that
    table is never shown, so it never speaks ("Action Power!") nor plays a sound."""
    heard: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name, voice=False: heard.append(name))
    seated_lobby(app, clock, game_id)
    drawn = 0
    while app.prepare_ahead(clock()):
        drawn += 1
    assert drawn and heard == []


def test_idle_time_makes_the_layers_surfaces_ahead_within_their_budget_and_a_new_layer_uses_one(app: Any) -> None:
    """A new window-sized surface costs page faults (20 ms at 4K here): the next
    layers' are made while nobody touches anything, never more than the layers
    may hold."""
    canvas = app.canvas
    canvas.retarget(canvas.surface)  # a new window size: nothing kept
    made = 0
    while canvas.make_spare():
        made += 1
    assert made == LAYER_SCREENS
    spare = canvas._spares[-1]
    canvas.layer("one", lambda c: c.table())
    assert canvas._layers.fetch(("layer", "one", canvas.surface.get_size(), canvas.ui_scale)) is spare
    assert not canvas.make_spare()  # the layers and the spares: LAYER_SCREENS screens at most
    assert canvas._layers.bytes + len(canvas._spares) * surface_bytes(spare) == canvas._layers.budget
