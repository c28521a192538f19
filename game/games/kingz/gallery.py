"""Kingz in the card gallery: every animal's action cards, with their speeds,
drawn by the table's card painter."""

from __future__ import annotations

from typing import Any

from game.client.gallery import GalleryCard
from game.engine.contract import Json
from game.games.kingz.scene import draw_card
from game.games.kingz.views import CardView

CARD_SIZE = (150.0, 210.0)
TOKEN_SIZE = (160.0, 160.0)


def _token(token: str) -> Any:
    def paint(c: Any, r: tuple[float, float, float, float]) -> None:
        c.art(f"kingz/token_{token}", r)  # the picture the seat zones show
    return paint


def cards(content: Json, tr: Any) -> list[GalleryCard]:
    effects = {t["id"]: t["effect"] for t in content["card_types"]}
    kids = {t["id"]: t["kids"] for t in content["card_types"]}
    out: list[GalleryCard] = []
    for a, animal in enumerate(content["animals"]):
        animal_name = str(tr(f"game.kingz.seat.{a}"))
        for i, card in enumerate(animal["cards"]):
            kind = card["card"]
            effect = effects.get(kind, {"op": kind})
            view: CardView = {"id": i, "kind": kind, "op": str(effect["op"]), "speed": card["speed"], "owner": a}
            facts = [f"{animal_name} · {tr('gallery.speed', n=card['speed'])}"]  # one line: room for the rest
            facts += [str(tr(f"gallery.kingz_effect.{k}", n=v)) for k, v in effect.items() if k != "op"]
            if kids.get(kind):
                facts.append(str(tr("gallery.kids")))
            out.append(GalleryCard(
                "card", f"card:{animal['id']}:{i}", str(tr(f"game.kingz.card.{kind}")), tuple(facts),
                ("animals", a, "cards", i), CARD_SIZE,
                lambda c, r, view=view, animal_id=animal["id"]: draw_card(c, view, animal_id, r),  # type: ignore[misc]
                search=f"{kind} {animal['id']} {animal_name}".lower()))
    start, supply = content["start"], content["supply"]
    for token in ("armour", "courage", "renown"):
        facts = [str(tr("gallery.in_box", n=supply[token]))]
        if start.get(token):
            facts.append(str(tr("gallery.at_start", n=start[token])))
        out.append(GalleryCard("token", f"token:{token}", str(tr(f"game.kingz.token.{token}")), tuple(facts),
                               ("supply", token), TOKEN_SIZE, _token(token), search=f"token {token}"))
    return out
