"""What it costs to send a decision to Expert's helper process, as a session goes on.

    .venv/bin/python bench/helper_send.py [--preset samba] [--hands 12] [--seed 1]

Expert (its time budget, searching alone) holds one side against Advanced for `--hands`
hands of one rule set, as a table's session plays them. After each hand, the last
decision it searched is sent as a helper process is sent one (pickled, then read back),
two ways side by side: the rules as their options alone, as they are sent today, and
with all that the process has worked out of them and keeps with them, as they were sent
before (the options then go twice: a few KB more). For each: bytes, and milliseconds to
write and to read, the median of five tries. A helper's time to read comes out of the
same budget as the search it helps.
"""

from __future__ import annotations

import argparse
import pickle
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.ai.expert import ExpertPlayer, HelperJob  # noqa: E402
from canasta.ai.player import make_player  # noqa: E402
from canasta.engine import Action, GameState  # noqa: E402
from canasta.engine.game.observation import Observation  # noqa: E402
from canasta.simulate import play_hand  # noqa: E402
from canasta.variants import load_preset  # noqa: E402

TRIES = 5


class LastDecision(ExpertPlayer):
    """Expert, keeping the last decision it searched."""

    def __init__(self, seed: int):
        super().__init__(seed, helpers=0)
        self.last: tuple[Observation, list[list[Action]]] | None = None

    def search(self, observation: Observation, candidates: list[list[Action]],
               began: float | None = None) -> tuple[list[Action], str]:
        self.last = (observation, candidates)
        return super().search(observation, candidates, began)


def send_cost(message: Any) -> tuple[int, float, float]:
    """Bytes of `message` pickled, and the median milliseconds to write and to read it."""
    writes, reads = [], []
    for _ in range(TRIES):
        began = time.perf_counter()
        sent = pickle.dumps(message)
        writes.append(time.perf_counter() - began)
        began = time.perf_counter()
        pickle.loads(sent)
        reads.append(time.perf_counter() - began)
    return len(sent), 1000 * statistics.median(writes), 1000 * statistics.median(reads)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="samba")
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = load_preset(args.preset)
    print(f"{args.preset}: sending Expert's last searched decision to a helper, after each hand (seed {args.seed})")
    print("hand    options alone: bytes  write  read ms     with what is kept: bytes  write  read ms")
    for hand in range(args.hands):
        state = GameState(rules, rules.players, seed=args.seed * 1000 + hand)
        experts = {seat: LastDecision(hand * 10 + seat) for seat in range(rules.players) if state.side_of(seat) == 0}
        seats = [experts.get(seat) or make_player("advanced", hand * 10 + seat) for seat in range(rules.players)]
        play_hand(state, [lambda st, player=player: player.choose(st.observation(st.current_player()))
                          for player in seats])
        last = next((expert.last for expert in experts.values() if expert.last is not None), None)
        if last is None:
            continue
        observation, candidates = last
        job = HelperJob(observation, candidates, 0, "search helper 0", 0.0, 160, 2, 2)
        kept = dict(observation.rules.__dict__)
        kept.pop("_hash", None)
        today = send_cost(job)
        before = send_cost((job, kept))
        print(f"{hand + 1:4d}   {today[0]:20,d} {today[1]:6.1f} {today[2]:5.1f}        "
              f"{before[0]:20,d} {before[1]:6.1f} {before[2]:5.1f}", flush=True)


if __name__ == "__main__":
    main()
