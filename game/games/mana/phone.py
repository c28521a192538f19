"""Mana on a seat's phone: whose turn it is, what the bird demands, and the
seat's moves as a few taps: the piece, where it goes, where the bird lands
(pure, no pygame; read from the seat's view and legal actions only). Squares
are named as on the table's edges, a1 to f6."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from game.games.mana.rules import ManaAction, parse_square, square_name
from game.games.mana.views import ManaView, square_types
from game.phone.page import Board, Cell, Choice, Context, Item, Page, Section
from game.phone.page import page as make_page

KIND = {"D": "daimio", "R": "ronin"}
PIECE_COLOURS = ("#1d1f24", "#ffffff")
"""Black's and White's pieces on the phone's board, as on the table."""


def _board(v: ManaView) -> Board:
    """The board as the TV shows it (rank 6 at the top), with its pieces and the bird."""
    types = square_types(v)
    at = {p["square"]: p for p in v["pieces"]}
    cells: list[Cell] = []
    for rank in range(6, 0, -1):
        for file in "abcdef":
            name = f"{file}{rank}"
            cell = Cell(name=name, dots=types[parse_square(name)])
            piece = at.get(name)
            if piece is not None:
                cell["piece"] = "big" if piece["kind"] == "daimio" else "small"
                cell["colour"] = PIECE_COLOURS[piece["owner"] % 2]
            if v["bird"] == name:
                cell["mark"] = True
            cells.append(cell)
    return Board(cols=6, cells=cells)


def _square(ctx: Context, v: ManaView, square: str) -> str:
    kind = square_types(v)[parse_square(square)]
    return ctx.tr("game.mana.phone.square", square=square, type=ctx.tr(f"game.mana.type.{kind}"))


def _headline(ctx: Context, v: ManaView, acts: Sequence[ManaAction]) -> str:
    tr = ctx.tr
    seat = ctx.seat
    name = ctx.who(seat)
    if v["phase"] == "over":
        out = v["outcome"] or {}
        winners = list(out.get("winners", []))
        if not winners:
            return tr("results.draw")
        return tr("results.winner", names=", ".join(ctx.who(p) for p in winners))
    if v["to_move"] != seat or not acts:
        return tr("game.mana.to_move", seat=ctx.who(v["to_move"]))
    if v["phase"] == "setup":
        if v["setup"] == "standard":
            return tr("game.mana.setup_daimio", seat=name)
        if any(a.piece == "D" for a in acts):
            return tr("game.mana.setup_place_daimio", seat=name)
        placed = sum(1 for p in v["pieces"] if p["owner"] == seat and p["kind"] == "ronin")
        return tr("game.mana.setup_place_ronin", seat=name, n=placed + 1)
    return tr("phone.your_move")


def _status(ctx: Context, v: ManaView) -> str:
    tr = ctx.tr
    if v["phase"] == "over":
        out = v["outcome"] or {}
        reason = str(out.get("reason", ""))
        return tr(f"game.mana.outcome.{reason}") if reason else tr("game.mana.over")
    if v["phase"] == "setup":
        return tr("game.mana.phone.setup")
    demanded = v["demanded_type"]
    type_name = tr(f"game.mana.type.{demanded}") if demanded else ""
    return tr(f"game.mana.free.{v['free_reason']}", type=type_name, other=ctx.who(1 - v["to_move"]))


def _last(ctx: Context, v: ManaView) -> str:
    """The last action in words (``last`` is the rules' record of it)."""
    last = v["last"]
    if not isinstance(last, dict) or not last.get("to"):
        return ""
    tr = ctx.tr
    seat = ctx.who(int(last.get("seat", 0)))
    to = str(last["to"])
    if last.get("kind") == "place":
        piece = KIND.get(str(last.get("text", "R"))[:1], "ronin")
        move = tr("game.mana.phone.place", piece=tr(f"game.mana.phone.{piece}"), square=to)
    elif last.get("kind") == "enter":
        move = tr("game.mana.phone.last_enter", square=to)
    elif last.get("captured"):
        move = tr("game.mana.phone.last_capture", frm=str(last.get("from")), square=to)
    else:
        move = tr("game.mana.phone.last_move", frm=str(last.get("from")), square=to)
    return tr("game.mana.phone.last", seat=seat, move=move)


def _sections(ctx: Context, v: ManaView) -> list[Section]:
    tr = ctx.tr
    seat = ctx.seat
    items: list[Item] = []
    if v["bird"] is not None:
        items.append(Item(text=tr("game.mana.phone.bird", square=_square(ctx, v, v["bird"])), tone="gold"))
    last = _last(ctx, v)
    if last:
        items.append(Item(text=last))
    if 0 <= seat < len(v["captured"]) and v["captured"][seat]:
        items.append(Item(text=tr("game.mana.reserve", n=v["captured"][seat]), tone="good"))
    other = 1 - seat
    if 0 <= other < len(v["captured"]) and v["captured"][other]:
        reserve = ctx.tr.plural("game.mana.phone.their_reserve", v["captured"][other], seat=ctx.who(other))
        items.append(Item(text=reserve))
    mine = sum(1 for p in v["pieces"] if p["owner"] == seat)
    theirs = sum(1 for p in v["pieces"] if p["owner"] == other)
    items.append(Item(text=ctx.tr.plural("game.mana.phone.pieces", mine, seat=ctx.who(seat)),
                      sub=ctx.tr.plural("game.mana.phone.pieces", theirs, seat=ctx.who(other)), tone="soft"))
    return [Section(title=tr("game.mana.phone.board"), items=items)]


def page(ctx: Context) -> Page:
    """The page of ``ctx.seat``."""
    tr = ctx.tr
    v = cast(ManaView, ctx.view)
    acts = cast("Sequence[ManaAction]", ctx.actions)
    kind_at = {p["square"]: p["kind"] for p in v["pieces"]}
    choices: list[Choice] = []
    for a in acts:
        j = ctx.act(a)
        to = square_name(a.to)
        bird = (tr("game.mana.phone.bird_on", square=square_name(a.bird)) if a.bird is not None
                else tr("game.mana.phone.bird_off"))
        if a.kind == "place":
            piece = tr(f"game.mana.phone.{KIND.get(a.piece, 'ronin')}")
            if v["setup"] == "standard":
                path = [tr("game.mana.phone.place", piece=piece, square=to)]
            else:
                path = [piece, tr("game.mana.phone.on", square=to)]
            choices.append(Choice(path=path, action=j, tone="gold" if a.piece == "D" else "good"))
        elif a.kind == "move" and a.frm is not None:
            frm = square_name(a.frm)
            piece = tr(f"game.mana.phone.{kind_at.get(frm, 'ronin')}")
            where = _square(ctx, v, to)
            dest = tr("game.mana.phone.takes", square=where) if a.capture else tr("game.mana.phone.to", square=where)
            choice = Choice(path=[tr("game.mana.phone.piece", piece=piece, square=_square(ctx, v, frm)), dest, bird],
                            action=j, at=[frm, to])
            if a.capture:
                choice["tone"] = "good"
            choices.append(choice)
        elif a.kind == "enter":
            choices.append(Choice(path=[tr("game.mana.phone.enter"), tr("game.mana.phone.on", square=to), bird],
                                  action=j, tone="gold"))
        else:
            choices.append(Choice(path=[ctx.game.describe_action(a)], action=j))
    if v["phase"] == "setup":
        prompt = tr("game.mana.phone.prompt_place")
    else:
        prompt = tr("game.mana.prompt.select")
    built = make_page(ctx, _headline(ctx, v, acts), _status(ctx, v), _sections(ctx, v), prompt, choices,
                      over=v["phase"] == "over")
    built["board"] = _board(v)
    return built
