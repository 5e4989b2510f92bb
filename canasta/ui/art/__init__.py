"""Card art by deck kind: procedural faces, backs and slots at any pixel size.

standard.py draws the standard deck (cache.CardArt hands its surfaces out), kanastic.py
and its kanastic_*.py parts the Kanastic deck, letters.py and letters_style.py the BWC
letter cards; drawing.py, assets.py and pen.py hold what they share. Ask the registry for the art of a deck: art_for(rules.deck).
"""

from .registry import art_for, register

__all__ = ["art_for", "register"]
