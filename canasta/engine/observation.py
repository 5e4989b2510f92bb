"""What one seat may know of the game, and games dealt to fit it.

Computer players get an `Observation`, never the `GameState`: their own hand, every
table, the discards (all were shown face up), the number of cards in the stock and in
each hand, and the cards they saw each player take from the pile. `determinize()`
deals the cards the seat cannot see at random, consistently with what it saw, so a
player can search ahead with `clone()` and `apply()` without peeking.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .actions import Action
from .cards import Card
from .rules import Rules
from .scoring import HandResult

if TYPE_CHECKING:
    from .state import GameState, Phase, Taking


@dataclass(frozen=True)
class Observation:
    seat: int
    rules: Rules
    players: int
    partnerships: bool
    phase: Phase
    current: int
    hand_number: int
    dealer: int
    first_player: int
    scores: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]         # cards seen going into each seat's hand, still there
    thrown: tuple[tuple[Card, ...], ...]        # each seat's discards since it last took the pile
    passed: tuple[tuple[Card, ...], ...]        # pile tops each seat drew over since it last took the pile
    tables: tuple[dict[str, tuple[Card, ...]], ...]
    red_threes: tuple[tuple[Card, ...], ...]
    treasure_pots: tuple[tuple[Card, ...], ...]
    opened: tuple[bool, ...]
    opener: tuple[int | None, ...]
    opener_waiting: tuple[bool, ...]
    penalties: tuple[int, ...]
    pile: tuple[Card, ...]                      # bottom to top; every discard was shown face up
    pickup: tuple[Card, ...]                    # a picked-up pile waiting for the discard (Kanastic)
    blocked_by: int | None
    pile_untakeable: bool
    out_with_wild: bool
    opening: bool
    took_top_only: bool
    stock_size: int
    stock_turned: int
    deck_size: int
    turn_moves: tuple[tuple[str, tuple[Card, ...]], ...]
    locked: int
    taking: Taking | None
    took_pile: bool
    put_back: bool
    asked: bool
    permission: bool | None
    asker: int | None
    hand_results: tuple[HandResult, ...]
    legal_actions: tuple[Action, ...]           # empty unless it is this seat's move

    @property
    def side(self) -> int:
        return self.side_of(self.seat)

    @property
    def sides(self) -> int:
        return 2 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    @property
    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def unseen_cards(self) -> list[Card]:
        """The cards this seat cannot see: in the stock and in other hands (less those known)."""
        remaining = Counter(self.rules.deck_spec.cards(self.players))
        seen: list[Card] = list(self.hand) + list(self.pile) + list(self.pickup)
        for table in self.tables:
            for row in table.values():
                seen.extend(row)
        for threes in self.red_threes:
            seen.extend(threes)
        for pots in self.treasure_pots:
            seen.extend(pots)
        for seat, cards in enumerate(self.known):
            if seat != self.seat:
                seen.extend(cards)
        remaining.subtract(Counter(seen))
        return [card for card, count in sorted(remaining.items(), key=lambda item: str(item[0]))
                for _ in range(max(count, 0))]


def observe(state: GameState, seat: int) -> Observation:
    from .state import Phase  # here, not at the top: state.py imports this module

    mine = state.phase in (Phase.DRAW, Phase.PLAY, Phase.ASK, Phase.HAND_OVER) and state.current == seat
    return Observation(
        seat=seat, rules=state.rules, players=state.players, partnerships=state.partnerships,
        phase=state.phase, current=state.current, hand_number=state.hand_number, dealer=state.dealer,
        first_player=state.first_player, scores=tuple(state.scores),
        hand=tuple(state.hands[seat]), hand_sizes=tuple(len(hand) for hand in state.hands),
        known=tuple(tuple(cards) for cards in state.known),
        thrown=tuple(tuple(cards) for cards in state.thrown),
        passed=tuple(tuple(cards) for cards in state.passed),
        tables=tuple({rank: tuple(row) for rank, row in table.items()} for table in state.tables),
        red_threes=tuple(tuple(threes) for threes in state.red_threes),
        treasure_pots=tuple(tuple(pots) for pots in state.treasure_pots), opened=tuple(state.opened),
        opener=tuple(state.opener), opener_waiting=tuple(state.opener_waiting),
        pickup=tuple(state.pickup), blocked_by=state.blocked_by, pile_untakeable=state.pile_untakeable,
        out_with_wild=state.out_with_wild, opening=state.opening, took_top_only=state.took_top_only,
        penalties=tuple(state.penalties), pile=tuple(state.pile), stock_size=len(state.stock),
        stock_turned=state.stock_turned, deck_size=state.deck_size,
        turn_moves=tuple(state.turn_moves), locked=state.locked, taking=state.taking,
        took_pile=state.took_pile, put_back=state.put_back, asked=state.asked,
        permission=state.permission, asker=state.asker, hand_results=tuple(state.hand_results),
        legal_actions=tuple(state.legal_actions()) if mine else (),
    )


def determinize(observation: Observation, rng: random.Random,
                weight: Callable[[Card, int], float] | None = None) -> GameState:
    """A whole game state that fits everything `observation` shows, with the unseen
    cards dealt at random to the other hands and the stock. With `weight`, each other
    seat's unseen cards are drawn in proportion to `weight(card, seat)` (a card of
    weight 0 only when nothing else is left), the rest going to the stock."""
    from .state import GameState

    obs = observation
    unseen = obs.unseen_cards()
    rng.shuffle(unseen)
    state = GameState.__new__(GameState)
    state.rules = obs.rules
    state.players = obs.players
    state.partnerships = obs.partnerships
    state.sides = obs.sides
    state.seed = rng.randrange(2**31)  # later hands are dealt from a seed this seat never saw
    state.scores = list(obs.scores)
    state.hand_number = obs.hand_number
    state.dealer = obs.dealer
    state.first_player = obs.first_player
    state.hand_results = list(obs.hand_results)
    state.deck_size = obs.deck_size
    hands = []
    for seat in range(obs.players):
        if seat == obs.seat:
            hands.append(list(obs.hand))
            continue
        known = list(obs.known[seat])
        missing = max(obs.hand_sizes[seat] - len(known), 0)
        if weight is None:
            hands.append(known + [unseen.pop() for _ in range(min(missing, len(unseen)))])
        else:
            hands.append(known + _draw_weighted(unseen, missing, lambda card: weight(card, seat), rng))
    state.hands = hands
    state.stock = unseen[:obs.stock_size]
    state.pile = list(obs.pile)
    state.tables = [{rank: list(row) for rank, row in table.items()} for table in obs.tables]
    state.red_threes = [list(threes) for threes in obs.red_threes]
    state.treasure_pots = [list(pots) for pots in obs.treasure_pots]
    state.opened = list(obs.opened)
    state.opener = list(obs.opener)
    state.opener_waiting = list(obs.opener_waiting)
    state.pickup = list(obs.pickup)
    state.blocked_by = obs.blocked_by
    state.pile_untakeable = obs.pile_untakeable
    state.out_with_wild = obs.out_with_wild
    state.opening = obs.opening
    state.took_top_only = obs.took_top_only
    state.penalties = list(obs.penalties)
    state.known = [list(cards) for cards in obs.known]
    state.thrown = [list(cards) for cards in obs.thrown]
    state.passed = [list(cards) for cards in obs.passed]
    state.went_out = None
    state.concealed = False
    state.stock_turned = obs.stock_turned
    state.current = obs.current
    state.phase = obs.phase
    state.turn_moves = list(obs.turn_moves)
    state.locked = obs.locked
    state.taking = obs.taking
    state.took_pile = obs.took_pile
    state.put_back = obs.put_back
    state.asked = obs.asked
    state.permission = obs.permission
    state.asker = obs.asker
    state._legal_cache = None
    state._endings_known = {}
    return state


def _draw_weighted(cards: list[Card], count: int, weight: Callable[[Card], float], rng: random.Random) -> list[Card]:
    """Take `count` cards out of `cards`, each drawn in proportion to its weight: the
    cards with the largest keys u ** (1 / weight) (weighted sampling without replacement)."""
    keys = [(rng.random() ** (1.0 / w) if (w := weight(card)) > 0 else -rng.random(), index)
            for index, card in enumerate(cards)]
    chosen = sorted((index for _, index in sorted(keys, reverse=True)[:count]), reverse=True)
    drawn = [cards[index] for index in chosen]
    for index in chosen:
        del cards[index]
    return drawn
