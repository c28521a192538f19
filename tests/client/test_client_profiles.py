"""Profiles: the book on disk, and picking or making one in every lobby with
keys and pads; the profile's name and mark follow the seat to the table."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pygame
import pytest
from clienthelpers import drawn_texts, press

from game.client.scenes.lobby import LobbyScene
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES
from game.engine.profiles import NAME_MAX, Mark, ProfileBook, load_profiles, save_profiles

S = SCANCODES
WASD = {"up": S["W"], "down": S["S"], "act": S["E"], "back": S["Q"], "special": S["Z"]}
TFGH = {"up": S["T"], "down": S["G"], "act": S["Y"], "back": S["R"], "special": S["V"]}


# -- the book -------------------------------------------------------------------------------


def test_names_are_short_unique_whatever_their_case_and_marks_differ() -> None:
    book = ProfileBook()
    alice = book.create("  Alice  ", book.free_mark(), "2026-01-01T10:00:00+00:00")
    assert alice.name == "Alice"
    assert book.name_problem("ALICE") == "taken" and book.name_problem("   ") == "empty"
    assert book.name_problem("x" * (NAME_MAX + 1)) == "long" and book.name_problem("x" * NAME_MAX) == ""
    bob = book.create("Bob", book.free_mark(), "2026-01-02T10:00:00+00:00")
    assert bob.mark != alice.mark and bob.id != alice.id
    with pytest.raises(ValueError, match="taken"):
        book.create("bob", Mark(), "2026-01-03T10:00:00+00:00")
    assert [p.name for p in book.recent()] == ["Bob", "Alice"]
    book.seated(alice.id, "2026-01-05T10:00:00+00:00")
    assert [p.name for p in book.recent()] == ["Alice", "Bob"]
    assert [p.name for p in book.recent(exclude=[alice.id])] == ["Bob"]
    marks = set()
    for i in range(30):  # every new profile gets a mark nobody has, as long as there are some
        marks.add(book.create(f"P{i}", book.free_mark(), "2026").mark)
    assert len(marks) == 30 and alice.mark not in marks


def test_the_book_round_trips_and_is_written_beside_then_renamed(tmp_path: Path) -> None:
    path = tmp_path / "profiles.json"
    book = ProfileBook()
    book.create("Zoé", Mark("pink", "star"), "2026-01-01T10:00:00+00:00")
    save_profiles(book, path)
    assert load_profiles(path).profiles == book.profiles
    assert not (tmp_path / "profiles.json.tmp").exists()
    # a link where the temporary file goes is not written through
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    os.symlink(victim, tmp_path / "profiles.json.tmp")
    save_profiles(book, path)
    assert victim.read_text(encoding="utf-8") == "keep me"
    # nor is a link at the file itself: it is replaced by the file
    path.unlink()
    os.symlink(victim, path)
    save_profiles(book, path)
    assert not path.is_symlink() and victim.read_text(encoding="utf-8") == "keep me"


def test_a_profile_is_renamed_under_its_id_and_a_deleted_ones_id_is_never_given_again(tmp_path: Path) -> None:
    path = tmp_path / "profiles.json"
    book = ProfileBook()
    alice = book.create("Alice", Mark("blue", "star"), "2026-01-01T10:00:00+00:00")
    bob = book.create("Bob", Mark("red", "circle"), "2026-01-02T10:00:00+00:00")
    assert book.rename(alice.id, "  Alicia ").name == "Alicia" and book.get(alice.id).mark == alice.mark
    assert book.rename(alice.id, "ALICIA").name == "ALICIA"  # her own name in another case is hers
    for name, problem in (("bob", "taken"), ("", "empty"), ("x" * (NAME_MAX + 1), "long")):
        with pytest.raises(ValueError, match=problem):
            book.rename(alice.id, name)
    with pytest.raises(ValueError, match="unknown"):
        book.rename("p99", "Zed")
    assert book.delete(bob.id) == bob and book.get(bob.id) is None
    with pytest.raises(ValueError, match="unknown"):
        book.delete(bob.id)
    save_profiles(book, path)
    again = load_profiles(path)
    assert again.profiles == book.profiles and again.next_id == 3
    assert again.create("Bob", Mark(), "2026-01-03T10:00:00+00:00").id == "p3"  # not Bob's p2: not his games
    # an older file without "next" starts after its highest id
    path.write_text(json.dumps({"profiles": 1, "list": [{"id": "p7", "name": "Zoé", "colour": "red",
                                                          "symbol": "star"}]}), encoding="utf-8")
    assert load_profiles(path).next_id == 8


@pytest.mark.parametrize("text", ["{not json", json.dumps({"profiles": 1, "list": [{"id": "p1", "name": ""}]}),
                                  json.dumps({"profiles": 1, "list": [
                                      {"id": "p1", "name": "A", "colour": "red", "symbol": "star"},
                                      {"id": "p2", "name": "a", "colour": "red", "symbol": "star"}]}),
                                  json.dumps({"profiles": 1, "next": "7", "list": []}),
                                  json.dumps({"profiles": 1, "next": -1, "list": []})])
def test_a_broken_file_is_set_aside_and_said(tmp_path: Path, text: str) -> None:
    path = tmp_path / "profiles.json"
    path.write_text(text, encoding="utf-8")
    book = load_profiles(path, stamp="20260101-100000")
    assert book.profiles == {} and "profiles.json" in book.problem
    assert (tmp_path / "profiles.corrupt-20260101-100000.json").read_text(encoding="utf-8") == text
    assert not path.exists()


# -- in the lobbies -----------------------------------------------------------------------------


def open_lobby(app: Any, game_id: str) -> LobbyScene:
    from game.engine import registry
    app.stack.replace(MainMenuScene(app))
    lobby = LobbyScene(app, registry.get(game_id))
    app.stack.push(lobby)
    return lobby


def with_profiles(app: Any, *names: str) -> None:
    for i, name in enumerate(names):
        app.profiles.create(name, app.profiles.free_mark(), f"2026-01-0{i + 1}T10:00:00+00:00")
    app.save_profiles()


def controller_press(app: Any, iid: int, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=iid, button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=iid, button=button))
    app.step()


@pytest.mark.parametrize("game_id", ["mana", "manga", "kingz", "ikasamage"])
def test_keys_and_pads_pick_profiles_and_the_table_calls_them_by_name(app: Any, game_id: str) -> None:
    with_profiles(app, "Alice", "Bob", "Chloé")
    lobby = open_lobby(app, game_id)
    press(app, WASD["act"])  # sits: the list opens on the seat card, most recent first
    assert 0 in lobby.picking
    assert [r.profile.name for r in lobby.picking[0].rows() if r.profile] == ["Chloé", "Bob", "Alice"]
    assert app.tr("profiles.who") in drawn_texts(app)
    press(app, WASD["down"], WASD["act"])  # Bob
    assert lobby.slots[0].profile and lobby.display_name(0) == "Bob" and 0 not in lobby.picking
    app.dispatch(app.input.add_virtual_pad(5, is_controller=True))
    controller_press(app, 5, pygame.CONTROLLER_BUTTON_A)  # a pad sits: Bob is not offered to it
    pad_seat = lobby.seated("pad:5")
    assert pad_seat == 1
    assert [r.profile.name for r in lobby.picking[1].rows() if r.profile] == ["Chloé", "Alice"]
    controller_press(app, 5, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    controller_press(app, 5, pygame.CONTROLLER_BUTTON_A)  # Alice
    assert lobby.display_name(1) == "Alice"
    texts = drawn_texts(app)
    assert "Bob" in texts and "Alice" in texts
    if lobby.game.min_seats > 2:
        lobby.add_bot()
    lobby.menu.focus_id("start")
    press(app, S["RETURN"])
    table = app.stack.top
    assert table is not lobby and table.config.seats[0].profile == lobby.slots[0].profile
    bob = app.profiles.get(table.config.seats[0].profile)
    assert table.seat_label(0) == f"{bob.mark.glyph}\u00a0Bob" and table.seat_label(1).endswith("\u00a0Alice")
    assert [p.name for p in app.profiles.recent()][:2] in (["Bob", "Alice"], ["Alice", "Bob"])
    assert load_profiles().get(bob.id).last_seated  # saved at the start


def test_back_skips_and_leaves_the_seat_anonymous_then_special_reopens(app: Any) -> None:
    with_profiles(app, "Alice")
    lobby = open_lobby(app, "manga")
    press(app, WASD["act"], WASD["back"])
    assert lobby.slots[0].kind == "human" and not lobby.slots[0].profile and 0 not in lobby.picking
    press(app, WASD["special"])
    assert 0 in lobby.picking
    press(app, WASD["act"])
    assert lobby.display_name(0) == "Alice"
    press(app, WASD["back"])  # not picking: back leaves the seat, and Alice is free again
    assert lobby.slots[0].kind == ""


def test_a_profile_taken_at_one_seat_leaves_the_others_lists(app: Any) -> None:
    with_profiles(app, "Alice")
    lobby = open_lobby(app, "kingz")
    press(app, WASD["act"], TFGH["act"])  # both lists open, both offer Alice
    assert lobby.picking[1].rows()[0].profile is not None
    press(app, WASD["act"])  # WASD takes Alice
    assert lobby.display_name(0) == "Alice"
    assert all(r.profile is None for r in lobby.picking[1].rows())
    press(app, TFGH["act"])  # TFGH's first row is now "new profile"
    from game.client.scenes.profiles import NewProfileScene
    assert isinstance(app.stack.top, NewProfileScene)
    press(app, S["ESCAPE"])
    alice = app.profiles.recent()[0]
    assert not lobby.take_profile(1, alice)  # asked in code: refused, said, it stays where it sits
    assert lobby.slots[0].profile == alice.id and not lobby.slots[1].profile
    assert lobby.message == app.tr("profiles.taken_at", name="Alice", seat=lobby.default_name(0))


def type_text(app: Any, text: str) -> None:
    for ch in text:
        app.clock.advance(0.05)  # a person types after the key that opened the name
        code = S.get(ch.upper())
        if code is not None:  # the key (a zone's key, for most letters) and the text it makes
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=code, key=0, mod=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()


def test_a_new_profile_is_typed_given_a_mark_seated_and_saved(app: Any, home: Path) -> None:
    from game.client.scenes.profiles import NewProfileScene
    lobby = open_lobby(app, "ikasamage")
    press(app, WASD["act"])
    assert 0 not in lobby.picking  # no profiles yet: the seat is anonymous until special is pressed
    press(app, WASD["special"])
    assert [r.kind for r in lobby.picking[0].rows()] == ["new", "name", "skip"]
    press(app, WASD["act"])
    scene = app.stack.top
    assert isinstance(scene, NewProfileScene)
    first = scene.mark
    press(app, S["RETURN"])  # no name yet
    assert scene.message == app.tr("profiles.name_empty", name="") and app.stack.top is scene
    type_text(app, lobby.default_name(1))  # another seat's own name is refused
    press(app, S["RETURN"])
    assert scene.message == app.tr("lobby.name_taken", name=lobby.default_name(1))
    for _ in range(20):
        press(app, S["BACKSPACE"])
    type_text(app, "Dominique")
    press(app, S["RIGHT"], S["DOWN"])  # next colour, next symbol
    assert scene.mark == first.step(1, 1)
    assert app.tr("profiles.mark", mark=app.tr("profiles.mark_value",
                                               colour=app.tr(f"profiles.colour.{scene.mark.colour}"),
                                               symbol=app.tr(f"profiles.symbol.{scene.mark.symbol}"))) \
        in drawn_texts(app)
    press(app, S["RETURN"])
    assert app.stack.top is lobby and lobby.display_name(0) == "Dominique"
    saved = json.loads((home / "profiles.json").read_text(encoding="utf-8"))
    assert [(p["name"], p["colour"], p["symbol"]) for p in saved["list"]] == \
        [("Dominique", scene.mark.colour, scene.mark.symbol)]
    # a second person cannot make a profile with the same name
    press(app, TFGH["act"])
    assert 1 in lobby.picking  # a profile exists now: the list opens by itself
    press(app, TFGH["down"], TFGH["act"])  # past Dominique (taken, so not listed): new profile... skip
    assert not lobby.slots[1].profile


def pad(app: Any, iid: int, *buttons: str) -> None:
    """Press ``buttons`` of pad ``iid`` in turn: a d-pad direction or a face button's name."""
    names = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
             "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
             "A": pygame.CONTROLLER_BUTTON_A, "B": pygame.CONTROLLER_BUTTON_B, "X": pygame.CONTROLLER_BUTTON_X,
             "start": pygame.CONTROLLER_BUTTON_START}
    for button in buttons:
        controller_press(app, iid, names[button])


def test_a_pad_makes_a_profile_on_the_letter_grid_mark_and_all(app: Any) -> None:
    from game.client.scenes.profiles import NewProfileScene
    lobby = open_lobby(app, "mana")
    app.dispatch(app.input.add_virtual_pad(2, is_controller=True))
    pad(app, 2, "A", "X")  # sits; special: the list (new profile first)
    pad(app, 2, "A")
    scene = app.stack.top
    assert isinstance(scene, NewProfileScene) and scene.grid is not None
    mark = scene.mark
    texts = drawn_texts(app)
    assert app.tr("naming.grid_hint") in texts and "A" in texts and "K" in texts  # capitals to start a word
    pad(app, 2, "right", "A")  # B, a capital at the start
    pad(app, 2, "down", "right", "right", "right", "A")  # o, small after a letter
    texts = drawn_texts(app)
    assert "k" in texts  # the grid shows the small letters now
    assert app.tr("naming.count", n=2, max=NAME_MAX) in texts  # the room left in the name, said
    pad(app, 2, "A", "B")  # another o, erased with B
    pad(app, 2, "up", "up", "A")  # from O's column, up past the first row to the last: the colour key
    pad(app, 2, "right", "A")  # the symbol key
    assert scene.text == "Bo" and scene.mark == mark.step(1, 1)
    assert app.tr("profiles.colour_key", colour=app.tr(f"profiles.colour.{scene.mark.colour}")) in drawn_texts(app)
    pad(app, 2, "X")  # done
    assert app.stack.top is lobby and lobby.display_name(0) == "Bo"
    assert app.profiles.get(lobby.slots[0].profile).mark == mark.step(1, 1)


def test_a_pad_types_a_name_alone_on_the_grid_and_start_leaves_it_as_it_was(app: Any) -> None:
    from game.client.scenes.naming import NameScene
    lobby = open_lobby(app, "kingz")
    app.dispatch(app.input.add_virtual_pad(3, is_controller=True))
    pad(app, 3, "A", "X", "down", "A")  # sits; special: new profile, just a name
    scene = app.stack.top
    assert isinstance(scene, NameScene) and scene.grid is not None
    pad(app, 3, *["down"] * 3, "A")  # É, the French capitals are there
    pad(app, 3, "up", "up", "right", "A")  # from É's column 0, two rows up: l
    pad(app, 3, "start")  # Start: cancelled, the seat keeps its own name
    assert app.stack.top is lobby and lobby.slots[0].name == ""
    pad(app, 3, "X", "down", "A")
    scene = app.stack.top
    assert isinstance(scene, NameScene)
    pad(app, 3, *["down"] * 3, "A", "up", "up", "right", "A")
    # the action row: the case key turns the next letter round, then space, erase, done
    pad(app, 3, *["down"] * 4, "A", "right", "A")  # case, space
    pad(app, 3, *["up"] * 3, "A")  # w: small after a space, since the case key was pressed
    assert scene.text == "Él w"
    pad(app, 3, *["down"] * 3, "right", "A")  # erase
    pad(app, 3, *["up"] * 3, "left", "left", "left", "A")  # W: a capital after a space again
    assert scene.text == "Él W"
    pad(app, 3, *["down"] * 3, "right", "right", "A")  # past space and erase: done
    assert app.stack.top is lobby and lobby.display_name(0) == "Él W"
    for _ in range(20):  # a name keeps to its length, however many letters the pad types
        scene.typed("x", float("inf"))
    assert len(scene.text) == NAME_MAX


def test_the_lobby_shows_the_ratings_of_profiles_and_bot_levels_in_its_game(app: Any) -> None:
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.journal import JournalWriter, journal_dir
    from game.engine.records import absorb
    with_profiles(app, "Alice")
    alice = app.profiles.recent()[0]
    w = JournalWriter(journal_dir() / "20260101-100000-mana.jsonl", "mana", 1,
                      GameConfig((SeatConfig("human", name="Alice", profile=alice.id), SeatConfig("bot", "hard"))))
    w.end(3.0, {"winners": [0], "scores": [1, 0], "reason": "capture", "detail": {}})
    w.close()
    ratings, _ = absorb()
    mine, bots = ratings.ratings("mana")[f"p:{alice.id}"], ratings.ratings("mana")["bot:hard"]
    lobby = open_lobby(app, "mana")
    press(app, WASD["act"])
    assert f"{mine.r:.0f}" in drawn_texts(app)  # in the list, beside the name
    press(app, WASD["act"])
    lobby.add_bot()
    lobby.change_level(1)  # normal -> hard
    texts = " ".join(drawn_texts(app))
    assert app.tr("lobby.rated", r=f"{mine.r:.0f}") in texts and app.tr("lobby.rated", r=f"{bots.r:.0f}") in texts
    assert mine.r > 1500 > bots.r
    kingz = open_lobby(app, "kingz")  # another game: nobody is rated there
    kingz.join("kb:wasd")
    assert app.tr("lobby.rated", r=f"{mine.r:.0f}") not in " ".join(drawn_texts(app))


def test_a_phone_page_calls_a_profiled_seat_by_its_mark_and_name(app: Any, clock: Any,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from game.client.game_scene import start_game
    from game.client.phones import PhoneLink
    from game.engine.contract import SeatConfig
    from game.engine.match import PlayRequest
    from game.phone.probe import ProbePhone
    monkeypatch.setenv("TABLETOP_PHONE_HOST", "127.0.0.1")
    monkeypatch.setenv("TABLETOP_PHONE_PORT", "0")
    with_profiles(app, "Zoé")
    zoe = app.profiles.recent()[0]
    app.stack.replace(MainMenuScene(app))
    seats = (SeatConfig("human", name="Zoé", source="kb:wasd", profile=zoe.id), SeatConfig("human", source="kb:tfgh"))
    link = PhoneLink(app, 2)
    scene = start_game(app, PlayRequest("kingz", seats, 3, {}), link, {0: 0, 1: 1})
    assert scene is not None
    phone = ProbePhone(link.server.ws_url(0))
    try:
        def step() -> None:
            clock.advance(0.01)
            app.step()
        page = phone.next("page", pump=step)
        assert page["page"]["name"] == zoe.label  # her own phone calls her by her mark and name
    finally:
        phone.close()


def test_a_profile_is_not_seated_beside_someone_who_typed_its_name(app: Any) -> None:
    from game.client.scenes.profiles import NewProfileScene
    with_profiles(app, "Alice")
    lobby = open_lobby(app, "manga")
    press(app, TFGH["act"], TFGH["back"])  # seat 0, anonymous
    assert lobby.rename(0, "ALICE") == ""
    press(app, WASD["act"], WASD["act"])  # seat 1 picks Alice: refused, said
    assert not lobby.slots[1].profile and lobby.message == app.tr("lobby.name_taken", name="Alice")
    # "just a name", then Esc: the profile stays where it was
    assert lobby.rename(0, "") == "" and lobby.take_profile(1, app.profiles.recent()[0])
    press(app, WASD["special"], WASD["down"], WASD["down"], WASD["act"])
    press(app, S["ESCAPE"])
    assert lobby.slots[1].profile and lobby.display_name(1) == "Alice"
    # a full book says so instead of failing
    for i in range(199):
        app.profiles.create(f"P{i}", Mark(), "2026")
    press(app, TFGH["special"])
    picker = lobby.picking[0]
    picker.focus = [r.kind for r in picker.rows()].index("new")  # past the 199 free profiles
    press(app, TFGH["act"])
    scene = app.stack.top
    assert isinstance(scene, NewProfileScene)
    type_text(app, "Zed")
    press(app, S["RETURN"])
    assert scene.message == app.tr("profiles.full", n=200) and app.stack.top is scene
