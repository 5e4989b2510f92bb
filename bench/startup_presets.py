"""Start-up to the first frame of one rule set's game against another's, side by side.

    .venv/bin/python bench/startup_presets.py [--presets classic,bwc] [--rounds 5] [--seed 12]

For each rule set a four-player game is played at random to its fullest table (as
bench/ui.py does it) and saved; `main.py --load <that game>` is then started on one
screen, the rule sets in turn, round after round (so a busy moment of the machine falls
on each alike), and timed to the line it prints once the table is drawn. A first start
of each compiles the modules and is left out. Printed: each rule set's median and every
start, and each one's median against the first rule set's (BWC's target: at most 1.2x
classic's, though its word list must be read before its first move list).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from ui import Screen, busy_record, start_game, stop_game

TARGET_RATIO = 1.2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default="classic,bwc", help="rule sets, the first is the one compared with")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    presets = [name.strip() for name in args.presets.split(",") if name.strip()]
    if len(presets) < 2:
        raise SystemExit("Name at least two rule sets, e.g. --presets classic,bwc")
    screen = Screen()
    starts: dict[str, list[float]] = {name: [] for name in presets}
    try:
        with tempfile.TemporaryDirectory() as home:
            env = dict(screen.env, CANASTA_HOME=home, CANASTA_STARTUP_TIME="1", SDL_AUDIODRIVER="dummy",
                       PYTHONPYCACHEPREFIX=str(Path(home) / "bytecode"))
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            games = {}
            for name in presets:
                games[name] = Path(home) / f"{name}.can"
                games[name].write_text(busy_record(args.seed, name).to_text(), encoding="utf-8")
                process, _ = start_game(env, games[name])  # compiles the modules: not counted
                stop_game(process)
            for _ in range(args.rounds):
                for name in presets:
                    process, seconds = start_game(env, games[name])
                    stop_game(process)
                    starts[name].append(seconds)
    finally:
        screen.close()
    base = statistics.median(starts[presets[0]])
    print(f"Start-up to the first frame of a busy four-player game at 1920x1080 ({screen.name}), "
          f"{args.rounds} rounds:")
    for name in presets:
        median = statistics.median(starts[name])
        ratio = median / base
        verdict = "" if name == presets[0] else \
            f"  {ratio:.2f}x {presets[0]}'s (target <= {TARGET_RATIO}x: {'ok' if ratio <= TARGET_RATIO else 'MISSED'})"
        print(f"  {name:16} median {median:.2f} s; each: {' '.join(f'{s:.2f}' for s in starts[name])}{verdict}")


if __name__ == "__main__":
    sys.exit(main())
