"""What the game ships beside its code, for the wheel and for the built app.

The wheel: `pyproject.toml` names `BuildPy` as setuptools' build_py command; it copies
the top-level images/, sounds/ and config.yaml into canasta/_assets/ of the build, where
canasta.resources looks in an installed package. An editable install gets no copy: it
reads them from the checkout.

The built app: packaging/canasta.spec lays out the same files with `shipped_files`.
"""

from __future__ import annotations

import shutil
from fnmatch import fnmatch
from pathlib import Path

from setuptools.command.build_py import build_py

TOP_LEVEL = ("images", "sounds", "config.yaml")
PACKAGE_DATA = ("canasta/variants/presets", "canasta/variants/house_rules.yaml", "canasta/variants/word_lists",
                "canasta/ui/dialogs/theme.json", "canasta/language/locale")
# The scripts that make the assets, and the contact sheets they print for people.
LEFT_OUT = ("*.py", "sheet.png", "__pycache__", "*.pyc")


def _kept(path: Path) -> bool:
    return not any(fnmatch(part, pattern) for part in path.parts for pattern in LEFT_OUT)


def shipped_files(root: Path, names: tuple[str, ...] = TOP_LEVEL + PACKAGE_DATA) -> list[tuple[Path, str]]:
    """Each shipped file under `root` with its source-tree path ("images/cards/2c.png")."""
    found = []
    for name in names:
        top = root / name
        paths = sorted(top.rglob("*")) if top.is_dir() else [top]
        for path in paths:
            relative = path.relative_to(root)
            if path.is_file() and _kept(relative):
                found.append((path, relative.as_posix()))
    if not found:
        raise FileNotFoundError(f"no shipped files under {root}")
    return found


class BuildPy(build_py):
    """setuptools' build_py, plus the top-level assets copied into canasta/_assets/."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "canasta" / "_assets"
        shutil.rmtree(target, ignore_errors=True)  # nothing stale from an earlier build
        for source, relative in shipped_files(Path.cwd(), TOP_LEVEL):
            destination = target / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination)
