"""The words of play: the actions a player takes, each with its text (actions), the
phases of a turn and what a turn holds open (turn), and the errors the engine raises
(errors). May import cards/."""
