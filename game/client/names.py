"""What a game and its seats are called on screen: the menus, the lobby and
the tables share these words."""

from __future__ import annotations

from typing import Any

from game.client.gfx import seat_style
from game.engine.contract import Game


def seat_name(tr: Any, game_id: str, seat: int) -> str:
    """A seat's own name in its game ("Black", "Tiger"), else its colour's."""
    key = f"game.{game_id}.seat.{seat}"
    return str(tr(key)) if tr.has(key) else str(tr(seat_style(seat).name_key))


def players_text(tr: Any, game: Game[Any, Any]) -> str:
    """How many players a game takes, in words."""
    if game.min_seats == game.max_seats:
        return str(tr("game.players_exact", n=game.min_seats))
    return str(tr("game.players_range", lo=game.min_seats, hi=game.max_seats))
