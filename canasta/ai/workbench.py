"""A workbench for planning one turn: the hand and the side's rows, changed in thought.

Each change records the engine action that makes it, so a finished plan is the list
of actions to play. Only the player's own hand and its side's table are used.
"""

from __future__ import annotations

from collections import defaultdict

from canasta.engine import Action, Card, GameState, Rules
from canasta.engine.cards import NATURAL_RANKS
from canasta.engine.melds import BLACK_THREES, is_complete, kind_of_label, row_problem, wild_room

GOLDEN_SUIT = "G"  # the golden suit's label (the engine's gathering kind)
SPECIAL_ROWS = (BLACK_THREES, GOLDEN_SUIT)  # rows that take neither naturals of a rank nor any wild card


class Workbench:
    """One side's rows and one player's hand while a turn is being planned."""

    def __init__(self, rules: Rules, hand: list[Card], rows: dict[str, list[Card]], need: int, points: int,
                 canastas_needed: int, pass_allowed: bool, wild_budget: int | None = None,
                 needs_canasta: bool = False):
        self.rules = rules
        self.hand = hand
        self.rows = rows
        self.need = need          # points the side's first meld must reach (0 once the side has melded)
        self.points = points      # points placed this turn that count toward `need`
        self.canastas_needed = canastas_needed
        self.pass_allowed = pass_allowed
        self.wild_budget = wild_budget        # wild cards a first meld may still take (None: any)
        self.needs_canasta = needs_canasta    # the first meld must hold a canasta (Kanastic's last stage)
        self.actions: list[Action] = []
        # The id of each row's meld on the table; a row the plan starts gets the next id
        # as its action is played (the engine numbers a side's melds in order).
        self.ids: dict[str, int] = {rank: number for number, rank in enumerate(rows, 1)}

    @classmethod
    def of(cls, state: GameState, seat: int) -> Workbench:
        side = state.side_of(seat)
        need, budget, needs_canasta, points = 0, None, False, 0
        if not state.opened[side]:
            threshold = state.rules.minimum_for(state.scores[side])
            need = state.first_meld_need(side)
            points = state.turn_points()
            needs_canasta = threshold.canasta
            if threshold.max_wild is not None:
                staged = sum(1 for _, cards in state.turn_moves for card in cards if card.is_wild)
                budget = max(threshold.max_wild - staged, 0)
        bench = cls(state.rules, list(state.hands[seat]), {meld.key: list(meld.cards) for meld in state.tables[side]},
                    need, points, state.canastas_needed(), state.rules.pass_discard, budget, needs_canasta)
        bench.ids = {meld.key: meld.id for meld in state.tables[side]}
        return bench

    def copy(self) -> Workbench:
        other = Workbench(self.rules, list(self.hand), {rank: list(row) for rank, row in self.rows.items()},
                          self.need, self.points, self.canastas_needed, self.pass_allowed, self.wild_budget,
                          self.needs_canasta)
        other.actions = list(self.actions)
        other.ids = dict(self.ids)
        return other

    # ------------------------------------------------------------- looking

    @property
    def opened(self) -> bool:
        if GOLDEN_SUIT in self.rows:
            return True  # a golden suit is a first meld on its own, at any score
        return self.points >= self.need and (not self.needs_canasta or self.canastas() > 0)

    def may_place_wilds(self, count: int = 1) -> bool:
        return self.wild_budget is None or count <= self.wild_budget

    def naturals_by_rank(self) -> dict[str, list[Card]]:
        groups: dict[str, list[Card]] = defaultdict(list)
        for card in self.hand:
            if card.is_natural:
                groups[card.rank].append(card)
        return groups

    def wilds(self) -> list[Card]:
        """Wild cards in hand, cheapest first (twos before jokers)."""
        return sorted((card for card in self.hand if card.is_wild), key=lambda card: card.value)

    def black_threes(self) -> list[Card]:
        return [card for card in self.hand if card.is_black_three]

    def room(self, rank: str) -> int:
        """Wild cards the row may still take (none for black threes and golden suits)."""
        if rank in SPECIAL_ROWS:
            return 0
        return wild_room(self.rules, self.rows[rank])

    def canastas(self) -> int:
        """Canastas (and complete golden suits): what going out needs."""
        return sum(1 for rank, row in self.rows.items() if is_complete(self.rules, rank, row))

    def rows_legal(self) -> bool:
        return all(row_problem(self.rules, rank, row) is None for rank, row in self.rows.items()
                   if rank != BLACK_THREES)

    def has_space(self, rank: str) -> bool:
        """Whether the row of `rank` may take one more card."""
        limit = self.rules.meld_max_cards
        return limit is None or len(self.rows[rank]) < limit

    def can_start_row(self, naturals: list[Card]) -> bool:
        """Whether these naturals of one rank can begin a row (with no wild card)."""
        rules = self.rules
        if len(naturals) < max(rules.meld_min_cards, rules.meld_min_naturals):
            return False
        return len({card.suit_colour for card in naturals}) >= rules.new_meld_distinct_suits

    def hand_points(self) -> int:
        return sum(card.value for card in self.hand)

    # ------------------------------------------------------------ changing

    def place(self, cards: tuple[Card, ...], rank: str) -> None:
        """Put `cards` in the row `rank`: onto the side's meld of it, or as a new meld."""
        for card in cards:
            self.hand.remove(card)
            self.points += self.rules.value_of(card)
            if card.is_wild and self.wild_budget is not None:
                self.wild_budget -= 1
        if rank not in self.ids:
            self.ids[rank] = len(self.ids) + 1
            self.actions.append(Action("meld", cards))
        else:
            self.actions.append(Action("meld", cards, self.ids[rank]))
        self.rows.setdefault(rank, []).extend(cards)

    def lay_red_threes(self) -> None:
        for card in [card for card in self.hand if card.is_red_three]:
            self.hand.remove(card)
            self.actions.append(Action("meld", (card,)))

    def add(self, card: Card) -> None:
        """One natural card onto the side's row of its rank."""
        self.place((card,), card.rank)

    def add_wild(self, wild: Card, rank: str) -> None:
        self.place((wild,), rank)

    def new_row(self, naturals: list[Card], wilds: list[Card] | None = None) -> None:
        """A new row: the engine's three-card meld first, then the rest card by card."""
        wilds = wilds or []
        rank = naturals[0].rank
        size = self.rules.meld_min_cards
        if self.rules.new_meld_distinct_suits:
            naturals = _suits_first(naturals)
        limit = self.rules.meld_max_cards
        if limit is not None:
            naturals = naturals[:limit]
            wilds = wilds[:max(limit - len(naturals), 0)]
        first_naturals = list(naturals[:size])
        first_wilds = list(wilds[:max(size - len(first_naturals), 0)])
        first = tuple(first_naturals + first_wilds)
        self.place(first, rank)
        for card in naturals[len(first_naturals):]:
            self.add(card)
        for wild in wilds[len(first_wilds):]:
            self.add_wild(wild, rank)

    def add_singles(self, keep: int) -> None:
        """Naturals of ranks the side has rows of go onto them, keeping `keep` cards in hand."""
        for card in [card for card in self.hand if card.is_natural and card.rank in self.rows]:
            if len(self.hand) <= keep:
                return
            if self.has_space(card.rank):
                self.add(card)

    def meld_groups(self, keep: int, smallest: int | None = None) -> None:
        """New rows of natural cards only (three or more of a rank), keeping `keep` cards."""
        smallest = smallest or self.rules.meld_min_cards
        for rank, cards in sorted(self.naturals_by_rank().items(), key=lambda item: -len(item[1])):
            if rank in self.rows or len(cards) < smallest or not self.can_start_row(cards):
                continue
            if len(self.hand) - len(cards) < keep:
                continue
            self.new_row(cards)

    def meld_golden_suit(self) -> None:
        """Gold cards of consecutive ranks: a new golden suit of three, then each gold
        card that fits it (Kanastic)."""
        if not self.rules.golden_suit:
            return
        gold = sorted((card for card in self.hand if card.is_gold), key=lambda card: NATURAL_RANKS.index(card.rank))
        if GOLDEN_SUIT not in self.rows:
            for first, second, third in zip(gold, gold[1:], gold[2:]):
                indexes = [NATURAL_RANKS.index(card.rank) for card in (first, second, third)]
                if indexes[2] - indexes[0] == 2 and len(set(indexes)) == 3:
                    cards = (first, second, third)
                    self.place(cards, GOLDEN_SUIT)
                    break
            else:
                return
        placed = True
        while placed:
            placed = False
            for card in [card for card in self.hand if card.is_gold]:
                if kind_of_label(GOLDEN_SUIT).fits(self.rules, GOLDEN_SUIT, self.rows[GOLDEN_SUIT], card):
                    self.place((card,), GOLDEN_SUIT)
                    placed = True

    def wild_capacity(self, naturals: int, wild: int = 0) -> int:
        rules = self.rules
        cap = 99 if rules.meld_max_wild is None else rules.meld_max_wild
        if not rules.wild_may_outnumber_naturals:
            cap = min(cap, naturals)
        return max(cap - wild, 0)

    def pair_rows_possible(self) -> bool:
        rules = self.rules
        need_wild = rules.meld_min_cards - 2
        return (rules.meld_min_naturals <= 2 and rules.new_meld_distinct_suits <= 2 and need_wild >= 0
                and self.wild_capacity(2) >= need_wild)


def _suits_first(naturals: list[Card]) -> list[Card]:
    """The cards reordered so that the first ones show as many different suits as they can."""
    first: list[Card] = []
    rest: list[Card] = []
    colours: set[str] = set()
    for card in naturals:
        if card.suit_colour in colours:
            rest.append(card)
        else:
            colours.add(card.suit_colour)
            first.append(card)
    return first + rest
