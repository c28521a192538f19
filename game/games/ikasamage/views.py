"""What the Ikasamage engine sends the table: typed views (the scene reads these).

A view holds only what its seat may know: its own hand, bets, face-down spells
and what its Detect Magic showed; for everyone else, backs and counts. The
catalog (names and texts of every spell, fighter and judge, generated from the
YAML ops in English and French) is public and shared between views.
"""

from __future__ import annotations

from typing import TypedDict

from game.engine.contract import Json
from game.games.ikasamage.ops import fighter_score, mana_on, op_text, spell_target
from game.games.ikasamage.state import IkaState, Setup


class Text(TypedDict):
    en: str
    fr: str


class SpellInfo(TypedDict):
    id: str
    name: Text
    short: Text
    """The designer's shorter name for a narrow card ("" where none)."""
    type: str
    """direct, enchant or support."""
    forbidden: bool
    mana: int | None
    face_up: bool
    text: Text
    """The effect in words, made from its ops."""
    ops: list[dict[str, Json]]
    """Its ops with their parameters, as in the YAML."""
    delta: int
    """The power it adds to a fighter (an Undead takes the opposite)."""
    target: str
    """What casting it names: fighter, spell, spell_to, player, bet or none."""


class FighterInfo(TypedDict):
    id: str
    name: Text
    power: int
    reward: int
    undead: bool
    text: Text


class JudgeInfo(TypedDict):
    id: str
    name: Text
    limit: int | None
    judgment: str
    refuses: list[Text]
    text: Text
    """Its specials in words."""


class Catalog(TypedDict):
    spells: list[SpellInfo]
    """By spell index (a card's ``spell``)."""
    fighters: list[FighterInfo]
    judges: list[JudgeInfo]


class SpellView(TypedDict):
    card: int
    spell: int
    """Index into ``catalog.spells``."""


class SlotView(TypedDict):
    owner: int
    face_up: bool
    spell: SpellView | None
    """None: a back this seat has not seen."""


class FighterView(TypedDict):
    pos: int
    fighter: int
    """Index into ``catalog.fighters``."""
    slots: list[SlotView]
    shown_power: int
    """Base power plus the spells this seat can see."""
    shown_mana: int
    hidden: int
    """Face-down spells this seat has not seen."""
    protected: bool
    """A Reflection is on it."""


class SeatView(TypedDict):
    seat: int
    gold: int
    hand_count: int
    bet_count: int
    passed: bool
    done: bool
    invisible: bool
    prismatic: bool
    hand: list[SpellView] | None
    """Only for the seat itself."""
    bets: list[int] | None
    """Only for the seat itself."""


class ForgetView(TypedDict):
    target: int
    caster: int
    count: int


class ResultFighter(TypedDict):
    pos: int
    fighter: int
    base: int
    power: int
    reward: int
    mana: int
    excluded: bool
    dispersed: bool
    spells: list[int]


class RefusedView(TypedDict):
    card: int
    seat: int
    fighter: int | None
    """The position it lay on at the judgment; None for a Support (it acted and went)."""
    how: str
    """invisible (its caster was), cheat (paid for: coup tordu) or judge (cast before
    Dimension Door brought a judge who refuses it)."""


class ResultView(TypedDict):
    round: int
    replayed: bool
    winner: int | None
    judge: int
    limit: int | None
    judgment: str
    drawn: int | None
    confusion: bool
    fighters: list[ResultFighter]
    dispersed_cards: list[list[int]]
    bets: list[list[int]]
    payouts: list[int]
    gold: list[int]
    refused: list[RefusedView]
    """Spells the judge refused that were cast all the same (see ``rules.refused_spells``)."""


class IkaView(TypedDict):
    game: str
    you: int | None
    phase: str
    """bet, spell, forget, redraw, over."""
    round: int
    rounds: int
    first: int
    turn: int
    judge: int
    fighters: list[FighterView]
    seats: list[SeatView]
    deck_count: int
    discard: list[SpellView]
    forget: ForgetView | None
    confusion: bool
    result: ResultView | None
    """The last match, shown until the next one starts."""
    winners: list[int] | None
    end_reason: str
    coup_tordu: bool
    cheat_cost: int
    card_spell: list[int]
    """Per card id: its spell index (for the result's card lists)."""
    catalog: Catalog


_CATALOGS: dict[int, tuple[object, Catalog]] = {}


def catalog(setup: Setup) -> Catalog:
    """Names and texts of every card (one shared object per content)."""
    key = id(setup.content)
    if key not in _CATALOGS or _CATALOGS[key][0] is not setup.content:
        if len(_CATALOGS) > 32:
            _CATALOGS.clear()
        c = setup.content

        def words(ops: list[object], sep: str = ". ") -> Text:
            return {"en": sep.join(op_text(o, "en") for o in ops),  # type: ignore[arg-type]
                    "fr": sep.join(op_text(o, "fr") for o in ops)}  # type: ignore[arg-type]

        refusal_words = {(None, True): ("forbidden", "interdit"), ("direct", None): ("Direct", "Direct"),
                         ("enchant", None): ("Enchant", "Enchantement"), ("support", None): ("Support", "Soutien"),
                         ("support", True): ("forbidden Support", "Soutien interdit")}
        made: Catalog = {
            "spells": [{"id": sp.id, "name": {"en": sp.name.en, "fr": sp.name.fr},
                        "short": {"en": sp.short.en, "fr": sp.short.fr}, "type": sp.type,
                        "forbidden": sp.forbidden, "mana": sp.mana,
                        "face_up": sp.type == "direct" if sp.face_up is None else sp.face_up,
                        "text": words(list(sp.effect)), "ops": [o.model_dump(mode="json") for o in sp.effect],
                        "delta": next(card.delta for card in setup.cards if card.spell == i),
                        "target": spell_target(sp.type, sp.effect)}
                       for i, sp in enumerate(c.spells)],
            "fighters": [{"id": f.id, "name": {"en": f.name.en, "fr": f.name.fr}, "power": f.power,
                          "reward": f.reward, "undead": any(a.op == "undead" for a in f.abilities),
                          "text": words(list(f.abilities))} for f in c.fighters],
            "judges": [{"id": j.id, "name": {"en": j.name.en, "fr": j.name.fr}, "limit": j.limit,
                        "judgment": j.judgment,
                        "refuses": [dict(zip(("en", "fr"), refusal_words.get((r.type, r.forbidden),
                                                                              (str(r.type), str(r.type))),
                                             strict=True)) for r in j.refuses],  # type: ignore[misc]
                        "text": words(list(j.specials))} for j in c.judges],
        }
        _CATALOGS[key] = (setup.content, made)
    return _CATALOGS[key][1]


def make_view(s: IkaState, seat: int | None) -> IkaView:

    known: set[int] = set()
    if seat is not None:
        known = set(s.face_down(seat)) | set(s.seen[seat])

    def spell(c: int) -> SpellView:
        return {"card": c, "spell": s.card(c).spell}

    fighters: list[FighterView] = []
    for pos in range(len(s.fighters)):
        slots: list[SlotView] = []
        shown = [x for x in s.slots[pos] if x[2] or x[0] in known]
        for x in s.slots[pos]:
            visible = bool(x[2]) or x[0] in known
            slots.append({"owner": x[1], "face_up": bool(x[2]), "spell": spell(x[0]) if visible else None})
        partial = s.clone() if len(shown) != len(s.slots[pos]) else s
        if partial is not s:
            partial.slots[pos] = shown
        fighters.append({"pos": pos, "fighter": s.fighters[pos], "slots": slots,
                         "shown_power": fighter_score(partial, pos).power, "shown_mana": mana_on(partial, pos),
                         "hidden": len(s.slots[pos]) - len(shown), "protected": s.protected(pos)})
    secret_bets = s.phase in ("bet", "spell", "forget")
    seats: list[SeatView] = [{
        "seat": p, "gold": s.gold[p], "hand_count": len(s.hands[p]),
        "bet_count": len(s.bets[p]) if secret_bets else 0, "passed": s.passed[p],
        "done": s.done[p] if s.phase == "redraw" else False,
        "invisible": s.invisible[p], "prismatic": s.prismatic[p],
        "hand": [spell(c) for c in sorted(s.hands[p])] if p == seat else None,
        "bets": list(s.bets[p]) if p == seat and secret_bets else None,
    } for p in range(s.seats)]
    forget: ForgetView | None = None
    if s.forget is not None:
        forget = {"target": s.forget[0], "caster": s.forget[1], "count": s.forget[2]}
    return {
        "game": "ikasamage", "you": seat, "phase": s.phase, "round": s.round, "rounds": s.setup.content.rounds,
        "first": s.first, "turn": s.turn, "judge": s.judge, "fighters": fighters, "seats": seats,
        "deck_count": len(s.deck), "discard": [spell(c) for c in s.discard], "forget": forget,
        "confusion": s.confusion, "result": s.result, "winners": None if s.winners is None else list(s.winners),
        "end_reason": s.end_reason, "coup_tordu": s.setup.coup_tordu, "cheat_cost": s.setup.content.cheat_cost,
        "card_spell": [c.spell for c in s.setup.cards], "catalog": catalog(s.setup),
    }
