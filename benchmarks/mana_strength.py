"""Mana bot strength and speed.

    python benchmarks/mana_strength.py --games 200 --think-ms 100 hard:random hard:normal
    python benchmarks/mana_strength.py --games 200 --nodes 10000 hard:hard@75e5f23   # bounded by work
    python benchmarks/mana_strength.py --speed
    python benchmarks/mana_strength.py --games 40 hard:mcts   # the UCT experiment
    python benchmarks/mana_strength.py --games 200 hard:hard@75e5f23   # against the code of a git revision

Sides alternate (even games: the first bot is Black). Prints W/D/L of the
first bot of each pair, its win rate, average plies, and the worst time a
bot took for one decision (to check the time budget); with MANA_LOSSES=1 in
the environment, a line for each game the first bot did not win. With ``--nodes N`` the
bots are bounded by N search nodes a decision instead of time (the results do
not depend on the machine's load; ``--think-ms`` is then ignored, except by
``LEVEL/MS`` bots and revisions without node budgets).
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import time
import types
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine.contract import Bot, BotMove  # noqa: E402
from game.engine.rng import Rng  # noqa: E402
from game.games.mana import GAME as MANA_GAME
from game.games.mana.board import NO_BIRD, SearchBoard, bits  # noqa: E402
from game.games.mana.bots import make_bot, speed_numbers  # noqa: E402
from game.games.mana.rules import (  # noqa: E402
    ManaAction,
    ManaGame,
    ManaState,
    default_config,
    parse_square,
    square_name,
)
from game.report import wilson  # noqa: E402


class _Node:
    __slots__ = ("move", "parent", "children", "untried", "visits", "wins", "side")

    def __init__(self, move: int, parent: _Node | None, side: int, untried: list[int]) -> None:
        self.move = move
        self.parent = parent
        self.children: list[_Node] = []
        self.untried = untried
        self.visits = 0
        self.wins = 0.0
        self.side = side  # the player who made ``move``


def _rollout(b: SearchBoard, rng: Rng, limit: int) -> int:
    """Play on with a light policy (take the Daimio when possible, else a
    random piece move and a random bird square); returns the winner or -1."""
    made = 0
    winner = -1
    while made < limit:
        side = b.side
        if b.dsq[side] < 0:
            winner = 1 - side
            break
        moves, free = b.piece_moves(side, True)
        if not moves:
            if not b.can_act(1 - side):
                break
            b.make_pass()
            made += 1
            continue
        opp_d = b.dsq[1 - side]
        mv = next((m for m in moves if m >> 6 == opp_d), moves[rng.below(len(moves))])
        frm, to = mv & 63, mv >> 6
        empty = b.sq_type_mask[to] & ~(((b.occ[0] | b.occ[1]) & ~(1 << frm)) | (1 << to))
        birds = bits(empty)
        bird = birds[rng.below(len(birds))] if birds else NO_BIRD
        b.make(mv | bird << 12)
        made += 1
    for _ in range(made):
        b.unmake()
    return winner


def mcts_decide(state: ManaState, think_ms: int, rng: Rng) -> tuple[int, SearchBoard, int]:
    """UCT with the light rollouts above; returns (action, board, playouts)."""
    b = SearchBoard.from_state(state)
    deadline = time.perf_counter() + think_ms / 1000.0
    root = _Node(0, None, 1 - b.side, b.search_actions())
    playouts = 0
    while time.perf_counter() < deadline:
        node = root
        depth = 0
        while not node.untried and node.children:
            log_n = math.log(node.visits)
            node = max(node.children, key=lambda c: c.wins / c.visits + 1.2 * math.sqrt(log_n / c.visits))
            b.make(node.move)
            depth += 1
        if node.untried and b.dsq[b.side] >= 0:
            mv = node.untried.pop(rng.below(len(node.untried)))
            mover = b.side
            b.make(mv)
            depth += 1
            child = _Node(mv, node, mover, b.search_actions() if b.dsq[b.side] >= 0 else [])
            node.children.append(child)
            node = child
        winner = _rollout(b, rng, 80)
        playouts += 1
        for _ in range(depth):
            b.unmake()
        while node is not None:
            node.visits += 1
            node.wins += 1.0 if winner == node.side else (0.5 if winner < 0 else 0.0)
            node = node.parent  # type: ignore[assignment]
    best = max(root.children, key=lambda c: c.visits) if root.children else None
    return (best.move if best else root.untried[0]), b, playouts


class MctsBot:
    """Experimental UCT bot (kept here: alpha-beta ``hard`` is much stronger)."""

    def __init__(self, seat: int, seed: int, think_ms: int) -> None:
        self.seat = seat
        self.rng = Rng(seed)
        self.think_ms = think_ms
        self.game = MANA_GAME
        self.last_playouts = 0

    def decide(self, state: ManaState, now: float) -> BotMove[ManaAction] | None:
        if state.phase == "over" or state.to_move != self.seat:
            return None
        legal = self.game.legal_actions(state, self.seat)
        if state.phase == "setup" or len(legal) == 1:
            return BotMove(legal[self.rng.below(len(legal))], now)
        move, b, self.last_playouts = mcts_decide(state, self.think_ms, self.rng)
        return BotMove(b.to_action(move), now)


class FreshBot:
    """Bot ``level`` made afresh for each decision (seeded by the game's ply)."""

    def __init__(self, level: str, seat: int, seed: int, think_ms: int, nodes: int | None) -> None:
        self.args = (level, seat, seed, think_ms, nodes)
        self.last_nodes = 0
        self.last_forced = 0

    def decide(self, state: ManaState, now: float) -> BotMove[ManaAction] | None:
        level, seat, seed, think_ms, nodes = self.args
        bot = make(level, seat, seed * 1000 + state.ply, think_ms, nodes)
        move = bot.decide(state, now)
        self.last_nodes = getattr(bot, "last_nodes", 0)
        self.last_forced = getattr(bot, "last_forced", 0)
        return move


_OLD: dict[str, types.ModuleType] = {}


def old_bots(rev: str) -> types.ModuleType:
    """``game/games/mana/bots.py`` and ``board.py`` as they were at git revision
    ``rev``, loaded beside today's (the rules module is shared), to measure a
    change to the bots against the code before it."""
    if rev not in _OLD:
        root = Path(__file__).resolve().parents[1]
        board_name, bots_name = f"_mana_board_{rev}", f"_mana_bots_{rev}"
        for name, path in ((board_name, "board.py"), (bots_name, "bots.py")):
            text = subprocess.run(["git", "-C", str(root), "show", f"{rev}:game/games/mana/{path}"], check=True,
                                  capture_output=True, text=True).stdout
            text = text.replace("game.games.mana.board", board_name)
            module = types.ModuleType(name)
            sys.modules[name] = module
            exec(compile(text, f"{rev}:{path}", "exec"), module.__dict__)
        _OLD[rev] = sys.modules[bots_name]
    return _OLD[rev]


def make(level: str, seat: int, seed: int, think_ms: int, nodes: int | None = None) -> Bot[ManaState, ManaAction]:
    """A bot by level name; ``hard@REV`` is ``hard`` as it was at git revision
    REV; ``LEVEL/MS`` thinks MS milliseconds a move whatever ``--think-ms``;
    with ``nodes`` the bot is bounded by that many nodes a decision;
    ``LEVEL+nobook`` leaves out the opening book, ``LEVEL+noforced`` the
    forced-capture searches (and the book), ``LEVEL+forced=0.1,0.4`` sets the
    attack search's shares of the budget (bird blocking, not), ``+guard=0.2``
    the check's share; variants combine (``hard+forced=0.4,0.4+guard=0.2``);
    a last ``+fresh`` makes the bot afresh for every decision (as the app's
    worker did before it kept its bots: no table survives a move)."""
    if level.endswith("+fresh"):
        return FreshBot(level.removesuffix("+fresh"), seat, seed, think_ms, nodes)
    if "+" in level:
        level, *variants = level.split("+")
        bot = make(level, seat, seed, think_ms, nodes)
        for what in variants:
            if what == "nobook":
                bot.use_book = False  # type: ignore[attr-defined]
            elif what == "noforced":
                bot.forced_share = (0.0, 0.0)  # type: ignore[attr-defined]
                bot.guard_share = 0.0  # type: ignore[attr-defined]
            elif what.startswith("forced="):  # forced=BLOCKING,FREE: the forced search's shares
                blocking, free = what.removeprefix("forced=").split(",")
                bot.forced_share = (float(blocking), float(free))  # type: ignore[attr-defined]
            elif what.startswith("guard="):
                bot.guard_share = float(what.removeprefix("guard="))  # type: ignore[attr-defined]
            else:
                raise ValueError(f"unknown variant +{what} (nobook, noforced, forced=BLOCKING,FREE, guard=SHARE)")
        return bot
    if "/" in level:
        level, ms = level.split("/", 1)
        think_ms, nodes = int(ms), None
    if level == "mcts":
        return MctsBot(seat, seed, think_ms)
    if "@" in level:
        name, rev = level.split("@", 1)
        old = old_bots(rev)
        if nodes is not None and hasattr(old, "NODE_BUDGET"):
            return old.make_bot(ManaGame(), name, seat, seed, None, nodes)  # type: ignore[no-any-return]
        return old.make_bot(ManaGame(), name, seat, seed, think_ms)  # type: ignore[no-any-return]
    if nodes is not None:
        return make_bot(ManaGame(), level, seat, seed, None, nodes)
    return make_bot(ManaGame(), level, seat, seed, think_ms)


NINE = [(b, w) for b in ("b1", "c1", "f1") for w in ("b6", "c6", "f6")]
"""The standard setups (Black's and White's Daimio squares)."""


def play_one(args: tuple[str, str, int, int, str, bool, int | None, bool, bool]
             ) -> tuple[float, int, float, float, str, float, tuple[int, int] | None, str]:
    """Returns (score of the first bot, plies, worst decision time in s, the
    first bot's search nodes/s, end reason, the second bot's nodes/s, the
    first bot's first proven forced capture as (its move number, k) or None,
    a line saying how the game went).
    ``black``: the first bot always plays Black; ``nine``: game ``i`` starts
    from standard setup ``i % 9`` (the Daimios placed, not chosen by the bots)."""
    first, second, index, think_ms, setup, bird_blocks, nodes, black, nine = args  # index: the game's seed
    game = ManaGame()
    state = game.new_game(default_config({"setup": setup, "bird_blocks": bird_blocks}), index)
    if nine:
        for seat, square in enumerate(NINE[index % 9]):
            state, _ = game.apply(state, seat, ManaAction("place", parse_square(square), piece="D"))
    first_seat = 0 if black else index % 2
    levels = [first, second] if first_seat == 0 else [second, first]
    bots = [make(levels[s], s, 1000 + 2 * index + s, think_ms, nodes) for s in (0, 1)]
    worst = 0.0
    searched = [0, 0]
    spent = [0.0, 0.0]
    proof = None
    own_moves = 0
    while game.outcome(state) is None:
        seat = state.to_move
        t0 = time.perf_counter()
        move = bots[seat].decide(state, 0.0)
        dt = time.perf_counter() - t0
        assert move is not None
        if state.phase == "play":
            worst = max(worst, dt)
            bot = bots[seat]
            if hasattr(bot, "last_nodes"):
                searched[seat] += bot.last_nodes
                spent[seat] += dt
            if seat == first_seat:
                own_moves += 1
                forced = getattr(bot, "last_forced", 0)
                if proof is None and forced:
                    proof = (own_moves, forced)
        state, _ = game.apply(state, seat, move.action)
    outcome = game.outcome(state)
    assert outcome is not None
    rates = [searched[s] / spent[s] if spent[s] else 0.0 for s in (0, 1)]
    daimios = " ".join(f"{ch}@{square_name(state.board.index(ch))}" for ch in "Dd" if ch in state.board)
    story = (f"seed {index}: {first} {'Black' if first_seat == 0 else 'White'}, {state.ply} plies, "
             f"ends {outcome.reason}, Daimios at the end {daimios}, moves {' '.join(state.moves[:6])} ...")
    return (outcome.scores[first_seat], state.ply, worst, rates[first_seat], outcome.reason, rates[1 - first_seat],
            proof, story)


def match(first: str, second: str, games: int, think_ms: int, workers: int, setup: str,
          bird_blocks: bool = True, first_seed: int = 0, nodes: int | None = None, black: bool = False,
          nine: bool = False) -> None:
    jobs = [(first, second, i, think_ms, setup, bird_blocks, nodes, black, nine)
            for i in range(first_seed, first_seed + games)]
    results = []
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for r in pool.map(play_one, jobs):
            results.append(r)
    wins = sum(1 for r in results if r[0] == 1.0)
    draws = sum(1 for r in results if r[0] == 0.5)
    losses = len(results) - wins - draws
    plies = sum(r[1] for r in results) / len(results)
    worst = max(r[2] for r in results)
    nps = [r[3] for r in results if r[3]]
    nps2 = [r[5] for r in results if r[5]]
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r[4]] = reasons.get(r[4], 0) + 1
    budget = f"{nodes} nodes/move" if nodes is not None else f"{think_ms} ms/move"
    sides = "first bot Black" if black else "sides alternate"
    print(f"{first} vs {second} ({setup} setup{', the nine setups in turn' if nine else ''}, {sides}, "
          f"bird_blocks {bird_blocks}, {budget}, "
          f"{len(results)} games): "
          f"W/D/L {wins}/{draws}/{losses}  win rate {wins / len(results):.1%}  "
          f"score {(wins + draws / 2) / len(results):.1%}  avg plies {plies:.1f}  "
          f"worst decision {worst * 1000:.0f} ms  {first} nodes/s "
          f"{(sum(nps) / len(nps)) if nps else 0:.0f}  {second} nodes/s {(sum(nps2) / len(nps2)) if nps2 else 0:.0f}  "
          f"{ci(wins + draws / 2, len(results))}  ends {reasons}  "
          f"({time.perf_counter() - t0:.0f} s)", flush=True)
    if os.environ.get("MANA_LOSSES"):
        for r in results:
            if r[0] < 1.0:
                print("  not won:", r[7])
    if nine:
        for i, (b, w) in enumerate(NINE):
            found: dict[str, int] = {}
            for j, r in enumerate(results):
                if (first_seed + j) % 9 == i:
                    text = f"move {r[6][0]} k={r[6][1]}" if r[6] else "none"
                    found[text] = found.get(text, 0) + 1
            print(f"  D@{b} d@{w}: {first}'s first proven forced capture (games): "
                  + ", ".join(f"{t} ({n})" for t, n in sorted(found.items())))


def ci(score: float, n: int) -> str:
    """The 95 % Wilson interval of a score rate (draws count half)."""
    lo, hi = wilson(score, n)
    return f"95% CI {lo:.1%}-{hi:.1%}"


def speed() -> None:
    for name, value in speed_numbers(2.0).items():
        print(f"{name}: {value:,.0f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs", nargs="*", default=["hard:random", "hard:normal"])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--think-ms", type=int, default=100)
    ap.add_argument("--nodes", type=int, default=None, help="bound the bots by nodes a decision instead of time")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--setup", default="standard")
    ap.add_argument("--bird-open", action="store_true", help="rule bird_blocks off")
    ap.add_argument("--speed", action="store_true")
    ap.add_argument("--black", action="store_true", help="the first bot of each pair always plays Black")
    ap.add_argument("--nine", action="store_true",
                    help="game i starts from standard setup i %% 9 (the Daimios placed, not chosen by the bots)")
    ap.add_argument("--first-seed", type=int, default=0,
                    help="games use seeds from this one on (even seeds: the first bot is Black)")
    args = ap.parse_args()
    if args.speed:
        speed()
        return
    for pair in args.pairs:
        first, second = pair.split(":")
        match(first, second, args.games, args.think_ms, args.workers, args.setup, not args.bird_open, args.first_seed,
              args.nodes, args.black, args.nine)


if __name__ == "__main__":
    main()
