"""The small HTML that pygame_gui's text box shows, as the help pages build it: headings,
paragraphs and bullet lists, in the help's colours, and the words the pages take from the
rules or the settings, in the player's language. Plain text work (no pygame)."""

from __future__ import annotations

import html
from collections.abc import Iterable

from canasta.language import help_text, language, number, points

LINK_COLOUR = "#f0d27a"
HEADING_COLOUR = "#f0d27a"
KEY_COLOUR = "#ffffff"
NOTE_COLOUR = "#a9bcae"


def with_article(word: str) -> str:
    """"an escalera", "a samba" in English; in the other languages the word alone, since
    their translated sentence carries the article that agrees with it."""
    if language() != "en":
        return word
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def amount(value: int) -> str:
    """A number in a help sentence, written as the table writes points (`points`)."""
    return points(value)


def rule_word(word: str) -> str:
    """A word the pages take from the rules or the settings ("pile", "run of seven",
    "double right-click") in the player's language; the rule sets' own words (pozzo,
    samba, escalera, bolivia) stay theirs, written as a noun in German (Escalera)."""
    words = {
        "pile": help_text("pile"),
        "pack": help_text("pack"),
        "run of seven": help_text("run of seven"),
        "runs of seven": help_text("runs of seven"),
        "wild meld of seven": help_text("wild meld of seven"),
        "wild melds of seven": help_text("wild melds of seven"),
        "natural canasta": help_text("natural canasta"),
        "natural canastas": help_text("natural canastas"),
        "mixed canasta": help_text("mixed canasta"),
        "mixed canastas": help_text("mixed canastas"),
        "golden suit": help_text("golden suit"),
        "golden suits": help_text("golden suits"),
        "double right-click": help_text("double right-click"),
        "right-click": help_text("right-click"),
        "red threes": help_text("red threes"),
        "threes": help_text("threes"),
        "two sides of three": help_text("two sides of three"),
        "three sides of two": help_text("three sides of two"),
    }
    if word in words:
        return words[word]
    return word[:1].upper() + word[1:] if language() == "de" else word


def sentences(*texts: str) -> str:
    """Sentences one after the other, a space between them; an empty one is left out."""
    return " ".join(text for text in texts if text)


def esc(text: str) -> str:
    return html.escape(text, quote=False)


class Page:
    """Builds one topic: headings in a larger size, paragraphs, bullet lists."""

    def __init__(self, heading_size: int):
        self.heading_size = heading_size
        self.parts: list[str] = []

    def heading(self, text: str) -> None:
        self.parts.append(f"<font pixel_size={self.heading_size} color={HEADING_COLOUR}><b>{esc(text)}</b></font><br>")

    def para(self, text: str) -> None:
        """A paragraph of plain text (escaped)."""
        self.raw(esc(text.strip()))

    def raw(self, markup: str) -> None:
        """A paragraph of markup written here (<b>, <u>)."""
        self.parts.append(markup + "<br><br>")

    def bullets(self, items: Iterable[str]) -> None:
        """A list of markup items."""
        self.parts.append("".join(f"\u2022 {item}<br>" for item in items) + "<br>")

    def html(self) -> str:
        return "".join(self.parts).removesuffix("<br>")
