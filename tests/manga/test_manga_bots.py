"""Bots: full games for 2..6 seats, determinism, stable plans, human-like timing."""

from __future__ import annotations

import statistics

import pytest

from game.engine.contract import Event, GameConfig, SeatConfig
from game.engine.rng import Rng
from game.games.manga.bots import LEVELS, MangaBot, _lognormal, battle_rate, run_headless
from game.games.manga.rules import MangaAction, MangaState, PileCard
from tests.manga.manga_helpers import GAME, START, cid, content, new, rig

LEVEL_CYCLE = ["hard", "normal", "easy", "random"]


def _config(n: int, mode: str, levels: list[str] | None = None, data: object = None) -> GameConfig:
    levels = levels or [LEVEL_CYCLE[i % 4] for i in range(n)]
    return GameConfig(seats=tuple(SeatConfig("bot", lv) for lv in levels), rules={"mode": mode},
                      content=data)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("mode", ["classic", "assisted"])
def test_full_bot_games_end(n: int, mode: str) -> None:
    seen: set[str] = set()

    def hook(t: float, seat: int | None, action: MangaAction | None, s: MangaState,
             events: list[Event]) -> None:
        seen.update(e.kind for e in events)
        assert s.card_count() == 80 and s.disc_count() == 18

    s = run_headless(GAME, _config(n, mode), 100 + n, on_step=hook)
    out = GAME.outcome(s)
    assert out is not None and len(out.scores) == n and out.winners
    assert len(s.battle_winners) >= 9
    assert {"played", "battle_won", "game_over"} <= seen
    if n == 2:
        assert "drew" in seen
    else:
        assert "consolation" in seen


def test_bot_games_are_deterministic() -> None:
    cfg = _config(4, "classic")
    a = run_headless(GAME, cfg, 7)
    b = run_headless(GAME, cfg, 7)
    assert GAME.state_to_json(a) == GAME.state_to_json(b)


def test_hard_bots_beat_easy_bots_mostly() -> None:
    wins = {"hard": 0, "easy": 0}
    for seed in range(6):
        s = run_headless(GAME, _config(2, "assisted", ["hard", "easy"]), seed)
        for w in s.battle_winners:
            wins["hard" if w == 0 else "easy"] += 1
    assert wins["hard"] > wins["easy"]


def test_deciding_battle_with_bots() -> None:
    # Tiny games with 6 players often end in a tie; play until one goes to a deciding battle.
    data = content(battles=1, hand_size=3)
    for seed in range(60):
        s0 = GAME.new_game(_config(6, "assisted", data=data), seed)
        s = run_headless(GAME, _config(6, "assisted", data=data), seed, state=s0)
        out = GAME.outcome(s)
        assert out is not None
        if out.reason == "deciding_battle":
            assert len(s.battle_winners) == 2
            return
    pytest.skip("no tie in these seeds")


def test_plan_is_stable_across_frames_and_uses_the_reaction_time() -> None:
    s0 = new(3)
    red = cid(s0, "red", "blue")
    s = rig(s0, {0: [red, cid(s0, "green", "green")], 1: [cid(s0, "purple", "purple")]},
            [cid(s0, "yellow", "red")], t=10.0)
    bot = GAME.make_bot("normal", 0, seed=5)
    first = bot.decide(s, 10.0)
    assert first is not None and first.action.card == red and first.action.seen == s.seq
    assert first.at > 10.0 + 0.15
    for frame in range(1, 30):
        again = bot.decide(s, 10.0 + frame / 60)
        assert again == first
    # A fresh bot with the same seed makes the same plan.
    assert GAME.make_bot("normal", 0, seed=5).decide(s, 10.0) == first


def test_bot_waits_for_the_count_in() -> None:
    s = new(3, seed=4)
    for seat in range(3):
        move = GAME.make_bot("hard", seat, seed=seat).decide(s, 0.0)
        if move is not None and move.action.kind == "play":
            assert move.at > START


def test_bot_only_uses_its_view() -> None:
    s0 = new(4)
    s = rig(s0, {0: [cid(s0, "red", "blue"), cid(s0, "blue", "green")], 1: [cid(s0, "green", "red")],
                 2: [cid(s0, "red", "red")], 3: [cid(s0, "orange", "orange")]},
            [cid(s0, "yellow", "red")], t=5.0)
    t = s.clone()
    t.draw.reverse()
    t.victory_stack.reverse()
    t.consolation_stack.reverse()
    for seat in range(4):
        for level in LEVELS:
            a = GAME.make_bot(level, seat, seed=3).decide(s, 5.0)
            b = GAME.make_bot(level, seat, seed=3).decide(t, 5.0)
            assert a == b


def test_smart_bot_leaves_a_colour_opponents_lack() -> None:
    s0 = new(3)
    leaves_green = cid(s0, "red", "green")
    leaves_purple = cid(s0, "red", "purple")
    s = rig(s0, {0: [leaves_green, leaves_purple, cid(s0, "purple", "blue")],
                 1: [cid(s0, "green", "blue"), cid(s0, "green", "orange")],
                 2: [cid(s0, "green", "yellow"), cid(s0, "orange", "orange")]},
            [cid(s0, "yellow", "red")], t=5.0)
    for seed in range(5):
        move = GAME.make_bot("hard", 0, seed=seed).decide(s, 5.0)
        assert move is not None and move.action.card == leaves_purple


def test_smart_bot_keeps_dragons_and_announces_well() -> None:
    s0 = new(3)
    dragon = cid(s0, "dragon")
    s = rig(s0, {0: [dragon, cid(s0, "orange", "blue"), cid(s0, "blue", "red")],
                 1: [cid(s0, "green", "blue"), cid(s0, "red", "orange"), cid(s0, "blue", "blue")],
                 2: [cid(s0, "green", "yellow"), cid(s0, "red", "red")]},
            [cid(s0, "yellow", "purple")], t=5.0)
    move = GAME.make_bot("hard", 0, seed=1).decide(s, 5.0)
    assert move is not None and move.action.card == dragon
    assert move.action.colour in ("orange", "yellow", "purple")  # nobody else holds these
    s2 = rig(s0, {0: [dragon, cid(s0, "purple", "blue"), cid(s0, "blue", "red")],
                  1: [cid(s0, "green", "blue")]}, [cid(s0, "yellow", "purple")], t=5.0)
    move = GAME.make_bot("hard", 0, seed=1).decide(s2, 5.0)
    assert move is not None and move.action.card == cid(s0, "purple", "blue")


def test_bots_call_stop_on_wrong_cards() -> None:
    s0 = new(3)
    wrong = cid(s0, "green", "blue")
    s = rig(s0, {0: [wrong, cid(s0, "purple", "purple")],
                 1: [cid(s0, "red", "purple"), cid(s0, "blue", "blue")],
                 2: [cid(s0, "orange", "orange")]},
            [cid(s0, "purple", "yellow"), (cid(s0, "yellow", "red"), 2)], last_player=2, t=5.0)
    s1, _ = GAME.apply(s, 0, MangaAction("play", card=wrong, seen=s.seq), 5.0)
    stops = 0
    for seed in range(40):
        move = GAME.make_bot("hard", 1, seed=seed).decide(s1, 5.0)
        if move is not None and move.action.kind == "stop":
            stops += 1
            assert move.at > 5.3
    assert stops >= 30
    easy = sum(1 for seed in range(40)
               if (m := GAME.make_bot("easy", 1, seed=seed).decide(s1, 5.0)) is not None
               and m.action.kind == "stop")
    assert easy < stops


def test_bot_draws_in_two_player_game_when_stuck() -> None:
    s0 = new(2)
    s = rig(s0, {0: [cid(s0, "green", "green")], 1: [cid(s0, "red", "red"), cid(s0, "blue", "blue")]},
            [cid(s0, "yellow", "red")], t=5.0)
    move = GAME.make_bot("hard", 0, seed=1).decide(s, 5.0)
    assert move is not None and move.action.kind == "draw"
    move = GAME.make_bot("hard", 1, seed=1).decide(s, 5.0)
    assert move is not None and move.action.kind == "play"


def test_bot_uses_consolation_discs() -> None:
    s0 = new(3, mode="assisted")
    s = rig(s0, {0: [cid(s0, "red", "blue")], 1: [cid(s0, "blue", "blue")], 2: [cid(s0, "green", "green")]},
            [cid(s0, "yellow", "red")])
    disc = next(d for d in s.consolation_stack if s.setup.consolation_effect[d] == "discard")
    s.consolation_stack.remove(disc)
    s.consolation_owned[1].append(disc)
    s1, _ = GAME.apply(s, 0, MangaAction("play", card=cid(s0, "red", "blue"), seen=s.seq), 3.0)
    s2, _ = GAME.advance(s1, 50.0)
    assert s2.phase == "consolation"
    seat = s2.consolation_order[s2.consolation_index]
    move = GAME.make_bot("normal", seat, seed=2).decide(s2, 50.0)
    assert move is not None and move.action.kind in ("use_disc", "done") and move.at > 50.0
    if seat == 1:
        assert move.action.kind == "use_disc" and move.action.disc in s2.spendable(1)


def test_reaction_time_medians_per_level() -> None:
    def median(level: str) -> float:
        lv = LEVELS[level]
        return statistics.median(_lognormal(Rng(i), lv.median, lv.sigma) for i in range(2000))

    assert 0.6 <= median("hard") <= 0.8, "an expert"
    assert 1.0 <= median("normal") <= 1.4, "a casual player"
    assert 1.8 <= median("easy") <= 2.2, "a beginner"
    assert median("hard") < median("normal") < median("easy")


def test_unknown_level_refused() -> None:
    with pytest.raises(ValueError):
        MangaBot(GAME, "godlike", 0, 1)


def test_battle_rate() -> None:
    assert battle_rate(0.3) > 0


def test_pile_card_json_shape() -> None:
    s = new(2)
    j = GAME.state_to_json(s)
    assert j["pile"] == [[p.card, p.seat, p.colour] for p in s.pile]
    assert isinstance(s.pile[0], PileCard)
