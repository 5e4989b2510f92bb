"""One line of placements tried before the search of endings.py branches, where a side
may hold several melds of a label (Samba's groups, runs and wild melds: the quick tests'
rows by rank say nothing of them).

Each dive copies the position once and makes melds in a fixed order, each one the meld
rules accept, until the turn can end (or, going out, until the hand is out). A yes is a
way the search itself would find (a property test checks it); a no only means "search".
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING, Iterable, Iterator

from ..judge import legality  # the judge asks the search, which asks here: a module, read when asked
from ..play.actions import Action
from ..cards.cards import NATURAL_RANKS, Card
from ..judge.ends_now import ends_now
from ..judge.foot import foot_pickup_problem
from ..melds.meld_kinds import GROUP, RUN
from ..reach.melds import one_meld_per_label
from ..judge.merging import completing_merges
from ..reach.run_placing import RunsOfSuit, runs_to_go_out
from ..state.this_turn import placed_this_turn

if TYPE_CHECKING:
    from ..game.state import GameState


def surely_ends_with_new_melds(state: GameState) -> bool:
    """Whether melds from the hand let the turn end, made in turn: the cards of their rank
    (or a wild card) onto the pile's top card being taken and onto groups this turn
    started that are not melds yet, new groups of three naturals of a rank (the most
    points first), runs of three, then pairs with a wild card. Most first melds are made so."""
    rules = state.rules
    if one_meld_per_label(rules) or not rules.quick_tests_hold:
        return False
    return _ends_along(state, _new_meld_steps(state), going_out=False)


def _new_meld_steps(state: GameState) -> Iterator[Action]:
    """The melds of `surely_ends_with_new_melds`, in its order: made as the dive asks for
    them, as most dives end after the first few."""
    rules = state.rules
    by_rank, wilds = _hand_by_rank(state)
    yield from _unfinished(state, by_rank, wilds)
    size = rules.meld_min_cards
    value = rules.value_of
    yield from [Action("meld", tuple(cards[:size]))
                for cards in sorted(by_rank.values(), key=lambda cards: -sum(map(value, cards[:size])))
                if len(cards) >= size]
    yield from _new_melds_of_other_kinds(state)
    if wilds and size == 3:
        wild = max(wilds, key=value)
        yield from [Action("meld", (*cards, wild))
                    for cards in sorted(by_rank.values(), key=lambda cards: -value(cards[0])) if len(cards) == 2]


def a_dive_goes_out(state: GameState) -> bool:
    """Whether one of the dives goes out: the plain way first, then along the runs the
    going-out count finds (both yeses are ways the judge accepts)."""
    return surely_goes_out_by_melds(state) or surely_goes_out_along_runs(state)


def surely_goes_out_by_melds(state: GameState) -> bool:
    """Whether the player can go out by placing every card but one the plain way: this
    turn's unfinished groups made melds, each rank's naturals onto the side's largest
    group of that rank that is not complete (or any of it), or as a new group of its own,
    new runs and melds of other kinds, cards onto their ends, then wild cards onto the
    groups closest to a canasta, pairs with a wild card, and black threes last."""
    rules = state.rules
    if one_meld_per_label(rules) or state.taking is not None or not rules.quick_tests_hold \
            or (state.feet[state.current] and rules.going_out_from_foot):
        return False
    by_rank, wilds = _hand_by_rank(state)
    steps = _unfinished(state, by_rank, wilds)
    steps += _naturals_onto_groups(state, by_rank)
    steps += _new_melds_of_other_kinds(state)
    way = state.clone()
    if _ends_along(way, steps, going_out=True, copied=True):
        return True
    # Runs grow at their ends one card at a time: whatever now fits, until nothing does.
    while True:
        held = len(way.hands[way.current])
        ends = [Action("meld", cards, to) for kind in rules.kinds if kind is not GROUP
                for cards, to in kind.offers(rules, way.hands[way.current], way.tables[way.side_of(way.current)])
                if to is not None]
        if _ends_along(way, ends, going_out=True, copied=True):
            return True
        if len(way.hands[way.current]) == held:
            break
    by_rank, held_wilds = _hand_by_rank(way)
    steps = [Action("meld", (*cards, wild)) for cards, wild in zip(
        (cards for cards in by_rank.values() if len(cards) == 2), held_wilds)]
    table, size = way.tables[way.side_of(way.current)], rules.canasta_size
    closest = sorted((meld for meld in table if meld.kind is GROUP and len(meld.cards) < size),
                     key=lambda meld: -len(meld.cards))
    steps += [Action("meld", (wild,), meld.id) for meld in closest for wild in held_wilds]
    # Black threes are melded last, by a player going out.
    threes = [card for card in way.hands[way.current] if card.is_black_three]
    steps += [Action("meld", tuple(threes))] if len(threes) >= 3 else []
    return bool(steps) and _ends_along(way, steps, going_out=True, copied=True)


# Where a record of format 1 is judged, hands of more cards are left to the search, as
# then: there its budget of positions can cut a "yes" short, and this dive, answering for
# it, would change the answer. (Elsewhere the search is whole, and the dive's yes its own.)
LARGEST_GUIDED_HAND = 24
# The choices of runs tried: most positions that go out do so by the first.
GUIDED_CHOICES = 3


def surely_goes_out_along_runs(state: GameState) -> bool:
    """Whether the player can go out along one of the choices of runs the going-out count
    finds (run_placing.runs_to_go_out), where runs and groups compete for the hand's cards
    and the plain dive placed a card in a group that a run needed: merges that make a
    canasta first, the choice's runs, then each rank's naturals onto its largest group
    that is not complete (or as a new group), merges again, pairs with a wild card, wild
    cards onto the groups closest to a canasta, merges again and black threes last."""
    rules = state.rules
    hand = state.hands[state.current]
    if RUN not in rules.kinds or one_meld_per_label(rules) or state.taking is not None \
            or not rules.quick_tests_hold or state.judge_as_before and len(hand) > LARGEST_GUIDED_HAND \
            or (state.feet[state.current] and rules.going_out_from_foot):
        return False
    wilds = sum(1 for card in hand if rules.card_kinds.wild[card.code])
    for runs in islice(runs_to_go_out(state, 1, wilds), GUIDED_CHOICES):
        way = state.clone()
        if _merged_to_go_out(way) or _ends_along(way, _run_steps(way, runs), going_out=True, copied=True) \
                or _rest_goes_out(way):
            return True
    return False


def _run_steps(state: GameState, runs: list[RunsOfSuit]) -> list[Action]:
    """The melds that make `runs`: cards onto the ends of the side's runs, one at a time
    from the end outward, and the new runs whole."""
    rules = state.rules
    natural = rules.card_kinds.natural
    table = state.tables[state.side_of(state.current)]
    steps = []
    for suit, grown, new in runs:
        cards: dict[int, Card] = {}
        for card in state.hands[state.current]:
            if natural[card.code] and card.suit == suit:
                cards.setdefault(_RANK_AT[card.rank], card)
        growing = [meld for meld in table if meld.kind is RUN and meld.key == suit
                   and (not RUN.is_complete(rules, meld.cards) or rules.sequence_extend_going_out)]
        for meld, (down, up) in zip(growing, grown):
            ranks = [_RANK_AT[card.rank] for card in meld.cards]
            low, high = min(ranks), max(ranks)
            steps += [Action("meld", (cards[low - step],), meld.id) for step in range(1, down + 1)]
            steps += [Action("meld", (cards[high + step],), meld.id) for step in range(1, up + 1)]
        steps += [Action("meld", tuple(cards[index] for index in range(low, low + length))) for low, length in new]
    return steps


def _naturals_onto_groups(state: GameState, by_rank: dict[str, list[Card]]) -> list[Action]:
    """Each rank's naturals onto the side's group of it closest to a canasta but not one,
    or as a new group where there is none and they are enough to start one."""
    rules = state.rules
    table = state.tables[state.side_of(state.current)]
    size = rules.canasta_size
    steps: list[Action] = []
    for rank, cards in by_rank.items():
        groups = sorted((meld for meld in table if meld.kind is GROUP and meld.key == rank),
                        key=lambda meld: (len(meld.cards) >= size, -len(meld.cards)))
        if groups:
            steps += [Action("meld", (card,), groups[0].id) for card in cards]
        elif len(cards) >= rules.meld_min_cards:
            steps.append(Action("meld", tuple(cards)))
    return steps


def _rest_goes_out(way: GameState) -> bool:
    """The rest of `surely_goes_out_along_runs`, on the copy `way`."""
    by_rank, _ = _hand_by_rank(way)
    steps = _naturals_onto_groups(way, by_rank)
    if _ends_along(way, steps, going_out=True, copied=True) or _merged_to_go_out(way):
        return True
    by_rank, wilds = _hand_by_rank(way)
    steps = [Action("meld", (*cards, wild))
             for cards, wild in zip((cards for cards in by_rank.values() if len(cards) == 2), wilds)]
    if _ends_along(way, steps, going_out=True, copied=True):
        return True
    _, wilds = _hand_by_rank(way)
    size = way.rules.canasta_size
    closest = sorted((meld for meld in way.tables[way.side_of(way.current)]
                      if meld.kind is GROUP and len(meld.cards) < size), key=lambda meld: -len(meld.cards))
    steps = [Action("meld", (wild,), meld.id) for meld in closest for wild in wilds]
    if _ends_along(way, steps, going_out=True, copied=True) or _merged_to_go_out(way):
        return True
    threes = [card for card in way.hands[way.current] if card.is_black_three]
    return len(threes) >= 3 and _ends_along(way, [Action("meld", tuple(threes))], going_out=True, copied=True)


def _merged_to_go_out(way: GameState) -> bool:
    """Makes on `way` the merges of two groups that make a canasta (merging.py), one
    after another, until the player can go out or none is left."""

    while True:
        merges = completing_merges(way)
        if not merges:
            return False
        way.apply(merges[0])
        if ends_now(way, True):
            return True


def _hand_by_rank(state: GameState) -> tuple[dict[str, list[Card]], list[Card]]:
    card_kinds = state.rules.card_kinds
    by_rank: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    for card in state.hands[state.current]:
        if card_kinds.natural[card.code]:
            by_rank.setdefault(card.rank, []).append(card)
        elif card_kinds.wild[card.code]:
            wilds.append(card)
    return by_rank, wilds


def _unfinished(state: GameState, by_rank: dict[str, list[Card]], wilds: list[Card]) -> list[Action]:
    """Cards onto the pile's top card being taken, and onto the groups this turn started
    that are not melds yet: naturals of their rank, or a wild card."""
    rules = state.rules
    steps = []
    if state.taking is not None:
        top = state.taking.top
        steps = [Action("meld", (card,), state.turn_moves[0][0])
                 for card in by_rank.get(top.rank, []) + ([] if state.taking.frozen else wilds[:1])]
    placed = placed_this_turn(state)
    table = state.tables[state.side_of(state.current)]
    steps += [Action("meld", (card,), meld.id) for meld in table if meld.kind is GROUP and meld.id in placed
              and GROUP.problem(rules, meld.key, meld.cards, new=placed[meld.id] == len(meld.cards))
              for card in (by_rank.get(meld.key) or wilds[:1])]
    return steps


def _new_melds_of_other_kinds(state: GameState) -> list[Action]:
    rules = state.rules
    hand, table = state.hands[state.current], state.tables[state.side_of(state.current)]
    return [Action("meld", cards) for kind in rules.kinds if kind is not GROUP
            for cards, to in kind.offers(rules, hand, table) if to is None]


def _ends_along(state: GameState, steps: Iterable[Action], going_out: bool, copied: bool = False) -> bool:
    """Makes each of `steps` the meld rules accept, in turn, on a copy of `state` (on
    `state` itself when `copied`), until the turn can end (going out, when `going_out`).
    The copy is made when the first meld is."""

    way = state if copied else None
    for action in steps:
        at = state if way is None else way
        if legality.meld_problem(at, action) is None and foot_pickup_problem(at, action) is None:
            if way is None:
                way = state.clone()
            way.apply(action)
            # (A player goes out with one card left to discard, or none: before, no need to ask.)
            if (not going_out or len(way.hands[way.current]) <= 1) and ends_now(way, going_out):
                return True
    return False


_RANK_AT = {rank: index for index, rank in enumerate(NATURAL_RANKS)}
