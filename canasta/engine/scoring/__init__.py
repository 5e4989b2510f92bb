"""A hand's score: the parts it is made of (score_parts, standard_parts, american_parts,
black_three_parts, canastas_to_win), finding them by name (known_score_parts), and
scoring a hand side by side (scoring). May import cards/, play/, values/ and melds/."""
