"""The shell's own content models: controls and UI strings."""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Union

from pydantic import AfterValidator, Discriminator, Field, Tag, model_serializer, model_validator
from typing_extensions import TypeAliasType

from game.content.base import Loc, Model
from game.content.scancodes import SCANCODES, normalise

VERBS: tuple[str, ...] = ("up", "down", "left", "right", "act", "back", "special")
"""The verbs every keyboard zone binds, in the order they are checked."""
RESERVED_KEYS: frozenset[str] = frozenset({"ESCAPE", "F11", "RETURN", "KP_ENTER"})
"""Pause/back, full screen and menu confirm stay available whatever the
bindings: neither controls.yaml nor the settings screen may give them to a zone."""


# -- controls -------------------------------------------------------------------


def _check_key_name(value: str) -> str:
    name = normalise(value)
    if name not in SCANCODES:
        raise ValueError(f"unknown key name {value!r} (use SDL scancode names such as W, LEFT, RCTRL, KP_0)")
    return name


KeyName = Annotated[str, AfterValidator(_check_key_name)]
"""An SDL scancode name, case-insensitive on input, stored upper case."""


class ZoneKeys(Model):
    """One key per verb; every verb is required."""

    up: KeyName
    down: KeyName
    left: KeyName
    right: KeyName
    act: KeyName
    back: KeyName
    special: KeyName

    def by_verb(self) -> dict[str, str]:
        """Verb -> key name, in :data:`VERBS` order."""
        return {verb: str(getattr(self, verb)) for verb in VERBS}

    def scancodes(self) -> dict[str, int]:
        """Verb -> SDL scancode number."""
        return {verb: SCANCODES[name] for verb, name in self.by_verb().items()}


class KeyboardZone(Model):
    id: Annotated[str, Field(min_length=1)]
    keys: ZoneKeys


class Repeat(Model):
    """Per-seat key repeat for held directions."""

    delay_ms: Annotated[int, Field(ge=0, le=5000)]
    interval_ms: Annotated[int, Field(ge=10, le=5000)]


class GamepadButtons(Model):
    """Raw joystick button numbers for pads SDL has no mapping for."""

    act: Annotated[int, Field(ge=0, le=63)]
    back: Annotated[int, Field(ge=0, le=63)]
    special: Annotated[int, Field(ge=0, le=63)]
    pause: Annotated[int, Field(ge=0, le=63)]
    axis_deadzone: Annotated[float, Field(gt=0.0, lt=1.0)]


class ControlsContent(Model):
    """``data/controls.yaml``: default keyboard zones, key repeat, pad fallback."""

    repeat: Repeat
    keyboard_zones: Annotated[tuple[KeyboardZone, ...], Field(min_length=1)]
    gamepad: GamepadButtons

    def zone(self, zone_id: str) -> KeyboardZone:
        for zone in self.keyboard_zones:
            if zone.id == zone_id:
                return zone
        raise KeyError(zone_id)

    def problems(self) -> Iterable[tuple[Loc, str]]:
        seen_ids: dict[str, int] = {}
        used: dict[str, tuple[str, str]] = {}
        for i, zone in enumerate(self.keyboard_zones):
            if zone.id in seen_ids:
                yield ("keyboard_zones", i, "id"), (
                    f"duplicate zone id {zone.id!r} (already used by keyboard_zones[{seen_ids[zone.id]}])")
            else:
                seen_ids[zone.id] = i
            for verb, key in zone.keys.by_verb().items():
                if key in RESERVED_KEYS:
                    yield ("keyboard_zones", i, "keys", verb), (
                        f"key {key} is reserved (Escape pauses, Enter confirms menus, F11 switches full screen)")
                elif key in used:
                    other_zone, other_verb = used[key]
                    yield ("keyboard_zones", i, "keys", verb), (
                        f"key {key} is already bound to {other_verb} in zone {other_zone!r}")
                else:
                    used[key] = (zone.id, verb)
        buttons: dict[int, str] = {}
        for verb in ("act", "back", "special", "pause"):
            button = int(getattr(self.gamepad, verb))
            if button in buttons:
                yield ("gamepad", verb), f"button {button} is already used for {buttons[button]}"
            else:
                buttons[button] = verb


# -- game night -------------------------------------------------------------------


class GameNightContent(Model):
    """``data/gamenight.yaml``: how a game night scores."""

    points: Annotated[tuple[Annotated[int, Field(ge=0, le=100)], ...], Field(min_length=1, max_length=6)]
    """Night points by place in each game: first, second, third... (places past the list score 0).
    Players tied for a place share the points of the places they take together."""
    surprise_games: Annotated[int, Field(ge=1, le=8)]
    """How many games "surprise us" picks for the night."""

    def problems(self) -> Iterable[tuple[Loc, str]]:
        for i in range(1, len(self.points)):
            if self.points[i] > self.points[i - 1]:
                yield ("points", i), (f"place {i + 1} scores {self.points[i]}, more than place {i} "
                                      f"({self.points[i - 1]}): points go down with the place")


# -- strings ----------------------------------------------------------------------


def _string_node_kind(value: Any) -> str | None:
    if isinstance(value, str):
        return "<text>"
    if isinstance(value, dict):
        return "<group>"
    return None


if TYPE_CHECKING:
    StringNode = Union[str, dict[str, "StringNode"]]  # noqa: UP007
else:
    StringNode = TypeAliasType(
        "StringNode",
        Annotated[
            Union[Annotated[str, Tag("<text>")], Annotated[dict[str, "StringNode"], Tag("<group>")]],  # noqa: UP007
            Discriminator(
                _string_node_kind,
                custom_error_type="string_value",
                custom_error_message="must be a string or a nested mapping of strings",
            ),
        ],
    )


def placeholders(text: str) -> frozenset[str] | None:
    """The ``{name}`` placeholders of a ``str.format`` template, or ``None``
    when the braces are malformed."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:
        return None
    return frozenset(field for _, field, _, _ in parsed if field is not None)


class StringsContent(Model):
    """``data/strings/<lang>.yaml``: nested mappings of strings. Keys are joined
    with dots (``menu: {play: Play}`` is ``menu.play``); a key may also be
    written dotted directly."""

    tree: dict[str, StringNode]
    loc_prefix: ClassVar[Loc] = ("tree",)
    """Validation errors carry this field name first; the loader strips it."""

    @model_validator(mode="before")
    @classmethod
    def _wrap(cls, data: Any) -> Any:
        if isinstance(data, StringsContent):
            return data
        return {"tree": data}

    @model_serializer(mode="plain")
    def _dump(self) -> dict[str, Any]:
        return dict(self.tree)

    def entries(self) -> Iterator[tuple[str, Loc, str]]:
        """``(dotted key, path in the file, text)`` for every string, in file order."""

        def walk(node: dict[str, Any], prefix: str, loc: Loc) -> Iterator[tuple[str, Loc, str]]:
            for key, value in node.items():
                dotted = f"{prefix}.{key}" if prefix else key
                if isinstance(value, dict):
                    yield from walk(value, dotted, (*loc, key))
                else:
                    yield dotted, (*loc, key), str(value)

        return walk(self.tree, "", ())

    @property
    def flat(self) -> dict[str, str]:
        """Dotted key -> text."""
        return {key: text for key, _, text in self.entries()}

    def locations(self) -> dict[str, Loc]:
        """Dotted key -> path in the file (first occurrence)."""
        out: dict[str, Loc] = {}
        for key, loc, _ in self.entries():
            out.setdefault(key, loc)
        return out

    def problems(self) -> Iterable[tuple[Loc, str]]:
        seen: set[str] = set()
        for key, loc, text in self.entries():
            if key in seen:
                yield loc, f"string {key!r} is defined twice"
            seen.add(key)
            if placeholders(text) is None:
                yield loc, "unbalanced { or } (write {{ or }} for a literal brace)"
