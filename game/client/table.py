"""The table kit: what every game's table shows alike, written once.

A game scene keeps only what is its own (a board, a hand of its cards); the
pieces every table has come from here:

* :class:`Banner`: a short message over the table for a few seconds ("Action
  Stop!", "Black passes"), in a panel with a coloured edge; a scene says where
  and how large, the banner knows when it shows and how it is drawn.
* :func:`seat_source_text`: who sits at a seat, in words ("Bot · hard",
  "WASD keys", "Gamepad 2"), for seat cards and zones.
* :func:`seat_zones`: where 2-6 seats sit around a 1920x1080 table, each with a
  zone of its own, and the middle that is left for the game.
* :func:`place_by_keys` and :func:`zones_by_keys`: the zones handed out so
  that players sit on screen in the order their keys sit on the keyboard.
* :func:`seat_key_names`: the names of a seat's keys in the player's own
  keyboard layout (or its gamepad's buttons), to put in hints.
* :func:`status_header`: who is to act and what they may do, over the table.
* :func:`peek_panel`: the frame of a seat's private look (a held peek key).
* :func:`count_in` and :func:`go`: the count everyone watches before a race,
  and the word that starts it.
* :func:`key_legend`: keycaps, each with what it does, at the foot of a
  seat's card.
* :func:`zone_panel`: a seat's zone, edged in its colour.
* :func:`grid`: a table of text in columns (a record, a scoreboard), as many
  rows as fit (:func:`grid_rows`), one of them lit, each with an optional
  mark before it, every cell at one size.
* :func:`card_row`, :func:`draw_hand` and :func:`focus_ring`: a hand of cards
  (or a fan of backs) laid out across a zone, the card under a seat's cursor
  raised and ringed.
* :func:`zone_message`, :func:`zone_notice` and :func:`zone_hints`: a state
  across a seat's zone ("Out of this battle"), a short notice at its foot that
  never hides the cards ("Too slow!"), and the hint panel there
  (:func:`hint_rows` and :func:`notice_top` say where they sit, for a table
  that lays out its zone around them). What these lay over a zone for a
  while is drawn in ``Canvas.over``: it hides what it covers, on purpose.

A new game's table adds what it shares with the others here, not in its
scene.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from game.client.gfx import LOGICAL_H, LOGICAL_W, Canvas, Color, Theme, seat_style
from game.client.input import keys_x
from game.client.widgets import keycap, keycap_height

Rect = tuple[float, float, float, float]
ZONE_MARGIN = 14.0
"""Gap between zones, and between zones and the screen's edge."""


@dataclass
class Banner:
    """What just happened, shown over the table until ``until``."""

    text: str = ""
    colour: Color = Theme.gold
    until: float = 0.0

    def show(self, text: str, now: float, seconds: float, colour: Color = Theme.gold) -> None:
        self.text, self.colour, self.until = text, colour, now + seconds

    def showing(self, now: float) -> bool:
        return bool(self.text) and now < self.until

    def draw(self, canvas: Canvas, now: float, centre: tuple[float, float], *, size: float, height: float,
             max_w: float, pad: float, text_pad: float, border: float, min_w: float = 0.0) -> None:
        """A panel ``height`` high centred on ``centre``, as wide as the text
        (plus ``pad``, at least ``min_w``, at most ``max_w``); the text at
        ``size`` px, bold, smaller where it must, and on two lines (a taller
        panel) where even that does not fit."""
        if not self.showing(now):
            return
        cx, cy = centre
        floor = canvas.text_floor(size)
        if canvas.text_width(self.text, floor, True) <= max_w - text_pad:
            w = min(max_w, max(min_w, canvas.text_width(self.text, size, True) + pad))
            with canvas.over():
                canvas.box((cx - w / 2, cy - height / 2, w, height), Theme.panel, 24, self.colour, border, shadow=True)
            canvas.text(self.text, (cx, cy), size, Theme.text, "center", bold=True, max_width=w - text_pad)
            return
        first, *rest = canvas.wrap(self.text, floor, max_w - text_pad, True)
        lh = canvas.line_height(floor)
        top = cy - height / 2  # the panel grows downwards (a banner at the top of the screen stays on it)
        with canvas.over():
            canvas.box((cx - max_w / 2, top, max_w, height + lh), Theme.panel, 24, self.colour, border, shadow=True)
        for i, line in enumerate((first, " ".join(rest))):
            canvas.text(line, (cx, top + (height + lh) / 2 + (i - 0.5) * lh), floor, Theme.text, "center", bold=True,
                        max_width=max_w - text_pad)


def status_header(canvas: Canvas, area: tuple[float, float, float], line1: str, line2: str, colour: Color,
                  bold: bool, width: float, token: Callable[[Canvas, tuple[float, float]], None] | None = None,
                  icon: str | None = None, title_width: float | None = None, lines2: int = 2) -> None:
    """Who is to act (line 1, big, a ``token`` painted to its left; on more
    lines where it is wider than ``title_width`` when one is given) and what they may do (line
    2: one line, else up to ``lines2`` smaller ones, with an ``icon`` art to
    its left when it is one line), centred on ``area`` = (centre x, top, bottom) at any text
    size: line 2 gets smaller until both fit, then line 1 (a title wrapped in a
    narrow header at a large text size)."""
    cx, top, bottom = area
    title = 52.0
    while True:
        lh1 = canvas.line_height(title)
        firsts = [line1] if title_width is None or canvas.text_width(line1, title, True) <= title_width else \
            canvas.wrap(line1, title, title_width, True)
        size = 40.0 if bold else 36.0
        if line2 and len(canvas.wrap(line2, size, width, bold)) > 1:
            size = 34.0
        floor = canvas.text_floor(size)
        while True:
            lines = canvas.wrap(line2, size, width, bold) if line2 else []
            step = canvas.line_height(size) * 0.95
            height = lh1 * len(firsts) + (6 + step * len(lines[:lines2]) if lines else 0)
            if height <= bottom - top or size <= floor:
                break
            size = max(floor, size - 2)
        if height <= bottom - top or title <= canvas.text_floor(52):
            break
        title = max(canvas.text_floor(52), title - 4)
    y = top + max(0.0, (bottom - top - height) / 2)
    for i, first in enumerate(firsts):
        drawn = canvas.text(first, (cx, y + lh1 / 2), title, Theme.text, "center", bold=True,
                            max_width=title_width or 1200)
        if token is not None and i == 0:  # beside the title as drawn (set smaller where wider than its room)
            token(canvas, (canvas.to_logical(drawn.midleft)[0] - 50, y + lh1 / 2))
        y += lh1
    y += 6
    x2 = cx
    if len(lines) == 1 and icon is not None:  # the icon and its line centred together, both within width
        tw = canvas.text_width(lines[0], size, bold)
        if tw + 70 <= width:
            x2 = cx + 35
            canvas.art(icon, (cx - (tw + 70) / 2, y + step / 2 - 28, 56, 56))
    for line in lines[:lines2]:
        canvas.text(line, (x2, y + step / 2), size, colour, "center", bold=bold, max_width=width)
        y += step
    # wrapped by hand and drawn whole: said so (another string ending in the same words could
    # have been drawn first, and the fit check would not see these lines as one)
    for whole, parts, shown in ((line1, firsts, len(firsts)), (line2, lines, lines2)):
        if len(parts) > 1 and len(parts) <= shown:
            canvas.drawn(whole)


def peek_panel(canvas: Canvas, area: Rect, title: str) -> Rect:
    """The frame of a seat's private look, shown over its zone only while its
    owner holds the peek key: a gold-edged panel and its title. Returns where
    the secrets go."""
    x, y, w, h = area
    with canvas.over():
        canvas.box(area, (14, 40, 44), 20, Theme.gold, 3, shadow=True)
    canvas.text(title, (x + 20, y + 32), 36, Theme.gold, "midleft", bold=True, max_width=w - 40)
    top = max(54.0, 32 + canvas.line_height(36) / 2 + 4)  # below the title at any text size
    return x + 26, y + top, w - 52, h - top - 6


def count_in(canvas: Canvas, centre_x: float, top: float, call: str, seconds_left: float, width: float) -> None:
    """A count-in everyone watches before a race ("Action Power!" 3, 2, 1):
    the call, and under it the whole seconds left (never 0), stacked at any
    text size, ``width`` wide at most."""
    canvas.text(call, (centre_x, top + 60), 80, Theme.gold, "center", title=True, max_width=width)
    below = top + 60 + (canvas.line_height(80) + canvas.line_height(150)) / 2
    canvas.text(str(max(1, math.ceil(seconds_left))), (centre_x, below), 150, Theme.text, "center", title=True)


def go(canvas: Canvas, centre: tuple[float, float], call: str, width: float) -> None:
    """The word that starts the race, big, once the count-in is over."""
    canvas.text(call, centre, 120, Theme.gold, "center", title=True, max_width=width)


def seat_source_text(scene: Any, seat: int, short: bool = False) -> str:
    """Who plays ``seat`` of a game scene, in the players' language; ``short``
    for a narrow zone that shows a bot or person mark beside it ("Easy",
    "WASD" instead of "Bot · Easy", "WASD keys")."""
    tr = scene.app.tr
    cfg = scene.config.seats[seat]
    if cfg.is_bot:
        level = tr(f"bot.{cfg.level}")
        return str(level if short else tr("lobby.bot", level=level))
    source = scene.source_of(seat)
    return str(scene.app.input.source_label(source, tr, short)) if source else str(tr("results.human"))


def seat_look(scene: Any, seat: int) -> tuple[str, tuple[bool, int] | None]:
    """What :func:`seat_source` shows, for a painted zone's cache key: who
    plays, and the phone's state (its round trip in 10 ms steps)."""
    phone = scene.phone_status(seat)
    look = None if phone is None else (phone[0], -1 if phone[1] is None else round(phone[1] / 10))
    return seat_source_text(scene, seat), look


def seat_source(canvas: Canvas, scene: Any, seat: int, midleft: tuple[float, float], size: float,
                colour: Color, max_width: float) -> None:
    """Who plays ``seat``, in words; where the words do not fit, a bot or
    person mark and the short words. A seat with a phone adds a phone mark
    and the phone's round trip ("WASD keys [phone] 38 ms"; greyed while the
    phone is away); where room is short, the phone part keeps its place and
    the words give way."""
    x, y = midleft
    mark = size * 1.1
    phone = scene.phone_status(seat)
    tail = ""
    if phone is not None:
        connected, rtt = phone
        tail = str(scene.app.tr("phone.rtt", ms=round(rtt))) if connected and rtt is not None else ""
        max_width -= mark + 12 + (canvas.text_width(tail, size) + 6 if tail else 0)
    end = x
    text = seat_source_text(scene, seat)
    if canvas.text_width(text, size) <= max_width:
        canvas.text(text, (x, y), size, colour, "midleft", max_width=max_width)
        end = x + canvas.text_width(text, size)
    elif max_width >= mark:
        canvas.art("ui/bot" if scene.config.seats[seat].is_bot else "ui/person", (x, y - mark / 2, mark, mark))
        end = x + mark
        short = seat_source_text(scene, seat, short=True)
        canvas.spare(text)  # the mark and the short words say it
        if canvas.text_width(short, size) <= max_width - mark - 8:
            canvas.text(short, (end + 8, y), size, colour, "midleft")
            end += 8 + canvas.text_width(short, size)
        else:
            canvas.spare(short)  # the mark alone (the hints name the keys)
    if phone is not None:
        px = end + 12 if end > x else x
        canvas.art("ui/phone", (px, y - mark / 2, mark, mark), tint=None if phone[0] else (120, 120, 120))
        if tail:
            canvas.text(tail, (px + mark + 6, y), size, colour, "midleft")


@dataclass(frozen=True)
class SeatZones:
    zones: list[Rect]
    """One per seat, in seat order."""
    centre: Rect
    """The table between the zones."""


def seat_zones(n: int, row_height: tuple[float, float, float] = (420.0, 390.0, 318.0)) -> SeatZones:
    """Two or three seats sit in one row along the bottom, the table above them;
    four to six fill a bottom row (seats 0, 1, 2... from the left) and a top
    row (the others, from the left), the table between. ``row_height`` is the
    zone height for two seats, three, and two rows."""
    m = ZONE_MARGIN
    if n <= 3:
        zh = row_height[0] if n == 2 else row_height[1]
        y = LOGICAL_H - m - zh
        zw = (LOGICAL_W - m * (n + 1)) / n
        return SeatZones([(m + i * (zw + m), y, zw, zh) for i in range(n)], (0.0, 0.0, float(LOGICAL_W), y))
    zh = row_height[2]
    bottom = -(-n // 2)
    top = n - bottom
    by = LOGICAL_H - m - zh
    bw = (LOGICAL_W - m * (bottom + 1)) / bottom
    tw = (LOGICAL_W - m * (top + 1)) / top
    zones = [(m + i * (bw + m), by, bw, zh) for i in range(bottom)]
    zones += [(m + i * (tw + m), m, tw, zh) for i in range(top)]
    return SeatZones(zones, (0.0, m + zh, float(LOGICAL_W), by - m - zh))


def place_by_keys(zones: list[Rect], keys_at: Sequence[float | None], keyboard_w: float = 22.0) -> list[Rect]:
    """``zones`` (one per seat) handed out again so that seats played from the
    keyboard sit on screen where their keys sit on the keyboard, left to
    right: ``keys_at[seat]`` is where the seat's keys are across a keyboard
    ``keyboard_w`` keys wide (None for a bot or a pad: no preference). Those
    seats get the zones nearest their keys (of two zones one above the other,
    the first); the others keep the rest in seat order."""
    keyed = [seat for seat, x in enumerate(keys_at) if x is not None]
    if not keyed:
        return list(zones)
    centres = [x + w / 2 for x, _y, w, _h in zones]
    target = {seat: (keys_at[seat] or 0.0) / keyboard_w * LOGICAL_W for seat in keyed}
    best = min(itertools.permutations(range(len(zones)), len(keyed)),
               key=lambda pick: sum((centres[z] - target[seat]) ** 2 for seat, z in zip(keyed, pick, strict=True)))
    given = dict(zip(keyed, best, strict=True))
    rest = iter(z for z in range(len(zones)) if z not in given.values())
    return [zones[given[seat]] if seat in given else zones[next(rest)] for seat in range(len(zones))]


def zones_by_keys(scene: Any, zones: list[Rect]) -> list[Rect]:
    """A game scene's seat zones placed by :func:`place_by_keys`: each keyboard
    player's zone nearest to where its keys are on the keyboard."""
    keys_at: list[float | None] = []
    for seat in range(len(zones)):
        source = "" if scene.config.seats[seat].is_bot else scene.source_of(seat)
        zone = scene.app.input.zones.get(source[3:]) if source.startswith("kb:") else None
        keys_at.append(keys_x(zone[v] for v in ("up", "left", "down", "right", "act") if v in zone)
                       if zone else None)
    return place_by_keys(zones, keys_at)


def seat_key_names(scene: Any, seat: int) -> dict[str, str]:
    """Verb -> the name of the key that does it for ``seat`` (its keyboard
    zone's keys in the local layout), or the gamepad's buttons."""
    return dict(scene.app.input.key_names(scene.source_of(seat)))


def zone_message(canvas: Canvas, zone: Rect, cy: float, text: str, colour: Color) -> None:
    """A message across a seat's zone, centred at height ``cy``."""
    x, _y, w, _h = zone
    tw = min(w - 40, canvas.text_width(text, 48, True) + 60)
    th = max(84.0, canvas.line_height(48) + 12)
    with canvas.over():
        canvas.box((x + w / 2 - tw / 2, cy - th / 2, tw, th), Theme.panel, 24, colour, 5, shadow=True)
    canvas.text(text, (x + w / 2, cy), 48, colour if colour != Theme.text_soft else Theme.text, "center",
                bold=True, max_width=tw - 30)


NOTICE_H = 42.0
"""Height of a zone notice at the normal text size (taller at larger ones): it
covers the key hints at the zone's foot, not the cards."""


def zone_notice(canvas: Canvas, zone: Rect, text: str, colour: Color) -> None:
    """A short notice to one seat ("Too slow!", "No card fits") at the foot of its
    zone, over its key hints for a moment, never over the cards it must play."""
    x, y, w, h = zone
    top = notice_top(canvas, zone)
    with canvas.over():
        canvas.box((x + 14, top, w - 28, y + h - 6 - top), Theme.panel, 20, colour, 5, shadow=True)
    canvas.text(text, (x + w / 2, (top + y + h - 6) / 2), 32, colour if colour != Theme.text_soft else Theme.text,
                "center", bold=True, max_width=w - 60)


def notice_top(canvas: Canvas, zone: Rect) -> float:
    """Where a :func:`zone_notice` starts, at the current text size (what
    must stay clear of it)."""
    _x, y, _w, h = zone
    return y + h - 6 - max(NOTICE_H - 1, hints_height(canvas, 2) / 2 - 1)  # over the second line of hints only


Hint = str | tuple[str, ...]
"""A line of hints, or its wordings from the longest to the shortest (a
narrow zone shows the first that fits: "Num 0 play this card", "Num 0 play")."""


def hint_wordings(tr: Any, key: str, names: dict[str, str], **values: Any) -> Hint:
    """A hint's wordings, longest first: ``key``, ``key_short`` and
    ``key_shorter`` (those the strings have), filled with the seat's key
    ``names``; for a numpad seat, last, the shortest with the second key of
    each pair bare ("Num 4/6 · Num 0 Ready!"), then with every key bare
    ("4/6 · 0 Ready!")."""
    wordings = [tr(k, **names, **values) for k in (key, f"{key}_short", f"{key}_shorter") if k == key or tr.has(k)]
    last = next(k for k in (f"{key}_shorter", f"{key}_short", key) if k == key or tr.has(k))
    pairs = {"right": "left", "down": "up"}
    paired = {verb: name[4:] if verb in pairs and name.startswith("Num ") and
              names.get(pairs[verb], "").startswith("Num ") else name for verb, name in names.items()}
    bare = {verb: name[4:] if name.startswith("Num ") else name for verb, name in names.items()}
    for keys in (paired, bare):
        if keys != names:
            wordings.append(tr(last, **keys, **values))
    return tuple(dict.fromkeys(str(w) for w in wordings))


def fitting(canvas: Canvas, hint: Hint, size: float, width: float, bold: bool = False) -> str:
    """The first wording of ``hint`` that fits ``width`` (else the shortest)."""
    options = (hint,) if isinstance(hint, str) else hint
    chosen = next((text for text in options if canvas.text_width(text, size, bold) <= width), options[-1])
    canvas.spare(*(text for text in options if text != chosen))
    return chosen


def hints_height(canvas: Canvas, lines: int) -> float:
    """How tall :func:`zone_hints` draws its panel of ``lines`` lines (more at
    larger text sizes): what a panel above it must leave free."""
    return max(84.0, max(36.0, canvas.line_height(32) * 0.95) * lines + 10)


def phone_hint(scene: Any, seat: int) -> list[Hint]:
    """A seat played only from its phone has no keys to show: its hint says
    where it plays (empty for every other seat)."""
    return [str(scene.app.tr("phone.hint"))] if scene.source_of(seat).startswith("phone:") else []


def zone_hints(canvas: Canvas, zone: Rect, lines: list[Hint], colour: Color = Theme.text, cover: int = 0) -> None:
    """One or two lines of hints in a panel at the foot of a seat's zone (the
    first bold), as tall as ``cover`` lines at least (to hide whole the hints
    the zone shows under it)."""
    x, y, w, h = zone
    shown = lines[:2]
    ph = hints_height(canvas, max(len(shown), cover))
    with canvas.over():
        canvas.box((x + 14, y + h - 6 - ph, w - 28, ph), (14, 40, 44, 255), 16, Theme.focus, 3)
    for i, (line, cy) in enumerate(zip(shown, hint_rows(canvas, zone, len(shown), ph), strict=True)):
        canvas.text(fitting(canvas, line, 32, w - 60, i == 0), (x + 30, cy), 32, colour, "midleft", bold=i == 0,
                    max_width=w - 60)


def hint_rows(canvas: Canvas, zone: Rect, n: int, height: float) -> list[float]:
    """The middles of ``n`` lines of hints centred in the ``height`` (see
    :func:`hints_height`) kept for them at the foot of ``zone``; lines and
    room grow with the text size."""
    _x, y, _w, h = zone
    step = max(36.0, canvas.line_height(32) * 0.95)
    first = y + h - 6 - height / 2 - step * (n - 1) / 2
    return [first + step * i for i in range(n)]


def key_legend(canvas: Canvas, items: Sequence[tuple[str, str]], card: Rect, colour: Color) -> float:
    """Each key (its name on a keycap) with what it does, left to right at the
    foot of a seat's ``card``, onto a new row where the card ends (the last
    row at the foot). Returns where the legend's top is."""
    x, y, w, h = card
    widths = [max(56.0, canvas.text_width(k, 32, True) + 30) + 10 + canvas.text_width(t, 32) for k, t in items]
    rows: list[list[int]] = [[]]
    used = 0.0
    for i, width in enumerate(widths):
        if rows[-1] and used + 24 + width > w - 48:
            rows.append([])
            used = 0.0
        used += (24 if rows[-1] else 0) + width
        rows[-1].append(i)
    step = max(64.0, canvas.line_height(32) + 16, keycap_height(canvas, 32) + 12)  # keycaps never touch
    # one size for every label of the legend: the largest at which the widest for its room fits
    size, floor = 32.0, canvas.text_floor(32)
    for row_items in rows:
        lx = x + 24
        for i in row_items:
            key, what = items[i]
            lx += max(56.0, canvas.text_width(key, 32, True) + 30) + 10
            while size > floor and canvas.text_width(what, size) > x + w - lx - 16:
                size -= 1
            lx += canvas.text_width(what, 32) + 24
    for n, row_items in enumerate(rows):
        cy = y + h - 40 - step * (len(rows) - 1 - n)
        kx = x + 24
        for i in row_items:
            key, what = items[i]
            cap = keycap(canvas, key, (kx, cy), size=32, min_w=56, anchor="midleft")
            lx = canvas.to_logical(cap.topright)[0] + 10
            canvas.text(what, (lx, cy), size, colour, "midleft", max_width=x + w - lx - 16)
            kx = lx + canvas.text_width(what, 32) + 24
    return y + h - 40 - step * (len(rows) - 1) - step / 2


def zone_panel(canvas: Canvas, zone: Rect, seat: int) -> None:
    """A seat's zone: a dark panel, its left edge in the seat's colour."""
    x, y, w, h = zone
    canvas.box(zone, (12, 38, 42, 235), 26, Theme.panel_edge, 2, shadow=True)
    canvas.box((x, y, 12, h), seat_style(seat).color, 6)


def card_row(area: Rect, n: int, card: tuple[float, float], gap: float, centred: bool = True) -> list[Rect]:
    """Where ``n`` cards of size ``card`` sit in a row across ``area`` (their
    tops at its top): ``gap`` apart (a negative gap fans them over each
    other), closer where they do not fit the area's width; centred in it, or
    from its left."""
    x, y, w, _h = area
    cw, ch = card
    step = cw + gap
    if n > 1 and cw + step * (n - 1) > w:
        step = (w - cw) / (n - 1)
    total = cw + step * (n - 1) if n else 0.0
    left = x + (w - total) / 2 if centred else x
    return [(left + step * i, y, cw, ch) for i in range(n)]


def focus_ring(canvas: Canvas, card: Rect, pulse: float = 0.0) -> None:
    """The ring around the card under a seat's cursor (``pulse`` px wider,
    for a table that beats it)."""
    x, y, w, h = card
    canvas.box((x - 7 - pulse, y - 7 - pulse, w + 14 + 2 * pulse, h + 14 + 2 * pulse), None, 18, Theme.focus, 6)


def draw_hand(canvas: Canvas, slots: Sequence[Rect], paint: Callable[[int, Rect], None], *,
              focus: int | None = None, raised: Collection[int] = (), lift: float = 16.0,
              pulse: float = 0.0) -> None:
    """A hand of cards in its ``slots`` (see :func:`card_row`), ``paint(i,
    rect)`` drawing card ``i``: the card under the cursor (``focus``) and
    those ``raised`` (marked) sit ``lift`` higher, the focused one over its
    neighbours and in a :func:`focus_ring`."""
    focused = focus is not None and 0 <= focus < len(slots)
    for i in [i for i in range(len(slots)) if i != focus] + ([focus] if focused and focus is not None else []):
        x, y, w, h = slots[i]
        paint(i, (x, y - lift if i == focus or i in raised else y, w, h))
    if focused and focus is not None:
        x, y, w, h = slots[focus]
        focus_ring(canvas, (x, y - lift, w, h), pulse)


@dataclass(frozen=True)
class Column:
    title: str
    share: float
    """Part of the grid's width."""
    align: str = "left"  # "left", "center" or "right"


def grid_rows(canvas: Canvas, height: float, size: float = 32) -> int:
    """How many rows (under its header) a :func:`grid` ``height`` tall shows
    at ``size``: a caller asks for only the rows it will show."""
    step = max(48.0, canvas.line_height(size) + 8)
    return max(0, int((height - step + 1) // step))


def grid(canvas: Canvas, area: Rect, columns: Sequence[Column], rows: Sequence[Sequence[str]], *,
         size: float = 32, lit: int | None = None,
         lead: Callable[[int, tuple[float, float], float], None] | None = None, lead_col: int = 0,
         ink: Color = Theme.text) -> int:
    """A table of text in ``area``: a header row of column titles (soft), then
    ``rows`` (one string per column), as many as fit (:func:`grid_rows`); row
    ``lit`` on a light band. ``lead(i, centre, radius)`` draws a mark before
    row ``i``'s cell in column ``lead_col`` (a profile's, a seat's). Every
    cell is set at one size (the largest up to ``size`` at which each column
    holds its widest cell), and a column too narrow for its cells at its
    share of the width takes room from those with room to spare. Returns how
    many rows were drawn."""
    x, y, w, h = area
    step = max(48.0, canvas.line_height(size) + 8)
    pad = 10.0
    shown = min(len(rows), grid_rows(canvas, h, size))
    indent = step * 0.7 if lead is not None else 0.0
    body = [[c.title for c in columns]] + [list(r) for r in rows[:shown]]

    def needs(at: float) -> list[float]:
        """Each column's width for its widest cell at ``at``."""
        return [max((canvas.text_width(r[k], at, i - 1 == lit) for i, r in enumerate(body) if k < len(r) and r[k]),
                    default=0.0) + 2 * pad + (indent if k == lead_col else 0.0) for k in range(len(columns))]

    def widths(need: list[float]) -> list[float]:
        """The shares of ``w``; where a column needs more, it takes it from
        the columns with room to spare (in proportion to their spare room)."""
        share = [w * c.share for c in columns]
        short = sum(max(0.0, n - s) for n, s in zip(need, share, strict=True))
        spare = sum(max(0.0, s - n) for n, s in zip(need, share, strict=True))
        if short <= 0 or spare <= 0:
            return share
        give = min(1.0, short / spare)
        return [max(n, s) if n >= s else s - (s - n) * give for n, s in zip(need, share, strict=True)]

    floor = canvas.text_floor(size)
    while size > floor and sum(needs(size)) > w:
        size = max(floor, size - 1)
    lefts = list(itertools.accumulate([x] + widths(needs(size))))

    def cells(values: Sequence[str], cy: float, colour: Color, bold: bool, first_indent: float) -> None:
        for k, (col, value) in enumerate(zip(columns, values, strict=False)):
            cx0 = lefts[k] + pad + (first_indent if k == lead_col else 0.0)
            cw = lefts[k + 1] - lefts[k] - 2 * pad - (first_indent if k == lead_col else 0.0)
            if not value or cw <= 0:
                continue
            if col.align == "right":
                canvas.text(value, (cx0 + cw, cy), size, colour, "midright", bold=bold, max_width=cw)
            elif col.align == "center":
                canvas.text(value, (cx0 + cw / 2, cy), size, colour, "center", bold=bold, max_width=cw)
            else:
                canvas.text(value, (cx0, cy), size, colour, "midleft", bold=bold, max_width=cw)

    cells([c.title for c in columns], y + step / 2, Theme.text_soft, False, 0.0)
    canvas.line((x + 8, y + step), (x + w - 8, y + step), Theme.panel_edge, 2)
    for i in range(shown):
        top = y + step * (i + 1)
        if i == lit:
            canvas.box((x, top + 3, w, step - 6), Theme.card, 12)
        colour = Theme.ink if i == lit else ink
        if lead is not None:
            lead(i, (lefts[lead_col] + pad + step * 0.3, top + step / 2), step * 0.26)
        cells(rows[i], top + step / 2, colour, i == lit, indent)
    return shown
