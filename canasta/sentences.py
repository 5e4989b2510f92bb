"""Messages for the player built from parts: each sentence ends in one full stop.

A reason often arrives as a whole sentence ("You cannot meld the Joker.") and is
then put into another one or followed by one; joined carelessly that gives "the
Joker.. A new game". These put the full stops where they belong.
"""

from __future__ import annotations

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


def sentences(*parts: str) -> str:
    """The parts as sentences, one space between them; empty parts are left out."""
    return " ".join(sentence(part) for part in parts if part.strip())
