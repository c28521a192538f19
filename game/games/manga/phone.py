"""Manga Manga on a seat's phone: the colour to play, its hand (each card's
warrior and shield colours, said in words beside a swatch), its discs, and a
big button per card it may play (pure, no pygame; read from the seat's view
and legal actions only).

A dragon opens the colours it may call; a consolation disc opens the cards it
works on (a swap: the first card, then the second)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from game.games.manga.rules import MangaAction
from game.games.manga.views import CardView, MangaView
from game.phone.page import Choice, Context, Item, Page, Section, numbered
from game.phone.page import page as make_page

SWATCH: dict[str, str] = {"red": "#e5484d", "blue": "#3e8ed0", "yellow": "#f5c518", "green": "#46a758",
                          "purple": "#a064d6", "orange": "#f78028"}
"""The table's colours (scene.RGB), for the swatches."""
DRAGON = "#2b2b35"



def _colour(ctx: Context, colour: str | None) -> str:
    return ctx.tr(f"game.manga.colour.{colour}") if colour else "?"


def _names(ctx: Context, seats: Sequence[int]) -> str:
    return ", ".join(ctx.who(p) for p in seats)


def _card_label(ctx: Context, card: CardView) -> str:
    if card["dragon"]:
        return ctx.tr("gallery.dragon")
    return ctx.tr("game.manga.phone.card", warrior=_colour(ctx, card["warrior"]), shield=_colour(ctx, card["shield"]))


def _swatch(card: CardView) -> str:
    return DRAGON if card["dragon"] else SWATCH.get(card["warrior"] or "", "#c8c8c8")



def _headline(ctx: Context, v: MangaView) -> str:
    tr = ctx.tr
    seat = ctx.seat
    phase = v["phase"]
    if phase == "over":
        winners = v["winners"] or []
        return tr("results.winner" if len(winners) == 1 else "results.winners", names=_names(ctx, winners))
    if seat not in v["players"]:
        return tr("game.manga.phone.watching", seats=_names(ctx, v["players"]))
    if phase == "count_in":
        return tr("game.manga.action_power")
    if phase == "consolation":
        turn = v["consolation_turn"]
        if turn == seat:
            return tr("game.manga.phone.consolation")
        return tr("game.manga.status.consolation", seat=ctx.who(turn))
    if phase == "result":
        if v["battle_winners"]:
            return tr("game.manga.banner.battle_won", seat=ctx.who(v["battle_winners"][-1]), n=v["battle"])
        return tr("game.manga.phone.battle_over")
    if seat in v["excluded"]:
        return tr("game.manga.fb.out")
    if phase == "last_card" and v["last_card"] is not None:
        if v["last_card"]["seat"] == seat:
            return tr("game.manga.phone.my_last_card")
        return tr("game.manga.phone.last_card", seat=ctx.who(v["last_card"]["seat"]))
    repl = v["replacement"]
    if repl is not None:
        if repl["seat"] == seat:
            return tr("game.manga.phone.alone")
        return tr("game.manga.fb.wait_stop", seat=ctx.who(repl["seat"]))
    if v["deadlock_at"] is not None:
        return tr("game.manga.phone.deadlock")
    if seat in v["may_play"]:
        return tr("game.manga.phone.play", colour=_colour(ctx, v["follow"]))
    if v["last_player"] == seat:
        return tr("game.manga.fb.not_twice")
    return tr("game.manga.phone.wait")


HAND_AS_BUTTONS = ("count_in", "battle", "last_card")
"""The phases where the hand is drawn as buttons, one per card, in place."""


def _sections(ctx: Context, v: MangaView) -> list[Section]:
    tr = ctx.tr
    out: list[Section] = []
    top = v["top"]
    if top is not None and v["phase"] in ("count_in", "battle", "last_card"):
        follow = v["follow"]
        card = top["card"]
        if card["dragon"]:
            sub = tr("game.manga.dragon_called", seat=ctx.who(top["seat"]))
        else:
            sub = tr("game.manga.phone.top", card=_card_label(ctx, card))
        item = Item(text=_colour(ctx, follow), sub=sub, tone="gold")
        if follow in SWATCH:
            item["colour"] = SWATCH[follow or ""]
        out.append(Section(title=tr("game.manga.to_play"), items=[item]))
    hand = v["hands"][ctx.seat] if 0 <= ctx.seat < len(v["hands"]) else []
    if hand and v["phase"] not in HAND_AS_BUTTONS:  # in a battle the buttons are the hand
        fits = v["phase"] == "battle" and ctx.seat in v["may_play"]
        items: list[Item] = []
        for c in hand:
            if c["dragon"]:
                item = Item(text=tr("gallery.dragon"), sub=tr("game.manga.phone.dragon_means"), colour=DRAGON)
            else:
                item = Item(text=_colour(ctx, c["warrior"]),
                            sub=tr("game.manga.phone.shield", colour=_colour(ctx, c["shield"])),
                            colour=_swatch(c))
            if fits and (c["dragon"] or c["warrior"] == v["follow"]):
                item["tone"] = "good"
            items.append(item)
        out.append(Section(title=tr("game.manga.phone.hand", n=len(hand)), cards=True, items=items))
    victory = v.get("my_victory_discs", [])
    consolation = v.get("my_consolation_discs", [])
    if victory or consolation:
        discs: list[Item] = [Item(text=tr("game.manga.phone.victory"), sub=ctx.tr.plural("game.manga.phone.sword", n),
                                  tone="gold") for n in victory]
        discs += [Item(text=tr(f"game.manga.cons.{d['effect']}"), sub=tr(f"game.manga.cons.{d['effect']}_means"))
                  for d in consolation]
        swords = sum(victory) + sum(1 for d in consolation if d["effect"] == "sword")
        discs.append(Item(text=tr("game.manga.swords", n=swords), tone="good"))
        out.append(Section(title=tr("game.manga.peek"), items=discs))
    return out


def page(ctx: Context) -> Page:
    """The page of ``ctx.seat``."""
    tr = ctx.tr
    v = cast(MangaView, ctx.view)
    acts = cast("Sequence[MangaAction]", ctx.actions)
    hand = v["hands"][ctx.seat] if 0 <= ctx.seat < len(v["hands"]) else []
    by_id = {c["id"]: c for c in hand}
    label = dict(zip([c["id"] for c in hand], numbered(ctx, [_card_label(ctx, c) for c in hand]), strict=True))
    discs = v.get("my_consolation_discs", [])
    disc_label = dict(zip([d["id"] for d in discs],
                          numbered(ctx, [tr(f"game.manga.cons.{d['effect']}") for d in discs]), strict=True))
    follow = v["follow"]
    plays: dict[int, list[Choice]] = {c["id"]: [] for c in hand}
    discs_used: list[Choice] = []
    rest: list[Choice] = []
    for a in acts:
        j = ctx.act(a)
        card = by_id.get(a.card) if a.card is not None else None
        if a.kind == "play" and card is not None:
            if card["dragon"]:
                # no swatch: the phone shows a group's button with its first choice's swatch
                plays[card["id"]].append(Choice(path=[label[card["id"]], _colour(ctx, a.colour)], action=j,
                                                tone="good"))
            else:
                choice = Choice(path=[label[card["id"]]], action=j, colour=_swatch(card))
                if card["warrior"] == follow:
                    choice["tone"] = "good"
                plays[card["id"]].append(choice)
        elif a.kind == "stop":
            rest.append(Choice(path=[tr("game.manga.fb.stop")], action=j, tone="bad"))
        elif a.kind == "draw":
            rest.append(Choice(path=[tr("game.manga.phone.draw")], action=j))
        elif a.kind == "use_disc" and a.disc is not None:
            path = [disc_label.get(a.disc, "?")] + [label.get(c, "?") for c in a.cards]
            discs_used.append(Choice(path=path, action=j, tone="gold"))
        elif a.kind == "done":
            discs_used.append(Choice(path=[tr("game.manga.cons.done")], action=j, tone="good"))
        else:
            rest.append(Choice(path=[ctx.game.describe_action(a)], action=j))
    # In a battle every card of the hand has its button, in the hand's order, whether it may go now or not
    # (greyed, "off"): a card's button never moves under a finger when someone else plays. Then Stop! and draw.
    cards: list[Choice] = []
    for c in hand:
        if plays[c["id"]]:
            cards += plays[c["id"]]
        elif v["phase"] in HAND_AS_BUTTONS:
            off = Choice(path=[label[c["id"]]], action=None, off=True)
            if not c["dragon"]:
                off["colour"] = _swatch(c)
            cards.append(off)
    choices = cards + rest + discs_used
    status = tr("game.manga.deciding") if v["deciding"] else tr("game.manga.battle", n=v["battle"],
                                                                total=v["battles"])
    if v["phase"] == "over":
        status = tr("game.manga.status.over")
    kinds = {a.kind for a in acts}
    prompt = tr("game.manga.phone.prompt_cons") if "use_disc" in kinds or "done" in kinds else (
        tr("game.manga.phone.prompt_play") if "play" in kinds else tr("phone.choose"))
    return make_page(ctx, _headline(ctx, v), status, _sections(ctx, v), prompt, choices,
                     over=v["phase"] == "over")
