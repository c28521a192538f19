"""Scenario tests for the Mana rules and every DECISIONS.md case.

Board types (rank 6 first):  6: 1 2 2 3 1 2 / 5: 3 1 3 1 3 2 / 4: 2 3 1 2 1 3 /
3: 2 1 3 2 3 1 / 2: 1 3 1 3 1 2 / 1: 3 2 2 1 3 2.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine.contract import IllegalAction
from game.engine.registry import get
from game.games.mana import GAME as MANA_GAME
from game.games.mana.rules import (
    ManaGame,
    ManaState,
    default_config,
    default_content,
    freedom,
    make_position,
    parse_action,
    parse_square,
)

G = MANA_GAME


def texts(state: ManaState) -> list[str]:
    return [a.text() for a in G.legal_actions(state, state.to_move)]


def play(state: ManaState, text: str) -> ManaState:
    new, _ = G.apply(state, state.to_move, parse_action(text))
    return new


def kinds(events: list) -> list[str]:  # type: ignore[type-arg]
    return [e.kind for e in events]


def start(d_black: str = "c1", d_white: str = "c6", **rules: object) -> ManaState:
    s = G.new_game(default_config(rules), 0)
    s = play(s, f"D@{d_black}")
    return play(s, f"D@{d_white}")


# -- registration and setup ------------------------------------------------------

def test_registered_and_options() -> None:
    game = get("mana")
    assert isinstance(game, ManaGame)
    assert {o.key: o.default for o in game.options} == {
        "bird_blocks": True, "setup": "standard", "draw_rule": True}
    assert game.min_seats == game.max_seats == 2


def test_standard_setup_is_two_journaled_choices() -> None:
    s = G.new_game(default_config(), 0)
    assert s.phase == "setup" and s.to_move == 0
    assert texts(s) == ["D@b1", "D@c1", "D@f1"]
    assert G.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction, match="home-row doubles"):
        G.apply(s, 0, parse_action("D@a1"))
    with pytest.raises(IllegalAction, match="only choose your Daimio"):
        G.apply(s, 0, parse_action("R@a1"))
    with pytest.raises(IllegalAction, match="setup is not finished"):
        G.apply(s, 0, parse_action("a1-a4 ^b4"))
    s, events = G.apply(s, 0, parse_action("D@f1"))
    assert s.board[:6] == "RRRRRD" and s.to_move == 1 and s.phase == "setup"
    assert kinds(events) == ["placed"] * 6
    assert texts(s) == ["D@b6", "D@c6", "D@f6"]
    s, events = G.apply(s, 1, parse_action("D@b6"))
    assert s.phase == "play" and s.to_move == 0 and s.bird is None
    assert s.board[30:] == "rdrrrr"
    assert "setup_done" in kinds(events)
    assert freedom(s) == ("first_move", None)
    assert s.moves == ("D@f1", "D@b6")
    with pytest.raises(IllegalAction, match="setup is over"):
        G.apply(s, 0, parse_action("D@b1"))


def test_advanced_setup_places_six_pieces_each_on_first_two_rows() -> None:
    s = G.new_game(default_config({"setup": "advanced"}), 0)
    acts = texts(s)
    assert len(acts) == 24  # D or R on each of the 12 squares of ranks 1-2
    assert "D@a1" in acts and "R@f2" in acts and "D@a3" not in acts
    with pytest.raises(IllegalAction, match="first two rows"):
        G.apply(s, 0, parse_action("R@a3"))
    s = play(s, "D@a2")  # a single: no double constraint in the advanced setup
    assert not any(t.startswith("D@") for t in texts(s))
    with pytest.raises(IllegalAction, match="no more Daimio"):
        G.apply(s, 0, parse_action("D@b2"))
    with pytest.raises(IllegalAction, match="already taken"):
        G.apply(s, 0, parse_action("R@a2"))
    for sq in ("a1", "b2", "c2", "d2", "e2"):
        assert s.to_move == 0
        s = play(s, f"R@{sq}")
    assert s.to_move == 1 and s.phase == "setup"
    assert not any(t.startswith("R@") for t in texts(s) if t[2] in "12")
    assert all(t[3] in "56" for t in texts(s))
    for t in ("R@a6", "R@b6", "R@c6", "R@d6", "D@e5", "R@f5"):
        s = play(s, t)
    assert s.phase == "play" and s.to_move == 0
    assert s.board[parse_square("a2")] == "D" and s.board[parse_square("e5")] == "d"


# -- moves -----------------------------------------------------------------------

def test_first_move_any_piece_exact_steps_and_paths() -> None:
    s = start()
    acts = texts(s)
    starts = {t[:2] for t in acts}
    assert starts == {"a1", "b1", "c1", "d1", "e1", "f1"}
    # d1 is a single: exactly one step, never onto its own pieces
    assert {t[3:5] for t in acts if t.startswith("d1")} == {"d2"}
    # a1 is a triple: three steps, turns allowed, c2 / b3 / a4 (two paths to c2 are one move)
    assert {t[3:5] for t in acts if t.startswith("a1")} == {"c2", "b3", "a4"}
    # the bird goes to any empty square of the type just reached: a4 is a double
    assert {t[-2:] for t in acts if t.startswith("a1-a4")} == {
        "f2", "a3", "d3", "d4", "f5"}
    s2, events = G.apply(s, 0, parse_action("a1-a4 ^d4"))
    assert kinds(events) == ["moved", "bird"]
    assert events[0].data["path"] == ["a1", "a2", "a3", "a4"]
    assert events[1].data == {"from": None, "to": "d4"}
    assert s2.to_move == 1 and s2.bird == parse_square("d4")
    assert freedom(s2) == ("constrained", 2)  # White's b6, c6 and f6 stand on doubles


def test_constrained_player_must_move_a_piece_on_the_birds_type() -> None:
    s = make_position([
        "..d...",
        "......",
        "......",
        "......",
        "......",
        ".D.R..",
    ], bird="e6")  # e6 is a single: Black must move the Ronin on d1
    assert freedom(s) == ("constrained", 1)
    acts = texts(s)
    assert acts and all(t.startswith("d1") for t in acts)
    with pytest.raises(IllegalAction, match="obey the bird"):
        G.apply(s, 0, parse_action("b1-d1 ^a2"))
    view = G.view(s, 0)
    assert view["free"] is False and view["free_reason"] == "constrained"
    assert view["demanded_type"] == 1 and set(view["legal"]) == {"d1"}


def test_blocked_pieces_on_the_birds_type_free_the_player() -> None:
    s = make_position([
        "..d...",
        "......",
        "......",
        "......",
        "...R..",
        "D.RRR.",
    ], bird="e6", captured=(1, 0))  # d1 (single) is walled in by its own pieces
    assert freedom(s) == ("all_blocked", 1)
    acts = texts(s)
    assert not any(t.startswith("d1") for t in acts)
    assert any(t.startswith("c1") for t in acts) and any(t.startswith("d2") for t in acts)
    assert any(t.startswith("+") for t in acts)  # free: reintroduction allowed
    assert G.view(s, None)["free_reason"] == "all_blocked"


def test_no_piece_on_the_birds_type_frees_the_player() -> None:
    s = make_position([
        "..d...",
        "......",
        "......",
        "......",
        "......",
        ".D....",
    ], bird="e6")
    assert freedom(s) == ("no_piece_on_type", 1)
    assert {t[:2] for t in texts(s)} == {"b1"}


def test_bird_blocks_paths_and_the_option_turns_it_off() -> None:
    rows = [
        ".....d",
        "......",
        "......",
        "r.....",
        "......",
        "RD....",
    ]
    on = make_position(rows, bird="b2")  # bird on a triple; a1 (triple) is boxed in by a3 and the bird
    assert freedom(on) == ("all_blocked", 3)
    assert sorted({t[:5] for t in texts(on)}) == ["b1-c2", "b1-d1"]
    with pytest.raises(IllegalAction, match="cannot reach"):
        G.apply(on, 0, parse_action("a1-c2 ^d1"))
    off = make_position(rows, bird="b2", rules={"bird_blocks": False})
    assert freedom(off) == ("constrained", 3)
    assert sorted({t[:5] for t in texts(off)}) == ["a1-b3", "a1-c2"]
    # with the option off a piece may even stop on the bird's square
    off2 = make_position([".....d", "......", "......", "......", "......", "..D..."],
                         bird="b2", rules={"bird_blocks": False})
    assert "c1-b2" in {t[:5] for t in texts(off2)}
    assert "c1-b2" not in {t[:5] for t in texts(replace(off2, bird_blocks=True))}


def test_capture_and_reintroduction() -> None:
    s = make_position([
        "..d...",
        "......",
        "......",
        "......",
        "...r..",
        "..D...",
    ])
    assert "c1xd2 ^b2" in texts(s)  # a double moves two steps, turning allowed
    s = make_position([
        "..d...",
        "......",
        "......",
        "..r...",
        "......",
        "..D...",
    ])
    assert "c1-c3 ^b2" not in texts(s)
    with pytest.raises(IllegalAction, match="capture marker"):
        G.apply(s, 0, parse_action("c1-c3 ^b2"))
    s, events = G.apply(s, 0, parse_action("c1xc3 ^b2"))
    assert kinds(events) == ["moved", "captured", "bird"]
    assert events[1].data == {"seat": 0, "square": "c3", "owner": 1, "kind": "ronin"}
    assert s.captured == (0, 1) and s.board.count("r") == 0
    # White: bird on b2 (triple); no White piece on a triple -> free, may reintroduce
    assert freedom(s) == ("no_piece_on_type", 3)
    acts = texts(s)
    entries = [t for t in acts if t.startswith("+")]
    assert "+b2 ^a1" not in entries  # never on the bird's square
    assert "+c3 ^a1" not in entries  # occupied
    # the bird follows the type of the reintroduction square (a2 is a single)
    assert {t[-2:] for t in entries if t.startswith("+a2")} == {
        "d1", "c2", "e2", "b3", "f3", "c4", "e4", "b5", "d5", "a6", "e6"}
    s2, events = G.apply(s, 1, parse_action("+a2 ^e6"))
    assert kinds(events) == ["reintroduced", "bird"]
    assert s2.captured == (0, 0) and s2.board[parse_square("a2")] == "r"
    assert s2.bird == parse_square("e6") and s2.to_move == 0
    with pytest.raises(IllegalAction, match="no captured Ronin"):
        G.apply(s2, 0, parse_action("+a3 ^a4"))


def test_reintroduction_forbidden_when_constrained() -> None:
    s = make_position([
        "..d...",
        "......",
        "......",
        "......",
        "......",
        "..DR..",
    ], bird="e6", to_move=0, captured=(1, 0))
    assert freedom(s) == ("constrained", 1)
    assert not any(t.startswith("+") for t in texts(s))
    with pytest.raises(IllegalAction, match="obey the bird"):
        G.apply(s, 0, parse_action("+a3 ^a4"))


def test_bird_may_stay_on_the_only_empty_square_of_its_type() -> None:
    # every single but e6 (the bird's square) is taken: a move onto d1 must keep the bird on e6
    s = make_position([
        "d....r",
        ".r.r..",
        "..r.r.",
        ".R.D.R",
        "R.R.R.",
        "......",
    ], bird="e6", free=True)
    assert freedom(s)[0] == "extra_turn"
    to_d1 = [t for t in texts(s) if t.startswith("d3-d1")]
    assert to_d1 == ["d3-d1 ^e6"]
    with pytest.raises(IllegalAction, match="empty single"):
        G.apply(s, 0, parse_action("d3-d1 ^a6"))
    # capturing on d5 leaves d1 empty as well
    assert [t for t in texts(s) if t.startswith("d3xd5")] == ["d3xd5 ^d1", "d3xd5 ^e6"]


def test_bird_leaves_the_board_when_no_square_of_its_type_is_empty() -> None:
    s = make_position([
        "d...r.",
        ".r.r..",
        "..r.r.",
        ".R.D.R",
        "R.R.R.",
        "......",
    ], bird="a1")  # bird on a triple; Black has no piece on a triple -> free
    assert [t for t in texts(s) if t.startswith("d3-d1")] == ["d3-d1 ^-"]
    with pytest.raises(IllegalAction, match="leaves the board"):
        G.apply(s, 0, parse_action("d3-d1 ^a2"))
    s2, events = G.apply(s, 0, parse_action("d3-d1 ^-"))
    assert s2.bird is None and events[-1].data == {"from": "a1", "to": None}
    assert freedom(s2) == ("no_bird", None)
    assert G.view(s2, None)["free"] is True


def test_stuck_player_passes_and_the_opponent_plays_again_freely() -> None:
    # White is packed in the top-right corner; Black's f1-f3 closes the box and
    # the bird on e6 closes the last gap.
    s = make_position([
        ".Rrr.d",
        "..RRrr",
        "....Rr",
        "......",
        "......",
        "D....R",
    ], bird="a3")
    assert freedom(s) == ("constrained", 2)
    s2, events = G.apply(s, 0, parse_action("f1-f3 ^e6"))
    assert kinds(events) == ["moved", "bird", "passed"]
    assert events[-1].data == {"seat": 1}
    assert s2.to_move == 0 and s2.free and s2.moves[-1] == "--"
    assert freedom(s2) == ("extra_turn", 1)
    assert G.view(s2, None)["free_reason"] == "extra_turn"
    acts = texts(s2)
    assert any(t.startswith("a1") for t in acts)  # a triple piece although the bird says single
    assert G.legal_actions(s2, 1) == []
    with pytest.raises(IllegalAction, match="Black's turn"):
        G.apply(s2, 1, parse_action("f6-f4 ^a1"))
    s3 = play(s2, acts[0])  # e6 is a dead end for White even without the bird: pass again
    assert s3.to_move == 0 and s3.free and s3.moves[-2:] == (acts[0], "--")
    s4 = play(s2, "e4-d4 ^a3")  # opens the box
    assert s4.to_move == 1 and not s4.free and freedom(s4) == ("all_blocked", 2)


def test_daimio_capture_ends_the_game() -> None:
    s = make_position([
        "......",
        "......",
        "......",
        "..d...",
        "......",
        "..D...",
    ])
    s2, events = G.apply(s, 0, parse_action("c1xc3 ^a1"))
    assert kinds(events) == ["moved", "captured", "bird", "game_over"]
    out = G.outcome(s2)
    assert out is not None and out.winners == (0,) and out.scores == (1.0, 0.0)
    assert out.reason == "daimio_captured"
    assert G.legal_actions(s2, 1) == [] and G.active_seats(s2) == ()
    with pytest.raises(IllegalAction, match="game is over"):
        G.apply(s2, 1, parse_action("c6-c4 ^c2"))
    assert G.view(s2, None)["outcome"]["winners"] == [0]


def cycle_position(**rules: object) -> ManaState:
    return make_position([
        "....rd",
        "......",
        "......",
        "......",
        "......",
        "..DR..",
    ], bird="b3", rules=dict(rules))


CYCLE = ["d1-d2 ^b4", "e6-e5 ^c3", "d2-d1 ^b3", "e5-e6 ^b3"]


def test_draw_rule_third_repetition() -> None:
    s = cycle_position()
    for i in range(8):
        assert G.outcome(s) is None, i
        s = play(s, CYCLE[i % 4])
    out = G.outcome(s)
    assert out is not None and out.reason == "repetition" and out.is_draw and s.ply == 9


def test_draw_rule_off_plays_on() -> None:
    s = cycle_position(draw_rule=False)
    for i in range(40):
        s = play(s, CYCLE[i % 4])
    assert G.outcome(s) is None and s.ply == 41


def test_ply_limit_from_content() -> None:
    content = default_content()
    content["draw"] = {"repetition_count": 50, "ply_limit": 5}
    s = make_position([
        "....rd",
        "......",
        "......",
        "......",
        "......",
        "..DR..",
    ], bird="b3", content=content)
    for i in range(3):
        s = play(s, CYCLE[i % 4])
    assert G.outcome(s) is None
    s = play(s, CYCLE[3])
    out = G.outcome(s)
    assert out is not None and out.reason == "ply_limit" and s.ply == 5


# -- actions, errors, view, JSON -------------------------------------------------------

@pytest.mark.parametrize("text", ["D@c1", "R@a2", "b1-c3 ^e4", "b1xc3 ^e4", "a1-a4 ^-", "+c3 ^e4", "+c3 ^-"])
def test_action_text_round_trip(text: str) -> None:
    a = G.action_from_json(text)
    assert G.action_to_json(a) == text == G.describe_action(a)
    assert G.action_from_json(G.action_to_json(a)) == a


@pytest.mark.parametrize("bad", ["", "c1", "z9-a1 ^a2", "a1-a2", "D@g1", "+a7 ^a1", "b1--c3 ^e4", 5])
def test_bad_action_text(bad: object) -> None:
    with pytest.raises(ValueError):
        G.action_from_json(bad)


def test_wrong_seat_and_bad_bird_reasons() -> None:
    s = start()
    with pytest.raises(IllegalAction, match="Black's turn, not White's"):
        G.apply(s, 1, parse_action("a6-a5 ^a2"))
    with pytest.raises(IllegalAction, match="empty double"):
        G.apply(s, 0, parse_action("a1-a4 ^a1"))
    with pytest.raises(IllegalAction, match="no Black piece on d3"):
        G.apply(s, 0, parse_action("d3-d1 ^a2"))
    before = G.state_to_json(s)
    with pytest.raises(IllegalAction):
        G.apply(s, 0, parse_action("a1-a2 ^a2"))
    assert G.state_to_json(s) == before


def test_apply_does_not_mutate_and_state_json_round_trip() -> None:
    s = start()
    before = G.state_to_json(s)
    s2 = play(s, "a1-a4 ^d4")
    assert G.state_to_json(s) == before
    assert G.state_from_json(G.state_to_json(s2)) == s2


def test_view_is_json_friendly_and_complete() -> None:
    import json

    s = play(start(), "a1-a4 ^d4")
    v = G.view(s, 1)
    json.dumps(v)
    assert v["bird"] == "d4" and v["to_move"] == 1 and v["ply"] == 1
    assert v["moves"] == ["D@c1", "D@c6", "a1-a4 ^d4"]
    assert v["last"]["path"] == ["a2", "a3", "a4"]
    assert v["board"][5] == [3, 2, 2, 1, 3, 2]  # rank 1 last
    assert {"square": "c6", "owner": 1, "kind": "daimio"} in v["pieces"]
    assert sum(len(x) for x in v["legal"].values()) == len(G.legal_actions(s, 1))
    assert v["captured"] == [0, 0] and v["phase"] == "play"


def test_pure_modules_never_import_pygame() -> None:
    import re
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "game" / "games" / "mana"
    pattern = re.compile(r"^\s*(import|from)\s+pygame", re.MULTILINE)
    for name in ("rules.py", "bots.py", "board.py", "content.py", "__init__.py"):
        assert not pattern.search((folder / name).read_text(encoding="utf-8")), name
    assert pattern.search("x = 1\n    import pygame.freetype\n")
