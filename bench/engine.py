"""Random-play speed of the rules engine: hands per second and actions per second.

    .venv/bin/python bench/engine.py [--preset classic] [--players 4] [--hands 400] [--seed 1]

One process, one core. Each hand is dealt from its own seed and played to its end with
random legal moves (the `legal_actions()` of every position is listed, as a player
would need it).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.engine import GameState  # noqa: E402
from canasta.simulate import play_hand, random_chooser  # noqa: E402
from canasta.variants import load_preset  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = load_preset(args.preset)
    actions = 0
    start = time.perf_counter()
    for hand in range(args.hands):
        state = GameState(rules, args.players, seed=args.seed + hand)
        choosers = [random_chooser(args.seed * 1000 + hand * 10 + seat) for seat in range(args.players)]
        actions += play_hand(state, choosers)
    seconds = time.perf_counter() - start
    print(f"{rules.title}, {args.players} players, {args.hands} random-play hands on one core")
    print(f"  {args.hands / seconds:8.1f} hands per second")
    print(f"  {actions / seconds:8.0f} actions per second ({actions / args.hands:.0f} actions per hand)")
    print(f"  {seconds:8.2f} s in all")


if __name__ == "__main__":
    main()
