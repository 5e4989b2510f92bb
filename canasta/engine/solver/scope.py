"""Which positions the count model knows: the options it understands, named one by one.

An option the model does not know switches it off (the search answers instead), so a new
option is never trusted by default: to bring it in, teach the model and add it here.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ..melds.deuce_meld import DEUCE
from ..cards.cards import NATURAL_RANKS
from ..state.discards import discard_limits
from ..melds.meld_kinds import GROUP, RUN, THREES, WILD
from ..melds.special_hands import SPECIAL
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState

# What the count model knows how to count (a special hand ends the hand at once: it is
# never on the table when the turn's end is asked).
KNOWN_KINDS = frozenset({GROUP, THREES, RUN, WILD, DEUCE, SPECIAL})


def rules_known(rules: Rules) -> bool:
    """Whether the count model understands every option of `rules` that bears on the end
    of a turn (worked out once for a rule set, kept with it)."""
    found = derived(rules).get("_count_model_known")
    if found is None:
        found = derived(rules)["_count_model_known"] = _rules_known(rules)
    return found


# The options the count model understands: it counts by them, or they bear on no turn's
# end once the pile is in the hand (the deal, the draw, the pile's taking, scoring, words).
# Every other option must keep its default for the model to answer; a new option is
# not known until it is added here, with the model taught what it needs.
UNDERSTOOD = frozenset({
    # what the rule set is called, and the cards and their values
    "name", "title", "source", "description", "deck", "packs", "jokers_per_pack", "card_values", "hand_values",
    # players, the deal, the draw, the game's length
    "players", "player_counts", "partnerships", "hand_size", "cards_drawn", "target_score",
    "game_length_hands", "upcard", "upcard_covered", "first_player", "opening_discard",
    # how five and six players sit and what their game is played to (seating.py)
    "six_player_sides", "six_player_side_choices", "target_score_by_seating", "red_three_points_by_players",
    # the foot (turn_end._foot_ending; position_known says which feet the model judges)
    "foot_size", "going_out_from_foot",
    # first melds (counts.requirement, turn_end._first_meld_ok)
    "minimum_meld", "minimum_meld_by", "top_card_counts_for_initial_meld", "initial_meld_needs_clean",
    "natural_canasta_meets_minimum", "opening_bonus_cards", "bonus_cards_min_stock",
    # melds (groups.py: their shape through the kinds' own rules, their limits through Limits)
    "meld_kinds", "sequence_extend_going_out", "new_meld_distinct_suits", "golden_suit", "meld_min_cards", "meld_min_naturals", "meld_max_wild", "wild_may_outnumber_naturals",
    "wild_fewer_than_naturals", "wild_to_canasta", "meld_max_cards", "meld_base", "pure_ranks",
    "pure_ranks_wild_in_opening", "dead_completed_ranks", "wild_meld_locks_wild",
    # one meld of a rank, or one open at a time (open_groups.py; _melds_per_rank_known)
    "melds_per_rank",
    # canastas and their bonuses
    "canasta_size", "natural_canasta_bonus", "mixed_canasta_bonus", "canasta_bonus_by_rank",
    "sequence_canasta_bonus", "wild_canasta_bonus", "canasta_words", "golden_suit_size",
    "golden_suit_natural_bonus", "golden_suit_mixed_bonus", "canastas_to_go_out", "canastas_to_go_out_of_kind",
    # the pile (taken by the search until it is in the hand: endings.py)
    "pile_taking", "pile_take_count", "pickup_min_hand", "pickup_min_stock", "blocking_discards",
    "wild_freezes_pile", "red_three_freezes_pile", "pile_frozen_before_side_melds", "pile_top_to_existing_meld",
    "pile_pair_with_wild", "pile_top_to_canasta", "pile_top_to_sequence", "pile_always_frozen",
    "pile_frozen_naturals", "pile_needs_earlier_meld", "pile_blocked_by_canasta", "pile_name", "put_back_penalty",
    "take_compulsory", "stock_exhausted", "max_stock_renewals", "pile_black_threes_set_aside",
    "pile_black_three_value", "all_pile_black_threes_value",
    # threes (counts.turn_counts: laid out, melded going out, or kept)
    "threes", "red_three_replaced_when_drawn", "red_three_discard_allowed", "red_three_points", "red_threes_sign",
    "threes_positive_canastas", "black_threes_with_wild",
    # discards (turn_end.discard_allowed, through the judge's own discards.py)
    "undiscardable", "undiscardable_going_out", "empty_pile_forbidden", "black_three_first_turn_discard",
    # going out (turn_end.ending)
    "pass_discard", "ask_partner", "must_ask_partner", "going_out_needs_discard", "concealed_needs_minimum",
    "no_going_out_with_incomplete", "special_hands", "acaba_award",
    # scoring
    "going_out_bonus", "concealed_going_out_bonus", "concealed_going_out_doubles",
    "wild_discard_going_out_doubles", "treasure_pot_value", "all_treasure_pots_value", "incomplete_meld_penalty",
    "short_sequence_length", "score_parts", "canasta_required_for_positive_score", "canastas_to_win_bonus",
    "held_rank_penalty", "positive_table_canastas",
    # the canastas that win: the hand ends after a turn that ends with them on the side's
    # table (carrying_out._end_turn), which ends as any other turn
    "canastas_to_win",
})


def _rules_known(rules: Rules) -> bool:
    # (Every option is a field of the rules' record, with its default: rule_options.py.)
    if any(getattr(rules, field.name) != field.default for field in dataclasses.fields(rules)
           if field.name not in UNDERSTOOD):
        return False
    gathering = rules.gathering_kind
    return (all(kind in KNOWN_KINDS or kind is gathering for kind in rules.kinds)
            # A kind that gathers ranks (a golden suit: gathered.py), one to a side, beside
            # groups of one meld to a rank, and no runs.
            and (gathering is None or gathering.unique(rules) and rules.melds_per_rank == "one"
                 and RUN not in rules.kinds and DEUCE not in rules.kinds)
            # A natural the rules never let be discarded would need naturals kept told apart
            # by kind; those kept from an empty pile are (counts.kept_apart).
            and not set(NATURAL_RANKS) & set(rules.undiscardable)
            and all(entry.or_letters is None for entry in rules.minimum_meld)
            and _melds_per_rank_known(rules)
            # Runs are added up rank by rank with the groups (runs.py), Twos never told apart.
            and not (RUN in rules.kinds and DEUCE in rules.kinds))


def _melds_per_rank_known(rules: Rules) -> bool:
    """One meld of a rank; or one open at a time where a complete group takes nothing more
    (a canasta is as big as a meld may be), the melds are groups (and black threes), and
    nothing asks a first meld or going out which of a rank's groups is clean."""
    if rules.melds_per_rank == "one":
        return True
    if rules.melds_per_rank == "many":
        return _many_known(rules)
    return (rules.melds_per_rank == "one_open" and set(rules.kinds) <= {GROUP, THREES, SPECIAL}
            and rules.meld_max_cards is not None and rules.meld_max_cards <= rules.canasta_size
            and not (rules.initial_meld_needs_clean or rules.natural_canasta_meets_minimum
                     or rules.no_going_out_with_incomplete))


def _many_known(rules: Rules) -> bool:
    """Several groups of a rank, merged as merging.py allows (many_groups.py): where no
    wild card goes onto a canasta, a group has no most of cards, and nothing asks a first
    meld or going out which group is clean, pure or dead."""
    return (set(rules.kinds) <= {GROUP, THREES, RUN, WILD, SPECIAL} and not rules.wild_to_canasta
            and rules.meld_max_cards is None and rules.meld_base is None and not rules.pure_ranks
            and not rules.dead_completed_ranks
            and not (rules.initial_meld_needs_clean or rules.natural_canasta_meets_minimum
                     or rules.no_going_out_with_incomplete))


def foot_known(rules: Rules) -> bool:
    """Whether the count model judges a turn with the foot still face down: where every
    card may be discarded (no discard limits) and none is set aside as it comes into the
    hand, a foot of two cards or more always holds one to discard and one to keep, so
    the foot's cards, which nobody knows, need not be known (worked out once, kept)."""
    found = derived(rules).get("_count_model_foot")
    if found is None:
        found = derived(rules)["_count_model_foot"] = not discard_limits(rules) and not rules.set_aside_zones
    return found


def _foot_known(state: GameState) -> bool:
    # A foot of one card leaves, once picked up, only going out with that card: which
    # depends on it, so the search answers there (it looks at the card).
    foot = len(state.feet[state.current])
    return foot == 0 or foot >= 2 and foot_known(state.rules)


def position_known(state: GameState) -> bool:
    """Whether the count model answers for `state`: rules it understands, a foot it can
    judge unseen (`foot_known`), and a turn in which no pile is being taken (a pile
    picked up that waits for the discard is known: turn_end._foot_ending) and nothing is
    judged as records of format 1 were."""
    return (rules_known(state.rules) and state.taking is None
            and _foot_known(state) and not state.judge_as_before)


def taking_known(state: GameState) -> bool:
    """Whether the count model answers once the pile being taken comes into the hand."""
    return rules_known(state.rules) and _foot_known(state) and not state.judge_as_before
