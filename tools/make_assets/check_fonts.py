"""Check that every bundled font has every glyph the UI needs (no tofu).

Run: python3 tools/make_assets/check_fonts.py  (exit 1 if the French sample has tofu)
"""
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(HERE, "..", "..", "assets", "fonts")
SAMPLE = "Paramètres, à côté, Élève, œuf, ça"
EXTRA = ("àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ«»€’“”…–—•×÷°±"
         "0123456789!?:;()[]/+-=%&@#*←→↑↓▲▼●○■□★✓✗⏎")


def _glyph_key(font, ch):
    surf = font.render(ch, True, (255, 255, 255), (0, 0, 0))
    return surf.get_size(), pygame.image.tobytes(surf, "RGB")


def is_tofu(font, ch):
    """True if `ch` has no glyph. Font.metrics() is not enough: in pygame-ce
    2.5 it returns the .notdef box's metrics instead of None for a missing
    glyph, so compare the rendering with that of a surely-missing code point."""
    if ch.isspace():
        return False
    if font.metrics(ch)[0] is None:
        return True
    return _glyph_key(font, ch) == _glyph_key(font, "\U0010FFFD")


def main():
    pygame.init()
    bad = 0
    for name in sorted(os.listdir(FONTS)):
        if not name.endswith((".ttf", ".otf")):
            continue
        font = pygame.font.Font(os.path.join(FONTS, name), 48)
        surf = font.render(SAMPLE, True, (255, 255, 255))
        missing = [c for c in dict.fromkeys(SAMPLE + EXTRA) if is_tofu(font, c)]
        print(f"{name}: sample {surf.get_size()}, missing: {''.join(missing) or 'none'}")
        bad += any(c in SAMPLE for c in missing)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
