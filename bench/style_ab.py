"""A level's rules of thumb with some changed, against the level as it is: the duplicate
deals behind the figures in `canasta/ai/style.py`'s comments.

    .venv/bin/python bench/style_ab.py --change meld_fast_at_threat=0.8 [--change NAME=VALUE ...]
                                       [--level advanced] [--against advanced] [--preset cuban ...]
                                       [--deals 400] [--seeds 1,2,3] [--workers 2]

The changed style (`--level`'s `Style` with each `--change`; a value is read as YAML:
0.8, 3, true, null) plays each deal twice against `--against`, as the ladder's levels do
(`canasta/tournament.py`). For each preset it prints the share of deals the changed style
won, a tied deal counting half, with its 95% confidence interval, the deals won, tied and
lost, and the mean hand-score difference a deal with its standard error. Against its own
level a change that never alters a move ties every deal (50%); its edge is the mean, and
the deals it did not tie say how often it mattered.

A deal of the heuristic levels takes a few milliseconds to a second: 2,000 deals of a
preset (`--seeds 1,2,3,4,5`) take about two minutes on two cores.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import dataclass, fields, replace
from multiprocessing import Pool
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.ai.player import Player  # noqa: E402
from canasta.ai.policy_player import PolicyPlayer  # noqa: E402
from canasta.ai.style import ADVANCED, BEGINNER, Style  # noqa: E402
from canasta.tournament import DealResult, Match, outcomes, play_deal, wilson_interval  # noqa: E402
from canasta.variants import available_presets, load_preset  # noqa: E402

STYLES = {"advanced": ADVANCED, "beginner": BEGINNER}
CHANGED = "changed"


@dataclass(frozen=True)
class StyleMatch(Match):
    """A match whose level A is `style`, a level's rules of thumb with some changed."""
    style: Style = ADVANCED

    def player(self, level: str, seed: int) -> Player:
        return PolicyPlayer(self.style, seed) if level == CHANGED else super().player(level, seed)


def parse_change(text: str) -> tuple[str, Any]:
    """`name=value` of a `Style` field, the value read as YAML."""
    name, equals, value = text.partition("=")
    names = [field.name for field in fields(Style) if field.name != "name"]
    if not equals or name not in names:
        raise argparse.ArgumentTypeError(f"'{text}': give NAME=VALUE, NAME one of {', '.join(names)}")
    try:
        return name, yaml.safe_load(value)
    except yaml.YAMLError as exc:
        raise argparse.ArgumentTypeError(f"'{text}': the value is not readable: {exc}") from exc


def _play(task: tuple[StyleMatch, int]) -> DealResult:
    return play_deal(*task)


def row(preset: str, results: list[DealResult], seconds: float) -> str:
    errors = [result.error for result in results if result.error]
    if errors:
        return f"{preset:<16} failed: {errors[0]}"
    deals = len(results)
    won, tied, lost = outcomes(results)
    low, high = wilson_interval(won + tied / 2, deals)
    differences = [result.difference for result in results]
    error = statistics.stdev(differences) / math.sqrt(deals) if deals > 1 else math.inf
    return (f"{preset:<16} {100 * (won + tied / 2) / deals:5.1f}% ({100 * low:4.1f}-{100 * high:5.1f}%)  "
            f"{won}/{tied}/{lost}  {statistics.fmean(differences):+6.1f} a deal (se {error:5.1f})  {seconds:5.0f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--change", action="append", type=parse_change, required=True,
                        help="NAME=VALUE: a field of the level's Style and its new value (repeatable)")
    parser.add_argument("--level", choices=STYLES, default="advanced", help="the level whose style is changed")
    parser.add_argument("--against", choices=STYLES, default="advanced", help="the level it plays against")
    parser.add_argument("--preset", action="append", choices=available_presets(),
                        help="a preset to play (default: every preset)")
    parser.add_argument("--deals", type=int, default=400, help="duplicate deals per seed (default 400)")
    parser.add_argument("--seeds", default="1", help="comma-separated tournament seeds (default 1)")
    parser.add_argument("--workers", type=int, default=2, help="processes playing deals side by side")
    args = parser.parse_args()
    changes = dict(args.change)
    style = replace(STYLES[args.level], name=CHANGED, **changes)
    seeds = [int(seed) for seed in args.seeds.split(",")]
    print(f"{args.level} with {changes} against {args.against}: {args.deals} duplicate deals a seed, "
          f"seeds {args.seeds}; rate (95% CI, a tied deal counting half), won/tied/lost, mean difference a deal")
    for preset in args.preset or available_presets():
        players = load_preset(preset).players
        tasks = [(StyleMatch(CHANGED, args.against, preset, players, seed, False, style=style), deal)
                 for seed in seeds for deal in range(args.deals)]
        began = time.perf_counter()
        if args.workers > 1:
            with Pool(args.workers) as pool:
                results = pool.map(_play, tasks, chunksize=8)
        else:
            results = list(map(_play, tasks))
        print(row(preset, results, time.perf_counter() - began), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
