"""Customize: the player's name and how the table looks, sounds and plays."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UIHorizontalSlider, UIImage, UITextEntryLine

from canasta.language import LANGUAGES, N_, _, language, number
from canasta.persistence.settings import (
    ANIMATION_SPEEDS,
    BACKGROUND_COLOURS,
    CARD_BACK_COLOURS,
    COMPUTER_DELAY_MAX_MS,
    Customize,
)
from canasta.persistence.validation import COMPUTER_LEVELS, NAME_MAX_LENGTH, name_problem
from canasta.ui.art.drawing import card_size
from canasta.ui.art.standard import BACK_COLOURS, render_back, render_face
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .widgets import Choice, Column, label, line_height, split_row, style

# The choices' labels in English, said with `_` when the dialog is built.
DISCARD_LABELS = [("double", N_("Double right-click")), ("single", N_("Single right-click"))]
LEVEL_WORDS = {"beginner": N_("Beginner"), "advanced": N_("Advanced"), "expert": N_("Expert")}
LEVEL_LABELS = [(level, LEVEL_WORDS.get(level, level.capitalize())) for level in COMPUTER_LEVELS]
SPEED_WORDS = {"off": N_("Off"), "slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}
SPEED_LABELS = [(speed, SPEED_WORDS.get(speed, speed.capitalize())) for speed in ANIMATION_SPEEDS]
COLOUR_WORDS = {
    "dark red": N_("Dark red"), "blue": N_("Blue"), "green": N_("Green"), "purple": N_("Purple"),
    "black": N_("Black"), "teal": N_("Teal"), "dark green": N_("Dark green"), "burgundy": N_("Burgundy"),
    "grey": N_("Grey"), "brown": N_("Brown"),
}
YES_NO = [(True, N_("Yes")), (False, N_("No"))]
ON_OFF = [(True, N_("On")), (False, N_("Off"))]
DELAY_STEP_MS = 100
PREVIEW_ACES = ("Ac", "Ad", "Ah", "As")
FORM_ROWS = 10


def said(options: list[tuple[Any, str]]) -> list[tuple[Any, str]]:
    """`options` with their English labels in the player's language."""
    return [(value, _(text)) for value, text in options]


def colour_word(name: str) -> str:
    """A colour of the card backs or the table, as the player's language names it."""
    return _(COLOUR_WORDS[name]) if name in COLOUR_WORDS else name.capitalize()


def preview_surface(size: tuple[int, int], background: tuple[int, int, int], back: str,
                    four_colour: bool) -> pygame.Surface:
    """A corner of the table in `background`: the stock (card backs) above the four aces."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, background, surface.get_rect(), border_radius=max(4, width // 24))
    card_width = max(20, min(round(width * 0.34), round(height * 0.42 / 1.4)))
    card_height = card_size(card_width)[1]
    gap = (height - 2 * card_height) // 3
    if back in BACK_COLOURS:
        back_card = render_back(back, card_width)
        offset = max(2, card_width // 14)
        left = (width - card_width - 2 * offset) // 2
        for layer in range(3):
            surface.blit(back_card, (left + layer * offset, gap - layer * offset // 2))
    step = round(card_width * 0.42)
    left = (width - card_width - step * (len(PREVIEW_ACES) - 1)) // 2
    for index, card in enumerate(PREVIEW_ACES):
        surface.blit(render_face(card, card_width, four_colour), (left + index * step, 2 * gap + card_height))
    return surface


def name_refusal(name: str) -> str | None:
    """Why `name` (as typed, stripped) cannot be the player's name, in the player's
    language; None when it can (the reasons are `name_problem`'s)."""
    if name_problem(name) is None:
        return None
    if not name:
        return _("Your name must not be empty.")
    if len(name) > NAME_MAX_LENGTH:
        return _("Your name must be at most {most} characters long.").format(most=number(NAME_MAX_LENGTH))
    return _("Your name must not contain control or unknown characters.")


class CustomizeDialog(Dialog):
    """The result is `dataclasses.replace(customize, ...)` with the choices made
    (a `canasta.persistence.settings.Customize`), or None when cancelled."""

    def __init__(self, context: Context, customize: Customize, on_close: CloseCallback | None = None):
        super().__init__(context, on_close)
        self.title = _("Customize")
        self.original = customize
        self.values: dict[str, Any] = {field.name: getattr(customize, field.name)
                                       for field in dataclasses.fields(customize)}
        self.delay_text = str(self.values["computer_delay_ms"])
        self.error = ""
        self._built = False

    # ---------------------------------------------------------------- layout

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        body = FORM_ROWS * (m.row + m.gap) + line_height(m, "note") + m.gap + m.row
        return min(round(self.size[0] * 0.92), m.px(920)), self.outer_height(body)

    def build(self, body: pygame.Rect) -> None:
        m, manager, window, values = self.metrics, self.manager, self.window, self.values
        # The captions as wide as the longest needs (a third of the form at most), the
        # preview narrowed where the choices of a longer language need the room.
        captions = (_("Your name"), _("Discarding a card"), _("Computer level"), _("Card backs"), _("Table colour"),
                    _("Four-colour deck"), _("Computer delay"), _("Card movement"), _("Sound"), _("Language"))
        caption_width = min(max([m.px(190)] + [m.text_width(manager, text, bold=True) + m.px(8) for text in captions]),
                            body.width // 3)
        choices_width = max(self._choices_width(said(labels)) for labels in (DISCARD_LABELS, LEVEL_LABELS, SPEED_LABELS))
        preview_width = max(m.px(110), min(m.px(260), body.width - m.px(24) - caption_width - m.gap - choices_width))
        form = pygame.Rect(body.x, body.y, body.width - preview_width - m.px(24), body.height)
        column = Column(form, m.gap)
        self.choices: dict[str, Any] = {}

        def row(text: str) -> pygame.Rect:
            caption, control = split_row(column.take(m.row), [caption_width, None], m.gap)
            label(manager, window, caption, text, "strong")
            return control

        name_rect = row(_("Your name"))
        self.name_entry = UITextEntryLine(pygame.Rect(name_rect.x, name_rect.y, min(name_rect.width, m.px(300)),
                                                      name_rect.height),
                                          manager, container=window, initial_text=values["player_name"])
        self.name_entry.set_text_length_limit(NAME_MAX_LENGTH)
        self.choices["discard_click"] = self.choice(row(_("Discarding a card")), said(DISCARD_LABELS),
                                                    values["discard_click"])
        self.choices["computer_level"] = self.choice(row(_("Computer level")), said(LEVEL_LABELS),
                                                     values["computer_level"])

        back_rect = row(_("Card backs"))
        backs = [(colour_word(name), name) for name in CARD_BACK_COLOURS]
        self.back_menu = self._menu(back_rect, backs, values["card_back"], "card_back")
        table_rect = row(_("Table colour"))
        tables = [(colour_word(name), name) for name in BACKGROUND_COLOURS]
        self.table_menu = self._menu(table_rect, tables, values["background"], "background")
        self.choices["four_colour_deck"] = self.choice(
            self._narrow(row(_("Four-colour deck")), said(YES_NO)), said(YES_NO), values["four_colour_deck"],
            on_change=lambda value: self._set("four_colour_deck", value))

        delay_rect = row(_("Computer delay"))
        unit_width = max(m.px(30), m.text_width(manager, _("ms"), "note") + m.px(6))
        slider_rect, entry_rect, unit_rect = split_row(delay_rect, [None, m.px(80), unit_width], m.gap)
        self.slider = UIHorizontalSlider(slider_rect, values["computer_delay_ms"], (0, COMPUTER_DELAY_MAX_MS),
                                         manager, container=window, click_increment=DELAY_STEP_MS)
        self.listen(self.slider, pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, self._slider_moved)
        self.delay_entry = UITextEntryLine(entry_rect, manager, container=window, initial_text=self.delay_text)
        self.delay_entry.set_allowed_characters("numbers")
        self.delay_entry.set_text_length_limit(len(str(COMPUTER_DELAY_MAX_MS)))
        self.listen(self.delay_entry, pygame_gui.UI_TEXT_ENTRY_CHANGED, self._delay_typed)
        label(manager, window, unit_rect, _("ms"), "note")

        self.choices["animation_speed"] = self.choice(row(_("Card movement")), said(SPEED_LABELS),
                                                      values["animation_speed"])
        self.choices["sound"] = self.choice(self._narrow(row(_("Sound")), said(ON_OFF)), said(ON_OFF), values["sound"])
        # Each language by its own name; until the player chooses one, the system's shows.
        languages = [(name, code) for code, name in LANGUAGES.items()]
        shown = values["language"] if values["language"] in LANGUAGES else language()
        self.language_menu = self._menu(row(_("Language")), languages, shown, "language")

        preview_rect = pygame.Rect(body.right - preview_width, body.y, preview_width,
                                   FORM_ROWS * (m.row + m.gap) - m.gap)
        self.preview = UIImage(preview_rect, self._preview(preview_rect.size), manager, container=window)

        label(manager, window, pygame.Rect(body.x, body.bottom - m.row - m.gap - line_height(m, "note"),
                                           body.width, line_height(m, "note")), self.error, "error")
        self.button_row(self.body_column(body), [(_("OK"), self.accept), (_("Cancel"), self.cancel)], primary=0)
        self._built = True

    def _narrow(self, rect: pygame.Rect, options: list[tuple[Any, str]]) -> pygame.Rect:
        """A choice of a few short `options`: no wider than it needs (90 a button, or its words)."""
        wanted = max(self.metrics.px(90) * len(options), self._choices_width(options))
        return pygame.Rect(rect.x, rect.y, min(rect.width, wanted), rect.height)

    def _choices_width(self, options: list[tuple[Any, str]]) -> int:
        """How wide a row of choices must be to show each of `options` whole."""
        m = self.metrics
        return sum(Choice.text_width(m, self.manager, text) for _, text in options) + m.px(2) * (len(options) - 1)

    def _menu(self, rect: pygame.Rect, options: list[tuple[str, str]], value: str, key: str) -> UIDropDownMenu:
        rect = pygame.Rect(rect.x, rect.y, min(rect.width, self.metrics.px(300)), rect.height)
        chosen = next((option for option in options if option[1] == value), options[0])
        menu = UIDropDownMenu(options, chosen, rect, self.manager, container=self.window, object_id=style(name=key))
        self.listen(menu, pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                    lambda event: self._set(key, event.selected_option_id))
        return menu

    def _preview(self, size: tuple[int, int]) -> pygame.Surface:
        background = BACKGROUND_COLOURS.get(self.values["background"], next(iter(BACKGROUND_COLOURS.values())))
        return preview_surface(size, background, self.values["card_back"], self.values["four_colour_deck"])

    # ---------------------------------------------------------------- changes

    def _set(self, key: str, value: Any) -> None:
        self.values[key] = value
        self.preview.set_image(self._preview(self.preview.rect.size))

    def _slider_moved(self, event: pygame.event.Event) -> None:
        value = round(event.value / DELAY_STEP_MS) * DELAY_STEP_MS
        self.delay_entry.set_text(str(value))

    def _delay_typed(self, event: pygame.event.Event) -> None:
        text = self.delay_entry.get_text()
        if text.isdigit() and int(text) <= COMPUTER_DELAY_MAX_MS:
            self.slider.set_current_value(int(text))

    def read_widgets(self) -> None:
        if not self._built:
            return
        self.values["player_name"] = self.name_entry.get_text()
        for key, choice in self.choices.items():
            self.values[key] = choice.value
        self.values["card_back"] = self.back_menu.selected_option[1]
        self.values["background"] = self.table_menu.selected_option[1]
        self.delay_text = self.delay_entry.get_text()

    # ---------------------------------------------------------------- result

    def result(self) -> Customize | str:
        """The new settings, or the reason they cannot be used (a str)."""
        self.read_widgets()
        name = self.values["player_name"].strip()
        problem = name_refusal(name)
        if problem:
            return problem
        if not self.delay_text.isdigit() or int(self.delay_text) > COMPUTER_DELAY_MAX_MS:
            # Plain digits, as the field takes them.
            return _("The computer's delay is a number of milliseconds from 0 to {most}.").format(
                most=COMPUTER_DELAY_MAX_MS)
        changes = dict(self.values, player_name=name, computer_delay_ms=int(self.delay_text))
        return dataclasses.replace(self.original, **changes)

    def accept(self) -> None:
        outcome = self.result()
        if isinstance(outcome, str):
            self.error = outcome
            self.rebuild()
            return
        self.finish(outcome)
