"""Special hands (Modern American Canasta, `special_hands`): fourteen cards a player holding
exactly fourteen lays at once as the side's first and only meld, ending the hand; that side
scores the hand's value alone.

Two sets: the encyclopedia's three (a straight, seven pairs, garbage) and the eleven of
the Canasta League of America (CLA). A hand is told by the sizes of its sets: cards of one
rank, a three (either colour) counting as rank "3", twos as "2" and jokers as "JK". Of
the CLA's hands, "matching wild cards" make a set of their own (a pair of jokers, four
twos); the two dream hands end the game.

On the table a special hand is a meld of the kind `SPECIAL` (key "S"); the judge
(legality.py) and the move list (moves.py) ask `special_hand_problem` and
`special_hand_offer`; the score part `special_hand` (american_parts.py) scores it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

from ..cards.cards import Card
from .meld_protocol import MeldKind
from ..sentences.message import say
from ..play.turn import Phase

if TYPE_CHECKING:
    from ..play.actions import Action
    from ..rules.rules import Rules
    from ..game.state import GameState

HAND_SIZE = 14
NATURAL = frozenset("456789TJQKA")
WILD_KEYS = ("2", "JK")


@dataclass(frozen=True)
class SpecialHand:
    """One special hand: its name, its value, whether it wins the game, and the test of
    its fourteen cards by their counts (key as above -> how many)."""

    name: str
    points: int
    matches: Callable[[Counter[str]], bool]
    wins_game: bool = False
    shape: str = ""  # in words, for the help
    holds_three: bool = False  # a three is part of it (the straight)


def _key(card: Card) -> str:
    if card.rank == "3":
        return "3"
    return "JK" if card.kind == "JK" else card.rank


def _sizes(counts: Counter[str], keys: frozenset[str] | tuple[str, ...]) -> list[int]:
    return sorted((count for key, count in counts.items() if key in keys), reverse=True)


def _only(counts: Counter[str], keys: frozenset[str] | tuple[str, ...]) -> bool:
    return all(key in keys for key in counts)


def _straight(counts: Counter[str]) -> bool:
    return len(counts) == 14 and all(count == 1 for count in counts.values())


def _natural_sets(sizes: list[int]) -> Callable[[Counter[str]], bool]:
    """Sets of natural cards of these sizes, each of its own rank, and nothing else."""
    def matches(counts: Counter[str]) -> bool:
        return _only(counts, NATURAL) and _sizes(counts, NATURAL) == sizes
    return matches


def _pairs_with(needed: tuple[str, ...], wild_pairs: int | None) -> Callable[[Counter[str]], bool]:
    """Seven pairs, among them pairs of the keys `needed`, holding `wild_pairs` pairs of
    matching wild cards (None: any number of pairs of twos, no jokers)."""
    def matches(counts: Counter[str]) -> bool:
        if len(counts) != 7 or any(count != 2 for count in counts.values()) or "3" in counts:
            return False
        if any(key not in counts for key in needed):
            return False
        if wild_pairs is None:
            return "JK" not in counts
        return sum(1 for key in WILD_KEYS if key in counts) == wild_pairs
    return matches


def _sets_matching_wild(sizes: list[int]) -> Callable[[Counter[str]], bool]:
    """Sets of these sizes, each of one rank or of matching wild cards (all twos, all
    jokers), no threes."""
    def matches(counts: Counter[str]) -> bool:
        return "3" not in counts and sorted(counts.values(), reverse=True) == sizes
    return matches


def _naturals_and_wild_set(natural: list[int], wild: int) -> Callable[[Counter[str]], bool]:
    """Natural sets of these sizes and one set of `wild` matching wild cards."""
    def matches(counts: Counter[str]) -> bool:
        wilds = [counts[key] for key in WILD_KEYS if key in counts]
        return wilds == [wild] and _sizes(counts, NATURAL) == natural and "3" not in counts
    return matches


def _naturals_and_wilds(natural: list[int], wild: int) -> Callable[[Counter[str]], bool]:
    """Natural sets of these sizes and `wild` wild cards of any kind."""
    def matches(counts: Counter[str]) -> bool:
        return sum(counts[key] for key in WILD_KEYS) == wild and _sizes(counts, NATURAL) == natural \
            and "3" not in counts
    return matches


ENCYCLOPEDIA = (
    SpecialHand(say("Straight"), 3000, _straight, holds_three=True,
                shape="one card of each rank from Ace to King, a three and a Two among them, and a joker"),
    SpecialHand(say("Pairs"), 2500, _natural_sets([2] * 7),
                shape="seven pairs of seven ranks, 4 to Ace, without wild cards"),
    SpecialHand(say("Pairs with Twos"), 2000, _pairs_with(("2", "7", "A"), None),
                shape="seven pairs, a pair of Twos, of Sevens and of Aces among them"),
    SpecialHand(say("Garbage"), 2000, _natural_sets([4, 4, 3, 3]),
                shape="two sets of four and two of three, of four ranks, without wild cards or threes"),
)

CLA = (
    SpecialHand(say("Pairs"), 2500, _natural_sets([2] * 7), shape="seven pairs without wild cards"),
    SpecialHand(say("Wild pairs"), 2000, _pairs_with(("7", "A"), 1),
                shape="seven pairs, Sevens, Aces and one pair of Twos or of jokers among them"),
    SpecialHand(say("Miami pairs"), 2500, _pairs_with(("7", "A", "2", "JK"), 2),
                shape="seven pairs, Sevens, Aces, Twos and jokers among them"),
    SpecialHand(say("Zip code"), 2500, _sets_matching_wild([4, 3, 3, 2, 2]),
                shape="sets of 2, 2, 3, 3 and 4 cards (a set may be matching wild cards)"),
    SpecialHand(say("Straight"), 3000, _straight, holds_three=True,
                shape="one card of each rank from Ace to King, a three and a Two among them, and a joker"),
    SpecialHand(say("Garbage"), 3000, _natural_sets([4, 4, 3, 3]),
                shape="two sets of four and two of three, without wild cards"),
    SpecialHand(say("Blast off"), 3000, _sets_matching_wild([5, 4, 3, 2]),
                shape="sets of 5, 4, 3 and 2 cards (a set may be matching wild cards)"),
    SpecialHand(say("Triples"), 3500, _naturals_and_wild_set([3, 3, 3, 3], 2),
                shape="four sets of three and a pair of matching wild cards"),
    SpecialHand(say("Quads"), 3500, _naturals_and_wild_set([4, 4, 4], 2),
                shape="three sets of four and a pair of matching wild cards"),
    SpecialHand(say("Dream hand plus four"), 8500, _naturals_and_wild_set([5, 5], 4), wins_game=True,
                shape="two sets of five and four matching wild cards"),
    SpecialHand(say("Dream hand plus five"), 8500, _naturals_and_wilds([5, 4], 5), wins_game=True,
                shape="a set of five, a set of four and five wild cards"),
)

SETS: dict[str, tuple[SpecialHand, ...]] = {"none": (), "encyclopedia": ENCYCLOPEDIA, "cla": CLA}


def special_hands(rules: Rules) -> tuple[SpecialHand, ...]:
    """The special hands the rules allow, best first where two could match."""
    return tuple(sorted(SETS[rules.special_hands], key=lambda hand: -hand.points))


def classify(rules: Rules, cards: Sequence[Card]) -> SpecialHand | None:
    """The special hand `cards` are, or None."""
    if len(cards) != HAND_SIZE or rules.special_hands == "none":
        return None
    counts = Counter(_key(card) for card in cards)
    return next((hand for hand in special_hands(rules) if hand.matches(counts)), None)


def keeps_a_three(rules: Rules) -> bool:
    """Whether a special hand holds a three (the straight), so a player may keep one three
    in hand while the side has not melded."""
    return any(hand.holds_three for hand in special_hands(rules))


class SpecialMeld(MeldKind):
    """A special hand on the table: the side's only meld, laid as the hand ends."""

    name = "special"
    one_key = "S"

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        return self.one_key if classify(rules, cards) is not None else None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        return None if classify(rules, cards) is not None else say("These fourteen cards are not a special hand.")

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return False

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        return None

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        return False

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        return None

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return 0, 0

    def in_order(self, cards: Sequence[Card]) -> list[tuple[Card, str]]:
        return [(card, "") for card in sorted(cards, key=lambda card: card.sort_key)]

    def label(self, key: str) -> str:
        return "special"

    def words(self, key: str) -> str:
        return say("special hand")


SPECIAL = SpecialMeld()


def special_hand_problem(state: GameState, action: Action) -> str | None:
    """Why the meld `action` (fourteen cards) may not be laid as a special hand now, or None."""
    rules = state.rules
    hand = state.hands[state.current]
    side = state.side_of(state.current)
    if state.phase != Phase.PLAY or state.turn_moves or state.taking is not None or state.took_pile:
        return say("A special hand is laid at once, after drawing from the stock and before anything else.")
    if state.opened[side] or state.tables[side]:
        return say("A special hand must be your side's first and only meld.")
    if len(hand) != HAND_SIZE or sorted(map(_code, action.cards)) != sorted(map(_code, hand)):
        return say("A special hand is laid with all your cards, and only while you hold exactly {size}.",
                   size=HAND_SIZE)
    if classify(rules, action.cards) is None:
        return say("Your fourteen cards are not a special hand.")
    return None


def _code(card: Card) -> int:
    return card.code


def special_hand_offer(state: GameState) -> SpecialHand | None:
    """The special hand the player to move could lay now, or None."""
    rules = state.rules
    if rules.special_hands == "none":
        return None
    hand = state.hands[state.current]
    side = state.side_of(state.current)
    if len(hand) != HAND_SIZE or state.turn_moves or state.taking is not None or state.took_pile \
            or state.opened[side] or state.tables[side] or state.phase != Phase.PLAY:
        return None
    return classify(rules, hand)


def special_hand_action_cards(state: GameState) -> tuple[Card, ...]:
    """The cards of the special-hand meld the move list offers: the hand, sorted."""
    return tuple(sorted(state.hands[state.current], key=lambda card: (card.sort_key, card.code)))


def laid_special(rules: Rules, state: GameState, side: int) -> SpecialHand | None:
    """The special hand `side` laid this hand, or None."""
    for meld in state.tables[side].melds:
        if meld.kind is SPECIAL:
            return classify(rules, meld.cards)
    return None
