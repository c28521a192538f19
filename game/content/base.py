"""Base class for every typed model validated from YAML under ``data/``."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

Loc = tuple[str | int, ...]
"""A path into the YAML document, e.g. ``("deck", 3, "shield")``."""


class Model(BaseModel):
    """Strict, frozen, unknown keys refused. Cross-field checks that pydantic
    cannot express per field (duplicate ids, references to ids defined
    elsewhere in the file) go in :meth:`problems`, which yields
    ``(loc, message)`` pairs so the loader can point at the offending line."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    def problems(self) -> Iterable[tuple[Loc, str]]:
        return ()
