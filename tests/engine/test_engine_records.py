"""Records rebuilt from finished journals, the summary that outlives pruning,
and the Glicko-2 update against the published worked example."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import JournalWriter, list_journals, prune_finished
from game.engine.rating import Rating, rate_game, update
from game.engine.records import Records, absorb, load_summary, places, summary_path

# -- Glicko-2 -----------------------------------------------------------------------------------


def test_glicko2_matches_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system" (2012): a 1500 / 200 / 0.06
    player beats a 1400 / 30, loses to a 1550 / 100 and to a 1700 / 300; with
    tau 0.5 the paper gives r' = 1464.06, RD' = 151.52, sigma' = 0.05999."""
    new = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0),
                                            (Rating(1700, 300), 0.0)])
    assert new.r == pytest.approx(1464.06, abs=0.01)
    assert new.rd == pytest.approx(151.52, abs=0.01)
    assert new.vol == pytest.approx(0.05999, abs=1e-5)


def test_an_idle_period_only_widens_the_deviation() -> None:
    new = update(Rating(1600, 100, 0.06), [])
    assert new.r == 1600 and new.rd == pytest.approx(math.sqrt(100 ** 2 + (0.06 * 173.7178) ** 2))


def test_a_game_of_several_is_every_pair_once_and_ties_are_draws() -> None:
    after = rate_game({}, [("a", 1), ("b", 2), ("c", 2)])
    assert after["a"].r > 1500 > after["b"].r and after["b"] == after["c"]
    alone = update(Rating(), [(Rating(), 1.0), (Rating(), 1.0)])
    assert after["a"] == alone
    # pairs a game does not count leave those players alone
    assert rate_game({}, [("bot:hard", 1), ("bot:easy", 2)], lambda x, y: False) == {}


def test_places_put_winners_first_then_scores_with_ties_shared() -> None:
    assert places([2], [3, 5, 5, 1], 4) == [3, 2, 1, 4]
    assert places([], [0.5, 0.5], 2) == [1, 1]
    assert places([0, 1], [5, 5, 2], 3) == [1, 1, 3]


# -- from journals -------------------------------------------------------------------------------


def finished(folder: Path, name: str, game: str, seats: list[SeatConfig], winners: list[int], scores: list[float],
             detail: dict[str, object] | None = None, content: object = None, reason: str = "win") -> Path:
    path = folder / name
    w = JournalWriter(path, game, 7, GameConfig(tuple(seats), {}, content), started=name[:15])
    w.action(0.5, 0, {"any": 1})
    w.end(9.0, {"winners": winners, "scores": scores, "reason": reason, "detail": detail or {}})
    w.close()
    return path


ALICE = SeatConfig("human", name="Alice", source="kb:wasd", profile="p1")
BOB = SeatConfig("human", name="Bob", source="kb:ijkl", profile="p2")
ANON = SeatConfig("human", source="kb:tfgh")
HARD = SeatConfig("bot", "hard")


@pytest.fixture
def journals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    d = tmp_path / "journals"
    d.mkdir()
    kingz_content = {"animals": [{"id": "tigresse"}, {"id": "crocodile"}, {"id": "rhinoceros"}]}
    finished(d, "20260101-100000-mana.jsonl", "mana", [ALICE, HARD], [0], [1, 0])
    finished(d, "20260101-101000-mana.jsonl", "mana", [HARD, ALICE], [0], [1, 0])
    finished(d, "20260101-102000-mana.jsonl", "mana", [ALICE, BOB], [], [0.5, 0.5], reason="draw")
    finished(d, "20260101-103000-manga.jsonl", "manga", [BOB, ALICE, ANON], [1], [4, 9, 2],
             {"battle_winners": [1, 1, 0, 2, 1]})
    finished(d, "20260101-104000-kingz.jsonl", "kingz", [ALICE, HARD, BOB], [2], [3, 4, 5],
             content=kingz_content)
    finished(d, "20260101-105000-ikasamage.jsonl", "ikasamage", [BOB, ALICE, HARD], [0], [21, 12, 15])
    finished(d, "20260101-106000-mana.jsonl", "mana", [ALICE, BOB], [], [], reason="abandoned")
    unfinished = JournalWriter(d / "20260101-107000-mana.jsonl", "mana", 1, GameConfig((ALICE, BOB)))
    unfinished.close()
    return d


def test_records_are_rebuilt_from_the_finished_journals(journals: Path) -> None:
    records, summary = absorb()
    assert summary.problem == ""
    assert len(records.games) == 6  # the abandoned and the unfinished game count for nobody
    alice = records.tally("p:p1")
    assert (alice.games, alice.wins) == (6, 2)
    mana = records.tally("p:p1", "mana")
    assert (mana.games, mana.wins) == (3, 1)
    assert mana.words == {"side:black": [2, 1], "side:white": [1, 0]}
    manga = records.tally("p:p1", "manga")
    assert manga.sums == {"battles": 3, "swords": 9} and manga.wins == 1
    assert records.tally("p:p2", "manga").sums == {"battles": 1, "swords": 4}
    assert records.tally("p:p1", "kingz").words == {"animal:tigresse": [1, 0]}
    assert records.tally("p:p2", "kingz").sums == {"fame": 5}
    assert records.tally("p:p2", "ikasamage").sums == {"gold": 21}
    hard = records.tally("bot:hard", "mana")
    assert (hard.games, hard.wins) == (2, 1)
    h2h = records.head_to_head("p:p1", "p:p2")
    assert (h2h.games, h2h.a_ahead, h2h.b_ahead, h2h.level) == (4, 1, 2, 1)
    assert records.head_to_head("p:p1", "bot:hard", "mana").games == 2
    assert records.wins_over_time("p:p1", "mana") == [("20260101-100000", 1, 1), ("20260101-101000", 1, 2),
                                                       ("20260101-102000", 1, 3)]
    assert "" not in records.players() and set(records.players()) == {"p:p1", "p:p2", "bot:hard"}


def test_ratings_put_bots_on_the_people_scale_and_ignore_anonymous_seats(journals: Path) -> None:
    records, _ = absorb()
    mana = records.ratings("mana")
    assert set(mana) == {"p:p1", "p:p2", "bot:hard"}
    # replayed by hand: the same updates, in the order the games were played
    table: dict[str, Rating] = {}
    for seats in ([("p:p1", 1), ("bot:hard", 2)], [("bot:hard", 1), ("p:p1", 2)], [("p:p1", 1), ("p:p2", 1)]):
        table.update(rate_game(table, seats))
    assert mana == table
    manga = records.ratings("manga")
    assert set(manga) == {"p:p1", "p:p2"}  # the anonymous third seat moved nobody


def test_pruning_keeps_the_totals_through_the_summary(journals: Path) -> None:
    before, _ = absorb()
    prune_finished(0)
    assert [p.name for p in list_journals()] == ["20260101-107000-mana.jsonl"]  # the unfinished one stays
    after, _ = absorb()
    assert after.tally("p:p1") == before.tally("p:p1")
    assert after.ratings("mana") == before.ratings("mana")
    # a game after the pruning is added to what the summary kept
    finished(journals, "20260102-100000-mana.jsonl", "mana", [BOB, ALICE], [0], [1, 0])
    later, _ = absorb()
    assert later.tally("p:p1").games == 7 and later.tally("p:p2", "mana").wins == 1


def test_a_rebuild_reads_the_journals_again_and_agrees_with_the_summary(journals: Path) -> None:
    first, _ = absorb()
    again, _ = absorb(rebuild=True)
    assert [g.to_json() for g in again.games] == [g.to_json() for g in first.games]


def test_a_torn_summary_is_set_aside_and_the_journals_still_there_rebuild_it(journals: Path) -> None:
    absorb()
    path = summary_path()
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")  # what a torn write would leave, if it could
    records, summary = absorb(stamp="20260103-100000")
    assert "records.json" in summary.problem
    assert (path.parent / "records.corrupt-20260103-100000.json").exists()
    assert records.tally("p:p1").games == 6
    assert load_summary().problem == ""  # written anew, whole


def test_the_summary_is_never_written_through_a_link(journals: Path, tmp_path: Path) -> None:
    victim = tmp_path / "victim.json"
    victim.write_text("{}", encoding="utf-8")
    os.symlink(victim, summary_path())
    records, summary = absorb()  # a link is not read (set aside), and the new file replaces it
    assert victim.read_text(encoding="utf-8") == "{}"
    assert not summary_path().is_symlink() and json.loads(summary_path().read_text(encoding="utf-8"))["records"] == 1
    assert records.tally("p:p1").games == 6


def test_real_games_say_their_extras() -> None:
    from game.engine.contract import Outcome
    cfg = GameConfig((ALICE, BOB))
    assert registry.get("mana").record_extras(cfg, Outcome((1,), (0, 1), "x"), 1) == {"side": "white"}
    out = Outcome((0,), (7, 3), "x", {"battle_winners": [0, 1, 0]})
    assert registry.get("manga").record_extras(cfg, out, 0) == {"battles": 2, "swords": 7}
    assert registry.get("ikasamage").record_extras(cfg, Outcome((0,), (20, 3), "x"), 1) == {"gold": 3}
    kcfg = GameConfig((ALICE, BOB), {}, {"animals": [{"id": "ours"}, {"id": "gorille"}]})
    assert registry.get("kingz").record_extras(kcfg, Outcome((0,), (5, 3), "x"), 1) == {"fame": 3, "animal": "gorille"}
    assert Records([]).ratings("mana") == {}
