"""Every test here keeps its files under a temporary CANASTA_HOME, never in the real user folders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pytest

from canasta.persistence.paths import HOME_VARIABLE


def _real_folder_used(*args: object, **kwargs: object) -> Path:
    raise AssertionError("a test reached for the real per-user folders")


@pytest.fixture(autouse=True)
def canasta_home(tmp_path: Path) -> Iterator[Path]:
    # A patcher of its own, so that a test undoing its `monkeypatch` cannot expose the real folders.
    home = tmp_path / "canasta-home"
    with pytest.MonkeyPatch.context() as patcher:
        patcher.setenv(HOME_VARIABLE, str(home))
        patcher.setattr(platformdirs, "user_data_path", _real_folder_used)
        patcher.setattr(platformdirs, "user_config_path", _real_folder_used)
        yield home


def files_in(folder: Path) -> dict[str, bytes]:
    """Name -> contents of every file directly in `folder`."""
    return {entry.name: entry.read_bytes() for entry in sorted(folder.iterdir()) if entry.is_file()}
