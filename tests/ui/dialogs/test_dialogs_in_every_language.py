"""Every dialog in every language the game speaks, and in the pseudo-language (every text
accented and 40% longer, as a longer language would make it): at the smallest window,
1024x640, no button or label shows its words cut, and no dialog sticks out of the screen."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from canasta.language import LANGUAGES, set_language
from canasta.language.pseudo import PSEUDO
from canasta.ui.dialogs import MenuBar

from .conftest import Driver
from .test_dialog_screens import SIZES, dialogs, overflowing, rule_set_dialogs

# German's words are the longest of the languages, the pseudo-language's longer still: they
# are looked at with the rule sets of the most options; the others with the common dialogs.
CASES = [(code, preset) for code in ("de", PSEUDO) for preset in (None, "modern_american", "bwc", "hand_and_foot")]
CASES += [(code, None) for code in LANGUAGES if code not in ("en", "de")]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(("code", "preset"), CASES)
def test_no_text_is_cut_at_the_smallest_window(code: str, preset: str | None, tmp_path) -> None:
    set_language(code)
    driver = Driver(SIZES[0])
    MenuBar(driver.context, lambda command: None)
    screen = pygame.Rect((0, 0), SIZES[0])
    cut = {}
    made = dialogs(driver, tmp_path) if preset is None else rule_set_dialogs(driver, preset)
    for name, make in made.items():
        dialog = make()
        driver.context.stack.push(dialog)
        driver.manager.update(0.05)
        driver.draw()
        assert screen.contains(dialog.window.rect), name
        if overflowing(dialog):
            cut[name] = overflowing(dialog)
        driver.context.stack.pop()
    assert cut == {}
