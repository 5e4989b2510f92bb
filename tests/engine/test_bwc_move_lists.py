"""BWC's move lists stay what they were when recorded: a few fixed-seed hands, random and
Advanced, one from a big hand, each played out and its every list digested
(bench/bwc_lists.py; `compare` there shows what changed, position by position)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import bwc_lists  # noqa: E402

# Each hand's digest of the digests of its lists, in the order they came, as recorded
# (seed 1) before the word moves were found incrementally.
RECORDED = {
    "random-1": "4d963782c89b845d",
    "advanced-1": "500a9d5eed5ec087",
    "big-1": "01036f92f55f4cb9",
    "big-2": "d844d7647182ebeb",
}


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_a_recorded_hand_lists_the_same_moves_at_every_position(name: str) -> None:
    positions = list(bwc_lists.played(name, 1))
    assert len(positions) > 20
    assert bwc_lists.digest([found.listed for found in positions]) == RECORDED[name], (
        f"the move lists of {name} changed: run bench/bwc_lists.py record and compare against a record "
        f"made before the change to see where")


def test_a_big_hand_starts_with_many_more_cards() -> None:
    state = bwc_lists.first_position("big-2", 1)
    assert len(state.hands[state.current]) == 11 + 40
    assert sum(len(hand) for hand in state.hands) + len(state.stock) + len(state.pile) == state.deck_size


def test_compare_finds_a_record_alike_and_a_list_changed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "lists.txt"
    bwc_lists.record(record, 1, 0, 0, 1)
    assert bwc_lists.compare(record, judge=True) == 0
    assert " 0 differently" in capsys.readouterr().out

    lines = record.read_text().splitlines()
    header, first = lines[0], bwc_lists.Position.parse(lines[1])
    first.listed = "0" * 16
    first.sorted_digest = "0" * 16
    first.actions = [*first.actions, "meld Cr Ab Tb as cat"]
    record.write_text("\n".join([header, first.line(), *lines[2:]]) + "\n")
    assert bwc_lists.compare(record, judge=True) == 1
    out = capsys.readouterr().out
    assert "random-0 move 0" in out and "1 dropped" in out
    assert "meld Cr Ab Tb as cat: refused" in out
