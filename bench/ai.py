"""Time per move of each computer level: median, 95th percentile and maximum.

    .venv/bin/python bench/ai.py [--hands 6] [--seed 1] [--levels beginner,advanced,expert] [--preset hand_and_foot]
                                 [--helpers 0] [--samples 100000]

One process, one core, but for Expert's helper processes (one a spare core unless
`--helpers` says how many: `--helpers 0` times Expert searching alone). For classic with
four players and Windows with two (or the one preset asked for, with four players), the
level under test holds the seats of one side against Advanced, over a fixed set of seeded
hands (the same for every level); every `choose()` of the level is timed, trivial
moves (a single legal action) included, as a table would call it. As the table does when
a game is put on it, each player first builds what it reads of the rule set (`prepare`: a
word game's tables) off the moves' time; the line says how long that took before the
first hand. Expert runs with its
default time budget; for it the line also gives how many deals it sampled, on average,
for each decision it searched: what its time budget buys on this machine. Expert stops a
search after 160 deals (its `samples`), which a quiet machine reaches; `--samples 100000
--helpers 0` lifts the first cap, so the deals a search count what the time buys alone.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.ai.expert import ExpertPlayer  # noqa: E402
from canasta.ai.player import LEVELS, make_player  # noqa: E402
from canasta.engine import GameState  # noqa: E402
from canasta.simulate import play_hand  # noqa: E402
from canasta.variants import load_preset  # noqa: E402

SETUPS = (("classic", 4), ("windows", 2))


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def time_level(level: str, preset: str, players: int, hands: int, seed: int,
               helpers: int | None = None, samples: int | None = None) -> tuple[list[float], float | None, float]:
    """The time of each move of `level`, for Expert the deals it sampled a search (else
    None), and the time its players took to prepare for the first hand."""
    rules = load_preset(preset)
    options: dict[str, int] = {}
    if level == "expert":
        options.update({} if helpers is None else {"helpers": helpers})
        options.update({} if samples is None else {"samples": samples})
    times: list[float] = []
    searches = sampled = 0
    prepared = 0.0
    for hand in range(hands):
        state = GameState(rules, players, seed=seed * 1000 + hand)
        tested_side = hand % 2
        seats = [make_player(level, hand * 10 + seat, **options) if state.side_of(seat) == tested_side
                 else make_player("advanced", hand * 10 + seat) for seat in range(players)]
        began = time.perf_counter()
        for player in seats:
            player.prepare(rules)
        if hand == 0:
            prepared = time.perf_counter() - began

        def chooser(st: GameState):  # type: ignore[no-untyped-def]
            seat = st.current_player()
            observation = st.observation(seat)
            if st.side_of(seat) != tested_side:
                return seats[seat].choose(observation)
            began = time.perf_counter()
            action = seats[seat].choose(observation)
            times.append(time.perf_counter() - began)
            return action

        play_hand(state, [chooser] * players)
        for seat, player in enumerate(seats):
            if state.side_of(seat) == tested_side and isinstance(player, ExpertPlayer):
                searches += player.searches
                sampled += player.sampled_deals
    return times, sampled / searches if searches else None, prepared


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6, help="hands per preset and level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--preset", default=None, help="time this preset alone (four players)")
    parser.add_argument("--helpers", type=int, default=None,
                        help="Expert's helper processes (default: one a spare core)")
    parser.add_argument("--samples", type=int, default=None,
                        help="the most deals an Expert search samples (default: Expert's own, 160)")
    args = parser.parse_args()
    setups = ((args.preset, 4),) if args.preset else SETUPS
    print(f"Time per move, {args.hands} hands per preset, seed {args.seed} (level's side against Advanced)")
    for preset, players in setups:
        for level in args.levels.split(","):
            times, deals, prepared = time_level(level, preset, players, args.hands, args.seed, args.helpers,
                                                 args.samples)
            search = f"   {deals:5.1f} deals a search" if deals is not None else ""
            print(f"  {preset:8s} {players}p  {level:9s} median {1000 * statistics.median(times):7.2f} ms   "
                  f"p95 {1000 * percentile(times, 0.95):7.2f} ms   max {1000 * max(times):7.1f} ms   "
                  f"({len(times)} moves){search}   prepared in {1000 * prepared:.0f} ms")


if __name__ == "__main__":
    main()
