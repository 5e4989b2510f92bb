"""The parts of a game's state that the solver and the judge both read: its fields, each
declared once (zones), what the turn so far has done (this_turn), what a side's first meld
must be (first_meld) and which cards may be discarded (discards). May import the rooms
below it: cards/, play/, values/, melds/, scoring/ and rules/; the `GameState` of game/
only as a type."""
