"""Phones: how soon a phone's action shows on the TV, and what the server costs.

Runs the real app headless (its own main loop) with the phone server on
127.0.0.1 and six scripted phones (:class:`game.phone.probe.ProbePhone`,
each in its own thread, answering pings like the page does):

1. idle: an Ikasamage game of six phone seats, nobody acting, for
   ``--seconds``: the server thread's CPU (read from /proc for that thread
   alone) and the whole process's;
2. battle: a Manga Manga game of six phone seats where every phone plays the
   first card its page offers, after a pause of 0.25-0.9 s, for ``--seconds``:
   the same CPU numbers, the time the game's thread spends building pages,
   and, for every action the game applied, the time from the server receiving
   it to the end of the frame that shows it (``App.stats.phone_latency``).

Run: python benchmarks/phones.py [--seconds 10] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLETOP_PHONE_HOST"] = "127.0.0.1"
os.environ["TABLETOP_PHONE_PORT"] = "0"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

import game.client.phones as phones_module  # noqa: E402
from game.client.app import App  # noqa: E402
from game.client.bench import percentile  # noqa: E402
from game.client.game_scene import GameScene  # noqa: E402
from game.engine.contract import SeatConfig  # noqa: E402
from game.engine.match import PlayRequest  # noqa: E402
from game.phone.probe import ProbePhone  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def thread_cpu(native_id: int) -> float:
    """Seconds of CPU the thread ``native_id`` of this process has used."""
    fields = Path(f"/proc/self/task/{native_id}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


class Player(threading.Thread):
    """A scripted phone that plays the first ``play`` (or ``done``) its page offers."""

    def __init__(self, url: str, seed: int, plays: bool) -> None:
        super().__init__(daemon=True)
        self.phone = ProbePhone(url)
        self.rng = random.Random(seed)
        self.plays = plays
        self.stop = threading.Event()
        self.sent = 0

    def run(self) -> None:
        page: Any = None
        next_at = time.monotonic() + self.rng.uniform(0.25, 0.9)
        msg_id = 0
        while not self.stop.is_set():
            try:
                msg = self.phone.next(timeout=0.05)
                if msg.get("type") == "page":
                    page = msg["page"]
            except TimeoutError:
                pass
            except ConnectionError:  # its link closed: nothing more to play
                break
            if not self.plays or page is None or time.monotonic() < next_at:
                continue
            wanted = [c for c in page["choices"] if c["action"].get("kind") in ("play", "done")]
            if wanted:
                msg_id += 1
                self.phone.act(wanted[0]["action"], msg_id)
                self.sent += 1
                page = None
            next_at = time.monotonic() + self.rng.uniform(0.25, 0.9)


def run(game_id: str, seconds: float, plays: bool) -> dict[str, Any]:
    seats = tuple(SeatConfig("human", source=f"phone:{i}") for i in range(6))
    app = App(size=(1920, 1080), start=PlayRequest(game_id, seats, 2026, {}, phones=True), offer_resume=False)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.phones is not None, "the game did not open its phones"
    link = scene.phones
    building = [0.0]
    real_page_for = phones_module.page_for

    def timed_page_for(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return real_page_for(*args, **kwargs)
        finally:
            building[0] += time.perf_counter() - start

    phones_module.page_for = timed_page_for  # type: ignore[assignment]
    players = []
    for i in range(6):
        url = link.server.ws_url(i)
        players.append(Player(url, i, plays))
    for p in players:
        p.start()
    app.loop(max_seconds=4.0)  # everyone connects and gets a page; the screen calms down
    server_id = link.server._thread.native_id
    main_id = threading.get_native_id()
    app.stats.phone_latency.clear()
    s0, m0, p0, w0 = thread_cpu(server_id), thread_cpu(main_id), time.process_time(), time.perf_counter()
    building[0] = 0.0
    app.loop(max_seconds=seconds)
    wall = time.perf_counter() - w0
    s1, m1, p1 = thread_cpu(server_id), thread_cpu(main_id), time.process_time()
    for p in players:
        p.stop.set()
    for p in players:
        p.join(2.0)
        p.phone.close()
    lat = list(app.stats.phone_latency)
    phones_module.page_for = real_page_for  # type: ignore[assignment]
    app.shutdown()
    return {"game": game_id, "seconds": round(wall, 2),
            "server_thread_cpu_pct": round(100 * (s1 - s0) / wall, 2),
            "game_thread_cpu_pct": round(100 * (m1 - m0) / wall, 2),
            "process_cpu_pct": round(100 * (p1 - p0) / wall, 2),
            "page_building_pct": round(100 * building[0] / wall, 2),
            "actions_sent": sum(p.sent for p in players), "actions_shown": len(lat),
            "received_to_frame_ms": {"p50": round(percentile(lat, 50), 2), "p99": round(percentile(lat, 99), 2),
                                     "max": round(max(lat), 2)} if lat else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    pygame.init()
    results = [run("ikasamage", args.seconds, plays=False), run("manga", args.seconds, plays=True)]
    if args.json:
        print(json.dumps(results, indent=2))
        return
    for r, what in zip(results, ("six phones connected, idle (Ikasamage)",
                                 "six phones playing a Manga Manga battle"), strict=True):
        print(f"{what}, {r['seconds']} s:")
        print(f"  server thread {r['server_thread_cpu_pct']}% of a core; game thread {r['game_thread_cpu_pct']}% "
              f"(building pages {r['page_building_pct']}%); whole process {r['process_cpu_pct']}%")
        if r["received_to_frame_ms"]:
            lat = r["received_to_frame_ms"]
            print(f"  phone action received -> TV frame: p50 {lat['p50']} ms, p99 {lat['p99']} ms, "
                  f"max {lat['max']} ms ({r['actions_shown']} actions shown of {r['actions_sent']} sent)")


if __name__ == "__main__":
    main()
