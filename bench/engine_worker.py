"""One round of bench/engine.py, in a process of its own: plays random hands of some presets
with the `canasta` of a given tree and prints what it measured as one line of JSON.

    .venv/bin/python bench/engine_worker.py --tree DIR --preset classic:4:40 [--preset ...]
        [--seed 1] [--first-hand 0]

The tree's folder goes first on sys.path, so this file runs unchanged against an older
checkout: it uses only `canasta.engine.GameState`, `canasta.simulate.play_hand` and
`random_chooser`, and `canasta.variants.load_preset` and `available_presets`.

Hand h (counted from --first-hand) is dealt with `GameState(rules, players, seed=seed + h)`
and played with `random_chooser(seed * 1000 + h * 10 + seat)` for each seat. The CPU time
(`time.process_time()`) is taken around the dealing and playing of a preset's hands, not
the start-up or the loading of its rules: before it starts, the first position of one deal
outside the measured ones (seed - 1) is listed, so what a rule set loads once (BWC's word
list) is not counted. The first `legal_actions()` of every position (the
call that lists; later ones read the list the state keeps) is timed on its own, in
nanoseconds, and the size of the hand of the player to move is noted with it.

The JSON: {"tree", "canasta_file", "presets": {name: {"players", "hands", "actions",
"cpu_seconds", "listing_ns": [...], "listing_sizes": [...]}}}; a preset the tree does not have is {"missing": true}.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any


class TimedState:
    """A game state that times the first `legal_actions()` of each position and passes
    everything else on to the state it wraps."""

    def __init__(self, state: Any, listing_ns: list[int], listing_sizes: list[int]) -> None:
        self._state = state
        self._listing_ns = listing_ns
        self._listing_sizes = listing_sizes
        self._fresh = True

    def legal_actions(self) -> list:
        if not self._fresh:
            return self._state.legal_actions()
        start = time.perf_counter_ns()
        actions = self._state.legal_actions()
        self._listing_ns.append(time.perf_counter_ns() - start)
        self._listing_sizes.append(len(self._state.hands[self._state.current]))
        self._fresh = False
        return actions

    def apply(self, action: Any) -> None:
        self._fresh = True
        self._state.apply(action)

    def hand_over(self) -> bool:
        return self._state.hand_over()

    def current_player(self) -> int:
        return self._state.current_player()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._state, name)


def play_preset(name: str, players: int, hands: int, seed: int, first_hand: int) -> dict[str, Any]:
    """Deal and play `hands` random hands of preset `name`; what it took, as a dict for JSON."""
    from canasta.engine import GameState
    from canasta.simulate import play_hand, random_chooser
    from canasta.variants import available_presets, load_preset

    if name not in available_presets():
        return {"missing": True}
    rules = load_preset(name)
    GameState(rules, players, seed=seed - 1).legal_actions()  # warm-up: what a rule set loads once (BWC's words)
    listing_ns: list[int] = []
    listing_sizes: list[int] = []
    actions = 0
    start = time.process_time()
    for hand in range(first_hand, first_hand + hands):
        state = TimedState(GameState(rules, players, seed=seed + hand), listing_ns, listing_sizes)
        choosers = [random_chooser(seed * 1000 + hand * 10 + seat) for seat in range(players)]
        actions += play_hand(state, choosers)
    cpu_seconds = time.process_time() - start
    return {"players": players, "hands": hands, "actions": actions, "cpu_seconds": cpu_seconds,
            "listing_ns": listing_ns, "listing_sizes": listing_sizes}


def run(tree: str, jobs: list[tuple[str, int, int]], seed: int, first_hand: int) -> dict[str, Any]:
    """Play each (preset, players, hands) of `jobs` with the `canasta` of `tree`."""
    sys.path.insert(0, tree)
    import canasta

    result: dict[str, Any] = {"tree": tree, "canasta_file": canasta.__file__, "presets": {}}
    for name, players, hands in jobs:
        result["presets"][name] = play_preset(name, players, hands, seed, first_hand)
    return result


def parse_job(text: str) -> tuple[str, int, int]:
    """NAME:PLAYERS:HANDS as a (name, players, hands) tuple."""
    name, players, hands = text.rsplit(":", 2)
    return name, int(players), int(hands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", required=True, help="the checkout whose canasta is played")
    parser.add_argument("--preset", action="append", type=parse_job, required=True,
                        metavar="NAME:PLAYERS:HANDS")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first-hand", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(run(args.tree, args.preset, args.seed, args.first_hand)))


if __name__ == "__main__":
    main()
