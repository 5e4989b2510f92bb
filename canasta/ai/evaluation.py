"""Shared judgement: how dangerous a discard is, how close an opponent is to going
out, and what the pile is worth (what each side's position is worth: side_value.py).

All functions look at the game through one seat's eyes (see `counting.py`).
"""

from __future__ import annotations

from canasta.engine import GROUP, NATURAL_RANKS, Card, GameState, Meld, Rules, SideTable, incomplete_block_problem

from .counting import CardCount
from .meld_view import fits, kind_when_complete, missing, near_groups, prized_codes
from .style import Style


def next_opponent(state: GameState, seat: int) -> int:
    """The player who plays after `seat`: always on another side."""
    return state.next_seat(seat)


def opposing_sides(state: GameState, seat: int) -> list[int]:
    mine = state.side_of(seat)
    return [side for side in range(state.sides) if side != mine]


# The share of the chance of going out left to a side that may not go out before an
# incomplete meld of its own is complete (Modern American pure Sevens and Aces, wild melds;
# against Beginner, 400 deals: seed 1 69.8% -> 70.0%, mean +1178 -> +1204; seed 2 73.5% -> 73.2%,
# mean +1417 -> +1410).
BLOCKED_SHARE = 0.3


# The chance that a side with the canastas to go out does so within a round, by the
# fewest cards one of its players holds.
OUT_WITHIN_A_ROUND = {0: 1.0, 1: 0.9, 2: 0.7, 3: 0.5, 4: 0.35, 5: 0.25, 6: 0.18}


def out_within_a_round(fewest_cards: int) -> float:
    """The chance that a side with its canastas goes out within a round, by the fewest
    cards one of its players holds."""
    return OUT_WITHIN_A_ROUND.get(fewest_cards, 0.08)


def going_out_threat(state: GameState, seat: int) -> float:
    """Roughly how likely an opposing side ends the hand within a round (0 to 1)."""
    threat = 0.0
    rules = state.rules
    for side in opposing_sides(state, seat):
        smallest = min(len(state.hands[other]) for other in state.seats_of(side))
        short = state.canastas_short(side)  # the canastas (of the kinds asked) still to make
        if short == 0:
            chance = out_within_a_round(smallest)
        elif short == 1:
            # the nearest meld that would give the side what it lacks (an escalera, say);
            # where no kind of canasta is asked for, any one more is what it lacks
            of_kind = rules.canastas_to_go_out_of_kind
            nearest = min((needed_cards for meld in state.tables[side]
                           if (needed_cards := missing(rules, meld)) and (kind := kind_when_complete(rules, meld))
                           and (not of_kind or state.canastas_short(side, kind) == 0)), default=99)
            if nearest <= 1:
                chance = {0: 0.7, 1: 0.65, 2: 0.55, 3: 0.4, 4: 0.25}.get(smallest, 0.1)
            elif nearest <= 2:
                chance = {0: 0.5, 1: 0.45, 2: 0.35, 3: 0.25, 4: 0.15}.get(smallest, 0.05)
            else:
                chance = 0.02
        else:
            chance = 0.02
        if short <= 1 and incomplete_block_problem(rules, state.tables[side]) is not None:
            chance *= BLOCKED_SHARE  # an incomplete pure or wild meld must be a canasta first
        threat = max(threat, chance)
    stock = len(state.stock)
    if stock <= state.players * 2:
        threat = max(threat, 0.6)
    return threat


def pile_worth(size: int, points: int) -> float:
    """What taking a pile of `size` cards is worth to the taker, in hand-score points."""
    return 10.0 + 22.0 * max(size - 1, 0) + 0.4 * points


ROW_REACH = 3  # an opponent's row this near a canasta makes the card itself dangerous


def take_chance(state: GameState, count: CardCount, seat: int, card: Card) -> float:
    """Chance that the next opponent can take the pile if `seat` discards `card`."""
    kind = state.rules.card_kind(card)
    if not kind.natural or kind.blocks:
        return 0.0
    # How the rules let a side take the pile is the pile policy's to say (canasta.engine.rules.pile).
    return state.rules.pile_policy.take_chance(state, count, next_opponent(state, seat), card)


# What keeping a cheap stop (a black three: 5 in hand) back for a bigger pile is worth, less
# one point for each card the pile holds now. Played by both levels everywhere, Advanced won
# more against Beginner (seeds 1-3 of 400 deals: Samba 68.2% -> 73.0% of deals, where 20 gave
# 72.7%, 30 less two a card 72.6%, 45 less two 71.4%; seeds 1-2: Chilean 74.0% -> 78.6%,
# classic 81.6% -> 85.8%, Uruguayan 75.8% -> 79.2%). But where the pile comes only with
# natural cards the gain was Beginner's loss: with Advanced alone spending its stops there,
# Samba 73.0% -> 75.0% (seeds 4-6: 74.6% -> 76.4%), Chilean 78.6% -> 79.4%, and Advanced
# spending them beat Advanced hoarding them (a tied deal half: Samba 51.2% of 1200 deals,
# Uruguayan 53.2% of 800). Where a pair with a wild card takes the pile, Advanced keeps them:
# spending them there cost Expert's search its edge over Advanced (classic, 100 deals: 64.5%
# -> 56.5%). Not a stop dear in hand (a Kanastic Shield, 100: 83.5% -> 81.5% when kept too; a
# Bolivian black three, 100).
STOP_KEPT = 30.0
CHEAP_STOP = 5


class DiscardJudge:
    """What discarding each card costs this turn (lower is better): the chance the next
    opponent takes the pile with it times what the pile and the card are worth to that
    opponent, plus what the card is worth to keep."""

    def __init__(self, state: GameState, seat: int, style: Style, count: CardCount, threat: float):
        self.state = state
        self.seat = seat
        self.style = style
        self.count = count
        self.threat = threat
        # Cards face down under the pile (the pozzo) count at a card's mean value: nobody has seen them.
        under = len(state.pile_under)
        self.worth = pile_worth(len(state.pile) + under + 1,
                                sum(map(state.rules.value_of, state.pile))
                                + (round(under * count.mean_hidden_value) if under else 0))
        self.prized = prized_codes(state.rules)
        self._danger: dict[str, float] = {}
        self._near_rows: list[tuple[Meld, int]] | None = None

    def danger(self, card: Card) -> float:
        """Expected points given away by discarding `card`."""
        if not self.style.safe_discards:
            return 0.0
        kind = card.kind  # equal ranks are equally dangerous (threes apart: red or black)
        if kind not in self._danger:
            chance = take_chance(self.state, self.count, self.seat, card)
            # (The card's worth to the opponent's rows matters only where the pile can be taken with it.)
            worth = self.worth + self.row_progress(card) if chance else self.worth
            self._danger[kind] = chance * worth * self.style.danger_weight
        return self._danger[kind]

    def row_progress(self, card: Card) -> float:
        """What the card itself is worth to the next opponent's group of its rank when
        that group is within three cards of a canasta: its share of the canasta's bonus.
        However small the pile, a Seven thrown onto a row of five Sevens is a step
        toward the canasta that lets that side go out. (A card taken from the pile
        joins a group of its rank.)"""
        state = self.state
        other = next_opponent(state, self.seat)
        rules = state.rules
        table = state.tables[state.side_of(other)]
        if self._near_rows is None:  # the same rows for every card judged
            self._near_rows = near_groups(rules, table, ROW_REACH)
        shares = [rules.mixed_canasta_bonus / count for meld, count in self._near_rows if fits(rules, meld, card)]
        if rules.suits_matter:
            # A run's end takes the top card too (Samba): a run near complete is worth its bonus.
            shares += [meld.kind.bonuses(rules, meld.key)[1] / count for meld in table
                       if meld.kind is not GROUP and meld.kind.takes_pile_top(rules, meld.key, meld.cards, card)
                       and 0 < (count := missing(rules, meld) or 0) <= ROW_REACH]
        return max(shares, default=0.0)

    def costs(self, hand: list[Card], own_table: SideTable) -> dict[Card, float]:
        """For each card of `hand` that may be discarded, with the side's melds as `own_table`."""
        state, style, threat = self.state, self.style, self.threat
        rules = state.rules
        value = rules.hand_value_of  # what the card would cost left in the hand
        naturals: dict[str, int] = {}
        for card in hand:
            if rules.is_natural(card):
                naturals[card.rank] = naturals.get(card.rank, 0) + 1
        value_weight = 0.15 + 0.6 * threat
        suited = run_makings(rules, hand) if rules.suits_matter else None
        costs: dict[Card, float] = {}
        for card in dict.fromkeys(hand):
            if card.is_red_three and not rules.red_threes_held:
                continue
            kind = rules.card_kind(card)
            if card.is_black_three or (kind.blocks and not kind.wild):
                cost = 9.0 - 6.0 * threat  # a stop: the next player cannot take the pile over it
                if value(card) <= CHEAP_STOP and (style.hoard_stops or not pile_needs_naturals(rules)):
                    cost += self.stop_kept()
            elif kind.wild:
                cost = (75.0 if kind.high_wild else 55.0) - self.freeze_benefit(hand)
            elif not kind.natural:
                cost = 0.0  # a card that can never be melded (a Shield)
            else:
                held = naturals.get(card.rank, 0)
                if suited is not None and (card.rank, card.suit) in suited:
                    cost = 30.0  # the middle or end of a run in the making (a samba is worth 1500)
                elif own_table.group(card.rank) is not None:
                    cost = 1.0  # held back only to keep a card to discard
                elif held == 1:
                    cost = 4.0 + 6.0 * min(self.count.unseen[card.rank], 4) / 4
                elif held == 2:
                    cost = 28.0 if style.keep_pairs else 16.0
                else:
                    cost = 40.0
            if card.code in self.prized:
                cost += 25.0  # a golden suit is worth thousands
            costs[card] = cost - value_weight * value(card) + self.danger(card)
        return costs

    def stop_kept(self) -> float:
        """What a stop that costs little in hand (a black three) is worth kept for a later,
        bigger pile: spent on a small pile it stops little, and the more so while no
        opponent is near going out."""
        return max(0.0, STOP_KEPT - len(self.state.pile)) * (1.0 - self.threat)

    def freeze_benefit(self, hand: list[Card]) -> float:
        """What freezing the pile with a wild card saves: the pile, as far as the
        side's next discards would put it at risk."""
        style, state = self.style, self.state
        if style.freeze_at is None or not freezing_helps(state) or len(state.pile) + 1 < style.freeze_at:
            return 0.0
        naturals = [card for card in hand if state.rules.is_natural(card)]
        if not naturals:
            return 0.0
        risk = sum(self.danger(card) for card in naturals) / len(naturals)
        return 0.6 * risk


def pile_needs_naturals(rules: Rules) -> bool:
    """Whether the pile is only ever taken with natural cards (it is always frozen, or a
    pair with a wild card never takes it: Samba), so that a stop guards it little more
    than its own rule does."""
    return rules.pile_always_frozen or not rules.pile_pair_with_wild


def freezing_helps(state: GameState) -> bool:
    """Whether a wild card discarded now would make the pile harder to take for good: not
    where wild cards do not freeze it (a Kanastic Sword only blocks it for a round, as a
    stop does), nor where a wild card already lies in it, nor where it is always frozen,
    unless a wild card in it asks a take for more naturals than a pair (Italian: three)."""
    rules = state.rules
    if not rules.wild_freezes_pile or state.pile_has_freezer():
        return False
    return not rules.pile_always_frozen or rules.pile_frozen_naturals > 2


def run_makings(rules: Rules, hand: list[Card]) -> set[tuple[str, str]]:
    """The (rank, suit) of the naturals in `hand` with a held natural of their suit next
    to them or one rank apart: two thirds of a run."""
    held = {(card.rank, card.suit) for card in hand if rules.is_natural(card)}
    making = set()
    for rank, suit in held:
        at = NATURAL_RANKS.index(rank)
        for step in (-2, -1, 1, 2):
            if 0 <= at + step < len(NATURAL_RANKS) and (NATURAL_RANKS[at + step], suit) in held:
                making.add((rank, suit))
                break
    return making


def discard_costs(state: GameState, seat: int, hand: list[Card], style: Style, count: CardCount,
                  threat: float, own_table: SideTable | None = None) -> dict[Card, float]:
    """For each card that may be discarded: how much discarding it costs (lower is better).
    `own_table` is the side's melds as the turn leaves them (by default, as they are)."""
    if own_table is None:
        own_table = state.tables[state.side_of(seat)]
    return DiscardJudge(state, seat, style, count, threat).costs(hand, own_table)


READY_LOOSE_COST = 50.0
HIDDEN_CARD_GAIN = 6.0  # what an unseen card taken with the pile brings, before the cost of a loose card


def pile_gain(state: GameState, seat: int, threat: float, ready: bool, loose_cost: float = 3.0) -> float:
    """What taking the pile now is worth beyond drawing: cards that meld at once or
    make pairs count for it, wild cards and red threes much more, and loose cards
    against it (the more, the nearer the hand's end)."""
    hand = state.hands[seat]
    value = state.rules.value_of
    top, rest = state.pile[-1], state.pile[:-1]
    rows = state.tables[state.side_of(seat)].group_ranks() | {top.rank}
    counts: dict[str, int] = {}
    for card in list(hand) + list(rest):
        if state.rules.is_natural(card):
            counts[card.rank] = counts.get(card.rank, 0) + 1
    # A side with its canastas keeps loose cards out of its hand, to go out sooner; not where
    # the pile is always frozen (Modern American): such a pile comes seldom and only with a
    # natural pair, and each card of it is one the opponents do not get (against Beginner,
    # 400 deals: seed 1 68.2% -> 69.5%, seed 2 72.5% -> 73.2%); nor where the pile comes
    # into the hand only after the turn's discard (Kanastic's pickup): that turn cannot go
    # out with its cards anyway, and such a pile, taken only with two naturals for a new
    # meld, comes as seldom (Kanastic against Beginner, seeds 1-4 of 400 deals, Shields as
    # below: 81.7% -> 83.1% of deals won on average).
    if ready and not state.rules.pile_always_frozen and state.rules.pile_policy.take_mode(state) != "pickup":
        loose_cost += READY_LOOSE_COST
    loose_cost += 12.0 * threat
    gain = 4.0 + 0.5 * value(top)
    for card in rest:
        if state.rules.is_wild(card):
            gain += 22.0
        elif card.is_red_three:
            gain += 90.0
        elif card.is_black_three:
            gain -= 3.0
        elif not state.rules.is_natural(card):
            # A card never melded that blocks the pile when discarded (a Kanastic Shield) is
            # a stop for a later turn, worth about what it may cost if the hand ends first
            # (Kanastic against Beginner, seeds 1-4 of 400 deals: the Shield's 100 in hand
            # charged at half, 76.0% of deals won on average; at a quarter 78.8%; in full
            # 63.1%; as nothing 81.7%).
            if not state.rules.card_kind(card).blocks:
                gain -= value(card) * 0.5
        elif card.rank in rows or counts[card.rank] >= 3:
            gain += 8.0 + 0.5 * value(card)
        elif counts[card.rank] == 2:
            gain += 3.0
        else:
            gain -= loose_cost
    # Cards face down under the pile (the pozzo), unseen: a few may be wild or pair up.
    return gain + len(state.pile_under) * (HIDDEN_CARD_GAIN - 0.5 * loose_cost)
