"""The rule options of a Canasta rule set, with their types, defaults and descriptions.

`Rules` is pure data. Each field is one option, declared once with `option(...)`
(rule_groups.py) in rule_options.py: its type is its annotation; its description (the Rule Options
dialog's line), its group and place in the dialog, its allowed values and the words
a player reads for them are its metadata. `Rules.from_options()` validates a plain
mapping (from YAML, a position or a record) and raises `RuleOptionError` naming the
option; `Rules.to_options()` gives that mapping back, so rules round-trip through any
text form. The value types and their checks are in rule_values.py.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Mapping

from ..melds.canasta_kinds import kinds_problem
from ..cards.card_kinds import CardKind, CardKinds
from ..cards.card_names import CardNames
from ..cards.cards import CARD_KINDS, Card
from ..cards.decks import BLOCKING_KINDS, DECK_CARDS, STANDARD_VALUES, DeckSpec
from ..play.errors import RuleOptionError
from .pile import PilePolicy, find_pile_policy
from .rule_groups import OptionInfo, option
from .rule_options import RuleOptions
from .retired_options import RETIRED_OPTIONS
from .rule_reading import parse_value, to_plain
from .quick_test_options import quick_tests_hold
from ..values.rule_values import (
    CLASSIC_MINIMUM_MELD,
    SEAT_COUNTS,
    PARTNERSHIP_COUNTS,
    MeldThreshold,
    PerPlayers,
    RankBonus,
    RedThreePoints,
    counts_said,
    counts_words,
)
from ..scoring.canastas_to_win import CANASTAS_TO_WIN_PART
from ..scoring.known_score_parts import find_score_parts
from ..melds.meld_kinds import GROUP, MELD_KINDS, find_meld_kind
from ..scoring.score_parts import ScorePart
from ..melds.special_hands import SPECIAL

if TYPE_CHECKING:
    from ..melds.meld_kinds import MeldKind

__all__ = [
    "BLOCKING_KINDS", "CARD_KINDS", "CLASSIC_MINIMUM_MELD", "SEAT_COUNTS", "STANDARD_VALUES", "MeldThreshold",
    "RedThreePoints",
    "PerPlayers", "RankBonus", "Rules", "counts_said", "counts_words", "option", "parse_option",
]


@dataclass(frozen=True)
class Rules(RuleOptions):
    """Every option of a rule set (declared in rule_options.py), and what they mean
    together: the deck, the kinds of meld, the pile policy and score parts they name,
    what each card is worth and does, the first-meld requirement by score."""

    def __post_init__(self) -> None:
        if self.meld_min_naturals > self.meld_min_cards:
            raise RuleOptionError("meld_min_naturals", "a meld cannot need more natural cards than cards")
        if len(self.minimum_meld) == 0:
            raise RuleOptionError("minimum_meld", "at least one entry is needed")
        if self.players not in self.player_counts:
            raise RuleOptionError("players", f"the usual number of players, {self.players}, is not one of the "
                                             f"numbers the rule set can be played with "
                                             f"({counts_words(self.player_counts)})")
        for players in self.player_counts:
            missing = self.red_three_table(players).missing_count(self.red_threes_in_deck(players))
            if missing is not None:
                raise RuleOptionError("red_three_points", f"no points are given for {missing} red threes "
                                                          f"with {players} players (give them, or 'each')")
        if self.six_player_sides not in self.six_player_side_choices:
            raise RuleOptionError("six_player_sides", f"{self.six_player_sides} is not one of the ways six "
                                                      f"players may sit here ({', '.join(self.six_player_side_choices)})")
        find_pile_policy(self.pile_taking)  # RuleOptionError when no policy has this name
        problem = kinds_problem(self)  # a kind of canasta to go out with that no meld makes
        if problem is not None:
            raise problem
        find_score_parts(self.score_parts)  # RuleOptionError when a name is unknown
        if self.pile_black_threes_set_aside and "pile_black_threes" not in self.score_parts:
            raise RuleOptionError("score_parts", "black threes set aside from the pile need their part, "
                                                 "pile_black_threes")
        if self.foot_size and not self.going_out_from_foot:
            raise RuleOptionError("going_out_from_foot", "with a foot dealt (foot_size above 0) a player goes out "
                                                         "only from it: emptying the hand picks the foot up")
        melded_as = self.deck_spec.deck_cards.melded_as
        spoken = [name for name in self.meld_kinds if name in MELD_KINDS and MELD_KINDS[name].spoken_key]
        if spoken and melded_as not in spoken or not spoken and melded_as == "word":
            raise RuleOptionError("meld_kinds", "letter cards are melded as words, and only they are: the BWC "
                                                "deck needs meld_kinds [word], and words need the BWC deck")
        if spoken and self.word_list is None:
            raise RuleOptionError("word_list", "word melds need a word list (scowl-en-50)")
        if not self.deck_spec.deck_cards.suits and (self.suits_matter or self.golden_suit):
            # What reads suits and gold cards (Card.suit, suit_colour, is_gold) is never
            # reached with letter cards, whose green T to A have gold cards' faces.
            raise RuleOptionError("deck", "these cards have no suits: runs, a golden suit and new melds of "
                                          "different suits cannot be played with them")

    # Hashing, copying, sending to another process ----------------------------

    def __hash__(self) -> int:
        # Rules key many caches looked up in every turn a search plays; the dataclass hash
        # would hash all 120-odd options each time (2 us, 5% of an Expert's search).
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = self.__dict__["_hash"] = hash(self._option_values())
        return cached

    def _option_values(self) -> tuple:
        """Every option's value, in the order of `dataclasses.fields(Rules)`."""
        return tuple(getattr(self, name) for name in _NAMES)

    def __reduce__(self) -> tuple[Any, ...]:
        # Rules cross to an Expert's helper process with every decision, as their options
        # alone: what is worked out of them and kept with them (listing's melds, some
        # 250 KB after a few Samba hands) took longer to send than the search could spare,
        # and the other process keeps its own (`rules_with`). A string's hash differs
        # between processes: the other process works its own out too.
        return (rules_with, (self._option_values(),))

    def __copy__(self) -> Rules:
        return self  # frozen: a copy would only work out again what this one has

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        return self

    # Derived values --------------------------------------------------------

    def red_threes_in_deck(self, players: int) -> int:
        """How many red threes the deck of a game of `players` holds."""
        return sum(1 for card in self.deck_spec.cards(players) if card.kind == "3r")

    @cached_property
    def pile_policy(self) -> PilePolicy:
        """How the pile is taken: the policy the option `pile_taking` names (pile.py)."""
        return find_pile_policy(self.pile_taking)

    @cached_property
    def score_part_list(self) -> tuple[ScorePart, ...]:
        """The parts of a hand's score: those the option `score_parts` names (score_parts.py),
        and last, where canastas win the game, the bonus for them (canastas_to_win.py)."""
        names = self.score_parts
        if self.canastas_to_win is not None and CANASTAS_TO_WIN_PART not in names:
            names += (CANASTAS_TO_WIN_PART,)
        return find_score_parts(names)

    @cached_property
    def deck_spec(self) -> DeckSpec:
        """The cards these rules are played with."""
        return DeckSpec(self.deck, self.packs, self.jokers_per_pack)

    @cached_property
    def kinds(self) -> tuple[MeldKind, ...]:
        """The kinds of meld these rules allow, in the order a new meld's cards are matched
        against them (a golden suit by its own option, as records before `meld_kinds` say it)."""
        names = self.meld_kinds + (("golden_suit",) if self.golden_suit else ())
        special = (SPECIAL,) if self.special_hands != "none" else ()  # (by its own option, like a golden suit)
        return tuple(find_meld_kind(name) for name in dict.fromkeys(names)) + special

    @cached_property
    def one_meld_per_label(self) -> bool:
        """Whether a side's melds are told apart by label alone: one group per rank, and
        every other kind one meld to a side (black threes, a golden suit) (melds.py)."""
        return self.melds_per_rank == "one" and all(
            kind is GROUP or (kind.one_key and kind.unique(self)) for kind in self.kinds)

    @cached_property
    def suits_matter(self) -> bool:
        """Whether two cards of one rank but different suits may do different things: a
        new meld shows different suits, or a kind of meld goes by suit (a run)."""
        return self.new_meld_distinct_suits > 0 or any(kind.suited for kind in self.kinds)

    @cached_property
    def first_meld_alone_kinds(self) -> tuple[MeldKind, ...]:
        """The kinds a meld of which is a side's first meld on its own, at every score."""
        return tuple(kind for kind in self.kinds if kind.first_meld_alone)

    @cached_property
    def gathering_kind(self) -> MeldKind | None:
        """The kind (one to a side) that may hold naturals of several ranks in place of
        their groups, as a golden suit holds gold cards: the quick counts allow for it."""
        return next((kind for kind in self.kinds if kind.gather_start), None)

    @cached_property
    def card_kinds(self) -> CardKinds:
        """What every card is worth and does under these rules (card_kinds.py)."""
        return CardKinds(self.deck_spec, dict(self.card_values), self.blocking_discards, dict(self.hand_values),
                         set_aside=self.set_aside_zones, dead_threes=self.threes == "dead")

    @cached_property
    def set_aside_zones(self) -> dict[str, str]:
        """The kinds of card set aside at once when dealt or drawn, each with its zone: the
        deck's (red threes, Treasure Pots), but no dead threes (`threes: dead`), and black
        threes too where every three is laid out (`threes: bonus_both`)."""
        zones = dict(self.deck_spec.set_aside())
        if self.threes == "dead":
            return {kind: zone for kind, zone in zones.items() if kind not in ("3r", "3b")}
        if self.threes == "bonus_both" and "3r" in zones:
            zones["3b"] = zones["3r"]  # every three goes with the red ones, scored by colour
        return zones

    @cached_property
    def laid_out_threes(self) -> str | None:
        """The player's word for the threes laid out as bonus cards: "red threes" (classic),
        "threes" (every three, by colour), or None where threes are dead cards."""
        return {"classic": "red threes", "bonus_both": "threes"}.get(self.threes)

    @cached_property
    def red_threes_held(self) -> bool:
        """Whether a red three stays in the hand like any card and may be discarded: the
        Windows option, or threes that are dead cards (`threes: dead`)."""
        return self.red_three_discard_allowed or self.threes == "dead"

    # Modern American Canasta -------------------------------------------------------

    @cached_property
    def quick_tests_hold(self) -> bool:
        """Whether the quick tests of a turn's ending (quick_endings.py, dives.py,
        canasta_endings.py) understand every option of these rules at its value; where
        one is set that they do not, the solver answers alone (quick_test_options.py)."""
        return quick_tests_hold(self)

    def card_kind(self, card: Card) -> CardKind:
        """What `card` is here: its points, whether it is wild, blocks the pile, and so on."""
        return self.card_kinds.of(card)

    @property
    def card_names(self) -> CardNames:
        """How the deck in play tells its cards: names, short labels, the order of a hand."""
        return DECK_CARDS[self.deck].names

    def card_name(self, card: Card) -> str:
        """`card` in words as the deck in play has it: "Queen of Hearts", "gold Ace" in the
        Kanastic deck, "green A" in the BWC deck (the same face)."""
        return DECK_CARDS[self.deck].names.name(card)

    # The questions the engine asks most, each one index into a tuple by card code.
    def value_of(self, card: Card) -> int:
        """Points of `card` under these rules."""
        return self.card_kinds.values[card.code]

    def hand_value_of(self, card: Card) -> int:
        """Points `card` costs when left in a hand at the end of a hand."""
        return self.card_kinds.hand_values[card.code]

    def is_wild(self, card: Card) -> bool:
        """Whether `card` is wild under these rules (the deck says which cards are)."""
        return self.card_kinds.wild[card.code]

    def is_natural(self, card: Card) -> bool:
        """Whether `card` is a natural card: not wild, and melded in groups of its rank."""
        return self.card_kinds.natural[card.code]

    def wild_cap(self, naturals: int) -> int:
        """Wild cards a meld with `naturals` natural cards may hold at most, by the wild-card
        limits (`meld_max_wild`, `wild_may_outnumber_naturals`, `wild_fewer_than_naturals`);
        99 where nothing limits them."""
        cap = 99 if self.meld_max_wild is None else self.meld_max_wild
        if self.wild_fewer_than_naturals:
            cap = min(cap, naturals - 1)
        elif not self.wild_may_outnumber_naturals:
            cap = min(cap, naturals)
        return max(cap, 0)

    def canasta_bonus(self, rank: str, natural: bool) -> int:
        for bonus in self.canasta_bonus_by_rank:
            if bonus.rank == rank:
                return bonus.natural if natural else bonus.mixed
        return self.natural_canasta_bonus if natural else self.mixed_canasta_bonus

    def minimum_for(self, score: int, hand_number: int = 1, target: int | None = None) -> MeldThreshold:
        """The first-meld requirement of a side with `score` before hand `hand_number`: the
        table read by the score, or by the hand number (`minimum_meld_by: hand`), of a game
        played to `target` (None: `target_score`), which some entries ask for."""
        at = hand_number if self.minimum_meld_by == "hand" else score
        target = self.target_score if target is None else target
        chosen = self.minimum_meld[0]
        for threshold in self.minimum_meld:
            if (threshold.from_score is None or at >= threshold.from_score) and threshold.holds_for(target):
                chosen = threshold
        return chosen

    def target_for(self, players: int, sides: int) -> int:
        """The score that ends a game of `players` in `sides` sides (`target_score_by_seating`,
        else `target_score`)."""
        return dict(self.target_score_by_seating).get(f"{players}/{sides}", self.target_score)

    def red_three_table(self, players: int) -> RedThreePoints:
        """The points for red threes in a game of `players` (`red_three_points_by_players`,
        else `red_three_points`)."""
        return dict(self.red_three_points_by_players).get(players, self.red_three_points)

    def players_problem(self, players: int) -> str | None:
        """Why these rules cannot be played by `players`, in a sentence, or None when they can."""
        if players in self.player_counts:
            return None
        return f"{self.title} is played by {counts_words(self.player_counts)} players, not {players}."

    def uses_partnerships(self, players: int) -> bool:
        """Whether `players` play in sides (four, five or six players, with partnerships)."""
        return self.partnerships and players in PARTNERSHIP_COUNTS

    # Text forms --------------------------------------------------------------

    @classmethod
    def option_names(cls) -> list[str]:
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def info(cls, name: str) -> OptionInfo:
        """What the declaration of option `name` says: its line, group, choices and words."""
        return next(f.metadata["option"] for f in dataclasses.fields(cls) if f.name == name)

    @classmethod
    def describe(cls, name: str) -> str:
        return cls.info(name).description

    def to_options(self) -> dict[str, Any]:
        """Every option as plain data (ints, bools, strings, lists, mappings)."""
        return {f.name: to_plain(_TYPES[f.name], getattr(self, f.name)) for f in dataclasses.fields(self)}

    def written_options(self) -> dict[str, Any]:
        """The options a position or record writes: all but the quiet ones at their default."""
        return {f.name: to_plain(_TYPES[f.name], getattr(self, f.name)) for f in dataclasses.fields(self)
                if not (f.metadata["option"].quiet and getattr(self, f.name) == f.default)}

    def replace(self, options: Mapping[str, Any]) -> Rules:
        """These rules with some options changed; RuleOptionError if one is wrong."""
        values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        for key, raw in options.items():
            retired = RETIRED_OPTIONS.get(key)
            if retired is not None:
                values.update(retired(key, raw, values))
                continue
            if key not in _INFOS:
                raise RuleOptionError(str(key), "there is no rule option of this name")
            values[key] = parse_option(key, raw)
        if "card_values" not in options and DECK_CARDS[values["deck"]].values != DECK_CARDS[self.deck].values:
            # Another deck valued by another table (letters, not ranks): its own points.
            values["card_values"] = DECK_CARDS[values["deck"]].values
        return Rules(**values)

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Rules:
        return cls().replace(options)


_NAMES = tuple(field.name for field in dataclasses.fields(Rules))
_RECEIVED: dict[tuple, Rules] = {}
_RECEIVED_KEPT = 64  # rule sets received by a process: a game's, a few of a session's option changes


def rules_with(values: tuple) -> Rules:
    """The rules of these option values (in the order of `dataclasses.fields(Rules)`), as
    received from another process (pickled): the same object for the same values each
    time, so that what is worked out of them is worked out once in the process."""
    rules = _RECEIVED.get(values)
    if rules is None:
        if len(_RECEIVED) >= _RECEIVED_KEPT:
            _RECEIVED.clear()
        rules = _RECEIVED[values] = Rules(**dict(zip(_NAMES, values)))
    return rules


_INFOS: dict[str, OptionInfo] = {f.name: f.metadata["option"] for f in dataclasses.fields(Rules)}
_TYPES = typing.get_type_hints(Rules)


def parse_option(key: str, raw: Any) -> Any:
    """The value of option `key` written as plain data `raw`, checked."""
    info = _INFOS[key]
    return parse_value(key, _TYPES[key], raw, info.minimum, info.maximum, info.choices)
