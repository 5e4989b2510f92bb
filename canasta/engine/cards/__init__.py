"""Cards and decks: a card's identity and text (cards), its name in words (card_names),
the decks a rule set is played with (decks), and what each card is worth and does under
a rule set (card_kinds). The bottom room: it imports no other room (decks names a rule
value of values/ as a type only)."""
