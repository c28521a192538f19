#!/usr/bin/env python3
"""Run checks *inside* the frozen build (``dist/tabletop``): imports, SVG, mixer, fonts.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/build/probe_frozen.py

The built executable has no ``-c``, but like every PyInstaller build it is a
multiprocessing spawn child when started as ``tabletop --multiprocessing-fork
...`` (that is how ``simulate --jobs N`` runs its workers). This script, run
with an ordinary Python 3.11, starts the built executable that way and hands it
``exec(PROBE)``, so the probe code below runs with the bundle's own modules,
``sys._MEIPASS`` and SDL libraries -- not the checkout's. The child keeps its
own ``sys.path`` and does not re-import this script.

Prints one line per check; exit 0 only when every check passed.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.spawn as spawn
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PROBE = r'''
import importlib, os, sys, traceback
results = []
def check(name, fn):
    try:
        detail = fn()
        results.append((True, name, detail))
    except BaseException as exc:
        results.append((False, name, f"{type(exc).__name__}: {exc}"))

check("frozen", lambda: f"sys.frozen={getattr(sys, 'frozen', False)} _MEIPASS={sys._MEIPASS}")
from game import paths
from pathlib import Path
def data_dir_check():
    d = paths.data_dir()
    if d != Path(sys.executable).resolve().parent / "data" or not d.is_dir():
        raise RuntimeError(f"{d} is not the data folder beside the executable")
    return str(d)
check("data_dir beside the executable", data_dir_check)
def assets_dir_check():
    d = paths.assets_dir()
    if not d.is_dir() or not str(d).startswith(sys._MEIPASS):
        raise RuntimeError(f"{d} is not a folder inside _MEIPASS")
    return str(d)
check("assets_dir in _MEIPASS", assets_dir_check)

def import_all_game_modules():
    import pkgutil, game
    names = [m.name for m in pkgutil.walk_packages(game.__path__, "game.")]
    for n in names:
        importlib.import_module(n)
    return f"{len(names)} modules"
check("import every game.* module", import_all_game_modules)

def scenes():
    from game.engine import registry
    out = []
    for g in registry.all_games():
        mod, _, attr = g.scene.partition(":")
        try:
            getattr(importlib.import_module(mod), attr)
            out.append(f"{g.id}:ok")
        except ImportError as exc:
            out.append(f"{g.id}:missing({exc.name})")
    return ", ".join(out)
check("game scenes resolvable (informational)", scenes)

for mod in ("pydantic", "pydantic_core", "yaml", "platformdirs", "pygame"):
    check(f"import {mod}", lambda mod=mod: getattr(importlib.import_module(mod), "__version__", "ok"))
check("yaml C loader", lambda: __import__("yaml").CSafeLoader.__name__)
check("platformdirs backend", lambda: type(__import__("platformdirs").PlatformDirs("x")).__name__)
for mod in ("numpy", "tkinter", "pygame.tests", "pygame.examples", "mypy", "ssl"):
    def excluded(mod=mod):
        try:
            importlib.import_module(mod)
        except ImportError:
            return "not bundled"
        raise RuntimeError("bundled")
    check(f"excluded {mod}", excluded)

import pygame
check("pygame.init", lambda: str(pygame.init()))
check("display.set_mode (dummy ok)", lambda: str(pygame.display.set_mode((64, 64)).get_size()))
check("image.load_sized_svg logo.svg", lambda: str(pygame.image.load_sized_svg(
    str(paths.assets_dir() / "svg" / "ui" / "logo.svg"), (64, 64)).get_size()))
def svgs():
    files = sorted((paths.assets_dir() / "svg").rglob("*.svg"))
    for f in files:
        pygame.image.load_sized_svg(str(f), (32, 32))
    return f"{len(files)} files"
check("every SVG rasterises", svgs)
def mixer():
    pygame.mixer.init()
    files = sorted((paths.assets_dir() / "sounds").glob("*.ogg"))
    lengths = [pygame.mixer.Sound(str(f)).get_length() for f in files]
    return f"{pygame.mixer.get_init()}, {len(files)} .ogg loaded, total {sum(lengths):.1f} s"
check("mixer + every sound", mixer)
def fonts():
    files = sorted((paths.assets_dir() / "fonts").glob("*.ttf"))
    for f in files:
        pygame.font.Font(str(f), 24).render("Tabletop Arena", True, (255, 255, 255))
    return f"{len(files)} fonts render"
check("fonts", fonts)
def sdl_ctypes():
    from game.client import input as inp
    if inp._find_sdl() is None:
        raise RuntimeError("not found")
    return "found"
check("SDL via ctypes (key names)", sdl_ctypes)
def controller():
    from pygame._sdl2 import controller
    controller.init()
    return f"{controller.get_count()} controllers"
check("pygame._sdl2.controller", controller)
check("hashlib blake2b (no _hashlib)", lambda: __import__("hashlib").blake2b(b"x", digest_size=4).hexdigest())

failed = 0
for ok, name, detail in results:
    failed += not ok
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}", flush=True)
os._exit(1 if failed else 0)
'''


def main() -> int:
    exe = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "dist" / "tabletop" / "tabletop"
    if not exe.is_file():
        print(f"no build at {exe}", file=sys.stderr)
        return 2

    original = spawn.get_preparation_data

    def preparation_data(name: str) -> dict:
        data = original(name)
        # the child keeps the bundle's own sys.path and does not re-run this script
        for key in ("sys_path", "init_main_from_path", "init_main_from_name"):
            data.pop(key, None)
        return data

    spawn.get_preparation_data = preparation_data
    ctx = multiprocessing.get_context("spawn")
    from multiprocessing import resource_tracker
    resource_tracker.ensure_running()  # with the real Python, before we pose as frozen

    proc = ctx.Process(target=exec, args=(PROBE, {"__name__": "__probe__"}))
    real_exe, was_frozen = sys.executable, getattr(sys, "frozen", None)
    real_spawn_exe = spawn.get_executable()
    sys.executable, sys.frozen = str(exe), True  # spawn then runs: exe --multiprocessing-fork ...
    spawn.set_executable(str(exe))
    try:
        proc.start()
    finally:
        spawn.set_executable(real_spawn_exe)
        sys.executable = real_exe
        if was_frozen is None:
            del sys.frozen
        else:
            sys.frozen = was_frozen
    proc.join(120)
    if proc.is_alive():
        proc.kill()
        print("FAIL probe timed out", file=sys.stderr)
        return 1
    return 0 if proc.exitcode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
