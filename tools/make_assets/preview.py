"""Render every SVG under assets/svg/ into one contact sheet on the table colour.

    python3 tools/make_assets/preview.py [OUT.png]   (default /tmp/assets_preview.png)

Also writes OUT with "_512" before the extension: a few key pieces at 512 px.
Sections: every file at 128 px (name below), every file at 64 px (about the size a
piece has on a small TV from the sofa), a 6x6 Mana board with tokens and the
bird, and Manga Manga card mock-ups (face, dragon, back, discs).
SVGs load with pygame.image.load_sized_svg(path, (w, h)) (pygame-ce >= 2.4):
it keeps the aspect ratio, fitting the image inside (w, h).
"""
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SVG = os.path.join(ROOT, "assets", "svg")
FONT = os.path.join(ROOT, "assets", "fonts", "ui-regular.ttf")
FONT_B = os.path.join(ROOT, "assets", "fonts", "ui-bold.ttf")
TABLE = (20, 54, 63)          # deep green-blue felt
TABLE_HI = (30, 72, 80)
CREAM = (244, 239, 227)
INK = (22, 26, 34)

BOARD = ["122312", "313132", "231213", "213231", "131312", "322132"]  # rank 6 .. rank 1


def load(rel, size):
    return pygame.image.load_sized_svg(os.path.join(SVG, rel), size)


def all_svgs():
    out = []
    for d, _, files in sorted(os.walk(SVG)):
        for f in sorted(files):
            if f.endswith(".svg"):
                out.append(os.path.relpath(os.path.join(d, f), SVG))
    return out


def felt(surf):
    surf.fill(TABLE)
    w, h = surf.get_size()
    for y in range(0, h, 4):  # faint weave so the felt is not flat
        pygame.draw.line(surf, (22, 58, 67), (0, y), (w, y))


def rounded_card(surf, rect, fill=CREAM, radius=14, border=INK, shadow=True):
    if shadow:
        sh = pygame.Surface((rect.w + 24, rect.h + 24), pygame.SRCALPHA)
        for i, a in enumerate((18, 26, 40)):
            pygame.draw.rect(sh, (0, 0, 0, a), pygame.Rect(12 - 6 + i * 3, 12 - 6 + i * 3 + 6,
                                                          rect.w + 12 - i * 6, rect.h + 12 - i * 6),
                             border_radius=radius + 6 - i * 2)
        surf.blit(sh, (rect.x - 12, rect.y - 12))
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, border, rect, width=4, border_radius=radius)


def section(surf, font, text, y):
    surf.blit(font.render(text, True, (235, 228, 210)), (24, y))
    return y + 44


def main(out="/tmp/assets_preview.png"):
    pygame.init()
    font = pygame.font.Font(FONT, 15)
    big = pygame.font.Font(FONT_B, 30)
    files = all_svgs()
    cols, cell = 12, 150
    rows = (len(files) + cols - 1) // cols
    W = cols * cell + 48
    H = 60 + rows * (cell + 24) + 60 + 2 * 80 + 60 + 560 + 40
    sheet = pygame.Surface((W, H))
    felt(sheet)

    y = section(sheet, big, f"Tabletop Arena assets: {len(files)} SVGs at 128 px", 14)
    for i, rel in enumerate(files):
        cx, cy = 24 + (i % cols) * cell, y + (i // cols) * (cell + 24)
        img = load(rel, (128, 128))
        sheet.blit(img, img.get_rect(center=(cx + cell // 2, cy + 68)))
        lab = font.render(rel.replace(".svg", ""), True, (200, 210, 205))
        sheet.blit(lab, lab.get_rect(midtop=(cx + cell // 2, cy + 136)))
    y += rows * (cell + 24) + 10

    y = section(sheet, big, "same at 64 px", y)
    per_row = (W - 48) // 80
    for i, rel in enumerate(files):
        img = load(rel, (64, 64))
        sheet.blit(img, (24 + (i % per_row) * 80, y + (i // per_row) * 80))
    y += ((len(files) + per_row - 1) // per_row) * 80 + 20

    y = section(sheet, big, "Mana board (80 px squares) and Manga Manga cards", y)
    # --- Mana board ---------------------------------------------------------
    t = 80
    bx, by = 36, y + 10
    frame = pygame.Rect(bx - 14, by - 14, 6 * t + 28, 6 * t + 28)
    rounded_card(sheet, frame, fill=(92, 58, 36), radius=12)
    tiles = {n: load(f"mana/square_{n}.svg", (t, t)) for n in (1, 2, 3)}
    for r, row in enumerate(BOARD):
        for c, ch in enumerate(row):
            sheet.blit(tiles[int(ch)], (bx + c * t, by + r * t))
    pieces = {(5, 2): "daimio_black", (5, 0): "ronin_black", (5, 1): "ronin_black", (4, 3): "ronin_black",
              (5, 4): "ronin_black", (3, 5): "ronin_black",
              (0, 5): "daimio_white", (0, 0): "ronin_white", (1, 1): "ronin_white", (0, 2): "ronin_white",
              (2, 3): "ronin_white", (0, 4): "ronin_white"}
    for (r, c), name in pieces.items():
        img = load(f"mana/{name}.svg", (t - 4, t - 4))
        sheet.blit(img, img.get_rect(center=(bx + c * t + t // 2, by + r * t + t // 2)))
    bird = load("mana/bird.svg", (t - 12, t - 12))
    sheet.blit(bird, bird.get_rect(center=(bx + 3 * t + t // 2, by + 3 * t + t // 2)))

    # --- Manga Manga cards --------------------------------------------------
    cw, ch = 200, 280
    x0 = bx + 6 * t + 70
    colours = ["red", "blue", "yellow", "green", "purple", "orange"]
    for i, (wc, sc) in enumerate((("red", "blue"), ("green", "green"), ("purple", "yellow"))):
        rect = pygame.Rect(x0 + i * (cw + 26), by, cw, ch)
        rounded_card(sheet, rect)
        war = load(f"manga/warrior_{wc}.svg", (170, 170))
        sheet.blit(war, war.get_rect(midtop=(rect.centerx, rect.y + 14)))
        pygame.draw.line(sheet, (207, 198, 178), (rect.x + 16, rect.y + 190), (rect.right - 16, rect.y + 190), 3)
        shd = load(f"manga/shield_{sc}.svg", (76, 76))
        sheet.blit(shd, shd.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))
    rect = pygame.Rect(x0 + 3 * (cw + 26), by, cw, ch)
    rounded_card(sheet, rect)
    dr = load("manga/dragon.svg", (180, 180))
    sheet.blit(dr, dr.get_rect(center=rect.center))
    back = load("manga/card_back.svg", (cw, ch))
    sh = pygame.Rect(x0 + 4 * (cw + 26), by, cw, ch)
    rounded_card(sheet, sh, fill=TABLE, border=TABLE)
    sheet.blit(back, sh)
    # discs and consolation icons under the cards
    yy = by + ch + 30
    for j, name in enumerate(("disc_victory", "disc_consolation", "sword", "cons_discard", "cons_swap",
                              "cons_dragons")):
        img = load(f"manga/{name}.svg", (110, 110))
        sheet.blit(img, (x0 + j * 130, yy))
    for j, c in enumerate(colours):
        img = load(f"manga/sym_{c}.svg", (64, 64))
        sheet.blit(img, (x0 + j * 80, yy + 130))
    pygame.image.save(sheet, out)

    # --- 512 px check -------------------------------------------------------
    big_files = ["mana/bird.svg", "mana/square_1.svg", "mana/square_2.svg", "mana/square_3.svg",
                 "manga/disc_victory.svg", "manga/dragon.svg", "manga/disc_consolation.svg", "manga/sym_purple.svg"]
    s2 = pygame.Surface((4 * 530 + 20, 2 * 530 + 20))
    felt(s2)
    for i, rel in enumerate(big_files):
        img = load(rel, (512, 512))
        s2.blit(img, img.get_rect(center=(20 + (i % 4) * 530 + 256, 20 + (i // 4) * 530 + 256)))
    root, ext = os.path.splitext(out)
    pygame.image.save(s2, root + "_512" + ext)
    print(f"{len(files)} SVGs -> {out} ({W}x{H}) and {root}_512{ext}")


if __name__ == "__main__":
    main(*sys.argv[1:])
