"""What makes a row of cards on the table a legal meld, and what makes it a canasta."""

from __future__ import annotations

from typing import Sequence

from .cards import ARTIFACT, NATURAL_RANKS, RANK_PLURALS, Card
from .rules import Rules

BLACK_THREES = "3"
GOLDEN_SUIT = "G"
GOLDEN_SUIT_MIN_NATURAL = 3
GOLDEN_SUIT_MAX_ARTIFACTS = 3


def count_wild(cards: Sequence[Card]) -> int:
    return sum(1 for card in cards if card.is_wild)


def is_canasta(rules: Rules, cards: Sequence[Card]) -> bool:
    return len(cards) >= rules.canasta_size


def is_complete(rules: Rules, rank: str, cards: Sequence[Card]) -> bool:
    """A canasta, or a complete golden suit: what going out needs."""
    if rank == GOLDEN_SUIT:
        return len(cards) >= rules.golden_suit_size
    return rank != BLACK_THREES and len(cards) >= rules.canasta_size


def is_natural(cards: Sequence[Card]) -> bool:
    return not any(card.is_wild for card in cards)


def wild_room(rules: Rules, cards: Sequence[Card]) -> int:
    """How many more wild cards the row may take and stay within the wild-card limits."""
    wild = count_wild(cards)
    natural = len(cards) - wild
    room = 99
    if rules.meld_max_cards is not None:
        room = rules.meld_max_cards - len(cards)
    if rules.meld_max_wild is not None:
        room = min(room, rules.meld_max_wild - wild)
    if not rules.wild_may_outnumber_naturals:
        room = min(room, natural - wild)
    return max(room, 0)


def row_problem(rules: Rules, rank: str, cards: Sequence[Card], new: bool = False) -> str | None:
    """Why the row of `rank` holding `cards` is not a legal meld, or None if it is.
    `new`: the row was started this turn (some rules ask more of a new meld)."""
    name = RANK_PLURALS[rank]
    if rank == BLACK_THREES:
        return black_threes_problem(rules, cards)
    if rank == GOLDEN_SUIT:
        return golden_suit_problem(rules, cards)
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
    if rules.meld_max_cards is not None and len(cards) > rules.meld_max_cards:
        return f"Your row of {name} has {len(cards)} cards: a meld holds at most {rules.meld_max_cards}."
    if new and rules.new_meld_distinct_suits:
        suits = {card.suit_colour for card in cards if card.is_natural}
        if len(suits) < rules.new_meld_distinct_suits:
            return (f"A new meld of {name} needs natural cards of {rules.new_meld_distinct_suits} "
                    f"different suits.")
    return None


def golden_suit_problem(rules: Rules, cards: Sequence[Card]) -> str | None:
    gold = [card for card in cards if card.is_gold]
    artifacts = sum(1 for card in cards if card.rank == ARTIFACT)
    if len(gold) + artifacts != len(cards):
        return "Only gold cards and Artifacts go in a golden suit."
    if len(gold) < GOLDEN_SUIT_MIN_NATURAL:
        return f"A golden suit needs at least {GOLDEN_SUIT_MIN_NATURAL} natural gold cards."
    if artifacts > GOLDEN_SUIT_MAX_ARTIFACTS:
        return f"A golden suit may hold at most {GOLDEN_SUIT_MAX_ARTIFACTS} Artifacts."
    ranks = sorted(NATURAL_RANKS.index(card.rank) for card in gold)
    if len(set(ranks)) != len(ranks):
        return "A golden suit holds each rank once."
    span = ranks[-1] - ranks[0] + 1
    if span - len(ranks) > artifacts or max(span, len(cards)) > len(NATURAL_RANKS):
        return "The gold cards of a golden suit must be of consecutive ranks (Artifacts may fill the gaps)."
    return None


def golden_suit_fits(cards: Sequence[Card], card: Card) -> bool:
    """Whether `card` can join the golden suit `cards` and keep it consecutive."""
    if card.rank == ARTIFACT:
        return sum(1 for other in cards if other.rank == ARTIFACT) < GOLDEN_SUIT_MAX_ARTIFACTS \
            and len(cards) < len(NATURAL_RANKS)
    if not card.is_gold or any(other.rank == card.rank for other in cards) or len(cards) >= len(NATURAL_RANKS):
        return False
    ranks = sorted(NATURAL_RANKS.index(other.rank) for other in cards if other.is_gold)
    artifacts = sum(1 for other in cards if other.rank == ARTIFACT)
    index = NATURAL_RANKS.index(card.rank)
    low, high = min(ranks[0], index), max(ranks[-1], index)
    return (high - low + 1) - (len(ranks) + 1) <= artifacts


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
