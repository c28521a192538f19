"""Kingz's illustrated "how to play": each page a little arena drawn with the
table's own card painter, animal heads and tokens. The cards shown carry
the speeds of the loaded data."""

from __future__ import annotations

from typing import Any

from game.client.gfx import Canvas, Theme
from game.client.howto import Page, Rect, arrow
from game.games.kingz.views import CardView

CARD = (150.0, 210.0)


def _card(canvas: Canvas, kind: str, speed: int, animal: str, x: float, y: float, dim: bool = False) -> None:
    from game.games.kingz.scene import draw_card

    card: CardView = {"id": 0, "kind": kind, "op": kind, "speed": speed, "owner": 0}
    draw_card(canvas, card, animal, (x, y, *CARD), dim)


def _head(canvas: Canvas, animal: str, centre: tuple[float, float], radius: float) -> None:
    from game.games.kingz.scene import ANIMAL_TINT

    cx, cy = centre
    canvas.circle(centre, radius, ANIMAL_TINT[animal])
    canvas.art(f"kingz/{animal}", (cx - radius, cy - radius, radius * 2, radius * 2))


def _token(canvas: Canvas, token: str, centre: tuple[float, float], size: float = 90) -> None:
    cx, cy = centre
    canvas.art(f"kingz/token_{token}", (cx - size / 2, cy - size / 2, size, size))


def pages(app: Any) -> list[Page]:
    tr = app.tr
    speeds = _speeds(app)
    if not speeds:
        return []

    def pick(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        c.box((x + 40, y + 40, w - 80, 300), (12, 38, 42, 235), 26, Theme.panel_edge, 2)
        _head(c, "tigresse", (x + 120, y + 120), 56)
        for i in range(6):
            c.art("kingz/card_back", (x + 220 + i * 40, y + 120, 100, 140))
        c.text(tr("game.kingz.zone.ready"), (x + w - 90, y + 100), 48, Theme.ok, "midright", bold=True)
        c.art("kingz/card_back", (x + w / 2 - 75, y + h - CARD[1] - 50, *CARD))
        arrow(c, (x + 420, y + 280), (x + w / 2 - 90, y + h - 170), Theme.gold)
        # behind the paravent: what only its owner sees while holding the peek key
        px, py = x + w - 330, y + h - 330
        c.box((px, py, 290, 280), Theme.panel, 22, Theme.gold, 4, shadow=True)
        for i, token in enumerate(("armour", "courage", "renown")):
            _token(c, token, (px + 60 + i * 85, py + 70), 70)
        c.text("3 · 1 · 0", (px + 145, py + 135), 40, Theme.text, "center", bold=True)
        c.text(tr("game.kingz.peek"), (px + 145, py + 215), 36, Theme.gold, "center", bold=True, max_width=260)

    def speed(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        # the rulebook's example: a Glaive (40), a Courage (9), a Crowd salute (5)
        row = [("glaive", _speed(speeds, "tigresse", "glaive", 1), "tigresse"),
               ("courage", _speed(speeds, "crocodile", "courage", 1), "crocodile"),
               ("salut", _speed(speeds, "rhinoceros", "salut"), "rhinoceros")]
        names = [tr(f"game.kingz.card.{kind}") for kind, _spd, _animal in row]
        size = c.common_size([(name, 300) for name in names], 36, True)  # the three names at one size
        for i, (kind, spd, animal) in enumerate(row):
            cx, top = x + 170 + i * 320, y + 80
            _card(c, kind, spd, animal, cx - CARD[0] / 2, top + 170)
            _head(c, animal, (cx - CARD[0] / 2, top + 190), 40)
            c.circle((cx, top + 90), 50, Theme.gold)
            c.text(str(i + 1), (cx, top + 90), 60, Theme.ink, "center", bold=True)
            c.text(names[i], (cx, top + 430), size, Theme.text, "center", bold=True, max_width=300)
            if i:
                arrow(c, (cx - 240, top + 275), (cx - 100, top + 275), Theme.gold)

    def glaive(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        _card(c, "glaive", _speed(speeds, "tigresse", "glaive"), "tigresse", x + 90, y + 60)
        _head(c, "crocodile", (x + w - 200, y + 160), 90)
        arrow(c, (x + 270, y + 160), (x + w - 320, y + 160), Theme.danger)
        _token(c, "courage", (x + 130, y + 340))
        c.text("−1", (x + 210, y + 340), 48, Theme.danger, "center", bold=True)
        _token(c, "armour", (x + w - 200, y + 340))
        c.text("−1", (x + w - 120, y + 340), 48, Theme.danger, "center", bold=True)
        _token(c, "renown", (x + 380, y + 340))
        c.text("+1", (x + 460, y + 340), 48, Theme.ok, "center", bold=True)
        _card(c, "bouclier", _speed(speeds, "gorille", "bouclier"), "gorille", x + w / 2 - 75, y + h - CARD[1] - 40)
        c.text(tr("game.kingz.howto_blocks"), (x + w / 2 + 110, y + h - 145), 40, Theme.gold, "midleft",
               bold=True, max_width=w / 2 - 150)

    def grounded(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        _head(c, "rhinoceros", (x + 160, y + 150), 90)
        c.text(tr("game.kingz.ouch"), (x + 300, y + 150), 52, Theme.danger, "midleft", bold=True,
               max_width=w - 340)
        c.box((x + 100, y + 300, w - 200, 200), Theme.panel, 24, Theme.gold, 4, shadow=True)
        c.text(tr("game.kingz.zone.offer", renown=1, courage=1), (x + w / 2, y + 350), 38, Theme.text, "center",
               bold=True, max_width=w - 260)
        c.art("kingz/thumb_up", (x + w / 2 - 170, y + 400, 80, 80))
        c.art("kingz/thumb_down", (x + w / 2 + 90, y + 400, 80, 80))
        c.text(tr("game.kingz.howto_pardon"), (x + w / 2 - 130, y + 560), 36, Theme.ok, "center", bold=True,
               max_width=w / 2 - 40)
        c.text(tr("game.kingz.howto_out"), (x + w / 2 + 130, y + 560), 36, Theme.danger, "center", bold=True,
               max_width=w / 2 - 40)

    def win(c: Canvas, r: Rect) -> None:
        x, y, w, h = r
        c.art("ui/crown", (x + w / 2 - 110, y + 20, 220, 220))
        for i in range(5):
            _token(c, "renown", (x + 170 + i * 110, y + 330), 90)
        c.text("= 5", (x + 170 + 5 * 110, y + 330), 56, Theme.gold, "midleft", bold=True)
        _token(c, "courage", (x + 280, y + 500), 80)
        _token(c, "courage", (x + 370, y + 500), 80)
        c.text("=", (x + 450, y + 500), 56, Theme.text, "center", bold=True)
        _token(c, "renown", (x + 530, y + 500), 80)
        c.text(tr("game.kingz.token.fame") + " = " + tr("game.kingz.token.renown") + " + "
               + tr("game.kingz.token.courage") + " ÷ 2", (x + w / 2, y + 630), 38, Theme.text, "center", bold=True,
               max_width=w - 80)

    return [Page("pick", pick), Page("speed", speed), Page("glaive", glaive), Page("grounded", grounded),
            Page("win", win)]


def _speeds(app: Any) -> dict[tuple[str, str], list[int]]:
    """(animal, card type) -> its speeds, fastest first, from the loaded data
    (the pages show real cards); empty when the data does not load."""
    from game.client.game_scene import content_json
    from game.engine import registry

    data = content_json(app.ensure_content(), registry.get("kingz"))
    if data is None:  # data/kingz.yaml does not load: its error screen says why
        return {}
    out: dict[tuple[str, str], list[int]] = {}
    for animal in data["animals"]:
        for card in animal["cards"]:
            out.setdefault((animal["id"], card["card"]), []).append(int(card["speed"]))
    return {k: sorted(v, reverse=True) for k, v in out.items()}


def _speed(speeds: dict[tuple[str, str], list[int]], animal: str, kind: str, nth: int = 0) -> int:
    found = speeds.get((animal, kind), [])
    return found[min(nth, len(found) - 1)] if found else 0
