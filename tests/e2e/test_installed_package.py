"""End to end: `pip install .` into a fresh virtual environment gives a `canasta` command
that opens the window on the card table (in a real X window, Xvfb), and that says in one
line, with no traceback, that it needs a screen when there is none.

The package is installed from a copy of this checkout's sources (nothing of the checkout's
own .venv, builds or caches), with its dependencies from the package registry, as a
player's `pip install` would fetch them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from test_built_app import app_env, wait_for_line  # (the folder is on sys.path: no package)

ROOT = Path(__file__).resolve().parents[2]
LEFT_OUT = (".venv", ".git", "dist", "build", ".pytest_cache", ".hypothesis", "__pycache__", "*.egg-info")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The `canasta` command of a fresh virtual environment the package was installed into."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the installed command is checked on Linux")
    place = tmp_path_factory.mktemp("installed")
    sources = place / "sources"
    shutil.copytree(ROOT, sources, ignore=shutil.ignore_patterns(*LEFT_OUT))
    venv = place / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    done = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet",
                           "--disable-pip-version-check", str(sources)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"pip install . failed:\n{done.stdout}\n{done.stderr}"
    command = venv / "bin" / "canasta"
    assert command.is_file(), "pip install . made no canasta command"
    yield command


@pytest.mark.skipif(shutil.which("xdotool") is None, reason="needs xdotool installed (apt-get install xdotool)")
def test_the_installed_command_opens_the_window_on_the_card_table(installed: Path, display: str,
                                                                   tmp_path: Path) -> None:
    log_path = tmp_path / "canasta.log"
    env = app_env(tmp_path / "home", DISPLAY=display, CANASTA_STARTUP_TIME="1")
    env.pop("PYTHONPATH", None)  # (the installed package alone, never this checkout's)
    with log_path.open("wb") as log:
        game = subprocess.Popen([str(installed), "--new", "--size", "1024x640", "--no-sound"], env=env,
                                cwd=tmp_path, stdout=log, stderr=log)
    try:
        wait_for_line(log_path, "first frame after", game, timeout=60)  # printed once the table is drawn
        found = subprocess.run(["xdotool", "search", "--sync", "--pid", str(game.pid)], env=env,
                               capture_output=True, text=True, timeout=30)
        assert found.returncode == 0 and found.stdout.split(), f"no window of the game: {found.stderr}"
        assert game.poll() is None, f"the game stopped: {log_path.read_text(errors='replace')}"
        assert "Traceback" not in log_path.read_text(errors="replace")
    finally:
        game.terminate()
        game.wait(timeout=10)


def test_the_installed_command_says_in_one_line_that_it_needs_a_screen(installed: Path, tmp_path: Path) -> None:
    env = app_env(tmp_path / "home")
    env.pop("PYTHONPATH", None)
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    done = subprocess.run([str(installed), "--new"], env=env, cwd=tmp_path, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("Canasta needs a screen: no DISPLAY or WAYLAND_DISPLAY is set"), done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
