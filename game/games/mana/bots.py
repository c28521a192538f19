"""Mana bots (pure Python, no pygame), made by ``make_bot``:

* ``random``: uniform over the legal actions.
* ``easy``: one ply; the static evaluation (material, Daimio in reach) of the
  position after each action, plus noise of +-90 (about a Ronin).
* ``normal``: fixed depth-2 alpha-beta over every action (bird squares
  included) with the cheap evaluation, plus +-15 noise at the root.
* ``hard``: iterative-deepening negamax alpha-beta with principal-variation
  search, a Zobrist transposition table, TT-move / capture / killer / history
  move ordering, repetition awareness, bird squares that cannot change the
  opponent's next move merged into one (about 3.5x fewer actions) and worked
  out only for the piece moves a node gets to (staged generation: 1.6x the
  nodes per second), a threat extension (a Daimio attacked at the horizon is
  searched one ply more, up to 6 plies past the nominal depth), and the
  full evaluation (material, reserve Ronins, immediate Daimio capture, best
  capture, attacks on each Daimio counted by how many square types they come
  from - the bird decides which type may move next - and mobility).
  Before it, the exact forced-capture search of :mod:`game.games.mana.forced`
  (a share of the budget, :data:`FORCED_SHARE`) looks for a capture of the
  opponent's Daimio that no defence can stop; found, its first move is
  played. From the standard setups where the solver proved one, the first
  two moves come from the opening book (:mod:`game.games.mana.book`), and
  as White it places its Daimio where the book knows no forced capture.

What bounds a search: given ``think_ms`` (the app passes its setting), the
searching levels stop at that time, checking the clock every 16 nodes; without
it (``simulate`` without ``--think-ms``, replays, tests) they stop after a
number of nodes (:data:`NODE_BUDGET`, or ``nodes`` given to :func:`make_bot`)
and never read the clock, so a seed gives the same decisions on any machine,
however fast or busy.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace

from game.engine.contract import BotMove
from game.engine.rng import Rng
from game.games.mana import book
from game.games.mana.board import ENTER, Z_FREE, SearchBoard
from game.games.mana.forced import ForcedSolver
from game.games.mana.rules import (
    ManaAction,
    ManaGame,
    ManaState,
    parse_action,
    parse_square,
    without_bird_square,
)

NODE_BUDGET = 200_000
"""Nodes a searching level may visit per decision when no time is given: about
what ``hard`` visits in the app's default 2 s (``Settings.bot_think_ms``) on
the machine it was tuned on (2 cores, load 3.7: full searches of sampled
positions took 146,000-208,000 nodes in 2 s, about 100,000 nodes/s), so a
bounded-by-work ``hard`` plays about as strongly as the app's default."""
MATE = 1_000_000
WIN_SOON = 500_000
RONIN_ON_BOARD = 100
RONIN_IN_RESERVE = 40
MAX_DEPTH = 64
EXTEND_PLIES = 6
"""How far past the nominal depth the threat extension may go. Measured at
100 ms a move against the search without it (200 games each): 4 plies won
62.5 %, 6 won 77.5 %, 8 won 78-84.5 %, 16 won 52 % (forcing lines eat the
time); against ``normal`` (advanced setup) 6 won 87 %, 8 won 82-83.5 %."""


FORCED_SHARE = (0.25, 0.7)
"""Share of ``hard``'s budget (nodes, or time in the app) for the forced-capture
search, with the bird blocking and not blocking."""
FORCED_MAX_K = (3, 8)
"""The forced-capture search looks for captures within at most this many own
moves, with the bird blocking and not blocking. With it blocking, a deeper
search rarely finishes within a move's budget and starves the main search:
against the previous hard at 10,000 nodes a move, up to 8 moves deep with
40 % of the budget it won 73 % (60 games) but lost every game as White with
its Daimio on c6; see the report of issue 28 for the numbers after."""
FORCED_TABLE = 400_000
"""Entries the forced-capture search keeps from move to move (emptied beyond)."""


GUARD_SHARE = 0.35
"""Share of ``hard``'s budget for checking its choice against forced captures.
With the check going down every root move (see :meth:`SearchBot._guarded`),
at 10,000 nodes a move, 200 games each, Wilson 95 % intervals: against the
previous hard (hard@2d07ecb, seeds 20000-20199) 82.5 % (76.6-87.1); against
normal 97.5 % (94.3-98.9, seeds 22000-22199), advanced setup 94.0 %
(89.8-96.5, seeds 21000-21199)."""
GUARD_MAX_K = 3


class _Timeout(Exception):
    pass


def _popcount(x: int) -> int:
    return x.bit_count()


THREAT_PENALTY = (0, 60, 260, 600)
"""Score lost by the side to move when the opponent attacks its Daimio from
0, 1, 2 or 3 different square types (several types are hard to dodge)."""
ATTACK_BONUS = (0, 25, 70, 150)


def _type_count(b: SearchBoard, pieces: int) -> int:
    tm = b.type_mask
    return (1 if pieces & tm[1] else 0) + (1 if pieces & tm[2] else 0) + (1 if pieces & tm[3] else 0)


def evaluate(b: SearchBoard, full: bool = True) -> int:
    """Static score of ``b`` for the side to move (higher is better).

    Material (Ronins on the board, Ronins in reserve), an immediate Daimio
    capture, the best capture on offer, and with ``full``: attacks on both
    Daimios counted by the number of square types they come from (the bird
    decides which type may move next), and mobility."""
    side = b.side
    opp = 1 - side
    my_d = b.dsq[side]
    opp_d = b.dsq[opp]
    on_me = _popcount(b.occ[side]) - 1
    on_opp = _popcount(b.occ[opp]) - 1
    score = RONIN_ON_BOARD * (on_me - on_opp) + RONIN_IN_RESERVE * (b.cap[side] - b.cap[opp])
    my_moves, free = b.piece_moves(side, True)
    cells = b.cells
    best_gain = 0
    for mv in my_moves:
        to = mv >> 6
        if to == opp_d:
            return WIN_SOON
        if cells[to]:
            best_gain = RONIN_ON_BOARD - RONIN_IN_RESERVE
    if free and b.cap[side]:
        score += 10
    score += (best_gain * 7) // 10
    if not full:
        return score
    score -= THREAT_PENALTY[_type_count(b, b.attackers(opp, my_d))]
    score += ATTACK_BONUS[_type_count(b, b.attackers(side, opp_d))]
    score += 2 * len(my_moves)
    return score


class Searcher:
    """Negamax alpha-beta on a :class:`SearchBoard`."""

    def __init__(self, full_eval: bool = True, use_tt: bool = True, merge_birds: bool = False,
                 pvs: bool = False, extend: bool = False) -> None:
        self.full_eval = full_eval
        self.extend = extend
        self.root_depth = 0
        self.pvs = pvs
        self.merge_birds = merge_birds
        self.use_tt = use_tt
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.history = [0] * (1 << 18)
        self.piece_history = [0] * (1 << 12)
        """History of piece moves whatever the bird square (orders the staged generation)."""
        self.killers: list[list[int]] = [[0, 0] for _ in range(MAX_DEPTH + 2)]
        self.nodes = 0
        self.deadline: float | None = None
        """Stop at this ``time.perf_counter()`` (None: never read the clock)."""
        self.max_nodes = 1 << 62
        """Stop after this many nodes."""
        self.game_seen: set[int] = set()
        self.root_order: list[int] = []
        """The root's actions after the last search, best first (the order of
        the last iteration's scores)."""
        self.path: list[int] = []
        self.board: SearchBoard | None = None

    # a position's identity for repetition: the hash without the free flag
    @staticmethod
    def rep_hash(b: SearchBoard) -> int:
        return b.hash ^ Z_FREE if b.free else b.hash

    def order(self, b: SearchBoard, acts: list[int], tt_move: int, ply: int) -> list[int]:
        cells = b.cells
        hist = self.history
        k0, k1 = self.killers[ply] if ply < len(self.killers) else (0, 0)

        def key(a: int) -> int:
            if a == tt_move:
                return 1 << 40
            to = (a >> 6) & 63
            if (a & 63) != ENTER and cells[to]:
                return 1 << 35
            if a == k0 or a == k1:
                return 1 << 34
            return hist[a]

        return sorted(acts, key=key, reverse=True)

    def negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        b = self.board
        assert b is not None
        self.nodes += 1
        if not self.nodes & 15 and (self.nodes >= self.max_nodes or self.deadline is not None
                                    and time.perf_counter() > self.deadline):
            raise _Timeout
        side = b.side
        if b.dsq[side] < 0:
            return -(MATE - ply)
        rh = self.rep_hash(b)
        if rh in self.game_seen or rh in self.path:
            return 0
        if depth <= 0:
            # threat extension: a Daimio under attack at the horizon is looked
            # at one ply more (up to EXTEND_PLIES past the nominal depth), as
            # the static score cannot tell whether it can be saved
            if not (self.extend and ply < self.root_depth + EXTEND_PLIES and b.attackers(1 - side, b.dsq[side])):
                return evaluate(b, self.full_eval)
            depth = 1
        self.path.append(rh)
        try:
            return self._expand(b, depth, alpha, beta, ply)
        finally:
            self.path.pop()

    def _expand(self, b: SearchBoard, depth: int, alpha: int, beta: int, ply: int) -> int:
        side = b.side
        h = b.hash
        tt_move = 0
        entry = self.tt.get(h) if self.use_tt else None
        if entry is not None:
            e_depth, e_flag, e_score, tt_move = entry
            if e_depth >= depth and ply > 0:
                if e_flag == 0:
                    return e_score
                if e_flag == 1 and e_score >= beta:
                    return e_score
                if e_flag == 2 and e_score <= alpha:
                    return e_score
        k0, k1 = self.killers[ply]
        acts: Iterable[int]
        if self.merge_birds or not b.bird_blocks:
            moves, free = b.piece_moves(side, True)
            opp_d = b.dsq[1 - side]
            for mv in moves:
                if mv >> 6 == opp_d:
                    return MATE - ply - 1
            if free and b.cap[side]:
                moves += b.entries()
            count = len(moves)
            acts = self._staged(b, moves, tt_move, k0, k1)
        else:
            full = b.actions()
            opp_d = b.dsq[1 - side]
            for a in full:
                if (a >> 6) & 63 == opp_d and (a & 63) != ENTER:
                    return MATE - ply - 1
            count = len(full)
            acts = self.order(b, full, tt_move, ply)
        if not count:
            if not b.can_act(1 - side):
                return 0
            b.make_pass()
            try:
                v = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            finally:
                b.unmake()
            return v
        best = -MATE - 1
        best_move = 0
        orig_alpha = alpha
        pvs = self.pvs
        for i, a in enumerate(acts):
            b.make(a)
            try:
                if i == 0 or not pvs:
                    v = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                else:
                    v = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1)
                    if alpha < v < beta:
                        v = -self.negamax(depth - 1, -beta, -v, ply + 1)
            finally:
                b.unmake()
            if v > best:
                best = v
                best_move = a
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        to = (a >> 6) & 63
                        if (a & 63) == ENTER or not b.cells[to]:
                            k = self.killers[ply]
                            if k[0] != a:
                                k[1] = k[0]
                                k[0] = a
                            self.history[a] += depth * depth
                            self.piece_history[a & 0xFFF] += depth * depth
                        break
        if self.use_tt:
            flag = 0 if orig_alpha < best < beta else (1 if best >= beta else 2)
            self.tt[h] = (depth, flag, best, best_move)
        return best

    def _staged(self, b: SearchBoard, moves: list[int], tt_move: int, k0: int, k1: int) -> Iterator[int]:
        """The actions of a node, best first, made as they are needed: piece
        moves are ordered (the TT move's, captures, killers', then history)
        and only then each one's bird squares, so a node cut off by its first
        moves never works out the bird squares of the others."""
        cells = b.cells
        ph = self.piece_history
        hist = self.history
        tp, kp0, kp1 = (tt_move & 0xFFF) if tt_move else -1, k0 & 0xFFF, k1 & 0xFFF

        def key(mv: int) -> int:
            if mv == tp:
                return 1 << 40
            if (mv & 63) != ENTER and cells[mv >> 6]:
                return 1 << 35
            if mv == kp0 or mv == kp1:
                return (1 << 34) + ph[mv]
            return ph[mv]

        moves.sort(key=key, reverse=True)
        ctx = b.bird_context()
        for mv in moves:
            variants = b.bird_variants(mv, ctx)
            if len(variants) > 1:
                variants.sort(key=lambda a: (1 << 40) if a == tt_move else (1 << 34) if a == k0 or a == k1
                              else hist[a], reverse=True)
            yield from variants

    def search(self, b: SearchBoard, max_depth: int, game_seen: set[int],
               root_noise: Callable[[int], int] | None = None, *, deadline: float | None = None,
               max_nodes: int | None = None) -> tuple[int, int, int]:
        """Iterative deepening until ``max_depth``, ``max_nodes`` nodes or the
        ``deadline`` (a ``time.perf_counter()`` value). Returns (action, score,
        completed depth)."""
        self.board = b
        self.deadline = deadline
        self.max_nodes = (1 << 62) if max_nodes is None else max_nodes
        self.game_seen = game_seen
        self.path = [self.rep_hash(b)]
        self.nodes = 0
        if len(self.tt) > 1_000_000:
            self.tt.clear()
        self.killers = [[0, 0] for _ in range(MAX_DEPTH + 2)]
        acts = b.search_actions() if self.merge_birds or not b.bird_blocks else b.actions()
        self.root_order = acts[:1]
        if len(acts) == 1:
            return acts[0], 0, 0
        opp_d = b.dsq[1 - b.side]
        for a in acts:
            if (a >> 6) & 63 == opp_d and (a & 63) != ENTER:
                return a, MATE, 1
        scores = {a: 0 for a in acts}
        order = self.order(b, acts, 0, 0)
        best_move, best_score, done = order[0], -MATE, 0
        for depth in range(1, max_depth + 1):
            self.root_depth = depth
            alpha = -MATE - 1
            cur_best, cur_score = order[0], -MATE - 1
            try:
                for a in order:
                    b.make(a)
                    try:
                        v = -self.negamax(depth - 1, -MATE - 1, -alpha, 1)
                    finally:
                        b.unmake()
                    if root_noise is not None:
                        v += root_noise(a)
                    scores[a] = v
                    if v > cur_score:
                        cur_best, cur_score = a, v
                        if v > alpha:
                            alpha = v
            except _Timeout:
                if cur_score > -MATE - 1 and (cur_best == order[0] or cur_score > best_score):
                    best_move, best_score = cur_best, cur_score
                break
            best_move, best_score, done = cur_best, cur_score, depth
            if abs(best_score) >= MATE - 100:
                break
            order = sorted(order, key=lambda x: scores[x], reverse=True)
        self.root_order = [best_move] + [a for a in sorted(order, key=lambda x: scores[x], reverse=True)
                                         if a != best_move]
        return best_move, best_score, done


def _history_hashes(state: ManaState) -> dict[int, int]:
    """Repetition hash (``Searcher.rep_hash``) of each position of the game's
    history, and how many times it occurred."""
    out: dict[int, int] = {}
    for key in state.history:
        board_text, bird, side, caps = key.split("|")
        probe = SearchBoard(state.types, state.bird_blocks)
        for s, ch in enumerate(board_text):
            p = ".RDrd".index(ch)
            probe.cells[s] = p
        probe.bird = -1 if bird == "-" else parse_square(bird)
        probe.side = int(side)
        c0, c1 = caps.split(",")
        probe.cap = [int(c0), int(c1)]
        h = probe.compute_hash()
        out[h] = out.get(h, 0) + 1
    return out


class _BaseBot:
    def __init__(self, game: ManaGame, seat: int, seed: int, think_ms: int | None,
                 nodes: int = NODE_BUDGET) -> None:
        self.game = game
        self.seat = seat
        self.rng = Rng(seed)
        self.think_ms = think_ms
        """Time per decision (the app); None: bounded by ``nodes`` instead."""
        self.nodes = nodes
        self.started = 0.0

    def decide(self, state: ManaState, now: float) -> BotMove[ManaAction] | None:
        if self.think_ms is not None:
            self.started = time.perf_counter()
        if state.phase == "over" or state.to_move != self.seat:
            return None
        # With bird_blocks off the bird's square only means its type: the many
        # actions that differ only by it are one move (else a move with many
        # empty squares of its type would be chosen more often, or searched again).
        legal = without_bird_square(state, self.game.legal_actions(state, self.seat))
        if not legal:
            return None
        if len(legal) == 1:
            return BotMove(legal[0], now)
        if state.phase == "setup":
            return BotMove(self.setup(state, legal), now)
        return BotMove(self.play(state, legal), now)

    def setup(self, state: ManaState, legal: Sequence[ManaAction]) -> ManaAction:
        return self.rng.choice(legal)

    def play(self, state: ManaState, legal: Sequence[ManaAction]) -> ManaAction:
        return self.rng.choice(legal)


class RandomBot(_BaseBot):
    """Uniform over the legal actions."""


class EasyBot(_BaseBot):
    """One ply: the static evaluation after each action, plus noise."""

    noise = 90

    def play(self, state: ManaState, legal: Sequence[ManaAction]) -> ManaAction:
        b = SearchBoard.from_state(state)
        best: tuple[int, int] | None = None
        choice = legal[0]
        for i, action in enumerate(legal):
            b.make(SearchBoard.from_action(action))
            if b.dsq[b.side] < 0:
                v = MATE
            else:
                v = -evaluate(b, full=False)
            b.unmake()
            v += self.rng.below(2 * self.noise + 1) - self.noise
            if best is None or (v, -i) > best:
                best = (v, -i)
                choice = action
        return choice


class SearchBot(_BaseBot):
    """Alpha-beta; ``max_depth`` None means iterative deepening until the budget."""

    reusable = True
    """The app's worker may keep this bot for its seat's next decisions
    (:func:`game.engine.botworker.think`): its tables (the main search's, the
    forced-capture searches') only hold what positions are worth, so a later
    search starts from them instead of from nothing."""

    def __init__(self, game: ManaGame, seat: int, seed: int, think_ms: int | None,
                 max_depth: int | None, full_eval: bool, noise: int, merge_birds: bool = False,
                 pvs: bool = False, plan_setup: bool = False, extend: bool = False,
                 nodes: int = NODE_BUDGET, forced_share: tuple[float, float] = (0.0, 0.0),
                 use_book: bool = False, guard_share: float = 0.0) -> None:
        super().__init__(game, seat, seed, think_ms, nodes)
        self.guard_share = guard_share
        """Share of the budget for checking the chosen move against the
        opponent's forced captures (0: no check), see :meth:`_guarded`; with
        the bird blocking only."""
        self.defence: ForcedSolver | None = None
        self.forced_share = forced_share
        """Share of the budget for the forced-capture search run before the
        main one (0: none), with the bird blocking and not blocking."""
        self.forced: ForcedSolver | None = None
        self.use_book = use_book
        """Play the opening book's forced captures (see :mod:`game.games.mana.book`),
        and place one's Daimio where the book has none against it."""
        self.forced_used = 0
        self.last_forced = 0
        """The k of the forced capture the last decision played (0: none found)."""
        self.max_depth = max_depth
        self.noise = noise
        self.searcher = Searcher(full_eval=full_eval, merge_birds=merge_birds, pvs=pvs, extend=extend)
        self.plan_setup = plan_setup
        self.last_nodes = 0
        self.last_depth = 0

    def setup(self, state: ManaState, legal: Sequence[ManaAction]) -> ManaAction:
        if self.plan_setup and state.advanced:
            return self._planned_setup(state, legal)
        if self.use_book:
            safe = [a for a in legal if _book_entry(self.game.apply(state, self.seat, a)[0]) is None]
            legal = safe or legal
        return _setup_choice(self.game, state, legal, self.rng)

    def _planned_setup(self, state: ManaState, legal: Sequence[ManaAction]) -> ManaAction:
        """Advanced setup, searched: each candidate formation of the six pieces
        (the Daimio on each home-row square behind a wall of Ronins, and the
        greedy most-mobile one) is set against the opponent's formation (the one
        it placed, or, not placed yet, its greedy one) and the resulting opening
        is searched; the next piece of the best formation is placed."""
        seat = state.to_move
        mine = _own_pieces(state, seat)
        opponent = _own_pieces(state, 1 - seat) or _greedy_formation(self.game, state, 1 - seat)
        candidates = [f for f in _formations(self.game, state, seat) if mine.items() <= f.items()]
        if not candidates:
            return _setup_choice(self.game, state, legal, self.rng)
        node_share = max(64, self.nodes // len(candidates))
        seconds = 0.0
        if self.think_ms is not None:
            left = self.started + self.think_ms * 0.9 / 1000.0 - time.perf_counter()
            seconds = max(0.002, left / len(candidates))
        best: tuple[int, int] | None = None
        chosen = candidates[0]
        for i, formation in enumerate(candidates):
            board = ["."] * 36
            for sq, ch in {**formation, **opponent}.items():
                board[sq] = ch
            opening = replace(state, board="".join(board), phase="play", to_move=0, bird=None, free=False)
            b = SearchBoard.from_state(opening)
            if self.think_ms is None:
                _move, value, _depth = self.searcher.search(b, MAX_DEPTH, set(), max_nodes=node_share)
            else:
                _move, value, _depth = self.searcher.search(b, MAX_DEPTH, set(),
                                                            deadline=time.perf_counter() + seconds)
            value = value if seat == 0 else -value
            if best is None or (value, -i) > best:
                best, chosen = (value, -i), formation
        todo = sorted((sq for sq in chosen if sq not in mine), key=lambda sq: chosen[sq] not in "Dd")
        wanted = ManaAction("place", todo[0], piece="D" if chosen[todo[0]] in "Dd" else "R")
        return next((a for a in legal if a.to == wanted.to and a.piece == wanted.piece), legal[0])

    def play(self, state: ManaState, legal: Sequence[ManaAction]) -> ManaAction:
        b = SearchBoard.from_state(state)
        deadline, max_nodes = None, None
        if self.think_ms is None:
            max_nodes = self.nodes
        else:
            # stop a little early: the answer still has to travel back to the caller
            deadline = self.started + self.think_ms * 0.97 / 1000.0 - 0.001
        counts = _history_hashes(state)
        self.last_forced = 0
        share = self.forced_share[0 if state.bird_blocks else 1]
        # with the bird not blocking the attack search is the game (the side
        # to move first has a forced capture from every setup): no check then
        guard = self.guard_share if state.bird_blocks else 0.0
        if share > 0:
            hit = self._forced_capture(b, state, counts, share)
            if hit is not None:
                return b.to_action(hit)
        if max_nodes is not None:
            max_nodes = max(16, max_nodes - self.forced_used - int(self.nodes * guard))
        elif deadline is not None and self.think_ms is not None:
            deadline -= self.think_ms * guard / 1000.0
        noise_cache: dict[int, int] = {}

        def noise(a: int) -> int:
            if a not in noise_cache:
                noise_cache[a] = self.rng.below(2 * self.noise + 1) - self.noise
            return noise_cache[a]

        seen = set(counts)
        seen.discard(Searcher.rep_hash(b))
        gc_was_on = gc.isenabled()
        gc.disable()  # a collection over a large transposition table would blow the budget
        try:
            move, score, depth = self.searcher.search(b, self.max_depth or MAX_DEPTH, seen,
                                                      noise if self.noise else None,
                                                  deadline=deadline, max_nodes=max_nodes)
        finally:
            if gc_was_on:
                gc.enable()
        self.last_nodes = self.searcher.nodes + self.forced_used
        self.last_depth = depth
        if guard > 0 and abs(score) < MATE - 100:
            forbidden = frozenset(h for h, n in counts.items() if n >= state.repetition_count - 1)
            move = self._guarded(b, move, forbidden if state.draw_rule else frozenset(), guard)
        action = b.to_action(move)
        return action if action in legal or action in self.game.legal_actions(state, self.seat) else legal[0]

    def _guarded(self, b: SearchBoard, move: int, forbidden: frozenset[int], share: float) -> int:
        """The main search's choice, unless the opponent then has a capture of
        our Daimio within :data:`GUARD_MAX_K` of its moves that no defence
        stops (the forced-capture search, the opponent attacking): then the
        next root move, in the main search's order, that has none; all those
        checked lost, the one lost the latest (the choice among equals).
        Within its share of the budget; a check it could not finish counts as
        no capture. (Looking past the best six root moves, where it used to
        stop, turned a lost White line against the previous hard into a win:
        best moves that all lose by force are common in these openings.)"""
        if self.defence is None:
            self.defence = ForcedSolver(b, 1 - self.seat, tt_max=FORCED_TABLE)
        solver = self.defence
        start = solver.nodes
        if self.think_ms is None:
            solver.max_nodes, solver.deadline = start + int(self.nodes * share), None
        else:
            solver.max_nodes, solver.deadline = None, self.started + self.think_ms * 0.97 / 1000.0
        candidates = [move] + [a for a in self.searcher.root_order if a != move]
        slowest = (0, move)  # the candidate proven to lose last, and in how many opponent moves
        for a in candidates:
            b.make(a)
            try:
                found = solver.attack(b, GUARD_MAX_K, forbidden) if b.dsq[self.seat] >= 0 else None
            finally:
                b.unmake()
            if found is None:  # no capture within GUARD_MAX_K, or not finished within the budget
                self.last_nodes += solver.nodes - start
                return a
            if found[1] > slowest[0]:
                slowest = (found[1], a)
            if solver.max_nodes is not None and solver.nodes >= solver.max_nodes:
                break
        self.last_nodes += solver.nodes - start
        return slowest[1]

    def _forced_capture(self, b: SearchBoard, state: ManaState, counts: dict[int, int], share: float) -> int | None:
        """The first action of a forced capture of the opponent's Daimio: from
        the opening book (:mod:`game.games.mana.book`), or if :class:`ForcedSolver`
        proves one within its share of the budget (its table is kept from move
        to move: its entries are exact). Positions
        whose next occurrence would draw by repetition are avoided, and no
        line longer than the plies left before the ply limit is looked for."""
        if self.use_book:
            entry = _book_entry(state)
            if entry is not None:
                self.last_forced = entry[1]
                self.forced_used = 0
                return SearchBoard.from_action(parse_action(entry[0]))
        if self.forced is None:
            self.forced = ForcedSolver(b, self.seat, tt_max=FORCED_TABLE)
        solver = self.forced
        start = solver.nodes
        if self.think_ms is None:
            solver.max_nodes, solver.deadline = start + int(self.nodes * share), None
        else:
            solver.max_nodes = None
            solver.deadline = self.started + self.think_ms * share / 1000.0
        kmax = FORCED_MAX_K[0 if state.bird_blocks else 1]
        forbidden: frozenset[int] = frozenset()
        if state.draw_rule:
            kmax = min(kmax, (state.ply_limit - state.ply) // 2)
            forbidden = frozenset(h for h, n in counts.items() if n >= state.repetition_count - 1)
        found = solver.attack(b, kmax, forbidden) if kmax >= 1 else None
        self.forced_used = solver.nodes - start
        if found is None:
            return None
        self.last_forced = found[1]
        self.last_nodes = self.forced_used
        self.last_depth = 2 * found[1] - 1
        return found[0]


def _book_entry(state: ManaState) -> tuple[str, int] | None:
    """The opening book's forced capture for the side to move, if any."""
    if state.types != book.BOARD_TYPES or state.phase != "play":
        return None
    return (book.BLOCKING if state.bird_blocks else book.BIRD_FREE).get(f"{state.position_key()}|{int(state.free)}")


def _setup_choice(game: ManaGame, state: ManaState, legal: Sequence[ManaAction], rng: Rng,
                  noise: bool = True) -> ManaAction:
    """Setup heuristic: maximise the mobility of one's own pieces and keep the
    Daimio on the home row (advanced setup); small noise breaks ties."""
    game_seat = state.to_move
    best: tuple[int, int] | None = None
    choice = legal[0]
    for i, action in enumerate(legal):
        after, _ = game.apply(state, game_seat, action)
        probe = SearchBoard.from_state(replace(after, to_move=game_seat, bird=None, free=False))
        moves, _ = probe.piece_moves(game_seat, False)
        v = 4 * len(moves)
        if action.piece == "D":
            rank = action.to // 6
            home = 0 if game_seat == 0 else 5
            v -= 30 * abs(rank - home)
        if noise:
            v += rng.below(9)
        if best is None or (v, -i) > best:
            best = (v, -i)
            choice = action
    return choice


def _own_pieces(state: ManaState, seat: int) -> dict[int, str]:
    return {sq: ch for sq, ch in enumerate(state.board) if ch != "." and (ch.isupper() == (seat == 0))}


def _formations(game: ManaGame, state: ManaState, seat: int) -> list[dict[int, str]]:
    """Candidate six-piece formations for ``seat``: the home row full, the
    Daimio on each of its squares; and the greedy most-mobile formation."""
    home = 0 if seat == 0 else 5
    d, r = ("D", "R") if seat == 0 else ("d", "r")
    row = [home * 6 + f for f in range(6)]
    walls = [{sq: (d if sq == king else r) for sq in row} for king in row]
    greedy = _greedy_formation(game, state, seat)
    return walls + ([greedy] if greedy not in walls else [])


def _greedy_formation(game: ManaGame, state: ManaState, seat: int) -> dict[int, str]:
    """The formation :func:`_setup_choice` builds for ``seat`` from its pieces
    already placed (no noise)."""
    s = replace(state, to_move=seat, board="".join(ch if ch == "." or (ch.isupper() == (seat == 0)) else "."
                                                   for ch in state.board))
    quiet = Rng(0)
    while len(_own_pieces(s, seat)) < 6:
        legal = game.legal_actions(s, seat)
        if not legal:
            break
        choice = _setup_choice(game, s, legal, quiet, noise=False)
        s = replace(s, board=s.board[:choice.to] + (("D" if choice.piece == "D" else "R") if seat == 0 else
                                                      ("d" if choice.piece == "D" else "r")) + s.board[choice.to + 1:])
    return _own_pieces(s, seat)


def make_bot(game: ManaGame, level: str, seat: int, seed: int,
             think_ms: int | None = None, nodes: int = NODE_BUDGET) -> _BaseBot:
    """A bot of ``level``; with ``think_ms`` None its searches are bounded by
    ``nodes`` per decision instead of time."""
    if level == "random":
        return RandomBot(game, seat, seed, think_ms)
    if level == "easy":
        return EasyBot(game, seat, seed, think_ms)
    if level == "normal":
        return SearchBot(game, seat, seed, think_ms, max_depth=2, full_eval=False, noise=15, nodes=nodes)
    if level == "hard":
        return SearchBot(game, seat, seed, think_ms, max_depth=None, full_eval=True, noise=0,
                         merge_birds=True, pvs=True, plan_setup=True, extend=True, nodes=nodes,
                         forced_share=FORCED_SHARE, use_book=True, guard_share=GUARD_SHARE)
    raise ValueError(f"unknown Mana bot level {level!r} (random, easy, normal, hard)")


def playout_rate(seconds: float = 1.0, seed: int = 1) -> float:
    """Uniformly random playouts (from the standard start) per second on the
    search board; a benchmark number, not used by the bots."""
    from game.games.mana.rules import default_config

    game = ManaGame()
    state = game.new_game(default_config(), seed)
    for seat in (0, 1):
        state, _ = game.apply(state, seat, game.legal_actions(state, seat)[0])
    rng = Rng(seed)
    end = time.perf_counter() + seconds
    start = time.perf_counter()
    done = 0
    while True:
        b = SearchBoard.from_state(state)
        plies = 0
        while plies < 300:
            if b.dsq[b.side] < 0:
                break
            acts = b.actions()
            if not acts:
                if not b.can_act(1 - b.side):
                    break
                b.make_pass()
                continue
            b.make(acts[rng.below(len(acts))])
            plies += 1
        done += 1
        if time.perf_counter() >= end:
            break
    return done / (time.perf_counter() - start)


__all__ = ["make_bot", "playout_rate", "evaluate", "Searcher", "RandomBot", "EasyBot", "SearchBot"]


def sample_positions(count: int, seed: int) -> list[ManaState]:
    """Play-phase positions from random games (for speed measurements)."""
    from game.games.mana.rules import default_config

    game = ManaGame()
    rng = Rng(seed)
    out: list[ManaState] = []
    while len(out) < count:
        state = game.new_game(default_config(), rng.below(1 << 30))
        while game.outcome(state) is None and len(out) < count:
            legal = game.legal_actions(state, state.to_move)
            if state.phase == "play":
                out.append(state)
            state, _ = game.apply(state, state.to_move, rng.choice(legal))
    return out


def speed_numbers(seconds: float = 1.0) -> dict[str, float]:
    """Legal-move generation per second (rules engine and search board), random
    playouts per second and hard-search nodes per second, for ``bench``."""
    game = ManaGame()
    sample = sample_positions(1000, 7)
    t0 = time.perf_counter()
    for s in sample:
        game.legal_actions(s, s.to_move)
    engine = len(sample) / (time.perf_counter() - t0)
    boards = [SearchBoard.from_state(s) for s in sample]
    t0 = time.perf_counter()
    for b in boards:
        b.actions()
    board = len(boards) / (time.perf_counter() - t0)
    nodes, spent = 0, 0.0
    bot = SearchBot(game, 0, 1, 200, max_depth=None, full_eval=True, noise=0, merge_birds=True, pvs=True)
    for s in sample[::50]:
        if spent > seconds:
            break
        if s.to_move != 0:
            continue
        t0 = time.perf_counter()
        bot.decide(s, 0.0)
        spent += time.perf_counter() - t0
        nodes += bot.last_nodes
    return {"movegen_engine_positions_per_s": round(engine), "movegen_board_positions_per_s": round(board),
            "random_playouts_per_s": round(playout_rate(seconds), 1),
            "search_nodes_per_s": round(nodes / spent) if spent else 0.0}
