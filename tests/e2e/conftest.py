"""The X server of the end-to-end tests: a private Xvfb on a free display number."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

SIZE = (1280, 800)


@pytest.fixture
def display() -> Iterator[str]:
    if shutil.which("Xvfb") is None:
        pytest.skip("needs Xvfb installed (apt-get install xvfb)")
    # Each pytest-xdist worker looks in its own range, so that two tests starting at once
    # never pick the same free number.
    first = 140 + 20 * int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw"))
    for number in range(first, first + 20):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    name = f":{number}"
    server = subprocess.Popen(["Xvfb", name, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        assert server.poll() is None, "Xvfb did not start"
        assert time.monotonic() < deadline, "Xvfb did not open its display"
        time.sleep(0.05)
    yield name
    server.terminate()
    server.wait(timeout=10)


