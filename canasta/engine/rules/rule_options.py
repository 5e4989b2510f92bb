"""Every rule option as declared: the options rule sets share (general_options.py) and,
after them, those of single families (Modern American Canasta, Cuban Canasta). `Rules`
(rules.py) adds what the options mean together; the order of the declarations is the
order positions and records write the options in, and the dialog's order within a group
where no place is given."""

from __future__ import annotations

from dataclasses import dataclass

from ..values.rule_values import SIX_PLAYER_SIDE_WORDS, SIX_PLAYER_SIDES, RedThreePoints
from .general_options import PLAYABLE_DECKS, GeneralOptions
from .rule_groups import DEAL, GOING_OUT, MELDS, PILE, THREES, VALUES, option

__all__ = ["PLAYABLE_DECKS", "RuleOptions"]


@dataclass(frozen=True)
class RuleOptions(GeneralOptions):
    """Every option of a rule set, as declared. Defaults are classic Canasta (Official Laws)."""

    # Modern American Canasta (docs/rules/modern-american.md) ----------------------------
    opening_bonus_cards: tuple[int, ...] = option(
        (), "Cards from the stock for the player who makes the side's first meld, after that turn's discard "
            "(played from the next turn): for the first side to meld, and for the second.",
        group=DEAL, place=97, quiet=True)
    bonus_cards_min_stock: int = option(
        9, "Those cards are given only while the stock holds at least this many.", group=DEAL, place=98,
        minimum=0, maximum=100, quiet=True)
    initial_meld_needs_clean: bool = option(
        False, "A side's first-meld turn must lay a meld of at least three natural cards without wild cards "
               "(the pile's top card not among them).", group=MELDS, place=13, quiet=True)
    natural_canasta_meets_minimum: bool = option(
        False, "A complete natural canasta laid from the hand meets the first-meld requirement, whatever its "
               "points.", group=MELDS, place=14, quiet=True)
    meld_base: int | None = option(
        None, "After the side's first-meld turn, a meld takes wild cards only when it holds at least this many "
              "natural cards (empty: no such rule).", group=MELDS, place=52, empty="no such rule",
        minimum=3, maximum=7, quiet=True)
    pure_ranks: tuple[str, ...] = option(
        (), "Ranks whose melds never take wild cards (pure melds).", group=MELDS, place=54, quiet=True)
    pure_ranks_wild_in_opening: tuple[str, ...] = option(
        (), "Of those ranks, the ones whose meld may take wild cards in the side's first-meld turn (it is then "
            "an ordinary meld).", group=MELDS, place=55, quiet=True)
    dead_completed_ranks: bool = option(
        False, "Once either side completes a canasta of a rank, nobody may meld that rank or pick up the pile "
               "with it (a dead rank).", group=MELDS, place=57, quiet=True)
    wild_meld_locks_wild: bool = option(
        False, "While a side's wild meld is not complete, the side puts no wild cards in its other melds.",
        group=MELDS, place=58, quiet=True)
    undiscardable: tuple[str, ...] = option(
        (), "Cards that may not be discarded, unless the hand holds nothing else.", group=PILE, place=92,
        quiet=True)
    undiscardable_going_out: bool = option(
        False, "One of those cards may still be the last card discarded, going out.", group=PILE, place=93,
        quiet=True)
    empty_pile_forbidden: tuple[str, ...] = option(
        (), "Cards that may not be discarded onto an empty pile, unless the hand holds nothing else "
            "(dead: cards of a dead rank).", group=PILE, place=94, quiet=True)
    take_compulsory: bool = option(
        True, "Once the stock is empty, a discard that fits one of the side's melds must be taken.",
        group=GOING_OUT, quiet=True)
    no_going_out_with_incomplete: tuple[str, ...] = option(
        (), "Melds that stop the side going out while they are not complete: pure melds of a rank "
            "(pure_7, pure_A), wild melds.", group=GOING_OUT, quiet=True)
    special_hands: str = option(
        "none", "Special hands of exactly fourteen cards a player may lay as the side's first and only meld, "
                "ending the hand: none, the encyclopedia's three (straight, pairs, garbage), or the eleven of "
                "the Canasta League of America.", group=GOING_OUT, choices=("none", "encyclopedia", "cla"),
        quiet=True, words={"none": "None", "encyclopedia": "Straight, pairs, garbage", "cla": "The CLA's eleven"})
    held_rank_penalty: tuple[tuple[str, int], ...] = option(
        (), "Points a side loses for each of its players holding three or more cards of a rank when the hand "
            "ends.", group=VALUES, quiet=True)
    positive_table_canastas: int | None = option(
        None, "A side with fewer canastas than this counts its melded cards against it "
              "(empty: no such rule).", group=VALUES, empty="no such rule", minimum=1, maximum=7, quiet=True)

    # Cuban Canasta (docs/rules/cuban-uruguayan-british.md) --------------------------------
    pile_black_threes_set_aside: bool = option(
        False, "Black threes in a taken pile are set aside in front of the taker's side instead of going into "
               "the hand, and score apart.", group=THREES, quiet=True)
    pile_black_three_value: int = option(
        5, "Points for each black three a side set aside from a taken pile.", group=THREES, minimum=0,
        maximum=1000, quiet=True)
    all_pile_black_threes_value: int = option(
        100, "Points for all the black threes of the deck, when one side set them all aside from taken piles.",
        group=THREES, minimum=0, maximum=10000, quiet=True)
    black_three_first_turn_discard: bool = option(
        True, "A player may discard a black three in the first turn of the hand (the first time around the "
              "table); when not, only a hand holding nothing else may.", group=THREES, quiet=True)
    acaba_award: int | None = option(
        None, "A player may say \"Acaba\" in his turn, conceding the hand: it ends at once, every other side "
              "scores this many points and his side none (empty: no Acaba).", group=GOING_OUT,
        empty="no Acaba", minimum=0, maximum=10000, quiet=True)

    # Five and six players (docs/rules/five-and-six.md) ----------------------------------
    # Three sides of two is how six played before the option (Hand and Foot): records
    # that do not name it were played so.
    six_player_sides: str = option(
        "three_of_two", "How six players sit: two sides of three, partners every other seat, or three sides of "
                        "two, partners opposite.", group=DEAL, place=32, choices=SIX_PLAYER_SIDES,
        words=SIX_PLAYER_SIDE_WORDS, quiet=True)
    six_player_side_choices: tuple[str, ...] = option(
        ("three_of_two",), "The ways six players may sit in this rule set (a new game offers the choice where "
                           "there are two).", group=DEAL, place=33, choices=SIX_PLAYER_SIDES,
        words=SIX_PLAYER_SIDE_WORDS, quiet=True)
    target_score_by_seating: tuple[tuple[str, int], ...] = option(
        (), "Target scores that differ by the number of players and of sides, each written as the two numbers "
            "with a slash between (six players in two sides: 6/2).", group=DEAL, place=81, quiet=True)
    red_three_points_by_players: tuple[tuple[int, RedThreePoints], ...] = option(
        (), "Points for red threes where they differ by the number of players (the table of "
            "red_three_points otherwise).", group=THREES, quiet=True)
