"""The word lists shipped with the game (word_lists/), loaded once by name."""

from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

from ..engine.lexicon import Lexicon
from ..resources import shipped_path
from .yaml_source import ConfigError

WORD_LISTS_DIR = shipped_path("canasta/variants/word_lists")


def word_list_path(name: str) -> Path:
    """Where the shipped word list `name` lies."""
    return WORD_LISTS_DIR / f"{name}.txt.gz"


@lru_cache(maxsize=None)
def load_lexicon(name: str) -> Lexicon:
    """The shipped word list `name` (e.g. "scowl-en-50"); ConfigError if it is missing or damaged."""
    path = word_list_path(name)
    try:
        text = gzip.decompress(path.read_bytes()).decode("ascii")
    except FileNotFoundError:
        raise ConfigError(str(path), f"there is no word list called '{name}'") from None
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise ConfigError(str(path), f"the word list cannot be read ({exc})") from None
    words = text.split()
    if not words or any(not word.isascii() or not word.isalpha() or not word.islower() for word in words):
        raise ConfigError(str(path), "the word list is damaged: it must hold lower-case words, one a line")
    return Lexicon(name, words)
