"""The first frame's reading of YAML: fast, unvalidated, and within the same
limits as the validating loader (pure Python, no pydantic, no pygame).

The window's first frame needs the strings and key bindings before pydantic is
even imported, so it reads them with the C parser and builds plain data with no
validation; the validating :mod:`game.content.loader` replaces them a moment
later. A file this fast path does not like is simply not read here (``None``):
the caller then validates first, and the loader reports what is wrong. So the
fast path must never do worse than the loader on a hostile file:

* only a regular file of at most :data:`MAX_BYTES` is read (no FIFO, device or
  huge file);
* the file is first scanned as a stream of parser events, which needs no
  recursion: nesting deeper than :data:`MAX_DEPTH`, more than
  :data:`MAX_VALUES` nodes, or any alias (anchors and aliases are where alias
  bombs and self-references hide; the shipped files have none) and it is not
  read here. Only then does the C loader build the data, which is now known
  to be small and shallow.
"""

from __future__ import annotations

import os
from typing import Any

import yaml

from game.engine.safefile import MiB, read_capped

MAX_DEPTH = 64
"""Deepest nesting accepted in a data file."""
MAX_VALUES = 100_000
"""Most values a file may expand to (guards against alias bombs)."""
MAX_BYTES = MiB // 2
"""Largest data file read. The shipped ones are a few tens of kilobytes; the
validating loader takes about 0.7 s on a file this size, and hot reload runs
between frames, so a larger file would freeze the window for seconds."""

_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""The C safe loader where PyYAML has it; never a loader that can build objects."""

def within_limits(text: str, *, untagged: bool = False) -> bool:
    """True when ``text`` nests at most :data:`MAX_DEPTH` deep, has at most
    :data:`MAX_VALUES` nodes and no alias (checked without recursion); with
    ``untagged``, and no tag either."""
    depth = nodes = 0
    for event in yaml.parse(text, Loader=SAFE_LOADER):
        if isinstance(event, yaml.AliasEvent) or (untagged and getattr(event, "tag", None) is not None):
            return False
        if isinstance(event, _OPEN):
            depth += 1
            if depth > MAX_DEPTH:
                return False
        elif isinstance(event, _CLOSE):
            depth -= 1
        elif not isinstance(event, yaml.ScalarEvent):
            continue
        nodes += 1
        if nodes > MAX_VALUES:
            return False
    return True


def fast_load(path: str | os.PathLike[str]) -> Any:
    """The plain data of the YAML file ``path``, or ``None`` if it cannot be
    read quickly and safely (the validating loader will say why)."""
    try:
        text = read_capped(path, MAX_BYTES).decode("utf-8-sig")
        if not within_limits(text):
            return None
        loader = SAFE_LOADER(text)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except (OSError, UnicodeDecodeError, yaml.YAMLError, RecursionError, ValueError):
        return None
