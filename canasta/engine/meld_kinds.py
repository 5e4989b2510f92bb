"""The kinds of meld, each answering what a meld of its kind needs.

A meld on the table is a `Meld` (table.py) of one kind: a group of one rank, black
threes (melded going out), a golden suit (Kanastic), a run of one suit, or a meld of
wild cards. A rule set names the kinds it allows (`meld_kinds`; a golden suit by the
`golden_suit` option). Each kind says which cards start a meld of it and under which
key (a group's rank, a run's suit), whether a meld is legal, when it is complete (a
canasta), what its bonus is, and which card could join it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from .cards import ARTIFACT, NATURAL_RANKS, RANK_PLURALS, SUIT_NAMES, Card

if TYPE_CHECKING:
    from .rules import Rules

GOLDEN_SUIT_MIN_NATURAL = 3
GOLDEN_SUIT_MAX_ARTIFACTS = 3
RUN_MIN, RUN_MAX = 3, 7
WILD_MIN, WILD_MAX = 3, 7


def count_wild(cards: Sequence[Card]) -> int:
    return [card.is_wild for card in cards].count(True)


def is_natural(cards: Sequence[Card]) -> bool:
    return not any(card.is_wild for card in cards)


def wild_room(rules: Rules, cards: Sequence[Card]) -> int:
    """How many more wild cards a group may take and stay within the wild-card limits."""
    wild = count_wild(cards)
    natural = len(cards) - wild
    room = 99
    if rules.meld_max_cards is not None:
        room = rules.meld_max_cards - len(cards)
    if rules.meld_max_wild is not None:
        room = min(room, rules.meld_max_wild - wild)
    if not rules.wild_may_outnumber_naturals:
        room = min(room, natural - wild)
    return max(room, 0)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


class MeldKind:
    """What every kind of meld answers; the kinds below fill it in."""

    name = ""
    one_key = ""  # the key of every meld of a kind that has only one (black threes, golden suit)

    def unique(self, rules: Rules) -> bool:
        """Whether a side holds at most one meld of each key of this kind: cards melded
        without naming a meld then join the one of their key."""
        return True

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        """The key a new meld of `cards` would have as this kind, or None if they cannot start one."""
        raise NotImplementedError

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        """Why a meld of this kind holding `cards` is not legal, or None if it is.
        `new`: the meld was started this turn (some rules ask more of a new meld)."""
        raise NotImplementedError

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        """A canasta (or what counts as one for going out)."""
        return len(cards) >= rules.canasta_size

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        """Whether `card` could join the meld and leave it legal."""
        raise NotImplementedError

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        """The bonus of a complete meld, by what the score calls it ("natural", "mixed",
        "golden"), or None when the meld earns none."""
        if not self.is_complete(rules, cards):
            return None
        if is_natural(cards):
            return "natural", rules.natural_canasta_bonus
        return "mixed", rules.mixed_canasta_bonus

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        """What a complete meld of `key` earns: (without a wild card, with one)."""
        return rules.natural_canasta_bonus, rules.mixed_canasta_bonus

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        """Cards the meld still needs to be complete (0 once it is), or None when a meld
        of this kind is never complete."""
        return max(rules.canasta_size - len(cards), 0)

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        """How many more wild cards the meld may take (some kinds take only some wild cards:
        ask `fits` of each)."""
        return 0

    def opens_alone(self, rules: Rules) -> bool:
        """Whether a meld of this kind is a side's first meld on its own, whatever its points."""
        return False

    def key_for(self, rules: Rules, card: Card) -> str | None:
        """The key of the melds of this kind `card` could belong to, or None if none takes it."""
        return None

    def starts(self, rules: Rules, cards: Sequence[Card]) -> list[tuple[Card, ...]]:
        """New melds of this kind of the fewest cards that `cards` hold, each a legal new
        meld; kinds whose new melds players put together otherwise (groups, black threes)
        offer none."""
        return []

    def label(self, key: str) -> str:
        """How the position text writes a meld of this kind ("7", "3", "G", "h run", "wild")."""
        return key

    def words(self, key: str) -> str:
        """The meld in words, after "your": "Sevens", "black threes", "run of Hearts"."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<meld kind {self.name}>"


class Group(MeldKind):
    """Cards of one rank, with wild cards within the rule set's limits."""

    name = "group"

    def unique(self, rules: Rules) -> bool:
        return rules.melds_per_rank == "one"

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        rank = None
        for card in cards:
            if not card.is_wild:
                if rank is None:
                    rank = card.rank
                elif card.rank != rank:
                    return None
        return rank if rank is not None and rank in NATURAL_RANKS else None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        name = RANK_PLURALS[key]
        wild = count_wild(cards)
        natural = len(cards) - wild
        if len(cards) < rules.meld_min_cards:
            return f"Your row of {name} has {_plural(len(cards), 'card')}: a meld needs at least {rules.meld_min_cards}."
        if natural < rules.meld_min_naturals:
            return (f"Your row of {name} has {_plural(natural, 'natural card')}: "
                    f"a meld needs at least {rules.meld_min_naturals}.")
        if rules.meld_max_wild is not None and wild > rules.meld_max_wild:
            return f"Your row of {name} has {wild} wild cards: a meld may hold at most {rules.meld_max_wild}."
        if not rules.wild_may_outnumber_naturals and wild > natural:
            return f"Your row of {name} has more wild cards than {name}: wild cards may not outnumber the naturals."
        if rules.meld_max_cards is not None and len(cards) > rules.meld_max_cards:
            return f"Your row of {name} has {len(cards)} cards: a meld holds at most {rules.meld_max_cards}."
        if new and rules.new_meld_distinct_suits:
            suits = {card.suit_colour for card in cards if card.is_natural}
            if len(suits) < rules.new_meld_distinct_suits:
                return (f"A new meld of {name} needs natural cards of {rules.new_meld_distinct_suits} "
                        f"different suits.")
        return None

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if card.is_wild:
            return wild_room(rules, cards) > 0
        return card.rank == key and (rules.meld_max_cards is None or len(cards) < rules.meld_max_cards)

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        natural = is_natural(cards)
        return ("natural" if natural else "mixed"), rules.canasta_bonus(key, natural)

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return rules.canasta_bonus(key, True), rules.canasta_bonus(key, False)

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        return wild_room(rules, cards)

    def key_for(self, rules: Rules, card: Card) -> str | None:
        return card.rank if card.is_natural else None

    def words(self, key: str) -> str:
        return RANK_PLURALS[key]


class BlackThrees(MeldKind):
    """Three or four black threes (or two and a wild card, where allowed), melded going out."""

    name = "threes"
    one_key = "3"

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        if any(card.is_black_three for card in cards) and all(card.is_black_three or card.is_wild for card in cards):
            return "3"
        return None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        threes = sum(1 for card in cards if card.is_black_three)
        wild = count_wild(cards)
        if threes + wild != len(cards):
            return "Only black threes (and a wild card, where the rules allow it) go in a row of black threes."
        if wild == 0 and threes in (3, 4):
            return None
        if rules.black_threes_with_wild and threes == 2 and wild == 1:
            return None
        if rules.black_threes_with_wild:
            return "Black threes are melded as three or four black threes, or two black threes and one wild card."
        return "Black threes are melded only as three or four black threes, without wild cards."

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return False

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        return False  # melded whole, as the player goes out

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        return None

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return 0, 0

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        return None

    def key_for(self, rules: Rules, card: Card) -> str | None:
        return "3" if card.is_black_three else None

    def words(self, key: str) -> str:
        return "black threes"


class GoldenSuit(MeldKind):
    """Kanastic: gold cards of consecutive ranks, with Artifacts standing in."""

    name = "golden_suit"
    one_key = "G"

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        naturals = [card for card in cards if not card.is_wild]
        if len({card.rank for card in naturals}) > 1 and all(card.is_gold for card in naturals):
            return "G"
        return None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        gold = [card for card in cards if card.is_gold]
        artifacts = sum(1 for card in cards if card.rank == ARTIFACT)
        if len(gold) + artifacts != len(cards):
            return "Only gold cards and Artifacts go in a golden suit."
        if len(gold) < GOLDEN_SUIT_MIN_NATURAL:
            return f"A golden suit needs at least {GOLDEN_SUIT_MIN_NATURAL} natural gold cards."
        if artifacts > GOLDEN_SUIT_MAX_ARTIFACTS:
            return f"A golden suit may hold at most {GOLDEN_SUIT_MAX_ARTIFACTS} Artifacts."
        ranks = sorted(NATURAL_RANKS.index(card.rank) for card in gold)
        if len(set(ranks)) != len(ranks):
            return "A golden suit holds each rank once."
        span = ranks[-1] - ranks[0] + 1
        if span - len(ranks) > artifacts or max(span, len(cards)) > len(NATURAL_RANKS):
            return "The gold cards of a golden suit must be of consecutive ranks (Artifacts may fill the gaps)."
        return None

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return len(cards) >= rules.golden_suit_size

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if card.rank == ARTIFACT:
            return (sum(1 for other in cards if other.rank == ARTIFACT) < GOLDEN_SUIT_MAX_ARTIFACTS
                    and len(cards) < len(NATURAL_RANKS))
        if not card.is_gold or any(other.rank == card.rank for other in cards) or len(cards) >= len(NATURAL_RANKS):
            return False
        ranks = sorted(NATURAL_RANKS.index(other.rank) for other in cards if other.is_gold)
        artifacts = sum(1 for other in cards if other.rank == ARTIFACT)
        index = NATURAL_RANKS.index(card.rank)
        low, high = min(ranks[0], index), max(ranks[-1], index)
        return (high - low + 1) - (len(ranks) + 1) <= artifacts

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        return "golden", rules.golden_suit_natural_bonus if is_natural(cards) else rules.golden_suit_mixed_bonus

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return rules.golden_suit_natural_bonus, rules.golden_suit_mixed_bonus

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        return max(rules.golden_suit_size - len(cards), 0)

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        artifacts = sum(1 for card in cards if card.rank == ARTIFACT)
        return max(min(GOLDEN_SUIT_MAX_ARTIFACTS - artifacts, len(NATURAL_RANKS) - len(cards)), 0)

    def opens_alone(self, rules: Rules) -> bool:
        return True

    def key_for(self, rules: Rules, card: Card) -> str | None:
        return "G" if card.is_gold or card.rank == ARTIFACT else None

    def starts(self, rules: Rules, cards: Sequence[Card]) -> list[tuple[Card, ...]]:
        gold = sorted({card for card in cards if card.is_gold}, key=lambda card: NATURAL_RANKS.index(card.rank))
        return [three for three in zip(gold, gold[1:], gold[2:])
                if NATURAL_RANKS.index(three[2].rank) - NATURAL_RANKS.index(three[0].rank) == 2]

    def words(self, key: str) -> str:
        return "golden suit"


class Run(MeldKind):
    """A sequence of natural cards of one suit, 4 low and ace high (Samba's sequence)."""

    name = "run"

    def unique(self, rules: Rules) -> bool:
        return False  # several runs of one suit, even overlapping

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        if not cards or not all(card.is_natural and card.suit in "cdhs" for card in cards):
            return None
        suits = {card.suit for card in cards}
        if len(suits) != 1 or len({card.rank for card in cards}) != len(cards) or len(cards) < 2:
            return None
        return next(iter(suits))

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        name = f"run of {SUIT_NAMES[key]}"
        if any(not card.is_natural or card.suit != key for card in cards):
            return f"Only natural {SUIT_NAMES[key]} go in your {name}."
        if len(cards) < RUN_MIN:
            return f"Your {name} has {_plural(len(cards), 'card')}: a run needs at least {RUN_MIN}."
        if len(cards) > RUN_MAX:
            return f"Your {name} has {len(cards)} cards: a run holds at most {RUN_MAX}."
        ranks = sorted(NATURAL_RANKS.index(card.rank) for card in cards)
        if len(set(ranks)) != len(ranks) or ranks[-1] - ranks[0] != len(ranks) - 1:
            return f"The cards of your {name} must follow one another in rank, each rank once."
        return None

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return len(cards) >= RUN_MAX

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if not card.is_natural or card.suit != key or len(cards) >= RUN_MAX:
            return False
        ranks = [NATURAL_RANKS.index(other.rank) for other in cards]
        index = NATURAL_RANKS.index(card.rank)
        return index == min(ranks) - 1 or index == max(ranks) + 1

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        return ("natural", rules.sequence_canasta_bonus) if self.is_complete(rules, cards) else None

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return rules.sequence_canasta_bonus, rules.sequence_canasta_bonus

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        return max(RUN_MAX - len(cards), 0)

    def key_for(self, rules: Rules, card: Card) -> str | None:
        return card.suit if card.is_natural and card.suit in "cdhs" else None

    def starts(self, rules: Rules, cards: Sequence[Card]) -> list[tuple[Card, ...]]:
        naturals = sorted({card for card in cards if card.is_natural and card.suit in "cdhs"},
                          key=lambda card: (card.suit, NATURAL_RANKS.index(card.rank)))
        return [three for three in zip(naturals, naturals[1:], naturals[2:])
                if self.key_of(rules, three) is not None and self.problem(rules, three[0].suit, three) is None]

    def label(self, key: str) -> str:
        return f"{key} run"

    def words(self, key: str) -> str:
        return f"run of {SUIT_NAMES[key]}"


class WildMeld(MeldKind):
    """Wild cards only (Bolivia's wild meld)."""

    name = "wild"
    one_key = "W"

    def unique(self, rules: Rules) -> bool:
        return False

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        return "W" if cards and all(card.is_wild for card in cards) else None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        if not all(card.is_wild for card in cards):
            return "Only wild cards go in a wild meld."
        if len(cards) < WILD_MIN:
            return f"Your wild meld has {_plural(len(cards), 'card')}: it needs at least {WILD_MIN}."
        if len(cards) > WILD_MAX:
            return f"Your wild meld has {len(cards)} cards: it holds at most {WILD_MAX}."
        return None

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return len(cards) >= WILD_MAX

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        return card.is_wild and len(cards) < WILD_MAX

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        return ("mixed", rules.wild_canasta_bonus) if self.is_complete(rules, cards) else None

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return rules.wild_canasta_bonus, rules.wild_canasta_bonus

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        return max(WILD_MAX - len(cards), 0)

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        return max(WILD_MAX - len(cards), 0)

    def key_for(self, rules: Rules, card: Card) -> str | None:
        return "W" if card.is_wild else None

    def starts(self, rules: Rules, cards: Sequence[Card]) -> list[tuple[Card, ...]]:
        wild = [card for card in cards if card.is_wild]
        return [tuple(wild[:WILD_MIN])] if len(wild) >= WILD_MIN else []

    def label(self, key: str) -> str:
        return "wild"

    def words(self, key: str) -> str:
        return "wild meld"


GROUP, THREES, GOLDEN, RUN, WILD = Group(), BlackThrees(), GoldenSuit(), Run(), WildMeld()
MELD_KINDS: dict[str, MeldKind] = {kind.name: kind for kind in (GROUP, THREES, GOLDEN, RUN, WILD)}


def kind_of_new_meld(rules: Rules, cards: Sequence[Card]) -> tuple[MeldKind, str] | None:
    """The kind and key of a new meld made of `cards`, or None when no kind takes them."""
    for kind in rules.kinds:
        key = kind.key_of(rules, cards)
        if key is not None:
            return kind, key
    return None


def kind_by_label(rules: Rules, label: str) -> tuple[MeldKind, str] | None:
    """The kind and key of the meld the position text writes as `label`."""
    label = label.strip()
    for kind in MELD_KINDS.values():
        if kind is GROUP:
            continue
        if kind.one_key and kind.label(kind.one_key) == label:
            return kind, kind.one_key
    if label.endswith(" run") and label[0] in "cdhs" and len(label) == 5:
        return RUN, label[0]
    rank = "T" if label == "10" else label.upper()
    if len(rank) == 1 and rank in NATURAL_RANKS:
        return GROUP, rank
    return None
