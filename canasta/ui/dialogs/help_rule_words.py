"""The words the rule sets' help takes from the rules in play (ranks, the incomplete melds,
the special hands' shapes), in the player's language, looked up each time a page is
built. The pile's name, numbers and "and"/"or" lists are help_page's and help_words'.
Plain text work (no pygame)."""

from __future__ import annotations

from collections.abc import Sequence

from canasta.engine import INCOMPLETE_MELDS, RANK_PLURALS, SpecialHand
from canasta.language import help_text

from .help_page import amount
from .help_words import and_words


def rank_plural(rank: str) -> str:
    """"Sevens", "Aces": a rank's cards in the plural."""
    words = {
        "2": help_text("Twos"), "3": help_text("Threes"), "4": help_text("Fours"), "5": help_text("Fives"),
        "6": help_text("Sixes"), "7": help_text("Sevens"), "8": help_text("Eights"), "9": help_text("Nines"),
        "T": help_text("Tens"), "J": help_text("Jacks"), "Q": help_text("Queens"), "K": help_text("Kings"),
        "A": help_text("Aces"), "JK": help_text("Jokers"),
    }
    return words.get(rank, RANK_PLURALS[rank])


def ranks(rank_keys: Sequence[str]) -> str:
    """"Sevens and Aces": the ranks' cards in the plural, listed."""
    return and_words([rank_plural(rank) for rank in rank_keys])


def incomplete_meld(kind: str) -> str:
    """An incomplete meld `kind` ("pure_7", "wild") named without its "Each incomplete",
    to follow "an incomplete": "meld of pure Sevens", "wild meld"."""
    if kind == "wild":
        return help_text("wild meld")
    rank = kind.removeprefix("pure_")
    if kind.startswith("pure_") and rank in RANK_PLURALS:
        return help_text("meld of pure {ranks}").format(ranks=rank_plural(rank))
    return INCOMPLETE_MELDS[kind].removeprefix("Each incomplete ")


def incomplete_meld_penalty(kind: str, value: int) -> str:
    """What an incomplete meld left on the table costs, for the Scoring page."""
    if kind == "wild":
        text = help_text("Each incomplete wild meld on a side's table when the hand ends costs it <b>{points}</b>")
        return text.format(points=amount(value))
    text = help_text("Each incomplete {meld} on a side's table when the hand ends costs it <b>{points}</b>")
    return text.format(meld=incomplete_meld(kind), points=amount(value))


def hand_shape(hand: SpecialHand) -> str:
    """What a special hand holds, in words (its name is the engine's message, said with `render`)."""
    shapes = {
        "one card of each rank from Ace to King, a three and a Two among them, and a joker":
            help_text("one card of each rank from Ace to King, a three and a Two among them, and a joker"),
        "seven pairs of seven ranks, 4 to Ace, without wild cards":
            help_text("seven pairs of seven ranks, 4 to Ace, without wild cards"),
        "seven pairs, a pair of Twos, of Sevens and of Aces among them":
            help_text("seven pairs, a pair of Twos, of Sevens and of Aces among them"),
        "two sets of four and two of three, of four ranks, without wild cards or threes":
            help_text("two sets of four and two of three, of four ranks, without wild cards or threes"),
        "seven pairs without wild cards": help_text("seven pairs without wild cards"),
        "seven pairs, Sevens, Aces and one pair of Twos or of jokers among them":
            help_text("seven pairs, Sevens, Aces and one pair of Twos or of jokers among them"),
        "seven pairs, Sevens, Aces, Twos and jokers among them":
            help_text("seven pairs, Sevens, Aces, Twos and jokers among them"),
        "sets of 2, 2, 3, 3 and 4 cards (a set may be matching wild cards)":
            help_text("sets of 2, 2, 3, 3 and 4 cards (a set may be matching wild cards)"),
        "two sets of four and two of three, without wild cards":
            help_text("two sets of four and two of three, without wild cards"),
        "sets of 5, 4, 3 and 2 cards (a set may be matching wild cards)":
            help_text("sets of 5, 4, 3 and 2 cards (a set may be matching wild cards)"),
        "four sets of three and a pair of matching wild cards":
            help_text("four sets of three and a pair of matching wild cards"),
        "three sets of four and a pair of matching wild cards":
            help_text("three sets of four and a pair of matching wild cards"),
        "two sets of five and four matching wild cards":
            help_text("two sets of five and four matching wild cards"),
        "a set of five, a set of four and five wild cards":
            help_text("a set of five, a set of four and five wild cards"),
    }
    return shapes.get(hand.shape, hand.shape)
