"""Whether a turn played with words can still end, and how: an exact search with a plan.

`end_plan(state, going_out)` gives the moves of a way to end the turn from `state` (the
placings, the joins and switches, then the discard or going out), or None where there
is none. It looks at every move the rules allow, not only those the move list offers:

- Positions are the search's nodes, each looked at once for a question (a visited set
  keyed by the position itself: the hand's cards, the side's words and their cards, what
  the turn still owes, how its words stood since the last placing or join: no switch may
  bring them back, switch_moves.comes_back_problem), so no search goes round in circles.
- At each, the last placings are asked of word_cover.py, on the hand's letter counts;
  then the moves they do not make (turn_moves.py: joins, switches and the placings that
  let a switch be made) lead to further positions.
- While the pile is being taken (a side's first meld, ruling 11), the placings from the
  hand that make the first meld bring the pile in; where no way keeps enough cards for a
  discard, each placing is tried in turn.

Answers are kept for the turn (the state's shared scratch) by that same key, with their
plan; a "no" reached through a position still being looked at is not kept, as the
search below it was cut by the visited set. So an answer never depends on what was asked
before, nor on the order of the cards or of the moves. The word cover's answers are kept
there too, by the letters and words it is asked of (positions that differ in the colours
of their cards, or in switches that bring no star, ask it the same).
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any, Iterator

from canasta.engine.play.actions import OUT, Action
from canasta.engine.judge.end_rules import end_problem
from canasta.engine.state.first_meld import first_meld_problem
from canasta.engine.melds.meld_kinds import count_wild
from canasta.engine.melds.table import Meld

from .letter_ways import Letters, Way, pack
from .turn_moves import (card_choices, enabling_placings, hand_letters, joins, naturalizings, placing_cards,
                         switches_may_help)
from .word_cover import NEW, Cover, FirstMeld, GoingOut, MeldFacts, Placing
from .switch_moves import switched_into, switched_problem, words_before_switches
from .words import letter_of

if TYPE_CHECKING:
    from canasta.engine import GameState, Rules

Plan = tuple[Action, ...]
# The placings chosen for the canastas switched into this turn: the word, how, its colour.
Fixed = list[tuple[Meld, tuple[Way, str]]]
_letters: dict[Rules, Letters] = {}
# Where the turn's scratch keeps the word cover's answers.
_COVER_ANSWERS = ("word cover answers",)


def letters_of(rules: Rules) -> Letters:
    found = _letters.get(rules)
    if found is None:
        found = _letters[rules] = Letters(rules)
    return found


def end_plan(state: GameState, going_out: bool = False) -> Plan | None:
    """The moves of a way to end the turn from `state` (only by going out: `going_out`),
    the ending last; None where the rules leave none."""
    return _Search(state._endings_known, going_out).plan(state)


def ending(state: GameState, going_out: bool) -> Action | None:
    """The move that ends the turn at once, where one does: a discard, or going out."""
    if state.taking is not None:
        return None
    hand = state.hands[state.current]
    if not hand:
        return OUT if not state.rules.going_out_needs_discard and end_problem(state, True) is None else None
    if len(hand) == 1:
        return Action("discard", (hand[0],)) if end_problem(state, True) is None else None
    return None if going_out or end_problem(state, False) is not None else Action("discard", (hand[0],))


def position_key(state: GameState, going_out: bool) -> tuple:
    """Everything about `state` that whether (and how) its turn can end depends on."""
    side = state.side_of(state.current)
    taking = None if state.taking is None else tuple(card.code for card in state.pile)
    return ("exact words", going_out, state.permission, state.opened[side], state.took_pile, state.turn_points(),
            bool(state.turn_moves), taking, tuple(sorted(switched_into(state))),
            tuple(sorted(card.code for card in state.hands[state.current])),
            tuple((meld.id, meld.key, tuple(card.code for card in meld.cards)) for meld in state.tables[side]),
            _came_through(state))


def _came_through(state: GameState) -> frozenset:
    """How the side's words stood earlier this turn where a switch could bring them back,
    which the judge refuses (switch_moves.comes_back_problem): a position's moves depend on it."""
    touched, earlier = words_before_switches(state)
    if len(earlier) == 1:
        return frozenset()  # (no switch since the last placing or join: only the words as they are)
    return frozenset((touched, words) for words in earlier)  # (one card object for each face)


class _Search:
    def __init__(self, known: dict, going_out: bool):
        self.known = known
        self.going_out = going_out
        self.looking: set[tuple] = set()
        self.covers: dict[tuple, Any] = known.setdefault(_COVER_ANSWERS, {})
        self.cut = False  # a position still being looked at was met again below

    def plan(self, state: GameState) -> Plan | None:
        now = ending(state, self.going_out)
        if now is not None:
            return (now,)
        key = position_key(state, self.going_out)
        kept = self.known.get(key)
        if kept is not None:
            return kept[1]
        if key in self.looking:
            self.cut = True
            return None
        self.looking.add(key)
        cut_above, self.cut = self.cut, False
        found = self._last_placings(state)
        if found is None:
            for steps, after in self._moves(state):
                rest = self.plan(after)
                if rest is not None:
                    found = (*steps, *rest)
                    break
        self.looking.discard(key)
        if found is not None or not self.cut:
            self.known[key] = (found is not None, found)
        self.cut = self.cut or cut_above
        return found

    # ----------------------------------------------------------- last placings

    def _last_placings(self, state: GameState) -> Plan | None:
        """A way to end the turn from `state` by placings of letters alone (no join nor
        switch to come), with its ending."""
        if state.taking is not None:
            return self._while_taking(state)
        if switched_problem(state) is not None:
            return None  # (only switches make a switched canasta natural: they come first)
        side = state.side_of(state.current)
        must_go = self.going_out or state.permission is True
        first = None if state.opened[side] else _first_owed(state, side)
        for fixed, cover, melds in _covers(state):
            if not must_go and first is not None:
                placings = self._first_meld(cover, _less(first, fixed), 2)
                if placings is not None:
                    return self._finish(state, fixed, placings, melds)
            if state.permission is not False:
                short = state.canastas_short(side) - sum(_completes(state, *step) for step in fixed)
                out = self._going_out(cover, max(short, 0), None if first is None else _less(first, fixed))
                if out is not None:
                    return self._finish(state, fixed, out.placings, melds)
        return None

    def _while_taking(self, state: GameState) -> Plan | None:
        """While the pile is being taken: placings from the hand that make the first meld
        and keep, with the pile, two cards; else each placing in turn (`_moves`)."""
        side = state.side_of(state.current)
        first = _first_owed(state, side)
        keep = max(0, 2 - len(state.pile))
        if self.going_out or state.permission is True:
            return None  # (going out is looked for placing by placing: the pile's cards come midway)
        for fixed, cover, melds in _covers(state):
            placings = self._first_meld(cover, first, keep)
            if placings is not None:
                return self._finish(state, fixed, placings, melds)
        return None

    def _first_meld(self, cover: Cover, first: FirstMeld, keep: int) -> tuple[Placing, ...] | None:
        """`cover.first_meld`, kept for the turn."""
        key = ("first meld", cover.melds, cover.packed, cover.stars, first, keep)
        if key not in self.covers:
            self.covers[key] = cover.first_meld(first, keep)
        return self.covers[key]

    def _going_out(self, cover: Cover, canastas: int, first: FirstMeld | None) -> GoingOut | None:
        """`cover.going_out`, kept for the turn."""
        key = ("going out", cover.melds, cover.packed, cover.stars, canastas, first)
        if key not in self.covers:
            self.covers[key] = cover.going_out(canastas, first)
        return self.covers[key]

    def _finish(self, state: GameState, fixed: Fixed, placings: tuple[Placing, ...],
                melds: list[Meld]) -> Plan | None:
        """The plan of these placings: their moves, then the ending the position after them
        allows (the judge's own, which the placings were chosen to meet)."""
        pool = list(state.hands[state.current])
        steps = [Action("meld", placing_cards(state, way, meld, pool, colour), meld.id, word=way.word)
                 for meld, (way, colour) in fixed]
        for place, way in placings:
            meld = None if place == NEW else melds[place]
            cards = placing_cards(state, way, meld, pool)
            steps.append(Action("meld", cards, None if meld is None else meld.id, word=way.word))
        after = state.clone()
        for step in steps:
            after.apply(step)
        end = ending(after, self.going_out)
        if end is None:
            raise AssertionError(f"placings {steps} were to end the turn, but do not:\n{state.to_text()}")
        return (*steps, end)

    # ----------------------------------------------------------- other moves

    def _moves(self, state: GameState) -> Iterator[tuple[Plan, GameState]]:
        """The moves the last placings do not make, each with the position after it."""
        letters = letters_of(state.rules)
        if state.taking is not None:
            yield from self._taking_steps(state, letters)
            return
        if state.switches:
            yield from naturalizings(state)  # (a canasta switched into must end natural: most ways start so)
        for steps in joins(state, letters):
            after = state.clone()
            for step in steps:
                after.apply(step)
            yield steps, after
        if switches_may_help(state):
            if not state.switches:
                yield from naturalizings(state)
            for action, after in enabling_placings(state, letters):
                yield (action,), after

    def _taking_steps(self, state: GameState, letters: Letters) -> Iterator[tuple[Plan, GameState]]:
        """Each placing from the hand while the pile is being taken, where going out once
        it comes is still in reach (no discard is kept: `_while_taking` found none)."""
        if state.permission is False or not could_have_canastas(state, len(state.pile)):
            return
        packed, stars = hand_letters(state)
        hand = state.hands[state.current]
        ways: list[tuple[Meld | None, Way]] = [(None, way) for way in letters.new_words(packed, stars, None)]
        for word in state.tables[state.side_of(state.current)]:
            wild = count_wild(state.rules, word.cards)
            ways += [(word, way) for way in letters.extensions(word.key, wild, len(word.cards) - wild, packed, stars,
                                                              None)]
        for meld, way in ways:
            for cards in card_choices(state, way, meld, list(hand)):
                action = Action("meld", cards, None if meld is None else meld.id, word=way.word)
                after = state.clone()
                after.apply(action)
                yield (action,), after


def _first_owed(state: GameState, side: int) -> FirstMeld:
    """What the side's first meld still owes, this turn's placings counted."""
    requirement = state.meld_requirement(side)
    met = bool(state.turn_moves) and first_meld_problem(state, side) is None
    return FirstMeld(state.first_meld_need(side) - state.turn_points(), requirement.or_letters, met)


def _less(first: FirstMeld, fixed: Fixed) -> FirstMeld:
    """`first` once the placings `fixed` are made."""
    points = first.points - sum(way.value for _, (way, _) in fixed)
    long = first.letters is not None and any(way.length >= first.letters for _, (way, _) in fixed)
    return FirstMeld(points, first.letters, first.met or long)


def _completes(state: GameState, meld: Meld, placing: tuple[Way, str]) -> bool:
    size = state.rules.canasta_size
    return len(meld.cards) < size <= placing[0].length


def _covers(state: GameState) -> Iterator[tuple[Fixed, Cover, list[Meld]]]:
    """The hand's questions for the last placings: one for each choice of letters for the
    canastas switched into this turn (natural: letters of their colour only, or none),
    the placings fixed, the rest of the hand and the other words as a `Cover`."""
    rules = state.rules
    letters = letters_of(rules)
    side = state.side_of(state.current)
    switched = set(switched_into(state))
    hand = state.hands[state.current]
    free: list[Meld] = []
    kept: list[Meld] = []
    for meld in state.tables[side]:
        if meld.kind.spoken_key:
            (kept if meld.id in switched else free).append(meld)
    choices = []
    for meld in kept:
        colour = meld.cards[0].suit
        own = "".join(letter_of(rules, card) or "" for card in hand if card.suit == colour)
        grown = letters.extensions(meld.key, 0, len(meld.cards), pack(own), 0, None) if own else []
        choices.append([None, *grown])
    for chosen in product(*choices):
        fixed: Fixed = [(meld, (way, meld.cards[0].suit)) for meld, way in zip(kept, chosen) if way is not None]
        pool = list(hand)
        try:
            for meld, (way, colour) in fixed:
                placing_cards(state, way, meld, pool, colour)
        except StopIteration:
            continue  # (two canastas of one colour asked for more of its letters than the hand holds)
        packed = pack("".join(letter_of(rules, card) or "" for card in pool))
        stars = sum(1 for card in pool if letter_of(rules, card) is None)
        facts = [MeldFacts(meld.key, count_wild(rules, meld.cards), len(meld.cards) - count_wild(rules, meld.cards))
                 for meld in free]
        yield fixed, Cover(letters, facts, packed, stars), free


def could_have_canastas(state: GameState, more_cards: int) -> bool:
    """Whether the side could still have the canastas to go out with the hand's cards and
    `more_cards` more: each canasta made is a word grown, two words joined, or a new word
    of a canasta's length (a count that proves a "no")."""
    rules = state.rules
    side = state.side_of(state.current)
    short = state.canastas_short(side)
    if short <= 0:
        return True
    size = rules.canasta_size
    cards = len(state.hands[state.current]) + more_cards
    wanting = sorted(size - len(meld.cards) for meld in state.tables[side] if len(meld.cards) < size)
    for joined in range(len(wanting) // 2 + 1):
        rest, made, left = wanting[:len(wanting) - 2 * joined], joined, cards
        for cost in rest:
            if cost > left:
                break
            left -= cost
            made += 1
        if made + left // size >= short:
            return True
    return False

