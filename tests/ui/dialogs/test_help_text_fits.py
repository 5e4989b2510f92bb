"""Help's pages wrap their words within the room their text box leaves them: at 1024x640,
and at the usual 1280x800, no line of any page of any rule set runs on under the scroll
bar or past the box's edge, where its last letters would be lost ("a wilc" for "a wild")."""

from __future__ import annotations

import pytest

from canasta.ui.dialogs import HelpDialog
from canasta.ui.dialogs.help_text import TOPICS
from canasta.variants.registry import available_presets, load_preset

from .conftest import Driver

SIZES = ((1024, 640), (1280, 800))


def lines_too_long(dialog: HelpDialog) -> list[str]:
    """The lines of the dialog's page whose words reach past the room the box draws them
    in (beside its scroll bar, within its edge: what reaches further is cut off), each
    with how far its last letter reaches and the room it had."""
    box = dialog.text_box
    assert box is not None and box.text_box_layout is not None
    edge = box.scroll_bar.rect.left if box.scroll_bar is not None else box.rect.right - box.border_width["right"]
    room = box.text_wrap_rect.right
    assert room <= edge, "the room for the words lies beside the scroll bar, inside the box"
    found = []
    for row in box.text_box_layout.layout_rows:
        for chunk in row.items:
            text = getattr(chunk, "text", "").rstrip()
            if not text:
                continue
            reach = box.text_wrap_rect.left + chunk.x + chunk.font.size(text)[0]
            if reach > room:
                found.append(f"{text[-24:]!r} reaches {reach}, room to {room}")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("preset", available_presets())
def test_no_line_of_help_runs_under_the_scroll_bar(preset: str, size: tuple[int, int]) -> None:
    driver = Driver(size)
    rules = load_preset(preset)
    too_long = {}
    for topic, _ in TOPICS:
        dialog = HelpDialog(driver.context, topic, rules)
        driver.context.stack.push(dialog)
        driver.manager.update(0.05)
        driver.draw()
        if lines_too_long(dialog):
            too_long[topic] = lines_too_long(dialog)
        driver.context.stack.pop()
    assert too_long == {}
