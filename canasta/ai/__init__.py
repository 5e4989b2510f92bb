"""Computer players. They see only `observation(seat)`, never the whole state."""
