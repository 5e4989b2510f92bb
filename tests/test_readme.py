"""The README agrees with the game: the default discard click, and rules shipped inside the project."""

from __future__ import annotations

import re
from pathlib import Path

from canasta.ui.preferences import Preferences

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_discard_line_names_the_default_click_first() -> None:
    line = next(line for line in README.splitlines() if line.startswith("| discard |"))
    default = Preferences().discard_click
    assert line.split("|")[2].strip().startswith(f"{default} right-click")


def test_every_file_the_readme_points_to_is_inside_the_project() -> None:
    assert "../" not in README
    for target in re.findall(r"\]\(([^)#]+)\)", README):
        if not target.startswith("http"):
            assert (ROOT / target).is_file(), target
    assert "docs/rules.md" in README
