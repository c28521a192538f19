"""The JSON Schemas shipped under ``data/schemas`` and the effect vocabulary
(``python -m game schema`` / ``effects``), both generated from the models."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from game import cli
from game.content.loader import data_files, validate_dir
from game.content.schema import COMMENT, SCHEMA_DIR, schema_name, schema_ref, schemas, vocabulary
from game.games.ikasamage.content import IkaContent
from game.games.ikasamage.ops import FIGHTER_OPS, JUDGE_OPS, SPELL_OPS
from game.games.kingz.content import KingzContent
from game.paths import data_dir

DATA = data_dir()


def _validator(data_file: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((DATA / SCHEMA_DIR / schema_name(data_file)).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_shipped_schemas_equal_fresh_ones() -> None:
    fresh = schemas(data_files())
    shipped = {p.name: p.read_text(encoding="utf-8") for p in (DATA / SCHEMA_DIR).glob("*.schema.json")}
    assert shipped == fresh, "run: python -m game schema"


@pytest.mark.parametrize("data_file", sorted(data_files()))
def test_every_shipped_file_names_and_passes_its_schema(data_file: str) -> None:
    path = DATA / data_file
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first == COMMENT + schema_ref(data_file)
    assert (path.parent / first.removeprefix(COMMENT)).resolve() == (DATA / SCHEMA_DIR / schema_name(data_file))
    errors = [e.message for e in _validator(data_file).iter_errors(_yaml(path))]
    assert errors == []


def _ikasamage_with(tmp_path: Path, change: Any) -> Path:
    data = _yaml(DATA / "ikasamage.yaml")
    change(data)
    target = tmp_path / "ikasamage.yaml"
    target.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return target


@pytest.mark.parametrize("breakage, expected", [
    (lambda d: d["spells"][0]["effect"].__setitem__(0, {"op": "teleport"}), "teleport"),
    (lambda d: d["spells"][0]["effect"].__setitem__(0, {"op": "power"}), "amount"),
    (lambda d: d["spells"][0]["effect"].__setitem__(0, {"op": "power", "amount": "lots"}), "lots"),
    (lambda d: d["fighters"][0].__setitem__("speed", 3), "speed"),
    (lambda d: d["judges"][0].__setitem__("judgment", "banishment"), "banishment"),
])
def test_a_wrong_file_fails_its_schema_and_the_loader_alike(tmp_path: Path, breakage: Any, expected: str) -> None:
    path = _ikasamage_with(tmp_path, breakage)
    errors = list(_validator("ikasamage.yaml").iter_errors(_yaml(path)))
    assert errors, "the schema let a broken file through"
    assert any(expected in e.message or any(expected in str(c.message) for c in e.context) for e in errors)
    loaded = validate_dir(tmp_path, {"ikasamage.yaml": IkaContent})
    assert loaded and all(e.line > 1 for e in loaded)


def test_the_schema_carries_the_models_descriptions() -> None:
    schema = json.loads((DATA / SCHEMA_DIR / "ikasamage.schema.json").read_text(encoding="utf-8"))
    assert "power changes by" in schema["$defs"]["PowerOp"]["description"]
    assert "mana" in schema["$defs"]["SpellDef"]["properties"]["mana"]["description"]


def test_vocabulary_lists_every_registered_op_where_it_goes() -> None:
    slots = {slot.where: {op.name: op for op in slot.ops} for slot in vocabulary(IkaContent)}
    assert set(slots) == {"spells[].effect[]", "fighters[].abilities[]", "judges[].specials[]"}
    assert set(slots["spells[].effect[]"]) == set(SPELL_OPS)
    assert set(slots["fighters[].abilities[]"]) == set(FIGHTER_OPS)
    assert set(slots["judges[].specials[]"]) == set(JUDGE_OPS)
    power = slots["spells[].effect[]"]["power"]
    assert [(p.name, p.kind, p.bounds, p.default) for p in power.params] == [("amount", "integer", "-99..99", None)]
    draw = slots["spells[].effect[]"]["draw"].params[0]
    assert (draw.name, draw.default) == ("count", "1")
    kingz = {slot.where: {op.name: op for op in slot.ops} for slot in vocabulary(KingzContent)}
    glaive = kingz["card_types[].effect"]["glaive"]
    assert glaive.meaning.startswith("Spend 'cost' courage")
    assert {p.name: p.default for p in glaive.params} == {"cost": "1", "damage": "1", "renown": "1"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_schema_writes_and_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, _ = run(capsys, "schema", "--check", str(tmp_path))
    assert code == 1
    code, out, _ = run(capsys, "schema", str(tmp_path))
    assert code == 0 and out.count("\n") == len(schemas(data_files()))
    assert (tmp_path / "ikasamage.schema.json").read_text(encoding="utf-8") == \
        (DATA / SCHEMA_DIR / "ikasamage.schema.json").read_text(encoding="utf-8")
    code, out, _ = run(capsys, "schema", "--check", str(tmp_path))
    assert code == 0 and out.startswith("ok: ")
    (tmp_path / "kingz.schema.json").write_text("{}", encoding="utf-8")
    code, out, _ = run(capsys, "schema", "--check", str(tmp_path))
    assert code == 1 and "kingz.schema.json: out of date" in out


def test_cli_effects(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "effects", "ikasamage")
    assert code == 0
    assert out.startswith("Ikasamage (data/ikasamage.yaml)")
    assert "    power " in out and "amount: integer, -99..99, required" in out
    assert all(f" {name} " in out for name in SPELL_OPS)
    code, out, _ = run(capsys, "effects")
    assert code == 0 and "Kingz (data/kingz.yaml)" in out and "Mana (data/mana.yaml)\n  no effect ops" in out
    code, _, err = run(capsys, "effects", "chess")
    assert code == 2 and "unknown game 'chess'" in err
