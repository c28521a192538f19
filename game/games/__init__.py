"""Bundled games. Importing this package registers each of them."""

from game.games import mana as mana  # noqa: F401
from game.games import manga as manga  # noqa: F401
