"""Mutated data files give located ``ContentErrors`` and never anything else."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.content.base import Model
from game.content.errors import ContentErrors
from game.content.loader import SHELL_FILES, data_files, load_file
from tests.examples import examples

DATA = Path(__file__).resolve().parents[2] / "data"


def _files() -> dict[str, type[Model]]:
    try:
        files = data_files()
    except Exception:  # a game under construction must not stop the loader's own fuzzing
        files = dict(SHELL_FILES)
    return {name: model for name, model in sorted(files.items()) if (DATA / name).is_file()}


FILES = _files()
SOURCES = {name: (DATA / name).read_bytes() for name in FILES}

YAML_BITS = [":", " ", "  ", "\n", "\t", "-", "- ", "{", "}", "[", "]", ",", "&a", "*a", "!", "|", ">", "'",
             '"', "#", "%", "@", "`", "?", "<<: ", "---", "...", "~", "null", "yes", "0x1F", "1e9", ".inf",
             "\\", "\x00", "\x07", "\x85", "\u2028", "\ufeff", "é", "\U0001f600", "\ud800"]
TAGS = ["!!python/object/apply:os.system ['true']", "!!python/name:os.system", "!!python/tuple [1]",
        "!foo",
        "!!binary aGk=", "!!set {a}", "!!timestamp 2024-01-01", "!!omap [a: 1]", "!!int x", "!!float",
        "!!str", "!<tag:yaml.org,2002:python/none> ''", "!!map", "!!seq", "!e!x 1", "!!bool maybe"]


def _encode(text: str) -> bytes:
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, type[Model], bytes]:
    name = draw(st.sampled_from(sorted(FILES)))
    raw = SOURCES[name]
    steps = draw(st.integers(1, 4))
    for _ in range(steps):
        kind = draw(st.sampled_from(["byte", "char", "delete", "insert", "dup", "indent", "tag", "swap"]))
        if kind == "byte":
            i = draw(st.integers(0, max(0, len(raw) - 1)))
            raw = raw[:i] + bytes([draw(st.integers(0, 255))]) + raw[i + 1:]
            continue
        text = raw.decode("utf-8", "surrogateescape")
        lines = text.split("\n")
        if kind == "char" and text:
            i = draw(st.integers(0, len(text) - 1))
            text = text[:i] + draw(st.sampled_from(YAML_BITS) | st.characters()) + text[i + 1:]
        elif kind == "delete" and text:
            i = draw(st.integers(0, len(text) - 1))
            text = text[:i] + text[i + draw(st.integers(1, 40)):]
        elif kind == "insert":
            i = draw(st.integers(0, len(text)))
            bit = draw(st.sampled_from(YAML_BITS) | st.text(max_size=8))
            text = text[:i] + bit + text[i:]
        elif kind == "dup":
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(draw(st.integers(0, len(lines))), lines[i])
            text = "\n".join(lines)
        elif kind == "indent":
            i = draw(st.integers(0, len(lines) - 1))
            delta = draw(st.integers(-4, 4))
            if delta:
                lines[i] = " " * delta + lines[i] if delta > 0 else lines[i][-delta:]
            else:
                lines[i] = "\t" + lines[i]
            text = "\n".join(lines)
        elif kind == "tag":
            candidates = [i for i, line in enumerate(lines) if ": " in line]
            if candidates:
                i = draw(st.sampled_from(candidates))
                k = lines[i].index(": ") + 2
                lines[i] = lines[i][:k] + draw(st.sampled_from(TAGS)) + " " + lines[i][k:]
                text = "\n".join(lines)
        elif kind == "swap" and len(lines) > 1:
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        raw = _encode(text)
    return name, FILES[name], raw


def _line_count(raw: bytes) -> int:
    text = raw.decode("utf-8", "replace")
    return len(re.split(r"\r\n|[\r\n\x85\u2028\u2029]", text))


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_files_give_located_errors(tmp_path_factory: pytest.TempPathFactory,
                                           case: tuple[str, type[Model], bytes]) -> None:
    name, model, raw = case
    path = tmp_path_factory.mktemp("fuzz") / "file.yaml"
    path.write_bytes(raw)
    try:
        load_file(path, model, f"data/{name}")
    except ContentErrors as exc:
        assert exc.errors
        lines = _line_count(raw)
        for err in exc.errors:
            assert err.file == f"data/{name}"
            assert 1 <= err.line <= lines + 1, (err, lines)
            assert err.column >= 1, err
            assert err.message
            assert not err.message.startswith("cannot load:"), err  # no internal failure


def test_every_source_file_loads() -> None:
    assert "controls.yaml" in FILES
    for name, model in FILES.items():
        load_file(DATA / name, model, f"data/{name}")
