"""Letters switched between the side's words (ruling 9): a letter of the hand takes the
place of a letter of another colour in a mixed canasta, and the letter it takes goes
back to the hand, to bring the canasta nearer to one colour (natural). The switches a
turn may make, why one may not be made, and the rule that a switch may not put the
side's words back as they were earlier in the turn (taking it back is undo)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence

from canasta.engine.play.actions import Action
from canasta.engine.cards.cards import Card
from canasta.engine.melds.table import Meld
from canasta.engine.play.turn import Switch
from canasta.engine.rules.pile import pile_word
from canasta.engine.sentences.message import say

from .words import WORD, is_natural_word, letter_of, letters_by_code

if TYPE_CHECKING:
    from canasta.engine import GameState, Rules


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


# A colour as every letter of a canasta has it ("every letter red": "jeder Buchstabe rot",
# "todas las letras rojas"), by the colours of the letter cards.
_EVERY_LETTER = {"r": say("red"), "b": say("blue"), "g": say("green"), "y": say("yellow")}


def switched_problem(state: GameState) -> str | None:
    """A canasta switched into this turn must be natural when the turn ends (ruling 9)."""
    table = state.tables[state.side_of(state.current)]
    for meld_id in switched_into(state):
        meld = table.by_id(meld_id)
        if meld is not None and not is_natural_word(state.rules, meld.cards):
            colours = Counter(card.suit for card in meld.cards if letter_of(state.rules, card) is not None)
            colour = _EVERY_LETTER[colours.most_common(1)[0][0]]
            return say("{word} was switched into, so it must be a natural canasta when your turn ends: every letter "
                       "{colour}, no star.", word=meld.key.upper(), colour=colour)
    return None
