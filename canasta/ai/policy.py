"""A heuristic policy: every decision of a turn, made by the rules of thumb of a `Style`.

The policy acts for the current player of a `GameState` that is either a sandbox
built from that player's observation or a determinized state inside a search; it
reads only what that player may know. `next_action()` gives one action (following a
turn plan made once per turn); `play_turn()` plays a whole turn at once for rollouts.
"""

from __future__ import annotations

import random
import time

from canasta.engine import (DRAW, HELD_RANK_LIMIT, NO, PURE_PREFIX, PUTBACK, STOP, TAKE, TURN, UNDO, YES, Action,
                            Card, GameState, Observation, Phase, Rules, held_rank_points)

from .acaba import CONCEDING, acaba_answer, acaba_move
from .counting import CardCount
from .evaluation import discard_costs, going_out_threat, pile_gain
from .side_value import sampled_value
from .meld_view import near_groups
from .planning import outlook_difference, plan_turn
from .style import ADVANCED, Style
from .meld_limits_view import PURE_TAKE

MAX_FALLBACK_DEPTH = 8
# Below this threat of an opponent going out, a partner who can shed a penalty for a rank
# held with one discard asks the player to wait.
SHEDDING_THREAT = 0.8


class NoLegalAction(RuntimeError):
    """A sampled state in which nothing is legal (a determinized partner who asked
    "May I go out?" was dealt cards that cannot go out); never a real game."""


class OutOfTime(RuntimeError):
    """A rollout turn stopped at its deadline: its search has spent the move's time."""


def check_deadline(deadline: float | None) -> None:
    """Raise OutOfTime once `deadline` (time.perf_counter()) has passed."""
    if deadline is not None and time.perf_counter() > deadline:
        raise OutOfTime()


class HeuristicPolicy:
    rollout_rounds: int | None = None  # an Expert's rollouts play its own horizon
    search_confidence: float | None = None  # an Expert's search keeps its own figure

    def __init__(self, style: Style):
        self.style = style

    def rollout_policy(self) -> HeuristicPolicy:
        """The policy an Expert's rollouts play: this one."""
        return self

    def prepare(self, rules: Rules) -> None:
        """Nothing to build ahead of a game: the card games' policy reads the rules as it goes."""

    # ---------------------------------------------------------------- drawing

    def draw_action(self, state: GameState, rng: random.Random) -> Action:
        return self._draw(state, rng)[0]

    def _draw(self, state: GameState, rng: random.Random) -> tuple[Action, list[list[Action]]]:
        """The draw, and where it takes the pile by choice, the plans of the turn that
        were checked to hold after the take (`held_plans`): a rollout plays them as they
        are instead of planning and checking them again."""
        conceding = acaba_move(state)
        if conceding is not None:
            return conceding, []
        legal = state.legal_actions()
        if TAKE in legal:
            checked = self._pile_plans(state, rng)
            if checked is not None:
                return TAKE, checked
        if DRAW in legal:
            return DRAW, []
        # The stock is empty.
        if TAKE in legal and STOP not in legal:
            return TAKE, []  # forced
        if TURN in legal and (STOP not in legal or self.wants_new_stock(state)):
            return TURN, []
        if STOP in legal:
            return STOP, []
        return legal[0], []

    def draw_candidates(self, state: GameState, rng: random.Random) -> list[list[Action]]:
        """The draws a search compares, this policy's own first. Conceding (British Acaba)
        is the policy's call alone: asking "May I say Acaba?" where the partner will say no
        is a draw in disguise, and a search that weighed it asked at nearly every turn (its
        rollouts count the question and the answer as turns, so one that held them stopped
        before the last opponent had played)."""
        chosen = self.draw_action(state, rng)
        return [[chosen]] + [[action] for action in state.legal_actions()
                             if action != chosen and action.kind not in CONCEDING]

    def wants_pile(self, state: GameState, rng: random.Random) -> bool:
        return self._pile_plans(state, rng) is not None

    def _pile_plans(self, state: GameState, rng: random.Random) -> list[list[Action]] | None:
        """None unless the player wants the pile; else the plans of the turn after taking
        it, checked to hold (`held_plans`)."""
        style = self.style
        if style.take_rate < 1.0 and rng.random() >= style.take_rate:
            return None
        seat = state.current_player()
        side = state.side_of(seat)
        if style.spare_short_melds and _starts_risky_pure_meld(state, seat):
            return None
        if style.judge_pile:
            ready = state.canastas_short(side) == 0
            # The pile is weighed against every card the stock would give (two in Samba:
            # against Beginner, seeds 1-4 of 400 deals, Chilean 71.2% -> 73.5% of deals won;
            # seeds 1-3: Samba 67.7% -> 68.2%, Bolivia 85.9% -> 87.1%, Brazilian and Italian level).
            margin = style.take_margin * state.rules.cards_drawn[state.players]
            wanted = pile_gain(state, seat, going_out_threat(state, seat), ready,
                               style.loose_card_cost) >= margin
        else:
            top = state.pile_top()
            wanted = len(state.pile) + len(state.pile_under) >= style.min_pile_to_take or (
                top is not None and state.tables[side].group(top.rank) is not None)
        return self._take_plans(state, rng) if wanted else None

    def _take_plans(self, state: GameState, rng: random.Random) -> list[list[Action]] | None:
        """The plans of the turn after taking, checked to hold, or None where the turn
        cannot be finished after taking (the engine may allow a take that the hand cannot
        complete, to be put back)."""
        trial = state.clone()
        trial.apply(TAKE)
        plan = plan_turn(trial, self.style, rng)
        checked = held_plans(trial, plan) if plan else None
        if checked is not None and self.style != ADVANCED:
            # The rest of the turn was checked as Advanced plans it, and a style that draws
            # on the generator as it plans (discard noise) plans differently the second
            # time: planned again on the position itself, as the turn is played.
            checked = []
        return checked

    def wants_new_stock(self, state: GameState) -> bool:
        """With the stock gone (Windows rules): turn the pile over only when behind, and only once."""
        return state.stock_turned == 0 and outlook_difference(state, state.current_player()) < 0

    # ------------------------------------------------------------ permission

    def answer(self, state: GameState) -> Action:
        """The partner's answer to "May I go out?" (or "May I say Acaba?")."""
        about_acaba = acaba_answer(state)
        if about_acaba is not None:
            return about_acaba
        if not self.style.judge_permission:
            return YES
        seat = state.current_player()
        rules = state.rules
        hand = state.hands[seat]
        threat = going_out_threat(state, seat)
        if threat < SHEDDING_THREAT and held_rank_points(rules, hand) and _discards_to_shed(rules, hand) == 1:
            return NO  # one discard next turn saves the penalty for a rank held
        if threat >= 0.5:
            return YES
        side = state.side_of(seat)
        value = rules.value_of
        table = state.tables[side]
        ranks = table.group_ranks()
        meldable = 0
        by_rank: dict[str, int] = {}
        for card in hand:
            if rules.is_natural(card):
                by_rank[card.rank] = by_rank.get(card.rank, 0) + 1
        for card in hand:
            if rules.is_natural(card) and (card.rank in ranks or by_rank[card.rank] >= rules.meld_min_cards):
                meldable += value(card)
            elif rules.is_wild(card) and table:
                meldable += value(card)
        near = sum(1 for meld, needed in near_groups(rules, table, rules.canasta_size)
                   if needed <= by_rank.get(meld.key, 0))
        # Playing on turns the meldable cards from minus to plus and may finish canastas,
        # and sheds cards of a rank the rules charge for holding, but gives the opponents
        # another round.
        wait_gain = 2 * meldable + 300 * near - 120 + held_rank_points(rules, hand)
        return NO if wait_gain > 100 else YES

    # -------------------------------------------------------------- the turn

    def plan(self, state: GameState, rng: random.Random) -> list[Action]:
        """The rest of the turn (the draw made), checked against the engine; a safe
        fallback action when the plan does not hold."""
        conceding = acaba_move(state) if state.acaba_answer == "yes" else None
        if conceding is not None:
            return [conceding]
        actions = plan_turn(state, self.style, rng)
        if actions and plan_holds(state, actions):
            return actions
        return [self.fallback_action(state, rng)]

    def turn_candidates(self, state: GameState, rng: random.Random, discards: int,
                        wide: bool) -> list[list[Action]]:
        """Whole-turn plans a search compares, this policy's own first (candidate_plans.py)."""
        from .candidate_plans import turn_candidates
        return turn_candidates(state, self.style, rng, discards, wide)

    def plan_holds(self, state: GameState, plan: list[Action]) -> bool:
        return plan_holds(state, plan)

    def move_reason(self, observation: Observation, action: Action) -> str | None:
        """A reason of this policy's own for `action`: none, the hint's reasons are the card games'."""
        return None

    def position_value(self, state: GameState, side: int) -> float:
        """What `side` can expect from the hand from here, on a sampled deal."""
        return sampled_value(state, side)

    def fallback_action(self, state: GameState, rng: random.Random) -> Action:
        """A legal action that moves the turn toward its end when the plan failed."""
        legal = state.legal_actions()
        if not legal:
            raise NoLegalAction(state.phase.value)
        if state.taking is not None:
            path = _path_to_pile(state, MAX_FALLBACK_DEPTH)
            if path:
                return path[0]
            if PUTBACK in legal:
                return PUTBACK
        ends = [action for action in legal if action.kind in ("out", "pass")]
        if ends:
            return ends[0]
        discards = [action for action in legal if action.kind == "discard"]
        if discards:
            seat = state.current_player()
            count = CardCount(state, seat)
            costs = discard_costs(state, seat, [action.card for action in discards], self.style, count,
                                  going_out_threat(state, seat))
            if costs:
                best = min(costs, key=costs.__getitem__)
                return Action("discard", (best,))
            return discards[0]
        # A turn that cannot end as it stands: every meld listed keeps a way to end it,
        # and each one shortens the hand, so melding on always comes to an end (taking back
        # and melding again could go round for ever).
        melds = [action for action in legal if action.kind == "meld"]
        if melds:
            wild = state.rules.is_wild
            return max(melds, key=lambda action: (len(action.cards), -sum(map(wild, action.cards))))
        if UNDO in legal:
            return UNDO
        if PUTBACK in legal:
            return PUTBACK
        return legal[rng.randrange(len(legal))]

    def play_turn(self, state: GameState, rng: random.Random, limit: int = 60, deadline: float | None = None) -> None:
        """Play the current player's whole turn (or answer), without asking the engine
        to list actions where the plan can be trusted: the fast path for rollouts.
        Raises OutOfTime once `deadline` (time.perf_counter()) has passed."""
        seat = state.current_player()
        steps = 0
        checked: list[list[Action]] = []  # plans checked to hold where the pile was taken
        while not state.hand_over() and steps < limit:
            check_deadline(deadline)
            phase = state.phase
            if phase == Phase.ASK:
                state.apply(self.answer(state))
                return
            if state.current_player() != seat:
                return
            if phase == Phase.DRAW:
                action, checked = self._draw(state, rng)
                state.apply(action)
                steps += 1
                continue
            steps += self._play_plan(state, rng, checked.pop(0) if checked else None)
            if state.current_player() != seat or state.hand_over():
                return
        if not state.hand_over() and state.current_player() == seat and steps >= limit:
            # A turn that would not end: finish it with whatever the engine allows.
            for _ in range(limit):
                if state.hand_over() or state.current_player() != seat:
                    return
                legal = state.legal_actions()
                ends = [a for a in legal if a.kind in ("discard", "out", "pass", "stop", "draw")]
                state.apply(ends[0] if ends else legal[0])
            # Only in a sampled deal (a real turn always ends): let the rollout judge it as it stands.
            raise NoLegalAction("a turn that does not end")


    def _play_plan(self, state: GameState, rng: random.Random, checked: list[Action] | None = None) -> int:
        """Play the turn's plan on `state` itself, checking each action as it comes
        (cheaper than trying the plan on a copy first); a plan that breaks is taken
        back and replaced by a fallback action. Returns the actions played. `checked`
        is the plan itself where it was made and checked on a copy of this very
        position (a take of the pile: `_take_plans`): the policy's own plan, not checked again."""
        taking = state.taking is not None
        plan = plan_turn(state, self.style, rng) if checked is None else checked
        played = 0
        for action in plan:
            # The full check, the look-ahead after a meld included even where the plan ends
            # with a discard: that look-ahead is where the rule lives that a meld may leave
            # one card only to a side that can go out (without it, Samba and Bolivia
            # rollouts made such melds with too few canastas).
            if checked is None and state.explain(action) is not None:
                break
            state.apply(action)
            played += 1
            if action.kind in ("ask", "discard", "out", "pass"):
                return played
        else:
            if plan and (not taking or state.taking is None):
                return played  # melds that brought the pile in; the turn goes on
        while played and state.explain(UNDO) is None:
            state.apply(UNDO)
            played += 1
        state.apply(self.fallback_action(state, rng))
        return played + 1


def _discards_to_shed(rules: Rules, hand: list[Card]) -> int:
    """The discards that bring `hand` below the count of each rank the rules charge for
    holding (held_rank_penalty)."""
    ranks = [card.rank for card in hand]
    return sum(max(ranks.count(rank) - HELD_RANK_LIMIT + 1, 0) for rank, _ in rules.held_rank_penalty)


def _starts_risky_pure_meld(state: GameState, seat: int) -> bool:
    """Whether taking the pile would start a pure meld (Modern American Sevens, Aces) that
    costs points left incomplete, with too few of its rank in sight to complete it."""
    top = state.pile_top()
    rules = state.rules
    if top is None or top.rank not in rules.pure_ranks \
            or f"{PURE_PREFIX}{top.rank}" not in dict(rules.incomplete_meld_penalty) \
            or state.tables[state.side_of(seat)].group(top.rank) is not None:
        return False
    partners = [other for other in state.seats_of(state.side_of(seat)) if other != seat]
    seen = sum(1 for card in (*state.hands[seat], *state.pile, *(card for other in partners
                                                                for card in state.known[other]))
               if card.rank == top.rank)
    return seen < PURE_TAKE


def plan_holds(state: GameState, actions: list[Action]) -> bool:
    """Whether every action of the plan is legal in turn; a plan that takes in the
    pile must also leave a turn that can be finished."""
    return held_plans(state, actions) is not None


def held_plans(state: GameState, actions: list[Action]) -> list[list[Action]] | None:
    """The plan, where every action of it is legal in turn, and for a plan that takes
    in the pile, Advanced's plan of the rest of the turn after it, checked alike; None
    where a plan does not hold or the turn cannot be finished after taking."""
    trial = state.clone()
    taking = trial.taking is not None
    for action in actions:
        if trial.explain(action) is not None:
            return None
        trial.apply(action)
    if not taking:
        return [actions]
    if trial.taking is not None:
        return None
    rest = plan_turn(trial, ADVANCED, random.Random(0))
    if not rest or rest[0].kind == "ask":
        return None
    checked = held_plans(trial, rest)
    return None if checked is None else [actions, *checked]


def _path_to_pile(state: GameState, depth: int, budget: list[int] | None = None) -> list[Action] | None:
    """Melds (found by a bounded search) that bring a taken pile into the hand."""
    if state.taking is None:
        return []
    budget = budget if budget is not None else [200]
    if depth == 0 or budget[0] <= 0:
        return None
    for action in state.legal_actions():
        if action.kind != "meld":
            continue
        budget[0] -= 1
        trial = state.clone()
        trial.apply(action)
        rest = _path_to_pile(trial, depth - 1, budget)
        if rest is not None:
            return [action] + rest
        if budget[0] <= 0:
            return None
    return None
