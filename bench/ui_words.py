"""Frames of a BWC table whose player holds a big hand, while that player moves: no frame
should wait on the move list (the table works it out in a worker, ui/moves_ahead.py).

    .venv/bin/python bench/ui_words.py [--cards 40] [--frames 600] [--seed 1] [--in-line] [--dummy]

Two players, seat 0 a person holding `--cards` cards (BWC's deal, then cards of the stock
given to the hand) against a random computer. The table is drawn frame after frame, at
1280x800, in a real window (the X display in DISPLAY, else a private Xvfb) or with SDL's
dummy driver (`--dummy`), while every tenth frame at which the player may move and the
move list is known, the player makes one of its listed moves at random (a word laid,
letters put into a word, a card discarded: each move asks for a new list). Each frame is
timed from its events to its flip, the move made in it and what the move starts included.
`--in-line` works the list out on the frame's own time, as the table did before.

Printed: the frames' median, 99th percentile and longest (goal: none over 50 ms), how many
took over 50 ms, the moves made, and how long the player's lists were not ready at the
start of a frame (a list ready within the frame of its move counts nothing). It runs on
an older checkout too (copied there with ui.py), whose table lists on the frame's time.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from canasta.engine import GameState  # noqa: E402
from canasta.ui.match import Match, SeatInfo  # noqa: E402
from canasta.variants import load_preset  # noqa: E402

from ui import Screen  # noqa: E402

SIZE = (1280, 800)
MOVE_EVERY = 10
SLOW_FRAME_MS = 50.0


def big_hand_match(cards: int, seed: int) -> Match:
    """A two-player BWC game whose first player, a person, holds `cards` cards."""
    match = Match(load_preset("bwc"), [SeatInfo("Player", True), SeatInfo("Bot", False, "random")], seed)
    state: GameState = match.state
    extra = max(0, cards - len(state.hands[state.current]))
    if extra >= len(state.stock):
        raise SystemExit(f"the deck holds too few cards for a hand of {cards}")
    state.hands[state.current].extend(state.stock[-extra:])
    del state.stock[-extra:]
    match.hand_to(state.current)
    return match


def measure(cards: int, frames: int, seed: int, in_line: bool) -> tuple[list[float], int, list[float], bool]:
    """Each frame's time, the moves made, how long each list took to be ready, and
    whether the list was worked out in a worker."""
    import pygame
    import pygame_gui

    from canasta.ui.preferences import Preferences
    from canasta.ui.scene import Context
    from canasta.ui.table.scene import TableScene

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(SIZE)
    context = Context(SIZE, pygame_gui.UIManager(SIZE))
    scene = TableScene(context, big_hand_match(cards, seed), Preferences(animation_speed="normal", sound=False))
    ready_event = None
    if hasattr(scene, "moves"):  # (a table of before the worker lists on the frame's time anyway)
        from canasta.ui.moves_ahead import MOVES_READY, MovesAhead

        ready_event = MOVES_READY
        if in_line:
            scene.moves.close()
            scene.moves = MovesAhead(threaded=False)
    context.stack.push(scene)
    while not scene.warm:  # card faces drawn ahead, while the table is idle, as in the game
        scene.update(0.02)
    rng = random.Random(seed)
    times: list[float] = []
    waits: list[float] = []
    waiting_since: float | None = None
    moves = 0
    for index in range(frames):
        start = time.perf_counter()
        for event in pygame.event.get():
            if event.type == ready_event:
                scene.handle(event)
        state = scene.match.state
        mine = scene.match.viewer_may_act()
        known = mine and (state.legal_actions_known() if hasattr(state, "legal_actions_known")
                          else state._legal_cache is not None)
        if mine and not known and waiting_since is None:
            waiting_since = start
        if known and waiting_since is not None:
            waits.append(start - waiting_since)
            waiting_since = None
        if index % MOVE_EVERY == 0 and known and not scene.animator.running(scene.now):
            actions = [action for action in state.legal_actions() if action.kind not in ("undo", "ask")]
            if actions:
                scene.attempt(rng.choice(actions))
                moves += 1
        scene.update(1 / 60)
        scene.draw(screen)
        pygame.display.flip()
        times.append(time.perf_counter() - start)
    scene.exit()
    pygame.quit()
    return times, moves, waits, ready_event is not None and not in_line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=40)
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--in-line", action="store_true", help="work the list out on the frame's time")
    parser.add_argument("--dummy", action="store_true", help="SDL's dummy driver, no window")
    args = parser.parse_args()
    screen = None
    if args.dummy:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        where = "dummy driver"
    else:
        screen = Screen()
        os.environ.update(screen.env)
        where = screen.name
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        times, moves, waits, worker = measure(args.cards, args.frames, args.seed, args.in_line)
    finally:
        if screen is not None:
            screen.close()
    ms = sorted(t * 1000 for t in times)
    slow = sum(1 for t in ms if t > SLOW_FRAME_MS)
    how = "in a worker" if worker else "on the frame's time"
    print(f"BWC table, a hand of {args.cards} cards, {len(ms)} frames at {SIZE[0]}x{SIZE[1]} ({where}), "
          f"the move list worked out {how}, seed {args.seed}:")
    print(f"  frames: median {statistics.median(ms):.1f} ms, p99 {ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]:.1f}"
          f" ms, longest {ms[-1]:.1f} ms; {slow} over {SLOW_FRAME_MS:.0f} ms "
          f"(goal: none: {'ok' if not slow else 'MISSED'})")
    waited = f"{len(waits)} lists not ready at the next frame, the longest {1000 * max(waits):.1f} ms later" \
        if waits else "every list ready by the next frame"
    print(f"  {moves} moves made; {waited}")


if __name__ == "__main__":
    main()
