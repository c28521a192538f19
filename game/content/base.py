"""Base class for every typed model validated from YAML under ``data/``."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict

Loc = tuple[str | int, ...]
"""A path into the YAML document, e.g. ``("deck", 3, "shield")``."""


class Model(BaseModel):
    """Strict, frozen, unknown keys refused. Cross-field checks that pydantic
    cannot express per field (duplicate ids, references to ids defined
    elsewhere in the file) go in :meth:`problems`, which yields
    ``(loc, message)`` pairs so the loader can point at the offending line."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, use_attribute_docstrings=True)

    def problems(self) -> Iterable[tuple[Loc, str]]:
        return ()

    def art(self) -> Iterable[tuple[Loc, str]]:
        """``(loc, path)`` of every picture the data asks for, relative to the
        assets folder: the loader refuses the data when one is missing."""
        return ()


M = TypeVar("M", bound=Model)


def bundled_yaml(name: str, path: Path | None = None) -> Any:
    """``data/<name>`` of the source tree (or ``path``) as a JSON-compatible
    dict: what ``GameConfig.content`` holds when a caller gives none."""
    with open(path or Path(__file__).resolve().parents[2] / "data" / name, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def validated(model: type[M], data: Any, title: str) -> M:
    """``data`` validated into ``model``; ``ValueError`` lists every cross-field problem."""
    content = model.model_validate(data)
    problems = list(content.problems())
    if problems:
        text = "; ".join(".".join(str(p) for p in loc) + ": " + msg for loc, msg in problems)
        raise ValueError(f"invalid {title} content: {text}")
    return content
