"""What a side can still make where the hand holds at most one card (BWC): with a card or
none left the turn ends only by going out, so a meld that leaves so few is worth
listing only where the side can then still have the canastas it needs. A count that
proves a "no" (`cannot_go_out_after`, worked out without playing the meld), asked
before the exact search (turn_search.py) of the position after it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from canasta.engine.cards.cards import Card
from canasta.engine.melds.canasta_kinds import canastas_short
from canasta.engine.melds.meld_kinds import count_wild
from canasta.engine.play.actions import Action

from .kept_words import cached_extensions
from .letter_ways import joined_after
from .words import letter_of

if TYPE_CHECKING:
    from canasta.engine import GameState, Rules


def few_cards_canastas(state: GameState) -> int:
    """At most how many canastas the side of the player to move can still make this turn
    where the hand holds at most one card (and the pile is not being taken): see
    `canastas_from_few_cards`."""
    words = [(meld.key, meld.cards) for meld in state.tables[state.side_of(state.current)] if meld.kind.spoken_key]
    return canastas_from_few_cards(state.rules, words, state.hands[state.current])


def canastas_from_few_cards(rules: Rules, words: Sequence[tuple[str, Sequence[Card]]], hand: Sequence[Card]) -> int:
    """At most how many canastas a side with `words` (each word and its cards) can still
    make this turn from a `hand` of at most one card: a word one card short grown by it,
    and two of the words short of a canasta joined (ruling 6c), either of them first
    grown by that card, or by a star a switch brings into the hand. Switches change no
    word's length, and a join with a canasta makes no new one."""
    size = rules.canasta_size
    short_words = [key for key, cards in words if len(cards) < size]
    if not short_words:
        return 0
    assert rules.word_list is not None
    letters = "".join(letter for card in hand if (letter := letter_of(rules, card)) is not None)
    # (A star comes into the hand only switched out of a canasta: ruling 9.)
    star_held = len(letters) < len(hand) or bool(letters) and any(
        len(cards) >= size and count_wild(rules, cards) for _, cards in words)
    grown_by_card = 0
    options: list[set[str]] = []
    for key, cards in words:
        if len(cards) >= size:
            continue
        found = {key}
        if hand:
            longer = [word for word, _ in cached_extensions(rules.word_list, key, letters, 0)] if letters else []
            if star_held:
                longer += [word for word, _ in cached_extensions(rules.word_list, key, "", 1)]
            if longer and len(cards) + 1 >= size:
                grown_by_card = 1
            found.update(longer)
        options.append(found)
    partnered: set[int] = set()
    if rules.combine_min_letters is not None:
        for first, firsts in enumerate(options):
            for word in firsts:
                after = joined_after(rules, word)
                if after:
                    partners = [second for second, seconds in enumerate(options)
                                if second != first and not after.isdisjoint(seconds)]
                    if partners:
                        partnered.add(first)
                        partnered.update(partners)
    return grown_by_card + len(partnered) // 2


def _most_canastas_from_few_cards(rules: Rules, words: Sequence[tuple[str, Sequence[Card]]],
                                  hand: Sequence[Card]) -> int:
    """A first bound of `canastas_from_few_cards`, looking nothing up: a word one card
    short grown, and every two words short of a canasta joined."""
    size = rules.canasta_size
    wanting = [size - len(cards) for _, cards in words if len(cards) < size]
    grown = 1 if hand and any(want <= len(hand) for want in wanting) else 0
    return grown + (len(wanting) // 2 if rules.combine_min_letters is not None else 0)


def cannot_go_out_after(state: GameState, action: Action) -> bool:
    """True where the meld `action` leaves at most one card and the side then cannot make
    the canastas it needs to go out (`canastas_from_few_cards`), worked out without
    playing the meld: with at most a card left, the turn ends only by going out."""
    rules = state.rules
    if action.kind != "meld" or state.taking is not None or rules.canastas_to_go_out_of_kind \
            or action.word is None:
        return False
    hand = list(state.hands[state.current])
    for card in action.cards:
        hand.remove(card)
    if len(hand) > 1:
        return False
    table = state.tables[state.side_of(state.current)]
    others = [meld for meld in table if meld.id != action.to]
    changed = [meld for meld in table if meld.id == action.to]
    cards = [*(changed[0].cards if changed else ()), *action.cards]
    # The word melded counted as a canasta where it is one (the others are counted as they are).
    short = max(canastas_short(rules, state.players, others) - (len(cards) >= rules.canasta_size), 0)
    if short <= 0:
        return False
    words = [(meld.key, meld.cards) for meld in others if meld.kind.spoken_key] + [(action.word, cards)]
    return _most_canastas_from_few_cards(rules, words, hand) < short or canastas_from_few_cards(rules, words, hand) < short
