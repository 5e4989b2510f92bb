"""Which positions the count model knows: the options it understands, named one by one.

An option the model does not know switches it off (the search answers instead), so a new
option is never trusted by default: to bring it in, teach the model and add it here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..deuce_meld import DEUCE
from ..meld_kinds import GROUP, THREES, WILD

if TYPE_CHECKING:
    from ..rules import Rules
    from ..state import GameState

# What the count model knows how to count.
KNOWN_KINDS = frozenset({GROUP, THREES, WILD, DEUCE})


def rules_known(rules: Rules) -> bool:
    """Whether the count model understands every option of `rules` that bears on the end
    of a turn (worked out once for a rule set, kept with it)."""
    found = rules.__dict__.get("_count_model_known")
    if found is None:
        found = rules.__dict__["_count_model_known"] = _rules_known(rules)
    return found


def _rules_known(rules: Rules) -> bool:
    return (rules.spoken_kind is None
            and set(rules.kinds) <= KNOWN_KINDS
            and rules.melds_per_rank == "one"
            and rules.special_hands == "none"
            and rules.gathering_kind is None
            and rules.foot_size == 0
            and not rules.new_meld_distinct_suits
            and rules.quick_tests_hold          # no meld base, pure ranks, dead ranks, wild lock,
            #                             clean meld, natural canasta, kept threes
            and not (rules.undiscardable or rules.empty_pile_forbidden)  # cards that may not be discarded
            # (a black three kept through a first turn, `black_three_first_turn_discard`, is
            # discarded when nothing else is held: it never keeps a turn from ending, and
            # the plan discards another card first)
            and rules.pile_take_count is None)


def position_known(state: GameState) -> bool:
    """Whether the count model answers for `state`: rules it understands, and a turn in
    which no pile is being taken, none waits to come into the hand and nothing is merged."""
    return (rules_known(state.rules) and state.taking is None and not state.pickup
            and not state.feet[state.current] and not state.judge_as_before)


def taking_known(state: GameState) -> bool:
    """Whether the count model answers once the pile being taken comes into the hand."""
    return (rules_known(state.rules) and not state.pickup and not state.feet[state.current]
            and not state.judge_as_before)
