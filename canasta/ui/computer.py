"""Asking a computer player for its move without freezing the window.

The move is computed in a worker thread (a strong level may think for a while);
the table polls for it each frame. When the game changes under it (a new game,
a loaded game) the pending answer is dropped. Tests may run it in-line.
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from canasta.ai.player import Player
from canasta.engine import Action, Observation, Rules

MOVE_READY = pygame.event.custom_type()  # posted when a move is ready, to wake an idle window


def _prepare(player: Player, rules: Rules) -> None:
    try:
        player.prepare(rules)
    except Exception:  # the first move builds the same again and says what fails
        pass


class ComputerMoves:
    def __init__(self, threaded: bool = True):
        self.threaded = threaded
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer") if threaded else None
        self._future: Future[Action] | None = None
        self._token: object = None

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def prepare(self, players: Iterable[Player], rules: Rules) -> None:
        """Let the computer players build what they read of `rules` (a word game's tables:
        a third of a second) while the cards are dealt and looked at: in the worker, before
        any move asked of it, so the first move does not wait for them. In-line (tests) the
        first move builds them."""
        if self._pool is None:
            return
        for player in players:
            self._pool.submit(_prepare, player, rules)

    def ask(self, player: Player, observation: Observation, token: object) -> None:
        """Start choosing a move for the position `token` names (compared with ==)."""
        self._token = token
        if self._pool is None:
            future: Future[Action] = Future()
            try:
                future.set_result(player.choose(observation))
            except Exception as exc:  # handed to the table like a threaded failure
                future.set_exception(exc)
            self._future = future
            return
        self._future = self._pool.submit(self._choose, player, observation)

    @staticmethod
    def _choose(player: Player, observation: Observation) -> Action:
        action = player.choose(observation)
        try:
            pygame.event.post(pygame.event.Event(MOVE_READY))
        except pygame.error:
            pass  # no event queue (no display): the table polls anyway
        return action

    def answer(self, token: object) -> Action | None:
        """The chosen move if it is ready and still for `token`; raises what the player raised."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        if self._token != token:
            return None
        return future.result()

    def drop(self) -> None:
        """Forget the move being chosen (the game changed)."""
        self._future = None
        self._token = None

    def close(self) -> None:
        self.drop()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
