"""write_atomic survives the writing process being killed at any moment.

A child process writes large files over and over; it is killed with SIGKILL
at random moments. After every kill the file and its backup must each be
some whole version, which a checksum inside the content proves.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import random
import signal
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from canasta.persistence import atomic
from canasta.persistence.atomic import backup_path, write_atomic

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and fork are POSIX only")

KILLS = 60
SIZES = (1_000_000, 3_000_000, 2_000_000)


def _versioned(generation: int, body: bytes) -> bytes:
    digest = hashlib.sha256(b"%d:" % generation + body).hexdigest().encode()
    return b"generation=%d sha256=%s\n" % (generation, digest) + body


def _generation_if_whole(content: bytes) -> int:
    """The generation written in `content`; fails the test when `content` is not one whole version."""
    header, _, body = content.partition(b"\n")
    fields = dict(field.split(b"=", 1) for field in header.split(b" "))
    generation = int(fields[b"generation"])
    assert len(body) in SIZES
    assert hashlib.sha256(b"%d:" % generation + body).hexdigest().encode() == fields[b"sha256"], "torn file"
    return generation


def _write_forever(target: str, start: int, ready: Connection) -> None:
    bodies = [os.urandom(size) for size in SIZES]
    generation = start
    ready.send("ready")
    while True:
        generation += 1
        write_atomic(target, _versioned(generation, bodies[generation % len(bodies)]))


def test_a_killed_writer_never_leaves_a_torn_or_missing_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.save"
    context = multiprocessing.get_context("fork")  # a fork starts in milliseconds, so 60 kills fit in seconds
    randomness = random.Random(20240531)
    highest_generation = 0
    kills_during_a_write = 0
    left_before: set[str] = set()
    started = time.monotonic()

    kills = 0
    # On a busy machine a writer may be given little time between its start and its kill:
    # the kills go on (within the time allowed) until enough writes have completed and
    # enough kills landed in the middle of one.
    while kills < KILLS or (highest_generation < 10 or kills_during_a_write < 5) and time.monotonic() - started < 25:
        kills += 1
        receiving, sending = context.Pipe(duplex=False)
        writer = context.Process(target=_write_forever, args=(str(target), highest_generation, sending))
        writer.start()
        assert receiving.poll(10), "the writer started"
        receiving.recv()
        time.sleep(randomness.uniform(0.0, 0.03))
        os.kill(writer.pid, signal.SIGKILL)
        writer.join(10)
        assert writer.exitcode == -signal.SIGKILL

        if highest_generation > 0:
            assert target.exists(), "once written, the file is never missing"
        if target.exists():
            generation = _generation_if_whole(target.read_bytes())
            assert generation >= highest_generation, "the file never goes back to an older version"
            highest_generation = generation
        if backup_path(target).exists():
            assert _generation_if_whole(backup_path(target).read_bytes()) <= highest_generation

        leftovers = {entry.name for entry in tmp_path.iterdir() if entry.name.endswith(".tmp")}
        kills_during_a_write += bool(leftovers - left_before)
        left_before = leftovers

    assert highest_generation >= 10, "writes completed between kills, so the kills hit every phase"
    assert kills_during_a_write >= 5, "many kills landed in the middle of a write"
    assert time.monotonic() - started < 30

    # The next write that succeeds removes what the killed ones left, once it is stale.
    young = {entry.name for entry in tmp_path.iterdir() if entry.name.endswith(".tmp")}
    write_atomic(target, _versioned(highest_generation + 1, b"x" * SIZES[0]))
    assert {entry.name for entry in tmp_path.iterdir() if entry.name.endswith(".tmp")} == young, \
        "a temporary file young enough to be another copy's write in progress stays"
    monkeypatch.setattr(atomic, "STALE_TEMP_SECONDS", 0.0)
    write_atomic(target, _versioned(highest_generation + 2, b"x" * SIZES[0]))
    assert [entry.name for entry in tmp_path.iterdir() if entry.name.endswith(".tmp")] == []
