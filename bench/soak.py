"""Soak: random and Beginner hands of every preset with 2 to 6 players (those the preset is
played by: five with one player of the side of three sitting out each hand, six in each way the
preset seats them), and of classic with every house rule on ("classic+house"), on seeds that
change every run (printed, so any failure can be played again).

    .venv/bin/python bench/soak.py [--hands 2000] [--seed N] [--preset classic ...] [--preset windows+house]
                                   [--players 5 --players 6]

Per preset it prints the hands played, the exceptions raised, the stuck positions (no
legal action, or none but taking back) and the capped hands (a hand that did not end
within the action cap), and hands per second. Every count but the hands must be 0; the
exit status is 1 when one is not. Each failure is printed with its seed and position.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.ai.player import make_player  # noqa: E402
from canasta.engine import Action, GameState  # noqa: E402
from canasta.simulate import CappedHandError, Chooser, StuckGameError, play_hand, random_chooser  # noqa: E402
from canasta.engine.values.rule_values import counts_words  # noqa: E402
from canasta.variants import available_presets  # noqa: E402
from canasta.variants.house_rules import HOUSE_SUFFIX, rules_named  # noqa: E402

PLAYER_COUNTS = (2, 3, 4, 5, 6)  # those of them a preset is played by
KINDS = ("random", "beginner")


@dataclass
class Tally:
    hands: int = 0
    exceptions: int = 0
    stuck: int = 0
    capped: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return self.exceptions == self.stuck == self.capped == 0


def choosers(kind: str, players: int, seed: int) -> list[Chooser]:
    if kind == "random":
        return [random_chooser(seed * 10 + seat) for seat in range(players)]
    computers = [make_player(kind, seed * 10 + seat) for seat in range(players)]
    return [lambda state, computer=computer: computer.choose(state.observation(state.current_player()))
            for computer in computers]


def soak(preset: str, hands: int, seed: int, counts: tuple[int, ...] = PLAYER_COUNTS) -> Tally:
    """Play `hands` hands of `preset`, shared out over the seat counts (those of `counts`
    the preset is played by) and player kinds."""
    rules = rules_named(preset)
    tally = Tally()
    setups = [(players, sides, kind) for players in counts if players in rules.player_counts
              for sides in (rules.six_player_side_choices if players == 6 else (rules.six_player_sides,))
              for kind in KINDS]
    rng = random.Random(f"soak/{preset}/{seed}")
    start = time.perf_counter()
    for index, (players, sides, kind) in enumerate(setups):
        wanted = hands * (index + 1) // len(setups) - hands * index // len(setups)
        seated = rules.replace({"six_player_sides": sides})
        played = 0
        while played < wanted:
            game_seed = rng.randrange(10**9)
            state = GameState(seated, players, seed=game_seed)
            seats = choosers(kind, players, game_seed)
            while played < wanted:
                where = (f"{preset}, {players} players{f' ({sides})' if players == 6 else ''}, {kind}, "
                         f"game seed {game_seed}, hand {state.hand_number}")
                try:
                    play_hand(state, seats)
                except CappedHandError as exc:
                    tally.capped += 1
                    tally.failures.append(f"capped: {where}: {exc}")
                    break
                except StuckGameError as exc:
                    tally.stuck += 1
                    tally.failures.append(f"stuck: {where}: {exc}")
                    break
                except Exception:  # noqa: BLE001 - a soak counts every kind of failure
                    tally.exceptions += 1
                    tally.failures.append(f"exception: {where}:\n{traceback.format_exc()}")
                    break
                played += 1
                tally.hands += 1
                if state.is_terminal():
                    break
                state.play(Action("deal"))
    tally.seconds = time.perf_counter() - start
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per preset (default 2000)")
    parser.add_argument("--seed", type=int, default=None, help="the run's seed (default: a new one each run)")
    parser.add_argument("--preset", action="append",
                        help="only these presets, PRESET+house for one with every house rule on "
                             "(default: every preset, and classic+house)")
    parser.add_argument("--players", type=int, action="append", choices=PLAYER_COUNTS,
                        help="only these numbers of seats (default: every one the preset is played by)")
    args = parser.parse_args()
    counts = tuple(sorted(set(args.players))) if args.players else PLAYER_COUNTS
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    presets = args.preset or available_presets() + ["classic" + HOUSE_SUFFIX]
    print(f"Soak: {args.hands} hands per preset (random and Beginner players, {counts_words(counts)} seats), seed {seed}")
    width = max([15] + [len(preset) for preset in presets])
    print(f"  {'preset':{width}} {'hands':>6} {'exceptions':>10} {'stuck':>6} {'capped':>6} {'hands/s':>8}")
    clean = True
    for preset in presets:
        tally = soak(preset, args.hands, seed, counts)
        if not tally.hands:
            continue  # not played by these numbers of seats
        clean &= tally.clean
        print(f"  {preset:{width}} {tally.hands:6} {tally.exceptions:10} {tally.stuck:6} {tally.capped:6} "
              f"{tally.hands / tally.seconds:8.1f}", flush=True)
        for failure in tally.failures[:5]:
            lines = [line if len(line) <= 300 else line[:300] + " ..." for line in failure.splitlines()
                     if not line.startswith(("option ", "result "))]
            print("    " + "\n    ".join(lines))
    print("every count is 0" if clean else "FAILURES above")
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
