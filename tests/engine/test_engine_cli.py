"""The command line, driven through ``main([...])`` with captured output."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from tinygames import NIM, RACE, tiny_registry  # noqa: F401  (tiny_registry is a fixture)

from game import cli
from game.engine.contract import GameConfig, SeatConfig
from game.engine.journal import JournalWriter
from game.engine.match import PlayRequest, make_bots, run_match

pytestmark = pytest.mark.usefixtures("tiny_registry")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- simulate ------------------------------------------------------------------------------


def test_simulate_json_shape_and_rotation(capsys: pytest.CaptureFixture[str]) -> None:
    # Between perfect Nim bots play seat 0 always wins: with rotation the wins
    # split evenly between the seats as given.
    code, out, err = run(capsys, "simulate", "tiny-nim", "--games", "10", "--seats", "bot:hard,bot:hard",
                         "--seed", "4", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert out.count("\n") == 1
    assert {"game", "games", "seats", "wins", "draws", "mean_length"} <= set(data)
    assert data["game"] == "tiny-nim" and data["games"] == 10
    assert data["seats"] == ["bot:hard", "bot:hard"]
    assert data["wins"] == [5, 5] and data["draws"] == 0
    assert data["mean_length"] == 5.0  # pile 10, perfect play: 2, then 4 + 4 in pairs
    assert "\r" not in err  # no progress bar when stderr is not a terminal


def test_simulate_counts_by_given_seat(capsys: pytest.CaptureFixture[str]) -> None:
    # A perfect player against a random one with pile 5: the starter (perfect
    # or not) decides; the perfect seat must win at least every game it starts.
    code, out, _ = run(capsys, "simulate", "tiny-nim", "--games", "20", "--seats", "bot:hard,bot:random",
                       "--seed", "2", "--rules", "pile=5", "--json")
    assert code == 0
    wins = json.loads(out)["wins"]
    assert sum(wins) == 20 and wins[0] >= 10


def test_simulate_text_is_deterministic_and_jobs_agree(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "tiny-race", "--games", "6", "--seats", "bot:hard,bot:random,bot:easy",
            "--seed", "9", "--json"]
    code1, out1, _ = run(capsys, *args)
    code2, out2, _ = run(capsys, *args, "--jobs", "2")  # spawned worker processes
    assert code1 == code2 == 0
    assert json.loads(out1) == json.loads(out2)
    code, out, _ = run(capsys, "simulate", "tiny-race", "--games", "3", "--seed", "9")
    assert code == 0 and "tiny-race: 3 games" in out and "mean length" in out


def test_simulate_prints_the_seed_when_not_given(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", "tiny-nim", "--games", "1", "--json")
    assert code == 0 and "seed:" in err
    seed = json.loads(out)["seed"]
    assert f"--seed {seed}" in err


def test_simulate_says_when_its_games_depend_on_the_machine(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simulate", "tiny-nim", "--games", "1", "--seed", "1", "--json")
    assert code == 0 and "depend on this machine" not in err
    code, _, err = run(capsys, "simulate", "tiny-nim", "--games", "1", "--seed", "1", "--json", "--think-ms", "50")
    assert code == 0 and "depend on this machine's speed" in err


@pytest.mark.parametrize("argv,needle", [
    (["simulate", "nope"], "unknown game 'nope'"),
    (["simulate", "tiny-nim", "--seats", "bot:hard"], "2-2 seats"),
    (["simulate", "tiny-nim", "--seats", "human,bot:hard"], "bot seats only"),
    (["simulate", "tiny-nim", "--seats", "bot:godlike,bot:hard"], "unknown bot level"),
    (["simulate", "tiny-nim", "--rules", "pile=7"], "rule pile"),
    (["simulate", "tiny-nim", "--rules", "colour=red"], "no rule 'colour'"),
    (["simulate", "tiny-nim", "--rules", "pile"], "KEY=VALUE"),
    (["simulate", "tiny-nim", "--games", "0"], "--games"),
    (["simulate", "tiny-nim", "--games", "lots"], "invalid int"),
    (["simulate", "tiny-nim", "--games", "1000000000000"], "at most 100,000"),
])
def test_simulate_usage_errors(capsys: pytest.CaptureFixture[str], argv: list[str], needle: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and needle in err
    assert "Traceback" not in err


def test_simulate_reports_a_crashing_game_in_one_line(capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*a: Any, **k: Any) -> Any:
        raise RuntimeError("rules exploded")

    monkeypatch.setattr(NIM, "apply", boom)
    # One process: the monkeypatched rules do not reach spawned workers.
    code, out, err = run(capsys, "simulate", "tiny-nim", "--games", "3", "--seed", "1", "--jobs", "1")
    assert code == 1 and "game 0 (seed " in err and "rules exploded" in err
    assert err.count("\n") == 1


def test_simulate_loads_content_through_the_loader(capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen: list[Any] = []

    class Model:
        def model_dump(self, mode: str) -> Any:
            return {"stones": 10}

    def load_file(path: Path, model: Any) -> Any:
        seen.append((path, model))
        return Model()

    fake = types.ModuleType("game.content.loader")
    fake.load_file = load_file  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.content.loader", fake)
    monkeypatch.setenv("TABLETOP_DATA", str(tmp_path))
    monkeypatch.setattr(type(NIM), "content_file", "nim.yaml")
    monkeypatch.setattr(type(NIM), "content_model", Model)
    original = type(NIM).new_game
    contents: list[Any] = []

    def new_game(self: Any, config: GameConfig, seed: int) -> Any:
        contents.append(config.content)
        return original(self, config, seed)

    monkeypatch.setattr(type(NIM), "new_game", new_game)
    code, _, err = run(capsys, "simulate", "tiny-nim", "--games", "2", "--seed", "1", "--jobs", "1")
    assert code == 0, err
    assert seen == [(tmp_path / "nim.yaml", Model)]
    assert contents == [{"stones": 10}, {"stones": 10}]


def test_simulate_content_errors_are_one_line(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    def load_file(path: Path, model: Any) -> Any:
        raise ValueError("nim.yaml:3:1: pile: wrong type\nnim.yaml:9:2: unknown key 'x'")

    fake = types.ModuleType("game.content.loader")
    fake.load_file = load_file  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.content.loader", fake)
    monkeypatch.setattr(type(NIM), "content_file", "nim.yaml")
    monkeypatch.setattr(type(NIM), "content_model", object)
    code, out, err = run(capsys, "simulate", "tiny-nim", "--games", "2", "--seed", "1")
    assert code == 1 and out == "" and err.count("\n") == 1
    assert "nim.yaml:3:1: pile: wrong type (and 1 more: run 'tabletop validate')" in err


# -- replay ----------------------------------------------------------------------------------


def _journal(path: Path, game: Any = RACE, seed: int = 3) -> Any:
    config = GameConfig(seats=(SeatConfig("bot", "hard"), SeatConfig("bot", "easy")))
    with JournalWriter(path, game.id, seed, config) as w:
        return run_match(game, config, seed, make_bots(game, config, seed), journal=w)


def test_replay_prints_outcome_and_actions(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    r = _journal(p)
    code, out, err = run(capsys, "replay", str(p))
    assert code == 0, err
    assert f"actions: {r.steps}" in out
    assert f"winners seat {r.outcome.winners[0]}" in out and "reason reached the goal" in out
    assert err == ""
    code, out, _ = run(capsys, "replay", str(p), "--json")
    data = json.loads(out)
    assert data["actions"] == r.steps and data["outcome"] == r.outcome.to_json()


def test_replay_torn_last_line_is_a_note(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    _journal(p)
    data = p.read_bytes()
    p.write_bytes(data[: data.rindex(b"\n", 0, len(data) - 1) + 5])  # cut the end entry
    code, out, err = run(capsys, "replay", str(p))
    assert code == 0 and "note:" in err and "cut" in err
    assert "outcome:" in out


def test_replay_broken_journal_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    _journal(p)
    lines = p.read_bytes().split(b"\n")
    lines[2] = b"garbage"
    p.write_bytes(b"\n".join(lines))
    code, out, err = run(capsys, "replay", str(p))
    assert code == 1 and out == "" and ":3: broken line" in err and err.count("\n") == 1
    code, _, err = run(capsys, "replay", str(tmp_path / "missing.jsonl"))
    assert code == 1 and "cannot read" in err and err.count("\n") == 1


def test_replay_detects_a_diverging_end(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    p = tmp_path / "j.jsonl"
    _journal(p)
    lines = p.read_text().splitlines()
    end = json.loads(lines[-1])
    end["end"]["reason"] = "something else"
    lines[-1] = json.dumps(end)
    p.write_text("\n".join(lines) + "\n")
    code, _, err = run(capsys, "replay", str(p))
    assert code == 1 and "does not reproduce" in err


def test_replay_abandoned(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from game.engine.journal import mark_abandoned

    p = tmp_path / "j.jsonl"
    config = GameConfig(seats=(SeatConfig("human"), SeatConfig("bot", "hard")))
    with JournalWriter(p, NIM.id, 1, config) as w:
        w.action(0.0, 0, 3)
    mark_abandoned(p)
    code, out, _ = run(capsys, "replay", str(p))
    assert code == 0 and "unfinished (abandoned)" in out and "actions: 1" in out


# -- validate --------------------------------------------------------------------------------


class FakeError:
    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


def _fake_loader(monkeypatch: pytest.MonkeyPatch, errors: list[Any] | Exception) -> list[Path]:
    calls: list[Path] = []

    def validate_dir(path: Path) -> list[Any]:
        calls.append(path)
        if isinstance(errors, Exception):
            raise errors
        return list(errors)

    fake = types.ModuleType("game.content.loader")
    fake.validate_dir = validate_dir  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.content.loader", fake)
    return calls


def test_validate_ok_counts_files(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                  tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("x: 1\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.yml").write_text("x: 1\n")
    (tmp_path / "README.txt").write_text("hi")
    calls = _fake_loader(monkeypatch, [])
    code, out, _ = run(capsys, "validate", str(tmp_path))
    assert code == 0 and out == "ok: 2 files\n" and calls == [tmp_path]


def test_validate_counts_the_files_the_loader_checks(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _fake_loader(monkeypatch, [])
    monkeypatch.setattr(sys.modules["game.content.loader"], "data_files",
                        lambda: {"a.yaml": object, "b.yaml": object, "c.yaml": object}, raising=False)
    code, out, _ = run(capsys, "validate", str(tmp_path))
    assert code == 0 and out == "ok: 3 files\n"


def test_validate_default_dir_is_the_data_dir(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TABLETOP_DATA", str(tmp_path))
    calls = _fake_loader(monkeypatch, [])
    code, out, _ = run(capsys, "validate")
    assert code == 0 and calls == [tmp_path] and out == "ok: 0 files\n"


def test_validate_errors(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                         tmp_path: Path) -> None:
    _fake_loader(monkeypatch, [FakeError("mana.yaml:3:5: unknown key 'colour'"),
                               FakeError("kingz.yaml:10:1: wrong type")])
    code, out, _ = run(capsys, "validate", str(tmp_path))
    assert code == 1
    assert out.splitlines() == ["mana.yaml:3:5: unknown key 'colour'", "kingz.yaml:10:1: wrong type"]


def test_validate_never_shows_a_traceback(capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _fake_loader(monkeypatch, RuntimeError("loader bug\nsecond line"))
    code, out, err = run(capsys, "validate", str(tmp_path))
    assert code == 1 and "Traceback" not in err and err.count("\n") == 1 and "loader bug" in err
    code, _, err = run(capsys, "validate", str(tmp_path / "nowhere"))
    assert code == 2 and "not a directory" in err


def test_validate_without_a_loader(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                   tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "game.content.loader", None)  # import raises ImportError
    code, _, err = run(capsys, "validate", str(tmp_path))
    assert code == 1 and "content loader is not available" in err


# -- play, app, bench, smoke -----------------------------------------------------------------


@pytest.fixture
def fake_app(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []

    def run_app(**kwargs: Any) -> int:
        calls.append(kwargs)
        return 0

    fake = types.ModuleType("game.client.app")
    fake.run = run_app  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.app", fake)
    return calls


def test_play_builds_a_request(capsys: pytest.CaptureFixture[str], fake_app: list[dict[str, Any]]) -> None:
    code, _, err = run(capsys, "play", "tiny-race", "--seats", "human,bot:hard,bot", "--seed", "12",
                       "--rules", "goal=5", "countin=1.0")
    assert code == 0, err
    req = fake_app[0]["play"]
    assert req == PlayRequest("tiny-race", (SeatConfig("human"), SeatConfig("bot", "hard"),
                                            SeatConfig("bot", "normal")), 12,
                              {"goal": 5, "countin": 1.0, "limit": 60.0})


def test_play_defaults(capsys: pytest.CaptureFixture[str], fake_app: list[dict[str, Any]]) -> None:
    code, _, err = run(capsys, "play", "tiny-nim")
    assert code == 0
    req = fake_app[0]["play"]
    assert req.seats == (SeatConfig("human"), SeatConfig("bot", "normal"))
    assert isinstance(req.seed, int) and f"--seed {req.seed}" in err
    assert req.rules == {"pile": 10, "misere": False}


@pytest.mark.parametrize("argv,needle", [
    (["play", "chess"], "unknown game 'chess'"),
    (["play", "tiny-nim", "--seats", "human"], "2-2 seats"),
    (["play", "tiny-race", "--seats", "human,human,human,human,human"], "2-4 seats"),
    (["play", "tiny-nim", "--seats", "human,bot:wizard"], "unknown bot level 'wizard'"),
    (["play", "tiny-nim", "--seats", "human,robot"], "unknown seat 'robot'"),
    (["play", "tiny-nim", "--rules", "misere=maybe"], "rule misere"),
    (["play", "tiny-nim", "--rules", "speed=fast"], "no rule 'speed'"),
    (["play", "tiny-nim", "--seed", "abc"], "invalid int"),
])
def test_play_argument_errors(capsys: pytest.CaptureFixture[str], fake_app: list[dict[str, Any]],
                              argv: list[str], needle: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and needle in err and not fake_app
    assert "Traceback" not in err


def test_no_subcommand_launches_the_app(capsys: pytest.CaptureFixture[str],
                                        fake_app: list[dict[str, Any]]) -> None:
    assert run(capsys)[0] == 0 and fake_app == [{}]


def test_bench_and_smoke_dispatch(capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    bench = types.ModuleType("game.client.bench")
    bench.main = lambda json=False: seen.append(("bench", json)) or 0  # type: ignore[attr-defined]
    smoke = types.ModuleType("game.client.smoke")
    smoke.main = lambda shots=None, language=None, text_size=None: seen.append(("smoke",)) or 3  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.client.bench", bench)
    monkeypatch.setitem(sys.modules, "game.client.smoke", smoke)
    assert run(capsys, "bench", "--json")[0] == 0
    assert run(capsys, "bench")[0] == 0
    assert run(capsys, "smoke")[0] == 3
    assert seen == [("bench", True), ("bench", False), ("smoke",)]


def test_help_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "simulate" in out and "replay" in out


def test_headless_commands_do_not_import_pygame() -> None:
    import subprocess

    code = ("import sys, game.cli, game.engine.journal, game.engine.match, game.paths; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(cli.__file__).parent.parent).returncode == 0


def test_a_python_without_the_games_packages_is_told_how_to_get_them() -> None:
    """``-S`` hides site-packages: the game's packages are missing, and this
    is the project's own .venv Python, so there is nobody to hand over to."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    if Path(sys.executable) != root / ".venv" / "bin" / "python":
        import pytest
        pytest.skip("runs under the project's .venv Python (as tools/test.sh does)")
    done = subprocess.run([sys.executable, "-S", "-m", "game", "validate", "data"], cwd=root,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "tabletop.py" in done.stderr and "Traceback" not in done.stderr


def test_simulate_report_folder_is_checked_before_the_first_game(capsys: pytest.CaptureFixture[str],
                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    """A bad --report folder is a usage error at once (no game is played), and an empty one is refused."""
    pytest.importorskip("matplotlib")
    from game import cli
    played: list[int] = []
    monkeypatch.setattr(cli, "_play_all", lambda *a, **k: played.append(1) or [])
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    (tmp_path / "dir").mkdir()
    (tmp_path / "dir" / "tiny-nim-report.html").mkdir()
    for folder, needle in (("", "needs a folder"), ("  ", "needs a folder"), (str(a_file), "is not a folder"),
                           (str(a_file / "below"), "cannot make the folder"),
                           (str(tmp_path / "dir"), "is not a file")):
        code, out, err = run(capsys, "simulate", "tiny-nim", "--games", "2", "--report", folder)
        assert code == 2 and needle in err and "Traceback" not in err, (folder, err)
    assert played == []


def test_replay_of_damaged_embedded_card_data_names_where(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path, request: pytest.FixtureRequest) -> None:
    from game.engine import registry
    from game.engine.contract import GameConfig, SeatConfig
    from game.engine.journal import JournalWriter
    from game.games.kingz import GAME as game
    from game.games.kingz.content import load_content_json
    if game.id not in {g.id for g in registry.all_games()}:  # this module seats the tiny games only
        registry.register(game)
        request.addfinalizer(lambda: registry.unregister(game.id))
    cfg = GameConfig(seats=(SeatConfig("bot", "easy"),) * 3, rules=game.resolve_rules({}),
                     content=load_content_json())
    good = tmp_path / "good.jsonl"
    JournalWriter(good, game.id, 5, cfg).close()
    head, *rest = good.read_text(encoding="utf-8").splitlines()
    header = json.loads(head)
    header["config"]["content"]["animals"][2]["cards"][1]["speed"] = "fast"
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join([json.dumps(header), *rest]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "replay", str(bad))
    assert code == 1 and f"{bad}:1:" in err and "content.animals[2].cards[1].speed" in err
    assert "Traceback" not in err and "ValidationError" not in err
