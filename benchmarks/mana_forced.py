"""Exact forced-Daimio-capture solver for Mana (AND-OR search, iterative deepening).

    python benchmarks/mana_forced.py --max-k 4 --seconds 120
    python benchmarks/mana_forced.py --max-k 6 --seconds 600 --setup b1:c6 --setup f1:f6
    python benchmarks/mana_forced.py --max-k 6 --seconds 600 --setup c1:c6 --no-bird-blocks
    python benchmarks/mana_forced.py --book    # writes game/games/mana/book.py
    python benchmarks/mana_forced.py --speed 200000   # solver nodes per CPU second

Question answered: can the side to move (the *attacker*; Black from a standard
setup) force the capture of the opponent's Daimio within ``k`` of its own moves
(actions; automatic passes are not moves)? For each setup it deepens
``k = 1, 2, ...`` and prints the largest ``k`` fully disproven ("no forced
capture within k"), the smallest ``k`` proven (with a principal line) if any,
nodes searched and time. A ``k`` whose search ran out of time is not claimed.

The search itself, and why it is exact, is in ``game/games/mana/forced.py``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games.mana.board import ENTER, SearchBoard  # noqa: E402
from game.games.mana.forced import ForcedSolver, Timeout  # noqa: E402
from game.games.mana.rules import (  # noqa: E402
    ManaGame,
    ManaState,
    default_config,
    parse_action,
    square_name,
)


def principal_line(self: ForcedSolver, k: int, seconds: float = 120.0) -> list[str]:
    """A line of a proven win within ``k``: at each attacker turn the first
    move (in search order) that keeps the win within the moves left, at each
    defender turn a defence that still needs all of them if there is one
    (its bird squares merged exactly). Cut after ``seconds``."""
    b = self.b
    line: list[str] = []
    depth0 = len(b.stack)
    saved = self.deadline
    self.deadline = time.perf_counter() + seconds
    try:
        while True:
            if b.side == self.att:
                moves, free = b.piece_moves(self.att, True)
                entries = b.entries() if free and b.cap[self.att] else []
                if not moves and not entries:
                    line.append("--")
                    b.make_pass()
                    continue
                dd = b.dsq[self.dfn]
                cap = [mv for mv in moves if mv >> 6 == dd]
                if cap:
                    a = self.variants(cap[0], False)[0]
                    line.append(b.to_action(a).text())
                    break
                best = None
                for mv in self.order_attack(moves + entries, dd):
                    for a in self.variants(mv, self.merge):
                        b.make(a)
                        r = self.and_node(k - 1)
                        b.unmake()
                        if r:
                            best = a
                            break
                    if best is not None:
                        break
                if best is None:
                    line.append("(no win found?!)")
                    break
                line.append(b.to_action(best).text())
                b.make(best)
                k -= 1
            else:
                moves, takes = self.defence_moves()
                if takes:
                    line.append("(defender takes the Daimio?!)")
                    break
                if not moves:
                    line.append("--")
                    b.make_pass()
                    continue
                options = [a for mv in moves for a in self.variants(mv, self.merge)]
                choice = None
                while choice is None:
                    for a in options:
                        b.make(a)
                        r = self.or_node(k - 1) if k > 1 else False
                        b.unmake()
                        if not r:
                            choice = a
                            break
                    else:
                        k -= 1  # every defence loses sooner
                line.append(b.to_action(choice).text())
                b.make(choice)
                if not self.or_node(k):
                    line.append("(defence escapes?!)")
                    break
    except Timeout:
        line.append("(line cut: time)")
    finally:
        while len(b.stack) > depth0:
            b.unmake()
        self.pass_path.clear()
        self.deadline = saved
    return line


def verify_proof(solver: ForcedSolver, k: int, seconds: float = 300.0) -> int:
    """Check a proof of "win within k" independently of the solver's pruning:
    every defender action of ``SearchBoard.actions`` (every bird square, no
    merging) is followed, passes as in ``perft``, and a line ends only with a
    real Daimio capture among the attacker's actions. The solver serves only as
    an oracle that picks the attacker's move. Returns the positions checked;
    raises ``AssertionError`` if the proof does not hold."""
    b = solver.b
    att, dfn = solver.att, solver.dfn
    done_or: dict[int, int] = {}
    done_and: dict[int, int] = {}
    saved = solver.deadline
    depth0 = len(b.stack)
    stop = time.perf_counter() + seconds
    solver.deadline = stop

    def v_or(k: int, depth: int) -> None:
        key = solver.key()
        if done_or.get(key, 99) <= k:
            return
        if time.perf_counter() > stop:
            raise Timeout
        assert depth < 8 * k + 8, "pass cycle?"
        acts = b.actions()
        if not acts:
            assert b.can_act(dfn), "drawn position"
            b.make_pass()
            v_and(k, depth + 1)
            b.unmake()
        else:
            dd = b.dsq[dfn]
            if not any(a & 63 != ENTER and (a >> 6) & 63 == dd for a in acts):
                assert k > 1, "no capture with the last move"
                moves, free = b.piece_moves(att, True)
                entries = b.entries() if free and b.cap[att] else []
                order = solver.order_attack(moves + entries, dd)
                cands = [a for mv in order for a in solver.variants(mv, solver.merge)]
                assert set(cands) <= set(acts)
                for a in cands:  # the solver's order, so that its table answers the oracle
                    b.make(a)
                    if solver.and_node(k - 1):
                        v_and(k - 1, depth + 1)
                        b.unmake()
                        break
                    b.unmake()
                else:
                    raise AssertionError("no winning attacker move")
        done_or[key] = k

    def v_and(k: int, depth: int) -> None:
        key = solver.key()
        if done_and.get(key, 99) <= k:
            return
        acts = b.actions()
        if not acts:
            assert b.can_act(att), "drawn position"
            b.make_pass()
            v_or(k, depth + 1)
            b.unmake()
        else:
            da = b.dsq[att]
            for a in acts:
                assert not (a & 63 != ENTER and (a >> 6) & 63 == da), "defender takes the Daimio"
                b.make(a)
                v_or(k, depth + 1)
                b.unmake()
        done_and[key] = k

    try:
        v_or(k, 0)
    finally:
        while len(b.stack) > depth0:
            b.unmake()
        solver.deadline = saved
    return len(done_or) + len(done_and)


# ---------------------------------------------------------------------------
# Standard setups
# ---------------------------------------------------------------------------

BLACK_SQUARES = ("b1", "c1", "f1")
WHITE_SQUARES = ("b6", "c6", "f6")


def start_state(black: str, white: str, bird_blocks: bool = True) -> ManaState:
    g = ManaGame()
    s = g.new_game(default_config({"bird_blocks": bird_blocks}), 0)
    s = g.apply(s, 0, parse_action(f"D@{black}"))[0]
    s = g.apply(s, 1, parse_action(f"D@{white}"))[0]
    assert s.phase == "play" and s.to_move == 0
    return s


def _k_text(k: int, r: bool | None, n: int, t: float) -> str:
    what = "TIMEOUT (not claimed)" if r is None else ("PROVEN forced capture" if r else "no forced capture")
    return f"  k={k}: {what}  nodes={n} time={t:.1f}s"


def run_setup(state: ManaState, max_k: int, seconds: float, merge: bool, tt_max: int,
              verify: bool = False, log: Callable[[str], None] | None = None, min_k: int = 1) -> dict:
    board = SearchBoard.from_state(replace(state))
    solver = ForcedSolver(board, board.side, merge=merge, tt_max=tt_max)
    t0 = time.perf_counter()
    solver.deadline = t0 + seconds
    disproven = 0
    proven = None
    per_k: list[tuple[int, bool | None, int, float]] = []
    for k in range(min_k, max_k + 1):
        n0 = solver.nodes
        tk = time.perf_counter()
        try:
            r = solver.solve(k)
        except Timeout:
            per_k.append((k, None, solver.nodes - n0, time.perf_counter() - tk))
            if log:
                log(_k_text(*per_k[-1]))
            break
        per_k.append((k, r, solver.nodes - n0, time.perf_counter() - tk))
        if log:
            log(_k_text(*per_k[-1]))
        if r:
            proven = k
            break
        disproven = k
    elapsed = time.perf_counter() - t0
    nodes = solver.nodes
    line = principal_line(solver, proven) if proven is not None else []
    if log and line:
        log("  line: " + "  ".join(line))
    checked = None
    if verify and proven is not None:
        tv = time.perf_counter()
        try:
            checked = (verify_proof(solver, proven), time.perf_counter() - tv)
        except Timeout:
            checked = (-1, time.perf_counter() - tv)
    return {"disproven": disproven, "proven": proven, "line": line, "nodes": nodes,
            "seconds": elapsed, "per_k": per_k, "tt": len(solver.tt), "cycles": solver.cycles,
            "verified": checked}


def book_key(state: ManaState) -> str:
    """The opening book's key of a position (see ``game/games/mana/book.py``)."""
    return f"{state.position_key()}|{int(state.free)}"


def book_entries(setups: list[tuple[str, str]], bird_blocks: bool, moves: int,
                 log: Callable[[str], None]) -> tuple[tuple[int, ...], dict[str, tuple[str, int]]]:
    """From each setup: Black's first move of the shortest forced capture, and
    for every White reply to it the next one, for ``moves`` Black moves (a
    proof from a fresh solver each)."""
    game = ManaGame()
    entries: dict[str, tuple[str, int]] = {}
    types: tuple[int, ...] = ()

    def answer(state: ManaState, below: int, left: int) -> None:
        """Book ``state`` (Black to move, a capture within fewer than ``below``
        moves expected), then every White reply to its move while ``left``."""
        key = book_key(state)
        if key in entries:
            return
        b = SearchBoard.from_state(state)
        found = ForcedSolver(b, 0).attack(b, 8)
        assert found is not None and found[1] < below, (key, found)
        action = b.to_action(found[0])
        entries[key] = (action.text(), found[1])
        if left <= 1 or found[1] <= 1:
            return
        after, _ = game.apply(state, 0, action)
        for reply in game.legal_actions(after, 1):
            s2, _ = game.apply(after, 1, reply)
            if s2.phase == "play":
                answer(s2, found[1], left - 1)

    for black, white in setups:
        start = start_state(black, white, bird_blocks)
        types = start.types
        t0, n0 = time.perf_counter(), len(entries)
        answer(start, 99, moves)
        log(f"D@{black} d@{white} bird_blocks={bird_blocks}: {entries[book_key(start)][0]} "
            f"(capture within {entries[book_key(start)][1]}), {len(entries) - n0} positions answered "
            f"in {time.perf_counter() - t0:.0f} s")
    return types, entries


def make_book(path: Path, log: Callable[[str], None]) -> None:
    """Write ``game/games/mana/book.py``: the nine standard setups with the
    bird not blocking (three Black moves deep), and the six where Black has a
    forced capture with it blocking (White's Daimio on b6 or f6; two moves)."""
    nine = [(b, w) for b in BLACK_SQUARES for w in WHITE_SQUARES]
    types, free = book_entries(nine, False, 3, log)
    _, blocking = book_entries([(b, w) for b, w in nine if w != "c6"], True, 2, log)
    lines = [
        '"""Opening book: forced captures of the Daimio from the standard setups.',
        "",
        "Generated by ``python benchmarks/mana_forced.py --book`` (do not edit by hand;",
        "``tests/mana/test_mana_forced.py`` re-proves entries with the solver). For the",
        "board ``BOARD_TYPES`` (data/mana.yaml when it was generated): from each",
        "standard setup where Black has a forced capture (all nine with the bird not",
        "blocking, ``BIRD_FREE``; White's Daimio on b6 or f6 with it blocking,",
        "``BLOCKING``), Black's first move of the shortest one, and for each White",
        "reply its next move (up to Black's third move without the bird blocking,",
        "its second with it), as ``position key|free flag -> (action, k)``: the action",
        "starts a capture within k of Black's moves, whatever White does. ``hard``",
        "plays these because the forced-capture search cannot prove captures that",
        "deep within a move's budget (with the machine busy); after them it proves",
        "the rest itself.",
        '"""',
        "",
        "BOARD_TYPES: tuple[int, ...] = (",
        *(f"    {', '.join(map(str, types[r:r + 6]))},  # rank {r // 6 + 1}" for r in range(0, 36, 6)),
        ")",
        "",
    ]
    for name, entries in (("BIRD_FREE", free), ("BLOCKING", blocking)):
        lines += [f"{name}: dict[str, tuple[str, int]] = {{"]
        lines += [f"    {key!r}: ({text!r}, {k})," for key, (text, k) in entries.items()]
        lines += ["}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")


def speed(nodes: int, rounds: int = 3) -> None:
    """Solver nodes per CPU second (``time.process_time``, so other processes
    on the machine count little): from each of the nine standard setups, with
    the bird blocking and not, a fresh solver deepens k up to 8 for ``nodes``
    nodes (the same work every run: nodes are counted, not timed). Best of
    ``rounds`` rounds, and every round."""
    rates = []
    for _ in range(rounds):
        done, spent = 0, 0.0
        for blocks in (True, False):
            for black in BLACK_SQUARES:
                for white in WHITE_SQUARES:
                    b = SearchBoard.from_state(start_state(black, white, blocks))
                    solver = ForcedSolver(b, 0, max_nodes=nodes)
                    t0 = time.process_time()
                    solver.attack(b, 8)
                    spent += time.process_time() - t0
                    done += solver.nodes
        rates.append(done / spent)
    print(f"forced solver: {done:,} nodes a round, best {max(rates):,.0f} nodes per CPU second "
          f"(rounds: {', '.join(f'{r:,.0f}' for r in rates)})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--max-k", type=int, default=3, help="deepest k (attacker moves) to try")
    ap.add_argument("--seconds", type=float, default=60.0, help="time budget per setup")
    ap.add_argument("--setup", action="append", default=[],
                    help="BLACK:WHITE Daimio squares, e.g. b1:c6 (repeatable; default all 9)")
    ap.add_argument("--min-k", type=int, default=1,
                    help="first k to try (smaller k are then not searched, so not claimed)")
    ap.add_argument("--no-bird-blocks", action="store_true", help="rule option bird_blocks off")
    ap.add_argument("--no-merge", action="store_true", help="search every bird square separately")
    ap.add_argument("--verify", action="store_true",
                    help="re-check a proof over every defender action and bird square (no merging)")
    ap.add_argument("--tt-max", type=int, default=40_000_000, help="clear the table beyond this many entries")
    ap.add_argument("--book", action="store_true", help="write game/games/mana/book.py (the opening book)")
    ap.add_argument("--speed", type=int, default=0, metavar="NODES",
                    help="measure solver nodes per CPU second, NODES per setup")
    args = ap.parse_args(argv)
    if args.speed:
        speed(args.speed)
        return 0
    if args.book:
        make_book(Path(__file__).resolve().parents[1] / "game" / "games" / "mana" / "book.py",
                  lambda text: print(text, flush=True))
        return 0
    setups = [tuple(s.split(":")) for s in args.setup] or [(b, w) for b in BLACK_SQUARES for w in WHITE_SQUARES]
    blocks = not args.no_bird_blocks
    print(f"bird_blocks={'on' if blocks else 'off'}  max_k={args.max_k}  seconds/setup={args.seconds}  "
          f"merge={'off' if args.no_merge else 'exact'}")
    print("k = number of Black (attacker) moves; draw rules (repetition, ply limit) ignored - "
          "they cannot create or remove a forced capture this short (see module docstring).")
    for black, white in setups:
        state = start_state(black, white, blocks)
        print(f"\n== setup D@{black} d@{white} ==", flush=True)
        res = run_setup(state, args.max_k, args.seconds, not args.no_merge, args.tt_max, args.verify,
                        log=lambda text: print(text, flush=True), min_k=args.min_k)
        nps = res["nodes"] / max(res["seconds"], 1e-9)
        if res["proven"] is not None:
            lower = (f"not within {res['disproven']}" if res["disproven"] >= args.min_k - 1
                     else f"k < {args.min_k} not searched")
            print(f"  RESULT: Black forces the Daimio capture within k={res['proven']} moves ({lower})")
            if res["verified"] is not None:
                n, t = res["verified"]
                if n < 0:
                    print(f"  proof re-check NOT completed (stopped after {t:.0f}s)")
                else:
                    print(f"  proof re-checked over every defender action and bird square: {n} positions, {t:.1f}s")
        else:
            if args.min_k > 1:
                done = f"k={args.min_k}..{res['disproven']} disproven" if res["disproven"] else "nothing decided"
                print(f"  RESULT: {done} (smaller k not searched)")
            else:
                print(f"  RESULT: no forced capture within k={res['disproven']} Black moves (proven)")
        print(f"  nodes={res['nodes']} time={res['seconds']:.1f}s nodes/s={nps:.0f} tt={res['tt']} "
              f"pass-cycles={res['cycles']}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["ForcedSolver", "Timeout", "start_state", "run_setup", "square_name"]
