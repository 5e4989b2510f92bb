"""A side's name where room is short, shortened as card games do: "Christopher & North"
becomes "You & North", then each name its first word, then initials ("C & N"), rather
than a name cut in the middle ("Computer & Comput…").

The forms are tried in turn, each name as long as it can stay; partners' names that a
form would make alike ("Computer" for "Computer 2" and "Computer 4") skip it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Sequence

from canasta.language import N_, _
from canasta.sentences import printable

from .paint import MIN_PX, SHRINK_FLOOR, Colour, Painter

if TYPE_CHECKING:
    import pygame

    from .match import Match

YOU = N_("You")  # English; said with `_`
AND = " & "

Fits = Callable[[str], bool]


def initials(name: str) -> str:
    """"Mary Ann" -> "MA", "North-West" -> "NW", "Computer 3" -> "C3" (numbers kept whole)."""
    words = [word for word in re.split(r"[\s\-]+", name.strip()) if word]
    return "".join(word if word.isdigit() else word[0].upper() for word in words) or name[:1]


def name_forms(name: str, yours: bool = False) -> list[str]:
    """The forms of one name, longest first: itself, "You" (the seat at the screen), its
    first word, its initials."""
    forms = [name]
    if yours:
        forms.append(_(YOU))
    else:
        first = name.split()[0] if name.split() else name
        forms += [first, initials(name)]
    unique: list[str] = []
    for form in forms:
        if form and form not in unique:
            unique.append(form)
    return unique


def side_label(names: Sequence[str], fits: Fits, you: int | None = None) -> str:
    """The names of a side's seats joined ("Ann & Cid"), shortened until the label `fits`,
    the longest name first, one form at a time; `you`: the place among `names` of the
    seat at the screen. The shortest forms when none fits."""
    ladders = [name_forms(name, index == you) for index, name in enumerate(names)]
    levels = [0] * len(ladders)
    while True:
        forms = [ladder[level] for ladder, level in zip(ladders, levels)]
        label = AND.join(forms)
        alike = [index for index, form in enumerate(forms) if forms.count(form) > 1]
        if not alike and fits(label):
            return label
        shorter = [index for index, ladder in enumerate(ladders) if levels[index] < len(ladder) - 1]
        if not shorter:
            return label
        if alike and set(alike) & set(shorter):  # names made alike go on shortening together
            for index in set(alike) & set(shorter):
                levels[index] += 1
        else:
            levels[max(shorter, key=lambda index: (len(forms[index]), -index))] += 1


def side_lines(names: Sequence[str], fits: Fits) -> list[str]:
    """A side's names over as few lines as each `fits`, broken only between names
    ("Player &", "Computer 2"), a name shortened (first word, initials) only where alone
    on its line it does not fit."""
    whole = AND.join(names)
    if fits(whole) or len(names) < 2:
        return [side_label(names, fits)]
    ladders = [name_forms(name) for name in names]
    tails = [AND.rstrip()] * (len(names) - 1) + [""]
    levels = [next((level for level, form in enumerate(ladder) if fits(form + tail)), len(ladder) - 1)
              for ladder, tail in zip(ladders, tails)]
    while True:
        forms = [ladder[level] for ladder, level in zip(ladders, levels)]
        alike = [index for index, form in enumerate(forms) if forms.count(form) > 1
                 and levels[index] < len(ladders[index]) - 1]
        if not alike:  # partners' names made alike ("Computer", "Computer") go on shortening together
            joined = AND.join(forms)
            return [joined] if fits(joined) else [form + tail for form, tail in zip(forms, tails)]
        for index in alike:
            levels[index] += 1


def fitted_seat_name(painter: Painter, name: str, px: int, width: int, colour: Colour,
                     bold: bool = False) -> pygame.Surface:
    """One seat's name drawn within `width`, shortened by words where, even a little smaller,
    it would not fit whole."""
    font = painter.font(max(MIN_PX, round(px * SHRINK_FLOOR)), bold)
    label = side_label([name], lambda text: font.size(printable(text))[0] <= width)
    return painter.fitted_text(label, px, width, colour, bold)


def fitted_side_name(painter: Painter, match: Match, side: int, px: int, width: int, colour: Colour,
                     bold: bool = False) -> pygame.Surface:
    """The side's name drawn within `width`, shortened (side_label) where, even a little
    smaller, it would not fit whole; the seat at the screen may be "You"."""
    seats = match.state.side_seats(side)  # the whole side, the seat sitting out a hand of five too
    names = [match.name(seat) for seat in seats]
    you = seats.index(match.viewer) if match.viewer in seats and len(seats) > 1 else None
    font = painter.font(max(MIN_PX, round(px * SHRINK_FLOOR)), bold)
    label = side_label(names, lambda text: font.size(printable(text))[0] <= width, you)
    return painter.fitted_text(label, px, width, colour, bold)
