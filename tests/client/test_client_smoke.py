"""``smoke.run_tour`` with the tiny games: every scene opens and draws, no string is
missing, no text is drawn below the readable floor."""

from __future__ import annotations

from typing import Any

import pytest

from game.client import smoke
from game.client.gfx import MIN_TEXT_PX


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tour_runs_clean(make_app: Any, client_games: Any, language: str) -> None:
    app = make_app()
    app.set_language(language)
    seen: list[str] = []
    failures = smoke.run_tour(app, on_scene=seen.append, frames_scale=0.05)
    assert failures == []
    for label in ("title", "main_menu", "settings", "controls", "client-nim_lobby", "client-nim_game",
                  "client-race_game", "client-race_results", "unplugged", "resume", "content_errors"):
        assert label in seen
    missing = {k for k in app.tr.missing if not k.startswith("game.client-")}  # the tiny games have no texts
    assert missing == set()
    assert app.canvas.min_text_px_used >= MIN_TEXT_PX

