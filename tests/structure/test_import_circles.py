"""Imports inside ``game/`` go one way: no module can reach itself again by
following imports, whether made at the top of a file or inside a function
(read from the source with ``ast``, so a lazy import counts too). Imports made
only for the type checker (``if TYPE_CHECKING:``) are left aside: they never
run."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"


def modules(root: Path = GAME) -> dict[str, Path]:
    found = {}
    for path in root.rglob("*.py"):
        name = ".".join(path.relative_to(root.parent).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that ``name`` imports (a package's face counts
    as the package; ``from pkg import mod`` as the module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {id(inner) for node in ast.walk(tree)
                   if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test)
                   for inner in ast.walk(node)}
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(parts + ([base] if base else []))
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def graph_of(root: Path) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imports(name, path, known) for name, path in known.items()}


def test_no_import_circle_in_game() -> None:
    found = circles(graph_of(GAME))
    assert found == [], "import circles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_a_planted_circle_is_found(tmp_path: Path) -> None:
    pkg = tmp_path / "game"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from game.sub import b\n")
    (pkg / "sub" / "b.py").write_text("def f():\n    from .c import g\n")
    (pkg / "sub" / "c.py").write_text("from game import a\n")
    (pkg / "d.py").write_text("from typing import TYPE_CHECKING\nimport game.a\nif TYPE_CHECKING:\n    import game.e\n")
    (pkg / "e.py").write_text("import game.d\n")
    assert circles(graph_of(pkg)) == [["game.a", "game.sub.b", "game.sub.c"]]


def test_rules_never_import_their_bots_or_the_client() -> None:
    graph = graph_of(GAME)
    for name, targets in graph.items():
        if name.startswith("game.games.") and name.rpartition(".")[2] in ("rules", "state", "ops", "views", "content"):
            bad = {t for t in targets if t.endswith((".bots", ".scene")) or t.startswith("game.client")}
            assert not bad, f"{name} imports {sorted(bad)}"
