"""The engine contract every game's rules follow (pure Python, no pygame).

A game is a deterministic state machine:

* ``new_game(config, seed)`` builds the first state; the RNG lives in the state.
* ``legal_actions(state, seat)`` lists what ``seat`` may do, in a stable order.
* ``apply(state, seat, action, t)`` returns ``(new_state, events)`` or raises
  :class:`IllegalAction`; the given state is never modified.
* ``advance(state, now)`` moves timed rules forward (count-ins, windows); real
  time is an input, never a clock read. ``next_deadline`` says when it matters.
* ``view(state, seat)`` is what that seat may know; ``view(state, None)`` is
  what the whole table may see. Rendering only ever draws a view.
* ``outcome(state)`` is data; states and actions round-trip through JSON.

A game's rules never import its bots, scene, phone page or gallery: its face
(``game/games/<id>/__init__.py``) names them in :class:`Parts`, and they are
imported when first needed (:func:`resolve`). Imports go one way: content →
rules → bots → the game's face → registry.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

Json = Any
"""A JSON-compatible value: None, bool, int, float, str, list, dict."""

S = TypeVar("S")
A = TypeVar("A")
S_contra = TypeVar("S_contra", contravariant=True)
A_co = TypeVar("A_co", covariant=True)

BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


class IllegalAction(Exception):
    """Raised by ``apply`` for an action the rules refuse; carries the reason."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ActionJson:
    """An action's JSON as it comes from a phone, a save or a replay, checked
    before any of it is trusted: an object whose ``kind`` is one of ``kinds``
    and whose other keys are all among ``keys``; its fields read with their
    types checked. Anything else raises :class:`IllegalAction` saying what
    is wrong."""

    def __init__(self, data: Json, kinds: Collection[str], keys: Iterable[str]) -> None:
        if not isinstance(data, dict):
            raise IllegalAction("an action must be a JSON object")
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in kinds:
            raise IllegalAction(f"unknown action kind {kind!r}")
        unknown = set(data) - {"kind", *keys}
        if unknown:
            raise IllegalAction(f"unknown action keys: {', '.join(sorted(map(str, unknown)))}")
        self.kind = kind
        self.data: dict[str, Json] = data

    def integer(self, key: str) -> int | None:
        """The integer at ``key`` (None when absent or null; a bool is no integer)."""
        v = self.data.get(key)
        if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
            raise IllegalAction(f"{key} must be an integer")
        return v

    def integers(self, key: str, lo: int = 0, hi: int = 64) -> tuple[int, ...] | None:
        """The list of ``lo`` to ``hi`` integers at ``key`` (None when absent or null)."""
        v = self.data.get(key)
        if v is None:
            return None
        if not isinstance(v, list) or not lo <= len(v) <= hi or \
                any(isinstance(x, bool) or not isinstance(x, int) for x in v):
            raise IllegalAction(f"{key} must be a list of {lo} to {hi} integers")
        return tuple(v)

    def text(self, key: str) -> str | None:
        """The string at ``key`` (None when absent or null)."""
        v = self.data.get(key)
        if v is not None and not isinstance(v, str):
            raise IllegalAction(f"{key} must be a string")
        return v

    def flag(self, key: str) -> bool:
        """The true or false at ``key`` (false when absent)."""
        v = self.data.get(key, False)
        if not isinstance(v, bool):
            raise IllegalAction(f"{key} must be true or false")
        return v


@dataclass(frozen=True)
class Event:
    """Something that happened, for animation, sound and logs."""

    kind: str
    data: Mapping[str, Json] = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``winners`` empty means a draw (or nobody won)."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    detail: Mapping[str, Json] = field(default_factory=dict)

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> Json:
        return {"winners": list(self.winners), "scores": list(self.scores),
                "reason": self.reason, "detail": dict(self.detail)}


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: ``kind`` is ``human`` or ``bot``. ``source`` is the
    input zone or pad a human plays with (``kb:wasd``, ``pad:0``), kept so a
    resumed game gives every player the same keys back."""

    kind: str = "human"
    level: str = "normal"
    name: str = ""
    source: str = ""
    profile: str = ""
    """The player profile seated here (``game.engine.profiles``; "" anonymous):
    its name is ``name``, and the records count the game for it."""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> Json:
        data = {"kind": self.kind, "level": self.level, "name": self.name}
        if self.source:
            data["source"] = self.source
        if self.profile:
            data["profile"] = self.profile
        return data

    @staticmethod
    def from_json(j: Json) -> SeatConfig:
        return SeatConfig(kind=str(j.get("kind", "human")), level=str(j.get("level", "normal")),
                          name=str(j.get("name", "")), source=str(j.get("source", "")),
                          profile=str(j.get("profile", "")))

    @staticmethod
    def parse(text: str) -> SeatConfig:
        """``human`` or ``bot:LEVEL`` (``bot`` alone means ``bot:normal``)."""
        text = text.strip()
        if text == "human":
            return SeatConfig("human")
        if text == "bot":
            return SeatConfig("bot", "normal")
        if text.startswith("bot:"):
            level = text[4:]
            if level not in BOT_LEVELS:
                raise ValueError(f"unknown bot level {level!r} (choose from {', '.join(BOT_LEVELS)})")
            return SeatConfig("bot", level)
        raise ValueError(f"unknown seat {text!r}: use human or bot:LEVEL")


@dataclass(frozen=True)
class GameConfig:
    """Everything that fixes a game besides the seed: seats, rule options and
    the game's content (its validated YAML as JSON), so a journal alone replays
    the game exactly even after a designer edits the data files."""

    seats: tuple[SeatConfig, ...]
    rules: Mapping[str, Json] = field(default_factory=dict)
    content: Json = None

    @property
    def num_seats(self) -> int:
        return len(self.seats)

    def to_json(self) -> Json:
        return {"seats": [s.to_json() for s in self.seats], "rules": dict(self.rules),
                "content": self.content}

    @staticmethod
    def from_json(j: Json) -> GameConfig:
        return GameConfig(seats=tuple(SeatConfig.from_json(s) for s in j["seats"]),
                          rules=dict(j.get("rules", {})), content=j.get("content"))


@dataclass(frozen=True)
class RuleOption:
    """A rule that is a choice. ``choices`` lists the allowed values."""

    key: str
    default: Json
    choices: tuple[Json, ...]

    def parse(self, text: str) -> Json:
        """Turn a command-line value into one of ``choices`` or raise ValueError."""
        wanted = text.strip().lower()
        for choice in self.choices:
            if str(choice).lower() == wanted:
                return choice
            if isinstance(choice, int | float) and not isinstance(choice, bool):
                try:
                    if float(wanted) == float(choice):
                        return choice
                except ValueError:
                    pass
        allowed = ", ".join(str(c).lower() for c in self.choices)
        raise ValueError(f"rule {self.key}: {text!r} is not one of {allowed}")


@dataclass(frozen=True)
class BotMove(Generic[A_co]):
    """A bot's decision: play ``action`` at time ``at`` (reaction time included)."""

    action: A_co
    at: float


class Bot(Protocol[S_contra, A_co]):
    """A bot for one seat. ``decide`` may think (turn-based search runs in a
    worker process so the window never stalls) and returns ``None`` when it has
    nothing to do now. A bot must only use what its seat may know."""

    def decide(self, state: S_contra, now: float) -> BotMove[A_co] | None: ...


def resolve(path: str) -> Any:
    """The object a dotted ``module:name`` path names, imported now."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class Parts:
    """Where a game's parts beyond its rules live, as ``module:name`` paths
    that its face names and :func:`resolve` imports when first needed (an
    empty path: the game has no such part)."""

    bots: str = ""
    """``make_bot(game, level, seat, seed, think_ms) -> Bot``."""
    benchmarks: str = ""
    """``benchmarks(seconds) -> dict[str, float]``: speed numbers for ``bench``."""
    scene: str = ""
    """The pygame scene class (resolved by the client)."""
    gallery: str = ""
    """``cards(content, app)``: the card gallery's cards of this game."""
    phone: str = ""
    """``page(ctx)``: a seat's phone page from its view and legal actions
    (``game.phone.page``; empty: a plain list of the actions)."""


class Game(ABC, Generic[S, A]):
    """One game's rules. Subclasses are stateless singletons put in the registry."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    content_file: ClassVar[str | None] = None
    """The YAML file under ``data/`` this game reads, validated by ``content_model``."""
    content_model: ClassVar[type[Any] | None] = None
    options: ClassVar[tuple[RuleOption, ...]] = ()
    bot_levels: ClassVar[tuple[str, ...]] = BOT_LEVELS
    realtime: ClassVar[bool] = False
    parts: Parts = Parts()
    """The game's bots, scene, phone page and gallery, named by its face."""

    def __init__(self, parts: Parts | None = None) -> None:
        if parts is not None:
            self.parts = parts

    # -- rules ---------------------------------------------------------------
    @abstractmethod
    def new_game(self, config: GameConfig, seed: int) -> S: ...

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> Sequence[A]: ...

    @abstractmethod
    def apply(self, state: S, seat: int, action: A, t: float = 0.0) -> tuple[S, list[Event]]: ...

    def advance(self, state: S, now: float) -> tuple[S, list[Event]]:
        """Advance timed rules to ``now``. Turn-based games need not override."""
        return state, []

    def next_deadline(self, state: S) -> float | None:
        """The next time at which ``advance`` would change something, if any."""
        return None

    @abstractmethod
    def active_seats(self, state: S) -> tuple[int, ...]:
        """Seats that may act now (the seat to move, or everyone in real time)."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> Json: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    # -- hidden information ------------------------------------------------------------
    def secrets(self, state: S, seat: int) -> Mapping[str, Json]:
        """What only ``seat`` may know now, by name: its hand, its secret pick,
        its bets, the faces of its hidden discs. Empty in a game of perfect
        information. The conformance suite checks that no other seat (and not
        the table) can tell these values apart, through views or behaviour."""
        return {}

    def redact(self, state: S, seat: int | None, seed: int) -> S:
        """A state that ``seat`` (``None``: the table) cannot tell from ``state``,
        with everything it may not know re-dealt from ``seed``: the other seats'
        secrets, the order of face-down stacks, the RNG of future shuffles.

        Promises, checked by the conformance suite: ``view(result, seat) ==
        view(state, seat)``; the result depends only on what ``seat`` knows and on
        ``seed`` (redacting a redacted state with the same seed gives the same
        state); and what is re-dealt really varies. Bots are handed this, never the
        real state, so a bot cannot use what its seat may not know. A game of
        perfect information returns ``state``."""
        return state

    def swap_secrets(self, state: S, seed: int) -> S | None:
        """The same position with the seats' secrets dealt among the seats
        differently, and nothing else changed: not a face-down stack, not the
        RNG, not what the table can count. ``None`` when there is nothing to
        swap. The conformance suite plays such twins side by side: the table
        must see the same game unfold whatever the secrets are (a seat skipped
        because of what it secretly holds is a leak through behaviour)."""
        return None

    # -- records ---------------------------------------------------------------
    def record_extras(self, config: GameConfig, outcome: Outcome, seat: int) -> Mapping[str, int | str]:
        """What a player's record keeps of a finished game besides the win and
        the place: a number is added up over games (swords, gold), a word is
        counted with its wins (a colour, an animal). Works from the journal's
        header and end entry alone. Nothing by default."""
        return {}

    # -- balance reports ------------------------------------------------------
    def tally(self, state: S, seat: int | None, action: A | None,
              events: Sequence[Event]) -> Iterable[tuple[int | None, str]]:
        """What a balance report counts, as ``(seat, "kind:name")`` pairs: a
        spell cast, a bet, an animal, a card revealed (``seat`` is whose it
        is), or a judge or fighter that came up (``None``: the table). Called
        with the new game (no seat, action or events), then after each
        applied action (by ``seat``) and each advance that produced events (no
        seat or action), with the state after it. The report gives, per
        label, how often it came up and the win rate of the seats that had
        it. A game that counts nothing returns nothing."""
        return ()

    # -- serialisation ---------------------------------------------------------
    @abstractmethod
    def state_to_json(self, state: S) -> Json: ...

    @abstractmethod
    def state_from_json(self, data: Json) -> S: ...

    @abstractmethod
    def action_to_json(self, action: A) -> Json: ...

    @abstractmethod
    def action_from_json(self, data: Json) -> A: ...

    def describe_action(self, action: A) -> str:
        """Short text form of an action for move lists and logs."""
        return str(self.action_to_json(action))

    # -- bots --------------------------------------------------------------------
    def make_bot(self, level: str, seat: int, seed: int, think_ms: int | None = None) -> Bot[S, A]:
        """A bot for ``seat``: bounded by work when ``think_ms`` is None (the
        same decisions on any machine), with ``think_ms`` as a time cap in the
        app (:mod:`game.engine.budget`)."""
        if not self.parts.bots:
            raise LookupError(f"{self.id} has no bots: its face names none in Parts")
        bot: Bot[S, A] = resolve(self.parts.bots)(self, level, seat, seed, think_ms)
        return bot

    def benchmarks(self, seconds: float) -> dict[str, float]:
        """Game-specific speed numbers for ``bench`` (e.g. move generation per
        second, search nodes per second), measured for about ``seconds``."""
        if not self.parts.benchmarks:
            return {}
        numbers: dict[str, float] = resolve(self.parts.benchmarks)(seconds)
        return numbers

    # -- helpers -----------------------------------------------------------------
    def default_rules(self) -> dict[str, Json]:
        return {o.key: o.default for o in self.options}

    def resolve_rules(self, given: Mapping[str, Json]) -> dict[str, Json]:
        """Defaults overlaid with ``given``; unknown keys or values raise ValueError."""
        rules = self.default_rules()
        known = {o.key: o for o in self.options}
        for key, value in given.items():
            if key not in known:
                raise ValueError(f"{self.id} has no rule {key!r} (rules: {', '.join(known) or 'none'})")
            if value not in known[key].choices:
                value = known[key].parse(str(value))
            rules[key] = value
        return rules

    def check_seats(self, n: int) -> None:
        if not self.min_seats <= n <= self.max_seats:
            raise ValueError(f"{self.title} takes {self.min_seats}-{self.max_seats} seats, not {n}")
