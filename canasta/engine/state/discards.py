"""Which cards may be discarded: the discard limits of `undiscardable`,
`undiscardable_going_out` and `empty_pile_forbidden` (Modern American Canasta: never a
three, a wild card only from a hand of nothing but wild cards or as the last card, no
ace, seven, wild card or card of a dead rank onto an empty pile), and
`black_three_first_turn_discard` (Cuban Canasta: no black three in a player's first turn,
unless the hand holds nothing else).

A card of a kind the rules lay out at once (a red three; with `threes: bonus_both` a
black three too) is never discarded where the rules say so, whatever else the hand holds.
"Unless the hand holds nothing else" counts the cards that may be discarded at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from ..cards.card_kinds import WILD
from ..cards.cards import RANK_PLURALS, Card
from ..melds.meld_limits import dead_rank
from ..rules.rule_reading import DEAD
from ..sentences.message import say
from ..rules.pile import pile_word

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState


def laid_out_three(rules: Rules, card: Card) -> bool:
    """Whether `card` is a three the rules lay out at once: never discarded."""
    if card.is_red_three:
        return not rules.red_threes_held  # (the Windows option, or dead threes)
    return card.is_black_three and rules.threes == "bonus_both"


def discard_limits(rules: Rules) -> bool:
    """Whether the rules limit discards beyond the threes laid out (the move list asks once):
    kinds never discarded, or not onto an empty pile, or no black three in a first turn."""
    return bool(rules.undiscardable or rules.empty_pile_forbidden or not rules.black_three_first_turn_discard)


def discard_problem(state: GameState, card: Card) -> str | None:
    """Why `card` (held by the player to move) may not be discarded now, or None."""
    held = state.hands[state.current]
    return first_turn_problem(state, held, card) or \
        hand_discard_problem(state.rules, held, card, not state.pile, lambda rank: dead_rank(state, rank))


def first_turn_problem(state: GameState, held: Sequence[Card], card: Card) -> str | None:
    """Why `card` may not be discarded from the hand `held` in this turn, where the rules
    keep black threes in the hand through each player's first turn of the hand
    (`black_three_first_turn_discard`), or None. (Also what a computer player's plan may ask
    of the hand it leaves.)"""
    if card.is_black_three and state.first_round and not state.rules.black_three_first_turn_discard \
            and any(not (other.is_black_three or laid_out_three(state.rules, other)) for other in held):
        return say("A black three may not be discarded in your first turn of the hand: discard another card.")
    return None


def hand_discard_problem(rules: Rules, held: Sequence[Card], card: Card, pile_empty: bool,
                         dead: Callable[[str], bool]) -> str | None:
    """Why `card` may not be discarded from the hand `held`, onto an empty pile or not;
    `dead` says whether a rank is dead. (Also what the computer players ask of the hand
    their plan leaves.)"""
    if laid_out_three(rules, card):
        return say("A three is never discarded: lay it out (click it).") if card.is_black_three or \
            rules.threes == "bonus_both" else say("A red three cannot be discarded.")
    if not discard_limits(rules):
        return None

    def listed(kinds: tuple[str, ...], other: Card) -> bool:
        if other.kind in kinds or (WILD in kinds and rules.is_wild(other)):
            return True
        return DEAD in kinds and rules.is_natural(other) and dead(other.rank)

    hand = [other for other in held if not laid_out_three(rules, other)]
    kinds = rules.undiscardable
    if kinds and listed(kinds, card):
        alone = len(held) == 1  # the last card: discarding it goes out
        if (alone and not rules.undiscardable_going_out) or \
                (not alone and any(not listed(kinds, other) for other in hand)):
            return _undiscardable_words(rules, card, alone)
    forbidden = rules.empty_pile_forbidden
    if forbidden and pile_empty and listed(forbidden, card) and any(not listed(forbidden, other) for other in hand):
        return say("{card} may not go onto an empty {pile}: discard another card.", card=_card_words(rules, card, dead),
                   pile=pile_word(rules))
    return None


def _undiscardable_words(rules: Rules, card: Card, alone: bool) -> str:
    if rules.is_wild(card) and WILD in rules.undiscardable:
        name = say("A wild card")
    else:
        name = say("A joker") if card.kind == "JK" else say("The {card}", card=rules.card_name(card))
    if alone:
        return say("{card} may not be discarded, not even as your last card.", card=name)
    return say("{card} may be discarded only when your hand holds nothing else: discard another card.", card=name)


def _card_words(rules: Rules, card: Card, dead: Callable[[str], bool]) -> str:
    if rules.is_wild(card):
        return say("A wild card")
    if rules.is_natural(card) and dead(card.rank):
        return say("{rank} are a dead rank: the {card}", rank=RANK_PLURALS[card.rank], card=rules.card_name(card))
    return say("The {card}", card=rules.card_name(card))


def some_discard(state: GameState) -> bool:
    """Whether the player to move holds a card that may be discarded now."""
    return any(discard_problem(state, card) is None for card in dict.fromkeys(state.hands[state.current]))
