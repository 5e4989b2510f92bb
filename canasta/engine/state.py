"""The state of a game of Canasta: its setup and zones (zones.py), and carrying out actions.

A turn is played the way Canasta for Windows played it: the player draws (or takes
the pile), places cards on the table one by one or in groups, may take placed cards
back (`undo`), and the turn is checked as a whole when it ends (a discard, going
out, or passing the discard). A refused end of turn says which rule failed and the
turn goes on. `explain(action)` is the single judge (legality.py); `legal_actions()`
lists every distinct move (moves.py); dealing and drawing are in dealing.py.
"""

from __future__ import annotations

from typing import Callable

from .actions import UNDO, Action
from .cards import Card
from .dealing import deal, deal_rng, draw, first_to_play
from .errors import IllegalActionError
from .invariants import problems
from .legality import TurnRules
from .meld_kinds import GROUP
from .moves import MoveLister
from .observation import Observation, observe
from .position import position_from_text, position_to_text
from .rules import Rules, counts_words
from .scoring import HandResult, score_hand
from .turn import Phase, Taking
from .zones import card_count, make_copier, make_turn_starter, same_position, seat_sides
from .taking import may_add_top_to_meld, taking_problem

__all__ = ["GameState", "Phase", "Taking", "deal_rng"]


class GameState(TurnRules, MoveLister):
    """A whole game: the current hand, the scores so far, and whose move it is."""

    # Set while a record of format 1 replays: its moves were judged before a meld after
    # which the turn could not end was refused, and before a red three found in a taken
    # pile was laid out at once, so they replay by the judge and the pile of then.
    judge_as_before: bool = False
    # quick_endings.greedy_ending of this position and the cards its way places, once
    # asked (None: not yet).
    _greedy_cache: tuple[int, dict[str, list[Card]]] | None = None
    # What this turn has placed: points, cards by meld id, wild cards (None: not yet asked).
    _turn_cache: tuple[int, dict[int, int], int] | None = None
    # The position as quick_endings.greedy_ending reads it, once asked (None: not yet).
    _greedy_base: object | None = None

    def __init__(self, rules: Rules, players: int, seed: int = 0, dealer: int | None = None,
                 deck: list[Card] | None = None, scores: list[int] | None = None, hand_number: int = 1):
        if players not in rules.player_counts:
            raise ValueError(f"{rules.title} is played by {counts_words(rules.player_counts)} players.")
        self._set_up(rules, players)
        self.seed = seed
        self.scores = list(scores) if scores is not None else [0] * self.sides
        self.hand_number = hand_number
        self.dealer = dealer if dealer is not None else players - 1
        self.hand_results: list[HandResult] = []
        self._deal(deck)

    def _set_up(self, rules: Rules, players: int) -> None:
        """The setup of a game (zones.SETUP): its rules, its seats and the side each plays for."""
        self.rules = rules
        self.players = players
        self.partnerships = rules.uses_partnerships(players)
        self.side_map = seat_sides(players, self.partnerships)
        self.sides = max(self.side_map) + 1

    first_to_play = staticmethod(first_to_play)

    def _deal(self, deck: list[Card] | None = None) -> None:
        deal(self, deck)

    def change_rules(self, rules: Rules) -> None:
        """Play by `rules` from the hand just dealt on; the scores and hand number stay.

        Allowed only right after a deal, before its first move (as in Canasta for
        Windows). The hand is dealt again by the new rules from the same shuffle, so
        it holds the same cards unless the change touches the deal (the deck, the
        hand size, the opening discard, who starts).

        Raises:
            ValueError: a move was made since the deal, the change would alter who
                plays together (the scores are kept by side), or the new rules are not
                played by this many players.
        """
        if self.players not in rules.player_counts:
            raise ValueError(f"these rules are played by {counts_words(rules.player_counts)} players")
        if seat_sides(self.players, rules.uses_partnerships(self.players)) != self.side_map:
            raise ValueError("partnerships cannot change during a game: the scores are kept by side")
        as_dealt = self.clone()
        as_dealt._deal()
        if not as_dealt.same_position(self):
            raise ValueError("the rules can change only right after a deal, before the first move")
        self.rules = rules
        self._deal()

    # Every TURN zone to its starting value, and nothing worked out yet; written out
    # from zones.ZONES below the class. Among the scratch is whether the turn can still
    # end from the positions looked at (endings.py), shared by every copy of this turn's
    # state: the answers hold for the whole turn.
    _new_turn: Callable[[GameState], None]
    _legal_cache: list[Action] | None
    _endings_known: dict[tuple, bool]

    # ------------------------------------------------------------ basic facts

    def side_of(self, seat: int) -> int:
        return self.side_map[seat]

    def seats_of(self, side: int) -> list[int]:
        return [seat for seat, its_side in enumerate(self.side_map) if its_side == side]

    def partner_of(self, seat: int) -> int | None:
        """The seat's partner, or None for a player playing alone."""
        side = self.side_map[seat]
        return next((other for other, its_side in enumerate(self.side_map) if its_side == side and other != seat),
                    None)

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
        return sum(1 for meld in self.tables[side] if meld.kind.is_complete(rules, meld.cards))

    def canastas_needed(self) -> int:
        return self.rules.canastas_to_go_out[self.players]

    def minimum_meld(self, side: int) -> int:
        """Points the side's first meld of this hand must reach."""
        return self.rules.minimum_for(self.scores[side]).points

    def turn_points(self) -> int:
        """Points of the cards placed on the table this turn (the pile's top card included)."""
        return self._turn_placed()[0]

    def _turn_placed(self) -> tuple[int, dict[int, int], int]:
        """This turn's placements, worked out once for a position: their points, how many
        cards went in each meld (by id), and how many of them are wild."""
        if self._turn_cache is None:
            value = self.rules.value_of
            points = wild = 0
            placed: dict[int, int] = {}
            for meld_id, cards in self.turn_moves:
                placed[meld_id] = placed.get(meld_id, 0) + len(cards)
                for card in cards:
                    points += value(card)
                    wild += card.is_wild
            self._turn_cache = (points, placed, wild)
        return self._turn_cache

    def first_meld_need(self, side: int) -> int:
        """Points this turn's melds must reach when they are the side's first of the hand:
        the minimum, plus the taken top card's value when the rules say it does not count."""
        need = self.minimum_meld(side)
        if self.took_pile and not self.rules.top_card_counts_for_initial_meld and self.turn_moves:
            need += self.rules.value_of(self.turn_moves[0][1][0])
        return need

    def table_points(self, side: int) -> int:
        value = self.rules.value_of
        return sum(value(card) for card in self.tables[side].cards())

    def card_count(self) -> int:
        return card_count(self)

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
        self._greedy_cache = None
        self._turn_cache = None
        self._greedy_base = None
        handler = getattr(self, "_do_" + action.kind)
        handler(action)

    def _do_draw(self, action: Action) -> None:
        draw(self)

    def _do_take(self, action: Action) -> None:
        side = self.side_of(self.current)
        top = self.pile.pop()
        rank = top.rank
        mode = self.rules.pile_policy.take_mode(self)
        if mode != "pile":  # only the top card, or a pickup: the top card starts a new meld
            self.taking = Taking(top, True, False, mode)
            self.took_top_only = mode == "top"
        else:
            frozen = self.pile_frozen_for(side)
            row = self.tables[side].group(rank)
            onto_existing = not frozen and row is not None and may_add_top_to_meld(self, row)
            self.taking = Taking(top, frozen, onto_existing)
        self.took_pile = True
        self.thrown[self.current] = []
        self.passed[self.current] = []
        table = self.tables[side]
        meld = table.group(rank) if GROUP.unique(self.rules) or self.taking.onto_existing else None
        if meld is None:
            meld = table.start(GROUP, rank, (top,))
        else:
            meld.cards.append(top)
        self.turn_moves.append((meld.id, (top,)))
        self.locked = 1
        self.phase = Phase.PLAY
        self._deliver_pile_if_ready()

    def _deliver_pile_if_ready(self) -> None:
        taking = self.taking
        if taking is None or taking_problem(self) is not None:
            return
        self.taking = None
        if taking.mode == "top":
            return  # the rest of the pile stays; the top card can still go back with its meld
        seat, side = self.current, self.side_of(self.current)
        rest = self.pile
        if not (self.rules.red_three_discard_allowed or self.judge_as_before):
            # A red three found in a taken pile is laid out for the side at once, not replaced.
            self.red_threes[side].extend(card for card in rest if card.is_red_three)
            rest = [card for card in rest if not card.is_red_three]
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
        target = self._meld_target(action)
        assert target is not None
        kind, key, meld = target
        if meld is None:
            meld = self.tables[side].start(kind, key, action.cards)
        else:
            meld.cards.extend(action.cards)
        self.turn_moves.append((meld.id, action.cards))
        self._deliver_pile_if_ready()

    def _do_undo(self, action: Action) -> None:
        seat, side = self.current, self.side_of(self.current)
        meld_id, cards = self.turn_moves.pop()
        table = self.tables[side]
        meld = table.by_id(meld_id)
        assert meld is not None
        table.take_back(meld, cards)
        self.hands[seat].extend(cards)

    def _do_putback(self, action: Action) -> None:
        side = self.side_of(self.current)
        while len(self.turn_moves) > 1:
            self._do_undo(UNDO)
        meld_id, (top,) = self.turn_moves.pop()
        table = self.tables[side]
        meld = table.by_id(meld_id)
        assert meld is not None
        table.take_back(meld, (top,))
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
        self.thrown[seat].append(card)
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

    clone: Callable[[GameState], GameState]  # written out from zones.ZONES below the class

    def same_position(self, other: GameState) -> bool:
        """Whether `other` is this position: the same setup and every zone alike."""
        return same_position(self, other)

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
        return problems(self)


GameState.clone = make_copier(GameState)  # type: ignore[method-assign]
GameState._new_turn = make_turn_starter()  # type: ignore[method-assign]


def _forget(known: list[Card], card: Card) -> None:
    if card in known:
        known.remove(card)
