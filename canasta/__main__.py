"""Command line: `python -m canasta` starts the game; `simulate` and `replay` work without a screen.

    python -m canasta simulate --preset classic --players 4 --games 10 --seed 1
    python -m canasta simulate --preset windows --players 2 --level advanced
    python -m canasta replay saved-game.can
    python -m canasta tournament --a expert --b advanced --preset classic --players 4 --deals 400 --seed 1
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from canasta import tournament
from canasta.engine import SEAT_COUNTS, GameRecord, RecordError, seat_sides
from canasta.simulate import CappedHandError, Chooser, play_game
from canasta.variants import available_presets, load_preset
from canasta.variants.yaml_source import ConfigError


def side_names(players: int, partnerships: bool, six_player_sides: str = "three_of_two") -> list[str]:
    """"Seat 1", or "Seats 1 & 3" for partners."""
    sides = seat_sides(players, partnerships, six_player_sides)
    names = []
    for side in range(max(sides) + 1):
        seats = [str(seat + 1) for seat in range(players) if sides[seat] == side]
        names.append(f"Seat{'s' if len(seats) > 1 else ''} {' & '.join(seats)}")
    return names


# A game stops after this many hands unless `--hands` says otherwise.
MAX_HANDS = 100


def simulate(args: argparse.Namespace) -> int:
    rules = load_preset(args.preset)
    problem = rules.players_problem(args.players)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    names = side_names(args.players, rules.uses_partnerships(args.players), rules.six_player_sides)
    wins = [0] * len(names)
    hands = actions = 0
    stopped = 0
    start = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        summary = play_game(rules, args.players, seed, choosers=_choosers(args.level, args.players, seed),
                            max_hands=args.hands)
        if summary.stopped is not None:
            # Reported with its seed and position, and the run goes on with the next game.
            stopped += 1
            how = "hit the action cap" if isinstance(summary.stopped, CappedHandError) else "got stuck"
            print(f"Game {game + 1} (seed {seed}) {how}: {summary.stopped}", file=sys.stderr)
            continue
        hands += summary.hands
        actions += summary.actions
        scores = ", ".join(f"{name} {score}" for name, score in zip(names, summary.scores))
        if summary.winner is not None:
            wins[summary.winner] += 1
            outcome = f"{names[summary.winner]} win"
        else:
            outcome = "not finished"
        print(f"Game {game + 1} (seed {seed}): {summary.hands} hands, {outcome}: {scores}")
    seconds = time.perf_counter() - start
    print(f"\n{args.games} games of {rules.title} with {args.players} players ({_who(args.level)}), "
          f"{hands} hands, {actions} actions in {seconds:.1f} s")
    for name, count in zip(names, wins):
        print(f"  {name}: {count} wins")
    if stopped:
        print(f"  {stopped} game{'s' if stopped != 1 else ''} stopped before the end (above)")
        return 1
    return 0


def _choosers(level: str, players: int, seed: int) -> list[Chooser] | None:
    """Every seat played by a computer player of `level` (None: random legal moves)."""
    if level == "random":
        return None
    from canasta.ai.player import make_player

    computers = [make_player(level, seed * 10 + seat) for seat in range(players)]
    return [lambda state, computer=computer: computer.choose(state.observation(state.current_player()))
            for computer in computers]


def _who(level: str) -> str:
    return "random legal play" if level == "random" else f"every seat {level}"


def replay(args: argparse.Namespace) -> int:
    """Replay a save with the game's own reader (size limit included) and print each hand."""
    from canasta.persistence import saves
    from canasta.persistence.errors import PersistenceError

    path = Path(args.file)
    state = None
    try:
        record, _ = saves.read_record(saves.read_save_file(path), path.name)
        results_seen = 0
        changes = {change.at: change for change in record.rule_changes}
        for played, state in enumerate(record.play_through()):
            while results_seen < len(state.hand_results):
                result = state.hand_results[results_seen]
                results_seen += 1
                print(_hand_line(record, state, result))
            if played in changes:
                options = ", ".join(f"{key} = {json.dumps(value, sort_keys=True)}"
                                    for key, value in changes[played].options.items())
                print(f"Hand {state.hand_number}: the rules change from this hand on ({options})")
    except (PersistenceError, RecordError, ConfigError) as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 1
    except (Exception, RecursionError) as exc:  # whatever the file holds, a sentence and no traceback
        print(f"{path}: the game cannot be replayed ({type(exc).__name__}: {exc})", file=sys.stderr)
        return 1
    assert state is not None
    names = side_names(record.players, state.partnerships, state.rules.six_player_sides)
    print(f"{len(record.actions)} actions replayed. Scores: "
          + ", ".join(f"{name} {score}" for name, score in zip(names, state.scores)))
    if state.is_terminal():
        winner = state.winner()
        assert winner is not None
        print(f"Game over: {names[winner]} win.")
    else:
        print(f"The game goes on: hand {state.hand_number}, {state.phase.value}, seat {state.current + 1} to play.")
    return 0


def _hand_line(record: GameRecord, state, result) -> str:  # type: ignore[no-untyped-def]
    names = side_names(record.players, state.partnerships, state.rules.six_player_sides)
    how = "stock ran out" if result.went_out is None else \
        f"seat {result.went_out + 1} went out{' concealed' if result.concealed else ''}"
    parts = ", ".join(f"{name} {side.total:+d}" for name, side in zip(names, result.sides))
    return f"Hand {result.hand_number} ({how}): {parts}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="canasta", description="Canasta: play, simulate or replay games.")
    commands = parser.add_subparsers(dest="command")
    sim = commands.add_parser("simulate", help="play games with random legal moves and print the results")
    sim.add_argument("--preset", default="classic", choices=available_presets())
    sim.add_argument("--players", type=int, default=4, choices=SEAT_COUNTS)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    # Random play may never reach the target: in Modern American Canasta its incomplete pure
    # and wild melds cost a random side thousands a hand, so its scores only fall.
    sim.add_argument("--hands", type=int, default=MAX_HANDS,
                     help=f"stop each game after this many hands (default {MAX_HANDS})")
    sim.add_argument("--level", default="random", choices=("random", "beginner", "advanced", "expert"),
                     help="who plays every seat: random legal moves or a computer level")
    rep = commands.add_parser("replay", help="replay a saved game record and print each hand's result")
    rep.add_argument("file")
    tour = commands.add_parser("tournament", help="play two computer levels against each other on duplicate deals")
    tournament.add_arguments(tour)
    args = parser.parse_args(argv)
    if args.command in ("simulate", "tournament"):
        problem = load_preset(args.preset).players_problem(args.players)
        if problem:
            parser.error(problem)
    if args.command == "tournament":
        return tournament.run(args)
    if args.command == "simulate":
        return simulate(args)
    if args.command == "replay":
        return replay(args)
    from canasta.launcher import main as launch  # the game window, started as the canasta command starts it

    return launch([])


if __name__ == "__main__":
    sys.exit(main())
