"""Balance reports (``simulate --report`` / ``--compare``): the numbers, the
statistics and the HTML file."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game import cli
from game.engine.match import SimGame
from game.paths import data_dir
from game.report import Rate, compare, summarize, terminal_lines, wilson, write_html


def sim(index: int, winners: tuple[int, ...], tags: tuple[tuple[int, str], ...] = (), length: int = 10) -> SimGame:
    return SimGame(index=index, seed=index, winners=winners, finished=True, length=length, illegal=0,
                   stop="outcome", tags=tags)


def test_wilson_matches_known_intervals() -> None:
    lo, hi = wilson(339, 1000)
    assert (round(lo, 3), round(hi, 3)) == (0.310, 0.369)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_summary_counts_seats_positions_levels_and_labels() -> None:
    # Two seats rotating: game 0 puts given seat 0 at position 0, game 1 at position 1.
    games = [
        sim(0, (0,), ((0, "card:sword"), (0, "card:sword"), (1, "card:shield"), (-1, "judge:Lawty"))),
        sim(1, (0,), ((1, "card:sword"),), length=20),
        sim(2, (1,), ((1, "card:sword"), (0, "card:shield"))),
        sim(3, ()),
    ]
    s = summarize("Test", ["bot:hard", "bot:easy"], games)
    assert [r.wins for r in s.by_seat] == [2, 1]
    # Winners by position: game 0 seat 0 at 0; game 1 seat 0 at (0 - 1) % 2 = 1; game 2 seat 1 at 1.
    assert [r.wins for r in s.by_position] == [1, 2]
    assert s.by_level["bot:hard"].p == 0.5 and s.by_level["bot:easy"].n == 4
    rows = {f"{r.kind}:{r.name}": r for r in s.rows}
    sword = rows["card:sword"]
    assert (sword.times, sword.games, sword.seated) == (4, 3, True)
    # Seats that had it: seat 0 in game 0 (won), seat 1 in game 1 (lost) and in game 2 (won).
    assert (sword.rate.wins, sword.rate.n) == (2, 3)
    judge = rows["judge:Lawty"]
    assert (judge.times, judge.games, judge.seated, judge.rate.n) == (1, 1, False, 0)
    assert s.lengths == [10, 20, 10, 10]
    text = "\n".join(terminal_lines(s))
    assert "0 bot:hard" in text and "50.0%" in text


def test_compare_marks_only_what_really_moved() -> None:
    def run(strong: bool) -> list[SimGame]:
        games = []
        for i in range(300):
            # seat 0 holds the "sword" every game; "shield" goes to seat 1. With the
            # strong sword, seat 0 wins 80% of games instead of 50%.
            won = 0 if (i * 37 % 100) < (80 if strong else 50) else 1
            games.append(sim(i, (won,), ((0, "card:sword"), (1, "card:shield"), (i % 2, "card:coin"))))
        return games

    weak = summarize("T", ["bot:a", "bot:b"], run(False))
    assert not any(c.significant for c in compare(weak, weak))
    changes = compare(weak, summarize("T", ["bot:a", "bot:b"], run(True)))
    moved = {c.label for c in changes if c.significant}
    assert {"card:sword", "card:shield"} <= moved and "card:coin" not in moved
    sword = next(c for c in changes if c.label == "card:sword")
    assert sword.before.p == 0.5 and sword.after.p == 0.8 and sword.p_value < 0.001
    assert changes[0].significant and all(0.0 <= c.p_value <= 1.0 for c in changes)


def test_html_report_is_self_contained_with_charts_and_rows(tmp_path: Path) -> None:
    games = [sim(i, (i % 2,), ((i % 2, "spell:Fireball"), (1 - i % 2, "spell:Might"))) for i in range(40)]
    s = summarize("Test", ["bot:a", "bot:b"], games)
    path = write_html(tmp_path / "r" / "test-report.html", s, "40 games", compare(s, s), s)
    text = path.read_text(encoding="utf-8")
    assert text.count("<svg") >= 4  # seats, positions, lengths, spells
    # Nothing fetched from elsewhere: no script, no linked file or style.
    assert "<script" not in text and not re.search(r'(src|href)="https?:|url\(https?:|<link', text)
    assert "<td>Fireball</td>" in text and "<td>Might</td>" in text
    assert "What moved" in text and "0 changes passed" in text


@pytest.fixture(scope="module")
def stronger_filet(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the data folder where Kingz's Filet is far stronger."""
    root = tmp_path_factory.mktemp("data") / "data"
    shutil.copytree(data_dir(), root)
    path = root / "kingz.yaml"
    text = path.read_text(encoding="utf-8")
    new = re.sub(r"effect: \{op: filet, damage: 1, renown: 1, backfire: 1\}",
                 "effect: {op: filet, damage: 1, renown: 5, backfire: 0}", text)
    assert new != text
    path.write_text(new, encoding="utf-8")
    return root


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


KINGZ = ("simulate", "kingz", "--games", "80", "--seats", "bot:easy,bot:easy,bot:easy", "--seed", "5",
         "--jobs", "1")


def test_cli_report_and_compare_with_itself(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *KINGZ, "--report", str(tmp_path), "--compare", str(data_dir()))
    assert code == 0, err
    assert "compared: " in out and "0 significant changes" in out
    html = (tmp_path / "kingz-report.html").read_text(encoding="utf-8")
    assert html.count("<svg") >= 5 and "<td>filet</td>" in html and "<td>tigresse</td>" in html
    assert 'class="sig"' not in html


def test_cli_compare_finds_the_card_made_stronger(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                  stronger_filet: Path) -> None:
    code, out, err = run(capsys, *KINGZ, "--report", str(tmp_path), "--compare", str(stronger_filet))
    assert code == 0, err
    moved = out.split("significant change")[1]
    assert "card:filet" in moved
    html = (tmp_path / "kingz-report.html").read_text(encoding="utf-8")
    assert re.search(r'<tr class="sig"><td>card:filet</td>', html)


def test_cli_compare_refuses_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, *KINGZ, "--compare", str(tmp_path / "nope"))
    assert code == 2 and "is not a directory" in err


def test_rate_text() -> None:
    assert Rate(1, 4).text() == "25.0% [4.6, 69.9]"
    assert Rate(0, 0).text() == "-"
