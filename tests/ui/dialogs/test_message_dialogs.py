"""Messages and questions: the button pressed is the result; Escape gives None."""

from __future__ import annotations

import pygame
import pytest

from canasta.ui.dialogs import MessageDialog, QuestionDialog

STOCK_CHOICES = [("stop", "Stop the hand"), ("turn", "Turn the pile over"), ("take", "Take the pile")]


def test_message_closes_with_ok_and_removes_its_windows(ui):
    ui.open(MessageDialog(ui.context, "Cannot load", "Line 14 is not a move of this game.", ui.record))
    assert "Line 14 is not a move of this game." in ui.labels()
    assert len(ui.windows()) == 2  # the veil and the dialog
    ui.click(ui.button("OK"))
    assert ui.results == ["ok"]
    assert ui.top is None
    assert ui.windows() == []


def test_question_returns_the_id_of_the_button_pressed(ui):
    ui.open(QuestionDialog(ui.context, "The stock is empty", "What now?", STOCK_CHOICES, ui.record))
    ui.click(ui.button("Turn the pile over"))
    assert ui.results == ["turn"]


@pytest.mark.parametrize("default, expected", [(None, "stop"), ("take", "take")])
def test_enter_presses_the_default_button(ui, default, expected):
    ui.open(QuestionDialog(ui.context, "The stock is empty", "What now?", STOCK_CHOICES, ui.record, default=default))
    ui.key(pygame.K_RETURN)
    assert ui.results == [expected]


def test_escape_and_the_close_button_cancel(ui):
    ui.open(QuestionDialog(ui.context, "May I go out?", "Partner, may I go out?", [("yes", "Yes"), ("no", "No")],
                           ui.record))
    ui.key(pygame.K_ESCAPE)
    ui.open(MessageDialog(ui.context, "Note", "Something happened.", ui.record))
    ui.click(ui.top.window.close_window_button)
    assert ui.results == [None, None]
    assert ui.top is None


def test_the_callback_runs_once_even_when_more_events_follow(ui):
    dialog = ui.open(MessageDialog(ui.context, "Note", "Text", ui.record))
    ok = ui.button("OK")
    ui.click(ok)
    dialog.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert ui.results == ["ok"]


def test_a_question_needs_buttons_and_a_known_default(ui):
    with pytest.raises(ValueError):
        QuestionDialog(ui.context, "Q", "text", [], ui.record)
    with pytest.raises(ValueError):
        QuestionDialog(ui.context, "Q", "text", [("yes", "Yes")], ui.record, default="no")


def test_long_text_wraps_inside_the_window(ui):
    text = "A long message that must wrap over several lines. " * 8
    dialog = ui.open(MessageDialog(ui.context, "Long", text, ui.record))
    container = dialog.window.get_container().get_rect()
    lines = [element for element in dialog.window.get_container().elements if hasattr(element, "text")
             and element.text and element.text in text]
    assert len(lines) > 2
    assert all(container.contains(line.rect) for line in lines)
