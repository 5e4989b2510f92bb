"""The installed `canasta` command can start (issue 63, item 10): every package the game
imports is a dependency of the package, pinned as requirements.txt pins it, and each
dependency's own requirements are in the list too (pygame_gui needs pygame-ce, never
the plain pygame); and whatever stops the command, it says so in one line, never with
a traceback."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].strip().lower().replace("_", "-")


def declared() -> dict[str, str]:
    """The package's dependencies (pyproject.toml), by normalised name."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return {_name(requirement): requirement for requirement in project["dependencies"]}


def imported_distributions() -> set[str]:
    """The distributions that provide what canasta/ imports, outside the standard library."""
    roots: set[str] = set()
    for path in (ROOT / "canasta").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                roots.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                roots.add(node.module.split(".")[0])
    providers = metadata.packages_distributions()
    found = set()
    for root in roots - set(sys.stdlib_module_names) - {"canasta"}:
        if root in providers:
            found.update(_name(name) for name in providers[root])
    return found


def test_every_package_the_game_imports_is_a_pinned_dependency_of_the_package() -> None:
    dependencies = declared()
    imported = imported_distributions()
    assert {"pygame-ce", "pygame-gui", "pyyaml", "platformdirs", "filelock"} <= imported
    assert imported <= set(dependencies), f"imported but not dependencies: {sorted(imported - set(dependencies))}"
    pinned = {_name(line): line.strip() for line in (ROOT / "requirements.txt").read_text().splitlines()
              if line.strip() and not line.startswith("#")}
    for name, requirement in dependencies.items():
        assert requirement == pinned[name], f"{name} is pinned alike in pyproject.toml and requirements.txt"


def test_each_dependency_needs_only_other_dependencies_and_never_the_plain_pygame() -> None:
    dependencies = declared()
    assert "pygame" not in dependencies
    for name in dependencies:
        for requirement in metadata.requires(name) or []:
            if "extra ==" in requirement:
                continue
            assert _name(requirement) != "pygame", f"{name} would pull in the plain pygame"
            assert _name(requirement) in dependencies, f"{name} needs {requirement}, which is no dependency"
    assert not (ROOT / "requirements-nodeps.txt").exists(), "nothing needs installing without its requirements"


def start(code: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    environment.update(CANASTA_HOME=str(tmp_path), PYTHONPATH=str(ROOT), **env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env=environment, cwd=tmp_path)


def one_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode != 0
    assert "Traceback" not in result.stderr, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_a_missing_package_is_named_in_one_line(tmp_path: Path) -> None:
    line = one_line(start("import sys; sys.modules['pygame_gui'] = None\n"
                          "from canasta.launcher import main; sys.exit(main(['--new']))", tmp_path,
                          SDL_VIDEODRIVER="dummy"))
    assert line.startswith("Canasta cannot start: the package pygame_gui is not installed")


def test_with_no_screen_the_command_says_so_in_one_line(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("a missing DISPLAY is how Linux has no screen")
    line = one_line(start("import sys; from canasta.launcher import main; sys.exit(main(['--new']))", tmp_path))
    assert line.startswith("Canasta needs a screen: no DISPLAY")


BROKEN_BUILD = ("import sys, canasta.ui.app as app\n"
                "def broken(*args, **kwargs): raise RuntimeError('the table could not be laid\\nout')\n"
                "app.build = broken\n")


@pytest.mark.parametrize("started", ["from canasta.launcher import main; sys.exit(main(['--new']))",
                                     f"import runpy; sys.argv = ['main.py', '--new']; "
                                     f"runpy.run_path({str(ROOT / 'main.py')!r}, run_name='__main__')"],
                         ids=["canasta command", "python main.py"])
def test_any_error_at_the_start_is_one_line_and_its_details_are_kept(tmp_path: Path, started: str) -> None:
    code = BROKEN_BUILD + started
    line = one_line(start(code, tmp_path, SDL_VIDEODRIVER="dummy"))
    assert line.startswith("Canasta stopped: RuntimeError: the table could not be laid out (details for a bug")
    report = tmp_path / "config" / "canasta-failure.txt"
    assert str(report) in line and "Traceback" in report.read_text()
