"""Ikasamage's illustrated "how to play": each page a little arena drawn with
the table's own spell painter, fighter portraits and icons. The cards and
numbers shown come from the loaded data (its catalog, as the table sees it)."""

from __future__ import annotations

from typing import Any

from game.client.gfx import Canvas, Theme, seat_style
from game.client.howto import Page, Rect, arrow
from game.games.ikasamage.views import Catalog, SpellInfo

CARD = (150.0, 210.0)


def _catalog(app: Any) -> Catalog | None:
    """The catalog of the loaded data (None when the data does not load)."""
    from game.client.game_scene import content_json
    from game.engine import registry
    from game.engine.contract import GameConfig, SeatConfig

    game = registry.get("ikasamage")
    data = content_json(app.ensure_content(), game)
    if data is None:  # data/ikasamage.yaml does not load: its error screen says why
        return None
    config = GameConfig(seats=(SeatConfig("bot", "easy"),) * 3, rules=game.resolve_rules({}), content=data)
    view = game.view(game.new_game(config, 1), None)
    catalog: Catalog = view["catalog"]
    return catalog


def pages(app: Any) -> list[Page]:
    from game.games.ikasamage.cards import names_size, paint_back, paint_spell

    tr = app.tr
    cat = _catalog(app)
    if cat is None:
        return []
    lang = tr.language if tr.language in ("en", "fr") else "en"

    def words(text: Any) -> str:
        return str(text.get(lang, text["en"]))

    def spell(sid: str) -> SpellInfo:
        return next((s for s in cat["spells"] if s["id"] == sid), cat["spells"][0])

    def card(c: Canvas, sid: str, x: float, y: float, size: tuple[float, float] = CARD) -> None:
        paint_spell(c, spell(sid), lang, (x, y, *size), name_size=names_size(c, cat["spells"], lang, *size))

    fighters = {f["id"]: f for f in cat["fighters"]}

    def fighter(c: Canvas, fid: str, x: float, y: float, s: float, stats: bool = True) -> None:
        f = fighters.get(fid) or cat["fighters"][0]
        c.box((x, y, s, s), (30, 26, 44), 18, Theme.panel_edge, 3)
        c.art(f"ikasamage/fighter_{f['id']}", (x, y, s, s))
        if stats:
            c.text(words(f["name"]), (x + s / 2, y + s + 26), 36, Theme.text, "center", bold=True, max_width=s + 26)
            c.art("ikasamage/power", (x + s / 2 - 110, y + s + 56, 40, 40))
            c.text(str(f["power"]), (x + s / 2 - 64, y + s + 76), 36, Theme.text, "midleft", bold=True)
            c.art("ikasamage/reward", (x + s / 2 + 6, y + s + 56, 40, 40))
            c.text(str(f["reward"]), (x + s / 2 + 52, y + s + 76), 36, Theme.gold, "midleft", bold=True)

    def goal(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        for i, fid in enumerate(("goblin", "orc", "lizardman", "minotaur", "dragon")):
            fighter(c, fid, x + 20 + i * 184, y + 30, 150, stats=False)
        c.art("ikasamage/gold", (x + w / 2 - 260, y + 380, 120, 120))
        c.art("ikasamage/gold", (x + w / 2 - 180, y + 420, 120, 120))
        c.art("ikasamage/bet_card", (x + w / 2 + 40, y + 360, 110, 154))
        card(c, "fireball", x + w / 2 + 180, y + 340)
        c.art("ui/crown", (x + w / 2 - 60, y + 560, 120, 120))

    def bets(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        f = fighters.get("goblin") or cat["fighters"][0]
        fighter(c, "goblin", x + 40, y + 30, 170)
        reward = int(f["reward"])
        rows = ((1, reward * 2), (2, reward), (3, (reward + 1) // 2))
        for i, (n, pays) in enumerate(rows):
            ry = y + 330 + i * 130
            for k in range(n):
                c.art("ikasamage/bet_card", (x + 40 + k * 60, ry, 80, 112))
            c.text(tr("game.ikasamage.howto_pays"), (x + 280, ry + 56), 40, Theme.text, "midleft", bold=True,
                   max_width=220)
            c.art("ikasamage/gold", (x + 520, ry + 20, 72, 72))
            c.text(str(pays), (x + 610, ry + 56), 56, Theme.gold, "midleft", bold=True)
        c.art("ikasamage/reward", (x + 300, y + 80, 70, 70))
        c.text(f"= {reward}", (x + 390, y + 115), 56, Theme.gold, "midleft", bold=True)

    def spells(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        fighter(c, "orc", x + w / 2 - 85, y + 20, 170, stats=False)
        kinds = (("healing", "direct"), ("might", "enchant"), ("dispel_magic", "support"))
        kind_size = c.common_size([(tr(f"game.ikasamage.type.{kind}"), 300) for _, kind in kinds], 40, True)
        face_size = c.common_size([(tr(f"game.ikasamage.{face}"), 300) for face in ("face_up", "face_down")], 36)
        for i, (sid, kind) in enumerate(kinds):  # the three kinds' words alike
            cx = x + 150 + i * 320
            top = y + 330
            if kind == "enchant":
                paint_back(c, (cx - CARD[0] / 2, top, *CARD))
            else:
                card(c, sid, cx - CARD[0] / 2, top)
            ty = top + CARD[1] + 36
            c.text(tr(f"game.ikasamage.type.{kind}"), (cx, ty), kind_size, Theme.text, "center", bold=True,
                   max_width=300)
            if kind != "support":
                face = tr(f"game.ikasamage.{'face_up' if kind == 'direct' else 'face_down'}")
                c.text(face, (cx, ty + c.line_height(40) / 2 + c.line_height(36) / 2 + 4), face_size, Theme.text_soft,
                       "center", max_width=300)
            if kind != "support":
                arrow(c, (cx, top - 10), (x + w / 2 + (i - 0.5) * 60, y + 210), Theme.gold)

    def judge(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        j = next((j for j in cat["judges"] if j["limit"] is not None), cat["judges"][0])
        c.box((x + 20, y + 20, 300, 300), (24, 30, 50), 22)
        c.art(f"ikasamage/judge_{j['id']}", (x + 20, y + 20, 300, 300))
        c.paragraph(words(j["name"]), (x + 20, y + 340, 300, 100), 36, Theme.gold, align="center", line_gap=1.05)
        c.art("ikasamage/mana", (x + 360, y + 40, 60, 60))
        c.text(tr("game.ikasamage.judge.limit", n=j["limit"]), (x + 440, y + 70), 40, Theme.text, "midleft",
               bold=True, max_width=w - 460)
        c.art("ikasamage/forbidden", (x + 360, y + 130, 60, 60))
        c.text(tr("game.ikasamage.forbidden"), (x + 440, y + 160), 40, Theme.danger, "midleft", bold=True,
               max_width=w - 460)
        c.paragraph(tr("game.ikasamage.howto_limit"), (x + 360, y + 230, w - 380, 110), 36, Theme.text,
                    line_gap=1.1)
        rulings = ((tr("game.ikasamage.judgment.dispersion"), Theme.gold),
                   (tr("game.ikasamage.judgment.exclusion"), Theme.danger))
        size = c.common_size([(word, w / 2 - 180) for word, _ in rulings], 44, True)  # the two rulings alike
        for i, (word, colour) in enumerate(rulings):
            bx = x + 40 + i * (w / 2)
            c.art("ikasamage/gavel", (bx, y + 480, 110, 110))
            c.text(word, (bx + 130, y + 535), size, colour, "midleft", bold=True, max_width=w / 2 - 180)

    def secret(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        style = seat_style(1)
        c.box((x + 20, y + 20, w - 40, 260), (6, 16, 20), 24, style.color, 5)
        c.seat_badge(1, (x + w / 2, y + 80), 40)
        c.text(tr("game.ikasamage.handover.look_away", seat=tr(style.name_key)), (x + w / 2, y + 160), 40,
               Theme.text, "center", bold=True, max_width=w - 100)
        c.text(tr("game.ikasamage.handover.ready", seat=tr(style.name_key), act="E"), (x + w / 2, y + 230), 36,
               Theme.gold, "center", bold=True, max_width=w - 100)
        arrow(c, (x + w / 2, y + 300), (x + w / 2, y + 370), Theme.gold)
        c.box((x + 20, y + 390, w - 40, 280), (14, 40, 44), 24, style.color, 4)
        c.text(tr("game.ikasamage.howto_hand"), (x + 44, y + 420), 36, Theme.gold, "midleft", bold=True,
               max_width=w - 100)
        for i, sid in enumerate(("cure", "fireball", "might", "detect_magic", "amnesia")):
            card(c, sid, x + 50 + i * 165, y + 450, (140, 196))

    def end(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        fighter(c, "lizardman", x + 30, y + 40, 170, stats=False)
        c.box((x - 6 + 30, y + 34, 182, 182), None, 22, Theme.focus, 6)
        for i, sid in enumerate(("strengthen", "might")):
            card(c, sid, x + 240 + i * 170, y + 30)
        fighter(c, "dragon", x + 30, y + 300, 170, stats=False)
        c.art("ikasamage/gavel", (x + 70, y + 340, 90, 90))
        c.text(tr("game.ikasamage.judgment.excluded"), (x + 240, y + 385), 44, Theme.danger, "midleft", bold=True,
               max_width=w - 260)
        c.art("ui/crown", (x + w - 230, y + 40, 180, 180))
        for i in range(3):
            c.art("ikasamage/gold", (x + 240 + i * 100, y + 540, 90, 90))
        arrow(c, (x + 100, y + 250), (x + 100, y + 290), Theme.text_soft)

    return [Page("goal", goal), Page("bets", bets), Page("spells", spells), Page("judge", judge),
            Page("secret", secret), Page("end", end)]
