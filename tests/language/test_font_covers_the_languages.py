"""The shipped DejaVu Sans draws every letter the translations use (ß, ñ, ã, ç, accented
capitals, the quotation marks), in both of its weights: no text of any language shows a
missing glyph's box."""

from __future__ import annotations

import os

import pygame.freetype
import pytest

from babel.messages.pofile import read_po

from canasta.language import DOMAINS, LANGUAGES
from canasta.language.catalogs import po_path
from canasta.resources import shipped_path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
TRANSLATED = [code for code in LANGUAGES if code != "en"]


def translated_characters(code: str) -> set[str]:
    found: set[str] = set()
    for domain in DOMAINS:
        with open(po_path(domain, code), "rb") as handle:
            for message in read_po(handle, locale=code):
                strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
                for text in strings:
                    found |= set(text or "")
    return {char for char in found if char.isprintable() and not char.isspace()}


@pytest.mark.parametrize("weight", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
@pytest.mark.parametrize("code", TRANSLATED)
def test_the_font_has_a_glyph_for_every_character_of_the_translations(code: str, weight: str) -> None:
    pygame.freetype.init()
    font = pygame.freetype.Font(str(shipped_path(f"images/fonts/{weight}")), 20)
    characters = sorted(translated_characters(code))
    assert {"ä", "ß", "ñ", "ã", "ç", "É", "Ü"} & set(characters), "the catalogs hold the languages' letters"
    assert font.get_metrics("\u6f22") == [None], "a letter the font lacks is seen as missing"
    missing = [char for char, metrics in zip(characters, font.get_metrics("".join(characters))) if metrics is None]
    assert missing == [], f"{weight} has no glyph for {missing}"


def test_the_font_draws_the_pseudo_languages_letters() -> None:
    from canasta.language.pseudo import pseudo_text

    pygame.freetype.init()
    font = pygame.freetype.Font(str(shipped_path("images/fonts/DejaVuSans.ttf")), 20)
    text = pseudo_text("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert None not in font.get_metrics(text.replace(" ", ""))
