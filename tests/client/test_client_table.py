"""The table kit: what every game's table shows alike."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.client.gfx import LOGICAL_H, LOGICAL_W
from game.client.table import ZONE_MARGIN, Banner, card_row, draw_hand, seat_zones


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("n", range(2, 7))
def test_seat_zones_fit_the_screen_never_overlap_and_leave_the_middle(n: int) -> None:
    seats = seat_zones(n)
    assert len(seats.zones) == n
    for i, z in enumerate(seats.zones):
        x, y, w, h = z
        assert x >= ZONE_MARGIN - 1e-9 and y >= ZONE_MARGIN - 1e-9
        assert x + w <= LOGICAL_W - ZONE_MARGIN + 1e-9 and y + h <= LOGICAL_H - ZONE_MARGIN + 1e-9
        assert w > 300 and h > 300, "room for a name, a hand and key hints"
        assert not _overlap(z, seats.centre)
        assert not any(_overlap(z, other) for other in seats.zones[i + 1:])
    assert seats.centre[3] > 300, "room for the game in the middle"


@pytest.mark.parametrize("n", range(2, 7))
def test_seats_go_left_to_right_along_the_bottom_first(n: int) -> None:
    zones = seat_zones(n).zones
    bottom = [z for z in zones if z[1] > LOGICAL_H / 2]
    assert zones[: len(bottom)] == sorted(bottom), "seat 0 bottom left, then to the right"
    assert len(bottom) == (n if n <= 3 else -(-n // 2))


def test_a_banner_shows_for_its_time() -> None:
    b = Banner()
    assert not b.showing(0.0)
    b.show("Action Stop!", 10.0, 2.5)
    assert b.showing(10.0) and b.showing(12.4) and not b.showing(12.5)


def _centre_x(zone: tuple[float, float, float, float]) -> float:
    return zone[0] + zone[2] / 2


@pytest.mark.parametrize("n", range(2, 7))
def test_players_sit_on_screen_in_the_order_of_their_keys(n: int) -> None:
    from game.client.input import keys_x
    from game.client.table import place_by_keys
    from game.content.scancodes import SCANCODES as S

    zones = seat_zones(n).zones
    wasd = keys_x([S["W"], S["A"], S["S"], S["D"], S["E"]])
    numpad = keys_x([S["KP_8"], S["KP_4"], S["KP_5"], S["KP_6"], S["KP_0"]])
    arrows = keys_x([S["UP"], S["LEFT"], S["DOWN"], S["RIGHT"], S["RCTRL"]])
    assert wasd is not None and numpad is not None and arrows is not None and wasd < arrows < numpad
    # the numpad player took the first seat, WASD the last: on screen, WASD is left of the numpad
    keys: list[float | None] = [numpad] + [None] * (n - 2) + [wasd]
    placed = place_by_keys(list(zones), keys)
    assert sorted(placed) == sorted(zones), "the same zones, handed out again"
    assert _centre_x(placed[-1]) < _centre_x(placed[0])
    assert _centre_x(placed[-1]) == min(_centre_x(z) for z in zones)
    assert _centre_x(placed[0]) == max(_centre_x(z) for z in zones)
    bots = [placed[s] for s in range(1, n - 1)]
    assert bots == [z for z in zones if z not in (placed[0], placed[-1])], "bots keep the rest in seat order"


def test_without_keyboard_players_the_zones_stay_in_seat_order() -> None:
    from game.client.table import place_by_keys

    zones = seat_zones(4).zones
    assert place_by_keys(list(zones), [None] * 4) == list(zones)


@given(n=st.integers(0, 12), width=st.floats(60.0, 1800.0), gap=st.floats(-40.0, 30.0), centred=st.booleans())
def test_a_row_of_cards_stays_in_its_area_in_order_and_apart_where_there_is_room(
        n: int, width: float, gap: float, centred: bool) -> None:
    card = (50.0, 70.0)
    slots = card_row((100.0, 20.0, width, 80.0), n, card, gap, centred)
    assert len(slots) == n and all(r[1] == 20.0 and r[2:] == card for r in slots)
    xs = [r[0] for r in slots]
    assert xs == sorted(xs), "left to right"
    if n and card[0] + (card[0] + gap) * (n - 1) <= width:  # room: exactly gap apart
        assert all(abs(b - a - card[0] - gap) < 1e-6 for a, b in zip(xs, xs[1:], strict=False))
    if n and card[0] <= width:
        assert xs[0] >= 100.0 - 1e-6 and xs[-1] + card[0] <= 100.0 + width + 1e-6, "closer, never out of the area"
    if n and centred and card[0] <= width:
        left, right = xs[0] - 100.0, 100.0 + width - xs[-1] - card[0]
        assert abs(left - right) < 1e-6


def test_a_hand_draws_the_focused_card_last_raised_and_ringed_and_marks_raised() -> None:
    painted: list[tuple[int, tuple[float, ...]]] = []
    rings: list[tuple[Any, ...]] = []

    class Canvas:
        def box(self, r: Any, *args: Any) -> None:
            rings.append(tuple(r))

    slots = card_row((0.0, 100.0, 1000.0, 70.0), 4, (50.0, 70.0), 10.0, centred=False)
    draw_hand(Canvas(), slots, lambda i, r: painted.append((i, r)), focus=1, raised={3}, lift=16.0)  # type: ignore[arg-type]
    assert [i for i, _r in painted] == [0, 2, 3, 1], "the focused card over its neighbours"
    tops = {i: r[1] for i, r in painted}
    assert tops == {0: 100.0, 1: 84.0, 2: 100.0, 3: 84.0}
    assert len(rings) == 1 and rings[0][1] < 84.0 and rings[0][0] < slots[1][0], "one ring, around the raised card"
    painted.clear()
    draw_hand(Canvas(), slots, lambda i, r: painted.append((i, r)), focus=None)  # type: ignore[arg-type]
    assert [i for i, _r in painted] == [0, 1, 2, 3] and len(rings) == 1, "no cursor: no ring"


def test_a_grid_sets_every_cell_at_one_size_a_tight_column_taking_spare_room() -> None:
    """At 140 % "Manga Manga" does not fit its column's share: the column takes
    room from the wide one beside it, and every cell stays at one size."""
    import pygame

    from game.client.gfx import Canvas, Fonts
    from game.client.table import Column, grid

    pygame.init()
    canvas = Canvas(pygame.Surface((1920, 1080)), Fonts(), ui_scale=1.4)
    canvas.misfits = set()
    cols = [Column("Game", 0.15), Column("Games", 0.15, "center"), Column("Details", 0.7)]
    assert canvas.text_width("Manga Manga", 32) > 0.15 * 1200 - 20
    shown = grid(canvas, (100, 100, 1200, 500), cols, [["Manga Manga", "3", "9 swords"], ["Kingz", "12", "—"]])
    canvas.look_back()
    assert shown == 2
    assert canvas.misfits == set(), "no cell cut, none set smaller than its siblings"


def test_a_numpad_seat_gets_last_wordings_with_the_keys_bare_figures() -> None:
    from game.client.i18n import Translator
    from game.client.table import hint_wordings

    tr = Translator({"en": {"h": "{left}/{right} choose · {act} lock", "h_short": "{left}/{right} · {act} Ready!"}})
    numpad = {"left": "Num 4", "right": "Num 6", "act": "Num 0"}
    assert hint_wordings(tr, "h", numpad) == ("Num 4/Num 6 choose · Num 0 lock", "Num 4/Num 6 · Num 0 Ready!",
                                              "Num 4/6 · Num 0 Ready!", "4/6 · 0 Ready!")
    assert hint_wordings(tr, "h", {"left": "A", "right": "D", "act": "E"}) == ("A/D choose · E lock",
                                                                               "A/D · E Ready!")


@pytest.mark.parametrize("scale", [1.0, 1.4])
def test_the_status_headers_token_stays_beside_its_title_as_drawn(scale: float) -> None:
    """A title wider than its room is set smaller: the seat token goes beside
    the title drawn, not beside the wider one measured (at 140 % Mana's crown
    hung 150 px away, over the seat card)."""
    import pygame

    from game.client.gfx import Canvas, Fonts
    from game.client.table import status_header

    pygame.init()
    canvas = Canvas(pygame.Surface((1920, 1080)), Fonts())
    canvas.ui_scale = scale
    title = "Black: choose your Daimio's double square, far from the middle"
    drawn: list[Any] = []
    tokens: list[tuple[float, float]] = []
    text = canvas.text

    def spy(s: str, *args: Any, **kwargs: Any) -> Any:
        rect = text(s, *args, **kwargs)
        if s == title:
            drawn.append(rect)
        return rect

    canvas.text = spy  # type: ignore[method-assign]
    status_header(canvas, (960.0, 14.0, 182.0), title, "Move with your keys", (200, 200, 200), False, 880.0,
                  lambda c, at: tokens.append(at))
    assert canvas.text_width(title, 52, True) > 1200  # measured wider than its room: set smaller
    (rect,), ((x, y),) = drawn, tokens
    assert rect.width <= 1200
    assert rect.left - 80 < x < rect.left - 30 and rect.top < y < rect.bottom


@pytest.mark.parametrize("scale", [1.0, 1.4])
def test_the_status_headers_icon_and_line_stay_within_its_width(scale: float) -> None:
    """Mana's "The bird demands a double square" at 140 %: the square's icon
    hung 70 px left of a line as wide as the header, under the seat card."""
    import pygame

    from game.client.gfx import Canvas, Fonts
    from game.client.table import status_header

    pygame.init()
    canvas = Canvas(pygame.Surface((1920, 1080)), Fonts())
    canvas.ui_scale = scale
    hint = "The bird demands a double square"
    lines: list[Any] = []
    icons: list[Any] = []
    text, art = canvas.text, canvas.art

    def text_spy(s: str, *args: Any, **kwargs: Any) -> Any:
        rect = text(s, *args, **kwargs)
        if s == hint:
            lines.append(rect)
        return rect

    def art_spy(name: str, r: Any, *args: Any, **kwargs: Any) -> Any:
        icons.append(canvas.rect(r))
        return art(name, r, *args, **kwargs)

    canvas.text, canvas.art = text_spy, art_spy  # type: ignore[method-assign]
    for extra in (100, 20):  # room for the icon beside the line; none: the line names the square, alone
        lines.clear()
        icons.clear()
        width = canvas.text_width(hint, 40, True) + extra
        status_header(canvas, (960.0, 6.0, 166.0), "White to move", hint, (200, 200, 200), True, width,
                      icon="mana/square_2")
        header = canvas.rect((960 - width / 2, 0, width, 1))
        (line,) = lines
        assert len(icons) == (1 if extra == 100 else 0)
        assert all(i.right <= line.left and header.left - 1 <= i.left for i in icons)
        assert header.left - 1 <= line.left and line.right <= header.right + 1
