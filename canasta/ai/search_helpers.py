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

A helper rebuilds the rules it is sent from their options (Rules.__reduce__), finding
each pile policy, meld kind and score part by its name, so before its first job it
imports the rule sets' hooks (canasta.variants): a helper without them could not read a
Kanastic or BWC decision and died of it, and Expert searched alone from then on in every
rule set. A helper that dies all the same (killed, out of memory) is started again for
the next search; a job a helper cannot do comes back as a `HelperFailed`, and each kind
of failure is logged once.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import threading
import traceback
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

MAX_HELPERS = 3  # beyond this, the deals a decision gains no longer pay for passing the position on
MAX_DEATHS = 3   # helpers dead this many times in a row, no job done between: Expert searches alone from then on

_log = logging.getLogger(__name__)
_pool: ProcessPoolExecutor | None = None
_pool_size = 0
_unavailable = False
_deaths = 0  # the pool broken by a dead helper since a job was last done
_running: list[Future] = []
_reported: set[str] = set()
_DIED = "a helper process died; it is started again for the next search"
_lock = threading.Lock()  # the table's computer thread searches while the window's thread may seat another Expert


class HelperFailed(RuntimeError):
    """A job a helper process could not do, as the searching process is told of it."""


def spare_cores() -> int:
    """The cores this process may use beyond its own (at most `MAX_HELPERS`)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system
        cores = os.cpu_count() or 1
    return max(0, min(cores - 1, MAX_HELPERS))


def _pool_of(size: int) -> ProcessPoolExecutor | None:
    global _pool, _pool_size
    if size <= 0 or _unavailable:
        return None
    if multiprocessing.current_process().daemon:
        return None  # a tournament's worker may not start processes of its own
    if _pool is None or _pool_size != size:
        _stop()
        try:
            _pool = ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_start_helper)
        except (OSError, ValueError, NotImplementedError) as exc:  # no processes on this system
            _give_up(f"no helper process can be started ({exc})")
            return None
        _pool_size = size
    return _pool


def _start_helper() -> None:
    """In a helper, before its first job: the rule sets' hooks registered, so that the
    rules of any game the program can play are rebuilt here, and the process bound to
    leave with the program."""
    import canasta.variants  # noqa: F401  (registers the hooks: the Kanastic and BWC pile policies, meld kinds, ...)

    _leave_with_the_program()


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


def _do(sent: bytes) -> Any:
    """In a helper: the job pickled in `sent`, done. It is read here, not by the pool, so
    that one the helper cannot read fails as a job does instead of ending the process;
    and whatever fails comes back as a `HelperFailed` saying what and where, since not
    every exception can be rebuilt in the other process (RuleOptionError's two arguments)."""
    try:
        job, arguments = pickle.loads(sent)
        return job(*arguments)
    except Exception as exc:
        frames = traceback.extract_tb(exc.__traceback__)
        where = f" ({os.path.basename(frames[-1].filename)}, line {frames[-1].lineno})" if frames else ""
        raise HelperFailed(f"{type(exc).__name__}: {exc}{where}") from None


def warm_up(size: int) -> None:
    """Start the helper processes now, so that the first searches find them ready."""
    with _lock:
        if _pool_of(size) is not None and not _running:
            for _ in range(size):
                _submit(size, os.getpid)


def submit(size: int, job: Callable[[Any], Any], argument: Any) -> Future | None:
    """`job(argument)` in a helper process of a pool of `size`, or None when no helper
    is free (still busy with an earlier decision, or none can be started)."""
    with _lock:
        if _pool_of(size) is None:
            return None
        _running[:] = [future for future in _running if not future.done()]
        if len(_running) >= size:
            return None
        return _submit(size, job, argument)


def _submit(size: int, job: Callable[..., Any], *arguments: Any) -> Future | None:
    global _deaths
    try:
        sent = pickle.dumps((job, arguments), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # a job that cannot be sent: this search goes without the helpers
        _report(f"a job could not be sent to a helper process ({type(exc).__name__}: {exc})")
        return None
    pool = _pool_of(size)
    while pool is not None:
        try:
            future = pool.submit(_do, sent)
        except BrokenProcessPool:  # a helper died since the last search: start them again
            _stop()
            _deaths += 1
            if _deaths >= MAX_DEATHS:
                _give_up(f"helper processes died {_deaths} times in a row")
                return None
            _report(_DIED)
            pool = _pool_of(size)
            continue
        except Exception as exc:  # one that cannot start (the program ending, no processes left)
            _give_up(f"no helper process can be started ({type(exc).__name__}: {exc})")
            return None
        future.add_done_callback(_look_at)
        _running.append(future)
        return future
    return None


def _look_at(future: Future) -> None:
    """A job ended: a failure is logged (once for each kind), and a job done shows the
    helpers are alive again."""
    global _deaths
    if future.cancelled():
        return
    failure = future.exception()
    if failure is None:
        _deaths = 0
    elif isinstance(failure, BrokenProcessPool):
        _report(_DIED)
    else:
        _report(f"a helper process could not do its job ({failure}); the search went on without its deals")


def _report(message: str) -> None:
    if message not in _reported:
        _reported.add(message)
        _log.warning("Expert's search: %s", message)


def _give_up(why: str) -> None:
    global _unavailable
    _unavailable = True
    _stop()
    _report(f"{why}: Expert searches alone from now on")


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
