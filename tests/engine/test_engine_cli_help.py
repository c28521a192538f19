"""``--help`` tells a newcomer what they need: which commands open a window,
every game id with its rule options, and an example that works."""

from __future__ import annotations

import shlex

import pytest

from game import cli
from game.engine import registry


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_help_lists_every_game_and_its_rules(capsys: pytest.CaptureFixture[str], command: str) -> None:
    assert cli.main([command, "--help"]) == 0
    out = capsys.readouterr().out
    registry.load_builtin()
    for game in registry.all_games():
        assert f"  {game.id} " in out and game.title in out
        for option in game.options:
            assert f"--rules {option.key}=" in out


def test_the_help_example_is_accepted(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    cli.main(["play", "--help"])
    out = capsys.readouterr().out
    example = out.split("example:", 1)[1].strip().splitlines()[0]
    argv = shlex.split(example)[1:]
    started: list[object] = []
    monkeypatch.setattr(cli, "cmd_play", lambda args: started.append(args) or 0)
    parsed = cli.build_parser().parse_args(argv)
    registry.load_builtin()
    game = registry.get(parsed.game)
    assert cli._rules(game, parsed.rules) != game.default_rules(), "the example changes a rule, and it is accepted"


def test_help_says_what_opens_a_window(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "opens the game window" in out and "terminal only" in out
