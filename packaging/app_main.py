"""The built app's entry point (PyInstaller starts this file): the same as the `canasta` command."""

import multiprocessing
import sys

from canasta.launcher import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the tournament's worker processes start this executable again
    sys.exit(main())
