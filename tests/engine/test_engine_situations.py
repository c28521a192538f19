"""SituationBot: one plan per situation, kept while it lasts."""

from __future__ import annotations

import pytest

from game.engine.contract import BotMove
from game.engine.situations import SituationBot


class Counting(SituationBot[dict[str, int], tuple[int, int], str, float]):
    """Reads a state's phase and turn; its situation is the phase alone."""

    def __init__(self, level: str = "quick") -> None:
        super().__init__({"quick": 0.5, "slow": 2.0}, level, seat=1, seed=7)
        self.reads: list[dict[str, int]] = []
        self.plans: list[tuple[object, ...]] = []

    def read(self, state: dict[str, int]) -> tuple[int, int]:
        self.reads.append(state)
        return state["phase"], state["turn"]

    def situation(self, seen: tuple[int, int]) -> tuple[object, ...]:
        return (seen[0],)

    def plan(self, seen: tuple[int, int], key: tuple[object, ...], now: float) -> BotMove[str] | None:
        self.plans.append(key)
        return None if seen[0] == 0 else BotMove(f"press in phase {seen[0]} turn {seen[1]}", now + self.level)


def test_a_plan_is_made_once_per_situation_and_kept_while_it_lasts() -> None:
    bot = Counting()
    first = {"phase": 1, "turn": 1}
    move = bot.decide(first, 10.0)
    assert move == BotMove("press in phase 1 turn 1", 10.5)
    for frame in range(1, 30):  # asked every frame with the same state: not even read again
        assert bot.decide(first, 10.0 + frame / 60) == move
    assert bot.reads == [first]
    later = {"phase": 1, "turn": 2}  # a new state in the same situation: read, the plan kept
    assert bot.decide(later, 11.0) == move
    assert bot.reads == [first, later] and bot.plans == [(1,)]
    assert bot.decide({"phase": 2, "turn": 2}, 12.0) == BotMove("press in phase 2 turn 2", 12.5)
    assert bot.decide({"phase": 0, "turn": 3}, 13.0) is None
    assert bot.decide({"phase": 0, "turn": 4}, 14.0) is None  # no plan is kept too
    assert bot.plans == [(1,), (2,), (0,)]


def test_a_level_is_one_of_the_games_levels() -> None:
    assert Counting("slow").level == 2.0 and Counting("slow").level_name == "slow"
    with pytest.raises(ValueError, match="unknown bot level 'godlike' \\(choose from quick, slow\\)"):
        Counting("godlike")
