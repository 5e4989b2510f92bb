"""The sentences the engine says to a player (message.py): the bottom room, importing
nothing of the engine, so that every room, the cards' names too, can speak in messages
the table renders in the player's language."""
