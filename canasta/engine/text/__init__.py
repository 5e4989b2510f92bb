"""Positions and records as text: a whole position (position, position_melds), a finished
hand's scores (score_text), and a game record's format and reading (record_format,
record_reading). May import judge/ (a position names the first to play as dealing does)
and the rooms below it; the `GameState` only as a type."""
