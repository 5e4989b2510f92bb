"""The game as a whole: `GameState` and its doors (state), what one seat may know
(observation) and games dealt to fit it (unseen_deal), the table's read-only questions
(queries), what holds in every reachable state (invariants), and game records replayed
into games (record). The top room: it may import every other room, and none imports it
but as a type."""
