"""The move list of the position on the table worked out in a worker thread, so that a
list that takes long (BWC's words search the word list and the turn's end; a big hand of
Modern American asks many first melds) never holds the window up: most lists are ready
within a frame and are shown at once. The table starts it as soon as a move is made
(after the draw, while the player looks at the cards), draws on meanwhile, and holds the
clicks that come before it is ready, under a busy pointer, until it is.

The worker lists a copy of the position; the list is kept by the table's own state only
if that state is still the position copied (`GameState.adopt_legal_actions`), so a list
worked out for a position the game has left is simply dropped.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from canasta.engine import Action, GameState

MOVES_READY = pygame.event.custom_type()  # posted when a list is ready, to wake an idle window
# A list ready within this many seconds is waited for (most are): the buttons and the
# status line then show it at once, with no "finding your moves" in between.
SHORT_WAIT = 0.03


class MovesAhead:
    """Works out one position's move list at a time, in a worker thread (in-line for tests)."""

    def __init__(self, threaded: bool = True) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="moves") if threaded else None
        self._state: GameState | None = None  # the table's state the list is being worked out for
        self._copy: GameState | None = None
        self._future: Future[list[Action]] | None = None

    def ready(self, state: GameState, wait: float = SHORT_WAIT) -> bool:
        """Whether `state`'s move list is known, starting its work if it is not (and waiting
        up to `wait` seconds for it)."""
        if state.legal_actions_known():
            return True
        if self._state is not state or self._copy is None or not state.same_position(self._copy):
            self._start(state)
        future = self._future
        assert future is not None and self._copy is not None
        if not future.done() and wait > 0:
            try:
                future.result(timeout=wait)
            except Exception:  # noqa: BLE001 - the table's own listing raises it again, in its words
                pass
        if not future.done():
            return False
        if future.exception() is not None or not state.adopt_legal_actions(self._copy):
            state.legal_actions()  # (what failed in the worker fails here, where the table sees it)
        return True

    @property
    def working(self) -> bool:
        """Whether a list is being worked out now."""
        return self._future is not None and not self._future.done()

    def _start(self, state: GameState) -> None:
        copy = state.clone()
        self._state, self._copy = state, copy
        if self._pool is None:
            future: Future[list[Action]] = Future()
            try:
                future.set_result(copy.legal_actions())
            except Exception as exc:  # noqa: BLE001 - handed on as a threaded failure would be
                future.set_exception(exc)
            self._future = future
            return
        self._future = self._pool.submit(self._list, copy)

    @staticmethod
    def _list(copy: GameState) -> list[Action]:
        actions = copy.legal_actions()
        try:
            pygame.event.post(pygame.event.Event(MOVES_READY))
        except pygame.error:
            pass  # no event queue (no display): the table polls anyway
        return actions

    def drop(self) -> None:
        """Forget the list being worked out (the game changed)."""
        self._state = self._copy = self._future = None

    def close(self) -> None:
        self.drop()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
