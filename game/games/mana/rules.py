"""Mana rules: a pure, deterministic state machine (no pygame).

Squares are numbered ``(rank - 1) * 6 + file`` (a1 = 0, f1 = 5, a6 = 30, f6 = 35),
named a1..f6 as seen from Black's seat. Seat 0 is Black and moves first, seat 1
is White.

The board of a state is a 36-character string in square order: ``.`` empty,
``D``/``R`` Black's Daimio/Ronin, ``d``/``r`` White's Daimio/Ronin.

Actions (their JSON form is their text form):

* ``D@c1`` / ``R@a2`` - setup: put a Daimio / Ronin on a square. In the standard
  setup a player's only action is ``D@x`` with ``x`` one of their home-row
  doubles; the five other home-row squares get Ronins at once. In the advanced
  setup a player places their six pieces one by one on their first two rows.
  Black sets up first, then White, then Black moves.
* ``b1-c3 ^e4`` - move from b1 to c3 and put the bird on e4; ``b1xc3 ^e4`` is a
  capture; ``^-`` means the bird leaves the board (no empty square of that type).
* ``+c3 ^e4`` - reintroduce a captured Ronin on c3, bird to e4.

Passing is automatic: when, after a move, the next player has nothing to do
(no piece can move and no captured Ronin), ``apply`` emits a ``passed`` event
and the mover plays again, free of the bird. When neither side can act the game
is drawn (reason ``no_moves``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from game.engine.contract import (
    Event,
    Game,
    GameConfig,
    IllegalAction,
    Json,
    Outcome,
    RuleOption,
)
from game.games.mana.content import SIZE, ManaContent
from game.games.mana.views import ManaView, PieceView, RulesView

NSQ = SIZE * SIZE
FILES = "abcdef"
SEAT_NAMES = ("Black", "White")
TYPE_NAMES = {1: "single", 2: "double", 3: "triple"}
EMPTY = "."
DAIMIO = ("D", "d")
RONIN = ("R", "r")
HOME_RANKS = ((0, 1), (5, 4))
"""Rank indexes (0 = rank 1) of each seat's first two rows, home row first."""

_STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))


def square_name(sq: int) -> str:
    return f"{FILES[sq % SIZE]}{sq // SIZE + 1}"


def parse_square(text: str) -> int:
    if len(text) != 2 or text[0] not in FILES or text[1] not in "123456":
        raise ValueError(f"{text!r} is not a square (a1..f6)")
    return (int(text[1]) - 1) * SIZE + FILES.index(text[0])


def owner_of(ch: str) -> int | None:
    if ch == EMPTY:
        return None
    return 0 if ch.isupper() else 1


def _neighbours(sq: int) -> list[int]:
    r, c = divmod(sq, SIZE)
    out = []
    for dr, dc in _STEPS:
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE:
            out.append(rr * SIZE + cc)
    return out


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(_neighbours(s)) for s in range(NSQ))


# ---------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class ManaAction:
    """``kind`` is ``place`` (setup), ``move`` or ``enter`` (reintroduction).
    ``bird`` is the bird's destination square, or ``None`` when it leaves the
    board (always ``None`` for ``place``)."""

    kind: str
    to: int
    frm: int | None = None
    bird: int | None = None
    capture: bool = False
    piece: str = ""

    def text(self) -> str:
        if self.kind == "place":
            return f"{self.piece}@{square_name(self.to)}"
        bird = "-" if self.bird is None else square_name(self.bird)
        if self.kind == "enter":
            return f"+{square_name(self.to)} ^{bird}"
        assert self.frm is not None
        sep = "x" if self.capture else "-"
        return f"{square_name(self.frm)}{sep}{square_name(self.to)} ^{bird}"

    def sort_key(self) -> tuple[int, int, int, int, int]:
        kinds = {"place": 0, "move": 1, "enter": 2}
        return (kinds.get(self.kind, 3), 0 if self.piece == "D" else 1,
                -1 if self.frm is None else self.frm, self.to, NSQ if self.bird is None else self.bird)

    def __str__(self) -> str:
        return self.text()


_SQ = r"([a-f][1-6])"
_PLACE_RE = re.compile(rf"^([DR])@{_SQ}$")
_MOVE_RE = re.compile(rf"^{_SQ}([-x]){_SQ} \^({_SQ[1:-1]}|-)$")
_ENTER_RE = re.compile(rf"^\+{_SQ} \^({_SQ[1:-1]}|-)$")


def parse_action(text: str) -> ManaAction:
    """Parse the text form (``D@c1``, ``b1-c3 ^e4``, ``b1xc3 ^-``, ``+c3 ^e4``)."""
    t = " ".join(text.split())
    m = _PLACE_RE.match(t)
    if m:
        return ManaAction("place", parse_square(m.group(2)), piece=m.group(1))
    m = _MOVE_RE.match(t)
    if m:
        bird = None if m.group(4) == "-" else parse_square(m.group(4))
        return ManaAction("move", parse_square(m.group(3)), frm=parse_square(m.group(1)), bird=bird,
                          capture=m.group(2) == "x")
    m = _ENTER_RE.match(t)
    if m:
        bird = None if m.group(2) == "-" else parse_square(m.group(2))
        return ManaAction("enter", parse_square(m.group(1)), bird=bird)
    raise ValueError(f"{text!r} is not a Mana action (examples: D@c1, b1-c3 ^e4, b1xc3 ^-, +c3 ^e4)")


# ---------------------------------------------------------------------------
# State
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class ManaState:
    """Everything about a game. Rule options and content numbers are copied in,
    so a state alone decides what is legal."""

    types: tuple[int, ...]
    bird_blocks: bool
    advanced: bool
    draw_rule: bool
    repetition_count: int
    ply_limit: int
    phase: str  # "setup" | "play" | "over"
    board: str
    bird: int | None
    to_move: int
    free: bool
    """The player to move plays again because the opponent was stuck: the bird does not bind."""
    captured: tuple[int, int]
    """Ronins of each seat held by the opponent (each seat may reintroduce its own)."""
    ply: int
    history: tuple[str, ...]
    """Position keys of every position reached in the play phase (for repetition)."""
    moves: tuple[str, ...]
    """Text of every action, ``--`` for a pass (the move list)."""
    last: Json
    """The last action as a dict for the UI (text, from, to, path, bird_from, ...) or None."""
    winner: int | None = None
    end_reason: str | None = None

    def position_key(self) -> str:
        bird = "-" if self.bird is None else square_name(bird_key(self.types, self.bird_blocks, self.bird))
        return f"{self.board}|{bird}|{self.to_move}|{self.captured[0]},{self.captured[1]}"


def bird_key(types: Sequence[int], bird_blocks: bool, sq: int) -> int:
    """The square that stands for the bird on ``sq`` when telling positions
    apart: itself when the bird blocks paths; otherwise only its type matters
    (the first square of that type), so positions that differ only in which
    square of a type the bird sits on are one position for repetition and search."""
    return sq if bird_blocks else types.index(types[sq])


def without_bird_square(state: ManaState, legal: Sequence[ManaAction]) -> list[ManaAction]:
    """One action per distinct move: with ``bird_blocks`` off, every empty
    square of the reached type is a separate action but they are all the same
    move (the first of each is kept); with it on, ``legal`` as it is."""
    if state.bird_blocks:
        return list(legal)
    seen: dict[tuple[str, int | None, int, int | None], ManaAction] = {}
    for a in legal:
        key = (a.kind, a.frm, a.to, None if a.bird is None else bird_key(state.types, False, a.bird))
        seen.setdefault(key, a)
    return list(seen.values())


# ---------------------------------------------------------------------------
# Rules helpers (plain, readable; the fast board for search is board.py)
# ---------------------------------------------------------------------------

def piece_paths(state: ManaState, frm: int) -> dict[int, list[int]]:
    """Legal destinations of the piece on ``frm`` (ignoring the bird's
    obey-constraint), each with one path (squares after ``frm``), by DFS."""
    board = state.board
    me = owner_of(board[frm])
    if me is None:
        return {}
    steps = state.types[frm]
    bird = state.bird if state.bird_blocks else None
    found: dict[int, list[int]] = {}

    def walk(sq: int, left: int, path: list[int], seen: set[int]) -> None:
        for nxt in NEIGHBOURS[sq]:
            if nxt in seen or nxt == bird:
                continue
            ch = board[nxt]
            if left == 1:
                if owner_of(ch) != me and nxt not in found:
                    found[nxt] = path + [nxt]
            elif ch == EMPTY:
                seen.add(nxt)
                walk(nxt, left - 1, path + [nxt], seen)
                seen.discard(nxt)

    walk(frm, steps, [], {frm})
    return found


def _seat_squares(board: str, seat: int) -> list[int]:
    return [sq for sq in range(NSQ) if owner_of(board[sq]) == seat]


def _bird_options(types: Sequence[int], board: str, reached: int) -> list[int | None]:
    t = types[reached]
    opts: list[int | None] = [sq for sq in range(NSQ) if types[sq] == t and board[sq] == EMPTY]
    return opts if opts else [None]


def can_act(state: ManaState, seat: int) -> bool:
    """Whether ``seat`` has any move or reintroduction, bird constraint aside."""
    if state.captured[seat] > 0 and _enter_squares(state):
        return True
    return any(piece_paths(state, sq) for sq in _seat_squares(state.board, seat))


def _enter_squares(state: ManaState) -> list[int]:
    block = state.bird if state.bird_blocks else None
    return [sq for sq in range(NSQ) if state.board[sq] == EMPTY and sq != block]


def freedom(state: ManaState) -> tuple[str, int | None]:
    """Why the player to move is (un)constrained, and the demanded square type.

    Reasons: ``first_move``, ``extra_turn`` (the opponent was stuck), ``no_bird``
    (the bird left the board), ``constrained`` (must move a piece on the demanded
    type), ``no_piece_on_type``, ``all_blocked`` (free because no piece on that
    type, or all of them blocked)."""
    if state.free:
        return "extra_turn", None if state.bird is None else state.types[state.bird]
    if state.bird is None:
        return ("first_move" if state.ply == 0 else "no_bird"), None
    demanded = state.types[state.bird]
    mine = [sq for sq in _seat_squares(state.board, state.to_move) if state.types[sq] == demanded]
    if not mine:
        return "no_piece_on_type", demanded
    if any(piece_paths(state, sq) for sq in mine):
        return "constrained", demanded
    return "all_blocked", demanded


def play_actions(state: ManaState) -> list[ManaAction]:
    """All legal play actions of the player to move, in a stable order."""
    seat = state.to_move
    reason, demanded = freedom(state)
    starts = _seat_squares(state.board, seat)
    if reason == "constrained":
        starts = [sq for sq in starts if state.types[sq] == demanded]
    out: list[ManaAction] = []
    for frm in starts:
        dests = piece_paths(state, frm)
        for to in sorted(dests):
            capture = state.board[to] != EMPTY
            after = _moved(state.board, frm, to)
            for b in _bird_options(state.types, after, to):
                out.append(ManaAction("move", to, frm=frm, bird=b, capture=capture))
    if reason != "constrained" and state.captured[seat] > 0:
        ronin = RONIN[seat]
        for to in _enter_squares(state):
            after = state.board[:to] + ronin + state.board[to + 1:]
            for b in _bird_options(state.types, after, to):
                out.append(ManaAction("enter", to, bird=b))
    return out


def _moved(board: str, frm: int, to: int) -> str:
    cells = list(board)
    cells[to] = cells[frm]
    cells[frm] = EMPTY
    return "".join(cells)


def setup_actions(state: ManaState) -> list[ManaAction]:
    seat = state.to_move
    if not state.advanced:
        home = HOME_RANKS[seat][0]
        return [ManaAction("place", home * SIZE + f, piece="D") for f in range(SIZE)
                if state.types[home * SIZE + f] == 2]
    mine = [state.board[sq] for sq in _seat_squares(state.board, seat)]
    squares = [r * SIZE + f for r in sorted(HOME_RANKS[seat]) for f in range(SIZE)]
    empty = sorted(sq for sq in squares if state.board[sq] == EMPTY)
    out = []
    if DAIMIO[seat] not in mine:
        out += [ManaAction("place", sq, piece="D") for sq in empty]
    if mine.count(RONIN[seat]) < 5:
        out += [ManaAction("place", sq, piece="R") for sq in empty]
    return out


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------

class ManaGame(Game[ManaState, ManaAction]):
    id: ClassVar[str] = "mana"
    title: ClassVar[str] = "Mana"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    content_file: ClassVar[str | None] = "mana.yaml"
    content_model: ClassVar[type[Any] | None] = ManaContent
    options: ClassVar[tuple[RuleOption, ...]] = (
        RuleOption("bird_blocks", True, (True, False)),
        RuleOption("setup", "standard", ("standard", "advanced")),
        RuleOption("draw_rule", True, (True, False)),
    )

    # -- setup ---------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> ManaState:
        self.check_seats(config.num_seats)
        content = load_content(config.content)
        rules = self.resolve_rules(config.rules)
        return ManaState(
            types=tuple(content.types_by_square()),
            bird_blocks=bool(rules["bird_blocks"]),
            advanced=rules["setup"] == "advanced",
            draw_rule=bool(rules["draw_rule"]),
            repetition_count=content.draw.repetition_count,
            ply_limit=content.draw.ply_limit,
            phase="setup", board=EMPTY * NSQ, bird=None, to_move=0, free=False,
            captured=(0, 0), ply=0, history=(), moves=(), last=None,
        )

    # -- rules ---------------------------------------------------------------
    def legal_actions(self, state: ManaState, seat: int) -> Sequence[ManaAction]:
        if state.phase == "over" or seat != state.to_move:
            return []
        acts = setup_actions(state) if state.phase == "setup" else play_actions(state)
        return sorted(acts, key=ManaAction.sort_key)

    def active_seats(self, state: ManaState) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.to_move,)

    def apply(self, state: ManaState, seat: int, action: ManaAction,
              t: float = 0.0) -> tuple[ManaState, list[Event]]:
        if not isinstance(action, ManaAction):
            raise IllegalAction(f"not a Mana action: {action!r}")
        if state.phase == "over":
            raise IllegalAction("the game is over")
        if seat not in (0, 1):
            raise IllegalAction(f"there is no seat {seat} in Mana (seats are 0 = Black, 1 = White)")
        if seat != state.to_move:
            raise IllegalAction(f"it is {SEAT_NAMES[state.to_move]}'s turn, not {SEAT_NAMES[seat]}'s")
        legal = setup_actions(state) if state.phase == "setup" else play_actions(state)
        if action not in legal:
            raise IllegalAction(explain_illegal(state, action, legal))
        if state.phase == "setup":
            return _apply_setup(state, action)
        return _apply_play(state, action)

    def record_extras(self, config: GameConfig, outcome: Outcome, seat: int) -> dict[str, int | str]:
        """Which side the seat played (seat 0 is Black)."""
        return {"side": "black" if seat == 0 else "white"}

    def outcome(self, state: ManaState) -> Outcome | None:
        if state.phase != "over":
            return None
        reason = state.end_reason or "no_moves"
        if state.winner is None:
            return Outcome(winners=(), scores=(0.5, 0.5), reason=reason)
        scores = (1.0, 0.0) if state.winner == 0 else (0.0, 1.0)
        return Outcome(winners=(state.winner,), scores=scores, reason=reason)

    # -- view ----------------------------------------------------------------
    def view(self, state: ManaState, seat: int | None) -> ManaView:
        reason, demanded = ("setup", None) if state.phase == "setup" else freedom(state)
        pieces: list[PieceView] = []
        for sq in range(NSQ):
            ch = state.board[sq]
            owner = owner_of(ch)
            if owner is not None:
                kind = "daimio" if ch in DAIMIO else "ronin"
                pieces.append(PieceView(square=square_name(sq), owner=owner, kind=kind))
        legal: dict[str, list[str]] = {}
        for a in self.legal_actions(state, state.to_move):
            key = square_name(a.frm) if a.kind == "move" and a.frm is not None else (
                "+" if a.kind == "enter" else "setup")
            legal.setdefault(key, []).append(a.text())
        out = self.outcome(state)
        return ManaView(
            board=[[state.types[(r * SIZE) + f] for f in range(SIZE)] for r in range(SIZE - 1, -1, -1)],
            board_order="rank 6 first, files a..f",
            pieces=pieces,
            bird=None if state.bird is None else square_name(state.bird),
            to_move=state.to_move,
            phase=state.phase,
            setup="advanced" if state.advanced else "standard",
            demanded_type=demanded,
            free=reason != "constrained",
            free_reason=reason,
            captured=list(state.captured),
            last=state.last,
            legal=legal,
            ply=state.ply,
            moves=list(state.moves),
            rules=RulesView(bird_blocks=state.bird_blocks, draw_rule=state.draw_rule,
                            repetition_count=state.repetition_count, ply_limit=state.ply_limit),
            outcome=None if out is None else out.to_json(),
            viewer=seat,
        )

    # -- serialisation -----------------------------------------------------------
    def state_to_json(self, state: ManaState) -> Json:
        return {
            "types": "".join(str(t) for t in state.types),
            "bird_blocks": state.bird_blocks, "advanced": state.advanced, "draw_rule": state.draw_rule,
            "repetition_count": state.repetition_count, "ply_limit": state.ply_limit,
            "phase": state.phase, "board": state.board,
            "bird": None if state.bird is None else square_name(state.bird),
            "to_move": state.to_move, "free": state.free, "captured": list(state.captured),
            "ply": state.ply, "history": list(state.history), "moves": list(state.moves),
            "last": state.last, "winner": state.winner, "end_reason": state.end_reason,
        }

    def state_from_json(self, data: Json) -> ManaState:
        board = str(data["board"])
        if len(board) != NSQ or any(ch not in ".DRdr" for ch in board):
            raise ValueError("state board must be 36 characters of . D R d r")
        bird = data["bird"]
        return ManaState(
            types=tuple(int(ch) for ch in str(data["types"])),
            bird_blocks=bool(data["bird_blocks"]), advanced=bool(data["advanced"]),
            draw_rule=bool(data["draw_rule"]), repetition_count=int(data["repetition_count"]),
            ply_limit=int(data["ply_limit"]), phase=str(data["phase"]), board=board,
            bird=None if bird is None else parse_square(str(bird)),
            to_move=int(data["to_move"]), free=bool(data["free"]),
            captured=(int(data["captured"][0]), int(data["captured"][1])),
            ply=int(data["ply"]), history=tuple(str(h) for h in data["history"]),
            moves=tuple(str(m) for m in data["moves"]), last=data["last"],
            winner=None if data["winner"] is None else int(data["winner"]),
            end_reason=None if data["end_reason"] is None else str(data["end_reason"]),
        )

    def action_to_json(self, action: ManaAction) -> Json:
        return action.text()

    def action_from_json(self, data: Json) -> ManaAction:
        if not isinstance(data, str):
            raise ValueError(f"a Mana action is a string such as 'b1-c3 ^e4', not {data!r}")
        return parse_action(data)

    def describe_action(self, action: ManaAction) -> str:
        return action.text()

    def tally(self, state: ManaState, seat: int | None, action: ManaAction | None,
              events: Sequence[Event]) -> Iterable[tuple[int | None, str]]:
        """The type of square each move ends on, and captures, by seat."""
        if action is None or seat is None or action.kind == "place":
            return
        yield seat, f"move to:{TYPE_NAMES[state.types[action.to]]}"
        if action.capture:
            yield seat, "capture:made"


def load_content(content: Json) -> ManaContent:
    """Validate the content dict (``ManaContent(...).model_dump(mode="json")``)."""
    if content is None:
        raise ValueError("Mana needs its content (data/mana.yaml) in the game config")
    model = ManaContent.model_validate(content)
    problems = list(model.problems())
    if problems:
        text = "; ".join(f"{'.'.join(str(p) for p in loc)}: {msg}" for loc, msg in problems)
        raise ValueError(f"invalid Mana content: {text}")
    return model


def explain_illegal(state: ManaState, action: ManaAction, legal: Sequence[ManaAction]) -> str:
    """A readable English reason why ``action`` is not in ``legal``."""
    text = action.text() if action.kind in ("place", "move", "enter") else repr(action)
    seat = state.to_move
    if state.phase == "setup":
        if action.kind != "place":
            return f"{text}: the setup is not finished; {SEAT_NAMES[seat]} must place pieces first"
        if not state.advanced:
            if action.piece != "D":
                return f"{text}: in the standard setup you only choose your Daimio's square"
            names = ", ".join(square_name(a.to) for a in legal)
            return f"{text}: the Daimio must go on one of your home-row doubles ({names})"
        if state.board[action.to] != EMPTY:
            return f"{text}: {square_name(action.to)} is already taken"
        if action.to // SIZE not in HOME_RANKS[seat]:
            return f"{text}: in the advanced setup your pieces go on your first two rows"
        what = "Daimio" if action.piece == "D" else "Ronins"
        return f"{text}: you have no more {what} to place"
    if action.kind == "place":
        return f"{text}: the setup is over; play a move or a reintroduction"
    bird_text = f"the bird must land on an empty {TYPE_NAMES.get(state.types[action.to], '?')} square"
    reason, demanded = freedom(state)
    if action.kind == "enter":
        if state.captured[seat] == 0:
            return f"{text}: you have no captured Ronin to reintroduce"
        if reason == "constrained":
            return (f"{text}: you must obey the bird and move a piece on a "
                    f"{TYPE_NAMES[demanded or 1]} square")
        if action.to not in _enter_squares(state):
            return f"{text}: a Ronin may only be reintroduced on an empty square (not the bird's)"
        return f"{text}: {bird_text}"
    frm = action.frm
    if frm is None or owner_of(state.board[frm]) != seat:
        where = "?" if frm is None else square_name(frm)
        return f"{text}: there is no {SEAT_NAMES[seat]} piece on {where}"
    if reason == "constrained" and state.types[frm] != demanded:
        return (f"{text}: you must obey the bird and move a piece on a {TYPE_NAMES[demanded or 1]} "
                f"square ({square_name(frm)} is a {TYPE_NAMES[state.types[frm]]})")
    dests = piece_paths(state, frm)
    if action.to not in dests:
        n = state.types[frm]
        return (f"{text}: the piece on {square_name(frm)} cannot reach {square_name(action.to)} in exactly "
                f"{n} step{'s' if n > 1 else ''} without passing through an occupied square"
                f"{' or the bird' if state.bird_blocks else ''} (and never onto its own piece)")
    if action.capture != (state.board[action.to] != EMPTY):
        right = "x" if state.board[action.to] != EMPTY else "-"
        return f"{text}: write {square_name(frm)}{right}{square_name(action.to)} (capture marker)"
    opts = _bird_options(state.types, _moved(state.board, frm, action.to), action.to)
    if opts == [None]:
        return f"{text}: no empty square of that type is left, so the bird leaves the board (^-)"
    return f"{text}: {bird_text}"


def _finish(state: ManaState, winner: int | None, reason: str) -> ManaState:
    return replace(state, phase="over", winner=winner, end_reason=reason)


def _outcome_event(state: ManaState) -> Event:
    scores = [0.5, 0.5] if state.winner is None else ([1.0, 0.0] if state.winner == 0 else [0.0, 1.0])
    return Event("game_over", {"winners": [] if state.winner is None else [state.winner],
                               "scores": scores, "reason": state.end_reason})


def _apply_setup(state: ManaState, action: ManaAction) -> tuple[ManaState, list[Event]]:
    seat = state.to_move
    cells = list(state.board)
    events: list[Event] = []
    if not state.advanced:
        home = HOME_RANKS[seat][0]
        for f in range(SIZE):
            sq = home * SIZE + f
            ch = DAIMIO[seat] if sq == action.to else RONIN[seat]
            cells[sq] = ch
            events.append(Event("placed", {"seat": seat, "square": square_name(sq),
                                           "kind": "daimio" if sq == action.to else "ronin"}))
        done = True
    else:
        cells[action.to] = DAIMIO[seat] if action.piece == "D" else RONIN[seat]
        events.append(Event("placed", {"seat": seat, "square": square_name(action.to),
                                       "kind": "daimio" if action.piece == "D" else "ronin"}))
        done = sum(1 for ch in cells if owner_of(ch) == seat) == 6
    board = "".join(cells)
    moves = state.moves + (action.text(),)
    last = {"text": action.text(), "kind": "place", "seat": seat, "to": square_name(action.to)}
    if not done:
        return replace(state, board=board, moves=moves, last=last), events
    if seat == 0:
        return replace(state, board=board, moves=moves, last=last, to_move=1), events
    new = replace(state, board=board, moves=moves, last=last, to_move=0, phase="play")
    events.append(Event("setup_done", {}))
    if not can_act(new, 0):
        events.append(Event("passed", {"seat": 0}))
        new = replace(new, to_move=1, free=True, moves=new.moves + ("--",))
        if not can_act(new, 1):
            new = _finish(new, None, "no_moves")
            return new, events + [_outcome_event(new)]
    new = replace(new, history=(new.position_key(),))
    return new, events


def _apply_play(state: ManaState, action: ManaAction) -> tuple[ManaState, list[Event]]:
    seat = state.to_move
    opp = 1 - seat
    events: list[Event] = []
    captured = list(state.captured)
    winner: int | None = None
    last: dict[str, Json] = {"text": action.text(), "kind": action.kind, "seat": seat,
                             "to": square_name(action.to),
                             "bird_from": None if state.bird is None else square_name(state.bird),
                             "bird_to": None if action.bird is None else square_name(action.bird)}
    if action.kind == "move":
        assert action.frm is not None
        path = piece_paths(state, action.frm)[action.to]
        victim = state.board[action.to]
        board = _moved(state.board, action.frm, action.to)
        last["from"] = square_name(action.frm)
        last["path"] = [square_name(s) for s in path]
        events.append(Event("moved", {"seat": seat, "from": square_name(action.frm),
                                      "to": square_name(action.to),
                                      "path": [square_name(action.frm)] + [square_name(s) for s in path],
                                      "kind": "daimio" if state.board[action.frm] in DAIMIO else "ronin"}))
        if victim != EMPTY:
            kind = "daimio" if victim in DAIMIO else "ronin"
            last["captured"] = kind
            events.append(Event("captured", {"seat": seat, "square": square_name(action.to),
                                             "owner": opp, "kind": kind}))
            if kind == "daimio":
                winner = seat
            else:
                captured[opp] += 1
    else:
        board = state.board[:action.to] + RONIN[seat] + state.board[action.to + 1:]
        captured[seat] -= 1
        events.append(Event("reintroduced", {"seat": seat, "square": square_name(action.to)}))
    events.append(Event("bird", {"from": None if state.bird is None else square_name(state.bird),
                                 "to": None if action.bird is None else square_name(action.bird)}))
    new = replace(state, board=board, bird=action.bird, captured=(captured[0], captured[1]),
                  ply=state.ply + 1, moves=state.moves + (action.text(),), last=last,
                  to_move=opp, free=False)
    if winner is not None:
        new = _finish(new, winner, "daimio_captured")
        return new, events + [_outcome_event(new)]
    if not can_act(new, opp):
        events.append(Event("passed", {"seat": opp}))
        new = replace(new, to_move=seat, free=True, moves=new.moves + ("--",))
        if not can_act(new, seat):
            new = _finish(new, None, "no_moves")
            return new, events + [_outcome_event(new)]
    key = new.position_key()
    new = replace(new, history=new.history + (key,))
    if new.draw_rule:
        if new.history.count(key) >= new.repetition_count:
            new = _finish(new, None, "repetition")
        elif new.ply >= new.ply_limit:
            new = _finish(new, None, "ply_limit")
        if new.phase == "over":
            events.append(_outcome_event(new))
    return new, events


def content_from_yaml_text(text: str) -> Json:
    """Parse YAML text into the content JSON dict (for tools and tests)."""
    import yaml

    raw = yaml.safe_load(text)
    return load_content(raw).model_dump(mode="json")


def default_content() -> Json:
    """The bundled ``data/mana.yaml`` as a content dict."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "data" / "mana.yaml"
    return content_from_yaml_text(path.read_text(encoding="utf-8"))


def default_config(rules: Mapping[str, Json] | None = None) -> GameConfig:
    """Two human seats, the bundled content and ``rules`` (defaults for missing keys)."""
    from game.engine.contract import SeatConfig

    return GameConfig(seats=(SeatConfig(), SeatConfig()), rules=dict(rules or {}),
                      content=default_content())


def make_position(rows: Sequence[str], *, bird: str | None = None, to_move: int = 0,
                  captured: tuple[int, int] = (0, 0), free: bool = False, ply: int = 1,
                  rules: Mapping[str, Json] | None = None, content: Json = None) -> ManaState:
    """A play-phase state from a diagram: six strings of six characters, rank 6
    first, files a..f, using ``.`` ``D`` ``R`` (Black) ``d`` ``r`` (White).
    For tests, puzzles and the designer; the position is taken as given."""
    if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
        raise ValueError("a diagram is 6 rows of 6 characters, rank 6 first")
    board = "".join(rows[SIZE - 1 - r][f] for r in range(SIZE) for f in range(SIZE))
    if any(ch not in ".DRdr" for ch in board):
        raise ValueError("diagram characters are . D R d r")
    game = ManaGame()
    from game.engine.contract import SeatConfig

    config = default_config(rules) if content is None else GameConfig(
        seats=(SeatConfig(), SeatConfig()), rules=dict(rules or {}), content=content)
    base = game.new_game(config, 0)
    state = replace(base, phase="play", board=board, bird=None if bird is None else parse_square(bird),
                    to_move=to_move, free=free, captured=captured, ply=ply)
    return replace(state, history=(state.position_key(),))
