"""A workbench for planning one turn: the hand and the side's melds, changed in thought.

The side's melds are a copy of its table (canasta.engine.melds.table), so they keep the ids
and kinds the engine gives them; each change records the engine action that makes it,
and a finished plan is the list of actions to play. Only the player's own hand and its
side's table are used.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Sequence

from canasta.engine import (DEUCE, GROUP, PURE_PREFIX, TWO, WILD, WILD_MIN, Action, Card, GameState, Meld, MeldKind,
                            Rules, SideTable, canasta_made, canastas_short, dead_rank, incomplete_block_problem,
                            is_clean, is_natural_canasta, kind_of_new_meld, laid_out_three, twos_locked,
                            wild_limit_problem)

# Twos in hand that make it worth starting a meld of Twos (Italian): fewer are worth more
# as wild cards in the groups, which a meld of Twos takes them from until it is complete.
DEUCE_START = 4

from .meld_limits_view import PURE_MELD, Limits
from .meld_view import fits, suits_first, wild_room
from .short_melds import short_length


class Workbench:
    """One side's melds and one player's hand while a turn is being planned."""

    def __init__(self, rules: Rules, hand: list[Card], table: SideTable, need: int, points: int,
                 players: int, pass_allowed: bool, wild_budget: int | None = None,
                 needs_canasta: str | None = None, limits: Limits | None = None,
                 partners_known: dict[str, int] | None = None):
        self.rules = rules
        self.hand = hand
        self.table = table
        self.need = need          # points the side's first meld must reach (0 once the side has melded)
        self.points = points      # points placed this turn that count toward `need`
        self.players = players    # the canastas going out needs depend on it
        self.pass_allowed = pass_allowed
        self.wild_budget = wild_budget        # wild cards a first meld may still take (None: any)
        # The canasta the first-meld turn must complete ("any", "natural": MeldThreshold.canasta), or None.
        self.needs_canasta = needs_canasta
        self.limits = limits if limits is not None else Limits()
        # Cards of each rank the partners were seen to take from the pile and still hold.
        self.partners_known = partners_known or {}
        self.actions: list[Action] = []

    @classmethod
    def of(cls, state: GameState, seat: int) -> Workbench:
        side = state.side_of(seat)
        need, budget, needs_canasta, points = 0, None, None, 0
        if not state.opened[side]:
            threshold = state.meld_requirement(side)
            need = state.first_meld_need(side)
            points = state.turn_points()
            needs_canasta = threshold.canasta
            if threshold.max_wild is not None:
                staged = sum(1 for _, cards in state.turn_moves for card in cards if state.rules.is_wild(card))
                budget = max(threshold.max_wild - staged, 0)
        known: dict[str, int] = {}
        for other in state.seats_of(side):
            if other != seat:
                for card in state.known[other]:
                    known[card.rank] = known.get(card.rank, 0) + 1
        return cls(state.rules, list(state.hands[seat]), state.tables[side].copy(), need, points,
                   state.players, state.rules.pass_discard, budget, needs_canasta, Limits.of(state, side), known)

    def copy(self) -> Workbench:
        other = Workbench(self.rules, list(self.hand), self.table.copy(), self.need, self.points,
                          self.players, self.pass_allowed, self.wild_budget, self.needs_canasta, self.limits,
                          self.partners_known)
        other.actions = list(self.actions)
        return other

    # ------------------------------------------------------------- looking

    @property
    def opened(self) -> bool:
        if any(meld.kind.first_meld_alone for meld in self.table):
            return True
        rules, limits = self.rules, self.limits
        if limits.opening and (rules.initial_meld_needs_clean or rules.natural_canasta_meets_minimum):
            # Modern American: a natural canasta from the hand opens; else the points and a clean meld.
            from_hand = [meld for meld in self.table if meld.id != limits.top_meld]
            if rules.natural_canasta_meets_minimum and any(is_natural_canasta(rules, meld) for meld in from_hand):
                return True
            if rules.initial_meld_needs_clean and not any(is_clean(rules, meld) for meld in from_hand):
                return False
        return self.points >= self.need and self.canasta_made()

    def dead_rank(self, rank: str) -> bool:
        """Whether `rank` is dead once the plan's melds stand: dead before the turn, or
        completed by the plan itself (`dead_completed_ranks`)."""
        if rank in self.limits.dead:
            return True
        if not self.rules.dead_completed_ranks:
            return False
        meld = self.table.group(rank)
        return meld is not None and meld.kind.is_complete(self.rules, meld.cards)

    def canasta_made(self) -> bool:
        """Whether the melds hold the canasta the first meld must complete (True when none is asked)."""
        return canasta_made(self.rules, self.needs_canasta, self.table)

    def may_place_wilds(self, count: int = 1) -> bool:
        return self.wild_budget is None or count <= self.wild_budget

    def naturals_by_rank(self) -> dict[str, list[Card]]:
        groups: dict[str, list[Card]] = defaultdict(list)
        natural = self.rules.card_kinds.natural  # rules.is_natural, read at once
        for card in self.hand:
            if natural[card.code]:
                groups[card.rank].append(card)
        return groups

    def wilds(self) -> list[Card]:
        """Wild cards in hand that may go into the groups, cheapest first (twos before
        jokers): no twos while the side's meld of Twos is not complete."""
        rules = self.rules
        wild = rules.card_kinds.wild  # rules.is_wild, read at once
        held = [card for card in self.hand if wild[card.code]]
        if not held:
            return held
        if DEUCE in rules.kinds and twos_locked(rules, self.table):
            held = [card for card in held if card.rank != TWO]
        return sorted(held, key=rules.value_of)

    def wilds_for(self, meld: Meld) -> list[Card]:
        """Wild cards in hand that may join `meld`, cheapest first."""
        if meld.kind is DEUCE:
            return sorted((card for card in self.hand if self.rules.is_wild(card) and fits(self.rules, meld, card)),
                          key=self.rules.value_of)
        return [card for card in self.wilds() if fits(self.rules, meld, card) and self.wild_allowed(meld, card)]

    def wild_allowed(self, meld: Meld, wild: Card) -> bool:
        """Whether the limits on wild cards (meld base, pure ranks, an open wild meld) let
        `wild` join `meld` now (meld_limits.py)."""
        limits = self.limits
        if limits.apply and wild_limit_problem(self.rules, self.table, limits.opening, meld.kind, meld.key,
                                               meld.cards, (wild,)) is not None:
            return False
        return not self._last_clean_meld(meld)

    def _last_clean_meld(self, meld: Meld) -> bool:
        """Whether `meld` is the only clean meld from the hand of a first meld that needs
        one (Modern American): a wild card on it would leave the first meld short."""
        rules, limits = self.rules, self.limits
        if not (limits.opening and rules.initial_meld_needs_clean) or meld.id == limits.top_meld \
                or not is_clean(rules, meld):
            return False
        return not any(is_clean(rules, other) for other in self.table
                       if other.id != meld.id and other.id != limits.top_meld)

    def black_threes(self) -> list[Card]:
        return [card for card in self.hand if card.is_black_three]

    def group(self, rank: str) -> Meld | None:
        """The side's group of `rank`, which naturals of the rank join (where a side holds
        one open group of a rank at a time, that one: a complete one takes no more)."""
        if self.rules.melds_per_rank == "one_open":
            return self.table.open_group(self.rules, rank)
        return self.table.group(rank)

    def room(self, meld: Meld) -> int:
        """Wild cards worth putting on the meld that it may still take (meld_view.wild_room),
        none where the limits on wild cards keep them off it now."""
        room = wild_room(self.rules, meld)
        if room and (self.limits.apply or self.rules.initial_meld_needs_clean) and meld.kind is not DEUCE:
            probe = next((card for card in self.hand if self.rules.is_wild(card)), None)
            if probe is not None and not self.wild_allowed(meld, probe):
                return 0
        return room

    def canastas(self) -> int:
        """Complete melds (canastas, complete golden suits): what going out needs."""
        rules = self.rules
        return sum(1 for meld in self.table if meld.kind.is_complete(rules, meld.cards))

    def canastas_short(self, more: Sequence[str] = ()) -> int:
        """How many more canastas the side must complete to go out, the kinds the rules ask
        counted (`more`: kinds about to be completed): the engine's answer (canasta_kinds)."""
        return canastas_short(self.rules, self.players, self.table, more)

    def ready_to_go_out(self) -> bool:
        """Whether the side has the canastas going out needs, and no incomplete meld that
        keeps it from going out."""
        return self.canastas_short() == 0 and incomplete_block_problem(self.rules, self.table) is None

    def melds_legal(self) -> bool:
        rules = self.rules
        return all(meld.kind.problem(rules, meld.key, meld.cards) is None for meld in self.table)

    def risky_pure(self, rank: str) -> bool:
        """Whether a new meld of `rank` would be pure and cost points left incomplete."""
        rules = self.rules
        return rank in rules.pure_ranks and f"{PURE_PREFIX}{rank}" in dict(rules.incomplete_meld_penalty)

    def can_start_group(self, naturals: list[Card]) -> bool:
        """Whether these naturals of one rank can begin a group on their own."""
        if naturals[0].rank in self.limits.dead:
            return False
        cards = self._group_order(naturals)
        return GROUP.problem(self.rules, naturals[0].rank, cards, new=True) is None

    def pair_start(self, pair: Sequence[Card], wilds: Sequence[Card]) -> tuple[Card, ...] | None:
        """The pair and the fewest of `wilds` (in their order) that begin a group, or None."""
        rules = self.rules
        extra = max(rules.meld_min_cards - len(pair), 0)
        if extra > len(wilds):
            return None
        cards = (*pair, *wilds[:extra])
        if self.limits.apply and (pair[0].rank in self.limits.dead or wild_limit_problem(
                rules, self.table, self.limits.opening, GROUP, pair[0].rank, (), cards) is not None):
            return None
        return cards if GROUP.problem(rules, pair[0].rank, cards, new=True) is None else None

    def start_room(self, cards: tuple[Card, ...]) -> int:
        """Wild cards a new group of `cards` could still take."""
        return wild_room(self.rules, Meld(0, GROUP, cards[0].rank, list(cards)))

    def hand_points(self) -> int:
        return sum(map(self.rules.value_of, self.hand))

    # ------------------------------------------------------------ changing

    def place(self, cards: tuple[Card, ...], meld: Meld | None) -> Meld:
        """Put `cards` onto `meld`, or (None) start a new meld of them."""
        for card in cards:
            self.hand.remove(card)
            self.points += self.rules.value_of(card)
            if self.rules.is_wild(card) and self.wild_budget is not None:
                self.wild_budget -= 1
        if meld is None:
            found = kind_of_new_meld(self.rules, cards)
            assert found is not None, f"no kind of meld takes {cards}"
            self.actions.append(Action("meld", cards))
            return self.table.start(found[0], found[1], cards)
        self.actions.append(Action("meld", cards, meld.id))
        meld.cards.extend(cards)
        return meld

    def lay_red_threes(self) -> None:
        """Lay out the threes kept in hand (red threes; every three, where all are laid out;
        never dead threes: they stay until discarded)."""
        meldable = self.rules.card_kinds.meldable
        for card in [card for card in self.hand
                     if (card.is_red_three and meldable[card.code]) or laid_out_three(self.rules, card)]:
            self.hand.remove(card)
            self.actions.append(Action("meld", (card,)))

    def add(self, card: Card) -> None:
        """One natural card onto the side's group of its rank."""
        self.place((card,), self.group(card.rank))

    def add_wild(self, wild: Card, meld: Meld) -> None:
        self.place((wild,), meld)

    def new_row(self, naturals: list[Card], wilds: list[Card] | None = None) -> None:
        """A new group: the engine's smallest meld first, then the rest card by card."""
        wilds = wilds or []
        size = self.rules.meld_min_cards
        naturals = self._group_order(naturals)
        limit = self.rules.meld_max_cards
        if limit is not None:
            wilds = wilds[:max(limit - len(naturals), 0)]
        first_naturals = list(naturals[:size])
        first_wilds = list(wilds[:max(size - len(first_naturals), 0)])
        meld = self.place(tuple(first_naturals + first_wilds), None)
        for card in naturals[len(first_naturals):]:
            self.place((card,), meld)
        for wild in wilds[len(first_wilds):]:
            self.add_wild(wild, meld)

    def _group_order(self, naturals: list[Card]) -> list[Card]:
        """The naturals a new group lays, in the order it lays them: as many suits first as
        there are (where a new meld needs different suits), no more than a meld holds."""
        if self.rules.new_meld_distinct_suits:
            naturals = suits_first(naturals)
        limit = self.rules.meld_max_cards
        return naturals[:limit] if limit is not None else naturals

    def add_singles(self, keep: int) -> None:
        """Naturals of ranks the side has groups of go onto them, keeping `keep` cards in hand."""
        for card in [card for card in self.hand if self.rules.is_natural(card)]:
            if len(self.hand) <= keep:
                return
            meld = self.group(card.rank)
            if meld is not None and fits(self.rules, meld, card) and card.rank not in self.limits.dead:
                self.add(card)

    def meld_groups(self, keep: int, smallest: int | None = None, spare_short: bool = True) -> None:
        """New groups of natural cards only (three or more of a rank), keeping `keep` cards.
        With `spare_short`, no pure group that costs points left short (Modern American
        Sevens and Aces) without the cards in sight to complete it."""
        smallest = smallest or self.rules.meld_min_cards
        for rank, cards in sorted(self.naturals_by_rank().items(), key=lambda item: -len(item[1])):
            if self.group(rank) is not None or len(cards) < smallest or not self.can_start_group(cards):
                continue
            if spare_short and len(cards) + self.partners_known.get(rank, 0) < PURE_MELD and self.risky_pure(rank):
                continue  # a meld of pure Sevens left short costs far more than it earns
            if len(self.hand) - len(cards) < keep:
                continue
            self.new_row(cards)

    def meld_other_kinds(self, spare_short: bool = False) -> None:
        """Melds of the kinds other than groups (a golden suit, runs): the new melds each
        kind offers from the naturals in hand, then every natural that joins one. Wild
        cards are kept for the groups (see wild_placement.py). With `spare_short`, no new
        meld that the hand cannot make long enough to escape the short-meld penalty
        (Brazilian: a run of three or four costs 1000 when the hand ends)."""
        rules = self.rules
        for kind in rules.kinds:
            if kind is GROUP or (kind is WILD and not self.limits.wild_meld_worth(self)):
                continue
            while not (kind.unique(rules) and self.table.has(kind)):
                naturals = [card for card in self.hand if not rules.is_wild(card) or self._own(kind, card)]
                if kind is DEUCE and sum(1 for card in naturals if card.rank == TWO) < DEUCE_START:
                    break
                starts = [cards for cards, meld_id in kind.offers(rules, naturals, self.table) if meld_id is None]
                shortest = short_length(rules, kind) if spare_short else 0
                if shortest:
                    starts = [start for start in starts if self._filled_length(kind, start) >= shortest]
                if not starts:
                    break
                # Each new meld takes what joins it before the next starts: one run of
                # seven, not three short runs of the same cards.
                self._fill(kind, self.place(starts[0], None))
            for meld in [meld for meld in self.table if meld.kind is kind]:
                self._fill(kind, meld)

    def wild_meld(self, keep: int, free_start: int | None = None) -> None:
        """Wild cards into the side's wild meld, where an incomplete one costs points and
        wild cards have few other places (Modern American: only in the first-meld turn or
        on a meld of five naturals): started with most of its seven cards in hand
        (`Limits.wild_meld_worth`), then fed with every wild card while `keep` cards stay.
        Where an incomplete wild meld costs nothing (Chilean, Cuban), one is started with
        `free_start` wild cards in hand (None: never) and fed alike."""
        rules = self.rules
        if WILD not in rules.kinds or not (self.limits.wild_penalty or free_start is not None):
            return
        meld = next((meld for meld in self.table if meld.kind is WILD), None)
        wilds = sorted((card for card in self.hand if rules.is_wild(card)), key=rules.value_of)
        if meld is None:
            if self.limits.wild_penalty:
                worth = self.limits.wild_meld_worth(self)
            else:
                worth = free_start is not None and len(wilds) >= free_start
            if not worth or len(self.hand) - keep < WILD_MIN:
                return
            meld = self.place(tuple(wilds[:WILD_MIN]), None)
            wilds = wilds[WILD_MIN:]
        for wild in wilds:
            if len(self.hand) <= keep or not fits(rules, meld, wild):
                return
            self.place((wild,), meld)

    def _filled_length(self, kind: MeldKind, start: tuple[Card, ...]) -> int:
        """The cards a new meld of `start` would hold once every card in hand that joins it has."""
        trial = self.copy()
        meld = trial.place(start, None)
        trial._fill(kind, meld)
        return len(meld.cards)

    def _fill(self, kind: MeldKind, meld: Meld) -> None:
        """Every card in hand that joins `meld` (of `kind`), in turn, while any does."""
        rules = self.rules
        placed = True
        while placed:
            placed = False
            for card in [card for card in self.hand if not rules.is_wild(card) or self._own(kind, card)]:
                if fits(rules, meld, card):
                    self.place((card,), meld)
                    placed = True

    def extend_going_out(self) -> None:
        """Naturals onto the ends of complete melds that a player going out may lengthen
        (an escalera, with `sequence_extend_going_out`): only for a plan that goes out."""
        rules = self.rules
        placed = True
        while placed:
            placed = False
            for meld in list(self.table):
                for card in [card for card in self.hand if rules.is_natural(card)]:
                    if meld.kind.extends_going_out(rules, meld.key, meld.cards, card):
                        self.place((card,), meld)
                        placed = True

    @staticmethod
    def _own(kind: object, card: Card) -> bool:
        """Whether a wild card is one of the kind's own naturals (a two in a meld of Twos)."""
        return kind is DEUCE and card.rank == TWO
