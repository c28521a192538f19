"""Painters of the Kingz table: the geometry (zones, the arena's rows, where
each card lies, the direction keys), the static layer (zone panels, animals,
names), the arena (the status header, the played cards, last turn's cards,
the count, the timer bar) and the cards themselves.

Imports go one way: ``scene`` (flow, intents, events) -> ``paint_zones``
(each seat's zone and its peek) -> ``paint_table`` (this module) -> the table
kit and the views."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from game.client.game_scene import GameScene
from game.client.gfx import Canvas, Color, Theme
from game.client.table import Rect, fitting, status_header, zone_panel
from game.client.tween import Tweens
from game.games.kingz.views import CardView, KingzView, SeatView, TalkView

DIRS = ("up", "down", "left", "right")
DIR_ANGLE = {"right": 0.0, "down": 90.0, "left": 180.0, "up": 270.0}
CARD_RATIO = 1.4
ANIMAL_TINT: dict[str, Color] = {"tigresse": (240, 140, 40), "crocodile": (70, 170, 80), "rhinoceros": (150, 156, 166),
                                 "ours": (200, 222, 240), "gorille": (110, 100, 120)}


def directions(me: tuple[float, float], others: dict[int, tuple[float, float]]) -> dict[str, int]:
    """Direction key -> seat: each other seat gets the key that points at it
    from ``me`` (four keys for at most four others; a closer seat wins the
    better key)."""
    best: tuple[float, dict[str, int]] | None = None
    seats = sorted(others)

    def angle_cost(direction: str, seat: int) -> float:
        dx, dy = others[seat][0] - me[0], others[seat][1] - me[1]
        a = math.degrees(math.atan2(dy, dx)) % 360
        diff = abs(a - DIR_ANGLE[direction]) % 360
        diff = min(diff, 360 - diff)
        return diff * (1 + math.hypot(dx, dy) / 4000)

    def assign(i: int, used: dict[str, int], cost: float) -> None:
        nonlocal best
        if best is not None and cost >= best[0]:
            return
        if i == len(seats):
            best = (cost, dict(used))
            return
        for d in DIRS:
            if d not in used:
                used[d] = seats[i]
                assign(i + 1, used, cost + angle_cost(d, seats[i]))
                del used[d]

    assign(0, {}, 0.0)
    return best[1] if best is not None else {}


def draw_card(canvas: Canvas, card: CardView, animal: str, r: Rect, dim: bool = False) -> None:
    """A card face: its animal's colour along the top, its icon (one per
    type) and its speed in big figures; a red frame when a power changed what
    it does."""
    x, y, w, h = r
    if w < 40:
        canvas.box(r, Theme.card, 6)
        return
    figure = max(32.0, h * 0.2)
    while canvas.grown(figure) > max(h * 0.24, 34) and figure > canvas.text_floor(figure):
        figure -= 2
    room = canvas.grown(figure) * 1.25

    def paint(c: Canvas) -> None:
        c.box((0, 0, w, h), Theme.card, 12, Theme.ink, 3, shadow=True)
        c.box((5, 5, w - 10, max(6.0, h * 0.05)), ANIMAL_TINT.get(animal, Theme.gold), 4)
        icon = min(w - 12, h - room - 14)
        c.art(f"kingz/card_{card['op']}", (w / 2 - icon / 2, 8 + h * 0.05, icon, icon))
        c.text(str(card["speed"]), (w / 2, h - room / 2 - 2), figure, Theme.ink, "center", bold=True)
        if card["op"] != card["kind"]:
            c.box((0, 0, w, h), None, 12, Theme.danger, 5)

    canvas.blit_sprite(canvas.sprite(("kingz-card", card["op"], card["kind"], card["speed"], animal,
                                      round(w), round(h), figure), (w, h), paint, margin=8), (x, y))
    if dim:
        canvas.box(r, (0, 0, 0, 90), 12)


@dataclass
class SeatUI:
    cursor: int = 0
    """Index into the seat's hand, shown only by the peek."""
    renown: int = 0
    courage: int = 0
    """The offer being composed in a negotiation."""
    lack: tuple[int, int] | None = None
    """The seat's own renown and courage, when it offered more: said only in its peek."""


@dataclass
class Beat:
    """One thing the table is told, in turn: a banner line (none: the card is
    only highlighted), the card it resolves, and the sounds and flights that
    start with it."""

    text: str
    colour: Color
    seconds: float
    seat: int | None = None
    starts: list[Callable[[float], None]] = field(default_factory=list)



class KingzTable(GameScene):
    """The table's geometry and what every seat sees of it; the flow
    (:class:`~game.games.kingz.scene.KingzScene`) fills these in."""

    ui: dict[int, SeatUI]
    zones: list[Rect]
    arena: Rect
    header_area: Rect | None
    """With four or five seats: where the status header goes, between the top row's zones."""
    flights: Tweens
    story: list[Beat]
    beat: Beat | None
    told: set[int]
    did: dict[int, list[tuple[str, str]]]
    held: KingzView | None
    shown: KingzView

    # -- views ---------------------------------------------------------------------------
    def current_view(self) -> KingzView:
        return cast(KingzView, self.table_view())

    def animal(self, seat: int) -> str:
        return self.current_view()["seats"][seat]["animal"]

    def own_view(self, seat: int) -> SeatView:
        """What ``seat`` alone may see of itself (its peek)."""
        return cast(KingzView, self.game.view(self.state, seat))["seats"][seat]


    # -- geometry --------------------------------------------------------------------------
    def zone(self, seat: int) -> Rect:
        return self.zones[seat]

    def arena_rows(self) -> tuple[float, float, float, float]:
        """The arena from top to bottom at the current text size: the bottom of
        the status header, the top of the cards, their height, and the middle
        of the banner line. With fewer than four seats the header tops the
        arena, the banner under it, above the cards; with four or five it sits
        between the top row's zones (:attr:`header_area`), the cards and their
        names have the arena to themselves, and the banner lies over the
        header for its seconds."""
        canvas = self.app.canvas
        ax, ay, aw, ah = self.arena
        name_h = canvas.line_height(32) + 8
        if self.header_area is not None:
            hx, hy, hw, hh = self.header_area
            top = ay + 22
            return hy + hh - 24, top, min(190.0, ay + ah - name_h - 12 - top), hy + hh / 2
        header = ay + 6 + canvas.line_height(52) + 4 + canvas.line_height(36) * 0.95
        banner_h = max(96.0, canvas.line_height(44) + 24)
        ch = 290.0
        return header, ay + ah - ch - name_h - 12, ch, header + 24 + banner_h / 2

    def count_spot(self) -> tuple[float, float, bool]:
        """Where the count's number stands at the arena's middle (the height
        of its centre), at what size, and whether on a token: between the two
        cards with two seats; under the cards' names with four or five, where
        that band is tall enough for display text; else on a token of its own
        over the middle card (three seats, where the banner line above the
        cards may be showing, or the largest text size)."""
        canvas = self.app.canvas
        _header, top, ch, _banner = self.arena_rows()
        if self.config.num_seats % 2 == 0 and self.header_area is None:
            return top + ch / 2, 150.0, False
        if self.header_area is not None:
            _ax, ay, _aw, ah = self.arena
            below = top + ch + canvas.line_height(32) + 8
            size = min(150.0, 150.0 * (ay + ah - below) / canvas.line_height(150))  # a line fills the band at most
            if size >= 72.0:  # display text, read from the sofa
                return (below + ay + ah) / 2, size, False
        return top + ch / 2, min(150.0, ch / 2), True  # half the card tall at most

    def card_rect(self, seat: int) -> Rect:
        """Where a seat's card lies in the arena: in a row, in the order of the
        zones from left to right."""
        _header, top, ch, _banner = self.arena_rows()
        cw = ch / CARD_RATIO
        ax, ay, aw, ah = self.arena
        n = self.config.num_seats
        order = sorted(range(n), key=lambda p: (self.seat_point(p)[0], self.seat_point(p)[1]))
        cx = ax + aw * (order.index(seat) + 0.5) / n
        return cx - cw / 2, top, cw, ch

    def banner_centre(self) -> tuple[float, float]:
        return self.header_centre(), self.arena_rows()[3]

    def header_centre(self) -> float:
        x, _y, w, _h = self.header_area or self.arena
        return x + w / 2

    def seat_point(self, seat: int) -> tuple[float, float]:
        x, y, w, h = self.zone(seat)
        return x + w / 2, y + h / 2

    def directions_of(self, seat: int, candidates: list[int] | None = None) -> dict[str, int]:
        v = self.shown
        others = {p["seat"]: self.seat_point(p["seat"]) for p in v["seats"]
                  if p["seat"] != seat and p["alive"] and (candidates is None or p["seat"] in candidates)}
        return directions(self.seat_point(seat), others)

    def who(self, seat: Any) -> str:
        return self.seat_label(int(seat))

    def narrating(self) -> bool:
        """Whether the table is still being told what happened."""
        return self.beat is not None or bool(self.story)

    def box_rect(self) -> Rect:
        ax, ay, aw, ah = self.arena
        return ax + aw / 2 - 40, ay + 10, 80, 80

    def waits_for_story(self) -> bool:
        """The next turn, or the negotiations, wait (their prompt, the keys,
        the bots) until the table has been told how the cards went."""
        return self.narrating() and self.current_view()["phase"] in ("aside", "approach", "negotiate")

    def arena_view(self) -> KingzView:
        """What the arena shows: the revealed cards until their story is told."""
        return self.held if self.held is not None and self.narrating() else self.current_view()

    # -- drawing -----------------------------------------------------------------------------------
    def draw_static(self, canvas: Canvas) -> None:
        canvas.table()
        ax, ay, aw, ah = self.arena
        canvas.box((ax + 30, ay + 8, aw - 60, ah - 16), (10, 40, 44, 170), 60, Theme.felt_line, 3)
        if self.header_area is not None:  # the status header between the top row's zones
            hx, hy, hw, hh = self.header_area
            canvas.box((hx + 8, hy, hw - 16, hh), (10, 40, 44, 170), 40, Theme.felt_line, 3)
        for seat in range(self.config.num_seats):
            x, y, w, h = self.zone(seat)
            zone_panel(canvas, (x, y, w, h), seat)
            animal = self.animal(seat)
            canvas.box((x + 22, y + 14, 92, 92), ANIMAL_TINT.get(animal, Theme.panel_edge), 46)
            canvas.art(f"kingz/{animal}", (x + 24, y + 16, 88, 88))
            name_y, _source_y, _below = self.header_rows(seat)
            canvas.text(self.seat_label(seat), (x + 128, name_y), self.name_size(canvas), Theme.text, "midleft",
                        bold=True, max_width=self.name_room(seat))

    def name_room(self, seat: int) -> float:
        """The width of a seat's name: its row, but for the seat's status at
        its end with open paravents (whose tokens take the second row's end)."""
        w = self.zone(seat)[2]
        return w * 0.56 - 128 if self.state.setup.open_paravents else w - 128 - 28

    def name_size(self, canvas: Canvas) -> float:
        """The seats' names at one size (the largest at which each fits its zone)."""
        n = self.config.num_seats
        return canvas.common_size([(self.seat_label(s), self.name_room(s)) for s in range(n)], 40, True)

    def header_rows(self, seat: int, top: float | None = None) -> tuple[float, float, float]:
        """A zone's header at the current text size: the middle of the name's
        line, of the player's line (keys or bot) and the top of what is below
        (for a zone whose top is ``top``, else the seat's)."""
        canvas = self.app.canvas
        y = self.zone(seat)[1] if top is None else top
        name_h, source_h = canvas.line_height(40), canvas.line_height(32)
        name_y = y + 12 + name_h / 2
        source_y = name_y + name_h / 2 + source_h / 2 - 2
        return name_y, source_y, max(y + 116, source_y + source_h / 2 + 6)

    def status_lines(self, v: KingzView) -> tuple[str, str]:
        tr = self.app.tr
        phase = v["phase"]
        if phase in ("aside", "approach"):  # the phase's own subtitle (the round is asked for only where shown)
            return tr(f"game.kingz.status.{phase}"), tr(f"game.kingz.status.{phase}_sub")
        sub = tr("game.kingz.round", round=v["round"], rounds=v["rounds"], turn=v["turn"], turns=v["turns"])
        setup = self.state.setup
        if phase == "precount" and not setup.power:  # what this table's variant allows, never who may do it
            return tr("game.kingz.status.precount_disarm"), sub
        if phase == "precount" and not setup.desarmer:
            return tr("game.kingz.status.precount_rage"), sub
        if phase == "negotiate" and self.waits_for_story() and self.current_view()["phase"] == "negotiate":
            return tr("game.kingz.status.resolve"), sub  # the cards' story first, then the negotiations
        if phase == "negotiate":
            talk = v["talk"]
            if v["chooser"] is not None:
                return tr("game.kingz.status.choose", aggressor=self.who(v["chooser"])), sub
            if talk is not None:
                return tr("game.kingz.status.negotiate", victim=self.who(talk["victim"]),
                          aggressor=self.who(talk["aggressor"])), sub
        return tr(f"game.kingz.status.{phase}"), sub

    def draw_arena(self, canvas: Canvas, v: KingzView, now: float, gt: float) -> None:
        ax, ay, aw, ah = self.arena
        cx = ax + aw / 2
        line1, line2 = self.status_lines(v)
        header = self.arena_rows()[0]
        hx, hy, hw, _hh = self.header_area or (ax, ay, aw, ah)
        hc, width = hx + hw / 2, hw - (200 if self.header_area is None else 60)
        area = (hc, hy + 6, header)
        talk = v["talk"] if v["phase"] == "negotiate" and not self.waits_for_story() else None
        if talk is None:
            status_header(canvas, area, line1, line2, Theme.text_soft, False, width, title_width=min(1200, width),
                          lines2=9)
        else:  # who is grounded, before whom, and the offer as it stands (offers are made aloud too)
            offered = talk["offer"] is not None
            status_header(canvas, area, line1, self.offer_text(talk),
                          Theme.gold if offered else Theme.text_soft, offered, width,
                          token=lambda c, at: self.draw_talk_heads(c, at, talk),
                          icon="kingz/thumb_up" if offered else None, title_width=min(1200, width - 180), lines2=9)
        phase = v["phase"]
        for p in v["seats"]:
            self.draw_played(canvas, v, p, now)
        if phase == "count" and v["deadline"] is not None:
            left = float(v["deadline"]) - gt
            count = str(self.app.tr("game.kingz.count"))
            canvas.spare(count)  # its words are drawn one at a time, each at its moment
            words = [w.strip() for w in count.split(",")]  # "1", "2", "3 !"
            k = min(len(words) - 1, max(0, int((1 - left / max(0.01, self.state.setup.count)) * len(words))))
            y, size, token = self.count_spot()
            if token:  # a token around the word as drawn
                drawn = canvas.text_surface(words[k], size, Theme.gold, title=True).get_size()
                w, h = drawn[0] / canvas.scale, drawn[1] / canvas.scale
                w = max(h, w + h * 0.5)
                canvas.box((cx - w / 2, y - h / 2, w, h), Theme.panel, h / 2, Theme.gold, 5)
            canvas.text(words[k], (cx, y), size, Theme.gold, "center", title=True)
        if phase in ("precount", "targets", "negotiate") and v["deadline"] is not None and not self.narrating():
            left = max(0.0, float(v["deadline"]) - gt)
            st = self.state.setup
            full = {"precount": st.pre_count, "targets": st.target_window}.get(phase, st.negotiate)
            w = min(420.0, hw - 80)
            canvas.box((hc - w / 2, header + 4, w, 10), (0, 0, 0, 120), 5)
            canvas.box((hc - w / 2, header + 4, w * min(1.0, left / max(0.01, full)), 10), Theme.gold, 5)

    def draw_played(self, canvas: Canvas, v: KingzView, p: SeatView, now: float) -> None:
        seat = p["seat"]
        r = self.card_rect(seat)
        x, y, w, h = r
        phase = v["phase"]
        card = p["card"]
        if card is not None:
            flip = self.flights.started("flip", now)
            k = next((tw.value(now)[0] for tw in flip if tw.payload == seat), 1.0)
            # the card whose story is being told, and those told before it this turn
            resolving = self.beat is not None and self.beat.seat == seat
            done = seat in self.told and not resolving and phase != "over"
            if resolving:
                pulse = 10 + 4 * math.sin(now * 8)  # a halo around it, but not over its name under it
                canvas.box((x - pulse, y - pulse, w + 2 * pulse, h + pulse + 3), Theme.focus, 22)
            sw = max(4.0, w * abs(1 - 2 * k) if k < 0.5 else w * (2 * k - 1))
            if k < 0.5:
                canvas.art("kingz/card_back", (x + (w - sw) / 2, y, sw, h), moving=True)
            elif sw < w * 0.95:  # turning over: the face's paper, its print comes once it faces the table
                canvas.box((x + (w - sw) / 2, y, sw, h), Theme.card, 12, Theme.ink, 3)
            else:
                self.draw_card(canvas, card, (x + (w - sw) / 2, y, sw, h), dim=done)
                slot = self.arena[2] / self.config.num_seats
                canvas.text(self.card_name(card), (x + w / 2, y + h + 4), 32, Theme.text, "midtop", bold=True,
                            max_width=slot - 16)
            if p["target"] is not None:  # whom the Glaive names: their head on a red badge
                victim = v["seats"][p["target"]]["animal"]
                canvas.circle((x + w, y + 28), 32, Theme.danger)
                canvas.art(f"kingz/{victim}", (x + w - 26, y + 2, 52, 52))
        else:
            last = v["last_plays"][seat]
            if last is not None and phase != "count":  # last turn's card and what it did, until the count
                self.draw_last(canvas, v, seat, last, r, p["alive"] and (p["ready"] or phase in ("precount", "count")))
            elif p["alive"] and (p["ready"] or phase in ("precount", "count")):
                canvas.art("kingz/card_back", r)
            elif p["alive"]:
                canvas.box(r, (0, 0, 0, 60), 14, Theme.felt_line, 3)
        if p["alive"] or card is not None:
            canvas.circle((x, y + 28), 30, ANIMAL_TINT.get(p["animal"], Theme.panel_edge))
            canvas.art(f"kingz/{p['animal']}", (x - 28, y, 56, 56))
        if p["grounded"] and p["alive"] and card is not None:
            canvas.box(r, None, 14, Theme.danger, 6)

    def draw_last(self, canvas: Canvas, v: KingzView, seat: int, card: CardView, r: Rect, covered: bool) -> None:
        """The card ``seat`` played last turn, face up and dimmed (at the end
        of the game, not dimmed), with what it did under it (after a Disarm,
        another seat's card: what the seat did with it); this turn's card,
        once locked, lies on it, shifted so the old one stays readable."""
        x, y, w, h = r
        over = v["phase"] == "over"
        self.draw_card(canvas, card, r, dim=not over)
        did = self.did.get(seat, [])
        slot = self.arena[2] / self.config.num_seats
        shorter = [short or long for long, short in did]
        # all it did, in words; else in fewer; else the last of it (what the seat is now: pardoned, out)
        caption = fitting(canvas, (" · ".join(long for long, _ in did), " · ".join(shorter), shorter[-1]), 32,
                          slot - 16, True) if did else self.card_name(card)
        canvas.text(caption, (x + w / 2, y + h + 4), 32, Theme.gold if not over else Theme.text, "midtop",
                    bold=True, max_width=slot - 16)
        if covered:
            canvas.art("kingz/card_back", (x + w * 0.7, y - h * 0.06, w * 0.9, h * 0.9))

    def draw_card(self, canvas: Canvas, card: CardView, r: Rect, dim: bool = False) -> None:
        draw_card(canvas, card, self.animal(card["owner"]), r, dim)

    def card_name(self, card: CardView) -> str:
        return str(self.app.tr(f"game.kingz.card.{card['op']}"))

    def offer_text(self, talk: TalkView) -> str:
        """The offer made, or the one the grounded player is composing on its keys."""
        tr = self.app.tr
        offered = talk["offer"]
        composing = self.ui.get(talk["victim"])
        if offered is not None:
            return str(tr("game.kingz.zone.offer", renown=offered[0], courage=offered[1]))
        if composing is not None:
            return str(tr("game.kingz.zone.offer", renown=composing.renown, courage=composing.courage))
        return str(tr("game.kingz.zone.waiting"))

    def draw_talk_heads(self, canvas: Canvas, at: tuple[float, float], talk: TalkView) -> None:
        """The grounded animal, an arrow, and the aggressor it bargains with,
        left of the status line."""
        x, y = at
        canvas.art(f"kingz/{self.animal(talk['victim'])}", (x - 150, y - 32, 64, 64))
        canvas.text("→", (x - 62, y), 40, Theme.gold, "center", bold=True)
        canvas.art(f"kingz/{self.animal(talk['aggressor'])}", (x - 40, y - 32, 64, 64))
