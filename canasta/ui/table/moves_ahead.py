"""The move list of the position on the table, worked out ahead in a worker
(ui/moves_ahead.py): the buttons and the status line wait for
it without holding the window up, and the clicks and keys that come before it is ready
are held, under a busy pointer, and played in their order once it is.

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

import pygame

from ..moves_ahead import MOVES_READY, SHORT_WAIT

# What a player does on the table: held while the move list is being worked out.
HELD_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
FINDING_MOVES = "Finding the moves your hand can make\u2026"


def _pointer(busy: bool) -> None:
    try:
        pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_WAITARROW if busy else pygame.SYSTEM_CURSOR_ARROW)
    except pygame.error:
        pass  # no pointer to show (no display)


class TableMovesAhead:
    """The move list worked out ahead, and the input held for it (part of `TableScene`)."""

    def _moves_ready(self, wait: float = SHORT_WAIT) -> bool:
        """Whether the viewer's move list is at hand (it always is when the viewer may not
        move); starts working it out if it is not."""
        if not self.match.viewer_may_act():
            return True
        ready = self.moves.ready(self.match.state, wait)
        if not ready:
            self.moves_pending = True
        return ready

    def _held(self, event: pygame.event.Event) -> bool:
        """Whether `event` is held until the move list is ready (then it is kept, in order)."""
        if event.type == MOVES_READY:
            self.context.request_redraw()
            return True
        if event.type not in HELD_EVENTS:
            return False
        if not self.held_input and self._moves_ready(0.0):
            return False
        if not self.held_input:
            _pointer(True)
        self.held_input.append(event)
        return True

    def _moves_arrived(self) -> None:
        """Each frame: once the list waited for is ready, show what it allows and play the
        input held for it."""
        if not (self.moves_pending or self.held_input) or not self._moves_ready(0.0):
            return
        self.moves_pending = False
        held, self.held_input = self.held_input, []
        if held:
            _pointer(False)
        self._update_buttons()
        self._changed()
        for event in held:
            self.handle(event)

    def _forget_moves_ahead(self) -> None:
        """A new game on the table: the list worked out and the input held are for the last."""
        self.moves.drop()
        self.moves_pending = False
        if self.held_input:
            _pointer(False)
        self.held_input: list[pygame.event.Event] = []
