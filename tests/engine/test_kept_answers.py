"""Answers kept by the searches stay within their budget of bytes and change no answer
(issue 63, item 9: BWC's word answers, kept 65,536 at a time, took 180 MB over 600 hands)."""

from __future__ import annotations

import random

from canasta.engine.solver.kept_answers import KeptAnswers, forget_kept_answers, kept_bytes
from canasta.variants import load_preset
from canasta.variants.hooks.bwc import kept_words as words
from canasta.variants.lexicons import load_lexicon


def test_answers_are_let_go_once_their_bytes_pass_the_budget() -> None:
    kept: KeptAnswers[str] = KeptAnswers(10_000, len)
    for question in range(200):
        assert kept.keep(question, "x" * 500) == "x" * 500
        assert kept.bytes <= 10_000
    assert 0 < len(kept) < 200 and kept.get(199) == "x" * 500
    forget_kept_answers()
    assert len(kept) == 0 and kept.bytes == 0 and kept.get(199) is None


def test_bwc_word_answers_stay_within_their_budget_and_answer_as_the_word_list() -> None:
    rules = load_preset("bwc")
    lexicon = load_lexicon(rules.word_list)
    budget = words.ANSWER_BYTES
    words._words_from.max_bytes = words._extensions.max_bytes = 64 * 1024  # a small budget, soon full
    rng = random.Random(63)
    try:
        for _ in range(100):
            letters = "".join(sorted(rng.choices("abcdeeilnorstu", k=rng.randint(3, 8))))
            stars = rng.randint(0, 2)
            answer = words.cached_words_from(rules.word_list, letters, stars, rules.word_min_letters)
            assert answer == tuple(lexicon.words_from(letters, stars, rules.word_min_letters))
            extended = words.cached_extensions(rules.word_list, "tea", letters, stars)
            assert extended == tuple(lexicon.extensions("tea", letters, stars))
            for kept in (words._words_from, words._extensions):
                assert kept.bytes <= 64 * 1024 or len(kept) == 1, "only an answer bigger than the budget passes it"
        assert kept_bytes() > 0
    finally:
        words._words_from.max_bytes = words._extensions.max_bytes = budget
        forget_kept_answers()
