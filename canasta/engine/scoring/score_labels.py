"""A score line's label read back from a record into the message it was made as.

The score parts make the labels whose words vary (a rank, a colour, a count) as messages
(`say`), which the table says in the player's language. A record keeps only their English
words ("Three or more Aces held: 2 × −1500"), so a game read back would show its earlier
hands' rows in English. `label_message` finds the template a label was made from and its
values, and makes the message again; a label it does not know (a plain row, a hook's
own) stays as it is. A message is only given back when it reads exactly as the label.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from ..cards.cards import RANK_PLURALS
from ..melds.canasta_kinds import CANASTA_KINDS
from ..melds.special_hands import SETS
from ..sentences.message import NUMBER_WORDS, Message, count_word, opening
from .canastas_to_win import CANASTAS

Reader = Callable[[str], object]
_FIELD = re.compile(r"\{(\w+)\}")
_RANKS = {str(words): words for words in RANK_PLURALS.values()}


def _number(text: str) -> object:
    return int(text) if text.isdigit() else None


def _rank(text: str) -> object:
    return _RANKS.get(text)


_SPECIAL_HANDS = {str(hand.name): hand.name for hands in SETS.values() for hand in hands}


def _special_hand(text: str) -> object:
    return _SPECIAL_HANDS.get(text)


def _count_word(text: str) -> object:
    """A count of canastas opening a label ("Seven"), or in figures past twelve."""
    if text.isdigit():
        return text
    words = [str(word) for word in NUMBER_WORDS]
    return count_word(words.index(text.lower()), CANASTAS) if text.lower() in words else None


def _one_of(*templates: tuple[str, dict[str, Reader]]) -> Reader:
    return lambda text: _read(text, templates)


_KINDS: tuple[tuple[str, dict[str, Reader]], ...] = (("Natural canastas", {}), ("Mixed canastas", {}))
_ROWS: tuple[tuple[str, dict[str, Reader]], ...] = _KINDS + (
    ("{kind} of {rank}", {"kind": _one_of(*_KINDS), "rank": _rank}),
    ("Natural golden suits", {}), ("Golden suits with Artifacts", {}))
# The labels the score parts make as messages (standard_parts, american_parts,
# canastas_to_win and the Kanastic hook), with how each value reads back.
LABELS: tuple[tuple[str, dict[str, Reader]], ...] = (
    ("{row} ({count})", {"row": lambda text: _read(text, _ROWS) or _canasta_kinds(text), "count": _number}),
    ("Red threes ({count})", {"count": _number}),
    ("Black threes ({count})", {"count": _number}),
    ("{what} not completed: {count} \u00d7 \u2212{each}",
     {"what": _one_of(("Wild meld", {}), ("Pure {rank}", {"rank": _rank})), "count": _number, "each": _number}),
    ("Cards on the table ({words}: counted against)",
     {"words": _one_of(("no canasta", {}), ("fewer than {count} canastas", {"count": _number}))}),
    ("Three or more {rank} held: {players} \u00d7 \u2212{each}", {"rank": _rank, "players": _number, "each": _number}),
    ("Doubled, out on the first meld (x2)", {}),
    ("Doubled, out with a wild card (x2)", {}),
    ("Going out on the first meld", {}),
    ("Treasure Pots ({count})", {"count": _number}),
    ("Treasure Pots ({count}, no meld)", {"count": _number}),
    ("{count} canastas: the game", {"count": _count_word}),
    ("Special hand: {hand}", {"hand": _special_hand}),
)


def _canasta_kinds(text: str) -> object:
    """A kind of canasta's row in plain words, as a label opens with it ("Runs of seven")."""
    for _, several, _ in CANASTA_KINDS.values():
        if str(opening(several)) == text:
            return opening(several)
    return None


@lru_cache(maxsize=None)
def _pattern(template: str) -> re.Pattern[str]:
    parts = _FIELD.split(template)
    return re.compile("".join(re.escape(part) if index % 2 == 0 else f"(?P<{part}>.+?)"
                              for index, part in enumerate(parts)))


def _read(text: str, templates: tuple[tuple[str, dict[str, Reader]], ...]) -> object:
    for template, readers in templates:
        found = _pattern(template).fullmatch(text)
        if found is None:
            continue
        values = {name: readers[name](found[name]) for name in readers}
        if any(value is None for value in values.values()):
            continue
        made: str = Message(template, values)  # the template read back, as the part said it
        if template.startswith("{count} canastas"):
            made = opening(made)  # the count opens the label: "Seven canastas: the game"
        if made == text:
            return made
    return None


def label_message(label: str) -> str:
    """`label` (a score line's, as a record writes it) as the message it was made as, or
    itself when it is no label of `LABELS`."""
    made = _read(label, LABELS) if "{" not in label else None
    return made if isinstance(made, str) else label
