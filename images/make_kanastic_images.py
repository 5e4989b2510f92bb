"""Render the Kanastic deck's PNGs and its contact sheet into images/kanastic/.

Run from anywhere:  SDL_VIDEODRIVER=dummy python images/make_kanastic_images.py
The game draws its cards itself (canasta/ui/art/kanastic.py); these files are for
documentation and packaging.
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

from canasta.ui.art import drawing, kanastic, kanastic_style  # noqa: E402

CARD_WIDTH = 240
SHEET_CARD_WIDTH = 120
TABLE_GREEN = (24, 92, 56)


def write_cards(out: Path) -> int:
    """Every distinct face and the back; returns the file count."""
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for text in kanastic_style.KANASTIC_CARD_TEXTS:
        pygame.image.save(kanastic.render_kanastic_face(text, CARD_WIDTH), str(out / f"{text}.png"))
        count += 1
    pygame.image.save(kanastic.render_kanastic_back(CARD_WIDTH), str(out / "back.png"))
    return count + 1


def contact_sheet(width: int = SHEET_CARD_WIDTH) -> pygame.Surface:
    """One row per suit (hearts, gold hearts, diamonds, spades, clubs), realms 4 to A
    left to right, then a row with the four specials and the back."""
    w, h = drawing.card_size(width)
    gap = max(4, width // 12)
    ranks = kanastic_style.RANKS
    rows: list[list[pygame.Surface]] = [
        [kanastic.render_kanastic_face(rank + suit, width) for rank in ranks] for suit in "hgdsc"
    ]
    rows.append([kanastic.render_kanastic_face(text, width) for text in kanastic_style.SPECIAL_TEXTS]
                + [kanastic.render_kanastic_back(width)])
    columns = max(len(r) for r in rows)
    sheet = pygame.Surface((gap + columns * (w + gap), gap + len(rows) * (h + gap)))
    sheet.fill(TABLE_GREEN)
    for y, row in enumerate(rows):
        for x, surf in enumerate(row):
            sheet.blit(surf, (gap + x * (w + gap), gap + y * (h + gap)))
    return sheet


def main() -> None:
    pygame.font.init()
    out = HERE / "kanastic"
    count = write_cards(out)
    pygame.image.save(contact_sheet(), str(out / "sheet.png"))
    print(f"wrote {count} Kanastic card images and sheet.png to {out}")


if __name__ == "__main__":
    main()
