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


def test_unreadable_unfinished_games_are_named_at_start_and_the_readable_one_offered(make_app: Any,
                                                                                      home: Path) -> None:
    import os

    from game.engine.journal import UNREADABLE

    config = GameConfig((SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:tfgh")),
                        registry.get("mana").default_rules(), default_content())
    good = start_journal("mana", 1, config)
    good.action(0.5, 0, "D@c1")
    good.close()
    os.utime(good.path, (1000, 1000))
    for i in range(21):  # more than the 20 newest journals that used to be the only ones read
        w = start_journal("mana", 2 + i, config)
        w.close()
        lines = w.path.read_text().splitlines()
        w.path.write_text("\n".join([lines[0], '{"t":-5,"seat":0,"a":"D@c1"}', '{"t":1,"seat":1,"a":"D@c6"}']) + "\n")
        os.utime(w.path, (2000 + i, 2000 + i))
    app = make_app()
    offer_resume(app)
    assert isinstance(app.stack.top, ResumeScene) and app.stack.top.path == good.path
    assert "21" in app.notice and ".jsonl" in app.notice and "line 2" in app.notice
    assert len(list((home / "journals").glob("*" + UNREADABLE))) == 21


def test_a_finished_game_prunes_old_finished_journals(make_app: Any, home: Path, client_games: Any) -> None:
    from game.engine.journal import JournalWriter, list_journals, new_journal_path

    config = GameConfig((SeatConfig("human", source="kb:wasd"), SeatConfig("human", source="kb:ijkl")),
                        {"pile": 5, "misere": False})
    for i in range(4):
        with JournalWriter(new_journal_path("client-nim"), "client-nim", i, config) as w:
            w.end(0.0, {"winners": [0], "scores": [1, 0], "reason": "x", "detail": {}})
    unfinished = start_journal("client-nim", 9, config)
    unfinished.close()
    app = make_app()
    app.settings.journals_kept = 2
    from game.client.game_scene import resume_game

    with JournalWriter(new_journal_path("client-nim"), "client-nim", 7, config) as w:
        w.action(1.0, 0, 3)
        w.action(2.0, 1, 2)  # the game is over; its end line was never written
        last = w.path
    assert resume_game(app, last) is not None
    left = list_journals()
    assert unfinished.path in left and last in left
    assert len(left) == 3, "two finished kept (the newest), the unfinished one too"
