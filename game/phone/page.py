"""What a seat's phone shows: a page built from ``view(state, seat)`` and the
seat's legal actions, and nothing else (pure Python, no pygame, no network).

A page is plain JSON (typed below) that the phone's script draws as it is:

* ``headline`` in large type (what to do now, or whom we wait for), then
  ``status`` (round, turn, clock);
* ``sections``: the seat's own things, each a title and items (a card in the
  hand, a token count, a secret bet). ``cards`` sections draw as a grid;
* ``choices``: every action the seat may take now, each with a ``path`` of
  labels. The phone groups choices by their first label, then the next (a
  piece, then where it goes, then where the bird lands), so a long list of
  actions is a few taps on large buttons. A choice sends its ``action`` JSON
  back as it is; the server never trusts it, the rules decide.

Each game may give its own page builder (``Parts.phone``, a dotted path
``module:function`` taking a :class:`Context`); without one,
:func:`generic_page` lists the actions by ``describe_action``. Either way the
page is a function of what the seat may know: ``page_for`` reads the state only
through ``view(state, seat)`` and ``legal_actions(state, seat)``, and a test
proves the page of a state equals the page of any state the seat cannot tell
from it (``Game.redact``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NotRequired, Protocol, TypedDict

from game.engine.contract import Game, Json, resolve

PAGE_VERSION = 1
"""The page format; the phone's script checks it."""


class Item(TypedDict):
    text: str
    sub: NotRequired[str]
    """A second, smaller line."""
    tone: NotRequired[str]
    """``good``, ``bad``, ``gold``, ``soft`` or absent."""
    colour: NotRequired[str]
    """A ``#rrggbb`` swatch beside the item (a card's suit); the text says it too."""


class Section(TypedDict):
    title: str
    items: list[Item]
    cards: NotRequired[bool]
    """Draw the items as a grid of cards rather than lines."""
    chips: NotRequired[bool]
    """Draw the items as small chips in a row (token counts)."""
    top: NotRequired[bool]
    """The seat's own secret things: drawn above the choices, in the first screen."""


class Choice(TypedDict):
    path: list[str]
    """Labels from the general to the particular: ``["Glaive"]``,
    ``["Daimio b2", "to d4", "bird on e5"]``."""
    action: Json
    tone: NotRequired[str]
    colour: NotRequired[str]
    at: NotRequired[list[str]]
    """On a board: ``[from, to]`` cell names (``from`` empty when nothing
    moves, e.g. a piece brought back): a tap on ``from`` then on ``to``
    narrows the choices to this one (or to its next labels, the bird's square)."""
    off: NotRequired[bool]
    """Only holds its place (a card in the hand that cannot be played now, so
    the others' buttons do not move under a finger): drawn greyed, never sent;
    its ``action`` is None."""


class Cell(TypedDict):
    name: str
    """The square's name as the table's edges say it (``a6``)."""
    dots: int
    """Pips drawn in the square (Mana's single, double, triple)."""
    piece: NotRequired[str]
    """``big`` or ``small`` (a Daimio, a Ronin), with ``colour``."""
    colour: NotRequired[str]
    mark: NotRequired[bool]
    """The bird (what the square demands)."""


class Board(TypedDict):
    """A board drawn above the choices; a piece and a square are tapped (see ``Choice.at``)."""

    cols: int
    cells: list[Cell]
    """Row by row, the top row first, as the TV shows it."""


class Page(TypedDict):
    format: int
    game: str
    title: str
    seat: int
    name: str
    """What the table calls this seat."""
    colour: str
    lang: str
    headline: str
    status: str
    sections: list[Section]
    prompt: str
    """Above the choices ("Pick a card"), empty when there are none."""
    choices: list[Choice]
    realtime: bool
    over: bool
    board: NotRequired[Board]
    form: NotRequired[Json]
    """In a lobby only: the new profile form (a title, the name's ``max``
    length, the ``colours`` and ``symbols`` to tap, the ``colour`` and
    ``symbol`` chosen first); the phone sends ``{"kind": "new_profile",
    "name", "colour", "symbol"}``, which the lobby checks
    (``game.client.scenes.profiles.phone_profile``)."""


class Translate(Protocol):
    """The app's translator (game.client.i18n.Translator), as pages use it."""

    def __call__(self, key: str, /, **values: object) -> str: ...

    def plural(self, key: str, n: int, /, **values: object) -> str: ...


@dataclass(frozen=True)
class Context:
    """Everything a page builder may use: the seat's view and actions, the
    table's names for the seats, the language. (No clock: a page changes only
    when the game does; the phone counts down by itself.)"""

    game: Game[Any, Any]
    seat: int
    view: Json
    actions: Sequence[Any]
    names: tuple[str, ...]
    tr: Translate
    lang: str

    def act(self, action: Any) -> Json:
        return self.game.action_to_json(action)

    def who(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]


Builder = Callable[[Context], "Page"]

SEAT_COLOURS: tuple[str, ...] = ("#e8c547", "#5fa8e8", "#e86a5f", "#6fce7a", "#b58ae8", "#e89a4f")
"""The seats' colours on the phone, as on the table (gfx.SEAT_STYLES)."""


def page(ctx: Context, headline: str, status: str = "", sections: Sequence[Section] = (),
         prompt: str = "", choices: Sequence[Choice] = (), over: bool = False) -> Page:
    """A page with the fields every game fills the same way."""
    return Page(format=PAGE_VERSION, game=ctx.game.id, title=ctx.game.title, seat=ctx.seat,
                name=ctx.who(ctx.seat), colour=SEAT_COLOURS[ctx.seat % len(SEAT_COLOURS)], lang=ctx.lang,
                headline=headline, status=status, sections=list(sections),
                prompt=prompt if any(not c.get("off") for c in choices) else "", choices=list(choices),
                realtime=ctx.game.realtime,
                over=over)


def numbered(ctx: Context, labels: Sequence[str]) -> list[str]:
    """``labels`` with a repeated one numbered from its second copy on
    ("Blue shield (2)"): two buttons never read the same."""
    seen: dict[str, int] = {}
    out: list[str] = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else ctx.tr("phone.copy", label=label, n=seen[label]))
    return out


def generic_page(ctx: Context) -> Page:
    """For a game without its own builder: the actions by their short text."""
    tr = ctx.tr
    choices = [Choice(path=[ctx.game.describe_action(a)], action=ctx.act(a)) for a in ctx.actions]
    headline = tr("phone.your_move") if choices else tr("phone.wait")
    return page(ctx, headline, prompt=tr("phone.choose"), choices=choices)


def builder(game: Game[Any, Any]) -> Builder:
    if not game.parts.phone:
        return generic_page
    fn: Builder = resolve(game.parts.phone)
    return fn


def page_for(game: Game[Any, Any], state: Any, seat: int, names: Sequence[str], tr: Translate,
             lang: str) -> Page:
    """The page of ``seat``: built from its view and legal actions only."""
    over = game.outcome(state) is not None
    ctx = Context(game, seat, game.view(state, seat), () if over else tuple(game.legal_actions(state, seat)),
                  tuple(names), tr, lang)
    built = builder(game)(ctx)
    if over:
        built["over"] = True
        built["choices"] = []
    return built
