"""Manga Manga bots and a headless bot-battle driver.

A bot looks only at ``view(state, seat)``. For each *situation* (battle, pile
number, its own hand, who holds the Stop window, ...) it makes one plan: an
action and the time ``at`` it will press. The plan is drawn from an RNG seeded
by the bot's seed and the situation itself, and is kept while the situation
lasts, so calling :meth:`MangaBot.decide` every frame neither re-rolls nor
drifts. ``at`` is anchored at the moment the situation began (the top card
landing, the count-in ending), plus a human-like reaction time drawn from a
lognormal distribution per level. The client applies the move once its clock
reaches ``at`` (with ``t = at``).

Levels: ``random`` presses random legal things slowly; ``easy`` (a beginner)
reacts in about 2 s, picks a fitting card without much thought, notices wrong
cards rarely and now and then plays an off-colour card itself (classic mode);
``normal`` (a casual player, ~1.2 s) and ``hard`` (an expert, ~0.7 s) choose the card whose shield leaves the next
colour that threatening opponents lack and that they hold themselves, keep
dragons for when nothing else fits or to finish, announce the colour opponents
lack, call Stop on wrong cards they notice, draw in the 2-player game when they
have nothing that fits and the opponent has, and spend consolation discs.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from game.engine.contract import Bot, BotMove, Event, GameConfig, IllegalAction, Json, Parts, SeatConfig
from game.engine.match import bot_state
from game.engine.rng import Rng, digest
from game.engine.situations import SituationBot
from game.games.manga.rules import DONE, DRAW, MangaAction, MangaGame, MangaState, play, stop, use_disc
from game.games.manga.views import CardView, MangaView


@dataclass(frozen=True)
class Level:
    median: float
    """Median reaction time for a play, seconds."""
    sigma: float
    """Spread of the lognormal reaction time."""
    notice: float
    """Chance of noticing a wrong card on the pile."""
    stop_extra: float
    """Extra median seconds before calling Stop (it takes a look to be sure)."""
    mistake: float
    """Chance of playing an off-colour card (classic mode) when it could play."""
    smart: bool
    """Choose cards, dragon colours and discs by looking at the other hands."""
    think: float
    """Median seconds per consolation-disc decision."""


LEVELS: dict[str, Level] = {
    "random": Level(1.8, 0.5, 0.0, 0.5, 0.0, False, 1.5),
    "easy": Level(2.0, 0.35, 0.25, 0.6, 0.05, False, 1.5),
    "normal": Level(1.2, 0.3, 0.55, 0.4, 0.02, True, 1.1),
    "hard": Level(0.7, 0.22, 0.9, 0.25, 0.0, True, 0.7),
}
"""From beginner to expert: a first-time player puts a card down about every 2 s,
a casual one every 1.2 s, an expert every 0.7 s (the old "normal" was 0.75 s:
an expert's pace)."""
MIN_REACTION = 0.18
MAX_DRAW_HAND = 14


def _lognormal(rng: Rng, median: float, sigma: float) -> float:
    return rng.lognormal(median, sigma, MIN_REACTION, 6.0)


class MangaBot(SituationBot[MangaState, MangaView, MangaAction, Level]):
    """One seat's bot. Deterministic given its seed and the states it is shown
    (it reads only its seat's view; :class:`SituationBot` keeps its plans)."""

    def __init__(self, game: MangaGame, level: str, seat: int, seed: int) -> None:
        super().__init__(LEVELS, level, seat, seed)
        self.game = game

    def read(self, state: MangaState) -> MangaView:
        return self.game.view(state, self.seat)

    # -- situations ------------------------------------------------------------------
    def situation(self, v: MangaView) -> tuple[object, ...]:
        me = self.seat
        hand = tuple(c["id"] for c in v["hands"][me])
        phase = v["phase"]
        if phase == "consolation":
            discs = tuple(d["id"] for d in v["my_consolation_discs"])
            return ("consolation", v["battle"], v["consolation_turn"], hand, discs)
        group = "battle" if phase in ("count_in", "battle") else phase
        repl = v["replacement"]
        return (group, v["battle"], v["seq"], None if repl is None else repl["seat"], hand,
                me in v["excluded"], v["deciding"])

    def plan(self, v: MangaView, key: tuple[object, ...], now: float) -> BotMove[MangaAction] | None:
        rng = Rng(digest(self.seed, self.seat, self.level_name, key))
        phase = v["phase"]
        if phase == "consolation":
            if v["consolation_turn"] != self.seat:
                return None
            choice = self._consolation_choice(v, rng)
            return BotMove(choice, now + _lognormal(rng, self.level.think, 0.3))
        if phase not in ("count_in", "battle", "last_card"):
            return None
        me = self.seat
        if me not in v["players"] or me in v["excluded"] or v["top"] is None:
            return None
        anchor = max(float(v["since"]), float(v["battle_started_at"] or 0.0), now)
        if phase == "count_in":
            anchor = max(float(v["since"]), float(v["battle_started_at"] or 0.0))
        lv = self.level
        reaction = _lognormal(rng, lv.median, lv.sigma)
        # 1. Action Stop! on a wrong card we notice.
        if v["stop_possible"] and v["stop_target"] != me and phase != "count_in":
            wrong = self._top_is_wrong(v)
            if self.level_name == "random":
                if rng.random() < 0.08:
                    return BotMove(stop(v["seq"]), anchor + reaction + lv.stop_extra)
            elif wrong and rng.random() < lv.notice:
                extra = _lognormal(rng, lv.stop_extra, 0.4)
                return BotMove(stop(v["seq"]), anchor + reaction + extra)
        if phase == "last_card":
            return None
        # 2. A card to play.
        if self._may_play(v):
            action = self._choose_play(v, rng)
            if action is not None:
                return BotMove(action, anchor + reaction)
        # 3. Draw (2-player rules).
        if v["two_player_rules"] and v["draw_count"] + v["set_aside_count"] > 0:
            if self._wants_draw(v, rng):
                return BotMove(DRAW, anchor + reaction * 1.3)
        return None

    # -- battle -----------------------------------------------------------------------
    def _may_play(self, v: MangaView) -> bool:
        repl = v["replacement"]
        if repl is not None:
            return bool(repl["seat"] == self.seat)
        return bool(v["two_player_rules"] or v["last_player"] != self.seat)

    @staticmethod
    def _fits(card: CardView, follow: str | None) -> bool:
        return bool(card["dragon"] or card["warrior"] == follow)

    @staticmethod
    def _top_is_wrong(v: MangaView) -> bool:
        top, under = v["top"], v["under"]
        if top is None or under is None or top["card"]["dragon"]:
            return False
        return bool(top["card"]["warrior"] != under["follow"])

    def _opponents(self, v: MangaView) -> list[int]:
        return [p for p in v["players"] if p != self.seat and p not in v["excluded"]]

    def _pressure(self, v: MangaView, colour: str | None) -> float:
        """How much leaving ``colour`` to follow helps the opponents (weighted
        by how close each is to winning), minus how much it helps us."""
        hands = v["hands"]
        score = 0.0
        for p in self._opponents(v):
            hand = hands[p]
            weight = 1.0 + 4.0 / max(len(hand), 1)
            holds = sum(1 for c in hand if c["warrior"] == colour)
            dragons = sum(1 for c in hand if c["dragon"])
            score += weight * (min(holds, 2) + 0.5 * min(dragons, 1))
        mine = sum(1 for c in hands[self.seat] if c["warrior"] == colour)
        return score - (1.5 if v["two_player_rules"] else 0.6) * min(mine, 2)

    def _choose_play(self, v: MangaView, rng: Rng) -> MangaAction | None:
        hand: list[CardView] = list(v["hands"][self.seat])
        follow = v["follow"]
        seq = v["seq"]
        colours: list[str] = list(v["colours"])
        fitting = [c for c in hand if self._fits(c, follow)]
        classic_free = v["mode"] == "classic" and v["replacement"] is None
        if self.level_name == "random":
            pool = hand if classic_free else fitting
            if not pool:
                return None
            card = rng.choice(pool)
            return play(card["id"], seq, rng.choice(colours) if card["dragon"] else None)
        if not fitting:
            return None
        wrong = [c for c in hand if not self._fits(c, follow)]
        if classic_free and wrong and rng.random() < self.level.mistake:
            return play(rng.choice(wrong)["id"], seq)
        warriors = [c for c in fitting if not c["dragon"]]
        dragons = [c for c in fitting if c["dragon"]]
        if not self.level.smart:
            if warriors:
                return play(rng.choice(warriors)["id"], seq)
            counts = {col: sum(1 for c in hand if c["warrior"] == col) for col in colours}
            best = max(colours, key=lambda col: (counts[col], -colours.index(col)))
            return play(dragons[0]["id"], seq, best)
        if warriors:  # a dragon always fits later: keep it (it makes a sure last card)
            scored = sorted(warriors, key=lambda c: (self._pressure(v, c["shield"]), c["id"]))
            return play(scored[0]["id"], seq)
        rest = [c for c in hand if c["id"] != dragons[0]["id"]]
        best = min(colours, key=lambda col: (self._pressure(v, col)
                                             - 2.0 * sum(1 for c in rest if c["warrior"] == col),
                                             colours.index(col)))
        return play(dragons[0]["id"], seq, best)

    def _wants_draw(self, v: MangaView, rng: Rng) -> bool:
        hand = v["hands"][self.seat]
        if len(hand) >= MAX_DRAW_HAND:
            return False
        if self.level_name == "random":
            return rng.random() < 0.15
        follow = v["follow"]
        if any(self._fits(c, follow) for c in hand):
            return False
        if self.level_name == "easy":
            return rng.random() < 0.5
        return any(self._fits(c, follow) for p in self._opponents(v) for c in v["hands"][p])

    # -- consolation ------------------------------------------------------------------
    def _consolation_choice(self, v: MangaView, rng: Rng) -> MangaAction:
        discs = [d for d in v["my_consolation_discs"] if d["effect"] != "sword"]
        hand: list[CardView] = list(v["hands"][self.seat])
        if self.level_name == "random":
            if discs and rng.random() < 0.7:
                d = rng.choice(discs)
                warriors = [c["id"] for c in hand]
                if d["effect"] == "discard" and len(hand) > 1:
                    return use_disc(d["id"], [rng.choice(warriors)])
                if d["effect"] == "swap" and len(hand) >= 2:
                    a = rng.choice(warriors)
                    b = rng.choice([c for c in warriors if c != a])
                    return use_disc(d["id"], [a, b])
                if d["effect"] == "dragons_away":
                    return use_disc(d["id"])
            return DONE
        ranked = self._worst_cards(hand)
        others_dragons = sum(1 for p in self._opponents(v) for c in v["hands"][p] if c["dragon"])
        for d in discs:
            if d["effect"] == "discard" and len(hand) > 1 and ranked:
                return use_disc(d["id"], [ranked[0]])
            if d["effect"] == "swap" and len(ranked) >= 2 and self.level.smart:
                return use_disc(d["id"], ranked[:2])
            if d["effect"] == "dragons_away" and others_dragons > 0 and self.level.smart:
                return use_disc(d["id"])
        return DONE

    @staticmethod
    def _worst_cards(hand: list[CardView]) -> list[int]:
        """Warriors, least useful first: a colour held several times can only
        answer one request at a time, so duplicates go first. Never dragons."""
        counts: dict[str | None, int] = {}
        for c in hand:
            if not c["dragon"]:
                counts[c["warrior"]] = counts.get(c["warrior"], 0) + 1
        warriors = [c for c in hand if not c["dragon"]]
        warriors.sort(key=lambda c: (-counts[c["warrior"]], c["id"]))
        return [c["id"] for c in warriors]


# -- headless play ---------------------------------------------------------------------

StepHook = Callable[[float, int | None, MangaAction | None, MangaState, list[Event]], None]


def run_headless(game: MangaGame, config: GameConfig, seed: int, *, max_time: float = 36000.0,
                 on_step: StepHook | None = None,
                 state: MangaState | None = None) -> MangaState:
    """Play a game where every seat is a bot (the seats' levels; a human seat
    plays as ``normal``), jumping simulated time from one planned press or
    deadline to the next. ``on_step(t, seat, action, state, events)`` sees
    each step (seat and action None for an ``advance``)."""
    bots: list[Bot[MangaState, MangaAction]] = [
        game.make_bot(sc.level if sc.is_bot else "normal", i, digest(seed, i, "bot"))
        for i, sc in enumerate(config.seats)]
    if state is None:
        state = game.new_game(config, seed)
    now = 0.0
    stale = 0
    while game.outcome(state) is None:
        if now > max_time:
            raise RuntimeError(f"game still running at t={now:.1f}")
        best: tuple[float, int, MangaAction] | None = None
        for seat, bot in enumerate(bots):
            move = bot.decide(bot_state(game, state, seat, digest(seed, seat, now)), now)
            if move is not None:
                at = max(move.at, now)
                if best is None or at < best[0]:
                    best = (at, seat, move.action)
        deadline = game.next_deadline(state)
        if deadline is not None and (best is None or deadline <= best[0]):
            now = max(now, deadline)
            state, events = game.advance(state, now)
            if on_step is not None:
                on_step(now, None, None, state, events)
            continue
        if best is None:
            raise RuntimeError(f"nobody can act and nothing is timed (phase {state.phase})")
        now, seat, action = best
        try:
            new_state, events = game.apply(state, seat, action, now)
        except IllegalAction as exc:
            raise RuntimeError(f"bot {seat} chose an illegal action {action}: {exc.reason}") from exc
        if not any(e.kind != "bounced" for e in events):
            stale += 1
            if stale > 1000:
                raise RuntimeError("bots keep bouncing")
        else:
            stale = 0
        state = new_state
        if on_step is not None:
            on_step(now, seat, action, state, events)
    return state


def make_bot(game: MangaGame, level: str, seat: int, seed: int, think_ms: int | None) -> MangaBot:
    """A real-time bot; ``think_ms`` is unused: its pace comes from the
    level's reaction-time distribution."""
    return MangaBot(game, level, seat, seed)


def benchmarks(seconds: float) -> dict[str, float]:
    return {"battles_per_s_4_normal_bots": round(battle_rate(seconds / 2, 4, "normal"), 1),
            "battles_per_s_6_hard_bots": round(battle_rate(seconds / 2, 6, "hard"), 1)}


def battle_rate(seconds: float, seats: int = 4, level: str = "normal", mode: str = "classic") -> float:
    """Play headless bot games for about ``seconds`` of wall time; battles per second."""
    game = MangaGame(Parts(bots=f"{__name__}:make_bot"))
    from game.games.manga.content import load_content_json

    content: Json = load_content_json()
    config = GameConfig(seats=tuple(SeatConfig("bot", level) for _ in range(seats)),
                        rules={"mode": mode}, content=content)
    battles = 0
    start = time.perf_counter()
    deadline = start + seconds
    seed = 1

    class _Stop(Exception):
        pass

    def hook(t: float, seat: int | None, action: MangaAction | None, state: MangaState,
             events: list[Event]) -> None:
        nonlocal battles
        battles += sum(1 for e in events if e.kind == "battle_won")
        if time.perf_counter() > deadline:
            raise _Stop

    try:
        while time.perf_counter() < deadline:
            run_headless(game, config, seed, on_step=hook)
            seed += 1
    except _Stop:
        pass
    elapsed = time.perf_counter() - start
    return battles / elapsed if elapsed > 0 else 0.0
