"""The `canasta` command of an installed package and of the built app.

    canasta [options]                          the game window (canasta --help lists the options)
    canasta simulate|replay|tournament ...     the commands that need no screen (python -m canasta)

Whatever stops it (no screen, a package missing from the installation, any error), the
command says so in one line a player can act on, never with a traceback; the traceback
goes to a file beside the player's settings, named in that line, for a bug report.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Sequence
from pathlib import Path

HEADLESS_COMMANDS = ("simulate", "replay", "tournament")
FAILED_EXIT = 1
REPORT_NAME = "canasta-failure.txt"
# Distributions by the module name a missing one is imported as.
DISTRIBUTIONS = {"pygame": "pygame-ce", "pygame_gui": "pygame_gui", "yaml": "PyYAML", "i18n": "python-i18n",
                 "platformdirs": "platformdirs", "filelock": "filelock"}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game or a headless command; the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    # Before pygame is imported: no banner on the console, and the window class that
    # the .desktop launcher's StartupWMClass (and the tests) know the window by.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "canasta")
    try:
        if args and args[0] in HEADLESS_COMMANDS:
            from canasta.__main__ import main as commands

            return commands(args)
        from canasta.ui.app import run

        return run(args)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # noqa: BLE001 - whatever stops the start, one line in words
        print(failure_line(exc), file=sys.stderr)
        return FAILED_EXIT


def failure_line(exc: BaseException) -> str:
    """What stopped Canasta, in one line; the traceback is kept in a file it names."""
    if isinstance(exc, ModuleNotFoundError) and exc.name:
        module = exc.name.split(".")[0]
        package = DISTRIBUTIONS.get(module, module)
        return (f"Canasta cannot start: the package {package} is not installed "
                f"(pip install {package}, or install Canasta again with pip).")
    what = " ".join(str(exc).split()) or "no reason was given"
    report = _keep_report(exc)
    kept = f" (details for a bug report: {report})" if report is not None else ""
    return f"Canasta stopped: {type(exc).__name__}: {what}{kept}."


def _keep_report(exc: BaseException) -> Path | None:
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    for folder in _report_folders():
        try:
            path = folder / REPORT_NAME
            path.write_text(text, encoding="utf-8")
            return path
        except OSError:
            continue
    return None


def _report_folders() -> list[Path]:
    folders = []
    try:
        from canasta.persistence.paths import config_dir

        folders.append(config_dir())
    except Exception:  # noqa: BLE001 - the folder itself may be what fails
        pass
    folders.append(Path(tempfile.gettempdir()))
    return folders


if __name__ == "__main__":
    sys.exit(main())
