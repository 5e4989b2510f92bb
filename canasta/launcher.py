"""The `canasta` command of an installed package and of the built app.

    canasta [options]                          the game window (canasta --help lists the options)
    canasta simulate|replay|tournament ...     the commands that need no screen (python -m canasta)
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

HEADLESS_COMMANDS = ("simulate", "replay", "tournament")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game or a headless command; the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    # Before pygame is imported: no banner on the console, and the window class that
    # the .desktop launcher's StartupWMClass (and the tests) know the window by.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "canasta")
    if args and args[0] in HEADLESS_COMMANDS:
        from canasta.__main__ import main as commands

        return commands(args)
    from canasta.ui.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
