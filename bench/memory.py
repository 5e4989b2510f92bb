"""The game window's memory over many window sizes and dialogs opened and closed.

    .venv/bin/python bench/memory.py [--cycles 200] [--checkpoint 50]

Starts the real app headless (SDL's dummy video and audio drivers, a private
CANASTA_HOME) and runs three drills one after the other, each for `--cycles` cycles:

    resize      the window to a size it has not had before, then a frame drawn
    help        Help (F1) opened, a frame drawn, closed with Escape
    save        the Save dialog (F4) opened, a frame drawn, closed with Escape

The resident memory (RSS) of the process is printed at the start and after
`--checkpoint` and `--cycles` cycles of each drill. Goal: under 150 MB after 200
cycles of each, and flat after the first 50.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

MB = 1024 * 1024


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


def mb(size: int) -> str:
    return f"{size / MB:7.1f} MB"


def window_sizes(count: int) -> list[tuple[int, int]]:
    """`count` different window sizes between 900x600 and 1900x1060."""
    return [(900 + (index * 37) % 1000, 600 + (index * 23) % 460) for index in range(count)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=200)
    parser.add_argument("--checkpoint", type=int, default=50)
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as home:
        os.environ["CANASTA_HOME"] = home
        import pygame

        from canasta.ui.app import build

        app = build(["--new", "--players", "2", "--size", "1280x800"])

        def frame() -> None:
            app.context.request_redraw()
            app.step()

        def press(key: int) -> None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            app.step()

        def resize(index: int) -> None:
            size = window_sizes(args.cycles + 1)[index + 1]
            pygame.display.set_mode(size, pygame.RESIZABLE)
            app.resized(size)
            frame()

        def dialog(command: str) -> Callable[[int], None]:
            def cycle(_: int) -> None:
                app.command(command)
                frame()
                press(pygame.K_ESCAPE)
                frame()
                if len(app.context.stack.scenes) != 1:
                    raise SystemExit(f"the {command} dialog did not close")

            return cycle

        frame()
        gc.collect()
        start = rss_bytes()
        print(f"{'start':<8}{mb(start)}")
        for name, cycle in (("resize", resize), ("help", dialog("help")), ("save", dialog("save"))):
            if name != "resize":  # the dialogs at the usual size
                pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
                app.resized((1280, 800))
            readings = []
            for index in range(args.cycles):
                cycle(index)
                if index + 1 in (args.checkpoint, args.cycles):
                    gc.collect()
                    readings.append(f"after {index + 1:>3}: {mb(rss_bytes())}")
            print(f"{name:<8}" + "   ".join(readings), flush=True)
        app.table.computer.close()
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
