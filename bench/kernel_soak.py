"""Soak of the variant kernel: the test-only rule set with runs of a suit, melds of wild
cards and several groups per rank (tests/engine/presets/kernel_test.yaml, 162 cards),
played by random legal moves with 2, 4 and 6 seats.

    .venv/bin/python bench/kernel_soak.py [--hands 2000] [--seed 1] [--players 2 4 6]

Each hand is dealt from its own seed and played to its end; every position's invariants
are checked at the end of the hand. Per seat count it prints the hands played, the
exceptions, the stuck positions (no legal action but taking back) and the capped hands,
the melds of each kind made, and hands per second. Every count but the hands and melds
must be 0; the exit status is 1 when one is not.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from canasta.engine import GameState  # noqa: E402
from canasta.simulate import CappedHandError, StuckGameError, play_hand, random_chooser  # noqa: E402
from canasta.variants.registry import load_rules_file  # noqa: E402

PRESET = ROOT / "tests" / "engine" / "presets" / "kernel_test.yaml"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    args = parser.parse_args()
    rules = load_rules_file(PRESET)
    failed = False
    for players in args.players:
        counts = Counter()
        melds: Counter[str] = Counter()
        start = time.perf_counter()
        for hand in range(args.hands):
            seed = args.seed * 100_000 + hand
            state = GameState(rules, players, seed=seed)
            choosers = [random_chooser(seed * 10 + seat) for seat in range(players)]
            try:
                play_hand(state, choosers)
                problems = state.check()
                if problems:
                    raise AssertionError("; ".join(problems))
            except StuckGameError as exc:
                counts["stuck"] += 1
                print(f"stuck, {players} players, seed {seed}: {exc}")
                continue
            except CappedHandError:
                counts["capped"] += 1
                print(f"capped, {players} players, seed {seed}")
                continue
            except Exception:  # noqa: BLE001 - a soak counts every failure and goes on
                counts["exceptions"] += 1
                print(f"exception, {players} players, seed {seed}:\n{traceback.format_exc()}")
                continue
            for side in range(state.sides):
                seen: Counter[tuple[str, str]] = Counter()
                for meld in state.tables[side]:
                    melds[meld.kind.name] += 1
                    seen[(meld.kind.name, meld.key)] += 1
                melds["two groups of one rank"] += sum(1 for (kind, _), n in seen.items() if kind == "group" and n > 1)
        seconds = time.perf_counter() - start
        print(f"{players} players: {args.hands} hands, {counts['exceptions']} exceptions, {counts['stuck']} stuck, "
              f"{counts['capped']} capped; melds {dict(sorted(melds.items()))}; {args.hands / seconds:.1f} hands/s")
        failed = failed or any(counts.values())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
