"""The state of a game of Canasta: its setup and zones (zones.py), and the doors to it.

A turn is played the way Canasta for Windows played it: the player draws (or takes
the pile), places cards on the table one by one or in groups, may take placed cards
back (`undo`), and the turn is checked as a whole when it ends (a discard, going
out, or passing the discard). A refused end of turn says which rule failed and the
turn goes on. `explain(action)` is the single judge (legality.py); `legal_actions()`
lists every distinct move (moves.py); `apply` carries an action out (carrying_out.py);
dealing and drawing are in dealing.py.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Sequence

from ..play.actions import Action
from ..melds.canasta_kinds import canastas_short, going_out_problem
from ..scoring.canastas_to_win import won_by_canastas
from ..cards.cards import Card
from ..judge.carrying_out import carry_out, end_hand
from ..judge.dealing import deal, deal_rng
from ..play.errors import IllegalActionError
from .events import MoveEvent, before_move, event_of
from .invariants import problems
from ..judge.legality import can_go_out, judged
from ..moves.moves import generate_actions
from .observation import Observation, observe
from ..text.position import position_from_text, position_to_text
from ..rules.rules import MeldThreshold, Rules, counts_said
from ..sentences.message import RuleSetTitle, say
from ..reach.quick_endings import GreedyBase
from ..scoring.scoring import HandResult
from ..melds.table import SideTable
from ..state.this_turn import turn_placed
from ..play.turn import Merge, Phase, Switch, Taking
from ..state import seating
from ..state.zones import card_count, make_copier, make_turn_starter, same_position
from .variant import Variant, variant_of

__all__ = ["GameState", "Phase", "Taking", "deal_rng"]


class GameState:
    """A whole game: the current hand, the scores so far, and whose move it is."""

    # Set while a record of format 1 replays: its moves were judged before a meld after
    # which the turn could not end was refused, and before a red three found in a taken
    # pile was laid out at once, so they replay by the judge and the pile of then.
    judge_as_before: bool = False
    # Set while a record replays a switch the judge refuses only as it puts the side's
    # words back as they were earlier in the turn (BWC), which versions before that rule
    # let be made: so their saves still load (GameRecord.play_through).
    switches_may_come_back: bool = False
    # quick_endings.greedy_ending of this position and the cards its way places, once
    # asked (None: not yet).
    _greedy_cache: tuple[int, dict[str, list[Card]]] | None = None
    # What this turn has placed: points, cards by meld id, wild cards (None: not yet asked).
    _turn_cache: tuple[int, dict[int, int], int] | None = None
    # The position as quick_endings.greedy_ending reads it, once asked (None: not yet).
    _greedy_base: GreedyBase | None = None

    # The setup (zones.SETUP), fixed for the game.
    rules: Rules
    players: int
    partnerships: bool
    side_map: tuple[int, ...]
    sides: int

    # What each zone of zones.ZONES holds, in its order: the zones are set by the deal, a
    # turn's start or a position text, not here (tests/engine/test_zones.py checks that
    # these are the zones and that a game's values are of these types).
    seed: int
    hand_number: int
    dealer: int
    first_player: int
    scores: list[int]
    phase: Phase
    current: int
    hands: list[list[Card]]
    feet: list[list[Card]]
    known: list[list[Card]]
    thrown: list[list[Card]]
    passed: list[list[Card]]
    tables: list[SideTable]
    red_threes: list[list[Card]]
    treasure_pots: list[list[Card]]
    black_threes: list[list[Card]]
    opened: list[bool]
    opener: list[int | None]
    opener_waiting: list[bool]
    penalties: list[int]
    stock: list[Card]
    pile: list[Card]
    pile_under: list[Card]
    pickup: list[Card]
    blocked_by: int | None
    pile_untakeable: bool
    stock_turned: int
    first_round: bool
    deck_size: int
    went_out: int | None
    concealed: bool
    out_with_wild: bool
    opening: bool
    turn_moves: list[tuple[int, tuple[Card, ...]]]  # (meld id, the cards placed on it)
    locked: int
    merges: list[Merge]
    word_places: list[tuple[int, tuple[int, ...]]]  # (meld id, the places its cards went to)
    switches: list[Switch]
    taking: Taking | None
    took_pile: bool
    took_top_only: bool
    put_back: bool
    asked: bool
    permission: bool | None
    asker: int | None
    acaba_asked: bool
    acaba_answer: str | None
    asked_in_draw: bool
    hand_results: list[HandResult]

    def __init__(self, rules: Rules, players: int, seed: int = 0, dealer: int | None = None,
                 deck: list[Card] | None = None, scores: list[int] | None = None, hand_number: int = 1):
        if players not in rules.player_counts:
            raise ValueError(say("{title} is played by {counts} players.", counts=counts_said(rules.player_counts),
                                 title=RuleSetTitle(rules.title)))
        self._set_up(rules, players)
        self.seed = seed
        self.scores = list(scores) if scores is not None else [0] * self.sides
        self.hand_number = hand_number
        self.dealer = dealer if dealer is not None else players - 1
        self.hand_results = []
        self._deal(deck)

    def _set_up(self, rules: Rules, players: int) -> None:
        """The setup of a game (zones.SETUP): its rules, its seats and the side each plays for."""
        self.rules = rules
        self.players = players
        self.partnerships = rules.uses_partnerships(players)
        self.side_map = seating.seat_sides(players, self.partnerships, rules.six_player_sides)
        self.sides = max(self.side_map) + 1

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
            raise ValueError(say("these rules are played by {counts} players", counts=counts_said(rules.player_counts)))
        sides = seating.seat_sides(self.players, rules.uses_partnerships(self.players), rules.six_player_sides)
        if sides != self.side_map:
            raise ValueError(say("partnerships cannot change during a game: the scores are kept by side"))
        as_dealt = self.clone()
        as_dealt._deal()
        if not as_dealt.same_position(self):
            raise ValueError(say("the rules can change only right after a deal, before the first move"))
        self.rules = rules
        self._deal()

    # Every TURN zone to its starting value, and nothing worked out yet; written out
    # from zones.ZONES below the class. Among the scratch is whether the turn can still
    # end from the positions looked at (endings.py), shared by every copy of this turn's
    # state: the answers hold for the whole turn.
    _new_turn: ClassVar[Callable[[GameState], None]]
    _legal_cache: list[Action] | None
    _judged: dict[tuple[Action, bool, bool], str | None] | None  # the judge's verdicts here (legality.judged)
    _endings_known: dict[tuple, Any]  # (BWC keeps an answer with its cost: bwc/turn.py)

    # ------------------------------------------------------------ basic facts

    def side_of(self, seat: int) -> int:
        return self.side_map[seat]

    def side_seats(self, side: int) -> list[int]:
        """Every seat of `side`, for the whole game (with five, the one sitting out too)."""
        return [seat for seat, its_side in enumerate(self.side_map) if its_side == side]

    def seats_of(self, side: int) -> list[int]:
        """The seats of `side` that play this hand (with five players, not the one sitting out)."""
        return seating.playing_seats_of(self.side_map, self.hand_number, side)

    def partner_of(self, seat: int) -> int | None:
        """The partner `seat` asks "May I go out?" this hand (None: alone): seating.py."""
        return seating.partner_asked(self.side_map, self.hand_number, seat)

    def turn_order(self) -> tuple[int, ...]:
        return seating.turn_order(self.side_map, self.hand_number)  # the seats playing this hand, in turn

    def sitting_out(self) -> tuple[int, ...]:
        """The seats that sit this hand out: one with five players, else none."""
        return seating.sitting_out(self.side_map, self.hand_number)

    def next_seat(self, seat: int) -> int:
        """The seat that plays after `seat` this hand."""
        return seating.next_seat(self.side_map, self.hand_number, seat)

    def target_score(self) -> int:
        """The score that ends the game (by the seating where `target_score_by_seating` says)."""
        return self.rules.target_for(self.players, self.sides)

    @property
    def variant(self) -> Variant:
        """The rule set compiled for play: the turn it is played with (variant.py here)."""
        return variant_of(self.rules)

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
        by_canastas = won_by_canastas(self.hand_results[-1]) if self.hand_results else None
        if by_canastas is not None:
            return by_canastas  # whatever the totals (house ruling 5)
        return max(range(self.sides), key=lambda side: self.scores[side])

    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def pile_has_freezer(self) -> bool:
        return not self.variant.freezers.isdisjoint(self.pile)

    def pile_frozen_for(self, side: int) -> bool:
        """Whether taking the pile needs a natural pair of the top card's rank from the hand."""
        rules = self.rules
        if rules.pile_always_frozen or (rules.pile_frozen_before_side_melds and not self.opened[side]):
            return True
        return self.pile_has_freezer()

    def naturals_to_take(self) -> int:
        """Natural cards of the top card's rank from the hand that take a frozen pile: a
        pair, or `pile_frozen_naturals` while a wild card lies in the pile (the cards
        face down under it aside: nobody has seen them)."""
        need = self.rules.pile_frozen_naturals
        if need == 2:
            return 2
        wild = self.rules.card_kinds.wild
        return need if any(wild[card.code] for card in self.pile) else 2

    def canastas(self, side: int) -> int:
        """Canastas (and complete golden suits) the side has on the table."""
        rules = self.rules
        return sum(1 for meld in self.tables[side] if meld.kind.is_complete(rules, meld.cards))

    def canastas_needed(self) -> int:
        """How many canastas a side needs to go out (of which the rules may ask some of a
        kind: `canastas_short` says what is still missing)."""
        return self.rules.canastas_to_go_out[self.players]

    def canastas_short(self, side: int, more: Sequence[str] = ()) -> int:
        """How many more canastas `side` must complete before a player may go out (0: none),
        the kinds the rules ask among them counted (`more`: the kinds of canastas about to
        be completed): the one answer to "has the side the canastas to go out?"."""
        return canastas_short(self.rules, self.players, self.tables[side], more)

    def going_out_problem(self, side: int) -> str | None:
        """Why `side` may not go out for want of canastas, in the set's words, or None."""
        return going_out_problem(self.rules, self.players, self.tables[side])

    def meld_requirement(self, side: int) -> MeldThreshold:
        """What the side's first meld of this hand must be: the entry of the first-meld
        table for its score (or for this hand's number, `minimum_meld_by: hand`)."""
        return self.rules.minimum_for(self.scores[side], self.hand_number, self.target_score())

    def minimum_meld(self, side: int) -> int:
        """Points the side's first meld of this hand must reach."""
        return self.meld_requirement(side).points

    def turn_points(self) -> int:
        """Points of the cards placed on the table this turn (the pile's top card included)."""
        return turn_placed(self)[0]

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

    # ------------------------------------------------------- judging and playing

    def legal_actions(self) -> list[Action]:
        """Every distinct legal action now (moves.py), worked out once for a position."""
        if self._legal_cache is None:
            self._legal_cache = generate_actions(self)
        return list(self._legal_cache)

    def legal_actions_known(self) -> bool:
        """Whether `legal_actions()` is worked out already (it answers at once)."""
        return self._legal_cache is not None

    def adopt_legal_actions(self, copy: GameState) -> bool:
        """Keep the legal actions `copy`, a copy of this position, has worked out (in a
        worker, say), so that this state need not work them out again. False, and nothing
        kept, where `copy` has none or is not this position (it moved on, or this one did)."""
        if copy._legal_cache is None or copy.judge_as_before != self.judge_as_before \
                or not same_position(self, copy):
            return False
        self._legal_cache = self._legal_cache if self._legal_cache is not None else list(copy._legal_cache)
        return True

    def explain(self, action: Action) -> str | None:
        """Why `action` is not allowed now, in words a player understands; None if it is."""
        return judged(self, action)

    def is_legal(self, action: Action) -> bool:
        return self.explain(action) is None

    def can_go_out(self, seat: int | None = None) -> bool:
        """Whether `seat` (the player to move when None) can go out this turn from here, by
        placing cards on the table and discarding as the rules allow: the one answer the
        table, the computer players, the hints and "May I go out?" all use."""
        return can_go_out(self, seat)

    def play(self, action: Action) -> MoveEvent:
        """Carry out `action` and say what it did, or raise IllegalActionError saying why
        it is not allowed."""
        problem = self.explain(action)
        if problem is not None:
            raise IllegalActionError(problem)
        before = before_move(self)
        self.apply(action)
        return event_of(before, self, action)

    def apply(self, action: Action) -> None:
        """Carry out an action known to be legal, without checking it (for search)."""
        self._legal_cache = None
        self._judged = None
        self._greedy_cache = None
        self._turn_cache = None
        self._greedy_base = None
        carry_out(self, action)

    def _end_hand(self) -> None:
        """Score the hand and end it (the stock ran out at a deal, say)."""
        end_hand(self)

    # ------------------------------------------------------------- utilities

    clone: ClassVar[Callable[[GameState], GameState]]  # written out from zones.ZONES below the class

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
        return position_from_text(text, cls, rules)

    def check(self) -> list[str]:
        """Every invariant of a reachable state that does not hold (empty when all is well)."""
        return problems(self)


GameState.clone = make_copier(GameState)
GameState._new_turn = make_turn_starter()
