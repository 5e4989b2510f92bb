"""How Kanastic takes the pile, where it differs from the standard rules
(rules/kanastic.md, rulings 3 and 8 to 10); registered as `pile_taking: kanastic`.

- The opening discard may not be taken, and a discarded Shield, Sword or Artifact
  blocks the pile until its discarder begins another turn.
- Only a natural card on top can be taken, and it always starts a new meld of its
  rank with two naturals from the hand of two other suits (never wild cards).
- A side that has not melded takes the top card alone, for its first meld; the rest
  of the pile stays ("top").
- A side that has melded picks up the whole pile ("pickup"): not with a rank the
  side has already melded, not before the partner who made the side's first meld
  has begun another turn, and only while the hand and the stock hold enough cards.
  The pile comes into the hand after the discard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from canasta.engine.cards import RANK_PLURALS, Card
from canasta.engine.pile import HandGuess, register_pile_policy

if TYPE_CHECKING:
    from canasta.engine import GameState


class KanasticPile:
    """Kanastic's pile policy (canasta.engine.pile.PilePolicy)."""

    def take_mode(self, state: GameState) -> str:
        return "pickup" if state.opened[state.side_of(state.current)] else "top"

    def take_problem(self, state: GameState, top: Card) -> str | None:
        """Kanastic: a side that has not melded may take the top card alone for its first
        meld; a side that has melded may pick up the whole pile, on conditions."""
        rules = state.rules
        if state.pile_untakeable:
            return "The first card of the hand may not be taken."
        if state.blocked_by is not None:
            return "The pile is blocked until the player who blocked it begins another turn."
        if not top.is_natural:
            return f"The pile cannot be taken while a {top.name} is on top."
        seat, side = state.current, state.side_of(state.current)
        hand = state.hands[seat]
        name = RANK_PLURALS[top.rank]
        suits = {card.suit_colour for card in hand if card.rank == top.rank and card.is_natural}
        suits.discard(top.suit_colour)
        if len(suits) < 2:
            return (f"To take the top card you need two natural {name} in your hand, "
                    f"of two other suits than the top card.")
        if not state.opened[side]:
            return None
        if state.tables[side].group(top.rank) is not None:
            return (f"Your side already has a meld of {name}: to pick up the pile, "
                    f"the top card must start a new meld.")
        opener = state.opener[side]
        if state.opener_waiting[side] and opener is not None and opener != seat:
            return ("Your partner made your side's first meld: you may pick up the pile "
                    "once your partner has begun another turn.")
        if len(hand) < rules.pickup_min_hand:
            return f"You need at least {rules.pickup_min_hand} cards in your hand to pick up the pile."
        if len(state.stock) < rules.pickup_min_stock:
            return f"The pile can be picked up only while the stock holds at least {rules.pickup_min_stock} cards."
        return None

    def take_chance(self, state: GameState, guess: HandGuess, taker: int, card: Card) -> float:
        """The top card starts a new meld with two naturals of other suits from the hand;
        a side that has melded picks up the whole pile with it."""
        side = state.side_of(taker)
        if state.tables[side].group(card.rank) is not None:
            return 0.0
        chance = guess.holds_at_least(taker, card.rank, 2) * 0.6  # the two must show other suits
        return chance if state.opened[side] else chance * 0.3  # unmelded: only the top card goes

    def pile_note(self, state: GameState, viewer_side: int, top: Card) -> str:
        """No freezing: only a card that is not natural stops the pile."""
        return "" if top.is_natural else f"a {top.name} on top: not to be taken"


KANASTIC_PILE = KanasticPile()
register_pile_policy("kanastic", KANASTIC_PILE)
