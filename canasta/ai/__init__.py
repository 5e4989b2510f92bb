"""Computer players. They see only `observation(seat)`, never the whole state."""

from .player import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "make_player"]
