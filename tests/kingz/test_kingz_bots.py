"""Kingz bots: cheap checks of the ``hard`` level (no timing, no long runs)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import GameConfig, SeatConfig
from game.engine.match import make_bots, run_match
from game.games.kingz.bots import KingzBot
from game.games.kingz.rules import KingzState, target
from tests.kingz.kingz_helpers import GAME, card, lock, new, turn, until

TIGRESSE, CROCODILE, RHINOCEROS = 0, 1, 2


def _config() -> GameConfig:
    levels = ("hard", "random", "normal", "hard")
    return GameConfig(seats=tuple(SeatConfig("bot", lv) for lv in levels))


def test_hard_plays_whole_games_with_legal_actions_only() -> None:
    for seed in (3, 4):
        result = run_match(GAME, _config(), seed, make_bots(GAME, _config(), seed))
        assert result.outcome is not None and result.stop == "outcome"
        assert result.illegal == 0


def test_hard_is_deterministic_given_its_seed() -> None:
    runs = [run_match(GAME, _config(), 11, make_bots(GAME, _config(), 11)) for _ in range(2)]
    assert runs[0].outcome == runs[1].outcome and runs[0].steps == runs[1].steps


def test_hard_names_the_rival_without_a_shield() -> None:
    s = new(3)
    s = lock(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "bouclier"),
                 RHINOCEROS: card(s, RHINOCEROS, "courage")})
    s = until(s, "targets")
    bot = KingzBot(GAME, "hard", TIGRESSE, 5)
    move = bot.decide(GAME.redact(s, TIGRESSE, 7), s.clock)
    assert move is not None and move.action == target(RHINOCEROS)


def test_hard_pays_a_keen_aggressor_but_not_one_that_pardons_on_a_whim() -> None:
    from game.games.kingz.bots import WHIMS
    from game.games.kingz.rules import offer

    s = new(3)
    s.armour[CROCODILE] = 1
    s.renown[CROCODILE] = 2
    s.supply[0] -= 2
    s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "courage"),
                 RHINOCEROS: card(s, RHINOCEROS, "courage")}, targets={TIGRESSE: CROCODILE})
    assert s.talk == [TIGRESSE, CROCODILE]
    offers = []
    for whim in (WHIMS[0], WHIMS[-1]):
        bot = KingzBot(GAME, "hard", CROCODILE, 5)
        bot._belief[TIGRESSE] = [1.0 if w == whim else 0.0 for w in WHIMS]
        move = bot.decide(GAME.redact(s, CROCODILE, 7), s.clock)
        assert move is not None
        offers.append(move.action)
    keen, whimsical = offers
    assert keen != offer(0, 0) and whimsical == offer(0, 0)


def test_hard_estimate_ranks_positions_as_a_player_would() -> None:
    from game.games.kingz.bots import MODEL_KEEN, MODEL_WHIM, _features, _logistic

    s = new(4)
    hand = s.hands[TIGRESSE][:4]
    rivals = [1, 2, 3]

    def chance(model: tuple[float, ...], renown: int = 1, armour: int = 3, rival_renown: int = 1) -> float:
        r = [renown, rival_renown, 1, 1]
        x = _features(s, TIGRESSE, hand, 7, r, [1, 1, 1, 1], [armour, 3, 3, 3], rivals)
        return _logistic(model, x)

    for model in (MODEL_KEEN, MODEL_WHIM):
        assert chance(model, renown=3) > chance(model, renown=2) > chance(model)
        assert chance(model, armour=3) > chance(model, armour=2) > chance(model, armour=1)
        assert chance(model, rival_renown=3) < chance(model)


def test_hard_scores_being_grounded_by_a_whimsical_aggressor_below_standing() -> None:
    from game.games.kingz.bots import WHIMS

    s = new(3)
    s.armour[TIGRESSE] = 1
    s.courage[CROCODILE] = 2
    s.supply[1] -= 1
    hit = turn(s, {TIGRESSE: card(s, TIGRESSE, "courage"), CROCODILE: card(s, CROCODILE, "glaive"),
                   RHINOCEROS: card(s, RHINOCEROS, "courage")}, targets={CROCODILE: TIGRESSE})
    missed = turn(s, {TIGRESSE: card(s, TIGRESSE, "courage"), CROCODILE: card(s, CROCODILE, "glaive"),
                      RHINOCEROS: card(s, RHINOCEROS, "courage")}, targets={CROCODILE: RHINOCEROS})
    assert hit.talk == [CROCODILE, TIGRESSE] and missed.armour[TIGRESSE] == 1
    bot = KingzBot(GAME, "hard", TIGRESSE, 5)
    bot._belief[CROCODILE] = [1.0 if w == WHIMS[-1] else 0.0 for w in WHIMS]
    # the same turn, seen the instant before the negotiations (the scores read no phase)
    assert bot._score(hit, TIGRESSE) < bot._score(missed, TIGRESSE)



def test_hard_puts_out_a_victim_that_has_still_to_judge_it() -> None:
    """Hard and a rival ground each other; hard's Glaive is the faster, so hard
    judges first: it refuses an offer it would take otherwise, and the rival,
    out of the arena, can no longer put it out (FAQ 4)."""
    from game.games.kingz.rules import ACCEPT, REFUSE, offer

    answers = []
    for victim_of_crocodile in (TIGRESSE, RHINOCEROS):
        s = new(3)
        s.armour[TIGRESSE] = s.armour[CROCODILE] = 1
        s.renown[CROCODILE] = 2
        s.supply[0] -= 2
        s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive"), CROCODILE: card(s, CROCODILE, "glaive"),
                     RHINOCEROS: card(s, RHINOCEROS, "courage")},
                 targets={TIGRESSE: CROCODILE, CROCODILE: victim_of_crocodile})
        assert s.talk == [TIGRESSE, CROCODILE]
        assert ([CROCODILE, TIGRESSE] in s.talks) == (victim_of_crocodile == TIGRESSE)
        s, _ = GAME.apply(s, CROCODILE, offer(2, 0), s.clock)
        bot = KingzBot(GAME, "hard", TIGRESSE, 5)
        move = bot.decide(GAME.redact(s, TIGRESSE, 7), s.clock)
        assert move is not None
        answers.append(move.action)
    assert answers == [REFUSE, ACCEPT]


def test_hard_scores_a_mutual_grounding_by_who_judges_first() -> None:
    from game.games.kingz.bots import WHIMS

    scores = []
    for nth in (0, 1):  # its fastest Glaive (45, before the Crocodile's 44), then its slower one (40)
        s = new(3)
        s.armour[TIGRESSE] = s.armour[CROCODILE] = 1
        s = turn(s, {TIGRESSE: card(s, TIGRESSE, "glaive", nth), CROCODILE: card(s, CROCODILE, "glaive"),
                     RHINOCEROS: card(s, RHINOCEROS, "courage")},
                 targets={TIGRESSE: CROCODILE, CROCODILE: TIGRESSE})
        assert sorted(s.grounded) == [TIGRESSE, CROCODILE]
        bot = KingzBot(GAME, "hard", TIGRESSE, 5)
        bot._belief[CROCODILE] = [1.0 if w == WHIMS[-1] else 0.0 for w in WHIMS]
        scores.append(bot._score(s, TIGRESSE))
    first, second = scores
    assert first > second * 1.25  # judged first it puts its aggressor out and stands up for sure


def test_hard_decides_alike_whatever_it_cannot_see() -> None:
    """The same table dealt again for everything seat 0 cannot see (the
    others' hands, set-aside cards and picks) looks the same to it, so hard
    picks the same card. At a round's first turn every discard is unseen,
    and a sampled Désarmer lends from one: the deal must not show through."""
    config = GameConfig(seats=tuple(SeatConfig("bot", lv) for lv in ("hard", "random", "random", "normal")))
    seen: list[KingzState] = []

    def keep(state: KingzState, seat: Any, action: Any, events: Any) -> None:
        if state.phase == "approach" and state.picks[0] is None and state.alive[0] and state.turn == 1:
            seen.append(state)

    run_match(GAME, config, 21, make_bots(GAME, config, 21), on_step=keep)
    assert len(seen) >= 3
    for s in seen[::max(1, len(seen) // 6)]:
        moves = {KingzBot(GAME, "hard", 0, 5).decide(GAME.redact(s, 0, deal), s.clock) for deal in (1, 2, 3)}
        assert len(moves) == 1



def test_hard_keeps_its_shields_for_its_last_armour_among_whimsical_rivals() -> None:
    from game.games.kingz.bots import WHIMS
    from game.games.kingz.rules import pick

    """Every rival holds only attacks: a Bouclier would block this turn's
    hits, but above its last armour a hit does not ground hard, and shields
    spent early leave it bare at its last armour (two thirds of hard's losses
    to three random bots were being put out)."""
    s = new(4)
    me = TIGRESSE
    s.hands[me] = [card(s, me, "bouclier"), card(s, me, "courage"), card(s, me, "desarmer")]
    for p in (1, 2, 3):
        s.hands[p] = [card(s, p, "glaive"), card(s, p, "glaive", 1), card(s, p, "filet")]
        s.courage[p] = 2
        s.supply[1] -= 1
    picks = {}
    for armour in (3, 2, 1):
        s.armour[me] = armour
        bot = KingzBot(GAME, "hard", me, 5)
        for p in (1, 2, 3):
            bot._belief[p] = [1.0 if w == WHIMS[-1] else 0.0 for w in WHIMS]
        move = bot.decide(GAME.redact(s, me, 7), s.clock)
        assert move is not None
        picks[armour] = move.action
    shield = pick(card(s, me, "bouclier"))
    assert picks[3] != shield and picks[2] != shield and picks[1] == shield


def _beliefs_at_turn(levels: tuple[str, ...], seed: int, at_turn: int) -> list[float]:
    """How whimsical hard (seat 0) believes each other seat once it has seen
    the cards of the first ``at_turn - 1`` turns (a whole bot game, fixed seeds)."""
    config = GameConfig(seats=tuple(SeatConfig("bot", lv) for lv in levels))
    bots = make_bots(GAME, config, seed)
    hard = bots[0]
    assert isinstance(hard, KingzBot)
    whims: list[float] = []

    def read(state: KingzState, seat: Any, action: Any, events: Any) -> None:
        if not whims and (state.round, state.turn) == (1, at_turn) and state.ready[0]:
            whims.extend(hard._whim(p) for p in (1, 2, 3))

    run_match(GAME, config, seed, bots, on_step=read)
    assert whims, "the game ended before the turn"
    return whims


def test_hard_learns_a_keen_rivals_hand_with_its_nature() -> None:
    """In the game of seed 31 the normal bot (seat 3) set both its Courage
    cards aside, so it passes over the type a keen player would favour at
    each of the first turns. Hard learns which cards it set aside together
    with how keen it is, so four turns of cards tell it from the two random
    bots (weighing the cards against every hand at once, it took it for a
    whimsical one: 0.91)."""
    whims = _beliefs_at_turn(("hard", "random", "random", "normal"), 31, 5)
    assert min(whims[:2]) >= 0.85 and whims[2] <= 0.15, whims
