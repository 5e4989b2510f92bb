"""The word moves a turn may make (rulings 6, 11 and 15), found with the word list's
anagram index, never by trying orderings of the hand: new words, letters put into the
side's words, words joined, the pile taken with a word (letters switched into a mixed
canasta, ruling 9: switch_moves.py). A sensible set, the longest and dearest first: the
judge accepts any legal word."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from canasta.engine.play.actions import Action
from canasta.engine.cards.cards import Card
from canasta.engine.melds.meld_kinds import count_wild
from canasta.engine.melds.table import Meld

from .best_words import best_extensions, best_new_words, best_takes
from .letter_ways import joined_after
from .words import WORD, letters_by_code, lexicon

if TYPE_CHECKING:
    from canasta.engine import GameState, Rules

# How many of each sort of word move the move list offers at most: the longest words
# first, then the dearest (a player sees the best of them; the table accepts any).
NEW_WORDS_LISTED = 12
EXTENSIONS_LISTED = 6
TAKES_LISTED = 8


def _letters(rules: Rules, hand: Sequence[Card]) -> tuple[dict[str, list[Card]], list[Card]]:
    """The hand's letter cards by letter (one card of each face first), and its stars."""
    by_letter: dict[str, list[Card]] = {}
    stars = []
    letters = letters_by_code(rules)
    for card in hand:
        letter = letters[card.code]
        if letter is None:
            stars.append(card)
        else:
            by_letter.setdefault(letter, []).append(card)
    return by_letter, stars


def _cards_for(rules: Rules, letters: str, by_letter: dict[str, list[Card]],
               stars: list[Card]) -> tuple[Card, ...] | None:
    """Hand cards that spell `letters` in order (stars where letters run out), or None."""
    used: dict[str, int] = {}
    star_count = 0
    cards = []
    for letter in letters:
        held = by_letter.get(letter, ())
        count = used.get(letter, 0)
        if count < len(held):
            cards.append(held[count])
            used[letter] = count + 1
        elif star_count < len(stars):
            cards.append(stars[star_count])
            star_count += 1
        else:
            return None
    return tuple(cards)


def cards_value(rules: Rules, cards: Sequence[Card]) -> int:
    """What `cards` are worth on the table."""
    return sum(rules.value_of(card) for card in cards)


def new_words(state: GameState) -> list[Action]:
    """New words from the hand, the longest and dearest first."""
    rules = state.rules
    by_letter, stars = _letters(rules, state.hands[state.current])
    letters = "".join(sorted(letter * len(cards) for letter, cards in by_letter.items()))
    star_value = rules.value_of(stars[0]) if stars else 0
    found = []
    for word in best_new_words(rules, letters, len(stars), star_value, NEW_WORDS_LISTED):
        cards = _cards_for(rules, word, by_letter, stars)
        assert cards is not None  # the word was found with these letters and stars
        found.append(Action("meld", cards, word=word))
    return found


def extensions(state: GameState) -> list[Action]:
    """Letters from the hand put into each of the side's words."""
    rules = state.rules
    by_letter, stars = _letters(rules, state.hands[state.current])
    letters = "".join(sorted(letter * len(cards) for letter, cards in by_letter.items()))
    star_value = rules.value_of(stars[0]) if stars else 0
    found: list[Action] = []
    seen = set()
    for meld in state.tables[state.side_of(state.current)]:
        if not meld.kind.spoken_key or (meld.key, tuple(meld.cards)) in seen:
            continue
        seen.add((meld.key, tuple(meld.cards)))
        held_stars = count_wild(rules, meld.cards)
        for longer in best_extensions(rules, meld.key, held_stars, letters, len(stars), star_value,
                                      EXTENSIONS_LISTED):
            action = _extension(rules, meld, longer, by_letter, stars)
            assert action is not None  # the word was found with these letters and stars
            found.append(action)
    return found


def _extension(rules: Rules, meld: Meld, longer: str, by_letter: dict[str, list[Card]],
               stars: list[Card]) -> Action | None:
    """`meld` made into `longer` with hand cards at the places its first embedding leaves."""
    rest = iter(range(len(longer)))
    kept = set()
    for letter in meld.key:
        kept.add(next(place for place in rest if longer[place] == letter))
    new_letters = "".join(letter for place, letter in enumerate(longer) if place not in kept)
    cards = _cards_for(rules, new_letters, by_letter, stars)
    return None if cards is None else Action("meld", cards, meld.id, word=longer)


def joins(state: GameState) -> list[Action]:
    """Two of the side's words joined end to end into a word of a canasta's length."""
    rules = state.rules
    shortest = rules.combine_min_letters
    if shortest is None:
        return []
    melds = [meld for meld in state.tables[state.side_of(state.current)] if meld.kind.spoken_key]
    return [Action("merge", (), melds[first].id, melds[second].id)
            for first, second in _joinable(rules, tuple(meld.key for meld in melds), shortest)]


_joinable_kept: dict[tuple, tuple[tuple[int, int], ...]] = {}
JOINABLE_KEPT = 20_000


def _joinable(rules: Rules, keys: tuple[str, ...], shortest: int) -> tuple[tuple[int, int], ...]:
    """Which two of `keys`, one after the other, make a word of at least `shortest`
    letters, by their places (kept by the words: a table's words change one at a time)."""
    question = (rules.word_list, keys, shortest)
    found = _joinable_kept.get(question)
    if found is None:
        if len(_joinable_kept) >= JOINABLE_KEPT:
            _joinable_kept.clear()
        # The words that join after each word (of at least `combine_min_letters` in all), kept
        # by the word: a table's words change one at a time.
        assert shortest == rules.combine_min_letters
        after = [joined_after(rules, key) for key in keys]
        found = _joinable_kept[question] = tuple(
            (first, second) for first in range(len(keys)) for second in range(len(keys))
            if first != second and keys[second] in after[first])
    return found


def word_takes(state: GameState) -> list[Action]:
    """The pile taken with a new word made of its top card and at least two hand cards."""
    rules = state.rules
    top = state.pile_top()
    if top is None or rules.card_kinds.wild[top.code]:
        return []
    top_letter = top.rank.lower()
    by_letter, stars = _letters(rules, state.hands[state.current])
    letters = "".join(sorted(letter * len(cards) for letter, cards in by_letter.items()))
    star_value = rules.value_of(stars[0]) if stars else 0
    found = []
    for word in best_takes(rules, letters, top_letter, len(stars), star_value, TAKES_LISTED):
        place = word.index(top_letter)
        cards = _cards_for(rules, word[:place] + word[place + 1:], by_letter, stars)
        assert cards is not None  # the word was found with these letters and stars
        found.append(Action("take", cards, word=word))
    return found


def top_card_takes(state: GameState) -> list[Action]:
    """Once the stock is empty: the top card alone put into one of the side's words,
    making a word (ruling 15)."""
    rules = state.rules
    top = state.pile_top()
    if state.stock or top is None or rules.card_kinds.wild[top.code]:
        return []
    letter = top.rank.lower()
    words = lexicon(rules)
    found = []
    for meld in state.tables[state.side_of(state.current)]:
        if not meld.kind.spoken_key:
            continue
        for place in range(len(meld.key) + 1):
            longer = meld.key[:place] + letter + meld.key[place:]
            action = Action("take", (), meld.id, word=longer)
            if longer in words and action not in found and WORD.problem(
                    rules, longer, meld.cards[:place] + [top] + meld.cards[place:]) is None:
                found.append(action)
    return found
