"""The kinds of meld and what each needs: the protocol every kind answers
(meld_protocol), the kinds themselves (meld_kinds, and the wild meld, the deuce meld and
the special hands), the kinds of canasta (canasta_kinds), a side's melds on the table
(table), the limits on where cards may be melded (meld_limits) and the shapes of new
groups (new_groups). May import cards/, play/ and values/; the rules and the game state
only as types."""
