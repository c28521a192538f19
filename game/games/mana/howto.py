"""Mana's illustrated "how to play": each page a small board drawn with the
table's own pictures (squares, pieces, the bird), set up by the rules engine
so every move it shows is a legal one."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.client.gfx import Canvas, Color, Theme
from game.client.howto import Page, Rect
from game.engine.contract import GameConfig, Json, SeatConfig
from game.games.mana.content import SIZE
from game.games.mana.rules import (
    NSQ,
    ManaAction,
    ManaGame,
    ManaState,
    make_position,
    parse_square,
)
from game.games.mana.scene import PIECE_ART, SELECTED

PIECES = {"D": (0, "daimio"), "R": (0, "ronin"), "d": (1, "daimio"), "r": (1, "ronin")}
GOLD: Color = (255, 214, 102)


def diagram(canvas: Canvas, rect: Rect, st: ManaState, *, rings: dict[int, Color] | None = None,
            dots: tuple[int, ...] = (), path: tuple[int, ...] = (), labels: dict[int, str] | None = None) -> None:
    """A board in ``rect``: its squares, pieces and bird, with gold or green
    rings around squares, dots on destinations, a path and number badges."""
    x, y, w, h = rect
    sq = min(w, h) / SIZE
    ox, oy = x + (w - sq * SIZE) / 2, y + (h - sq * SIZE) / 2

    def cell(s: int) -> tuple[float, float]:
        return ox + (s % SIZE) * sq, oy + (SIZE - 1 - s // SIZE) * sq

    def centre(s: int) -> tuple[float, float]:
        cx, cy = cell(s)
        return cx + sq / 2, cy + sq / 2

    canvas.box((ox - 14, oy - 14, sq * SIZE + 28, sq * SIZE + 28), (92, 58, 34), 16, (50, 30, 16), 3)
    for s in range(NSQ):
        canvas.art(f"mana/square_{st.types[s]}", (*cell(s), sq, sq))
    for a, b in zip(path, path[1:], strict=False):
        canvas.line(centre(a), centre(b), (255, 235, 120), 6)
    for s, colour in (rings or {}).items():
        cx, cy = cell(s)
        canvas.box((cx + 3, cy + 3, sq - 6, sq - 6), None, 12, colour, 7)
    for s, ch in enumerate(st.board):
        if ch != ".":
            seat, kind = PIECES[ch]
            size = sq * (0.86 if kind == "daimio" else 0.74)
            cx, cy = centre(s)
            canvas.art(PIECE_ART[(seat, kind)], (cx - size / 2, cy - size / 2, size, size))
    for s in dots:
        canvas.circle(centre(s), sq * 0.14, (40, 40, 40))
        canvas.circle(centre(s), sq * 0.11, SELECTED)
    if st.bird is not None:
        cx, cy = centre(st.bird)
        canvas.art("mana/bird", (cx - sq * 0.38, cy - sq * 0.42, sq * 0.76, sq * 0.76))
    for s, text in (labels or {}).items():
        cx, cy = cell(s)
        canvas.circle((cx + sq * 0.78, cy + sq * 0.22), 26, Theme.gold)
        canvas.text(text, (cx + sq * 0.78, cy + sq * 0.22), 36, Theme.ink, "center", bold=True)


def _first(st: ManaState, kind: int, ranks: range) -> int:
    """A square of type ``kind`` on one of ``ranks`` (0-based), central files first."""
    for f in (2, 3, 1, 4, 0, 5):
        for r in ranks:
            if st.types[r * SIZE + f] == kind:
                return r * SIZE + f
    return next(s for s in range(NSQ) if st.types[s] == kind)


def _start(game: ManaGame, content: Json) -> tuple[ManaState, ManaState]:
    """The board before the set-up, and the first position of play."""
    first = game.new_game(GameConfig((SeatConfig(), SeatConfig()), {}, content), 1)
    st = first
    while st.phase == "setup":
        st, _ = game.apply(st, st.to_move, game.legal_actions(st, st.to_move)[0])
    return first, st


def _diagram_with(st: ManaState, content: Json, pieces: dict[int, str]) -> ManaState:
    board = ["."] * NSQ
    for s, ch in pieces.items():
        board[s] = ch
    rows = ["".join(board[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE - 1, -1, -1)]
    return replace(make_position(rows, content=content), types=st.types)


def _path(frm: int, after: ManaState) -> tuple[int, ...]:
    """The squares the last move went through, from ``frm``."""
    last = after.last if isinstance(after.last, dict) else {}
    return (frm, *(parse_square(str(p)) for p in last.get("path", [])))


def pages(app: Any) -> list[Page]:
    """The pages, on the board of the content the app has loaded (a designer's
    edited board shows here too)."""
    from game.client.game_scene import content_json
    from game.engine import registry

    game = ManaGame()
    content = content_json(app.ensure_content(), registry.get("mana"))
    if content is None:  # data/mana.yaml does not load: its error screen says why, and there is nothing to show
        return []
    empty, play = _start(game, content)
    # a Black Ronin on a double square in the middle, White pieces around it
    frm = _first(empty, 2, range(2, 4))
    moves_of = [a for a in game.legal_actions(_diagram_with(empty, content, {frm: "R", 0: "D", 35: "d"}), 0)
                if a.kind == "move" and a.frm == frm]
    target = moves_of[len(moves_of) // 2].to
    around = {frm: "R", target: "r", 0: "D", 35: "d", _first(empty, 1, range(4, 6)): "r",
              _first(empty, 3, range(4, 6)): "r"}
    moving = _diagram_with(empty, content, around)
    legal = [a for a in game.legal_actions(moving, 0) if a.kind == "move" and a.frm == frm]
    capture = next(a for a in legal if a.to == target)
    after, _ = game.apply(moving, 0, capture)
    path = _path(frm, after)
    bird_type = empty.types[after.bird] if after.bird is not None else 0
    demanded = {s: GOLD for s, ch in enumerate(after.board) if ch in "dr" and empty.types[s] == bird_type}
    # the win: a Black Ronin two steps from the White Daimio, on a double square
    win_at = _first(empty, 2, range(3, 5))
    win = _diagram_with(empty, content, {win_at: "R", 0: "D", 5: "r"})
    reach = [a for a in game.legal_actions(win, 0) if a.kind == "move" and a.frm == win_at]
    daimio_at = reach[0].to
    win = _diagram_with(empty, content, {win_at: "R", 0: "D", 5: "r", daimio_at: "d"})
    take = next(a for a in game.legal_actions(win, 0) if a.kind == "move" and a.frm == win_at and a.to == daimio_at)
    won, _ = game.apply(win, 0, take)
    won_path = _path(win_at, won)
    labels = {_first(empty, k, range(2, 4)): str(k) for k in (1, 2, 3)}
    daimios = {s: GOLD for s, ch in enumerate(play.board) if ch in "Dd"}

    def dests(actions: list[ManaAction]) -> tuple[int, ...]:
        return tuple(sorted({a.to for a in actions if a.to != target}))

    return [
        Page("squares", lambda c, r: diagram(c, r, empty, labels=labels)),
        Page("setup", lambda c, r: diagram(c, r, play, rings=daimios)),
        Page("move", lambda c, r: diagram(c, r, moving, rings={frm: SELECTED, target: Theme.danger},
                                          dots=dests(legal))),
        Page("bird", lambda c, r: diagram(c, r, after, rings=demanded, path=path)),
        Page("win", lambda c, r: diagram(c, r, replace(win, bird=None), rings={daimio_at: Theme.danger},
                                         path=won_path)),
    ]
