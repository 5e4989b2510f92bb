"""Card art, the shipped font and the sound files."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import array
import sys
import wave
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]

from canasta.ui.art import assets, drawing, standard
from canasta.ui.art.cache import CardArt
from canasta.ui.art.standard import ALL_CARD_TEXTS, BACK_COLOURS

WIDTHS = (40, 120, 260)


@pytest.fixture(scope="module", autouse=True)
def fonts() -> None:
    pygame.font.init()


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def dominant_ink(card_text: str, four_colour: bool = False) -> tuple[int, int, int]:
    """The most common colour on the card other than the paper and the outline."""
    surf = standard.render_face(card_text, 120, four_colour)
    counts: dict[tuple[int, int, int], int] = {}
    raw = pixels(surf)
    for i in range(0, len(raw), 4):
        r, g, b, a = raw[i : i + 4]
        if a == 255 and (r, g, b) not in (drawing.PAPER, drawing.EDGE) and min(r, g, b) < 200:
            counts[(r, g, b)] = counts.get((r, g, b), 0) + 1
    return max(counts, key=counts.__getitem__)


def test_there_are_53_distinct_card_texts() -> None:
    assert len(ALL_CARD_TEXTS) == len(set(ALL_CARD_TEXTS)) == 53
    assert {"Qh", "Td", "3s", "Ac", "JK"} <= set(ALL_CARD_TEXTS)


def test_card_size_is_poker_ratio() -> None:
    assert drawing.card_size(40) == (40, 56)
    assert drawing.card_size(120) == (120, 168)
    assert drawing.card_size(260) == (260, 364)


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_renders_at_its_size(width: int) -> None:
    for text in ALL_CARD_TEXTS:
        for four in (False, True):
            surf = standard.render_face(text, width, four)
            assert surf.get_size() == drawing.card_size(width), text
            assert surf.get_flags() & pygame.SRCALPHA
            # Rounded corners: the very corner is transparent, the middle opaque.
            assert surf.get_at((0, 0)).a < 64
            assert surf.get_at((width // 2, surf.get_height() // 2)).a == 255


@pytest.mark.parametrize("width", WIDTHS)
def test_backs_and_placeholder_render(width: int) -> None:
    assert {"dark red", "blue", "green", "purple", "black", "teal"} <= set(BACK_COLOURS)
    backs = [pixels(standard.render_back(name, width)) for name in BACK_COLOURS]
    assert len(set(backs)) == len(backs)
    slot = standard.render_placeholder(width)
    assert slot.get_size() == drawing.card_size(width)


def test_unknown_inputs_are_refused() -> None:
    for bad in ("", "1h", "Qx", "QQh", "jk"):
        with pytest.raises(ValueError):
            standard.render_face(bad, 60)
    with pytest.raises(ValueError):
        standard.render_back("orange", 60)


def test_faces_of_different_cards_differ() -> None:
    for width in (40, 120):
        images = {text: pixels(standard.render_face(text, width)) for text in ALL_CARD_TEXTS}
        assert len(set(images.values())) == len(images)


def near(colour: tuple[int, int, int], target: tuple[int, int, int]) -> bool:
    return sum(abs(a - b) for a, b in zip(colour, target)) <= 12


def test_red_and_black_suits_use_different_ink() -> None:
    for text in ("5h", "5d", "Kh", "Ad"):
        assert near(dominant_ink(text), drawing.RED), text
    for text in ("5c", "5s", "Kc", "As"):
        assert near(dominant_ink(text), drawing.BLACK), text
    assert not near(drawing.RED, drawing.BLACK)


def test_four_colour_changes_clubs_and_diamonds_only() -> None:
    assert near(dominant_ink("7c", four_colour=True), drawing.GREEN)
    assert near(dominant_ink("7d", four_colour=True), drawing.BLUE)
    for text in ("7c", "7d", "Qc", "Qd"):
        assert pixels(standard.render_face(text, 120, True)) != pixels(standard.render_face(text, 120))
    for text in ("7h", "7s", "JK"):
        assert pixels(standard.render_face(text, 120, True)) == pixels(standard.render_face(text, 120))


def test_cache_returns_the_same_surface() -> None:
    art = CardArt()
    assert art.face("Qh", 100) is art.face("Qh", 100)
    assert art.face("Qh", 100) is not art.face("Qh", 101)
    assert art.face("Qc", 100) is not art.face("Qc", 100, four_colour=True)
    assert art.back("blue", 80) is art.back("blue", 80)
    assert art.back("blue", 80) is not art.back("teal", 80)
    assert art.placeholder(80) is art.placeholder(80)


def test_cache_forgets_beyond_its_limit() -> None:
    art = CardArt(max_entries=3)
    first = art.face("2c", 40)
    for text in ("3c", "4c", "5c"):
        art.face(text, 40)
    assert art.face("2c", 40) is not first


def test_font_is_shipped_with_its_licence_and_has_suit_glyphs() -> None:
    for bold in (False, True):
        path = Path(assets.font_path(bold))
        assert path.is_file()
        font = pygame.font.Font(str(path), 24)
        metrics = font.metrics("\u2663\u2666\u2665\u2660")
        assert len(metrics) == 4 and all(m is not None for m in metrics)
    assert (assets.assets_dir() / "fonts" / "LICENSE-DejaVu.txt").is_file()


SOUND_NAMES = ("draw", "meld", "discard", "canasta", "go_out", "refused", "shuffle")


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_files_are_short_and_do_not_clip(name: str) -> None:
    path = ROOT / "sounds" / f"{name}.wav"
    with wave.open(str(path), "rb") as f:
        assert f.getnchannels() == 1
        assert f.getsampwidth() == 2
        assert f.getframerate() == 44_100
        frames = f.getnframes()
        samples = array.array("h", f.readframes(frames))
    if sys.byteorder == "big":
        samples.byteswap()
    assert 0 < frames / 44_100 < 1.0
    assert max(abs(s) for s in samples) < 32_000
    assert abs(samples[0]) < 2000 and abs(samples[-1]) < 2000  # soft start and end, no click


def test_every_wav_in_sounds_loads() -> None:
    paths = sorted((ROOT / "sounds").glob("*.wav"))
    assert {p.stem for p in paths} >= set(SOUND_NAMES)
    for path in paths:
        with wave.open(str(path), "rb") as f:
            assert f.getnframes() / f.getframerate() < 1.0


def test_cards_draw_after_pygame_is_started_again() -> None:
    """The card art's fonts die with pygame.quit(); after pygame.init() they are opened again."""
    script = (
        "import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "import pygame\n"
        "from canasta.ui.art.standard import render_face\n"
        "pygame.init(); render_face('Qh', 90)\n"
        "pygame.quit(); pygame.init()\n"
        "render_face('Qs', 90)\n"
        "print('drawn')\n"
    )
    import subprocess

    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-800:]
    assert done.stdout.strip().endswith("drawn")
