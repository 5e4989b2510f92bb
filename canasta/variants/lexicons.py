"""The word lists shipped with the game (word_lists/), loaded once by name.

A word list is named, never given as a path: the name in a rule set, a save or the
settings must be one of the lists in word_lists/ (`available_word_lists`), so no file
elsewhere on the disk is ever read as one. Reading is bounded twice: the packed file
and what it unpacks to.

Beside a list lies its anagram index, built once by word_lists/make_word_index.py and
read back in a tenth of the time building it takes (engine/features/lexicon_index.py): the index
names the list it was built from, and one that does not match the list beside it (or
is missing, or damaged) is passed over and the index built from the list.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from ..engine.features.lexicon import Lexicon
from ..engine.features.lexicon_index import lexicon_from_index, source_digest
from ..resources import shipped_path
from ..safe_files import NotARegularFileError, TooLargeError, read_regular_file, unpack_gzip
from .yaml_source import ConfigError

WORD_LISTS_DIR = shipped_path("canasta/variants/word_lists")
SUFFIX = ".txt.gz"
INDEX_SUFFIX = ".index.gz"
NAME_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
WORDS_TEXT = re.compile(r"\s*[a-z]+(?:\s+[a-z]+)*\s*")  # lower-case words, whitespace between
# The shipped list (SCOWL size 50) is 167 KB packed and 0.6 MB unpacked; SCOWL's largest
# English list (size 95) unpacks to some 6 MB.
MAX_PACKED_BYTES = 4 * 1024 * 1024
MAX_UNPACKED_BYTES = 16 * 1024 * 1024
# The shipped list's index is 0.4 MB packed and 1.2 MB unpacked; a list of size 95's, some
# ten times that.
MAX_INDEX_PACKED_BYTES = 16 * 1024 * 1024
MAX_INDEX_UNPACKED_BYTES = 64 * 1024 * 1024


def available_word_lists() -> tuple[str, ...]:
    """The names of the word lists the game ships ("scowl-en-50"), in order."""
    try:
        names = [path.name[:-len(SUFFIX)] for path in WORD_LISTS_DIR.iterdir() if path.name.endswith(SUFFIX)]
    except OSError:
        return ()
    return tuple(sorted(name for name in names if NAME_PATTERN.fullmatch(name)))


def word_list_problem(name: object) -> str | None:
    """Why `name` cannot be the rules' word list (None: no word list), or None when it can."""
    if name is None:
        return None
    known = available_word_lists()
    shown = repr(name) if isinstance(name, str) and len(name) <= 40 else "this name"
    if isinstance(name, str) and name in known:
        return None
    listed = ", ".join(known) if known else "none is installed"
    return (f"there is no word list called {shown}: a word list is named, never a file, and must be one of "
            f"those that come with the game ({listed})")


def word_list_path(name: str) -> Path:
    """Where the shipped word list `name` lies."""
    return WORD_LISTS_DIR / f"{name}{SUFFIX}"


def word_index_path(name: str) -> Path:
    """Where the index of the shipped word list `name` lies."""
    return WORD_LISTS_DIR / f"{name}{INDEX_SUFFIX}"


def _indexed(name: str, text: bytes) -> Lexicon | None:
    """The lexicon `name` read from the index beside its list (`text`, the list unpacked),
    or None where there is no index of this list the game can read."""
    try:
        data = unpack_gzip(read_regular_file(word_index_path(name), MAX_INDEX_PACKED_BYTES),
                           MAX_INDEX_UNPACKED_BYTES)
        return lexicon_from_index(name, data, source_digest(text))
    except (OSError, TooLargeError, NotARegularFileError, ValueError):  # (WordIndexError is a ValueError)
        return None


@lru_cache(maxsize=None)
def load_lexicon(name: str) -> Lexicon:
    """The shipped word list `name` (e.g. "scowl-en-50"); ConfigError if there is none
    of that name, or it is damaged."""
    problem = word_list_problem(name)
    if problem is not None:
        raise ConfigError("word list", problem, key="word_list")
    path = word_list_path(name)
    try:
        unpacked = unpack_gzip(read_regular_file(path, MAX_PACKED_BYTES), MAX_UNPACKED_BYTES)
        text = unpacked.decode("ascii")
    except FileNotFoundError:
        raise ConfigError(str(path), f"there is no word list called '{name}'") from None
    except (TooLargeError, NotARegularFileError) as exc:
        raise ConfigError(str(path), f"this is not a word list the game can read ({exc})") from None
    except (OSError, ValueError) as exc:  # ValueError: not gzip, or not ASCII
        raise ConfigError(str(path), f"the word list cannot be read ({exc})") from None
    if not WORDS_TEXT.fullmatch(text):
        raise ConfigError(str(path), "the word list is damaged: it must hold lower-case words, one a line")
    return _indexed(name, unpacked) or Lexicon(name, text.split())
