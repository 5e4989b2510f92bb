"""Advanced: the craft of a good club player, as rules of thumb (see `Style`).

It keeps pairs to take the pile, freezes a growing pile with a wild card, discards what
the next opponent is least likely to use (black threes as stops) and never a card that
brings that opponent's row near a canasta, opens with the cheapest meld that reaches the
minimum, starts a run only with the cards to make it long enough where short runs cost
points (Brazilian) and a meld of wild cards where groups take few (a bolivia), melds
fast when an opponent is close to going out, goes out when the score favours it, and
asks or answers "May I go out?" by the cards held.
"""

from __future__ import annotations

from .policy_player import PolicyPlayer
from .style import ADVANCED


class AdvancedPlayer(PolicyPlayer):
    def __init__(self, seed: int = 0):
        super().__init__(ADVANCED, seed)
