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


def _tree(node: object) -> object:
    """A node tree as plain tuples: tags, values and where each node starts (the loader reads
    no other mark). Where an empty value starts is left out: in a block mapping (``count:``
    and nothing, the usual slip) both composers put it at the end of its key's line, but inside
    braces (``{count: , ...}``) libyaml puts it a column later, and after an explicit ``?`` key
    a line later."""
    from yaml.nodes import MappingNode, Node, ScalarNode

    if node is None:  # no document (comments only)
        return None
    assert isinstance(node, Node)
    where: tuple[int, ...] = (node.start_mark.line, node.start_mark.column)
    if isinstance(node, ScalarNode):
        if node.value == "" and not node.style:
            where = ()
        return node.tag, node.value, where
    if isinstance(node, MappingNode):
        return node.tag, where, [(_tree(k), _tree(v)) for k, v in node.value]
    return node.tag, where, [_tree(item) for item in node.value]


def _python_tree(text: str) -> object:
    from game.content.loader import _Loader

    try:
        loader = _Loader(text)
        try:
            return _tree(loader.get_single_node())
        finally:
            loader.dispose()
    except Exception as exc:  # the Python composer's refusal, whatever it is
        return exc.__class__


@st.composite
def snippets(draw: st.DrawFn) -> str:
    """A few lines of a shipped file with a few YAML characters put in, taken out or changed:
    small, so each example composes in a fraction of a millisecond."""
    lines = SOURCES[draw(st.sampled_from(sorted(FILES)))].decode("utf-8").split("\n")
    start = draw(st.integers(0, len(lines) - 1))
    text = "\n".join(lines[start:start + draw(st.integers(1, 12))])
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, len(text)))
        bit = draw(st.sampled_from(YAML_BITS + TAGS) | st.characters())
        text = text[:i] + bit + text[i + draw(st.sampled_from([0, 0, 1, 3])):]
    return text


@settings(max_examples=examples(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(snippets())
def test_the_c_composer_builds_what_the_python_one_builds(text: str) -> None:
    """Files within the limits are composed by libyaml: wherever the Python composer builds a tree,
    the same tree, marks included. The Python one still reads, and words the errors of, every file
    libyaml refuses. libyaml also reads a little that PyYAML's own scanner refuses (a tab inside a
    plain scalar, a comment right after ``|``): such a file goes on to be checked like any other."""
    from game.content.loader import _compose

    node, errors = _compose(text, "file.yaml")
    expected = _python_tree(text)
    if not isinstance(expected, type):
        assert not errors
        assert _tree(node) == expected


def test_the_shipped_files_are_composed_in_c(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.content import loader

    if loader._CSafe is loader.yaml.SafeLoader:
        pytest.skip("this PyYAML has no libyaml")

    def refuse(self: object, *args: object) -> None:
        raise AssertionError("the Python composer was used")

    monkeypatch.setattr(loader._Loader, "__init__", refuse)
    for name, model in FILES.items():
        load_file(DATA / name, model, f"data/{name}")
