"""What a game given up leaves behind is let go when the next one starts.

The searches keep their answers for the game's own questions (BWC's words, a rank's
choices: canasta.engine.solver.kept_answers), and a word list with what the computer players
work out of it (some 45 MB for BWC's) stays loaded only while games play with it.
What was freed is then given back to the system (heap.py).
"""

from __future__ import annotations

from canasta.engine import Rules, forget_kept_answers

from .heap import give_back_free_memory

_word_list: list[str | None] = [None]  # the word list of the game on the table


def let_go_for(rules: Rules) -> None:
    """A game of `rules` is on the table: forget every answer kept, and the word lists it
    plays without, and give the memory back."""
    forget_kept_answers()
    if rules.word_list != _word_list[0]:
        _word_list[0] = rules.word_list
        _forget_word_lists()
    give_back_free_memory()


def _forget_word_lists() -> None:
    from canasta.ai.words import finder, judgement
    from canasta.variants.lexicons import load_lexicon

    load_lexicon.cache_clear()
    finder._longer_words.cache_clear()
    finder.letter_share.cache_clear()
    judgement.take_chances.cache_clear()
