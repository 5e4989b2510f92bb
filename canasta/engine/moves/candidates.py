"""The candidate melds of a position: every distinct meld of the kinds the move list
offers, before the move list asks whether the turn could still end after each (moves.py).

New melds of the smallest size, single cards onto the side's melds, the melds other kinds
offer, black threes going out, threes laid out. Actions are values, so listing reuses
them, kept by the codes of their cards.
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING

from ..play.actions import Action
from ..cards.cards import CODE_COUNT, Card, every_card
from ..melds.deuce_meld import DEUCE, TWO, twos_locked
from ..state.discards import laid_out_three
from ..melds.meld_kinds import GROUP, THREES, MeldKind, wild_combinations, wild_room
from ..melds.meld_limits import meld_limit_problem, meld_limits_apply
from ..melds.new_groups import bases, new_meld_shapes
from ..melds.table import Meld
from ..state.this_turn import meld_target
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..cards.card_kinds import CardKinds
    from ..rules.rules import Rules
    from ..game.state import GameState


def hand_kinds(state: GameState) -> HandKinds:
    """The current hand sorted the way listing needs it."""
    return HandKinds(state.hands[state.current], state.rules.suits_matter, state.rules.card_kinds)


def candidate_melds(state: GameState, kinds: HandKinds | None = None) -> list[Action]:
    """Every distinct meld of the kinds the move list offers, before asking whether the
    turn could still end after it: new melds of the smallest size, single cards onto the
    side's melds, the melds other kinds offer (runs, wild melds...), black threes, a red
    three laid out (but a three kept in hand whose layout brings a card from the stock: what
    the turn can do is judged by the cards known)."""
    melds = listed_melds(state, kinds)[0]
    if state.rules.threes == "bonus_both":
        melds = [action for action in melds if not laid_out_three(state.rules, action.cards[0])]
    return melds


def listed_melds(state: GameState, kinds: HandKinds | None = None) -> tuple[list[Action], int]:
    """`_candidate_melds`, and how many of them, first in the list, are melds of groups."""
    rules = state.rules
    facts = listing_facts(rules)
    side = state.side_map[state.current]
    table = state.tables[side]
    if kinds is None:
        kinds = hand_kinds(state)
    distinct_suits = kinds.distinct_suits
    actions: list[Action] = []
    max_cards = rules.meld_max_cards
    melds = table.melds
    groups_by_rank: dict[str, list[Meld]] = {}
    others_on_table = False  # melds of other kinds than groups
    for meld in melds:
        if meld.kind is GROUP:
            found = groups_by_rank.get(meld.key)
            if found is None:
                groups_by_rank[meld.key] = [meld]
            else:
                found.append(meld)
        else:
            others_on_table = True
    min_naturals = rules.meld_min_naturals
    # While the side's meld of Twos is not complete, twos go nowhere else (deuce_meld.py).
    locked = facts.deuce and twos_locked(rules, table)
    low_wilds = [card for card in kinds.low_wilds if card.rank != TWO] if locked else kinds.low_wilds
    free_wilds = [card for card in kinds.wild_kinds if card.rank != TWO] if locked else kinds.wild_kinds
    wilds_key = None
    onto_known = ONTO.get
    for rank, cards in kinds.by_rank.items():
        groups = groups_by_rank.get(rank)
        if groups is not None:
            for meld in groups:
                if max_cards is None or len(meld.cards) < max_cards:
                    if distinct_suits:
                        for card in dict.fromkeys(cards):
                            actions.append(onto_action(card, meld.id))
                    else:
                        card = cards[0]
                        actions.append(onto_known(meld.id << 8 | card.code) or onto_action(card, meld.id))
            # Cards of a rank join its group (or its open group) rather than start one.
            if facts.unique_groups or facts.one_open and table.open_group(rules, rank) is not None:
                continue
        if len(cards) >= min_naturals:
            if wilds_key is None:
                most = facts.most_wild
                wilds_key = (tuple([card.code for card in kinds.high_wilds[:most]]),
                             tuple([card.code for card in low_wilds[:most]]))
            actions += _row_melds(state, facts, wilds_key, rank, cards, kinds.high_wilds, low_wilds)
    if free_wilds and groups_by_rank:
        with_room = [meld.id for meld in melds if meld.kind is GROUP and wild_room(rules, meld.cards) > 0]
        for wild in free_wilds:
            for meld_id in with_room:
                actions.append(onto_known(meld_id << 8 | wild.code) or onto_action(wild, meld_id))
    plain = len(actions)
    if others_on_table:
        for wild in kinds.wild_kinds:
            for meld in melds:
                if meld.kind is not GROUP and meld.kind.fits(rules, meld.key, meld.cards, wild) \
                        and (meld.kind is DEUCE or wild in free_wilds):
                    actions.append(onto_action(wild, meld.id))
    hand = state.hands[state.current]
    for kind in facts.offering_kinds:
        for offered, to in kind.offers(rules, hand, table):
            if locked and kind is not DEUCE and any(card.rank == TWO for card in offered):
                continue
            actions.append(onto_action(offered[0], to) if to is not None and len(offered) == 1
                           else new_meld_action(offered))
    threes = kinds.black_threes
    hand_size = len(hand)
    if len(threes) >= 2 and facts.threes and not (others_on_table and table.has(THREES)) \
            and hand_size - len(threes) <= 2:
        # Black threes are melded only by a player going out: whether that is still
        # possible after them is asked with every other meld's question below.
        # They are melded last (the judge says so), leaving at most one card to discard.
        for count in (3, 4):
            if len(threes) >= count and hand_size - count <= 1:
                actions.append(new_meld_action(tuple(threes[:count])))
        if rules.black_threes_with_wild and hand_size - 3 <= 1:
            for wild in free_wilds:
                actions.append(new_meld_action((*threes[:2], wild)))
    if kinds.red_threes:
        actions.append(single_action("meld", kinds.red_threes[0]))
    if kinds.black_threes and rules.threes == "bonus_both":
        actions.append(single_action("meld", kinds.black_threes[0]))  # a three kept in hand, laid out
    if facts.limits:
        # The limits the judge puts on where cards go (meld_limits.py), for the search too.
        of_groups = [action for action in actions[:plain] if _within_limits(state, side, action)]
        others = [action for action in actions[plain:] if _within_limits(state, side, action)]
        actions, plain = of_groups + others, len(of_groups)
    if state.taking is not None:
        # The same limits as the judge's meld_problem puts on melds while the pile is being taken.
        top_id, opened = state.turn_moves[0][0], state.opened[side]
        of_groups = [action for action in actions[:plain] if _while_taking(state, action, top_id, opened)]
        others = [action for action in actions[plain:] if _while_taking(state, action, top_id, opened)]
        actions, plain = of_groups + others, len(of_groups)
    return actions, plain


def _within_limits(state: GameState, side: int, action: Action) -> bool:
    target = meld_target(state, action)
    if target is None:
        return True  # a three laid out
    kind, key, meld = target
    return meld_limit_problem(state, side, kind, key, meld, action.cards) is None


def _while_taking(state: GameState, action: Action, top_id: int, opened: bool) -> bool:
    first = action.cards[0]
    if len(action.cards) == 1 and (first.is_red_three or laid_out_three(state.rules, first)):
        return True  # a three kept in hand may be laid out at any time (the judge says so)
    if action.to is not None and opened:
        return action.to == top_id  # (the meld of the pile's top card, never black threes)
    target = meld_target(state, action)
    if target is None or target[0] is THREES:
        return False
    return not opened or (target[2] is not None and target[2].id == top_id)


def _new_row_melds(state: GameState, rank: str, naturals: list[Card], jokers: list[Card],
                   twos: list[Card]) -> list[Action]:
    """The new melds of the smallest size of the naturals of one rank (and wild cards)."""
    rules = state.rules
    if rules.new_meld_distinct_suits:
        # the first cards of a new meld show different suits
        by_suit: dict[str, Card] = {}
        # A gold card stands for its suit only where no plain card can: it is the same
        # natural and may also go in a golden suit, so keeping it is never worse.
        for card in sorted(naturals, key=lambda card: card.is_gold):
            by_suit.setdefault(card.suit_colour, card)
        if len(by_suit) < rules.new_meld_distinct_suits:
            return []
        naturals = list(by_suit.values()) + [card for card in naturals if card not in by_suit.values()]
    melds = []
    for natural, wild_needed in new_meld_shapes(rules):
        if natural > len(naturals):
            break
        for base in bases(rules, naturals, natural):
            if wild_needed == 0:
                melds.append(new_meld_action(base))
            else:
                for combo in wild_combinations(jokers, twos, wild_needed):
                    melds.append(new_meld_action(base + combo))
    return melds


class ListingFacts:
    """What listing reads of a rule set again and again, worked out once for it (kept
    with its rules), and the new melds of the ranks' naturals it has listed so far."""

    __slots__ = ("prefix", "most_wild", "row_melds", "unique_groups", "one_open", "deuce", "threes", "limits",
                 "offering_kinds", "special_hands", "merges")

    def __init__(self, rules: Rules):
        self.special_hands = rules.special_hands != "none"
        self.merges = rules.melds_per_rank == "many"  # two groups of one rank may be merged
        self.unique_groups = GROUP.unique(rules)
        self.one_open = rules.melds_per_rank == "one_open"  # cards join the open group of their rank, if there is one
        self.deuce = DEUCE in rules.kinds
        self.threes = THREES in rules.kinds
        self.limits = meld_limits_apply(rules)
        # The kinds that offer melds of their own (the others offer none).
        self.offering_kinds = tuple(kind for kind in rules.kinds if type(kind).offers is not MeldKind.offers)
        shapes = new_meld_shapes(rules)
        self.most_wild = max((wild for _, wild in shapes), default=0)
        # A rank's new melds are made of its first naturals only, where suits matter nothing.
        self.prefix = max((natural for natural, _ in shapes), default=0) \
            if not (rules.suits_matter or rules.new_meld_distinct_suits) else None
        # A rank's new melds by the faces of its naturals (all, or the first few) and of the wild cards.
        self.row_melds: dict[tuple, list[Action]] = {}


def listing_facts(rules: Rules) -> ListingFacts:
    facts = derived(rules).get("_listing_facts")
    if facts is None:
        facts = derived(rules)["_listing_facts"] = ListingFacts(rules)
    return facts


def _row_melds(state: GameState, facts: ListingFacts, wilds_key: tuple, rank: str, naturals: list[Card],
               jokers: list[Card], twos: list[Card]) -> list[Action]:
    """`_new_row_melds`, kept (`wilds_key`: the faces of the wild cards they may take)."""
    key = (tuple([card.code for card in naturals[:facts.prefix]]), wilds_key)
    kept = facts.row_melds
    melds = kept.get(key)
    if melds is None:
        if len(kept) >= _ROW_MELDS_KEPT:
            kept.clear()
        melds = kept[key] = _new_row_melds(state, rank, naturals, jokers, twos)
    return melds


_ROW_MELDS_KEPT = 32768  # 400 random Samba hands meet some 11,000 rows (naturals and wild cards held)


class HandKinds:
    """A hand sorted by what listing does with each card. Where suits change nothing, one
    card of each kind stands for its twins (the table may still play any of them); under
    Kanastic rules suits and gold cards matter."""

    __slots__ = ("by_rank", "high_wilds", "low_wilds", "black_threes", "red_threes", "others",
                 "distinct_suits", "wild_kinds", "distinct")

    def __init__(self, hand: list[Card], distinct_suits: bool, card_kinds: CardKinds):
        by_rank: dict[str, list[Card]] = {}
        high_wilds: list[Card] = []   # jokers, Artifacts
        low_wilds: list[Card] = []    # twos, Swords
        black_threes: list[Card] = []
        red_threes: list[Card] = []
        others: list[Card] = []       # Shields
        # By slot; the naturals' (the first) stays empty: they go by rank, below.
        sorts: tuple[list[Card], ...] = ([], high_wilds, low_wilds, black_threes, red_threes, others)
        slot = _slots(card_kinds)
        for card in hand:
            where = slot[card.code]
            if where == _NATURAL:
                cards = by_rank.get(card.rank)
                if cards is None:
                    by_rank[card.rank] = [card]
                else:
                    cards.append(card)
            else:
                sorts[where].append(card)
        self.by_rank, self.high_wilds, self.low_wilds = by_rank, high_wilds, low_wilds
        self.black_threes, self.red_threes, self.others = black_threes, red_threes, others
        self.distinct_suits = distinct_suits
        self.wild_kinds = high_wilds[:1] + low_wilds[:1]
        if distinct_suits:
            naturals = list(dict.fromkeys(chain.from_iterable(by_rank.values())))
        else:
            naturals = [cards[0] for cards in by_rank.values()]
        self.distinct = naturals + self.wild_kinds + black_threes[:1] + red_threes[:1] + others[:1]


_NATURAL, _HIGH_WILD, _LOW_WILD, _BLACK_THREE, _RED_THREE, _OTHER = range(6)
# Where HandKinds sorts each card of a set of card kinds, by the card's code (worked out
# once for a set, which every state of a rule set shares).
_SLOTS: dict[int, tuple[CardKinds, list[int]]] = {}


def _slots(card_kinds: CardKinds) -> list[int]:
    found = _SLOTS.get(id(card_kinds))
    if found is not None and found[0] is card_kinds:
        return found[1]
    slots = [_OTHER] * CODE_COUNT
    for card in every_card():
        kind = card_kinds.by_code[card.code]
        if card_kinds.natural[card.code]:
            slots[card.code] = _NATURAL
        elif kind.high_wild:
            slots[card.code] = _HIGH_WILD
        elif kind.wild:
            slots[card.code] = _LOW_WILD
        elif card.is_black_three:
            slots[card.code] = _BLACK_THREE
        elif card.is_red_three and kind.meldable:
            slots[card.code] = _RED_THREE  # laid out from the hand (dead threes never are)
    _SLOTS[id(card_kinds)] = (card_kinds, slots)
    return slots


# Actions are values, so listing reuses them: keyed by the cards' codes, which equal
# cards share (a card's own hash is computed in Python, a code's is not).
_SINGLES: dict[tuple[str, int, int | None], Action] = {}
_MELDS: dict[tuple[int, ...], Action] = {}
ONTO: dict[int, Action] = {}  # by the meld's id and the card's code (below 256), in one number
assert CODE_COUNT <= 256
# Every card's discard, by its code.
DISCARDS: list[Action] = [Action("discard", ()) for _ in range(CODE_COUNT)]
for _card in every_card():
    DISCARDS[_card.code] = Action("discard", (_card,))


def onto_action(card: Card, meld_id: int) -> Action:
    """The action that puts `card` on the side's meld `meld_id`."""
    key = meld_id << 8 | card.code
    action = ONTO.get(key)
    if action is None:
        action = ONTO[key] = Action("meld", (card,), meld_id)
    return action


def single_action(kind: str, card: Card, to: int | None = None) -> Action:
    """The action of `kind` with one card."""
    action = _SINGLES.get((kind, card.code, to))
    if action is None:
        action = _SINGLES[(kind, card.code, to)] = Action(kind, (card,), to)
    return action


def new_meld_action(cards: tuple[Card, ...]) -> Action:
    """The action that melds `cards` as a new meld (or onto the one of their rank)."""
    key = tuple([card.code for card in cards])
    action = _MELDS.get(key)
    if action is None:
        action = _MELDS[key] = Action("meld", cards)
    return action
