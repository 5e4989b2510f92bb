"""The state of a game of Canasta and the one place that decides what is legal.

A turn is played the way Canasta for Windows played it: the player draws (or takes
the pile), places cards on the table one by one or in groups, may take placed cards
back (`undo`), and the turn is checked as a whole when it ends (a discard, going
out, or passing the discard). A refused end of turn says which rule failed and the
turn goes on.

`legal_actions()` lists every distinct move: single cards onto rows the side has,
new rows of three cards, wild cards onto rows, discards and the other ends of turn.
Staging moves that leave a row short for a while (one Seven alone on the table) are
accepted by `play()` too, as the table lets a player click one card at a time; the
end of the turn checks the result. `explain(action)` is the single judge of both.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from .actions import (ASK, DEAL, DRAW, NO, OUT, PASS, PUTBACK, STOP, TAKE, TURN, UNDO, YES, Action)
from .cards import RANK_NAMES, RANK_PLURALS, TREASURE_POT, Card, deck_for, shuffled
from .errors import IllegalActionError
from .observation import Observation, observe
from .position import position_from_text, position_to_text
from .melds import (BLACK_THREES, GOLDEN_SUIT, count_wild, golden_suit_fits, is_canasta, is_complete,
                    row_problem, wild_room)
from .rules import Rules
from .scoring import HandResult, score_hand


class Phase(str, Enum):
    DRAW = "draw"            # the current player draws, takes the pile, or (stock empty) stops or turns the pile
    PLAY = "play"            # the current player melds and ends the turn
    ASK = "ask"              # the current player is the partner answering "May I go out?"
    HAND_OVER = "hand_over"  # the hand is scored; `deal` starts the next
    GAME_OVER = "game_over"


@dataclass
class Taking:
    """The pile's top card was taken and waits for the cards that make it a meld."""

    top: Card
    frozen: bool          # the top card needs a natural pair from the hand
    onto_existing: bool   # the side already had a legal row of the top card's rank
    # "pile": the rest of the pile goes into the hand at once (standard rules);
    # "top": only the top card was taken, the pile stays (Kanastic, side not melded);
    # "pickup": the rest waits beside the player until the discard (Kanastic).
    mode: str = "pile"


def deal_rng(seed: int, hand_number: int, renewal: int = 0) -> random.Random:
    """The generator that shuffles hand `hand_number` (and its later stock renewals).

    Derived from the game's seed alone, so a state carries no generator and clones
    and replays shuffle exactly alike."""
    return random.Random(f"canasta/{seed}/{hand_number}/{renewal}")


class GameState:
    """A whole game: the current hand, the scores so far, and whose move it is."""

    def __init__(self, rules: Rules, players: int, seed: int = 0, dealer: int | None = None,
                 deck: list[Card] | None = None, scores: list[int] | None = None, hand_number: int = 1):
        if players not in (2, 3, 4):
            raise ValueError("Canasta is played by 2, 3 or 4 players.")
        self.rules = rules
        self.players = players
        self.seed = seed
        self.partnerships = rules.uses_partnerships(players)
        self.sides = 2 if self.partnerships else players
        self.scores = list(scores) if scores is not None else [0] * self.sides
        self.hand_number = hand_number
        self.dealer = dealer if dealer is not None else players - 1
        self.hand_results: list[HandResult] = []
        self._deal(deck)

    # ------------------------------------------------------------------ set-up

    def _deal(self, deck: list[Card] | None = None) -> None:
        rules, n = self.rules, self.players
        if deck is None:
            deck = shuffled(deck_for(rules.deck), deal_rng(self.seed, self.hand_number))
        else:
            deck = list(deck)
        self.deck_size = len(deck)
        self.stock: list[Card] = list(reversed(deck))  # the first card of `deck` is dealt first
        self.pile: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.tables: list[dict[str, list[Card]]] = [{} for _ in range(self.sides)]
        self.red_threes: list[list[Card]] = [[] for _ in range(self.sides)]
        self.treasure_pots: list[list[Card]] = [[] for _ in range(self.sides)]
        self.pickup: list[Card] = []           # a picked-up pile waiting for the discard (Kanastic)
        self.blocked_by: int | None = None     # the seat whose discard blocks the pile until its next turn
        self.pile_untakeable = False           # the opening discard may not be taken
        self.opener: list[int | None] = [None] * self.sides  # who made each side's first meld
        self.opener_waiting = [False] * self.sides  # ... and has not begun another turn since
        self.out_with_wild = False
        self.opened = [False] * self.sides
        self.penalties = [0] * self.sides
        self.known: list[list[Card]] = [[] for _ in range(n)]
        self.went_out: int | None = None
        self.concealed = False
        self.stock_turned = 0
        self.first_player = 0 if rules.first_player == "first_seat" else (self.dealer + 1) % n
        size = rules.hand_size[n]
        for _ in range(size):
            for offset in range(n):
                seat = (self.first_player + offset) % n
                if self.stock:
                    self.hands[seat].append(self.stock.pop())
        if rules.opening_discard and self.stock:
            self.hands[self.first_player].append(self.stock.pop())
        for offset in range(n):
            seat = (self.first_player + offset) % n
            self._set_aside_bonus_cards(seat)
        if not rules.opening_discard:
            while self.stock:
                card = self.stock.pop()
                self.pile.append(card)
                if not (card.is_wild or card.is_red_three):
                    break
        self.current = self.first_player
        self.phase = Phase.DRAW
        self._new_turn()
        if rules.opening_discard:
            self.phase = Phase.PLAY
            self.opening = True

    def _set_aside_bonus_cards(self, seat: int) -> None:
        """Red threes and Treasure Pots dealt are laid out at once and replaced from the stock."""
        hand, side = self.hands[seat], self.side_of(seat)
        while True:
            bonus = [card for card in hand if card.is_red_three or card.rank == TREASURE_POT]
            if not bonus or not self.stock:
                return
            for card in bonus:
                hand.remove(card)
                (self.red_threes if card.is_red_three else self.treasure_pots)[side].append(card)
                if self.stock:
                    hand.append(self.stock.pop())

    def _new_turn(self) -> None:
        self.turn_moves: list[tuple[str, tuple[Card, ...]]] = []
        self.locked = 0
        self.taking: Taking | None = None
        self.opening = False
        self.took_pile = False
        self.took_top_only = False
        self.put_back = False
        self.asked = False
        self.permission: bool | None = None
        self.asker: int | None = None
        self._legal_cache: list[Action] | None = None

    # ------------------------------------------------------------ basic facts

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def seats_of(self, side: int) -> list[int]:
        return [seat for seat in range(self.players) if self.side_of(seat) == side]

    def partner_of(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.partnerships else None

    def current_player(self) -> int:
        return self.current

    def is_terminal(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def hand_over(self) -> bool:
        return self.phase in (Phase.HAND_OVER, Phase.GAME_OVER)

    def returns(self) -> list[float]:
        """For each seat: its side's total minus the best other side's total."""
        result = []
        for seat in range(self.players):
            side = self.side_of(seat)
            best_other = max(score for other, score in enumerate(self.scores) if other != side)
            result.append(float(self.scores[side] - best_other))
        return result

    def winner(self) -> int | None:
        """The winning side once the game is over."""
        if self.phase != Phase.GAME_OVER:
            return None
        return max(range(self.sides), key=lambda side: self.scores[side])

    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def pile_has_freezer(self) -> bool:
        rules = self.rules
        for card in self.pile:
            if (card.is_wild and rules.wild_freezes_pile) or (card.is_red_three and rules.red_three_freezes_pile):
                return True
        return False

    def pile_frozen_for(self, side: int) -> bool:
        """Whether taking the pile needs a natural pair of the top card's rank from the hand."""
        if self.rules.pile_frozen_before_side_melds and not self.opened[side]:
            return True
        return self.pile_has_freezer()

    def canastas(self, side: int) -> int:
        """Canastas (and complete golden suits) the side has on the table."""
        rules = self.rules
        return sum(1 for rank, row in self.tables[side].items() if is_complete(rules, rank, row))

    def canastas_needed(self) -> int:
        return self.rules.canastas_to_go_out[self.players]

    def minimum_meld(self, side: int) -> int:
        """Points the side's first meld of this hand must reach."""
        return self.rules.minimum_for(self.scores[side]).points

    def turn_points(self) -> int:
        """Points of the cards placed on the table this turn (the pile's top card included)."""
        value = self.rules.value_of
        return sum(value(card) for _, cards in self.turn_moves for card in cards)

    def first_meld_need(self, side: int) -> int:
        """Points this turn's melds must reach when they are the side's first of the hand:
        the minimum, plus the taken top card's value when the rules say it does not count."""
        need = self.minimum_meld(side)
        if self.took_pile and not self.rules.top_card_counts_for_initial_meld and self.turn_moves:
            need += self.rules.value_of(self.turn_moves[0][1][0])
        return need

    def table_points(self, side: int) -> int:
        value = self.rules.value_of
        return sum(value(card) for row in self.tables[side].values() for card in row)

    def card_count(self) -> int:
        return (len(self.stock) + len(self.pile) + len(self.pickup) + sum(map(len, self.hands))
                + sum(len(row) for table in self.tables for row in table.values())
                + sum(map(len, self.red_threes)) + sum(map(len, self.treasure_pots)))

    # ------------------------------------------------------------- legality

    def legal_actions(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self._generate_actions()
        return list(self._legal_cache)

    def is_legal(self, action: Action) -> bool:
        return self.explain(action) is None

    def explain(self, action: Action) -> str | None:
        """Why `action` is not allowed now, in words a player understands; None if it is."""
        phase, kind = self.phase, action.kind
        if phase == Phase.GAME_OVER:
            return "The game is over."
        if phase == Phase.HAND_OVER:
            return None if kind == "deal" else "The hand is over: deal the next hand."
        if kind == "deal":
            return "The hand is still being played."
        if phase == Phase.ASK:
            if kind in ("yes", "no"):
                return None
            return "Your partner asked \"May I go out?\": answer yes or no."
        if kind in ("yes", "no"):
            return "Nobody asked to go out."
        if phase == Phase.DRAW:
            return self._explain_draw_phase(action)
        return self._explain_play_phase(action)

    def _explain_draw_phase(self, action: Action) -> str | None:
        kind = action.kind
        if kind == "draw":
            if not self.stock and not self._renews_stock():
                return "The stock is empty."
            return None
        if kind == "take":
            return self._take_problem()
        if kind == "stop":
            if self.stock or self._renews_stock():
                return "Draw a card or take the pile."
            return self._stop_problem()
        if kind == "turn":
            if self.stock:
                return "The stock still has cards."
            if self.rules.stock_exhausted != "choice":
                return "These rules do not let the pile be turned over as a new stock."
            if not self.pile:
                return "The pile is empty."
            return None
        if kind in ("meld", "discard", "out", "pass", "ask", "undo", "putback"):
            return "First draw a card from the stock or take the pile." if self.stock else \
                "The stock is empty: take the pile or end the hand."
        return f"'{action}' is not an action here."

    def _renews_stock(self) -> bool:
        """Whether an empty stock is renewed from the pile (Kanastic) when a card is drawn."""
        rules = self.rules
        if rules.stock_exhausted != "reshuffle" or not self.pile:
            return False
        return rules.max_stock_renewals is None or self.stock_turned < rules.max_stock_renewals

    def _stop_problem(self) -> str | None:
        if self.rules.stock_exhausted == "end" and self._take_problem() is None and self._must_take():
            return "The stock is empty and the discard fits one of your melds: you must take it."
        return None

    def _must_take(self) -> bool:
        """Classic rules after the stock runs out: a discard that fits a meld must be taken."""
        top = self.pile_top()
        side = self.side_of(self.current)
        return (top is not None and not self.pile_frozen_for(side) and top.rank in self.tables[side]
                and self._may_add_top_to_row(side, top.rank))

    def _may_add_top_to_row(self, side: int, rank: str) -> bool:
        rules = self.rules
        row = self.tables[side][rank]
        if not rules.pile_top_to_existing_meld:
            return False
        return rules.pile_top_to_canasta or not is_canasta(rules, row)

    def _take_problem(self) -> str | None:
        rules = self.rules
        top = self.pile_top()
        if top is None:
            return "The pile is empty."
        if self.put_back:
            return "You put the pile back this turn: draw from the stock."
        if rules.pile_taking == "kanastic":
            return self._kanastic_take_problem(top)
        if top.is_wild:
            return "The pile cannot be taken while a wild card is on top."
        if top.is_black_three:
            return "The pile cannot be taken while a black three is on top."
        if top.is_red_three:
            return "The pile cannot be taken while a red three is on top."
        seat, side = self.current, self.side_of(self.current)
        hand = self.hands[seat]
        rank = top.rank
        naturals = sum(1 for card in hand if card.rank == rank)
        wilds = sum(1 for card in hand if card.is_wild)
        frozen = self.pile_frozen_for(side)
        rest = len(self.pile) - 1
        name = RANK_PLURALS[rank]
        if frozen:
            if naturals < 2:
                why = "the pile is frozen" if self.pile_has_freezer() else "your side has not melded yet"
                return f"To take the pile now ({why}) you need two natural {name} in your hand."
            used = 2
        elif rank in self.tables[side] and self._may_add_top_to_row(side, rank):
            used = 0
        elif rank in self.tables[side]:
            return f"The top card cannot go on your canasta of {name} under these rules."
        elif naturals >= 2 or (naturals >= 1 and wilds >= 1 and self._one_wild_row_ok()):
            used = 2
        else:
            return f"To take the pile you need two {name}, or a {RANK_NAMES[rank]} and a wild card, in your hand."
        if not self.opened[side]:
            need = self.minimum_meld(side)
            if not rules.top_card_counts_for_initial_meld:
                need += rules.value_of(top)  # "you must add the value of the top card to the minimum needed"
            best, used = self._best_opening(hand, top, frozen)
            if best < need:
                return (f"Your first meld needs {need} points: with the top card you can reach only {best}.")
        left = len(hand) - used + rest
        if left < 2 and not self._can_end_with(side, left):
            return "You would have no card left to discard after taking the pile."
        return None

    def _kanastic_take_problem(self, top: Card) -> str | None:
        """Kanastic: a side that has not melded may take the top card alone for its first
        meld; a side that has melded may pick up the whole pile, on conditions."""
        rules = self.rules
        if self.pile_untakeable:
            return "The first card of the hand may not be taken."
        if self.blocked_by is not None:
            return "The pile is blocked until the player who blocked it begins another turn."
        if not top.is_natural:
            return f"The pile cannot be taken while a {top.name} is on top."
        seat, side = self.current, self.side_of(self.current)
        hand = self.hands[seat]
        name = RANK_PLURALS[top.rank]
        suits = {card.suit_colour for card in hand if card.rank == top.rank and card.is_natural}
        suits.discard(top.suit_colour)
        if len(suits) < 2:
            return (f"To take the top card you need two natural {name} in your hand, "
                    f"of two other suits than the top card.")
        if not self.opened[side]:
            return None
        if top.rank in self.tables[side]:
            return (f"Your side already has a meld of {name}: to pick up the pile, "
                    f"the top card must start a new meld.")
        opener = self.opener[side]
        if self.opener_waiting[side] and opener is not None and opener != seat:
            return ("Your partner made your side's first meld: you may pick up the pile "
                    "once your partner has begun another turn.")
        if len(hand) < rules.pickup_min_hand:
            return f"You need at least {rules.pickup_min_hand} cards in your hand to pick up the pile."
        if len(self.stock) < rules.pickup_min_stock:
            return f"The pile can be picked up only while the stock holds at least {rules.pickup_min_stock} cards."
        return None

    def _can_end_with(self, side: int, cards_left: int) -> bool:
        if self.canastas(side) >= self.canastas_needed():
            return True
        return cards_left == 1 and self.rules.pass_discard

    def _one_wild_row_ok(self) -> bool:
        rules = self.rules
        return (rules.meld_min_naturals <= 2 and (rules.meld_max_wild is None or rules.meld_max_wild >= 1))

    def _best_opening(self, hand: list[Card], top: Card, frozen: bool) -> tuple[int, int]:
        """The most points a first meld built on the pile's top card can reach, and how
        many hand cards that meld uses."""
        rules = self.rules
        size, min_natural = rules.meld_min_cards, rules.meld_min_naturals

        def capacity(natural: int) -> int:
            cap = 99 if rules.meld_max_wild is None else rules.meld_max_wild
            return cap if rules.wild_may_outnumber_naturals else min(cap, natural)

        by_rank: dict[str, list[Card]] = {}
        wild_values: list[int] = []
        for card in hand:
            if card.is_wild:
                wild_values.append(rules.value_of(card))
            elif card.is_natural:
                by_rank.setdefault(card.rank, []).append(card)
        wild_values.sort(reverse=True)
        top_row = by_rank.pop(top.rank, [])
        top_natural = len(top_row) + 1
        top_wild = max(size - top_natural, 0)
        if top_wild and (frozen or top_natural < min_natural or top_wild > capacity(top_natural)):
            return 0, 0
        points = sum(rules.value_of(card) for card in top_row) + rules.value_of(top)
        used = len(top_row)
        free = capacity(top_natural) - top_wild
        short_rows = []
        for cards in by_rank.values():
            natural = len(cards)
            if natural < min_natural:
                continue
            value = sum(rules.value_of(card) for card in cards)
            if natural >= size:
                points += value
                used += natural
                free += capacity(natural)
            elif size - natural <= capacity(natural):
                short_rows.append((value, natural))
        short_rows.sort(reverse=True)
        best, best_used = -1, 0
        for count in range(len(short_rows) + 1):
            chosen = short_rows[:count]
            wild_needed = top_wild + sum(size - natural for _, natural in chosen)
            if wild_needed > len(wild_values):
                break
            room = free + sum(capacity(natural) - (size - natural) for _, natural in chosen)
            placed = min(len(wild_values), wild_needed + max(room, 0))
            total = points + sum(value for value, _ in chosen) + sum(wild_values[:placed])
            if total > best:
                best = total
                best_used = used + sum(natural for _, natural in chosen) + placed
        return max(best, 0), best_used

    def _explain_play_phase(self, action: Action) -> str | None:
        kind = action.kind
        if self.opening:
            if kind != "discard":
                return "Open the hand by discarding a card."
            if action.card not in self.hands[self.current]:
                return f"You do not hold the {action.card.name}."
            return None
        if kind in ("draw", "take", "stop", "turn"):
            return "You have already drawn this turn: meld, then discard to end your turn."
        if kind == "meld":
            return self._meld_problem(action)
        if kind == "undo":
            if len(self.turn_moves) <= self.locked:
                if self.taking is not None and self.rules.put_back_penalty is not None:
                    return "There is nothing to take back: click the pile to put its top card back."
                return "There is nothing to take back this turn."
            return None
        if kind == "putback":
            if self.taking is None and not self.took_top_only:
                return "You have not taken the pile." if not self.took_pile else \
                    "You have taken the pile already: it cannot go back now."
            if self.rules.put_back_penalty is None:
                return "These rules do not let you put the pile back."
            return None
        if kind == "ask":
            return self._ask_problem()
        if kind == "discard":
            card = action.card
            hand = self.hands[self.current]
            if card not in hand:
                return f"You do not hold the {card.name}."
            if card.is_red_three and not self.rules.red_three_discard_allowed:
                return "A red three cannot be discarded."
            going_out = len(hand) == 1 and not self.pickup
            return self._end_problem(going_out)
        if kind == "out":
            if self.hands[self.current]:
                return "You still hold cards: meld them or discard one."
            if self.rules.going_out_needs_discard:
                return "To go out you must discard your last card: take a card back into your hand."
            return self._end_problem(True)
        if kind == "pass":
            if not self.rules.pass_discard:
                return "These rules do not let you pass the discard."
            if len(self.hands[self.current]) != 1:
                return "You may pass the discard only with one card left."
            side = self.side_of(self.current)
            if self.canastas(side) >= self.canastas_needed():
                return "You have the canastas to go out: discard your last card."
            return self._end_problem(False)
        return f"'{action}' is not an action here."

    def _meld_problem(self, action: Action) -> str | None:
        hand = self.hands[self.current]
        remaining = list(hand)
        for card in action.cards:
            if card not in remaining:
                return f"You do not hold the {card.name}." if card in hand else \
                    f"You do not hold that many {RANK_PLURALS[card.rank]}."
            remaining.remove(card)
        if any(card.is_red_three for card in action.cards):
            if len(action.cards) == 1 and action.rank is None:
                return None  # a red three kept in hand is laid out
            return "A red three is laid out on its own."
        for card in action.cards:
            if card.rank in ("SH", "TP"):
                return f"A {card.name} is never melded."
        rank = self._meld_rank(action)
        if rank is None:
            return "Say which row the wild card goes on (drag it onto the row)."
        if rank == GOLDEN_SUIT:
            if not self.rules.golden_suit:
                return "These rules have no golden suits."
            if any(not (card.is_gold or card.rank == "AR") for card in action.cards):
                return "Only gold cards, and Artifacts standing in, go in a golden suit."
        elif rank not in ("3",) and any(card.is_natural and card.rank != rank for card in action.cards):
            return "All the cards of a meld must be of one rank (wild cards aside)."
        if rank == "3" and any(not (card.is_black_three or card.is_wild) for card in action.cards):
            return "Only black threes go in a row of black threes."
        if rank != "3" and any(card.is_black_three for card in action.cards):
            return "Black threes can only be melded together, by a player going out."
        side = self.side_of(self.current)
        if all(card.is_wild for card in action.cards) and rank not in self.tables[side]:
            return f"You have no row of {RANK_PLURALS[rank]} to put a wild card on."
        if self.taking is not None:
            top_rank = self.taking.top.rank
            if rank == BLACK_THREES:
                return "Finish taking the pile before you meld black threes."
            if rank != top_rank and self.opened[side]:
                return (f"First finish taking the pile: put cards with the top card "
                        f"in your row of {RANK_PLURALS[top_rank]}.")
        return None

    def _meld_rank(self, action: Action) -> str | None:
        if action.rank is not None:
            return action.rank
        if self.rules.golden_suit:
            naturals = [card for card in action.cards if not card.is_wild]
            if len({card.rank for card in naturals}) > 1 and all(card.is_gold for card in naturals):
                return GOLDEN_SUIT
        for card in action.cards:
            if not card.is_wild:
                return card.rank
        return None

    def _ask_problem(self) -> str | None:
        if not self.partnerships or not self.rules.ask_partner:
            return "There is no partner to ask."
        if self.asked:
            return "You have already asked your partner this turn."
        if self.turn_moves:
            return "Ask your partner before you meld anything this turn."
        if len(self.hands[self.current]) < 2:
            return "Ask only while you hold at least two cards."
        if not self._can_go_out_now():
            return "Ask only when you can go out this turn."
        return None

    def _can_go_out_now(self) -> bool:
        """Whether the current hand can go out this turn by placing cards on the side's
        rows (and new rows of three or more naturals) and discarding at most one card."""
        side, hand, rules = self.side_of(self.current), self.hands[self.current], self.rules
        rows = {rank: list(row) for rank, row in self.tables[side].items()}
        loose: list[Card] = []
        by_rank: dict[str, list[Card]] = {}
        wilds = []
        for card in hand:
            if card.is_wild:
                wilds.append(card)
            elif card.is_natural and card.rank in rows:
                rows[card.rank].append(card)
            elif card.is_natural or card.is_black_three:
                by_rank.setdefault(card.rank, []).append(card)
            else:
                loose.append(card)
        for rank, cards in by_rank.items():
            if rank == BLACK_THREES:
                if len(cards) >= 3:
                    rows[rank] = cards
                else:
                    loose.extend(cards)
            elif len(cards) >= rules.meld_min_cards and len(cards) >= rules.meld_min_naturals:
                rows[rank] = cards
            else:
                loose.extend(cards)
        for wild in wilds:
            for rank, row in rows.items():
                if rank == GOLDEN_SUIT:
                    fits = golden_suit_fits(row, wild)
                else:
                    fits = rank != BLACK_THREES and wild_room(rules, row) > 0
                if fits:
                    row.append(wild)
                    break
            else:
                loose.append(wild)
        if len(loose) > 1 or (rules.going_out_needs_discard and len(loose) != 1):
            return False
        if any(row_problem(rules, rank, row, new=rank in by_rank) for rank, row in rows.items()):
            return False
        canastas = sum(1 for rank, row in rows.items() if is_complete(rules, rank, row))
        if canastas < self.canastas_needed():
            return False
        if not self.opened[side]:
            threshold = rules.minimum_for(self.scores[side])
            if rules.concealed_needs_minimum and (threshold.canasta or threshold.max_wild is not None):
                return False  # judged only when it is simple; the player may still go out unasked
            points = sum(rules.value_of(card) for row in rows.values() for card in row) - self.table_points(side)
            points += self.turn_points()
            if rules.concealed_needs_minimum and points < self.first_meld_need(side):
                return False
        return True

    def _end_problem(self, going_out: bool) -> str | None:
        """Why the current turn may not end now (going out or not), or None."""
        rules = self.rules
        seat, side = self.current, self.side_of(self.current)
        if self.taking is not None:
            return self._taking_problem() or "Finish taking the pile first."
        table = self.tables[side]
        placed = self._placed_this_turn()
        for rank, row in table.items():
            if rank == BLACK_THREES and not going_out:
                return "Black threes may only be melded by a player going out."
            problem = row_problem(rules, rank, row, new=placed.get(rank, 0) == len(row))
            if problem:
                return problem
        if going_out:
            if self.permission is False:
                return "Your partner said no: you may not go out this turn."
            needed = self.canastas_needed()
            if self.canastas(side) < needed:
                plural = "canasta" if needed == 1 else "canastas"
                return f"You need {needed} {plural} to go out."
        elif self.permission is True:
            return "Your partner said yes: you must go out this turn."
        if not self.opened[side] and self.turn_moves:
            concealed = going_out
            if not (concealed and not rules.concealed_needs_minimum):
                problem = self._first_meld_problem(side)
                if problem:
                    return problem
        if not going_out and not self.hands[seat]:
            return "You have no card left to end your turn with."
        return None

    def _placed_this_turn(self) -> dict[str, int]:
        """How many cards this turn put in each row."""
        placed: dict[str, int] = {}
        for rank, cards in self.turn_moves:
            placed[rank] = placed.get(rank, 0) + len(cards)
        return placed

    def _first_meld_problem(self, side: int) -> str | None:
        """Why this turn's melds are not enough for the side's first meld of the hand, or None."""
        rules = self.rules
        if rules.golden_suit and GOLDEN_SUIT in self.tables[side]:
            return None  # a golden suit is a first meld at every score (its row is checked on its own)
        threshold = rules.minimum_for(self.scores[side])
        if threshold.canasta:
            if not any(is_canasta(rules, row) for rank, row in self.tables[side].items() if rank != BLACK_THREES):
                return "At your score your first meld must be a whole canasta (or a golden suit)."
        else:
            need = self.first_meld_need(side)
            have = self.turn_points()
            if have < need:
                return f"Your first meld needs at least {need} points; you have {have} on the table."
        if threshold.max_wild is not None:
            wild = sum(count_wild(cards) for _, cards in self.turn_moves)
            if wild > threshold.max_wild:
                plural = "card" if threshold.max_wild == 1 else "cards"
                return f"At your score your first meld may hold at most {threshold.max_wild} wild {plural}."
        return None

    def _taking_problem(self) -> str | None:
        """Why the rest of the taken pile cannot go into the hand yet, or None."""
        taking = self.taking
        assert taking is not None
        rules = self.rules
        side = self.side_of(self.current)
        rank = taking.top.rank
        name = RANK_PLURALS[rank]
        placed = [card for move_rank, cards in self.turn_moves[1:] if move_rank == rank for card in cards]
        if taking.mode != "pile":
            naturals = [card for card in placed if card.is_natural]
            suits = {card.suit_colour for card in naturals} | {taking.top.suit_colour}
            if len(naturals) < 2 or len(suits) < 3:
                return (f"Put two natural {name} of two other suits than the top card with it, "
                        f"to take the {'top card' if taking.mode == 'top' else 'pile'}.")
            left = len(self.hands[self.current])
            if taking.mode == "pickup" and left < 1:
                return "Keep a card in your hand to discard: the pile comes into your hand after it."
            if taking.mode == "top" and left < 2 and not self._can_end_with(side, left):
                return "Keep a card in your hand to discard after taking the top card."
            return None
        if taking.frozen:
            if sum(1 for card in placed if card.is_natural) < 2:
                return f"Put two natural {name} from your hand with the top card to take the pile."
            problem = row_problem(rules, rank, self.tables[side][rank])
            if problem:
                return problem
        elif not taking.onto_existing:
            problem = row_problem(rules, rank, self.tables[side][rank])
            if problem:
                return f"Make a meld with the top card to take the pile: {problem[0].lower()}{problem[1:]}"
        if not self.opened[side]:
            for move_rank, row in self.tables[side].items():
                problem = row_problem(rules, move_rank, row)
                if problem:
                    return problem
            need = self.first_meld_need(side)
            have = self.turn_points()
            if have < need:
                return f"Your first meld needs at least {need} points; you have {have} on the table."
        left = len(self.hands[self.current]) + len(self.pile)
        if left < 2 and not self._can_end_with(side, left):
            return "Keep a card in your hand to discard after taking the pile."
        return None

    # ------------------------------------------------------- listing actions

    def _generate_actions(self) -> list[Action]:
        phase = self.phase
        if phase == Phase.GAME_OVER:
            return []
        if phase == Phase.HAND_OVER:
            return [DEAL]
        if phase == Phase.ASK:
            return [YES, NO]
        if phase == Phase.DRAW:
            actions = []
            if self.stock:
                actions.append(DRAW)
            if self._take_problem() is None:
                actions.append(TAKE)
            if not self.stock:
                if self.rules.stock_exhausted == "choice" and self.pile:
                    actions.append(TURN)
                if self._stop_problem() is None:
                    actions.append(STOP)
            return actions
        return self._generate_play_actions()

    def _generate_play_actions(self) -> list[Action]:
        rules = self.rules
        seat, side = self.current, self.side_of(self.current)
        hand = self.hands[seat]
        table = self.tables[side]
        actions: list[Action] = []
        by_rank: dict[str, list[Card]] = {}
        high_wilds: list[Card] = []   # jokers, Artifacts
        low_wilds: list[Card] = []    # twos, Swords
        black_threes: list[Card] = []
        red_threes: list[Card] = []
        others: list[Card] = []       # Shields
        for card in hand:
            if card.is_natural:
                if card.rank in by_rank:
                    by_rank[card.rank].append(card)
                else:
                    by_rank[card.rank] = [card]
            elif card.rank == "JK" or card.rank == "AR":
                high_wilds.append(card)
            elif card.rank == "2" or card.rank == "SW":
                low_wilds.append(card)
            elif card.is_black_three:
                black_threes.append(card)
            elif card.is_red_three:
                red_threes.append(card)
            else:
                others.append(card)
        distinct_suits = rules.new_meld_distinct_suits > 0
        # Where suits change nothing, one card of each kind stands for its twins (the table
        # may still play any of them); under Kanastic rules suits and gold cards matter.
        wild_kinds = high_wilds[:1] + low_wilds[:1]
        if distinct_suits:
            naturals = list(dict.fromkeys(card for cards in by_rank.values() for card in cards))
        else:
            naturals = [cards[0] for cards in by_rank.values()]
        distinct = naturals + wild_kinds + black_threes[:1] + red_threes[:1] + others[:1]
        if self.opening:
            return [Action("discard", (card,)) for card in distinct]
        max_cards = rules.meld_max_cards
        for rank, cards in by_rank.items():
            if rank in table:
                if max_cards is None or len(table[rank]) < max_cards:
                    for card in (dict.fromkeys(cards) if distinct_suits else cards[:1]):
                        actions.append(Action("meld", (card,)))
            else:
                actions.extend(self._new_row_melds(rank, cards, high_wilds, low_wilds))
        for wild in wild_kinds:
            for rank, row in table.items():
                if rank == GOLDEN_SUIT:
                    if golden_suit_fits(row, wild):
                        actions.append(Action("meld", (wild,), rank))
                elif rank != BLACK_THREES and wild_room(rules, row) > 0:
                    actions.append(Action("meld", (wild,), rank))
        if rules.golden_suit:
            actions.extend(self._golden_suit_melds(hand, table))
        # Black threes are the last cards a player going out melds.
        if (black_threes and BLACK_THREES not in table and self.canastas(side) >= self.canastas_needed()
                and len(hand) - len(black_threes) <= 1):
            if len(black_threes) >= 3:
                actions.append(Action("meld", tuple(black_threes)))
            elif len(black_threes) == 2 and rules.black_threes_with_wild and wild_kinds:
                actions.append(Action("meld", (*black_threes, wild_kinds[0])))
        if red_threes:
            actions.append(Action("meld", (red_threes[0],)))
        if self.taking is not None:
            # The same limits as _meld_problem puts on melds while the pile is being taken.
            top_rank, opened = self.taking.top.rank, self.opened[side]
            actions = [action for action in actions
                       if (rank := self._meld_rank(action)) != BLACK_THREES and (rank == top_rank or not opened)]
        if self.taking is None:
            base_problem = None
            if len(hand) > 1:
                base_problem = self._end_problem(False)
                if base_problem is None:
                    for card in distinct:
                        if not card.is_red_three or rules.red_three_discard_allowed:
                            actions.append(Action("discard", (card,)))
            if len(hand) == 1:
                last_ends = self._end_problem(not self.pickup) is None
                if last_ends and (not hand[0].is_red_three or rules.red_three_discard_allowed):
                    actions.append(Action("discard", (hand[0],)))
                if rules.pass_discard and self._explain_play_phase(PASS) is None:
                    actions.append(PASS)
            if not hand and not rules.going_out_needs_discard and self._end_problem(True) is None:
                actions.append(OUT)
            if self._ask_problem() is None:
                actions.append(ASK)
        if (self.taking is not None or self.took_top_only) and rules.put_back_penalty is not None:
            actions.append(PUTBACK)
        if len(self.turn_moves) > self.locked:
            actions.append(UNDO)
        return actions

    def _golden_suit_melds(self, hand: list[Card], table: dict[str, list[Card]]) -> list[Action]:
        """New golden suits of three consecutive gold cards, and cards that fit the side's suit."""
        gold = sorted({card for card in hand if card.is_gold}, key=lambda card: card.sort_key)
        row = table.get(GOLDEN_SUIT)
        if row is not None:
            return [Action("meld", (card,), GOLDEN_SUIT) for card in gold if golden_suit_fits(row, card)]
        melds = []
        order = "456789TJQKA"
        for first, second, third in zip(gold, gold[1:], gold[2:]):
            indexes = [order.index(card.rank) for card in (first, second, third)]
            if indexes[2] - indexes[0] == 2:
                melds.append(Action("meld", (first, second, third), GOLDEN_SUIT))
        return melds

    def _new_row_melds(self, rank: str, naturals: list[Card], jokers: list[Card],
                       twos: list[Card]) -> list[Action]:
        rules = self.rules
        size = rules.meld_min_cards
        melds = []
        if rules.new_meld_distinct_suits:
            # the first cards of a new meld show different suits
            by_suit: dict[str, Card] = {}
            for card in naturals:
                by_suit.setdefault(card.suit_colour, card)
            if len(by_suit) < rules.new_meld_distinct_suits:
                return []
            naturals = list(by_suit.values()) + [card for card in naturals if card not in by_suit.values()]
        natural_counts = range(max(rules.meld_min_naturals, 1), min(len(naturals), size) + 1)
        for natural in natural_counts:
            wild_needed = size - natural
            base = tuple(naturals[:natural])
            if wild_needed == 0:
                melds.append(Action("meld", base))
                continue
            if rules.meld_max_wild is not None and wild_needed > rules.meld_max_wild:
                continue
            if not rules.wild_may_outnumber_naturals and wild_needed > natural:
                continue
            for combo in _wild_combinations(jokers, twos, wild_needed):
                melds.append(Action("meld", base + combo))
        return melds

    # --------------------------------------------------------------- playing

    def play(self, action: Action) -> None:
        """Carry out `action`, or raise IllegalActionError saying why it is not allowed."""
        problem = self.explain(action)
        if problem is not None:
            raise IllegalActionError(problem)
        self.apply(action)

    def apply(self, action: Action) -> None:
        """Carry out an action known to be legal, without checking it (for search)."""
        self._legal_cache = None
        handler = getattr(self, "_do_" + action.kind)
        handler(action)

    def _do_draw(self, action: Action) -> None:
        rules = self.rules
        seat, side = self.current, self.side_of(self.current)
        hand = self.hands[seat]
        to_draw = rules.cards_drawn[self.players]
        if not self.stock:
            self._renew_stock()
        while to_draw > 0 and self.stock:
            card = self.stock.pop()
            if card.rank == TREASURE_POT:
                self.treasure_pots[side].append(card)  # set aside at once and replaced
                if not self.stock:
                    self._renew_stock()
                continue
            if card.is_red_three and not rules.red_three_discard_allowed:
                self.red_threes[side].append(card)
                if rules.red_three_replaced_when_drawn:
                    if not self.stock:
                        # The Official Laws: a red three drawn as the last card ends the hand at once.
                        self._end_hand()
                        return
                    continue
            else:
                hand.append(card)
            to_draw -= 1
        if not self.stock:
            self._renew_stock()
        self.phase = Phase.PLAY

    def _renew_stock(self) -> None:
        """Kanastic: the player who draws the last card turns the pile, shuffled, into a new stock."""
        if not self._renews_stock():
            return
        self.stock_turned += 1
        self.stock = shuffled(self.pile, deal_rng(self.seed, self.hand_number, self.stock_turned))
        self.pile = []
        self.blocked_by = None
        self.pile_untakeable = False

    def _do_take(self, action: Action) -> None:
        seat, side = self.current, self.side_of(self.current)
        top = self.pile.pop()
        rank = top.rank
        if self.rules.pile_taking == "kanastic":
            mode = "pickup" if self.opened[side] else "top"
            self.taking = Taking(top, True, False, mode)
            self.took_top_only = mode == "top"
        else:
            frozen = self.pile_frozen_for(side)
            onto_existing = (not frozen and rank in self.tables[side] and self._may_add_top_to_row(side, rank))
            self.taking = Taking(top, frozen, onto_existing)
        self.took_pile = True
        self.tables[side].setdefault(rank, []).append(top)
        self.turn_moves.append((rank, (top,)))
        self.locked = 1
        self.phase = Phase.PLAY
        self._deliver_pile_if_ready()

    def _deliver_pile_if_ready(self) -> None:
        taking = self.taking
        if taking is None or self._taking_problem() is not None:
            return
        self.taking = None
        if taking.mode == "top":
            return  # the rest of the pile stays; the top card can still go back with its meld
        seat = self.current
        rest = self.pile
        self.known[seat].extend(rest)
        if taking.mode == "pickup":
            self.pickup = rest  # into the hand only after the discard
        else:
            self.hands[seat].extend(rest)
        self.pile = []
        self.locked = len(self.turn_moves)

    def _do_meld(self, action: Action) -> None:
        seat, side = self.current, self.side_of(self.current)
        hand = self.hands[seat]
        for card in action.cards:
            hand.remove(card)
            _forget(self.known[seat], card)
        if action.cards[0].is_red_three:
            self.red_threes[side].append(action.cards[0])
            return
        rank = self._meld_rank(action)
        assert rank is not None
        self.tables[side].setdefault(rank, []).extend(action.cards)
        self.turn_moves.append((rank, action.cards))
        self._deliver_pile_if_ready()

    def _do_undo(self, action: Action) -> None:
        seat, side = self.current, self.side_of(self.current)
        rank, cards = self.turn_moves.pop()
        row = self.tables[side][rank]
        for card in cards:
            # remove from the end: the cards this move added
            for index in range(len(row) - 1, -1, -1):
                if row[index] == card:
                    del row[index]
                    break
        if not row:
            del self.tables[side][rank]
        self.hands[seat].extend(cards)

    def _do_putback(self, action: Action) -> None:
        side = self.side_of(self.current)
        while len(self.turn_moves) > 1:
            self._do_undo(UNDO)
        rank, (top,) = self.turn_moves.pop()
        row = self.tables[side][rank]
        row.pop()
        if not row:
            del self.tables[side][rank]
        self.pile.append(top)
        assert self.rules.put_back_penalty is not None
        self.penalties[side] += self.rules.put_back_penalty
        self.taking = None
        self.took_pile = False
        self.took_top_only = False
        self.put_back = True
        self.locked = 0
        self.phase = Phase.DRAW

    def _do_ask(self, action: Action) -> None:
        self.asked = True
        self.asker = self.current
        partner = self.partner_of(self.current)
        assert partner is not None
        self.current = partner
        self.phase = Phase.ASK

    def _do_yes(self, action: Action) -> None:
        self._answer(True)

    def _do_no(self, action: Action) -> None:
        self._answer(False)

    def _answer(self, permission: bool) -> None:
        assert self.asker is not None
        self.current = self.asker
        self.permission = permission
        self.phase = Phase.PLAY

    def _do_discard(self, action: Action) -> None:
        seat = self.current
        card = action.card
        hand = self.hands[seat]
        hand.remove(card)
        _forget(self.known[seat], card)
        self.pile.append(card)
        self.pile_untakeable = self.opening
        if card.kind in self.rules.blocking_discards:
            self.blocked_by = seat
        if self.pickup:
            # Kanastic: the picked-up pile joins the hand only now, after the discard.
            hand.extend(self.pickup)
            self.pickup = []
        going_out = not hand
        self.out_with_wild = going_out and card.is_wild
        self._end_turn(going_out)

    def _do_out(self, action: Action) -> None:
        self._end_turn(going_out=True)

    def _do_pass(self, action: Action) -> None:
        self._end_turn(going_out=False)

    def _end_turn(self, going_out: bool) -> None:
        side = self.side_of(self.current)
        was_open = self.opened[side]
        if self.tables[side] and not was_open:
            self.opened[side] = True
            self.opener[side] = self.current
            self.opener_waiting[side] = True
        if going_out:
            self.went_out = self.current
            self.concealed = not was_open
            self._end_hand()
            return
        self.current = (self.current + 1) % self.players
        self.phase = Phase.DRAW
        self._new_turn()
        self._begin_turn()

    def _begin_turn(self) -> None:
        """What changes as a player's turn begins: their own block on the pile ends, and a
        side's first melder beginning another turn lets the partner pick up the pile."""
        seat = self.current
        if self.blocked_by == seat:
            self.blocked_by = None
        side = self.side_of(seat)
        if self.opener[side] == seat:
            self.opener_waiting[side] = False

    def _do_stop(self, action: Action) -> None:
        self._end_hand()

    def _do_turn(self, action: Action) -> None:
        # Turned upside down: the bottom card of the pile becomes the top of the stock.
        self.stock = list(reversed(self.pile))
        self.pile = []
        self.stock_turned += 1

    def _end_hand(self) -> None:
        result = score_hand(self)
        self.hand_results.append(result)
        for side in range(self.sides):
            self.scores[side] += result.sides[side].total
        self._new_turn()
        target = self.rules.target_score
        best = max(self.scores)
        if best >= target and self.scores.count(best) == 1:
            self.phase = Phase.GAME_OVER
        else:
            self.phase = Phase.HAND_OVER

    def _do_deal(self, action: Action) -> None:
        self.hand_number += 1
        self.dealer = (self.dealer + 1) % self.players
        self._deal()

    # ------------------------------------------------------------- utilities

    def clone(self) -> GameState:
        other = GameState.__new__(GameState)
        other.__dict__.update(self.__dict__)
        other.scores = list(self.scores)
        other.hand_results = list(self.hand_results)
        other.stock = list(self.stock)
        other.pile = list(self.pile)
        other.hands = [list(hand) for hand in self.hands]
        other.tables = [{rank: list(row) for rank, row in table.items()} for table in self.tables]
        other.red_threes = [list(threes) for threes in self.red_threes]
        other.treasure_pots = [list(pots) for pots in self.treasure_pots]
        other.pickup = list(self.pickup)
        other.opener = list(self.opener)
        other.opener_waiting = list(self.opener_waiting)
        other.opened = list(self.opened)
        other.penalties = list(self.penalties)
        other.known = [list(cards) for cards in self.known]
        other.turn_moves = list(self.turn_moves)
        other._legal_cache = None
        return other

    def observation(self, seat: int) -> Observation:
        """What `seat` may know: all that computer players are given."""
        return observe(self, seat)

    def to_text(self) -> str:
        """The whole position as text (see docs/positions.md)."""
        return position_to_text(self)

    @classmethod
    def from_text(cls, text: str, rules: Rules | None = None) -> GameState:
        """The position written as `text` by `to_text()` (or by hand, with `rules`)."""
        return position_from_text(text, rules)

    def check(self) -> list[str]:
        """Every invariant of a reachable state that does not hold (empty when all is well)."""
        problems = []
        expected = self.deck_size
        if self.card_count() != expected:
            problems.append(f"{self.card_count()} cards in play instead of {expected}")
        for side in range(self.sides):
            in_turn = self.phase in (Phase.PLAY, Phase.ASK) and side == self.side_of(self.current)
            for rank, row in self.tables[side].items():
                if not row:
                    problems.append(f"side {side} has an empty row of {rank}")
                if not in_turn:
                    problem = row_problem(self.rules, rank, row)
                    if problem and not (rank == BLACK_THREES and self.went_out is not None):
                        problems.append(f"side {side}: {problem}")
            if any(not card.is_red_three for card in self.red_threes[side]):
                problems.append(f"side {side} has a card that is not a red three among its red threes")
        if self.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            if not self.legal_actions():
                problems.append("no legal action")
            for seat, hand in enumerate(self.hands):
                if not hand and not (self.phase in (Phase.PLAY, Phase.ASK) and seat == self.current):
                    problems.append(f"seat {seat} has no cards")
        return problems


def _forget(known: list[Card], card: Card) -> None:
    if card in known:
        known.remove(card)


def _wild_combinations(jokers: list[Card], twos: list[Card], count: int) -> list[tuple[Card, ...]]:
    """Distinct choices of `count` wild cards (jokers and twos differ in value)."""
    combos = []
    for jokers_used in range(count + 1):
        twos_used = count - jokers_used
        if jokers_used <= len(jokers) and twos_used <= len(twos):
            combos.append(tuple(jokers[:jokers_used] + twos[:twos_used]))
    return combos
