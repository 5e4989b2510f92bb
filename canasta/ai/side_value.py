"""What a side's position is worth while the hand goes on: its outlook through one seat's
eyes, what its melds may still become, and the value a search gives a sampled position
(see evaluation.py for the judgement of single cards and of the pile)."""

from __future__ import annotations

from canasta.engine import GROUP, WILD, GameState, Meld, Rules, blocking_kind, red_three_points

from .counting import CardCount
from .meld_view import missing


def side_outlook(state: GameState, side: int, count: CardCount) -> float:
    """The side's hand score if the hand ended now without anyone going out, with
    hands the seat cannot see counted at their expected value."""
    rules = state.rules
    value = rules.value_of
    table = state.tables[side]
    points = sum(map(value, table.cards()))
    bonus = 0
    for meld in table:
        earned = meld.kind.bonus(rules, meld.key, meld.cards)
        if earned is not None:
            bonus += earned[1]
    three_points = red_three_points(state, side)
    in_hand = 0.0
    for other in state.seats_of(side):
        if other == count.seat:
            in_hand += sum(map(rules.hand_value_of, state.hands[other]))
        else:
            in_hand += count.expected_hand_value(other)
    return points + bonus + three_points - in_hand - state.penalties[side]


NEAR = 3  # a meld this few cards from complete counts toward what the side may still gain


def near_bonus(rules: Rules, meld: Meld) -> float:
    """What completing a meld near complete is worth: a group its mixed canasta's 300,
    another kind its own bonus (a samba 1500, a bolivia 2500)."""
    return 300.0 if meld.kind is GROUP else float(meld.kind.bonuses(rules, meld.key)[1])


def side_potential(state: GameState, side: int) -> float:
    """How much the side may still gain if the hand goes on: melds near complete and
    cards still to meld."""
    rules = state.rules
    gain = 0.0
    for meld in state.tables[side]:
        needed = missing(rules, meld)
        if needed and needed <= NEAR:
            length = len(meld.cards)
            gain += near_bonus(rules, meld) * (length - 2) / (length + needed - 2) * 0.5
    gain += 6.0 * sum(len(state.hands[other]) for other in state.seats_of(side))
    return gain


# The chance that each card a meld still lacks comes in time, when the side's hands do not
# hold it: by the copies left in the stock (0, 1, 2 or more). Measured on 2,430 turns of
# Advanced's Modern American hands (4,000 hands): a pure meld lacking one card its side
# did not hold was completed 14%, 40% and 49% of the time with none, one and two copies in
# the stock; one whose side held the card, 97%.
# Judged without the penalty, a take of the pile that starts a meld of pure Aces or Sevens
# looked +437 points two rounds on, and was -1730 by the hand's end (60 such decisions).
COMING_CHANCE = (0.15, 0.4, 0.5)
HELD_COMPLETES = 0.95


def completion_chance(state: GameState, side: int, meld: Meld, needed: int) -> float:
    """The chance that `side` completes `meld`, `needed` cards short, before the hand ends,
    judged on a sampled deal (every card known): the cards its hands hold, and for each
    card more, the copies left in the stock."""
    rules = state.rules
    if meld.kind is WILD:
        like = rules.is_wild
    else:
        def like(card: Card) -> bool:
            return rules.is_natural(card) and card.rank == meld.key
    held = sum(1 for seat in state.seats_of(side) for card in state.hands[seat] if like(card))
    lacking = needed - held
    if lacking <= 0:
        return HELD_COMPLETES
    in_stock = sum(1 for card in state.stock if like(card))
    return COMING_CHANCE[min(in_stock, len(COMING_CHANCE) - 1)] ** lacking


def short_meld_penalty(rules: Rules, meld: Meld) -> int:
    """What the side loses if `meld` is still incomplete when the hand ends
    (`incomplete_meld_penalty` for pure and wild melds), 0 for most melds."""
    kind = blocking_kind(rules, meld)
    return 0 if kind is None else dict(rules.incomplete_meld_penalty).get(kind, 0)


HELD_WEIGHT = 0.6  # a card held may still be melded: it counts for part of its value against the side
FOOT_WEIGHT = 0.6


def sampled_value(state: GameState, side: int) -> float:
    """What the side can expect from the hand from here, judged on a sampled deal
    (every card known): cards and complete melds on the table, melds near complete, melds
    that cost points left short by the chance they are completed, and the cards in its
    hands and unplayed feet, which count against it if the hand ends soon."""
    rules = state.rules
    value = rules.value_of
    total = 0.0
    table = state.tables[side]
    for meld in table:
        total += sum(map(value, meld.cards))
        earned = meld.kind.bonus(rules, meld.key, meld.cards)
        if earned is not None:
            total += earned[1]
            continue
        needed = missing(rules, meld)
        penalty = short_meld_penalty(rules, meld)
        if penalty and needed:
            chance = completion_chance(state, side, meld, needed)
            total += chance * meld.kind.bonuses(rules, meld.key)[0] - (1.0 - chance) * penalty
        elif needed and needed <= NEAR:
            total += near_bonus(rules, meld) * (NEAR + 1 - needed) / 4 * 0.5
    total += red_three_points(state, side)
    # A foot not yet picked up counts against the side as its hand will once it is picked
    # up: else emptying a hand into the foot looks like a loss of what the foot holds.
    held = rules.hand_value_of
    total -= HELD_WEIGHT * sum(held(card) for seat in state.seats_of(side) for card in state.hands[seat])
    total -= FOOT_WEIGHT * sum(held(card) for seat in state.seats_of(side) for card in state.feet[seat])
    return total - state.penalties[side]
