"""The rule options of a Canasta rule set, with their types, defaults and descriptions.

`Rules` is pure data. Each field is one option: its type is its annotation, and its
description (shown in the Rule Options dialog) and allowed values are its metadata.
`Rules.from_options()` validates a plain mapping (from YAML, a position or a record)
and raises `RuleOptionError` naming the option; `Rules.to_options()` gives that
mapping back, so rules round-trip through any text form.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Mapping

from .cards import NATURAL_RANKS, Card
from .decks import DECK_KINDS, DeckSpec
from .errors import RuleOptionError

# The seat counts the engine can play; a rule set names those it allows (`player_counts`).
SEAT_COUNTS = (2, 3, 4, 5, 6)


@dataclass(frozen=True, slots=True)
class PerPlayers:
    """An integer that depends on the number of players.

    `given` holds the values the rule set states, by number of players; a number of
    players it leaves out takes the value of the nearest one given (of two as near,
    the smaller), so `{2: 15, 3: 13, 4: 11}` also reads 11 for five and six."""

    given: tuple[tuple[int, int], ...]
    _by_count: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.given:
            raise ValueError("PerPlayers needs at least one value")
        nearest = [min(self.given, key=lambda pair: (abs(pair[0] - count), pair[0]))[1]
                   for count in range(max(SEAT_COUNTS) + 1)]
        object.__setattr__(self, "_by_count", tuple(nearest))

    @classmethod
    def of(cls, value: int | Mapping[int, int]) -> PerPlayers:
        """One value for any number of players, or values by number of players."""
        if isinstance(value, int):
            return cls(((SEAT_COUNTS[0], value),))
        return cls(tuple(sorted(value.items())))

    def __getitem__(self, players: int) -> int:
        return self._by_count[players]

    def to_plain(self) -> Any:
        values = {count: value for count, value in self.given}
        if len(set(values.values())) == 1:
            return self.given[0][1]
        return values


@dataclass(frozen=True, slots=True)
class MeldThreshold:
    """From a side's score `from_score` up (None: any score below the next entry),
    its first meld of a hand needs `points`; `max_wild` caps its wild cards and
    `canasta` asks for a whole canasta (Kanastic stages)."""

    from_score: int | None
    points: int
    max_wild: int | None = None
    canasta: bool = False

    def to_plain(self) -> dict[str, Any]:
        plain: dict[str, Any] = {"from": self.from_score, "points": self.points}
        if self.max_wild is not None:
            plain["max_wild"] = self.max_wild
        if self.canasta:
            plain["canasta"] = True
        return plain


@dataclass(frozen=True, slots=True)
class RankBonus:
    """Canasta bonuses for one rank that differ from the usual ones."""

    rank: str
    natural: int
    mixed: int

    def to_plain(self) -> dict[str, Any]:
        return {"natural": self.natural, "mixed": self.mixed}


def option(default: Any, description: str, *, choices: tuple[Any, ...] | None = None,
           minimum: int | None = None, maximum: int | None = None, quiet: bool = False) -> Any:
    """One rule option. A `quiet` option is left out of positions and records while it
    has its default: it came after texts were first written, and they must still be
    written as before."""
    return field(default=default, metadata={
        "description": description, "choices": choices, "minimum": minimum, "maximum": maximum, "quiet": quiet,
    })


CARD_KINDS = tuple(NATURAL_RANKS) + ("2", "JK", "3r", "3b", "SW", "AR", "SH", "TP")
STANDARD_VALUES = (("4", 5), ("5", 5), ("6", 5), ("7", 5), ("8", 10), ("9", 10), ("T", 10), ("J", 10), ("Q", 10),
                   ("K", 10), ("A", 20), ("2", 20), ("JK", 50), ("3r", 100), ("3b", 5))
BLOCKING_KINDS = ("SH", "SW", "AR", "JK", "2", "3b")

CLASSIC_MINIMUM_MELD = (
    MeldThreshold(None, 15), MeldThreshold(0, 50), MeldThreshold(1500, 90), MeldThreshold(3000, 120),
)


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
        return {f.name: _to_plain(f.name, getattr(self, f.name)) for f in dataclasses.fields(self)}

    def written_options(self) -> dict[str, Any]:
        """The options a position or record writes: all but the quiet ones at their default."""
        return {f.name: _to_plain(f.name, getattr(self, f.name)) for f in dataclasses.fields(self)
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


def _to_plain(key: str, value: Any) -> Any:
    kind = _TYPES[key]
    if kind is PerPlayers:
        return value.to_plain()
    if kind == tuple[RankBonus, ...]:
        return {bonus.rank: bonus.to_plain() for bonus in value}
    if kind == tuple[MeldThreshold, ...]:
        return [threshold.to_plain() for threshold in value]
    if kind == tuple[tuple[str, int], ...]:
        return dict(value)
    if kind == tuple[str, ...] or kind == tuple[int, ...]:
        return list(value)
    return value


def counts_words(counts: tuple[int, ...], last: str = "or") -> str:
    """Numbers of players as a player reads them: "2, 3 or 4" (or "2, 3 and 4")."""
    words = [str(count) for count in counts]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def _int(key: str, raw: Any, minimum: int | None = None, maximum: int | None = None) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise RuleOptionError(key, f"a whole number is needed, not {raw!r}")
    if minimum is not None and raw < minimum:
        raise RuleOptionError(key, f"{raw} is too small (at least {minimum})")
    if maximum is not None and raw > maximum:
        raise RuleOptionError(key, f"{raw} is too large (at most {maximum})")
    return raw


def _mapping(key: str, raw: Any) -> Mapping[Any, Any]:
    if not isinstance(raw, Mapping):
        raise RuleOptionError(key, f"a mapping is needed, not {raw!r}")
    return raw


def parse_option(key: str, raw: Any) -> Any:
    """The value of option `key` written as plain data `raw`, checked."""
    spec = _FIELDS[key]
    kind = _TYPES[key]
    minimum, maximum, choices = spec.metadata["minimum"], spec.metadata["maximum"], spec.metadata["choices"]
    if kind is bool:
        if not isinstance(raw, bool):
            raise RuleOptionError(key, f"yes or no (true or false) is needed, not {raw!r}")
        value: Any = raw
    elif kind is int:
        value = _int(key, raw, minimum, maximum)
    elif kind == int | None:
        value = None if raw is None else _int(key, raw, minimum, maximum)
    elif kind is str:
        if not isinstance(raw, str):
            raise RuleOptionError(key, f"a word is needed, not {raw!r}")
        value = raw
    elif kind is PerPlayers:
        value = _parse_per_players(key, raw, minimum, maximum)
    elif kind == tuple[MeldThreshold, ...]:
        value = _parse_thresholds(key, raw)
    elif kind == tuple[RankBonus, ...]:
        value = _parse_rank_bonuses(key, raw)
    elif kind == tuple[tuple[str, int], ...]:
        value = _parse_card_values(key, raw)
    elif kind == tuple[str, ...]:
        value = _parse_kinds(key, raw)
    elif kind == tuple[int, ...]:
        value = _parse_counts(key, raw)
    else:  # pragma: no cover - a new option type without a parser is a programming error
        raise TypeError(f"no parser for option {key} of type {kind}")
    if choices is not None and value not in choices:
        allowed = ", ".join(str(choice) for choice in choices)
        raise RuleOptionError(key, f"{raw!r} is not one of the allowed values ({allowed})")
    return value


def _parse_per_players(key: str, raw: Any, minimum: int | None, maximum: int | None) -> PerPlayers:
    if not isinstance(raw, Mapping):
        return PerPlayers.of(_int(key, raw, minimum, maximum))
    values = {}
    for count_key, number in raw.items():
        try:
            count = int(count_key)
        except (TypeError, ValueError):
            count = 0
        if count not in SEAT_COUNTS:
            raise RuleOptionError(key, f"'{count_key}' is not a number of players ({counts_words(SEAT_COUNTS)})")
        values[count] = _int(f"{key}.{count}", number, minimum, maximum)
    if not values:
        raise RuleOptionError(key, "a value is needed for at least one number of players")
    return PerPlayers.of(values)


def _parse_counts(key: str, raw: Any) -> tuple[int, ...]:
    if not isinstance(raw, list) or not raw:
        raise RuleOptionError(key, f"a list of numbers of players is needed, not {raw!r}")
    counts = tuple(_int(key, item) for item in raw)
    for count in counts:
        if count not in SEAT_COUNTS:
            raise RuleOptionError(key, f"{count} is not a number of players ({counts_words(SEAT_COUNTS)})")
    if list(counts) != sorted(set(counts)):
        raise RuleOptionError(key, "give each number of players once, in rising order")
    return counts


def _parse_thresholds(key: str, raw: Any) -> tuple[MeldThreshold, ...]:
    if not isinstance(raw, list) or not raw:
        raise RuleOptionError(key, "a list of score thresholds is needed")
    thresholds = []
    previous = None
    for index, entry in enumerate(raw):
        where = f"{key}.{index}"
        entry = _mapping(where, entry)
        unknown = set(entry) - {"from", "points", "max_wild", "canasta"}
        if unknown:
            raise RuleOptionError(where, f"unknown entry '{sorted(map(str, unknown))[0]}'")
        if "points" not in entry:
            raise RuleOptionError(where, "'points' is missing")
        start = entry.get("from")
        if start is not None:
            start = _int(f"{where}.from", start)
        elif index != 0:
            raise RuleOptionError(f"{where}.from", "only the first threshold may leave 'from' empty")
        if previous is not None and start is not None and start <= previous:
            raise RuleOptionError(f"{where}.from", "thresholds must be in rising order of score")
        previous = start if start is not None else previous
        max_wild = entry.get("max_wild")
        canasta = entry.get("canasta", False)
        if not isinstance(canasta, bool):
            raise RuleOptionError(f"{where}.canasta", "yes or no (true or false) is needed")
        thresholds.append(MeldThreshold(
            start, _int(f"{where}.points", entry["points"], 0, 10000),
            None if max_wild is None else _int(f"{where}.max_wild", max_wild, 0, 12), canasta))
    return tuple(thresholds)


def _parse_rank_bonuses(key: str, raw: Any) -> tuple[RankBonus, ...]:
    bonuses = []
    for rank, entry in _mapping(key, raw).items():
        rank = str(rank)
        if rank == "10":
            rank = "T"
        if rank not in NATURAL_RANKS:
            raise RuleOptionError(key, f"'{rank}' is not a rank that can make a canasta")
        entry = _mapping(f"{key}.{rank}", entry)
        if set(entry) != {"natural", "mixed"}:
            raise RuleOptionError(f"{key}.{rank}", "give exactly 'natural' and 'mixed'")
        bonuses.append(RankBonus(rank, _int(f"{key}.{rank}.natural", entry["natural"], 0, 100000),
                                 _int(f"{key}.{rank}.mixed", entry["mixed"], 0, 100000)))
    return tuple(bonuses)


def _kind_name(key: str, raw: Any) -> str:
    kind = str(raw).upper() if str(raw).upper() in CARD_KINDS else str(raw)
    if kind == "10":
        kind = "T"
    if kind not in CARD_KINDS:
        raise RuleOptionError(key, f"'{raw}' is not a kind of card ({', '.join(CARD_KINDS)})")
    return kind


def _parse_card_values(key: str, raw: Any) -> tuple[tuple[str, int], ...]:
    values = []
    for kind, value in _mapping(key, raw).items():
        name = _kind_name(key, kind)
        values.append((name, _int(f"{key}.{name}", value, 0, 1000)))
    return tuple(values)


def _parse_kinds(key: str, raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of kinds of card is needed, not {raw!r}")
    kinds = tuple(_kind_name(key, item) for item in raw)
    for kind in kinds:
        if kind not in BLOCKING_KINDS:
            raise RuleOptionError(key, f"'{kind}' cannot block the pile (only {', '.join(BLOCKING_KINDS)})")
    return kinds
