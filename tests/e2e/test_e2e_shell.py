"""The real app under Xvfb, driven by real key presses (xdotool)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pytest

pytestmark = pytest.mark.e2e


def journals(home: Path) -> list[Path]:
    return sorted((home / "journals").glob("*.jsonl")) if (home / "journals").exists() else []


def entries(path: Path) -> list[dict[str, object]]:
    """A journal's action lines (its header and advances left out)."""
    return [json.loads(line) for line in path.read_text().splitlines()[1:] if '"a"' in line]


def kinds(path: Path) -> list[tuple[int, str]]:
    """(seat, action kind) of every action in a journal, in order."""
    return [(int(e["seat"]), str(e["a"]["kind"])) for e in entries(path)  # type: ignore[index, call-overload]
            if isinstance(e.get("a"), dict)]


def wait_for(predicate, timeout: float = 60.0):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.2)
    return predicate()


def not_blank(path: Path) -> None:
    surface = pygame.image.load(str(path))
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(0, w, 37) for y in range(0, h, 29)}
    assert len(colours) > 50, f"the screenshot {path} looks blank ({len(colours)} colours)"


def test_two_zones_join_and_start_mana(window_factory, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = window_factory()
    # title -> main menu (Mana is first) -> Mana's page (Play) -> lobby
    for key, scene in (("e", "MainMenuScene"), ("e", "GameInfoScene"), ("e", "LobbyScene")):
        w.keys(key)
        w.wait_scene(scene)
    # the WASD zone joins with its act key E, the TFGH zone with Y
    w.keys("e", "y", pause=0.6)
    shot = w.screenshot(tmp_path / "lobby.png")
    not_blank(shot)
    # up to "Start the game", act
    w.keys("w", "e", pause=0.6)
    found = wait_for(lambda: journals(w.home))
    assert found, "starting the game wrote no journal"
    header = json.loads(found[0].read_text().splitlines()[0])
    assert header["game"] == "mana"
    sources = [seat.get("source") for seat in header["config"]["seats"]]
    kinds = [seat["kind"] for seat in header["config"]["seats"]]
    assert kinds == ["human", "human"]
    assert sources == ["kb:wasd", "kb:tfgh"]
