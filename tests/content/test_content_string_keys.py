"""Every string key the code can ask for exists in every language.

The code is read, not run: every ``tr("...")`` literal, and every key built
with an f-string (``f"game.kingz.status.{phase}"``). A built key's slots are
filled either from the code around it (a local ``key = "a" if x else "b"``, a
``{...}.get(stage, "target")``, the literals a helper such as ``say(seat,
"too_late")`` or ``announce_key("hit")`` is called with), or, for values that
come from the rules and the content (phases, card kinds, op names, tokens,
end reasons...), from :data:`DOMAIN` below, which enumerates them from the
games' rules modules and YAML. A new built key that neither resolves nor is in
:data:`DOMAIN` fails the test: enumerate it here, so no key can go missing
unnoticed again. A key the code looks up only after ``tr.has(key)`` (it has a
fallback) may be missing."""

from __future__ import annotations

import ast
import itertools
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path

import pytest

from game.client.i18n import Translator
from game.content.loader import load_file
from game.content.models import StringsContent
from game.engine.contract import BOT_LEVELS
from game.engine.registry import all_games

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data"
SOURCES = sorted((ROOT / "game").rglob("*.py"))
LANGS = ("en", "fr")
TR_CALLS = {"tr", "plural", "has"}


@cache
def strings(lang: str) -> dict[str, str]:
    return load_file(DATA / "strings" / f"{lang}.yaml", StringsContent).flat


@cache
def tree(path: Path) -> ast.Module:
    module = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(module):
        for child in ast.iter_child_nodes(node):
            child.parent = node  # type: ignore[attr-defined]
    return module


def rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def enclosing(node: ast.AST) -> ast.AST:
    """The function (or module) a node is in."""
    while not isinstance(node, ast.FunctionDef | ast.Module):
        node = node.parent  # type: ignore[attr-defined]
    return node


def call_name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


# -- what an expression can be, read from the code around it ------------------------------------


def values(expr: ast.AST, path: Path, depth: int = 0) -> set[str] | None:
    """The strings ``expr`` can be, from the code alone; None when they come
    from elsewhere (a view's field, a rule's value)."""
    if depth > 6:
        return None
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return {expr.value}
    if isinstance(expr, ast.IfExp):
        return merge(values(expr.body, path, depth + 1), values(expr.orelse, path, depth + 1))
    if isinstance(expr, ast.JoinedStr | ast.BinOp):  # f"extra_{extra}" + ("" if classic else "_assisted")
        parts = expr.values if isinstance(expr, ast.JoinedStr) else [expr.left, expr.right]
        found = [values(p.value if isinstance(p, ast.FormattedValue) else p, path, depth + 1) for p in parts]
        if not isinstance(expr, ast.JoinedStr | ast.BinOp) or (isinstance(expr, ast.BinOp)
                                                               and not isinstance(expr.op, ast.Add)):
            return None
        if any(f is None for f in found):
            return None
        return {"".join(combo) for combo in itertools.product(*(sorted(f or ()) for f in found))}
    if isinstance(expr, ast.Tuple | ast.List):
        return merge(*(values(e, path, depth + 1) for e in expr.elts))
    if isinstance(expr, ast.Call) and call_name(expr) == "get" and isinstance(expr.func, ast.Attribute) \
            and isinstance(expr.func.value, ast.Dict | ast.Name):  # {...}.get(x, default), TABLE.get(x, default)
        table = expr.func.value if isinstance(expr.func.value, ast.Dict) else global_value(expr.func.value, path)
        if not isinstance(table, ast.Dict):
            return None
        found = [values(v, path, depth + 1) for v in table.values]
        if len(expr.args) > 1:
            found.append(values(expr.args[1], path, depth + 1))
        return merge(*found)
    if isinstance(expr, ast.Name):
        return name_values(expr, path, depth)
    return None


def merge(*sets: set[str] | None) -> set[str] | None:
    if any(s is None for s in sets):
        return None
    return set().union(*sets)  # type: ignore[arg-type]


def name_values(name: ast.Name, path: Path, depth: int) -> set[str] | None:
    """A local name: what it is assigned, or, for a parameter, what every
    caller passes (callers are looked for in the same package)."""
    narrowed = narrowing(name)
    if narrowed is not None:
        return narrowed
    node: ast.AST = name
    while not isinstance(node, ast.FunctionDef | ast.Module):  # a comprehension's own variable
        node = node.parent  # type: ignore[attr-defined]
        for gen in getattr(node, "generators", []):
            if isinstance(gen.target, ast.Name) and gen.target.id == name.id:
                return values(gen.iter, path, depth + 1)
    func = enclosing(name)
    found: list[set[str] | None] = []
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name.id for t in node.targets) \
                and not any(n is name for n in ast.walk(node.value)):  # not `key = f"game.x.{key}"` itself
            found.append(values(node.value, path, depth + 1))
        elif isinstance(node, ast.For | ast.comprehension) and isinstance(node.target, ast.Name) \
                and node.target.id == name.id:
            found.append(values(node.iter, path, depth + 1))
    if found:
        return merge(*found)
    constant = global_value(name, path)
    if constant is not None:
        return values(constant, path, depth + 1)
    if isinstance(func, ast.FunctionDef):
        params = [a.arg for a in func.args.posonlyargs + func.args.args]
        if name.id in params:
            return caller_values(func.name, params.index(name.id) - (params[:1] in (["self"], ["cls"])), name.id,
                                 path, depth)
    return None


def global_value(name: ast.Name, path: Path) -> ast.expr | None:
    """What a module-level constant of ``path`` is (``UI_KEYS = ("a", "b")``)."""
    for node in tree(path).body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name.id for t in targets):
                return node.value
    return None


def narrowing(name: ast.Name) -> set[str] | None:
    """The strings an enclosing ``if name in ("a", "b"):`` (or ``==``) allows."""
    node: ast.AST = name
    while not isinstance(node, ast.FunctionDef | ast.Module):
        child, node = node, node.parent  # type: ignore[attr-defined]
        test = getattr(node, "test", None)
        if isinstance(node, ast.If) and child is not test and child in node.body and isinstance(test, ast.Compare) \
                and isinstance(test.left, ast.Name) and test.left.id == name.id \
                and isinstance(test.ops[0], ast.In | ast.Eq):
            return values(test.comparators[0], Path(), 0)
    return None


def caller_values(func: str, index: int, keyword: str, path: Path, depth: int) -> set[str] | None:
    """What the callers of ``func`` in ``path``'s package pass it (a game's
    package, else the one file)."""
    package = [p for p in SOURCES if p.parent == path.parent] if "games" in path.parts else [path]
    found: list[set[str] | None] = []
    for source in package:
        for node in ast.walk(tree(source)):
            if isinstance(node, ast.Call) and call_name(node) == func:
                arg = node.args[index] if index < len(node.args) else \
                    next((k.value for k in node.keywords if k.arg == keyword), None)
                if arg is not None:
                    found.append(values(arg, source, depth + 1))
    return merge(*found) if found else None


# -- what the rules and the content say a value can be -------------------------------------------


def module(game: str, name: str = "rules") -> Path:
    return ROOT / "game" / "games" / game / f"{name}.py"


def field_values(path: Path, field: str, setters: dict[str, int] | None = None) -> set[str]:
    """Every string a rules module gives ``field`` (``s.phase = "bet"``,
    ``_set_phase(s, "aside", t)``) or compares it with (``phase in ("a", "b")``)."""
    out: set[str] = set()

    def named(e: ast.AST) -> bool:
        return (isinstance(e, ast.Name) and e.id == field) or (isinstance(e, ast.Attribute) and e.attr == field) \
            or (isinstance(e, ast.Subscript) and isinstance(e.slice, ast.Constant) and e.slice.value == field)

    def consts(e: ast.AST) -> set[str]:
        return {c.value for c in ast.walk(e) if isinstance(c, ast.Constant) and isinstance(c.value, str)}

    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Assign) and any(named(t) for t in node.targets):
            out |= consts(node.value)
        elif isinstance(node, ast.Compare) and named(node.left):
            for c in node.comparators:
                out |= consts(c)
        elif isinstance(node, ast.Call) and call_name(node) in (setters or {}) \
                and len(node.args) > (setters or {})[call_name(node)]:
            out |= consts(node.args[(setters or {})[call_name(node)]])
    return out


def yaml_content(game: str) -> object:
    g = next(g for g in all_games() if g.id == game)
    assert g.content_file is not None and g.content_model is not None
    return load_file(DATA / g.content_file, g.content_model)


def kingz_card_kinds() -> set[str]:
    return {ct.id for ct in yaml_content("kingz").card_types}  # type: ignore[attr-defined]


def kingz_ops() -> set[str]:
    from game.games.kingz.rules import CARD_OPS

    return set(CARD_OPS)


def kingz_powers() -> set[str]:
    from game.games.kingz.rules import POWER_OPS

    return set(POWER_OPS)


def kingz_tokens() -> set[str]:
    from game.games.kingz.rules import TOKENS

    return set(TOKENS) | {"fame"}


def kingz_phases() -> set[str]:
    return field_values(module("kingz"), "phase", {"_set_phase": 1})


def reasons(game: str) -> Callable[[], set[str]]:
    return lambda: field_values(module(game), "end_reason", {"_end": 2, "_finish": 2}) - {""}


def ika_types() -> set[str]:
    return {t.type for t in yaml_content("ikasamage").spells}  # type: ignore[attr-defined]


def ika_judgments() -> set[str]:
    return {j.judgment for j in yaml_content("ikasamage").judges} - {"none"}  # type: ignore[attr-defined]


def ika_phases() -> set[str]:
    return field_values(module("ikasamage"), "phase") - {"over"}


def manga_colours() -> set[str]:
    return set(yaml_content("manga").colour_ids())  # type: ignore[attr-defined]


def manga_effects() -> set[str]:
    return {d.effect for d in yaml_content("manga").consolation_discs}  # type: ignore[attr-defined]


def mana_types() -> set[str]:
    from game.games.mana.rules import default_content

    return {str(t) for row in default_content()["board"] for t in row}


def mana_free() -> set[str]:
    """What ``freedom()`` returns, and the scene's own "placing" (a bird about to land)."""
    freedom = next(f for f in ast.walk(tree(module("mana"))) if isinstance(f, ast.FunctionDef) and f.name == "freedom")
    out = {"placing"}
    for ret in ast.walk(freedom):
        if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Tuple):
            out |= values(ret.value.elts[0], module("mana")) or set()
    return out


def games() -> set[str]:
    return {g.id for g in all_games()}


DOMAIN: dict[str, Callable[[], Iterable[tuple[str, ...]]]] = {
    # Kingz: phases, card kinds and ops, powers, tokens, seats, end reasons
    "game.kingz.status.{phase}": lambda: [(p,) for p in kingz_phases()],
    "game.kingz.card.{card['op']}": lambda: [(o,) for o in kingz_ops()],
    "game.kingz.card.{card['kind']}": lambda: [(k,) for k in kingz_card_kinds()],
    "game.kingz.card.{c['kind']}": lambda: [(k,) for k in kingz_card_kinds()],
    "game.kingz.card.{kind}": lambda: [(k,) for k in kingz_card_kinds()],
    "game.kingz.call.{op}": lambda: [(o,) for o in kingz_powers()],
    "game.kingz.power.{op}": lambda: [(o,) for o in kingz_powers()],
    "game.kingz.token.{token}": lambda: [(t,) for t in kingz_tokens()],
    "game.kingz.token.{d['token']}": lambda: [(t,) for t in kingz_tokens()],
    "game.kingz.seat.{a}": lambda: [(str(i),) for i in range(5)],
    "game.kingz.outcome.{v['end_reason']}": lambda: [(r,) for r in reasons("kingz")()],
    # Mana: square types, freedom reasons, cursor stages, key verbs, pieces
    "game.mana.type.{kind}": lambda: [(t,) for t in mana_types()],
    "game.mana.type.{demanded}": lambda: [(t,) for t in mana_types()],
    "game.mana.free.{reason}": lambda: [(r,) for r in mana_free()],
    "game.mana.free.{v['free_reason']}": lambda: [(r,) for r in mana_free() - {"placing"}],  # "setup" returns first
    "game.mana.outcome.{reason}": lambda: [(r,) for r in reasons("mana")()],
    "game.mana.prompt.{cur.stage}": lambda: [(s,) for s in field_values(module("mana", "scene"), "stage")],
    "game.mana.key.{verb}": lambda: [("act",), ("back",), ("special",)],
    "game.mana.phone.{KIND.get(a.piece, 'ronin')}": lambda: [("daimio",), ("ronin",)],
    "game.mana.phone.{kind_at.get(frm, 'ronin')}": lambda: [("daimio",), ("ronin",)],
    # Manga Manga: colours, consolation discs
    "game.manga.colour.{warrior}": lambda: [(c,) for c in manga_colours()],
    "game.manga.colour.{shield}": lambda: [(c,) for c in manga_colours()],
    "game.manga.cons.{effect}": lambda: [(e,) for e in manga_effects()],
    "game.manga.cons.{effect}_means": lambda: [(e,) for e in manga_effects()],
    "game.manga.cons.{d['effect']}": lambda: [(e,) for e in manga_effects()],
    "game.manga.cons.{d['effect']}_means": lambda: [(e,) for e in manga_effects()],
    "game.manga.cons.{d.get('effect')}": lambda: [(e,) for e in manga_effects()],
    "game.manga.cons.{opts[idx][1]}": lambda: [(e,) for e in manga_effects()],
    "game.manga.cons.{opts[idx][1]}_means": lambda: [(e,) for e in manga_effects()],
    # Ikasamage: spell types, judgments, phases, end reasons, private stages
    "game.ikasamage.type.{info['type']}": lambda: [(t,) for t in ika_types()],
    "game.ikasamage.type.{kind}": lambda: [(t,) for t in ika_types()],
    "game.ikasamage.judgment.{jd.judgment}": lambda: [(j,) for j in ika_judgments()],
    "game.ikasamage.judgment.{judge['judgment']}": lambda: [(j,) for j in ika_judgments()],
    "game.ikasamage.judgment.{judgment}": lambda: [(j,) for j in ika_judgments()],
    "game.ikasamage.status.{phase}": lambda: [(p,) for p in ika_phases()],
    "game.ikasamage.phase.{phase}": lambda: [(p,) for p in ika_phases()],
    "game.ikasamage.outcome.{v['end_reason']}": lambda: [(r,) for r in reasons("ikasamage")()],
    "game.ikasamage.handover.{self.public()['phase']}": lambda: [(p,) for p in ika_phases()],
    "game.ikasamage.{key}": lambda: [("deck",), ("discard",)],  # draw_piles: the two piles it names
    "game.manga.colour.{colour}": lambda: [(c,) for c in manga_colours()],
    "game.ikasamage.private.{ui.stage}":
        lambda: [(s,) for s in field_values(module("ikasamage", "scene"), "stage")],
    # the shell: every game's own lines, bot levels, verbs, languages
    "game.{g.id}.pitch": lambda: [(g,) for g in games()],
    "game.{game.id}.pitch": lambda: [(g,) for g in games()],
    "game.{g.id}.summary": lambda: [(g,) for g in games()],
    "game.{self.game.id}.summary": lambda: [(g,) for g in games()],
    "game.{gid}.rule.{key}": lambda: [(g.id, o.key) for g in all_games() for o in g.options],
    "game.{self.game.id}.banner.{key}":  # each game's announce_key("...") literals, with its id
        lambda: [(g, k) for g in games() for k in caller_values("announce_key", 0, "key", module(g, "scene"), 0) or ()],
    "game.{self.game.id}.howto.{page.key}": lambda: [],  # the how-to pages are drawn and checked in test_client_howto
    "bot.{cfg.level}": lambda: [(b,) for b in BOT_LEVELS],
    "bot.{self.bot_level}": lambda: [(b,) for b in BOT_LEVELS],
    "bot.{slot.level}": lambda: [(b,) for b in BOT_LEVELS],
    "language.{s.language}": lambda: [(lang,) for lang in LANGS],
    "verb.{owner[1]}": lambda: [(v,) for v in verbs()],
    "verb.{verb}": lambda: [(v,) for v in verbs()],
    "verb.{v}": lambda: [(v,) for v in verbs()],
    "gallery.kind.{value}": lambda: [(k,) for k in gallery_kinds()],
    "gallery.kingz_effect.{k}": lambda: [(k,) for t in yaml_content("kingz").card_types  # type: ignore[attr-defined]
                                         for k in t.effect.model_dump() if k != "op"],
    "menu.{focused.id}_pitch": lambda: [("settings",), ("gallery",)],  # title.py: `focused.id in (...)`
    "pause.{what}_done": lambda: [("undo",), ("redo",)],  # the pause items with an id that resume
    "lobby.{verb}_seated": lambda: [("back",), ("special",)],
    "bot.{seat.level}": lambda: [(b,) for b in BOT_LEVELS],
    # profiles and game nights: rows of the picker, marks, name problems, a side in a highlight
    "profiles.row_{row.kind}": lambda: [("new",), ("name",), ("skip",)],  # a profile's row shows its name
    "profiles.colour.{self.mark.colour}": lambda: [(c,) for c in mark_colours()],
    "profiles.symbol.{self.mark.symbol}": lambda: [(m,) for m in mark_symbols()],
    "profiles.colour.{c}": lambda: [(c,) for c in mark_colours()],  # the phone's new-profile form
    "profiles.symbol.{s}": lambda: [(m,) for m in mark_symbols()],
    "naming.{key.kind}": lambda: [("space",), ("erase",), ("done",)],  # the letter grid's own keys
    "profiles.name_{problem}": lambda: [("empty",), ("taken",)],  # "long" has its own message
    "players.word.{last.game}.side.{extras['side']}": lambda: [("mana", "black"), ("mana", "white")],
    # the Ikasamage result panel, the Mana gallery's square names
    "game.ikasamage.result.pay.{('one', 'two', 'three')[min(len(bets), 3) - 1]}":
        lambda: [("one",), ("two",), ("three",)],
    "game.ikasamage.judgment.{res['judgment']}": lambda: [(j,) for j in ika_judgments()],
    "game.ikasamage.result.how.{r['how']}": lambda: [(h,) for h in ika_refused_how()],
    "game.mana.square_name.{k}": lambda: [("1",), ("2",), ("3",)],
}


def ika_refused_how() -> list[str]:
    from game.games.ikasamage.rules import REFUSED_HOW
    return list(REFUSED_HOW)


def mark_colours() -> list[str]:
    from game.engine.profiles import MARK_COLOURS
    return list(MARK_COLOURS)


def mark_symbols() -> list[str]:
    from game.engine.profiles import MARK_SYMBOLS
    return list(MARK_SYMBOLS)


def verbs() -> set[str]:
    from game.client.scenes.settings import CONTROL_VERBS

    return set(CONTROL_VERBS)


def gallery_kinds() -> set[str]:
    """The kinds every game's gallery gives its cards."""
    from game.engine.contract import resolve

    out: set[str] = set()
    for g in all_games():
        if g.parts.gallery:
            content = yaml_content(g.id).model_dump(mode="json")  # type: ignore[attr-defined]
            cards = resolve(g.parts.gallery)(content, Translator({"en": strings("en")}))
            out |= {c.kind for c in cards}
    return out


# -- the keys in the code -----------------------------------------------------------------------


def pattern(node: ast.JoinedStr) -> str:
    return "".join(str(v.value) if isinstance(v, ast.Constant) else "{" + ast.unparse(v.value) + "}"  # type: ignore[attr-defined]
                   for v in node.values)


def is_key(text: str) -> bool:
    head, dot, _ = text.partition(".")
    return bool(dot) and head in {k.partition(".")[0] for k in strings("en")} and " " not in text \
        and "/" not in text and not text.startswith(("game.games", "game.client", "game.engine", "game.content"))


def guarded(node: ast.AST) -> bool:
    """The key is looked up only if ``tr.has`` says it exists (it has a fallback)."""
    parent = node.parent  # type: ignore[attr-defined]
    names = {t.id for t in getattr(parent, "targets", []) if isinstance(t, ast.Name)}
    if isinstance(node, ast.Name):
        names.add(node.id)
    for call in ast.walk(enclosing(node)):
        if isinstance(call, ast.Call) and call_name(call) == "has" and call.args:
            arg = call.args[0]
            if (isinstance(arg, ast.Name) and arg.id in names) or ast.dump(arg) == ast.dump(node):
                return True
    return False


def built_keys() -> Iterator[tuple[str, str, ast.JoinedStr, Path]]:
    """(where, pattern, node, file) of every f-string that builds a string key."""
    for path in SOURCES:
        for node in ast.walk(tree(path)):
            if isinstance(node, ast.JoinedStr) and is_key(
                    "".join(str(v.value) if isinstance(v, ast.Constant) else "x" for v in node.values)):
                yield f"{rel(path)}:{node.lineno}", pattern(node), node, path


def expand(node: ast.JoinedStr, path: Path, patt: str) -> list[str] | None:
    """Every key a built key can be (None: its values come from DOMAIN)."""
    slots = [values(v.value, path) for v in node.values if isinstance(v, ast.FormattedValue)]
    if any(s is None for s in slots):
        if patt not in DOMAIN:
            return None
        combos: Iterable[tuple[str, ...]] = DOMAIN[patt]()
    else:
        combos = itertools.product(*(sorted(s) for s in slots))  # type: ignore[arg-type]
    out = []
    for combo in combos:
        it = iter(combo)
        out.append("".join(str(v.value) if isinstance(v, ast.Constant) else next(it) for v in node.values))
    return out


def literal_keys() -> Iterator[tuple[str, str]]:
    """(where, key) of every key given to ``tr``, ``tr.plural`` or ``tr.has`` as a literal."""
    for path in SOURCES:
        for node in ast.walk(tree(path)):
            if isinstance(node, ast.Call) and call_name(node) in TR_CALLS and node.args and not guarded(node.args[0]):
                found = values(node.args[0], path)
                for key in sorted(found or ()):
                    if is_key(key) and call_name(node) != "has":
                        yield f"{rel(path)}:{node.lineno}", key + (".one" if call_name(node) == "plural" else "")


def present(key: str) -> list[str]:
    """The languages that lack ``key``."""
    return [lang for lang in LANGS if key not in strings(lang)]


def test_every_literal_key_exists_in_every_language() -> None:
    missing = [f"{where}: {key} (missing in {', '.join(present(key))})"
               for where, key in literal_keys() if present(key)]
    assert not missing, "\n".join(missing)


def test_every_built_key_is_enumerated_and_exists_in_every_language() -> None:
    unknown: list[str] = []
    missing: list[str] = []
    for where, patt, node, path in built_keys():
        if guarded(node):
            continue
        keys = expand(node, path, patt)
        if keys is None:
            unknown.append(f"{where}: {patt}")
            continue
        missing += [f"{where}: {k} (missing in {', '.join(present(k))})" for k in keys if present(k)]
    assert not unknown, "enumerate these built keys' values in DOMAIN:\n" + "\n".join(unknown)
    unused = set(DOMAIN) - {patt for _, patt, _, _ in built_keys()}
    assert not unused, f"DOMAIN enumerates keys the code no longer builds: {sorted(unused)}"
    assert not missing, "\n".join(missing)


def test_the_domain_is_not_empty_where_the_rules_have_values() -> None:
    """The enumerations read the rules: were a rules module renamed, they
    would find nothing and the test above would pass without checking."""
    assert {"approach", "count", "targets", "resolve", "negotiate", "over"} <= kingz_phases()
    assert {"glaive", "bouclier", "salut"} <= kingz_ops() and "no_courage_gain" in kingz_powers()
    assert {"fame", "last", "night"} <= reasons("kingz")()
    assert len(ika_types()) >= 2 and len(ika_phases()) >= 3 and len(manga_effects()) >= 2 and mana_types()


@pytest.mark.parametrize("patt", ["game.kingz.fb.{key}", "game.kingz.hint.{key}", "game.{self.game.id}.banner.{key}"])
def test_helper_keys_are_read_from_their_callers(patt: str) -> None:
    """The keys a helper builds from its callers' literals are found (a helper
    whose callers could not be read would have to be in DOMAIN)."""
    found = [expand(node, path, p) for _, p, node, path in built_keys() if p == patt]
    assert found and all(keys for keys in found)
    assert all(len(keys or ()) >= 4 for keys in found)
