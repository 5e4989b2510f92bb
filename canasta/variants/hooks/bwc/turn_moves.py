"""The moves of a turn that the last placings (word_cover.py) do not make, each listed in
full for the exact search (turn_search.py): words joined (ruling 6c), each grown first
if need be, and switches (ruling 9) with the placings that let a switch be made; and the
cards a placing of letters takes from the hand (`placing_cards`).

Why these and no others. A turn's moves can be put in an order where every placing of
letters that neither feeds a join nor lets a switch be made comes last: such placings
are made after the rest as well, and two placings into one word are one. A placing that
feeds a join is made just before it (`joins` makes both). And a switch only ever helps a
turn end by bringing a star from a canasta into the hand (a letter for a letter changes
no letter of the hand, and a star going into another word only tightens that word), so
switches are looked at only where some word holds a star and could end natural
(`switches_may_help`), and then with the placings that make a switch possible that was
not before (a word grown into a canasta, or given the letters to take a star).

No switch may put the side's words back as they stood earlier in the turn, since its
last placing or join (switch_moves.comes_back_problem): the switches of a way to make a
canasta natural are made in an order that does not. (A placing made only so that a
switch may then come back is not looked for: coming back is undoing a switch the turn
went through, and such a way seldom ends a turn that no other way ends.)
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from typing import TYPE_CHECKING, Iterator

from canasta.engine.play.actions import Action
from canasta.engine.cards.cards import COLOURS, Card
from canasta.engine.melds.meld_kinds import count_wild
from canasta.engine.melds.table import Meld

from .letter_ways import Letters, Way, count_of, joined_after, pack, unpack
from .switch_moves import comes_back_problem, switch_problem, switching_problem
from .words import WORD, is_natural_word, letter_of, letters_by_code

if TYPE_CHECKING:
    from canasta.engine import GameState


def placing_cards(state: GameState, way: Way, meld: Meld | None, pool: list[Card],
                  colour: str | None = None) -> tuple[Card, ...]:
    """Cards of `pool` (taken out of it) for `way`, in the order the word takes them: a new
    word's letters, or those `meld` gets at the places the first fitting of its word
    leaves (as the judge places them: WordMeld.placed); letters of `colour` only where given."""
    rules = state.rules
    if meld is None:
        letters = way.word
    else:
        rest = iter(range(len(way.word)))
        kept = {next(place for place in rest if way.word[place] == letter) for letter in meld.key}
        letters = "".join(letter for place, letter in enumerate(way.word) if place not in kept)
    starred = Counter(way.starred)
    cards = []
    for letter in letters:
        if starred[letter]:
            starred[letter] -= 1
            card = next(card for card in pool if letter_of(rules, card) is None)
        else:
            card = next(card for card in pool if letter_of(rules, card) == letter
                        and (colour is None or card.suit == colour))
        pool.remove(card)
        cards.append(card)
    return tuple(cards)


def _words(state: GameState) -> list[Meld]:
    return [meld for meld in state.tables[state.side_of(state.current)] if meld.kind.spoken_key]


def hand_letters(state: GameState) -> tuple[int, int]:
    rules = state.rules
    letters = [letter_of(rules, card) for card in state.hands[state.current]]
    return pack("".join(letter for letter in letters if letter is not None)), letters.count(None)


def _grown(letters: Letters, meld: Meld, packed: int, stars: int) -> list[Way]:
    wild = count_wild(letters.rules, meld.cards)
    return letters.extensions(meld.key, wild, len(meld.cards) - wild, packed, stars, None)


def joins(state: GameState, letters: Letters) -> Iterator[tuple[Action, ...]]:
    """Every join of two of the side's words the rules allow (ruling 6c), each word first
    grown by letters of the hand where that makes the join a word: the placings, then
    the merge. Cards of every colour are tried where the colour could matter."""
    rules = state.rules
    if rules.combine_min_letters is None or state.taking is not None:
        return
    melds = _words(state)
    if len(melds) < 2:
        return
    packed, stars = hand_letters(state)
    options = [(meld, way, meld.key if way is None else way.word) for meld in melds
               for way in [None, *_grown(letters, meld, packed, stars)]]
    # The words that join after each word, kept by the word (a table's words and their
    # longer words come again and again over a hand): one look-up for each two options.
    partners = {word: joined_after(rules, word) for _, _, word in options}
    for first, first_way, first_word in options:
        seconds = partners[first_word]
        if not seconds:
            continue
        for second, second_way, second_word in options:
            if second is first or second_word not in seconds:
                continue
            used = (0 if first_way is None else first_way.used) + (0 if second_way is None else second_way.used)
            starred = (0 if first_way is None else first_way.stars) + (0 if second_way is None else second_way.stars)
            if starred <= stars and _fits(used, packed):
                yield from _join_variants(state, first, first_way, second, second_way)


def _fits(used: int, packed: int) -> bool:
    return all(count_of(used, letter) <= count_of(packed, letter) for letter in set(unpack(used)))


def _join_variants(state: GameState, first: Meld, first_way: Way | None, second: Meld,
                   second_way: Way | None) -> Iterator[tuple[Action, ...]]:
    """The join with its placings, for each choice of colours of the cards placed."""
    merge = Action("merge", (), first.id, second.id)
    hand = state.hands[state.current]
    for first_cards in card_choices(state, first_way, first, list(hand)):
        pool = list(hand)
        for card in first_cards:
            pool.remove(card)
        for second_cards in card_choices(state, second_way, second, pool):
            steps = []
            if first_way is not None:
                steps.append(Action("meld", first_cards, first.id, word=first_way.word))
            if second_way is not None:
                steps.append(Action("meld", second_cards, second.id, word=second_way.word))
            yield (*steps, merge)


def card_choices(state: GameState, way: Way | None, meld: Meld | None,
                  pool: list[Card]) -> Iterator[tuple[Card, ...]]:
    """Each choice of cards of `pool` for `way` that differs in the faces it takes (which
    colours of each letter), the cards in the order the word takes them."""
    if way is None:
        yield ()
        return
    rules = state.rules
    first = placing_cards(state, way, meld, list(pool))
    naturals = Counter(letter_of(rules, card) for card in first if letter_of(rules, card) is not None)
    options = []
    for letter, count in naturals.items():
        held = sorted((card for card in pool if letter_of(rules, card) == letter), key=str)
        options.append(list(dict.fromkeys(combinations(held, count))))
    stars = [card for card in first if letter_of(rules, card) is None]
    for chosen in product(*options):
        faces = {letter: list(cards) for letter, cards in zip(naturals, chosen)}
        left_stars = list(stars)
        yield tuple(left_stars.pop() if letter_of(rules, card) is None else faces[letter_of(rules, card)].pop()
                    for card in first)


def switches_may_help(state: GameState) -> bool:
    """False where no switch can be part of a way to end the turn: none was made this
    turn (whose canasta must end natural), and no word holds a star in a canasta, or a
    word that could become one, that every card of one colour could make natural (a
    star comes into the hand only from a canasta switched into)."""
    if state.switches:
        return True
    rules = state.rules
    hand = state.hands[state.current]
    if not any(letter_of(rules, card) is not None for card in hand):
        return False
    melds = _words(state)
    letters = letters_by_code(rules)
    every: Counter[tuple[str, str]] | None = None  # the letter cards of the hand and the words, by colour
    for meld in melds:
        if not count_wild(rules, meld.cards) or len(meld.cards) + len(hand) < rules.canasta_size:
            continue
        if every is None:
            every = Counter((card.suit, letter) for source in [hand, *(other.cards for other in melds)]
                            for card in source if (letter := letters[card.code]) is not None)
        own = Counter((card.suit, letter) for card in meld.cards if (letter := letters[card.code]) is not None)
        for colour in COLOURS:
            wanted = Counter(meld.key[place] for place, card in enumerate(meld.cards)
                             if letters[card.code] is None or card.suit != colour)
            # Held: of the hand and the other words, so the word's own cards are taken off.
            if all(every[colour, letter] - own[colour, letter] >= count for letter, count in wanted.items()):
                return True
    return False


def naturalizings(state: GameState) -> Iterator[tuple[tuple[Action, ...], GameState]]:
    """Each way to make one of the side's mixed canastas natural by switches, with the
    position after it: for a colour, each place not of it takes a card of its letter in
    that colour, from the hand or from another word (which takes the card switched out);
    a star switched out goes into the hand or into that word, and where it goes into the
    hand for a card of another colour from the hand, that card then goes on to the word
    (ruling 9). Every choice of where each card comes from is tried, its switches in an
    order that never puts the side's words back as they were earlier this turn."""
    rules = state.rules
    if not rules.switch_to_natural or state.taking is not None:
        return
    seen = set()
    letters = letters_by_code(rules)
    every: Counter[tuple[str, str | None]] | None = None  # the cards of the hand and the words, by colour and letter
    for into in _words(state):
        if not WORD.is_complete(rules, into.cards) or is_natural_word(rules, into.cards):
            continue
        if every is None:
            every = Counter((card.suit, letters[card.code]) for source in [state.hands[state.current],
                                                                           *(meld.cards for meld in _words(state))]
                            for card in source)
        own = Counter((card.suit, letters[card.code]) for card in into.cards)
        for colour in COLOURS:
            places = [place for place, card in enumerate(into.cards)
                      if letters[card.code] is None or card.suit != colour]
            if not _supplied(every, own, into.key, colour, places):
                continue
            for steps in _fillings(state, into, colour, places, 0, list(state.hands[state.current]), {}):
                played = _played(state, steps)
                if played is not None:
                    steps, after = played
                    key = (tuple(sorted(card.code for card in after.hands[after.current])),
                           tuple(tuple(card.code for card in meld.cards) for meld in _words(after)))
                    if key not in seen:
                        seen.add(key)
                        yield steps, after


def _supplied(every: Counter[tuple[str, str | None]], own: Counter[tuple[str, str | None]], key: str, colour: str,
              places: list[int]) -> bool:
    """Whether the hand and the words but the one spelling `key` hold a card of `colour`
    for each place of it (`every`: the cards of the hand and of all the words, by colour
    and letter; `own`: those of that word)."""
    wanted: dict[str, int] = {}
    for place in places:
        wanted[key[place]] = wanted.get(key[place], 0) + 1
    return all(every[colour, letter] - own[colour, letter] >= count for letter, count in wanted.items())


def _fillings(state: GameState, into: Meld, colour: str, places: list[int], at: int, hand: list[Card],
              taken: dict[int, list[Card]]) -> Iterator[tuple[Action, ...]]:
    """The switches that fill `places[at:]` of `into` with cards of `colour`, from what the
    hand still holds and what the other words have not given (`taken`, by meld id)."""
    if at == len(places):
        yield ()
        return
    rules = state.rules
    place = places[at]
    letter, out = into.key[place], into.cards[place]
    wanted = Card(letter.upper(), colour)
    if wanted in hand:
        rest = list(hand)
        rest.remove(wanted)
        rest.append(out)
        for more in _fillings(state, into, colour, places, at + 1, rest, taken):
            yield (Action("switch", (wanted, out), into.id), *more)
    for source in _words(state):
        if source is into or wanted not in source.cards or taken.get(source.id, []).count(wanted) >= \
                source.cards.count(wanted):
            continue
        given = {**taken, source.id: [*taken.get(source.id, []), wanted]}
        switch = Action("switch", (wanted, out), into.id, source.id)
        for more in _fillings(state, into, colour, places, at + 1, hand, given):
            yield (switch, *more)
        if letter_of(rules, out) is None:  # the star into the hand, a card of the hand on to the word
            for card in dict.fromkeys(hand):
                if letter_of(rules, card) == letter and card is not wanted:
                    rest = list(hand)
                    rest.remove(card)
                    rest.append(out)
                    steps = (Action("switch", (card, out), into.id), Action("switch", (wanted, card), into.id,
                                                                           source.id))
                    for more in _fillings(state, into, colour, places, at + 1, rest, given):
                        yield (*steps, *more)


def _played(state: GameState, steps: tuple[Action, ...]) -> tuple[tuple[Action, ...], GameState] | None:
    """`steps` in an order the judge allows each where it comes, and the position after
    them; or None. The order given, or where a step of it would put the side's words back
    as they were earlier this turn (comes_back_problem), another order of the same steps."""
    after = state.clone()
    for step in steps:
        if switching_problem(after, step) is not None:
            return None
        if comes_back_problem(after, step) is not None:
            return _reordered(state, steps)
        after.apply(step)
    return steps, after


def _reordered(state: GameState, steps: tuple[Action, ...]) -> tuple[tuple[Action, ...], GameState] | None:
    """An order of `steps` the judge allows each where it comes, and the position after
    them; or None where there is none (each set of steps made is looked at once)."""
    dead: set[int] = set()  # the sets of steps made (by bit) that no order of the rest follows

    def rest(here: GameState, made: int, order: tuple[Action, ...]) -> tuple[tuple[Action, ...], GameState] | None:
        if len(order) == len(steps):
            return order, here
        if made in dead:
            return None
        for index, step in enumerate(steps):
            if made >> index & 1 or switch_problem(here, step) is not None:
                continue
            after = here.clone()
            after.apply(step)
            found = rest(after, made | 1 << index, (*order, step))
            if found is not None:
                return found
        dead.add(made)
        return None

    return rest(state, 0, ())


def enabling_placings(state: GameState, letters: Letters) -> Iterator[tuple[Action, GameState]]:
    """Each placing of letters into one of the side's words after which that word can be
    made natural by switches, or can give a card to one that is, where it could not
    before: a word grown into a canasta, or given the letters to take a star."""
    before = {steps for steps, _ in naturalizings(state)}
    packed, stars = hand_letters(state)
    hand = state.hands[state.current]
    for meld in _words(state):
        for way in _grown(letters, meld, packed, stars):
            for cards in card_choices(state, way, meld, list(hand)):
                action = Action("meld", cards, meld.id, word=way.word)
                after = state.clone()
                after.apply(action)
                if any(steps not in before and any(step.to == meld.id or step.joining == meld.id for step in steps)
                       for steps, _ in naturalizings(after)):
                    yield action, after

