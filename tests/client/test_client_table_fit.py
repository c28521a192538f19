"""The text-fit check at the tables in play: the smoke tour only sees each
table as it opens, so here people sit at every table and a seeded random
game goes on through the real scene (legal actions, the clock moving, the
banners, notices and countdowns they bring), while the players move their
cursors, hold their peek keys and press act (Ikasamage's private turns).
Every frame shows every string whole, on its panel, over nothing else, in
English at the normal text size and in French (the longer words) at the
largest. What a table lays over a zone on purpose for a while (a notice
over the key hints, a peek over the hand, a banner: ``Canvas.over``) hides
what is under it; anything else that covers text is a misfit."""

from __future__ import annotations

import random
from typing import Any

import pytest
from clienthelpers import FakeClock, post_key

from game.client.game_scene import start_game
from game.client.scenes.title import MainMenuScene
from game.content.scancodes import SCANCODES as S
from game.engine.contract import SeatConfig
from game.engine.match import PlayRequest

ZONES = ("wasd", "tfgh", "ijkl", "arrows", "numpad")
TABLES = (("mana", 2, 30), ("manga", 2, 25), ("manga", 3, 25), ("manga", 5, 25), ("kingz", 2, 30),
          ("kingz", 5, 30), ("ikasamage", 3, 20), ("ikasamage", 5, 20))
"""(game, people seated, random actions played), looked at along the way."""


def play_and_look(app: Any, clock: FakeClock, game: str, n: int, actions: int, seen: set[Any]) -> list[str]:
    """Play ``actions`` random legal actions at a table of ``n`` people,
    drawing frames; returns every misfit, with the moment it was seen."""
    found: list[str] = []

    def step(frames: int = 1, dt: float = 0.01) -> None:
        for _ in range(frames):
            clock.advance(dt)
            app.step()
            app.frame()
            found.extend(f"{game}{n} after {done} actions: {why}: {text!r}" for text, why in sorted(seen))
            seen.clear()

    app.stack.replace(MainMenuScene(app))
    scene = start_game(app, PlayRequest(game, tuple(SeatConfig("human", source=f"kb:{z}") for z in ZONES[:n]), 7, {}))
    assert scene is not None
    rng = random.Random(11)
    done = 0
    while done < actions and scene.outcome is None:
        seat = rng.randrange(n)
        legal = list(scene.game.legal_actions(scene.state, seat))
        if legal and scene.submit(seat, rng.choice(legal), scene.game_time(clock())):
            done += 1
        step(2, 0.05 if legal else 0.2)
        if done % 5 == 4:  # the players' own looks: cursors, a held peek, act (a private turn opens)
            post_key(S["D"])
            post_key(S["H"])
            step(2)
            post_key(S["Z"], up=False)
            step(3, 0.05)
            post_key(S["Z"], down=False)
            for key in ("E", "Y", "O"):
                post_key(S[key])
                step(2)
            step(8, 0.1)
    app.canvas.look_back()  # over the whole game: a string asked for and never drawn, siblings at odd sizes
    found.extend(f"{game}{n} in the whole game: {why}: {text!r}" for text, why in sorted(seen))
    seen.clear()
    return found


@pytest.mark.parametrize(("language", "scale"), [("en", 1.0), ("fr", 1.4)])
@pytest.mark.parametrize(("game", "n", "actions"), TABLES, ids=[f"{g}{n}" for g, n, _a in TABLES])
def test_every_string_fits_at_the_tables_in_play(make_app: Any, clock: FakeClock, language: str,
                                                  scale: float, game: str, n: int, actions: int) -> None:
    app = make_app()
    app.set_language(language)
    app.set_ui_scale(scale)
    seen: set[Any] = set()
    app.canvas.misfits = seen
    found = list(dict.fromkeys(play_and_look(app, clock, game, n, actions, seen)))
    assert not found, "\n".join(found)
