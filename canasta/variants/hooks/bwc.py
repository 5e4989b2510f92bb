"""How BWC word Canasta differs from the standard rules, where data cannot say it
(rules/bwc.md): its melds are words.

A word meld, the kind registered as `word`, is letter cards in a row that spell a word
of the rules' word list (`word_list`), each star standing for the letter of its place
(rulings 4 and 5). Its key is the word it spells, so a star's letter is the key's letter
at the star's place. Words are laid, extended and joined (ruling 6):

- `meld Cr ST Tb as cat`: a new word, the cards in the order they spell it;
- `meld Mb Er to #3 as theme`: letters put into word 3, its letters keeping their order
  and the new cards filling the other places in order;
- `merge #3 #5`: word 5 joins the end of word 3, making a word of a canasta's length;
- `take Cr Ag as cat`: the pile taken with a new word made with its top card (ruling 11);
  `take to #3 as them`: once the stock is empty, the top card put into word 3 (ruling 15);
- `switch Ab for ST in #3`: a letter of a mixed canasta exchanged for the same letter from
  the hand (or `from #5`, another word, which takes the card switched out), the canasta
  to be natural when the turn ends (ruling 9).

Every such move leaves each word a word, so the end of a turn has only the first meld,
going out, switched canastas and the cards kept to judge. The turn's moves cannot all be listed (any
letters in any order): `WordTurn` lists a sensible set of them, found with the word
list's anagram index, and answers the judge's questions about the end of the turn with
a small search over that same set, so that what is listed is always accepted and no
listed move leaves the player stuck.

Rulings of the implementation (the source is silent): a join must make a word by
itself; letters are added to it afterwards. A card switched out of a canasta into
another word may not make a natural canasta mixed (nothing is switched into a natural
canasta), nor break that word's star limit.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Iterator, Sequence

from canasta.engine.actions import ASK, DRAW, OUT, STOP, UNDO, Action
from canasta.engine.after_meld import dead_end_problem
from canasta.engine.cards import COLOUR_NAMES, Card
from canasta.engine.meld_kinds import MeldKind, count_wild, register_meld_kind
from canasta.engine.pile import HandGuess, register_pile_policy
from canasta.engine.table import Meld

from ..lexicons import load_lexicon

if TYPE_CHECKING:
    from canasta.engine import GameState, Rules
    from canasta.engine.lexicon import Lexicon

# How many of each sort of word move the move list offers at most: the longest words
# first, then the dearest (a player sees the best of them; the table accepts any).
NEW_WORDS_LISTED = 12
EXTENSIONS_LISTED = 6
TAKES_LISTED = 8
# Positions the search of `can_end_turn` looks at for one question, at most: a first
# meld of 50 to 120 points takes two or three words; beyond it the answer is "no".
SEARCH_BUDGET = 60
# Switches tried for one question, whether a switched canasta can still end the turn
# natural: a canasta has at most seven places to switch.
SWITCH_SEARCH_BUDGET = 20


def lexicon(rules: Rules) -> Lexicon:
    """The word list of `rules` (loaded once)."""
    assert rules.word_list is not None
    return load_lexicon(rules.word_list)


# Searches ask the word list the same questions again and again (a hand's letters, a
# word and the letters around it): the answers are kept, by list and sorted letters.
@lru_cache(maxsize=1 << 16)
def _words_from(name: str, letters: str, stars: int, shortest: int) -> list[tuple[str, int]]:
    return load_lexicon(name).words_from(letters, stars, shortest)


@lru_cache(maxsize=1 << 16)
def _extensions(name: str, word: str, letters: str, stars: int) -> list[tuple[str, int]]:
    return load_lexicon(name).extensions(word, letters, stars)


def letter_of(rules: Rules, card: Card) -> str | None:
    """The letter a card shows, in lower case (None: a star)."""
    return None if rules.card_kinds.wild[card.code] else card.rank.lower()


def spelled_problem(rules: Rules, word: str, cards: Sequence[Card]) -> str | None:
    """Why `cards`, in order, do not spell `word` (a star standing for any letter), or None."""
    if len(cards) != len(word):
        return f"{len(cards)} cards cannot spell {word.upper()}, a word of {len(word)} letters."
    for card, letter in zip(cards, word):
        shown = letter_of(rules, card)
        if shown is not None and shown != letter:
            return f"The {rules.card_name(card)} is not the {letter.upper()} of {word.upper()}."
    return None


def star_cap(rules: Rules, naturals: int) -> int:
    """Stars a word with `naturals` natural letters may hold (ruling 5: one for every two)."""
    return naturals // rules.naturals_per_star


def is_natural_word(rules: Rules, cards: Sequence[Card]) -> bool:
    """A word without a star whose letters are all of one colour (ruling 7)."""
    wild = rules.card_kinds.wild
    return not any(wild[card.code] for card in cards) and len({card.suit for card in cards}) == 1


class WordMeld(MeldKind):
    """BWC: a word of the word list spelled by letter cards, stars standing in."""

    name = "word"
    laid_out_in_order = True
    spoken_key = True

    def unique(self, rules: Rules) -> bool:
        return False  # any number of words, the same word more than once

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        return None  # the player says which word the cards spell

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        problem = spelled_problem(rules, key, cards)
        if problem:
            return problem
        if len(key) < rules.word_min_letters:
            return f"A word needs at least {rules.word_min_letters} letters."
        if key not in lexicon(rules):
            return f"{key.upper()} is not in the word list."
        stars = count_wild(rules, cards)
        if stars > star_cap(rules, len(cards) - stars):
            return (f"{key.upper()} holds {stars} star{'s' if stars != 1 else ''}: a word holds at most one star "
                    f"for every {rules.naturals_per_star} letters.")
        return None

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        return False  # letters go into a word at a place, which `placed` finds

    def without_wild(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return is_natural_word(rules, cards)

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        natural = is_natural_word(rules, cards)
        natural_bonus, mixed_bonus = self.bonuses(rules, key)
        return ("natural", natural_bonus) if natural else ("mixed", mixed_bonus)

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        times = dict(rules.word_bonus_multiplier).get(key, 1)  # CANASTA and CANASTAS twice (ruling 7)
        return rules.natural_canasta_bonus * times, rules.mixed_canasta_bonus * times

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        stars = count_wild(rules, cards)
        return max(star_cap(rules, len(cards) - stars) - stars, 0)

    def placed(self, rules: Rules, key: str, cards: Sequence[Card], new: Sequence[Card],
               spoken: str) -> tuple[str, list[Card], tuple[int, ...]] | str:
        if len(spoken) != len(key) + len(new):
            return (f"{spoken.upper()} has {len(spoken)} letters: {key.upper()} and "
                    f"{len(new)} more make {len(key) + len(new)}.")
        for kept in combinations(range(len(spoken)), len(key)):
            if any(spoken[place] != letter for place, letter in zip(kept, key)):
                continue
            places = tuple(place for place in range(len(spoken)) if place not in kept)
            if spelled_problem(rules, "".join(spoken[place] for place in places), new) is None:
                row: list[Card] = [None] * len(spoken)  # type: ignore[list-item]
                for place, card in zip(kept, cards):
                    row[place] = card
                for place, card in zip(places, new):
                    row[place] = card
                return spoken, row, places
        return (f"These letters cannot make {key.upper()} into {spoken.upper()}: the letters of a word "
                f"keep their order, and the new cards fill the other places in the order given.")

    def switch_place(self, rules: Rules, key: str, cards: Sequence[Card], incoming: Card, out: Card) -> int | None:
        letter = letter_of(rules, incoming)
        if letter is None or incoming is out:
            return None
        for place, card in enumerate(cards):
            if card is out and key[place] == letter:
                return place
        return None

    def merged_key(self, rules: Rules, into_key: str, joining_key: str) -> str:
        return into_key + joining_key

    def split_key(self, key: str, count: int) -> tuple[str, str]:
        return key[:len(key) - count], key[len(key) - count:]

    def key_of_label(self, label: str) -> str | None:
        word, _, kind = label.rpartition(" ")
        return word if kind == "word" and word.isascii() and word.isalpha() and word.islower() else None

    def in_order(self, cards: Sequence[Card]) -> list[tuple[Card, str]]:
        return [(card, "") for card in cards]

    def label(self, key: str) -> str:
        return f"{key} word"

    def words(self, key: str) -> str:
        return f"word {key.upper()}"


WORD = WordMeld()


# ----------------------------------------------------------------- the moves of a turn

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


def _value(rules: Rules, cards: Sequence[Card]) -> int:
    return sum(rules.value_of(card) for card in cards)


def _best(actions: list[Action], rules: Rules, most: int) -> list[Action]:
    """The `most` longest words of `actions`, the dearest first among equals."""
    actions.sort(key=lambda action: (-len(action.word or ""), -_value(rules, action.cards), action.word))
    return actions[:most]


def new_words(state: GameState) -> list[Action]:
    """New words from the hand, the longest and dearest first."""
    rules = state.rules
    by_letter, stars = _letters(rules, state.hands[state.current])
    letters = "".join(letter * len(cards) for letter, cards in by_letter.items())
    found = []
    for word, blanks in _words_from(rules.word_list, "".join(sorted(letters)), len(stars), rules.word_min_letters):
        if blanks > star_cap(rules, len(word) - blanks):
            continue
        cards = _cards_for(rules, word, by_letter, stars)
        if cards is not None:
            found.append(Action("meld", cards, word=word))
    return _best(found, rules, NEW_WORDS_LISTED)


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
        for longer, blanks in _extensions(rules.word_list, meld.key, letters, len(stars)):
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
    return [action for action in dict.fromkeys(found) if TURN.switch_problem(state, action) is None]


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
    for word, blanks in _words_from(rules.word_list, "".join(sorted(letters)), len(stars), rules.word_min_letters):
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


def forced_takes(state: GameState) -> list[Action]:
    """`top_card_takes` after which the turn can still end (ruling 15: a take that would
    leave the player only a last card that may not go out is no take)."""
    return [action for action in top_card_takes(state) if TURN.turn_can_end_after(state, action)]


class WordTurn:
    """What the engine asks of a turn played with words: its moves, and whether it can
    still end (the doors of moves.py, after_meld.py, endings.py and taking.py)."""

    def draw_actions(self, state: GameState) -> list[Action]:
        forced = forced_takes(state)
        if forced:
            return forced
        actions = [DRAW] if state.stock else []
        actions += [action for action in word_takes(state) if self.take_problem(state, action) is None]
        if not state.stock:
            actions.append(STOP)
        return actions

    def play_actions(self, state: GameState) -> list[Action]:
        from canasta.engine.discards import discard_problem
        from canasta.engine.legality import ask_problem, end_problem

        hand = state.hands[state.current]
        melds = new_words(state) if state.taking is not None else new_words(state) + extensions(state)
        actions = [action for action in melds if self.turn_can_end_after(state, action)]
        if state.taking is None:
            actions += [action for action in joins(state) + switches(state) if self.turn_can_end_after(state, action)]
            if len(hand) > 1 and end_problem(state, False) is None:
                actions += [Action("discard", (card,)) for card in dict.fromkeys(hand)
                            if discard_problem(state, card) is None]
            if len(hand) == 1 and end_problem(state, True) is None:
                actions.append(Action("discard", (hand[0],)))
            if not hand and not state.rules.going_out_needs_discard and end_problem(state, True) is None:
                actions.append(OUT)
            if ask_problem(state) is None:
                actions.append(ASK)
        if len(state.turn_moves) > state.locked or state.merges or state.switches:
            actions.append(UNDO)
        return actions

    def take_problem(self, state: GameState, action: Action) -> str | None:
        """Why the pile may not be taken as `action` says (a word), or None."""
        rules = state.rules
        top = state.pile_top()
        if top is None:
            return f"The {rules.pile_name} is empty."
        if rules.card_kinds.wild[top.code]:
            return f"A star on top of the {rules.pile_name} stops it from being taken."
        if action.word is None:
            return (f"Take the {rules.pile_name} with a word: the top card and at least two cards from your "
                    f"hand that spell it with the top card.")
        if action.to is not None:
            if action not in top_card_takes(state):
                return (f"The top card alone goes into a word only once the stock is empty, and only where it "
                        f"makes a word: {action.word.upper()} is not such a word.")
            return dead_end_problem(state, action)
        forced = forced_takes(state)
        if forced:
            return (f"The stock is empty and the top card makes {forced[0].word.upper()} with one of your "
                    f"words: you must take the {rules.pile_name} that way.")
        hand = list(state.hands[state.current])
        for card in action.cards:
            if card not in hand:
                return f"You do not hold the {rules.card_name(card)}."
            hand.remove(card)
        if len(action.cards) < 2:
            return f"Take the {rules.pile_name} with at least two cards from your hand and the top card."
        placed = WORD.placed(rules, top.rank.lower(), [top], action.cards, action.word)
        if isinstance(placed, str):
            return (f"The top card and these cards do not spell {action.word.upper()}: the top card takes "
                    f"one place, your cards the others in the order given.")
        problem = WORD.problem(rules, action.word, placed[1], new=True)
        if problem:
            return problem
        return dead_end_problem(state, action)

    def stop_problem(self, state: GameState) -> str | None:
        """Why the hand may not be ended now that the stock is empty, or None (ruling 15)."""
        forced = forced_takes(state)
        if forced:
            assert forced[0].word is not None and forced[0].to is not None
            meld = state.tables[state.side_of(state.current)].by_id(forced[0].to)
            assert meld is not None
            return (f"The stock is empty and the top card makes {forced[0].word.upper()} with your word "
                    f"{meld.key.upper()}: you must take the {state.rules.pile_name} that way.")
        return None

    def switch_problem(self, state: GameState, action: Action) -> str | None:
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

    def end_problem(self, state: GameState) -> str | None:
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

    def merge_problem(self, state: GameState, action: Action) -> str | None:
        """Why two words may not be joined as `action` says, or None."""
        rules = state.rules
        if state.taking is not None:
            return f"Finish taking the {rules.pile_name} before you join words."
        table = state.tables[state.side_of(state.current)]
        first = table.by_id(action.to) if action.to is not None else None
        second = table.by_id(action.joining) if action.joining is not None else None
        if first is None or second is None or first is second:
            return "Name two of your side's words to join."
        if not (first.kind.spoken_key and second.kind.spoken_key):
            return "Only words are joined."
        joined = first.key + second.key
        if rules.combine_min_letters is None:
            return "These rules never join words."
        if len(joined) < rules.combine_min_letters:
            return (f"{first.key.upper()} and {second.key.upper()} make only {len(joined)} letters: words are "
                    f"joined only into a word of {rules.combine_min_letters} letters or more.")
        if joined not in lexicon(rules):
            return f"{joined.upper()} is not in the word list."
        return WORD.problem(rules, joined, first.cards + second.cards)

    def turn_can_end_after(self, state: GameState, action: Action) -> bool:
        """Whether the turn could still end after the word move `action` (legal by the
        rules of words)."""
        side = state.side_of(state.current)
        if action.kind == "switch":
            return self._can_end_after_switch(state, action)
        left = len(state.hands[state.current]) - len(action.cards)
        if action.kind == "take":
            left += len(state.pile) - 1 if state.opened[side] else 0
        if state.opened[side] and state.permission is not True and left >= 2 and not state.switches \
                and action.kind != "switch" and (state.taking is None or action.kind == "take"):
            return True  # every word a word, and two cards kept: one can be discarded
        after = state.clone()
        after.apply(action)
        return self.can_end_turn(after)

    def _can_end_after_switch(self, state: GameState, action: Action) -> bool:
        """After a switch, the canastas switched into must end the turn natural: switches
        alone make them so, or nothing does (a letter put into a word never takes a letter
        of another colour out). Where that is done and two cards are kept, one can be
        discarded; else the search says."""
        after = state.clone()
        after.apply(action)
        if not _switched_natural(after, [SWITCH_SEARCH_BUDGET]):
            return False
        side = state.side_of(state.current)
        if state.opened[side] and state.permission is not True and len(state.hands[state.current]) >= 2:
            return True
        return self.can_end_turn(after)

    def can_end_turn(self, state: GameState, going_out: bool = False) -> bool:
        """Whether the player to move can end the turn from here with the words this
        module lists (`going_out`: only by going out)."""
        return _Search(state._endings_known, going_out).reachable(state)


def ends_now(state: GameState, going_out: bool) -> bool:
    """Whether the turn can end at once: a discard, or going out."""
    from canasta.engine.legality import end_problem

    if state.taking is not None:
        return False
    hand = state.hands[state.current]
    if not hand:
        return not state.rules.going_out_needs_discard and end_problem(state, True) is None
    if len(hand) == 1:
        return end_problem(state, True) is None
    return not going_out and end_problem(state, False) is None


class _Search:
    """A depth-first search over the listed word moves, the dearest first, within a budget."""

    def __init__(self, known: dict[tuple, bool], going_out: bool):
        self.known = known
        self.going_out = going_out
        self.budget = SEARCH_BUDGET

    def reachable(self, state: GameState) -> bool:
        if ends_now(state, self.going_out):
            return True
        key = _position_key(state, self.going_out)
        answer = self.known.get(key)
        if answer is not None:
            return answer
        answer = False
        for action in self._moves(state):
            if self.budget <= 0:
                return False  # cut short: not kept, a later question may look further
            self.budget -= 1
            child = state.clone()
            child.apply(action)
            if self.reachable(child):
                answer = True
                break
        if answer or self.budget > 0:
            self.known[key] = answer
        return answer

    def _moves(self, state: GameState) -> Iterator[Action]:
        rules = state.rules
        moves = new_words(state) if state.taking is not None else \
            new_words(state) + extensions(state) + joins(state) + switches(state)
        moves.sort(key=lambda action: -(len(action.cards) * 100 + _value(rules, action.cards)))
        return iter(moves)


def _switched_natural(state: GameState, budget: list[int]) -> bool:
    """Whether listed switches alone can make every canasta switched into this turn
    natural (a depth-first search of at most `budget[0]` switches in all)."""
    if TURN.end_problem(state) is None:
        return True
    for action in switches(state):
        if budget[0] <= 0:
            return False
        budget[0] -= 1
        child = state.clone()
        child.apply(action)
        if _switched_natural(child, budget):
            return True
    return False


def _position_key(state: GameState, going_out: bool) -> tuple:
    side = state.side_of(state.current)
    return ("words", going_out, state.permission, state.taking is None, state.opened[side],
            tuple(sorted({switch.into for switch in state.switches})),
            tuple(sorted(card.code for card in state.hands[state.current])),
            tuple(sorted((meld.key, tuple(card.code for card in meld.cards))
                         for meld in state.tables[side])))


class WordPile:
    """How the pile is taken with words (`pile_taking: word`, rulings 11 and 15): with a
    new word made of its top card, never with a star on top; nothing freezes it."""

    def take_mode(self, state: GameState) -> str:
        return "word"

    def take_problem(self, state: GameState, top: Card) -> str | None:
        if state.rules.card_kinds.wild[top.code]:
            return f"A star on top of the {state.rules.pile_name} stops it from being taken."
        return None  # the word it is taken with is judged with the take (WordTurn.take_problem)

    def take_chance(self, state: GameState, guess: HandGuess, taker: int, card: Card) -> float:
        if state.rules.card_kinds.wild[card.code]:
            return 0.0
        # Most letters make a three-letter word with two of the eleven or more letters a
        # hand holds; the rare ones seldom do.
        return 0.6 if state.rules.value_of(card) <= 5 else 0.35

    def pile_note(self, state: GameState, viewer_side: int, top: Card) -> str:
        return "stopped by a star" if state.rules.card_kinds.wild[top.code] else ""


TURN = WordMeld.turn = WordTurn()
register_meld_kind(WORD, "Words (BWC letter cards)")
register_pile_policy("word", WordPile())
