"""Render the BWC letter cards' contact sheet into images/bwc/sheet.png.

Run from anywhere:  SDL_VIDEODRIVER=dummy python images/make_bwc_images.py
The game draws its cards itself (canasta/ui/art/letters.py); the sheet is for people
checking the art, at the size of the other decks' sheets and at the size of a meld
card in the smallest window. No card PNGs: the game draws its cards, nothing reads them,
and every PNG under images/ would ship in the package.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import pygame  # noqa: E402

from canasta.engine.cards.cards import COLOURS, LETTERS, STAR  # noqa: E402
from canasta.ui.art import drawing, letters  # noqa: E402

SHEET_CARD_WIDTHS = (120, 42)
TABLE_GREEN = (24, 92, 56)


def _block(width: int) -> pygame.Surface:
    """One row per colour (red, blue, green, yellow), A to Z left to right, then the star."""
    w, h = drawing.card_size(width)
    gap = max(4, width // 12)
    rows = [[letters.render_letter_face(letter + colour, width) for letter in LETTERS] for colour in COLOURS]
    rows.append([letters.render_letter_face(STAR, width)])
    columns = max(len(r) for r in rows)
    block = pygame.Surface((gap + columns * (w + gap), gap + len(rows) * (h + gap)))
    block.fill(TABLE_GREEN)
    for y, row in enumerate(rows):
        for x, surf in enumerate(row):
            block.blit(surf, (gap + x * (w + gap), gap + y * (h + gap)))
    return block


def contact_sheet(widths: tuple[int, ...] = SHEET_CARD_WIDTHS) -> pygame.Surface:
    """Every face at each of `widths`, one block under the other."""
    blocks = [_block(width) for width in widths]
    sheet = pygame.Surface((max(b.get_width() for b in blocks), sum(b.get_height() for b in blocks)))
    sheet.fill(TABLE_GREEN)
    y = 0
    for block in blocks:
        sheet.blit(block, (0, y))
        y += block.get_height()
    return sheet


def main() -> None:
    pygame.font.init()
    out = HERE / "bwc"
    out.mkdir(exist_ok=True)
    pygame.image.save(contact_sheet(), str(out / "sheet.png"))
    print(f"wrote sheet.png to {out}")


if __name__ == "__main__":
    main()
