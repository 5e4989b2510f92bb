"""The word finder of word melds (BWC rulings 3 and 6): what some letters spell, whole
or around a word already laid, with stars as blanks."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta.engine.features.lexicon import Lexicon, is_subsequence

SMALL = Lexicon("small", ["the", "them", "theme", "other", "others", "then", "ten", "net", "eat", "tea",
                          "ate", "exact", "team", "meat", "mate", "tame", "bar", "king", "barking", "cat",
                          "act", "tact", "attack", "quiet", "quite", "quit"])


def test_a_word_of_the_list_is_found_and_one_not_in_it_is_not() -> None:
    assert "theme" in SMALL
    assert "lampz" not in SMALL
    assert len(SMALL) == 26


def test_anagrams_are_the_words_of_exactly_those_letters() -> None:
    assert SMALL.anagrams("tae") == ("ate", "eat", "tea")
    assert SMALL.anagrams("tiuqe") == ("quiet", "quite")
    assert SMALL.anagrams("xyz") == ()


def test_the_words_a_hand_spells_use_each_card_once() -> None:
    words = [word for word, blanks in SMALL.words_from("teamx")]
    assert set(words) == {"eat", "tea", "ate", "team", "meat", "mate", "tame"}
    assert "tact" not in [word for word, _ in SMALL.words_from("tac")], "one T in the hand spells no TACT"


def test_a_star_stands_for_a_letter_the_hand_lacks_and_is_counted() -> None:
    found = dict(SMALL.words_from("ta", stars=1))
    assert found["eat"] == 1 and found["cat"] == 1
    assert "team" not in found, "four letters from two cards and one star"
    assert dict(SMALL.words_from("tac", stars=1))["tact"] == 1


def test_words_need_three_letters_by_default() -> None:
    assert all(len(word) >= 3 for word, _ in SMALL.words_from("themoxr"))
    assert [word for word, _ in SMALL.words_from("bar", min_length=4)] == []


def test_a_word_is_extended_by_letters_in_front_behind_and_between_never_rearranged() -> None:
    """Ruling 6b: THE may become THEM, THEME or OTHER; EAT may become EXACT but not TEAM."""
    longer = {word for word, _ in SMALL.extensions("the", "mexorst")}
    assert {"them", "theme", "other", "others"} <= longer
    assert "the" not in longer, "an extension adds at least one letter"
    assert "then" not in longer, "no N in the hand"
    assert [word for word, _ in SMALL.extensions("eat", "xc")] == ["exact"]
    assert "team" not in {word for word, _ in SMALL.extensions("eat", "m")}


def test_an_extension_may_be_limited_to_one_letter_more() -> None:
    """Ruling 15's forced take puts one card into a word."""
    assert [word for word, _ in SMALL.extensions("the", "mexorst", most_added=1)] == ["them"]


def test_an_extension_counts_the_stars_it_needs() -> None:
    assert dict(SMALL.extensions("the", "m", stars=1))["theme"] == 1
    assert SMALL.extensions("the", "m", stars=1)[0] == ("them", 0), "the fewest stars first"


def test_is_subsequence() -> None:
    assert is_subsequence("eat", "exact")
    assert not is_subsequence("eat", "team")
    assert is_subsequence("", "abc")


WORDS = st.text(alphabet="abcdet", min_size=3, max_size=6)


@settings(max_examples=120, deadline=None)
@given(words=st.lists(WORDS, min_size=1, max_size=40), hand=st.text(alphabet="abcdet", max_size=7),
       stars=st.integers(min_value=0, max_value=2), base=WORDS)
def test_the_finder_finds_exactly_what_a_look_at_every_word_finds(words: list[str], hand: str, stars: int,
                                                                  base: str) -> None:
    lexicon = Lexicon("drawn", words)
    have = Counter(hand)

    def blanks(word: str, given: Counter[str]) -> int:
        return sum((Counter(word) - given).values())

    expected = {(word, blanks(word, have)) for word in set(words) if blanks(word, have) <= stars}
    assert set(lexicon.words_from(hand, stars)) == expected
    around = Counter(base) + have
    expected_longer = {(word, blanks(word, around)) for word in set(words)
                       if len(word) > len(base) and is_subsequence(base, word) and blanks(word, around) <= stars}
    assert set(lexicon.extensions(base, hand, stars)) == expected_longer


def test_the_longest_words_come_first() -> None:
    found = list(SMALL.longest_words("thmeexorsbarking", stars=0))
    lengths = [len(word) for word, _ in found]
    assert lengths == sorted(lengths, reverse=True)
    assert found[0] == ("barking", 0), "BARKING is the one word of seven letters these spell"
    assert sorted(found) == sorted(SMALL.words_from("thmeexorsbarking"))


def test_the_longest_words_holding_a_letter_are_those_spelled_with_it() -> None:
    """Taking the pile: the top card's letter must be in the word."""
    holding_m = {word for word, _ in SMALL.longest_words("teax", holding="m")}
    assert holding_m == {"team", "meat", "mate", "tame"}
    assert ("them", 1) in set(SMALL.longest_words("te", stars=1, holding="m")), "a star stands for the H"


def test_a_search_for_the_longest_stops_where_its_reader_does() -> None:
    longest = SMALL.longest_words("thmeexorsbarking")
    assert next(longest) == ("barking", 0)
    assert len(next(longest)[0]) <= 7


@settings(max_examples=120, deadline=None)
@given(words=st.lists(WORDS, min_size=1, max_size=40), hand=st.text(alphabet="abcdet", max_size=9),
       stars=st.integers(min_value=0, max_value=2), base=WORDS, holding=st.text(alphabet="abcdet", max_size=1))
def test_the_longest_first_search_finds_what_the_finder_finds_longest_first(
        words: list[str], hand: str, stars: int, base: str, holding: str) -> None:
    lexicon = Lexicon("drawn", words)
    found = list(lexicon.longest_words(hand, stars, holding=holding))
    assert [len(word) for word, _ in found] == sorted((len(word) for word, _ in found), reverse=True)
    assert sorted(found) == sorted(item for item in lexicon.words_from(hand + holding, stars)
                                   if Counter(holding) <= Counter(item[0]))
    longer = list(lexicon.longest_extensions(base, hand, stars))
    assert [len(word) for word, _ in longer] == sorted((len(word) for word, _ in longer), reverse=True)
    assert sorted(longer) == sorted(lexicon.extensions(base, hand, stars))
