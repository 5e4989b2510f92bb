"""The groups rule options are shown in, and what each option's declaration says about it.

Every rule option is declared once, in `Rules`, with `option(...)`: its default, the
line the Rule Options dialog shows, its group and its place there, its limits or
choices, the words a player reads for its choices and for an empty value, and, for the
seven options Canasta for Windows had, that program's own title and words. The Rule
Options dialog and the Rules help page are written from these declarations alone.
Plain strings only: no pygame here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Collection, Mapping


@dataclass(frozen=True, slots=True)
class Group:
    """A group of rule options: its heading, and its short title on a tab of the dialog."""

    title: str
    tab: str


DEAL = Group("Players and the deal", "Deal")
MELDS = Group("Melds and canastas", "Melds")
PILE = Group("The discard pile", "Pile")
THREES = Group("Threes", "Threes")
GOING_OUT = Group("Going out and the end of a hand", "Going out")
VALUES = Group("Card values", "Values")

# Every option belongs to one of these (but the few that name and describe the rule set,
# which belong to none), shown in this order.
GROUPS = (DEAL, MELDS, PILE, THREES, GOING_OUT, VALUES)

# Not a group of its own: the options Canasta for Windows' Rule Options dialog had (each
# also belongs to its group), shown first, in that dialog's order and words.
WINDOWS = Group("Canasta for Windows options", "Main")


@dataclass(frozen=True, slots=True)
class WindowsWords:
    """How Canasta for Windows' Rule Options dialog showed an option: its place there
    (from 1), its title and its words (quoted from its help file)."""

    place: int
    title: str
    words: str


@dataclass(frozen=True, slots=True)
class OptionInfo:
    """What the declaration of one rule option says about it, but its type and default."""

    description: str  # the line the Rule Options dialog and the help show
    group: Group | None  # None: the option names or describes the rule set
    place: int | None  # its place in its group (None: after those placed, in declaration order)
    choices: Collection[Any] | None  # a live view where the values are registered (pile_taking); a list's items
    choice_words: Mapping[Any, str]  # how some choices read (the rest read as written); live where choices are
    empty: str | None  # what an empty value (None) means, for an option that may be empty
    windows: WindowsWords | None
    minimum: int | None
    maximum: int | None
    quiet: bool


def option(default: Any, description: str, *, group: Group | None, place: int | None = None,
           choices: Collection[Any] | None = None, words: Mapping[Any, str] | None = None,
           empty: str | None = None, windows: WindowsWords | None = None,
           minimum: int | None = None, maximum: int | None = None, quiet: bool = False) -> Any:
    """One rule option (a dataclass field of `Rules`).

    `group` is one of GROUPS (None only for the options that name and describe the rule
    set); `words` gives how choices read where their names would not do (like `choices`,
    a live mapping where the choices are registered); `empty` what
    an empty value means. A `quiet` option is left out of positions and records while it
    has its default: it came after texts were first written, and they must still be
    written as before."""
    if group is not None and group not in GROUPS:
        raise ValueError(f"{group} is not one of the groups of rule options")
    if words and (choices is None or not set(words) <= set(choices)):
        raise ValueError(f"words given for values that are not choices: {sorted(map(str, words))}")
    info = OptionInfo(description, group, place, choices, words if words is not None else {}, empty, windows,
                      minimum, maximum, quiet)
    return dataclasses.field(default=default, metadata={"option": info})


def option_infos(rules_class: type) -> dict[str, OptionInfo]:
    """Every option of `rules_class` (Rules or a subclass) by name, in declaration order."""
    return {f.name: f.metadata["option"] for f in dataclasses.fields(rules_class)}


def grouped_options(rules_class: type) -> list[tuple[Group, list[str]]]:
    """Each group, in the order of GROUPS, with the options of `rules_class` that belong
    to it, by their places (then in declaration order)."""
    infos = option_infos(rules_class)
    order = {name: index for index, name in enumerate(infos)}

    def key(name: str) -> tuple[bool, int, int]:
        place = infos[name].place
        return place is None, place or 0, order[name]

    return [(group, sorted((name for name, info in infos.items() if info.group is group), key=key))
            for group in GROUPS]


def windows_options(rules_class: type) -> list[str]:
    """The options of `rules_class` that Canasta for Windows had, in its dialog's order."""
    windows = {name: info.windows for name, info in option_infos(rules_class).items() if info.windows is not None}
    return sorted(windows, key=lambda name: windows[name].place)
