"""Bundled games. Importing this package registers each of them, in the
order the menu lists them."""

from game.games import mana as mana  # noqa: F401
from game.games import manga as manga  # noqa: F401

# isort: split
from game.games import kingz as kingz  # noqa: F401

# isort: split
from game.games import ikasamage as ikasamage  # noqa: F401
