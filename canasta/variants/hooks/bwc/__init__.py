"""How BWC word Canasta differs from the standard rules, where data cannot say it
(rules/bwc.md): its melds are words.

A word meld, the kind registered as `word`, is letter cards in a row that spell a word
of the rules' word list (`word_list`), each star standing for the letter of its place
(rulings 4 and 5). Its key is the word it spells, so a star's letter is the key's letter
at the star's place. Words are laid, extended and joined (ruling 6):

- `meld Cr ST Tb as cat`: a new word, the cards in the order they spell it;
- `meld Mb Er to #3 as theme`: letters put into word 3, its letters keeping their order
  and the new cards filling the other places in order;
- `merge #3 #5`: word 5 joins the end of word 3, making a word of a canasta's length;
- `take Cr Ag as cat`: the pile taken with a new word made with its top card (ruling 11);
  `take to #3 as them`: once the stock is empty, the top card put into word 3 (ruling 15);
- `switch Ab for ST in #3`: a letter of a mixed canasta exchanged for the same letter from
  the hand (or `from #5`, another word, which takes the card switched out), the canasta
  to be natural when the turn ends (ruling 9).

Every such move leaves each word a word, so the end of a turn has only the first meld,
going out, switched canastas and the cards kept to judge. The turn's moves cannot all be listed (any
letters in any order): `WordTurn` lists a sensible set of them, found with the word
list's anagram index, and answers the judge's questions about the end of the turn with
a small search over that same set, so that what is listed is always accepted and no
listed move leaves the player stuck.

Rulings of the implementation (the source is silent): a join must make a word by
itself; letters are added to it afterwards. A card switched out of a canasta into
another word may not make a natural canasta mixed (nothing is switched into a natural
canasta), nor break that word's star limit. A canasta switched into and then joined to
the end of another word passes its duty to that word: it must end the turn natural.
"""

from __future__ import annotations

from canasta.engine.melds.meld_kinds import register_meld_kind
from canasta.engine.rules.pile import register_pile_policy

from .turn import TURN, WordPile, WordTurn
from .switch_moves import switches
from .word_moves import extensions, joins, new_words, top_card_takes, word_takes
from .words import WORD, WordMeld, is_natural_word, letter_of, lexicon, star_cap

WordMeld.turn = TURN
register_meld_kind(WORD, "Words (BWC letter cards)")
register_pile_policy("word", WordPile())

__all__ = ["TURN", "WORD", "WordMeld", "WordPile", "WordTurn", "extensions", "is_natural_word", "joins",
           "letter_of", "lexicon", "new_words", "star_cap", "switches", "top_card_takes", "word_takes"]
