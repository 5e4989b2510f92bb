"""The rules engine's speed in random play, per CPU-second, every preset; beside another
version of the code with --against, in the same run.

    .venv/bin/python bench/engine.py [--against REV] [--preset classic ...] [--players N]
        [--hands 100] [--rounds 3] [--seed 1]

Each round plays every chosen preset in a fresh process (bench/engine_worker.py) per version
of the code: with --against REV, that revision is checked out into a temporary git worktree
(removed at the end) and the rounds alternate which version goes first (this checkout, then
REV; then REV, then this checkout; ...). Both versions play the same deals: round r plays
hands r*N to r*N+N-1 of a preset (N its hands a round), each dealt from seed + its number.
Each process measures its own CPU time around the play, not its start-up.

Printed: hands and actions per CPU-second for each preset and version, and their ratio
(this / REV: above 1, this checkout is faster); then how long listing a position's legal
actions takes (the first `legal_actions()` of each position): median, p90, p99, p99.9 and
the longest, and how many listings took over 5 ms, for all of them and by the size of the
hand of the player to move (0-11 cards, 12-15, 16-31, 32-47, 48 and more). A preset is played by its usual number
of players (`--players` plays every preset by that many, skipping those not played so).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKER = Path(__file__).resolve().with_name("engine_worker.py")
sys.path.insert(0, str(ROOT))

from canasta.variants import available_presets, load_preset  # noqa: E402

SLOW_PRESETS = {"bwc": 4}  # preset: how many times fewer hands it plays (its words make it slow)
SLOW_LISTING_NS = 5_000_000
# Hand sizes (cards held by the player to move) the listing times are shown by: each from
# its number to the next one's (a big hand is where a rule set's listing is dearest).
SIZE_BANDS = (0, 12, 16, 32, 48)
THIS = "this"


@dataclass
class Tally:
    """What one version of the code did in one preset, summed over the rounds."""

    hands: int = 0
    actions: int = 0
    cpu_seconds: float = 0.0
    listing_ns: list[int] = field(default_factory=list)
    listing_sizes: list[int] = field(default_factory=list)
    round_cpu: list[float] = field(default_factory=list)
    missing: bool = False

    def add(self, report: dict) -> None:
        if report.get("missing"):
            self.missing = True
            return
        self.hands += report["hands"]
        self.actions += report["actions"]
        self.cpu_seconds += report["cpu_seconds"]
        self.listing_ns.extend(report["listing_ns"])
        self.listing_sizes.extend(report.get("listing_sizes", ()))
        self.round_cpu.append(report["cpu_seconds"])

    def include(self, other: Tally) -> None:
        """Add `other`'s counts (of another preset) to these, round by round."""
        self.hands += other.hands
        self.actions += other.actions
        self.cpu_seconds += other.cpu_seconds
        self.round_cpu = [mine + theirs for mine, theirs in zip(self.round_cpu, other.round_cpu)] \
            if self.round_cpu else list(other.round_cpu)


def git(*args: str) -> str:
    """The output of a git command run in this checkout, stripped."""
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True,
                          text=True).stdout.strip()


def describe_this() -> str:
    """This checkout's commit, and whether canasta/ differs from it."""
    try:
        short = git("rev-parse", "--short", "HEAD")
        changed = git("status", "--porcelain", "--", "canasta")
    except (OSError, subprocess.CalledProcessError):
        return f"{ROOT} (not a git checkout)"
    if not changed:
        return f"{ROOT} at {short}"
    paths = [line.split(None, 1)[1] for line in changed.splitlines()]
    shown = ", ".join(paths[:4]) + (f" and {len(paths) - 4} more" if len(paths) > 4 else "")
    return f"{ROOT} at {short} with uncommitted changes in canasta/ ({shown})"


def players_for(name: str, forced: int | None) -> int | None:
    """How many play preset `name` here: `forced` if the preset is played so (else None),
    or its usual number."""
    rules = load_preset(name)
    if forced is None:
        return rules.players
    return forced if forced in rules.player_counts else None


def run_worker(tree: Path, jobs: list[tuple[str, int, int]], seed: int, first_hand: int) -> dict:
    """One round of one version: the worker's JSON report."""
    command = [sys.executable, str(WORKER), "--tree", str(tree), "--seed", str(seed),
               "--first-hand", str(first_hand)]
    for name, players, hands in jobs:
        command += ["--preset", f"{name}:{players}:{hands}"]
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"the worker for {tree} failed (exit status {done.returncode})")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if Path(report["canasta_file"]).resolve().parents[1] != tree.resolve():
        raise SystemExit(f"the worker for {tree} played the canasta in {report['canasta_file']}")
    return report


def add_worktree(rev: str) -> tuple[Path, str]:
    """A temporary worktree of `rev` and the revision's short hash."""
    short = git("rev-parse", "--short", "--verify", f"{rev}^{{commit}}")
    path = Path(tempfile.mkdtemp(prefix=f"canasta-bench-{short}-"))
    git("worktree", "add", "--detach", str(path), rev)
    return path, short


def remove_worktree(path: Path) -> None:
    try:
        git("worktree", "remove", "--force", str(path))
    except subprocess.CalledProcessError:
        pass
    shutil.rmtree(path, ignore_errors=True)
    try:
        git("worktree", "prune")
    except subprocess.CalledProcessError:
        pass


def percentile(ordered: list[int], fraction: float) -> int:
    """The nearest-rank percentile of a sorted list."""
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[min(len(ordered), int(rank)) - 1]


def rate(count: int, seconds: float) -> str:
    return f"{count / seconds:9.1f}" if seconds > 0 else f"{'-':>9}"


def ratio(this: Tally, other: Tally, count: str) -> str:
    if this.missing or other.missing or not this.cpu_seconds or not other.cpu_seconds:
        return f"{'-':>6}"
    mine = getattr(this, count) / this.cpu_seconds
    theirs = getattr(other, count) / other.cpu_seconds
    return f"{mine / theirs:6.3f}"


def round_ratios(this: Tally, other: Tally) -> str:
    """The lowest and highest ratio of a single round (the same deals for both versions)."""
    if this.missing or other.missing:
        return ""
    ratios = [theirs / mine for mine, theirs in zip(this.round_cpu, other.round_cpu) if mine and theirs]
    return f"{min(ratios):.3f}-{max(ratios):.3f}" if ratios else ""


def totals(tallies: dict[str, dict[str, Tally]], versions: list[str]) -> dict[str, Tally]:
    """Every preset that all versions played, summed, for each version."""
    total = {version: Tally() for version in versions}
    for by_version in tallies.values():
        if not any(by_version[version].missing for version in versions):
            for version in versions:
                total[version].include(by_version[version])
    return total


def print_speed(tallies: dict[str, dict[str, Tally]], versions: list[str], players: dict[str, int]) -> None:
    against = len(versions) > 1
    head = f"{'preset':16} {'players':>7}  {'hands/CPU-s ' + THIS:>19}"
    head += f" {versions[-1]:>9} {'ratio':>6}" if against else ""
    head += f"  {'actions/CPU-s ' + THIS:>21}"
    head += f" {versions[-1]:>9} {'ratio':>6}  {'ratio by round':>14}" if against else ""
    print(head)
    rows = list(tallies.items())
    if len(rows) > 1:
        rows.append(("all", totals(tallies, versions)))
    for name, by_version in rows:
        line = f"{name:16} {players.get(name, ''):>7}  "
        for count, width in (("hands", 19), ("actions", 21)):
            cells = []
            for version in versions:
                tally = by_version[version]
                cells.append("  missing" if tally.missing else rate(getattr(tally, count), tally.cpu_seconds))
            line += f"{cells[0]:>{width}}"
            if against:
                line += f" {cells[1]} {ratio(by_version[THIS], by_version[versions[1]], count)}"
            line += "  "
        if against:
            line += f"{round_ratios(by_version[THIS], by_version[versions[1]]):>14}"
        print(line.rstrip())


def print_listings(tallies: dict[str, dict[str, Tally]], versions: list[str]) -> None:
    print("Listing a position's legal actions (its first legal_actions()), in µs:")
    print(f"{'preset':16} {'version':>8} {'listings':>9} {'median':>8} {'p90':>8} {'p99':>8} {'p99.9':>8}"
          f" {'max':>8} {'>5 ms':>6}")
    for name, by_version in tallies.items():
        for version in versions:
            tally = by_version[version]
            if tally.missing or not tally.listing_ns:
                print(f"{name:16} {version:>8} {'missing' if tally.missing else 0:>9}")
                continue
            ordered = sorted(tally.listing_ns)
            cells = [percentile(ordered, q) / 1000 for q in (0.5, 0.9, 0.99, 0.999)] + [ordered[-1] / 1000]
            slow = sum(1 for ns in ordered if ns > SLOW_LISTING_NS)
            print(f"{name:16} {version:>8} {len(ordered):9} " + " ".join(f"{cell:8.0f}" for cell in cells)
                  + f" {slow:6}")
    print()
    print("The same by the hand size of the player to move, in µs:")
    print(f"{'preset':16} {'version':>8} {'cards':>6} {'listings':>9} {'median':>8} {'p90':>8} {'p99':>8}"
          f" {'max':>8} {'>5 ms':>6}")
    for name, by_version in tallies.items():
        for version in versions:
            tally = by_version[version]
            if tally.missing or len(tally.listing_sizes) != len(tally.listing_ns):
                continue
            for band, (low, high) in enumerate(zip(SIZE_BANDS, (*SIZE_BANDS[1:], None))):
                ordered = sorted(ns for ns, size in zip(tally.listing_ns, tally.listing_sizes)
                                 if size >= low and (high is None or size < high))
                if not ordered:
                    continue
                cards = f"{low}-{high - 1}" if high is not None else f"{low}+"
                cells = [percentile(ordered, q) / 1000 for q in (0.5, 0.9, 0.99)] + [ordered[-1] / 1000]
                slow = sum(1 for ns in ordered if ns > SLOW_LISTING_NS)
                print(f"{name:16} {version:>8} {cards:>6} {len(ordered):9} "
                      + " ".join(f"{cell:8.0f}" for cell in cells) + f" {slow:6}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="REV", help="a git revision to measure beside this checkout")
    parser.add_argument("--preset", action="append", choices=available_presets(), metavar="NAME",
                        help="a preset to play (again for more; every preset when left out)")
    parser.add_argument("--players", type=int, help="play every preset by this many players")
    parser.add_argument("--hands", type=int, default=100, help="hands a preset plays a round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.hands < 1 or args.rounds < 1:
        parser.error("--hands and --rounds must be at least 1")

    jobs: list[tuple[str, int, int]] = []
    for name in args.preset or available_presets():
        players = players_for(name, args.players)
        if players is None:
            print(f"({name} is not played by {args.players} players: left out)")
            continue
        jobs.append((name, players, max(1, args.hands // SLOW_PRESETS.get(name, 1))))
    if not jobs:
        raise SystemExit("no preset to play")

    trees = {THIS: ROOT}
    names = {THIS: describe_this()}
    worktree = None
    try:
        if args.against:
            worktree, short = add_worktree(args.against)
            trees[short] = worktree
            names[short] = f"{args.against} ({short}), in a temporary worktree" if args.against != short \
                else f"{short}, in a temporary worktree"
        versions = list(trees)
        tallies = {name: {version: Tally() for version in versions} for name, _, _ in jobs}

        print("Random-play speed of the rules engine, per CPU-second of playing (start-up left out)")
        for version in versions:
            print(f"  {version:>8}: {names[version]}")
        slow = ", ".join(f"{name}: {hands}, 1/{SLOW_PRESETS[name]} as it is slow" for name, _, hands in jobs
                         if name in SLOW_PRESETS)
        print(f"  {args.hands} hands a preset a round" + (f" ({slow})" if slow else "")
              + f", {args.rounds} round{'s' if args.rounds > 1 else ''}, seed {args.seed};"
              " a fresh process a version a round"
              + (", alternating which goes first; both play the same deals" if len(versions) > 1 else ""))
        if len(versions) > 1:
            print(f"  ratio: {THIS} / {versions[1]} (above 1: this checkout is faster)")
        print()

        for number in range(args.rounds):
            order = versions if number % 2 == 0 else versions[::-1]
            for version in order:
                first = number * args.hands
                report = run_worker(trees[version], jobs, args.seed, first)
                for name, _, _ in jobs:
                    tallies[name][version].add(report["presets"][name])
                print(f"  (round {number + 1} of {args.rounds}: {version} done)", file=sys.stderr, flush=True)
    finally:
        if worktree is not None:
            remove_worktree(worktree)

    print_speed(tallies, versions, {name: players for name, players, _ in jobs})
    total = totals(tallies, versions)
    for version in versions:
        print(f"  CPU seconds by round, {version}: " + " ".join(f"{cpu:.2f}" for cpu in total[version].round_cpu))
    print()
    print_listings(tallies, versions)


if __name__ == "__main__":
    main()
