"""Start Canasta: `python main.py` (see `python main.py --help` for the options)."""

from __future__ import annotations

import os
import sys

# Before pygame is imported: no banner on the console, and a window class to find the window by.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "canasta")


def main(argv: list[str] | None = None) -> int:
    from canasta.ui.app import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
