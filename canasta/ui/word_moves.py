"""The word moves a player makes at the table (BWC Canasta), worked out from what the
player did: the cards picked (in the order picked), where they were dropped, the letter
chosen for each star. Each becomes an engine `Action` (`meld ... as WORD`, `meld ... to
#N as WORD`, `take ... as WORD`, `merge #A #B`), and where a drop could mean more than one
move, the judge (`GameState.explain`) is asked of each in turn: the first it allows is
the move, and when it allows none, its sentence for the likeliest one says why. No rule
is decided here.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement, product
from math import comb
from string import ascii_lowercase
from typing import Callable, Sequence

from canasta.engine import Action, Card, GameState, Meld

STAR_MARK = "\u2605"    # an unknown star's letter, in a word shown to the player: "C★T"
SPREADS_TRIED = 4000    # ways to spread dropped letters through a word, at most, that the judge is asked about
HINTED_STARS = 2        # the letter picker marks the letters that make a word for up to this many stars

# The words, each with its cards in order, that a move could spell with the letters given
# for its stars (a take: one for each place of the top card).
WordsOf = Callable[[list[str]], list[tuple[str, list[Card]]]]


@dataclass(frozen=True)
class Verdict:
    """A word move worked out: the move the judge allows (`action`), or the judge's reason
    (`problem`) for the likeliest of the moves meant."""

    action: Action | None
    problem: str | None
    word: str = ""        # the word of `action`, or of the likeliest move refused

    @property
    def allowed(self) -> bool:
        return self.action is not None


def is_star(state: GameState, card: Card) -> bool:
    return state.rules.is_wild(card)


def stars_in(state: GameState, cards: Sequence[Card]) -> int:
    return sum(1 for card in cards if is_star(state, card))


def spelled(state: GameState, cards: Sequence[Card], star_letters: Sequence[str] = ()) -> str:
    """The letters `cards` show, in lower case, the stars standing for `star_letters` in
    turn (STAR_MARK where none is given)."""
    letters = iter(star_letters)
    return "".join(next(letters, STAR_MARK) if is_star(state, card) else card.rank.lower() for card in cards)


def shown(word: str) -> str:
    """A word as the table writes it: "CAT", "C★T"."""
    return word.upper()


# ----------------------------------------------------------------- the moves

def new_word(state: GameState, cards: Sequence[Card], star_letters: Sequence[str] = ()) -> Verdict:
    """The cards, in the order picked, laid as a new word."""
    word = spelled(state, cards, star_letters)
    action = Action("meld", tuple(cards), word=word)
    return _judged(state, [action])


def into_word(state: GameState, meld: Meld, cards: Sequence[Card], gap: int,
              star_letters: Sequence[str] = ()) -> Verdict:
    """The cards dropped into `meld` before its letter `gap`: together there, as the player
    dropped them; where that spells no word, the first card at the drop place and the
    others spread through the rest of the word as a word needs them (`EAT` with X and C
    dropped after the E: `EXACT`). The judge has the last word on each."""
    letters = spelled(state, cards, star_letters)
    key = meld.key
    tried = [_insertion(key, letters, [gap] * len(letters))]
    if len(letters) > 1:
        tried += _spreads(state, meld, cards, letters, gap)
    # the new cards go in as given: in the order they lie in the new word
    actions = [Action("meld", tuple(cards), meld.id, word=word) for word, _ in dict.fromkeys(tried)]
    if len(cards) == 1:
        # One letter dropped on its like in a canasta: switched for it (or for the star there).
        actions += [Action("switch", (cards[0], meld.cards[place]), meld.id) for place in (gap - 1, gap)
                    if 0 <= place < len(meld.cards) and meld.key[place] == letters]
    return _judged(state, actions, lambda action: action.word or key)


def take_with_word(state: GameState, cards: Sequence[Card], star_letters: Sequence[str] = ()) -> Verdict:
    """The pile taken with a new word of the picked cards and the top card: the top card
    tried in each place in turn, first to last."""
    top = state.pile_top()
    letters = spelled(state, cards, star_letters)
    if top is None or is_star(state, top):
        return _judged(state, [Action("take", tuple(cards), word=letters or None)])
    mine = top.rank.lower()
    actions = [Action("take", tuple(cards), word=letters[:place] + mine + letters[place:])
               for place in range(len(letters) + 1)]
    return _judged(state, actions)


def join_words(state: GameState, dragged: int, onto: int, in_front: bool) -> Verdict:
    """One of the side's words dragged onto another: it joins the end of that word, or its
    front where it was dropped on the front half; the other order is tried next."""
    after = Action("merge", (), onto, dragged)
    before = Action("merge", (), dragged, onto)
    table = state.tables[state.side_of(state.current)]
    keys = {meld.id: meld.key for meld in table}

    def joined(action: Action) -> str:
        return keys.get(action.to or 0, "") + keys.get(action.joining or 0, "")

    return _judged(state, [before, after] if in_front else [after, before], joined)


def forced_takes(state: GameState) -> list[Action]:
    """The takes the engine lists once the stock is empty: the top card alone into a word."""
    return [action for action in state.legal_actions() if action.kind == "take" and action.to is not None]


# ----------------------------------------------------------------- the stars' letters

def letters_for_star(state: GameState, words_of: WordsOf, star_letters: Sequence[str], stars: int) -> list[str]:
    """The letters the next star may stand for so that the move `words_of` makes (with the
    letters already chosen, `star_letters`) could spell a word of the word list, as the
    rules' kind of meld judges a word. Empty where too many stars are left to look."""
    left = stars - len(star_letters) - 1
    if left >= HINTED_STARS:
        return []
    found = []
    for letter in ascii_lowercase:
        for rest in product(ascii_lowercase, repeat=left):
            if any(_is_word(state, word, cards) for word, cards in words_of([*star_letters, letter, *rest])):
                found.append(letter)
                break
    return found


def new_word_spellings(state: GameState, cards: Sequence[Card]) -> WordsOf:
    return lambda letters: [(spelled(state, cards, letters), list(cards))]


def into_word_spellings(state: GameState, meld: Meld, cards: Sequence[Card], gap: int) -> WordsOf:
    def words(letters: list[str]) -> list[tuple[str, list[Card]]]:
        new = spelled(state, cards, letters)
        key = meld.key
        return [(key[:gap] + new + key[gap:], meld.cards[:gap] + list(cards) + meld.cards[gap:])]
    return words


def take_spellings(state: GameState, cards: Sequence[Card]) -> WordsOf:
    top = state.pile_top()

    def words(letters: list[str]) -> list[tuple[str, list[Card]]]:
        new = spelled(state, cards, letters)
        if top is None or is_star(state, top):
            return []
        return [(new[:place] + top.rank.lower() + new[place:], [*cards[:place], top, *cards[place:]])
                for place in range(len(new) + 1)]
    return words


# ----------------------------------------------------------------- inside

def _is_word(state: GameState, word: str, cards: Sequence[Card]) -> bool:
    """Whether `cards` spell `word` as the kind of meld that words are judges it."""
    named = state.variant.turn.named_target(Action("meld", tuple(cards), word=word))
    return named is not None and named[0].problem(state.rules, word, cards) is None


def _judged(state: GameState, actions: list[Action],
            word_of: Callable[[Action], str] = lambda action: action.word or "") -> Verdict:
    """The first of `actions` the judge allows; else its reason for the first."""
    first_problem = None
    for action in actions:
        problem = state.explain(action)
        if problem is None:
            return Verdict(action, None, word_of(action))
        if first_problem is None:
            first_problem = problem
    first = actions[0]
    return Verdict(None, first_problem, word_of(first))


def _insertion(key: str, letters: str, places: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    """The word `key` with `letters[i]` put before its letter `places[i]` (places in
    order), and where in the new word each new letter lies."""
    word = []
    where = []
    new = 0
    for index in range(len(key) + 1):
        while new < len(letters) and places[new] == index:
            where.append(len(word))
            word.append(letters[new])
            new += 1
        if index < len(key):
            word.append(key[index])
    return "".join(word), tuple(where)


def _spreads(state: GameState, meld: Meld, cards: Sequence[Card], letters: str,
             gap: int) -> list[tuple[str, tuple[int, ...]]]:
    """The other ways to put `letters` (in order) into the word, the first at the drop
    place `gap`, that spell a word."""
    key = meld.key
    if comb(len(key) - gap + len(letters) - 1, len(letters) - 1) > SPREADS_TRIED:
        return []
    found = []
    for rest in combinations_with_replacement(range(gap, len(key) + 1), len(letters) - 1):
        places = (gap, *rest)
        word, where = _insertion(key, letters, places)
        row: list[Card | None] = [None] * len(word)
        for place, card in zip(where, cards):
            row[place] = card
        old = iter(meld.cards)
        cards_in_row = [card if card is not None else next(old) for card in row]
        if _is_word(state, word, cards_in_row):
            found.append((word, where))
    return found
