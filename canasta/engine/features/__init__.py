"""Rule-set features that the solver and the judge ask about and that need neither:
Acaba (acaba) and the word lists of word melds (lexicon, lexicon_index). May import the
rooms up to state/. The other features' modules live where their imports put them:
special hands and the deuce and wild melds in melds/, the foot and merging in judge/,
winning by canastas and the American parts of a score in scoring/."""
