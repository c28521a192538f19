"""A fast, mutable Mana board for search: integer squares, bitmasks,
precomputed paths, make/unmake and a Zobrist hash. Pure Python.

It implements the same rules as :mod:`game.games.mana.rules` independently
(the tests check both agree on random positions); it trusts its input.

Actions are ints: ``frm | to << 6 | bird << 12`` where ``frm`` is ``ENTER`` (36)
for a reintroduction and ``bird`` is ``NO_BIRD`` (36) when the bird leaves.
Pieces: 0 empty, 1 Black Ronin, 2 Black Daimio, 3 White Ronin, 4 White Daimio.
"""

from __future__ import annotations

from game.engine.rng import Rng
from game.games.mana.rules import (
    NEIGHBOURS,
    NSQ,
    ManaAction,
    ManaState,
    bird_key,
    parse_square,
    square_name,
)

ENTER = 36
NO_BIRD = 36
FULL = (1 << NSQ) - 1
CHARS = {".": 0, "R": 1, "D": 2, "r": 3, "d": 4}
PIECE_CHARS = ".RDrd"

BirdContext = tuple[list[int], dict[int, int], int]
"""See :meth:`SearchBoard.bird_context`."""

Dest = tuple[int, int, tuple[int, ...]]
"""(destination, destination bit, intermediate-square masks of its paths)."""


def _paths(start: int, steps: int) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {}

    def walk(sq: int, left: int, seen: list[int]) -> None:
        for nxt in NEIGHBOURS[sq]:
            if nxt in seen:
                continue
            if left == 1:
                mask = 0
                for s in seen[1:]:
                    mask |= 1 << s
                out.setdefault(nxt, set()).add(mask)
            else:
                walk(nxt, left - 1, seen + [nxt])

    walk(start, steps, [start])
    return out


_TABLES: dict[tuple[int, ...], tuple[tuple[Dest, ...], ...]] = {}


def dest_table(types: tuple[int, ...]) -> tuple[tuple[Dest, ...], ...]:
    """Per start square: its destinations with the masks of every path to them."""
    table = _TABLES.get(types)
    if table is None:
        rows = []
        for s in range(NSQ):
            paths = _paths(s, types[s])
            row = []
            for d in sorted(paths):
                masks = paths[d]
                # a path whose mask contains another path's mask is never needed
                minimal = sorted(m for m in masks if not any(o != m and o & m == o for o in masks))
                row.append((d, 1 << d, tuple(minimal)))
            rows.append(tuple(row))
        table = tuple(rows)
        _TABLES[types] = table
    return table


_STATIC: dict[tuple[int, ...], list[int]] = {}
_MEMO: dict[tuple[int, ...], dict[int, list[int]]] = {}
_REACH_TO: dict[tuple[int, ...], list[int]] = {}


def _reach_to(types: tuple[int, ...]) -> list[int]:
    got = _REACH_TO.get(types)
    if got is None:
        table = dest_table(types)
        got = [sum(1 << s for s in range(NSQ) if any(d == t for d, _b, _m in table[s])) for t in range(NSQ)] + [0]
        _REACH_TO[types] = got
    return got
MEMO_MAX = 200_000
"""Piece-move lists remembered per board layout (emptied beyond: about 30 MB)."""

_zr = Rng(0x4D414E41)
Z_PIECE = [[_zr.next_u64() for _ in range(NSQ)] for _ in range(5)]
Z_BIRD = [_zr.next_u64() for _ in range(NSQ + 1)]
Z_SIDE = _zr.next_u64()
Z_FREE = _zr.next_u64()
Z_CAP = [[_zr.next_u64() for _ in range(8)] for _ in range(2)]


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class SearchBoard:
    __slots__ = ("types", "table", "dmap", "type_mask", "sq_type_mask", "bird_blocks", "bird_z", "cells", "occ",
                 "bird", "side", "free", "cap", "dsq", "hash", "stack", "reach", "memo", "reach_to")

    def __init__(self, types: tuple[int, ...], bird_blocks: bool = True) -> None:
        self.types = types
        self.table = dest_table(types)
        self.reach = self.static_reach()
        self.reach_to = _reach_to(types)
        """Per square: the squares whose piece could reach it in one move on an
        empty board (index -1, no Daimio: none)."""
        self.memo = _MEMO.setdefault(types, {})
        """Piece moves already worked out, shared by the boards of one layout
        (see :meth:`piece_moves`)."""
        self.dmap = [{d: masks for d, _b, masks in row} for row in self.table]
        self.type_mask = [0, 0, 0, 0]
        for s in range(NSQ):
            self.type_mask[types[s]] |= 1 << s
        self.sq_type_mask = [self.type_mask[types[s]] for s in range(NSQ)]
        self.bird_blocks = bird_blocks
        self.bird_z = [Z_BIRD[bird_key(types, bird_blocks, s)] for s in range(NSQ)] + [Z_BIRD[NSQ]]
        """Hash key of the bird per square (index NSQ: no bird): a non-blocking bird
        counts only by its square's type, as in :meth:`ManaState.position_key`."""
        self.cells = [0] * NSQ
        self.occ = [0, 0]
        self.bird = -1
        self.side = 0
        self.free = False
        self.cap = [0, 0]
        self.dsq = [-1, -1]
        self.hash = 0
        self.stack: list[tuple[int, int, int, bool, int]] = []

    # -- conversion ------------------------------------------------------------
    @staticmethod
    def from_state(state: ManaState) -> SearchBoard:
        b = SearchBoard(state.types, state.bird_blocks)
        for s, ch in enumerate(state.board):
            p = CHARS[ch]
            if p:
                b.cells[s] = p
                b.occ[(p - 1) >> 1] |= 1 << s
                if p % 2 == 0:
                    b.dsq[(p - 1) >> 1] = s
        b.bird = -1 if state.bird is None else state.bird
        b.side = state.to_move
        b.free = state.free
        b.cap = [state.captured[0], state.captured[1]]
        b.hash = b.compute_hash()
        return b

    def compute_hash(self) -> int:
        h = 0
        for s, p in enumerate(self.cells):
            if p:
                h ^= Z_PIECE[p][s]
        h ^= self.bird_z[self.bird]  # index -1 is the no-bird key
        if self.side:
            h ^= Z_SIDE
        if self.free:
            h ^= Z_FREE
        h ^= Z_CAP[0][self.cap[0]] ^ Z_CAP[1][self.cap[1]]
        return h

    def key(self) -> str:
        """Same text as :meth:`ManaState.position_key`."""
        board = "".join(PIECE_CHARS[p] for p in self.cells)
        bird = "-" if self.bird < 0 else square_name(bird_key(self.types, self.bird_blocks, self.bird))
        return f"{board}|{bird}|{self.side}|{self.cap[0]},{self.cap[1]}"

    # -- move generation ---------------------------------------------------------
    def piece_moves(self, side: int, constrained: bool) -> tuple[list[int], bool]:
        """Piece moves ``frm | to << 6`` of ``side``; with ``constrained`` the
        bird's obey rule applies. Returns the moves and whether the player is
        free (may also reintroduce)."""
        own = self.occ[side]
        block = own | self.occ[1 - side]
        stopban = own
        if self.bird >= 0 and self.bird_blocks:
            bb = 1 << self.bird
            block |= bb
            stopban |= bb
        table = self.table
        reach = self.reach
        memo = self.memo

        def scan(m: int) -> list[int]:
            """Moves (from | to << 6) of the pieces in mask ``m``; each piece's
            moves are remembered per square and what stands on its paths."""
            found: list[int] = []
            while m:
                low = m & -m
                s = low.bit_length() - 1
                m ^= low
                r = reach[s]
                key = (block & r) << 6 | (stopban & r) << 42 | s
                got = memo.get(key)
                if got is None:
                    got = []
                    for d, dbit, masks in table[s]:
                        if dbit & stopban:
                            continue
                        for mk in masks:
                            if not mk & block:
                                got.append(s | d << 6)
                                break
                    if len(memo) >= MEMO_MAX:
                        memo.clear()
                    memo[key] = got
                found += got
            return found

        if constrained and self.bird >= 0 and not self.free:
            out = scan(own & self.sq_type_mask[self.bird])
            if out:
                return out, False
        return scan(own), True

    def actions(self) -> list[int]:
        """Every legal action of the side to move (empty: it must pass)."""
        side = self.side
        moves, free = self.piece_moves(side, True)
        allocc = self.occ[0] | self.occ[1]
        tmask = self.sq_type_mask
        out = []
        for mv in moves:
            frm = mv & 63
            to = mv >> 6
            empty = tmask[to] & ~((allocc & ~(1 << frm)) | (1 << to))
            if not empty:
                out.append(mv | NO_BIRD << 12)
            while empty:
                low = empty & -empty
                out.append(mv | (low.bit_length() - 1) << 12)
                empty ^= low
        if free and self.cap[side]:
            cand = FULL & ~allocc
            if self.bird >= 0 and self.bird_blocks:
                cand &= ~(1 << self.bird)
            while cand:
                low = cand & -cand
                to = low.bit_length() - 1
                cand ^= low
                mv = ENTER | to << 6
                empty = tmask[to] & ~(allocc | low)
                if not empty:
                    out.append(mv | NO_BIRD << 12)
                while empty:
                    lb = empty & -empty
                    out.append(mv | (lb.bit_length() - 1) << 12)
                    empty ^= lb
        return out

    def search_actions(self) -> list[int]:
        """Like :meth:`actions`, but bird squares that cannot change the
        opponent's next move are merged into one representative (a search
        heuristic: the bird only matters until the opponent moves; the merge
        ignores which square a reintroduction may not use, and it estimates
        the opponent's open paths once per position)."""
        moves, free = self.piece_moves(self.side, True)
        ctx = self.bird_context()
        out: list[int] = []
        for mv in moves + (self.entries() if free and self.cap[self.side] else []):
            out += self.bird_variants(mv, ctx)
        return out

    def entries(self) -> list[int]:
        """Reintroductions ``ENTER | to << 6`` of the side to move (when free
        and holding a captured Ronin): every empty square but the bird's."""
        cand = FULL & ~(self.occ[0] | self.occ[1])
        if self.bird >= 0 and self.bird_blocks:
            cand &= ~(1 << self.bird)
        out = []
        while cand:
            low = cand & -cand
            out.append(ENTER | (low.bit_length() - 1) << 6)
            cand ^= low
        return out

    def bird_context(self) -> BirdContext | None:
        """What :meth:`bird_variants` needs of the position, worked out once:
        each square's reach on an empty board, the opponent's open paths per
        piece, and which of its pieces can move at all (None: the bird does
        not block, so one square per type stands for all)."""
        if not self.bird_blocks:
            return None
        opp_occ = self.occ[1 - self.side]
        allocc = self.occ[0] | self.occ[1]
        table = self.table
        dyn: dict[int, int] = {}
        movable = 0
        m = opp_occ
        while m:
            low = m & -m
            s = low.bit_length() - 1
            m ^= low
            r = 0
            for _d, dbit, masks in table[s]:
                if dbit & opp_occ:
                    continue
                for mk in masks:
                    if not mk & allocc:
                        r |= mk | dbit
            if r:
                movable |= low
            dyn[s] = r
        return self.static_reach(), dyn, movable

    def bird_variants(self, mv: int, ctx: BirdContext | None) -> list[int]:
        """The actions of piece move or reintroduction ``mv``: one per bird
        square that can change the opponent's next move, plus one for the
        rest (or the bird leaving when no square of the type is free)."""
        frm = mv & 63
        to = mv >> 6
        tbit = 1 << to
        fbit = 0 if frm == ENTER else 1 << frm
        tmask = self.sq_type_mask
        empty = tmask[to] & ~(((self.occ[0] | self.occ[1]) & ~fbit) | tbit)
        if not empty:
            return [mv | NO_BIRD << 12]
        if ctx is None:
            empty &= -empty
        else:
            static, dyn, movable = ctx
            pieces = self.occ[1 - self.side] & ~tbit
            group = pieces & tmask[to]
            if not group & movable and not any(static[s] & fbit for s in bits(group)):
                group = pieces
            reach = 0
            for s in bits(group):
                reach |= static[s] if static[s] & fbit else dyn[s]
            rest = empty & ~reach
            empty = (empty & reach) | (rest & -rest)
        out = []
        while empty:
            low = empty & -empty
            out.append(mv | (low.bit_length() - 1) << 12)
            empty ^= low
        return out

    def static_reach(self) -> list[int]:
        """Per square: every square on any path of a piece starting there."""
        cached = _STATIC.get(self.types)
        if cached is None:
            cached = []
            for row in self.table:
                r = 0
                for _d, dbit, masks in row:
                    r |= dbit
                    for mk in masks:
                        r |= mk
                cached.append(r)
            _STATIC[self.types] = cached
        return cached

    def attackers(self, side: int, target: int) -> int:
        """Bitmask of ``side``'s pieces that could reach ``target`` next move if
        free (bird ignored: it will have moved by then)."""
        block = self.occ[0] | self.occ[1]
        dmap = self.dmap
        found = 0
        m = self.occ[side] & self.reach_to[target]
        while m:
            low = m & -m
            m ^= low
            masks = dmap[low.bit_length() - 1].get(target)
            if masks is not None:
                for mk in masks:
                    if not mk & block:
                        found |= low
                        break
        return found

    def can_act(self, side: int) -> bool:
        if self.cap[side]:
            return True  # at most 12 pieces on 36 squares: an empty non-bird square exists
        return bool(self.piece_moves(side, False)[0])

    # -- make / unmake ---------------------------------------------------------------
    def make(self, a: int) -> None:
        frm = a & 63
        to = (a >> 6) & 63
        bird = a >> 12
        side = self.side
        cells = self.cells
        h = self.hash
        victim = 0
        tbit = 1 << to
        if frm == ENTER:
            p = 1 if side == 0 else 3
            cells[to] = p
            self.occ[side] |= tbit
            h ^= Z_PIECE[p][to] ^ Z_CAP[side][self.cap[side]]
            self.cap[side] -= 1
            h ^= Z_CAP[side][self.cap[side]]
        else:
            p = cells[frm]
            victim = cells[to]
            cells[frm] = 0
            cells[to] = p
            self.occ[side] ^= (1 << frm) | tbit
            h ^= Z_PIECE[p][frm] ^ Z_PIECE[p][to]
            if not p & 1:
                self.dsq[side] = to
            if victim:
                opp = 1 - side
                self.occ[opp] ^= tbit
                h ^= Z_PIECE[victim][to]
                if victim & 1:
                    h ^= Z_CAP[opp][self.cap[opp]]
                    self.cap[opp] += 1
                    h ^= Z_CAP[opp][self.cap[opp]]
                else:
                    self.dsq[opp] = -1
        self.stack.append((a, victim, self.bird, self.free, self.hash))
        nb = bird if bird != NO_BIRD else -1
        h ^= self.bird_z[self.bird] ^ self.bird_z[nb]
        if self.free:
            h ^= Z_FREE
        self.bird = nb
        self.free = False
        self.side = 1 - side
        self.hash = h ^ Z_SIDE

    def unmake(self) -> None:
        a, victim, bird, free, h = self.stack.pop()
        self.bird = bird
        self.free = free
        self.hash = h
        side = 1 - self.side
        self.side = side
        if a < 0:
            return
        frm = a & 63
        to = (a >> 6) & 63
        cells = self.cells
        tbit = 1 << to
        if frm == ENTER:
            cells[to] = 0
            self.occ[side] ^= tbit
            self.cap[side] += 1
            return
        p = cells[to]
        cells[frm] = p
        cells[to] = victim
        self.occ[side] ^= (1 << frm) | tbit
        if not p & 1:
            self.dsq[side] = frm
        if victim:
            opp = 1 - side
            self.occ[opp] |= tbit
            if victim & 1:
                self.cap[opp] -= 1
            else:
                self.dsq[opp] = to

    def make_pass(self) -> None:
        """The side to move is stuck: the opponent plays again, free of the bird."""
        self.stack.append((-1, 0, self.bird, self.free, self.hash))
        h = self.hash ^ Z_SIDE
        if not self.free:
            h ^= Z_FREE
        self.free = True
        self.side = 1 - self.side
        self.hash = h

    # -- conversion of actions -------------------------------------------------------------
    def to_action(self, a: int) -> ManaAction:
        frm = a & 63
        to = (a >> 6) & 63
        bird = a >> 12
        b = None if bird == NO_BIRD else bird
        if frm == ENTER:
            return ManaAction("enter", to, bird=b)
        return ManaAction("move", to, frm=frm, bird=b, capture=self.cells[to] != 0)

    @staticmethod
    def from_action(action: ManaAction) -> int:
        frm = ENTER if action.kind == "enter" or action.frm is None else action.frm
        bird = NO_BIRD if action.bird is None else action.bird
        return frm | action.to << 6 | bird << 12


def perft(board: SearchBoard, depth: int) -> int:
    """Number of action sequences of length ``depth`` (passes are automatic and
    not counted as plies; a captured Daimio ends a line)."""
    if depth == 0:
        return 1
    if board.dsq[board.side] < 0:
        return 0
    acts = board.actions()
    if not acts:
        if not board.can_act(1 - board.side):
            return 0
        board.make_pass()
        n = perft(board, depth)
        board.unmake()
        return n
    if depth == 1:
        return len(acts)
    total = 0
    for a in acts:
        board.make(a)
        total += perft(board, depth - 1)
        board.unmake()
    return total


__all__ = ["SearchBoard", "perft", "dest_table", "bits", "parse_square"]
