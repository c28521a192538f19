"""Kingz on a seat's phone: its hand, its tokens behind the screen, its
set-aside cards and its secret pick, and every action it may take now (pure,
no pygame; read from the seat's view and legal actions only).

While the seat has no pick, one tap on a card picks it; once it has one, the
first button locks it (Ready!) and the other cards change the pick."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from game.games.kingz.rules import KingzAction
from game.games.kingz.views import CardView, KingzView, SeatView
from game.phone.page import Choice, Context, Item, Page, Section, numbered
from game.phone.page import page as make_page


def _names(ctx: Context, seats: Sequence[int]) -> str:
    return ", ".join(ctx.who(p) for p in seats)


def _winners(ctx: Context, winners: Sequence[int]) -> str:
    if not winners:
        return ctx.tr("results.draw")
    return ctx.tr("results.winner" if len(winners) == 1 else "results.winners", names=_names(ctx, winners))


def _card_name(ctx: Context, card: CardView) -> str:
    return ctx.tr(f"game.kingz.card.{card['kind']}")


def _card_sub(ctx: Context, card: CardView) -> str:
    speed = ctx.tr("gallery.speed", n=card["speed"])
    if card["op"] != card["kind"]:  # an Ours polaire's Rage! swapped Glaive and Shield this turn
        return ctx.tr("game.kingz.phone.acts_as", speed=speed, card=ctx.tr(f"game.kingz.card.{card['op']}"))
    return speed


def _headline(ctx: Context, v: KingzView, me: SeatView, acts: Sequence[KingzAction]) -> str:
    tr = ctx.tr
    phase = v["phase"]
    kinds = {a.kind for a in acts}
    if phase == "over":
        return _winners(ctx, v["winners"] or [])
    if not me["alive"]:
        return tr("game.kingz.zone.out")
    if phase == "aside":
        if kinds:
            return tr("game.kingz.status.aside")
        return tr("game.kingz.phone.wait_others")  # the view does not say how many each seat sets aside
    if phase == "approach":
        if me["ready"]:
            return _waiting(ctx, [s["seat"] for s in v["seats"] if s["alive"] and not s["ready"]])
        if me["pick"] is None:
            return tr("game.kingz.phone.pick")
        return tr("game.kingz.phone.lock_or_change")
    if phase == "precount":
        if "disarm" in kinds and "rage" in kinds:
            return tr("game.kingz.status.precount")
        if "disarm" in kinds:
            return tr("game.kingz.phone.disarm_now")
        if "rage" in kinds:
            return tr("game.kingz.phone.rage_now")
        return tr("game.kingz.phone.count_coming")
    if phase == "count":
        return tr("game.kingz.count")
    if phase == "targets":
        if "target" in kinds:
            return tr("game.kingz.phone.target")
        mine = v["seats"][ctx.seat]["target"]
        if ctx.seat in v["glaives"] and mine is not None:
            return tr("game.kingz.phone.targeted", seat=ctx.who(mine))
        return _waiting(ctx, [p for p in v["glaives"] if v["seats"][p]["target"] is None])
    if phase == "resolve":
        return tr("game.kingz.status.resolve")
    if phase == "negotiate":
        talk = v["talk"]
        if v["chooser"] is not None:
            if v["chooser"] == ctx.seat:
                return tr("game.kingz.phone.choose")
            return tr("game.kingz.status.choose", aggressor=ctx.who(v["chooser"]))
        if talk is not None:
            offer = talk["offer"]
            aggressor, victim = ctx.who(talk["aggressor"]), ctx.who(talk["victim"])
            if talk["victim"] == ctx.seat:
                if offer is None:
                    return tr("game.kingz.phone.grounded", aggressor=aggressor)
                return tr("game.kingz.phone.offered", renown=offer[0], courage=offer[1], aggressor=aggressor)
            if talk["aggressor"] == ctx.seat:
                if offer is None:
                    return tr("game.kingz.phone.wait_offer", victim=victim)
                return tr("game.kingz.phone.offer_to_me", victim=victim, renown=offer[0], courage=offer[1])
            return tr("game.kingz.status.negotiate", victim=victim, aggressor=aggressor)
    return tr("game.kingz.phone.wait")


def _waiting(ctx: Context, seats: Sequence[int]) -> str:
    seats = [p for p in seats if p != ctx.seat]
    if not seats:
        return ctx.tr("game.kingz.phone.wait")
    return ctx.tr("game.kingz.phone.waiting_for", names=_names(ctx, seats))


def _sections(ctx: Context, v: KingzView, me: SeatView, acts: Sequence[KingzAction]) -> list[Section]:
    """The seat's pick and tokens first (above the choices); its hand only when
    the choices do not already show it (picking, setting aside), then what it set aside."""
    tr = ctx.tr
    out: list[Section] = []
    pick = me["pick"]
    if pick is not None and me["alive"]:
        secret = v["phase"] in ("approach", "precount", "count")
        locked = me["ready"] or not secret
        state = tr("game.kingz.phone.revealed") if not secret else (
            tr("game.kingz.phone.locked") if locked else tr("game.kingz.phone.not_locked"))
        out.append(Section(title=tr("game.kingz.phone.my_card"), cards=True, top=True, items=[
            Item(text=_card_name(ctx, pick), sub=f"{_card_sub(ctx, pick)} · {state}",
                 tone="good" if locked else "gold")]))
    hand = me["hand"] or []
    if hand and not {a.kind for a in acts} & {"pick", "aside"}:
        out.append(Section(title=tr("game.kingz.peek"), cards=True,
                           items=[Item(text=_card_name(ctx, c), sub=_card_sub(ctx, c)) for c in hand]))
    if me["armour"] is not None:
        items: list[Item] = []
        for token, n in (("armour", me["armour"]), ("courage", me["courage"]), ("renown", me["renown"])):
            item = Item(text=tr("game.kingz.phone.token", token=tr(f"game.kingz.token.{token}"), n=n))
            if token == "armour" and n == 0:
                item["tone"] = "bad"
            items.append(item)
        items.append(Item(text=tr("game.kingz.phone.fame", token=tr("game.kingz.token.fame"), n=me["fame"],
                                  goal=v["fame_to_win"]), tone="gold"))
        out.append(Section(title=tr("game.kingz.phone.screen"), items=items, chips=True, top=True))
    aside = me["aside"] or []
    if aside:
        out.append(Section(title=tr("game.kingz.phone.set_aside"),
                           items=[Item(text=_card_name(ctx, c), sub=_card_sub(ctx, c), tone="soft") for c in aside]))
    return out


def _prompt(ctx: Context, v: KingzView, me: SeatView, acts: Sequence[KingzAction]) -> str:
    tr = ctx.tr
    kinds = {a.kind for a in acts}
    if "aside" in kinds:
        return tr("game.kingz.phone.prompt_aside")
    if "ready" in kinds:
        return tr("game.kingz.phone.prompt_lock")
    if "pick" in kinds:
        return tr("game.kingz.phone.prompt_pick")
    if "disarm" in kinds or "rage" in kinds:
        return tr("game.kingz.phone.prompt_now")
    if "target" in kinds:
        return tr("game.kingz.phone.prompt_target")
    if "choose" in kinds:
        return tr("game.kingz.phone.prompt_choose")
    if "offer" in kinds:
        talk = v["talk"]
        return tr("game.kingz.phone.prompt_offer", aggressor=ctx.who(talk["aggressor"] if talk else None))
    if "accept" in kinds:
        return tr("game.kingz.phone.prompt_answer")
    return tr("phone.choose")


def page(ctx: Context) -> Page:
    """The page of ``ctx.seat``."""
    tr = ctx.tr
    v = cast(KingzView, ctx.view)
    me = v["seats"][ctx.seat]
    acts = cast("Sequence[KingzAction]", ctx.actions)
    known: dict[int, CardView] = {c["id"]: c for c in (me["hand"] or []) + (me["aside"] or [])}
    if me["pick"] is not None:
        known[me["pick"]["id"]] = me["pick"]
    ids = sorted(known, key=lambda c: (-known[c]["speed"], c))
    label = dict(zip(ids, numbered(ctx, [tr("game.kingz.phone.card", card=_card_name(ctx, known[c]),
                                            speed=known[c]["speed"]) for c in ids]), strict=True))
    choices: list[Choice] = []
    lock: list[Choice] = []
    for a in acts:
        j = ctx.act(a)
        k = a.kind
        if k == "ready":
            card = me["pick"]
            text = tr("game.kingz.phone.lock", card=_card_name(ctx, card)) if card else tr("game.kingz.zone.ready")
            lock.append(Choice(path=[text], action=j, tone="good"))
        elif k in ("pick", "aside"):
            choices.append(Choice(path=[label.get(a.card or 0, "?")], action=j))
        elif k == "disarm":
            choices.append(Choice(path=[tr("game.kingz.phone.disarm", seat=ctx.who(a.seat))], action=j, tone="bad"))
        elif k == "rage":
            choices.append(Choice(path=[tr("game.kingz.phone.rage")], action=j, tone="gold"))
        elif k in ("target", "choose"):
            choices.append(Choice(path=[ctx.who(a.seat)], action=j, tone="bad" if k == "target" else "gold"))
        elif k == "offer":
            choices.append(Choice(path=[tr("game.kingz.phone.offer_renown", n=a.renown),
                                        tr("game.kingz.phone.offer_courage", n=a.courage)], action=j))
        elif k == "accept":
            choices.append(Choice(path=[tr("game.kingz.phone.accept")], action=j, tone="good"))
        elif k == "refuse":
            choices.append(Choice(path=[tr("game.kingz.phone.refuse")], action=j, tone="bad"))
        else:
            choices.append(Choice(path=[ctx.game.describe_action(a)], action=j))
    status = tr("game.kingz.round", round=v["round"], rounds=v["rounds"], turn=v["turn"], turns=v["turns"])
    if v["phase"] == "over" and v["end_reason"]:
        status = tr(f"game.kingz.outcome.{v['end_reason']}")
    return make_page(ctx, _headline(ctx, v, me, acts), status, _sections(ctx, v, me, acts),
                     _prompt(ctx, v, me, acts), lock + choices, over=v["phase"] == "over")
