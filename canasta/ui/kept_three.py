"""The status line's word on a three kept in the hand (Modern American: while a side has
not melded, a player keeps one three for the Straight instead of laying it out).

The first time in a hand that the player in front of the screen holds such a three, the
status line says why it stays and the click that lays it out, until that player's next
move (or until the three leaves the hand). The engine says which three is kept
(`dealing.kept_threes`); New Game and Help say it in general (help_american.py).
"""

from __future__ import annotations

from canasta.engine import GameState, kept_threes, special_hand_offer
from canasta.language import _, render

from .dialogs.help_american import three_keeping_hand
from .dialogs.help_page import with_article
from .marks import KEPT_WORDS
from .status import card_label


def kept_three_sentence(state: GameState, seat: int) -> str | None:
    """Why the three `seat` keeps stays in the hand, and how to lay it out: "Your 3♥ (a
    purple dot marks it) stays in your hand while your side has not melded, as a Straight
    needs a three: click it in your turn to lay it out." None when `seat` keeps none."""
    kept = kept_threes(state, seat)
    hand = three_keeping_hand(state.rules)
    if not kept or hand is None:
        return None
    return _("Your {card} ({mark} marks it) stays in your hand while your side has not melded, as {hand} needs a "
             "three: click it in your turn to lay it out.").format(
        card=card_label(kept[0], state.rules.card_names), mark=_(KEPT_WORDS), hand=render(with_article(hand)))


class KeptThreeNote:
    """Whether the status line tells a seat of its kept three now: once a hand for each
    seat, from the first time it is asked while the seat holds one, until the seat moves."""

    def __init__(self) -> None:
        self._told: set[tuple[int, int]] = set()   # (hand number, seat): told already
        self._showing: tuple[int, int] | None = None

    def moved(self, seat: int) -> None:
        """`seat` made a move: what it was told has been read."""
        if self._showing is not None and self._showing[1] == seat:
            self._showing = None

    def text(self, state: GameState, viewer: int) -> str | None:
        """The note for the player in front of the screen, `viewer`, or None. Not while the
        viewer could lay a special hand: the three is part of it, and the status line says
        how to lay that instead."""
        if state.current == viewer and special_hand_offer(state) is not None:
            return None
        sentence = kept_three_sentence(state, viewer)
        key = (state.hand_number, viewer)
        if sentence is None:
            if self._showing == key:
                self._showing = None  # the three was laid out for the seat
            return None
        if key not in self._told:
            self._told.add(key)
            self._showing = key
        return sentence if self._showing == key else None
