"""What the Ikasamage table says matches the rules and names what it shows:
a fighter over the judge's mana limit is marked (not under Confusion); the
Invisibility banner says what the rulebook says; cards name themselves (whole,
else shortened, at the readable size); the detail panel describes the fighter
under the cursor while betting; the bet marker never covers the power; the
French spell Might is not called by the stat's name."""

from __future__ import annotations

from typing import Any

import pytest
from clienthelpers import FakeClock, drawn_texts, post_key, press
from test_client_ikasamage_peek import hold, table
from test_client_ikasamage_table import key, settle

from game.client.gfx import Canvas
from game.games.ikasamage.cards import LITTLE_WORDS, card_name, names_size, paint_spell, spell_glyph
from game.games.ikasamage.scene import OPENING_S
from game.games.ikasamage.table import row_parts_at
from tests.ikasamage.ika_helpers import table as engine_table


def art_calls(app: Any, scene: Any, name: str) -> list[tuple[float, float, float, float]]:
    """Where ``name`` is painted in one frame drawn from scratch."""
    calls: list[Any] = []
    real = app.canvas.art

    def spy(art: str, rect: Any, *args: Any, **kwargs: Any) -> Any:
        if art == name:
            calls.append(tuple(rect))
        return real(art, rect, *args, **kwargs)

    app.canvas.art = spy
    try:
        drawn_texts(app)
    finally:
        del app.canvas.art
    return calls


def inside(r: Any, box: Any) -> bool:
    return box[0] <= r[0] and r[0] + r[2] <= box[0] + box[2] and box[1] <= r[1] and r[1] + r[3] <= box[1] + box[3]


def test_a_fighter_over_the_limit_is_marked(app: Any, clock: FakeClock) -> None:
    scene = table(app, n=3, humans=1)
    settle(app, clock, OPENING_S + 0.2)
    # Adoth: limit 10, exclusion; Meteor Strike (6), Blizzard (4) and Lightning Bolt (3) face up on the orc: 13
    s = engine_table(3, judge="adoth", slots={1: [("meteor_strike", 1), ("blizzard", 2), ("lightning_bolt", 2)]})
    scene.state = s
    mana = scene.public()["fighters"][1]["shown_mana"]
    assert mana > 10, mana
    assert [f["shown_mana"] > 10 for f in scene.public()["fighters"]] == [False, True, False, False, False]
    assert marked_rows(app, scene) == [1], "the orc's mana in red, with the judge's gavel"
    confused = s.clone()
    confused.confusion = True
    scene.state = confused
    assert marked_rows(app, scene) == [], "Confusion: no judgment, no mark"


def marked_rows(app: Any, scene: Any) -> list[int]:
    """The fighter rows painted as over the limit in one frame drawn from scratch."""
    import game.games.ikasamage.table as table_module

    marked: list[int] = []
    real = table_module.paint_fighter_head

    def spy(canvas: Any, tr: Any, fighter: Any, look: Any, r: Any, over_limit: bool = False, **kwargs: Any) -> None:
        if over_limit:
            marked.append(look[0])
        real(canvas, tr, fighter, look, r, over_limit=over_limit, **kwargs)

    table_module.paint_fighter_head = spy  # type: ignore[assignment]
    try:
        drawn_texts(app)
    finally:
        table_module.paint_fighter_head = real  # type: ignore[assignment]
    fighters = [f["fighter"] for f in scene.public()["fighters"]]
    return sorted(fighters.index(f) for f in marked)


def test_invisibility_lifts_the_refusals_only(app: Any) -> None:
    for lang, limit in (("en", "limit"), ("fr", "limite")):
        app.set_language(lang)
        text = app.tr("game.ikasamage.banner.invisibility", seat="Red")
        assert limit in text, "the mana judgment still applies, and the banner says so"
        assert "sees nothing" not in text and "ne voit rien" not in text


def names(drawn: list[str], name: str, short: str) -> bool:
    """Whether the lines drawn on a card name it: whole, the designer's short
    form, or each word cut short ("Lightni. Bolt": every word the start of a
    word of the name, in order, none left out but little words)."""
    text = " ".join(drawn)
    if text in (name, short) or not drawn:
        return bool(drawn)
    words = name.split()
    i = 0
    for word in text.split():
        stem = word.rstrip(".")
        while i < len(words) and not (words[i].startswith(stem) and len(stem) >= min(3, len(words[i]))):
            if words[i].lower() not in LITTLE_WORDS:
                return False
            i += 1
        if i == len(words):
            return False
        i += 1
    return all(w.lower() in LITTLE_WORDS for w in words[i:])


@pytest.mark.parametrize("scale", [0.9, 1.0, 1.4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_spell_names_itself_on_its_card(app: Any, lang: str, scale: float) -> None:
    """Every card's name is drawn on the card, at every text size: in a hand
    of eight (the narrowest hand card), in a hand of five and lying on a
    fighter's row; whole, else the YAML's short form, else cut word by word,
    at one size for the hand, never left off (issue 23)."""
    app.set_language(lang)
    app.set_ui_scale(scale)
    scene = table(app, n=3, humans=1)
    spells = scene.public()["catalog"]["spells"]
    sizes = [scene.hand_slots(scene.hand_area(), count)[0][2:] for count in (8, 5)]
    lying = [r[2:] for count in (1, 2) for r in scene.slot_rects(0, count)[:1] if r[2] > r[3]]
    assert len(lying) == 2, "one or two spells lie on a row"
    canvas = app.canvas
    real = Canvas.text
    for w, h in sizes + lying:
        size = names_size(canvas, spells, lang, w, h)
        assert size >= canvas.text_floor(32)
        for info in spells:
            drawn: list[str] = []

            def spy(self: Canvas, text: str, *args: Any, drawn: list[str] = drawn, **kwargs: Any) -> Any:
                drawn.append(text)
                return real(self, text, *args, **kwargs)

            Canvas.text = spy  # type: ignore[method-assign]
            try:
                paint_spell(canvas, info, lang, (0.0, 0.0, w, h), name_size=size)
            finally:
                Canvas.text = real  # type: ignore[method-assign]
            figure = spell_glyph(info)[0]
            shown = [t for t in drawn if t not in (str(info["mana"]), figure)]
            assert names(shown, info["name"][lang], info["short"][lang]), (lang, scale, (w, h), info["name"], shown)


def test_a_designer_short_name_breaks_only_at_its_hyphen(app: Any) -> None:
    scene = table(app, n=3, humans=1)
    confusion = next(i for i in scene.public()["catalog"]["spells"] if i["id"] == "confusion")
    assert confusion["short"]["en"] == "Confu- sion"
    lines, _ = card_name(app.canvas, confusion, "en", 129, 80)
    assert lines == ["Confu-", "sion"]
    one, _ = card_name(app.canvas, confusion, "en", 129, 40)  # one line: never "Confu- sion" on it
    assert "- " not in " ".join(one) and one


def test_might_is_not_called_by_the_stats_name_in_french(app: Any) -> None:
    scene = table(app, n=3, humans=1)
    spells = scene.public()["catalog"]["spells"]
    stat = next(info["text"]["fr"] for info in spells if info["ops"][0]["op"] == "power").split()[0]
    assert stat == "Puissance"
    names = [info["name"]["fr"] for info in spells]
    assert stat not in names
    assert "Might" in [info["name"]["en"] for info in scene.public()["catalog"]["spells"]]


def test_betting_shows_the_fighter_and_the_marker_leaves_the_power_clear(app: Any, clock: FakeClock) -> None:
    scene = table(app, n=3, humans=3)
    settle(app, clock, OPENING_S + 0.2)
    seat = scene.acting_seat()
    hold(app, seat, True)
    press(app, key(seat, "down"), key(seat, "down"), key(seat, "act"))  # a bet card on fighter 2
    v = scene.public()
    fighter = v["catalog"]["fighters"][v["fighters"][2]["fighter"]]
    texts = drawn_texts(app)
    assert scene.words(fighter["name"]) in texts
    assert app.tr("game.ikasamage.fighter_line", power=fighter["power"], reward=fighter["reward"]) in texts
    markers = art_calls(app, scene, "ikasamage/bet_card")
    totals = row_parts_at(scene.row_rect(2))[2]
    assert markers and not any(m[0] < totals[0] + totals[2] and totals[0] < m[0] + m[2] for m in markers)
    post_key(key(seat, "special"), down=False)


def test_the_result_says_why_a_fighter_was_judged(app: Any, clock: FakeClock) -> None:
    from game.games.ikasamage.rules import PASS
    from game.games.ikasamage.scene import SHOWDOWN_S

    scene = table(app, n=3, humans=1)
    settle(app, clock, OPENING_S + 0.2)
    scene.state = engine_table(3, judge="adoth", slots={1: [("meteor_strike", 1), ("blizzard", 2),
                                                           ("lightning_bolt", 2)]})
    while scene.state.phase == "spell":
        assert scene.submit(scene.state.turn, PASS, 0.0)
    res = scene.public()["result"]
    orc = res["fighters"][1]
    assert orc["excluded"] and orc["mana"] > 10
    settle(app, clock, SHOWDOWN_S + 0.2)
    texts = drawn_texts(app)
    assert app.tr("game.ikasamage.result.over_limit", mana=orc["mana"], limit=10) in texts
    assert app.tr("game.ikasamage.result.judgment", limit=10,
                  judgment=app.tr("game.ikasamage.judgment.exclusion")) in texts


def test_the_result_names_a_refused_spell_and_what_it_changed(app: Any, clock: FakeClock) -> None:
    """Orlair refuses Direct spells; Red, invisible, casts Meteor Strike (-10) on
    the Dragon anyway: the Succubus wins. The public result panel says which
    spell was refused, whose, how it got cast and that without it the Dragon
    would have won, in English and French, from the table's view only."""
    from game.games.ikasamage.rules import PASS, cast
    from game.games.ikasamage.scene import SHOWDOWN_S
    from tests.ikasamage.ika_helpers import held

    scene = table(app, n=3, humans=1)
    settle(app, clock, OPENING_S + 0.2)
    scene.state = engine_table(3, judge="orlair", hands={0: ["invisibility", "meteor_strike"], 1: ["cure"],
                                                         2: ["cure"]})
    assert scene.submit(0, cast(held(scene.state, 0, "invisibility")), 0.0)
    assert scene.submit(1, PASS, 0.0) and scene.submit(2, PASS, 0.0)
    meteor = held(scene.state, 0, "meteor_strike")
    assert scene.submit(0, cast(meteor, fighter=4), 0.0)
    res = scene.public()["result"]
    assert res["refused"] == [{"card": meteor, "seat": 0, "fighter": 4, "how": "invisible"}]
    assert res["fighters"][res["winner"]]["fighter"] != res["fighters"][4]["fighter"]
    settle(app, clock, SHOWDOWN_S + 0.2)
    wanted = {"en": "Refused by Orlair the Cool Beauty: {seat}'s Meteor Strike on the Dragon (cast under "
                    "Invisibility): without it, the Dragon would have won",
              "fr": "Refusé par Orlair la beauté froide : Frappe météore de {seat} sur Dragon (lancé sous "
                    "Invisibilité) : sans lui, Dragon aurait gagné"}
    for lang in ("en", "fr"):
        app.set_language(lang)
        lines = scene.refusal_lines(scene.public(), res)
        assert lines == [wanted[lang].format(seat=scene.who(0))]
        texts = drawn_texts(app)
        assert " ".join(lines[0].split()) in " ".join(" ".join(texts).replace(" …", "").split()), texts


def test_the_results_say_gold_then_cards_in_hand_on_one_line_each(app: Any) -> None:
    """The results screen has room for one detail line at 140 %: the score
    says it is gold, the detail the cards in hand (the tie-break)."""
    from game.engine.contract import Outcome

    scene = table(app, n=3, humans=1)
    outcome = Outcome((0,), (12.0, 3.0, 3.0), "gold", {"ranking": [{"seat": 0, "gold": 12, "cards": 2},
                                                                   {"seat": 1, "gold": 3, "cards": 1},
                                                                   {"seat": 2, "gold": 3, "cards": 0}]})
    for lang, score, detail in (("en", "12 gold", "1 in hand"), ("fr", "12 or", "1 en main")):
        app.set_language(lang)
        assert scene.score_text(outcome, 0) == score
        assert scene.score_detail(outcome, 1) == detail


def test_the_pay_out_line_names_how_many_bet_cards_the_seat_placed(app: Any) -> None:
    """The pay-out rule goes by how many bet cards a seat placed (one on each
    fighter), not by how many lie on the winner, which is never more than one:
    a play-test saw a two-card bet paid 3 gold read "1 card: 2 × 3"."""
    scene = table(app, n=3, humans=1)
    res: Any = {"winner": 2, "bets": [[2], [2, 4], [0, 2, 3]], "fighters": [{"reward": 5}] * 5}
    tr = app.tr
    assert [scene.pay_reason(res, seat) for seat in range(3)] == [
        tr(f"game.ikasamage.result.pay.{n}", reward=5) for n in ("one", "two", "three")]
    assert scene.pay_reason({**res, "bets": [[1, 4], [], [2]]}, 0) == tr("game.ikasamage.result.missed")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bet_is_announced_with_its_number_of_cards_in_words(app: Any, clock: FakeClock, lang: str) -> None:
    """"Red bets 1 card", "Red bets 2 cards": no "card(s)" on the TV (a
    play-test saw it in both languages)."""
    from game.games.ikasamage.rules import bet

    app.set_language(lang)
    scene = table(app, n=3, humans=1)
    settle(app, clock, OPENING_S + 0.2)
    said: list[str] = []
    real = scene.announce
    scene.announce = lambda text, *args, **kwargs: (said.append(text), real(text, *args, **kwargs))[1]
    for seat, fighters in ((scene.state.turn, (0,)), ((scene.state.turn + 1) % 3, (1, 2))):
        assert scene.submit(seat, bet(*fighters), 0.0)
        count = len(fighters)
        assert app.tr.plural("game.ikasamage.banner.bet", count, seat=scene.who(seat)) in said, said
    assert not any("(s)" in text for text in said), said
