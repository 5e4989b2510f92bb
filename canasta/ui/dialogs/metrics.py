"""Sizes for dialogs, derived from the window size.

Everything is designed at 1280x800 (scale 1.0) and multiplied by the scale, so a
dialog keeps its proportions from 1024x640 up to 4K.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame_gui

from canasta.sentences import printable
from canasta.ui.text_fit import longest_fit

DESIGN_SIZE = (1280, 800)
MIN_SCALE = 0.75
MAX_SCALE = 3.0
FONT_NAME = "dejavu"
# Text shrinks less than the window: below this share of its design size it gets hard to read.
FONT_FLOOR = 0.87


def font_px(design_size: float, scale: float) -> int:
    """A font size given at 1280x800, for a window of `scale`."""
    return max(8, round(design_size * max(scale, FONT_FLOOR)))


@dataclass(frozen=True)
class Metrics:
    scale: float

    # Font sizes at scale 1, by what the text is for (theme.json uses the same sizes).
    FONT_ROLES = {"body": 15, "heading": 16, "note": 13, "menu": 14, "large": 22}

    @classmethod
    def for_window(cls, size: tuple[int, int]) -> Metrics:
        width, height = size
        raw = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        # Rounded so that small window changes do not reload the theme.
        return cls(round(min(MAX_SCALE, max(MIN_SCALE, raw)) * 20) / 20)

    def px(self, design_pixels: float) -> int:
        """A length given at 1280x800, for this window."""
        return max(1, round(design_pixels * self.scale))

    def font(self, role: str = "body") -> int:
        return font_px(self.FONT_ROLES[role], self.scale)

    @property
    def row(self) -> int:
        """Height of one line of controls (a button, an entry field)."""
        return self.px(34)

    @property
    def line(self) -> int:
        """Height of one line of body text."""
        return self.px(22)

    @property
    def gap(self) -> int:
        return self.px(10)

    @property
    def margin(self) -> int:
        """Space between the dialog's border and its contents."""
        return self.px(20)

    @property
    def button_width(self) -> int:
        return self.px(120)

    def text_width(self, ui_manager: pygame_gui.UIManager, text: str, role: str = "body", bold: bool = False) -> int:
        font = ui_manager.get_theme().get_font_dictionary().find_font(self.font(role), FONT_NAME, bold)
        return font.size(printable(text))[0]

    def wrap(self, ui_manager: pygame_gui.UIManager, text: str, width: int, role: str = "body",
             bold: bool = False) -> list[str]:
        """`text` broken into lines no wider than `width` pixels; a word wider than a line
        (a folder's path) is broken too, after a slash where it can be, so all of it shows."""
        lines: list[str] = []
        for paragraph in printable(text).strip().split("\n"):
            current = ""
            for word in paragraph.split():
                candidate = f"{current} {word}" if current else word
                if self.text_width(ui_manager, candidate, role, bold) <= width:
                    current = candidate
                    continue
                if current:
                    lines.append(current)
                pieces = self._broken_word(ui_manager, word, width, role, bold)
                lines.extend(pieces[:-1])
                current = pieces[-1]
            lines.append(current)
        return lines

    def _broken_word(self, ui_manager: pygame_gui.UIManager, word: str, width: int, role: str,
                     bold: bool) -> list[str]:
        """`word` in pieces no wider than `width`, each ending after a slash where one fits
        (at least one character a piece, however narrow the line)."""
        pieces: list[str] = []
        # Never more than a line's worth is measured at once: a line holds at most `width`
        # characters of a pixel or more each.
        while len(word) > 1 and self.text_width(ui_manager, word[:width + 1], role, bold) > width:
            fits = max(1, longest_fit(min(len(word), width),
                                      lambda n: self.text_width(ui_manager, word[:n], role, bold) <= width))
            slash = max(word.rfind("/", 0, fits), word.rfind("\\", 0, fits))
            cut = slash + 1 if slash > 0 else fits
            pieces.append(word[:cut])
            word = word[cut:]
        return pieces + [word]

    def elide_start(self, ui_manager: pygame_gui.UIManager, text: str, width: int, role: str = "body") -> str:
        """`text`, or "…" and as much of its end as fits in `width` (for long folder paths)."""
        if self.text_width(ui_manager, text, role) <= width:
            return text
        kept = longest_fit(len(text) - 1, lambda n: self.text_width(ui_manager, "…" + text[len(text) - n:], role) <= width)
        return "…" + text[len(text) - kept:] if kept else "…"
