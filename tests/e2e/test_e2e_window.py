"""The real window: what the taskbar knows it by."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


def test_the_window_class_is_the_games_name(window_factory) -> None:  # type: ignore[no-untyped-def]
    w = window_factory()
    found = w._xdo("search", "--class", "^tabletop-arena$").split()
    assert w.wid in found, "taskbars and Alt-Tab would show another name (it was __main__.py)"
