"""``tabletop`` / ``python -m game``: play | validate | simulate | replay | bench | smoke.

Only the app, ``play``, ``bench`` and ``smoke`` import the pygame client, and
only inside the functions that need it; ``validate``, ``simulate`` and
``replay`` stay headless. Usage mistakes print one line on stderr and exit 2;
other failures of the headless commands print one line and exit 1 (set
``TABLETOP_DEBUG=1`` to see the traceback instead).
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import os
import secrets
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.contract import Game, Json, Outcome, SeatConfig
from game.engine.journal import JournalError, read_journal, replay
from game.engine.match import PlayRequest, SimGame, play_rotated
from game.paths import data_dir

PROG = "tabletop"


class UsageError(Exception):
    """A bad command line: one line on stderr, exit 2."""


class CliError(Exception):
    """A failure worth one line on stderr, exit 1."""


def _err(message: str) -> None:
    print(f"{PROG}: {message}", file=sys.stderr)


def _load(module: str, attr: str, what: str) -> Any:
    """Import ``module.attr`` lazily; a missing module becomes a CliError."""
    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        raise CliError(f"{what} is not available ({exc})") from None
    try:
        return getattr(mod, attr)
    except AttributeError:
        raise CliError(f"{what} is not available ({module} has no {attr})") from None


# -- argument helpers ------------------------------------------------------------------


def _game(game_id: str) -> Game[Any, Any]:
    try:
        return registry.get(game_id)
    except KeyError as exc:
        raise UsageError(str(exc.args[0]) if exc.args else f"unknown game {game_id!r}") from None


def _seats(game: Game[Any, Any], text: str | None, default: str, *,
           bots_only: bool) -> tuple[SeatConfig, ...]:
    parts = (text if text is not None else default).split(",")
    seats: list[SeatConfig] = []
    for part in parts:
        try:
            seat = SeatConfig.parse(part)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        if seat.is_bot and seat.level not in game.bot_levels:
            raise UsageError(f"{game.title} bots have no level {seat.level!r} "
                             f"(levels: {', '.join(game.bot_levels)})")
        if bots_only and not seat.is_bot:
            raise UsageError("simulate needs bot seats only (bot:LEVEL,...)")
        seats.append(seat)
    try:
        game.check_seats(len(seats))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return tuple(seats)


def _rules(game: Game[Any, Any], items: Sequence[str] | None) -> dict[str, Json]:
    given: dict[str, Json] = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"rule {item!r} is not KEY=VALUE")
        given[key.strip()] = value.strip()
    try:
        return game.resolve_rules(given)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _seed(given: int | None) -> int:
    if given is not None:
        return given
    seed = secrets.randbits(63)
    print(f"seed: {seed}  (pass --seed {seed} to reproduce)", file=sys.stderr)
    return seed


def _seat_label(seat: SeatConfig) -> str:
    return f"bot:{seat.level}" if seat.is_bot else seat.kind


def load_content(game: Game[Any, Any], root: Path | None = None) -> Json:
    """The game's YAML (from ``root``, default the data folder), validated and
    dumped to JSON (``GameConfig.content``)."""
    if game.content_file is None or game.content_model is None:
        return None
    load_file = _load("game.content.loader", "load_file", "the content loader")
    path = (root if root is not None else data_dir()) / game.content_file
    try:
        model = load_file(path, game.content_model)
    except Exception as exc:  # ContentErrors: one file:line:col: message per line
        lines = [line for line in str(exc).splitlines() if line.strip()] or [type(exc).__name__]
        more = f" (and {len(lines) - 1} more: run '{PROG} validate')" if len(lines) > 1 else ""
        raise CliError(f"cannot load {path}: {lines[0]}{more}") from None
    return model.model_dump(mode="json")


# -- commands ----------------------------------------------------------------------------


def cmd_app(args: argparse.Namespace) -> int:
    run = _load("game.client.app", "run", "the game window")
    return int(run() or 0)


def cmd_play(args: argparse.Namespace) -> int:
    game = _game(args.game)
    default = ",".join(["human"] + ["bot:normal"] * (max(game.min_seats, 1) - 1))
    seats = _seats(game, args.seats, default, bots_only=False)
    rules = _rules(game, args.rules)
    request = PlayRequest(game_id=game.id, seats=seats, seed=_seed(args.seed), rules=rules, phones=args.phones)
    run = _load("game.client.app", "run", "the game window")
    return int(run(play=request) or 0)


def _data_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and p.suffix.lower() in (".yaml", ".yml"))


def cmd_validate(args: argparse.Namespace) -> int:
    root = Path(args.dir) if args.dir is not None else data_dir()
    if not root.is_dir():
        raise UsageError(f"{root} is not a directory")
    validate_dir = _load("game.content.loader", "validate_dir", "the content loader")
    errors = list(validate_dir(root))
    for error in errors:
        print(str(error).splitlines()[0] if str(error) else repr(error))
    if errors:
        return 1
    try:  # the loader knows which files it checked; else count the YAML files
        count = len(_load("game.content.loader", "data_files", "the content loader")())
    except CliError:
        count = len(_data_files(root))
    print(f"ok: {count} files")
    return 0


# schema / effects -----------------------------------------------------------------------


def cmd_schema(args: argparse.Namespace) -> int:
    from game.content.loader import data_files
    from game.content.schema import SCHEMA_DIR, schemas

    root = Path(args.dir) if args.dir is not None else data_dir() / SCHEMA_DIR
    texts = schemas(data_files())
    if args.check:
        stale = [name for name, text in texts.items()
                 if not (root / name).is_file() or (root / name).read_text(encoding="utf-8") != text]
        for name in stale:
            print(f"{root / name}: out of date with its model (run: {PROG} schema)")
        if not stale:
            print(f"ok: {len(texts)} schemas up to date in {root}")
        return 1 if stale else 0
    try:
        root.mkdir(parents=True, exist_ok=True)
        for name, text in texts.items():
            (root / name).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot write schemas to {root}: {exc.strerror or exc}") from None
    for name in texts:
        print(root / name)
    return 0


def cmd_effects(args: argparse.Namespace) -> int:
    from game.content.schema import describe

    registry.load_builtin()
    games = [g for g in registry.all_games() if g.content_model is not None and g.content_file is not None]
    if args.game is not None:
        games = [g for g in games if g.id == args.game]
        if not games:
            raise UsageError(f"unknown game {args.game!r}; choose from {', '.join(g.id for g in registry.all_games())}")
    blocks = ["\n".join(describe(g.title, g.content_file, g.content_model)) for g in games]  # type: ignore[arg-type]
    print("\n\n".join(blocks))
    return 0


# simulate ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _SimFailure:
    index: int
    seed: int
    message: str


@dataclass(frozen=True)
class _SimJob:
    game_id: str
    game_module: str
    game_class: str
    seats: tuple[SeatConfig, ...]
    rules: dict[str, Json]
    content: Json
    seed: int
    think_ms: int | None
    tally: bool = False
    """Keep what each game tallies (for --report and --compare)."""


_WORKER_JOB: _SimJob | None = None
_WORKER_GAME: Game[Any, Any] | None = None


def _resolve_game(job: _SimJob) -> Game[Any, Any]:
    """In a spawned worker: the registry's game, else (a game a test made and
    registered in the parent only) a new one of its class."""
    try:
        return registry.get(job.game_id)
    except KeyError:
        obj: Any = importlib.import_module(job.game_module)
        for part in job.game_class.split("."):
            obj = getattr(obj, part)
        game: Game[Any, Any] = obj()
        return game


def _sim_init(job: _SimJob) -> None:
    global _WORKER_JOB, _WORKER_GAME
    import signal

    # Ctrl-C reaches the whole process group: the parent stops the pool and says
    # "interrupted"; the workers must not each print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER_JOB = job
    _WORKER_GAME = _resolve_game(job)


def _sim_one(game: Game[Any, Any], job: _SimJob, index: int) -> SimGame | _SimFailure:
    try:
        return play_rotated(game, job.seats, job.rules, job.content, job.seed, index, job.think_ms,
                            tally=job.tally)
    except Exception as exc:  # noqa: BLE001 - reported as one line by the parent
        from game.engine.match import derive_seed
        return _SimFailure(index, derive_seed(job.seed, 0, index), f"{type(exc).__name__}: {exc}")


def _sim_task(index: int) -> SimGame | _SimFailure:
    assert _WORKER_JOB is not None and _WORKER_GAME is not None, "worker not initialised"
    return _sim_one(_WORKER_GAME, _WORKER_JOB, index)


def _run_sims(game: Game[Any, Any], job: _SimJob, n: int, jobs: int) -> Iterator[SimGame | _SimFailure]:
    if jobs <= 1 or n <= 1:
        for i in range(n):
            yield _sim_one(game, job, i)
        return
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(min(jobs, n), initializer=_sim_init, initargs=(job,)) as pool:
        yield from pool.imap_unordered(_sim_task, range(n), chunksize=1)


def _play_all(game: Game[Any, Any], job: _SimJob, n: int, jobs: int, label: str) -> list[SimGame]:
    """Play the ``n`` games of ``job`` with a progress bar and an ETA on a terminal."""
    bar: Any = None
    if sys.stderr.isatty():  # else no bar at all: tqdm's threads and locks stay out of pipes and CI
        from tqdm import tqdm

        tqdm.monitor_interval = 0
        bar = tqdm(total=n, desc=label, unit="game", file=sys.stderr, leave=False, dynamic_ncols=True)
    results: list[SimGame] = []
    try:
        for result in _run_sims(game, job, n, jobs):
            if isinstance(result, _SimFailure):
                raise CliError(f"game {result.index} (seed {result.seed}) failed: {result.message}")
            results.append(result)
            if bar is not None:
                bar.update()
    finally:
        if bar is not None:
            bar.close()
    return results


MAX_GAMES = 100_000
"""The most games one ``simulate`` plays (Kingz's hard bots play a few a second on one core)."""


def _report_target(folder: str, game_id: str) -> Path:
    """Where ``--report FOLDER`` writes, made and checked now: a usage error
    that says why rather than a traceback once every game has run."""
    if not folder.strip():
        raise UsageError("--report needs a folder (an empty name would write into the current folder)")
    root = Path(folder)
    if root.exists() and not root.is_dir():
        raise UsageError(f"--report: {root} exists and is not a folder")
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"--report: cannot make the folder {root}: {exc.strerror or exc}") from None
    target = root / f"{game_id}-report.html"
    if target.exists() and not target.is_file():
        raise UsageError(f"--report: {target} exists and is not a file")
    if not os.access(root, os.W_OK):
        raise UsageError(f"--report: cannot write in {root}")
    return target


def cmd_simulate(args: argparse.Namespace) -> int:
    game = _game(args.game)
    seats = _seats(game, args.seats, ",".join(["bot:normal"] * game.min_seats), bots_only=True)
    rules = _rules(game, args.rules)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.games > MAX_GAMES:
        raise UsageError(f"--games must be at most {MAX_GAMES:,} (hours of play already); "
                         "run several simulations with different --seed values for more")
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    if jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.think_ms is not None and args.think_ms < 0:
        raise UsageError("--think-ms must not be negative")
    if args.think_ms is not None:
        print("note: --think-ms bounds the bots by time, so these games depend on this machine's speed and load; "
              "without it they are bounded by work and a seed gives the same games on any machine", file=sys.stderr)
    other_dir = Path(args.compare) if args.compare is not None else None
    if other_dir is not None and not other_dir.is_dir():
        raise UsageError(f"--compare: {other_dir} is not a directory")
    if args.report is not None:
        try:
            import matplotlib  # noqa: F401  - the charts: checked before hours of games, not after
        except ImportError:
            where = ("the executable leaves it out: run reports from the source folder"
                     if getattr(sys, "frozen", False) else "run 'python3 tabletop.py --install report' first")
            raise CliError(f"--report draws its charts with matplotlib, which is not installed; {where}") from None
        _report_target(args.report, game.id)  # checked before the games, not after hours of them
    seed = _seed(args.seed)
    content = load_content(game)
    other_content = load_content(game, other_dir) if other_dir is not None else None
    cls = type(game)
    job = _SimJob(game_id=game.id, game_module=cls.__module__, game_class=cls.__qualname__, seats=seats,
                  rules=rules, content=content, seed=seed, think_ms=args.think_ms,
                  tally=args.report is not None or other_dir is not None)

    n = args.games
    started = time.perf_counter()
    results = _play_all(game, job, n, jobs, f"simulate {game.id}")
    other_results = None
    if other_content is not None:
        other_results = _play_all(game, dataclasses.replace(job, content=other_content), n, jobs,
                                  f"simulate {game.id} ({other_dir})")
    wins = [0] * len(seats)
    draws = unfinished = illegal = total_length = 0
    for result in results:
        total_length += result.length
        illegal += result.illegal
        if not result.finished:
            unfinished += 1
        elif not result.winners:
            draws += 1
        for w in result.winners:
            wins[w] += 1

    labels = [_seat_label(s) for s in seats]
    mean_length = total_length / n
    if args.json:
        print(json.dumps({"game": game.id, "games": n, "seats": labels, "wins": wins, "draws": draws,
                          "mean_length": mean_length, "unfinished": unfinished, "seed": seed}))
    else:
        print(f"{game.id}: {n} games, seed {seed}, seats rotate every game")
        for i, (label, w) in enumerate(zip(labels, wins, strict=True)):
            print(f"  seat {i}  {label:<12} {w:>6} wins  {100.0 * w / n:5.1f}%")
        print(f"  draws {draws}, unfinished {unfinished}, refused bot moves {illegal}")
        print(f"  mean length {mean_length:.1f} actions")
    if args.report is None and other_results is None:
        return 0
    from game import report as rep

    summary = rep.summarize(game.title, labels, results)
    other = rep.summarize(game.title, labels, other_results) if other_results is not None else None
    # "before" is the game's data folder, "after" the one given to --compare (the change tried).
    changes = rep.compare(summary, other) if other is not None else None
    if not args.json:
        print("\n".join(rep.terminal_lines(summary, changes)))
    if args.report is not None:
        meta = (f"{n} games of {', '.join(labels)}, seats rotating, seed {seed}, rules "
                f"{', '.join(f'{k}={v}' for k, v in rules.items()) or 'default'}, data {data_dir()}"
                + (f", compared with {other_dir}" if other_dir is not None else "")
                + f"; {time.perf_counter() - started:.0f} s on {jobs} process{'es' if jobs > 1 else ''}")
        path = rep.write_html(_report_target(args.report, game.id), summary, meta, changes, other)
        print(f"report: {path}", file=sys.stderr if args.json else sys.stdout)
    return 0


# replay ---------------------------------------------------------------------------------


def _describe_outcome(outcome: Outcome | None, seats: Sequence[SeatConfig]) -> str:
    if outcome is None:
        return "unfinished"

    def who(i: int) -> str:
        return f"seat {i} ({_seat_label(seats[i])})" if 0 <= i < len(seats) else f"seat {i}"

    winners = ", ".join(who(w) for w in outcome.winners) if outcome.winners else "none (draw)"
    scores = ", ".join(f"{s:g}" for s in outcome.scores)
    return f"winners {winners}; scores {scores or '-'}; reason {outcome.reason}"


def cmd_replay(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        journal = read_journal(path)
    except OSError as exc:
        raise CliError(f"cannot read {path}: {exc.strerror or exc}") from None
    except JournalError as exc:
        raise CliError(str(exc)) from None
    if journal.torn:
        print(f"note: the last line of {path} was cut (a crash mid-write) and was skipped", file=sys.stderr)
    header = journal.header
    try:
        game = registry.get(header.game)
    except KeyError as exc:
        raise CliError(str(exc.args[0]) if exc.args else f"unknown game {header.game!r}") from None
    try:
        state, events = replay(game, journal)
    except JournalError as exc:
        raise CliError(str(exc)) from None
    except (ValueError, KeyError, TypeError, OverflowError, RecursionError) as exc:  # the header's own data
        from game.content.loader import explain
        raise CliError(f"{path}:1: the game's data in the header does not fit the game: "
                       f"{explain(exc, 'content')}") from None
    outcome = game.outcome(state)
    actions = len(journal.actions)
    seats = header.config.seats
    end = journal.end

    mismatch = False
    if end is not None and not end.abandoned and outcome is not None and end.outcome != outcome.to_json():
        mismatch = True
    if end is not None and not end.abandoned and outcome is None:
        mismatch = True

    if args.json:
        print(json.dumps({"game": header.game, "seed": header.seed, "seats": [_seat_label(s) for s in seats],
                          "actions": actions, "events": events, "torn": journal.torn,
                          "abandoned": bool(end is not None and end.abandoned),
                          "outcome": outcome.to_json() if outcome is not None else None}))
    else:
        print(f"game: {header.game}  seed: {header.seed}  started: {header.started or '?'}")
        print(f"seats: {', '.join(_seat_label(s) for s in seats)}")
        status = _describe_outcome(outcome, seats)
        if outcome is None and end is not None and end.abandoned:
            status = "unfinished (abandoned)"
        print(f"outcome: {status}")
        print(f"actions: {actions}")
    if mismatch:
        _err(f"replay does not reproduce the recorded end (journal line {end.line if end else '?'}): "
             f"recorded {json.dumps(end.outcome if end else None)}")
        return 1
    return 0


# bench / smoke ---------------------------------------------------------------------------


def cmd_bench(args: argparse.Namespace) -> int:
    bench_main = _load("game.client.bench", "main", "the benchmark")
    return int(bench_main(json=args.json) or 0)


def cmd_smoke(args: argparse.Namespace) -> int:
    if args.fit:
        return int(_load("game.client.smoke", "fit_main", "the text-fit check")() or 0)
    smoke_main = _load("game.client.smoke", "main", "the smoke test")
    return int(smoke_main(shots=args.shots, language=args.lang, text_size=args.text_size) or 0)


# -- parser -----------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """A parser whose epilog may be computed only when help is shown (listing
    the games imports them, which the window's start-up must not pay for)."""

    lazy_epilog: Callable[[], str] | None = None

    def format_help(self) -> str:
        if self.lazy_epilog is not None:
            self.epilog = self.lazy_epilog()
        return super().format_help()


def _games_help() -> str:
    """Every registered game with its seats, rule options and bot levels."""
    from game.engine import registry

    registry.load_builtin()
    lines = ["games:"]
    example = ""
    for game in registry.all_games():
        seats = str(game.min_seats) if game.min_seats == game.max_seats else f"{game.min_seats}-{game.max_seats}"
        lines.append(f"  {game.id:<10}{game.title}, {seats} seats; bots: {', '.join(game.bot_levels)}")
        for option in game.options:
            choices = "|".join(str(c).lower() for c in option.choices)
            lines.append(f"{'':14}--rules {option.key}={choices} (default {str(option.default).lower()})")
            if not example:
                other = next(c for c in option.choices if c != option.default)
                example = f"{PROG} play {game.id} --seats human,bot:hard --rules {option.key}={str(other).lower()}"
    if example:
        lines += ["", "example:", f"  {example}"]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description=(
        "Tabletop Arena: four tabletop games for couch play. Without a COMMAND it opens the game window; "
        "'play' opens it straight into a game and 'bench' opens one to measure it. The other commands run "
        "in the terminal only."))
    parser.set_defaults(func=cmd_app, headless=False)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def add(name: str, func: Callable[[argparse.Namespace], int], help_text: str, *,
            headless: bool) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(func=func, headless=headless)
        return p

    def add_rules(p: argparse.ArgumentParser) -> None:
        p.add_argument("--rules", nargs="+", action="extend", metavar="KEY=VALUE",
                       help="rule options of the game (listed below)")
        p.formatter_class = argparse.RawDescriptionHelpFormatter
        p.lazy_epilog = _games_help  # type: ignore[attr-defined]

    p = add("play", cmd_play, "open the window straight into a game", headless=False)
    p.add_argument("game", metavar="GAME", help="a game id (listed below)")
    p.add_argument("--seats", help="comma-separated seats: human or bot:LEVEL (e.g. human,bot:hard)")
    p.add_argument("--seed", type=int, help="random seed (printed when omitted)")
    p.add_argument("--phones", action="store_true",
                   help="let phones on the local network play the human seats (their addresses are printed)")
    add_rules(p)

    p = add("validate", cmd_validate, "check the YAML content; errors as file:line:col: message",
            headless=True)
    p.add_argument("dir", metavar="DIR", nargs="?", help="data directory (default: the game's data/)")

    p = add("schema", cmd_schema, "write a JSON Schema per data file, for editors that complete YAML",
            headless=True)
    p.add_argument("dir", metavar="DIR", nargs="?", help="where to write them (default: the game's data/schemas)")
    p.add_argument("--check", action="store_true", help="only check that the schemas in DIR are up to date")

    p = add("effects", cmd_effects, "list each game's effect ops: parameters, types, defaults, meaning",
            headless=True)
    p.add_argument("game", metavar="GAME", nargs="?", help="one game id (default: every game)")

    p = add("simulate", cmd_simulate, "play headless bot games and report the results", headless=True)
    p.add_argument("game", metavar="GAME", help="a game id (listed below)")
    p.add_argument("--games", type=int, default=100, metavar="N", help="number of games (default 100, at most 100,000)")
    p.add_argument("--seats", help="comma-separated bot seats, e.g. bot:hard,bot:easy")
    p.add_argument("--seed", type=int, help="base seed (printed when omitted)")
    p.add_argument("--jobs", type=int, default=None, metavar="J", help="worker processes (default: all cores)")
    p.add_argument("--think-ms", type=int, default=None, metavar="N",
                   help="bound the bots by N ms a decision (games then depend on the machine's speed); "
                        "default: bounded by work, the same on any machine")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--report", metavar="DIR",
                   help="write DIR/GAME-report.html: win rates, per-card rates, lengths, with charts")
    p.add_argument("--compare", metavar="DATA_DIR",
                   help="play the same seeds with another data folder and report what moved")
    add_rules(p)

    p = add("replay", cmd_replay, "replay a journal headless and print the outcome", headless=True)
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = add("bench", cmd_bench, "measure frame times, latency and playouts", headless=False)
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = add("smoke", cmd_smoke, "open every scene headless and check every game runs", headless=False)
    p.add_argument("--shots", metavar="DIR", help="save a screenshot of every scene in DIR")
    p.add_argument("--lang", choices=("en", "fr"), help="interface language for the tour")
    p.add_argument("--text-size", type=int, choices=(90, 100, 110, 125, 140), metavar="PERCENT",
                   help="text size for the tour: 90, 100, 110, 125 or 140")
    p.add_argument("--fit", action="store_true",
                   help="instead, check that every string fits on every screen, in each language and text size")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # a frozen build's spawned workers start here
        import multiprocessing

        multiprocessing.freeze_support()
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv) if argv is not None else None)
    except SystemExit as exc:  # --help (0) or a usage error already printed (2)
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    try:
        return int(args.func(args))
    except UsageError as exc:
        _err(f"error: {exc}")
        return 2
    except CliError as exc:
        _err(f"error: {exc}")
        return 1
    except KeyboardInterrupt:
        _err("interrupted")
        return 130
    except Exception as exc:
        # The window's own crashes keep their traceback; headless commands never show one.
        if not args.headless or os.environ.get("TABLETOP_DEBUG"):
            raise
        text = next((line.strip() for line in str(exc).splitlines() if line.strip()), "")
        _err(f"error: {type(exc).__name__}: {text}" if text else f"error: {type(exc).__name__}")
        return 1
