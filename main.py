"""Start Canasta: `python main.py` (see `python main.py --help` for the options).

It starts as the installed `canasta` command does (canasta/launcher.py): whatever stops
the start is said in one line, its traceback kept in a file that line names."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from canasta.launcher import main as launch

    return launch(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
