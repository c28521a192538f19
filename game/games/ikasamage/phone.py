"""Ikasamage on a seat's phone: its gold and secret bets, its hand of spells
(name, type, mana and what each does, in short), the judge and the fighters
as the table sees them (with the face-down spells this seat knows), and every
action it may take now (pure, no pygame; read from the seat's view and legal
actions only).

Bets open by how many fighters they name, then the fighters; a spell opens
its targets (a fighter, a spell on a fighter, a player, a bet card)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from game.games.ikasamage.rules import IkaAction
from game.games.ikasamage.views import IkaView, SpellInfo, SpellView, Text
from game.phone.page import Choice, Context, Item, Page, Section, numbered
from game.phone.page import page as make_page


def _words(ctx: Context, text: Text) -> str:
    return text["fr"] if ctx.lang == "fr" else text["en"]


def _names(ctx: Context, seats: Sequence[int]) -> str:
    return ", ".join(ctx.who(p) for p in seats)


class _Table:
    """Names of what the view shows, in the page's language."""

    def __init__(self, ctx: Context, v: IkaView) -> None:
        self.ctx = ctx
        self.v = v
        cat = v["catalog"]
        self.fighters = numbered(ctx, [_words(ctx, cat["fighters"][f["fighter"]]["name"]) for f in v["fighters"]])
        me = v["seats"][ctx.seat]
        self.hand: list[SpellView] = me["hand"] or []
        self.card = dict(zip([c["card"] for c in self.hand],
                             numbered(ctx, [self.spell_name(c["spell"]) for c in self.hand]), strict=True))
        self.slots: list[list[str]] = []
        for f in v["fighters"]:
            labels = []
            for slot in f["slots"]:
                name = (self.spell_name(slot["spell"]["spell"]) if slot["spell"] is not None
                        else ctx.tr("game.ikasamage.phone.hidden_spell"))
                labels.append(ctx.tr("game.ikasamage.phone.slot", spell=name, seat=ctx.who(slot["owner"])))
            self.slots.append(numbered(ctx, labels))

    def info(self, spell: int) -> SpellInfo:
        return self.v["catalog"]["spells"][spell]

    def spell_name(self, spell: int) -> str:
        return _words(self.ctx, self.info(spell)["name"])

    def fighter(self, pos: int | None) -> str:
        return self.fighters[pos] if pos is not None and 0 <= pos < len(self.fighters) else "?"

    def slot(self, pos: int, i: int) -> str:
        return self.slots[pos][i] if 0 <= pos < len(self.slots) and 0 <= i < len(self.slots[pos]) else "?"

    def spell_text(self, spell: int) -> str:
        tr = self.ctx.tr
        info = self.info(spell)
        parts = [tr(f"game.ikasamage.type.{info['type']}")]
        if info["forbidden"]:
            parts.append(tr("game.ikasamage.forbidden"))
        if info["mana"] is not None:
            parts.append(tr("game.ikasamage.mana_n", n=info["mana"]))
        text = _words(self.ctx, info["text"])
        what = " · ".join(parts)
        return tr("game.ikasamage.phone.spell_text", what=what, text=text) if text else what


def _headline(ctx: Context, v: IkaView, acts: Sequence[IkaAction]) -> str:
    tr = ctx.tr
    phase = v["phase"]
    turn = ctx.who(v["turn"])
    if phase == "over":
        winners = v["winners"] or []
        return tr("results.winner" if len(winners) == 1 else "results.winners", names=_names(ctx, winners))
    mine = bool(acts)
    if phase == "bet":
        return tr("game.ikasamage.handover.bet") if mine else tr("game.ikasamage.status.bet", seat=turn)
    if phase == "spell":
        if mine:
            return tr("game.ikasamage.phone.spell")
        if v["seats"][ctx.seat]["passed"]:
            return tr("game.ikasamage.phone.passed", seat=turn)
        return tr("game.ikasamage.status.spell", seat=turn)
    if phase == "forget":
        forget = v["forget"]
        if mine:
            return tr("game.ikasamage.handover.forget")
        return tr("game.ikasamage.status.forget", seat=ctx.who(forget["target"] if forget else None))
    if phase == "redraw":
        return tr("game.ikasamage.handover.redraw") if mine else tr("game.ikasamage.status.redraw", seat=turn)
    return tr("phone.wait")


def _status(ctx: Context, v: IkaView) -> str:
    tr = ctx.tr
    parts = [tr("game.ikasamage.round", round=min(v["round"], v["rounds"]), rounds=v["rounds"])]
    res = v["result"]
    if res is not None and v["phase"] in ("redraw", "over"):
        if res["winner"] is None:
            parts.append(tr("game.ikasamage.result.replayed", round=res["round"]))
        else:
            fighter = _words(ctx, v["catalog"]["fighters"][res["fighters"][res["winner"]]["fighter"]]["name"])
            parts.append(tr("game.ikasamage.result.won", round=res["round"], fighter=fighter))
        paid = res["payouts"][ctx.seat] if 0 <= ctx.seat < len(res["payouts"]) else 0
        if paid:
            parts.append(tr("game.ikasamage.result.paid", n=paid))
    if v["phase"] == "over" and v["end_reason"]:
        parts.append(tr(f"game.ikasamage.outcome.{v['end_reason']}"))
    return " · ".join(parts)


def _sections(ctx: Context, v: IkaView, t: _Table, casting: bool) -> list[Section]:
    """The seat's gold, bets and hand first (above the choices), unless the
    choices are the hand's cards (``casting``): then the hand's texts follow them."""
    tr = ctx.tr
    me = v["seats"][ctx.seat]
    bets = me["bets"] or []
    out: list[Section] = []
    mine: list[Item] = [Item(text=tr("game.ikasamage.phone.gold", n=me["gold"]), tone="gold")]
    mine += [Item(text=tr("game.ikasamage.phone.my_bet", fighter=t.fighter(pos)), tone="good") for pos in bets]
    if me["invisible"]:
        mine.append(Item(text=tr("game.ikasamage.zone.invisible"), tone="gold"))
    if me["prismatic"]:
        mine.append(Item(text=tr("game.ikasamage.zone.prismatic"), tone="gold"))
    out.append(Section(title=tr("game.ikasamage.phone.mine"), items=mine, chips=True, top=True))
    if t.hand:
        out.append(Section(title=tr("game.ikasamage.howto_hand"), cards=True, top=not casting,
                           items=[Item(text=t.spell_name(c["spell"]), sub=t.spell_text(c["spell"])) for c in t.hand]))
    if v["phase"] == "over":
        return out
    cat = v["catalog"]
    judge = cat["judges"][v["judge"]]
    bits: list[str] = []
    if v["confusion"]:
        bits.append(tr("game.ikasamage.judge.confusion"))
    else:
        if judge["limit"] is not None:
            bits.append(tr("game.ikasamage.judge.limit", n=judge["limit"]))
        bits.append(tr(f"game.ikasamage.judgment.{judge['judgment']}"))
    if judge["refuses"]:
        bits.append(tr("game.ikasamage.judge.refuses", what=", ".join(_words(ctx, r) for r in judge["refuses"])))
    special = _words(ctx, judge["text"])
    if special:
        bits.append(special)
    arena: list[Item] = [Item(text=_words(ctx, judge["name"]), sub=" · ".join(bits), tone="soft")]
    for f in v["fighters"]:
        info = cat["fighters"][f["fighter"]]
        sub = [tr("gallery.power", n=f["shown_power"]), tr("game.ikasamage.mana_n", n=f["shown_mana"]),
               tr("gallery.reward", n=info["reward"])]
        if info["undead"]:
            sub.append(tr("game.ikasamage.undead"))
        spells = [t.spell_name(s["spell"]["spell"]) for s in f["slots"] if s["spell"] is not None]
        if f["hidden"]:
            spells.append(ctx.tr.plural("game.ikasamage.phone.face_down", f["hidden"]))
        if spells:
            sub.append(", ".join(spells))
        item = Item(text=t.fighter(f["pos"]), sub=" · ".join(sub))
        if f["pos"] in bets:
            item["tone"] = "gold"
        arena.append(item)
    out.append(Section(title=tr("game.ikasamage.phone.arena"), items=arena))
    return out


def _cast_path(ctx: Context, t: _Table, a: IkaAction, face_down_cards: set[int]) -> list[str]:
    tr = ctx.tr
    path = [t.card.get(a.card or 0, "?")]
    if a.fighter is not None:
        path.append(t.fighter(a.fighter))
        if a.card in face_down_cards:
            path.append(tr("game.ikasamage.face_down") if a.face_down else tr("game.ikasamage.face_up"))
    if a.spell is not None:
        pos, i = a.spell
        path += [t.fighter(pos), t.slot(pos, i)]
    if a.to is not None:
        path.append(tr("game.ikasamage.phone.move_to", fighter=t.fighter(a.to)))
    if a.seat is not None:
        path.append(ctx.who(a.seat))
    if a.bet is not None:
        path += [tr("game.ikasamage.phone.bet_from", fighter=t.fighter(a.bet)),
                 tr("game.ikasamage.phone.bet_to", fighter=t.fighter(a.take))]
    return path


def page(ctx: Context) -> Page:
    """The page of ``ctx.seat``."""
    tr = ctx.tr
    v = cast(IkaView, ctx.view)
    acts = cast("Sequence[IkaAction]", ctx.actions)
    t = _Table(ctx, v)
    face_down_cards = {a.card for a in acts if a.kind == "cast" and a.face_down and a.card is not None}
    order = {c["card"]: i for i, c in enumerate(t.hand)}
    casts: list[tuple[int, Choice]] = []
    choices: list[Choice] = []
    last: list[Choice] = []
    for a in acts:
        j = ctx.act(a)
        if a.kind == "bet":
            fighters = list(a.fighters or ())
            group = ctx.tr.plural("game.ikasamage.phone.bet_on", len(fighters))
            choices.append(Choice(path=[group] + [t.fighter(pos) for pos in fighters], action=j, tone="gold"))
        elif a.kind == "cast":
            casts.append((order.get(a.card or 0, 0), Choice(path=_cast_path(ctx, t, a, face_down_cards), action=j)))
        elif a.kind == "pass":
            last.append(Choice(path=[tr("game.ikasamage.pass")], action=j, tone="bad"))
        elif a.kind == "forget":
            choices.append(Choice(path=[t.card.get(a.card or 0, "?")], action=j, tone="bad"))
        elif a.kind == "discard":
            choices.append(Choice(path=[tr("game.ikasamage.phone.discard"), t.card.get(a.card or 0, "?")],
                                  action=j, tone="bad"))
        elif a.kind == "draw":
            last.append(Choice(path=[tr("game.ikasamage.draw_button")], action=j, tone="good"))
        else:
            last.append(Choice(path=[ctx.game.describe_action(a)], action=j))
    kinds = {a.kind for a in acts}
    if "bet" in kinds:
        prompt = tr("game.ikasamage.phone.prompt_bet")
    elif "cast" in kinds or "pass" in kinds:
        prompt = tr("game.ikasamage.phone.prompt_spell")
    elif "forget" in kinds:
        prompt = ctx.tr.plural("game.ikasamage.phone.prompt_forget", v["forget"]["count"] if v["forget"] else 1)
    elif "draw" in kinds:
        prompt = tr("game.ikasamage.phone.prompt_redraw")
    else:
        prompt = tr("phone.choose")
    return make_page(ctx, _headline(ctx, v, acts), _status(ctx, v), _sections(ctx, v, t, "cast" in kinds), prompt,
                     choices + [c for _, c in sorted(casts, key=lambda x: x[0])] + last, over=v["phase"] == "over")
