"""Which art draws which deck: art_for(deck_kind) gives a fresh CardArt for the deck.

A deck with pictures of its own has a module here that registers its CardArt subclass
under its deck kind (the keys of canasta.engine.cards.decks.DECK_KINDS); every other deck is
drawn with the standard art. This is the one place that knows which art modules exist.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from .cache import CardArt

_MAKERS: dict[str, Callable[[], CardArt]] = {}


def register(deck_kind: str, make: Callable[[], CardArt]) -> None:
    """Draw the cards of `deck_kind` with the art `make()` gives."""
    _MAKERS[deck_kind] = make


@cache
def _load_modules() -> None:
    """Import the modules with a deck of their own; each calls register() for its deck.

    Plain imports (not by name), so that the app bundler sees them.
    """
    from . import kanastic, letters  # noqa: F401


def art_for(deck_kind: str) -> CardArt:
    """A new CardArt for the cards of `deck_kind`: its own art, or the standard art."""
    _load_modules()
    return _MAKERS.get(deck_kind, CardArt)()
