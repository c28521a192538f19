"""Ikasamage bots: what each level does in positions where the right play is
clear. (The conformance suite proves they only ever take legal actions and are
only handed redacted states.)"""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine import budget
from game.engine.match import bot_state
from game.games.ikasamage.rules import PASS
from tests.ikasamage.ika_helpers import GAME, table


def decide(s, seat: int, level: str, seed: int = 3, think_ms: int | None = None):  # type: ignore[no-untyped-def]
    bot = GAME.make_bot(level, seat, seed, think_ms=think_ms)
    move = bot.decide(bot_state(GAME, s, seat, seed), 0.0)
    assert move is not None
    return move.action


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_keeps_its_fighter_under_the_judges_limit(level: str) -> None:
    # Lawty disperses over 10 mana; the goblin (bet on by seat 0) carries 8 and trails the dragon.
    s = table(4, judge="lawty", hands={0: ["might", "healing"]},
              slots={0: [("power_awakening", 1, True)]}, bets={0: [0], 1: [4], 2: [4], 3: [4]})
    action = decide(s, 0, level)
    card = s.card(action.card).id if action.card is not None else None
    assert (card, action.fighter) != ("might", 0), "Might would take the goblin to 12 mana: dispersed"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_lifts_its_own_fighter_when_it_trails(level: str) -> None:
    """Everyone else has passed: Healing and Cure take the succubus (6, its
    single bet, paid 10) past the dragon (10)."""
    s = table(4, judge="tad", hands={0: ["healing", "cure"]}, bets={0: [3], 1: [4], 2: [4], 3: [4]})
    s.passed = [False, True, True, True]
    action = decide(s, 0, level)
    assert action.kind == "cast" and action.fighter == 3 and s.card(action.card).id in ("healing", "cure")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_passes_when_its_fighter_is_far_ahead(level: str) -> None:
    s = table(4, judge="tad", hands={0: ["cure", "magic_missile"]}, bets={0: [4], 1: [0], 2: [0], 3: [0]},
              slots={4: [("energy_boost", 0), ("refresh", 0)]})
    assert decide(s, 0, level) == PASS


def test_hard_decides_alike_whatever_it_cannot_see() -> None:
    """Two tables that differ only in another seat's hand look the same to seat
    0, so its decision is the same."""
    a = table(4, judge="tad", hands={0: ["healing", "fireball"], 1: ["might", "cure"]})
    b = table(4, judge="tad", hands={0: ["healing", "fireball"], 1: ["blizzard", "recall"]})
    assert decide(a, 0, "hard") == decide(b, 0, "hard")


ALIKE = {  # what differs between the two tables, seen from seat 0: one value per table
    "face_down": ("might", "weaken"),  # seat 1's Enchant, face down on fighter 2
    "bet": ((1,), (3,)),  # seat 1's single bet
    "deck": ((), ("giant_growth", "cure")),  # the top of the spell deck
}


@pytest.mark.parametrize("hidden", list(ALIKE))
@pytest.mark.parametrize("phase", ["spell", "bet"])
def test_hard_decides_alike_whatever_else_it_cannot_see(hidden: str, phase: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither another seat's face-down spell (which Enchant it is), nor its bet
    (the table sees only how many cards), nor the order of the spell deck
    changes what seat 0 decides, casting or betting (seat 1 bet before it):
    nor even the score of any playout behind the decision. The bot is handed
    the whole table here, not its seat's redacted copy: its own worlds must
    deal all that anew (Recall in hand draws from the deck in the playouts)."""
    from game.games.ikasamage import bots

    scores: list[float] = []
    real = bots.playout

    def scored(*args):  # type: ignore[no-untyped-def]
        scores.append(real(*args))
        return scores[-1]

    monkeypatch.setattr(bots, "playout", scored)
    decisions = []
    for x in ALIKE[hidden]:
        enchant = x if hidden == "face_down" else "might"
        bet = list(x) if hidden == "bet" else [1]
        s = table(4, judge="tad", hands={0: ["healing", "fireball", "might", "recall"], 1: ["cure", "blizzard"]},
                  slots={2: [(str(enchant), 1)]}, deck_top=x if hidden == "deck" else (), phase=phase,
                  first=1, turn=0, bets={0: [4], 1: bet, 2: [2], 3: [3]})
        assert s.slots[2][0][2] == 0, "the Enchant lies face down"
        if phase == "bet":  # seats 1, 2 and 3 have bet; seat 0 is last
            s.bets[1], s.bets[2], s.bets[3] = bet, [2], [3]
        move = GAME.make_bot("hard", 0, 3, think_ms=None).decide(s, 0.0)
        assert move is not None
        decisions.append((move.action, list(scores)))
        scores.clear()
    assert len(decisions[0][1]) > 16, "the playouts were run"
    assert decisions[0] == decisions[1]


def test_hard_decides_alike_however_slow_the_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no time cap (simulate, replays, tests) the worlds are counted, not
    timed: a clock that jumps a minute per reading changes nothing. With the
    app's cap, the same slow clock stops it after ``min_worlds`` and the cut is
    counted for ``bench``."""
    s = table(4, judge="tad", hands={0: ["healing", "fireball", "might"], 1: ["might", "cure"]})
    quiet = decide(s, 0, "hard")
    now = [0.0]

    def crawling() -> float:
        now[0] += 60.0
        return now[0]

    monkeypatch.setattr(budget, "clock", crawling)
    monkeypatch.setattr(budget, "CAP_HITS", Counter())
    assert decide(s, 0, "hard") == quiet
    assert budget.CAP_HITS == Counter()
    decide(s, 0, "hard", think_ms=2000)
    assert budget.CAP_HITS == Counter({"ikasamage/hard": 1})


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_strong_hand_bets_alone_on_the_outsider(level: str) -> None:
    """+25 power in hand and no limit (Tad): a single bet on the goblin (reward
    10, paid 20) beats anything on the dragon; with nothing in hand the dragon
    is the bet."""
    strong = table(4, judge="tad", phase="bet", hands={0: ["giant_growth", "power_awakening", "might"]})
    assert decide(strong, 0, level).fighters == (0,)
    empty = table(4, judge="tad", phase="bet", hands={0: ["recall"]})
    assert 4 in (decide(empty, 0, level).fighters or ())


def test_the_judges_limit_tempers_the_bet() -> None:
    """Under Adoth (exclusion over 10 mana) the same hand cannot carry the
    goblin (Giant Growth alone is 10 mana, Power Awakening 8): normal does not
    bet alone on it."""
    s = table(4, judge="adoth", phase="bet", hands={0: ["giant_growth", "power_awakening", "might"]})
    assert decide(s, 0, "normal").fighters != (0,)


def test_greedy_cast_checking_best_first_picks_what_checking_all_picks() -> None:
    """The playouts' greedy cast judges the candidates before it asks the rules
    (best first); over whole games it must pick exactly the cast it picks from
    the full list of legal ones."""
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.match import make_bots, run_match
    from game.games.ikasamage.bots import greedy_cast, legal
    from game.games.ikasamage.content import load_content_json

    checked = Counter[bool]()

    def compare(s, seat, action, events):  # type: ignore[no-untyped-def]
        if s.phase == "spell" and s.hands[s.turn] and not s.passed[s.turn]:
            quick = greedy_cast(s, s.turn)
            assert quick == greedy_cast(s, s.turn, legal(s, s.turn))
            checked[quick == PASS] += 1

    config = GameConfig(seats=tuple(SeatConfig("bot", "normal") for _ in range(4)), content=load_content_json())
    for seed in (1, 2, 3):
        run_match(GAME, config, seed, make_bots(GAME, config, seed), on_step=compare)
    assert checked[False] > 20 and checked[True] > 5


def test_expected_after_a_cast_is_what_the_rules_make_of_it() -> None:
    """The look-ahead weighs a cast from sums kept per fighter, or makes a
    Support's effect in place and undoes it, rather than applying the cast to
    a copy of the state: over whole games, every legal cast must score
    exactly (bit for bit) what ``expected`` says of the copy the rules make,
    and leave the state as it was."""
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.match import make_bots, run_match
    from game.games.ikasamage.bots import CARD_VALUE, LAST_CARD, _after, _Expected, distinct, expected, legal
    from game.games.ikasamage.content import load_content_json
    from game.games.ikasamage.state import state_to_json

    kinds = Counter[str]()

    def compare(s, seat, action, events):  # type: ignore[no-untyped-def]
        if s.phase != "spell" or not s.hands[s.turn] or s.passed[s.turn]:
            return
        me = s.turn
        before = state_to_json(s)
        values = _Expected(s, me, CARD_VALUE, LAST_CARD)
        for a in distinct(s, legal(s, me)):
            copy = _after(s, me, a)
            if copy.matches != s.matches or copy.phase not in ("spell", "forget"):
                continue  # the cast ended the match: the copy holds the next one
            assert values.after(a) == expected(copy, me, CARD_VALUE, last_value=LAST_CARD), a
            kinds["copy" if values.trial_copies(a) else s.card(a.card).type] += 1
        assert state_to_json(s) == before

    config = GameConfig(seats=tuple(SeatConfig("bot", "normal") for _ in range(4)), content=load_content_json())
    for seed in (1, 2, 3, 4):
        run_match(GAME, config, seed, make_bots(GAME, config, seed), on_step=compare)
    assert kinds["direct"] > 100 and kinds["enchant"] > 100 and kinds["support"] > 20 and kinds["copy"] > 5, kinds



def test_the_normal_policy_bets_on_one_fighter() -> None:
    """What lets hard tell a rival that is not playing its model: the normal
    policy always bets on a single fighter (two halve the pay, three halve it
    again), so a rival that bet on more is played at random in the playouts."""
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.match import make_bots, run_match
    from game.games.ikasamage.content import load_content_json

    sizes = Counter[int]()

    def count(s, seat, action, events):  # type: ignore[no-untyped-def]
        if action is not None and action.kind == "bet":
            sizes[len(action.fighters)] += 1

    config = GameConfig(seats=tuple(SeatConfig("bot", "normal") for _ in range(4)), content=load_content_json())
    for seed in (1, 2, 3):
        run_match(GAME, config, seed, make_bots(GAME, config, seed), on_step=count)
    assert sizes == Counter({1: 36}), sizes


def test_a_random_rival_in_a_playout_draws_evenly_among_the_legal_actions() -> None:
    """The playouts' random rival draws candidates until the rules allow one:
    every legal cast comes up, about equally often, and nothing else."""
    from game.engine.rng import Rng
    from game.games.ikasamage.bots import legal, random_action
    from game.games.ikasamage.rules import candidates

    s = table(4, judge="orlair", hands={0: ["healing", "dispel_magic", "might", "recall"]},
              slots={2: [("weaken", 1)], 4: [("giant_growth", 2)]}, bets={0: [4], 1: [2, 3], 2: [2], 3: [3]})
    allowed = legal(s, 0)
    assert len(allowed) < len(candidates(s, 0)), "Orlair refuses Healing (a Direct spell)"
    rng = Rng(5)
    drawn = Counter(random_action(s, 0, rng) for _ in range(200 * len(allowed)))
    assert set(drawn) == set(allowed)
    assert min(drawn.values()) > 130 and max(drawn.values()) < 270, drawn


def _bet_values_reference(s, seat):  # type: ignore[no-untyped-def]
    """``bet_values`` as it was first written: every legal bet, each pay-out asked of ``payout``."""
    import math

    from game.games.ikasamage.bots import TEMPERATURE, chances, legal, lift, payout

    base = chances(s, seat)
    pushed = []
    for f in range(len(s.fighters)):
        w = list(base)
        w[f] *= math.exp(lift(s, seat, f) / TEMPERATURE)
        total = sum(w) or 1.0
        pushed.append([x / total for x in w])
    return [(max(sum(pushed[f][g] * payout(s, seat, a.fighters, g) for g in a.fighters) for f in a.fighters), a)
            for a in legal(s, seat)]


def _cast_candidates_reference(s, seat, card):  # type: ignore[no-untyped-def]
    """Every cast of ``card``, as the rules first listed them."""
    from game.games.ikasamage.rules import cast, target_of

    npos = len(s.fighters)
    target = target_of(s, card)
    if target == "fighter":
        out = [cast(card, fighter=f) for f in range(npos)]
        if s.card(card).type == "direct" and s.prismatic[seat]:
            out += [cast(card, fighter=f, face_down=True) for f in range(npos)]
        return out
    spells = [(p, i) for p in range(npos) for i in range(len(s.slots[p]))]
    if target == "spell":
        return [cast(card, spell=x) for x in spells]
    if target == "spell_to":
        return [cast(card, spell=x, to=t) for x in spells for t in range(npos) if t != x[0]]
    if target == "player":
        return [cast(card, seat=p) for p in range(s.seats) if p != seat]
    if target == "bet":
        return [cast(card, bet=b, take=t) for b in s.bets[seat] for t in range(npos) if t not in s.bets[seat]]
    return [cast(card)]


def test_the_playouts_quick_policies_choose_what_their_references_choose() -> None:
    """The playouts' random rival makes only the candidate it draws (one cast
    of a card from its index), and the normal policy's bets read each pay-out
    from a table: over whole games
    (normal and random bots, so that every phase, spell and bet size comes
    up), each must give exactly (bit for bit, and the same draws) what its
    reference gives from the full lists."""
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.match import make_bots, run_match
    from game.engine.rng import Rng
    from game.games.ikasamage.bots import bet_values, random_action, random_action_reference
    from game.games.ikasamage.content import load_content_json
    from game.games.ikasamage.rules import cast_at, cast_count, target_of

    checked = Counter[str]()

    def compare(s, seat, action, events):  # type: ignore[no-untyped-def]
        if s.phase not in ("bet", "spell", "forget"):
            return
        actor = s.forget[0] if s.phase == "forget" and s.forget else s.turn
        for k in range(3):
            quick, reference = Rng(k + len(s.discard)), Rng(k + len(s.discard))
            a = random_action(s, actor, quick)
            assert a == random_action_reference(s, actor, reference)
            assert quick.next_u64() == reference.next_u64()
            checked[a.kind] += 1
        if s.phase == "spell":
            for card in s.hands[actor]:
                made = _cast_candidates_reference(s, actor, card)
                assert cast_count(s, actor, card) == len(made)
                assert [cast_at(s, actor, card, k) for k in range(len(made))] == made
                checked["on " + target_of(s, card)] += 1
        if s.phase == "bet":
            assert bet_values(s, actor) == _bet_values_reference(s, actor)
            checked["bet_values"] += 1

    config = GameConfig(seats=(SeatConfig("bot", "normal"), SeatConfig("bot", "random"),
                               SeatConfig("bot", "normal"), SeatConfig("bot", "random")),
                        content=load_content_json())
    for seed in (1, 2, 3, 4, 5, 6):
        run_match(GAME, config, seed, make_bots(GAME, config, seed), on_step=compare)
    assert checked["cast"] > 300 and checked["pass"] > 10 and checked["bet"] > 50 and checked["forget"] > 0, checked
    assert checked["bet_values"] > 20, checked
    targets = ("fighter", "spell", "spell_to", "player", "bet", "none")
    assert min(checked["on " + target] for target in targets) > 10, checked
