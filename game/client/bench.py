"""``python -m game bench [--json]``: numbers, never assertions.

* ``frame_ms``: p50/p99 of the time to update, draw and flip one 1920x1080
  frame, per scene of the smoke tour (the game scenes run hard bots, so the
  turn-based ones are measured while a bot thinks in its worker process), and
  ``first_frame_ms``, the scene's first frame (entering it: the hitch); a
  screen slow to make is made over a few frames while the last picture
  stays up, as in the game: ``enter_ms`` is then how long until it showed
  whole and ``enter_frames`` in how many frames;
  ``frame_ms_resized`` the same tour at other window sizes (worst scenes);
* ``realtime_bots``: all-hard-bot real-time tables played for 60 s in the real
  loop (``kingz_5_hard``: five bots, Power variant; ``manga_6_hard``): frame
  p99 and max, and the gaps between two reads of the input queue (p99, max);
* ``input_to_frame_ms``: from an intent taken off the queue to the end of the
  flip of the frame that shows it, with keys posted from another thread while
  the real loop runs;
* ``idle_cpu_percent``: percent of one core used while nobody touches the
  window (title, a lobby, a Mana table waiting for a human), over 10 s each;
* ``startup_ms``: from spawning ``python -m game`` (or the built executable)
  to its first drawn frame;
* ``playouts_per_s``: random-bot games per second, headless, per game; plus
  each game's own numbers (``game_numbers``);
* ``bot_think``: per turn-based game, hard decisions made in this process
  under the app's time cap (the default "bots think" setting): how long they
  took (p50, max) and how many the cap cut short (``cap_hits``,
  :mod:`game.engine.budget`: outside the app bots count work, not time).

Uses the real window when ``DISPLAY`` is set (e.g. under Xvfb), otherwise
SDL's dummy driver.
"""

from __future__ import annotations

import json as jsonlib
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def frame_numbers(app: Any) -> dict[str, dict[str, float]]:
    from game.client.smoke import run_tour

    out: dict[str, dict[str, float]] = {}

    def on_scene(label: str) -> None:
        frames = [ms for dq in app.stats.frames.values() for ms in dq]
        entries = app.stats.entries[:]
        app.stats.frames.clear()
        app.stats.entries.clear()
        if label in out:
            label = f"{label}_{len(out)}"
        out[label] = {"p50": round(percentile(frames, 50), 3), "p99": round(percentile(frames, 99), 3),
                      "first_frame_ms": round(frames[0], 3) if frames else 0.0, "frames": len(frames),
                      "enter_ms": round(max((ms for _s, ms, _n in entries), default=0.0), 3),
                      "enter_frames": max((n + 1 for _s, _ms, n in entries), default=1)}

    failures = run_tour(app, on_scene, frames_scale=1.0, bot_level="hard")
    for failure in failures:
        print(f"bench: scene failed: {failure}", file=sys.stderr)
    return out


def sized_frame_numbers(app: Any, size: tuple[int, int]) -> dict[str, Any]:
    """The tour again after the window is resized to ``size``: the worst
    scene's p50 and p99 frame time."""
    import pygame

    pygame.display.set_mode(size, pygame.RESIZABLE)
    app._resized(size)
    frames = frame_numbers(app)
    worst = max(frames, key=lambda k: frames[k]["p99"])
    first = max(frames, key=lambda k: frames[k]["first_frame_ms"])
    return {"p50_worst": max(v["p50"] for v in frames.values()), "p99_worst": frames[worst]["p99"],
            "p99_median_scene": round(statistics.median(v["p99"] for v in frames.values()), 3), "worst": worst,
            "first_frame_ms_worst": frames[first]["first_frame_ms"], "first_frame_worst": first,
            "first_frame_ms": {k: v["first_frame_ms"] for k, v in frames.items()},
            "enter_ms": {k: v["enter_ms"] for k, v in frames.items()},
            "p99": {k: v["p99"] for k, v in frames.items()}}


def latency_numbers(app: Any, where: str, seconds: float = 4.0) -> dict[str, float]:
    """Post key presses from another thread while the real loop runs, in a
    lobby or in a six-seat Manga Manga game (one human seat on the WASD zone)."""
    import pygame

    from game.client.game_scene import start_game
    from game.client.scenes.lobby import LobbyScene
    from game.content.scancodes import SCANCODES
    from game.engine import registry
    from game.engine.contract import SeatConfig
    from game.engine.match import PlayRequest

    if where == "lobby":
        app.stack.push(LobbyScene(app, registry.all_games()[0]))
    else:
        seats = (SeatConfig("human", source="kb:wasd"),) + tuple(SeatConfig("bot", "hard") for _ in range(5))
        start_game(app, PlayRequest("manga", seats, 11, {}))
    app.stats.latency.clear()
    stop = time.perf_counter() + seconds
    rng = random.Random(5)

    def typist() -> None:
        keys = [SCANCODES[k] for k in (("W", "S", "UP", "DOWN", "I", "K") if where == "lobby" else ("A", "D", "W"))]
        while time.perf_counter() < stop - 0.2:
            code = rng.choice(keys)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=code, key=0, mod=0))
            time.sleep(rng.uniform(0.01, 0.05))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=code, key=0, mod=0))
            time.sleep(rng.uniform(0.005, 0.04))

    thread = threading.Thread(target=typist, daemon=True)
    thread.start()
    polls, frames, began = app.polls, app.frame_count, time.perf_counter()
    app.poll_gaps.clear()
    app.loop(max_seconds=seconds)
    gaps = [g * 1000 for g in app.poll_gaps]
    elapsed = time.perf_counter() - began
    polls, frames = app.polls - polls, app.frame_count - frames
    thread.join()
    lat = list(app.stats.latency)
    top = app.stack.top
    if hasattr(top, "quit_to_menu"):
        top.quit_to_menu()
    else:
        app.stack.pop()
    return {"p50": round(percentile(lat, 50), 3), "p99": round(percentile(lat, 99), 3), "samples": len(lat),
            "poll_hz": round(polls / elapsed), "fps": round(frames / elapsed),
            "poll_gap_p99": round(percentile(gaps, 99), 3), "poll_gap_max": round(max(gaps, default=0.0), 3)}


REALTIME_BOT_RUNS = {"kingz_5_hard": ("kingz", 5, {"power": True}), "manga_6_hard": ("manga", 6, {})}
"""The all-bot tables ``realtime_bots`` plays: game, hard bots, rules."""


def realtime_bot_numbers(app: Any, game_id: str, seats: int, rules: dict[str, Any],
                         seconds: float = 60.0) -> dict[str, float]:
    """Play ``seconds`` of an all-hard-bot real-time game in the real loop (a
    new game starts whenever one ends): frame times, and the gaps between two
    reads of the input queue (how late a press could be stamped)."""
    from game.client.game_scene import GameScene
    from game.client.scenes.lobby import LobbyScene, Slot
    from game.client.scenes.title import MainMenuScene
    from game.client.smoke import rest_on
    from game.engine import registry

    app.stats.frames.clear()
    gaps: list[float] = []
    played, games = 0.0, 0
    while played < seconds:
        if not isinstance(app.stack.top, GameScene):  # the last game ended: a new one, started as a person does
            app.stack.reset(MainMenuScene(app))
            lobby = LobbyScene(app, registry.get(game_id))
            app.stack.push(lobby)
            lobby.slots = [Slot("bot", level="hard") for _ in range(seats)]
            lobby.rules.update(rules)
            lobby.seed = 7 + games
            rest_on(app, "start")  # the cursor rests on Start a moment: the table is drawn ahead
            app.stats.frames.clear()  # the lobby's frames are not the table's
            lobby.start()
            games += 1
        app.poll_gaps.clear()
        app._last_poll = app.clock()
        began = time.perf_counter()
        app.loop(max_seconds=min(1.0, seconds - played))
        played += time.perf_counter() - began
        gaps += [g * 1000 for g in app.poll_gaps]
    frames = [ms for dq in app.stats.frames.values() for ms in dq]
    app.stats.frames.clear()
    app.stack.reset(MainMenuScene(app))
    return {"frame_p99_ms": round(percentile(frames, 99), 3), "frame_max_ms": round(max(frames, default=0.0), 3),
            "poll_gap_p99_ms": round(percentile(gaps, 99), 3), "poll_gap_max_ms": round(max(gaps, default=0.0), 3),
            "frames": len(frames), "games": games}


def idle_cpu_numbers(app: Any, seconds: float = 10.0) -> dict[str, float]:
    """Percent of one core the process uses while nobody touches the window, on
    the title screen, in a lobby and at a Mana table waiting for a human (two
    human seats), each measured over ``seconds`` after the screen has calmed
    (the pulses that follow the last input have ended)."""
    from game.client.app import CALM_S
    from game.client.game_scene import start_game
    from game.client.scenes.lobby import LobbyScene
    from game.client.scenes.title import TitleScene
    from game.engine import registry
    from game.engine.contract import SeatConfig
    from game.engine.match import PlayRequest

    def title() -> None:
        app.stack.reset(TitleScene(app))

    def lobby() -> None:
        app.stack.push(LobbyScene(app, registry.get("mana")))

    def mana_table() -> None:
        seats = (SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh"))
        start_game(app, PlayRequest("mana", seats, 3, {}))

    out: dict[str, float] = {}
    for label, setup in (("title", title), ("lobby", lobby), ("mana_table_waiting", mana_table)):
        setup()
        app.loop(max_seconds=CALM_S + 1.0)
        cpu, wall = time.process_time(), time.perf_counter()
        app.loop(max_seconds=seconds)
        out[label] = round(100 * (time.process_time() - cpu) / (time.perf_counter() - wall), 2)
    title()
    return out


def startup_ms(runs: int = 5) -> float:
    """Median wall time from spawning the game to its first drawn frame."""
    cmd = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "game"]
    env = dict(os.environ, TABLETOP_FIRST_FRAME_EXIT="1", TABLETOP_HOME=tempfile.mkdtemp(prefix="tt-bench-"))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("first-frame"):
                times.append((time.perf_counter() - start) * 1000)
                break
        proc.wait(timeout=60)
    return round(statistics.median(times), 1) if times else -1.0


def playout_numbers(seconds: float = 2.0) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    from game import paths
    from game.client.game_scene import content_json
    from game.content.loader import ContentStore
    from game.engine import registry
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.match import make_bots, run_match

    store = ContentStore(paths.data_dir(), None)
    store.load_all()
    rates: dict[str, float] = {}
    extra: dict[str, dict[str, float]] = {}
    for game in registry.all_games():
        n = game.max_seats if game.realtime else game.min_seats
        seats = tuple(SeatConfig("bot", "random") for _ in range(n))
        config = GameConfig(seats, game.default_rules(), content_json(store, game))
        done = 0
        start = time.perf_counter()
        seed = 1
        while time.perf_counter() - start < seconds:
            run_match(game, config, seed, make_bots(game, config, seed))
            done += 1
            seed += 1
        rates[game.id] = round(done / (time.perf_counter() - start), 2)
        extra[game.id] = game.benchmarks(seconds)
    return rates, extra


def think_numbers(decisions: int = 6) -> dict[str, dict[str, float]]:
    """``decisions`` hard decisions per turn-based game, from positions of
    random games, with the app's default time cap."""
    from game import paths
    from game.client.game_scene import content_json
    from game.client.settings import Settings
    from game.content.loader import ContentStore
    from game.engine import budget, registry
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.match import bot_state, make_bots, run_match

    store = ContentStore(paths.data_dir(), None)
    store.load_all()
    cap = Settings().bot_think_ms
    out: dict[str, dict[str, float]] = {}
    for game in registry.all_games():
        if game.realtime:
            continue
        seats = tuple(SeatConfig("bot", "random") for _ in range(max(game.min_seats, min(4, game.max_seats))))
        config = GameConfig(seats, game.default_rules(), content_json(store, game))
        positions: list[tuple[Any, int]] = []

        def keep(state: Any, seat: int | None, action: Any, events: Any, game: Any = game,
                 positions: list[tuple[Any, int]] = positions) -> None:
            if seat is not None and len(positions) < decisions * 8:
                positions.append((state, next(iter(game.active_seats(state)), seat)))

        run_match(game, config, 5, make_bots(game, config, 5), on_step=keep)
        before = sum(budget.CAP_HITS.values())
        times: list[float] = []
        for i, (state, seat) in enumerate(positions[::8][:decisions]):
            if seat not in game.active_seats(state):
                continue
            bot = game.make_bot("hard", seat, i, cap)
            t0 = time.perf_counter()
            bot.decide(bot_state(game, state, seat, i), 0.0)
            times.append((time.perf_counter() - t0) * 1000)
        out[game.id] = {"decisions": len(times), "p50_ms": round(percentile(times, 50), 1),
                        "max_ms": round(max(times, default=0.0), 1), "cap_ms": cap,
                        "cap_hits": sum(budget.CAP_HITS.values()) - before}
    return out


def main(json: bool = False) -> int:
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    home = tempfile.mkdtemp(prefix="tt-bench-")
    os.environ["TABLETOP_HOME"] = home
    import pygame

    from game.client.app import App
    from game.client.game_scene import BotPool

    app = App(size=(1920, 1080), offer_resume=False, freeze_gc=True, enter_in_slices=True)  # as the game runs
    driver = pygame.display.get_driver()
    frames = frame_numbers(app)
    sized = {f"{w}x{h}": sized_frame_numbers(app, (w, h)) for w, h in ((900, 600), (3840, 2160))}
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app._resized((1920, 1080))
    idle = idle_cpu_numbers(app)
    latency = latency_numbers(app, "lobby")
    in_game = latency_numbers(app, "manga")
    bots = {name: realtime_bot_numbers(app, *run) for name, run in REALTIME_BOT_RUNS.items()}
    app.shutdown()
    BotPool.shutdown()
    pygame.quit()
    start = startup_ms()
    playouts, extra = playout_numbers()
    thinking = think_numbers()
    result = {"bot_think": thinking,
              "frame_ms": {k: {"p50": v["p50"], "p99": v["p99"], "first_frame_ms": v["first_frame_ms"],
                               "enter_ms": v["enter_ms"], "enter_frames": v["enter_frames"]}
                           for k, v in frames.items()},
              "frame_ms_resized": sized,
              "input_to_frame_ms": {"p50": latency["p50"], "p99": latency["p99"]},
              "input_to_frame_ms_manga_6_seats": {"p50": in_game["p50"], "p99": in_game["p99"]},
              "idle_cpu_percent": idle,
              "realtime_bots": bots,
              "startup_ms": start, "playouts_per_s": playouts, "game_numbers": extra,
              "video_driver": driver, "frame_counts": {k: v["frames"] for k, v in frames.items()},
              "input_samples": latency["samples"], "input_poll_hz": latency["poll_hz"], "loop_fps": latency["fps"],
              "input_timestamp_resolution_ms": {"p99": max(latency["poll_gap_p99"], in_game["poll_gap_p99"]),
                                                "max": max(latency["poll_gap_max"], in_game["poll_gap_max"])}}
    if json:
        print(jsonlib.dumps(result))
        return 0
    print(f"video driver: {driver}")
    print("frame time per scene (ms)      p50      p99    first    shown after (frames)")
    for name, v in frames.items():
        print(f"  {name:<26} {v['p50']:8.2f} {v['p99']:8.2f} {v['first_frame_ms']:8.2f} {v['enter_ms']:8.2f} "
              f"({v['enter_frames']})")
    for size, v in sized.items():
        print(f"after resizing to {size}: frame p99 {v['p99_worst']:.2f} ms in the worst scene ({v['worst']}), "
              f"{v['p99_median_scene']:.2f} ms in the median scene; first frame {v['first_frame_ms_worst']:.2f} ms "
              f"at worst ({v['first_frame_worst']})")
    print(f"input to frame (ms): p50 {latency['p50']:.2f}  p99 {latency['p99']:.2f}  "
          f"({latency['samples']} presses; input polled {latency['poll_hz']} times/s, {latency['fps']} frames/s)")
    print(f"input to frame in a 6-seat Manga Manga game (ms): p50 {in_game['p50']:.2f}  p99 {in_game['p99']:.2f}  "
          f"({in_game['samples']} presses)")
    for name, run in (("lobby", latency), ("6-seat game", in_game)):
        print(f"input timestamp resolution in the {name} (gap between queue reads, ms): "
              f"p99 {run['poll_gap_p99']:.2f}  max {run['poll_gap_max']:.2f}  ({run['poll_hz']} polls/s)")
    for name, run in bots.items():
        print(f"{name}: frame p99 {run['frame_p99_ms']:.2f} ms, max {run['frame_max_ms']:.2f} ms; "
              f"input read gap p99 {run['poll_gap_p99_ms']:.2f} ms, max {run['poll_gap_max_ms']:.2f} ms "
              f"({run['frames']} frames, {run['games']} games)")
    print("idle CPU, percent of one core over 10 s with nobody touching the window: "
          + ", ".join(f"{k} {v:.2f} %" for k, v in idle.items()))
    print(f"start-up to first frame: {start:.0f} ms")
    for gid, rate in playouts.items():
        more = "  ".join(f"{k} {v:,.0f}" for k, v in extra.get(gid, {}).items())
        print(f"{gid}: {rate:.2f} random games/s  {more}")
    for gid, v in thinking.items():
        print(f"{gid}: hard decisions under the app's {v['cap_ms']} ms cap: p50 {v['p50_ms']:.0f} ms, "
              f"max {v['max_ms']:.0f} ms, cut short by the cap {v['cap_hits']} of {v['decisions']}")
    return 0
