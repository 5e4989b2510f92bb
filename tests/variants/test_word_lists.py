"""The shipped BWC word list (bwc ruling 3): SCOWL size 50 in lower case, minus the
blocklist of slurs, with SCOWL's copyright notice beside it; built by a script in the
repository and loaded once."""

from __future__ import annotations

import gzip
import importlib.util
import time
import tracemalloc
from collections import Counter
from pathlib import Path

import pytest

from canasta.engine.features.lexicon import Lexicon
from canasta.engine.features.lexicon_index import WordIndexError, index_bytes, lexicon_from_index, source_digest
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


# --- the index shipped beside the list: read back, never built, when a game of words opens


def _index_script():
    spec = importlib.util.spec_from_file_location("make_word_index", FOLDER / "make_word_index.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_index_is_the_one_the_script_builds_from_the_shipped_list() -> None:
    assert _index_script().build(word_list_path("scowl-en-50")) == lexicons.word_index_path("scowl-en-50").read_bytes()


def test_the_index_read_back_is_the_index_built_from_the_list() -> None:
    text = gzip.decompress(word_list_path("scowl-en-50").read_bytes())
    built = Lexicon("scowl-en-50", text.decode("ascii").split())
    read = lexicon_from_index("scowl-en-50", gzip.decompress(lexicons.word_index_path("scowl-en-50").read_bytes()),
                              source_digest(text))
    assert [list(part) for part in read.parts()] == [list(part) for part in built.parts()]
    assert set(read) == set(built) and len(read) == len(built)
    assert read.words_from("aeinrst", 1) == built.words_from("aeinrst", 1)


def test_a_game_of_words_opens_with_the_index_read_back_in_well_under_a_fifth_of_a_second() -> None:
    load_lexicon("scowl-en-50")  # the files in the disk's cache, as they are once the game has started
    load_lexicon.cache_clear()
    started = time.process_time()
    lexicon = load_lexicon("scowl-en-50")
    assert time.process_time() - started < 0.2
    assert "canasta" in lexicon and ("barking", 0) in lexicon.words_from("abgiknr")
    load_lexicon.cache_clear()


def test_the_word_list_loaded_keeps_its_index_compact() -> None:
    # Lists of numbers, a tuple of words for each beginning and a set of the words took 17.4 MB.
    load_lexicon.cache_clear()
    tracemalloc.start()
    try:
        lexicon = load_lexicon("scowl-en-50")
        kept, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(lexicon) > 60_000 and kept < 8 * 1024 * 1024
    assert "canasta" in lexicon and "acnaast" not in lexicon and "" not in lexicon and 3 not in lexicon
    load_lexicon.cache_clear()


def _list_with_index(folder: Path, words: bytes, index_of: bytes) -> None:
    (folder / "mine.txt.gz").write_bytes(gzip.compress(words))
    index = index_bytes(Lexicon("mine", index_of.decode().split()), source_digest(index_of))
    (folder / "mine.index.gz").write_bytes(gzip.compress(index))


def test_an_index_of_another_list_is_passed_over_and_the_list_indexed(monkeypatch: pytest.MonkeyPatch,
                                                                     tmp_path: Path) -> None:
    monkeypatch.setattr(lexicons, "WORD_LISTS_DIR", tmp_path)
    _list_with_index(tmp_path, b"cat\ndog\n", b"cat\ndog\nbird\n")
    lexicon = load_lexicon.__wrapped__("mine")
    assert "cat" in lexicon and "bird" not in lexicon, "the list's own words, not the index's"
    _list_with_index(tmp_path, b"cat\ndog\n", b"cat\ndog\n")
    assert [word for word, _ in load_lexicon.__wrapped__("mine").words_from("gtaocd")] == ["cat", "dog"]


def _pointing_back(index: bytes) -> bytes:
    """The index with the root's two longer beginnings moved to a later one: as many
    beginnings in all, but the first one's longer beginning would come before it."""
    head, _, rest = index.partition(b"\n")
    nodes = int(head.split(b" ")[5])
    children = bytearray(rest[nodes - 1:2 * nodes - 1])
    children[0], children[-2] = 0, children[-2] + children[0]
    return head + b"\n" + rest[:nodes - 1] + bytes(children) + rest[2 * nodes - 1:]


@pytest.mark.parametrize("damage", [lambda index: index[:len(index) // 2], lambda index: index.replace(b"dog", b"DOG"),
                                    lambda index: b"canasta word index 9" + index[20:], lambda index: b"",
                                    lambda index: index.replace(b" 2\n", b" 3\n", 1), _pointing_back])
def test_a_damaged_index_is_refused_and_the_list_indexed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                         damage) -> None:  # type: ignore[no-untyped-def]
    text = b"cat\ndog\n"
    index = index_bytes(Lexicon("mine", ["cat", "dog"]), source_digest(text))
    with pytest.raises(WordIndexError):
        lexicon_from_index("mine", damage(index), source_digest(text))
    monkeypatch.setattr(lexicons, "WORD_LISTS_DIR", tmp_path)
    (tmp_path / "mine.txt.gz").write_bytes(gzip.compress(text))
    (tmp_path / "mine.index.gz").write_bytes(gzip.compress(damage(index)))
    assert set(load_lexicon.__wrapped__("mine")) == {"cat", "dog"}
