"""Helper processes that sample deals for Expert's search beside it.

Expert's moves get better the more deals it samples in its time (Samba, 160 duplicate
deals of seed 3 against Advanced: 51.9% of deals won searching alone, 63.1% with one
helper). A table's machine has more than one core, and the search runs on one: the
others can play out deals of their own in the same time. A helper is sent the
observation pickled, and plays by the same rules only because each kind of meld stays
the one object the engine knows (meld_protocol.MeldKind.__reduce__): before that, the
helpers' deals were played by other rules and added nothing (49.4% on the same deals).
The processes are started once (spawned, so that they share nothing with the window) and
kept for every Expert of the program; where they cannot be started, or are not done in
time, Expert searches alone. A helper leaves as soon as the program is gone, however it
ended (closed, crashed or killed), so that none is left behind on the player's machine.
"""

from __future__ import annotations

import atexit
import multiprocessing
import multiprocessing.connection
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Callable

MAX_HELPERS = 3  # beyond this, the deals a decision gains no longer pay for passing the position on

_pool: ProcessPoolExecutor | None = None
_pool_size = 0
_unavailable = False
_running: list[Future] = []
_lock = threading.Lock()  # the table's computer thread searches while the window's thread may seat another Expert


def spare_cores() -> int:
    """The cores this process may use beyond its own (at most `MAX_HELPERS`)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system
        cores = os.cpu_count() or 1
    return max(0, min(cores - 1, MAX_HELPERS))


def _pool_of(size: int) -> ProcessPoolExecutor | None:
    global _pool, _pool_size, _unavailable
    if size <= 0 or _unavailable:
        return None
    if multiprocessing.current_process().daemon:
        return None  # a tournament's worker may not start processes of its own
    if _pool is None or _pool_size != size:
        _stop()
        try:
            _pool = ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_leave_with_the_program)
        except (OSError, ValueError, NotImplementedError):  # no processes on this system
            _unavailable = True
            return None
        _pool_size = size
    return _pool


def _leave_with_the_program() -> None:
    """In a helper: end this process when the program that started it ends. A helper
    waits for its next job on a queue whose other end it also holds, so a program killed
    without its `atexit` (SIGKILL, a crash) would otherwise leave it waiting for ever."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="leave-with-the-program", daemon=True).start()


def warm_up(size: int) -> None:
    """Start the helper processes now, so that the first searches find them ready."""
    with _lock:
        pool = _pool_of(size)
        if pool is not None and not _running:
            for _ in range(size):
                _submit(pool, os.getpid)


def submit(size: int, job: Callable[[Any], Any], argument: Any) -> Future | None:
    """`job(argument)` in a helper process of a pool of `size`, or None when no helper
    is free (still busy with an earlier decision, or none can be started)."""
    with _lock:
        pool = _pool_of(size)
        if pool is None:
            return None
        _running[:] = [future for future in _running if not future.done()]
        if len(_running) >= size:
            return None
        return _submit(pool, job, argument)


def _submit(pool: ProcessPoolExecutor, job: Callable[..., Any], *arguments: Any) -> Future | None:
    global _unavailable
    try:
        future = pool.submit(job, *arguments)
    except Exception:  # a broken pool (a helper died) or one that cannot start: search alone from now on
        _unavailable = True
        _stop()
        return None
    _running.append(future)
    return future


def shut_down() -> None:
    """Stop the helper processes (at exit; the next search starts them again)."""
    with _lock:
        _stop()


def _stop() -> None:
    global _pool, _pool_size
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool, _pool_size = None, 0
    _running.clear()


atexit.register(shut_down)
