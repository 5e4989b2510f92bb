import os
import sys
from pathlib import Path

# Headless everywhere: tests never open a real window unless they start their own X server.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# The tests read the game in English whatever the machine's language: a test that wants
# another sets the language (or the locale's variables) itself.
for _variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ.pop(_variable, None)

# The player's own files (settings, high scores, statistics, the autosave) are never
# touched by tests: they live in a folder of the test run unless a test chooses its own.
if not os.environ.get("CANASTA_HOME"):
    import tempfile

    os.environ["CANASTA_HOME"] = tempfile.mkdtemp(prefix="canasta-tests-")
