"""The table kit: what every game's table shows alike."""

from __future__ import annotations

import pytest

from game.client.gfx import LOGICAL_H, LOGICAL_W
from game.client.table import ZONE_MARGIN, Banner, seat_zones


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
