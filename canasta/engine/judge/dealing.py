"""Cards from the stock: dealing a hand (the shuffle, the cards to each seat, the bonus
cards set aside, the upcard), drawing, and renewing the stock from the pile."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..cards.cards import Card, shuffled
from ..rules.rules import Rules
from ..play.turn import Phase
from ..state import seating
from ..state.zones import Scope, start_zones
from ..melds.special_hands import keeps_a_three
from .taking import renews_stock

if TYPE_CHECKING:
    from ..game.state import GameState


def deal_rng(seed: int, hand_number: int, renewal: int = 0) -> random.Random:
    """The generator that shuffles hand `hand_number` (and its later stock renewals).

    Derived from the game's seed alone, so a state carries no generator and clones
    and replays shuffle exactly alike."""
    return random.Random(f"canasta/{seed}/{hand_number}/{renewal}")


def first_to_play(rules: Rules, side_map: tuple[int, ...], hand_number: int, dealer: int) -> int:
    """The seat that starts hand `hand_number`, dealt by `dealer` (seating.py: the first
    seat after the dealer that plays the hand)."""
    return seating.first_to_play(side_map, hand_number, dealer, rules.first_player == "first_seat")


def deal(state: GameState, deck: list[Card] | None = None) -> None:
    """Deal hand `state.hand_number` from `deck` (first card dealt first), or from the
    game's shuffle of it: every zone of the hand starts afresh."""
    rules, n = state.rules, state.players
    if deck is None:
        deck = shuffled(rules.deck_spec.cards(state.players), deal_rng(state.seed, state.hand_number))
    else:
        deck = list(deck)
    state.deck_size = len(deck)
    state.stock = list(reversed(deck))
    state.pile = []
    state.pile_under = []
    state.pickup = []
    state.blocked_by = None
    state.pile_untakeable = False
    state.out_with_wild = False
    state.went_out = None
    state.concealed = False
    state.stock_turned = 0
    state.first_round = not rules.black_three_first_turn_discard  # kept only where a rule asks for it
    start_zones(state, Scope.SEAT)
    start_zones(state, Scope.SIDE)
    state.first_player = first_to_play(rules, state.side_map, state.hand_number, state.dealer)
    # A seat sitting the hand out (five players) is dealt nothing.
    order = seating.dealing_order(state.side_map, state.hand_number, state.first_player)
    for _ in range(rules.hand_size[n]):
        for seat in order:
            if state.stock:
                state.hands[seat].append(state.stock.pop())
    if rules.opening_discard and state.stock:
        state.hands[state.first_player].append(state.stock.pop())
    for _ in range(rules.foot_size):
        for seat in order:
            if state.stock:
                state.feet[seat].append(state.stock.pop())
    for seat in order:
        _set_aside_bonus_cards(state, seat)
    if not rules.opening_discard:
        _start_pile(state)
    state.current = state.first_player
    state.phase = Phase.DRAW
    state._new_turn()
    if rules.opening_discard:
        state.phase = Phase.PLAY
        state.opening = True


# The cards put face down under a natural upcard (`upcard: by_rank`), by its rank.
UNDER_BY_RANK = {rank: count for count, rank in enumerate("456789TJQKA", start=4)}


def _start_pile(state: GameState) -> None:
    """Turn up the upcard: a card of a kind `upcard_covered` names (a wild card or a red
    three) turned up stays in the pile and the next card is turned on top of it. The pozzo
    (`upcard: by_rank`) turns cards until a natural one (black threes stay under it too),
    then puts as many cards face down under the pile as that card's rank says (4 to 10
    their number, Jack 11 ... Ace 14)."""
    rules = state.rules
    if rules.upcard == "none":
        return  # the pile starts empty
    by_rank = rules.upcard == "by_rank"
    card = None
    while state.stock:
        card = state.stock.pop()
        state.pile.append(card)
        if rules.is_natural(card) if by_rank else not _covered(rules, card):
            break
    if by_rank and card is not None and rules.is_natural(card):
        count = min(UNDER_BY_RANK.get(card.rank, 0), len(state.stock))
        state.pile_under = [state.stock.pop() for _ in range(count)]


def _covered(rules: Rules, card: Card) -> bool:
    """Whether `card` turned up as the upcard is covered by the next card (`upcard_covered`)."""
    covered = rules.upcard_covered
    return card.kind in covered or ("wild" in covered and rules.is_wild(card))


def pick_up_foot(state: GameState, seat: int) -> None:
    """The seat's foot comes into its hand (the hand is used up); cards the deck sets
    aside at once are laid out, as at the deal."""
    state.hands[seat].extend(state.feet[seat])
    state.feet[seat] = []
    _set_aside_bonus_cards(state, seat)


def is_set_aside(rules: Rules, card: Card) -> bool:
    """Whether `card` is one the deck sets aside at once (a red three, a Treasure Pot):
    never held in a hand for long."""
    return rules.card_kind(card).set_aside is not None


def _set_aside_bonus_cards(state: GameState, seat: int) -> None:
    """The cards the deck sets aside (red threes, Treasure Pots) dealt are laid out at once
    and replaced from the stock (but the one three a player may keep, see `may_keep_three`)."""
    hand, side = state.hands[seat], state.side_of(seat)
    zones = state.rules.set_aside_zones
    while True:
        bonus = [card for card in hand if card.kind in zones]
        kept = next((card for card in bonus if card.rank == "3"), None) if may_keep_three(state, seat) else None
        if kept is not None:
            bonus.remove(kept)
        if not bonus or not state.stock:
            return
        for card in bonus:
            hand.remove(card)
            getattr(state, zones[card.kind])[side].append(card)
            if state.stock:
                hand.append(state.stock.pop())


def draw(state: GameState) -> None:
    """The player to move draws from the stock; bonus cards drawn are set aside (and
    replaced, as the rules say), and the stock is renewed where the rules renew it."""
    rules = state.rules
    seat, side = state.current, state.side_of(state.current)
    hand = state.hands[seat]
    if state.pile:
        state.passed[seat].append(state.pile[-1])
    to_draw = rules.cards_drawn[state.players]
    if not state.stock:
        _renew_stock(state)
    set_aside = rules.set_aside_zones
    while to_draw > 0 and state.stock:
        card = state.stock.pop()
        zone = set_aside.get(card.kind)
        if zone is not None and card.rank != "3":
            getattr(state, zone)[side].append(card)  # set aside at once and replaced
            if not state.stock:
                _renew_stock(state)
            continue
        if zone is not None and not rules.red_three_discard_allowed \
                and not (state.stock and may_keep_three(state, seat) and not holds_three(state, seat)):
            # (a three drawn as the stock's last card is laid out, and ends the hand, even where one is kept)
            state.red_threes[side].append(card)
            if rules.red_three_replaced_when_drawn:
                if not state.stock:
                    # Where the pile becomes a new stock (house ruling 8) the three is replaced
                    # from it; else, as the Official Laws say, a red three drawn as the last card
                    # ends the hand at once.
                    _renew_stock(state)
                if not state.stock:
                    state._end_hand()
                    return
                continue
        else:
            hand.append(card)
        to_draw -= 1
    if not state.stock:
        _renew_stock(state)
    state.phase = Phase.PLAY


def _renew_stock(state: GameState) -> None:
    """Where the rules say so (Kanastic, house ruling 8): the player who draws the last card
    turns the pile, shuffled, into a new stock."""
    if not renews_stock(state):
        return
    state.stock_turned += 1
    state.stock = shuffled(state.pile_under + state.pile, deal_rng(state.seed, state.hand_number, state.stock_turned))
    state.pile = []
    state.pile_under = []
    state.blocked_by = None
    state.pile_untakeable = False


# Modern American Canasta -----------------------------------------------------------------


def may_keep_three(state: GameState, seat: int) -> bool:
    """Whether `seat` may keep a three dealt or drawn in hand instead of laying it out: a
    special hand holds one (the straight) and the side has not melded. One three at most:
    a player who holds one lays out the others."""
    rules = state.rules
    return rules.threes == "bonus_both" and keeps_a_three(rules) and not state.opened[state.side_of(seat)]


def kept_threes(state: GameState, seat: int) -> list[Card]:
    """The threes kept in `seat`'s hand where every three is laid out (`threes:
    bonus_both`; Modern American: the one three a special hand holds, kept while the side
    has not melded), in the hand's order; a meld of one lays it out. Empty where the rules
    keep none (a red three held by the Windows option is an ordinary card of the hand)."""
    if state.rules.threes != "bonus_both":
        return []
    zones = state.rules.set_aside_zones
    return [card for card in state.hands[seat] if card.rank == "3" and card.kind in zones]


def holds_three(state: GameState, seat: int) -> bool:
    """Whether `seat` holds a three the rules lay out (kept for a special hand)."""
    return bool(kept_threes(state, seat))


def replace_from_stock(state: GameState, seat: int) -> None:
    """Give `seat` a card from the stock in place of one laid out: a three drawn is laid
    out in turn (or kept, where `may_keep_three`), until a card comes or the stock is empty."""
    zones = state.rules.set_aside_zones
    hand, side = state.hands[seat], state.side_of(seat)
    while state.stock:
        card = state.stock.pop()
        zone = zones.get(card.kind)
        if zone is None or (card.rank == "3" and may_keep_three(state, seat) and not holds_three(state, seat)):
            hand.append(card)
            return
        getattr(state, zone)[side].append(card)


def lay_out_kept_threes(state: GameState, seat: int) -> None:
    """Lay out the threes `seat` kept in hand, each replaced from the stock: once the
    side has melded nobody keeps one."""
    if state.rules.threes != "bonus_both" or not state.opened[state.side_of(seat)]:
        return
    hand, side = state.hands[seat], state.side_of(seat)
    zones = state.rules.set_aside_zones
    for card in [card for card in hand if card.rank == "3" and card.kind in zones]:
        hand.remove(card)
        getattr(state, zones[card.kind])[side].append(card)
        replace_from_stock(state, seat)


def give_bonus_cards(state: GameState, seat: int) -> int:
    """The cards from the stock for `seat`, who made the side's first meld this turn
    (`opening_bonus_cards`: by how many other sides melded before), while the stock holds
    at least `bonus_cards_min_stock`; threes among them laid out and replaced. How many
    were given."""
    rules = state.rules
    counts = rules.opening_bonus_cards
    if not counts or len(state.stock) < rules.bonus_cards_min_stock:
        return 0
    side = state.side_of(seat)
    before = sum(1 for other in range(state.sides) if other != side and state.opened[other])
    count = counts[min(before, len(counts) - 1)]
    given = 0
    for _ in range(count):
        if not state.stock:
            break
        replace_from_stock(state, seat)
        given += 1
    return given
