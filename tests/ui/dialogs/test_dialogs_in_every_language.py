"""Every dialog in every language the game speaks, and in the pseudo-language (every text
accented and 40% longer, as a longer language would make it): at the smallest window,
1024x640, no button or label shows its words cut, and no dialog sticks out of the screen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from canasta.language import LANGUAGES, set_language
from canasta.language.pseudo import PSEUDO
from canasta.ui.dialogs import HelpDialog, MenuBar
from canasta.variants.registry import available_presets, load_preset

from .conftest import Driver
from .test_dialog_screens import SIZES, overflowing, texts_cut

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
    assert texts_cut(preset, tmp_path) == {}


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"] + [PSEUDO])
def test_the_help_rules_page_of_every_rule_set_wraps_inside_its_box(code: str) -> None:
    """The Help's Rules page of every rule set (its title, description, source line and
    options) wraps every line inside the text box at the smallest window."""
    set_language(code)
    driver = Driver(SIZES[0])
    MenuBar(driver.context, lambda command: None)
    cut = {}
    for preset in available_presets():
        dialog = HelpDialog(driver.context, "rules", load_preset(preset))
        driver.context.stack.push(dialog)
        driver.manager.update(0.05)
        driver.draw()
        if overflowing(dialog):
            cut[preset] = overflowing(dialog)
        driver.context.stack.pop()
    assert cut == {}
