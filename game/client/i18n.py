"""Translation layer: every UI string goes through ``tr(key, **values)``.

Strings live in ``data/strings/<lang>.yaml`` (nested keys flattened to
``menu.play``). A key missing in the chosen language falls back to English, and
a key missing everywhere shows as the key itself so it is noticed, not hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

LANGUAGES: tuple[str, ...] = ("en", "fr")


def flatten(tree: Mapping[str, object], prefix: str = "") -> dict[str, str]:
    """Nested string tables to dotted keys: ``{menu: {play: Play}}`` -> ``menu.play``."""
    out: dict[str, str] = {}
    for key, value in tree.items():
        dotted = f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, Mapping):
            out.update(flatten(value, dotted))
        else:
            out[dotted] = str(value)
    return out


class Translator:
    def __init__(self, tables: Mapping[str, Mapping[str, str]], language: str = "en") -> None:
        self.tables = {lang: dict(t) for lang, t in tables.items()}
        self.language = language if language in self.tables else "en"
        self.missing: set[str] = set()
        self.on_text: Callable[[str], None] | None = None
        """Told every string given out (the text-fit check, while a frame is drawn)."""

    def set_tables(self, tables: Mapping[str, Mapping[str, str]]) -> None:
        self.tables = {lang: dict(t) for lang, t in tables.items()}

    def has(self, key: str) -> bool:
        return key in self.tables.get(self.language, {}) or key in self.tables.get("en", {})

    def plural(self, key: str, n: int, /, **values: object) -> str:
        """``key.one`` for one (in French also for zero), else ``key.other``;
        ``n`` fills ``{n}``."""
        one = n == 1 or (self.language == "fr" and n == 0)
        return self(f"{key}.{'one' if one else 'other'}", n=n, **values)

    def __call__(self, key: str, /, **values: object) -> str:
        text = self._text(key, values)
        if self.on_text is not None:
            self.on_text(text)
        return text

    def _text(self, key: str, values: Mapping[str, object]) -> str:
        text = self.tables.get(self.language, {}).get(key)
        if text is None:
            text = self.tables.get("en", {}).get(key)
        if text is None:
            self.missing.add(key)
            return key
        if values:
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                return text
        return text
