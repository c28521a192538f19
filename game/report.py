"""Balance reports: what ``python -m game simulate GAME --report DIR`` writes.

From simulated games (:class:`game.engine.match.SimGame`, each carrying what
the game tallied, :meth:`Game.tally`) it computes:

* win rates by seat as given, by bot level and by position at the table
  (position 0 opens), each with a 95% Wilson interval;
* per label a game tallied (a spell, a fighter bet on, an animal, a card): how
  often it came up, in how many games, and the win rate of the seats that had
  it, with its interval;
* the game length distribution;
* with ``--compare``: the same seeds played with another data folder, every
  label's win rate in both, and which differences are significant (two-sided
  two-proportion z-test, Holm-corrected over all the labels compared, so a
  report of 80 cards does not cry wolf at the 5% level).

:func:`write_html` makes one self-contained HTML file: charts drawn with
matplotlib as inline SVG, tables in plain HTML. matplotlib is imported only
there, so nothing else pays for it (and the game window never does).
"""

from __future__ import annotations

import html
import io
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from statistics import NormalDist
from typing import Any

from game.engine.match import SimGame

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Rate:
    """``wins`` out of ``n``, with its 95% Wilson interval."""

    wins: float
    n: int

    @property
    def p(self) -> float:
        return self.wins / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.n)

    def text(self) -> str:
        if not self.n:
            return "-"
        lo, hi = self.interval
        return f"{100 * self.p:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Row:
    """One label a game tallied, e.g. ``spell:Fireball``."""

    kind: str
    name: str
    times: int = 0
    """How often it came up, over all games."""
    games: int = 0
    """Games in which it came up."""
    seated: bool = False
    """It belongs to seats (a card played), not to the table (a judge drawn)."""
    rate: Rate = field(default_factory=lambda: Rate(0, 0))
    """Per (game, seat) that had it: the share of those seats that won."""


@dataclass
class Summary:
    game: str
    seats: list[str]
    """The seats as given (``bot:hard``...)."""
    games: int
    finished: int
    by_seat: list[Rate]
    by_level: dict[str, Rate]
    by_position: list[Rate]
    lengths: list[int]
    rows: list[Row]

    def kinds(self) -> list[str]:
        return sorted({r.kind for r in self.rows})


def summarize(game: str, seats: Sequence[str], results: Iterable[SimGame]) -> Summary:
    """Everything the report shows, from the games as played."""
    n = len(seats)
    games = sorted(results, key=lambda r: r.index)
    wins = [0] * n
    by_position = [0] * n
    level_wins: dict[str, int] = defaultdict(int)
    level_n: dict[str, int] = defaultdict(int)
    rows: dict[str, Row] = {}
    had: dict[str, int] = defaultdict(int)
    had_won: dict[str, int] = defaultdict(int)
    for r in games:
        for g in range(n):
            level_n[seats[g]] += 1
        for w in r.winners:
            wins[w] += 1
            by_position[(w - r.index) % n] += 1
            level_wins[seats[w]] += 1
        seen: set[str] = set()
        seat_had: set[tuple[int, str]] = set()
        for seat, label in r.tags:
            row = rows.get(label)
            if row is None:
                kind, _, name = label.partition(":")
                row = rows[label] = Row(kind, name or kind)
            row.times += 1
            seen.add(label)
            if seat >= 0:
                row.seated = True
                seat_had.add((seat, label))
        for label in seen:
            rows[label].games += 1
        for seat, label in seat_had:
            had[label] += 1
            had_won[label] += seat in r.winners
    for label, row in rows.items():
        row.rate = Rate(had_won[label], had[label])
    count = len(games)
    return Summary(
        game=game, seats=list(seats), games=count, finished=sum(r.finished for r in games),
        by_seat=[Rate(w, count) for w in wins],
        by_level={level: Rate(level_wins[level], level_n[level]) for level in dict.fromkeys(seats)},
        by_position=[Rate(w, count) for w in by_position],
        lengths=[r.length for r in games],
        rows=sorted(rows.values(), key=lambda row: (row.kind, -row.times, row.name)))


# -- comparing two data folders --------------------------------------------------------------


@dataclass(frozen=True)
class Change:
    label: str
    before: Rate
    after: Rate
    p_value: float
    """Holm-adjusted."""
    significant: bool

    @property
    def delta(self) -> float:
        return self.after.p - self.before.p


MIN_SEATS_COMPARED = 20
"""A label is compared when at least this many seats had it in each run."""


def two_proportion_p(a: Rate, b: Rate) -> float:
    """Two-sided p-value that ``a`` and ``b`` share one proportion (pooled z-test)."""
    if not a.n or not b.n:
        return 1.0
    pooled = (a.wins + b.wins) / (a.n + b.n)
    se = math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n))
    if se == 0:
        return 1.0 if a.p == b.p else 0.0
    z = (b.p - a.p) / se
    return 2 * (1 - NormalDist().cdf(abs(z)))


def compare(before: Summary, after: Summary, alpha: float = 0.05) -> list[Change]:
    """Every seat label and bot level with enough games in both runs, its win
    rates and whether the difference is significant (Holm over all of them).
    The same seeds are played in both runs, so the games are paired: the
    unpaired test used here can only overstate the noise, never hide it."""
    pairs: list[tuple[str, Rate, Rate]] = []
    for level, rate in before.by_level.items():
        if level in after.by_level:
            pairs.append((f"level:{level}", rate, after.by_level[level]))
    old = {f"{r.kind}:{r.name}": r for r in before.rows if r.seated}
    for row in after.rows:
        label = f"{row.kind}:{row.name}"
        if row.seated and label in old and min(row.rate.n, old[label].rate.n) >= MIN_SEATS_COMPARED:
            pairs.append((label, old[label].rate, row.rate))
    raw = [two_proportion_p(a, b) for _, a, b in pairs]
    order = sorted(range(len(pairs)), key=lambda i: raw[i])
    adjusted = [1.0] * len(pairs)
    running = 0.0
    for rank, i in enumerate(order):  # Holm's step-down, kept monotone
        running = max(running, min(1.0, (len(pairs) - rank) * raw[i]))
        adjusted[i] = running
    changes = [Change(label, a, b, adjusted[i], adjusted[i] < alpha) for i, (label, a, b) in enumerate(pairs)]
    return sorted(changes, key=lambda c: (not c.significant, c.p_value, c.label))


# -- the terminal summary -----------------------------------------------------------------------


def terminal_lines(summary: Summary, changes: Sequence[Change] | None = None, top: int = 5) -> list[str]:
    """A short summary table: seats, positions, and the labels that stand out."""
    s = summary
    lines = [f"{s.game}: {s.games} games ({s.finished} finished)",
             f"  {'seat':<18}{'win rate [95% CI]':>26}"]
    for i, (label, rate) in enumerate(zip(s.seats, s.by_seat, strict=True)):
        lines.append(f"  {f'{i} {label}':<18}{rate.text():>26}")
    lines.append("  position (0 opens): " + ", ".join(f"{j}: {100 * r.p:.1f}%" for j, r in enumerate(s.by_position)))
    if s.lengths:
        ordered = sorted(s.lengths)
        lines.append(f"  length: median {ordered[len(ordered) // 2]} actions, "
                     f"range {ordered[0]}-{ordered[-1]}")
    ranked = sorted((r for r in s.rows if r.seated and r.rate.n >= MIN_SEATS_COMPARED), key=lambda r: -r.rate.p)
    if ranked:
        lines.append(f"  best {min(top, len(ranked))} by win rate of the seats that had them:")
        lines += [f"    {f'{r.kind}: {r.name}':<30}{r.rate.text():>24}" for r in ranked[:top]]
    if changes is not None:
        moved = [c for c in changes if c.significant]
        lines.append(f"  compared: {len(changes)} labels, {len(moved)} significant change"
                     f"{'' if len(moved) == 1 else 's'} (Holm, 5%)")
        lines += [f"    {c.label}: {100 * c.before.p:.1f}% -> {100 * c.after.p:.1f}% (p {c.p_value:.3g})"
                  for c in moved]
    return lines


# -- the HTML file ------------------------------------------------------------------------------------

CSS = """
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; color: #222; padding: 0 1rem; }
h1 { margin-bottom: 0.2rem; } .meta { color: #666; margin-top: 0; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-variant-numeric: tabular-nums; }
th, td { padding: 0.25rem 0.7rem; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child { text-align: left; }
th { background: #f3f3f3; } tr.sig td { background: #fff3cd; font-weight: 600; }
.charts { display: flex; flex-wrap: wrap; gap: 1rem; } .chart svg { max-width: 100%; height: auto; }
.note { color: #555; font-size: 0.92rem; }
"""


def _svg(fig: Any) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None})
    text = buf.getvalue()
    return text[text.index("<svg"):]


def _rate_chart(plt: Any, title: str, labels: Sequence[str], rates: Sequence[Rate], chance: float | None) -> str:
    height = max(2.2, 0.32 * len(labels) + 1.0)
    fig, ax = plt.subplots(figsize=(7.5, height))
    ys = list(range(len(labels)))[::-1]
    ps = [100 * r.p for r in rates]
    lows = [max(0.0, 100 * (r.p - r.interval[0])) for r in rates]
    highs = [max(0.0, 100 * (r.interval[1] - r.p)) for r in rates]
    ax.errorbar(ps, ys, xerr=[lows, highs], fmt="o", color="#2b6cb0", ecolor="#90b4de", capsize=3)
    if chance is not None:
        ax.axvline(100 * chance, color="#c53030", linestyle="--", linewidth=1, label=f"chance {100 * chance:.0f}%")
        ax.legend(loc="lower right", fontsize=8)
    ax.set_yticks(ys, labels, fontsize=8)
    ax.set_xlabel("win rate (%), 95% interval")
    ax.set_xlim(0, 100)
    ax.set_title(title, fontsize=10)
    ax.grid(axis="x", alpha=0.3)
    out = _svg(fig)
    plt.close(fig)
    return out


def _length_chart(plt: Any, lengths: Sequence[int]) -> str:
    fig, ax = plt.subplots(figsize=(7.5, 2.8))
    ax.hist(lengths, bins=min(40, max(5, len(set(lengths)))), color="#2b6cb0")
    ax.set_xlabel("actions per game")
    ax.set_ylabel("games")
    ax.set_title("Game length", fontsize=10)
    out = _svg(fig)
    plt.close(fig)
    return out


def _table(head: Sequence[str], rows: Iterable[tuple[Sequence[str], bool]]) -> str:
    out = ["<table><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
    for cells, mark in rows:
        cls = ' class="sig"' if mark else ""
        out.append(f"<tr{cls}>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def write_html(path: Path, summary: Summary, meta: str, changes: Sequence[Change] | None = None,
               other: Summary | None = None) -> Path:
    """Write the report as one self-contained HTML file at ``path``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    s = summary
    chance = 1 / len(s.seats) if s.seats else None
    parts = [f"<h1>{html.escape(s.game)}: balance report</h1>", f"<p class='meta'>{html.escape(meta)}</p>"]
    if changes is not None and other is not None:
        moved = [c for c in changes if c.significant]
        parts.append("<h2>What moved</h2>")
        parts.append("<p class='note'>The same seeds played with both data folders. A change is marked when a "
                     "two-sided two-proportion test, Holm-corrected over the "
                     f"{len(changes)} win rates compared, is below 5%. {len(moved)} "
                     f"change{'' if len(moved) == 1 else 's'} passed.</p>")
        parts.append(_table(["label", "before", "after", "change", "p (Holm)"], (
            ([c.label, c.before.text(), c.after.text(), f"{100 * c.delta:+.1f} pts", f"{c.p_value:.3g}"],
             c.significant) for c in changes)))
    parts.append("<h2>Win rates</h2><div class='charts'>")
    parts.append("<div class='chart'>" + _rate_chart(
        plt, "By seat as given (seats rotate every game)", [f"{i} {x}" for i, x in enumerate(s.seats)],
        s.by_seat, chance) + "</div>")
    parts.append("<div class='chart'>" + _rate_chart(
        plt, "By position at the table (0 opens)", [f"position {j}" for j in range(len(s.seats))],
        s.by_position, chance) + "</div></div>")
    parts.append(_table(["seat", "wins", "win rate [95% CI]"], (
        ([f"{i} {x}", f"{r.wins:g}", r.text()], False) for i, (x, r) in enumerate(zip(s.seats, s.by_seat,
                                                                                     strict=True)))))
    if len(s.by_level) > 1:
        parts.append(_table(["bot level", "seat-games", "win rate [95% CI]"], (
            ([level, str(r.n), r.text()], False) for level, r in s.by_level.items())))
    first = s.by_position[0] if s.by_position else Rate(0, 0)
    if chance is not None:
        parts.append(f"<p>First-player advantage: position 0 wins {first.text()} of games, against "
                     f"{100 * chance:.1f}% for an even table.</p>")
    parts.append("<h2>Game length</h2><div class='chart'>" + _length_chart(plt, s.lengths) + "</div>")
    if s.rows:
        parts.append("<p class='note'>A card's win rate says who played it, not what it does: a stronger "
                     "player may simply cast more. To see what a change to a card does, play the same seeds "
                     "with both data folders (<code>--compare</code>).</p>")
    for kind in s.kinds():
        rows = [r for r in s.rows if r.kind == kind]
        parts.append(f"<h2>{html.escape(kind.capitalize())}</h2>")
        seated = [r for r in rows if r.seated and r.rate.n]
        if seated:
            shown = sorted(seated, key=lambda r: -r.rate.p)
            parts.append("<div class='chart'>" + _rate_chart(
                plt, f"Win rate of the seats that had it ({kind})", [r.name for r in shown],
                [r.rate for r in shown], chance) + "</div>")
        parts.append(_table([kind, "times", "games", "per game", "seats that had it", "their win rate [95% CI]"], (
            ([r.name, str(r.times), f"{100 * r.games / max(s.games, 1):.1f}%", f"{r.times / max(s.games, 1):.2f}",
              str(r.rate.n) if r.seated else "-", r.rate.text() if r.seated else "-"], False) for r in rows)))
    body = "\n".join(parts)
    text = (f"<!doctype html>\n<html lang='en'><head><meta charset='utf-8'>"
            f"<title>{html.escape(s.game)} balance report</title><style>{CSS}</style></head>"
            f"<body>\n{body}\n</body></html>\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path
