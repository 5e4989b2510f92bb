"""The phases of a turn, a pile being taken, and a merge of this turn: shared by the
state and its rules."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ..cards.cards import Card


class Phase(str, Enum):
    DRAW = "draw"            # the current player draws, takes the pile, or (stock empty) stops or turns the pile
    PLAY = "play"            # the current player melds and ends the turn
    ASK = "ask"              # the current player is the partner answering "May I go out?"
    HAND_OVER = "hand_over"  # the hand is scored; `deal` starts the next
    GAME_OVER = "game_over"


@dataclass
class Taking:
    """The pile's top card was taken and waits for the cards that make it a meld."""

    top: Card
    frozen: bool          # the top card needs a natural pair from the hand
    onto_existing: bool   # the side already had a legal row of the top card's rank
    # "pile": the rest of the pile goes into the hand at once (standard rules);
    # "top": only the top card was taken, the pile stays (Kanastic, side not melded);
    # "pickup": the rest waits beside the player until the discard (Kanastic);
    # "word": taken with a word (BWC), into the hand once the side's first meld stands.
    mode: str = "pile"


class Switch(NamedTuple):
    """A card of a meld exchanged this turn for one of the same letter (BWC ruling 9), as
    `undo` takes it back: the card now at `place` of meld `into` came from the hand
    (`source` None) or from `source_place` of meld `source`, where the card `out` went
    (into the hand, or into its place); `after` is how many of the turn's steps (its
    placements, merges and switches) came before it."""

    into: int
    place: int
    source: int | None
    source_place: int
    out: Card
    after: int


@dataclass(frozen=True, slots=True)
class Merge:
    """Two groups of one rank merged this turn, as `undo` takes it back: the meld `joined`
    went into the meld `into`, bringing its `count` cards (now the last of `into`), after
    the turn's first `after` placements (`GameState.turn_moves`)."""

    into: int
    joined: int
    count: int
    after: int
