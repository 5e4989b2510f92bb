"""The move list (moves) and the candidate melds it offers (candidates), and the search of
endings that the solver falls back on where its count model does not know the rules
(endings, which registers itself with the solver; dives, canasta_endings). May import
judge/ and the rooms below it."""
