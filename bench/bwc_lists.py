"""A record of BWC's move lists over fixed-seed hands, and a check of the code against it.

    .venv/bin/python bench/bwc_lists.py record FILE [--random 6] [--advanced 2] [--big 2] [--seed 1]
    .venv/bin/python bench/bwc_lists.py compare FILE [--judge]

`record` plays `--random` hands with random choices (as bench/engine_worker.py plays them:
hand h dealt from `seed + h`, seat s choosing with `random_chooser(seed * 1000 + h * 10 + s)`)
and `--advanced` hands with four Advanced players (hand h dealt from `seed * 1000 + h`),
and `--big` hands of random play in which the first player is given 20, 30 or 40 cards
more from the stock at the deal (hand h dealt from `seed * 2000 + h`: a big hand, seldom
met in play, is where listing is dearest); four players each, BWC's preset. For every position it writes one line: the hand, the
move number, the hand size of the player to move, a digest of the legal actions as they
are listed (their order), a digest of them sorted, the move chosen, and the sorted
actions as text.

`compare` replays each recorded hand with this code, making the recorded moves, and
says, position by position, whether the list is the one recorded: the same (in the same
order), the same set in another order, or another set (the actions added and dropped, and
with `--judge`, what the judge says of each: every listed action must be accepted). A
hand whose recorded move is no longer listed is replayed no further. Exit status 1 when
a list differs.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from canasta.ai.player import make_player  # noqa: E402
from canasta.engine import Action, GameState  # noqa: E402
from canasta.simulate import random_chooser  # noqa: E402
from canasta.variants import load_preset  # noqa: E402

PRESET = "bwc"
PLAYERS = 4
MAX_MOVES = 20000
BIG_EXTRAS = (20, 30, 40)
SEPARATOR = " | "


def digest(texts: list[str]) -> str:
    """A short digest of some actions' texts, in the order given."""
    return hashlib.sha1("\n".join(texts).encode()).hexdigest()[:16]


@dataclass
class Position:
    """One recorded position: where it is, the lists' digests, the move made."""

    hand: str
    move: int
    size: int
    listed: str
    sorted_digest: str
    chosen: str
    actions: list[str]

    def line(self) -> str:
        return "\t".join([self.hand, str(self.move), str(self.size), self.listed, self.sorted_digest,
                          self.chosen, SEPARATOR.join(self.actions)])

    @classmethod
    def parse(cls, line: str) -> Position:
        hand, move, size, listed, sorted_digest, chosen, actions = line.rstrip("\n").split("\t")
        return cls(hand, int(move), int(size), listed, sorted_digest, chosen,
                   actions.split(SEPARATOR) if actions else [])


def position(state: GameState, hand: str, move: int, chosen: Action | None) -> Position:
    listed = [str(action) for action in state.legal_actions()]
    ordered = sorted(listed)
    return Position(hand, move, len(state.hands[state.current]), digest(listed), digest(ordered),
                    str(chosen) if chosen is not None else "", ordered)


def chooser_for(name: str, seed: int) -> Callable[[GameState], Action]:
    """How the moves of hand `name` ("random-3", "advanced-0", "big-1") are chosen."""
    kind, number = name.split("-")
    hand = int(number)
    if kind == "advanced":
        players = [make_player("advanced", (seed * 1000 + hand) * 10 + seat) for seat in range(PLAYERS)]
        return lambda st: players[st.current_player()].choose(st.observation(st.current_player()))
    base = seed * 1000 if kind == "random" else seed * 2000
    choosers = [random_chooser(base + hand * 10 + seat) for seat in range(PLAYERS)]
    return lambda st: choosers[st.current_player()](st)


def first_position(name: str, seed: int) -> GameState:
    """The deal of hand `name` ("random-3", "advanced-0", "big-1")."""
    kind, number = name.split("-")
    hand = int(number)
    rules = load_preset(PRESET)
    if kind == "random":
        return GameState(rules, PLAYERS, seed=seed + hand)
    if kind == "advanced":
        return GameState(rules, PLAYERS, seed=seed * 1000 + hand)
    state = GameState(rules, PLAYERS, seed=seed * 2000 + hand)
    extra = BIG_EXTRAS[hand % len(BIG_EXTRAS)]
    state.hands[state.current].extend(state.stock[-extra:])
    del state.stock[-extra:]
    return state


def hand_names(random_hands: int, advanced_hands: int, big_hands: int) -> list[str]:
    return ([f"random-{hand}" for hand in range(random_hands)] + [f"advanced-{hand}" for hand in range(advanced_hands)]
            + [f"big-{hand}" for hand in range(big_hands)])


def played(name: str, seed: int) -> Iterator[Position]:
    """Each position of hand `name` as it is played, with the move chosen there."""
    state = first_position(name, seed)
    chooser = chooser_for(name, seed)
    move = 0
    while not state.hand_over() and move < MAX_MOVES:
        chosen = chooser(state)
        yield position(state, name, move, chosen)
        state.apply(chosen)
        move += 1


def record(path: Path, random_hands: int, advanced_hands: int, big_hands: int, seed: int) -> None:
    count = 0
    began = time.process_time()
    with path.open("w") as out:
        out.write(f"# BWC move lists: --random {random_hands} --advanced {advanced_hands} --big {big_hands}"
                  f" --seed {seed}\n")
        for name in hand_names(random_hands, advanced_hands, big_hands):
            for found in played(name, seed):
                out.write(found.line() + "\n")
                count += 1
    print(f"{count} positions recorded in {path} ({time.process_time() - began:.1f} CPU-s)")


def recorded(path: Path) -> dict[str, list[Position]]:
    hands: dict[str, list[Position]] = {}
    for line in path.read_text().splitlines():
        if line and not line.startswith("#"):
            found = Position.parse(line)
            hands.setdefault(found.hand, []).append(found)
    return hands


def judged(state: GameState, texts: list[str]) -> list[str]:
    """The judge's word on each action, as lines."""
    lines = []
    for text in texts:
        problem = state.explain(Action.parse(text))
        lines.append(f"      {text}: {'accepted' if problem is None else 'refused: ' + problem}")
    return lines


def compare(path: Path, judge: bool) -> int:
    header = path.read_text().splitlines()[0]
    options = header.split(": ", 1)[1].split()
    seed = int(options[options.index("--seed") + 1])
    same = reordered = differing = unreplayed = 0
    began = time.process_time()
    for name, positions in recorded(path).items():
        state = first_position(name, seed)
        for old in positions:
            new = position(state, name, old.move, None)
            if new.listed == old.listed:
                same += 1
            elif new.sorted_digest == old.sorted_digest:
                reordered += 1
                print(f"{name} move {old.move} ({old.size} cards): the same actions in another order")
            else:
                differing += 1
                added = sorted(set(new.actions) - set(old.actions))
                dropped = sorted(set(old.actions) - set(new.actions))
                print(f"{name} move {old.move} ({old.size} cards): {len(added)} added, {len(dropped)} dropped")
                for title, texts in (("added", added), ("dropped", dropped)):
                    if texts:
                        print(f"    {title}:")
                        print("\n".join(judged(state, texts) if judge else [f"      {text}" for text in texts]))
            chosen = Action.parse(old.chosen)
            if chosen not in state.legal_actions():
                unreplayed += len(positions) - old.move - 1
                print(f"{name} move {old.move}: the recorded move {old.chosen} is not listed: the hand stops here")
                break
            state.apply(chosen)
    print(f"{same} positions listed the same, {reordered} in another order, {differing} differently, "
          f"{unreplayed} not replayed ({time.process_time() - began:.1f} CPU-s)")
    return 1 if reordered or differing or unreplayed else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    making = commands.add_parser("record", help="play the hands and write their lists")
    making.add_argument("file", type=Path)
    making.add_argument("--random", type=int, default=6, help="hands of random play")
    making.add_argument("--advanced", type=int, default=2, help="hands of four Advanced players")
    making.add_argument("--big", type=int, default=2, help="hands of random play from a big first hand")
    making.add_argument("--seed", type=int, default=1)
    checking = commands.add_parser("compare", help="replay a record and compare its lists")
    checking.add_argument("file", type=Path)
    checking.add_argument("--judge", action="store_true", help="ask the judge about every action that differs")
    args = parser.parse_args()
    if args.command == "record":
        record(args.file, args.random, args.advanced, args.big, args.seed)
    else:
        raise SystemExit(compare(args.file, args.judge))


if __name__ == "__main__":
    main()
