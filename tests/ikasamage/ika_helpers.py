"""Shared helpers for the Ikasamage tests: build a table by hand and drive it
through ``GAME.apply`` only."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.engine.contract import Event, GameConfig, IllegalAction, SeatConfig
from game.games.ikasamage import GAME as IKASAMAGE_GAME
from game.games.ikasamage.content import load_content_json
from game.games.ikasamage.rules import PASS, IkaAction, bet, cast
from game.games.ikasamage.state import IkaState

GAME = IKASAMAGE_GAME
CONTENT: dict[str, Any] = load_content_json()

__all__ = ["CONTENT", "GAME", "PASS", "IkaAction", "bet", "cast"]


def config(n: int, data: Any = None, **rules: Any) -> GameConfig:
    return GameConfig(seats=tuple(SeatConfig() for _ in range(n)), rules=GAME.resolve_rules(rules), content=data)


def new(n: int = 4, seed: int = 1, data: Any = None, **rules: Any) -> IkaState:
    return GAME.new_game(config(n, data, **rules), seed)


def content(**changes: Any) -> dict[str, Any]:
    c = copy.deepcopy(CONTENT)
    c.update(changes)
    return c


# -- looking things up ------------------------------------------------------------------------


def copies(s: IkaState, spell_id: str) -> list[int]:
    """Card ids of every copy of the spell ``spell_id``."""
    found = [c for c, card in enumerate(s.setup.cards) if card.id == spell_id]
    assert found, f"no spell {spell_id!r}"
    return found


def card_of(s: IkaState, spell_id: str, k: int = 0) -> int:
    """Card id of the ``k``-th copy of ``spell_id``."""
    return copies(s, spell_id)[k]


def fighter_index(s: IkaState, fighter_id: str) -> int:
    return next(i for i, f in enumerate(s.setup.fighters) if f.id == fighter_id)


def judge_index(s: IkaState, judge_id: str) -> int:
    return next(i for i, j in enumerate(s.setup.judges) if j.id == judge_id)


def held(s: IkaState, seat: int, spell_id: str, k: int = 0) -> int:
    """The ``k``-th card ``spell_id`` in ``seat``'s hand."""
    mine = [c for c in s.hands[seat] if s.card(c).id == spell_id]
    assert len(mine) > k, f"seat {seat} holds no {spell_id!r} #{k}"
    return mine[k]


def spell_ids(s: IkaState, cards: Iterable[int]) -> list[str]:
    return [s.card(c).id for c in cards]


# -- building a table ---------------------------------------------------------------------------

FIVE = ("goblin", "orc", "lizardman", "succubus", "dragon")


def table(n: int = 4, *, fighters: Sequence[str] = FIVE, judge: str = "tad",
          hands: Mapping[int, Sequence[str]] | None = None,
          slots: Mapping[int, Sequence[tuple[str, int] | tuple[str, int, bool]]] | None = None,
          bets: Mapping[int, Sequence[int]] | None = None, phase: str = "spell", first: int = 0,
          turn: int | None = None, gold: Sequence[int] | None = None, round: int = 1,
          deck_top: Sequence[str] = (), seed: int = 1, data: Any = None, **rules: Any) -> IkaState:
    """A match set by hand. ``hands``: seat -> spell ids (a seat not named holds
    nothing); ``slots``: position -> (spell id, owner[, face up]) in the order
    cast (face up defaults to how the card is cast); ``bets``: seat -> positions
    (default: seat ``p`` bets on position ``p % 5``); ``deck_top``: spell ids on
    top of the spell deck, the last one drawn first. Every card not placed is in
    the deck, the discard is empty, every fighter and judge not used is in its
    deck: nothing is lost."""
    s = new(n, seed, data, **rules).clone()
    hands = hands or {}
    slots = slots or {}
    used: set[int] = set()

    def take(spell_id: str) -> int:
        c = next(c for c in copies(s, spell_id) if c not in used)
        used.add(c)
        return c

    s.hands = [[take(x) for x in hands.get(p, ())] for p in range(n)]
    s.slots = []
    for pos in range(len(fighters)):
        row = []
        for entry in slots.get(pos, ()):
            c = take(entry[0])
            up = entry[2] if len(entry) > 2 else s.card(c).face_up  # type: ignore[misc]
            row.append([c, entry[1], int(up)])
        s.slots.append(row)
    top = [take(x) for x in deck_top]
    s.deck = [c for c in range(len(s.setup.cards)) if c not in used] + top
    s.discard = []
    s.fighters = [fighter_index(s, f) for f in fighters]
    s.fighter_deck = [f for f in range(len(s.setup.fighters)) if f not in s.fighters]
    s.judge = judge_index(s, judge)
    s.judge_deck = [j for j in range(len(s.setup.judges)) if j != s.judge]
    s.judge_discard = []
    s.phase = phase
    s.first = first
    s.turn = first if turn is None else turn
    s.round = round
    s.gold = list(gold) if gold is not None else [0] * n
    if phase == "bet":
        s.bets = [[] for _ in range(n)]
    else:
        s.bets = [sorted(bets[p]) if bets is not None and p in bets else [p % 5] for p in range(n)]
    s.passed = [False] * n
    s.invisible = [False] * n
    s.prismatic = [False] * n
    s.seen = [[] for _ in range(n)]
    s.done = [False] * n
    s.forget = None
    s.confusion = False
    s.result = None
    return s


# -- playing --------------------------------------------------------------------------------------


def act(s: IkaState, seat: int, action: IkaAction, log: list[Event] | None = None) -> IkaState:
    s2, events = GAME.apply(s, seat, action)
    if log is not None:
        log.extend(events)
    return s2


def refused(s: IkaState, seat: int, action: IkaAction) -> str:
    """``action`` is refused: the reason (and it is not among the legal actions)."""
    try:
        GAME.apply(s, seat, action)
    except IllegalAction as exc:
        assert action not in GAME.legal_actions(s, seat)
        return str(exc)
    raise AssertionError(f"{action} was accepted")


def allowed(s: IkaState, seat: int, action: IkaAction) -> bool:
    return action in GAME.legal_actions(s, seat)


def pass_all(s: IkaState, log: list[Event] | None = None) -> IkaState:
    """Every seat still in the spell phase passes, in turn, until the match
    resolves (a match already resolved is returned as it is)."""
    if s.phase != "spell":
        assert s.result is not None, f"no match to resolve in phase {s.phase}"
        return s
    rnd, matches = s.round, s.matches
    for _ in range(20):
        if s.phase != "spell" or (s.round, s.matches) != (rnd, matches):
            return s
        s = act(s, s.turn, PASS, log)
    raise AssertionError("the match did not resolve")


def events_of(log: Iterable[Event], kind: str) -> list[dict[str, Any]]:
    return [e.data for e in log if e.kind == kind]  # type: ignore[misc]


def fighter_result(s: IkaState, pos: int) -> dict[str, Any]:
    assert s.result is not None
    return s.result["fighters"][pos]  # type: ignore[no-any-return]


def resolve(s: IkaState, log: list[Event] | None = None) -> dict[str, Any]:
    """Everyone passes; the match result."""
    s = pass_all(s, log)
    assert s.result is not None
    return s.result  # type: ignore[no-any-return]


def power_of(s: IkaState, pos: int) -> int:
    return resolve(s)["fighters"][pos]["power"]  # type: ignore[no-any-return]
