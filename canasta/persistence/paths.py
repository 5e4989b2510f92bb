"""Where Canasta keeps the player's files.

Per-user folders come from platformdirs (app name "canasta"). When the
environment variable CANASTA_HOME is set, data and config both live under
that folder instead, which keeps tests and portable installs self-contained.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from canasta.engine import Quoted, say
from canasta.persistence.errors import persistence_error

APP_NAME = "canasta"
HOME_VARIABLE = "CANASTA_HOME"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def _ensure(folder: Path) -> Path:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise persistence_error(say("create the folder {folder}", folder=Quoted(str(folder))), exc) from exc
    return folder


def data_dir() -> Path:
    """Folder for high scores, statistics, game records; created when missing."""
    home = _home_override()
    folder = home / "data" if home else platformdirs.user_data_path(APP_NAME, appauthor=False)
    return _ensure(folder)


def config_dir() -> Path:
    """Folder for the player's settings.yaml; created when missing."""
    home = _home_override()
    folder = home / "config" if home else platformdirs.user_config_path(APP_NAME, appauthor=False)
    return _ensure(folder)


def saves_dir() -> Path:
    """Folder for saved games and the autosave; created when missing."""
    return _ensure(data_dir() / "saves")
