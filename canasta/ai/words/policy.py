"""The word game's policy: every decision of a turn of BWC Canasta, made by a `Style`'s
rules of thumb, answering the questions `HeuristicPolicy` answers for the card games
(strategy.py), among the moves the engine lists.
"""

from __future__ import annotations

import random
from dataclasses import replace

from canasta.engine import DRAW, NO, STOP, UNDO, YES, Action, GameState, Observation, Phase, Rules

from ..candidate_plans import distinct_plans
from ..evaluation import going_out_threat
from ..policy import NoLegalAction, check_deadline
from ..style import ADVANCED, Style
from .finder import WordFinder, growth_table, hand_letters, letter_share
from .going_out import going_out_plan
from .reasons import word_reason
from .judgement import WordJudge, position_value, table_worth, take_chances
from .turn_plan import ENDS, WORD_MOVES, choose_end, end_options, plan_turn, turn_moves

TAKES_WEIGHED = 3  # takes of the pile whose whole turn Advanced plays out before it draws
DISCARDS_SEARCHED = 2  # discards a search compares besides the policy's own
TAKES_SEARCHED = 2  # takes of the pile a search compares besides drawing and the policy's own choice


class WordPolicy:
    # Rounds an Expert's rollout plays with this policy: word turns cost more than card turns.
    rollout_rounds: int | None = 1
    # A word hand is short (3 to 34 turns) and a sampled deal's noise large beside what
    # moves differ by: an Expert plays another move than this policy's only when its
    # search finds it two standard errors better (ladder, BWC, the same 400 deals: one
    # error 57.5%, 201/58/141, +151 a deal; two 61.1%, 167/155/78, +129 a deal; three,
    # on 0a800d9's first 132 deals, no better a rate and +120 -> +31 a deal).
    search_confidence: float | None = 2.0

    def __init__(self, style: Style, quick: bool = False):
        """`quick`: for rollouts, draws judged by the take's word alone and discards by the
        hand's own words, without playing turns out."""
        self.style = style
        self.quick = quick

    def prepare(self, rules: Rules) -> None:
        """Build the word list's tables the judgement reads (how words grow, how often a
        letter takes the pile, how often it finds a word), a third of a second, once a
        process, so that the first move of a game does not pay for them."""
        growth_table(rules)
        letter_share(rules)
        take_chances(rules)

    def rollout_policy(self) -> WordPolicy:
        """The policy an Expert's rollouts play: this one, quick."""
        return WordPolicy(self.style, quick=True)

    # ---------------------------------------------------------------- drawing

    def draw_action(self, state: GameState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        takes = [action for action in legal if action.kind == "take"]
        if not takes:
            return DRAW if DRAW in legal else (STOP if STOP in legal else legal[0])
        forced = DRAW not in legal and STOP not in legal
        if self.style.judge_pile and not self.quick:
            return self._judged_draw(state, legal, takes, rng)
        if self.style.judge_pile:
            judge = WordJudge(state, self.style)
            gains = {action: judge.take_gain(state, action) for action in takes}
            best = max(takes, key=gains.__getitem__)
            wanted = gains[best] >= (self.style.take_margin if DRAW in legal else 0.0)
        else:
            best = takes[0]  # the longest word the pile makes
            wanted = rng.random() < self.style.take_rate
        if forced or wanted:
            return best
        return DRAW if DRAW in legal else STOP

    def _judged_draw(self, state: GameState, legal: list[Action], takes: list[Action],
                     rng: random.Random) -> Action:
        """The draw whose whole turn, played out on a copy, leaves the best position: the
        best-looking takes of the pile against a card from the stock (dealt in the copy as
        the seat's observation allows) or, with the stock empty, ending the hand."""
        judge = WordJudge(state, self.style)
        takes = sorted(takes, key=lambda action: -judge.take_gain(state, action))[:TAKES_WEIGHED]
        others = [action for action in (DRAW, STOP) if action in legal][:1]
        outcomes = {}
        for action in takes + others:
            trial = state.clone()
            trial.apply(action)
            if trial.phase == Phase.PLAY and trial.current_player() == judge.seat:
                for move in plan_turn(trial, self.style, rng):
                    trial.apply(move)
            outcomes[action] = judge.outcome(trial) if not trial.hand_over() else _ended_worth(trial, judge.side)
        best = max(outcomes, key=outcomes.__getitem__)
        if others and best != others[0] and outcomes[best] < outcomes[others[0]] + self.style.take_margin:
            return others[0]
        return best

    def draw_candidates(self, state: GameState, rng: random.Random) -> list[list[Action]]:
        """The draws a search compares: the policy's own, drawing, and the best takes."""
        chosen = self.draw_action(state, rng)
        legal = state.legal_actions()
        takes = [action for action in legal if action.kind == "take"]
        if takes:
            judge = WordJudge(state, ADVANCED)
            takes.sort(key=lambda action: -judge.take_gain(state, action))
        others = [action for action in legal if action.kind != "take"] + takes[:TAKES_SEARCHED]
        return [[chosen]] + [[action] for action in others if action != chosen]

    # ------------------------------------------------------------ permission

    def answer(self, state: GameState) -> Action:
        """The partner's answer to "May I go out?": yes, unless the hand holds many points it
        could still lay down and nobody is about to end the hand."""
        if not self.style.judge_permission:
            return YES
        seat = state.current_player()
        if going_out_threat(state, seat) >= 0.5:
            return YES
        rules = state.rules
        letters, stars = hand_letters(rules, state.hands[seat])
        usable = set("".join(word for word, _ in WordFinder(rules).words(letters, stars)))
        meldable = sum(rules.value_of(card) for card in state.hands[seat]
                       if rules.is_wild(card) or card.rank.lower() in usable)
        return NO if 2 * meldable - 120 > 100 else YES

    # -------------------------------------------------------------- the turn

    def plan(self, state: GameState, rng: random.Random) -> list[Action]:
        """The rest of the turn (the draw made); a fallback action if no plan is found."""
        actions = plan_turn(state, self.style, rng)
        return actions or [self.fallback_action(state, rng)]

    def turn_candidates(self, state: GameState, rng: random.Random, discards: int,
                        wide: bool) -> list[list[Action]]:
        """Whole-turn plans a search compares, the policy's own first: its melds with other
        discards, laying every word it can, going out where the words of the whole hand
        can be laid (going_out.py), and (`wide`) laying nothing new."""
        chosen = plan_turn(state, self.style, rng)
        if state.taking is not None or not chosen:
            return [chosen] if chosen else []
        plans = [chosen]
        melds = [action for action in chosen if action.kind in WORD_MOVES]
        after = state.clone()
        for action in melds:
            after.apply(action)
        judge = WordJudge(after, self.style)
        plans += [melds + [end] for end in end_options(after, judge, rng, min(discards, DISCARDS_SEARCHED))]
        eager = plan_turn(state, replace(self.style, judge_words=False), rng)
        if eager:
            plans.append(eager)
        out = going_out_plan(state)
        if out:
            plans.append(out)
        if wide and melds:
            ends = [action for action in turn_moves(state) if action.kind in ENDS]
            end = choose_end(state, ends, WordJudge(state, self.style), rng)
            if end is not None:
                plans.append([end])
        return distinct_plans(plans)

    def plan_holds(self, state: GameState, plan: list[Action]) -> bool:
        """Whether every action of the plan is legal in turn."""
        trial = state.clone()
        for action in plan:
            if trial.explain(action) is not None:
                return False
            trial.apply(action)
        return True

    def move_reason(self, observation: Observation, action: Action) -> str | None:
        """Why `action` is worth playing, in the word game's own words (a hint's line)."""
        return word_reason(observation, action)

    def position_value(self, state: GameState, side: int) -> float:
        return position_value(state, side)

    def fallback_action(self, state: GameState, rng: random.Random) -> Action:
        """A legal action that moves the turn toward its end when no plan was found."""
        legal = state.legal_actions()
        if not legal:
            raise NoLegalAction(state.phase.value)
        ends = [action for action in legal if action.kind in ENDS]
        if ends:
            end = choose_end(state, ends, WordJudge(state, self.style), rng)
            assert end is not None
            return end
        # Every listed word move keeps a way to end the turn, and each one lays cards
        # down or joins two words, so melding on comes to an end.
        moves = [action for action in legal if action.kind in WORD_MOVES]
        if moves:
            return max(moves, key=lambda action: len(action.cards))
        if state.phase == Phase.DRAW:
            return self.draw_action(state, rng)
        if UNDO in legal:
            return UNDO
        return legal[rng.randrange(len(legal))]

    def play_turn(self, state: GameState, rng: random.Random, limit: int = 60, deadline: float | None = None) -> None:
        """Play the current player's whole turn (or answer) on `state`: for rollouts.
        Raises OutOfTime once `deadline` (time.perf_counter()) has passed, move by move: a
        turn with a hand of thirty letters lists hundreds of words at each."""
        seat = state.current_player()
        if state.phase == Phase.ASK:
            state.apply(self.answer(state))
            return
        if state.phase == Phase.DRAW:
            state.apply(self.draw_action(state, rng))
        if state.hand_over() or state.current_player() != seat or state.phase != Phase.PLAY:
            return
        for action in plan_turn(state, self.style, rng, self.quick, deadline):
            state.apply(action)  # listed by the engine on a copy of this very position
        for _ in range(limit):
            if state.hand_over() or state.current_player() != seat or state.phase != Phase.PLAY:
                return
            check_deadline(deadline)
            state.apply(self.fallback_action(state, rng))
        raise NoLegalAction("a turn that does not end")


def _ended_worth(state: GameState, side: int) -> float:
    """The side's words and its cards in hand, at full value: the hand is over."""
    rules = state.rules
    held = sum(rules.value_of(card) for seat in state.seats_of(side) for card in state.hands[seat])
    return table_worth(state, side) - held
