"""What one rank can do by the end of a turn: the count model of a group (and of the meld
of wild cards, a group of no rank).

A rank's cards go to one meld, the side's group of that rank or a new one; what the rest
of the turn needs to know of that choice is how many naturals and wild cards it places,
the points of its naturals and the canasta it completes. Each choice is kept only when
the judge's own meld rules accept the meld it makes (`Group.problem`) and the cards can
be put in it one by one as the judge allows them (a wild card only while the meld has
room for it: `wild_room`), so the model never allows what the table would refuse.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ..melds.canasta_kinds import canasta_kind
from ..cards.cards import Card
from ..melds.deuce_meld import DEUCE, DEUCE_MIN_TWOS, TWO
from .kept_answers import KeptAnswers
from ..melds.meld_kinds import GROUP, WILD
from ..melds.new_groups import new_meld_shapes
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..melds.table import Meld


@dataclass(frozen=True)
class Choice:
    """One way a rank's cards (or the wild meld's) end the turn."""

    naturals: int                 # naturals placed from the hand
    wild: int                     # wild cards placed from the hand
    points: int                   # points of the naturals placed
    made: str | None              # the canasta kind the meld is at the end (None: not complete)
    start: tuple[int, int] | None  # a new meld's first cards: (naturals, wild cards); None: onto the meld
    steps: str                    # the cards after those, in order: "n" a natural, "w" a wild card
    clean: bool = False           # the meld is at the end a group of three naturals or more, no wild card
    meld: bool = False            # a meld of it is on the table at the end (it was, or this starts one)
    # One open group of a rank at a time (open_groups.py): the rank's new groups started
    # once the one before is complete, each (its first cards, the cards after them), and
    # the canastas completed before the last (`made` is the last group's).
    more: tuple[tuple[tuple[int, int], str], ...] = ()
    completed: tuple[str, ...] = ()
    # Several groups of a rank, or several melds of wild cards (many_groups.py): the
    # placements and merges, in order (its own `start` and `steps` are then unused).
    script: tuple = ()

    @property
    def canastas(self) -> tuple[str, ...]:
        """Every canasta kind the choice's melds are at the end."""
        return self.completed if self.made is None else (*self.completed, self.made)


@dataclass(frozen=True)
class Limits:
    """What limits a group beyond its own shape, as the judge's meld limits
    (meld_limits.py) say for the side and rank: a dead rank takes no card, a pure one no
    wild card, and after the side's first meld a meld takes wild cards only once it holds
    the meld base of naturals."""

    dead: bool = False
    pure: bool = False
    base: int | None = None


NO_LIMITS = Limits()


def group_choices(rules: Rules, rank: str, meld: Meld | None, placed: int, naturals: Sequence[Card],
                  wild_cards: Sequence[Card], limits: Limits = NO_LIMITS) -> list[Choice]:
    """Every way the hand's `naturals` of `rank` and up to all its `wild_cards` can end
    the turn in the side's group `meld` (None: none yet, so a new one), which holds
    `placed` cards of this turn already, within `limits`."""
    key = choices_key(rules, "group", rank, meld, placed, naturals, wild_cards, limits)
    found = kept_choices(rules).get(key)
    if found is None:
        choices = _group_choices(rules, rank, meld, placed, naturals, wild_cards, limits)
        found = kept_choices(rules).keep(key, choices)
    return found


def choices_key(rules: Rules, kind: str, rank: str, meld: Meld | None, placed: int, naturals: Sequence[Card],
                wild_cards: Sequence[Card], limits: Limits) -> tuple:
    """What a rank's choices depend on, for keeping them (`kept_choices`)."""
    values = rules.card_kinds.values
    # The naturals' points decide among them (suits do not: scope.py): by their count
    # where they are worth the same, as the cards of a rank mostly are.
    held = len(naturals) if not naturals or values[naturals[0].code] == values[naturals[-1].code] \
        else tuple(card.code for card in naturals)
    shown: tuple = ()
    if rules.new_meld_distinct_suits:  # (a new meld shows different suits: which, in order)
        shown = (tuple(card.suit_colour for card in naturals),
                 None if meld is None else frozenset(card.suit_colour for card in meld.cards if rules.is_natural(card)))
    return (kind, rank, None if meld is None else (len(meld.cards), wild_in(rules, meld.cards)), placed,
            held, len(wild_cards), limits, shown)


def _group_choices(rules: Rules, rank: str, meld: Meld | None, placed: int, naturals: Sequence[Card],
                   wild_cards: Sequence[Card], limits: Limits) -> list[Choice]:
    value = rules.value_of
    choices = []
    before = list(meld.cards) if meld is not None else []
    # A pure rank takes no wild card while its meld is natural, as a new one is.
    most_wild = 0 if limits.pure and not wild_in(rules, before) else len(wild_cards)
    for count in range(0 if limits.dead else len(naturals) + 1):
        points = sum(map(value, naturals[:count]))
        for wild in range(most_wild + 1):
            if count == wild == 0:
                continue
            cards = before + list(naturals[:count]) + list(wild_cards[:wild])
            new = meld is None or placed == len(before)
            if GROUP.problem(rules, rank, cards, new=new) is not None:
                continue
            way = join_way(rules, len(before) - wild_in(rules, before), wild_in(rules, before), count, wild,
                       limits.base) if meld is not None else new_way(rules, count, wild, limits.base)
            if way is None:
                continue
            start, steps = way
            choices.append(Choice(count, wild, points, canasta_kind(rules, GROUP, rank, cards), start, steps,
                                  clean=wild_in(rules, cards) == 0 and len(cards) >= 3, meld=True))
    # Placing nothing: a meld this turn touched must be one as it stands.
    if meld is None or not placed or GROUP.problem(rules, rank, before, new=placed == len(before)) is None:
        made = None if meld is None else canasta_kind(rules, GROUP, rank, before)
        choices.insert(0, Choice(0, 0, 0, made, None, "", clean=meld is not None and not wild_in(rules, before)
                                 and len(before) >= 3, meld=meld is not None))
    return choices


def wild_meld_choices(rules: Rules, meld: Meld | None, placed: int, wild_cards: Sequence[Card]) -> list[Choice]:
    """Every way the hand's wild cards can end the turn in the side's meld of wild cards
    (None: a new one of at least three)."""
    before = list(meld.cards) if meld is not None else []
    choices = []
    for wild in range(len(wild_cards) + 1):
        cards = before + list(wild_cards[:wild])
        if wild == 0:
            if meld is None or not placed or WILD.problem(rules, WILD.one_key, before) is None:
                made = None if meld is None else canasta_kind(rules, WILD, WILD.one_key, before)
                choices.append(Choice(0, 0, 0, made, None, "", meld=meld is not None))
            continue
        if WILD.problem(rules, WILD.one_key, cards, new=meld is None) is not None:
            continue
        if meld is None:
            choices.append(Choice(0, wild, 0, canasta_kind(rules, WILD, WILD.one_key, cards), (0, 3),
                                  "w" * (wild - 3), meld=True))
        else:  # (one by one, each while the meld holds fewer than its most: `problem` says so)
            choices.append(Choice(0, wild, 0, canasta_kind(rules, WILD, WILD.one_key, cards), None, "w" * wild,
                                  meld=True))
    return choices


def deuce_choices(rules: Rules, meld: Meld | None, placed: int, twos: Sequence[Card],
                  wild_cards: Sequence[Card]) -> list[Choice]:
    """Every way the hand's Twos (its naturals) and other wild cards can end the turn in the
    side's meld of Twos (None: a new one, of as many Twos as the move list offers)."""
    before = list(meld.cards) if meld is not None else []
    held_twos = sum(1 for card in before if card.rank == TWO)
    first = max(DEUCE_MIN_TWOS, rules.meld_min_cards, rules.meld_min_naturals)
    choices = []
    for count in range(len(twos) + 1):
        for wild in range(len(wild_cards) + 1):
            if count == wild == 0:
                if meld is None or not placed or DEUCE.problem(rules, TWO, before) is None:
                    made = None if meld is None else canasta_kind(rules, DEUCE, TWO, before)
                    choices.append(Choice(0, 0, 0, made, None, "", meld=meld is not None))
                continue
            cards = before + list(twos[:count]) + list(wild_cards[:wild])
            if DEUCE.problem(rules, TWO, cards, new=meld is None) is not None:
                continue
            if meld is None:
                if count < first:
                    continue
                way = join_way(rules, first, 0, count - first, wild)
                start: tuple[int, int] | None = (first, 0)
            else:
                way = join_way(rules, held_twos, len(before) - held_twos, count, wild)
                start = None
            if way is not None:  # (the Twos' points are counted with the other wild cards': sums.py)
                choices.append(Choice(count, wild, 0, canasta_kind(rules, DEUCE, TWO, cards), start, way[1],
                                      meld=True))
    return choices


def new_way(rules: Rules, naturals: int, wild: int, base: int | None = None) -> tuple[tuple[int, int], str] | None:
    """How a new group of `naturals` and `wild` cards is laid: one of the smallest new
    melds the move list offers, then the rest one by one (a meld base: wild cards only
    once the meld holds so many naturals)."""
    for shape_naturals, shape_wild in new_meld_shapes(rules):
        if shape_naturals <= naturals and shape_wild <= wild and not (shape_wild and base and shape_naturals < base):
            way = join_way(rules, shape_naturals, shape_wild, naturals - shape_naturals, wild - shape_wild, base)
            if way is not None:
                return (shape_naturals, shape_wild), way[1]
    return None


def join_way(rules: Rules, held_naturals: int, held_wild: int, naturals: int,
             wild: int, base: int | None = None) -> tuple[None, str] | None:
    """The order in which `naturals` and `wild` cards join a group holding so many
    naturals and wild cards already, so that each wild card finds room: the naturals that
    can come first, then the wild cards, then the other naturals; None when no order does."""
    for first in range(naturals, -1, -1):
        if wild and base is not None and held_naturals + first < base:
            break  # (fewer naturals first only leaves the wild cards further from the base)
        if all(_room(rules, held_naturals + first, held_wild + step) >= 1 for step in range(wild)):
            return None, "n" * first + "w" * wild + "n" * (naturals - first)
    return None


def _room(rules: Rules, naturals: int, wild: int) -> int:
    """`wild_room` (meld_protocol.py) of a group holding so many naturals and wild cards."""
    if not rules.wild_to_canasta and naturals + wild >= rules.canasta_size:
        return 0
    room = rules.wild_cap(naturals) - wild
    if rules.meld_max_cards is not None:
        room = min(room, rules.meld_max_cards - naturals - wild)
    return max(room, 0)


def wild_in(rules: Rules, cards: Sequence[Card]) -> int:
    """How many of `cards` are wild."""
    wild = rules.card_kinds.wild
    return sum(1 for card in cards if wild[card.code])


# A rank's choices kept for a rule set, within this many bytes (kept_answers.py): a
# budget of entries let each rule set played keep 20,000 lists of choices for good.
CHOICE_BYTES = 4 << 20
_CHOICE = sys.getsizeof(Choice(0, 0, 0, None, None, "")) + sys.getsizeof(vars(Choice(0, 0, 0, None, None, "")))
_STEP = sys.getsizeof((1, 2, 3, 4))


def _choices_size(choices: list[Choice]) -> int:
    return sys.getsizeof(choices) + sum(_CHOICE + len(choice.steps) + _STEP * (len(choice.script) + len(choice.more))
                                        for choice in choices)


def kept_choices(rules: Rules) -> KeptAnswers[list[Choice]]:
    """The choices worked out for the rule set's positions, kept with its rules (let go
    with the game, see kept_answers.forget_kept_answers)."""
    found = derived(rules).get("_solver_group_choices")
    if found is None:
        found = derived(rules)["_solver_group_choices"] = KeptAnswers(CHOICE_BYTES, _choices_size)
    return found
