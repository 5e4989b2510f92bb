"""How often a side that has the canastas to go out does so within a round, by the fewest
cards one of its players holds: the measured figures behind a level's race chances
(`canasta/ai/words/judgement.py`'s OUT_WITH_LETTERS).

    .venv/bin/python bench/race.py --preset bwc [--level advanced] [--deals 400] [--players 4] [--first]

The level plays every seat. At the start of each turn, for each side that has melded and
has the canastas it needs, the script notes the fewest cards one of its players holds;
when the hand ends it counts, for each note, whether that side went out within the round
that began there (this turn and the next players' turns) and whether it went out at all.
`--first` notes a side at each hand size once a hand: the chance of a hand just brought
down to that size, rather than of every turn spent there (where a side that cannot go out
is noted again and again).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.ai.player import make_player  # noqa: E402
from canasta.engine import GameState  # noqa: E402
from canasta.tournament import wilson_interval  # noqa: E402
from canasta.variants import load_preset  # noqa: E402

LARGEST = 8  # hands of more cards are counted with this size


@dataclass
class Tally:
    noted: int = 0
    within_a_round: int = 0
    at_all: int = 0


@dataclass(frozen=True)
class Note:
    turn: int
    side: int
    fewest: int


def notes_of_hand(preset: str, level: str, players: int, seed: int, first: bool) -> tuple[list[Note], int | None, int]:
    """Play one hand with `level` in every seat: the notes, the side that went out (None
    when the stock ran out) and the turn it ended in."""
    state = GameState(load_preset(preset), players, seed=seed)
    seats = [make_player(level, seed * 10 + seat) for seat in range(players)]
    notes: list[Note] = []
    seen: set[tuple[int, int]] = set()
    turn, last = 0, None
    while not state.hand_over():
        seat = state.current_player()
        if seat != last:
            turn, last = turn + 1, seat
            for side in range(state.sides):
                if not state.opened[side] or state.canastas_short(side) > 0:
                    continue
                fewest = min(min(len(state.hands[other]) for other in state.seats_of(side)), LARGEST)
                if first and (side, fewest) in seen:
                    continue
                seen.add((side, fewest))
                notes.append(Note(turn, side, fewest))
        state.apply(seats[seat].choose(state.observation(seat)))
    out = None if state.went_out is None else state.side_of(state.went_out)
    return notes, out, turn


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="bwc")
    parser.add_argument("--level", default="advanced")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--first", action="store_true", help="note a side at each hand size once a hand")
    args = parser.parse_args()
    tallies: dict[int, Tally] = defaultdict(Tally)
    for deal in range(args.deals):
        notes, out, last_turn = notes_of_hand(args.preset, args.level, args.players, args.seed + deal, args.first)
        for note in notes:
            tally = tallies[note.fewest]
            tally.noted += 1
            if out == note.side:
                tally.at_all += 1
                tally.within_a_round += last_turn - note.turn < args.players
    print(f"{args.preset}, {args.players} players, {args.level} in every seat, {args.deals} hands"
          f"{', each size noted once a hand' if args.first else ''}")
    print("fewest cards   noted   out within a round          out at all")
    for fewest, tally in sorted(tallies.items()):
        low, high = wilson_interval(tally.within_a_round, tally.noted)
        size = f"{fewest}+" if fewest == LARGEST else str(fewest)
        print(f"{size:>12} {tally.noted:7d}   {tally.within_a_round / tally.noted:5.2f} ({low:.2f}-{high:.2f})"
              f"          {tally.at_all / tally.noted:5.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
