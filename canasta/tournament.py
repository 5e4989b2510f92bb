"""Duplicate tournaments between two computer levels.

    python -m canasta tournament --a expert --b advanced --preset classic --players 4 --deals 400 --seed 1

Each deal is played twice with the same cards: first level A holds the seats of side 1
(seats 1 and 3 with four players) and level B the others, then the other way round.
A deal's result is A's hand score minus B's on the same cards, summed over both
plays, so the luck of the deal cancels. (With three sides or more, as three players,
A holds the first side's seats against B at all the others, then B there against A,
and the first side's scores are compared.) A level holds every seat of its side, the
one sitting the hand out with five players too; `--six-sides` seats six players as
two sides of three or three of two (default: as the preset does).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any, Sequence

from canasta.ai.player import LEVELS, Player, make_player
from canasta.engine import SEAT_COUNTS, SIX_PLAYER_SIDES, GameState, Rules
from canasta.simulate import StuckGameError, play_hand
from canasta.variants import available_presets, load_preset

STAGE_SCORES = (0, 1500, 3000)  # a first meld of 50, 90 and 120 points


@dataclass
class DealResult:
    deal: int
    difference: int                      # A's hand score minus B's, over both plays
    a_times: list[float] = field(default_factory=list)
    b_times: list[float] = field(default_factory=list)
    error: str | None = None


@dataclass(frozen=True)
class Match:
    a: str
    b: str
    preset: str
    players: int
    seed: int
    stages: bool
    player_options: tuple[tuple[str, Any], ...] = ()
    six_player_sides: str | None = None  # None: as the preset seats six

    def rules(self) -> Rules:
        rules = load_preset(self.preset)
        return rules if self.six_player_sides is None else rules.replace({"six_player_sides": self.six_player_sides})

    def player(self, level: str, seed: int) -> Player:
        options = dict(self.player_options) if level == "expert" else {}
        return make_player(level, seed, **options)


def deal_seed(seed: int, deal: int) -> int:
    return seed * 1_000_003 + deal


def play_deal(match: Match, deal: int) -> DealResult:
    """Play one deal twice, the levels swapped, and compare A's score with B's."""
    rules = match.rules()
    seed = deal_seed(match.seed, deal)
    start = STAGE_SCORES[deal % len(STAGE_SCORES)] if match.stages else 0
    result = DealResult(deal, 0)
    for swap in (False, True):
        state = GameState(rules, match.players, seed=seed)
        if start:
            state = GameState(rules, match.players, seed=seed, scores=[start] * state.sides)
        seats_a = seats_of_a(state, swap)
        players = [match.player(match.a if seat in seats_a else match.b, player_seed(seed, seat, swap))
                   for seat in range(match.players)]
        times = [result.a_times if seat in seats_a else result.b_times for seat in range(match.players)]

        def chooser(st: GameState) -> Any:
            seat = st.current_player()
            observation = st.observation(seat)
            began = time.perf_counter()
            action = players[seat].choose(observation)
            times[seat].append(time.perf_counter() - began)
            if action not in observation.legal_actions:
                raise StuckGameError(f"seat {seat} chose the illegal action '{action}'")
            return action

        try:
            play_hand(state, [chooser] * match.players)
        except StuckGameError as exc:
            result.error = f"deal {deal}: {exc}"
            return result
        sides = state.hand_results[-1].sides
        if state.sides > 2:
            first = sides[0].total
            result.difference += -first if swap else first
        else:
            side_a = state.side_of(min(seats_a))
            side_b = next(side for side in range(state.sides) if side != side_a)
            result.difference += sides[side_a].total - sides[side_b].total
    return result


def player_seed(deal_number: int, seat: int, swap: bool) -> int:
    """The seed of the player at `seat` in a play of the deal seeded `deal_number`."""
    return deal_number * 10 + seat + (5 if swap else 0)


def seats_of_a(state: GameState, swap: bool) -> set[int]:
    """The seats level A holds in the play of a deal (`swap`: the second play)."""
    def seats(side: int) -> set[int]:
        return {seat for seat, its_side in enumerate(state.side_map) if its_side == side}

    if state.sides > 2:  # the first side against all the others
        first = seats(0)
        return set(range(state.players)) - first if swap else first
    return seats(1 if swap else 0)


def _play(task: tuple[Match, int]) -> DealResult:
    return play_deal(*task)


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def outcomes(results: Sequence[DealResult]) -> tuple[int, int, int]:
    """The deals A won, tied and lost (a tie: both plays of the deal scored alike)."""
    won = sum(1 for result in results if result.difference > 0)
    lost = sum(1 for result in results if result.difference < 0)
    return won, len(results) - won - lost, lost


def report(match: Match, results: list[DealResult], seconds: float) -> str:
    deals = len(results)
    differences = [result.difference for result in results]
    won, tied, lost = outcomes(results)
    rules = match.rules()
    seating = f" in {rules.six_player_sides.replace('_', ' ')}" if match.players == 6 else ""
    lines = [
        f"Duplicate tournament: {match.a} (A) against {match.b} (B)",
        f"  preset {match.preset} ({rules.title}), {match.players} players{seating}, {deals} deals "
        f"({2 * deals} hands), seed {match.seed}"
        + (", starting scores cycling 0/1500/3000" if match.stages else ", starting scores 0"),
    ]
    for name, level, wins in (("A", match.a, won), ("B", match.b, lost)):
        low, high = wilson_interval(wins, deals)
        lines.append(f"  {name} {level:<9} won {wins:4d} deals  {100 * wins / deals:5.1f}%  "
                     f"(95% CI {100 * low:.1f}-{100 * high:.1f}%)")
    lines.append(f"  tied {tied} deals")
    mean, low, high = mean_interval(differences)
    lines.append(f"  mean hand-score difference per deal (A - B): {mean:+.1f}  (95% CI {low:+.1f} to {high:+.1f})")
    for name, level, times in (("A", match.a, [t for r in results for t in r.a_times]),
                               ("B", match.b, [t for r in results for t in r.b_times])):
        lines.append(f"  time per move, {name} {level:<9}: median {1000 * percentile(times, 0.5):7.2f} ms, "
                     f"p95 {1000 * percentile(times, 0.95):7.2f} ms, max {1000 * max(times, default=0):7.1f} ms "
                     f"({len(times)} moves)")
    lines.append(f"  {seconds:.0f} s")
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    levels = (*LEVELS, "random")
    parser.add_argument("--a", default="expert", choices=levels, help="the level under test")
    parser.add_argument("--b", default="advanced", choices=levels, help="the level it plays against")
    parser.add_argument("--preset", default="classic", choices=available_presets())
    parser.add_argument("--players", type=int, default=4, choices=SEAT_COUNTS)
    parser.add_argument("--six-sides", default=None, choices=SIX_PLAYER_SIDES,
                        help="with six players: two sides of three or three of two (default: as the preset)")
    parser.add_argument("--deals", type=int, default=100, help="deals, each played twice with the sides swapped")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2,
                        help="processes playing deals side by side (with one, Expert's search also uses the other cores)")
    parser.add_argument("--stages", action="store_true",
                        help="cycle the starting scores through 0, 1500 and 3000 (first melds of 50, 90, 120)")
    parser.add_argument("--budget", type=float, default=None, help="Expert's thinking time per decision, seconds")
    parser.add_argument("--samples", type=int, default=None, help="Expert's deals sampled per decision")
    parser.add_argument("--horizon", type=int, default=None,
                        help="rounds each of Expert's rollouts plays before judging the position (0: to the hand's end)")
    parser.add_argument("--confidence", type=float, default=None,
                        help="standard errors by which Expert's search must beat Advanced's move to replace it")
    parser.add_argument("--helpers", type=int, default=None,
                        help="processes sampling deals beside Expert's search (default: one a spare core; "
                             "only with --workers 1)")


def run(args: argparse.Namespace) -> int:
    options: dict[str, Any] = {}
    if args.budget is not None:
        options["time_budget"] = args.budget
    if args.samples is not None:
        options["samples"] = args.samples
    if args.confidence is not None:
        options["confidence"] = args.confidence
    if args.horizon is not None:
        options["horizon"] = args.horizon or None
    if args.helpers is not None:
        options["helpers"] = args.helpers
    match = Match(args.a, args.b, args.preset, args.players, args.seed, args.stages, tuple(sorted(options.items())),
                  args.six_sides)
    tasks = [(match, deal) for deal in range(args.deals)]
    began = time.perf_counter()
    if args.workers > 1:
        with Pool(args.workers) as pool:
            results = list(pool.imap_unordered(_play, tasks, chunksize=1))
    else:
        results = [_play(task) for task in tasks]
    seconds = time.perf_counter() - began
    errors = [result.error for result in results if result.error]
    if errors:
        for error in errors:
            print(error, file=sys.stderr)
        return 1
    results.sort(key=lambda result: result.deal)
    print(report(match, results, seconds))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="canasta tournament", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
