"""Convert a CFF-flavoured OpenType font (.otf) to TrueType outlines (.ttf).

Used once to produce assets/fonts/*.ttf from Debian's fonts-inter package:
    python -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools
    /tmp/ft/bin/python tools/make_assets/otf2ttf.py IN.otf OUT.ttf
Based on the fontTools "otf2ttf" snippet (MIT). Cubic curves become quadratic
(cu2qu, max error 1 unit); hinting is dropped (FreeType auto-hints).
"""
import sys

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

MAX_ERR = 1.0
REVERSE = True


def glyphs_to_quadratic(glyph_set, max_err=MAX_ERR, reverse=REVERSE):
    quad = {}
    for name in glyph_set.keys():
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err, reverse_direction=reverse))
        quad[name] = pen.glyph()
    return quad


def otf_to_ttf(src, dst):
    font = TTFont(src)
    assert font.sfntVersion == "OTTO", "not a CFF font"
    glyph_order = font.getGlyphOrder()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder = glyph_order
    glyf.glyphs = glyphs_to_quadratic(font.getGlyphSet())
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf.compile(font)
    for name in glyph_order:
        glyf[name].recalcBounds(glyf)
    font["maxp"] = maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1
    maxp.maxTwilightPoints = 0
    maxp.maxStorage = 0
    maxp.maxFunctionDefs = 0
    maxp.maxInstructionDefs = 0
    maxp.maxStackElements = 0
    maxp.maxSizeOfInstructions = 0
    maxp.maxComponentElements = max(
        len(g.components if hasattr(g, "components") else []) for g in glyf.glyphs.values()
    )
    maxp.compile(font)
    post = font["post"]
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = glyph_order
    font.sfntVersion = "\000\001\000\000"
    font.save(dst)


if __name__ == "__main__":
    otf_to_ttf(sys.argv[1], sys.argv[2])
