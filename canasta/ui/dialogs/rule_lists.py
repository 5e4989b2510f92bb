"""The editor of a rule option that lists items from a fixed set of choices: the numbers
of players a rule set allows, its kinds of meld, the parts of a hand's score, the cards
that block the pile. A toggle for each choice, in the engine's order.

The choices are the engine's: those the option declares (live views of the registries
where kinds of meld and score parts are registered), or for a list of kinds of card those
the engine lets it name that the deck, as the dialog shows it, holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from canasta.engine import BLOCKING_KINDS, MELD_KIND_WORDS, DeckSpec, MeldKind, Rules
from canasta.language import ruleset_text
from canasta.language.engine_words import meld_kind_plural

from .field_base import Current, RuleField
from .rule_text import item_words, option_choices
from .widgets import Toggles, flow, flow_lines

if TYPE_CHECKING:
    from .base import Dialog

# Options listing kinds of card, with the kinds the engine lets each name; the toggles
# offer those the deck holds.
KIND_LISTS: dict[str, tuple[str, ...]] = {"blocking_discards": BLOCKING_KINDS}
DECK_OPTIONS = ("deck", "jokers_per_pack")  # what decides the kinds of card a deck holds


def list_choices(name: str, current: Current) -> tuple[Any, ...] | None:
    """The items list option `name` may hold, in the engine's order, given the options'
    `current` values; None when its items are not choices (a table)."""
    if name in KIND_LISTS:
        deck = DeckSpec(current("deck"), 1, current("jokers_per_pack"))
        held = {card.kind for card in deck.faces()}
        return tuple(kind for kind in KIND_LISTS[name] if kind in held)
    choices = option_choices(name)
    return None if choices is None else tuple(choices)


def also_hint(name: str, rules: Rules) -> str:
    """For the kinds of meld: those the rules allow by an option of their own besides
    (a golden suit), which the toggles leave unticked."""
    if name != "meld_kinds":
        return ""
    others = [item_words(name, kind.name) if kind.name in MELD_KIND_WORDS else _plural_words(kind)
              for kind in rules.kinds if kind.name not in rules.meld_kinds]
    if not others:
        return ""
    return ruleset_text("{kinds}: also allowed by an option of their own.").format(kinds=", ".join(others))


def _plural_words(kind: MeldKind) -> str:
    """A kind of meld no toggle names, as its melds read: "Special hands"."""
    return ruleset_text(meld_kind_plural(kind.words(kind.one_key)))


class ListField(RuleField):
    """A toggle for each choice, its box ticked while chosen; the value lists those
    chosen, in the engine's order. `note` goes under the option's description.

    An item of the value that is not among the choices now (a Shield blocking the pile
    after the deck was changed to standard packs) still shows, chosen, so that nothing
    is dropped unseen."""

    def __init__(self, name: str, value: tuple[Any, ...], choices: tuple[Any, ...], note: str = ""):
        super().__init__(name, tuple(value))
        self.choices = choices
        self.hint = note
        self.follows = DECK_OPTIONS if name in KIND_LISTS else ()

    def shown(self) -> list[Any]:
        """The choices, and the items of the value that are not, in the engine's order."""
        order = KIND_LISTS.get(self.name) or tuple(option_choices(self.name) or ())
        return ([item for item in order if item in self.choices or item in self.value]
                + [item for item in self.value if item not in order])

    def _widths(self, dialog: Dialog) -> list[int]:
        return [Toggles.text_width(dialog.metrics, dialog.manager, item_words(self.name, item))
                for item in self.shown()]

    def height(self, dialog: Dialog, width: int) -> int:
        m = dialog.metrics
        lines = len(flow_lines(self._widths(dialog), width, m.px(4)))
        return lines * m.row + (lines - 1) * m.px(4)

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        m = dialog.metrics
        rects = flow(rect, self._widths(dialog), m.px(4), m.row, m.px(4))
        options = [(item, item_words(self.name, item)) for item in self.shown()]
        self.toggles = dialog.toggles(rects, options, self.value, on_change=self.edited, container=container)

    def read(self) -> None:
        self.value = self.toggles.value

    def raw(self) -> Any:
        return [item for item in self.shown() if item in self.value]

    def changed(self, value: Any, plain: Any) -> bool:
        # Which items, not their order: a rule set that lists them in another order is unchanged.
        return set(self.value) != set(plain)

    def set_enabled(self, enabled: bool) -> None:
        self.toggles.set_enabled(enabled)

    def follow(self, current: Current) -> None:
        self.choices = list_choices(self.name, current) or ()
