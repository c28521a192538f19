"""Mana bots: legal, deterministic, and the hard one beats random.

Bots here are bounded by nodes (``make_bot(..., nodes=N)``), never by time, so
no result depends on how fast or busy the machine is."""

from __future__ import annotations

import threading
import time

import pytest

from game.engine.contract import BOT_LEVELS
from game.engine.rng import Rng
from game.games.mana import GAME as MANA_GAME
from game.games.mana.board import SearchBoard
from game.games.mana.bots import MATE, SearchBot, Searcher, evaluate, make_bot, playout_rate
from game.games.mana.rules import ManaState, default_config, make_position

G = MANA_GAME


def sample_states(seed: int, rules: dict[str, object], count: int) -> list[ManaState]:
    rng = Rng(seed)
    out = []
    state = G.new_game(default_config(rules), seed)
    while len(out) < count:
        if G.outcome(state) is not None:
            state = G.new_game(default_config(rules), rng.below(1000))
        out.append(state)
        state, _ = G.apply(state, state.to_move, rng.choice(G.legal_actions(state, state.to_move)))
    return out


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("rules", [{}, {"setup": "advanced", "bird_blocks": False}])
def test_every_bot_returns_a_legal_action_or_none(level: str, rules: dict[str, object]) -> None:
    for state in sample_states(3, rules, 30)[::3]:
        for seat in (0, 1):
            bot = make_bot(G, level, seat, 7, nodes=1500)
            move = bot.decide(state, 12.5)
            if seat != state.to_move:
                assert move is None
            else:
                assert move is not None and move.at == 12.5
                assert move.action in G.legal_actions(state, seat)


def test_bots_are_deterministic_given_the_seed() -> None:
    states = sample_states(5, {}, 24)[4::4]
    for level in ("random", "easy", "normal", "hard"):
        a = [make_bot(G, level, s.to_move, 11, nodes=3000).decide(s, 0.0) for s in states]
        b = [make_bot(G, level, s.to_move, 11, nodes=3000).decide(s, 0.0) for s in states]
        assert a == b, level


@pytest.mark.parametrize("rules", [{}, {"bird_blocks": False}, {"setup": "advanced"}])
def test_a_node_budget_decides_alike_whatever_the_clock(rules: dict[str, object],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bounded by nodes, the searching levels never read the clock: with a
    clock that jumps a minute at every reading (a machine slowed to a crawl)
    they choose exactly as with the real one, setup included."""
    states = [s for s in sample_states(13, rules, 40) if G.outcome(s) is None][::5]
    assert any(s.phase == "play" for s in states)
    assert rules.get("setup") != "advanced" or any(s.phase == "setup" for s in states)

    def decisions() -> list[object]:
        return [make_bot(G, level, s.to_move, 5, nodes=4000).decide(s, 0.0)
                for s in states for level in ("normal", "hard")]

    calm = decisions()
    ticks = [0.0]
    real, here = time.perf_counter, threading.get_ident()

    def crawling() -> float:
        if threading.get_ident() != here:  # another thread of this test process (a server a test left running)
            return real()
        ticks[0] += 60.0
        return ticks[0]

    import game.games.mana.bots as bots_module

    monkeypatch.setattr(bots_module.time, "perf_counter", crawling)
    monkeypatch.setattr(bots_module.time, "monotonic", crawling)
    assert decisions() == calm
    assert ticks == [0.0], "a bounded-by-work bot read the clock"


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        G.make_bot("grandmaster", 0, 1)


def test_bots_take_a_daimio_when_they_can() -> None:
    s = make_position([
        "......",
        "......",
        "......",
        "..d...",
        "r.....",
        "..D...",
    ], bird="a1")  # bird on a triple; Black is free: c1xc3 wins
    for level in ("easy", "normal", "hard"):
        move = make_bot(G, level, 0, 1, nodes=5000).decide(s, 0.0)
        assert move is not None and move.action.text().startswith("c1xc3"), level


def test_hard_avoids_a_one_move_loss() -> None:
    # White's Ronin on c3 (a triple) reaches Black's Daimio on b1 (c3-c2-c1-b1)
    # and every square the Daimio can flee to. a1-a4 lands on a double, which
    # binds White to its Daimio on f6; the other moves land on singles, where
    # White has no piece, so White is free: only a Ronin on the path plus the
    # bird on the other path save Black then.
    s = make_position([
        ".....d",
        "......",
        "......",
        "..r...",
        "......",
        "RD....",
    ])
    bot = make_bot(G, "hard", 0, 1, nodes=30_000)
    move = bot.decide(s, 0.0)
    assert move is not None
    after, _ = G.apply(s, 0, move.action)
    daimio = after.board.index("D")
    assert not any(a.to == daimio for a in G.legal_actions(after, 1))
    # the test means something: some Black moves do lose the Daimio at once
    saving = [a for a in G.legal_actions(s, 0)
              if not any(b.to == G.apply(s, 0, a)[0].board.index("D")
                         for b in G.legal_actions(G.apply(s, 0, a)[0], 1))]
    # a1-a4 with any bird; a1-c2 / a1-b3 only with the bird closing the other path
    assert {a.text()[:5] for a in saving} == {"a1-a4", "a1-b3", "a1-c2"}
    assert len(saving) < len(G.legal_actions(s, 0)) // 3
    assert move.action in saving


def test_search_leaves_the_board_as_it_found_it() -> None:
    for state in sample_states(9, {}, 40)[5::7]:
        if state.phase != "play" or G.outcome(state) is not None:
            continue
        board = SearchBoard.from_state(state)
        key, h = board.key(), board.hash
        Searcher(merge_birds=True, pvs=True).search(board, 3, set())
        assert board.key() == key and board.hash == h and not board.stack
        evaluate(board)


def test_the_threat_extension_sees_forced_daimio_losses_past_the_horizon() -> None:
    """At nominal depth 0 after our move, the static score cannot see that
    the opponent has a forced Daimio capture; the extension follows the
    attacks on the Daimios and finds it, and a plain search as deep as that
    line agrees that the loss is forced."""
    found = 0
    for state in sample_states(21, {}, 400)[::3]:
        if state.phase != "play" or G.outcome(state) is not None:
            continue
        board = SearchBoard.from_state(state)
        for a in board.search_actions():
            board.make(a)
            plain = Searcher(merge_birds=True, pvs=True)
            plain.board = board
            extended = Searcher(merge_birds=True, pvs=True, extend=True)
            extended.board, extended.root_depth = board, 1
            seen_plain = plain.negamax(0, -MATE - 1, MATE + 1, 1)  # the opponent's score
            seen_extended = extended.negamax(0, -MATE - 1, MATE + 1, 1)
            if seen_extended >= MATE - 100 and seen_plain < MATE - 100:
                plies = MATE - seen_extended  # the capture comes on this ply of the line
                deep = Searcher(merge_birds=True, pvs=True)
                deep.board = board
                assert deep.negamax(plies, -MATE - 1, MATE + 1, 1) >= MATE - 100
                found += 1
            board.unmake()
        if found >= 3:
            break
    assert found >= 3


def test_hard_respects_its_time_budget_roughly() -> None:
    # the app's meaning of a level: a time per decision (how many nodes fit in
    # it is the machine's business; only that it searched is checked)
    state = sample_states(2, {}, 12)[-1]
    bot = G.make_bot("hard", state.to_move, 1, 50)
    assert isinstance(bot, SearchBot) and bot.think_ms == 50
    bot.decide(state, 0.0)
    assert bot.last_nodes > 0


def test_a_node_budget_bounds_the_search() -> None:
    state = next(s for s in sample_states(2, {}, 40)[12:] if G.outcome(s) is None)
    for budget in (500, 5000):
        bot = make_bot(G, "hard", state.to_move, 1, nodes=budget)
        assert isinstance(bot, SearchBot) and bot.think_ms is None
        bot.decide(state, 0.0)
        # checked every 16 nodes, in each of the forced search, the main search and the check of its choice
        assert budget // 2 < bot.last_nodes < budget + 3 * 16


def play(level0: str, level1: str, seed: int, nodes: int) -> tuple[float, float]:
    state = G.new_game(default_config(), seed)
    bots = [make_bot(G, level0, 0, seed, nodes=nodes), make_bot(G, level1, 1, seed + 1, nodes=nodes)]
    while G.outcome(state) is None:
        move = bots[state.to_move].decide(state, 0.0)
        assert move is not None
        state, _ = G.apply(state, state.to_move, move.action)
    out = G.outcome(state)
    assert out is not None
    return out.scores[0], out.scores[1]


def test_hard_beats_random() -> None:
    score = 0.0
    for game in range(4):
        if game % 2 == 0:
            score += play("hard", "random", game, 3000)[0]
        else:
            score += play("random", "hard", game, 3000)[1]
    assert score >= 3.5


def test_playout_rate_is_positive() -> None:
    assert playout_rate(0.05) > 0


def test_hard_searches_its_advanced_setup_among_whole_formations() -> None:
    """Each placement follows one of the candidate formations (a wall of Ronins
    on the home row with the Daimio somewhere in it, or the greedy one), chosen
    by searching the opening each leads to against the opponent's formation."""
    from game.games.mana.bots import _formations

    for seed in range(3):
        state = G.new_game(default_config({"setup": "advanced"}), seed)
        bots = [make_bot(G, "hard", seat, seed, nodes=3000) for seat in (0, 1)]
        while state.phase == "setup":
            seat = state.to_move
            candidates = _formations(G, state, seat)  # what this decision weighs
            move = bots[seat].decide(state, 0.0)
            assert move is not None and move.action in G.legal_actions(state, seat)
            state, _ = G.apply(state, seat, move.action)
            if sum(1 for ch in state.board if ch != "." and ch.isupper() == (seat == 0)) == 6:
                mine = {sq: ch for sq, ch in enumerate(state.board) if ch != "." and ch.isupper() == (seat == 0)}
                assert mine in candidates, "the six pieces make one of the searched formations"
        assert state.phase == "play"


def test_the_app_worker_keeps_a_timed_bot_and_makes_a_node_bounded_one_afresh() -> None:
    """The app's bot worker (``botworker.think``) keeps a reusable bot bounded
    by time for its seat's next decisions in the same game, and forgets it for
    another game; bounded by nodes it makes the bot afresh every time, so each
    decision is the one a fresh bot makes with the same budget and seed.
    (``normal`` searches 2 plies, done long before its minute is up.)"""
    from game.engine import botworker, registry

    registry.load_builtin()
    states = [s for s in sample_states(21, {}, 60) if s.phase == "play" and G.outcome(s) is None]
    black = [s for s in states if s.to_move == 0][:3]
    botworker._KEPT.clear()
    for i, s in enumerate(states[::6]):
        fresh = make_bot(G, "normal", s.to_move, 100 + i).decide(s, 0.0)
        assert fresh is not None
        kept = botworker.think("mana", "normal", s.to_move, 100 + i, None, G.state_to_json(s), 0.0, table=5)
        assert kept == G.action_to_json(fresh.action)
    assert not botworker._KEPT
    bots = []
    for i, s in enumerate(black):
        action = botworker.think("mana", "normal", 0, 200 + i, 60_000, G.state_to_json(s), 0.0, table=5)
        assert G.action_from_json(action) in G.legal_actions(s, 0)
        assert len(botworker._KEPT) == 1
        bots.append(next(iter(botworker._KEPT.values())))
    assert bots[0] is bots[1] is bots[2]
    botworker.think("mana", "normal", 0, 300, 60_000, G.state_to_json(black[0]), 0.0, table=6)
    assert len(botworker._KEPT) == 1 and bots[0] not in botworker._KEPT.values()
    botworker._KEPT.clear()
