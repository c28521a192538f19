"""YAML data files -> validated models, with every error pointing at a line and
column of the file, plus a hot-reloading store that keeps the last good data.

Reading a file goes through four steps:

1. bytes -> text (UTF-8; a BOM is allowed);
2. text -> node tree with ``yaml.SafeLoader``'s composer (marks on every node);
   the resolver is replaced so that no implicit typing happens there. A file
   within the limits (checked first on the stream of events, without
   recursion) and with no tag, BOM or control character inside is composed by
   libyaml's C composer, which builds the same nodes; any other file, or one
   libyaml refuses, by the Python one, whose messages the errors quote;
3. node tree -> plain JSON-like data, by this module: YAML 1.2 core scalars
   (``yes``/``no``/``on``/``off`` stay strings, no dates, no octal surprises),
   only the standard ``!!str !!int !!float !!bool !!null !!seq !!map`` tags,
   merge keys (``<<``) allowed, duplicate keys refused. While building the data a
   map from document path (``("deck", 3, "shield")``) to the marks of the key
   and of the value is filled in;
4. data -> model via pydantic in JSON mode (strict, so ``"3"`` is not an int,
   but a list is a fine tuple), then ``Model.problems()``.

Errors of steps 3 and 4 carry a path; the path is looked up in the mark map
(walking back to the nearest enclosing node that exists in the file).
"""

from __future__ import annotations

import copy
import difflib
import hashlib
import json
import math
import os
import re
import time
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError
from yaml.error import Mark
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from game import paths
from game.content.base import Loc, Model
from game.content.errors import ContentError, ContentErrors
from game.content.fast import MAX_BYTES, MAX_DEPTH, MAX_VALUES, within_limits
from game.content.fast import SAFE_LOADER as _CSafe
from game.content.models import ControlsContent, GameNightContent, StringsContent, placeholders
from game.engine.safefile import FileRefused, read_capped, write_replacing

M = TypeVar("M", bound=Model)
Json = Any

SHELL_FILES: dict[str, type[Model]] = {
    "controls.yaml": ControlsContent,
    "strings/en.yaml": StringsContent,
    "strings/fr.yaml": StringsContent,
}
MENU_FILES: dict[str, type[Model]] = {
    "gamenight.yaml": GameNightContent,
}
"""Files of what the main menu offers besides the games (read when used:
the window starts without them)."""
REFERENCE_STRINGS = "strings/en.yaml"
TRANSLATED_STRINGS: tuple[str, ...] = ("strings/fr.yaml",)


# -- text positions -----------------------------------------------------------------

_BREAK = re.compile(r"\r\n|[\r\n\x85\u2028\u2029]")


def _position(text: str, index: int) -> tuple[int, int]:
    """1-based (line, column) of character ``index``, counting line breaks the
    way YAML does."""
    index = max(0, min(index, len(text)))
    line, start = 1, 0
    for m in _BREAK.finditer(text, 0, index):
        if m.end() > index:
            break
        line, start = line + 1, m.end()
    return line, index - start + 1


def _mark_pos(mark: Mark | None) -> tuple[int, int]:
    if mark is None:
        return 1, 1
    return max(1, int(mark.line) + 1), max(1, int(mark.column) + 1)


# -- paths -----------------------------------------------------------------------------

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")


def format_path(path: Sequence[str | int]) -> str:
    """``("keyboard_zones", 1, "keys", "act")`` -> ``keyboard_zones[1].keys.act``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _IDENT.fullmatch(part):
            out += f".{part}" if out else part
        else:
            out += f"[{json.dumps(part, ensure_ascii=False)}]"
    return out


def _with_path(path: Sequence[str | int], message: str) -> str:
    if not path:
        return message
    shown = format_path(path)
    if len(shown) > 100:
        shown = "..." + shown[-97:]
    return f"{shown}: {message}"


def _short(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _tag_name(tag: str) -> str:
    return "!!" + tag[len(_STD) :] if tag.startswith(_STD) else tag


# -- YAML -> data ----------------------------------------------------------------------

_STD = "tag:yaml.org,2002:"
_PLAIN = "tag:tabletop-arena.invalid,2026:plain"
"""Tag our resolver gives untagged plain scalars; typed by :func:`_plain`."""

_SURROGATE = re.compile("[\ud800-\udfff]")
_NULL = re.compile(r"~|null|Null|NULL|")
_TRUE = re.compile(r"true|True|TRUE")
_FALSE = re.compile(r"false|False|FALSE")
_INT = re.compile(r"[-+]?(?:[0-9][0-9_]*|0x[0-9a-fA-F_]+|0o[0-7_]+)")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?")
_INF = re.compile(r"[-+]?\.(?:inf|Inf|INF)")
_NAN = re.compile(r"\.(?:nan|NaN|NAN)")


def _as_int(text: str) -> int | None:
    if not _INT.fullmatch(text):
        return None
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-").replace("_", "")
    base = 16 if digits.startswith("0x") else 8 if digits.startswith("0o") else 10
    try:
        return sign * int(digits[2:] if base != 10 else digits, base)
    except ValueError:
        return None


def _as_float(text: str) -> float | None:
    if _INF.fullmatch(text):
        return -math.inf if text.startswith("-") else math.inf
    if _NAN.fullmatch(text):
        return math.nan
    try:
        if _INT.fullmatch(text):
            as_int = _as_int(text)
            return None if as_int is None else float(as_int)
        if _FLOAT.fullmatch(text):
            return float(text.replace("_", ""))
    except (ValueError, OverflowError):
        return None
    return None


def _plain(text: str) -> Json:
    """Type an untagged plain scalar (YAML 1.2 core schema)."""
    if _NULL.fullmatch(text):
        return None
    if _TRUE.fullmatch(text):
        return True
    if _FALSE.fullmatch(text):
        return False
    as_int = _as_int(text)
    if as_int is not None:
        return as_int
    as_float = _as_float(text)
    return text if as_float is None else as_float


class _Loader(yaml.SafeLoader):
    """The safe loader, used for composing only: every plain scalar gets the
    private ``_PLAIN`` tag so that typing happens in :class:`_Builder`."""

    def resolve(self, kind: type[Node], value: Any, implicit: Any) -> str:
        if kind is ScalarNode:
            return _PLAIN if implicit and implicit[0] else _STD + "str"
        if kind is SequenceNode:
            return _STD + "seq"
        return _STD + "map"


@dataclass
class _Where:
    key: Mark
    value: Mark


class _Stop(Exception):
    """Abandon building (a limit was hit); the error is already recorded."""


@dataclass
class _Builder:
    marks: dict[Loc, _Where] = field(default_factory=dict)
    errors: list[tuple[Mark, Loc, str]] = field(default_factory=list)
    count: int = 0
    stack: set[int] = field(default_factory=set)

    def error(self, mark: Mark, path: Loc, message: str) -> None:
        self.errors.append((mark, path, message))

    def value(self, node: Node, path: Loc, depth: int, marks: dict[Loc, _Where]) -> Json:
        self.count += 1
        if self.count > MAX_VALUES:
            self.error(node.start_mark, path, f"more than {MAX_VALUES} values (too many aliases?)")
            raise _Stop
        if depth > MAX_DEPTH:
            self.error(node.start_mark, path, f"nested more than {MAX_DEPTH} levels deep")
            raise _Stop
        if id(node) in self.stack:
            self.error(node.start_mark, path, "an alias refers to a node that contains it")
            return None
        if isinstance(node, ScalarNode):
            return self.scalar(node, path)
        self.stack.add(id(node))
        try:
            if isinstance(node, SequenceNode):
                if node.tag != _STD + "seq":
                    self.error(node.start_mark, path, f"unsupported tag {_tag_name(node.tag)}")
                    return None
                items: list[Json] = []
                for i, item in enumerate(node.value):
                    marks[(*path, i)] = _Where(item.start_mark, item.start_mark)
                    items.append(self.value(item, (*path, i), depth + 1, marks))
                return items
            if isinstance(node, MappingNode):
                if node.tag != _STD + "map":
                    self.error(node.start_mark, path, f"unsupported tag {_tag_name(node.tag)}")
                    return None
                return self.mapping(node, path, depth, marks)
            self.error(node.start_mark, path, "unsupported YAML node")
            return None
        finally:
            self.stack.discard(id(node))

    def scalar(self, node: ScalarNode, path: Loc) -> Json:
        tag, text = node.tag, str(node.value)
        bad = _SURROGATE.search(text)
        if bad:
            self.error(node.start_mark, path, f"invalid character U+{ord(bad.group()):04X} (lone surrogate)")
            return None
        if tag == _PLAIN:
            return _plain(text)
        kind = tag[len(_STD) :] if tag.startswith(_STD) else None
        if kind == "str":
            return text
        if kind == "null" and _NULL.fullmatch(text):
            return None
        if kind == "bool" and (_TRUE.fullmatch(text) or _FALSE.fullmatch(text)):
            return bool(_TRUE.fullmatch(text))
        if kind == "int" and _as_int(text) is not None:
            return _as_int(text)
        if kind == "float" and _as_float(text) is not None:
            return _as_float(text)
        if kind in ("null", "bool", "int", "float"):
            self.error(node.start_mark, path, f"{text!r} cannot be read as {_tag_name(tag)}")
        else:
            self.error(node.start_mark, path, f"unsupported tag {_tag_name(tag)}")
        return None

    def key(self, node: Node, path: Loc) -> str | None:
        if not isinstance(node, ScalarNode):
            self.error(node.start_mark, path, "a key must be a plain value, not a list or mapping")
            return None
        before = len(self.errors)
        value = self.scalar(node, path)
        if len(self.errors) > before:
            return None
        # Keys become strings exactly as JSON would write them.
        if isinstance(value, str):
            return value
        return json.dumps(value) if not isinstance(value, float) else repr(value)

    def mapping(self, node: MappingNode, path: Loc, depth: int, marks: dict[Loc, _Where]) -> dict[str, Json]:
        out: dict[str, Json] = {}
        first: dict[str, Mark] = {}
        merges: list[Node] = []
        for knode, vnode in node.value:
            if isinstance(knode, ScalarNode) and knode.tag == _PLAIN and knode.value == "<<":
                merges.append(vnode)
                continue
            key = self.key(knode, path)
            if key is None:
                continue
            if key in first:
                line, col = _mark_pos(first[key])
                self.error(knode.start_mark, (*path, key),
                           f"duplicate key {key!r} (first defined at line {line}, column {col})")
                continue
            first[key] = knode.start_mark
            marks[(*path, key)] = _Where(knode.start_mark, vnode.start_mark)
            out[key] = self.value(vnode, (*path, key), depth + 1, marks)
        for vnode in merges:
            sources = vnode.value if isinstance(vnode, SequenceNode) else [vnode]
            for source in sources:
                if not isinstance(source, MappingNode):
                    self.error(source.start_mark, path, "<< needs a mapping or a list of mappings")
                    continue
                merged_marks: dict[Loc, _Where] = {}
                merged = self.value(source, path, depth + 1, merged_marks)
                if not isinstance(merged, dict):
                    continue
                for key, value in merged.items():
                    if key in out:
                        continue
                    out[key] = value
                    prefix = (*path, key)
                    for loc, where in merged_marks.items():
                        if loc[: len(prefix)] == prefix:
                            marks[loc] = where
        return out


# -- pydantic errors -> messages --------------------------------------------------------


def _unwrap(tp: Any) -> Any:
    while typing.get_origin(tp) is typing.Annotated:
        tp = typing.get_args(tp)[0]
    value = getattr(tp, "__value__", None)
    if value is not None and type(tp).__name__ == "TypeAliasType":
        return _unwrap(value)
    return tp


def _has_tag(member: Any, tag: Any) -> bool:
    """Whether ``member`` is a model with a ``Literal`` field allowing ``tag``
    (how a discriminated union names the member in an error location)."""
    if not (isinstance(member, type) and issubclass(member, BaseModel)):
        return False
    for info in member.model_fields.values():
        ann = _unwrap(info.annotation)
        if typing.get_origin(ann) is typing.Literal and tag in typing.get_args(ann):
            return True
    return False


def _model_at(root: type[BaseModel], loc: Sequence[str | int]) -> type[BaseModel] | None:
    """Best effort: the model class that validates the mapping at pydantic ``loc``."""
    tp: Any = root
    parts = list(loc)
    guard = 0
    while parts and guard < 200:
        guard += 1
        tp = _unwrap(tp)
        part = parts[0]
        origin = typing.get_origin(tp)
        if isinstance(tp, type) and issubclass(tp, BaseModel):
            found = tp.model_fields.get(str(part))
            if found is None:
                found = next((f for f in tp.model_fields.values() if f.alias == part), None)
            if found is None:
                return None
            tp = found.annotation
            parts.pop(0)
        elif origin in (typing.Union, types.UnionType):
            members = [_unwrap(m) for m in typing.get_args(tp) if m is not type(None)]
            named = [m for m in members if getattr(m, "__name__", None) == part or _has_tag(m, part)]
            if len(named) == 1:
                tp = named[0]
                parts.pop(0)
            elif len(members) == 1:
                tp = members[0]
            else:
                return None
        elif origin in (list, tuple, set, frozenset) or (
                origin is not None and getattr(origin, "__name__", "") in ("Sequence", "Set", "FrozenSet")):
            args = [a for a in typing.get_args(tp) if a is not Ellipsis]
            if not args:
                return None
            if origin is tuple and isinstance(part, int) and len(args) > 1 and part < len(args):
                tp = args[part]
            else:
                tp = args[0]
            parts.pop(0)
        elif origin is dict or (origin is not None and getattr(origin, "__name__", "") == "Mapping"):
            kv = typing.get_args(tp)
            if len(kv) != 2:
                return None
            tp = kv[1]
            parts.pop(0)
        else:
            return None
    tp = _unwrap(tp)
    return tp if isinstance(tp, type) and issubclass(tp, BaseModel) else None


_NO_GOT = {"missing", "extra_forbidden", "value_error", "assertion_error"}


def _message(model: type[BaseModel], err: Mapping[str, Any]) -> str:
    kind = str(err.get("type", ""))
    loc = tuple(err.get("loc", ()))
    if kind == "missing":
        return "missing required field"
    if kind == "union_tag_invalid":
        ctx = err.get("ctx") or {}
        return f"unknown value {ctx.get('tag')!r} (expected one of: {ctx.get('expected_tags')})"
    if kind == "extra_forbidden":
        name = str(loc[-1]) if loc else "?"
        owner = _model_at(model, loc[:-1])
        text = f"unknown key {name!r}"
        if owner is not None:
            allowed = [f.alias or n for n, f in owner.model_fields.items()]
            close = difflib.get_close_matches(name, allowed, n=1)
            if close:
                text += f" (did you mean {close[0]!r}?)"
            elif len(allowed) <= 12:
                text += f" (allowed: {', '.join(allowed)})"
        return text
    msg = str(err.get("msg", "invalid value"))
    for prefix in ("Value error, ", "Assertion failed, "):
        if msg.startswith(prefix):
            msg = msg[len(prefix) :]
    msg = msg[:1].lower() + msg[1:]
    if kind not in _NO_GOT and "input" in err:
        msg += f", got {_short(err['input'])}"
    return msg


def explain(exc: BaseException, where: str = "") -> str:
    """One readable line for an error, in words: a pydantic ValidationError
    (raised when a journal's saved content no longer fits the game) becomes
    ``where.field.path: message`` for its first problems, with no URL and no
    class names; anything else is its first line."""
    if isinstance(exc, ValidationError):
        errors = exc.errors(include_url=False)
        parts = [_with_path((*([where] if where else []), *err.get("loc", ())), _message(BaseModel, err))
                 for err in errors[:3]]
        more = f" (and {len(errors) - 3} more)" if len(errors) > 3 else ""
        return "; ".join(parts) + more
    text = next((line.strip() for line in str(exc).splitlines() if line.strip()), type(exc).__name__)
    return text[:200]


def _retarget_union_tag(err: dict[str, Any]) -> dict[str, Any]:
    """A discriminated union whose tag field (say ``op``) is wrong or absent
    reports at the item; point at the tag field itself instead."""
    kind = err.get("type")
    if kind not in ("union_tag_invalid", "union_tag_not_found"):
        return err
    field_name = str((err.get("ctx") or {}).get("discriminator", "")).strip("'")
    if not _IDENT.fullmatch(field_name) or "." in field_name or not isinstance(err.get("input"), dict):
        return err
    loc = (*err["loc"], field_name)
    if kind == "union_tag_not_found":
        return {**err, "loc": loc, "type": "missing"}
    return {**err, "loc": loc}


# -- mapping paths to marks ---------------------------------------------------------------


@dataclass
class _Located:
    """The marks of one parsed document."""

    marks: dict[Loc, _Where]
    root: Mark

    def find(self, loc: Sequence[Any], *, at_key: bool = False) -> tuple[Loc, tuple[int, int]]:
        """Walk ``loc`` keeping only steps that exist in the document; return the
        real path and the 1-based position of its value (or key)."""
        real: Loc = ()
        where: _Where | None = None
        pending_key = False
        for part in loc:
            if part == "[key]":
                pending_key = True
                continue
            step = (*real, part) if isinstance(part, str | int) and not isinstance(part, bool) else None
            if step is None or step not in self.marks:
                if isinstance(part, int) and not isinstance(part, bool) and (*real, str(part)) in self.marks:
                    step = (*real, str(part))
                else:
                    continue
            real = step
            where = self.marks[step]
        if where is None:
            return real, _mark_pos(self.root)
        return real, _mark_pos(where.key if (at_key or pending_key) else where.value)


# -- loading one file ------------------------------------------------------------------------


@dataclass
class _Result:
    model: Model | None
    errors: list[ContentError]
    located: _Located | None = None


def _read_bytes(path: Path, name: str) -> tuple[bytes | None, list[ContentError]]:
    try:
        return read_capped(path, MAX_BYTES), []
    except OSError as exc:
        reason = str(exc) if isinstance(exc, FileRefused) else exc.strerror or exc.__class__.__name__
        return None, [ContentError(name, 1, 1, f"cannot read file: {reason}")]


def _decode(raw: bytes, name: str) -> tuple[str | None, list[ContentError]]:
    try:
        return raw.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        prefix = raw[: exc.start].decode("utf-8-sig", errors="replace")
        line, col = _position(prefix, len(prefix))
        return None, [ContentError(name, line, col, f"not valid UTF-8 (byte 0x{raw[exc.start]:02x})")]


class _CLoader(_CSafe):  # type: ignore[misc]
    """:class:`_Loader`'s composer in C (libyaml), for files already known to
    be within the limits: it builds the same nodes, with the same marks (but
    an empty value's, which may start a column or a line apart), about ten
    times faster (the shipped files: 16 ms instead of 156 ms)."""

    resolve = _Loader.resolve


_UNUSUAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\u2028\u2029\ud800-\udfff\ufffe\uffff]")
"""Characters libyaml counts differently from PyYAML (a BOM inside the text takes no column
there) or refuses in other words: a text with any of them is composed in Python."""


def _compose(text: str, name: str) -> tuple[Node | None, list[ContentError]]:
    if _CSafe is not yaml.SafeLoader and not _UNUSUAL.search(text):
        try:
            # A stream of events: no recursion, so safe on any file. A tag is read differently by
            # libyaml (``! 3`` is a number there, a string in PyYAML, as YAML wants).
            fast = within_limits(text, untagged=True)
        except (yaml.YAMLError, ValueError):
            fast = False
        if fast:
            c_loader = _CLoader(text)
            try:
                return c_loader.get_single_node(), []
            except (yaml.YAMLError, ValueError):
                pass  # the Python composer below says what is wrong, in the words it always has
            finally:
                c_loader.dispose()
    loader: _Loader | None = None
    try:
        loader = _Loader(text)
        return loader.get_single_node(), []
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = _mark_pos(mark)
        parts = [p for p in (exc.context, exc.problem) if p]
        message = "YAML syntax error: " + (", ".join(parts) if parts else "invalid YAML")
        return None, [ContentError(name, line, col, message)]
    except yaml.reader.ReaderError as exc:
        line, col = _position(text, int(exc.position))
        char = exc.character
        code = f"U+{char:04X}" if isinstance(char, int) else repr(char)
        return None, [ContentError(name, line, col, f"character {code} is not allowed in YAML")]
    except yaml.YAMLError as exc:
        return None, [ContentError(name, 1, 1, f"YAML error: {exc}")]
    except RecursionError:
        return None, [ContentError(name, 1, 1, "YAML nested too deeply")]
    finally:
        if loader is not None:
            loader.dispose()


def _load(path: Path, model: type[Model], name: str, raw: bytes | None) -> _Result:
    if raw is None:
        raw, errors = _read_bytes(path, name)
        if raw is None:
            return _Result(None, errors)
    text, errors = _decode(raw, name)
    if text is None:
        return _Result(None, errors)
    node, errors = _compose(text, name)
    if errors:
        return _Result(None, errors)
    if node is None or (isinstance(node, ScalarNode) and node.tag == _PLAIN and node.value == ""):
        return _Result(None, [ContentError(name, 1, 1, "file is empty (expected key: value lines)")])
    builder = _Builder()
    data: Json = None
    try:
        data = builder.value(node, (), 0, builder.marks)
    except _Stop:
        pass
    except RecursionError:
        builder.error(node.start_mark, (), "YAML nested too deeply")
    located = _Located(builder.marks, node.start_mark)
    if builder.errors:
        out = []
        for mark, loc, message in builder.errors:
            line, col = _mark_pos(mark)
            out.append(ContentError(name, line, col, _with_path(loc, message)))
        return _Result(None, out, located)
    if not isinstance(data, dict):
        line, col = _mark_pos(node.start_mark)
        return _Result(None, [ContentError(
            name, line, col, f"the top level must be a mapping (key: value lines), not {_short(data)}")],
            located)
    try:
        result = model.model_validate_json(json.dumps(data, ensure_ascii=False))
    except ValidationError as exc:
        out = []
        prefix = tuple(getattr(model, "loc_prefix", ()))
        for raw_err in exc.errors(include_url=False):
            loc = tuple(raw_err.get("loc", ()))
            if prefix and loc[: len(prefix)] == prefix:
                loc = loc[len(prefix) :]
            err = _retarget_union_tag({**raw_err, "loc": loc})
            loc, kind = err["loc"], err.get("type")
            real, (line, col) = located.find(loc, at_key=kind == "extra_forbidden")
            shown: Loc = real
            if kind == "missing" and loc and loc[-1] not in real[-1:]:
                shown = (*real, loc[-1])
            out.append(ContentError(name, line, col, _with_path(shown, _message(model, err))))
        return _Result(None, out, located)
    problems: list[ContentError] = []
    try:
        found = list(result.problems())
        assets = paths.assets_dir()
        found += [(loc, f"no art {rel} in the assets folder: every one must be drawn")
                  for loc, rel in result.art() if not (assets / rel).is_file()]
        for loc, message in found:
            real, (line, col) = located.find(loc)
            missing_tail = tuple(loc[len(real):]) if tuple(loc[: len(real)]) == real else ()
            problems.append(ContentError(name, line, col, _with_path((*real, *missing_tail), message)))
    except Exception as exc:  # a bug in a model's checks must not take the game down
        problems.append(ContentError(name, 1, 1, f"checking failed: {exc.__class__.__name__}: {exc}"))
    if problems:
        return _Result(None, problems, located)
    return _Result(result, [], located)


def _safe_load(path: Path, model: type[Model], name: str, raw: bytes | None = None) -> _Result:
    try:
        return _load(path, model, name, raw)
    except Exception as exc:  # last resort: load_file never raises anything else
        return _Result(None, [ContentError(name, 1, 1, f"cannot load: {exc.__class__.__name__}: {exc}")])


def load_file(path: Path, model: type[M], display_name: str | None = None) -> M:
    """Read ``path`` and validate it into ``model``; raise :class:`ContentErrors`
    (and nothing else) if anything is wrong."""
    name = display_name if display_name is not None else str(path)
    result = _safe_load(Path(path), model, name)
    if result.model is None or result.errors:
        raise ContentErrors(result.errors or [ContentError(name, 1, 1, "cannot load")])
    if not isinstance(result.model, model):
        raise ContentErrors([ContentError(name, 1, 1, f"loaded a {type(result.model).__name__}")])
    return result.model


# -- the set of data files -------------------------------------------------------------------


def data_files() -> dict[str, type[Model]]:
    """Every data file the game reads (posix path under ``data/``) -> its model."""
    from game.engine.registry import all_games

    files: dict[str, type[Model]] = dict(SHELL_FILES) | MENU_FILES
    for game in all_games():
        content_file = getattr(game, "content_file", None)
        content_model = getattr(game, "content_model", None)
        if content_file is None or content_model is None:
            continue
        files[PurePosixPath(content_file).as_posix()] = content_model
    return files


def _display(data_dir: Path, name: str) -> str:
    base = Path(os.path.abspath(data_dir)).name or str(data_dir)
    return f"{base}/{name}"


def check_translations(
        reference: StringsContent, translated: StringsContent, translated_name: str,
        located: _Located | None, reference_name: str = REFERENCE_STRINGS,
        placeholders_only: bool = False) -> list[ContentError]:
    """``translated`` must define exactly the keys of ``reference`` with the
    same ``{placeholder}`` names (only the latter with ``placeholders_only``)."""
    errors: list[ContentError] = []
    ref = reference.flat
    other = translated.flat
    where = translated.locations()
    for key in ref:
        if key not in other and not placeholders_only:
            errors.append(ContentError(translated_name, 1, 1, f"{key}: missing (it is in {reference_name})"))
    for key, text in other.items():
        if located is not None:
            _, (line, col) = located.find(where[key], at_key=key not in ref)
        else:
            line, col = 1, 1
        if key not in ref:
            if not placeholders_only:
                errors.append(ContentError(translated_name, line, col, f"{key}: not in {reference_name}"))
            continue
        mine, theirs = placeholders(text), placeholders(ref[key])
        if mine is not None and theirs is not None and mine != theirs:
            def show(names: frozenset[str]) -> str:
                return ", ".join("{" + n + "}" for n in sorted(names)) or "none"

            errors.append(ContentError(
                translated_name, line, col,
                f"{key}: placeholders {show(mine)} differ from {reference_name}: {show(theirs)}"))
    return errors


def _cross_check(data_dir: Path, results: Mapping[str, _Result]) -> list[ContentError]:
    ref = results.get(REFERENCE_STRINGS)
    if ref is None or not isinstance(ref.model, StringsContent):
        return []
    errors: list[ContentError] = []
    for name in TRANSLATED_STRINGS:
        res = results.get(name)
        if res is None or not isinstance(res.model, StringsContent):
            continue
        errors += check_translations(ref.model, res.model, _display(data_dir, name), res.located,
                                     _display(data_dir, REFERENCE_STRINGS))
    return errors


def validate_dir(data_dir: Path, files: Mapping[str, type[Model]] | None = None) -> list[ContentError]:
    """Validate every data file under ``data_dir``; every error, sorted."""
    data_dir = Path(data_dir)
    files = data_files() if files is None else files
    errors: list[ContentError] = []
    results: dict[str, _Result] = {}
    for name, model in files.items():
        path = data_dir / name
        display = _display(data_dir, name)
        if not path.exists():
            errors.append(ContentError(display, 1, 1, "file is missing"))
            continue
        result = _safe_load(path, model, display)
        results[name] = result
        errors += result.errors
    errors += _cross_check(data_dir, results)
    return sorted(set(errors))


# -- hot reloading store -------------------------------------------------------------------------


_RACY_SECONDS = 2.0
"""A file modified this recently may change again without its stat changing."""


@dataclass
class _Entry:
    model_cls: type[Model]
    model: Model | None = None
    dumped: Json = None
    result: _Result | None = None
    stat: tuple[int, int, int] | None = None
    digest: bytes | None = None
    racy: bool = True
    from_cache: bool = False


def _digest(raw: bytes) -> bytes:
    return hashlib.blake2b(raw, digest_size=16).digest()


class ContentStore:
    """Every data file, kept loaded. ``poll()`` reloads what changed on disk; a
    broken file keeps its last good model (or, at start-up, the cached copy from
    ``cache_dir``) and reports its errors in :attr:`errors`."""

    def __init__(self, data_dir: Path, cache_dir: Path | None = None,
                 files: Mapping[str, type[Model]] | None = None) -> None:
        self.data_dir = Path(data_dir)
        self.cache_dir = None if cache_dir is None else Path(cache_dir)
        self._entries = {name: _Entry(model) for name, model in
                         (data_files() if files is None else files).items()}
        self._cross: list[ContentError] = []

    # -- queries ---------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return list(self._entries)

    def get(self, name: str) -> Model | None:
        """The last good model of ``name`` (``None`` if it never loaded)."""
        entry = self._entries.get(name)
        return None if entry is None else entry.model

    def json(self, name: str) -> Json:
        """``model_dump(mode="json")`` of :meth:`get` (``None`` if no model)."""
        entry = self._entries.get(name)
        if entry is None or entry.model is None:
            return None
        if entry.dumped is None:
            entry.dumped = entry.model.model_dump(mode="json")
        return copy.deepcopy(entry.dumped)

    @property
    def errors(self) -> list[ContentError]:
        out: list[ContentError] = list(self._cross)
        for entry in self._entries.values():
            if entry.result is not None:
                out += entry.result.errors
        return sorted(set(out))

    def where(self, name: str, loc: Loc) -> int | None:
        """The line of ``name`` where the value at ``loc`` starts (the nearest
        enclosing one that exists), or None when the file was not read."""
        entry = self._entries.get(name)
        if entry is None or entry.result is None or entry.result.located is None:
            return None
        return entry.result.located.find(loc)[1][0]

    def file_errors(self, name: str) -> list[ContentError]:
        """The errors of ``name`` alone (its last load)."""
        entry = self._entries.get(name)
        return [] if entry is None or entry.result is None else list(entry.result.errors)

    def from_cache(self, name: str) -> bool:
        """True when :meth:`get` serves the cached copy because the file is broken."""
        entry = self._entries.get(name)
        return entry is not None and entry.from_cache

    # -- loading ---------------------------------------------------------------------
    def load_all(self) -> list[ContentError]:
        for name in self._entries:
            self._reload(name, self._stat(name))
        self._cross = _cross_check(self.data_dir, {n: e.result for n, e in self._entries.items()
                                                   if e.result is not None})
        return self.errors

    def poll(self) -> set[str]:
        """Reload files whose size or modification time changed (or that were
        written so recently that a same-size edit could hide); return the names
        whose good model changed."""
        changed: set[str] = set()
        touched = False
        for name, entry in self._entries.items():
            stat = self._stat(name)
            if stat == entry.stat and not entry.racy:
                continue
            if stat == entry.stat and stat is not None:
                digest = self._digest(name)
                entry.racy = self._is_racy(stat)
                if digest == entry.digest:
                    continue
            touched = True
            if self._reload(name, stat):
                changed.add(name)
        if touched:
            self._cross = _cross_check(self.data_dir, {n: e.result for n, e in self._entries.items()
                                                       if e.result is not None})
        return changed

    # -- internals -------------------------------------------------------------------
    def _display(self, name: str) -> str:
        return _display(self.data_dir, name)

    def _stat(self, name: str) -> tuple[int, int, int] | None:
        try:
            st = os.stat(self.data_dir / name)
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size, st.st_ino

    @staticmethod
    def _is_racy(stat: tuple[int, int, int]) -> bool:
        return time.time() - stat[0] / 1e9 < _RACY_SECONDS

    def _digest(self, name: str) -> bytes | None:
        try:
            return _digest(read_capped(self.data_dir / name, MAX_BYTES))
        except OSError:
            return None

    def _reload(self, name: str, stat: tuple[int, int, int] | None) -> bool:
        """Load ``name``; return True if its good model changed."""
        entry = self._entries[name]
        entry.stat = stat
        entry.racy = stat is not None and self._is_racy(stat)
        raw: bytes | None = None
        if stat is not None:
            raw, errors = _read_bytes(self.data_dir / name, self._display(name))
        entry.digest = None if raw is None else _digest(raw)
        if stat is None:
            entry.result = _Result(None, [ContentError(self._display(name), 1, 1, "file is missing")])
        elif raw is None:
            entry.result = _Result(None, errors)
        else:
            entry.result = self._refuse_wrong_placeholders(
                name, _safe_load(self.data_dir / name, entry.model_cls, self._display(name), raw))
        new = entry.result.model
        if new is None:
            if entry.model is None:
                cached = self._read_cache(name, entry.model_cls)
                if cached is not None:
                    entry.model, entry.dumped, entry.from_cache = cached, None, True
                    return True
            return False
        if entry.model is not None and new == entry.model and type(new) is type(entry.model):
            entry.from_cache = False
            return False
        entry.model, entry.dumped, entry.from_cache = new, None, False
        if self.cache_dir is not None:
            self._write_cache(name, self.json(name))
        return True

    def _refuse_wrong_placeholders(self, name: str, result: _Result) -> _Result:
        """A translation whose ``{placeholder}`` names differ from the reference
        would show ``{m} joueurs``: refuse it like any other broken file (its last
        good version stays). Missing or extra keys are only reported (by
        :func:`_cross_check`); the translator falls back to the reference."""
        reference = self.get(REFERENCE_STRINGS)
        if (name not in TRANSLATED_STRINGS or not isinstance(result.model, StringsContent)
                or not isinstance(reference, StringsContent)):
            return result
        wrong = check_translations(reference, result.model, self._display(name), result.located,
                                   self._display(REFERENCE_STRINGS), placeholders_only=True)
        return _Result(None, wrong, result.located) if wrong else result

    def _cache_path(self, name: str) -> Path | None:
        return None if self.cache_dir is None else self.cache_dir / f"{name}.json"

    def _read_cache(self, name: str, model: type[Model]) -> Model | None:
        path = self._cache_path(name)
        if path is None:
            return None
        try:
            return model.model_validate_json(read_capped(path, MAX_BYTES))
        except (OSError, ValueError, RecursionError):
            return None

    def _write_cache(self, name: str, dumped: Json) -> None:
        path = self._cache_path(name)
        if path is None:
            return
        text = json.dumps(dumped, ensure_ascii=False, indent=1, sort_keys=True)
        try:
            if path.exists() and path.read_text(encoding="utf-8") == text:
                return
            path.parent.mkdir(parents=True, exist_ok=True)
            write_replacing(path, text.encode("utf-8"))
        except (OSError, UnicodeDecodeError):
            return
