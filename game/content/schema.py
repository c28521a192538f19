"""JSON Schemas of the data files and the effect vocabulary, both generated
from the typed models that validate the files, so neither can drift from the
code.

* :func:`schemas` gives one JSON Schema per data model (``data/schemas/``
  ships them; every YAML file names its schema on its first line, which an
  editor with the common YAML extension reads to complete keys, op names and
  parameters and to underline mistakes as the designer types).
* :func:`vocabulary` lists, per game, every op its data may name: where it
  goes, its parameters with their types, bounds and defaults, and its meaning
  (the op model's docstring). ``python -m game effects`` prints it.

Pure Python, no pygame.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from game.content.base import Model

DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_DIR = "schemas"
"""Where the shipped schemas live, under ``data/``."""
COMMENT = "# yaml-language-server: $schema="


def schema_name(data_file: str) -> str:
    """The schema file of a data file: ``strings/fr.yaml`` and ``strings/en.yaml``
    share ``strings.schema.json``; ``kingz.yaml`` has ``kingz.schema.json``."""
    path = PurePosixPath(data_file)
    stem = path.parent.name if path.parent.name else path.stem
    return f"{stem}.schema.json"


def schema_ref(data_file: str) -> str:
    """The schema's path as the data file's first-line comment names it (relative
    to the data file)."""
    depth = len(PurePosixPath(data_file).parts) - 1
    return "../" * depth + f"{SCHEMA_DIR}/{schema_name(data_file)}"


def schema_of(model: type[Model], data_file: str) -> dict[str, Any]:
    """The JSON Schema that ``model`` validates, with the dialect and a title."""
    body = model.model_json_schema(mode="validation")
    for key in getattr(model, "loc_prefix", ()):  # a model that wraps the file's data in one field
        inner = body["properties"][key]
        body = inner | {k: v for k, v in body.items() if k in ("$defs", "title", "description")}
    head: dict[str, Any] = {"$schema": DIALECT, "$comment":
                            f"Generated from {model.__module__}.{model.__qualname__} by "
                            "'python -m game schema'; edit the model, not this file."}
    return head | body


def schemas(files: Mapping[str, type[Model]]) -> dict[str, str]:
    """Schema file name -> its text, for every data file in ``files``."""
    out: dict[str, str] = {}
    for data_file, model in sorted(files.items()):
        name = schema_name(data_file)
        text = json.dumps(schema_of(model, data_file), indent=2, ensure_ascii=False, sort_keys=True) + "\n"
        if out.setdefault(name, text) != text:
            raise ValueError(f"{data_file}: two models would write {name}")
    return out


# -- the effect vocabulary ------------------------------------------------------------------


@dataclass(frozen=True)
class Param:
    name: str
    kind: str
    """``integer``, ``number``, ``string``, ``boolean``, a choice ``a|b``..."""
    bounds: str
    """``-99..99``, ``>= 1`` or empty."""
    default: str | None
    """The default in YAML words, or ``None`` when the parameter is required."""
    meaning: str


@dataclass(frozen=True)
class Op:
    name: str
    meaning: str
    params: tuple[Param, ...]


@dataclass(frozen=True)
class Slot:
    """One place of a data file that holds ops, e.g. ``spells[].effect[]``."""

    where: str
    ops: tuple[Op, ...]


def _resolve(root: Mapping[str, Any], node: Mapping[str, Any]) -> Mapping[str, Any]:
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        resolved = root["$defs"][ref.removeprefix("#/$defs/")]
        assert isinstance(resolved, Mapping)
        return resolved
    return node


def _yaml(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return json.dumps(value, ensure_ascii=False)


def _kind(root: Mapping[str, Any], prop: Mapping[str, Any]) -> str:
    prop = _resolve(root, prop)
    if "enum" in prop:
        return "|".join(_yaml(v) for v in prop["enum"])
    if "const" in prop:
        return _yaml(prop["const"])
    for key in ("anyOf", "oneOf"):
        if key in prop:
            return " or ".join(_kind(root, p) for p in prop[key])
    kind = prop.get("type", "any")
    if kind == "object" and "properties" in prop:
        return f"{prop.get('title', 'map')} ({', '.join(prop['properties'])})"
    if kind == "array":
        return f"list of {_kind(root, prop.get('items', {}))}"
    return str(kind)


def _bounds(root: Mapping[str, Any], prop: Mapping[str, Any]) -> str:
    prop = _resolve(root, prop)
    for key in ("anyOf", "oneOf"):
        if key in prop:
            return " ".join(b for b in (_bounds(root, p) for p in prop[key]) if b)
    low, high = prop.get("minimum"), prop.get("maximum")
    if low is not None and high is not None:
        return f"{low}..{high}"
    if low is not None:
        return f">= {low}"
    if high is not None:
        return f"<= {high}"
    return ""


def _plain(doc: str) -> str:
    """A docstring as one line of plain words (no reStructuredText quotes)."""
    return " ".join(doc.replace("``", "'").split())


def _op(root: Mapping[str, Any], name: str, model: Mapping[str, Any]) -> Op:
    required = set(model.get("required", ()))
    params = []
    for pname, prop in model.get("properties", {}).items():
        if pname == "op":
            continue
        default = None if pname in required else _yaml(prop.get("default"))
        params.append(Param(pname, _kind(root, prop), _bounds(root, prop), default,
                            _plain(str(prop.get("description", "")))))
    meaning = _plain(str(model.get("description", "")))
    return Op(name, meaning, tuple(params))


def _walk(root: Mapping[str, Any], node: Mapping[str, Any], where: str,
          seen: frozenset[str]) -> Iterator[Slot]:
    ref = node.get("$ref")
    if isinstance(ref, str):
        if ref in seen:
            return
        seen = seen | {ref}
    node = _resolve(root, node)
    mapping = node.get("discriminator", {}).get("mapping") if isinstance(node.get("discriminator"), dict) else None
    if node.get("discriminator", {}).get("propertyName") == "op" and mapping:
        ops = tuple(sorted((_op(root, name, _resolve(root, {"$ref": r})) for name, r in mapping.items()),
                           key=lambda o: o.name))
        yield Slot(where, ops)
        return
    for key in ("anyOf", "oneOf", "allOf"):
        for sub in node.get(key, ()):
            yield from _walk(root, sub, where, seen)
    if "items" in node:
        yield from _walk(root, node["items"], where + "[]", seen)
    for name, prop in node.get("properties", {}).items():
        yield from _walk(root, prop, f"{where}.{name}" if where else name, seen)
    extra = node.get("additionalProperties")
    if isinstance(extra, dict):
        yield from _walk(root, extra, where + ".*", seen)


def vocabulary(model: type[Model]) -> list[Slot]:
    """Every place of ``model``'s file that holds ops, with the ops it may name."""
    root = model.model_json_schema(mode="validation")
    return list(_walk(root, root, "", frozenset()))


def describe(title: str, data_file: str, model: type[Model]) -> list[str]:
    """The game's effect vocabulary in plain lines (``python -m game effects``)."""
    lines = [f"{title} (data/{data_file})"]
    slots = vocabulary(model)
    if not slots:
        lines.append("  no effect ops: its cards are plain numbers and names, checked by 'validate'")
        return lines
    for slot in slots:
        lines.append(f"  {slot.where}: {len(slot.ops)} op{'s' if len(slot.ops) > 1 else ''}")
        width = max(len(op.name) for op in slot.ops)
        for op in slot.ops:
            lines.append(f"    {op.name:<{width}}  {op.meaning}")
            for p in op.params:
                facts = ", ".join(x for x in (p.kind, p.bounds,
                                              "required" if p.default is None else f"default {p.default}") if x)
                lines.append(f"    {'':<{width}}    {p.name}: {facts}" + (f" - {p.meaning}" if p.meaning else ""))
    return lines
