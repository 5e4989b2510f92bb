"""The shipped BWC word list (bwc ruling 3): SCOWL size 50 in lower case, minus the
blocklist of slurs, with SCOWL's copyright notice beside it; built by a script in the
repository and loaded once."""

from __future__ import annotations

import gzip
from collections import Counter
import importlib.util
from pathlib import Path

import pytest

from canasta.variants import lexicons
from canasta.variants.lexicons import load_lexicon, word_list_path
from canasta.variants.yaml_source import ConfigError

FOLDER = Path(lexicons.WORD_LISTS_DIR)
SCOWL = Path("/usr/share/dict/scowl")


def _script():
    spec = importlib.util.spec_from_file_location("make_word_list", FOLDER / "make_word_list.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _shipped_words() -> list[str]:
    return gzip.decompress(word_list_path("scowl-en-50").read_bytes()).decode("ascii").split("\n")[:-1]


def test_the_list_is_sorted_lower_case_words_of_three_letters_or_more() -> None:
    words = _shipped_words()
    assert len(words) > 60000
    assert words == sorted(set(words))
    assert all(word.isascii() and word.isalpha() and word.islower() and len(word) >= 3 for word in words)


def test_the_list_holds_the_sources_words_and_canastas() -> None:
    lexicon = load_lexicon("scowl-en-50")
    for word in ("the", "them", "theme", "other", "exact", "bar", "king", "barking", "canasta", "canastas"):
        assert word in lexicon, word
    for left_out in ("etc", "mph", "grep", "xiv", "paris", "don't"):
        assert left_out not in lexicon, f"{left_out}: abbreviations, names and contractions are not words here"


def test_no_blocklisted_word_is_in_the_shipped_list() -> None:
    blocked = _script().read_blocklist()
    assert len(blocked) >= 20
    assert not blocked & set(_shipped_words())


def _can_be_natural(word: str) -> bool:
    """Spelled in one colour: a colour has each consonant once and each vowel twice (ruling 1)."""
    return all(count <= (2 if letter in "aeiou" else 1) for letter, count in Counter(word).items())


def test_8_of_the_long_words_a_third_can_be_natural_canastas() -> None:
    """Ruling 8, counted on the list as ruling 3 builds it (the blocklisted words back in,
    CANASTAS, which the source adds, aside): 48,390 words of seven letters or more, of
    which 15,390 can be spelled in one colour."""
    words = [word for word in _shipped_words() + sorted(_script().read_blocklist()) if word != "canastas"]
    long = [word for word in words if len(word) >= 7]
    assert (len(long), sum(map(_can_be_natural, long))) == (48_390, 15_390)
    assert not _can_be_natural("canasta") and not _can_be_natural("canastas")  # three A, two S


def test_scowls_copyright_notice_ships_beside_the_list() -> None:
    notice = (FOLDER / "SCOWL-COPYRIGHT.txt").read_text(encoding="utf-8")
    assert "Kevin Atkinson" in notice and "Permission to use, copy, modify, distribute" in notice


@pytest.mark.skipif(not SCOWL.is_dir(), reason="the Debian package scowl is not installed")
def test_the_script_rebuilds_the_shipped_list_byte_for_byte() -> None:
    script = _script()
    assert script.build(SCOWL) == word_list_path("scowl-en-50").read_bytes()
    blocked = script.read_blocklist()
    assert blocked <= script.scowl_words(SCOWL), "the blocklist names only words SCOWL has"


def test_the_list_is_loaded_once() -> None:
    assert load_lexicon("scowl-en-50") is load_lexicon("scowl-en-50")


def test_a_missing_list_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(lexicons, "WORD_LISTS_DIR", tmp_path)
    with pytest.raises(ConfigError, match="no word list called 'scowl-en-70'"):
        load_lexicon("scowl-en-70")


def test_a_damaged_list_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(lexicons, "WORD_LISTS_DIR", tmp_path)
    (tmp_path / "broken.txt.gz").write_bytes(b"not gzip at all")
    with pytest.raises(ConfigError, match="cannot be read"):
        load_lexicon("broken")
    (tmp_path / "shouting.txt.gz").write_bytes(gzip.compress(b"CAT\nDOG\n"))
    with pytest.raises(ConfigError, match="damaged"):
        load_lexicon("shouting")
