"""Where the files shipped beside the code lie: in a checkout, an installed package or a built app.

They are named as in the source tree: ``"images"``, ``"sounds"``, ``"config.yaml"``,
``"canasta/variants/presets"``. A checkout (and an editable install) has them there.
An installed wheel carries the top-level ones in ``canasta/_assets/`` (the build step
in ``packaging/build_assets.py`` copies them in) and the package's own beside its code.
A PyInstaller app has the source tree's layout inside its bundle folder (``sys._MEIPASS``).
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
INSTALLED_ASSETS = "_assets"


def search_roots() -> tuple[Path, ...]:
    """The folders a shipped file is looked for in, first match wins."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return (Path(bundle),)
    return (PACKAGE_DIR / INSTALLED_ASSETS, PACKAGE_DIR.parent)


def shipped_path(relative: str) -> Path:
    """The shipped file or folder `relative` (a source-tree path with ``/``).

    When it is found nowhere, the path in the last place looked is returned, so the
    caller's "missing" message names a real place.
    """
    roots = search_roots()
    parts = relative.split("/")
    for root in roots:
        path = root.joinpath(*parts)
        if path.exists():
            return path
    return roots[-1].joinpath(*parts)
