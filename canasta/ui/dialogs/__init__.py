"""The dialogs and the menu bar, built with pygame_gui over the table.

Each dialog is a non-opaque Scene the table pushes on `context.stack`; it calls its
`on_close` once with its result (None when cancelled). See base.py for the contract.
"""

from .customize import CustomizeDialog
from .file_dialog import FileDialog, save_name_for
from .help import HelpDialog
from .high_scores import HighScoresDialog
from .letter_picker import LetterPickerDialog
from .menu_bar import MenuBar
from .message import MessageDialog, QuestionDialog
from .new_game import NewGameDialog
from .rules_dialog import RulesDialog
from .scoring import GameOverDialog, ScoringDialog
from .setup import GameSetup, SeatSetup
from .theme import install_theme

__all__ = [
    "CustomizeDialog", "FileDialog", "GameOverDialog", "GameSetup", "HelpDialog", "HighScoresDialog", "LetterPickerDialog",
    "MenuBar",
    "MessageDialog", "NewGameDialog", "QuestionDialog", "RulesDialog", "ScoringDialog", "SeatSetup",
    "install_theme", "save_name_for",
]
