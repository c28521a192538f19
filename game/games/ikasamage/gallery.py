"""Ikasamage in the card gallery: every spell, fighter and judge of
``data/ikasamage.yaml``, drawn by the table's painters."""

from __future__ import annotations

import json
from typing import Any

from game.client.gallery import GalleryCard
from game.engine.contract import Json
from game.games.ikasamage.cards import ROW_HEAD_W, names_size, paint_fighter_head, paint_judge, paint_spell, words
from game.games.ikasamage.content import make_setup
from game.games.ikasamage.views import catalog

SPELL_SIZE = (180.0, 252.0)
ROW_H = 132.0
JUDGE_SIZE = (392.0, 720.0)


def cards(content: Json, tr: Any) -> list[GalleryCard]:
    seats = min(h["players"] for h in content["hands"])
    setup = make_setup(json.dumps(content, sort_keys=True), seats, False)
    cat = catalog(setup)
    lang = tr.language if tr.language in ("en", "fr") else "en"
    out: list[GalleryCard] = []
    for i, (sp, info) in enumerate(zip(setup.content.spells, cat["spells"], strict=True)):
        kind = str(tr(f"game.ikasamage.type.{info['type']}"))
        if info["forbidden"]:
            kind += ", " + str(tr("game.ikasamage.forbidden"))
        facts = [kind, str(tr("gallery.copies", n=sp.count))]
        if info["mana"] is not None:
            facts.append(str(tr("game.ikasamage.mana_n", n=info["mana"])))
        facts.append(words(tr, info["text"]))
        out.append(GalleryCard(
            "spell", f"spell:{sp.id}", words(tr, info["name"]), tuple(facts), ("spells", i), SPELL_SIZE,
            lambda c, r, info=info: paint_spell(c, info, lang, r,  # type: ignore[misc]
                                                name_size=names_size(c, cat["spells"], lang, r[2], r[3])),
            search=f"{sp.id} {sp.name.en} {sp.name.fr}".lower()))
    for i, (fd, finfo) in enumerate(zip(setup.content.fighters, cat["fighters"], strict=True)):
        look = (i, False, False, False, fd.power, 0, 0)
        facts = [str(tr("gallery.power", n=fd.power)), str(tr("gallery.reward", n=fd.reward))]
        if words(tr, finfo["text"]):
            facts.append(words(tr, finfo["text"]))
        out.append(GalleryCard(
            "fighter", f"fighter:{fd.id}", words(tr, finfo["name"]), tuple(facts), ("fighters", i),
            (ROW_H + 6 + ROW_HEAD_W + 8, ROW_H),
            lambda c, r, f=finfo, look=look: paint_fighter_head(c, tr, f, look, r),  # type: ignore[misc]
            search=f"{fd.id} {fd.name.en} {fd.name.fr}".lower()))
    for i, (jd, jinfo) in enumerate(zip(setup.content.judges, cat["judges"], strict=True)):
        facts = [str(tr("game.ikasamage.judge.limit", n=jd.limit)) if jd.limit is not None
                 else str(tr("game.ikasamage.judgment.none")),
                 str(tr(f"game.ikasamage.judgment.{jd.judgment}"))]
        facts += [str(tr("game.ikasamage.judge.refuses", what=words(tr, r))) for r in jinfo["refuses"]]
        if words(tr, jinfo["text"]):
            facts.append(words(tr, jinfo["text"]))
        out.append(GalleryCard(
            "judge", f"judge:{jd.id}", words(tr, jinfo["name"]), tuple(facts), ("judges", i), JUDGE_SIZE,
            lambda c, r, j=jinfo: paint_judge(c, tr, j, r),  # type: ignore[misc]
            search=f"{jd.id} {jd.name.en} {jd.name.fr}".lower()))
    return out
