"""Everything the program keeps on disk: settings, high scores, personal bests, statistics, saves.

Files are written atomically (`write_atomic`), read back with a fallback to
their previous version (`read_with_fallback`), and updated under an
inter-process lock (`file_lock`, made with the filelock package). A damaged
file is set aside, never overwritten, and the player is told in plain words.
"""

from canasta.persistence.atomic import (
    FileContents,
    FileTooLargeError,
    backup_path,
    read_limited,
    read_with_fallback,
    set_aside,
    write_atomic,
)
from canasta.persistence.errors import PersistenceError
from canasta.persistence.highscores import Entry, HighScores
from canasta.persistence.locking import file_lock
from canasta.persistence.paths import config_dir, data_dir, saves_dir
from canasta.persistence.personal_bests import PersonalBests
from canasta.persistence.settings import (
    Customize,
    RuleChoice,
    Seat,
    Settings,
    Window,
    load_defaults,
    load_user_settings,
    save_user_settings,
    shipped_config_path,
    shipped_defaults,
)
from canasta.persistence.statistics import Statistics, Tally

__all__ = [
    "Customize",
    "Entry",
    "FileContents",
    "FileTooLargeError",
    "HighScores",
    "PersistenceError",
    "PersonalBests",
    "RuleChoice",
    "Seat",
    "Settings",
    "Statistics",
    "Tally",
    "Window",
    "backup_path",
    "config_dir",
    "data_dir",
    "file_lock",
    "load_defaults",
    "load_user_settings",
    "read_limited",
    "read_with_fallback",
    "save_user_settings",
    "saves_dir",
    "set_aside",
    "shipped_config_path",
    "shipped_defaults",
    "write_atomic",
]
