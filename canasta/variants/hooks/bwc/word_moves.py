"""The word moves a turn may make (rulings 6, 9, 11 and 15), found with the word list's
anagram index, never by trying orderings of the hand: new words, letters put into the
side's words, words joined, letters switched into a mixed canasta, the pile taken with a
word. A sensible set, the longest and dearest first: the judge accepts any legal word."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence

from canasta.engine.actions import Action
from canasta.engine.cards import COLOUR_NAMES, Card
from canasta.engine.meld_kinds import count_wild
from canasta.engine.table import Meld

from .words import WORD, cached_extensions, cached_words_from, is_natural_word, letter_of, lexicon, star_cap

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
    for card in hand:
        letter = letter_of(rules, card)
        if letter is None:
            stars.append(card)
        else:
            by_letter.setdefault(letter, []).append(card)
    return by_letter, stars


def _cards_for(rules: Rules, letters: str, by_letter: dict[str, list[Card]],
               stars: list[Card]) -> tuple[Card, ...] | None:
    """Hand cards that spell `letters` in order (stars where letters run out), or None."""
    used: Counter[str] = Counter()
    star_count = 0
    cards = []
    for letter in letters:
        held = by_letter.get(letter, ())
        if used[letter] < len(held):
            cards.append(held[used[letter]])
            used[letter] += 1
        elif star_count < len(stars):
            cards.append(stars[star_count])
            star_count += 1
        else:
            return None
    return tuple(cards)


def cards_value(rules: Rules, cards: Sequence[Card]) -> int:
    """What `cards` are worth on the table."""
    return sum(rules.value_of(card) for card in cards)


def _best(actions: list[Action], rules: Rules, most: int) -> list[Action]:
    """The `most` longest words of `actions`, the dearest first among equals."""
    actions.sort(key=lambda action: (-len(action.word or ""), -cards_value(rules, action.cards), action.word))
    return actions[:most]


def new_words(state: GameState) -> list[Action]:
    """New words from the hand, the longest and dearest first."""
    rules = state.rules
    by_letter, stars = _letters(rules, state.hands[state.current])
    letters = "".join(letter * len(cards) for letter, cards in by_letter.items())
    star_value = rules.value_of(stars[0]) if stars else 0
    ranked = []
    for word, blanks in cached_words_from(rules.word_list, "".join(sorted(letters)), len(stars), rules.word_min_letters):
        if blanks > star_cap(rules, len(word) - blanks):
            continue
        value = _spelled_value(rules, word, by_letter, len(stars), star_value)
        if value is not None:
            ranked.append((-len(word), -value, word))
    # Ranked as `_best` ranks the words, by what their cards would be worth; cards are
    # picked for the words listed only (a hand of fifteen letters makes hundreds of words).
    ranked.sort()
    found = []
    for _, _, word in ranked[:NEW_WORDS_LISTED]:
        cards = _cards_for(rules, word, by_letter, stars)
        assert cards is not None  # as its value said
        found.append(Action("meld", cards, word=word))
    return found


def _spelled_value(rules: Rules, word: str, by_letter: dict[str, list[Card]], stars: int,
                   star_value: int) -> int | None:
    """What the cards `_cards_for` picks to spell `word` are worth, or None where it picks none."""
    value = short = 0
    for letter in set(word):
        count = word.count(letter)
        held = by_letter.get(letter, ())
        used = min(count, len(held))
        if used:
            value += used * rules.value_of(held[0])
        short += count - used
    return None if short > stars else value + short * star_value


def extensions(state: GameState) -> list[Action]:
    """Letters from the hand put into each of the side's words."""
    rules = state.rules
    by_letter, stars = _letters(rules, state.hands[state.current])
    letters = "".join(sorted(letter * len(cards) for letter, cards in by_letter.items()))
    found: list[Action] = []
    seen = set()
    for meld in state.tables[state.side_of(state.current)]:
        if not meld.kind.spoken_key or (meld.key, tuple(meld.cards)) in seen:
            continue
        seen.add((meld.key, tuple(meld.cards)))
        held_stars = count_wild(rules, meld.cards)
        of_meld = []
        for longer, blanks in cached_extensions(rules.word_list, meld.key, letters, len(stars)):
            if held_stars + blanks > star_cap(rules, len(longer) - held_stars - blanks):
                continue
            action = _extension(rules, meld, longer, by_letter, stars)
            if action is not None:
                of_meld.append(action)
        found += _best(of_meld, rules, EXTENSIONS_LISTED)
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
    words = lexicon(rules)
    return [Action("merge", (), first.id, second.id) for first in melds for second in melds
            if first is not second and len(first.key) + len(second.key) >= shortest
            and first.key + second.key in words]


def switches(state: GameState) -> list[Action]:
    """Cards of the colour most of a mixed canasta's letters show, from the hand or from
    another of the side's words, for its stars and its letters of other colours (ruling 9)."""
    rules = state.rules
    if not rules.switch_to_natural:
        return []
    table = state.tables[state.side_of(state.current)]
    hand = state.hands[state.current]
    found = []
    for meld in table:
        if not meld.kind.spoken_key or not WORD.is_complete(rules, meld.cards) or is_natural_word(rules, meld.cards):
            continue
        colours = Counter(card.suit for card in meld.cards if letter_of(rules, card) is not None)
        if not colours:
            continue
        colour = colours.most_common(1)[0][0]
        if not _can_turn_natural(rules, meld, colour, table, hand):
            continue
        for place, card in enumerate(meld.cards):
            if letter_of(rules, card) is not None and card.suit == colour:
                continue
            letter = meld.key[place].upper()
            wanted = next((held for held in hand if held.rank == letter and held.suit == colour), None)
            if wanted is not None:
                found.append(Action("switch", (wanted, card), meld.id))
                continue
            for other in table:
                if other is not meld and other.kind.spoken_key and any(
                        held.rank == letter and held.suit == colour for held in other.cards):
                    wanted = next(held for held in other.cards if held.rank == letter and held.suit == colour)
                    found.append(Action("switch", (wanted, card), meld.id, other.id))
                    break
    return [action for action in dict.fromkeys(found) if switch_problem(state, action) is None]


def _can_turn_natural(rules: Rules, meld: Meld, colour: str, table: Sequence[Meld], hand: Sequence[Card]) -> bool:
    """Whether the hand and the side's other words hold, for every star and every letter of
    another colour in `meld`, a card of its letter in `colour`, each card for one place: a
    canasta switched into must end the turn natural, and switches alone make it so (turn.py),
    so where they cannot, no switch into it is listed (most mixed canastas; a bound)."""
    wanted: Counter[str] = Counter()
    for place, card in enumerate(meld.cards):
        if letter_of(rules, card) is None or card.suit != colour:
            wanted[meld.key[place]] += 1
    held: Counter[str] = Counter()
    for source in [hand, *(other.cards for other in table if other is not meld and other.kind.spoken_key)]:
        for card in source:
            letter = letter_of(rules, card)
            if letter is not None and card.suit == colour and wanted[letter] > held[letter]:
                held[letter] += 1
    return held == wanted


def word_takes(state: GameState) -> list[Action]:
    """The pile taken with a new word made of its top card and at least two hand cards."""
    rules = state.rules
    top = state.pile_top()
    if top is None or rules.card_kinds.wild[top.code]:
        return []
    top_letter = top.rank.lower()
    by_letter, stars = _letters(rules, state.hands[state.current])
    letters = "".join(letter * len(cards) for letter, cards in by_letter.items()) + top_letter
    found = []
    for word, blanks in cached_words_from(rules.word_list, "".join(sorted(letters)), len(stars), rules.word_min_letters):
        if top_letter not in word or blanks > star_cap(rules, len(word) - blanks):
            continue
        place = word.index(top_letter)
        cards = _cards_for(rules, word[:place] + word[place + 1:], by_letter, stars)
        if cards is not None:
            found.append(Action("take", cards, word=word))
    return _best(found, rules, TAKES_LISTED)


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


def switch_problem(state: GameState, action: Action) -> str | None:
    """Why a card of a canasta may not be switched as `action` says (ruling 9), or None."""
    if action.kind != "switch":
        return None
    rules = state.rules
    if not rules.switch_to_natural:
        return "These rules do not switch letters."
    if state.taking is not None:
        return f"Finish taking the {rules.pile_name} before you switch letters."
    table = state.tables[state.side_of(state.current)]
    into = table.by_id(action.to) if action.to is not None else None
    if into is None or not into.kind.spoken_key:
        return "Name one of your side's words to switch a letter in."
    incoming, out = action.cards
    name = into.key.upper()
    if not WORD.is_complete(rules, into.cards):
        return f"Letters are switched only in a canasta: {name} is not one."
    if is_natural_word(rules, into.cards) and into.id not in {switch.into for switch in state.switches}:
        return f"{name} is a natural canasta already."
    if letter_of(rules, incoming) is None:
        return "A letter goes in for the star or the letter it replaces, never a star."
    if out not in into.cards:
        return f"{name} holds no {rules.card_name(out)}."
    if WORD.switch_place(rules, into.key, into.cards, incoming, out) is None:
        return f"The {rules.card_name(incoming)} cannot take the place of the {rules.card_name(out)} in {name}: " \
               f"switch a card for one showing the same letter."
    if action.joining is None:
        if incoming not in state.hands[state.current]:
            return f"You do not hold the {rules.card_name(incoming)}."
        return None
    source = table.by_id(action.joining)
    if source is None or source is into or not source.kind.spoken_key:
        return "Name another of your side's words the letter comes from."
    if incoming not in source.cards:
        return f"{source.key.upper()} holds no {rules.card_name(incoming)}."
    if WORD.is_complete(rules, source.cards) and is_natural_word(rules, source.cards):
        return f"{source.key.upper()} is a natural canasta: nothing is switched into it."
    cards = list(source.cards)
    cards[cards.index(incoming)] = out
    return WORD.problem(rules, source.key, cards)


def switched_problem(state: GameState) -> str | None:
    """A canasta switched into this turn must be natural when the turn ends (ruling 9)."""
    table = state.tables[state.side_of(state.current)]
    for meld_id in dict.fromkeys(switch.into for switch in state.switches):
        meld = table.by_id(meld_id)
        if meld is not None and not is_natural_word(state.rules, meld.cards):
            colours = Counter(card.suit for card in meld.cards if letter_of(state.rules, card) is not None)
            colour = COLOUR_NAMES[colours.most_common(1)[0][0]]
            return (f"{meld.key.upper()} was switched into, so it must be a natural canasta when your turn "
                    f"ends: every letter {colour}, no star.")
    return None
