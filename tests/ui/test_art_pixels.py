"""Every picture of every deck, pixel for pixel, against hashes of the drawings as they were.

The card art was split into modules of one job each without changing a pixel; this
test keeps it that way. A deliberate change to the art writes the hashes again:

    SDL_VIDEODRIVER=dummy python tests/ui/test_art_pixels.py --write
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame

from canasta.ui.art import kanastic, kanastic_style, letters, standard

HASHES = Path(__file__).with_name("art_pixels.json")
WIDTHS = (41, 150)  # an odd small width (rounding) and a big one


def renders() -> Iterator[tuple[str, pygame.Surface]]:
    """Every face, back and slot of every deck at both widths, by a name."""
    for width in WIDTHS:
        for text in standard.ALL_CARD_TEXTS:
            yield f"standard {text} {width}", standard.render_face(text, width)
            yield f"standard {text} {width} four-colour", standard.render_face(text, width, four_colour=True)
        for name in standard.BACK_COLOURS:
            yield f"standard back {name} {width}", standard.render_back(name, width)
        yield f"slot {width}", standard.render_placeholder(width)
        for text in kanastic_style.KANASTIC_CARD_TEXTS:
            yield f"kanastic {text} {width}", kanastic.render_kanastic_face(text, width)
        yield f"kanastic back {width}", kanastic.render_kanastic_back(width)
        for text in letters.LETTER_CARD_TEXTS:
            yield f"bwc {text} {width}", letters.render_letter_face(text, width)


def digest(surf: pygame.Surface) -> str:
    w, h = surf.get_size()
    return hashlib.sha256(f"{w}x{h}".encode() + pygame.image.tobytes(surf, "RGBA")).hexdigest()[:20]


def current() -> dict[str, str]:
    pygame.font.init()
    return {name: digest(surf) for name, surf in renders()}


def test_every_picture_is_the_same_pixel_for_pixel() -> None:
    expected = json.loads(HASHES.read_text(encoding="utf-8"))
    found = current()
    assert sorted(found) == sorted(expected)
    changed = [name for name in expected if found[name] != expected[name]]
    assert not changed, f"{len(changed)} pictures changed, e.g. {changed[:5]}"


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(__doc__)
    HASHES.write_text(json.dumps(current(), indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {HASHES}")
