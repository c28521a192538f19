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
    save("ui/crown.svg", crown_icon())
    save("ui/pause.svg", pause())
    print("SVGs written to", OUT)


if __name__ == "__main__":
    main()
