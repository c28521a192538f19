"""``python -m game smoke``: open every scene headless (and every registered
game with bots only) for a few hundred frames; exit 0 only if nothing failed.

The same tour drives ``bench`` (frame times per scene) and, with ``--shots``,
saves a screenshot of every scene for a person to look at."""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

FRAMES_PER_SCENE = 120
GAME_FRAMES = 360


def headless_env(home: str | None = None) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if home is not None:
        os.environ["TABLETOP_HOME"] = home


def post_key(scancode: int, up: bool = True) -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=scancode, key=0, mod=0))
    if up:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=scancode, key=0, mod=0))


def rest_on(app: Any, item: str) -> None:
    """A person's cursor rests on the top menu's ``item`` a moment before
    choosing it: what it opens is drawn ahead meanwhile (:meth:`Scene.ahead`)."""
    app.stack.top.menu.focus_id(item)
    rest(app)


def rest(app: Any) -> None:
    """Nobody touches anything for a while: everything the scenes may soon
    show is drawn ahead (:meth:`Scene.ahead`)."""
    while app.prepare_ahead(float("inf")):
        pass


def tour(app: Any, bot_level: str = "easy", stages: bool = True) -> Iterator[tuple[str, int]]:
    """Put each scene on top of the stack in turn; yield (label, frames to run).
    ``stages``: also each table's own looks (``GameScene.tour_stages``)."""
    from game.client.game_scene import GameScene, scene_class
    from game.client.howto import HowToPlayScene
    from game.client.scenes.lobby import GameInfoScene, LobbyScene, Slot
    from game.client.scenes.messages import ContentErrorScene, ResumeScene, UnpluggedScene
    from game.client.scenes.naming import NameScene
    from game.client.scenes.overlays import ConfirmScene, KeyCheckScene, PauseScene, RulesScene
    from game.client.scenes.results import ResultsScene, ReviewScene
    from game.client.scenes.settings import ControlsScene, SettingsScene
    from game.client.scenes.title import MainMenuScene, TitleScene
    from game.content.errors import ContentError
    from game.content.scancodes import SCANCODES
    from game.engine import registry
    from game.engine.contract import Outcome
    from game.engine.journal import read_journal

    stack = app.stack
    app.ensure_content()
    stack.reset(TitleScene(app))
    yield "title", FRAMES_PER_SCENE
    stack.replace(MainMenuScene(app))
    yield "main_menu", FRAMES_PER_SCENE
    rest_on(app, "settings")
    settings = SettingsScene(app)
    stack.push(settings)
    yield "settings", FRAMES_PER_SCENE
    settings.menu.focus_id("phones_everywhere")  # its risk, said under the list
    yield "settings_phones", FRAMES_PER_SCENE // 4
    rest_on(app, "controls")
    stack.push(ControlsScene(app))
    yield "controls", FRAMES_PER_SCENE
    stack.pop()
    stack.pop()
    from game.client.scenes.gallery import GalleryScene

    rest_on(app, "gallery")
    gallery = GalleryScene(app)
    stack.push(gallery)
    for index, game in enumerate(gallery.games):
        gallery.choose_game(index)
        yield f"gallery_{game.id}", FRAMES_PER_SCENE // 2
    gallery.choose_game(next((i for i, g in enumerate(gallery.games) if g.id == "ikasamage"), 0))
    if ("kind", "judge") in gallery.bar_items():
        gallery.bar = gallery.bar_items().index(("kind", "judge"))  # the cursor rests on the judges a moment
        rest(app)
    gallery.kind, gallery.bar = "judge", None
    yield "gallery_judges", FRAMES_PER_SCENE // 2
    stack.pop()
    for game in registry.all_games():
        rest_on(app, game.id)
        stack.push(GameInfoScene(app, game))
        yield f"{game.id}_info", FRAMES_PER_SCENE
        rest_on(app, "rules")
        stack.push(RulesScene(app, game))
        yield f"{game.id}_rules", FRAMES_PER_SCENE // 2
        stack.pop()
        pages = scene_class(game).how_to_play(app)
        if pages:
            rest_on(app, "howto")
            howto = HowToPlayScene(app, game, pages)
            stack.push(howto)
            for page in range(len(pages)):
                howto.index = page
                yield f"{game.id}_howto_{page + 1}", FRAMES_PER_SCENE // 8
            stack.pop()
        rest_on(app, "play")
        lobby = LobbyScene(app, game)
        stack.push(lobby)
        post_key(SCANCODES["E"])  # the WASD zone's act key: join
        post_key(SCANCODES["Y"])  # the TFGH zone's act key: join
        yield f"{game.id}_lobby", FRAMES_PER_SCENE
        os.environ.setdefault("TABLETOP_PHONE_HOST", "127.0.0.1")  # the tour's server stays on this machine
        lobby.toggle_phones()
        if lobby.link is None:
            raise RuntimeError(f"{game.id}: phones did not start")
        if game.id == "kingz":  # a phone takes a free seat (the web library works in this build too)
            from game.phone.probe import ProbePhone
            phone = ProbePhone(lobby.link.server.ws_url(3))
            phone.next("page", pump=lambda here=lobby: here.update(app.clock()))  # whatever the app's clock does
            phone.close()
        yield f"{game.id}_lobby_phones", FRAMES_PER_SCENE
        lobby.toggle_phones()
        if game.id == "kingz":  # a name typed for a seat (once: the overlay is the same for every game)
            names = NameScene.for_seat(app, lobby, 0)
            stack.push(names)
            names.typed("Grizzlebeard!", 0.0)
            yield "name_entry", FRAMES_PER_SCENE // 4
            stack.pop()
            from game.client.scenes.profiles import NewProfileScene
            lobby.slots[0].source, keys = "pad:0", lobby.slots[0].source  # a pad's seat: the letter grid
            made_here = NewProfileScene(app, lobby, 0)
            lobby.slots[0].source = keys
            stack.push(made_here)
            made_here.typed("Zoé", 0.0)
            made_here.grid.row, made_here.grid.col = 1, 4  # type: ignore[union-attr]
            yield "new_profile_grid", FRAMES_PER_SCENE // 4
            stack.pop()
        rest_on(app, "key_check")
        stack.push(KeyCheckScene(app))
        post_key(SCANCODES["W"], up=False)
        post_key(SCANCODES["A"], up=False)
        yield "key_check", FRAMES_PER_SCENE // 2
        app.input.release_all()
        stack.pop()
        lobby.slots = [Slot("bot", level=bot_level) for _ in range(game.max_seats)]  # bots at every seat
        lobby.seed = 7
        rest_on(app, "start")  # the cursor rests on Start a moment: the table is drawn ahead
        lobby.start()
        scene = stack.top
        if not isinstance(scene, GameScene):
            raise RuntimeError(f"{game.id}: the game scene did not start")
        yield f"{game.id}_game", GAME_FRAMES
        if scene in stack.scenes:
            stack.push(PauseScene(app, scene))
            yield f"{game.id}_pause", FRAMES_PER_SCENE // 2
            stack.push(ConfirmScene(app, app.tr("pause.quit_confirm"), lambda: None))
            yield "confirm", FRAMES_PER_SCENE // 2
            stack.pop()
            stack.pop()
            scene.lost.append(0)
            stack.push(UnpluggedScene(app, scene))
            yield "unplugged", FRAMES_PER_SCENE // 2
            scene.lost.clear()
            stack.pop()
            stack.push(ResultsScene(app, scene, finished_outcome(game, scene.config)))
            yield f"{game.id}_results", FRAMES_PER_SCENE // 2
            stack.pop()
            if scene.reviewable:
                stack.push(ReviewScene(app, scene, Outcome((0,), (1.0, 0.0), "smoke")))
                yield f"{game.id}_review", FRAMES_PER_SCENE // 2
                stack.pop()
            if scene.journal is not None:
                scene.journal.flush()
                stack.push(ResumeScene(app, scene.journal.path, read_journal(scene.journal.path)))
                yield "resume", FRAMES_PER_SCENE // 2
                stack.pop()
            scene.quit_to_menu()
        while not isinstance(stack.top, MainMenuScene):
            stack.pop()
        # people at the table: every keyboard zone (the longest key names last), then bots
        # seated in the lobby, phones on, the cursor resting on Start a moment (the table is drawn ahead)
        zones = list(reversed(app.input.keyboard_sources()))
        lobby = LobbyScene(app, game)
        stack.push(lobby)
        lobby.slots = [Slot("human", zones[i]) if i < len(zones) else Slot("bot", level=bot_level)
                       for i in range(game.max_seats)]
        lobby.seed = 7
        lobby.toggle_phones()
        rest_on(app, "start")
        lobby.start()
        scene = stack.top
        if not isinstance(scene, GameScene) or scene.phones is None:
            raise RuntimeError(f"{game.id}: the game scene did not start with people seated")
        yield f"{game.id}_people", FRAMES_PER_SCENE
        for stage in scene.tour_stages() if stages else ():
            yield f"{game.id}_people_{stage}", FRAMES_PER_SCENE // 4
        if scene in stack.scenes:
            stack.push(PauseScene(app, scene))
            rest_on(app, "phones")
            scene.show_phones()  # the pause menu's Phones: every human seat's code again
            yield f"{game.id}_phones", FRAMES_PER_SCENE // 4
            stack.pop()
            scene.quit_to_menu()
        while not isinstance(stack.top, MainMenuScene):
            stack.pop()
    from game.client.scenes.players import PlayersScene
    records, made = demo_records(app)
    players = PlayersScene(app, records)
    stack.push(players)
    players.index = players.whos.index(f"p:{made[0]}")
    yield "players", FRAMES_PER_SCENE // 2
    players.game_index = 1
    yield "players_one_game", FRAMES_PER_SCENE // 4
    from game.client.scenes.players import ProfileMenuScene
    alice = app.profiles.get(made[0])
    stack.push(ProfileMenuScene(app, players, alice.id, "pad:0"))  # rename or delete
    yield "players_manage", FRAMES_PER_SCENE // 4
    stack.pop()
    renaming = NameScene(app, app.tr("players.rename_title", name=alice.name), alice.name, lambda name: "",
                         alice.name, "pad:0")
    stack.push(renaming)
    yield "name_grid", FRAMES_PER_SCENE // 4
    stack.pop()
    stack.push(ConfirmScene(app, app.tr("players.delete_confirm", name=alice.name), lambda: None,
                            app.tr("players.delete_detail")))
    yield "players_delete", FRAMES_PER_SCENE // 4
    stack.pop()
    stack.pop()
    yield from gamenight_tour(app, made)
    for pid in made:  # the tour's people leave no trace
        app.profiles.profiles.pop(pid, None)
    example = ContentError("data/example.yaml", 3, 7, "deck[2].shield: unknown colour 'pink'")
    stack.push(ContentErrorScene(app, [example]))
    yield "content_errors", FRAMES_PER_SCENE // 2
    stack.pop()


def demo_records(app: Any) -> tuple[Any, list[str]]:
    """Four profiles (in memory only) and a season of games between them and
    the bots, as the Players screen and the game night's scoreboard get them."""
    from game.engine.profiles import Mark
    from game.engine.records import PlayedGame, Records, SeatResult, places

    made = []
    for name, colour, symbol in (("Alice", "blue", "star"), ("Barnabé", "orange", "triangle"),
                                 ("Chloé", "green", "diamond"), ("Dédé", "pink", "hexagon")):
        made.append(app.profiles.create(name, Mark(colour, symbol), "2026-01-01T10:00:00+00:00").id)
    games: list[PlayedGame] = []
    plan: list[tuple[str, tuple[int | str, ...], int]] = [
        ("mana", (0, "bot:hard"), 0), ("mana", (1, 0), 1), ("manga", (0, 1, 2, "bot:normal"), 2),
        ("kingz", (0, 1, 2), 0), ("ikasamage", (0, 1, 2, 3), 3), ("mana", (0, "bot:hard"), 1),
        ("kingz", (2, 3, "bot:easy"), 2), ("manga", (0, 3), 0), ("ikasamage", (1, 2, "bot:hard"), 0),
        ("mana", (2, 0), 1), ("mana", (0, "bot:normal"), 0), ("kingz", (0, 1, "bot:hard"), 0)]
    for day, (gid, seat_list, winner) in enumerate(plan, 1):
        scores = [float((day * 7 + i * 5) % 11) for i in range(len(seat_list))]
        scores[winner] = 12.0
        where = places([winner], scores, len(seat_list))
        seats = []
        for i, who in enumerate(seat_list):
            every: dict[str, dict[str, int | str]] = {
                "mana": {"side": "black" if i == 0 else "white"},
                "manga": {"battles": int(scores[i]) // 3, "swords": int(scores[i])},
                "kingz": {"fame": min(5, int(scores[i]) // 2), "animal": "ours"},
                "ikasamage": {"gold": int(scores[i])}}
            seats.append(SeatResult(who if isinstance(who, str) else f"p:{made[who]}", "", where[i], scores[i],
                                    i == winner, every[gid]))
        games.append(PlayedGame(f"demo-{day}", gid, f"2026-02-{day:02d}T20:00:00+00:00", "win", tuple(seats)))
    return Records(games), made


def gamenight_tour(app: Any, made: list[str]) -> Iterator[tuple[str, int]]:
    """The night's screens: its lobby, the choice of games, a scoreboard after
    two games (a long name, a tie), the final screen. Nothing is saved."""
    from game.client.scenes.gamenight import NightFinalScene, NightGamesScene, NightLobbyScene, NightScene
    from game.engine.contract import SeatConfig
    from game.engine.gamenight import Night
    from game.engine.records import PlayedGame, SeatResult

    stack = app.stack
    rest_on(app, "gamenight")
    lobby = NightLobbyScene(app)
    stack.push(lobby)
    lobby.join("kb:wasd")  # two people sit down: each seat card lists the profiles to pick from
    lobby.join("kb:tfgh")
    yield "gamenight_lobby", FRAMES_PER_SCENE // 4
    seats = tuple(SeatConfig("human", name=app.profiles.get(pid).name, profile=pid) for pid in made) + \
        (SeatConfig("bot", "hard"),)
    games = NightGamesScene(app, seats)
    games.chosen = [g.id for g in games.fitting][:2]
    stack.push(games)
    yield "gamenight_games", FRAMES_PER_SCENE // 4
    night = Night(seats, ("kingz", "manga", "ikasamage"), (3, 2, 1))
    night.finish(PlayedGame("k", "kingz", "", "fame", tuple(
        SeatResult(f"p:{made[i]}" if i < 4 else "bot:hard", "", p, s, p == 1, {"fame": int(s)})
        for i, (p, s) in enumerate([(2, 3), (1, 5), (3, 2), (4, 1), (4, 1)]))))
    night.finish(PlayedGame("m", "manga", "", "swords", tuple(
        SeatResult(f"p:{made[i]}" if i < 4 else "bot:hard", "", p, s, p == 1, {"swords": int(s)})
        for i, (p, s) in enumerate([(1, 9), (2, 7), (2, 7), (4, 3), (5, 1)]))))
    board = NightScene(app, night)
    stack.push(board)
    yield "gamenight_scoreboard", FRAMES_PER_SCENE // 4
    stack.push(NightFinalScene(app, night))
    yield "gamenight_final", FRAMES_PER_SCENE // 4
    for _ in range(4):
        stack.pop()


_OUTCOMES: dict[str, Any] = {}
"""finished_outcome's games, played once a process (the fit check tours every text size)."""


def finished_outcome(game: Any, config: Any) -> Any:
    """The outcome of a whole game between random bots with these seats and
    rules, as the results screen gets it (with each game's own details)."""
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.match import make_bots, run_match

    bots_config = GameConfig(seats=tuple(SeatConfig("bot", "random") for _ in config.seats), rules=config.rules,
                             content=config.content)
    key = f"{game.id} {bots_config!r}"
    if key not in _OUTCOMES:
        result = run_match(game, bots_config, 7, make_bots(game, bots_config, 7))
        if result.outcome is None:
            raise RuntimeError(f"{game.id}: a game between random bots did not end ({result.stop})")
        _OUTCOMES[key] = result.outcome
    return _OUTCOMES[key]


def run_tour(app: Any, on_scene: Callable[[str], None] | None = None,
             frames_scale: float = 1.0, bot_level: str = "easy") -> list[str]:
    """Run the tour; returns the failures (empty when all went well)."""
    failures: list[str] = []
    it = tour(app, bot_level)
    while True:
        try:
            label, frames = next(it)
        except StopIteration:
            break
        except Exception:
            failures.append(f"setting up a scene after {app.scenes_named()}:\n{traceback.format_exc()}")
            break
        try:
            for _ in range(max(1, int(frames * frames_scale))):
                app.step()
                app.frame()
            if on_scene is not None:
                on_scene(label)
            rest(app)  # a person looks at a screen before going on
        except Exception:
            failures.append(f"{label}:\n{traceback.format_exc()}")
    return failures


Misfit = tuple[str, str, str, str, str]
"""(language, text size, screen, text, what went wrong) found by :func:`fit_check`."""


def fit_check(languages: tuple[str, ...] = ("en", "fr"), scales: tuple[float, ...] | None = None,
              frames_scale: float = 0.25) -> tuple[list[Misfit], int]:
    """Render every screen and overlay of the tour in each language at each
    text size, noting every string that does not fit (see ``Canvas.misfits``).
    Returns the misfits and the number of screens looked at.

    Runs in ``$TABLETOP_HOME`` (the caller gives a throwaway folder)."""
    headless_env()
    from game.client.app import App
    from game.client.settings import UI_SCALES

    found: list[Misfit] = []
    screens = 0
    at_100: dict[tuple[str, str, int], dict[Any, tuple[float, float]]] = {}
    """Each screen's pictures at 100 % text size (each language runs it first)."""
    for language in languages:
        for scale in sorted(scales or UI_SCALES, key=lambda s: (s != 1.0, s)):
            app = App(size=(1920, 1080), offer_resume=False)
            app.draws_ahead = False  # a third of the tour's time, for pictures each screen makes anyway
            app.settings.bot_think_ms = 50
            app.set_language(language)
            app.set_ui_scale(scale)
            seen: set[tuple[str, str]] = set()
            app.canvas.misfits = seen
            visits: dict[str, int] = {}
            size = f"{round(scale * 100)}%"

            def on_scene(label: str, lang: str = language, size: str = size,
                         seen: set[tuple[str, str]] = seen, canvas: Any = app.canvas,
                         visits: dict[str, int] = visits) -> None:
                nonlocal screens
                screens += 1
                visits[label] = visits.get(label, 0) + 1  # a screen seen again (a confirm per game) is another
                canvas.look_back(at_100.setdefault((lang, label, visits[label]), {}))
                found.extend((lang, size, label, text, why) for text, why in sorted(seen))
                seen.clear()

            failures = run_tour(app, on_scene, frames_scale=frames_scale)
            app.shutdown()
            if failures:
                raise RuntimeError("\n".join(failures))
    return found, screens


def fit_main() -> int:
    """``smoke --fit``: print every misfit; exit 1 if there is any."""
    with tempfile.TemporaryDirectory(prefix="tabletop-fit-") as home:
        os.environ["TABLETOP_HOME"] = home
        misfits, screens = fit_check()
    from game.client.game_scene import BotPool
    BotPool.shutdown()
    for lang, size, label, text, why in misfits:
        print(f"fit: {lang} {size} {label}: {why}: {text!r}")
    print(f"fit: {screens} screens looked at, {len(misfits)} strings that do not fit")
    return 1 if misfits else 0


def main(shots: str | None = None, language: str | None = None, text_size: int | None = None) -> int:
    """Run the tour in ``$TABLETOP_HOME`` when it is set, else in a temporary
    user folder removed afterwards (a smoke run never touches the real one)."""
    given = os.environ.get("TABLETOP_HOME", "").strip()
    if given:
        return _main(given, shots, language, text_size)
    with tempfile.TemporaryDirectory(prefix="tabletop-smoke-") as home:
        return _main(home, shots, language, text_size)


def _main(home: str, shots: str | None, language: str | None, text_size: int | None) -> int:
    headless_env(home)
    import pygame

    from game.client.app import App

    try:
        app = App(size=(1920, 1080), offer_resume=False)
    except Exception:
        print(f"smoke: the app did not start:\n{traceback.format_exc()}", file=sys.stderr)
        return 1
    app.settings.bot_think_ms = 50
    if language:
        app.set_language(language)
    if text_size:
        app.set_ui_scale(text_size / 100)
    shot_dir = Path(shots) if shots else None
    if shot_dir is not None:
        shot_dir.mkdir(parents=True, exist_ok=True)

    def on_scene(label: str) -> None:
        print(f"smoke: {label} ok ({app.frame_count} frames so far)")
        if shot_dir is not None:
            pygame.image.save(app.canvas.surface, str(shot_dir / f"{label}.png"))

    failures = run_tour(app, on_scene)
    if app.tr.missing:
        failures.append("missing strings: " + ", ".join(sorted(app.tr.missing)))
    if app.canvas.min_text_px_used < 32:
        failures.append(f"text drawn at {app.canvas.min_text_px_used}px, below the 32px floor")
    app.shutdown()
    from game.client.game_scene import BotPool
    BotPool.shutdown()
    for failure in failures:
        print(f"smoke: FAILED {failure}", file=sys.stderr)
    print(f"smoke: {'FAILED' if failures else 'ok'}: {app.frame_count} frames, {len(failures)} failures")
    return 1 if failures else 0
