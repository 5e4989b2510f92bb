"""Cards in words, by the deck they are played in.

One face may be two cards: "Ag" is the gold Ace of the Kanastic deck and the green A of
the BWC deck (cards.py). So what a player reads of a card, its name, its short label and
its place in a sorted hand, is asked of the deck in play: `Rules.card_names` (the deck's
`DeckCards.names`), or `Rules.card_name(card)` for the name alone.
"""

from __future__ import annotations

from typing import Protocol

from .cards import (COLOUR_NAMES, COLOURS, LETTER_NAMES, LETTER_PLURALS, LETTERS, RANK_NAMES, RANK_PLURALS, SUIT_SYMBOLS,
                    Card)

__all__ = ["GOLD_MARK", "LETTER_CARDS", "PLAYING_CARDS", "CardNames", "LetterCardNames", "PlayingCardNames"]

GOLD_MARK = "\u2605"   # a gold card (Kanastic): "K★"


class CardNames(Protocol):
    """How a deck's cards are told to a player."""

    def name(self, card: Card) -> str:
        """The card in words: "Queen of Hearts", "gold Ace", "green A", "Star"."""
        ...

    def plural(self, card: Card) -> str:
        """Cards like `card`, in words: "Queens", "green As"."""
        ...

    def label(self, card: Card) -> str:
        """The card in a few characters: "7♥", "K★", "Ag"."""
        ...

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Where the card goes in a sorted hand."""
        ...


class PlayingCardNames:
    """Standard packs and the Kanastic deck: ranks and suits, gold cards, jokers and the
    Kanastic special cards."""

    def name(self, card: Card) -> str:
        return card.name

    def plural(self, card: Card) -> str:
        return RANK_PLURALS[card.rank]

    def label(self, card: Card) -> str:
        """"7♥", "10♠", "K★" (gold), "Joker"."""
        rank = "10" if card.rank == "T" else card.rank
        if card.suit in SUIT_SYMBOLS:
            return rank + SUIT_SYMBOLS[card.suit]
        if card.is_gold:
            return rank + GOLD_MARK
        return RANK_NAMES.get(card.rank, card.rank)

    def sort_key(self, card: Card) -> tuple[int, int]:
        return card.sort_key


class LetterCardNames:
    """The BWC deck: letters in four colours, and the star (bwc ruling 1)."""

    def name(self, card: Card) -> str:
        """"red E", "green A", "Star" (messages: "grünes A", "A verde" in the player's language)."""
        if card.suit in COLOUR_NAMES:
            return LETTER_NAMES[card.suit](card.rank)
        return RANK_NAMES.get(card.rank, card.rank)

    def plural(self, card: Card) -> str:
        """"red Es", "Stars"."""
        if card.suit in COLOUR_NAMES:
            return LETTER_PLURALS[card.suit](card.rank)
        return RANK_PLURALS.get(card.rank, f"{self.name(card)}s")

    def label(self, card: Card) -> str:
        """The card's text, "Er", "Ag"; "Star"."""
        return str(card) if card.suit in COLOUR_NAMES else self.name(card)

    def sort_key(self, card: Card) -> tuple[int, int]:
        """From A to Z, each letter red, blue, green, yellow; the stars last."""
        if card.suit in COLOUR_NAMES:
            return (LETTERS.index(card.rank), COLOURS.index(card.suit))
        return (len(LETTERS), 0)


PLAYING_CARDS = PlayingCardNames()
LETTER_CARDS = LetterCardNames()
