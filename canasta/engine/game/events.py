"""What a move did, as the table tells it: `GameState.play` returns a `MoveEvent`.

The log, the sounds and the animations read what happened here (cards that came into
the hand, red threes laid out, black threes set aside, the foot picked up, canastas
completed, the hand over) instead of noting the position before each move and comparing.
The search plays by `apply`, which reports nothing and costs nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards.cards import Card
from ..play.actions import Action

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class MoveEvent:
    """One move played and what it did."""

    action: Action
    seat: int                          # the player who moved
    hand_before: tuple[Card, ...]      # that player's hand before the move
    hand_after: tuple[Card, ...]       # and after it
    take_mode: str                     # what taking the pile meant at the move: "pile", "top" or "pickup"
    laid_out: tuple[Card, ...]         # red threes (and Treasure Pots) the side laid out during the move
    set_aside: int                     # black threes the side set aside during the move
    foot_was_down: bool                # the player's foot lay face down before the move
    foot_picked_up: bool               # the player took up the foot
    canastas_made: tuple[int, ...]     # canastas each side completed (less those taken back), by side
    went_out: bool                     # the move ended the hand by going out
    hand_over: bool                    # the hand is over after the move

    @property
    def came_in(self) -> int:
        """Cards that came into the hand during the move (from the stock, the pile or the
        foot), those laid out at once included: a draw's cards, the cards a discard
        brings (the bonus cards of a first meld, a picked-up pile)."""
        return len(self.hand_after) - len(self.hand_before) + len(self.action.cards) + len(self.laid_out)

    @property
    def canasta_made(self) -> bool:
        """Whether the move completed a canasta for some side."""
        return any(count > 0 for count in self.canastas_made)


class _Before:
    """What a `MoveEvent` compares: the position's counts before the move."""

    __slots__ = ("seat", "hand", "take_mode", "bonus", "black_threes", "foot_down", "canastas", "hand_over")

    def __init__(self, state: GameState) -> None:
        seat = self.seat = state.current
        side = state.side_of(seat)
        self.hand = tuple(state.hands[seat])
        self.take_mode = state.rules.pile_policy.take_mode(state)
        self.bonus = len(state.red_threes[side]) + len(state.treasure_pots[side])
        self.black_threes = len(state.black_threes[side])
        self.foot_down = bool(state.feet[seat])
        self.canastas = tuple(state.canastas(other) for other in range(state.sides))
        self.hand_over = state.hand_over()


def before_move(state: GameState) -> _Before:
    """Note what `event_of` needs, just before a move is carried out."""
    return _Before(state)


def event_of(before: _Before, state: GameState, action: Action) -> MoveEvent:
    """What `action`, just carried out on `state`, did (`before`: `before_move` of it)."""
    seat = before.seat
    side = state.side_of(seat)
    bonus = list(state.red_threes[side]) + list(state.treasure_pots[side])
    dealt = action.kind == "deal"  # a new hand: nothing of the last one carries over
    return MoveEvent(
        action=action, seat=seat, hand_before=before.hand, hand_after=tuple(state.hands[seat]),
        take_mode=before.take_mode,
        laid_out=() if dealt else tuple(bonus[before.bonus:]),
        set_aside=0 if dealt else max(len(state.black_threes[side]) - before.black_threes, 0),
        foot_was_down=before.foot_down, foot_picked_up=not dealt and before.foot_down and not state.feet[seat],
        canastas_made=tuple(0 if dealt else state.canastas(other) - count for other, count in enumerate(before.canastas)),
        went_out=not before.hand_over and state.hand_over() and state.went_out is not None
        and action.kind in ("discard", "out", "meld"),
        hand_over=state.hand_over())
