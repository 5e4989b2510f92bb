"""The rule options of a Canasta rule set, with their types, defaults and descriptions.

`Rules` is pure data. Each field is one option: its type is its annotation, and its
description (shown in the Rule Options dialog) and allowed values are its metadata.
`Rules.from_options()` validates a plain mapping (from YAML, a position or a record)
and raises `RuleOptionError` naming the option; `Rules.to_options()` gives that
mapping back, so rules round-trip through any text form. The value types and their
checks are in rule_values.py.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Mapping

from .cards import Card
from .decks import DECK_KINDS, DeckSpec
from .errors import RuleOptionError
from .rule_values import (
    BLOCKING_KINDS,
    CARD_KINDS,
    CLASSIC_MINIMUM_MELD,
    SEAT_COUNTS,
    STANDARD_VALUES,
    MeldThreshold,
    PerPlayers,
    RankBonus,
    counts_words,
    parse_value,
    to_plain,
)

__all__ = [
    "BLOCKING_KINDS", "CARD_KINDS", "CLASSIC_MINIMUM_MELD", "SEAT_COUNTS", "STANDARD_VALUES", "MeldThreshold",
    "PerPlayers", "RankBonus", "Rules", "counts_words", "option", "parse_option",
]


def option(default: Any, description: str, *, choices: tuple[Any, ...] | None = None,
           minimum: int | None = None, maximum: int | None = None, quiet: bool = False) -> Any:
    """One rule option. A `quiet` option is left out of positions and records while it
    has its default: it came after texts were first written, and they must still be
    written as before."""
    return field(default=default, metadata={
        "description": description, "choices": choices, "minimum": minimum, "maximum": maximum, "quiet": quiet,
    })


@dataclass(frozen=True)
class Rules:
    """Every option of a rule set. Defaults are classic Canasta (Official Laws)."""

    name: str = option("classic", "Short name of the rule set.")
    title: str = option("Classic Canasta", "Name of the rule set shown to players.")
    source: str = option("", "Where the rules come from.")
    description: str = option("", "A few sentences on the rule set, for the help.")

    deck: str = option("standard", "The cards: standard packs with jokers, or the Kanastic deck.",
                       choices=tuple(DECK_KINDS))
    packs: PerPlayers = option(PerPlayers.of(2), "Standard 52-card packs shuffled together.",
                               minimum=1, maximum=8)
    jokers_per_pack: int = option(2, "Jokers added with each pack.", minimum=0, maximum=4)
    card_values: tuple[tuple[str, int], ...] = option(
        STANDARD_VALUES, "Points of each kind of card, on the table and (subtracted) in hand.")

    players: int = option(4, "Number of players the rule set is usually played with.", choices=SEAT_COUNTS)
    player_counts: tuple[int, ...] = option((2, 3, 4), "Numbers of players the rule set can be played with.",
                                            quiet=True)
    partnerships: bool = option(True, "With four (or six) players, partners sit opposite each other and "
                                      "score together.")
    hand_size: PerPlayers = option(PerPlayers.of({2: 15, 3: 13, 4: 11}), "Cards dealt to each player.",
                                   minimum=1, maximum=25)
    cards_drawn: PerPlayers = option(PerPlayers.of({2: 2, 3: 1, 4: 1}), "Cards drawn from the stock each turn.",
                                     minimum=1, maximum=2)
    canastas_to_go_out: PerPlayers = option(PerPlayers.of({2: 2, 3: 1, 4: 1}),
                                            "Canastas a side needs before a player may go out.", minimum=0, maximum=4)
    target_score: int = option(5000, "The game ends after the hand in which a side reaches this score.",
                               minimum=100, maximum=100000)
    first_player: str = option("left_of_dealer", "Who starts each hand: the player left of the dealer "
                               "(the deal rotates), or always the first seat.", choices=("left_of_dealer", "first_seat"))

    minimum_meld: tuple[MeldThreshold, ...] = option(
        CLASSIC_MINIMUM_MELD, "Points a side's first meld of a hand must reach, by the side's score.")
    meld_min_cards: int = option(3, "Cards a meld needs at least.", minimum=2, maximum=7)
    meld_min_naturals: int = option(2, "Natural cards a meld needs at least.", minimum=1, maximum=7)
    meld_max_wild: int | None = option(3, "Wild cards a meld may hold at most (empty: no fixed limit).",
                                       minimum=0, maximum=12)
    wild_may_outnumber_naturals: bool = option(True, "A meld may hold more wild cards than natural cards.")
    meld_max_cards: int | None = option(None, "Cards a meld may hold at most (empty: no limit).", minimum=3, maximum=20)
    new_meld_distinct_suits: int = option(
        0, "Different suits the natural cards of a new meld must show (0: suits do not matter).",
        minimum=0, maximum=4)
    golden_suit: bool = option(False, "Gold cards of consecutive ranks may be melded as a golden suit, "
                                      "with Artifacts standing in; a golden suit is a first meld on its own.")
    golden_suit_size: int = option(7, "Cards that complete a golden suit.", minimum=3, maximum=11)
    golden_suit_natural_bonus: int = option(5000, "Bonus for a complete golden suit without Artifacts.",
                                            minimum=0, maximum=100000)
    golden_suit_mixed_bonus: int = option(2500, "Bonus for a complete golden suit with Artifacts.",
                                          minimum=0, maximum=100000)

    canasta_size: int = option(7, "Cards that make a meld a canasta.", minimum=3, maximum=13)
    natural_canasta_bonus: int = option(500, "Bonus for a canasta without wild cards.", minimum=0, maximum=10000)
    mixed_canasta_bonus: int = option(300, "Bonus for a canasta with wild cards.", minimum=0, maximum=10000)
    canasta_bonus_by_rank: tuple[RankBonus, ...] = option((), "Canasta bonuses that differ for certain ranks.")

    pile_taking: str = option(
        "standard", "How the pile is taken: whole, with its top card (standard); or only the top card before "
                    "the side melds and the whole pile after it, on the Kanastic conditions (kanastic).",
        choices=("standard", "kanastic"))
    pickup_min_hand: int = option(4, "Cards a player must hold to pick up the whole pile (Kanastic).",
                                  minimum=0, maximum=20)
    pickup_min_stock: int = option(4, "Cards the stock must hold for the whole pile to be picked up (Kanastic).",
                                   minimum=0, maximum=20)
    blocking_discards: tuple[str, ...] = option(
        (), "Cards that, discarded, block the pile until their discarder's next turn begins.")
    opening_discard: bool = option(
        False, "The first player is dealt one card more and opens by discarding; that card may not be taken.")
    wild_freezes_pile: bool = option(True, "A wild card in the discard pile freezes it.")
    red_three_freezes_pile: bool = option(True, "A red three in the discard pile freezes it.")
    pile_frozen_before_side_melds: bool = option(
        True, "The pile is frozen for a side that has not melded yet this hand.")
    pile_top_to_existing_meld: bool = option(
        True, "When the pile is not frozen, its top card may be added to a meld the side already has.")
    pile_top_to_canasta: bool = option(
        True, "The pile may be taken by adding its top card to a completed canasta.")
    top_card_counts_for_initial_meld: bool = option(
        True, "The pile's top card counts toward the first meld's minimum "
              "(when it does not, its value is added to the minimum).")
    put_back_penalty: int | None = option(
        None, "Points lost for putting back a taken top card that cannot be used "
              "(empty: taking the pile cannot be taken back).", minimum=0, maximum=1000)

    red_three_replaced_when_drawn: bool = option(True, "A red three drawn from the stock is replaced by another card.")
    red_three_discard_allowed: bool = option(
        False, "A red three drawn may be kept and discarded to block the pile, like a wild card.")
    red_three_value: int = option(100, "Bonus for each red three.", minimum=0, maximum=1000)
    all_red_threes_value: int = option(800, "Bonus for all four red threes together.", minimum=0, maximum=5000)

    black_threes_with_wild: bool = option(
        False, "A player going out may meld two black threes with one wild card.")
    stock_exhausted: str = option(
        "end", "When the stock runs out: play on while the discard can be taken (end), "
               "let the player stop or turn the pile over as a new stock (choice), or shuffle the pile "
               "into a new stock (reshuffle).", choices=("end", "choice", "reshuffle"))
    max_stock_renewals: int | None = option(
        None, "How often the stock may be renewed from the pile in one hand; once more, and the hand "
              "ends when the stock runs out (empty: no limit).", minimum=0, maximum=100)
    pass_discard: bool = option(
        False, "A player without the canastas to go out who has one card left keeps it instead of discarding.")
    ask_partner: bool = option(True, "In partnerships a player may ask the partner \"May I go out?\"; "
                                     "the answer binds.")

    going_out_needs_discard: bool = option(False, "A player going out must discard the last card.")
    going_out_bonus: int = option(100, "Bonus for going out.", minimum=0, maximum=10000)
    concealed_going_out_bonus: int = option(
        200, "Going-out bonus for a player whose side melds the whole hand in one turn.", minimum=0, maximum=10000)
    concealed_needs_minimum: bool = option(
        True, "Going out concealed must still reach the minimum for a first meld.")
    concealed_going_out_doubles: bool = option(
        False, "Going out in the turn of the side's first meld doubles that side's hand score.")
    wild_discard_going_out_doubles: bool = option(
        False, "Going out with a wild card as the last discard doubles both sides' hand scores.")
    treasure_pot_value: int = option(100, "Bonus for each Treasure Pot (Kanastic).", minimum=0, maximum=10000)
    all_treasure_pots_value: int = option(1200, "Bonus for all four Treasure Pots together (Kanastic).",
                                          minimum=0, maximum=10000)
    canasta_required_for_positive_score: bool = option(
        False, "A side without the canastas needed to go out scores all its cards, "
               "on the table and in hand, as minus points.")

    def __post_init__(self) -> None:
        if self.meld_min_naturals > self.meld_min_cards:
            raise RuleOptionError("meld_min_naturals", "a meld cannot need more natural cards than cards")
        if len(self.minimum_meld) == 0:
            raise RuleOptionError("minimum_meld", "at least one entry is needed")
        if self.players not in self.player_counts:
            raise RuleOptionError("players", f"{self.players} is not one of the player_counts "
                                             f"({counts_words(self.player_counts)})")

    # Derived values --------------------------------------------------------

    @cached_property
    def deck_spec(self) -> DeckSpec:
        """The cards these rules are played with."""
        return DeckSpec(self.deck, self.packs, self.jokers_per_pack)

    @cached_property
    def _values(self) -> dict[Card, int]:
        table = dict(self.card_values)
        return {card: table.get(card.kind, card.value) for card in self.deck_spec.faces()}

    def value_of(self, card: Card) -> int:
        """Points of `card` under these rules."""
        value = self._values.get(card)
        return card.value if value is None else value

    def canasta_bonus(self, rank: str, natural: bool) -> int:
        for bonus in self.canasta_bonus_by_rank:
            if bonus.rank == rank:
                return bonus.natural if natural else bonus.mixed
        return self.natural_canasta_bonus if natural else self.mixed_canasta_bonus

    def minimum_for(self, score: int) -> MeldThreshold:
        """The first-meld requirement of a side with `score` before the hand."""
        chosen = self.minimum_meld[0]
        for threshold in self.minimum_meld:
            if threshold.from_score is None or score >= threshold.from_score:
                chosen = threshold
        return chosen

    def uses_partnerships(self, players: int) -> bool:
        """Whether `players` play in sides of two (four or six players, with partnerships)."""
        return self.partnerships and players in (4, 6)

    # Text forms --------------------------------------------------------------

    @classmethod
    def option_names(cls) -> list[str]:
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def describe(cls, name: str) -> str:
        return _FIELDS[name].metadata["description"]

    def to_options(self) -> dict[str, Any]:
        """Every option as plain data (ints, bools, strings, lists, mappings)."""
        return {f.name: to_plain(_TYPES[f.name], getattr(self, f.name)) for f in dataclasses.fields(self)}

    def written_options(self) -> dict[str, Any]:
        """The options a position or record writes: all but the quiet ones at their default."""
        return {f.name: to_plain(_TYPES[f.name], getattr(self, f.name)) for f in dataclasses.fields(self)
                if not (f.metadata["quiet"] and getattr(self, f.name) == f.default)}

    def replace(self, options: Mapping[str, Any]) -> Rules:
        """These rules with some options changed; RuleOptionError if one is wrong."""
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        for key, raw in options.items():
            if key not in _FIELDS:
                raise RuleOptionError(str(key), "there is no rule option of this name")
            values[key] = parse_option(key, raw)
        return Rules(**values)

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Rules:
        return cls().replace(options)


_FIELDS = {f.name: f for f in dataclasses.fields(Rules)}
_TYPES = typing.get_type_hints(Rules)


def parse_option(key: str, raw: Any) -> Any:
    """The value of option `key` written as plain data `raw`, checked."""
    metadata = _FIELDS[key].metadata
    return parse_value(key, _TYPES[key], raw, metadata["minimum"], metadata["maximum"], metadata["choices"])
