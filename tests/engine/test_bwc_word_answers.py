"""BWC's word answers, found faster but never otherwise: what is left of a hand read off
the answer for the whole of it (kept_words.py), and the dozen best words of a hand,
looked for longest first (best_words.py), are what the word list's full search says."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from canasta.engine.solver.kept_answers import forget_kept_answers
from canasta.variants import load_preset
from canasta.variants.hooks.bwc import best_words, kept_words
from canasta.variants.hooks.bwc.letter_ways import Letters, pack
from canasta.variants.hooks.bwc.words import star_cap
from canasta.variants.lexicons import load_lexicon

RULES = load_preset("bwc")
LEXICON = load_lexicon(RULES.word_list)
# Roughly the deck's letters: many vowels, few of J, Q, X, Z.
DECK = "aaaabbccddeeeeeffgghhiiiijkllmmnnooooppqrrssttuuvwwxyyz"


def hand(rng: random.Random, size: int) -> str:
    return "".join(sorted(rng.choices(DECK, k=size)))


def test_the_blanks_a_word_needs_are_the_letters_the_hand_lacks() -> None:
    rng = random.Random(7)
    for _ in range(500):
        held, needed = hand(rng, rng.randint(0, 40)), hand(rng, rng.randint(0, 12))
        if kept_words.packed(held) is None or kept_words.packed(needed) is None:
            continue
        lacking = sum((Counter(needed) - Counter(held)).values())
        assert kept_words.blanks_needed(kept_words.packed(held), kept_words.packed(needed)) == lacking


def test_one_hand_holds_another_as_often_letter_by_letter() -> None:
    whole = kept_words.packed("aelrstt")
    assert whole is not None
    assert kept_words.holds(whole, kept_words.packed("tea"))
    assert kept_words.holds(whole, kept_words.packed("tat"))
    assert not kept_words.holds(whole, kept_words.packed("teat" + "t")), "three T's, the hand holds two"
    assert not kept_words.holds(whole, kept_words.packed("x"))
    assert kept_words.packed("e" * 16) is None, "sixteen of a letter do not fit five bits"


def test_what_is_left_of_a_hand_is_read_off_its_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    forget_kept_answers()
    whole = "aeeilnorstt"
    kept_words.cached_words_from(RULES.word_list, whole, 1, 3)
    kept_words.cached_extensions(RULES.word_list, "tea", whole, 1)
    searched = []
    monkeypatch.setattr(type(LEXICON), "words_from", lambda *args: searched.append(args) or [])
    monkeypatch.setattr(type(LEXICON), "extensions", lambda *args: searched.append(args) or [])
    left = "eilnort"  # a word of the hand laid
    assert dict(kept_words.cached_words_from(RULES.word_list, left, 0, 3))["toiler"] == 0
    assert dict(kept_words.cached_extensions(RULES.word_list, "tea", "eilt", 1))["teal"] == 0
    assert searched == [], "both answers were read off those for the whole hand"
    monkeypatch.undo()
    forget_kept_answers()


@pytest.mark.parametrize("seed", range(6))
def test_answers_read_off_are_those_the_word_list_gives(seed: int) -> None:
    forget_kept_answers()
    rng = random.Random(seed)
    whole = hand(rng, 12)
    stars = rng.randint(0, 2)
    kept_words.cached_words_from(RULES.word_list, whole, stars, 3)
    kept_words.cached_extensions(RULES.word_list, "tea", whole, stars)
    for _ in range(30):
        left = "".join(sorted(rng.sample(whole, rng.randint(0, len(whole)))))
        fewer = rng.randint(0, stars)
        assert kept_words.cached_words_from(RULES.word_list, left, fewer, 3) == tuple(
            LEXICON.words_from(left, fewer, 3))
        assert kept_words.cached_extensions(RULES.word_list, "tea", left, fewer) == tuple(
            LEXICON.extensions("tea", left, fewer))
    forget_kept_answers()


def ranked_by_every_word(letters: str, stars: int, star_value: int, most: int, holding: str = "") -> tuple:
    """The move list's ranking worked out from every word the letters spell."""
    values = best_words.letter_values(RULES)
    held = Counter(letters)
    ranked = []
    for word, blanks in LEXICON.words_from(letters + holding, stars, RULES.word_min_letters):
        if holding not in word or blanks > star_cap(RULES, len(word) - blanks):
            continue
        own = word.replace(holding, "", 1) if holding else word
        value = sum(min(count, held[letter]) * values[letter] + max(0, count - held[letter]) * star_value
                    for letter, count in Counter(own).items())
        ranked.append((-len(word), -value, word))
    return tuple(word for _, _, word in sorted(ranked)[:most])


@pytest.mark.parametrize("size, stars", [(6, 0), (11, 1), (15, 2), (24, 1), (34, 0), (40, 2)])
def test_the_best_words_are_the_best_of_every_word_a_hand_spells(size: int, stars: int) -> None:
    forget_kept_answers()
    rng = random.Random(size * 10 + stars)
    for _ in range(3):
        letters = hand(rng, size)
        assert best_words.best_new_words(RULES, letters, stars, 50, 12) == ranked_by_every_word(letters, stars, 50, 12)
        top = rng.choice(DECK)
        assert best_words.best_takes(RULES, letters, top, stars, 50, 8) == ranked_by_every_word(
            letters, stars, 50, 8, holding=top)
    forget_kept_answers()


@pytest.mark.parametrize("word, size, stars", [("tea", 8, 0), ("the", 12, 1), ("rest", 30, 1)])
def test_a_words_best_extensions_are_the_best_of_all_its_extensions(word: str, size: int, stars: int) -> None:
    forget_kept_answers()
    rng = random.Random(size)
    values = best_words.letter_values(RULES)
    for held_stars in (0, 1):
        letters = hand(rng, size)
        held = Counter(letters)
        ranked = []
        for longer, blanks in LEXICON.extensions(word, letters, stars):
            if held_stars + blanks > star_cap(RULES, len(longer) - held_stars - blanks):
                continue
            added = Counter(longer) - Counter(word)
            value = sum(min(count, held[letter]) * values[letter] + max(0, count - held[letter]) * 50
                        for letter, count in added.items())
            ranked.append((-len(longer), -value, longer))
        expected = tuple(longer for _, _, longer in sorted(ranked)[:6])
        assert best_words.best_extensions(RULES, word, held_stars, letters, stars, 50, 6) == expected
    forget_kept_answers()


def test_a_big_hands_best_words_are_looked_for_longest_first() -> None:
    assert best_words._is_big("a" * 40, 0) and best_words._is_big("a" * 16, 2)
    assert not best_words._is_big("a" * 15, 0)


@pytest.mark.parametrize("seed", range(6))
def test_new_words_read_off_a_bigger_hand_are_those_walked_in_the_same_order(seed: int) -> None:
    rng = random.Random(200 + seed)
    letters = Letters(RULES)
    whole = hand(rng, rng.randint(8, 30))
    stars = rng.randint(0, 2)
    questions = []
    for _ in range(20):
        left = "".join(sorted(rng.sample(whole, rng.randint(1, len(whole)))))
        questions.append((pack(left), rng.randint(0, stars), rng.choice(left)))
    forget_kept_answers()
    for letter in set(whole):  # each letter's words for the whole hand: the others are read off them
        letters.new_words(pack(whole), stars, letter)
    read_off = [letters.new_words(*question) for question in questions]
    walked = []
    for question in questions:
        forget_kept_answers()
        walked.append(letters.new_words(*question))
    assert read_off == walked
    forget_kept_answers()
