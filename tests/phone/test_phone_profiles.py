"""Profiles from a phone, in every lobby: a seated phone picks a profile
(most recent first) or makes one (its name typed on the phone, its mark
tapped), or stays anonymous; a profile seated at one seat is taken by no
other (keys, pad or phone); and whatever a phone sends is checked, refused
with a reason, and loses nothing. Every client talks to 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.client.phones import hex_colour
from game.client.scenes.lobby import LobbyScene
from game.client.scenes.title import MainMenuScene
from game.engine import registry
from game.engine.profiles import NAME_MAX, Mark
from game.phone.probe import ProbePhone
from tests.phone.test_phone_game import answer, next_page, seat_phone


def open_lobby(app: Any, game_id: str) -> LobbyScene:
    app.stack.replace(MainMenuScene(app))
    lobby = LobbyScene(app, registry.get(game_id))
    app.stack.push(lobby)
    app.step()
    lobby.toggle_phones()
    assert lobby.link is not None and lobby.link.server.host == "127.0.0.1"
    return lobby


def make_profiles(app: Any, *names: str) -> list[Any]:
    made = [app.profiles.create(name, app.profiles.free_mark(), f"2026-01-0{i + 1}T10:00:00+00:00")
            for i, name in enumerate(names)]
    app.save_profiles()
    return made


def act(phone: ProbePhone, pump: Callable[[], None], msg_id: int, action: Any) -> str | None:
    """Send ``action``; None when done, else the reason it was refused."""
    phone.act(action, msg_id=msg_id)
    reply = answer(phone, pump, msg_id)
    return None if reply["type"] == "done" else str(reply["reason"])


def last_page(phone: ProbePhone) -> dict[str, Any]:
    """The page the phone got last (the one it shows)."""
    return dict(next(m for m in reversed(phone.log) if m["type"] == "page")["page"])


def labels(page: dict[str, Any]) -> list[str]:
    return [c["path"][0] for c in page["choices"]]


@pytest.mark.parametrize("game_id", ["mana", "manga", "kingz", "ikasamage"])
def test_a_phone_picks_a_profile_most_recent_first_and_no_other_seat_takes_it(
        app: Any, game_id: str, probes: Callable[..., ProbePhone], pump: Callable[[], None]) -> None:
    tr = app.tr
    alice, bob, chloe = make_profiles(app, "Alice", "Bob", "Chloé")
    lobby = open_lobby(app, game_id)
    pump()
    phone = seat_phone(lobby, probes, pump, 0)
    page = last_page(phone)
    assert labels(page) == [chloe.label, bob.label, alice.label, tr("phone.leave")]
    assert page["choices"][1] == {"path": [bob.label], "action": {"kind": "profile", "id": bob.id},
                                  "colour": hex_colour(bob.mark.rgb)}
    assert page["prompt"] == tr("phone.profile.prompt")
    form = page["form"]
    assert form["max"] == NAME_MAX and [c["id"] for c in form["colours"]][:2] == ["red", "blue"]
    assert {s["glyph"] for s in form["symbols"]} >= {"●", "★"}
    assert act(phone, pump, 1, {"kind": "profile", "id": bob.id}) is None
    assert lobby.slots[0].profile == bob.id and lobby.display_name(0) == "Bob"
    page = next_page(phone, pump, lambda p: p["name"] == bob.label)  # its mark and name, as in games
    assert labels(page) == [bob.label, chloe.label, alice.label, tr("profiles.row_skip"), tr("phone.leave")]
    assert page["choices"][0]["tone"] == "gold" and page["prompt"] == tr("phone.profile.change")
    assert act(phone, pump, 2, {"kind": "profile", "id": bob.id}) is None  # again: nothing changes
    assert lobby.slots[0].profile == bob.id
    # keys: Bob is not in their list, and asking for him in code is refused
    lobby.join("kb:wasd")
    keys = lobby.seated("kb:wasd")
    assert keys == 1
    assert bob.id not in [r.profile.id for r in lobby.picking[keys].rows() if r.profile]
    assert not lobby.take_profile(keys, bob)
    assert lobby.message == tr("profiles.taken_at", name="Bob", seat=lobby.default_name(0))
    # a pad, the same
    app.dispatch(app.input.add_virtual_pad(4, is_controller=True))
    if lobby.free_slot() is not None:
        lobby.join("pad:4")
        padded = lobby.seated("pad:4")
        assert padded is not None and not lobby.take_profile(padded, bob)
        assert bob.id not in [r.profile.id for r in lobby.picking[padded].rows() if r.profile]
    assert lobby.slots[0].profile == bob.id
    # the keys take Alice: she leaves the phone's list at once
    assert lobby.take_profile(keys, alice)
    page = next_page(phone, pump, lambda p: alice.label not in labels(p))
    assert labels(page)[:2] == [bob.label, chloe.label]
    assert act(phone, pump, 3, {"kind": "profile", "id": alice.id}) == \
        tr("profiles.taken_at", name="Alice", seat=lobby.default_name(keys))
    assert lobby.slots[0].profile == bob.id and lobby.slots[keys].profile == alice.id
    # anonymous again: the seat's own name, and Bob free for the others
    assert act(phone, pump, 4, {"kind": "anonymous"}) is None
    assert lobby.slots[0].profile == "" and lobby.display_name(0) == lobby.default_name(0)
    assert bob.id in [r.profile.id for r in lobby.picking[keys].rows() if r.profile] or keys not in lobby.picking


def test_a_phone_makes_a_profile_and_whatever_it_sends_is_checked(
        app: Any, home: Path, probes: Callable[..., ProbePhone], pump: Callable[[], None]) -> None:
    tr = app.tr
    (zoe,) = make_profiles(app, "Zoé")
    lobby = open_lobby(app, "kingz")
    pump()
    phone = seat_phone(lobby, probes, pump, 2)
    other = seat_phone(lobby, probes, pump, 3)
    before = (home / "profiles.json").read_bytes()

    def refused(msg_id: int, action: Any, reason: str) -> None:
        assert act(phone, pump, msg_id, action) == reason
        assert lobby.slots[2].profile == "" and list(app.profiles.profiles) == [zoe.id]  # nothing changed
        assert (home / "profiles.json").read_bytes() == before

    new = {"kind": "new_profile", "name": "Dominique", "colour": "green", "symbol": "star"}
    bad = tr("phone.refusal.bad_message")
    refused(1, {**new, "name": "x" * (NAME_MAX + 1)}, tr("lobby.name_long", n=NAME_MAX))
    refused(2, {**new, "name": "y" * 3000}, tr("lobby.name_long", n=NAME_MAX))  # (a message is 4 kB at most)
    refused(3, {**new, "name": "Al\x00ice"}, tr("phone.profile.unprintable"))
    refused(4, {**new, "name": "Al\u202eice"}, tr("phone.profile.unprintable"))  # a right-to-left override
    refused(5, {**new, "name": "   "}, tr("profiles.name_empty", name=""))
    refused(6, {**new, "name": "ZOÉ"}, tr("profiles.name_taken", name="ZOÉ"))
    refused(7, {**new, "name": lobby.default_name(0)}, tr("lobby.name_taken", name=lobby.default_name(0)))
    refused(8, {**new, "colour": "chartreuse"}, tr("phone.profile.bad_mark"))
    refused(9, {**new, "symbol": ["star"]}, bad)
    refused(10, {**new, "name": 7}, bad)
    refused(11, {**new, "admin": True}, f"{bad}: admin")
    refused(12, {"kind": "profile", "id": "p999"}, tr("phone.profile.unknown"))
    refused(13, {"kind": "profile", "id": {"$ne": ""}}, tr("phone.profile.unknown"))
    refused(14, {"kind": "profile"}, f"{bad}: id")
    refused(15, {"kind": "delete_everything"}, tr("phone.not_started"))
    refused(16, ["kind", "profile"], tr("phone.not_started"))
    refused(17, None, tr("phone.not_started"))
    # a good one: made, saved, seated; the same request again makes nothing more
    assert act(phone, pump, 20, {**new, "name": "  Dominique "}) is None
    made = app.profiles.get(lobby.slots[2].profile)
    assert made is not None and made.name == "Dominique" and made.mark == Mark("green", "star")
    assert act(phone, pump, 21, new) is None
    assert len(app.profiles.profiles) == 2 and lobby.slots[2].profile == made.id
    saved = json.loads((home / "profiles.json").read_text(encoding="utf-8"))
    assert sorted(p["name"] for p in saved["list"]) == ["Dominique", "Zoé"]
    page = last_page(phone)  # published with the answer to 20, before the answer to 21
    assert page["name"] == made.label
    assert labels(page)[0] == made.label
    # another phone cannot make the same name, nor take the profile
    assert act(other, pump, 1, {**new, "colour": "red"}) == tr("profiles.name_taken", name="Dominique")
    assert act(other, pump, 2, {"kind": "profile", "id": made.id}) == \
        tr("profiles.taken_at", name="Dominique", seat=lobby.default_name(2))
    assert lobby.slots[3].profile == ""
    # a phone that opened a keyboard player's seat may change nothing there
    lobby.join("kb:wasd")
    keys = lobby.seated("kb:wasd")
    assert keys is not None
    intruder = probes(lobby.link.server.ws_url(keys))
    next_page(intruder, pump, lambda p: True)
    assert act(intruder, pump, 1, {"kind": "profile", "id": zoe.id}) == tr("phone.not_yours")
    assert lobby.slots[keys].source == "kb:wasd" and lobby.slots[keys].profile == ""
