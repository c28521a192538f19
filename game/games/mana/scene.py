"""The Mana table: the board, the bird, each seat's cursor, the move list.

A move takes up to three presses: choose a piece (the cursor only visits
pieces that can move), choose where it goes (only legal destinations), then
accept the bird's square (the default keeps the opponent's choices smallest;
arrows pick another highlighted square). Mouse clicks do the same.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, cast

from game.client.game_scene import GameScene
from game.client.gfx import Canvas, Theme
from game.client.input import Intent
from game.client.table import (
    key_legend,
    phone_hint,
    seat_key_names,
    seat_look,
    seat_source,
    status_header,
)
from game.client.tween import Tween, Tweens, ease_in_out, ease_out_cubic, linear
from game.client.widgets import Item
from game.engine.contract import Event
from game.games.mana.rules import NSQ, SIZE, ManaAction, parse_square
from game.games.mana.views import ManaView, PieceView, square_types

SQ = 124.0
SELECTED = (120, 230, 140)
"""The chosen piece and where it may go: green, unlike the gold of the bird's demand."""
BOARD_X, BOARD_Y = 588.0, 200.0
STATUS_W = 880.0
"""Width of the status lines above the board: they must not reach under the seat
cards (x < 498 from y = 150) on either side of the board's centre."""
STEP_S = 0.11
BIRD_S = 0.55
PIECE_ART = {(0, "daimio"): "mana/daimio_black", (1, "daimio"): "mana/daimio_white",
             (0, "ronin"): "mana/ronin_black", (1, "ronin"): "mana/ronin_white"}
CURSOR = {0: (255, 170, 40), 1: (80, 200, 255)}
DIRS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


@dataclass
class Cursor:
    """One seat's selection: a stage and the square under its cursor."""

    square: int
    stage: str = "select"  # select | dest | bird | enter
    frm: int | None = None
    to: int | None = None
    kind: str = "move"

    def reset(self, stage: str = "select") -> None:
        """Back to choosing a piece (or, ``enter``, where a Ronin comes back)."""
        self.stage, self.frm, self.to, self.kind = stage, None, None, "enter" if stage == "enter" else "move"


class ManaScene(GameScene):
    results_delay_s = 3.0  # the final capture, and a moment to take it in
    reviewable = True
    banner_s = 2.5

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.flipped = False
        if len(self.seat_of) == 1 and 1 in self.seat_of.values():
            self.flipped = True  # a lone human playing White sits at the bottom
        self.cursors = {seat: Cursor(parse_square("c1") if seat == 0 else parse_square("c6"))
                        for seat, cfg in enumerate(self.config.seats) if not cfg.is_bot}
        self.tweens = Tweens()
        """Running animations, tagged ``piece``, ``bird`` and ``capture``."""
        self._actions_cache: tuple[int, list[ManaAction]] | None = None
        self._bird_cache: dict[tuple[int, int | None, int], int | None] = {}
        self._board: tuple[ManaView, list[int], dict[int, PieceView]] | None = None
        cur = self.cursors.get(self.v["to_move"])
        if cur is not None:  # a resumed game: start on something the player can choose
            self.snap(cur)

    # -- geometry --------------------------------------------------------------------
    def cell(self, sq: int) -> tuple[float, float]:
        f, r = sq % SIZE, sq // SIZE
        col, row = (5 - f, r) if self.flipped else (f, 5 - r)
        return BOARD_X + col * SQ, BOARD_Y + row * SQ

    def center(self, sq: int) -> tuple[float, float]:
        x, y = self.cell(sq)
        return x + SQ / 2, y + SQ / 2

    def square_at(self, pos: tuple[float, float]) -> int | None:
        col, row = int((pos[0] - BOARD_X) // SQ), int((pos[1] - BOARD_Y) // SQ)
        if not (0 <= col < SIZE and 0 <= row < SIZE):
            return None
        f, r = (5 - col, row) if self.flipped else (col, 5 - row)
        return r * SIZE + f

    # -- what is drawn, and the rules' answers ------------------------------------------
    @property
    def v(self) -> ManaView:
        """What the table draws: the view of the game's state, or of a past
        one while the results look back."""
        return cast(ManaView, self.table_view())

    def board(self) -> tuple[list[int], dict[int, PieceView]]:
        """The drawn view's square types, and its pieces by square (read once per view)."""
        v = self.v
        if self._board is None or self._board[0] is not v:
            self._board = (v, square_types(v), {parse_square(p["square"]): p for p in v["pieces"]})
        return self._board[1], self._board[2]

    def actions(self) -> list[ManaAction]:
        key = self.moves
        if self._actions_cache is None or self._actions_cache[0] != key:
            self._actions_cache = (key, list(self.game.legal_actions(self.state, self.v["to_move"])))
            self._bird_cache.clear()
        return self._actions_cache[1]

    def candidates(self, cur: Cursor) -> list[int]:
        acts = self.actions()
        if self.v["phase"] == "setup":
            piece = self.setup_piece()
            return sorted({a.to for a in acts if a.piece == piece})
        if cur.stage == "select":
            return sorted({a.frm for a in acts if a.kind == "move" and a.frm is not None})
        if cur.stage == "enter":
            return sorted({a.to for a in acts if a.kind == "enter"})
        if cur.stage == "dest":
            return sorted({a.to for a in acts if a.kind == "move" and a.frm == cur.frm})
        return sorted({a.bird for a in self.bird_options(cur) if a.bird is not None})

    def bird_options(self, cur: Cursor) -> list[ManaAction]:
        return [a for a in self.actions() if a.kind == cur.kind and a.to == cur.to
                and (cur.kind == "enter" or a.frm == cur.frm)]

    def can_enter(self) -> bool:
        return any(a.kind == "enter" for a in self.actions())

    def setup_piece(self) -> str:
        return "D" if any(a.piece == "D" for a in self.actions()) else "R"

    def default_bird(self, cur: Cursor) -> int | None:
        """The bird square that leaves the opponent the fewest choices."""
        key = (self.moves, cur.frm, cur.to if cur.to is not None else -1)
        if key in self._bird_cache:
            return self._bird_cache[key]
        best: tuple[int, int] | None = None
        choice: int | None = None
        for a in self.bird_options(cur):
            after, _ = self.game.apply(self.state, self.v["to_move"], a)
            n = len(self.game.legal_actions(after, after.to_move))
            score = (n, a.bird if a.bird is not None else NSQ)
            if best is None or score < best:
                best, choice = score, a.bird
        self._bird_cache[key] = choice
        return choice

    # -- input ---------------------------------------------------------------------------
    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        cur = self.cursors.get(seat)
        if cur is None or self.outcome is not None:
            return False
        if seat != self.v["to_move"]:
            if intent.verb in DIRS or intent.verb == "act":
                self.announce(self.app.tr("game.mana.not_your_turn", seat=self.seat_label(self.v["to_move"])))
            return True
        verb = intent.verb
        if verb in DIRS:
            self.jump(cur, DIRS[verb])
        elif verb == "act" and not intent.repeat:
            self.choose(seat, cur, cur.square, t)
        elif verb == "back" and not intent.repeat:
            self.cancel(cur)
        elif verb == "special" and not intent.repeat:
            self.toggle_enter(cur)
        return True

    def on_pointer(self, intent: Intent) -> bool:
        if intent.verb != "click" or intent.pos is None or self.outcome is not None:
            return intent.verb == "point"
        seat = self.v["to_move"]
        cur = self.cursors.get(seat)
        sq = self.square_at(intent.pos)
        if cur is None:
            return True
        if sq is None:
            self.cancel(cur)
            return True
        if self.v["phase"] == "play" and cur.stage in ("dest", "bird") and sq not in self.candidates(cur):
            self.cancel(cur, all_the_way=True)
        if sq in self.candidates(cur):
            cur.square = sq
            self.choose(seat, cur, sq, self.game_time(intent.t))
        return True

    def jump(self, cur: Cursor, d: tuple[int, int]) -> None:
        """Move the cursor to the nearest candidate in that screen direction."""
        x0, y0 = self.cell(cur.square)
        best: tuple[float, int] | None = None
        for sq in self.candidates(cur):
            x, y = self.cell(sq)
            dx, dy = (x - x0) / SQ, (y - y0) / SQ
            along = dx * d[0] + dy * d[1]
            if along <= 0:
                continue
            across = abs(dx * d[1]) + abs(dy * d[0])
            score = along + 2.5 * across
            if best is None or score < best[0]:
                best = (score, sq)
        if best is not None:
            cur.square = best[1]
            self.app.sound("ui_move")

    def snap(self, cur: Cursor, prefer: int | None = None) -> None:
        if cur.stage == "select" and self.v["phase"] == "play" and not self.candidates(cur) and self.can_enter():
            cur.stage, cur.kind = "enter", "enter"  # no piece can move: bringing a Ronin back is the only choice
        cands = self.candidates(cur)
        if not cands:
            return
        if prefer is not None and prefer in cands:
            cur.square = prefer
        elif cur.square not in cands:
            x0, y0 = self.cell(cur.square)
            cur.square = min(cands, key=lambda s: math.dist(self.cell(s), (x0, y0)))

    def choose(self, seat: int, cur: Cursor, sq: int, t: float) -> None:
        if self.tween("piece") is not None:
            self.finish_animations()
        acts = self.actions()
        if self.v["phase"] == "setup":
            piece = self.setup_piece()
            for a in acts:
                if a.to == sq and a.piece == piece:
                    self.submit(seat, a, t)
                    return
            self.app.sound("error")
            return
        if sq not in self.candidates(cur):
            self.app.sound("error")
            return
        if cur.stage == "select":
            cur.stage, cur.frm, cur.kind = "dest", sq, "move"
            self.app.sound("ui_select")
            self.snap(cur)
        elif cur.stage in ("dest", "enter"):
            cur.to = sq
            cur.stage = "bird"
            options = self.bird_options(cur)
            if len(options) == 1:
                self.play(seat, cur, options[0], t)
                return
            self.app.sound("ui_select")
            default = self.default_bird(cur)
            cur.square = default if default is not None else sq
        elif cur.stage == "bird":
            for a in self.bird_options(cur):
                if a.bird == sq:
                    self.play(seat, cur, a, t)
                    return

    def play(self, seat: int, cur: Cursor, action: ManaAction, t: float) -> None:
        land = action.to
        if self.submit(seat, action, t):
            cur.reset()
            cur.square = land

    def cancel(self, cur: Cursor, all_the_way: bool = False) -> None:
        if cur.stage == "select":
            return
        self.app.sound("ui_back")
        if cur.stage == "bird" and not all_the_way:
            cur.stage = "enter" if cur.kind == "enter" else "dest"
            cur.square = cur.to if cur.to is not None else cur.square
            return
        back_to = cur.frm
        cur.reset()
        self.snap(cur, back_to)

    def toggle_enter(self, cur: Cursor) -> None:
        if self.v["phase"] != "play":
            return
        if cur.stage == "enter":
            self.cancel(cur)
            return
        if not self.can_enter():
            self.app.sound("error")
            self.announce(self.app.tr("game.mana.cannot_enter"))
            return
        cur.reset("enter")
        self.app.sound("ui_select")
        self.snap(cur)

    # -- events and animation -----------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        now = self.app.clock()
        start_bird = now
        for ev in events:
            d = ev.data
            if ev.kind == "moved":
                path = [parse_square(s) for s in d["path"]]
                self.tweens.add(Tween(now, STEP_S * (len(path) - 1), (0.0,), (len(path) - 1.0,), linear,
                                      (int(d["seat"]), str(d["kind"]), path), "piece"))
                start_bird = now + STEP_S * (len(path) - 1)
                self.app.sound("piece_move")
            elif ev.kind == "captured":
                self.tweens.add(Tween(start_bird, 0.6, (0.0,), (1.0,), ease_out_cubic,
                                      (parse_square(str(d["square"])), int(d["owner"]), str(d["kind"])), "capture"))
                self.app.sound("capture")
            elif ev.kind == "reintroduced":
                self.app.sound("piece_move")
            elif ev.kind == "placed":
                self.app.sound("piece_move")
            elif ev.kind == "bird":
                frm = parse_square(str(d["from"])) if d.get("from") else None
                to = parse_square(str(d["to"])) if d.get("to") else None
                self.tweens.add(Tween(start_bird, BIRD_S, self.bird_pos(frm), self.bird_pos(to), ease_in_out,
                                      None, "bird"))
                self.app.sound("bird")
            elif ev.kind == "passed":
                self.announce(self.app.tr("game.mana.passed", seat=self.seat_label(int(d["seat"]))), seconds=4.0)
        for seat, cur in self.cursors.items():
            if seat == self.v["to_move"]:
                self.snap(cur)

    def finish_animations(self) -> None:
        self.tweens.items.clear()

    def needs_frames(self, now: float) -> bool:
        """Pieces and the bird in flight, a banner showing, or the cursor's and
        the bird's idle motion shortly after the last press."""
        thinking = self.outcome is None and self.is_bot(self.v["to_move"])  # "... is thinking" dots
        return bool(self.tweens) or self.banner.showing(now) or self.app.lively(now) or thinking

    def animate(self, now: float) -> None:
        self.tweens.prune(now)

    def tween(self, tag: str) -> Tween | None:
        found = self.tweens.with_tag(tag)
        return found[0] if found else None

    def on_rebuilt(self) -> None:
        self.finish_animations()
        for cur in self.cursors.values():
            cur.reset()
            self.snap(cur)

    def tour_stages(self) -> Iterator[str]:
        """Set up by the first legal placements, then the mover's card at each
        stage of a move (its prompt) for the tour."""
        while self.v["phase"] == "setup" and \
                self.submit(self.v["to_move"], self.actions()[0], self.game_time(self.app.clock())):
            pass
        cur = self.cursors.get(self.v["to_move"])
        if cur is None:
            return
        try:
            for stage in ("select", "dest", "bird", "enter"):
                cur.reset("enter" if stage == "enter" else "select")
                cur.stage = stage
                yield stage
        finally:
            self.on_rebuilt()

    def pause_items(self) -> list[Any]:
        tr = self.app.tr
        return super().pause_items() + [Item(lambda: tr("pause.flip"), self.flip, id="flip")]

    def flip(self) -> None:
        self.flipped = not self.flipped
        self.app.invalidate()

    @classmethod
    def progress_text(cls, tr: Any, state: Any, actions: int) -> str:
        """Moves of the play phase (the Daimio placements are not moves)."""
        return str(tr.plural("resume.moves", int(state.ply)))

    @classmethod
    def draw_seat_badge(cls, canvas: Canvas, seat: int, center: tuple[float, float], radius: float) -> None:
        size = radius * 2.4
        canvas.art(PIECE_ART[(seat % 2, "daimio")], (center[0] - size / 2, center[1] - size / 2, size, size))

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        types, _pieces = self.board()
        canvas.layer(("mana", self.flipped, tuple(types)), lambda c: self.draw_table(c, types))
        now = self.app.clock()
        v = self.v
        self.draw_board(canvas, v, now)
        self.draw_status(canvas, v, now)
        card_h = min(455.0, 400 * max(1.0, canvas.grown(32) / 32))  # taller at larger text sizes (up, under the header)
        for seat in (0, 1):
            bottom = (seat == 1) == self.flipped
            self.draw_player(canvas, v, seat, (36, 586 if bottom else 550 - card_h, 462, card_h))
        self.draw_moves(canvas, v)
        # over the board, as wide as its frame at most: never under the seat cards or the move list
        self.banner.draw(canvas, now, (BOARD_X + SQ * 3, 565), size=40, height=90, max_w=SQ * 6 + 52, pad=80,
                         text_pad=40, border=3)

    def draw_table(self, canvas: Canvas, types: list[int]) -> None:
        """The unchanging picture: felt, board frame, squares, coordinates."""
        canvas.table()
        frame = (BOARD_X - 26, BOARD_Y - 26, SQ * 6 + 52, SQ * 6 + 52)
        canvas.box(frame, (92, 58, 34), 22, (50, 30, 16), 4, shadow=True)
        for sq in range(NSQ):
            x, y = self.cell(sq)
            canvas.art(f"mana/square_{types[sq]}", (x, y, SQ, SQ))
        for i in range(SIZE):
            f = 5 - i if self.flipped else i
            canvas.text("abcdef"[f], (BOARD_X + i * SQ + SQ / 2, BOARD_Y + SQ * 6 + 34), 32, Theme.text_soft,
                        "midtop")
            r = i if self.flipped else 5 - i
            canvas.text(str(r + 1), (BOARD_X - 40, BOARD_Y + i * SQ + SQ / 2), 32, Theme.text_soft, "midright")

    def draw_board(self, canvas: Canvas, v: ManaView, now: float) -> None:
        types, _pieces = self.board()
        last = v["last"] if isinstance(v["last"], dict) else None
        demanded = v["demanded_type"] if v["phase"] == "play" else None
        if demanded is not None:
            for sq in range(NSQ):
                if types[sq] == demanded:
                    x, y = self.cell(sq)
                    canvas.box((x + 4, y + 4, SQ - 8, SQ - 8), None, 10, (255, 226, 120), 4)
        if last is not None and last.get("to"):
            marks = [str(last["to"])] + ([str(last["from"])] if last.get("from") else [])
            for name in marks:
                x, y = self.cell(parse_square(name))
                canvas.box((x, y, SQ, SQ), (255, 235, 120, 70))
            path = last.get("path")
            cur = self.cursors.get(v["to_move"])
            choosing = cur is not None and cur.stage != "select" and self.outcome is None
            if last.get("from") and isinstance(path, list) and not choosing:  # never over this move's marks
                pts = [self.center(parse_square(str(last["from"])))] + [self.center(parse_square(str(p))) for p in path]
                for a, b in zip(pts, pts[1:], strict=False):
                    canvas.line(a, b, (255, 235, 120), 6)
        self.draw_highlights(canvas, v, now)
        self.draw_pieces(canvas, v, now)
        self.draw_bird(canvas, v, now)
        self.draw_cursor(canvas, v, now)

    def draw_highlights(self, canvas: Canvas, v: ManaView, now: float) -> None:
        cur = self.cursors.get(v["to_move"])
        if cur is None or self.outcome is not None or self.tween("piece") is not None:
            return
        cands = self.candidates(cur)
        for sq in cands:
            cx, cy = self.center(sq)
            if cur.stage == "select" and v["phase"] == "play":
                canvas.circle((cx, cy), SQ * 0.44, (255, 214, 102), 5)
            elif cur.stage == "bird":
                canvas.art("mana/bird", (cx - 30, cy - 30, 60, 60))
            elif sq in self.board()[1]:
                canvas.circle((cx, cy), SQ * 0.45, Theme.danger, 8)
            else:
                canvas.circle((cx, cy), 20, (40, 40, 40))
                canvas.circle((cx, cy), 16, SELECTED)
        if cur.stage in ("dest", "bird") and cur.frm is not None:  # the chosen piece: lit green, lifted
            x, y = self.cell(cur.frm)
            canvas.box((x + 2, y + 2, SQ - 4, SQ - 4), (*SELECTED, 110), 14)
            canvas.box((x + 2, y + 2, SQ - 4, SQ - 4), None, 14, SELECTED, 9)

    def draw_pieces(self, canvas: Canvas, v: ManaView, now: float) -> None:
        moving = self.tween("piece")
        moving_to = moving.payload[2][-1] if moving is not None else None  # type: ignore[index]
        cur = self.cursors.get(v["to_move"])
        ghost_dest = cur.to if cur is not None and cur.stage == "bird" and cur.kind == "move" else None
        chosen = cur.frm if cur is not None and cur.stage == "dest" and self.outcome is None else None
        pieces = self.board()[1]
        for sq, piece in pieces.items():
            if sq == moving_to or (ghost_dest is not None and cur is not None and sq == cur.frm):
                continue
            self.draw_piece(canvas, piece["owner"], piece["kind"], self.center(sq), lifted=sq == chosen)
        if ghost_dest is not None and cur is not None and cur.frm is not None:
            self.draw_piece(canvas, pieces[cur.frm]["owner"], pieces[cur.frm]["kind"], self.center(ghost_dest))
        if cur is not None and cur.stage == "bird" and cur.kind == "enter" and cur.to is not None:
            self.draw_piece(canvas, v["to_move"], "ronin", self.center(cur.to))
        capture = self.tween("capture")
        if capture is not None and now >= capture.start:
            sq, owner, kind = cast(tuple[int, int, str], capture.payload)
            k = capture.value(now)[0]
            cx, cy = self.center(sq)
            size = SQ * 0.9 * (1 + 0.5 * k)
            canvas.art(PIECE_ART[(owner, kind)], (cx - size / 2, cy - size / 2 - 40 * k, size, size), moving=True)
        if moving is not None:
            seat, kind, path = cast(tuple[int, str, list[int]], moving.payload)
            k = moving.value(now)[0]
            i = min(len(path) - 2, max(0, int(k)))
            frac = min(1.0, max(0.0, k - i))
            a, b = self.center(path[i]), self.center(path[i + 1])
            pos = (a[0] + (b[0] - a[0]) * frac, a[1] + (b[1] - a[1]) * frac - 18 * math.sin(math.pi * frac))
            self.draw_piece(canvas, seat, kind, pos, lifted=True)
        if v["phase"] == "setup" and cur is not None:
            self.draw_setup_ghost(canvas, v, cur, self.setup_piece())

    def draw_setup_ghost(self, canvas: Canvas, v: ManaView, cur: Cursor, piece: str) -> None:
        seat = v["to_move"]
        if v["setup"] != "advanced":
            home = 0 if seat == 0 else 5
            for f in range(SIZE):
                sq = home * SIZE + f
                self.draw_piece(canvas, seat, "daimio" if sq == cur.square else "ronin", self.center(sq),
                                ghost=True)
        else:
            self.draw_piece(canvas, seat, "daimio" if piece == "D" else "ronin", self.center(cur.square),
                            ghost=True)

    @staticmethod
    def piece_size(kind: str, lifted: bool) -> float:
        return SQ * (0.86 if kind == "daimio" else 0.74) * (1.08 if lifted else 1.0)

    def coming_art(self) -> list[tuple[str, tuple[float, float, float, float]]]:
        """Both seats' pieces, standing and lifted: a setup placed at once (a
        bot's, or a game resumed) shows pieces no frame has drawn before.
        Squares' centres are whole, so a piece's size in pixels is the same on
        every square: drawn on one, it is made for all."""
        cx, cy = self.center(0)
        out = []
        for (_seat, kind), name in sorted(PIECE_ART.items()):
            for lifted in (False, True):
                size = self.piece_size(kind, lifted)
                out.append((name, (cx - size / 2, cy - size / 2, size, size)))
        return out

    def draw_piece(self, canvas: Canvas, seat: int, kind: str, center: tuple[float, float],
                   lifted: bool = False, ghost: bool = False) -> None:
        size = self.piece_size(kind, lifted)
        if ghost:
            surf = canvas.art_surface(PIECE_ART[(seat, kind)], canvas.rect((0, 0, size, size)).size).copy()
            surf.set_alpha(140)
            r = surf.get_rect(center=canvas.pt(*center))
            canvas.surface.blit(surf, r)
            return
        canvas.art(PIECE_ART[(seat, kind)], (center[0] - size / 2, center[1] - size / 2, size, size))

    def bird_pos(self, sq: int | None) -> tuple[float, float]:
        if sq is None:
            return BOARD_X + SQ * 6 + 90, BOARD_Y - 60
        return self.center(sq)

    def draw_bird(self, canvas: Canvas, v: ManaView, now: float) -> None:
        flight = self.tween("bird")
        if flight is not None:
            x, y = flight.arc(now, 120)
            size = 84 * (1 + 0.3 * math.sin(math.pi * flight.progress(now)))
            canvas.art("mana/bird", (x - size / 2, y - size / 2 - 10, size, size), moving=True)
            return
        if v["bird"] is None:
            return
        cx, cy = self.center(parse_square(v["bird"]))
        bob = 4 * math.sin(now * 3) if self.app.lively(now) else 0.0
        canvas.art("mana/bird", (cx - 46, cy - 52 + bob, 92, 92))

    def draw_cursor(self, canvas: Canvas, v: ManaView, now: float) -> None:
        seat = v["to_move"]
        cur = self.cursors.get(seat)
        if cur is None or self.outcome is not None:
            return
        x, y = self.cell(cur.square)
        col = CURSOR[seat]
        grow = 3 * math.sin(now * 6) if self.app.lively(now) else 0.0
        canvas.box((x - 4 - grow, y - 4 - grow, SQ + 8 + 2 * grow, SQ + 8 + 2 * grow), None, 18, col, 8)

    def draw_status(self, canvas: Canvas, v: ManaView, now: float) -> None:
        tr = self.app.tr
        cx = BOARD_X + SQ * 3
        seat = v["to_move"]
        name = self.seat_label(seat)
        reason, demanded = "", None
        if self.reviewing is not None:  # counted as the move list counts (the Daimios' placements aside)
            n = sum(1 for m in v["moves"] if "@" not in m)
            total = sum(1 for m in self.game.view(self.state, None)["moves"] if "@" not in m)
            line1 = tr("results.review_step", n=n, total=total)
            line2 = tr("results.review_keys")
        elif self.outcome is not None:
            line1 = tr("game.mana.over")
            line2 = ""
        elif v["phase"] == "setup":
            if v["setup"] != "advanced":
                line1 = tr("game.mana.setup_daimio", seat=name)
            elif self.setup_piece() == "D":
                line1 = tr("game.mana.setup_place_daimio", seat=name)
            else:
                placed = sum(1 for p in v["pieces"] if p["owner"] == seat and p["kind"] == "ronin")
                line1 = tr("game.mana.setup_place_ronin", seat=name, n=placed + 1)
            line2 = tr("game.mana.setup_hint")
        else:
            dots = "." * (1 + int(now * 3) % 3)
            line1 = tr("game.mana.thinking", seat=name, dots=dots) if self.is_bot(seat) else \
                tr("game.mana.to_move", seat=name)
            reason, demanded = v["free_reason"], v["demanded_type"]
            cur = self.cursors.get(seat)
            if cur is not None and cur.stage == "bird" and cur.to is not None:
                # the piece has moved: what matters now is the demand the bird will make
                reason, demanded = "placing", self.board()[0][cur.to]
            tname = tr(f"game.mana.type.{demanded}") if demanded else ""
            line2 = tr(f"game.mana.free.{reason}", type=tname, other=self.seat_label(1 - seat))
        playing = v["phase"] == "play" and self.outcome is None and self.reviewing is None
        colour = Theme.text_soft if not playing else Theme.gold if reason in ("constrained", "placing") else Theme.ok
        icon = demanded if playing and reason in ("constrained", "placing") else None
        # above the board's frame (BOARD_Y - 26) with a gap: a hint wrapped on two lines at 140 % sat on it
        status_header(canvas, (cx, 6.0, BOARD_Y - 34), line1, line2, colour, playing, STATUS_W,
                      lambda c, at: self.draw_seat_token(c, seat, at, 30),
                      None if icon is None else f"mana/square_{icon}")

    def draw_seat_token(self, canvas: Canvas, seat: int, center: tuple[float, float], r: float) -> None:
        canvas.art(PIECE_ART[(seat, "daimio")], (center[0] - r, center[1] - r, 2 * r, 2 * r))

    def draw_player(self, canvas: Canvas, v: ManaView, seat: int, r: tuple[float, float, float, float]) -> None:
        """A seat's card, painted once per look and blitted."""
        x, y, w, h = r
        cur = self.cursors.get(seat)
        key = ("mana-seat", seat, v["to_move"] == seat and self.outcome is None, v["captured"][seat], v["phase"],
               cur.stage if cur else "", seat_look(self, seat), self.app.tr.language, w, h, self.reviewing is None)
        sprite = canvas.sprite(key, (w, h), lambda c: self.paint_player(c, v, seat, (0, 0, w, h)), margin=30,
                               over=(x, y))
        canvas.blit_sprite(sprite, (x, y))

    def paint_player(self, canvas: Canvas, v: ManaView, seat: int, r: tuple[float, float, float, float]) -> None:
        tr = self.app.tr
        x, y, w, h = r
        active = v["to_move"] == seat and self.outcome is None
        canvas.box(r, Theme.card if active else (22, 56, 60), 24, CURSOR[seat] if active else Theme.panel_edge,
                   6 if active else 2, shadow=active)
        ink = Theme.ink if active else Theme.text
        soft = Theme.ink_soft if active else Theme.text_soft
        self.draw_seat_token(canvas, seat, (x + 60, y + 62), 40)
        canvas.text(self.seat_label(seat), (x + 120, y + 42), 44, ink, "midleft", bold=True, max_width=w - 140)
        cfg = self.config.seats[seat]
        row = y + 42 + (canvas.line_height(44) + canvas.line_height(32)) / 2  # lines stack at any text size
        seat_source(canvas, self, seat, (x + 120, row), 32, soft, w - 140)
        row += canvas.line_height(32) / 2 + 8
        cur = self.cursors.get(seat)
        foot = y + h - 20  # where the legend of keys starts (a bot's card has none)
        if cur is not None and not cfg.is_bot and self.reviewing is None:  # no seat's keys act in a review
            on_phone = phone_hint(self, seat)
            if on_phone:  # no keys to show: it plays on its phone
                foot = y + h - 24 - canvas.line_height(32)
                canvas.text(str(on_phone[0]), (x + 30, foot + canvas.line_height(32) / 2), 32, soft, "midleft",
                            max_width=w - 60)
            else:
                labels = seat_key_names(self, seat)
                verbs = ["act", "back"]
                if v["phase"] == "play" and v["captured"][seat]:  # a Ronin to bring back: only then is it any use
                    verbs.append("special")
                foot = key_legend(canvas, [(labels[verb], str(tr(f"game.mana.key.{verb}"))) for verb in verbs], r,
                                  soft)
        prompt = tr(f"game.mana.prompt.{cur.stage}") if cur is not None and not cfg.is_bot and active and \
            v["phase"] == "play" else ""
        # the prompt always keeps the room it needs at its smallest
        prompt_h = canvas.paragraph_height(prompt, canvas.text_floor(36), w - 60, 1.15, True) if prompt else 0.0
        room = foot - 6 - row - prompt_h
        reserve = v["captured"][seat]
        if reserve:  # the Ronins to bring back, as room allows: their count in words, and the pieces (smaller)
            label_h = canvas.line_height(32) + 4
            if room >= label_h + 42:
                canvas.text(tr("game.mana.reserve", n=reserve), (x + 30, row + canvas.line_height(32) / 2), 32, soft,
                            "midleft", max_width=w - 60)
                row += label_h
                room -= label_h
            size = min(52.0, room - 14)
            if size >= 28:  # (else the key legend's "bring back a Ronin" says it alone)
                for i in range(reserve):
                    canvas.art(PIECE_ART[(seat, "ronin")], (x + 30 + i * (size + 4), row, size, size))
                row += size + 14
        if prompt:  # what to choose now, on two lines (smaller) where one is not enough
            canvas.paragraph(prompt, (x + 30, row, w - 60, max(foot - 6 - row, prompt_h)), 36, Theme.gold_dark,
                             line_gap=1.15, bold=True)

    def draw_moves(self, canvas: Canvas, v: ManaView) -> None:
        """The move list, painted once per move and blitted."""
        x, y, w, h = 1420.0, 200.0, 460.0, 764.0
        key = ("mana-moves", tuple(v["moves"][-16:]), len(v["moves"]), self.app.tr.language)
        canvas.blit_sprite(canvas.sprite(key, (w, h), lambda c: self.paint_moves(c, v, (0, 0, w, h)), over=(x, y)),
                           (x, y))

    def paint_moves(self, canvas: Canvas, v: ManaView, r: tuple[float, float, float, float]) -> None:
        tr = self.app.tr
        x, y, w, h = r
        canvas.box((x, y, w, h), Theme.panel, 24, Theme.panel_edge, 2)
        canvas.text(tr("game.mana.moves"), (x + 30, y + 24), 40, Theme.gold, bold=True)
        moves = [m for m in v["moves"] if "@" not in m]
        rows = 14
        first = max(0, len(moves) - rows)
        for i, text in enumerate(moves[first:]):
            n = first + i
            yy = y + 100 + i * 46
            colour = Theme.text if n == len(moves) - 1 else Theme.text_soft
            canvas.text(f"{n + 1}.", (x + 90, yy), 32, Theme.text_soft, "topright")
            canvas.text(text if text != "--" else tr("game.mana.pass"), (x + 110, yy), 32, colour,
                        bold=n == len(moves) - 1, max_width=w - 130)
