"""Giving the memory of freed pictures back to the system (glibc only; elsewhere nothing).

Every dialog, and every frame after a resize, makes and frees surfaces of a few
megabytes. glibc serves a block that big from its own mapping and unmaps it when
freed, but after the first such free it raises that threshold (up to 32 MB) and
serves the next ones from the heap, whose freed space it seldom gives back: the
window then grew by hundreds of megabytes over an evening of dialogs. A fixed
threshold keeps big blocks in their own mappings, given back the moment they are freed;
the smaller blocks a dialog leaves scattered over the heap are given back when it closes.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys

M_MMAP_THRESHOLD = -3   # mallopt's parameter numbers, from glibc's malloc.h
# Blocks at least this big get a mapping of their own: a card at 4K is about 200 KB.
MMAP_THRESHOLD = 128 * 1024


def _glibc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    # musl and others have no mallopt or malloc_trim: their heaps behave differently anyway
    if not (hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim")):
        return None
    return libc


def keep_big_blocks_apart() -> bool:
    """Serve every block of MMAP_THRESHOLD bytes or more from its own mapping; False when
    this system's allocator cannot be told."""
    libc = _glibc()
    if libc is None:
        return False
    return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def give_back_free_memory() -> bool:
    """Free what only cycles still hold (a dialog's widgets point at each other), then
    return the heap's free pages to the system: for after a dialog closes (some 20 ms)."""
    gc.collect()
    return trim_free_memory()


def trim_free_memory() -> bool:
    """Return the heap's free pages to the system (the pictures of a size left behind,
    each under MMAP_THRESHOLD, are scattered over the heap); False where it cannot."""
    libc = _glibc()
    if libc is None:
        return False
    return bool(libc.malloc_trim(0))
