"""What the New Game dialog produces: the rule set, who sits where, and rule changes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from canasta.persistence.settings import SEAT_KINDS
from canasta.persistence.validation import COMPUTER_LEVELS as LEVELS


@dataclass(frozen=True)
class SeatSetup:
    """One seat: `kind` is "human" or "computer"; `level` matters for computer seats only."""

    name: str
    kind: str = "human"
    level: str = "beginner"

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {', '.join(SEAT_KINDS)}, not {self.kind!r}")
        if self.level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {self.level!r}")

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


@dataclass
class GameSetup:
    """A new game: `preset` names a rule set of the registry, `seats` are in turn order
    (with four seats in partnerships, seats 1 and 3 play against 2 and 4), and `options`
    are rule option changes over the preset, as plain data for `Rules.replace`."""

    preset: str
    seats: list[SeatSetup]
    options: dict[str, Any] = field(default_factory=dict)
