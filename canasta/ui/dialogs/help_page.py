"""The small HTML that pygame_gui's text box shows, as the help pages build it: headings,
paragraphs and bullet lists, in the help's colours. Plain text work (no pygame)."""

from __future__ import annotations

import html
from collections.abc import Iterable

LINK_COLOUR = "#f0d27a"
HEADING_COLOUR = "#f0d27a"
KEY_COLOUR = "#ffffff"
NOTE_COLOUR = "#a9bcae"


def with_article(word: str) -> str:
    """"an escalera", "a samba"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


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
