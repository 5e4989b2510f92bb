"""What makes a row of cards on the table a legal meld, and what makes it a canasta."""

from __future__ import annotations

from typing import Sequence

from .cards import RANK_PLURALS, Card
from .rules import Rules

BLACK_THREES = "3"


def count_wild(cards: Sequence[Card]) -> int:
    return sum(1 for card in cards if card.is_wild)


def is_canasta(rules: Rules, cards: Sequence[Card]) -> bool:
    return len(cards) >= rules.canasta_size


def is_natural(cards: Sequence[Card]) -> bool:
    return not any(card.is_wild for card in cards)


def wild_room(rules: Rules, cards: Sequence[Card]) -> int:
    """How many more wild cards the row may take and stay within the wild-card limits."""
    wild = count_wild(cards)
    natural = len(cards) - wild
    room = 99
    if rules.meld_max_wild is not None:
        room = rules.meld_max_wild - wild
    if not rules.wild_may_outnumber_naturals:
        room = min(room, natural - wild)
    return max(room, 0)


def row_problem(rules: Rules, rank: str, cards: Sequence[Card]) -> str | None:
    """Why the row of `rank` holding `cards` is not a legal meld, or None if it is."""
    name = RANK_PLURALS[rank]
    if rank == BLACK_THREES:
        return black_threes_problem(rules, cards)
    wild = count_wild(cards)
    natural = len(cards) - wild
    if len(cards) < rules.meld_min_cards:
        return (f"Your row of {name} has {len(cards)} card{'s' if len(cards) != 1 else ''}: "
                f"a meld needs at least {rules.meld_min_cards}.")
    if natural < rules.meld_min_naturals:
        return (f"Your row of {name} has {natural} natural card{'s' if natural != 1 else ''}: "
                f"a meld needs at least {rules.meld_min_naturals}.")
    if rules.meld_max_wild is not None and wild > rules.meld_max_wild:
        return f"Your row of {name} has {wild} wild cards: a meld may hold at most {rules.meld_max_wild}."
    if not rules.wild_may_outnumber_naturals and wild > natural:
        return f"Your row of {name} has more wild cards than {name}: wild cards may not outnumber the naturals."
    return None


def black_threes_problem(rules: Rules, cards: Sequence[Card]) -> str | None:
    threes = sum(1 for card in cards if card.is_black_three)
    wild = count_wild(cards)
    if threes + wild != len(cards):
        return "Only black threes (and a wild card, where the rules allow it) go in a row of black threes."
    if wild == 0 and threes in (3, 4):
        return None
    if rules.black_threes_with_wild and threes == 2 and wild == 1:
        return None
    if rules.black_threes_with_wild:
        return "Black threes are melded as three or four black threes, or two black threes and one wild card."
    return "Black threes are melded only as three or four black threes, without wild cards."
