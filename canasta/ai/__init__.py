"""Computer players. They see only `observation(seat)`, never the whole state."""

from .hint import Suggestion, suggest
from .player import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "Suggestion", "make_player", "suggest"]
