"""What one picture of the table shows (`Frame`), the canvas it is drawn on, and the
colours the drawing modules share.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Sequence

import pygame

from ..animation import Animator
from ..buttons import ButtonRow
from ..drag import Drag
from ..layout import TableLayout
from ..match import Match
from ..picture import Sketch
from ..sprites import TableSprites

GLOW = (255, 226, 120)
ACCEPT = (140, 255, 170)

Canvas = pygame.Surface | Sketch  # the still parts are sketched, the moving ones drawn


@dataclass(frozen=True)
class CardMarks:
    """What the table marks until the next move (marks.py): cards by sprite key, and of
    the hint, "stock" or "pile" and the viewer's side's melds by id; and for as long as
    it stays, a three the viewer keeps in the hand."""

    fresh: frozenset[Hashable] = frozenset()
    hinted: frozenset[Hashable] = frozenset()
    hinted_zones: frozenset[str] = frozenset()
    hinted_melds: frozenset[int] = frozenset()
    kept: frozenset[Hashable] = frozenset()  # a three kept in the hand (Modern American), by sprite key


@dataclass
class Frame:
    """Everything one picture of the table shows."""

    match: Match
    layout: TableLayout
    sprites: TableSprites
    animator: Animator
    now: float
    background: tuple[int, int, int]
    status: str
    status_warning: bool
    buttons: ButtonRow
    log: Sequence[str]
    drag: Drag | None = None
    drop_meld: int | None = None          # the id of the viewer's side's meld under a dragged card
    drop_pile: bool = False
    version: int = 0                      # changes whenever anything but gliding or dragged cards changes
    word_note: tuple[str, bool] | None = None  # of a word under dragged cards: what the drop would do, and
                                               # whether the judge allows it (words.py)
    picked: tuple[int, ...] = ()          # with words: the viewer's hand cards picked, in the order picked
    marks: CardMarks = CardMarks()
