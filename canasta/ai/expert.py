"""Expert: searches by determinized sampling.

For each decision with more than one sensible answer (draw or take the pile, which
whole turn to play, "May I go out?"), it deals the cards it cannot see consistently
with what it has seen, weighted by what the others' play says they hold (see
`inference.py`), plays each candidate and then two rounds with
the Advanced policy for every seat, and picks the candidate with the best mean
difference between the sides (the hand's scores if it ended, else what each side's
table and hand are worth). The same sampled deals serve every candidate, so the
comparison is between moves, not between deals; a candidate clearly beaten on the
deals sampled so far is dropped, so the time left goes to those that may still be
best. Advanced's own choice stands unless another candidate is clearly better. Where
the machine has cores to spare, helper processes sample deals of their own in the same
time (`search_helpers.py`).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from concurrent.futures import Future
from dataclasses import dataclass

from canasta.engine import Action, GameState, Observation, Phase, asked_acaba, say

from . import search_helpers
from .inference import HandReader
from .policy import NoLegalAction, OutOfTime
from .policy_player import PolicyPlayer
from .sandbox import decision_rng
from .strategy import TurnPolicy, policy_for
from .style import ADVANCED

MAX_ROLLOUT_TURNS = 400
MAX_ASK_TRIES = 40
PRUNE_EVERY = 8      # sampled deals between looks at which candidates are clearly beaten
PRUNE_ERRORS = 2.5   # a candidate is dropped this many standard errors behind the leader
TIME_BUDGET = 0.27   # seconds of search per decision: under 0.3 s at the 95th percentile (bench/ai.py)
CONFIDENCE = 1.0     # standard errors by which another move must beat Advanced's, unless the policy says
HELPER_GRACE = 0.01  # seconds a search waits past its budget for a helper's deals


class ExpertPlayer(PolicyPlayer):
    def __init__(self, seed: int = 0, time_budget: float | None = TIME_BUDGET, samples: int = 160, min_samples: int = 2,
                 confidence: float | None = None, horizon: int | None = 2, wide: bool = True, discards: int = 5,
                 helpers: int | None = None):
        """`time_budget` (seconds, None for none) bounds each decision's search, which
        stops after `samples` sampled deals; with no budget the search depends only on
        the observation and `seed`. With a budget, `helpers` processes (None: one for each
        spare core) sample deals of their own in the same time. Another move replaces
        Advanced's when its mean gain is `confidence` standard errors above zero (None:
        the rule set's policy's figure, else CONFIDENCE). Rollouts
        play `horizon` rounds (None: to the hand's end) and judge the position reached;
        `wide` and `discards` set how many whole-turn plans are compared."""
        super().__init__(ADVANCED, seed)
        self.name = "expert"
        self.time_budget = time_budget
        self.samples = samples
        self.min_samples = min(min_samples, samples)
        self.confidence = confidence
        self.horizon = horizon  # rounds each rollout plays before judging the position (None: to the hand's end)
        self.wide = wide
        self.discards = discards
        self.helpers = 0 if time_budget is None else search_helpers.spare_cores() if helpers is None else helpers
        if self.helpers:
            search_helpers.warm_up(self.helpers)
        self.last_reason: str | None = None  # why the last searched decision was made
        self.searches = 0        # decisions searched so far, and the deals they sampled (bench/ai.py)
        self.sampled_deals = 0

    def decide(self, state: GameState, rng: random.Random, observation: Observation) -> list[Action]:
        began = time.perf_counter()
        candidates = self.candidates(state, rng)
        if len(candidates) == 1:
            self.last_reason = None
            return candidates[0]
        best, self.last_reason = self.search(observation, candidates, began)
        return best

    def candidates(self, state: GameState, rng: random.Random) -> list[list[Action]]:
        phase = state.phase
        if phase == Phase.DRAW:
            return self.policy.draw_candidates(state, rng)
        if phase == Phase.ASK:
            chosen = self.policy.answer(state)
            return [[chosen]] + [[action] for action in state.legal_actions() if action != chosen]
        if phase == Phase.PLAY:
            plans = self.policy.turn_candidates(state, rng, self.discards, self.wide)
            held = [plan for plan in plans if self.policy.plan_holds(state, plan)]
            return held or [self.policy.plan(state, rng)]
        return [state.legal_actions()[:1]]

    def search(self, observation: Observation, candidates: list[list[Action]],
               began: float | None = None) -> tuple[list[Action], str]:
        """The candidate with the best mean hand-score difference over sampled deals,
        and a line saying why (empty when there was no time to search). The time budget
        counts from `began` (the decision's start: finding the candidates is part of the
        move's time); helper processes on the machine's other cores sample deals of their
        own in the same time (search_helpers.py)."""
        began = time.perf_counter() if began is None else began
        if self._out_of_time(began):
            return candidates[0], ""  # the candidates took the time: Advanced's move stands
        helping = self._ask_helpers(observation, candidates, began)
        values, alive = self._sample(observation, candidates, decision_rng(self.seed, observation, "search"), began)
        for future in helping:
            try:
                more_values, more_alive = future.result(timeout=max(0.0, self._time_left(began)) + HELPER_GRACE)
            except Exception:  # late, or the helper failed: its deals are left out
                continue
            alive = _merged(values, alive, more_values, more_alive)
        if not values[0]:
            return candidates[0], ""  # not one deal played out in time: Advanced's move stands
        self.searches += 1
        self.sampled_deals += len(values[0])
        return self._pick([candidates[index] for index in alive], [values[index] for index in alive])

    def _ask_helpers(self, observation: Observation, candidates: list[list[Action]],
                     began: float) -> list[Future]:
        """The helpers' searches of this decision, begun; none without a time budget (the
        search must then depend only on the observation and the seed)."""
        if self.time_budget is None or not self.helpers:
            return []
        deadline = time.monotonic() + self._time_left(began)  # the one clock the processes share
        helping = []
        for helper in range(self.helpers):
            job = HelperJob(observation, candidates, self.seed, f"search helper {helper}", deadline,
                            self.samples, self.min_samples, self.horizon)
            future = search_helpers.submit(self.helpers, sample_in_helper, job)
            if future is not None:
                helping.append(future)
        return helping

    def _sample(self, observation: Observation, candidates: list[list[Action]], rng: random.Random,
                began: float) -> tuple[list[list[float]], list[int]]:
        """Each candidate's value on deals sampled until the time budget counted from
        `began` is spent, and the candidates still in the running (their values are all
        on the same deals). A sampled deal is begun only while the slowest one so far would
        still end within the budget, and one that runs past it is left out: a word game's
        candidates can take the budget, and its rollouts vary tenfold (BWC: p95 346 ms a
        move when the budget counted the search alone and the mean deal)."""
        side = observation.side
        values: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        reader = HandReader(observation)
        rollout_policy = policy_for(observation.rules, ADVANCED).rollout_policy()
        slowest = 0.0
        for sample in range(self.samples):
            dealt = time.perf_counter()
            world = self._world(observation, rng, reader)
            rollout_seed = rng.randrange(2**31)
            played = 0
            for index in alive:
                trial = world.clone()
                for action in candidates[index]:
                    trial.apply(action)
                value = self._rollout(trial, side, random.Random(rollout_seed), rollout_policy, began)
                if value is None:
                    break
                values[index].append(value)
                played += 1
                if self._out_of_time(began):
                    break
            if played < len(alive):
                for index in alive:
                    del values[index][sample:]  # a deal not played for every candidate compares nothing
                break
            if (sample + 1) % PRUNE_EVERY == 0 and len(alive) > 2:
                alive = _still_in_the_running(alive, values)
            if self.time_budget is not None:
                now = time.perf_counter()
                slowest = max(slowest, now - dealt)
                if self._out_of_time(began) or (sample + 1 >= self.min_samples
                                                and now + slowest - began > self.time_budget):
                    break
        return values, alive

    def _time_left(self, began: float) -> float:
        """Seconds left of the time budget of the decision begun at `began`."""
        assert self.time_budget is not None
        return self.time_budget - (time.perf_counter() - began)

    def _out_of_time(self, began: float) -> bool:
        """Whether the decision begun at `began` has spent its time budget."""
        return self.time_budget is not None and time.perf_counter() - began > self.time_budget

    @staticmethod
    def _world(observation: Observation, rng: random.Random, reader: HandReader) -> GameState:
        """A deal of the unseen cards that fits the observation, read by `reader`; while
        a partner waits for an answer to "May I go out?", one in which the asker can go out."""
        world = reader.deal(rng)
        if observation.phase != Phase.ASK or observation.asker is None or asked_acaba(world):
            return world
        for _ in range(MAX_ASK_TRIES):
            trial = world.clone()
            trial.phase, trial.current, trial.asked, trial.permission = Phase.PLAY, observation.asker, False, None
            if trial.can_go_out():
                return world
            world = reader.deal(rng)
        return world

    def _pick(self, candidates: list[list[Action]], values: list[list[float]]) -> tuple[list[Action], str]:
        means = [statistics.fmean(column) for column in values]
        best = max(range(len(candidates)), key=means.__getitem__)
        samples = len(values[0])
        if best != 0:
            gains = [b - a for a, b in zip(values[0], values[best])]
            spread = statistics.stdev(gains) if samples > 1 else math.inf
            error = spread / math.sqrt(samples) if samples > 1 else math.inf
            if statistics.fmean(gains) < self._confidence() * error:
                best = 0
        score, gain = format(means[best], "+.0f"), format(means[best] - means[0], "+.0f")
        if best != 0:
            why = say("over {count} sampled deals it scores {score} on average, {gain} better than the usual move",
                      count=samples, score=score, gain=gain)
        else:
            why = say("over {count} sampled deals it scores {score} on average", count=samples, score=score)
        return candidates[best], why

    def _confidence(self) -> float:
        """Standard errors by which another move must beat Advanced's to be played."""
        if self.confidence is not None:
            return self.confidence
        return CONFIDENCE if self.policy.search_confidence is None else self.policy.search_confidence

    def _rollout(self, state: GameState, side: int, rng: random.Random, policy: TurnPolicy,
                 began: float | None = None) -> float | None:
        """What `side` leads by once `policy` has played the rollout's rounds from `state`;
        None if the time budget of the decision begun at `began` runs out first: a word
        game's rollout can take a tenth of a second, and one begun in time ran past the
        move's time by as much (BWC, bench/ai.py: the slowest move 568 -> 341 ms)."""
        turns = 0
        horizon = self.horizon if policy.rollout_rounds is None else policy.rollout_rounds
        limit = MAX_ROLLOUT_TURNS if horizon is None else horizon * state.players
        deadline = None if began is None or self.time_budget is None else began + self.time_budget
        try:
            while not state.hand_over() and turns < limit:
                policy.play_turn(state, rng, deadline=deadline)
                turns += 1
        except NoLegalAction:
            pass
        except OutOfTime:
            return None
        return side_lead(state, side, policy)


def side_lead(state: GameState, side: int, policy: TurnPolicy) -> float:
    """How far `side` leads the mean of the other sides: by the hand's scores if the hand
    is over, else by what `policy` judges each side's position worth."""
    if not state.hand_over():
        ours = policy.position_value(state, side)
        return ours - statistics.fmean(policy.position_value(state, other)
                                       for other in range(state.sides) if other != side)
    sides = state.hand_results[-1].sides
    others = [score.total for index, score in enumerate(sides) if index != side]
    return sides[side].total - statistics.fmean(others)


@dataclass(frozen=True)
class HelperJob:
    """One decision's search, as a helper process is given it."""
    observation: Observation
    candidates: list[list[Action]]
    seed: int
    salt: str           # a helper's own deals: none the same as the searching player's
    deadline: float     # time.monotonic() when the decision's time is up
    samples: int
    min_samples: int
    horizon: int | None


def sample_in_helper(job: HelperJob) -> tuple[list[list[float]], list[int]]:
    """The candidates' values on the deals a helper process samples in the time left,
    and those still in the running."""
    left = job.deadline - time.monotonic()
    if left <= 0:
        return [[] for _ in job.candidates], list(range(len(job.candidates)))
    helper = ExpertPlayer(job.seed, time_budget=left, samples=job.samples, min_samples=job.min_samples,
                          horizon=job.horizon, helpers=0)
    return helper._sample(job.observation, job.candidates, decision_rng(job.seed, job.observation, job.salt),
                          time.perf_counter())


def _merged(values: list[list[float]], alive: list[int], more_values: list[list[float]],
            more_alive: list[int]) -> list[int]:
    """The candidates still in the running in both searches, each with the deals of both
    appended to `values`: a candidate either dropped as clearly beaten is out."""
    kept = [index for index in alive if index in more_alive]
    for index in kept:
        values[index].extend(more_values[index])
    return kept


def _still_in_the_running(alive: list[int], values: list[list[float]]) -> list[int]:
    """The candidates not clearly beaten by the leader on the same sampled deals, so
    that the rest of the search time goes to those that may still be best. Advanced's
    own move (index 0) always stays: it is what the others must beat."""
    leader = max(alive, key=lambda index: statistics.fmean(values[index]))
    kept = []
    for index in alive:
        if index in (0, leader):
            kept.append(index)
            continue
        gains = [a - b for a, b in zip(values[leader], values[index])]
        error = statistics.stdev(gains) / math.sqrt(len(gains))
        if statistics.fmean(gains) <= PRUNE_ERRORS * error:
            kept.append(index)
    return kept
