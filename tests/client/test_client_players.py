"""The Players screen: records, ratings, head to head and last games, from
journals played through the real app."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from clienthelpers import drawn_texts, press

from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import JournalWriter, journal_dir
from game.engine.profiles import Mark

S = SCANCODES


def finished(name: str, game: str, seats: tuple[SeatConfig, ...], winners: list[int], scores: list[float]) -> None:
    w = JournalWriter(journal_dir() / name, game, 3, GameConfig(seats), started=name[:4] + "-" + name[4:6] + "-"
                      + name[6:8] + "T10:00:00+00:00")
    w.end(5.0, {"winners": winners, "scores": scores, "reason": "win", "detail": {}})
    w.close()


def test_the_players_screen_shows_records_head_to_head_and_last_games(app: Any, home: Path) -> None:
    from game.client.scenes.players import PlayersScene
    alice = app.profiles.create("Alice", Mark("blue", "star"), "2026-01-01T09:00:00+00:00")
    bob = app.profiles.create("Bob", Mark("red", "circle"), "2026-01-02T09:00:00+00:00")
    a = SeatConfig("human", name="Alice", profile=alice.id)
    b = SeatConfig("human", name="Bob", profile=bob.id)
    finished("20260103-100000-mana.jsonl", "mana", (a, SeatConfig("bot", "hard")), [0], [1, 0])
    finished("20260104-100000-mana.jsonl", "mana", (b, a), [1], [0, 1])
    finished("20260105-100000-ikasamage.jsonl", "ikasamage", (a, b, SeatConfig("bot", "easy")), [1], [9, 14, 3])
    app.stack.replace(MainMenuScene(app))
    app.stack.top.menu.focus_id("players")
    press(app, S["RETURN"])
    scene = app.stack.top
    assert isinstance(scene, PlayersScene)
    assert scene.whos[:2] == [f"p:{bob.id}", f"p:{alice.id}"] and "bot:hard" in scene.whos
    press(app, S["DOWN"])  # Alice
    texts = drawn_texts(app)
    assert "Alice" in texts and app.tr("players.all_games") in " ".join(texts)
    assert app.tr("players.word_record", what=app.tr("players.word.mana.side.black"), wins=1, games=1) in \
        " · ".join(texts)
    assert app.tr("players.place", place=2, of=3) in texts  # Ikasamage: Bob won, Alice second
    assert app.tr("players.date", y="2026", m="01", d="05") in texts
    assert app.tr("players.ahead_value", ahead=1, behind=1, level=0) in texts  # Alice vs Bob: 1-1
    assert app.tr.plural("players.chart_wins", 2) in texts and app.tr.plural("players.chart_games", 3) in texts
    rating = scene.records.ratings("mana")[f"p:{alice.id}"]
    assert f"{rating.r:.0f} ± {rating.rd:.0f}" in texts and rating.r > 1500
    press(app, S["RIGHT"])  # Mana only
    assert scene.game_id == "mana"
    assert app.tr.plural("players.chart_games", 2) in drawn_texts(app)
    press(app, S["ESCAPE"])
    assert isinstance(app.stack.top, MainMenuScene)


def test_without_profiles_the_screen_says_how_to_make_one(app: Any) -> None:
    from game.client.scenes.players import PlayersScene
    app.stack.push(PlayersScene(app))
    assert app.tr("players.none") in " ".join(drawn_texts(app)) or app.stack.top.whos == []


def test_a_game_finished_at_the_table_is_in_the_records_before_its_journal_is_pruned(
        app: Any, monkeypatch: Any) -> None:
    from game.client.game_scene import start_game
    from game.engine.contract import Outcome
    from game.engine.journal import list_journals
    from game.engine.match import PlayRequest
    from game.engine.records import load_summary
    alice = app.profiles.create("Alice", Mark(), "2026")
    app.settings.journals_kept = 10
    finished("20200101-100000-mana.jsonl", "mana", (SeatConfig("human", name="Alice", profile=alice.id),
                                                     SeatConfig("bot", "easy")), [1], [0, 1])
    app.settings.journals_kept = 0  # the old one and this one are pruned as soon as this one ends
    seats = (SeatConfig("human", name="Alice", source="kb:wasd", profile=alice.id), SeatConfig("bot", "random"))
    scene = start_game(app, PlayRequest("mana", seats, 5, {}))
    assert scene is not None
    monkeypatch.setattr(type(scene.game), "outcome", lambda self, state: Outcome((0,), (1.0, 0.0), "capture"))
    scene._check_outcome(1.0)  # the game ends (its journal gets its end line, then the pruning)
    assert list_journals() == []
    games = sorted(load_summary().games.values(), key=lambda g: g.key)
    assert [(g.game, g.seats[0].who, g.seats[0].won) for g in games] == [("mana", f"p:{alice.id}", False),
                                                                           ("mana", f"p:{alice.id}", True)]


def test_a_past_mana_game_is_looked_back_over_from_the_players_screen(app: Any, monkeypatch: Any) -> None:
    from game.client.scenes.players import PastReviewScene, PlayersScene
    from game.engine import registry
    from game.engine.match import make_bots, run_match
    alice = app.profiles.create("Alice", Mark(), "2026-01-01T09:00:00+00:00")
    mana = registry.get("mana")
    content = app.ensure_content().json("mana.yaml")
    config = GameConfig((SeatConfig("human", name="Alice", profile=alice.id), SeatConfig("bot", "random")),
                        mana.default_rules(), content)
    bots_config = GameConfig(tuple(SeatConfig("bot", "random") for _ in range(2)), config.rules, content)
    w = JournalWriter(journal_dir() / "20260107-100000-mana.jsonl", "mana", 4, config,  # Alice against a bot
                      started="2026-01-07T10:00:00+00:00")
    result = run_match(mana, bots_config, 4, make_bots(mana, bots_config, 4), journal=w, max_steps=4000)
    w.close()
    assert result.outcome is not None
    finished("20260108-100000-manga.jsonl", "manga", (SeatConfig("human", name="Alice", profile=alice.id),
                                                      SeatConfig("bot", "easy")), [0], [3, 1])
    app.stack.push(PlayersScene(app))
    press(app, S["RETURN"])  # act: down into the last games (the Manga one first)
    press(app, S["RETURN"])  # Manga Manga has no review: said, nothing opens
    assert isinstance(app.stack.top, PlayersScene) and app.notice == app.tr("players.no_review")
    press(app, S["DOWN"], S["RETURN"])  # the Mana game
    review = app.stack.top
    assert isinstance(review, PastReviewScene)
    assert len(review.states) == result.steps + 1 and review.states[-1] == result.state
    drawn_texts(app)
    press(app, S["ESCAPE"])
    assert isinstance(app.stack.top, PlayersScene)
    press(app, S["ESCAPE"])  # out of the last games
    assert app.stack.top.picked is None


def test_a_profile_is_renamed_and_deleted_from_the_players_screen_and_its_games_stay(app: Any, home: Path) -> None:
    """Renaming keeps the profile's id, so its record follows it. Deleting asks
    first, forgets the name and mark, and never gives the id again; the games
    stay in the journals, so Bob keeps his record against "deleted player"."""
    import json

    import pygame

    from game.client.scenes.naming import NameScene
    from game.client.scenes.overlays import ConfirmScene
    from game.client.scenes.players import PlayersScene, ProfileMenuScene
    from game.engine.profiles import load_profiles
    alice = app.profiles.create("Alice", Mark("blue", "star"), "2026-01-01T09:00:00+00:00")
    bob = app.profiles.create("Bob", Mark("red", "circle"), "2026-01-02T09:00:00+00:00")
    app.save_profiles()
    a = SeatConfig("human", name="Alice", profile=alice.id)
    b = SeatConfig("human", name="Bob", profile=bob.id)
    finished("20260104-100000-mana.jsonl", "mana", (b, a), [1], [0, 1])
    app.stack.replace(MainMenuScene(app))
    scene = PlayersScene(app)
    app.stack.push(scene)
    press(app, S["DOWN"])  # Alice
    assert scene.who == f"p:{alice.id}"
    press(app, S["Z"])  # the WASD zone's special key: what to do with Alice
    menu = app.stack.top
    assert isinstance(menu, ProfileMenuScene) and menu.title() == alice.label
    press(app, S["RETURN"])  # rename
    naming = app.stack.top
    assert isinstance(naming, NameScene) and naming.text == "Alice" and naming.grid is None
    # the picture under it was taken with its own panel, not the menu's (kept from the frame before)
    assert app._snapshot_key is not None and app._snapshot_key[0][-1] is naming
    press(app, S["BACKSPACE"])
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    app.clock.advance(0.05)
    press(app, S["RETURN"])
    assert app.stack.top is scene and app.profiles.get(alice.id).name == "Alica"
    assert load_profiles().get(alice.id).name == "Alica"  # saved
    assert scene.records.tally(f"p:{alice.id}").games == 1 and "Alica" in drawn_texts(app)
    # Bob's name is refused, said, and nothing changes
    press(app, S["Z"], S["RETURN"])
    for _ in range(6):
        press(app, S["BACKSPACE"])
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="BOB"))
    app.clock.advance(0.05)
    press(app, S["RETURN"])
    assert app.stack.top.message == app.tr("profiles.name_taken", name="BOB")
    press(app, S["ESCAPE"])
    assert app.stack.top is scene and app.profiles.get(alice.id).name == "Alica"
    # delete: asked first; "no" keeps her
    press(app, S["Z"], S["DOWN"], S["RETURN"])
    assert isinstance(app.stack.top, ConfirmScene)
    assert app.stack.top.question == app.tr("players.delete_confirm", name="Alica")
    assert app.stack.top.detail == app.tr("players.delete_detail")  # what happens to her games, said first
    press(app, S["RETURN"])  # the cursor starts on "no"
    assert app.stack.top is scene and app.profiles.get(alice.id) is not None
    press(app, S["Z"], S["DOWN"], S["RETURN"], S["DOWN"], S["RETURN"])  # yes
    assert app.stack.top is scene and app.profiles.get(alice.id) is None
    saved = json.loads((home / "profiles.json").read_text(encoding="utf-8"))
    assert [p["name"] for p in saved["list"]] == ["Bob"]
    assert scene.whos[0] == f"p:{bob.id}" and f"p:{alice.id}" not in scene.whos and scene.who == f"p:{bob.id}"
    # Bob keeps his game against her, shown against "deleted player"
    assert scene.records.tally(f"p:{bob.id}").games == 1
    assert scene.records.head_to_head(f"p:{bob.id}", f"p:{alice.id}").games == 1
    texts = drawn_texts(app)
    assert app.tr("players.deleted") in texts
    assert [t for t in texts if "Alica" in t] == [app.tr("players.deleted_said", name="Alica")]  # only said so
    # the game keeps the name it was played under (a review names who played it)
    (played,) = scene.records.of(f"p:{bob.id}")
    assert [(s.who, s.name) for s in played.seats] == [(f"p:{bob.id}", "Bob"), (f"p:{alice.id}", "Alice")]
    # her id is never given again, even after a restart: a new profile does not inherit her games
    again = load_profiles().create("Alice", Mark(), "2026-02-01T09:00:00+00:00")
    assert again.id not in (alice.id, bob.id)


def test_one_win_one_game_one_battle_are_said_in_the_singular() -> None:
    """"1 win", "1 battle" (and in French "0 victoire", as French counts zero as one)."""
    from game.client.i18n import Translator, flatten
    from game.client.scenes.players import details_text
    from game.content.fast import fast_load
    from game.engine.records import Tally
    from game.paths import data_dir
    tables = {lang: flatten(fast_load(data_dir() / "strings" / f"{lang}.yaml")) for lang in ("en", "fr")}
    for lang, one, many in (("en", "1 battle · 1 sword", "2 battles · 3 swords"),
                            ("fr", "1 bataille · 1 épée", "2 batailles · 3 épées")):
        tr = Translator(tables, lang)
        assert details_text(tr, "manga", Tally(1, 0, sums={"battles": 1, "swords": 1})) == one
        assert details_text(tr, "manga", Tally(2, 1, sums={"battles": 2, "swords": 3})) == many
        assert details_text(tr, "kingz", Tally(1, 0, sums={"fame": 1})) == tr("players.sum.fame", n=1)
    fr = Translator(tables, "fr")
    assert [fr.plural("players.chart_wins", n) for n in (0, 1, 2)] == ["0 victoire", "1 victoire", "2 victoires"]
    assert Translator(tables, "en").plural("players.chart_games", 1) == "1 game"


def test_a_pad_renames_a_profile_on_the_letter_grid(app: Any) -> None:
    """A pad's special opens what to do with the player; rename opens the
    letter grid, which the pad's stick and buttons type on (B erases, X keeps)."""
    import pygame
    from test_client_profiles import pad

    from game.client.scenes.naming import NameScene
    from game.client.scenes.players import PlayersScene, ProfileMenuScene
    from game.engine.profiles import load_profiles
    alice = app.profiles.create("Alice", Mark("blue", "star"), "2026-01-01T09:00:00+00:00")
    app.save_profiles()
    app.stack.replace(MainMenuScene(app))
    scene = PlayersScene(app)
    app.stack.push(scene)
    app.dispatch(app.input.add_virtual_pad(5, is_controller=True))
    pad(app, 5, "X")  # special: what to do with Alice
    assert isinstance(app.stack.top, ProfileMenuScene)
    pad(app, 5, "A")  # rename
    naming = app.stack.top
    assert isinstance(naming, NameScene) and naming.grid is not None and naming.text == "Alice"
    assert app.tr("naming.grid_hint") in drawn_texts(app)
    pad(app, 5, "B", "B")  # Ali
    for value in (32767, 0):  # the stick pushed right once, then let go: from a to b
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=0, value=value))
        app.step()
    pad(app, 5, "A")  # b, small after a letter
    assert naming.text == "Alib"
    pad(app, 5, "X")  # kept
    assert app.stack.top is scene and app.profiles.get(alice.id).name == "Alib"
    assert load_profiles().get(alice.id).name == "Alib"  # saved
