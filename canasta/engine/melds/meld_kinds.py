"""The kinds of meld, each answering what a meld of its kind needs.

A meld on the table is a `Meld` (table.py) of one kind: a group of one rank, black
threes (melded going out), a run of one suit, a meld of wild cards, or a kind a rule
set's hook registers (Kanastic's golden suit, canasta.variants.hooks). A rule set names
the kinds it allows (`meld_kinds`; a golden suit also by the `golden_suit` option). Each
kind says which cards start a meld of it and under which key (a group's rank, a run's
suit), whether a meld is legal, when it is complete (a canasta), what its bonus is,
which card could join it, and which melds of it the move list offers.
"""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Iterable, Sequence

from ..cards.cards import NATURAL_RANKS, RANK_PLURALS, SUIT_NAMES, Card, every_card
from .deuce_meld import DEUCE
from ..play.errors import RuleOptionError
from .wild_meld import WILD, WILD_MAX, WILD_MIN
from .special_hands import SPECIAL  # (laid by its own option, not named in `meld_kinds`)
from .meld_protocol import (MeldKind, Offer, card_count, count_wild, is_natural, joins, natural_count,
                            wild_combinations, wild_count, wild_room)
from ..sentences.message import say
from ..derived.tables import derived

__all__ = ["GROUP", "THREES", "RUN", "WILD", "DEUCE", "MELD_KINDS", "MeldKind", "Offer", "count_wild", "is_natural",
           "joins", "wild_combinations", "wild_room", "MELD_KIND_WORDS", "register_meld_kind", "find_meld_kind",
           "kind_of_new_meld", "kind_by_label", "WILD_MIN", "WILD_MAX"]

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from .table import Meld

RUN_MIN, RUN_MAX = 3, 7


@lru_cache(maxsize=256)
def _short_row(key: str, count: int, least: int) -> str:
    """The refusal of a row too short, made once for each rank and count: the move list
    asks it of every row it tries."""
    return say("Your row of {rank} has {cards}: a meld needs at least {least}.", rank=RANK_PLURALS[key],
               cards=card_count(count), least=least)


class Group(MeldKind):
    """Cards of one rank, with wild cards within the rule set's limits."""

    name = "group"

    def unique(self, rules: Rules) -> bool:
        return rules.melds_per_rank == "one"

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        first = None
        wild = rules.card_kinds.wild
        for card in cards:
            if not wild[card.code]:
                if first is None:
                    first = card
                elif card.rank != first.rank:
                    return None
        return first.rank if first is not None and rules.card_kinds.natural[first.code] else None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        name = RANK_PLURALS[key]
        wild = count_wild(rules, cards)
        natural = len(cards) - wild
        if len(cards) < rules.meld_min_cards:
            return _short_row(key, len(cards), rules.meld_min_cards)
        if natural < rules.meld_min_naturals:
            return say("Your row of {rank} has {naturals}: a meld needs at least {least}.", rank=name,
                       naturals=natural_count(natural), least=rules.meld_min_naturals)
        if rules.meld_max_wild is not None and wild > rules.meld_max_wild:
            return say("Your row of {rank} has {wild} wild cards: a meld may hold at most {most}.", rank=name,
                       wild=wild, most=rules.meld_max_wild)
        if rules.wild_fewer_than_naturals and wild >= natural:
            return say("Your row of {rank} has {wild} and {naturals}: a meld must hold fewer wild cards than naturals.",
                       rank=name, wild=wild_count(wild), naturals=natural_count(natural))
        if not rules.wild_may_outnumber_naturals and wild > natural:
            return say("Your row of {rank} has more wild cards than {rank}: wild cards may not outnumber the naturals.",
                       rank=name)
        if rules.meld_max_cards is not None and len(cards) > rules.meld_max_cards:
            return say("Your row of {rank} has {count} cards: a meld holds at most {most}.", rank=name,
                       count=len(cards), most=rules.meld_max_cards)
        if new and rules.new_meld_distinct_suits:
            suits = {card.suit_colour for card in cards if rules.is_natural(card)}
            if len(suits) < rules.new_meld_distinct_suits:
                return say("A new meld of {rank} needs natural cards of {count} different suits.", rank=name,
                           count=rules.new_meld_distinct_suits)
        return None

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if rules.is_wild(card):
            return wild_room(rules, cards) > 0
        return card.rank == key and (rules.meld_max_cards is None or len(cards) < rules.meld_max_cards)

    def takes_pile_top(self, rules: Rules, key: str, cards: Sequence[Card], top: Card) -> bool:
        return top.rank == key and rules.pile_top_to_existing_meld and (
            rules.pile_top_to_canasta or not self.is_complete(rules, cards)) and (
            rules.meld_max_cards is None or len(cards) < rules.meld_max_cards)

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        natural = is_natural(rules, cards)
        return ("natural" if natural else "mixed"), rules.canasta_bonus(key, natural)

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return rules.canasta_bonus(key, True), rules.canasta_bonus(key, False)

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        return wild_room(rules, cards)

    def words(self, key: str) -> str:
        return RANK_PLURALS[key]

    # No `offers`: the move list lists groups itself, rank by rank (moves.py), its busiest path.


class BlackThrees(MeldKind):
    """Three or four black threes (or two and a wild card, where allowed), melded going out."""

    name = "threes"
    one_key = "3"

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        if any(card.is_black_three for card in cards) and all(
                card.is_black_three or rules.is_wild(card) for card in cards):
            return "3"
        return None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        threes = sum(1 for card in cards if card.is_black_three)
        wild = count_wild(rules, cards)
        if threes + wild != len(cards):
            return say("Only black threes (and a wild card, where the rules allow it) go in a row of black threes.")
        if wild == 0 and threes in (3, 4):
            return None
        if rules.black_threes_with_wild and threes == 2 and wild == 1:
            return None
        if rules.black_threes_with_wild:
            return say("Black threes are melded as three or four black threes, or two black threes and one wild card.")
        return say("Black threes are melded only as three or four black threes, without wild cards.")

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return False

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        return None

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        return False  # melded whole, as the player goes out

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        return None

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return 0, 0

    def words(self, key: str) -> str:
        return say("black threes")


class Run(MeldKind):
    """A sequence of natural cards of one suit, 4 low and ace high (Samba's sequence)."""

    name = "run"
    suited = True
    laid_out_in_order = True

    def unique(self, rules: Rules) -> bool:
        return False  # several runs of one suit, even overlapping

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        if len(cards) < 2:
            return None
        natural = rules.card_kinds.natural
        suit = cards[0].suit
        if suit not in _RUN_SUITS:
            return None
        ranks = set()
        for card in cards:
            if not natural[card.code] or card.suit != suit:
                return None
            ranks.add(card.rank)
        return suit if len(ranks) == len(cards) else None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        natural = rules.card_kinds.natural
        bits = low = high = 0
        for card in cards:
            index = _RANK_AT.get(card.rank) if natural[card.code] and card.suit == key else None
            if index is None:
                return say("Only natural {suit} go in your run of {suit}.", suit=SUIT_NAMES[key])
            if not bits:
                low = high = index
            elif index < low:
                low = index
            elif index > high:
                high = index
            bits |= 1 << index
        if len(cards) < RUN_MIN:
            return say("Your run of {suit} has {cards}: a run needs at least {least}.", suit=SUIT_NAMES[key],
                       cards=card_count(len(cards)), least=RUN_MIN)
        if len(cards) > RUN_MAX and not rules.sequence_extend_going_out:
            return say("Your run of {suit} has {count} cards: a run holds at most {most}.", suit=SUIT_NAMES[key],
                       count=len(cards), most=RUN_MAX)
        # Each rank once, and no gap: as many ranks as cards, from the lowest to the highest.
        if bits.bit_count() != len(cards) or high - low != len(cards) - 1:
            return say("The cards of your run of {suit} must follow one another in rank, each rank once.",
                       suit=SUIT_NAMES[key])
        return None

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return len(cards) >= RUN_MAX

    def complete_size(self, rules: Rules) -> int:
        return RUN_MAX

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if not rules.card_kinds.natural[card.code] or card.suit != key or len(cards) >= RUN_MAX:
            return False
        ranks = [_RANK_AT[other.rank] for other in cards]
        index = _RANK_AT[card.rank]
        return index == min(ranks) - 1 or index == max(ranks) + 1

    def join_problem(self, rules: Rules, key: str, cards: Sequence[Card], new: Sequence[Card],
                     as_before: bool = False) -> str | None:
        if rules.sequence_extend_going_out and len(cards) + len(new) > RUN_MAX \
                and self.problem(rules, key, list(cards) + list(new)) is None:
            return None  # beyond seven: legal in a turn that goes out (going_out_only says so)
        return super().join_problem(rules, key, cards, new, as_before)

    def extends_going_out(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if not rules.sequence_extend_going_out or len(cards) < RUN_MAX \
                or not rules.is_natural(card) or card.suit != key:
            return False
        ranks = [NATURAL_RANKS.index(other.rank) for other in cards]
        index = NATURAL_RANKS.index(card.rank)
        return index == min(ranks) - 1 or index == max(ranks) + 1

    def going_out_only(self, rules: Rules, key: str, cards: Sequence[Card]) -> str | None:
        if len(cards) <= RUN_MAX:
            return None
        word = dict(rules.canasta_words).get("sequence")  # the set's word for it: an escalera
        name = say("{word} of {suit}", word=word, suit=SUIT_NAMES[key]) if word else self.words(key)
        return say("Your {meld} may grow beyond {most} cards only in the turn you go out: take the cards back, or go "
                   "out.", meld=name, most=RUN_MAX)

    def takes_pile_top(self, rules: Rules, key: str, cards: Sequence[Card], top: Card) -> bool:
        return rules.pile_top_to_sequence and self.fits(rules, key, cards, top)

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        return ("sequence", rules.sequence_canasta_bonus) if self.is_complete(rules, cards) else None

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return rules.sequence_canasta_bonus, rules.sequence_canasta_bonus

    def offers(self, rules: Rules, hand: Sequence[Card], table: Iterable[Meld]) -> list[Offer]:
        """New runs of three natural cards in a row of one suit, and naturals onto the ends of
        runs: the ends of the runs in the table's order, then new runs suit by suit (c, d, h,
        s), the lowest first."""
        # Counted by card code and rank index rather than by `fits`: the move list asks this
        # of every position. Equal cards share a code: one of each is offered.
        codes = frozenset(map(_CODE_OF, hand))
        natural = rules.card_kinds.natural
        offers: list[Offer] = []
        for meld in table:
            if meld.kind is not self or (len(meld.cards) >= RUN_MAX and not rules.sequence_extend_going_out):
                continue
            ranks = [_RANK_AT[card.rank] for card in meld.cards]
            for index in (min(ranks) - 1, max(ranks) + 1):
                code = _CODE_AT.get((meld.key, index))
                if code is not None and code in codes and natural[code]:
                    offers.append(((_SUITED[code][2],), meld.id))
        new = _new_runs(codes, rules)
        return offers + new if new else offers

    def in_order(self, cards: Sequence[Card]) -> list[tuple[Card, str]]:
        """Lowest rank first (4 low, ace high), whatever order the cards joined in."""
        return [(card, "") for card in sorted(cards, key=lambda card: NATURAL_RANKS.index(card.rank)
                                              if card.rank in NATURAL_RANKS else len(NATURAL_RANKS))]

    def label(self, key: str) -> str:
        return f"{key} run"

    def words(self, key: str) -> str:
        return say("run of {suit}", suit=SUIT_NAMES[key])


_RANK_AT = {rank: index for index, rank in enumerate(NATURAL_RANKS)}
_CODE_OF = attrgetter("code")
_RUN_SUITS = frozenset("cdhs")
# The suit, rank index and card of each code of a natural rank in one of the four suits.
_SUITED = {card.code: (card.suit, _RANK_AT[card.rank], card) for card in every_card()
           if card.rank in _RANK_AT and card.suit and card.suit in "cdhs"}
_CODE_AT = {(suit, index): code for code, (suit, index, _) in _SUITED.items()}
_CARD_AT = {(suit, index): card for suit, index, card in _SUITED.values()}


def _new_runs(codes: frozenset[int], rules: Rules) -> list[Offer]:
    """The new runs of three `Run.offers` lists for a hand holding the cards of `codes`."""
    offers: list[Offer] = []
    for suit, (suit_codes, bit_of) in _natural_codes(rules):
        held = codes & suit_codes
        if len(held) < RUN_MIN:
            continue
        ranks = sum(map(bit_of.__getitem__, held))  # (each rank once: a set of codes)
        starts = ranks & ranks >> 1 & ranks >> 2  # three ranks in a row begin here
        index = 0
        while starts:
            if starts & 1:
                offers.append((tuple(_CARD_AT[suit, index + step] for step in range(RUN_MIN)), None))
            starts >>= 1
            index += 1
    return offers


def _natural_codes(rules: Rules) -> list[tuple[str, tuple[frozenset[int], dict[int, int]]]]:
    """For each suit (c, d, h, s), the codes of its naturals under `rules` and the bit of
    each one's rank: worked out once for a rule set (kept with its rules)."""
    found = derived(rules).get("_run_codes")
    if found is None:
        natural = rules.card_kinds.natural
        found = derived(rules)["_run_codes"] = [
            (suit, (frozenset(code for code, (of, _, _) in _SUITED.items() if of == suit and natural[code]),
                    {code: 1 << index for code, (of, index, _) in _SUITED.items() if of == suit}))
            for suit in "cdhs"]
    return found


GROUP, THREES, RUN = Group(), BlackThrees(), Run()
# The kinds by the names `meld_kinds` gives them; a rule set's hook module adds its own.
# The option reads both live: these are its choices, and their words for players.
MELD_KINDS: dict[str, MeldKind] = {kind.name: kind for kind in (GROUP, THREES, RUN, WILD, DEUCE)}
MELD_KIND_WORDS: dict[str, str] = {"group": "Groups of a rank", "threes": "Black threes going out",
                                   "run": "Runs of a suit", "wild": "Melds of wild cards",
                                   "deuce": "Melds of Twos"}


def register_meld_kind(kind: MeldKind, words: str | None = None) -> None:
    """Make `kind` the one `meld_kinds` names by `kind.name` (a hook module does this);
    `words` name the kind for players ("Golden suits")."""
    known = MELD_KINDS.get(kind.name)
    if known is not None and known is not kind:
        raise ValueError(f"a kind of meld is already called {kind.name!r}")
    MELD_KINDS[kind.name] = kind
    if words:
        MELD_KIND_WORDS[kind.name] = words


def find_meld_kind(name: str) -> MeldKind:
    """The kind `meld_kinds` names `name`; RuleOptionError naming the option if none is."""
    kind = MELD_KINDS.get(name)
    if kind is None:
        raise RuleOptionError("meld_kinds", f"{name!r} is not a kind of meld ({', '.join(MELD_KINDS)})")
    return kind




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
    for kind in (*MELD_KINDS.values(), SPECIAL):
        if kind is GROUP:
            continue
        if kind.one_key and kind.label(kind.one_key) == label:
            return kind, kind.one_key
    for kind in MELD_KINDS.values():
        key = kind.key_of_label(label)
        if key is not None:
            return kind, key
    if label.endswith(" run") and label[0] in "cdhs" and len(label) == 5:
        return RUN, label[0]
    rank = "T" if label == "10" else label.upper()
    if len(rank) == 1 and rank in NATURAL_RANKS:
        return GROUP, rank
    return None
