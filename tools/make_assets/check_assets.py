"""Check every asset loads the way the game will load it.

    python3 tools/make_assets/check_assets.py

* SVG: has a viewBox, no <text>/<use>/<image>/external href, loads with
  pygame.image.load_sized_svg(path, (64, 64)) and (512, 512), not blank.
* Sounds: load with pygame.mixer.Sound (SDL_AUDIODRIVER=dummy), < 1.5 s
  (the two voiced cues may run to 2.5 s).
* Fonts: see check_fonts.py.
Exit status 1 on any problem.
"""
import os
import re
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ASSETS = os.path.join(ROOT, "assets")
VOICED = {"stop.ogg", "action_power.ogg"} | {f"kingz_count_{n}_{lang}.ogg" for n in (1, 2, 3) for lang in ("en", "fr")} \
    | {f"kingz_ouch_{lang}.ogg" for lang in ("en", "fr")}
FORBIDDEN = re.compile(r"<(text|use|image|script|style|foreignObject|pattern|clipPath|mask|filter)\b"
                       r"|href=|url\((?!#)", re.I)


def main():
    pygame.init()
    pygame.mixer.init()
    bad = []
    n_svg = n_snd = 0
    for d, _, files in sorted(os.walk(os.path.join(ASSETS, "svg"))):
        for f in sorted(files):
            if not f.endswith(".svg"):
                continue
            path = os.path.join(d, f)
            rel = os.path.relpath(path, ASSETS)
            text = open(path, encoding="utf-8").read()
            if "viewBox=" not in text:
                bad.append(f"{rel}: no viewBox")
            m = FORBIDDEN.search(text)
            if m:
                bad.append(f"{rel}: forbidden {m.group(0)!r}")
            for size in (64, 512):
                surf = pygame.image.load_sized_svg(path, (size, size))
                if max(surf.get_size()) != size:
                    bad.append(f"{rel}: loaded at {surf.get_size()} for {size}")
                if surf.get_bounding_rect().w < size // 4:
                    bad.append(f"{rel}: looks blank at {size}")
            n_svg += 1
    for f in sorted(os.listdir(os.path.join(ASSETS, "sounds"))):
        if not f.endswith(".ogg"):
            continue
        snd = pygame.mixer.Sound(os.path.join(ASSETS, "sounds", f))
        length = snd.get_length()
        limit = 2.5 if f in VOICED else 1.5
        if not 0 < length < limit:
            bad.append(f"sounds/{f}: {length:.2f} s")
        n_snd += 1
    for b in bad:
        print("BAD", b)
    print(f"{n_svg} SVGs, {n_snd} sounds checked, {len(bad)} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
