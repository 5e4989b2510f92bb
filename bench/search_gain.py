"""What Expert's search gains over Advanced's move, decision by decision, judged by how
the hand ends: the figure to read when Expert's ladder rate (bench/ladder.py) is low.

    .venv/bin/python bench/search_gain.py --preset cuban [--decisions 200] [--deals 32]
                                          [--rounds 1,2,3,4,6] [--seed 1] [--workers 2]
                                          [--confidences 0.5,1,2]

It plays hands of Expert against Advanced and keeps a share of the decisions Expert
searched (its candidates and what its seat saw). On each, it deals `--deals` worlds the
way Expert does and plays every candidate from each to the hand's end by Advanced's
rollout policy, noting at each horizon of `--rounds` what Expert's search would have
judged it worth there. Then, on reshuffles, Expert's pick rule chooses on the first half
of the deals, with as many deals as a horizon's cost allows at the cost of today's
horizon on that half, and the other half judges the pick by the hand's end. It prints,
for each horizon and the hand's end:

- the gain over Advanced's own move, points a searched decision (mean and standard error
  over decisions), and the difference from today's horizon on the same reshuffles;
- with `--confidences`, the gain at today's horizon if the pick rule asked another move
  to beat Advanced's by each of these standard errors (today's is the rule set's own);
- how much the candidates really differ ("room": the spread of their means over all the
  deals, less what the deals' noise accounts for) and the noise of one deal.

A search that gains nothing where there is room is limited by its judge or its deals;
one with no room can only gain from other candidates.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.ai.advanced import AdvancedPlayer  # noqa: E402
from canasta.ai.expert import ExpertPlayer, side_lead  # noqa: E402
from canasta.ai.inference import HandReader  # noqa: E402
from canasta.ai.policy import NoLegalAction  # noqa: E402
from canasta.ai.strategy import policy_for  # noqa: E402
from canasta.ai.style import ADVANCED  # noqa: E402
from canasta.engine import Action, GameState  # noqa: E402
from canasta.engine.game.observation import Observation  # noqa: E402
from canasta.simulate import play_hand  # noqa: E402
from canasta.variants import available_presets, load_preset  # noqa: E402

KEPT_SHARE = 0.06   # of Expert's searched decisions, so that those kept spread over many hands
MAX_TURNS = 400
RESHUFFLES = 20
FINAL = "end"


class RecordingExpert(ExpertPlayer):
    """Expert that keeps a share of its searched decisions and plays Advanced's move."""

    def __init__(self, seed: int, kept: list[tuple[Observation, list[list[Action]]]], rng: random.Random):
        super().__init__(seed, time_budget=None, helpers=0)
        self.kept, self.rng = kept, rng

    def search(self, observation: Observation, candidates: list[list[Action]],
               began: float | None = None) -> tuple[list[Action], str]:
        if self.rng.random() < KEPT_SHARE:
            self.kept.append((observation, candidates))
        return candidates[0], ""


def collect(preset: str, wanted: int, seed: int) -> list[tuple[Observation, list[list[Action]]]]:
    """`wanted` decisions Expert searched in hands against Advanced."""
    rules = load_preset(preset)
    kept: list[tuple[Observation, list[list[Action]]]] = []
    rng = random.Random(seed)
    hand = 0
    while len(kept) < wanted:
        state = GameState(rules, rules.players, seed=seed * 100_000 + hand)
        expert_side = hand % 2
        seats = [RecordingExpert(hand * 10 + seat, kept, rng) if state.side_of(seat) == expert_side
                 else AdvancedPlayer(hand * 10 + seat) for seat in range(rules.players)]
        play_hand(state, [lambda st: seats[st.current_player()].choose(st.observation(st.current_player()))]
                  * rules.players)
        hand += 1
    return kept[:wanted]


@dataclass
class Sampled:
    """One decision's candidates played out: value[horizon][candidate][deal], and the
    turns each rollout played to the hand's end."""
    value: dict[object, list[list[float]]]
    turns: list[list[int]]


def play_out(task: tuple[Observation, list[list[Action]], int, int, tuple[int, ...]]) -> Sampled:
    observation, candidates, deals, seed, rounds = task
    rng = random.Random(seed)
    reader = HandReader(observation)
    policy = policy_for(observation.rules, ADVANCED).rollout_policy()
    side = observation.side
    value: dict[object, list[list[float]]] = {horizon: [[] for _ in candidates] for horizon in (*rounds, FINAL)}
    turns_played: list[list[int]] = [[] for _ in candidates]
    for _ in range(deals):
        world = ExpertPlayer._world(observation, rng, reader)
        rollout_seed = rng.randrange(2**31)
        for index, candidate in enumerate(candidates):
            state = world.clone()
            for action in candidate:
                state.apply(action)
            rollout_rng = random.Random(rollout_seed)
            turns = 0
            judged: set[int] = set()
            try:
                while not state.hand_over() and turns < MAX_TURNS:
                    for horizon in rounds:
                        if turns == horizon * state.players:
                            value[horizon][index].append(side_lead(state, side, policy))
                            judged.add(horizon)
                    policy.play_turn(state, rollout_rng)
                    turns += 1
            except NoLegalAction:
                pass
            final = side_lead(state, side, policy)
            for horizon in rounds:
                if horizon not in judged:  # the hand ended first: its score is the judge's
                    value[horizon][index].append(final)
            value[FINAL][index].append(final)
            turns_played[index].append(turns)
    return Sampled(value, turns_played)


def picked(judge: ExpertPlayer, candidates: list[list[Action]], columns: list[list[float]]) -> int:
    choice, _ = judge._pick(candidates, columns)
    return next(index for index, candidate in enumerate(candidates) if candidate is choice)


def report(decisions: list[tuple[Observation, list[list[Action]]]], sampled: list[Sampled],
           rounds: tuple[int, ...], today: int, players: int, confidences: tuple[float, ...] = ()) -> list[str]:
    deals = len(sampled[0].value[FINAL][0])
    half = deals // 2
    horizons: list[object] = [today] + [horizon for horizon in (*rounds, FINAL) if horizon != today]

    # Turns a rollout plays to each horizon, and one for dealing the world.
    cost = {horizon: statistics.fmean(1 + (turns if horizon == FINAL else min(turns, int(horizon) * players))
                                      for one in sampled for column in one.turns for turns in column)
            for horizon in horizons}

    judge = ExpertPlayer(0, time_budget=None, helpers=0)
    judge.policy = policy_for(decisions[0][0].rules, ADVANCED)  # the rule set's pick rule (its confidence)
    gains: dict[object, list[float]] = {}
    counts: dict[object, int] = {}
    for horizon in horizons:
        counts[horizon] = max(2, min(half, round(half * cost[today] / cost[horizon])))
        gains[horizon] = _reshuffled_gains(judge, decisions, sampled, horizon, counts[horizon])
    lines = [f"{'horizon':<9} {'cost':>5} {'deals':>5}   gain over Advanced's move   against today's ({today})"]
    per_decision_at: dict[object, list[float]] = {}
    for horizon in horizons:
        per_decision = per_decision_at[horizon] = _per_decision(gains[horizon], len(decisions))
        against = [a - b for a, b in zip(gains[horizon], gains[today])]
        against_per = _per_decision(against, len(decisions))
        name = "hand end" if horizon == FINAL else f"{horizon} round" + ("s" if horizon != 1 else "")
        vs = "" if horizon == today else f"{statistics.fmean(against_per):+8.1f} ({_error(against_per):.1f})"
        lines.append(f"{name:<9} {cost[horizon]:5.1f} {counts[horizon]:5d}   "
                     f"{statistics.fmean(per_decision):+8.1f} ({_error(per_decision):.1f}) a decision    {vs}")
    phases = sorted({observation.phase.value for observation, _ in decisions})
    if len(phases) > 1:
        for phase in phases:
            mine = [gain for gain, (observation, _) in zip(per_decision_at[today], decisions)
                    if observation.phase.value == phase]
            lines.append(f"  {phase:<7} {len(mine):4d} decisions  {statistics.fmean(mine):+8.1f} "
                         f"({_error(mine):.1f}) a decision at today's horizon")
    for confidence in confidences:
        asking = ExpertPlayer(0, time_budget=None, helpers=0, confidence=confidence)
        mine = _per_decision(_reshuffled_gains(asking, decisions, sampled, today, counts[today]), len(decisions))
        unit = "standard error" + ("" if confidence == 1 else "s")
        lines.append(f"  another move {confidence:g} {unit} better: {statistics.fmean(mine):+8.1f} "
                     f"({_error(mine):.1f}) a decision at today's horizon")
    means, errors = [], []
    for one in sampled:
        ends = one.value[FINAL]
        for column in ends[1:]:
            gains_here = [b - a for a, b in zip(ends[0], column)]
            means.append(statistics.fmean(gains_here))
            errors.append(statistics.stdev(gains_here) / math.sqrt(deals))
    if len(means) > 1:
        noise = math.sqrt(statistics.fmean(error * error for error in errors))
        room = math.sqrt(max(0.0, statistics.pvariance(means) - noise * noise))
        lines.append(f"room: {len(means)} other candidates, mean {statistics.fmean(means):+.0f} against Advanced's "
                     f"move, spread {room:.0f} beyond the noise; one deal's noise {noise * math.sqrt(deals):.0f}")
    return lines


def _reshuffled_gains(judge: ExpertPlayer, decisions: list[tuple[Observation, list[list[Action]]]],
                      sampled: list[Sampled], horizon: object, count: int) -> list[float]:
    """On each reshuffle of each decision's deals, what `judge`'s pick on `count` deals of
    the first half, judged at `horizon`, gains over Advanced's move by the hand's end on
    the other half (reshuffle by reshuffle, decision by decision)."""
    deals = len(sampled[0].value[FINAL][0])
    half = deals // 2
    gains = []
    for reshuffle in range(RESHUFFLES):
        order_rng = random.Random(reshuffle)
        for (_, candidates), one in zip(decisions, sampled):
            order = list(range(deals))
            order_rng.shuffle(order)
            chosen, judged = order[:count], order[half:]
            columns = [[column[deal] for deal in chosen] for column in one.value[horizon]]
            ends = [statistics.fmean(column[deal] for deal in judged) for column in one.value[FINAL]]
            gains.append(ends[picked(judge, candidates, columns)] - ends[0])
    return gains


def _per_decision(gains: list[float], decisions: int) -> list[float]:
    """The mean over reshuffles for each decision of gains listed as _reshuffled_gains lists them."""
    return [statistics.fmean(gains[index::decisions]) for index in range(decisions)]


def _error(values: list[float]) -> float:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="classic", choices=available_presets())
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--deals", type=int, default=32, help="sampled deals a decision, half to pick, half to judge")
    parser.add_argument("--rounds", default="1,2,3,4,6", help="horizons compared, in rounds of play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--confidences", default="",
                        help="standard errors the pick rule might ask of another move, compared at today's horizon")
    args = parser.parse_args()
    rounds = tuple(sorted({int(part) for part in args.rounds.split(",")}))
    rules = load_preset(args.preset)
    # The horizon Expert's rollouts play today: the rule set's policy may set its own.
    today = policy_for(rules, ADVANCED).rollout_policy().rollout_rounds or ExpertPlayer(0, helpers=0).horizon or max(rounds)
    rounds = tuple(sorted({*rounds, today}))
    decisions = collect(args.preset, args.decisions, args.seed)
    tasks = [(observation, candidates, args.deals, args.seed * 1_000_003 + index, rounds)
             for index, (observation, candidates) in enumerate(decisions)]
    if args.workers > 1:
        with Pool(args.workers) as pool:
            sampled = pool.map(play_out, tasks, chunksize=1)
    else:
        sampled = [play_out(task) for task in tasks]
    print(f"{args.preset}: {len(decisions)} decisions Expert searched against Advanced, {args.deals} deals each, "
          f"seed {args.seed}; today's horizon {today} rounds")
    confidences = tuple(float(part) for part in args.confidences.split(",") if part)
    print("\n".join(report(decisions, sampled, rounds, today, rules.players, confidences)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
