"""The format of a game record (record.py): its lines' words and versions, the seats it
names, and the rule changes it holds; what both the record and its reading
(record_reading.py) know."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..play.errors import RecordError
from ..rules.rules import Rules
from ..sentences.message import Quoted, say

HEADER = "canasta record"
FORMAT_VERSION = 4    # the newest format read and written: format 3 with melds addressed by id
OLDEST_FORMAT = 1     # format 1 is format 2 without the closing `end:` line
PLAIN_FORMAT = 2      # how a record without rule changes is written, so earlier versions still read it
RULE_CHANGE_FORMAT = 3
MELD_ID_FORMAT = 4    # `meld JK to #3` (before: `meld JK to 7`, the side's row of Sevens)
OPTION = "option "
END = "end:"
SEAT_KINDS = ("human", "computer")
COMPUTER_LEVELS = ("beginner", "advanced", "expert", "random")


class RecordCutShortError(RecordError):
    """A record whose actions stop before its closing line says they do: the file was cut short."""


def check_seat(description: str) -> None:
    """ValueError unless `description` is "NAME | human", "NAME | computer LEVEL" or a bare name."""
    name, bar, kind = description.partition("|")
    if not name.strip():
        raise ValueError(say("a seat needs a name"))
    if not bar:
        return
    words = kind.split()
    if not words or words[0] not in SEAT_KINDS:
        raise ValueError(say("'{kind}' is not a kind of player ({human} or {computer})", kind=Quoted(kind.strip()),
                             human=Quoted(SEAT_KINDS[0]), computer=Quoted(SEAT_KINDS[1])))
    if words[0] == "human" and len(words) > 1:
        raise ValueError(say("'{kind}': a human seat has no level", kind=Quoted(kind.strip())))
    if words[0] == "computer" and (len(words) > 2 or len(words) == 2 and words[1] not in COMPUTER_LEVELS):
        raise ValueError(say("'{level}' is not a computer level ({levels})", level=Quoted(" ".join(words[1:])),
                             levels=Quoted(", ".join(COMPUTER_LEVELS))))


@dataclass(frozen=True)
class RuleChange:
    """The rules changed right after a deal: `at` actions into the record (the last of
    them the `deal`), `options` as the record writes them, `rules` the rules from then on."""

    at: int
    options: dict[str, Any]
    rules: Rules
    # Where the change's lines stood in the file it was read from, for error messages.
    line: int | None = field(default=None, compare=False)
    option_lines: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
