"""Every dialog in every language the game speaks, and in the pseudo-language (every text
accented and 40% longer, as a longer language would make it): at the smallest window,
1024x640, no button or label shows its words cut, and no dialog sticks out of the screen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from canasta.language import LANGUAGES, set_language
from canasta.language.pseudo import PSEUDO

from .test_dialog_screens import texts_cut

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
