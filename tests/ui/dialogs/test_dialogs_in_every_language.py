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


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_the_scorings_varying_rows_show_whole(code: str) -> None:
    """The rows the engine says with words of their own (held ranks, pure melds left
    incomplete, threes by colour, doublings, Treasure Pots) fit the scoring's first column
    at the smallest window, two sides to a hand. (Not in the pseudo-language: its padding
    follows a row's "(detail)", so no detail can be parted from the row there.)"""
    import textwrap

    from canasta.engine import GameState, HandResult, SideScore, say
    from canasta.engine.scoring.scoring import score_hand
    from canasta.engine.scoring.score_parts import ScoreLine
    from canasta.engine.scoring.standard_parts import DOUBLED_FIRST_MELD, DOUBLED_WILD_DISCARD
    from canasta.ui.dialogs.scoring import ScoringDialog

    from tests.language.test_score_rows import PENALTIES

    state = GameState.from_text("canasta position 1\nrules: modern_american\n"
                                f"{textwrap.dedent(PENALTIES).strip()}\n", rules=load_preset("modern_american"))
    scored = score_hand(state)
    more = [ScoreLine(DOUBLED_FIRST_MELD, 100, "doublings", (("doublings", 1),)),
            ScoreLine(DOUBLED_WILD_DISCARD, 200, "doublings", (("doublings", 1),)),
            ScoreLine(say("Treasure Pots ({count}, no meld)", count=2), -200, "treasure_pots"),
            ScoreLine(say("Going out on the first meld"), 100, "going_out")]
    result = HandResult(1, 0, False, (SideScore.of(list(scored.sides[0].lines) + more), scored.sides[1]))
    set_language(code)
    driver = Driver(SIZES[0])
    MenuBar(driver.context, lambda command: None)
    dialog = ScoringDialog(driver.context, result, ["North & South", "East & West"], [100, 200], "Hand 1")
    driver.context.stack.push(dialog)
    driver.manager.update(0.05)
    driver.draw()
    assert overflowing(dialog) == []
