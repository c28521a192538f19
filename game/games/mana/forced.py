"""Forced Daimio capture: an exact AND-OR search (iterative deepening on the
number of the attacker's moves), used by the ``hard`` bot before its main
search and by ``benchmarks/mana_forced.py`` to settle the standard setups.

Question answered: can the side to move (the *attacker*) force the capture of
the opponent's Daimio within ``k`` of its own moves (actions; automatic passes
are not moves)? :meth:`ForcedSolver.solve` answers for one ``k``;
:meth:`ForcedSolver.attack` deepens ``k`` within a budget of nodes (or, in the
app, of time) and returns the first move of a proof.

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

What bounds it: ``max_nodes`` (checked every 16 nodes), and in the app also
``deadline`` (a ``time.perf_counter()`` value); past either :class:`Timeout`
is raised, and a ``k`` not finished is not claimed. Bounded by nodes only, it
never reads the clock.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.games.mana.board import ENTER, NO_BIRD, Z_FREE, SearchBoard, bits

UNKNOWN_P = 31
"""Stored 'smallest k proven' meaning none."""
ALWAYS = 30
"""Stored 'largest k disproven' for positions lost for every k (draws, Daimio lost)."""


class Timeout(Exception):
    """The search ran out of nodes or time."""


class ForcedSolver:
    """Can ``attacker`` (to move at the root) force a Daimio capture within k of its moves?"""

    def __init__(self, board: SearchBoard, attacker: int, merge: bool = True, or_merge_min_k: int = 3,
                 deadline: float | None = None, tt_max: int = 40_000_000, max_nodes: int | None = None) -> None:
        self.b = board
        self.att = attacker
        self.dfn = 1 - attacker
        self.merge = merge
        self.or_merge_min_k = or_merge_min_k
        """Merge the attacker's bird squares only at OR nodes with k >= this
        (at k = 2 the children are cheap; every bird square is tried there)."""
        self.deadline = deadline
        """Stop past this ``time.perf_counter()`` value (None: never read the clock)."""
        self.max_nodes = max_nodes
        """Stop past this many nodes (counted since the solver was made)."""
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
        self.forbidden: frozenset[int] = frozenset()
        """Repetition hashes (``SearchBoard.hash`` without the free flag) of
        positions that would end the game drawn if reached (seen twice already
        in the game): such a node is neither won nor stored as lost (see
        :meth:`attack`)."""

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
        if (self.max_nodes is not None and self.nodes >= self.max_nodes
                or self.deadline is not None and time.perf_counter() > self.deadline):
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

    def bird_squares(self, mv: int) -> int:
        """The squares the bird may take after piece move / reintroduction
        ``mv`` (a bitmask): those of the destination's type, empty once the
        piece has moved, but the destination."""
        b = self.b
        frm = mv & 63
        to = mv >> 6
        vacated = 0 if frm == ENTER else 1 << frm
        return b.sq_type_mask[to] & ~(((b.occ[0] | b.occ[1]) & ~vacated) | 1 << to)

    def variants(self, mv: int, merge: bool) -> list[int]:
        """The actions of piece move / reintroduction ``mv`` of the side to move:
        one per bird square, or with ``merge`` one per class of exactly
        equivalent bird squares, dominated ones dropped, smallest opponent
        action set first."""
        b = self.b
        to = mv >> 6
        cands = self.bird_squares(mv)
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
    def drawn(self) -> bool:
        """The position is one of :attr:`forbidden` (counted like a cycle, so
        that no disproof depending on it is stored)."""
        b = self.b
        if (b.hash ^ Z_FREE if b.free else b.hash) in self.forbidden:
            self.cycles += 1
            return True
        return False

    def enter(self, k: int) -> tuple[int, bool | None]:
        """What every node does first: count itself (checking the budget every
        16 nodes), then answer at once if it is a repetition draw
        (:meth:`drawn`, never for :meth:`and1`, only called without
        :attr:`forbidden`) or the table knows the answer within ``k``. Returns
        (the node's table key, that answer or None)."""
        self.nodes += 1
        if not self.nodes & 15:
            self.tick()
        if self.forbidden and self.drawn():
            return 0, False
        key = self.key()
        v = self.tt.get(key)
        if v is not None:
            if k >= v >> 5:
                return key, True
            if k <= v & 31:
                return key, False
        return key, None

    def or_node(self, k: int) -> bool:
        """Attacker to move: can it capture within ``k`` moves?"""
        key, known = self.enter(k)
        if known is not None:
            return known
        b = self.b
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
        child = self.and1 if k == 2 and not self.forbidden else self.and_node
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
        if k == 1 and not self.forbidden:
            return self.and1(1)
        key, known = self.enter(k)
        if known is not None:
            return known
        b = self.b
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
        key, known = self.enter(1)
        if known is not None:
            return known
        b = self.b
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
        to = mv >> 6
        cands = self.bird_squares(mv)
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

    def attack(self, board: SearchBoard, kmax: int, forbidden: frozenset[int] = frozenset()) -> tuple[int, int] | None:
        """Deepens k = 2 .. ``kmax`` from ``board`` (the attacker to move;
        the solver's table is kept from earlier calls, as its entries are exact
        whatever the game's history). Returns the first action of a proven
        forced capture within the smallest k proven, and that k; None when
        there is none within ``kmax``, the attacker must pass, or the budget
        (:meth:`tick`) ran out first. ``forbidden``: see :attr:`forbidden` (a
        change of it empties the table, whose proofs may have used them)."""
        self.b = board
        if forbidden != self.forbidden:
            self.tt.clear()
            self.forbidden = forbidden
        att = self.att
        dd = board.dsq[self.dfn]
        if board.side != att or dd < 0 or board.dsq[att] < 0:
            return None
        moves, free = board.piece_moves(att, True)
        for mv in moves:
            if mv >> 6 == dd:
                return self.variants(mv, False)[0], 1
        entries = board.entries() if free and board.cap[att] else []
        if not moves and not entries:
            return None
        depth = len(board.stack)
        try:
            for k in range(2, kmax + 1):
                child = self.and1 if k == 2 and not self.forbidden else self.and_node
                for mv in self.order_attack(moves + entries, dd):
                    for a in self.variants(mv, self.merge and k >= self.or_merge_min_k):
                        board.make(a)
                        won = child(k - 1)
                        board.unmake()
                        if won:
                            self.history[mv] = self.history.get(mv, 0) + (1 << k)
                            return a, k
        except Timeout:
            pass
        finally:
            while len(board.stack) > depth:
                board.unmake()
            self.pass_path.clear()
        return None

    def distance(self, node: Callable[[int], bool], kmax: int) -> int | None:
        """Smallest j <= kmax with node(j) true, None if none."""
        for j in range(1, kmax + 1):
            if node(j):
                return j
        return None


__all__ = ["ForcedSolver", "Timeout"]
