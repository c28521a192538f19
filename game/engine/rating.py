"""Glicko-2 ratings (pure Python, no pygame).

The standard formulas of Mark Glickman, "Example of the Glicko-2 system"
(2012), steps 1 to 8, with the Illinois algorithm for the new volatility. Why
not a library: the ones on PyPI that do Glicko-2 (``glicko2``, a 2009 port with
a mutable, untyped player class; ``pyglicko2``, an alpha) are not kept up and
do not type-check under ``mypy --strict`` like the rest of the engine, and the
well-kept rating library there (``openskill``) is not Glicko-2 or Elo; the
update is forty lines, tested against the paper's own worked example.

A couch game with several players is rated as one rating period in which each
seat played every other rated seat once: a better place is a win (1), the same
place a draw (0.5), a worse place a loss (0), all against the ratings from
before the game. Periods follow games, not the calendar, so a rating does not
grow less certain between game nights.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko-2's scale factor between the Glicko scale and its internal one."""
TAU = 0.5
"""The system constant: how much the volatility may change (0.3 to 1.2)."""
EPSILON = 1e-6


@dataclass(frozen=True)
class Rating:
    r: float = 1500.0
    rd: float = 350.0
    vol: float = 0.06

    def to_json(self) -> list[float]:
        return [round(self.r, 4), round(self.rd, 4), round(self.vol, 8)]


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(player: Rating, results: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one period of ``results`` (opponent's rating
    before the period, score 1 / 0.5 / 0). No results: only the deviation grows."""
    mu, phi, sigma = (player.r - 1500.0) / SCALE, player.rd / SCALE, player.vol
    if not results:
        return Rating(player.r, min(350.0, math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma)
    opp = [((o.r - 1500.0) / SCALE, o.rd / SCALE, s) for o, s in results]
    v_inv = 0.0
    delta_sum = 0.0
    for mu_j, phi_j, s in opp:
        e = _e(mu, mu_j, phi_j)
        g = _g(phi_j)
        v_inv += g * g * e * (1.0 - e)
        delta_sum += g * (s - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    # step 5: the new volatility (Illinois algorithm)
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    for _ in range(200):  # converges in a handful of steps; bounded all the same
        if abs(big_b - big_a) <= EPSILON:
            break
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2.0)
    # steps 6 to 8
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * delta_sum
    return Rating(1500.0 + SCALE * new_mu, SCALE * new_phi, new_sigma)


def rate_game(ratings: Mapping[str, Rating], places: Sequence[tuple[str, int]],
              counts: Callable[[str, str], bool] = lambda a, b: True) -> dict[str, Rating]:
    """New ratings for the entities of one game from their ``(entity, place)``
    (1 is first; equal places are a tie), for the pairs ``counts`` accepts. An
    entity seated twice (two bots of one level) plays the others from each
    seat, never itself. Entities missing from ``ratings`` start at the default."""
    results: dict[str, list[tuple[Rating, float]]] = {}
    for i, (a, place_a) in enumerate(places):
        for j, (b, place_b) in enumerate(places):
            if i == j or a == b or not counts(a, b):
                continue
            score = 1.0 if place_a < place_b else 0.5 if place_a == place_b else 0.0
            results.setdefault(a, []).append((ratings.get(b, Rating()), score))
    return {who: update(ratings.get(who, Rating()), res) for who, res in results.items()}
