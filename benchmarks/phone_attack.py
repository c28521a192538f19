"""Phones under a connection attack: does a seat's real phone still join, and do the TV's frames keep time?

Runs the real app headless (its own main loop) with a Kingz game (seat 0 on a
phone, three bots) and the phone server on 127.0.0.1, its descriptors limited
to 1,024 like a default desktop session. Then:

1. calm: ``--seconds`` of frames with nobody attacking (the baseline);
2. attack: another process (this script with ``--attacker``) opens
   ``--connections`` connections to the server from 127.0.0.1 and holds them
   for ``--hold`` seconds: half never send a byte (half-open), half send a
   request line and then one header byte a second (slow headers). It never
   reconnects, so the attack is bounded in count and time. A real phone joins
   seat 0 the way a person does (``/c/CODE``, the page, its script, the
   WebSocket, all from 127.0.0.1 like the attacker) and waits for its page
   twice: while the attacker is still opening connections (once the server
   holds a full address's worth, so the caps push connections out), and
   once every connection is open;
3. the numbers: the two join times, the frames' p50/p99 while the attacker
   opens its connections and once they are open against the calm ones (on a
   busy machine all move with its load: compare them run to run), the CPU the
   server's thread spent over the whole attack, how many of the attacker's
   connections the server still held at the end, and how many bytes the game
   wrote to its error output. A join is a time only when seat 0's own page
   came within 15 s while the attacker was still running (within ``--hold``;
   for the first, before it had opened everything); anything else is an error
   that says why and at which step (never both).

Numbers only, no assertion (tests/phone/test_phone_attack.py plays a small
version of the attack with assertions). Only 127.0.0.1 is ever contacted.

Run: python benchmarks/phone_attack.py [--connections 2000] [--hold 20] [--seconds 6] [--json]
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import io
import json
import os
import resource
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # --json prints JSON only
os.environ["TABLETOP_PHONE_HOST"] = "127.0.0.1"
os.environ["TABLETOP_PHONE_PORT"] = "0"
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="phone-attack-"))  # its journals stay out of yours
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

FD_LIMIT = 1024


def thread_cpu(native_id: int) -> float:
    """Seconds of CPU the thread ``native_id`` of this process has used (whatever else the machine runs)."""
    fields = Path(f"/proc/self/task/{native_id}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def attacker(port: int, count: int, hold: float) -> None:
    """The hostile client: ``count`` connections held ``hold`` seconds, then a report on stdout."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, count + 64)), hard))
    socks: list[socket.socket] = []
    failed = 0
    give_up = time.monotonic() + 20.0  # connecting is bounded in time too
    for i in range(count):
        if time.monotonic() > give_up:
            failed += count - i
            break
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.settimeout(2.0)
        try:
            s.connect(("127.0.0.1", port))
        except OSError:
            failed += 1
            s.close()
            continue
        s.setblocking(False)
        if i % 2:
            try:
                s.send(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            except OSError:
                pass
        socks.append(s)
    print(json.dumps({"ready": len(socks), "failed": failed}), flush=True)
    end = time.monotonic() + hold
    dropped: set[int] = set()
    while time.monotonic() < end:
        for i, s in enumerate(socks):
            if i in dropped:
                continue
            try:
                if s.recv(4096) == b"":
                    dropped.add(i)
                    continue
            except BlockingIOError:
                pass
            except OSError:
                dropped.add(i)
                continue
            if i % 2:
                try:
                    s.send(b"a")
                except OSError:
                    dropped.add(i)
        time.sleep(1.0)
    print(json.dumps({"held_to_the_end": len(socks) - len(dropped), "dropped_by_server": len(dropped),
                      "failed": failed}), flush=True)
    for s in socks:
        s.close()


JOIN_WAIT_S = 15.0
"""How long the benchmark waits for the real phone's page before it says it never came."""


def join(port: int, code: str, out: dict[str, Any], attack_on: Callable[[], bool]) -> None:
    """A real phone joining seat 0 by its code. Sets ``out['join_s']`` (how long until
    its page came, the attack still on) or ``out['error']`` (why not), never both."""
    from game.phone.probe import ProbePhone
    t0 = time.perf_counter()
    out["step"] = "/c/CODE"  # where it was, for an error (or for a phone still waiting)
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", f"/c/{code}")
        resp = conn.getresponse()
        resp.read()
        where = resp.getheader("Location") or ""
        if resp.status != 303 or not where.startswith("/s/"):
            raise OSError(f"/c/CODE: {resp.status}")
        for step, path in (("/s/TOKEN", where), ("/static/phone.js", "/static/phone.js")):
            out["step"] = step
            conn.request("GET", path)
            r = conn.getresponse()
            r.read()
            if r.status != 200:
                raise OSError(f"{r.status}")
        conn.close()
        out["step"] = "WebSocket"
        phone = ProbePhone(f"ws://127.0.0.1:{port}/ws/{where.rsplit('/', 1)[-1]}")
        try:
            if phone.status is not None or phone.error is not None:
                raise OSError(f"refused: {phone.status or phone.error}")
            out["step"] = "its page"
            page = phone.next("page", timeout=10.0)["page"]
            out["page_at"] = time.perf_counter()
            join_s = round(out["page_at"] - t0, 3)
            on = attack_on()
        finally:
            phone.close()
    except (OSError, TimeoutError, http.client.HTTPException) as exc:
        out["error"] = f"{out['step']}: {type(exc).__name__}: {exc}"[:120]
        return
    if not (isinstance(page, dict) and page.get("game") == "kingz" and page.get("seat") == 0):
        out["error"] = f"not seat 0's page: {json.dumps(page)[:80]}"
    elif not on:  # joining after the attacker left measures nothing
        out["error"] = "the page came after the attack ended (raise --hold)"
    else:
        out["join_s"] = join_s


def joined(joiner: threading.Thread, out: dict[str, Any]) -> dict[str, Any]:
    """What the phone got, once ``joiner`` had JOIN_WAIT_S to finish: its own
    words if it finished (a time or an error), else that no page came; a
    joiner still running may not write into the answer later."""
    joiner.join(JOIN_WAIT_S)
    if joiner.is_alive():
        return {"join_s": None, "error": f"no page within {JOIN_WAIT_S:g} s (still at {out.get('step')})"}
    return {"join_s": out.get("join_s"), "error": out.get("error")}


def frames(app: Any) -> list[float]:
    return [ms for values in app.stats.frames.values() for ms in values]


def run(connections: int, hold: float, seconds: float) -> dict[str, Any]:
    import pygame

    from game.client.app import App
    from game.client.bench import percentile
    from game.engine.contract import SeatConfig
    from game.engine.match import PlayRequest

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(FD_LIMIT, hard), hard))
    err = tempfile.TemporaryFile()
    saved_err = os.dup(2)
    os.dup2(err.fileno(), 2)  # what the game writes to its error output during the run, counted
    try:
        pygame.init()
        seats = (SeatConfig("human", source="phone:0"),) + tuple(SeatConfig("bot", "easy") for _ in range(3))
        app = App(size=(1920, 1080), start=PlayRequest("kingz", seats, 2026, {}, phones=True), offer_resume=False)
        from game.client.game_scene import GameScene
        table = app.stack.top
        assert isinstance(table, GameScene) and table.phones is not None, "the game did not open its phones"
        link = table.phones
        port, code = link.server.port, link.server.codes[0]
        server_thread = link.server._thread.native_id
        app.loop(max_seconds=2.0)
        app.stats.frames.clear()
        app.loop(max_seconds=seconds)
        calm = frames(app)
        app.stats.frames.clear()
        cpu0 = thread_cpu(server_thread)
        proc = subprocess.Popen([sys.executable, __file__, "--attacker", str(port), str(connections), str(hold)],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert proc.stdout is not None
        ready: list[str] = []
        began, opened = time.perf_counter(), [0.0]

        def read() -> None:
            ready.append(proc.stdout.readline())  # type: ignore[union-attr]
            opened[0] = time.perf_counter()
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        early: dict[str, Any] = {}
        early_joiner = threading.Thread(target=join, args=(port, code, early, lambda: proc.poll() is None),
                                        daemon=True)
        while reader.is_alive():  # the game keeps running while the attacker connects
            app.loop(max_seconds=0.02)
            if not early_joiner.is_alive() and not early and \
                    link.server.open_connections() >= link.server.max_per_address:  # the caps push out now
                held_in_flood = link.server.open_connections()
                early_joiner.start()  # a phone joining in the thick of it, from the attacker's address
        opening = frames(app)
        flood = joined(early_joiner, early) if early_joiner.ident is not None else \
            {"join_s": None, "error": "the flood was over before the server held a full address's worth"}
        if flood["join_s"] is not None and not early["page_at"] < opened[0]:
            flood = {"join_s": None, "error": "its page came after the attacker had opened everything"}
        app.stats.frames.clear()
        app.loop(max_seconds=1.0)
        held_at_join = link.server.open_connections()
        phone: dict[str, Any] = {}
        joiner = threading.Thread(target=join, args=(port, code, phone, lambda: proc.poll() is None), daemon=True)
        joiner.start()
        app.loop(max_seconds=max(seconds, 1.0))
        result = joined(joiner, phone)
        attacked = frames(app)
        while proc.poll() is None:
            app.loop(max_seconds=0.5)
        server_cpu = thread_cpu(server_thread) - cpu0
        last = proc.stdout.read()
        app.shutdown()
    finally:
        os.dup2(saved_err, 2)
        os.close(saved_err)
    err.seek(0, os.SEEK_END)
    errors = err.tell()
    err.seek(0)
    head = err.read(400).decode("utf-8", "replace")
    return {"connections": connections, "attacker_opened": json.loads(ready[0] or "{}") if ready else {},
            "attacker_end": json.loads(last.strip().splitlines()[-1]) if last.strip() else {},
            "attacker_open_s": round(opened[0] - began, 3),
            "server_held_at_flood_join": held_in_flood if early_joiner.ident is not None else None,
            "phone_flood_join_s": flood["join_s"], "phone_flood_error": flood["error"],
            "server_held_at_join": held_at_join,
            "phone_join_s": result["join_s"], "phone_error": result["error"],
            "frame_ms_calm": {"n": len(calm), "p50": round(percentile(calm, 50), 2),
                              "p99": round(percentile(calm, 99), 2)},
            "frame_ms_opening": {"n": len(opening), "p50": round(percentile(opening, 50), 2),
                                 "p99": round(percentile(opening, 99), 2)},
            "frame_ms_attack": {"n": len(attacked), "p50": round(percentile(attacked, 50), 2),
                                "p99": round(percentile(attacked, 99), 2)},
            "server_thread_cpu_s": round(server_cpu, 3), "error_output_bytes": errors, "error_output_head": head}


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--attacker":
        attacker(int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--connections", type=int, default=2000)
    parser.add_argument("--hold", type=float, default=20.0)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with contextlib.redirect_stdout(io.StringIO()):  # the game's own lines (the seats' links) are not the report
        r = run(min(args.connections, 5000), min(args.hold, 120.0), min(args.seconds, 60.0))
    if args.json:
        print(json.dumps(r, indent=2))
        return
    print(f"{r['connections']} hostile connections from 127.0.0.1 (descriptor limit {FD_LIMIT}):")
    print(f"  attacker: {r['attacker_opened']} at first; at the end {r['attacker_end']}")
    print(f"  the attacker took {r['attacker_open_s']} s to open its connections")
    for when, key in (("while it opened them", "phone_flood"), ("once they were all open", "phone")):
        join_s = r[f"{key}_join_s"]
        held = r["server_held_at_flood_join" if key == "phone_flood" else "server_held_at_join"]
        print(f"  a real phone joining seat 0 {when} (the server holding {held} connections): its page came "
              f"{f'in {join_s:.3f} s' if join_s is not None else 'never (' + str(r[f'{key}_error']) + ')'}")
    print("  TV frames " + "; ".join(
        f"{when}: p50 {f['p50']} ms, p99 {f['p99']} ms ({f['n']} frames)" for when, f in (
            ("calm", r["frame_ms_calm"]), ("while the attacker opened", r["frame_ms_opening"]),
            ("once all were open", r["frame_ms_attack"]))))
    print(f"  the phone server's thread over the whole attack: {r['server_thread_cpu_s']} s of CPU")
    print(f"  error output: {r['error_output_bytes']} bytes" +
          (f", starting {r['error_output_head'][:200]!r}" if r["error_output_bytes"] else ""))


if __name__ == "__main__":
    main()
