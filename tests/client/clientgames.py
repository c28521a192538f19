"""Tiny games with pygame scenes for the client tests (built on tests/engine/tinygames.py).

* ``client-nim``: turn based, 2 seats. A seat's up/down choose how many stones
  (1-3), act takes them.
* ``client-race``: real time, 2-4 seats, act steps forward; its bots keep their
  plan until the state changes (see ``StickyRaceBot``).
"""

from __future__ import annotations

from typing import Any

from tinygames import REACTION, STEP, NimGame, RaceGame, RaceState

from game.client.game_scene import GameScene
from game.client.input import Intent
from game.engine.contract import BotMove, Event, Parts
from game.engine.rng import Rng


class NimScene(GameScene):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pick: dict[int, int] = {}
        self.events: list[Event] = []
        self.illegal: list[tuple[int, Any, str]] = []

    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        n = self.pick.get(seat, 1)
        if intent.verb == "up":
            self.pick[seat] = min(3, n + 1)
            return True
        if intent.verb == "down":
            self.pick[seat] = max(1, n - 1)
            return True
        if intent.verb == "act" and not intent.repeat:
            self.submit(seat, n, t)
            return True
        return False

    def on_events(self, events: list[Event]) -> None:
        self.events += events

    def on_illegal(self, seat: int, action: Any, reason: str) -> None:
        self.illegal.append((seat, action, reason))

    def draw(self, canvas: Any) -> None:
        canvas.table()
        canvas.text(f"pile {self.state.pile}", (100, 100), 48)


class RaceScene(GameScene):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.illegal: list[tuple[int, Any, str]] = []

    def on_intent(self, seat: int, intent: Intent, t: float) -> bool:
        if intent.verb == "act" and not intent.repeat:
            self.submit(seat, STEP, t)
            return True
        return False

    def on_illegal(self, seat: int, action: Any, reason: str) -> None:
        self.illegal.append((seat, action, reason))

    def draw(self, canvas: Any) -> None:
        canvas.table()
        canvas.text(" ".join(str(p) for p in self.state.pos), (100, 100), 48)


class ClientNim(NimGame):
    id = "client-nim"
    title = "Client Nim"
    parts = Parts(scene="clientgames:NimScene")


class StickyRaceBot:
    """Like tinygames.RaceBot, but keeps its plan until the state changes, as the
    contract asks (``RaceBot`` re-plans when asked after its planned time, which
    the engine's discrete runner never does but a frame loop always does)."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)
        self.plan: tuple[str, int, float] | None = None

    def decide(self, state: RaceState, now: float) -> BotMove[str] | None:
        if state.phase == "done":
            return None
        key = (state.phase, state.pos[self.seat])
        if self.plan is None or self.plan[:2] != key:
            start = max(now, state.countin) if state.phase == "countin" else now
            self.plan = (*key, start + REACTION.get(self.level, 0.3) + self.rng.uniform(0.0, 0.05))
        return BotMove(STEP, self.plan[2])


class ClientRace(RaceGame):
    id = "client-race"
    title = "Client Race"
    parts = Parts(scene="clientgames:RaceScene")

    def make_bot(self, level: str, seat: int, seed: int, think_ms: int | None = None) -> Any:
        return StickyRaceBot(level, seat, seed)


NIM = ClientNim()
RACE = ClientRace()
