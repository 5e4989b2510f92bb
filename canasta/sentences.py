"""Messages for the player built from parts: each sentence ends in one full stop.

A reason often arrives as a whole sentence ("You cannot meld the Joker.") and is
then put into another one or followed by one; joined carelessly that gives "the
Joker.. A new game". These put the full stops where they belong.

Text read from a file may hold characters no font draws (a null character stops
pygame's text drawing with an error): `printable` shows them as escapes, so a message
quoting such a file can always be drawn.
"""

from __future__ import annotations

import unicodedata

ENDINGS = (".", "!", "?", "\u2026", ".)", "!)", "?)")


def clause(text: str) -> str:
    """`text` without its closing full stops, to go inside another sentence."""
    text = text.strip()
    while text.endswith(".") and not text.endswith("\u2026") and not text.endswith("..."):
        text = text[:-1].rstrip()
    return text


def sentence(text: str) -> str:
    """`text` ending in exactly one full stop (or in its own ! or ?)."""
    text = text.strip()
    if not text:
        return text
    if text.endswith("...") or text.endswith(ENDINGS) and not text.endswith(".."):
        return text
    return clause(text) + "."


class Joined(str):
    """Sentences joined by `sentences`: their English, keeping the `parts` it was made of,
    so that parts that are the engine's messages are said in the player's language
    (`canasta.language.render` says each part and joins them again)."""

    parts: tuple[str, ...]

    def __reduce__(self) -> tuple[object, ...]:
        return (sentences, self.parts)


def sentences(*parts: str) -> str:
    """The parts as sentences, one space between them; empty parts are left out. The
    parts are kept (`Joined`): a message among them is said in the player's language."""
    kept = tuple(part for part in parts if part.strip())
    joined = Joined(" ".join(sentence(part) for part in kept))
    joined.parts = kept
    return joined


# Control, format, surrogate, private-use and unassigned characters.
_UNDRAWABLE = frozenset(("Cc", "Cf", "Cs", "Co", "Cn"))


def unprintable(text: str, allowed: str = "") -> bool:
    """Whether `text` holds a character no font draws (`allowed` ones aside, "\n" say)."""
    return any(unicodedata.category(char) in _UNDRAWABLE and char not in allowed for char in text)


def printable(text: str) -> str:
    """`text` with every character no font draws written as an escape ("\\x00"); line
    breaks and tabs are kept."""
    if not unprintable(text, "\n\t"):
        return text
    return "".join(char if char in "\n\t" or unicodedata.category(char) not in _UNDRAWABLE
                   else ascii(char)[1:-1] for char in text)
