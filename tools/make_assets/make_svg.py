"""Write every SVG under assets/svg/ (art made for this project, CC0).

    python3 tools/make_assets/make_svg.py

The SVGs are plain, hand-authored shapes; this script only saves typing (loops
for patterns, one function for six colour variants). Constraints, because
pygame-ce loads SVG through SDL_image's nanosvg:
  * no <text>, <use>, <pattern>, <clipPath>, <mask>, filters or CSS classes;
  * gradients (linear/radial), opacity, transforms, dash arrays are fine;
  * shadows are faked with a few translucent offset shapes.
Every file has a viewBox and no external reference.
"""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "..", "assets", "svg"))

INK = "#161a22"          # outlines everywhere
INK_W = 8                # outline width on a 256 box
CREAM = "#f4efe3"
GOLD_HI, GOLD, GOLD_LO = "#ffe38a", "#f0b429", "#b9780f"

COLOURS = {              # Manga Manga colours: fill, light, dark
    "red": ("#e23b2e", "#ff8a6b", "#a61e16"),
    "blue": ("#2f7de1", "#8cc2ff", "#1a4f9c"),
    "yellow": ("#f7c600", "#fff08a", "#b98f00"),
    "green": ("#35a24a", "#96e08a", "#1d6b2c"),
    "purple": ("#8e4ec6", "#d0a8f5", "#5b2a8a"),
    "orange": ("#f28a1e", "#ffc27a", "#b35a00"),
}
RAINBOW = [COLOURS[c][0] for c in ("red", "orange", "yellow", "green", "blue", "purple")]


def svg(w, h, body, defs=""):
    d = f"<defs>{defs}</defs>\n" if defs else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
            f'width="{w}" height="{h}">\n{d}{body}\n</svg>\n')


def save(rel, text):
    path = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def radial(id_, c0, c1, cx="38%", cy="32%", r="70%"):
    return (f'<radialGradient id="{id_}" cx="{cx}" cy="{cy}" r="{r}">'
            f'<stop offset="0" stop-color="{c0}"/><stop offset="1" stop-color="{c1}"/>'
            f'</radialGradient>')


def linear(id_, stops, x1=0, y1=0, x2=0, y2=1):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    # nanosvg wants percentages for objectBoundingBox coordinates
    return (f'<linearGradient id="{id_}" x1="{x1 * 100:g}%" y1="{y1 * 100:g}%" '
            f'x2="{x2 * 100:g}%" y2="{y2 * 100:g}%">{s}</linearGradient>')


def shadow_circle(cx, cy, r, dy=6):
    """Soft drop shadow: stacked translucent discs (nanosvg has no blur)."""
    return "".join(
        f'<circle cx="{cx}" cy="{cy + dy}" r="{r + g}" fill="#000" fill-opacity="{a}"/>'
        for g, a in ((6, 0.06), (3, 0.08), (0, 0.12)))


def shadow_path(d, dx=0, dy=6):
    return "".join(
        f'<path d="{d}" transform="translate({dx} {dy})" fill="#000" fill-opacity="{a}" '
        f'stroke="#000" stroke-opacity="{a}" stroke-width="{w}" stroke-linejoin="round"/>'
        for w, a in ((14, 0.06), (8, 0.08), (2, 0.12)))


def star_points(cx, cy, r_out, r_in, n=5, rot=-90):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


def crown_path(cx, cy, w):
    """A three-point crown centred on (cx, cy), w wide."""
    s = w / 130.0
    pts = [(-62, 30), (-70, -34), (-34, -6), (0, -50), (34, -6), (70, -34), (62, 30)]
    d = "M" + " L".join(f"{cx + x * s:.1f} {cy + y * s:.1f}" for x, y in pts) + " Z"
    band = (cx - 62 * s, cy + 30 * s, 124 * s, 22 * s)
    balls = [(cx - 70 * s, cy - 34 * s), (cx, cy - 50 * s), (cx + 70 * s, cy - 34 * s)]
    return d, band, balls, s


def crown(cx, cy, w, fill="url(#gold)", ink=INK, sw=7, jewel=True):
    d, (bx, by, bw, bh), balls, s = crown_path(cx, cy, w)
    out = [f'<path d="{d}" fill="{fill}" stroke="{ink}" stroke-width="{sw}" stroke-linejoin="round"/>',
           f'<rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}" rx="{4 * s:.1f}" '
           f'fill="{fill}" stroke="{ink}" stroke-width="{sw}" stroke-linejoin="round"/>']
    out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{10 * s:.1f}" fill="{fill}" stroke="{ink}" '
            f'stroke-width="{sw}"/>' for x, y in balls]
    if jewel:
        out.append(f'<circle cx="{cx:.1f}" cy="{by + bh / 2:.1f}" r="{6 * s:.1f}" fill="{ink}"/>')
        out.append(f'<circle cx="{cx - 36 * s:.1f}" cy="{by + bh / 2:.1f}" r="{4 * s:.1f}" fill="{ink}"/>')
        out.append(f'<circle cx="{cx + 36 * s:.1f}" cy="{by + bh / 2:.1f}" r="{4 * s:.1f}" fill="{ink}"/>')
    return "".join(out)


# --------------------------------------------------------------------------
# Mana
# --------------------------------------------------------------------------

def mana_token(kind, side):
    black = side == "black"
    r = 114 if kind == "daimio" else 96
    body = ("#50545e", "#17191e") if black else ("#ffffff", "#d9d1bf")
    rim = "#0a0b0e" if black else INK
    engrave = "#e9e4d8" if black else "#6b6252"
    defs = radial("body", *body) + radial("gold", GOLD_HI, GOLD_LO)
    p = [shadow_circle(128, 128, r, dy=7),
         f'<circle cx="128" cy="128" r="{r}" fill="url(#body)" stroke="{rim}" stroke-width="7"/>']
    # a light hairline just inside the rim so black reads on dark squares and
    # a dark one so white reads on light squares
    p.append(f'<circle cx="128" cy="128" r="{r - 8}" fill="none" stroke="{engrave}" '
             f'stroke-width="4" stroke-opacity="0.9"/>')
    # glossy highlight
    p.append(f'<ellipse cx="{128 - r * 0.35:.0f}" cy="{128 - r * 0.45:.0f}" rx="{r * 0.32:.0f}" '
             f'ry="{r * 0.16:.0f}" transform="rotate(-35 {128 - r * 0.35:.0f} {128 - r * 0.45:.0f})" '
             f'fill="#fff" fill-opacity="{0.18 if black else 0.55}"/>')
    if kind == "daimio":
        p.append(f'<circle cx="128" cy="128" r="{r - 22}" fill="none" stroke="{INK}" stroke-width="20"/>')
        p.append(f'<circle cx="128" cy="128" r="{r - 22}" fill="none" stroke="url(#gold)" stroke-width="13"/>')
        p.append(crown(128, 132, 118, sw=7))
    else:
        p.append(f'<circle cx="128" cy="128" r="44" fill="none" stroke="{engrave}" stroke-width="8"/>')
        p.append(f'<circle cx="128" cy="128" r="16" fill="{engrave}"/>')
    return svg(256, 256, "\n".join(p), defs)


def mana_bird():
    """A stylised golden swallow in flight, facing right, wings raised."""
    defs = (linear("gold", [(0, GOLD_HI), (0.55, GOLD), (1, GOLD_LO)])
            + linear("gold2", [(0, GOLD), (1, GOLD_LO)])
            + radial("g2", GOLD_HI, GOLD, cx="60%", cy="30%", r="80%"))
    far_wing = "M150 124 C 156 84, 176 48, 214 18 C 214 62, 200 100, 178 128 Z"
    near_wing = ("M100 136 C 92 120, 84 112, 80 98 C 68 90, 60 78, 58 64 C 48 52, 42 34, 40 14 "
                 "C 100 26, 158 70, 176 128 Z")
    body = ("M198 96 C 218 94, 234 104, 238 116 L 254 124 L 236 132 C 230 156, 204 172, 172 174 "
            "C 132 178, 94 172, 62 164 L 12 190 L 34 154 L 4 128 L 60 142 "
            "C 94 136, 132 126, 158 116 C 170 104, 182 98, 198 96 Z")
    sil = " ".join([far_wing, near_wing, body])
    p = [shadow_path(sil, 0, 8),
         f'<path d="{far_wing}" fill="{GOLD_LO}" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>',
         f'<path d="{body}" fill="url(#g2)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>',
         f'<path d="M70 160 C 110 166, 150 166, 196 150" fill="none" stroke="{GOLD_HI}" stroke-width="8" stroke-linecap="round"/>',
         f'<path d="{near_wing}" fill="{GOLD}" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>']
    # feather separations on the near wing
    for d in ("M112 126 C 108 104, 96 82, 80 62", "M132 126 C 126 104, 114 84, 98 66"):
        p.append(f'<path d="{d}" fill="none" stroke="{INK}" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>')
    p.append(f'<circle cx="214" cy="114" r="8" fill="{INK}"/><circle cx="216" cy="112" r="3" fill="#fff"/>')
    p.append(f'<path d="M238 116 L 254 124 L 236 132 Z" fill="#e08a10" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    return svg(256, 256, '<g transform="translate(0 26)">' + "\n".join(p) + "</g>", defs)


SQUARES = {
    # base, texture colour, mark colour, pip colour
    1: ("#eadcb8", "#dccba0", "#4e3f26"),
    2: ("#7ea79b", "#6a9185", "#16302b"),
    3: ("#8f4a30", "#7d3f28", "#f3d9b8"),
}


def mana_square(n):
    base, tex, mark = SQUARES[n]
    p = [f'<rect x="0" y="0" width="256" height="256" fill="{base}"/>']
    if n == 1:      # stippled: a light grid of small dots
        for y in range(16, 256, 32):
            for x in range(16, 256, 32):
                p.append(f'<circle cx="{x}" cy="{y}" r="4" fill="{tex}"/>')
    elif n == 2:    # diagonal stripes (period 64 along the edge: seamless)
        for k in range(-256, 512, 32):
            p.append(f'<path d="M{k} 256 L {k + 256} 0" stroke="{tex}" stroke-width="13"/>')
    else:           # cross-hatch (both diagonals)
        for k in range(-256, 512, 32):
            p.append(f'<path d="M{k} 256 L {k + 256} 0" stroke="{tex}" stroke-width="7"/>')
            p.append(f'<path d="M{k} 0 L {k + 256} 256" stroke="{tex}" stroke-width="7"/>')
    # bevel: light top/left, dark bottom/right, so the grid reads when tiled
    p.append('<path d="M0 0 H256 V5 H5 V256 H0 Z" fill="#fff" fill-opacity="0.28"/>')
    p.append('<path d="M256 256 H0 V251 H251 V0 H256 Z" fill="#000" fill-opacity="0.35"/>')
    # centre mark: 1, 2 or 3 evenly spaced concentric rings (single: a dot too,
    # so the lone small ring still looks deliberate)
    for r in [36, 62, 88][:n]:
        p.append(f'<circle cx="128" cy="128" r="{r}" fill="none" stroke="{mark}" stroke-width="12"/>')
    p.append(f'<circle cx="128" cy="128" r="12" fill="{mark}"/>' if n == 1 else "")
    # corner pips (seen around a piece standing on the square): n per corner
    offs = {1: [(0, 0)], 2: [(-11, 11), (11, -11)], 3: [(-14, 12), (14, 12), (0, -12)]}[n]
    for cx, cy, sx, sy in ((30, 30, 1, 1), (226, 30, -1, 1), (30, 226, 1, -1), (226, 226, -1, -1)):
        for dx, dy in offs:
            p.append(f'<circle cx="{cx + dx * sx + (4 if n > 1 else 0) * sx}" '
                     f'cy="{cy + dy * sy + (4 if n > 1 else 0) * sy}" r="8" fill="{mark}"/>')
    return svg(256, 256, "\n".join(p))


# --------------------------------------------------------------------------
# Manga Manga symbols
# --------------------------------------------------------------------------

def crescent_path(cx, cy, r1, ox, oy, r2):
    """Outer circle (cx,cy,r1) minus inner circle (ox,oy,r2) as two arcs."""
    dx, dy = ox - cx, oy - cy
    d = math.hypot(dx, dy)
    a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(r1 * r1 - a * a)
    mx, my = cx + a * dx / d, cy + a * dy / d
    p1 = (mx + h * dy / d, my - h * dx / d)
    p2 = (mx - h * dy / d, my + h * dx / d)
    return (f"M{p1[0]:.1f} {p1[1]:.1f} A {r1} {r1} 0 1 0 {p2[0]:.1f} {p2[1]:.1f} "
            f"A {r2} {r2} 0 0 1 {p1[0]:.1f} {p1[1]:.1f} Z")


def symbol_shapes(colour):
    """(outline path(s), detail) for a colour's symbol in a 256 box."""
    fill, light, dark = COLOURS[colour]
    g = f"url(#sym_{colour})"
    if colour == "red":      # flame
        outer = ("M128 14 C 146 62, 206 92, 206 160 C 206 208, 172 242, 128 242 "
                 "C 84 242, 50 208, 50 160 C 50 122, 70 100, 84 78 C 92 100, 98 110, 110 118 "
                 "C 108 76, 112 44, 128 14 Z")
        inner = ("M130 118 C 140 148, 172 160, 170 192 C 168 216, 150 228, 128 228 "
                 "C 106 228, 88 214, 88 192 C 88 172, 100 162, 106 150 C 112 162, 116 168, 122 170 "
                 "C 120 150, 122 134, 130 118 Z")
        return [outer], f'<path d="{inner}" fill="#ffc23e" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>', g
    if colour == "blue":     # drop
        outer = ("M128 14 C 150 66, 210 116, 210 166 C 210 212, 174 244, 128 244 "
                 "C 82 244, 46 212, 46 166 C 46 116, 106 66, 128 14 Z")
        hl = '<path d="M84 170 C 84 140, 100 118, 114 100" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-opacity="0.8"/>'
        return [outer], hl, g
    if colour == "yellow":   # sun: disc + 8 rays
        rays = []
        for i in range(8):
            a = math.radians(i * 45 - 90)
            b1, b2 = a - math.radians(13), a + math.radians(13)
            tip = (128 + 122 * math.cos(a), 128 + 122 * math.sin(a))
            p1 = (128 + 70 * math.cos(b1), 128 + 70 * math.sin(b1))
            p2 = (128 + 70 * math.cos(b2), 128 + 70 * math.sin(b2))
            rays.append(f"M{p1[0]:.1f} {p1[1]:.1f} L {tip[0]:.1f} {tip[1]:.1f} L {p2[0]:.1f} {p2[1]:.1f} Z")
        disc = "M128 58 A 70 70 0 1 1 127.9 58 Z"
        face = (f'<circle cx="128" cy="128" r="48" fill="none" stroke="{light}" stroke-width="10" stroke-opacity="0.9"/>')
        return rays + [disc], face, g
    if colour == "green":    # leaf
        outer = "M36 222 C 30 118, 100 40, 226 30 C 226 150, 154 226, 36 222 Z"
        vein = (f'<path d="M44 214 C 90 170, 150 110, 200 58" fill="none" stroke="{dark}" stroke-width="9" stroke-linecap="round"/>'
                f'<path d="M96 166 L 92 120 M124 138 L 122 92 M152 110 L 154 70 M108 152 L 152 160 M138 124 L 182 126" '
                f'fill="none" stroke="{dark}" stroke-width="7" stroke-linecap="round"/>'
                f'<path d="M44 214 L 18 240" stroke="{INK}" stroke-width="14" stroke-linecap="round"/>')
        return [outer], vein, g
    if colour == "purple":   # crescent moon
        outer = crescent_path(120, 132, 108, 168, 100, 90)
        stars = (f'<polygon points="{star_points(190, 170, 26, 11, 4, -90)}" fill="{light}" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>')
        return [outer], stars, g
    if colour == "orange":   # star
        outer = "M" + " L".join(star_points(128, 138, 124, 54).split()).replace(",", " ") + " Z"
        hl = f'<polygon points="{star_points(128, 138, 56, 24)}" fill="{light}" fill-opacity="0.8"/>'
        return [outer], hl, g
    raise KeyError(colour)


def symbol_svg_body(colour, grad_defs=True):
    fill, light, dark = COLOURS[colour]
    paths, detail, g = symbol_shapes(colour)
    defs = radial(f"sym_{colour}", light, fill, cx="35%", cy="30%", r="80%")
    p = [shadow_path(" ".join(paths), 0, 6)]
    for d in paths:   # outline pass first, then fills: clean joins between rays and disc
        p.append(f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{INK_W * 2}" stroke-linejoin="round"/>')
    for d in paths:
        p.append(f'<path d="{d}" fill="{g}"/>')
    p.append(detail)
    return defs, "\n".join(p)


def manga_symbol(colour):
    defs, body = symbol_svg_body(colour)
    return svg(256, 256, body, defs)


def embed(colour, x, y, size):
    """A colour's symbol placed in a box (x, y, size): returns (defs, body)."""
    defs, body = symbol_svg_body(colour)
    s = size / 256.0
    return defs, f'<g transform="translate({x:.1f} {y:.1f}) scale({s:.4f})">{body}</g>'


# --------------------------------------------------------------------------
# Manga Manga pieces
# --------------------------------------------------------------------------

def warrior(colour=None):
    if colour:
        fill, light, dark = COLOURS[colour]
    else:
        fill, light, dark = "#f2eee6", "#ffffff", "#b9b0a0"
    defs = radial("w", light, fill, cx="40%", cy="25%", r="90%") + linear(
        "blade", [(0, "#ffffff"), (1, "#aab4c2")], 0, 0, 1, 0) + linear("gold", [(0, GOLD_HI), (1, GOLD_LO)])
    torso = "M40 252 C 40 196, 62 164, 100 156 L 156 156 C 194 164, 216 196, 216 252 Z"
    helmet = "M78 104 C 78 58, 100 40, 128 40 C 156 40, 178 58, 178 104 L 186 118 L 70 118 Z"
    face = "M94 110 L 162 110 L 158 150 C 150 164, 106 164, 98 150 Z"
    horns = "M100 58 C 86 40, 74 26, 58 12 C 80 18, 104 32, 116 48 Z M156 58 C 170 40, 182 26, 198 12 C 176 18, 152 32, 140 48 Z"
    sil = " ".join([torso, helmet, face, horns])
    p = [shadow_path(sil + " M206 214 L 238 30 L 252 32 L 222 216 Z", 0, 6)]
    # sword behind the right shoulder
    p.append(f'<path d="M212 196 L 236 26 L 248 14 L 252 32 L 226 200 Z" fill="url(#blade)" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    p.append(f'<rect x="196" y="194" width="44" height="14" rx="5" transform="rotate(8 218 201)" fill="url(#gold)" stroke="{INK}" stroke-width="6"/>')
    p.append(f'<circle cx="214" cy="214" r="17" fill="{dark}" stroke="{INK}" stroke-width="6"/>')
    for d in (horns,):
        p.append(f'<path d="{d}" fill="url(#gold)" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    p.append(f'<path d="{torso}" fill="url(#w)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
    # shoulder plates and collar
    p.append(f'<path d="M44 214 C 48 180, 70 162, 100 158 L 104 196 C 80 196, 60 204, 44 214 Z" fill="{dark}" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    p.append(f'<path d="M212 214 C 208 180, 186 162, 156 158 L 152 196 C 176 196, 196 204, 212 214 Z" fill="{dark}" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    p.append(f'<path d="{face}" fill="#f2c9a0" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
    # determined face: slanted brows, eyes, a firm mouth
    p.append(f'<path d="M102 122 L 122 130 M154 122 L 134 130" stroke="{INK}" stroke-width="7" stroke-linecap="round"/>')
    p.append(f'<circle cx="114" cy="138" r="6" fill="{INK}"/><circle cx="142" cy="138" r="6" fill="{INK}"/>')
    p.append(f'<path d="M120 155 L 136 155" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')
    p.append(f'<path d="{helmet}" fill="url(#w)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
    p.append(f'<path d="M128 42 L 128 104" stroke="{dark}" stroke-width="10" stroke-linecap="round"/>')
    p.append(f'<path d="M70 118 L 186 118" stroke="{INK}" stroke-width="{INK_W}" stroke-linecap="round"/>')
    # chest roundel: the colour's symbol (colour never alone)
    p.append(f'<circle cx="128" cy="208" r="34" fill="{CREAM}" stroke="{INK}" stroke-width="6"/>')
    if colour:
        d2, b2 = embed(colour, 100, 180, 56)
        defs += d2
        p.append(b2)
    return svg(256, 256, "\n".join(p), defs)


SHIELD = "M128 18 L 222 48 C 224 138, 196 206, 128 244 C 60 206, 32 138, 34 48 Z"


def shield(colour=None):
    if colour:
        fill, light, dark = COLOURS[colour]
    else:
        fill, light, dark = "#f2eee6", "#ffffff", "#b9b0a0"
    defs = radial("s", light, fill, cx="35%", cy="25%", r="90%")
    p = [shadow_path(SHIELD, 0, 6),
         f'<path d="{SHIELD}" fill="url(#s)" stroke="{INK}" stroke-width="{INK_W * 1.4:.0f}" stroke-linejoin="round"/>',
         '<path d="M128 38 L 204 62 C 204 136, 182 192, 128 224 C 74 192, 52 136, 52 62 Z" fill="none" '
         f'stroke="{dark}" stroke-width="7" stroke-linejoin="round"/>']
    if colour:
        p.append(f'<circle cx="128" cy="118" r="56" fill="{CREAM}" stroke="{INK}" stroke-width="6"/>')
        d2, b2 = embed(colour, 80, 70, 96)
        defs += d2
        p.append(b2)
    return svg(256, 256, "\n".join(p), defs)


def dragon():
    spine = "M38 238 C 10 190, 70 170, 110 176 C 160 184, 196 150, 170 118 C 146 90, 80 118, 70 82 C 62 52, 100 36, 132 50"
    head = "M118 30 C 140 18, 176 22, 204 40 L 246 48 C 248 60, 240 70, 226 70 L 200 70 L 222 86 C 206 94, 180 92, 160 84 C 134 80, 112 66, 112 50 Z"
    defs = linear("gold", [(0, GOLD_HI), (1, GOLD_LO)])
    p = ['<g transform="translate(134 126) scale(0.86) translate(-128 -128)">', shadow_path(head, 0, 6),
         f'<path d="{spine}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="74" stroke-linecap="round" transform="translate(0 6)"/>',
         f'<path d="{spine}" fill="none" stroke="{INK}" stroke-width="70" stroke-linecap="round"/>']
    w = 58
    for c in RAINBOW:
        p.append(f'<path d="{spine}" fill="none" stroke="{c}" stroke-width="{w}" stroke-linecap="round"/>')
        w -= 10
    # spikes along the back
    for x, y in ((60, 190), (120, 170), (176, 136), (104, 108), (74, 66)):
        p.append(f'<circle cx="{x}" cy="{y}" r="6" fill="#fff" fill-opacity="0.75"/>')
    # horns, head, eye, nostril, mouth
    p.append(f'<path d="M150 30 L 132 2 L 168 26 Z M176 32 L 170 4 L 194 36 Z" fill="url(#gold)" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    p.append(f'<path d="{head}" fill="{RAINBOW[0]}" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
    p.append(f'<path d="M124 52 C 140 64, 170 74, 200 70" fill="none" stroke="{RAINBOW[2]}" stroke-width="10" stroke-linecap="round"/>')
    p.append(f'<ellipse cx="170" cy="44" rx="12" ry="9" fill="#fff" stroke="{INK}" stroke-width="5"/>')
    p.append(f'<circle cx="173" cy="44" r="5" fill="{INK}"/>')
    p.append(f'<circle cx="234" cy="52" r="4" fill="{INK}"/>')
    p.append(f'<path d="M200 70 L 210 78" stroke="#fff" stroke-width="5" stroke-linecap="round"/>')
    # whiskers
    p.append(f'<path d="M226 70 C 236 96, 220 110, 200 108" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')
    p.append("</g>")
    return svg(256, 256, "\n".join(p), defs)


def card_back():
    W, H = 250, 350
    defs = linear("cb", [(0, "#2b3a66"), (1, "#17203d")]) + linear("gold", [(0, GOLD_HI), (1, GOLD_LO)])
    p = [f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="20" fill="url(#cb)" stroke="{INK}" stroke-width="8"/>']
    # diamond lattice, clipped by hand to the inner panel (nanosvg has no clipPath)
    x0, y0, x1, y1 = 30, 30, W - 30, H - 30
    lat = []
    for k in range(-(y1 - y0), x1 - x0 + 1, 28):
        for sgn in (1, -1):
            # line x = x0 + k + t, y = y0 + t (sgn 1) or y = y1 - t (sgn -1), t in range
            t0, t1 = max(0, -k), min(y1 - y0, x1 - x0 - k)
            if t1 <= t0:
                continue
            ya, yb = (y0 + t0, y0 + t1) if sgn > 0 else (y1 - t0, y1 - t1)
            lat.append(f"M{x0 + k + t0} {ya} L {x0 + k + t1} {yb}")
    p.append(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="10" fill="#1d2a4f" fill-opacity="0.35"/>')
    p.append('<g stroke="#3b4d86" stroke-width="3">' + "".join(f'<path d="{d}"/>' for d in lat) + '</g>')
    p.append(f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="20" fill="none" stroke="{INK}" stroke-width="8"/>')
    p.append(f'<rect x="22" y="22" width="{W - 44}" height="{H - 44}" rx="12" fill="none" stroke="url(#gold)" stroke-width="5"/>')
    # central medallion: six-colour wheel, one wedge per colour, with a star
    cx, cy, r = W / 2, H / 2, 74
    p.append(f'<circle cx="{cx}" cy="{cy}" r="{r + 12}" fill="{INK}"/>')
    p.append(f'<circle cx="{cx}" cy="{cy}" r="{r + 7}" fill="url(#gold)"/>')
    for i, c in enumerate(RAINBOW):
        a0, a1 = math.radians(i * 60 - 90), math.radians(i * 60 - 30)
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        p.append(f'<path d="M{cx} {cy} L {x0:.1f} {y0:.1f} A {r} {r} 0 0 1 {x1:.1f} {y1:.1f} Z" '
                 f'fill="{c}" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>')
    p.append(f'<circle cx="{cx}" cy="{cy}" r="38" fill="{CREAM}" stroke="{INK}" stroke-width="6"/>')
    p.append(f'<polygon points="{star_points(cx, cy + 2, 30, 13)}" fill="url(#gold)" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>')
    # corner pips
    for x, y in ((44, 44), (W - 44, 44), (44, H - 44), (W - 44, H - 44)):
        p.append(f'<polygon points="{star_points(x, y, 9, 4, 4)}" fill="url(#gold)"/>')
    return svg(W, H, "\n".join(p), defs)


def disc(kind):
    if kind == "victory":
        hi, mid, lo = GOLD_HI, GOLD, GOLD_LO
    else:
        hi, mid, lo = "#f2b98a", "#c4773f", "#7a4220"
    defs = radial("d", hi, mid, cx="38%", cy="32%", r="75%") + linear("rim", [(0, hi), (1, lo)])
    p = [shadow_circle(128, 128, 116, dy=7),
         f'<circle cx="128" cy="128" r="116" fill="url(#rim)" stroke="{INK}" stroke-width="7"/>',
         f'<circle cx="128" cy="128" r="98" fill="url(#d)" stroke="{lo}" stroke-width="5"/>']
    if kind == "victory":
        # laurel wreath: two stems along a circle, leaves in pairs
        for side in (-1, 1):
            def pt(a, rr):
                x = 128 + rr * math.cos(math.radians(a))
                y = 132 + rr * math.sin(math.radians(a))
                return (256 - x if side > 0 else x), y
            x0, y0 = pt(96, 72)
            x1, y1 = pt(200, 72)
            p.append(f'<path d="M{x0:.1f} {y0:.1f} A 72 72 0 0 {1 if side < 0 else 0} {x1:.1f} {y1:.1f}" '
                     f'fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')
            for i in range(5):
                a = 108 + i * 21
                for off, tilt in ((12, -40), (-12, 40)):
                    x, y = pt(a, 72 + off)
                    rot = a + tilt + 180
                    if side > 0:
                        rot = 180 - rot
                    p.append(f'<ellipse cx="{x:.1f}" cy="{y:.1f}" rx="7" ry="15" '
                             f'transform="rotate({rot:.0f} {x:.1f} {y:.1f})" fill="{lo}" stroke="{INK}" stroke-width="3.5"/>')
        p.append(f'<polygon points="{star_points(128, 122, 44, 19)}" fill="{hi}" stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>')
    else:
        # rosette: rays + concentric rings + small star
        for i in range(16):
            a = math.radians(i * 22.5)
            x1, y1 = 128 + 40 * math.cos(a), 128 + 40 * math.sin(a)
            x2, y2 = 128 + 86 * math.cos(a), 128 + 86 * math.sin(a)
            p.append(f'<path d="M{x1:.1f} {y1:.1f} L {x2:.1f} {y2:.1f}" stroke="{lo}" stroke-width="7" stroke-linecap="round"/>')
        p.append(f'<circle cx="128" cy="128" r="36" fill="{hi}" stroke="{INK}" stroke-width="6"/>')
        p.append(f'<circle cx="128" cy="128" r="22" fill="none" stroke="{lo}" stroke-width="5"/>')
    return svg(256, 256, "\n".join(p), defs)


def sword_group(cx, cy, scale=1.0, rot=-45):
    blade = "M120 196 L 120 52 L 128 24 L 136 52 L 136 196 Z"
    return (f'<g transform="translate({cx} {cy}) rotate({rot}) scale({scale}) translate(-128 -128)">'
            f'<path d="{blade}" transform="translate(0 6)" fill="#000" fill-opacity="0.18"/>'
            f'<path d="{blade}" fill="url(#blade)" stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>'
            f'<path d="M128 40 L 128 190" stroke="#8b97a8" stroke-width="4"/>'
            f'<rect x="86" y="190" width="84" height="18" rx="7" fill="url(#gold)" stroke="{INK}" stroke-width="7"/>'
            f'<rect x="119" y="208" width="18" height="30" fill="#6b3f22" stroke="{INK}" stroke-width="7"/>'
            f'<circle cx="128" cy="244" r="11" fill="url(#gold)" stroke="{INK}" stroke-width="7"/>'
            f'</g>')


SWORD_DEFS = linear("blade", [(0, "#ffffff"), (0.5, "#d9dee6"), (1, "#8d99aa")], 0, 0, 1, 0) + \
    linear("gold", [(0, GOLD_HI), (1, GOLD_LO)])


def sword():
    return svg(256, 256, sword_group(128, 128, 1.0, 45), SWORD_DEFS)


def mini_card(x, y, w, h, rot=0, fill=CREAM, inner=""):
    return (f'<g transform="rotate({rot} {x + w / 2} {y + h / 2})">'
            f'<rect x="{x + 3}" y="{y + 7}" width="{w}" height="{h}" rx="{w * 0.12:.0f}" fill="#000" fill-opacity="0.2"/>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{w * 0.12:.0f}" fill="{fill}" stroke="{INK}" stroke-width="7"/>'
            f'{inner}</g>')


ARROW_GOLD = "url(#gold)"


def cons_discard():
    p = [mini_card(78, 14, 100, 140, 0, inner=f'<rect x="94" y="30" width="68" height="108" rx="8" fill="none" stroke="#cfc6b2" stroke-width="5"/>')]
    # arrow down into a tray
    p.append(f'<path d="M112 132 L 144 132 L 144 170 L 168 170 L 128 208 L 88 170 L 112 170 Z" fill="{ARROW_GOLD}" stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>')
    p.append(f'<path d="M36 196 L 52 242 L 204 242 L 220 196" fill="none" stroke="{INK}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>')
    p.append(f'<path d="M36 196 L 52 242 L 204 242 L 220 196" fill="none" stroke="{CREAM}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>')
    return svg(256, 256, "\n".join(p), linear("gold", [(0, GOLD_HI), (1, GOLD_LO)]))


def curved_arrow(d, head):
    return (f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="22" stroke-linecap="round"/>'
            f'<path d="{d}" fill="none" stroke="{ARROW_GOLD}" stroke-width="10" stroke-linecap="round"/>'
            f'<path d="{head}" fill="{ARROW_GOLD}" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')


def cons_swap():
    p = [mini_card(22, 70, 84, 118, -10), mini_card(150, 70, 84, 118, 10)]
    p.append(curved_arrow("M70 58 C 90 22, 150 18, 176 44", "M192 30 L 188 70 L 154 54 Z"))
    p.append(curved_arrow("M186 202 C 166 238, 106 242, 80 216", "M64 230 L 68 190 L 102 206 Z"))
    return svg(256, 256, "\n".join(p), linear("gold", [(0, GOLD_HI), (1, GOLD_LO)]))


def cons_dragons():
    stripes = "".join(
        f'<rect x="{96 + i * 11}" y="80" width="11" height="96" fill="{c}"/>' for i, c in enumerate(RAINBOW))
    inner = stripes + f'<rect x="96" y="80" width="66" height="96" fill="none" stroke="{INK}" stroke-width="4"/>'
    p = [mini_card(80, 64, 96, 128, 0, inner=inner)]
    # recycle arrows around the card: "discard your dragons and redraw"
    p.append(curved_arrow("M44 150 C 30 80, 90 22, 156 30", "M150 10 L 186 36 L 148 52 Z"))
    p.append(curved_arrow("M212 106 C 226 176, 166 234, 100 226", "M106 246 L 70 220 L 108 204 Z"))
    return svg(256, 256, "\n".join(p), linear("gold", [(0, GOLD_HI), (1, GOLD_LO)]))



# --------------------------------------------------------------------------
# Kingz: five animal heads, the six action cards, the three tokens
# --------------------------------------------------------------------------

def eye(cx, cy, r, iris="#2a2a2a", glint=True):
    out = (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fffdf5" stroke="{INK}" stroke-width="5"/>'
           f'<circle cx="{cx}" cy="{cy + r * 0.1:.1f}" r="{r * 0.58:.1f}" fill="{iris}"/>')
    if glint:
        out += f'<circle cx="{cx - r * 0.25:.1f}" cy="{cy - r * 0.2:.1f}" r="{r * 0.22:.1f}" fill="#fff"/>'
    return out


def animal(kind):
    """A round-faced head, front view, in a 256 box."""
    defs = ""
    p = []
    if kind == "tigresse":
        defs = radial("fur", "#ffc46b", "#e07a12", cx="45%", cy="35%", r="75%")
        head = "M128 40 C 196 40, 232 84, 232 140 C 232 200, 186 236, 128 236 C 70 236, 24 200, 24 140 C 24 84, 60 40, 128 40 Z"
        p.append(shadow_path(head))
        for sx in (1, -1):
            x0 = 128 + sx * 70
            p.append(f'<path d="M{x0 - sx * 36} 64 L {x0 + sx * 14} 22 L {x0 + sx * 26} 84 Z" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
            p.append(f'<path d="M{x0 - sx * 18} 64 L {x0 + sx * 8} 42 L {x0 + sx * 12} 74 Z" fill="#ffd9a8"/>')
        p.append(f'<path d="{head}" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}"/>')
        for d in ("M128 44 L 118 84 L 128 96 L 138 84 Z", "M64 62 L 96 92 L 70 86 Z", "M192 62 L 160 92 L 186 86 Z",
                  "M26 128 L 66 138 L 28 150 Z", "M230 128 L 190 138 L 228 150 Z",
                  "M34 178 L 70 168 L 44 192 Z", "M222 178 L 186 168 L 212 192 Z"):
            p.append(f'<path d="{d}" fill="{INK}"/>')
        p.append(f'<path d="M72 170 C 72 140, 184 140, 184 170 C 184 214, 72 214, 72 170 Z" fill="#fff6e6" stroke="{INK}" stroke-width="5"/>')
        p.append(eye(92, 128, 17, "#3f9b4a") + eye(164, 128, 17, "#3f9b4a"))
        p.append(f'<path d="M114 160 L 142 160 L 128 176 Z" fill="#e0607e" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>')
        p.append(f'<path d="M128 176 V188 M128 188 C 120 198, 106 196, 102 188 M128 188 C 136 198, 150 196, 154 188" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')
    elif kind == "crocodile":
        defs = radial("fur", "#8fd46a", "#2f8a3c", cx="45%", cy="30%", r="80%")
        snout = "M60 120 C 60 96, 196 96, 196 120 L 204 214 C 204 240, 52 240, 52 214 Z"
        top = "M40 118 C 40 62, 216 62, 216 118 C 216 140, 40 140, 40 118 Z"
        p.append(shadow_path(snout))
        p.append(f'<path d="{snout}" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
        teeth = " ".join(f"M{x} 200 L {x + 8} 214 L {x + 16} 200" for x in range(66, 186, 18))
        p.append(f'<path d="M56 200 H200" stroke="{INK}" stroke-width="6"/>')
        p.append(f'<path d="{teeth}" fill="#fffdf5" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>')
        p.append(f'<circle cx="106" cy="130" r="7" fill="{INK}"/><circle cx="150" cy="130" r="7" fill="{INK}"/>')
        for i, (x, y) in enumerate(((88, 160), (128, 168), (168, 160), (108, 184), (148, 184))):
            p.append(f'<circle cx="{x}" cy="{y}" r="5" fill="#247030"/>')
        p.append(f'<path d="{top}" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}"/>')
        for cx in (84, 172):
            p.append(f'<circle cx="{cx}" cy="76" r="34" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}"/>')
            p.append(eye(cx, 78, 22, "#d8b020"))
            p.append(f'<rect x="{cx - 4}" y="64" width="8" height="30" rx="4" fill="{INK}"/>')
    elif kind == "rhinoceros":
        defs = radial("fur", "#c9ccd2", "#7d848f", cx="45%", cy="35%", r="80%")
        head = "M128 56 C 196 56, 222 104, 218 156 C 214 210, 176 236, 128 236 C 80 236, 42 210, 38 156 C 34 104, 60 56, 128 56 Z"
        p.append(shadow_path(head))
        for sx in (1, -1):
            p.append(f'<path d="M{128 + sx * 60} 80 L {128 + sx * 92} 30 L {128 + sx * 96} 96 Z" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
        p.append(f'<path d="{head}" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}"/>')
        p.append(f'<path d="M70 178 C 70 150, 186 150, 186 178 C 186 226, 70 226, 70 178 Z" fill="#a7adb6" stroke="{INK}" stroke-width="5"/>')
        p.append(f'<path d="M104 160 C 112 100, 124 40, 136 14 C 144 60, 150 110, 156 160 Z" fill="#f4efe3" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>')
        p.append(f'<path d="M150 92 C 158 74, 166 62, 176 56 C 176 80, 172 100, 168 114 Z" fill="#f4efe3" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
        p.append(eye(82, 128, 13) + eye(174, 128, 13))
        p.append(f'<ellipse cx="106" cy="196" rx="9" ry="6" fill="{INK}"/><ellipse cx="150" cy="196" rx="9" ry="6" fill="{INK}"/>')
    elif kind == "ours":
        defs = radial("fur", "#ffffff", "#cfd8e0", cx="45%", cy="35%", r="80%")
        head = "M128 52 C 192 52, 226 96, 226 148 C 226 204, 184 236, 128 236 C 72 236, 30 204, 30 148 C 30 96, 64 52, 128 52 Z"
        p.append(shadow_path(head))
        for cx in (58, 198):
            p.append(f'<circle cx="{cx}" cy="62" r="30" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}"/>')
            p.append(f'<circle cx="{cx}" cy="64" r="14" fill="#b9c6d2"/>')
        p.append(f'<path d="{head}" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}"/>')
        p.append(f'<ellipse cx="128" cy="178" rx="52" ry="40" fill="#eef3f7" stroke="{INK}" stroke-width="5"/>')
        p.append(eye(90, 130, 13) + eye(166, 130, 13))
        p.append(f'<path d="M108 158 C 108 146, 148 146, 148 158 C 148 172, 108 172, 108 158 Z" fill="{INK}"/>')
        p.append(f'<path d="M128 170 V186 M128 186 C 120 196, 106 194, 102 186 M128 186 C 136 196, 150 194, 154 186" fill="none" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')
    elif kind == "gorille":
        defs = radial("fur", "#5d5a66", "#26242c", cx="45%", cy="30%", r="80%") + \
            radial("face", "#a08878", "#6e5646", cx="50%", cy="35%", r="75%")
        head = "M128 34 C 196 34, 226 86, 226 146 C 226 206, 184 238, 128 238 C 72 238, 30 206, 30 146 C 30 86, 60 34, 128 34 Z"
        p.append(shadow_path(head))
        for cx in (30, 226):
            p.append(f'<circle cx="{cx}" cy="140" r="24" fill="url(#face)" stroke="{INK}" stroke-width="{INK_W}"/>')
        p.append(f'<path d="{head}" fill="url(#fur)" stroke="{INK}" stroke-width="{INK_W}"/>')
        face = "M128 92 C 170 92, 196 112, 196 150 C 196 200, 168 226, 128 226 C 88 226, 60 200, 60 150 C 60 112, 86 92, 128 92 Z"
        p.append(f'<path d="{face}" fill="url(#face)" stroke="{INK}" stroke-width="5"/>')
        p.append(f'<path d="M62 116 C 84 96, 112 104, 128 112 C 144 104, 172 96, 194 116 C 180 124, 76 124, 62 116 Z" fill="#3a3742" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>')
        p.append(eye(98, 136, 12, "#4a2c1a") + eye(158, 136, 12, "#4a2c1a"))
        p.append(f'<ellipse cx="116" cy="170" rx="8" ry="10" fill="{INK}"/><ellipse cx="140" cy="170" rx="8" ry="10" fill="{INK}"/>')
        p.append(f'<path d="M100 200 C 116 210, 140 210, 156 200" fill="none" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>')
    return svg(256, 256, "\n".join(p), defs)


STEEL = linear("steel", [(0, "#ffffff"), (0.5, "#c9d1dc"), (1, "#7e8a9b")], 0, 0, 1, 1)
KINGZ_DEFS = SWORD_DEFS + STEEL + linear("ui", [(0, "#ffffff"), (1, "#d8d1c2")]) + \
    linear("red", [(0, "#ff8a6b"), (1, "#c0392b")]) + linear("green", [(0, "#96e08a"), (1, "#2f8a3c")])
BUCKLER = "M128 22 L 220 52 C 220 146, 190 206, 128 238 C 66 206, 36 146, 36 52 Z"
FIST = ("M70 120 C 70 96, 84 86, 100 88 C 104 74, 122 70, 134 80 C 142 70, 160 70, 166 84 "
        "C 180 80, 196 90, 194 110 L 196 176 C 196 214, 168 236, 130 236 C 92 236, 70 212, 70 176 Z")


def kingz_card(kind):
    p = []
    if kind == "glaive":
        p.append(sword_group(128, 128, 1.0, 45))
    elif kind == "bouclier":
        p += [shadow_path(BUCKLER), f'<path d="{BUCKLER}" fill="url(#steel)" stroke="{INK}" stroke-width="{INK_W * 1.3:.0f}" stroke-linejoin="round"/>',
              f'<path d="M128 52 V214 M62 96 H194" stroke="{GOLD_LO}" stroke-width="14"/>',
              f'<path d="M128 52 V214 M62 96 H194" stroke="url(#gold)" stroke-width="8"/>',
              f'<circle cx="128" cy="96" r="20" fill="url(#gold)" stroke="{INK}" stroke-width="6"/>']
    elif kind == "filet":
        ring = "M128 24 C 186 24, 232 70, 232 128 C 232 186, 186 232, 128 232 C 70 232, 24 186, 24 128 C 24 70, 70 24, 128 24 Z"
        p += [shadow_path(ring), f'<path d="{ring}" fill="#e9dcc0" fill-opacity="0.35" stroke="{INK}" stroke-width="{INK_W * 1.6:.0f}"/>']
        lines = []
        for k in range(-3, 4):
            off = k * 30
            half = math.sqrt(max(0.0, 104 ** 2 - (abs(off) * 0.707) ** 2))
            for sgn in (1, -1):
                # diagonals clipped to the ring, both ways
                cx, cy = 128 + off * 0.707, 128 - sgn * off * 0.707
                dx, dy = half * 0.707, sgn * half * 0.707
                lines.append(f"M{cx - dx:.1f} {cy - dy:.1f} L {cx + dx:.1f} {cy + dy:.1f}")
        d = " ".join(lines)
        p += [f'<path d="{d}" stroke="{INK}" stroke-width="10" stroke-linecap="round"/>',
              f'<path d="{d}" stroke="#d8c08a" stroke-width="5" stroke-linecap="round"/>',
              f'<path d="{ring}" fill="none" stroke="#8a6a3a" stroke-width="8"/>']
        for a in range(0, 360, 45):
            x, y = 128 + 104 * math.cos(math.radians(a)), 128 + 104 * math.sin(math.radians(a))
            p.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="10" fill="url(#gold)" stroke="{INK}" stroke-width="5"/>')
    elif kind == "courage":
        p += [shadow_path(FIST), f'<path d="{FIST}" fill="url(#red)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>',
              f'<path d="M100 88 L 100 130 M134 80 L 134 128 M166 84 L 166 128" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>',
              f'<path d="M70 150 C 96 132, 128 140, 150 150" fill="none" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>',
              f'<path d="M92 20 L 104 52 M128 10 V44 M164 20 L 152 52" stroke="url(#gold)" stroke-width="12" stroke-linecap="round"/>']
    elif kind == "salut":
        p.append(crown(128, 96, 150))
        for sx in (-1, 1):
            d = (f"M{128 + sx * 20} 236 C {128 + sx * 30} 196, {128 + sx * 86} 190, {128 + sx * 104} 140 "
                 f"C {128 + sx * 112} 118, {128 + sx * 96} 110, {128 + sx * 88} 130 C {128 + sx * 80} 160, {128 + sx * 56} 176, {128 + sx * 40} 196 Z")
            p += [shadow_path(d), f'<path d="{d}" fill="url(#green)" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>']
    elif kind == "desarmer":
        p.append(sword_group(150, 120, 0.78, 120))
        hand = "M40 230 L 62 150 C 66 134, 84 132, 88 146 L 92 160 L 100 108 C 104 92, 124 94, 124 110 L 122 150 L 140 120 C 148 108, 166 116, 160 132 L 130 200 C 120 224, 100 236, 80 236 Z"
        p += [shadow_path(hand), f'<path d="{hand}" fill="#f2c7a0" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>']
        p.append(f'<path d="M176 206 C 214 196, 232 160, 224 124" fill="none" stroke="{INK}" stroke-width="20" stroke-linecap="round"/>'
                 f'<path d="M176 206 C 214 196, 232 160, 224 124" fill="none" stroke="url(#gold)" stroke-width="9" stroke-linecap="round"/>'
                 f'<path d="M208 126 L 226 96 L 244 128 Z" fill="url(#gold)" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    return svg(256, 256, "\n".join(p), KINGZ_DEFS)


def kingz_token(kind):
    p = [shadow_circle(128, 128, 110), f'<circle cx="128" cy="128" r="110" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}"/>']
    if kind == "armour":
        small = "M128 50 L 190 70 C 190 134, 170 176, 128 200 C 86 176, 66 134, 66 70 Z"
        p += [f'<path d="{small}" fill="url(#steel)" stroke="{INK}" stroke-width="8" stroke-linejoin="round"/>',
              f'<path d="M128 70 V182" stroke="#7e8a9b" stroke-width="8"/>']
    elif kind == "courage":
        p.append(f'<g transform="translate(128 134) scale(0.62) translate(-133 -150)">'
                 f'<path d="{FIST}" fill="url(#red)" stroke="{INK}" stroke-width="11" stroke-linejoin="round"/>'
                 f'<path d="M100 88 L 100 130 M134 80 L 134 128 M166 84 L 166 128" stroke="{INK}" stroke-width="9" stroke-linecap="round"/></g>')
    elif kind == "renown":
        p.append(crown(128, 132, 150))
    return svg(256, 256, "\n".join(p), KINGZ_DEFS)


def kingz_back():
    defs = linear("kb", [(0, "#7a3b1e"), (1, "#3d1b0c")])
    p = [f'<rect x="4" y="4" width="242" height="342" rx="20" fill="url(#kb)" stroke="{INK}" stroke-width="8"/>',
         '<rect x="24" y="24" width="202" height="302" rx="12" fill="none" stroke="#e0a040" stroke-width="5"/>']
    for row in range(4):
        for col in range(3):
            x, y = 62 + col * 63, 70 + row * 72
            p.append(f'<g fill="#e0a040" fill-opacity="0.55"><ellipse cx="{x}" cy="{y + 10}" rx="13" ry="10"/>'
                     f'<circle cx="{x - 14}" cy="{y - 6}" r="5"/><circle cx="{x - 5}" cy="{y - 13}" r="5"/>'
                     f'<circle cx="{x + 5}" cy="{y - 13}" r="5"/><circle cx="{x + 14}" cy="{y - 6}" r="5"/></g>')
    p.append(crown(125, 175, 110, jewel=False))
    return svg(250, 350, "\n".join(p), defs + linear("gold", [(0, GOLD_HI), (1, GOLD_LO)]))


def thumb(up):
    d = ("M60 120 H96 L 130 40 C 136 26, 162 30, 160 52 L 154 100 H206 C 222 100, 230 114, 226 128 "
         "L 206 212 C 202 226, 190 232, 178 232 H96 V232 H60 Z")
    rot = "" if up else ' transform="rotate(180 128 136)"'
    fill = "url(#green)" if up else "url(#red)"
    return svg(256, 256, f'<g{rot}>{shadow_path(d)}<path d="{d}" fill="{fill}" stroke="{INK}" stroke-width="{INK_W}" '
               f'stroke-linejoin="round"/><path d="M96 120 V232" stroke="{INK}" stroke-width="7"/></g>', KINGZ_DEFS)

# --------------------------------------------------------------------------
# Shell / UI icons
# --------------------------------------------------------------------------

UI_FILL = "#f2eee6"
UI_DEFS = linear("gold", [(0, GOLD_HI), (1, GOLD_LO)]) + linear("ui", [(0, "#ffffff"), (1, "#d8d1c2")])


def ui(body):
    return svg(256, 256, body, UI_DEFS)


def logo():
    defs = UI_DEFS + radial("felt", "#2f7d78", "#123a40", cx="50%", cy="40%", r="65%") + \
        radial("tok", "#ff8a6b", "#b8261b")
    p = [shadow_circle(128, 128, 120, dy=6),
         f'<circle cx="128" cy="128" r="120" fill="url(#gold)" stroke="{INK}" stroke-width="7"/>',
         f'<circle cx="128" cy="128" r="100" fill="url(#felt)" stroke="{INK}" stroke-width="6"/>']
    # studs on the ring (an arena)
    for i in range(12):
        a = math.radians(i * 30)
        p.append(f'<circle cx="{128 + 110 * math.cos(a):.1f}" cy="{128 + 110 * math.sin(a):.1f}" r="4.5" fill="{INK}"/>')
    # three fanned cards
    for rot, dx in ((-22, -34), (22, 34), (0, 0)):
        p.append(mini_card(100 + dx, 52, 56, 80, rot,
                           inner=f'<polygon points="{star_points(128 + dx, 92, 14, 6)}" fill="url(#gold)" stroke="{INK}" stroke-width="3.5"/>' if rot == 0 else
                           f'<rect x="{108 + dx}" y="60" width="40" height="64" rx="5" fill="none" stroke="#cfc6b2" stroke-width="4"/>'))
    # a token in front
    p.append('<ellipse cx="128" cy="180" rx="46" ry="16" fill="#000" fill-opacity="0.3"/>')
    p.append(f'<path d="M84 160 L 84 172 A 44 14 0 0 0 172 172 L 172 160 Z" fill="#7a1810" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>')
    p.append(f'<ellipse cx="128" cy="160" rx="44" ry="14" fill="url(#tok)" stroke="{INK}" stroke-width="6"/>')
    p.append(f'<ellipse cx="128" cy="160" rx="24" ry="7" fill="none" stroke="#ffd2c4" stroke-width="4"/>')
    return svg(256, 256, "\n".join(p), defs)


def keyboard():
    p = [shadow_path("M16 70 H240 V200 H16 Z", 0, 6),
         f'<rect x="16" y="66" width="224" height="134" rx="18" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}"/>']
    for row, (y, n, x0) in enumerate(((84, 9, 32), (112, 8, 44), (140, 7, 56))):
        for i in range(n):
            p.append(f'<rect x="{x0 + i * 22}" y="{y}" width="16" height="18" rx="4" fill="{INK}"/>')
    p.append(f'<rect x="72" y="168" width="112" height="18" rx="5" fill="{INK}"/>')
    return ui("\n".join(p))


def gamepad():
    body = ("M70 64 H186 C 222 64, 240 100, 248 150 C 256 200, 240 222, 218 222 C 196 222, 184 200, 170 182 "
            "H86 C 72 200, 60 222, 38 222 C 16 222, 0 200, 8 150 C 16 100, 34 64, 70 64 Z")
    p = [shadow_path(body, 0, 6),
         f'<path d="{body}" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>',
         f'<path d="M58 96 H78 V116 H98 V136 H78 V156 H58 V136 H38 V116 H58 Z" fill="{INK}"/>']
    # four face buttons, each with its own shape
    p.append(f'<circle cx="190" cy="100" r="12" fill="{INK}"/>')
    p.append(f'<rect x="206" y="114" width="22" height="22" rx="3" fill="{INK}"/>')
    p.append(f'<polygon points="190,140 203,162 177,162" fill="{INK}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>')
    p.append(f'<path d="M152 114 L 174 136 M174 114 L 152 136" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>')
    p.append(f'<rect x="108" y="100" width="16" height="10" rx="5" fill="#8a8374"/><rect x="132" y="100" width="16" height="10" rx="5" fill="#8a8374"/>')
    return ui("\n".join(p))


def bot():
    head = "M48 86 H208 C 222 86, 230 94, 230 108 V196 C 230 210, 222 218, 208 218 H48 C 34 218, 26 210, 26 196 V108 C 26 94, 34 86, 48 86 Z"
    p = [shadow_path(head, 0, 6),
         f'<path d="M128 86 V44" stroke="{INK}" stroke-width="10"/>',
         f'<circle cx="128" cy="36" r="16" fill="url(#gold)" stroke="{INK}" stroke-width="7"/>',
         f'<rect x="6" y="126" width="24" height="52" rx="8" fill="#bdb5a5" stroke="{INK}" stroke-width="7"/>',
         f'<rect x="226" y="126" width="24" height="52" rx="8" fill="#bdb5a5" stroke="{INK}" stroke-width="7"/>',
         f'<path d="{head}" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}"/>',
         f'<rect x="52" y="110" width="152" height="64" rx="24" fill="#263040" stroke="{INK}" stroke-width="6"/>',
         '<circle cx="96" cy="142" r="16" fill="#5fe0ff"/><circle cx="160" cy="142" r="16" fill="#5fe0ff"/>',
         '<circle cx="91" cy="137" r="5" fill="#fff"/><circle cx="155" cy="137" r="5" fill="#fff"/>']
    for i in range(5):
        p.append(f'<rect x="{86 + i * 18}" y="186" width="12" height="18" rx="3" fill="{INK}"/>')
    return ui("\n".join(p))


def person():
    sil = "M128 28 A 50 50 0 1 1 127.9 28 Z M34 238 C 34 176, 76 146, 128 146 C 180 146, 222 176, 222 238 Z"
    p = [shadow_path(sil, 0, 6),
         f'<path d="M34 238 C 34 176, 76 146, 128 146 C 180 146, 222 176, 222 238 Z" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}" stroke-linejoin="round"/>',
         f'<circle cx="128" cy="78" r="50" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}"/>']
    return ui("\n".join(p))


def phone():
    body = "M76 20 H180 C 196 20, 206 30, 206 46 V210 C 206 226, 196 236, 180 236 H76 C 60 236, 50 226, 50 210 V46 C 50 30, 60 20, 76 20 Z"
    p = [shadow_path(body, 0, 6),
         f'<path d="{body}" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}"/>',
         f'<rect x="70" y="50" width="116" height="150" rx="10" fill="#263040" stroke="{INK}" stroke-width="5"/>',
         '<rect x="86" y="70" width="38" height="54" rx="6" fill="#ffe38a"/><rect x="132" y="70" width="38" height="54" rx="6" fill="#5fe0ff"/>',
         '<rect x="86" y="136" width="84" height="14" rx="6" fill="#9fb3c8"/><rect x="86" y="160" width="60" height="14" rx="6" fill="#9fb3c8"/>',
         f'<circle cx="128" cy="218" r="8" fill="{INK}"/>']
    return ui("\n".join(p))


def crown_icon():
    d, (bx, by, bw, bh), balls, s = crown_path(128, 128, 196)
    sil = d + f" M{bx} {by} H{bx + bw} V{by + bh} H{bx} Z"
    p = [shadow_path(sil, 0, 7), crown(128, 128, 196, sw=10, jewel=False)]
    for dx, c in ((-56, COLOURS["red"][0]), (0, COLOURS["blue"][0]), (56, COLOURS["green"][0])):
        p.append(f'<circle cx="{128 + dx}" cy="{by + bh / 2:.1f}" r="11" fill="{c}" stroke="{INK}" stroke-width="5"/>')
    return ui("\n".join(p))


def pause():
    p = [shadow_circle(128, 128, 112, dy=6),
         f'<circle cx="128" cy="128" r="112" fill="url(#ui)" stroke="{INK}" stroke-width="{INK_W}"/>',
         f'<rect x="84" y="70" width="30" height="116" rx="8" fill="{INK}"/>',
         f'<rect x="142" y="70" width="30" height="116" rx="8" fill="{INK}"/>']
    return ui("\n".join(p))


# --------------------------------------------------------------------------
# Ikasamage (Cheaty Mages!): ten fighters, eight judges, spell frames, card
# backs, the bet card, the forbidden mark and small icons
# --------------------------------------------------------------------------

IKA_GOLD = linear("gold", [(0, GOLD_HI), (1, GOLD_LO)])


def ol(d, fill, w=INK_W, extra=""):
    """A filled path with the house outline."""
    return (f'<path d="{d}" fill="{fill}" stroke="{INK}" stroke-width="{w}" '
            f'stroke-linejoin="round"{extra}/>')


def stroke(d, colour=INK, w=6, extra=""):
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{w}" '
            f'stroke-linecap="round" stroke-linejoin="round"{extra}/>')


def mirror(body):
    """body plus its mirror image about x = 128 (left/right pairs)."""
    return body + f'<g transform="translate(256 0) scale(-1 1)">{body}</g>'


def ika_eye(cx, cy, r, iris="#2a2a2a", sclera="#fffdf5", slit=False, pupil=INK):
    out = (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{sclera}" stroke="{INK}" stroke-width="5"/>'
           f'<circle cx="{cx}" cy="{cy + r * 0.1:.1f}" r="{r * 0.6:.1f}" fill="{iris}"/>')
    if slit:
        out += f'<ellipse cx="{cx}" cy="{cy + r * 0.1:.1f}" rx="{r * 0.16:.1f}" ry="{r * 0.52:.1f}" fill="{pupil}"/>'
    out += f'<circle cx="{cx - r * 0.28:.1f}" cy="{cy - r * 0.22:.1f}" r="{r * 0.22:.1f}" fill="#fff"/>'
    return out


def undead_badge(cx=212, cy=212, r=34):
    """The shared Undead mark: a skull and crossbones on a dark violet disc."""
    s = r / 34.0
    bones = (f"M{cx - 20 * s:.1f} {cy - 16 * s:.1f} L {cx + 20 * s:.1f} {cy + 20 * s:.1f} "
             f"M{cx + 20 * s:.1f} {cy - 16 * s:.1f} L {cx - 20 * s:.1f} {cy + 20 * s:.1f}")
    skull = (f"M{cx:.1f} {cy - 22 * s:.1f} C {cx + 17 * s:.1f} {cy - 22 * s:.1f}, {cx + 19 * s:.1f} {cy - 8 * s:.1f}, "
             f"{cx + 15 * s:.1f} {cy + 2 * s:.1f} L {cx + 10 * s:.1f} {cy + 12 * s:.1f} L {cx - 10 * s:.1f} {cy + 12 * s:.1f} "
             f"L {cx - 15 * s:.1f} {cy + 2 * s:.1f} C {cx - 19 * s:.1f} {cy - 8 * s:.1f}, {cx - 17 * s:.1f} {cy - 22 * s:.1f}, "
             f"{cx:.1f} {cy - 22 * s:.1f} Z")
    return (f'<circle cx="{cx}" cy="{cy + 4}" r="{r + 3}" fill="#000" fill-opacity="0.2"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#3b2d52" stroke="{INK}" stroke-width="6"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r - 7}" fill="none" stroke="#9d7fd0" stroke-width="3"/>'
            + stroke(bones, INK, 13 * s) + stroke(bones, "#f4efe3", 7 * s)
            + ol(skull, "#f4efe3", 4 * s)
            + f'<circle cx="{cx - 6 * s:.1f}" cy="{cy - 6 * s:.1f}" r="{4.6 * s:.1f}" fill="{INK}"/>'
            f'<circle cx="{cx + 6 * s:.1f}" cy="{cy - 6 * s:.1f}" r="{4.6 * s:.1f}" fill="{INK}"/>')


def fighter(kind):
    """A fighter's portrait, a monster head in a 256 box."""
    defs = IKA_GOLD
    p = []
    if kind == "goblin":
        defs += radial("skin", "#b5ec6e", "#5ea42c", cx="45%", cy="35%", r="75%")
        ear = "M80 132 C 60 112, 34 92, 12 78 C 20 114, 40 156, 84 176 Z"
        head = ("M128 88 C 174 88, 194 122, 192 160 C 190 206, 162 236, 128 236 "
                "C 94 236, 66 206, 64 160 C 62 122, 82 88, 128 88 Z")
        p.append(shadow_path(head + " " + ear + " M176 132 C 196 112, 222 92, 244 78 C 236 114, 216 156, 172 176 Z"))
        p.append(mirror(ol(ear, "url(#skin)") + ol("M70 138 C 56 126, 38 112, 22 104 C 32 126, 48 148, 72 160 Z", "#e8948a", 0)))
        p.append(ol(head, "url(#skin)"))
        p.append(ol("M112 92 L 100 62 L 122 84 L 130 54 L 138 84 L 158 64 L 146 94 Z", "#2c3a1c", 5))
        p.append(mirror(f'<path d="M86 126 L 118 140" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>'))
        p.append(ika_eye(102, 152, 16, "#d2282e", sclera="#ffe55c") + ika_eye(154, 152, 16, "#d2282e", sclera="#ffe55c"))
        p.append(ol("M128 150 C 140 162, 152 180, 140 190 C 132 196, 120 192, 122 182 C 124 172, 124 162, 128 150 Z", "#5ea42c", 5))
        p.append(ol("M86 196 C 106 222, 150 222, 172 194 C 150 206, 108 208, 86 196 Z", "#5a1e1e", 5))
        p.append(ol("M104 204 L 110 218 L 116 206 Z M144 205 L 148 216 L 154 203 Z", "#fffdf5", 3))
    elif kind == "orc":
        defs += radial("skin", "#c0d2a4", "#6f8a5c", cx="45%", cy="30%", r="80%")
        head = ("M128 42 C 178 42, 202 72, 204 110 C 206 150, 220 180, 208 208 C 192 238, 160 246, 128 246 "
                "C 96 246, 64 238, 48 208 C 36 180, 50 150, 52 110 C 54 72, 78 42, 128 42 Z")
        ear = "M56 116 L 14 92 L 52 156 Z"
        p.append(shadow_path(head + " " + ear + " M200 116 L 242 92 L 204 156 Z"))
        p.append(mirror(ol(ear, "url(#skin)") + '<path d="M48 120 L 28 108 L 46 140 Z" fill="#566f46"/>'))
        p.append(ol("M104 50 C 100 30, 110 14, 128 14 C 146 14, 156 30, 152 50 Z", "#23201e", 6))
        p.append(ol(head, "url(#skin)"))
        p.append(ol("M110 36 H146 V48 H110 Z", "url(#gold)", 5))
        p.append(ol("M64 116 C 88 98, 112 104, 124 118 L 132 118 C 144 104, 168 98, 192 116 L 188 132 "
                    "C 162 122, 142 128, 128 132 C 114 128, 94 122, 68 132 Z", "#4f6840", 5))
        p.append(ika_eye(96, 142, 12, "#e0302a") + ika_eye(160, 142, 12, "#e0302a"))
        p.append(ol("M104 162 C 104 148, 152 148, 152 162 C 156 182, 100 182, 104 162 Z", "#8ea876", 5))
        p.append(f'<ellipse cx="118" cy="168" rx="5" ry="7" fill="{INK}"/><ellipse cx="138" cy="168" rx="5" ry="7" fill="{INK}"/>')
        p.append(ol("M76 200 C 104 216, 152 216, 180 200 C 176 220, 80 220, 76 200 Z", "#3a2a22", 5))
        p.append(mirror(ol("M86 214 C 78 194, 78 176, 86 158 C 98 176, 104 194, 104 214 Z", "#f4ead0", 6)))
    elif kind == "skeleton":
        defs += radial("bone", "#fffaea", "#d6ccb0", cx="42%", cy="30%", r="80%")
        skull = ("M128 28 C 190 28, 224 70, 224 124 C 224 160, 206 178, 192 186 L 190 208 L 66 208 "
                 "L 64 186 C 50 178, 32 160, 32 124 C 32 70, 66 28, 128 28 Z")
        jaw = "M74 196 H182 L 178 232 C 160 246, 96 246, 78 232 Z"
        p.append(shadow_path(skull + " " + jaw))
        p.append(ol(jaw, "url(#bone)"))
        p.append(ol(skull, "url(#bone)"))
        p.append(stroke("M150 32 L 142 56 L 156 68 L 148 90", INK, 5))
        p.append(mirror(ol("M66 118 C 66 94, 114 92, 116 118 C 118 144, 98 156, 84 152 C 72 148, 66 134, 66 118 Z", INK, 4)
                        + '<circle cx="92" cy="124" r="9" fill="#7dffb0" fill-opacity="0.35"/>'
                        + '<circle cx="92" cy="124" r="5" fill="#b6ffd4"/>'))
        p.append(ol("M128 146 L 114 176 C 120 180, 136 180, 142 176 Z", INK, 4))
        teeth = " ".join(f"M{x} 196 V220" for x in range(92, 170, 14))
        p.append(f'<path d="M80 196 H176" stroke="{INK}" stroke-width="6"/>')
        p.append(f'<path d="{teeth}" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>')
        p.append(f'<path d="M80 220 C 110 226, 146 226, 176 220" fill="none" stroke="{INK}" stroke-width="5"/>')
        p.append(undead_badge())
    elif kind == "lizardman":
        defs += radial("skin", "#7fe0c0", "#1f8c78", cx="45%", cy="30%", r="80%")
        head = ("M54 250 C 48 200, 44 150, 58 110 C 72 68, 110 46, 148 52 C 176 56, 196 72, 218 88 "
                "C 238 100, 250 114, 248 130 C 246 146, 232 152, 214 152 L 166 156 "
                "C 154 170, 146 186, 142 206 C 138 226, 140 240, 142 250 Z")
        crest = ("M70 84 L 40 52 L 88 66 L 76 34 L 112 54 L 116 22 L 140 52 L 96 76 L 70 110 L 30 100 L 64 92 Z")
        p.append(shadow_path(head + " " + crest))
        p.append(ol(crest, "#f39a2c", 6))
        p.append(ol(head, "url(#skin)"))
        p.append(ol("M166 156 C 154 170, 146 186, 142 206 C 138 226, 140 240, 142 250 L 104 250 "
                    "C 104 216, 118 180, 150 150 Z", "#c8f0d0", 5))
        for x, y in ((78, 130), (100, 118), (82, 160), (104, 146), (78, 192), (100, 176), (124, 134), (92, 216), (114, 202)):
            p.append(f'<path d="M{x - 9} {y} C {x - 9} {y + 12}, {x + 9} {y + 12}, {x + 9} {y}" fill="none" '
                     f'stroke="#156a5a" stroke-width="4" stroke-linecap="round"/>')
        p.append(stroke("M246 132 C 222 142, 190 140, 160 134 C 154 132, 150 128, 148 122", INK, 6))
        p.append(ol("M116 86 C 128 70, 162 70, 172 90 C 152 84, 134 84, 116 92 Z", "#1a7664", 5))
        p.append(ika_eye(146, 102, 17, "#ffd23a", slit=True))
        p.append(f'<ellipse cx="228" cy="104" rx="5" ry="4" fill="{INK}"/>')
        p.append(ol("M214 148 L 220 160 L 226 148 Z M190 146 L 196 158 L 202 146 Z", "#fffdf5", 3))
    elif kind == "ghost":
        defs += radial("sheet", "#ffffff", "#b9d0f0", cx="42%", cy="30%", r="80%")
        body = ("M128 22 C 186 22, 212 66, 212 120 L 212 196 C 212 214, 202 232, 190 224 "
                "C 180 218, 176 236, 160 232 C 148 230, 146 246, 128 240 C 112 246, 108 230, 96 232 "
                "C 80 236, 76 218, 66 224 C 54 232, 44 214, 44 196 L 44 120 C 44 66, 70 22, 128 22 Z")
        arms = "M50 176 C 30 172, 14 158, 12 140 C 24 136, 40 146, 52 150 Z"
        p.append('<ellipse cx="128" cy="136" rx="112" ry="116" fill="#bfe4ff" fill-opacity="0.12"/>')
        p.append('<ellipse cx="128" cy="132" rx="98" ry="104" fill="#bfe4ff" fill-opacity="0.14"/>')
        p.append(shadow_path(body, 0, 8))
        p.append(mirror(ol(arms, "url(#sheet)", 7, ' fill-opacity="0.9"')))
        p.append(ol(body, "url(#sheet)", INK_W, ' fill-opacity="0.88"'))
        p.append('<path d="M64 120 C 60 160, 62 196, 70 214" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-opacity="0.7"/>')
        p.append(f'<ellipse cx="102" cy="112" rx="14" ry="22" fill="{INK}"/><ellipse cx="154" cy="112" rx="14" ry="22" fill="{INK}"/>')
        p.append('<circle cx="98" cy="104" r="5" fill="#fff"/><circle cx="150" cy="104" r="5" fill="#fff"/>')
        p.append(f'<ellipse cx="128" cy="166" rx="16" ry="22" fill="{INK}"/>')
        p.append('<ellipse cx="84" cy="144" rx="12" ry="7" fill="#8fb8f0" fill-opacity="0.8"/>'
                 '<ellipse cx="172" cy="144" rx="12" ry="7" fill="#8fb8f0" fill-opacity="0.8"/>')
        p.append(undead_badge())
    elif kind == "succubus":
        defs += radial("skin", "#e6c2f5", "#a46ac8", cx="45%", cy="32%", r="75%") + \
            linear("wing", [(0, "#8a3fb0"), (1, "#4a1a66")])
        wing = ("M86 128 L 20 34 C 28 62, 18 78, 10 90 C 26 96, 30 110, 18 128 C 36 128, 46 138, 40 158 "
                "C 58 150, 72 154, 82 166 Z")
        hair = ("M128 40 C 186 40, 208 88, 202 140 C 198 180, 214 212, 198 238 L 58 238 "
                "C 42 212, 58 180, 54 140 C 48 88, 70 40, 128 40 Z")
        face = ("M128 66 C 168 66, 180 100, 178 132 C 176 170, 154 198, 128 198 "
                "C 102 198, 80 170, 78 132 C 76 100, 88 66, 128 66 Z")
        p.append(shadow_path(hair + " " + wing + " M170 128 L 236 34 L 246 90 L 216 166 Z"))
        p.append(mirror(ol(wing, "url(#wing)", 7) + stroke("M80 140 L 22 60 M76 148 L 28 124 M78 156 L 44 150", "#2a0e3a", 4)))
        p.append(ol(hair, "#3a1748"))
        p.append(ol("M64 248 C 68 218, 94 204, 128 204 C 162 204, 188 218, 192 248 Z", "url(#skin)"))
        p.append(ol("M96 248 C 100 228, 112 222, 128 222 C 144 222, 156 228, 160 248 Z", "#2b0f38", 5))
        p.append(ol("M112 186 H144 V212 H112 Z", "url(#skin)", 0))
        p.append(ol(face, "url(#skin)"))
        p.append(mirror(ol("M96 72 C 86 58, 82 40, 90 22 C 96 42, 106 54, 114 62 Z", "#c2185b", 6)))
        p.append(ol("M78 128 C 74 84, 100 58, 128 58 C 160 58, 184 82, 180 126 C 172 100, 154 84, 134 82 "
                    "C 124 100, 102 114, 78 128 Z", "#3a1748", 6))
        p.append(mirror(stroke("M88 124 C 96 116, 108 116, 116 122", INK, 5)
                        + ika_eye(102, 140, 12, "#e02a8a")
                        + stroke("M88 136 L 80 130", INK, 4)))
        p.append(ol("M112 174 C 120 168, 136 168, 144 174 C 136 186, 120 186, 112 174 Z", "#ff4f8a", 4))
        p.append(ol("M218 200 C 210 188, 226 180, 232 192 C 238 180, 254 188, 246 200 L 232 214 Z", "#ff4f8a", 5))
        p.append(stroke("M190 240 C 210 236, 220 226, 226 210", INK, 6))
    elif kind == "dark_elf":
        defs += radial("skin", "#b6c2e0", "#66769e", cx="45%", cy="32%", r="75%")
        hair = ("M128 34 C 186 34, 206 80, 204 130 L 214 240 L 42 240 L 52 130 C 50 80, 70 34, 128 34 Z")
        ear = "M80 128 L 4 62 C 24 94, 44 130, 80 160 Z"
        face = ("M128 60 C 166 60, 184 92, 182 128 C 180 168, 152 206, 128 214 "
                "C 104 206, 76 168, 74 128 C 72 92, 90 60, 128 60 Z")
        p.append(shadow_path(hair + " " + ear + " M176 128 L 252 62 L 176 160 Z"))
        p.append(ol(hair, "#eef1f8"))
        p.append(ol("M34 250 C 44 220, 84 206, 128 206 C 172 206, 212 220, 222 250 Z", "#3a2a5a"))
        p.append(ol("M112 196 H144 L 140 222 H116 Z", "url(#skin)", 5))
        p.append(mirror(ol(ear, "url(#skin)", 7) + stroke("M70 134 L 22 80", "#4f5d84", 4)))
        p.append(ol(face, "url(#skin)"))
        p.append(ol("M74 120 C 72 76, 98 46, 128 46 C 158 46, 184 76, 182 120 C 172 92, 152 76, 128 72 "
                    "C 104 76, 84 92, 74 120 Z", "#eef1f8", 6))
        p.append(stroke("M84 90 C 110 80, 146 80, 172 90", "url(#gold)", 6))
        p.append(ol("M128 78 L 138 90 L 128 102 L 118 90 Z", "#9b4fe0", 4))
        p.append(mirror(ol("M86 136 C 96 126, 110 126, 118 138 C 108 144, 96 144, 86 136 Z", "#fffdf5", 4)
                        + '<circle cx="104" cy="137" r="5.5" fill="#ff3a5c"/>'
                        + stroke("M82 118 L 118 128", INK, 6)))
        p.append(stroke("M128 142 L 122 168 L 130 170", "#4f5d84", 4))
        p.append(stroke("M114 186 C 124 190, 134 190, 144 184", INK, 5))
    elif kind == "minotaur":
        defs += radial("skin", "#c98a56", "#7a4a24", cx="45%", cy="30%", r="80%") + \
            linear("horn", [(0, "#fffaea"), (1, "#c8b08a")], 0, 0, 1, 0)
        head = ("M128 54 C 176 54, 196 84, 194 120 C 192 150, 186 170, 182 186 L 74 186 "
                "C 70 170, 64 150, 62 120 C 60 84, 80 54, 128 54 Z")
        muzzle = ("M128 150 C 178 150, 192 176, 188 202 C 184 230, 160 244, 128 244 "
                  "C 96 244, 72 230, 68 202 C 64 176, 78 150, 128 150 Z")
        horn = "M78 96 C 44 90, 18 66, 16 22 C 36 48, 60 58, 90 64 Z"
        ear = "M66 116 C 44 122, 22 116, 8 102 C 28 94, 48 94, 70 100 Z"
        p.append(shadow_path(head + " " + muzzle + " " + horn + " M178 96 C 212 90, 238 66, 240 22 L 166 64 Z"))
        p.append(mirror(ol(horn, "url(#horn)") + ol(ear, "url(#skin)", 7)
                        + '<path d="M58 110 C 42 112, 30 108, 20 102 C 34 98, 46 100, 60 104 Z" fill="#e8a0a0"/>'))
        p.append(ol(head, "url(#skin)"))
        p.append(ol("M100 58 L 108 88 L 118 66 L 128 94 L 138 66 L 148 88 L 156 58 C 140 50, 116 50, 100 58 Z", "#4a2a12", 5))
        p.append(mirror(stroke("M80 112 L 114 126", INK, 9) + ika_eye(98, 134, 12, "#3a1a0a")))
        p.append(ol(muzzle, "#e3bb94"))
        p.append(f'<ellipse cx="108" cy="194" rx="10" ry="14" fill="{INK}"/><ellipse cx="148" cy="194" rx="10" ry="14" fill="{INK}"/>')
        p.append(f'<path d="M108 212 A 20 20 0 1 0 148 212" fill="none" stroke="{INK}" stroke-width="13" stroke-linecap="round"/>'
                 f'<path d="M108 212 A 20 20 0 1 0 148 212" fill="none" stroke="url(#gold)" stroke-width="7" stroke-linecap="round"/>')
    elif kind == "demon":
        defs += radial("skin", "#ff7a5a", "#b8241a", cx="45%", cy="30%", r="80%") + \
            linear("horn", [(0, "#6a5a70"), (1, "#1e1820")], 0, 0, 1, 0)
        head = ("M128 52 C 180 52, 200 92, 198 132 C 196 172, 168 208, 128 222 "
                "C 88 208, 60 172, 58 132 C 56 92, 76 52, 128 52 Z")
        horn = "M86 80 C 58 66, 44 40, 54 6 C 66 34, 90 48, 110 58 Z"
        ear = "M62 124 L 16 96 L 62 160 Z"
        p.append(shadow_path(head + " " + horn + " " + ear + " M170 80 C 198 66, 212 40, 202 6 L 146 58 Z M194 124 L 240 96 L 194 160 Z"))
        p.append(mirror(ol(horn, "url(#horn)") + ol(ear, "url(#skin)", 7)))
        p.append(ol(head, "url(#skin)"))
        p.append(ol("M98 56 C 112 62, 120 72, 128 86 C 136 72, 144 62, 158 56 C 140 48, 116 48, 98 56 Z", "#2a1418", 5))
        p.append(ol("M112 206 C 116 222, 122 236, 128 248 C 134 236, 140 222, 144 206 C 134 214, 122 214, 112 206 Z", "#2a1418", 5))
        p.append(mirror(ol("M76 118 L 118 134 L 114 144 L 74 130 Z", "#2a1418", 4)
                        + ika_eye(100, 146, 13, "#ff8a00", sclera="#ffe55c", slit=True)))
        p.append(ol("M86 172 C 108 196, 148 196, 170 172 C 150 182, 106 182, 86 172 Z", "#3a0a0a", 5))
        p.append(ol("M100 180 L 106 196 L 112 182 Z M144 182 L 150 196 L 156 180 Z", "#fffdf5", 3))
    elif kind == "dragon":
        defs += radial("skin", "#ffb24a", "#d8341c", cx="40%", cy="30%", r="85%") + \
            linear("horn", [(0, "#fff3c4"), (1, "#d9a640")], 0, 0, 1, 0)
        # drawn facing right, then flipped to face left (the lizardman faces right)
        upper = ("M40 252 C 28 200, 26 150, 42 108 C 58 70, 96 46, 140 50 C 176 54, 204 70, 230 84 "
                 "C 248 94, 254 112, 248 126 L 176 136 C 160 138, 150 148, 146 160 "
                 "C 160 168, 206 170, 236 176 C 240 190, 226 200, 208 200 L 160 200 "
                 "C 148 214, 146 234, 148 252 Z")
        horn1 = "M86 70 C 60 50, 34 40, 12 42 C 32 56, 52 78, 64 100 Z"
        horn2 = "M120 56 C 106 32, 82 14, 56 8 C 74 28, 88 50, 94 70 Z"
        p.append(shadow_path(upper + " " + horn1 + " " + horn2))
        p.append(ol(horn1, "url(#horn)") + ol(horn2, "url(#horn)"))
        p.append(ol("M38 110 L 8 120 L 40 136 L 10 152 L 40 162 L 14 184 L 44 188 Z", "#ffd23a", 6))
        p.append(ol("M160 130 C 190 134, 220 132, 244 126 L 236 176 C 206 170, 172 168, 150 160 Z", "#7a1008", 5))
        p.append(ol(upper, "url(#skin)"))
        p.append(ol("M146 160 C 160 168, 206 170, 236 176 C 240 190, 226 200, 208 200 L 160 200 "
                    "C 150 210, 146 228, 146 252 L 100 252 C 100 210, 118 176, 146 160 Z", "#ffd27a", 5))
        for y in (188, 208, 228):
            p.append(stroke(f"M{112 + (228 - y) * 0.3:.0f} {y} L 150 {y}", "#d08a30", 4))
        teeth = "M180 130 L 186 144 L 192 131 Z M204 128 L 210 142 L 216 128 Z M228 126 L 233 138 L 238 125 Z " \
                "M186 170 L 192 158 L 198 171 Z M210 173 L 216 161 L 222 174 Z"
        p.append(ol(teeth, "#fffdf5", 3))
        for x, y in ((70, 120), (94, 104), (74, 158), (98, 140), (120, 120), (66, 196), (92, 178), (118, 90)):
            p.append(f'<path d="M{x - 10} {y} C {x - 10} {y + 13}, {x + 10} {y + 13}, {x + 10} {y}" fill="none" '
                     f'stroke="#a8230f" stroke-width="4" stroke-linecap="round"/>')
        p.append(ol("M130 74 C 146 60, 178 62, 188 82 C 168 78, 148 80, 130 88 Z", "#a8230f", 5))
        p.append(ika_eye(160, 96, 16, "#4ad04a", sclera="#ffe55c", slit=True))
        p.append(f'<ellipse cx="232" cy="98" rx="6" ry="4" fill="{INK}"/>')
        p.append(stroke("M238 82 C 248 70, 240 60, 250 50", "#9aa0aa", 6, ' stroke-opacity="0.8"'))
        p = ['<g transform="translate(256 0) scale(-1 1)">'] + p + ["</g>"]
    return svg(256, 256, "\n".join(p), defs)


JUDGE_FACE = ("M128 64 C 170 64, 188 98, 186 134 C 184 178, 160 206, 128 206 "
              "C 96 206, 72 178, 70 134 C 68 98, 86 64, 128 64 Z")
JUDGE_ROBE = "M26 248 C 30 210, 70 190, 128 190 C 186 190, 226 210, 230 248 Z"


def judge_base(skin, robe, ears=True):
    """Shoulders, neck, ears and face of a judge: (silhouette, parts)."""
    parts = [ol(JUDGE_ROBE, robe), ol("M108 180 H148 L 146 208 H110 Z", skin, 6)]
    if ears:
        parts.append(mirror(f'<circle cx="72" cy="140" r="15" fill="{skin}" stroke="{INK}" stroke-width="6"/>'))
    parts.append(ol(JUDGE_FACE, skin))
    return JUDGE_FACE + " " + JUDGE_ROBE, parts


def nose(x=128, y=150):
    return stroke(f"M{x} {y - 10} C {x - 6} {y}, {x - 8} {y + 10}, {x + 2} {y + 12}", INK, 5)


def judge(kind):
    defs = IKA_GOLD
    p = []
    if kind == "adoth":     # severe old judgmaster
        skin = "#f0c8a6"
        sil, base = judge_base(skin, "#34323e")
        p.append(shadow_path(sil))
        p += base
        p.append(ol("M104 190 L 128 236 L 152 190 Z", "#fffdf5", 5))
        p.append(ol("M120 206 H136 V240 H120 Z", "#fffdf5", 4))
        p.append(stroke("M60 214 C 90 232, 104 236, 120 238 M196 214 C 166 232, 152 236, 136 238", "url(#gold)", 6))
        p.append(mirror(ol("M72 126 C 66 96, 78 84, 92 80 C 90 100, 92 116, 84 140 Z", "#b8bcc4", 5)))
        p.append(ol("M80 82 C 84 54, 172 54, 176 82 C 150 72, 106 72, 80 82 Z", "#1a1a20", 5))
        p.append(ol("M76 160 C 80 210, 104 244, 128 248 C 152 244, 176 210, 180 160 "
                    "C 162 176, 146 176, 128 172 C 110 176, 94 176, 76 160 Z", "#c9cdd4", 6))
        p.append(stroke("M106 200 C 112 216, 120 226, 124 232 M150 200 C 144 216, 136 226, 132 232", "#9aa0aa", 4))
        p.append(mirror(ol("M80 110 L 122 124 L 118 136 L 78 124 Z", "#e4e6ea", 4)
                        + ika_eye(102, 138, 9, "#3a4a5a")))
        p.append(nose(128, 152))
        p.append(ol("M104 172 C 112 162, 124 162, 128 168 C 132 162, 144 162, 152 172 C 140 176, 116 176, 104 172 Z", "#e4e6ea", 4))
        p.append(stroke("M100 96 L 110 100 M146 100 L 156 96 M120 104 L 136 104", "#b48c70", 3))
    elif kind == "tad":     # daydreamer
        skin = "#f7d4b2"
        defs += linear("cap", [(0, "#4a6ad0"), (1, "#263c8a")])
        sil, base = judge_base(skin, "#9cc0ee")
        cloud = ("M20 52 C 14 36, 30 22, 44 30 C 50 14, 76 12, 82 30 C 98 26, 106 42, 98 54 "
                 "C 104 66, 90 76, 78 70 C 66 80, 44 78, 40 68 C 24 72, 12 62, 20 52 Z")
        cap = ("M70 104 C 66 60, 100 30, 146 32 C 190 34, 224 70, 234 124 C 214 92, 194 80, 180 80 "
               "C 186 88, 188 96, 186 104 Z")
        p.append(shadow_path(sil + " " + cloud + " " + cap))
        p += base
        for x in (56, 88, 168, 200):
            p.append(stroke(f"M{x} {204 if x in (88, 168) else 214} L {x - (6 if x < 128 else -6)} 246", "#ffffff", 8))
        p.append(ol(cloud, "#ffffff", 6))
        p.append(stroke("M36 46 H52 L 36 60 H52 M64 36 H76 L 64 48 H76", "#5a6ab0", 4))
        p.append(ol(cap, "url(#cap)"))
        for x, y in ((110, 52), (150, 48), (188, 70), (134, 74)):
            p.append(f'<polygon points="{star_points(x, y, 9, 4)}" fill="#ffe38a"/>')
        p.append(ol("M64 102 C 100 84, 156 84, 192 102 L 190 120 C 156 104, 100 104, 66 120 Z", "#ffffff", 6))
        p.append(f'<circle cx="234" cy="132" r="16" fill="#ffffff" stroke="{INK}" stroke-width="6"/>')
        p.append(mirror(ika_eye(102, 144, 12, "#5a7ab0")
                        + ol("M88 144 C 88 128, 116 128, 116 144 Z", skin, 0)
                        + stroke("M88 144 C 96 142, 108 142, 116 144", INK, 5)))
        p.append(nose(128, 160))
        p.append(f'<ellipse cx="128" cy="184" rx="9" ry="11" fill="#5a1e1e" stroke="{INK}" stroke-width="4"/>')
        p.append('<circle cx="90" cy="170" r="9" fill="#f49a9a" fill-opacity="0.7"/><circle cx="166" cy="170" r="9" fill="#f49a9a" fill-opacity="0.7"/>')
    elif kind == "ferine":  # capricious: jester, cards and dice, mismatched
        skin = "#f6e8dc"
        sil, base = judge_base(skin, "#7a3cc0")
        left_cap = "M78 100 C 60 70, 40 54, 16 58 C 34 66, 42 86, 44 110 C 58 100, 68 100, 78 100 Z"
        right_cap = "M178 100 C 196 70, 216 54, 240 58 C 222 66, 214 86, 212 110 C 198 100, 188 100, 178 100 Z"
        p.append(shadow_path(sil + " " + left_cap + " " + right_cap + " M80 100 C 80 40, 176 40, 176 100 Z"))
        p += base
        p.append(ol("M128 190 C 170 190, 210 204, 226 236 L 230 248 H128 Z", "#f2c21e", 0))
        p.append(ol(JUDGE_ROBE, "none"))
        for x, y in ((160, 222), (196, 230)):
            p.append(ol(f"M{x} {y - 14} L {x + 10} {y} L {x} {y + 14} L {x - 10} {y} Z", "#e0302a", 4))
        p.append(ol("M70 112 C 66 62, 100 40, 128 40 C 156 40, 190 62, 186 112 Z", "#e0302a", 0))
        p.append(ol("M128 40 C 156 40, 190 62, 186 112 L 128 112 Z", "#2fa24a", 0))
        p.append(ol("M70 112 C 66 62, 100 40, 128 40 C 156 40, 190 62, 186 112 Z", "none"))
        p.append(ol(left_cap, "#e0302a", 7) + ol(right_cap, "#2fa24a", 7))
        # a die on one tip, a little card on the other
        p.append(ol("M10 44 H36 V70 H10 Z", "#fffdf5", 5, ' transform="rotate(-12 23 57)"'))
        p.append(f'<g transform="rotate(-12 23 57)"><circle cx="16" cy="50" r="3.5" fill="{INK}"/>'
                 f'<circle cx="23" cy="57" r="3.5" fill="{INK}"/><circle cx="30" cy="64" r="3.5" fill="{INK}"/></g>')
        p.append(ol("M220 34 H244 V68 H220 Z", "#fffdf5", 5, ' transform="rotate(14 232 51)"'))
        p.append(ol("M232 41 L 239 51 L 232 61 L 225 51 Z", "#e0302a", 2, ' transform="rotate(14 232 51)"'))
        p.append(ol("M68 112 C 100 100, 156 100, 188 112 L 186 124 C 156 112, 100 112, 70 124 Z", "url(#gold)", 5))
        p.append(ika_eye(102, 146, 12, "#2f7de1") + ika_eye(154, 146, 12, "#f28a1e"))
        p.append(ol("M150 162 L 156 174 L 150 186 L 144 174 Z", "#2fa24a", 3))
        p.append(stroke("M90 128 L 114 134 M142 130 C 150 120, 162 120, 168 126", INK, 5))
        p.append(nose(128, 160))
        p.append(stroke("M104 182 C 116 192, 134 192, 152 176", INK, 6))
    elif kind == "zapp":    # cheerful
        skin = "#f0b88a"
        defs += radial("hair", "#ffe24a", "#ff8a1e", cx="50%", cy="60%", r="70%")
        sil, base = judge_base(skin, "#12b5c8")
        pts = []
        for i in range(13):
            a = math.radians(180 + i * 15)
            r = 96 if i % 2 == 0 else 66
            pts.append(f"{128 + r * math.cos(a):.1f},{118 + r * math.sin(a) * 0.95:.1f}")
        hair = "M" + " L".join(p_.replace(",", " ") for p_ in pts) + " Z"
        p.append(shadow_path(sil + " " + hair))
        p.append(ol(hair, "url(#hair)"))
        p += base
        p.append(ol("M98 198 L 118 198 L 106 222 L 124 222 L 96 248 L 104 226 L 88 226 Z", "#ffe24a", 5))
        p.append(ol("M74 108 C 80 68, 176 68, 182 108 C 170 94, 150 98, 140 86 C 128 100, 108 96, 96 90 C 90 100, 82 104, 74 108 Z", "url(#hair)", 6))
        p.append(mirror(stroke("M88 140 C 94 126, 110 126, 116 140", INK, 7)
                        + stroke("M86 118 C 94 110, 108 110, 116 116", INK, 5)
                        + '<circle cx="86" cy="160" r="11" fill="#ff6a7a" fill-opacity="0.7"/>'))
        p.append(ol("M86 160 C 104 166, 152 166, 170 160 C 168 196, 148 206, 128 206 C 108 206, 88 196, 86 160 Z", "#7a1e2a", 6))
        p.append(ol("M92 164 C 110 170, 146 170, 164 164 L 162 176 C 146 180, 110 180, 94 176 Z", "#fffdf5", 0))
        p.append(ol("M108 196 C 116 186, 140 186, 148 196 C 140 204, 116 204, 108 196 Z", "#ff6a7a", 0))
        p.append(ol("M86 160 C 104 166, 152 166, 170 160 C 168 196, 148 206, 128 206 C 108 206, 88 196, 86 160 Z", "none", 6))
        for x, y in ((28, 78), (226, 70), (216, 170)):
            p.append(ol(f"M{x} {y - 16} L {x + 4} {y - 2} L {x + 14} {y - 2} L {x - 2} {y + 16} L {x} {y + 4} L {x - 10} {y + 4} Z", "#ffe24a", 4))
    elif kind == "lawty":   # opportunist: monocle, coin
        skin = "#f2caa2"
        defs += radial("coin", GOLD_HI, GOLD_LO, cx="38%", cy="32%", r="75%") + \
            radial("glass", "#ffffff", "#9fd6ff", cx="35%", cy="30%", r="80%")
        sil, base = judge_base(skin, "#24603e")
        hat = "M82 84 L 88 20 C 110 14, 146 14, 168 20 L 174 84 Z"
        p.append(shadow_path(sil + " " + hat + " M196 200 A 40 40 0 1 1 195.9 200 Z"))
        p += base
        p.append(ol("M100 190 L 128 214 L 156 190 L 150 248 H106 Z", "#fffdf5", 5))
        p.append(ol("M118 206 L 128 214 L 138 206 L 138 226 L 128 218 L 118 226 Z", "#b8261b", 4))
        for y in (230, 242):
            p.append(f'<circle cx="92" cy="{y}" r="4" fill="url(#gold)" stroke="{INK}" stroke-width="2"/>')
        p.append(ol("M72 112 C 74 78, 100 68, 128 68 C 156 68, 182 78, 184 112 C 160 94, 138 92, 128 86 C 116 94, 96 96, 72 112 Z", "#1e1a18", 6))
        p.append(ol(hat, "#1e1a18"))
        p.append(ol("M84 64 H172 V78 H84 Z", "url(#gold)", 5))
        p.append(ol("M64 84 C 90 74, 166 74, 192 84 L 190 96 C 166 88, 90 88, 66 96 Z", "#1e1a18", 5))
        p.append(stroke("M86 126 L 114 130", INK, 6) + stroke("M140 118 C 150 110, 164 110, 172 118", INK, 6))
        p.append(ika_eye(102, 142, 10, "#3a5a3a"))
        p.append(ika_eye(156, 142, 12, "#3a5a3a"))
        p.append(f'<circle cx="156" cy="142" r="20" fill="url(#glass)" fill-opacity="0.35" stroke="{INK}" stroke-width="10"/>'
                 f'<circle cx="156" cy="142" r="20" fill="none" stroke="url(#gold)" stroke-width="5"/>')
        p.append(stroke("M172 154 C 190 180, 186 204, 176 216", "url(#gold)", 4))
        p.append(nose(128, 158))
        p.append(ol("M94 178 C 108 168, 122 170, 128 174 C 134 170, 148 168, 162 178 C 148 174, 136 178, 128 180 C 120 178, 108 174, 94 178 Z", "#1e1a18", 4))
        p.append(stroke("M110 190 C 124 194, 140 192, 152 184", INK, 5))
        p.append(f'<circle cx="196" cy="216" r="34" fill="url(#coin)" stroke="{INK}" stroke-width="7"/>'
                 f'<circle cx="196" cy="216" r="24" fill="none" stroke="{GOLD_LO}" stroke-width="4"/>'
                 f'<polygon points="{star_points(196, 218, 14, 6)}" fill="{GOLD_LO}"/>')
    elif kind == "orlair":  # cool beauty, ice-blue
        skin = "#eef4fb"
        defs += linear("hair", [(0, "#d8f4ff"), (1, "#6ac0e8")])
        sil, base = judge_base(skin, "#6fb8e0", ears=False)
        hair = ("M128 44 C 184 44, 206 90, 204 140 C 202 186, 214 214, 206 244 L 50 244 "
                "C 42 214, 54 186, 52 140 C 50 90, 72 44, 128 44 Z")
        tiara = "M88 78 L 96 50 L 108 70 L 128 26 L 148 70 L 160 50 L 168 78 Z"
        p.append(shadow_path(hair + " " + tiara + " " + JUDGE_ROBE))
        p.append(ol(hair, "url(#hair)"))
        p += base
        p.append(ol("M96 190 C 108 214, 148 214, 160 190", "#e4f6ff", 5))
        cx, cy = 128, 224
        flake = " ".join(f"M{cx} {cy} L {cx + 16 * math.cos(math.radians(a)):.1f} {cy + 16 * math.sin(math.radians(a)):.1f}"
                         for a in range(0, 360, 60))
        p.append(stroke(flake, INK, 9) + stroke(flake, "#ffffff", 4))
        p.append(ol(tiara, "#c8f0ff", 6))
        p.append(ol("M128 40 L 136 58 L 128 70 L 120 58 Z", "#5fd0ff", 3))
        p.append(ol("M76 132 C 74 90, 98 70, 128 68 C 158 70, 182 90, 180 132 C 172 108, 150 88, 128 86 "
                    "C 106 88, 84 108, 76 132 Z", "url(#hair)", 6))
        p.append(mirror(ol("M88 142 C 96 134, 110 134, 118 142 C 110 150, 96 150, 88 142 Z", "#fffdf5", 4)
                        + '<circle cx="103" cy="143" r="6" fill="#2fa8e0"/>'
                        + ol("M86 142 C 94 130, 112 130, 120 142 C 110 138, 96 138, 86 142 Z", "#9ac8e0", 4)
                        + stroke("M90 122 C 98 118, 108 118, 116 122", "#5a8aa8", 4)))
        p.append(stroke("M128 152 L 124 168 L 130 170", "#9ab4c8", 4))
        p.append(ol("M116 184 C 124 180, 132 180, 140 184 C 132 190, 124 190, 116 184 Z", "#8ab0e0", 3))
        for x, y, r in ((40, 60, 10), (218, 84, 8), (30, 170, 7)):
            p.append(f'<polygon points="{star_points(x, y, r, r * 0.35, 4)}" fill="#e4f8ff" stroke="{INK}" stroke-width="3"/>')
    elif kind == "lester":  # show-off: big hat, sparkles
        skin = "#c98a5e"
        defs += linear("hat", [(0, "#ff5a6e"), (1, "#a8152e")]) + \
            linear("plume", [(0, "#fff6c8"), (1, "#f0b429")])
        sil, base = judge_base(skin, "#2a58c0")
        plume = "M150 60 C 176 24, 222 8, 252 22 C 226 30, 208 44, 198 60 C 222 52, 240 58, 248 72 C 214 70, 184 74, 160 84 Z"
        hat = "M40 100 C 50 84, 80 82, 96 80 C 98 48, 158 44, 164 78 C 186 80, 214 84, 228 100 C 190 110, 80 112, 40 100 Z"
        p.append(shadow_path(sil + " " + plume + " " + hat))
        p += base
        ruff = " ".join(f"M{x} 196 A 12 12 0 0 0 {x + 22} 196" for x in range(73, 170, 22))
        p.append(ol("M64 200 C 90 186, 166 186, 192 200 C 180 222, 76 222, 64 200 Z", "#fffdf5", 6))
        p.append(stroke(ruff.replace("196", "204"), "#c8c0b0", 4))
        p.append(ol(plume, "url(#plume)", 6))
        p.append(stroke("M164 80 C 186 64, 214 44, 246 26", GOLD_LO, 4))
        p.append(ol(hat, "url(#hat)"))
        p.append(ol("M96 80 C 120 90, 144 90, 164 78 L 164 90 C 144 100, 118 100, 96 92 Z", "url(#gold)", 5))
        p.append(ol("M120 86 L 128 80 L 136 86 L 128 96 Z", "#5fd0ff", 3))
        p.append(stroke("M86 124 C 94 116, 108 116, 116 124", INK, 6) + stroke("M140 130 L 170 124", INK, 6))
        p.append(ika_eye(102, 140, 11, "#3a2a1a"))
        p.append(stroke("M142 144 C 150 150, 162 150, 170 142", INK, 6))
        p.append(nose(128, 156))
        p.append(ol("M128 170 C 116 162, 98 164, 86 174 C 84 160, 70 160, 70 168 C 86 184, 112 180, 128 176 "
                    "C 144 180, 170 184, 186 168 C 186 160, 172 160, 170 174 C 158 164, 140 162, 128 170 Z", "#2a1a12", 4))
        p.append(ol("M104 184 C 116 198, 140 198, 152 184 Z", "#fffdf5", 5))
        for x, y, r in ((30, 146, 14), (222, 150, 12), (206, 118, 8), (46, 196, 9)):
            p.append(f'<polygon points="{star_points(x, y, r, r * 0.32, 4)}" fill="#ffe38a" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>')
    elif kind == "morla":   # devious: hood, sly eyes
        skin = "#cdbba6"
        defs += linear("hood", [(0, "#6a4a8e"), (1, "#2a1a40")])
        hood = ("M128 14 C 150 36, 196 52, 206 104 C 214 150, 206 186, 230 248 L 26 248 "
                "C 50 186, 42 150, 50 104 C 60 52, 106 36, 128 14 Z")
        p.append(shadow_path(hood))
        p.append(ol(hood, "url(#hood)"))
        p.append(ol("M72 120 C 72 76, 100 56, 128 56 C 156 56, 184 76, 184 120 L 186 206 L 70 206 Z", "#1a1024", 6))
        p.append(ol("M128 78 C 164 78, 178 106, 176 136 C 174 178, 154 206, 128 206 "
                    "C 102 206, 82 178, 80 136 C 78 106, 92 78, 128 78 Z", skin))
        p.append(ol("M82 120 C 96 96, 160 96, 174 120 C 160 112, 96 112, 82 120 Z", "#1a1024", 0))
        p.append(ol("M80 136 C 78 106, 92 78, 128 78 C 164 78, 178 106, 176 136 C 160 118, 96 118, 80 136 Z",
                    "#1a1024", 0, ' fill-opacity="0.45"'))
        p.append(mirror(ol("M88 140 C 98 132, 112 130, 120 136 C 110 144, 98 146, 88 140 Z", "#fff6a8", 4)
                        + '<circle cx="108" cy="138" r="4.5" fill="#2a1a12"/>'
                        + stroke("M84 128 L 118 130", INK, 6)))
        p.append(stroke("M128 142 C 124 156, 118 166, 122 174 L 132 174", INK, 5))
        p.append(stroke("M104 188 C 118 194, 138 192, 156 178", INK, 6))
        p.append(stroke("M150 182 L 158 176", INK, 5))
        p.append(ol("M112 206 H144 L 140 226 H116 Z", "#1a1024", 0))
        p.append(ol("M92 216 C 110 236, 146 236, 164 216 L 160 248 H96 Z", "#4a3066", 5))
        p.append(f'<circle cx="128" cy="228" r="9" fill="#4ad08a" stroke="{INK}" stroke-width="4"/>')
    return svg(256, 256, "\n".join(p), defs)


# ---- cards (200 x 280) ---------------------------------------------------

CARD_W, CARD_H = 200, 280
CARD_R = 16


def card_outline(fill, w=6):
    return (f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="{CARD_R}" '
            f'fill="{fill}" stroke="{INK}" stroke-width="{w}"/>')


FRAMES = {   # band light, band dark
    "direct": ("#ff8a4a", "#c8321e"),
    "enchant": ("#b07ae6", "#5b2a8a"),
    "support": ("#3cc6c0", "#1a6a96"),
}


def frame_glyph(kind, cx, cy):
    """The spell type's glyph, about 34 px, centred on (cx, cy)."""
    if kind == "direct":     # a lightning bolt ending in an arrow head
        d = (f"M{cx - 4} {cy - 18} L {cx + 12} {cy - 18} L {cx + 3} {cy - 4} L {cx + 11} {cy - 4} "
             f"L {cx + 8} {cy + 4} L {cx + 16} {cy + 4} L {cx + 2} {cy + 20} L {cx - 2} {cy + 6} "
             f"L {cx - 10} {cy + 6} L {cx - 4} {cy - 2} L {cx - 14} {cy - 2} Z")
        return ol(d, "url(#gold)", 3.5)
    if kind == "enchant":    # a four-point sparkle and a small star
        return (f'<polygon points="{star_points(cx - 2, cy + 2, 18, 6, 4)}" fill="url(#gold)" stroke="{INK}" '
                f'stroke-width="3.5" stroke-linejoin="round"/>'
                f'<polygon points="{star_points(cx + 12, cy - 12, 8, 3, 4)}" fill="#fff6c8" stroke="{INK}" '
                f'stroke-width="2.5" stroke-linejoin="round"/>')
    # support: an open book
    return (ol(f"M{cx} {cy - 8} C {cx - 8} {cy - 14}, {cx - 16} {cy - 14}, {cx - 20} {cy - 12} L {cx - 20} {cy + 12} "
               f"C {cx - 14} {cy + 10}, {cx - 6} {cy + 10}, {cx} {cy + 16} Z", "#fffdf5", 3.5)
            + ol(f"M{cx} {cy - 8} C {cx + 8} {cy - 14}, {cx + 16} {cy - 14}, {cx + 20} {cy - 12} L {cx + 20} {cy + 12} "
                 f"C {cx + 14} {cy + 10}, {cx + 6} {cy + 10}, {cx} {cy + 16} Z", "#fffdf5", 3.5)
            + stroke(f"M{cx - 15} {cy - 4} L {cx - 5} {cy - 2} M{cx - 15} {cy + 3} L {cx - 5} {cy + 5} "
                     f"M{cx + 15} {cy - 4} L {cx + 5} {cy - 2} M{cx + 15} {cy + 3} L {cx + 5} {cy + 5}", "#8a8070", 2))


def spell_frame(kind):
    light, dark = FRAMES[kind]
    defs = IKA_GOLD + linear("band", [(0, light), (1, dark)]) + \
        linear("paper", [(0, "#fbf8f0"), (1, CREAM)])
    top = f"M3 {3 + CARD_R} Q3 3 {3 + CARD_R} 3 H{CARD_W - 3 - CARD_R} Q{CARD_W - 3} 3 {CARD_W - 3} {3 + CARD_R} V46 H3 Z"
    bot = (f"M3 262 H{CARD_W - 3} V{CARD_H - 3 - CARD_R} Q{CARD_W - 3} {CARD_H - 3} {CARD_W - 3 - CARD_R} {CARD_H - 3} "
           f"H{3 + CARD_R} Q3 {CARD_H - 3} 3 {CARD_H - 3 - CARD_R} Z")
    p = [card_outline("url(#paper)"),
         f'<path d="{top}" fill="url(#band)"/>',
         f'<path d="{bot}" fill="url(#band)"/>',
         f'<path d="M3 46 H{CARD_W - 3} M3 262 H{CARD_W - 3}" stroke="{INK}" stroke-width="4"/>',
         f'<rect x="12" y="54" width="{CARD_W - 24}" height="200" rx="8" fill="none" stroke="{dark}" '
         f'stroke-width="2" stroke-opacity="0.35"/>',
         # a light sheen along the band
         f'<path d="M{3 + CARD_R} 10 H{CARD_W - 3 - CARD_R}" stroke="#fff" stroke-width="3" stroke-opacity="0.35" stroke-linecap="round"/>']
    # glyph roundel in the top-left corner, tiny echoes in the bottom band
    p.append(f'<circle cx="32" cy="27" r="19" fill="{dark}" stroke="{INK}" stroke-width="4"/>')
    p.append(f'<g transform="translate(32 27) scale(0.8) translate(-32 -27)">{frame_glyph(kind, 32, 27)}</g>')
    for x in (CARD_W / 2 - 18, CARD_W / 2, CARD_W / 2 + 18):
        p.append(f'<circle cx="{x:.0f}" cy="270" r="3" fill="#fff" fill-opacity="0.7"/>')
    p.append(card_outline("none"))
    return svg(CARD_W, CARD_H, "\n".join(p), defs)


def rune(x, y, k, s=1.0):
    """One of six small angular runes (open strokes) centred on (x, y)."""
    shapes = [
        "M0 -9 V9 M0 -5 L 6 -9 M0 1 L 6 -3",            # a flag-like rune
        "M-5 -9 V9 M-5 -9 L 5 0 L -5 9",                 # a thorn
        "M0 -9 V9 M-6 -3 L 0 3 L 6 -3",                  # a branch
        "M-6 9 L 0 -9 L 6 9 M-3 1 H3",                   # an arrow
        "M-6 -9 L 6 9 M6 -9 L -6 9 M0 -9 V9",            # a star rune
        "M-5 -9 H5 M0 -9 V9 M-5 9 H5",                   # a column
    ]
    return f'<path d="{shapes[k % len(shapes)]}" transform="translate({x:.1f} {y:.1f}) scale({s})"/>'


def back_spell():
    defs = IKA_GOLD + linear("black", [(0, "#2a2b34"), (1, "#0c0d11")])
    p = [card_outline("url(#black)")]
    runes = []
    k = 0
    for row in range(9):
        for col in range(6):
            x, y = 30 + col * 28 + (14 if row % 2 else 0), 34 + row * 27
            if x > CARD_W - 26 or (abs(x - 100) < 62 and abs(y - 140) < 62):
                continue
            runes.append(rune(x, y, k))
            k += 1
    p.append(f'<g fill="none" stroke="{GOLD}" stroke-opacity="0.3" stroke-width="2.5" stroke-linecap="round" '
             f'stroke-linejoin="round">{"".join(runes)}</g>')
    p.append(f'<rect x="14" y="14" width="{CARD_W - 28}" height="{CARD_H - 28}" rx="9" fill="none" stroke="url(#gold)" stroke-width="3"/>')
    cx, cy = 100, 140
    p.append(f'<circle cx="{cx}" cy="{cy}" r="56" fill="#0c0d11" stroke="url(#gold)" stroke-width="4"/>')
    p.append(f'<circle cx="{cx}" cy="{cy}" r="46" fill="none" stroke="url(#gold)" stroke-width="2"/>')
    ring = "".join(rune(cx + 51 * math.cos(math.radians(a)), cy + 51 * math.sin(math.radians(a)), i, 0.38)
                   for i, a in enumerate(range(0, 360, 30)))
    p.append(f'<g fill="none" stroke="{GOLD}" stroke-width="4" stroke-linecap="round">{ring}</g>')
    def tri(rot):
        return " ".join(f"{cx + 42 * math.cos(math.radians(rot + i * 120)):.1f},"
                        f"{cy + 42 * math.sin(math.radians(rot + i * 120)):.1f}" for i in range(3))
    p.append(f'<polygon points="{tri(-90)}" fill="none" stroke="url(#gold)" stroke-width="4" stroke-linejoin="round"/>')
    p.append(f'<polygon points="{tri(90)}" fill="none" stroke="url(#gold)" stroke-width="4" stroke-linejoin="round"/>')
    p.append(f'<circle cx="{cx}" cy="{cy}" r="13" fill="url(#gold)" stroke="{INK}" stroke-width="3"/>')
    p.append(f'<circle cx="{cx}" cy="{cy}" r="5" fill="#0c0d11"/>')
    for x, y in ((28, 28), (CARD_W - 28, 28), (28, CARD_H - 28), (CARD_W - 28, CARD_H - 28)):
        p.append(f'<polygon points="{star_points(x, y, 7, 2.5, 4)}" fill="url(#gold)"/>')
    p.append(card_outline("none"))
    return svg(CARD_W, CARD_H, "\n".join(p), defs)


def crossed_swords(cx, cy, s=1.0):
    out = []
    for rot in (-45, 45):
        out.append(f'<g transform="translate({cx} {cy}) rotate({rot}) scale({s})">'
                   f'<path d="M-5 18 V-40 L 0 -50 L 5 -40 V18 Z" fill="#eef2f6" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>'
                   f'<rect x="-16" y="16" width="32" height="8" rx="3" fill="url(#gold)" stroke="{INK}" stroke-width="4"/>'
                   f'<rect x="-4" y="24" width="8" height="16" fill="#6b3f22" stroke="{INK}" stroke-width="4"/>'
                   f'<circle cx="0" cy="44" r="5" fill="url(#gold)" stroke="{INK}" stroke-width="3.5"/></g>')
    return "".join(out)


def back_bet():
    defs = IKA_GOLD + linear("yel", [(0, "#ffe25a"), (1, "#f0a800")]) + \
        radial("coin", GOLD_HI, GOLD_LO, cx="38%", cy="32%", r="75%")
    p = [card_outline("url(#yel)")]
    # diamond lattice, clipped by hand to the inner panel
    x0, y0, x1, y1 = 20, 20, CARD_W - 20, CARD_H - 20
    lat = []
    for k in range(-(y1 - y0), x1 - x0 + 1, 24):
        t0, t1 = max(0, -k), min(y1 - y0, x1 - x0 - k)
        if t1 > t0:
            lat.append(f"M{x0 + k + t0} {y0 + t0} L {x0 + k + t1} {y0 + t1}")
            lat.append(f"M{x0 + k + t0} {y1 - t0} L {x0 + k + t1} {y1 - t1}")
    p.append('<g stroke="#c98a00" stroke-opacity="0.45" stroke-width="2.5">' + "".join(f'<path d="{d}"/>' for d in lat) + "</g>")
    p.append(f'<rect x="14" y="14" width="{CARD_W - 28}" height="{CARD_H - 28}" rx="9" fill="none" stroke="{INK}" stroke-width="3"/>')
    cx, cy = 100, 140
    p.append(f'<circle cx="{cx}" cy="{cy}" r="54" fill="{INK}"/>')
    p.append(f'<circle cx="{cx}" cy="{cy}" r="48" fill="#2a2b34" stroke="url(#gold)" stroke-width="5"/>')
    p.append(crossed_swords(cx, cy - 2, 0.95))
    p.append(f'<circle cx="{cx}" cy="{cy}" r="20" fill="url(#coin)" stroke="{INK}" stroke-width="4"/>')
    p.append(f'<polygon points="{star_points(cx, cy + 1, 11, 4.5)}" fill="{GOLD_LO}"/>')
    for x, y in ((30, 30), (CARD_W - 30, 30), (30, CARD_H - 30), (CARD_W - 30, CARD_H - 30)):
        p.append(f'<circle cx="{x}" cy="{y}" r="7" fill="url(#coin)" stroke="{INK}" stroke-width="2.5"/>')
    p.append(card_outline("none"))
    return svg(CARD_W, CARD_H, "\n".join(p), defs)


def bet_card():
    defs = IKA_GOLD + linear("tk", [(0, "#fff2a8"), (0.5, "#ffd84a"), (1, "#f2b418")]) + \
        radial("coin", GOLD_HI, GOLD_LO, cx="38%", cy="32%", r="75%")
    W, H, r, n = CARD_W - 3, CARD_H - 3, CARD_R, 14   # ticket: rounded card with a notch each side
    ticket = (f"M3 {3 + r} Q3 3 {3 + r} 3 H{W - r} Q{W} 3 {W} {3 + r} V{140 - n} A {n} {n} 0 0 0 {W} {140 + n} "
              f"V{H - r} Q{W} {H} {W - r} {H} H{3 + r} Q3 {H} 3 {H - r} V{140 + n} A {n} {n} 0 0 0 3 {140 - n} Z")
    p = [f'<path d="{ticket}" fill="url(#tk)" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>',
         f'<rect x="16" y="16" width="{CARD_W - 32}" height="{CARD_H - 32}" rx="8" fill="none" stroke="#a86e00" '
         f'stroke-width="3" stroke-dasharray="8 6"/>',
         '<path d="M24 64 H176 M24 216 H176" stroke="#a86e00" stroke-width="3" stroke-dasharray="4 6" stroke-linecap="round"/>']
    for x in (76, 100, 124):
        p.append(f'<polygon points="{star_points(x, 40, 10 if x == 100 else 7, 4 if x == 100 else 3)}" '
                 f'fill="url(#gold)" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>')
    p.append(crossed_swords(100, 244, 0.42))
    p.append(f'<circle cx="100" cy="140" r="60" fill="{INK}" fill-opacity="0.15"/>')
    p.append(f'<circle cx="100" cy="138" r="58" fill="url(#coin)" stroke="{INK}" stroke-width="5"/>')
    p.append(f'<circle cx="100" cy="138" r="47" fill="#fffaf0" stroke="{INK}" stroke-width="4"/>')
    return svg(CARD_W, CARD_H, "\n".join(p), defs)


# ---- small square things (drawn on 256, written as 0 0 64 64) ------------

def icon64(body, defs=""):
    return svg(64, 64, f'<g transform="scale(0.25)">{body}</g>', defs)


def forbidden():
    d = "M128 32 A 94 94 0 1 1 127.9 32 Z"
    slash = "M70 70 L 186 186"
    return icon64(f'<path d="{d}" transform="translate(0 5)" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="60"/>'
                  + f'<path d="{slash}" transform="translate(0 5)" stroke="#000" stroke-opacity="0.18" stroke-width="60" stroke-linecap="round"/>'
                  + f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="52"/>'
                  + f'<path d="{slash}" stroke="{INK}" stroke-width="54" stroke-linecap="round"/>'
                  + f'<path d="{d}" fill="none" stroke="#e0261c" stroke-width="36"/>'
                  + f'<path d="{slash}" stroke="#e0261c" stroke-width="38" stroke-linecap="round"/>'
                  + '<path d="M62 100 A 72 72 0 0 1 100 62" fill="none" stroke="#ff9a8a" stroke-width="8" stroke-linecap="round"/>')


def coin_body(cx=128, cy=128, r=100):
    return (shadow_circle(cx, cy, r)
            + f'<circle cx="{cx}" cy="{cy + 10}" r="{r}" fill="{GOLD_LO}" stroke="{INK}" stroke-width="12"/>'
            + f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="url(#coin)" stroke="{INK}" stroke-width="12"/>'
            + f'<circle cx="{cx}" cy="{cy}" r="{r * 0.72:.0f}" fill="none" stroke="{GOLD_LO}" stroke-width="10"/>'
            + f'<polygon points="{star_points(cx, cy + 4, r * 0.48, r * 0.2)}" fill="{GOLD_LO}"/>')


COIN_DEFS = IKA_GOLD + radial("coin", GOLD_HI, GOLD, cx="38%", cy="30%", r="80%")


def icon(kind):
    if kind == "gold":
        return icon64(coin_body(128, 120, 104), COIN_DEFS)
    if kind == "gavel":
        defs = IKA_GOLD + linear("wood", [(0, "#c8844a"), (1, "#7a4420")], 0, 0, 1, 1)
        head = "M60 96 L 128 28 L 168 68 L 100 136 Z"
        handle = "M124 104 L 232 212 C 240 220, 228 236, 218 226 L 110 118 Z"
        base = "M24 212 H148 V238 H24 Z"
        return icon64(shadow_path(head + " " + handle + " " + base)
                      + ol(base, "url(#wood)", 12) + ol("M36 196 H136 V212 H36 Z", "#5a3018", 10)
                      + ol(handle, "url(#wood)", 12)
                      + ol(head, "url(#wood)", 12)
                      + ol("M72 84 L 116 40 L 128 52 L 84 96 Z", "url(#gold)", 8)
                      + ol("M100 112 L 144 68 L 156 80 L 112 124 Z", "url(#gold)", 8), defs)
    if kind == "mana":
        defs = radial("drop", "#9ad4ff", "#1f5fc8", cx="35%", cy="35%", r="80%")
        d = ("M128 10 C 150 66, 214 116, 214 164 C 214 214, 176 246, 128 246 "
             "C 80 246, 42 214, 42 164 C 42 116, 106 66, 128 10 Z")
        return icon64(shadow_path(d) + ol(d, "url(#drop)", 14)
                      + stroke("M82 170 C 80 138, 96 114, 112 96", "#fff", 18, ' stroke-opacity="0.85"'), defs)
    if kind == "power":
        defs = IKA_GOLD + linear("fist", [(0, "#ff9a6b"), (1, "#c0392b")])
        return icon64('<g transform="translate(128 132) scale(1.12) translate(-133 -156)">'
                      + shadow_path(FIST) + ol(FIST, "url(#fist)", 12)
                      + stroke("M100 88 L 100 130 M134 80 L 134 128 M166 84 L 166 128", INK, 9)
                      + stroke("M70 150 C 96 132, 128 140, 150 150", INK, 9) + "</g>"
                      + stroke("M34 58 L 58 80 M24 122 H52 M222 58 L 198 80", INK, 24)
                      + stroke("M34 58 L 58 80 M24 122 H52 M222 58 L 198 80", GOLD, 12), defs)
    if kind == "reward":
        defs = COIN_DEFS + radial("sack", "#e6c08a", "#a0703a", cx="40%", cy="35%", r="80%")
        sack = ("M100 78 C 60 104, 28 150, 32 194 C 36 232, 80 246, 128 246 C 176 246, 220 232, 224 194 "
                "C 228 150, 196 104, 156 78 Z")
        neck = "M96 40 C 110 52, 146 52, 160 40 L 150 80 C 138 88, 118 88, 106 80 Z"
        return icon64(shadow_path(sack + " " + neck)
                      + ol(sack, "url(#sack)", 12) + ol(neck, "url(#sack)", 10)
                      + stroke("M96 82 C 116 92, 140 92, 160 82", "#7a3a1a", 14)
                      + f'<circle cx="128" cy="170" r="46" fill="url(#coin)" stroke="{INK}" stroke-width="10"/>'
                      + f'<polygon points="{star_points(128, 174, 26, 11)}" fill="{GOLD_LO}"/>', defs)
    if kind == "eye":
        defs = radial("iris", "#d6a8ff", "#6a2ab0", cx="40%", cy="35%", r="70%")
        almond = "M14 128 C 50 70, 90 48, 128 48 C 166 48, 206 70, 242 128 C 206 186, 166 208, 128 208 C 90 208, 50 186, 14 128 Z"
        return icon64(shadow_path(almond)
                      + ol(almond, "#fffdf5", 14)
                      + f'<circle cx="128" cy="128" r="56" fill="url(#iris)" stroke="{INK}" stroke-width="10"/>'
                      + f'<circle cx="128" cy="128" r="24" fill="{INK}"/>'
                      + '<circle cx="110" cy="108" r="12" fill="#fff"/>'
                      + ol(almond, "none", 14)
                      + f'<polygon points="{star_points(214, 40, 30, 9, 4)}" fill="url(#gold)" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>', IKA_GOLD + defs)
    if kind == "reflection":
        defs = linear("glass", [(0, "#f4fbff"), (0.5, "#9fdcf4"), (1, "#4a8ec8")], 0, 0, 1, 1)
        sh = "M128 14 L 226 50 C 228 140, 196 206, 128 244 C 60 206, 28 140, 30 50 Z"
        return icon64(shadow_path(sh)
                      + ol(sh, "url(#glass)", 14)
                      + ol("M128 40 L 202 66 C 202 136, 178 188, 128 218 C 78 188, 54 136, 54 66 Z", "none", 0)
                      + '<path d="M128 40 L 202 66 C 202 136, 178 188, 128 218 C 78 188, 54 136, 54 66 Z" fill="none" stroke="#fff" stroke-width="6" stroke-opacity="0.7"/>'
                      + '<path d="M70 130 L 140 60 L 164 60 L 82 142 Z M92 168 L 184 76 L 196 88 L 104 180 Z" fill="#fff" fill-opacity="0.8"/>'
                      + f'<polygon points="{star_points(200, 196, 34, 10, 4)}" fill="#fff" stroke="{INK}" stroke-width="6" stroke-linejoin="round"/>'
                      + f'<polygon points="{star_points(52, 200, 18, 6, 4)}" fill="#fff" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>', defs)
    raise KeyError(kind)


IKA_FIGHTERS = ("goblin", "orc", "skeleton", "lizardman", "ghost", "succubus", "dark_elf", "minotaur", "demon", "dragon")
IKA_JUDGES = ("adoth", "tad", "ferine", "zapp", "lawty", "orlair", "lester", "morla")
IKA_ICONS = ("gold", "gavel", "mana", "power", "reward", "eye", "reflection")


def ikasamage():
    for kind in IKA_FIGHTERS:
        save(f"ikasamage/fighter_{kind}.svg", fighter(kind))
    for kind in IKA_JUDGES:
        save(f"ikasamage/judge_{kind}.svg", judge(kind))
    for kind in FRAMES:
        save(f"ikasamage/frame_{kind}.svg", spell_frame(kind))
    save("ikasamage/forbidden.svg", forbidden())
    save("ikasamage/back_spell.svg", back_spell())
    save("ikasamage/back_bet.svg", back_bet())
    save("ikasamage/bet_card.svg", bet_card())
    for kind in IKA_ICONS:
        save(f"ikasamage/{kind}.svg", icon(kind))


def main():
    for kind in ("daimio", "ronin"):
        for side in ("black", "white"):
            save(f"mana/{kind}_{side}.svg", mana_token(kind, side))
    save("mana/bird.svg", mana_bird())
    for n in (1, 2, 3):
        save(f"mana/square_{n}.svg", mana_square(n))
    for c in COLOURS:
        save(f"manga/sym_{c}.svg", manga_symbol(c))
        save(f"manga/warrior_{c}.svg", warrior(c))
        save(f"manga/shield_{c}.svg", shield(c))
    save("manga/warrior.svg", warrior())
    save("manga/shield.svg", shield())
    save("manga/dragon.svg", dragon())
    save("manga/card_back.svg", card_back())
    save("manga/disc_victory.svg", disc("victory"))
    save("manga/disc_consolation.svg", disc("consolation"))
    save("manga/sword.svg", sword())
    save("manga/cons_discard.svg", cons_discard())
    save("manga/cons_swap.svg", cons_swap())
    save("manga/cons_dragons.svg", cons_dragons())
    for kind in ("tigresse", "crocodile", "rhinoceros", "ours", "gorille"):
        save(f"kingz/{kind}.svg", animal(kind))
    for kind in ("glaive", "filet", "bouclier", "desarmer", "courage", "salut"):
        save(f"kingz/card_{kind}.svg", kingz_card(kind))
    for kind in ("armour", "courage", "renown"):
        save(f"kingz/token_{kind}.svg", kingz_token(kind))
    save("kingz/card_back.svg", kingz_back())
    save("kingz/thumb_up.svg", thumb(True))
    save("kingz/thumb_down.svg", thumb(False))
    save("ui/logo.svg", logo())
    save("ui/keyboard.svg", keyboard())
    save("ui/gamepad.svg", gamepad())
    save("ui/bot.svg", bot())
    save("ui/person.svg", person())
    save("ui/phone.svg", phone())
    save("ui/crown.svg", crown_icon())
    save("ui/pause.svg", pause())
    ikasamage()
    print("SVGs written to", OUT)


if __name__ == "__main__":
    main()
