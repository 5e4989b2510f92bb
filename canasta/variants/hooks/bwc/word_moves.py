"""The word moves a turn may make (rulings 6, 9, 11 and 15), found with the word list's
anagram index, never by trying orderings of the hand: new words, letters put into the
side's words, words joined, letters switched into a mixed canasta, the pile taken with a
word. A sensible set, the longest and dearest first: the judge accepts any legal word."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence

from canasta.engine.play.actions import Action
from canasta.engine.cards.cards import COLOUR_NAMES, Card
from canasta.engine.melds.meld_kinds import count_wild
from canasta.engine.melds.table import Meld
from canasta.engine.play.turn import Switch
from canasta.engine.rules.pile import pile_word
from canasta.engine.sentences.message import say

from .best_words import best_extensions, best_new_words, best_takes
from .letter_ways import joined_after
from .words import WORD, is_natural_word, letter_of, letters_by_code, lexicon

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


def switches(state: GameState) -> list[Action]:
    """Cards of the colour most of a mixed canasta's letters show, from the hand or from
    another of the side's words, for its stars and its letters of other colours (ruling 9)."""
    rules = state.rules
    if not rules.switch_to_natural:
        return []
    table = state.tables[state.side_of(state.current)]
    mixed = []
    for meld in table:
        if meld.kind.spoken_key and WORD.is_complete(rules, meld.cards):
            wants = _switch_wants(rules, meld)
            if wants is not None:
                mixed.append((meld, wants))
    if not mixed:
        return []
    hand = state.hands[state.current]
    letters = letters_by_code(rules)
    # The letter cards of the hand and of the side's words, by colour and letter: those wanted.
    asked = {(colour, letter) for _, (colour, wanted, _) in mixed for letter, _ in wanted}
    spare: Counter[tuple[str, str]] = Counter()
    for source in [hand, *(other.cards for other in table if other.kind.spoken_key)]:
        for card in source:
            letter = letters[card.code]
            if letter is not None and (card.suit, letter) in asked:
                spare[card.suit, letter] += 1
    found = []
    for meld, (colour, wanted, own) in mixed:
        # Switches alone make a canasta switched into natural, or nothing does (turn.py):
        # where the hand and the side's other words cannot, no switch into it is listed.
        if any(spare[colour, letter] - own.get(letter, 0) < count for letter, count in wanted):
            continue
        for place, card in enumerate(meld.cards):
            if letters[card.code] is not None and card.suit == colour:
                continue
            letter = meld.key[place].upper()
            incoming = next((held for held in hand if held.rank == letter and held.suit == colour), None)
            if incoming is not None:
                found.append(Action("switch", (incoming, card), meld.id))
                continue
            for other in table:
                if other is not meld and other.kind.spoken_key and any(
                        held.rank == letter and held.suit == colour for held in other.cards):
                    incoming = next(held for held in other.cards if held.rank == letter and held.suit == colour)
                    found.append(Action("switch", (incoming, card), meld.id, other.id))
                    break
    return [action for action in dict.fromkeys(found) if switch_problem(state, action) is None]


_Wants = tuple[str, tuple[tuple[str, int], ...], dict[str, int]]
_wants_kept: dict[tuple, _Wants | None] = {}
WANTS_KEPT = 20_000


def _switch_wants(rules: Rules, meld: Meld) -> _Wants | None:
    """Of a canasta, None where it is natural (or holds no letter); else the colour most of
    its letters show, the letters wanted in that colour for its stars and other colours
    (with how many of each), and how many of each letter it holds in that colour itself
    (kept by the canasta's word and cards, which seldom change)."""
    letters = letters_by_code(rules)
    question = (rules, meld.key, tuple(card.code for card in meld.cards))
    if question in _wants_kept:
        return _wants_kept[question]
    if len(_wants_kept) >= WANTS_KEPT:
        _wants_kept.clear()
    answer = None
    colours = Counter(card.suit for card in meld.cards if letters[card.code] is not None)
    if colours and not is_natural_word(rules, meld.cards):
        colour = colours.most_common(1)[0][0]
        wanted: Counter[str] = Counter()
        own: dict[str, int] = {}
        for place, card in enumerate(meld.cards):
            letter = letters[card.code]
            if letter is None or card.suit != colour:
                wanted[meld.key[place]] += 1
            else:
                own[letter] = own.get(letter, 0) + 1
        answer = (colour, tuple(wanted.items()), own)
    _wants_kept[question] = answer
    return answer


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


def switch_problem(state: GameState, action: Action) -> str | None:
    """Why a card of a canasta may not be switched as `action` says (ruling 9), or None:
    by the rules of switching, and as it would not put the side's words back as they were
    earlier this turn (`comes_back_problem`)."""
    return switching_problem(state, action) or comes_back_problem(state, action)


def switching_problem(state: GameState, action: Action) -> str | None:
    """Why a card of a canasta may not be switched as `action` says by the rules of
    switching (ruling 9), or None."""
    if action.kind != "switch":
        return None
    rules = state.rules
    if not rules.switch_to_natural:
        return say("These rules do not switch letters.")
    if state.taking is not None:
        return say("Finish taking the {pile} before you switch letters.", pile=pile_word(rules))
    table = state.tables[state.side_of(state.current)]
    into = table.by_id(action.to) if action.to is not None else None
    if into is None or not into.kind.spoken_key:
        return say("Name one of your side's words to switch a letter in.")
    incoming, out = action.cards
    name = into.key.upper()
    if not WORD.is_complete(rules, into.cards):
        return say("Letters are switched only in a canasta: {word} is not one.", word=name)
    if is_natural_word(rules, into.cards) and into.id not in switched_into(state):
        return say("{word} is a natural canasta already.", word=name)
    if letter_of(rules, incoming) is None:
        return say("A letter goes in for the star or the letter it replaces, never a star.")
    if out not in into.cards:
        return say("{word} holds no {card}.", word=name, card=rules.card_name(out))
    if WORD.switch_place(rules, into.key, into.cards, incoming, out) is None:
        return say("The {card} cannot take the place of the {out} in {word}: switch a card for one showing the same "
                   "letter.", card=rules.card_name(incoming), out=rules.card_name(out), word=name)
    if action.joining is None:
        if incoming not in state.hands[state.current]:
            return say("You do not hold the {card}.", card=rules.card_name(incoming))
        return None
    source = table.by_id(action.joining)
    if source is None or source is into or not source.kind.spoken_key:
        return say("Name another of your side's words the letter comes from.")
    if incoming not in source.cards:
        return say("{word} holds no {card}.", word=source.key.upper(), card=rules.card_name(incoming))
    if WORD.is_complete(rules, source.cards) and is_natural_word(rules, source.cards):
        return say("{word} is a natural canasta: nothing is switched into it.", word=source.key.upper())
    cards = list(source.cards)
    cards[cards.index(incoming)] = out
    return WORD.problem(rules, source.key, cards)


def comes_back_problem(state: GameState, action: Action) -> str | None:
    """A switch may not put the side's words back as they were earlier this turn: going
    back is taking switches back (undo). Without this a turn could switch letters to and
    fro between two words for ever. (Of a switch the rules of switching allow, which
    always changes a card: so the first switch since a placing or join never comes back,
    nor one into a place no switch since has changed, which held its card all along.)"""
    run = _switches_since_placing(state)
    if not run:
        return None
    into = state.tables[state.side_of(state.current)].by_id(action.to) if action.to is not None else None
    assert into is not None
    place = into.kind.switch_place(state.rules, into.key, into.cards, *action.cards)
    if not any(switch.into == into.id and switch.place == place or
               switch.source == into.id and switch.source_place == place for switch in run):
        return None
    touched, earlier = words_before_switches(state, (action.to, action.joining))
    if _words_after(state, action, touched) in earlier:
        return say("This switch would put your side's words back as they were earlier this turn: take the "
                   "switches back instead.")
    return None


def _switches_since_placing(state: GameState) -> list[Switch]:
    """This turn's switches made since its last placing or join (all of them where it
    made none): the side's words can come back only to how they were between these, as a
    placing puts more cards on the table and a join leaves fewer words."""
    switches = state.switches
    step = len(state.turn_moves) + len(state.merges) + len(switches)
    first = len(switches)
    while first and switches[first - 1].after == step - 1 - (len(switches) - first):
        first -= 1
    return switches[first:]


def words_before_switches(state: GameState, also: Sequence[int | None] = ()) -> tuple[
        tuple[int, ...], list[tuple[tuple[Card, ...], ...]]]:
    """The side's words the switches since the last placing or join touched (with those of
    `also`), by id, and their cards now and as they stood before each of those switches:
    how the words stood this turn where a switch could bring them back."""
    melds = {meld.id: meld for meld in state.tables[state.side_of(state.current)]}
    run = _switches_since_placing(state)
    touched = tuple(sorted({meld_id for switch in run for meld_id in (switch.into, switch.source)
                            if meld_id is not None} | {meld_id for meld_id in also if meld_id in melds}))
    cards = {meld_id: list(melds[meld_id].cards) for meld_id in touched}
    earlier = [tuple(tuple(cards[meld_id]) for meld_id in touched)]
    for switch in reversed(run):  # each switch taken back, as undo does (carrying_out._take_back_switch)
        into = cards[switch.into]
        incoming, into[switch.place] = into[switch.place], switch.out
        if switch.source is not None:
            cards[switch.source][switch.source_place] = incoming
        earlier.append(tuple(tuple(cards[meld_id]) for meld_id in touched))
    return touched, earlier


def _words_after(state: GameState, action: Action, touched: tuple[int, ...]) -> tuple[tuple[Card, ...], ...]:
    """The cards of the words `touched` once the switch `action` is made (as carrying_out
    does it: the incoming card at its place, the card switched out where it came from)."""
    melds = {meld.id: meld for meld in state.tables[state.side_of(state.current)]}
    cards = {meld_id: list(melds[meld_id].cards) for meld_id in touched}
    incoming, out = action.cards
    into = melds[action.to] if action.to is not None else None
    assert into is not None
    place = into.kind.switch_place(state.rules, into.key, into.cards, incoming, out)
    assert place is not None
    if action.joining is not None:
        source = cards[action.joining]
        source[source.index(incoming)] = out
    cards[into.id][place] = incoming
    return tuple(tuple(cards[meld_id]) for meld_id in touched)


def switched_into(state: GameState) -> list[int]:
    """The side's words switched into this turn, by id, where they are now: a word joined
    since to the end of another is part of that one, which must then end natural."""
    switches, merges = state.switches, state.merges
    at_switch = {switch.after: switch for switch in switches}
    found: list[int] = []
    placed = merged = 0
    for step in range(len(state.turn_moves) + len(merges) + len(switches)):
        if step in at_switch:
            found.append(at_switch[step].into)
        elif merged < len(merges) and merges[merged].after == placed:
            merge = merges[merged]
            found = [merge.into if meld_id == merge.joined else meld_id for meld_id in found]
            merged += 1
        else:
            placed += 1
    return list(dict.fromkeys(found))


def switched_problem(state: GameState) -> str | None:
    """A canasta switched into this turn must be natural when the turn ends (ruling 9)."""
    table = state.tables[state.side_of(state.current)]
    for meld_id in switched_into(state):
        meld = table.by_id(meld_id)
        if meld is not None and not is_natural_word(state.rules, meld.cards):
            colours = Counter(card.suit for card in meld.cards if letter_of(state.rules, card) is not None)
            colour = COLOUR_NAMES[colours.most_common(1)[0][0]]
            return say("{word} was switched into, so it must be a natural canasta when your turn ends: every letter "
                       "{colour}, no star.", word=meld.key.upper(), colour=colour)
    return None
