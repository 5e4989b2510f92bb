"""The game window's memory over many games of every rule set, window sizes and dialogs.

    .venv/bin/python bench/memory.py [--cycles 56] [--checkpoint 14] [--moves 60] [--presets bwc,samba]

Starts the real app headless (SDL's dummy video and audio drivers, a private
CANASTA_HOME, animations off) and runs `--cycles` cycles, each of them:

    a new game  of the next preset in turn (every preset, BWC and Samba among them,
                or those `--presets` names),
                a person against the computer (Beginner; Modern American: three)
    play        `--moves` moves: the person's at random, the computer's its own
    dialogs     Help, Save, High Scores, Rules and Customize, each opened, a frame
                drawn, closed with Escape
    a resize    to a window size the window has not had before, a frame drawn

The resident memory (RSS) of the process is printed at the start, after the first
cycle and every `--checkpoint` cycles, with its peak since the reading before (Linux:
a dialog open at a big window size takes its widgets' pictures on top). Goal: under
150 MB, and flat after the first pass over the presets.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

MB = 1024 * 1024
DIALOGS = ("help", "save", "highscores", "rules", "customize")


def rss_bytes() -> int:
    """The resident memory of this process now (Linux: /proc; elsewhere the peak, from getrusage)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as stream:
            resident_pages = int(stream.read().split()[1])
        return resident_pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024


def peak_since_last_asked() -> int | None:
    """The most resident memory since the last call (Linux: VmHWM, then reset), or None."""
    try:
        with open("/proc/self/status", encoding="ascii") as stream:
            peak = next(int(line.split()[1]) * 1024 for line in stream if line.startswith("VmHWM:"))
        with open("/proc/self/clear_refs", "w", encoding="ascii") as stream:
            stream.write("5")  # resets the high-water mark
    except (OSError, ValueError, StopIteration):
        return None
    return peak


def mb(size: int) -> str:
    return f"{size / MB:6.1f} MB"


def window_sizes(count: int) -> list[tuple[int, int]]:
    """`count` different window sizes (up to 1001) between 900x600 and 1900x1060, spread
    over that range from the first ones on: a bigger window takes more memory, and sizes
    growing cycle by cycle would look like memory kept."""
    return [(900 + (index * 617) % 1001, 600 + (index * 283) % 461) for index in range(count)]


class Drill:
    """The app, headless, and the steps of a cycle."""

    def __init__(self, moves: int, cycles: int, presets: list[str] | None = None) -> None:
        import pygame

        from canasta.ui.app import build
        from canasta.ui.computer import ComputerMoves
        from canasta.variants import available_presets

        self.pygame = pygame
        self.moves = moves
        self.app = build(["--new", "--players", "2", "--size", "1280x800", "--animation", "off"])
        self.app.table.computer.close()
        self.app.table.computer = ComputerMoves(threaded=False)  # the computer's moves within the cycle
        self.presets = presets or available_presets()
        self.rng = random.Random(1)
        self.sizes = window_sizes(cycles + 1)
        self.frame()

    def cycle(self, index: int) -> None:
        self.new_game(self.presets[index % len(self.presets)])
        self.play()
        for command in DIALOGS:
            self.dialog(command)
        self.resize(self.sizes[index + 1])

    def step(self) -> None:
        """A turn of the window's loop without its naps: half a second passes in each."""
        self.app.turn(self.pygame.event.get(), dt=0.5)

    def frame(self) -> None:
        self.app.context.request_redraw()
        self.step()

    def press(self, key: int) -> None:
        pygame = self.pygame
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.step()

    def new_game(self, preset: str) -> None:
        from canasta.engine.rules.rules import SEAT_COUNTS
        from canasta.ui.match import SeatInfo
        from canasta.ui.options import GameSetup, load_rules

        rules = load_rules(preset)
        players = next(count for count in SEAT_COUNTS if rules.players_problem(count) is None)  # 2 where it may
        seats = (SeatInfo("Ann", True), *(SeatInfo(f"Bot {seat}", False, "beginner") for seat in range(1, players)))
        self.app.commands.start(GameSetup(rules, seats, self.rng.randrange(1, 2**31)))
        self.frame()

    def play(self) -> None:
        from canasta.ai.random_player import choose_random_action

        app = self.app
        moves = steps = 0
        while moves < self.moves and steps < 50 * self.moves:
            steps += 1
            match = app.table.match
            if match.state.is_terminal() or len(app.context.stack.scenes) != 1:
                break  # the hand or the game is over (its dialog is up)
            if match.human_to_move() is not None:
                moves += app.table.attempt(choose_random_action(match.legal(), self.rng))
            else:
                before = len(match.record.actions)
                self.step()
                moves += len(match.record.actions) - before
            self.step()
        while len(app.context.stack.scenes) != 1:
            app.context.stack.top.close()
            self.step()

    def dialog(self, command: str) -> None:
        """Open the dialog, draw it, press Escape (and close what a finished hand put over it)."""
        self.app.command(command)
        self.frame()
        self.press(self.pygame.K_ESCAPE)
        self.frame()
        while len(self.app.context.stack.scenes) != 1:
            self.app.context.stack.top.close()
            self.step()

    def resize(self, size: tuple[int, int]) -> None:
        self.pygame.display.set_mode(size, self.pygame.RESIZABLE)
        self.app.resized(size)
        self.frame()

    def close(self) -> None:
        self.app.table.computer.close()
        self.pygame.quit()


def run(cycles: int, checkpoint: int, moves: int, report: Callable[[], str] = lambda: "",
        presets: list[str] | None = None) -> None:
    """The drill in a private CANASTA_HOME, a line printed at each reading (`report`'s text
    added to it)."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["CANASTA_HOME"] = home
        started = time.perf_counter()
        drill = Drill(moves, cycles, presets)

        def reading(label: str) -> None:
            peak = peak_since_last_asked()
            gc.collect()
            shown = f"   peak {mb(peak)}" if peak is not None else ""
            print(f"{label:<10}{mb(rss_bytes())}{shown}   {time.perf_counter() - started:5.0f} s   {report()}".rstrip(),
                  flush=True)

        reading("start")
        for index in range(cycles):
            drill.cycle(index)
            if index + 1 == 1 or (index + 1) % checkpoint == 0 or index + 1 == cycles:
                reading(f"cycle {index + 1}")
        drill.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=56)
    parser.add_argument("--checkpoint", type=int, default=14)
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--presets", help="the presets to play in turn, by name with commas (default: all)")
    args = parser.parse_args(argv)
    run(args.cycles, args.checkpoint, args.moves, presets=args.presets.split(",") if args.presets else None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
