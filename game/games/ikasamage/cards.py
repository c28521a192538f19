"""How Ikasamage's cards, fighters and judges look: the painters the table,
the card gallery and the how-to-play share (each paints into a rectangle it
is given, from the public catalog only)."""

from __future__ import annotations

from typing import Any

from game.client.gfx import Canvas, Color, Theme
from game.client.table import Rect
from game.games.ikasamage.views import FighterInfo, JudgeInfo, SpellInfo

TYPE_TINT: dict[str, Color] = {"direct": (214, 92, 60), "enchant": (128, 92, 200), "support": (60, 150, 120)}


OP_GLYPHS: dict[str, tuple[str, str | None]] = {
    "multiply_reward": ("×{factor}", None), "reflect": ("", "ikasamage/reflection"), "mana_only": ("{mana:+d}", None),
    "detect": ("", "ikasamage/eye"), "dispel": ("∅", None), "clear_fighter": ("∅", None), "draw": ("+{count}", None),
    "make_discard": ("−{count}", None), "swap_bet": ("", "ikasamage/bet_card"),
    "replace_judge": ("", "ikasamage/gavel"), "skip_judgment": ("?", None),
    "ignore_refusals": ("", "ikasamage/forbidden"), "direct_face_down": ("", "ikasamage/back_spell"),
    "replace_fighter": ("↺", None), "move_spell": ("→", None),
}
"""The big sign on a spell card whose effect is not a power change, by op."""


def spell_glyph(info: SpellInfo) -> tuple[str, str | None]:
    """The big figure on a spell card, or the icon that stands for it: the
    power change, else the sign of its first op (an op without one shows none)."""
    if info["delta"]:
        return f"{info['delta']:+d}", None
    op = info["ops"][0] if info["ops"] else {"op": ""}
    figure, icon = OP_GLYPHS.get(str(op["op"]), ("", None))
    return figure.format(mana=info["mana"] or 0, **{k: v for k, v in op.items() if k != "op"}), icon


def paint_spell(canvas: Canvas, info: SpellInfo, lang: str, r: Rect, *, name: bool = True,
                name_size: float = 32.0) -> None:
    """A spell card face: its frame by type, its mana, the forbidden mark, its
    name (whole, else its short form: see :func:`card_name`; at most
    ``name_size``, the size its sibling cards share) and its effect in a big sign."""
    x, y, w, h = r
    if h < 100:  # a pile's top card: its frame only
        canvas.box(r, TYPE_TINT.get(info["type"], Theme.ink), 6, Theme.card, 2)
        return
    if w > h * 1.2:
        paint_spell_wide(canvas, info, lang, r, name=name, name_size=name_size)
        return
    canvas.box(r, Theme.card, 12, TYPE_TINT.get(info["type"], Theme.ink), 4, shadow=True)
    canvas.art(f"ikasamage/frame_{info['type']}", r)
    disc = max(18.0, min(30.0, w * 0.2))
    mana = info["mana"]
    if mana is not None:
        canvas.circle((x + disc + 6, y + disc + 6), disc, (40, 70, 150))
        canvas.circle((x + disc + 6, y + disc + 6), disc, Theme.card, 3)
        canvas.text(str(mana), (x + disc + 6, y + disc + 6), mana_size(canvas, disc), Theme.text, "center", bold=True,
                    max_width=2 * disc + 4)
    if info["forbidden"]:
        canvas.art("ikasamage/forbidden", (x + w - 2 * disc - 6, y + 6, 2 * disc, 2 * disc))
    top = y + 2 * disc + 12
    if name:
        lines, size = card_name(canvas, info, lang, *name_box(canvas, info, w, h), name_size)
        lh = canvas.line_height(size) * 0.92
        for i, line in enumerate(lines):
            canvas.text(line, (x + w / 2, top + lh * (i + 0.5)), size, Theme.ink, "center", bold=True)
        top += lh * len(lines)
    figure, icon = spell_glyph(info)
    bottom = y + h - 8
    room = bottom - top
    if figure:
        size = max(32.0, min(64.0, room * 0.55, w * 0.34))
        colour = Theme.ink
        if info["delta"]:
            colour = (30, 130, 60) if info["delta"] > 0 else (190, 50, 40)
        canvas.text(figure, (x + w / 2, top + room / 2), canvas.size_for_height(size, room), colour, "center",
                    bold=True)
    elif icon is not None:
        s = min(room * 0.8, w * 0.6)
        canvas.art(icon, (x + w / 2 - s / 2, top + room / 2 - s / 2, s, s))


def paint_spell_wide(canvas: Canvas, info: SpellInfo, lang: str, r: Rect, *, name: bool = True,
                     name_size: float = 32.0) -> None:
    """A spell card lying on a fighter's row where there is room: its type's
    colour down its left edge, its name across the top (see :func:`card_name`),
    then its mana, its effect's sign and the forbidden mark."""
    x, y, w, h = r
    tint = TYPE_TINT.get(info["type"], Theme.ink)
    canvas.box(r, Theme.card, 10, tint, 4, shadow=True)
    canvas.box((x, y, 12, h), tint, 5)
    left, right = x + 16, x + w - 8
    top = y + 6
    if name:
        lines, size = card_name(canvas, info, lang, *name_box(canvas, info, w, h), name_size)
        lh = canvas.line_height(size) * 0.92
        for i, line in enumerate(lines):
            canvas.text(line, ((left + right) / 2, top + lh * (i + 0.5)), size, Theme.ink, "center", bold=True)
        top += lh * len(lines) + 2
    room = y + h - 6 - top
    disc = max(12.0, min(24.0, room / 2))
    mana = info["mana"]
    if mana is not None:
        canvas.circle((left + disc, top + room / 2), disc, (40, 70, 150))
        canvas.circle((left + disc, top + room / 2), disc, Theme.card, 3)
        canvas.text(str(mana), (left + disc, top + room / 2), mana_size(canvas, disc), Theme.text, "center",
                    bold=True, max_width=2 * disc + 4)
    if info["forbidden"]:
        canvas.art("ikasamage/forbidden", (right - 2 * disc, top + room / 2 - disc, 2 * disc, 2 * disc))
    gx0, gx1 = left + 2 * disc + 6, right - 2 * disc - 6  # the sign between the mana and the forbidden mark
    figure, icon = spell_glyph(info)
    if figure:
        colour = Theme.ink
        if info["delta"]:
            colour = (30, 130, 60) if info["delta"] > 0 else (190, 50, 40)
        size = canvas.size_for_height(48, room)
        while canvas.text_width("+10", size, True) > gx1 - gx0 and size > canvas.text_floor(48):
            size = max(canvas.text_floor(48), size - 2)  # one size for every card's sign
        canvas.text(figure, ((gx0 + gx1) / 2, top + room / 2), size, colour, "center", bold=True)
    elif icon is not None:
        size = min(room * 0.9, gx1 - gx0)
        canvas.art(icon, ((gx0 + gx1) / 2 - size / 2, top + room / 2 - size / 2, size, size))


def mana_size(canvas: Canvas, disc: float) -> float:
    """The size of a card's mana figure in its disc: one for every card, so
    that "10" fits as "3" does."""
    size = canvas.size_for_height(32, 2 * disc + 8)
    while canvas.text_width("10", size, True) > 2 * disc + 4 and size > canvas.text_floor(32):
        size = max(canvas.text_floor(32), size - 1)
    return size


def name_box(canvas: Canvas, info: SpellInfo, w: float, h: float) -> tuple[float, float]:
    """The room for a card's name on a ``w`` x ``h`` card: standing, under
    its mana (its effect's sign keeps a line); lying, one line across its top."""
    if w > h * 1.2:
        return w - 24, canvas.line_height(canvas.text_floor(32)) * 0.92 * 1.5
    disc = max(18.0, min(30.0, w * 0.2))
    glyph = canvas.line_height(canvas.text_floor(32)) + 4
    return w - 12, h - 8 - glyph - 2 * disc - 12


def names_size(canvas: Canvas, infos: list[SpellInfo], lang: str, w: float, h: float) -> float:
    """One size for the names of cards drawn side by side at ``w`` x ``h``
    (a hand, a fighter's row): the largest each name fits at (whole or short)."""
    return min((card_name(canvas, info, lang, *name_box(canvas, info, w, h))[1] for info in infos), default=32.0)


LITTLE_WORDS = frozenset({"a", "an", "the", "of", "de", "du", "des", "la", "le", "les", "d'"})
"""Words a card's shortened name goes without ("Sceau mana" for "Sceau de mana")."""


def card_name(canvas: Canvas, info: SpellInfo, lang: str, width: float, height: float,
              size: float = 32.0) -> tuple[list[str], float]:
    """A card's name in ``width`` x ``height`` (bold, up to three lines), and
    the size to set it at: the whole name, smaller down to the readable
    floor; else the designer's short form (``short`` in the YAML); else the
    name's words too long cut short with a full stop ("Regener."), then without
    its little words ("Afflux mana"). Never nothing: a name is what a card is read by."""
    label = info["name"]["fr"] if lang == "fr" else info["name"]["en"]
    short = info["short"]["fr"] if lang == "fr" else info["short"]["en"]
    floor = canvas.text_floor(32)

    def room(s: float) -> int:
        return max(1, min(3, int(height // (canvas.line_height(s) * 0.92))))

    for text in (label, short):
        if not text:
            continue
        s = size
        while True:
            wrapped = canvas.wrap(text, s, width, True)
            if len(wrapped) <= room(s) and all(canvas.text_width(t, s, True) <= width and "- " not in t
                                               for t in wrapped):  # a designer's break ends its line
                return wrapped, s
            if s <= floor:
                break
            s = max(floor, s - 2)
    return card_title(canvas, label, width, room(floor), floor), floor


def card_title(canvas: Canvas, label: str, width: float, lines: int, size: float = 32.0) -> list[str]:
    """``label`` on at most ``lines`` lines of ``width`` at ``size`` (bold):
    whole where it fits, else each word too long cut short with a full stop
    ("Regener."), then without its little words ("Afflux mana" for "Afflux de
    mana"), else its first word cut to fit."""
    if lines <= 0:
        return []
    whole = canvas.wrap(label, size, width, True)
    if len(whole) <= lines and all(canvas.text_width(t, size, True) <= width for t in whole):
        return whole

    def cut(word: str, room: float) -> str:
        if canvas.text_width(word, size, True) <= room:
            return word
        for end in range(len(word) - 1, 2, -1):
            short = word[:end].rstrip("-'’ ") + "."
            if canvas.text_width(short, size, True) <= room:
                return short
        return ""

    every = label.split()
    key = [w for i, w in enumerate(every) if i == 0 or w.lower() not in LITTLE_WORDS]  # "Afflux mana"
    for words_in in (every, key):
        for room in (width, width * 0.75, width * 0.55, width / len(words_in) - 12, width * 0.3):  # shorter
            words = [cut(word, room) for word in words_in]
            if not all(words):
                break
            short = canvas.wrap(" ".join(words), size, width, True)
            if len(short) <= lines and all(canvas.text_width(t, size, True) <= width for t in short):
                return short
    first = every[0] if every else label
    for end in range(len(first), 0, -1):
        if canvas.text_width(first[:end], size, True) <= width:
            return [first[:end]]
    return [first[:1]]


def paint_back(canvas: Canvas, r: Rect) -> None:
    x, y, w, h = r
    canvas.box(r, (36, 28, 60), 12, (140, 120, 200), 3, shadow=True)
    canvas.art("ikasamage/back_spell", r)


def words(tr: Any, text: Any) -> str:
    """A ``{"en": ..., "fr": ...}`` text in the interface's language."""
    return str(text.get(tr.language, text["en"]))


NAME_W, TOTALS_W = 440.0, 176.0
ROW_HEAD_W = NAME_W + TOTALS_W
"""A fighter row's head after its portrait: its words, then its totals."""


def row_parts_at(r: Rect) -> tuple[Rect, Rect, Rect, Rect]:
    """The parts of a fighter row drawn in ``r``: portrait, words, totals, spells."""
    x, y, w, h = r
    portrait = (x + 8, y + 4, h - 8, h - 8)
    name = (x + h + 6, y, NAME_W, h)
    totals = (x + h + 6 + NAME_W, y, TOTALS_W, h)
    sx = totals[0] + totals[2] + 10
    return portrait, name, totals, (sx, y + 4, x + w - sx - 8, h - 8)


def head_sizes(canvas: Canvas, names: list[str], powers: list[int], h: float) -> tuple[float, float]:
    """One size for the fighter rows' names and one for their big power
    figures (rows ``h`` high): the largest every row's fits at."""
    big = 56.0
    room = (h - 16) - canvas.line_height(32) - 2
    while canvas.line_height(big) > room and big > canvas.text_floor(big):
        big -= 2
    return (canvas.common_size([(name, NAME_W - 8) for name in names], 40, True),
            canvas.common_size([(str(p), TOTALS_W - 40 - big) for p in powers], big, True))


def paint_fighter_head(canvas: Canvas, tr: Any, fighter: FighterInfo, look: tuple[Any, ...], r: Rect,
                       over_limit: bool = False, sizes: tuple[float, float] | None = None) -> None:
    """A fighter row's box, portrait, name, power, reward and totals in ``r``:
    ``look`` is (fighter, focus, excluded, crowned, power, mana, hidden, ...);
    ``over_limit``: its mana in red, the judge's gavel in place of the mana drop."""
    _, focus, excluded, crowned, power, mana_n, hidden = look[:7]
    x, y, w, h = r
    (px, py, pw, ph), (wx, wy, ww, wh), (tx, ty, tw_, th), _ = row_parts_at(r)
    edge = Theme.focus if focus else Theme.panel_edge
    canvas.box((x, y, w, h), (18, 52, 58) if not excluded else (40, 30, 34), 18, edge, 5 if focus else 2)
    canvas.box((px, py, pw, ph), (30, 26, 44), 14)
    canvas.art(f"ikasamage/fighter_{fighter['id']}", (px, py, pw, ph))
    name = words(tr, fighter["name"])
    name_size, big = sizes or head_sizes(canvas, [name], [power], h)
    canvas.text(name, (wx, y + h * 0.3), name_size, Theme.text, "midleft", bold=True, max_width=ww - 8)
    sy = y + h * 0.72
    icon = min(44.0, h * 0.34)
    cx = wx
    canvas.art("ikasamage/power", (cx, sy - icon / 2, icon, icon))
    canvas.text(str(fighter["power"]), (cx + icon + 4, sy), 32, Theme.text, "midleft", bold=True)
    cx += icon + 60
    canvas.art("ikasamage/reward", (cx, sy - icon / 2, icon, icon))
    canvas.text(str(fighter["reward"]), (cx + icon + 4, sy), 32, Theme.gold, "midleft", bold=True)
    cx += icon + 64
    if fighter["undead"]:
        tag = tr("game.ikasamage.undead")
        tw = min(canvas.text_width(tag, 32, True) + 20, wx + ww - cx - 4)
        canvas.box((cx, sy - canvas.line_height(32) / 2, tw, canvas.line_height(32)), (70, 40, 90), 10)
        canvas.text(tag, (cx + tw / 2, sy), 32, Theme.text, "center", bold=True, max_width=tw - 12)
    # the totals the viewer can see: power (big) and mana
    canvas.box((tx, y + 8, tw_ - 8, h - 16), (8, 30, 34), 14)
    power_y = y + 8 + canvas.line_height(big) / 2
    power_colour = Theme.focus if crowned else Theme.text
    icon = min(50.0, (h - 16) * 0.45)  # its size by the row's, not the text's
    canvas.art("ikasamage/power", (tx + 10, power_y - icon / 2, icon, icon))
    canvas.text(str(power), (tx + 16 + icon, power_y), big, power_colour, "midleft", bold=True,
                max_width=tw_ - 30 - icon)
    mana_y = y + h - 8 - canvas.line_height(32) / 2 - 1
    # over the limit: the judge's gavel stands for the mana drop, the figure in red
    canvas.art("ikasamage/gavel" if over_limit else "ikasamage/mana", (tx + 14, mana_y - 18, 36, 36))
    mana = str(mana_n) + ("+?" if hidden else "")
    canvas.text(mana, (tx + 56, mana_y), 32, Theme.danger if over_limit else Theme.text_soft, "midleft", bold=True,
                max_width=tw_ - 64)


def paint_judge(canvas: Canvas, tr: Any, judge: JudgeInfo, r: Rect, confusion: bool = False,
                bottom: float = 0.0) -> None:
    """The judge's panel: portrait, name, limit, judgment, refusals and
    specials in words and symbols; ``bottom`` is kept free (the table's piles)."""
    x, y, w, h = r
    canvas.box((x, y, w, h), Theme.panel, 24, Theme.gold, 3, shadow=True)
    art = min(w - 40, 210.0)
    canvas.box((x + w / 2 - art / 2, y + 16, art, art), (24, 30, 50), 18)
    canvas.art(f"ikasamage/judge_{judge['id']}", (x + w / 2 - art / 2, y + 16, art, art))
    top = y + 16 + art + 8
    limit = judge["limit"]
    judgment = judge["judgment"]
    lines: list[tuple[str | None, str, Color]] = []
    if confusion:
        lines.append(("ikasamage/gavel", tr("game.ikasamage.judge.confusion"), Theme.ok))
    if limit is not None:
        lines.append(("ikasamage/mana", tr("game.ikasamage.judge.limit", n=limit), Theme.text))
    if judgment != "none" and not confusion:  # (under Confusion there is no judgment to name)
        lines.append(("ikasamage/gavel", tr(f"game.ikasamage.judgment.{judgment}"),
                      Theme.danger if judgment == "exclusion" else Theme.gold))
    elif limit is None and not judge["text"]["en"] and not confusion:
        lines.append(("ikasamage/gavel", tr("game.ikasamage.judgment.none"), Theme.ok))
    for refused in judge["refuses"]:
        lines.append(("ikasamage/forbidden", tr("game.ikasamage.judge.refuses", what=words(tr, refused)),
                      Theme.danger))
    special = words(tr, judge["text"])

    def icon_of(size: float) -> float:
        return canvas.line_height(size) / min(1.0, canvas.ui_scale) - 2  # never below its size at 100 % text

    def heights(size: float) -> list[float]:
        lh = icon_of(size) + 8
        return [max(lh, canvas.paragraph_height(text, size, w - 44 - icon_of(size), 1.15) + 6) for _, text, _ in lines]
    special_h = canvas.paragraph_height(special, canvas.text_floor(32), w - 36, 1.1) if special else 0.0
    name = words(tr, judge["name"])
    floor = canvas.text_floor(32)
    for name_lines in (2.1, 1.05):  # the name on two lines, else on one where the rest needs the room
        name_size = canvas.fitting_size(name, 40, w - 32, canvas.line_height(40) * name_lines, 1.05)
        nh = canvas.paragraph_height(name, name_size, w - 32, 1.05)
        if sum(heights(floor)) + special_h <= y + h - bottom - top - nh - 22:
            break
    canvas.paragraph(name, (x + 16, top, w - 32, nh + 2), name_size, Theme.gold, line_gap=1.05, align="center")
    top += nh + 10
    # the lines smaller (down to the readable floor, all alike) where they and the specials need the room
    room = y + h - bottom - top - 12 - special_h
    size = 32.0
    while sum(heights(size)) > room and size > canvas.text_floor(32):
        size = max(canvas.text_floor(32), size - 1)
    icon = icon_of(size)
    for (art_name, text, colour), th in zip(lines, heights(size), strict=True):
        if art_name:
            canvas.art(art_name, (x + 18, top + 4, icon, icon))
        canvas.paragraph(text, (x + 26 + icon, top + 3, w - 44 - icon, th - 4), size, colour, line_gap=1.15)
        top += th
    if special:
        canvas.paragraph(special, (x + 18, top + 4, w - 36, y + h - bottom - top - 12), 32, Theme.text_soft,
                         line_gap=1.1)

