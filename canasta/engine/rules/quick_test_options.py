"""Which rule options the quick tests of a turn's ending understand (quick_endings.py,
dives.py, canasta_endings.py, plain_ways.py, reach.py, the judge's greedy plans).

The quick tests are bounds and shortcuts: a "no" from reach.py or a "yes" from a greedy
plan is trusted without the solver. They are right only where they know every rule in
play. So they say which options they understand, and at which values; any other option
switches them off wherever it is set away from its default value (the behaviour the
quick tests were written for), and the solver answers alone. A new option is therefore
safe before anyone looks at the quick tests: it only makes them stand aside.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules.rules import Rules

# The options the quick tests read for themselves, or that change nothing they assume
# (scores, the deck, the pile, who may ask whom...): understood at every value.
ANY_VALUE = frozenset({
    "acaba_award", "all_pile_black_threes_value", "all_treasure_pots_value", "ask_partner",
    "black_three_first_turn_discard", "black_threes_with_wild", "blocking_discards", "bonus_cards_min_stock",
    "canasta_bonus_by_rank", "canasta_required_for_positive_score", "canasta_size", "canasta_words",
    "canastas_to_go_out", "canastas_to_go_out_of_kind", "canastas_to_win", "canastas_to_win_bonus",
    "card_values", "cards_drawn", "combine_min_letters", "concealed_going_out_bonus",
    "concealed_going_out_doubles", "concealed_needs_minimum", "deck", "description", "first_player",
    "foot_size", "game_length_hands", "going_out_bonus", "going_out_from_foot", "going_out_needs_discard",
    "golden_suit", "golden_suit_mixed_bonus", "golden_suit_natural_bonus", "golden_suit_size", "hand_size",
    "hand_values", "held_rank_penalty", "incomplete_meld_penalty", "jokers_per_pack", "max_stock_renewals",
    "meld_kinds", "meld_max_cards", "meld_max_wild", "meld_min_cards", "meld_min_naturals", "melds_per_rank",
    "minimum_meld", "minimum_meld_by", "mixed_canasta_bonus", "must_ask_partner", "name",
    "natural_canasta_bonus", "naturals_per_star", "new_meld_distinct_suits", "opening_bonus_cards",
    "opening_discard", "packs", "partnerships", "pass_discard", "pickup_min_hand", "pickup_min_stock",
    "pile_always_frozen", "pile_black_three_value", "pile_black_threes_set_aside", "pile_blocked_by_canasta",
    "pile_frozen_before_side_melds", "pile_frozen_naturals", "pile_name", "pile_needs_earlier_meld",
    "pile_pair_with_wild", "pile_take_count", "pile_taking", "pile_top_to_canasta", "pile_top_to_existing_meld",
    "pile_top_to_sequence", "player_counts", "players", "positive_table_canastas", "pure_ranks_wild_in_opening",
    "put_back_penalty", "red_three_discard_allowed", "red_three_freezes_pile", "red_three_points",
    "red_three_points_by_players", "red_three_replaced_when_drawn", "red_threes_sign", "score_parts",
    "sequence_canasta_bonus", "sequence_extend_going_out", "short_sequence_length", "six_player_side_choices",
    "six_player_sides", "source", "special_hands", "stock_exhausted", "switch_to_natural", "take_compulsory",
    "target_score", "target_score_by_seating", "threes_positive_canastas", "title",
    "top_card_counts_for_initial_meld", "treasure_pot_value", "undiscardable_going_out", "upcard",
    "upcard_covered", "wild_canasta_bonus", "wild_discard_going_out_doubles", "wild_fewer_than_naturals",
    "wild_freezes_pile", "wild_may_outnumber_naturals", "wild_to_canasta", "word_bonus_multiplier", "word_list",
    "word_min_letters"
})

# Options understood at some of their values only.
SOME_VALUES: dict[str, frozenset[Any]] = {
    # Threes laid out as bonus cards (classic) or dead in the hand; not every three laid out
    # and scored by colour (bonus_both), which the plain ways do not count.
    "threes": frozenset({"classic", "dead"}),
}

# Not understood, so the quick tests hold only at the default (named here so that a reader
# sees why): a meld's base of naturals, pure ranks, dead completed ranks, a wild meld that
# locks wild cards, cards that may not be discarded, a pile that may not be left empty, a
# first meld that needs a clean meld or lets a natural canasta meet it, going out with
# incomplete melds forbidden.
NOT_UNDERSTOOD = frozenset({
    "meld_base", "pure_ranks", "dead_completed_ranks", "wild_meld_locks_wild", "undiscardable",
    "empty_pile_forbidden", "initial_meld_needs_clean", "natural_canasta_meets_minimum",
    "no_going_out_with_incomplete",
})


def quick_tests_hold(rules: Rules) -> bool:
    """Whether every option of `rules` is one the quick tests understand at its value."""
    for field in dataclasses.fields(rules):
        if field.name in ANY_VALUE:
            continue
        value = getattr(rules, field.name)
        allowed = SOME_VALUES.get(field.name)
        if allowed is not None:
            if value not in allowed:
                return False
        elif value != _default(field):
            return False
    return True


def _default(field: dataclasses.Field) -> Any:
    if field.default is not dataclasses.MISSING:
        return field.default
    assert field.default_factory is not dataclasses.MISSING, f"{field.name}: an option has a default"
    return field.default_factory()

