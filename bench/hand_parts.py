"""Where one computer level's points come from against another, in duplicate deals:
the figure to read when a ladder rate (bench/ladder.py) is low and the reason is not.

    .venv/bin/python bench/hand_parts.py --preset samba [--a advanced] [--b beginner]
                                         [--deals 200] [--seed 1] [--workers 2]

It prints, for each level: the mean of each line of the hand's score (the scoring
dialog's lines, their counts left out), how often its side went out and the cards its
side held at the end; then the same lines as A minus B per deal, apart for the deals A
lost and those it won, which says what the lost deals turned on; then the race: the
turn (counting every player's turns) at which each side made its first meld and had
the canastas to go out, how many turns it took from there to going out, and who went
out by who had the canastas first.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta.ai.player import LEVELS, make_player  # noqa: E402
from canasta.engine import GameState, Phase  # noqa: E402
from canasta.simulate import play_hand  # noqa: E402
from canasta.tournament import deal_seed, player_seed, seats_of_a  # noqa: E402
from canasta.variants import available_presets, load_preset  # noqa: E402

COUNT_IN_LABEL = re.compile(r" \(\d+\)$")


@dataclass
class Play:
    """One play of a deal, as level A's side and level B's side saw it."""
    deal: int
    lines: dict[str, dict[str, int]]          # level -> score line -> points
    went_out: str | None                      # the level whose side went out
    cards_left: dict[str, int]
    opened: dict[str, int] = field(default_factory=dict)   # level -> turn of the first meld
    ready: dict[str, int] = field(default_factory=dict)    # level -> turn the canastas were there
    turns: int = 0


def play_once(preset: str, a: str, b: str, seed: int, deal: int, swap: bool) -> Play:
    rules = load_preset(preset)
    players = rules.players
    deal_number = deal_seed(seed, deal)
    state = GameState(rules, players, seed=deal_number)
    seats_a = seats_of_a(state, swap)
    seats = [make_player(a if seat in seats_a else b, player_seed(deal_number, seat, swap))
             for seat in range(players)]
    level_of_side = {side: ("A" if set(state.seats_of(side)) & seats_a else "B") for side in range(state.sides)}
    play = Play(deal, {}, None, {})

    def chooser(current: GameState) -> Any:
        seat = current.current_player()
        if current.phase == Phase.DRAW:
            play.turns += 1
        for side in range(current.sides):
            level = level_of_side[side]
            if current.opened[side]:
                play.opened.setdefault(level, play.turns)
            if current.canastas_short(side) == 0:
                play.ready.setdefault(level, play.turns)
        return seats[seat].choose(current.observation(seat))

    play_hand(state, [chooser] * players)
    result = state.hand_results[-1]
    for side, score in enumerate(result.sides):
        level = level_of_side[side]
        lines = play.lines.setdefault(level, Counter())
        for label, points in score.rows():
            lines[COUNT_IN_LABEL.sub("", label)] += points
        play.cards_left[level] = play.cards_left.get(level, 0) + sum(len(state.hands[seat])
                                                                      for seat in state.seats_of(side))
    if result.went_out is not None:
        play.went_out = level_of_side[state.side_of(result.went_out)]
    return play


def _both_plays(task: tuple[str, str, str, int, int]) -> list[Play]:
    preset, a, b, seed, deal = task
    return [play_once(preset, a, b, seed, deal, swap) for swap in (False, True)]


def mean(values: list[float]) -> float:
    return statistics.fmean(values) if values else 0.0


def report(plays: list[Play], a: str, b: str) -> list[str]:
    out = []
    names = {"A": a, "B": b}
    for level in "AB":
        lines: Counter[str] = Counter()
        for play in plays:
            lines.update(play.lines.get(level, {}))
        out.append(f"{level} {names[level]}: went out in {100 * mean([play.went_out == level for play in plays]):.0f}% "
                   f"of hands, held {mean([play.cards_left.get(level, 0) for play in plays]):.1f} cards at the end")
        for label, points in sorted(lines.items(), key=lambda item: -abs(item[1])):
            out.append(f"    {label:<28} {points / len(plays):8.1f}")
    by_deal: dict[int, Counter[str]] = defaultdict(Counter)
    for play in plays:
        for level, sign in (("A", 1), ("B", -1)):
            for label, points in play.lines.get(level, {}).items():
                by_deal[play.deal][label] += sign * points
            by_deal[play.deal]["(went out)"] += sign * (play.went_out == level)
    for name, won in (("lost", False), ("won", True)):
        deals = [lines for lines in by_deal.values() if (lines["Total"] > 0) == won]
        total: Counter[str] = Counter()
        for lines in deals:
            total.update(lines)
        out.append(f"Deals A {name}: {len(deals)}; A minus B a deal, both plays")
        for label, points in sorted(total.items(), key=lambda item: item[1] if won else -item[1], reverse=True):
            out.append(f"    {label:<28} {points / max(len(deals), 1):+8.1f}")
    out.append("The race (turns of every player, counted from the hand's start):")
    for level in "AB":
        opened = [play.opened[level] for play in plays if level in play.opened]
        ready = [play.ready[level] for play in plays if level in play.ready]
        to_out = [play.turns - play.ready[level] for play in plays if play.went_out == level and level in play.ready]
        out.append(f"    {level} {names[level]:<9} first meld at {mean(opened):5.1f}; canastas to go out in "
                   f"{100 * len(ready) / len(plays):3.0f}% of hands, at {mean(ready):5.1f}; out "
                   f"{mean(to_out):4.1f} turns after")
    who: Counter[tuple[str, str]] = Counter()
    for play in plays:
        ready_a, ready_b = play.ready.get("A"), play.ready.get("B")
        first = "nobody" if ready_a is None and ready_b is None else (
            "A" if ready_b is None or (ready_a is not None and ready_a <= ready_b) else "B")
        who[(first, play.went_out or "nobody")] += 1
    for (first, went_out), hands in sorted(who.items()):
        out.append(f"    canastas first: {first:<6} went out: {went_out:<6} {hands:5d} hands")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="classic", choices=available_presets())
    parser.add_argument("--a", default="advanced", choices=LEVELS)
    parser.add_argument("--b", default="beginner", choices=LEVELS)
    parser.add_argument("--deals", type=int, default=200, help="duplicate deals, each played twice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    tasks = [(args.preset, args.a, args.b, args.seed, deal) for deal in range(args.deals)]
    if args.workers > 1:
        with Pool(args.workers) as pool:
            plays = [play for pair in pool.imap(_both_plays, tasks, chunksize=4) for play in pair]
    else:
        plays = [play for task in tasks for play in _both_plays(task)]
    print(f"{args.preset}: {args.a} (A) against {args.b} (B), {args.deals} duplicate deals, seed {args.seed}")
    print("\n".join(report(plays, args.a, args.b)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
