"""Beginner: legal, sensible and beatable Canasta.

It melds what it can (wild cards and pairs included), opens with whatever reaches the
minimum, discards its loosest card without asking who might want it, goes out as soon
as it can and sometimes leaves a pile it could have taken.
"""

from __future__ import annotations

from .policy_player import PolicyPlayer
from .style import BEGINNER


class BeginnerPlayer(PolicyPlayer):
    def __init__(self, seed: int = 0):
        super().__init__(BEGINNER, seed)
