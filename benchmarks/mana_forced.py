"""Exact forced-Daimio-capture solver for Mana (AND-OR search, iterative deepening).

    python benchmarks/mana_forced.py --max-k 4 --seconds 120
    python benchmarks/mana_forced.py --max-k 6 --seconds 600 --setup b1:c6 --setup f1:f6
    python benchmarks/mana_forced.py --max-k 6 --seconds 600 --setup c1:c6 --no-bird-blocks

Question answered: can the side to move (the *attacker*; Black from a standard
setup) force the capture of the opponent's Daimio within ``k`` of its own moves
(actions; automatic passes are not moves)? For each setup it deepens
``k = 1, 2, ...`` and prints the largest ``k`` fully disproven ("no forced
capture within k"), the smallest ``k`` proven (with a principal line) if any,
nodes searched and time. A ``k`` whose search ran out of time is not claimed.

Soundness (what the search relies on):

* OR nodes (attacker to move) may try moves in any order; a proof needs one
  winning action. A disproof tries every legal action: every piece move and
  reintroduction, and every bird square up to the *exact* merging below.
* AND nodes (defender to move) consider every defence. A defender capturing the
  attacker's Daimio refutes at once.
* Exact bird merging (both node types, ``--no-merge`` turns it off): the bird
  only matters for the opponent's very next move (it is replaced by that move's
  bird), so two bird squares of one action that leave the opponent exactly the
  same set of legal actions lead to the same positions after the opponent's
  move and have the same value; only one is searched. A bird square whose
  opponent action set is a strict superset of another's is dominated (the
  opponent has everything it had plus more, which can only help the opponent)
  and is skipped. The opponent's action set per bird square is computed
  exactly: its piece moves (a path survives the bird unless the bird is on every
  clear minimal path or on the destination), the obey rule (must move a piece
  on the demanded type if one of them can move, else free), and when free the
  reintroductions (never on the bird's square). An empty action set (the
  opponent must pass, and the bird then still blocks the side that plays
  again) is never merged. ``tests/mana/test_mana_forced.py`` checks all this
  against brute force.
* Passes follow the rules exactly as ``board.perft`` does: a side without any
  action passes and the other side plays again, free of the obey rule (the
  bird still blocks); when neither side can act the game is drawn (not a win).
  Endless play while the attacker keeps passing is no win (such a cycle is
  detected on the search path; a disproof that depended on one is not stored).
* Draw rules (repetition, ply limit) are ignored. They cannot change any
  answer here: they only end games as draws, so they never create a win and a
  disproof stays a disproof. A proof stays a proof: if the attacker can force a
  capture within K moves, it can do so by always moving to a position whose
  exact distance-to-capture is smaller, so along the line every attacker-to-move
  (and every defender-to-move) full state occurs at most once; the repetition
  key ignores only the ``free`` flag, so a key occurs at most twice (once free,
  once not) counting the start position - never the 3 times a draw needs -
  and the line has at most 2K plies, far below the 300-ply limit.
* The transposition table is keyed on the exact position (piece bitboards,
  Daimio squares, bird square - only its type when the bird does not block -,
  side, free flag, reserves), not on a hash, and stores per position the
  smallest k proven and the largest k disproven (win within k implies win
  within k + 1).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.games.mana import GAME as MANA_GAME  # noqa: E402
from game.games.mana.board import ENTER, NO_BIRD, SearchBoard, bits  # noqa: E402
from game.games.mana.rules import (  # noqa: E402
    ManaState,
    default_config,
    parse_action,
    square_name,
)

UNKNOWN_P = 31
"""Stored 'smallest k proven' meaning none."""
ALWAYS = 30
"""Stored 'largest k disproven' for positions lost for every k (draws, Daimio lost)."""


class Timeout(Exception):
    pass


class ForcedSolver:
    """Can ``attacker`` (to move at the root) force a Daimio capture within k of its moves?"""

    def __init__(self, board: SearchBoard, attacker: int, merge: bool = True, or_merge_min_k: int = 3,
                 deadline: float | None = None, tt_max: int = 40_000_000) -> None:
        self.b = board
        self.att = attacker
        self.dfn = 1 - attacker
        self.merge = merge
        self.or_merge_min_k = or_merge_min_k
        """Merge the attacker's bird squares only at OR nodes with k >= this
        (at k = 2 the children are cheap; every bird square is tried there)."""
        self.deadline = deadline
        self.tt: dict[int, int] = {}
        self.tt_max = tt_max
        self.nodes = 0
        self.cycles = 0
        self.pass_path: set[tuple[int, int]] = set()
        types = board.types
        self.types = types
        self.type_rep = [types.index(types[s]) for s in range(36)]
        self.history: dict[int, int] = {}
        self.killers: dict[int, int] = {}

    # -- transposition table --------------------------------------------------------
    def key(self) -> int:
        b = self.b
        bird = b.bird
        if bird >= 0 and not b.bird_blocks:
            bird = self.type_rep[bird]
        return (b.occ[0] | b.occ[1] << 36 | (b.dsq[0] + 1) << 72 | (b.dsq[1] + 1) << 78 | (bird + 1) << 84
                | b.side << 91 | int(b.free) << 92 | b.cap[0] << 93 | b.cap[1] << 97)

    def store(self, key: int, k: int, win: bool) -> None:
        tt = self.tt
        v = tt.get(key)
        if v is None:
            if len(tt) >= self.tt_max:
                tt.clear()
            p, d = UNKNOWN_P, 0
        else:
            p, d = v >> 5, v & 31
        if win:
            p = min(p, k)
        else:
            d = max(d, k)
        tt[key] = p << 5 | d

    def tick(self) -> None:
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise Timeout

    # -- the opponent's action sets per bird square ------------------------------------
    def reply_sets(self, side: int, demanded: int, cands: int) -> list[tuple[int, int]]:
        """``side`` is to move on the current board, the bird is off the board.
        For each bird square ``s`` in ``cands`` (all of type ``demanded``):
        ``(s, avail)`` where ``avail`` is a bitmask over ``side``'s possible
        piece moves and reintroductions that are legal with the bird on ``s``
        (their bird variants do not depend on ``s``, so equal masks mean equal
        action sets, and mask inclusion means action-set inclusion)."""
        b = self.b
        own = b.occ[side]
        block = b.occ[0] | b.occ[1]
        table = b.table
        types = self.types
        blocks = b.bird_blocks
        killed = dict.fromkeys(bits(cands), 0) if blocks else {}
        tmoves = 0
        allm = 0
        bit = 1
        m = own
        while m:
            low = m & -m
            s0 = low.bit_length() - 1
            m ^= low
            is_t = types[s0] == demanded
            for _d, dbit, masks in table[s0]:
                if dbit & own:
                    continue
                kill = -1
                for mk in masks:
                    if not mk & block:
                        kill &= mk
                if kill == -1:
                    continue
                allm |= bit
                if is_t:
                    tmoves |= bit
                if blocks:
                    kill = (kill | dbit) & cands
                    while kill:
                        lb = kill & -kill
                        killed[lb.bit_length() - 1] |= bit
                        kill ^= lb
                bit <<= 1
        nbits = bit.bit_length() - 1
        empty = 0xFFFFFFFFF & ~block if b.cap[side] else 0
        out = []
        for s in bits(cands):
            kb = killed.get(s, 0)
            tm = tmoves & ~kb
            if tm:
                avail = tm
            else:
                avail = allm & ~kb
                if empty:
                    avail |= (empty & ~(1 << s) if blocks else empty) << nbits
            out.append((s, avail))
        return out

    def variants(self, mv: int, merge: bool) -> list[int]:
        """The actions of piece move / reintroduction ``mv`` of the side to move:
        one per bird square, or with ``merge`` one per class of exactly
        equivalent bird squares, dominated ones dropped, smallest opponent
        action set first."""
        b = self.b
        frm = mv & 63
        to = mv >> 6
        tbit = 1 << to
        allocc = b.occ[0] | b.occ[1]
        tmask = b.sq_type_mask[to]
        if frm == ENTER:
            cands = tmask & ~(allocc | tbit)
        else:
            cands = tmask & ~((allocc & ~(1 << frm)) | tbit)
        if not cands:
            return [mv | NO_BIRD << 12]
        if not merge or not cands & (cands - 1):
            return [mv | s << 12 for s in bits(cands)]
        opp = 1 - b.side
        b.make(mv | NO_BIRD << 12)
        sets = self.reply_sets(opp, self.types[to], cands)
        b.unmake()
        groups: dict[int, int] = {}
        stuck: list[int] = []
        for s, avail in sets:
            if avail == 0:
                stuck.append(s)
            elif avail not in groups:
                groups[avail] = s
        masks = sorted(groups, key=lambda a: a.bit_count())
        kept: list[int] = []
        for a in masks:
            if not any(k & ~a == 0 for k in kept):  # some kept set is a subset of a: a is dominated
                kept.append(a)
        return [mv | groups[a] << 12 for a in kept] + [mv | s << 12 for s in stuck]

    # -- move ordering ---------------------------------------------------------------------
    def order_attack(self, moves: list[int], dd: int) -> list[int]:
        b = self.b
        dmap = b.dmap
        cells = b.cells
        hist = self.history
        scored = []
        for mv in moves:
            frm = mv & 63
            to = mv >> 6
            sc = hist.get(mv, 0)
            if dd in dmap[to]:
                sc += 1_000_000
            if frm != ENTER and cells[to]:
                sc += 300_000
            scored.append((-sc, mv))
        scored.sort()
        return [mv for _sc, mv in scored]

    def order_defence(self, moves: list[int], k: int) -> list[int]:
        b = self.b
        dd = b.dsq[self.dfn]
        killer = self.killers.get(k, -1)
        hist = self.history
        scored = []
        for mv in moves:
            frm = mv & 63
            sc = hist.get(mv | 1 << 20, 0)
            if mv == killer:
                sc += 10_000_000
            if frm == dd:
                sc += 1_000_000
            scored.append((-sc, mv))
        scored.sort()
        return [mv for _sc, mv in scored]

    # -- the search ---------------------------------------------------------------------------
    def or_node(self, k: int) -> bool:
        """Attacker to move: can it capture within ``k`` moves?"""
        self.nodes += 1
        if not self.nodes & 1023:
            self.tick()
        b = self.b
        key = self.key()
        v = self.tt.get(key)
        if v is not None:
            if k >= v >> 5:
                return True
            if k <= v & 31:
                return False
        att = self.att
        dd = b.dsq[self.dfn]
        moves, free = b.piece_moves(att, True)
        for mv in moves:
            if mv >> 6 == dd:
                self.store(key, 1, True)
                return True
        entries = b.entries() if free and b.cap[att] else []
        if not moves and not entries:
            return self.pass_node(key, k, self.dfn, self.and_node)
        if k == 1:
            self.store(key, 1, False)
            return False
        c0 = self.cycles
        merge = self.merge and k >= self.or_merge_min_k
        child = self.and1 if k == 2 else self.and_node
        for mv in self.order_attack(moves + entries, dd):
            for a in self.variants(mv, merge):
                b.make(a)
                r = child(k - 1)
                b.unmake()
                if r:
                    self.store(key, k, True)
                    self.history[mv] = self.history.get(mv, 0) + (1 << k)
                    return True
        if self.cycles == c0:
            self.store(key, k, False)
        return False

    def pass_node(self, key: int, k: int, other: int, then: Callable[[int], bool]) -> bool:
        """The side to move has no action: it passes (or the game is drawn)."""
        b = self.b
        if not b.can_act(other):
            self.store(key, ALWAYS, False)
            return False
        pk = (key, k)
        if pk in self.pass_path:
            self.cycles += 1
            return False
        self.pass_path.add(pk)
        c0 = self.cycles
        b.make_pass()
        try:
            r = then(k)
        finally:
            b.unmake()
            self.pass_path.discard(pk)
        if r or self.cycles == c0:
            self.store(key, k, r)
        return r

    def defence_moves(self) -> tuple[list[int], bool]:
        """Defender's piece moves and reintroductions; second item: it can take the attacker's Daimio."""
        b = self.b
        dfn = self.dfn
        moves, free = b.piece_moves(dfn, True)
        da = b.dsq[self.att]
        for mv in moves:
            if mv >> 6 == da:
                return [], True
        if free and b.cap[dfn]:
            moves = moves + b.entries()
        return moves, False

    def and_node(self, k: int) -> bool:
        """Defender to move: does every defence lose within ``k`` attacker moves?"""
        if k == 1:
            return self.and1(1)
        self.nodes += 1
        if not self.nodes & 1023:
            self.tick()
        b = self.b
        key = self.key()
        v = self.tt.get(key)
        if v is not None:
            if k >= v >> 5:
                return True
            if k <= v & 31:
                return False
        moves, takes = self.defence_moves()
        if takes:
            self.store(key, ALWAYS, False)
            return False
        if not moves:
            return self.pass_node(key, k, self.att, self.or_node)
        c0 = self.cycles
        for mv in self.order_defence(moves, k):
            for a in self.variants(mv, self.merge):
                b.make(a)
                r = self.or_node(k)
                b.unmake()
                if not r:
                    self.killers[k] = mv
                    hk = mv | 1 << 20
                    self.history[hk] = self.history.get(hk, 0) + (1 << k)
                    if self.cycles == c0:
                        self.store(key, k, False)
                    return False
        self.store(key, k, True)
        return True

    def and1(self, k: int = 1) -> bool:
        """Defender to move; the attacker has one move left: after every defence
        (every bird square) the attacker must be able to take the Daimio."""
        self.nodes += 1
        if not self.nodes & 1023:
            self.tick()
        b = self.b
        key = self.key()
        v = self.tt.get(key)
        if v is not None:
            if v >> 5 <= 1:
                return True
            if v & 31 >= 1:
                return False
        moves, takes = self.defence_moves()
        if takes:
            self.store(key, ALWAYS, False)
            return False
        if not moves:
            return self.pass_node(key, 1, self.att, self.or_node)
        c0 = self.cycles
        # cheap ordering (most of these nodes fall to their first defence):
        # the last refutation, then Daimio moves, then the rest in order
        killer = self.killers.get(1, -1)
        dd = b.dsq[self.dfn]
        first = [mv for mv in moves if mv == killer or mv & 63 == dd]
        if len(first) > 1 and first[0] != killer and killer in first:
            first.remove(killer)
            first.insert(0, killer)
        rest = [mv for mv in moves if mv != killer and mv & 63 != dd]
        for mv in first + rest:
            if not self.capture_after(mv):
                self.killers[1] = mv
                if self.cycles == c0:
                    self.store(key, 1, False)
                return False
        self.store(key, 1, True)
        return True

    def capture_after(self, mv: int) -> bool:
        """Defender action ``mv`` (any bird square): can the attacker take the Daimio right after?"""
        b = self.b
        att = self.att
        frm = mv & 63
        to = mv >> 6
        tbit = 1 << to
        allocc = b.occ[0] | b.occ[1]
        tmask = b.sq_type_mask[to]
        if frm == ENTER:
            cands = tmask & ~(allocc | tbit)
        else:
            cands = tmask & ~((allocc & ~(1 << frm)) | tbit)
        b.make(mv | NO_BIRD << 12)
        try:
            dd = b.dsq[self.dfn]
            demanded = self.types[to]
            block = b.occ[0] | b.occ[1]
            own = b.occ[att]
            dmap = b.dmap
            types = self.types
            # capture candidates: (on demanded type, squares whose bird kills the capture)
            caps = []
            m = own
            while m:
                low = m & -m
                p = low.bit_length() - 1
                m ^= low
                masks = dmap[p].get(dd)
                if masks is None:
                    continue
                kill = -1
                for mk in masks:
                    if not mk & block:
                        kill &= mk
                if kill != -1:
                    caps.append((types[p] == demanded, kill))
            blocks = b.bird_blocks
            if not caps and b.cap[att]:
                return False  # no capture under any bird square, and the attacker can reintroduce
            if not cands:
                if caps:
                    return True
                sqs = [-1]
            elif not blocks:
                sqs = [(cands & -cands).bit_length() - 1]
            else:
                sqs = bits(cands)
            tkills = None
            for s in sqs:
                sb = 0 if s < 0 or not blocks else 1 << s
                if s < 0:
                    constrained = False
                else:
                    if tkills is None:
                        tkills = self.type_kills(att, demanded, own, block)
                    constrained = any(not kl & sb for kl in tkills)
                if constrained:
                    ok = any(t and not kl & sb for t, kl in caps)
                else:
                    ok = any(not kl & sb for _t, kl in caps)
                if ok:
                    continue
                # no capture: refuted, unless the attacker has no action at all (then it passes)
                if constrained or b.cap[att]:
                    return False
                b.unmake()
                b.make(mv | (NO_BIRD if s < 0 else s) << 12)
                if b.can_act(att):
                    return False
                if not self.or_node(1):
                    return False
            return True
        finally:
            b.unmake()

    def type_kills(self, side: int, demanded: int, own: int, block: int) -> list[int]:
        """For each move of ``side``'s pieces on the demanded type: the squares a bird would kill it from."""
        b = self.b
        table = b.table
        out = []
        for s0 in bits(own & b.type_mask[demanded]):
            for _d, dbit, masks in table[s0]:
                if dbit & own:
                    continue
                kill = -1
                for mk in masks:
                    if not mk & block:
                        kill &= mk
                if kill != -1:
                    out.append(kill | dbit)
        return out

    # -- driver -------------------------------------------------------------------------------
    def solve(self, k: int) -> bool:
        b = self.b
        assert b.side == self.att
        depth = len(b.stack)
        try:
            return self.or_node(k)
        finally:
            while len(b.stack) > depth:
                b.unmake()
            self.pass_path.clear()

    def distance(self, node: Callable[[int], bool], kmax: int) -> int | None:
        """Smallest j <= kmax with node(j) true, None if none."""
        for j in range(1, kmax + 1):
            if node(j):
                return j
        return None

    def principal_line(self, k: int, seconds: float = 120.0) -> list[str]:
        """A line of a proven win within ``k``: at each attacker turn the first
        move (in search order) that keeps the win within the moves left, at each
        defender turn a defence that still needs all of them if there is one
        (its bird squares merged exactly). Cut after ``seconds``."""
        b = self.b
        line: list[str] = []
        depth0 = len(b.stack)
        saved = self.deadline
        self.deadline = time.monotonic() + seconds
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
    stop = time.monotonic() + seconds
    solver.deadline = stop

    def v_or(k: int, depth: int) -> None:
        key = solver.key()
        if done_or.get(key, 99) <= k:
            return
        if time.monotonic() > stop:
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
    g = MANA_GAME
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
    t0 = time.monotonic()
    solver.deadline = t0 + seconds
    disproven = 0
    proven = None
    per_k = []
    for k in range(min_k, max_k + 1):
        n0 = solver.nodes
        tk = time.monotonic()
        try:
            r = solver.solve(k)
        except Timeout:
            per_k.append((k, None, solver.nodes - n0, time.monotonic() - tk))
            if log:
                log(_k_text(*per_k[-1]))
            break
        per_k.append((k, r, solver.nodes - n0, time.monotonic() - tk))
        if log:
            log(_k_text(*per_k[-1]))
        if r:
            proven = k
            break
        disproven = k
    elapsed = time.monotonic() - t0
    nodes = solver.nodes
    line = solver.principal_line(proven) if proven is not None else []
    if log and line:
        log("  line: " + "  ".join(line))
    checked = None
    if verify and proven is not None:
        tv = time.monotonic()
        try:
            checked = (verify_proof(solver, proven), time.monotonic() - tv)
        except Timeout:
            checked = (-1, time.monotonic() - tv)
    return {"disproven": disproven, "proven": proven, "line": line, "nodes": nodes,
            "seconds": elapsed, "per_k": per_k, "tt": len(solver.tt), "cycles": solver.cycles,
            "verified": checked}


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
    args = ap.parse_args(argv)
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
