"""Render the card PNGs, the contact sheet and the application icons.

Run from anywhere:  SDL_VIDEODRIVER=dummy python images/make_images.py
The game draws its cards itself (canasta/ui/art/standard.py); these files are for
documentation, packaging and the window icon.
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import pygame  # noqa: E402

from canasta.ui.art import assets, drawing, standard  # noqa: E402

CARD_WIDTH = 240
SHEET_CARD_WIDTH = 120
ICON_SIZES = (16, 32, 48, 64, 128, 256)
TABLE_GREEN = (24, 92, 56)


def write_cards(out: Path) -> int:
    """Every face, normal and four-colour, and every back; returns the file count."""
    (out / "four_colour").mkdir(parents=True, exist_ok=True)
    count = 0
    for text in standard.ALL_CARD_TEXTS:
        pygame.image.save(standard.render_face(text, CARD_WIDTH), str(out / f"{text}.png"))
        pygame.image.save(standard.render_face(text, CARD_WIDTH, four_colour=True),
                          str(out / "four_colour" / f"{text}.png"))
        count += 2
    for name in standard.BACK_COLOURS:
        slug = name.replace(" ", "_")
        pygame.image.save(standard.render_back(name, CARD_WIDTH), str(out / f"back_{slug}.png"))
        count += 1
    return count


def contact_sheet(width: int = SHEET_CARD_WIDTH) -> pygame.Surface:
    """All faces in suit rows, then a row with the joker, the backs and an empty slot."""
    w, h = drawing.card_size(width)
    gap = max(4, width // 12)
    rows: list[list[pygame.Surface]] = [
        [standard.render_face(rank + suit, width) for rank in standard.RANKS] for suit in standard.SUITS
    ]
    rows.append(
        [standard.render_face(standard.JOKER, width)]
        + [standard.render_back(name, width) for name in standard.BACK_COLOURS]
        + [standard.render_placeholder(width)]
        + [standard.render_face(text, width, four_colour=True) for text in ("Ac", "Ad", "Ah", "As")]
    )
    columns = max(len(r) for r in rows)
    sheet = pygame.Surface((gap + columns * (w + gap), gap + len(rows) * (h + gap)))
    sheet.fill(TABLE_GREEN)
    for y, row in enumerate(rows):
        for x, surf in enumerate(row):
            sheet.blit(surf, (gap + x * (w + gap), gap + y * (h + gap)))
    return sheet


def _with_shadow(card: pygame.Surface, offset: tuple[int, int]) -> pygame.Surface:
    size = (card.get_width() + abs(offset[0]), card.get_height() + abs(offset[1]))
    out = pygame.Surface(size, pygame.SRCALPHA)
    shadow = card.copy()
    shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(shadow, offset)
    out.blit(card, (0, 0))
    return out


def _pip_card(suit: str, width: int) -> pygame.Surface:
    """A card with only one huge pip, which still reads at 16 px."""
    w, h = drawing.card_size(width)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = drawing.corner_radius(w) * 2
    pygame.draw.rect(card, (70, 70, 80), card.get_rect(), border_radius=radius)
    edge = max(1, w // 14)
    inner = card.get_rect().inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(card, drawing.PAPER, inner, border_radius=radius)
    font = pygame.font.Font(assets.font_path(bold=True), round(w * 1.1))
    glyph = font.render(drawing.SUIT_SYMBOLS[suit], True, standard.suit_colour(suit))
    glyph = glyph.subsurface(glyph.get_bounding_rect()).copy()
    card.blit(glyph, glyph.get_rect(center=(w // 2, round(h * 0.56))))
    return card


def icon_master(size: int = 1024, cards: tuple[str, ...] = ("As", "Ah", "Ac", "Ad"),
                simple: bool = False) -> pygame.Surface:
    """A fan of aces on a transparent square, `size` px, for shrinking to icon sizes."""
    canvas = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    card_w = round(size * 0.42)
    pivot = (size, size * 1.5)
    radius = size * 0.32
    spread = 45.0 / max(1, len(cards) - 1)
    angles = [spread * (len(cards) - 1) / 2 - i * spread for i in range(len(cards))]
    for text, angle in zip(cards, angles):
        face = _pip_card(text[1], card_w) if simple else standard.render_face(text, card_w)
        face = _with_shadow(face, (round(size * 0.012), round(size * 0.016)))
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        a = math.radians(angle)
        centre = (pivot[0] - radius * math.sin(a), pivot[1] - radius * math.cos(a))
        canvas.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))
    fan = canvas.subsurface(canvas.get_bounding_rect()).copy()
    scale = size * 0.98 / max(fan.get_size())
    fan = pygame.transform.smoothscale(fan, (round(fan.get_width() * scale), round(fan.get_height() * scale)))
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    out.blit(fan, fan.get_rect(center=(size // 2, size // 2)))
    return out


def write_icons(out: Path) -> None:
    full = icon_master()
    # Tiny icons get fewer cards with one big pip each, so the shape still reads as a fan.
    tiny = icon_master(cards=("As", "Ah", "Ad"), simple=True)
    for px in ICON_SIZES:
        source = tiny if px <= 32 else full
        icon = pygame.transform.smoothscale(source, (px, px))
        name = "icon.png" if px == 256 else f"icon-{px}.png"
        pygame.image.save(icon, str(out / name))


def main() -> None:
    pygame.font.init()
    cards_dir = HERE / "cards"
    cards_dir.mkdir(exist_ok=True)
    count = write_cards(cards_dir)
    pygame.image.save(contact_sheet(), str(cards_dir / "sheet.png"))
    write_icons(HERE)
    print(f"wrote {count} card images, sheet.png and {len(ICON_SIZES)} icons")


if __name__ == "__main__":
    main()
