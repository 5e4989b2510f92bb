"""Expert's CPU time per sampled deal, searching with no time budget; beside another version
of the code with --against, in the same run, with a check that both decide alike.

    .venv/bin/python bench/expert_cpu.py [--against REV] [--hands 6] [--samples 8]
                                         [--rounds 3] [--seed 1] [--setup classic:4 ...]

With no time budget Expert's search is deterministic (ExpertPlayer(time_budget=None,
samples=N, helpers=0)): it samples N deals for every decision it searches, so the CPU
time it spends per sampled deal measures the cost of its rollouts, whatever else runs on
the machine. For each setup (classic with four players and Windows with two unless told),
hand h is dealt with `GameState(rules, players, seed=seed * 1000 + h)`; Expert holds the
seats of side h % 2 against Advanced. Only the time of Expert's `choose()` is counted
(`time.process_time()`), after a hand played outside the measured ones (what loads once
is left out).

Each round runs every setup in a fresh process per version of the code (this file, run
with --worker against the version's tree); with --against REV, that revision is checked out
into a temporary worktree (removed at the end) and the rounds alternate which version goes
first. Printed: the least CPU milliseconds per sampled deal over the rounds, for each setup
and version, and their ratio; and whether the versions decided alike: the same moves, and
the same value for every candidate of every search (each rollout played the same way).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETUPS = ("classic:4", "windows:2")
THIS = "this"


def work(setup: str, hands: int, samples: int, seed: int) -> dict:
    """Play the setup's hands with the canasta first on sys.path; what Expert spent and chose."""
    from canasta.ai.expert import ExpertPlayer
    from canasta.ai.player import make_player
    from canasta.engine import GameState
    from canasta.simulate import play_hand
    from canasta.variants import load_preset

    preset, players = setup.split(":")[0], int(setup.split(":")[1])
    rules = load_preset(preset)
    moves = hashlib.sha256()
    values = hashlib.sha256()

    class Recording(ExpertPlayer):
        def _pick(self, candidates, found):  # type: ignore[no-untyped-def]
            values.update(repr([[round(value, 6) for value in column] for column in found]).encode())
            return super()._pick(candidates, found)

    # One hand outside the measured ones first: what loads once (modules imported as first
    # needed) is no part of a deal's cost.
    warm = GameState(rules, int(players), seed=seed * 1000 - 1)
    warm_seats = [ExpertPlayer(seat, time_budget=None, samples=1, helpers=0) for seat in range(int(players))]
    play_hand(warm, [lambda st: warm_seats[st.current_player()].choose(st.observation(st.current_player()))]
              * int(players))
    cpu = 0.0
    searches = deals = 0
    for hand in range(hands):
        state = GameState(rules, int(players), seed=seed * 1000 + hand)
        tested = hand % 2
        seats = [Recording(hand * 10 + seat, time_budget=None, samples=samples, helpers=0)
                 if state.side_of(seat) == tested else make_player("advanced", hand * 10 + seat)
                 for seat in range(int(players))]

        def chooser(st):  # type: ignore[no-untyped-def]
            nonlocal cpu
            seat = st.current_player()
            observation = st.observation(seat)
            if st.side_of(seat) != tested:
                return seats[seat].choose(observation)
            began = time.process_time()
            action = seats[seat].choose(observation)
            cpu += time.process_time() - began
            moves.update(repr(action).encode())
            return action

        play_hand(state, [chooser] * int(players))
        for seat, player in enumerate(seats):
            if isinstance(player, ExpertPlayer):
                searches += player.searches
                deals += player.sampled_deals
    return {"cpu_seconds": cpu, "searches": searches, "deals": deals,
            "moves": moves.hexdigest()[:16], "values": values.hexdigest()[:16]}


def worker(args: argparse.Namespace) -> None:
    sys.path.insert(0, args.tree)
    import canasta
    report = {"canasta_file": canasta.__file__,
              "setups": {setup: work(setup, args.hands, args.samples, args.seed) for setup in args.setup}}
    print(json.dumps(report))


def run_worker(tree: Path, args: argparse.Namespace) -> dict:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", "--tree", str(tree),
               "--hands", str(args.hands), "--samples", str(args.samples), "--seed", str(args.seed)]
    for setup in args.setup:
        command += ["--setup", setup]
    done = subprocess.run(command, cwd=tree, env=dict(os.environ, PYTHONHASHSEED="0"),
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"the worker for {tree} failed (exit status {done.returncode})")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if Path(report["canasta_file"]).resolve().parents[1] != tree.resolve():
        raise SystemExit(f"the worker for {tree} ran the canasta in {report['canasta_file']}")
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="REV", help="a git revision to measure beside this checkout")
    parser.add_argument("--setup", action="append", metavar="PRESET:PLAYERS",
                        help=f"a preset and its players (again for more; default {' and '.join(SETUPS)})")
    parser.add_argument("--hands", type=int, default=6, help="hands a setup plays a round")
    parser.add_argument("--samples", type=int, default=8, help="deals Expert samples a search")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--tree", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.setup = args.setup or list(SETUPS)
    if args.worker:
        worker(args)
        return

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from engine import add_worktree, describe_this, remove_worktree

    trees = {THIS: ROOT}
    names = {THIS: describe_this()}
    worktree = None
    runs: dict[str, dict[str, list[dict]]] = {}
    try:
        if args.against:
            worktree, short = add_worktree(args.against)
            trees[short] = worktree
            names[short] = f"{args.against} ({short}), in a temporary worktree"
        versions = list(trees)
        runs = {version: {setup: [] for setup in args.setup} for version in versions}
        for number in range(args.rounds):
            for version in (versions if number % 2 == 0 else versions[::-1]):
                report = run_worker(trees[version], args)
                for setup in args.setup:
                    runs[version][setup].append(report["setups"][setup])
                print(f"  (round {number + 1} of {args.rounds}: {version} done)", file=sys.stderr, flush=True)
    finally:
        if worktree is not None:
            remove_worktree(worktree)

    print(f"Expert's CPU time per sampled deal, no time budget, {args.samples} deals a search, "
          f"{args.hands} hands a setup, seed {args.seed}; least of {args.rounds} rounds")
    for version in versions:
        print(f"  {version:>8}: {names[version]}")
    for setup in args.setup:
        line = f"  {setup:10}"
        per_deal = {}
        for version in versions:
            done = runs[version][setup]
            per_deal[version] = min(run["cpu_seconds"] / max(run["deals"], 1) for run in done)
            line += f"  {version}: {1000 * per_deal[version]:6.2f} ms a deal ({done[0]['searches']} searches," \
                    f" {done[0]['deals']} deals)"
        if len(versions) > 1:
            other = versions[1]
            same_moves = runs[THIS][setup][0]["moves"] == runs[other][setup][0]["moves"]
            same_values = runs[THIS][setup][0]["values"] == runs[other][setup][0]["values"]
            line += f"  {per_deal[other] / per_deal[THIS]:5.2f}x as many deals a CPU-second;" \
                    f" moves {'the same' if same_moves else 'DIFFER'}," \
                    f" values {'the same' if same_values else 'DIFFER'}"
        print(line)


if __name__ == "__main__":
    main()
