"""Start-up of the built app (`make app`) to its first frame, under a private Xvfb.

    .venv/bin/python bench/startup.py [--app dist/canasta] [--runs 7] [--idle-seconds 5]

The app loads the busy four-player game of bench/ui.py at 1920x1080 and is timed from
its start to the line it prints once the table is drawn (the same measure as bench/ui.py
for main.py). The figure is the median of `--runs` starts after a first one, which is
shown apart (the files may not be in the disk cache yet). Target: under 2 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

from ui import ROOT, busy_record, startup_and_idle

TARGET_SECONDS = 2.0


def executable(place: Path) -> Path:
    """The built executable in the folder `place` (or `place` itself)."""
    name = "canasta.exe" if sys.platform == "win32" else "canasta"
    found = place if place.is_file() else place / name
    if not found.is_file():
        raise SystemExit(f"There is no built app at {place}: run `make app` first.")
    return found.resolve()


def folder_size(folder: Path) -> tuple[int, int]:
    files = [path for path in folder.rglob("*") if path.is_file()]
    return sum(path.stat().st_size for path in files), len(files)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "canasta", help="the built folder or executable")
    parser.add_argument("--runs", type=int, default=7, help="starts the median is taken of")
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=12, help="seed of the busy game loaded (as bench/ui.py)")
    args = parser.parse_args()
    app = executable(args.app)
    size, count = folder_size(app.parent)
    print(f"Built app {app} ({size / 2**20:.0f} MB in {count} files)")
    # Always a private X server, never the desktop's: the figure must not depend on what else it draws.
    os.environ.pop("DISPLAY", None)
    os.environ.pop("WAYLAND_DISPLAY", None)
    cold, warm, idle, screen = startup_and_idle(busy_record(args.seed), args.idle_seconds, args.runs, [str(app)])
    median = statistics.median(warm)
    verdict = "ok" if median < TARGET_SECONDS else "MISSED"
    print(f"  start-up to first frame ({screen}), busy four-player game at 1920x1080:")
    print(f"    median of {len(warm)} starts: {median:.2f} s  (target < {TARGET_SECONDS:.0f} s: {verdict})")
    print(f"    each start: {' '.join(f'{seconds:.2f}' for seconds in warm)} s; the first start: {cold:.2f} s")
    if idle is not None:
        print(f"  idle CPU over {args.idle_seconds:.0f} s: {idle:.2f} % of one core")


if __name__ == "__main__":
    main()
