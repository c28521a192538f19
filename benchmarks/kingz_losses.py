"""Why the Kingz ``hard`` bot loses: it plays ``--games`` games against three
bots of ``--rivals`` (seats rotated as ``tabletop simulate`` rotates them, the
same seeds) and counts how each ended for it (a win, put out, a rival's fame,
night), how it was grounded (its armour at the turn's start, how many
aggressors), where the armour it lost went (Glaives, Filets, its own failed
Filets) and its turns at its last armour: armour comes back only to a seat
grounded and pardoned, so every turn there without a Bouclier risks the game.

    python benchmarks/kingz_losses.py [--games 400] [--seed 940001] [--rivals random]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine.contract import Event, GameConfig, SeatConfig  # noqa: E402
from game.engine.match import derive_seed, make_bots, rotated_seats, run_match  # noqa: E402
from game.games.kingz import GAME  # noqa: E402
from game.report import wilson  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--seed", type=int, default=940001)
    p.add_argument("--rivals", default="random")
    args = p.parse_args()
    given = (SeatConfig("bot", "hard"), *(SeatConfig("bot", args.rivals) for _ in range(3)))
    ends: Counter[str] = Counter()
    grounded: Counter[str] = Counter()
    lost: Counter[str] = Counter()
    last: Counter[str] = Counter()
    for i in range(args.games):
        config = GameConfig(seats=rotated_seats(given, i), rules=GAME.resolve_rules({}))
        seed = derive_seed(args.seed, 0, i)
        me = (-i) % len(given)  # the play seat of given seat 0 in game i
        start = {"armour": 0, "out": 0, "bare": 0}

        def on_step(state: Any, seat: int | None, action: Any, events: list[Event], me: int = me,
                    start: dict[str, int] = start) -> None:
            for e in events:
                d = e.data
                if e.kind == "all_ready":
                    start["armour"] = state.armour[me]
                    if state.alive[me] and state.armour[me] == 1:
                        shield = state.picks[me] is not None and state.setup.op(state.picks[me]) == "bouclier"
                        last["shielded" if shield else "not shielded"] += 1
                        start["bare"] = int(not shield)
                elif e.kind == "glaive_hit" and d["target"] == me:
                    lost["a rival's Glaive"] += 1
                elif e.kind == "filet_hit" and me in d["victims"]:
                    lost["a rival's Filet"] += 1
                elif e.kind == "filet_failed" and d["seat"] == me:
                    lost["its own failed Filet"] += 1
                elif e.kind == "grounded" and me in d["seats"]:
                    grounded[f"at {start['armour']} armour, {len(state.aggressors[me])} aggressor(s)"] += 1
                    if start["armour"] == 1 and start["bare"]:
                        last["not shielded, grounded"] += 1
                elif e.kind == "eliminated" and d["seat"] == me:
                    start["out"] = 1

        result = run_match(GAME, config, seed, make_bots(GAME, config, seed), on_step=on_step)
        assert result.outcome is not None
        if me in result.outcome.winners:
            ends[f"won ({result.outcome.reason})"] += 1
        else:
            ends["lost: put out" if start["out"] else f"lost: a rival's {result.outcome.reason}"] += 1
    n = args.games
    wins = sum(v for k, v in ends.items() if k.startswith("won"))
    lo, hi = wilson(wins, n)
    print(f"hard vs three {args.rivals}, {n} games, seed {args.seed}: {wins} wins, "
          f"{wins / n:.1%} ({lo:.1%}-{hi:.1%})")
    for title, counts in (("how its games ended", ends), ("grounded", grounded), ("armour lost to", lost),
                          ("turns at its last armour (the card it picked, before any Désarmer)", last)):
        print(title)
        for key, v in counts.most_common():
            print(f"  {v:5d}  {v / n:5.2f} a game  {key}")


if __name__ == "__main__":
    main()
