"""`make play` on a fresh machine installs quietly: the editable install builds with a
setuptools that makes wheels itself, installed first, with no failing first try."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_build_tool_is_pinned_and_installed_before_the_editable_install() -> None:
    pinned = re.search(r"^setuptools==(\d+)\.(\d+)", (ROOT / "requirements-build.txt").read_text(), re.MULTILINE)
    assert pinned and (int(pinned[1]), int(pinned[2])) >= (70, 1), "older setuptools lack bdist_wheel"
    recipe = (ROOT / "Makefile").read_text().split("$(STAMP):", 1)[1].split("\n\n", 1)[0]
    lines = [line.strip() for line in recipe.splitlines() if "pip install" in line]
    assert "-r requirements-build.txt" in lines[0]
    editable = [line for line in lines if " -e ." in line]
    assert len(editable) == 1 and "||" not in editable[0], "no fallback after a failing first try"
    assert "setuptools>=70.1" in (ROOT / "pyproject.toml").read_text()
