"""What the editor of one rule option answers (`RuleField`), whatever its widgets."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from .base import Dialog

# Where the editors keep their widgets (the kinds of editor use one or another).
WIDGET_ATTRIBUTES = ("choice", "entry", "entries", "toggles", "labels")

# The value an option has in the dialog as it stands, by the option's name (what the
# player has chosen when the engine reads it, else the rules' own).
Current = Callable[[str], Any]


class RuleField:
    """The editor of one option. It keeps the value shown, so it survives a rebuild.

    An editor whose choices depend on other options (the usual number of players on the
    numbers allowed) names them in `follows`; the dialog calls `follow` when they may have
    changed, and rebuilds at once when one of them changes beside it."""

    editable = True
    hint = ""  # a note under the description, saying how to read the editor
    follows: tuple[str, ...] = ()

    def __init__(self, name: str, value: Any):
        self.name = name
        self.value = value
        self.on_edit: Callable[[str], None] | None = None  # told the option's name as the player changes it

    def height(self, dialog: Dialog, width: int) -> int:
        """Pixels the editor takes when `width` wide."""
        return dialog.metrics.row

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        raise NotImplementedError

    def read(self) -> None:
        """Take the value from the widgets."""

    def leave(self) -> None:
        """The widgets are about to go (their row scrolled far out of view): keep their
        value and let go of them, so that their pictures can be freed."""
        self.read()
        self.let_go()

    def let_go(self) -> None:
        """Forget the widgets (killed), keeping the value as it is."""
        for name in WIDGET_ATTRIBUTES:
            self.__dict__.pop(name, None)

    def raw(self) -> Any:
        """The value as plain data for `Rules.replace` (text when it is not a number)."""
        return self.value

    def changed(self, value: Any, plain: Any) -> bool:
        """Whether the value shown differs from the rules' `value` (`plain`: it as plain data)."""
        return self.raw() != plain

    def set_enabled(self, enabled: bool) -> None:
        """Enable or grey out the widgets."""

    def follow(self, current: Current) -> None:
        """Take the values the options of `follows` have now in the dialog."""

    def edited(self, _: Any = None) -> None:
        """The player changed the value (a widget's on_change)."""
        if self.on_edit is not None:
            self.on_edit(self.name)
