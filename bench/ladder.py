"""The computer players' ladder in every rule set: Advanced against Beginner and Expert
against Advanced, in duplicate deals at each preset's usual number of players.

    .venv/bin/python bench/ladder.py [--deals 400] [--seed 1] [--workers 2] [--preset classic ...]
                                     [--match advanced-beginner] [--match expert-advanced]
                                     [--record ladder.jsonl]

For each preset and match it prints the share of deals the stronger level won, a tied
deal counting half, with its 95% confidence interval, the figure it must reach (Advanced
over Beginner 75%, Expert over Advanced 60%), the deals won, tied and lost, the mean
difference of the hand scores a deal with its standard deviation (a level's edge in
points, against the luck the duplicate deal leaves), and the levels' move times
(median and p95). A deal is tied when both plays of it score alike:
Expert keeps Advanced's move unless its search finds a clearly better one, so against
Advanced it often plays a whole deal as Advanced would; counted as lost, a level that
played every deal exactly as the other would score 0% instead of 50%.

A full run (400 deals, every preset, both matches) takes hours on two cores; `--deals 20`
gives a quick look. With `--record FILE` each deal is added to the file as it ends, and a
run with the same file plays only the deals it does not hold yet: a 400-deal match can be
played in pieces, and stopping a run loses only the deal in play. Each deal names the
commit that played it ("+changes" when the package differed from it); a row made of deals
of more than one version is followed by a line that counts them. A match with Expert is
played one deal at a time, its search using the other cores (its helper processes), as it
does at a table. With `--expert-alone`, Expert searches on one core, without helpers, and
`--workers` deals are played side by side: twice the deals an hour on two cores, by an
Expert weaker than at a table (half the sampled deals), so a rate that passes this way
passes at the table too; its deals are recorded apart from those played with helpers.
The exit status is 1 when a rate is below its figure.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import Iterator

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.tournament import DealResult, Match, outcomes, percentile, play_deal, wilson_interval  # noqa: E402
from canasta.tournament_records import append_result, read_results  # noqa: E402
from canasta.variants import available_presets, load_preset  # noqa: E402

# The matches, and the share of deals the first level must win (issue 26).
MATCHES = {"advanced-beginner": ("advanced", "beginner", 0.75), "expert-advanced": ("expert", "advanced", 0.60)}


def _play(task: tuple[Match, int]) -> tuple[DealResult, float]:
    began = time.perf_counter()
    result = play_deal(*task)
    return result, time.perf_counter() - began


def run_match(match: Match, deals: int, workers: int, record: Path | None = None,
              code: str | None = None) -> tuple[list[DealResult], float, Counter[str]]:
    """Every deal of `match`, played by `workers` processes; the seconds they took (for
    the deals taken from `record`, what they took when played, shared by the workers);
    and how many deals each version of the code played. With `record`, the deals the
    file already holds are taken from it, and each deal played (by the version `code`)
    is added to it as it ends."""
    done = {deal: kept for deal, kept in read_results(record, match).items() if deal < deals} if record else {}
    tasks = [(match, deal) for deal in range(deals) if deal not in done]
    results = [kept.result for kept in done.values()]
    versions = Counter(kept.code or "unknown" for kept in done.values())
    versions[code or "unknown"] += len(tasks)
    began = time.perf_counter()
    if workers > 1 and len(tasks) > 1:
        with Pool(workers) as pool:
            _keep(pool.imap_unordered(_play, tasks, chunksize=1), match, record, code, results)
    else:
        _keep(map(_play, tasks), match, record, code, results)
    seconds = time.perf_counter() - began + sum(kept.seconds for kept in done.values()) / workers
    return sorted(results, key=lambda result: result.deal), seconds, +versions


def _keep(played: Iterator[tuple[DealResult, float]], match: Match, record: Path | None, code: str | None,
          results: list[DealResult]) -> None:
    """Each deal as it ends added to `results` and to the `record` file."""
    for result, took in played:
        results.append(result)
        if record:
            append_result(record, match, result, took, code)


def code_version() -> str | None:
    """The commit the players' code is at, "+changes" when the package differs from it;
    None outside a git checkout."""
    root = Path(__file__).resolve().parents[1]
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                                text=True, check=True).stdout.strip()
        changed = subprocess.run(["git", "status", "--porcelain", "--", "canasta"], cwd=root, capture_output=True,
                                 text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    return commit + ("+changes" if changed else "")


def row(preset: str, players: int, name: str, results: list[DealResult], seconds: float) -> tuple[str, bool]:
    """One line of the table, and whether the rate reaches its figure."""
    a, b, needed = MATCHES[name]
    errors = [result.error for result in results if result.error]
    if errors:
        return f"{preset:<16} {players}  {name:<18} failed: {errors[0]}", False
    deals = len(results)
    won, tied, lost = outcomes(results)
    score = won + tied / 2
    low, high = wilson_interval(score, deals)
    a_times = [time for result in results for time in result.a_times]
    b_times = [time for result in results for time in result.b_times]
    rate = score / deals
    differences = [result.difference for result in results]
    spread = statistics.stdev(differences) if deals > 1 else 0.0
    verdict = "ok" if rate >= needed else "BELOW"
    return (f"{preset:<16} {players}  {name:<18} {100 * rate:5.1f}% ({100 * low:4.1f}-{100 * high:5.1f}%)  "
            f"needs {100 * needed:.0f}%  {verdict:<5}  {won}/{tied}/{lost}  "
            f"{statistics.fmean(differences):+6.0f} a deal (sd {spread:4.0f})  "
            f"{a} {1000 * percentile(a_times, 0.5):6.2f}/{1000 * percentile(a_times, 0.95):7.2f} ms  "
            f"{b} {1000 * percentile(b_times, 0.5):6.2f}/{1000 * percentile(b_times, 0.95):7.2f} ms  "
            f"{seconds:5.0f} s"), rate >= needed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400, help="duplicate deals per match (default 400)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2,
                        help="processes playing deals side by side; a match with Expert is played by one, "
                             "so that Expert's search has the other cores, as at a table "
                             "(unless --expert-alone)")
    parser.add_argument("--preset", action="append", choices=available_presets(),
                        help="a preset to run (default: every preset)")
    parser.add_argument("--match", action="append", choices=MATCHES, help="a match to run (default: both)")
    parser.add_argument("--expert-alone", action="store_true",
                        help="Expert without helper processes, deals played side by side by --workers: "
                             "a weaker Expert, twice the deals an hour")
    parser.add_argument("--record", type=Path, default=None,
                        help="a file that keeps each deal as it ends; a run with it plays only the deals it lacks")
    args = parser.parse_args()
    presets = args.preset or available_presets()
    matches = args.match or list(MATCHES)
    print(f"Ladder: {args.deals} duplicate deals per match, seed {args.seed}; "
          f"rate (95% CI, a tied deal counting half), deals won/tied/lost, "
          f"the mean hand-score difference a deal (its sd), then each level's move time median/p95")
    every_ok = True
    code = code_version() if args.record else None
    for preset in presets:
        players = load_preset(preset).players
        for name in matches:
            a, b, _ = MATCHES[name]
            searching = "expert" in (a, b)
            workers = 1 if searching and not args.expert_alone else args.workers
            options = (("helpers", 0),) if searching and args.expert_alone else ()
            match = Match(a, b, preset, players, args.seed, False, options)
            results, seconds, versions = run_match(match, args.deals, workers, args.record, code)
            line, ok = row(preset, players, name, results, seconds)
            print(line, flush=True)
            if len(versions) > 1:
                print(f"{'':<16}    deals played by more than one version of the code: "
                      + ", ".join(f"{version} {count}" for version, count in sorted(versions.items())), flush=True)
            every_ok &= ok
    return 0 if every_ok else 1


if __name__ == "__main__":
    sys.exit(main())
