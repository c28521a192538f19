"""A journal that can no longer be replayed is reported, kept, and not offered again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.client.scenes.messages import ResumeScene, offer_resume
from game.engine import registry
from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import latest_unfinished, read_journal, start_journal
from game.games.mana.rules import default_content


def test_a_journal_that_no_longer_replays_is_not_offered_forever(make_app: Any, home: Path) -> None:
    config = GameConfig((SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")),
                        registry.get("mana").default_rules(), default_content())
    writer = start_journal("mana", 1, config)
    writer.action(0.5, 0, "D@c1")
    writer.action(0.9, 0, "D@c6")  # Black again, and on White's row: refused by the rules
    writer.close()
    path = writer.path
    assert latest_unfinished() == path

    app = make_app()
    offer_resume(app)
    question = app.stack.top
    assert isinstance(question, ResumeScene)
    question.yes()
    assert "could not be resumed" in app.notice and f"{path.name}:3:" in app.notice
    assert "White's turn" in app.notice and str(path.parent) not in app.notice
    assert not any(type(s).__name__ == "ManaScene" for s in app.stack.scenes)
    assert path.exists() and read_journal(path).finished  # kept for a bug report, marked ended
    assert latest_unfinished() is None
