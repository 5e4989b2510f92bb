"""End to end: the built app (`make app`) starts in a real X window and reaches the card table.

The app tested is dist/canasta/ of this checkout, or the folder (or executable) that
CANASTA_BUILT_APP names. Without one the tests say they are skipped, and why.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
EXECUTABLE = "canasta.exe" if sys.platform == "win32" else "canasta"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def built_app() -> Path | None:
    """The built executable; None when no app was built here and CANASTA_BUILT_APP is not set."""
    given = os.environ.get("CANASTA_BUILT_APP")
    place = Path(given) if given else ROOT / "dist" / "canasta"
    executable = place if place.is_file() else place / EXECUTABLE
    if executable.is_file():
        return executable.resolve()
    if given:  # asked for by name: a missing app is a failure, not a skip
        raise AssertionError(f"CANASTA_BUILT_APP={given}: there is no {EXECUTABLE} there")
    return None


APP = built_app()
needs_app = pytest.mark.skipif(APP is None, reason="no built app: run `make app` first "
                                                   "(or set CANASTA_BUILT_APP to the built folder)")
needs_linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the .desktop launcher is for Linux")


def app_env(home: Path, **changes: str) -> dict[str, str]:
    """The environment of a started app: its own CANASTA_HOME, no sound device, no test-only SDL driver."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("SDL_")}
    return dict(env, CANASTA_HOME=str(home), SDL_AUDIODRIVER="dummy", **changes)


def wait_for_line(path: Path, start: str, process: subprocess.Popen[bytes], timeout: float = 30) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for line in path.read_text(errors="replace").splitlines():
            if line.startswith(start):
                return line
        if process.poll() is not None:
            break
        time.sleep(0.1)
    raise AssertionError(f"the app never printed '{start}...': {path.read_text(errors='replace')}")


def distinct_colours(picture: Path) -> int:
    image = pygame.image.load(str(picture))
    width, height = image.get_size()
    return len({tuple(image.get_at((x, y))) for x in range(0, width, 16) for y in range(0, height, 16)})


@needs_app
@pytest.mark.skipif(shutil.which("xdotool") is None, reason="needs xdotool installed (apt-get install xdotool)")
def test_the_built_app_opens_its_window_on_the_card_table(display: str, tmp_path: Path) -> None:
    assert APP is not None
    log_path = tmp_path / "app.log"
    env = app_env(tmp_path / "home", DISPLAY=display, CANASTA_STARTUP_TIME="1")
    with log_path.open("wb") as log:
        app = subprocess.Popen([str(APP), "--new", "--size", "1280x800", "--no-sound"], env=env, cwd=tmp_path,
                               stdout=log, stderr=log)
    try:
        line = wait_for_line(log_path, "first frame after", app)  # printed once the table is drawn
        found = subprocess.run(["xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                               capture_output=True, text=True, timeout=30)
        assert found.returncode == 0 and found.stdout.split(), f"no window of the app: {found.stderr}"
        window = found.stdout.split()[0]
        if shutil.which("import"):
            time.sleep(1.0)
            picture = tmp_path / "table.png"
            subprocess.run(["import", "-window", window, str(picture)], env=env, check=True, timeout=30)
            colours = distinct_colours(picture)
            assert colours > 20, f"the window looks blank ({colours} colours): {picture}"
        assert app.poll() is None, f"the app stopped: {log_path.read_text(errors='replace')}"
        print(f"built app: {line}")
    finally:
        app.terminate()
        app.wait(timeout=10)


@needs_app
@needs_linux  # elsewhere there is no telling before trying
def test_the_built_app_says_it_needs_a_screen(tmp_path: Path) -> None:
    assert APP is not None
    env = app_env(tmp_path / "home")
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    done = subprocess.run([str(APP), "--new"], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("Canasta needs a screen: no DISPLAY or WAYLAND_DISPLAY is set"), done.stderr


@needs_app
def test_the_built_app_lists_its_options(tmp_path: Path) -> None:
    assert APP is not None
    done = subprocess.run([str(APP), "--help"], env=app_env(tmp_path / "home"), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and "--preset" in done.stdout, done.stderr


def validate_desktop_file(path: Path) -> None:
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("needs desktop-file-validate (apt-get install desktop-file-utils)")
    checked = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout + checked.stderr


@needs_linux
def test_the_desktop_launcher_is_valid() -> None:
    validate_desktop_file(ROOT / "packaging" / "canasta.desktop")


@needs_app
@needs_linux
def test_the_built_folder_installs_its_launcher_and_icons(tmp_path: Path) -> None:
    assert APP is not None
    folder = APP.parent
    for size in ICON_SIZES:
        icon = folder / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "canasta.png"
        assert pygame.image.load(str(icon)).get_size() == (size, size), icon
    data = tmp_path / "data"
    installed = subprocess.run([str(folder / "install-desktop.sh")], env=dict(os.environ, XDG_DATA_HOME=str(data)),
                               capture_output=True, text=True, timeout=60)
    assert installed.returncode == 0, installed.stderr
    launcher = data / "applications" / "canasta.desktop"
    assert f'Exec="{APP}"' in launcher.read_text().splitlines()
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "canasta.png").is_file()
    validate_desktop_file(launcher)


@needs_app
def test_the_built_app_ships_every_language() -> None:
    """The compiled catalogs of each language, and Babel's data that writes its numbers."""
    assert APP is not None
    folder = APP.parent
    for code in ("de", "es", "pt_BR"):
        for domain in ("canasta", "rules", "help", "rulesets"):
            assert list(folder.rglob(f"canasta/language/locale/{code}/LC_MESSAGES/{domain}.mo")), (code, domain)
        assert list(folder.rglob(f"babel/locale-data/{code}.dat")), code


@needs_app
def test_the_built_app_speaks_the_systems_language(tmp_path: Path) -> None:
    assert APP is not None
    done = subprocess.run([str(APP), "--help"], env=app_env(tmp_path / "home", LANGUAGE="de_DE"),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Aufruf: ") and "Zahl der Spieler" in done.stdout
