"""The bound on the cards a hand's placings can take (bwc/placing_bound.py), asked midway
through a long going-out search of the word cover (bwc/word_cover.py), of the whole hand
and of what is left below a position that grows long: its "no" is proven, so it agrees
with the cover searched to the end wherever it says no, on small random positions and on
the positions of random hands; the turn search with the bounds asked at once agrees both
ways with the brute-force oracle; and the 26-card hand the search took a
second over is answered after a few hundred positions, and the same hand with a vowel
more finds the same way out as the search without the bound, sooner."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from canasta.engine import GameState
from canasta.engine.play.actions import ASK
from canasta.engine.play.turn import Phase
from canasta.variants.hooks.bwc import TURN, word_cover
from canasta.variants.hooks.bwc.placing_bound import PARTS, Column, cannot_place, weights
from canasta.variants.hooks.bwc.turn_search import _covers, end_plan

from .bwc_oracle import OracleTooBig, oracle_way, sample_positions
from .helpers import position
from .test_bwc_search_exact import ORACLE_LIMIT, fresh, replayed

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import bwc_lists  # noqa: E402


def test_the_bound_is_the_programme_s_value_and_proves_only_below_it() -> None:
    # One placing of both letters: two cards at most.
    both = [Column(((0, 1), (1, 1)), 2)]
    assert cannot_place(both, [1, 1], 3) and not cannot_place(both, [1, 1], 2)
    # Three placings, each of two of three letters: one can be made (two cards), but half
    # of each places three, so the bound proves no fewer than four (it is a relaxation).
    triangle = [Column(((0, 1), (1, 1)), 2), Column(((1, 1), (2, 1)), 2), Column(((0, 1), (2, 1)), 2)]
    assert cannot_place(triangle, [1, 1, 1], 4) and not cannot_place(triangle, [1, 1, 1], 3)
    # A word placed into at most once (the last count), however many letters it could take.
    into = [Column(((0, 1), (1, 1)), 1), Column(((0, 2), (1, 1)), 2)]
    assert cannot_place(into, [9, 1], 3) and not cannot_place(into, [9, 1], 2)
    assert cannot_place([], [], 1) and not cannot_place([], [], 0)


def test_the_weights_give_every_placing_its_cards_and_weigh_the_counts_at_the_bound() -> None:
    triangle = [Column(((0, 1), (1, 1)), 2), Column(((1, 1), (2, 1)), 2), Column(((0, 1), (2, 1)), 2)]
    found = weights(triangle, [1, 1, 1])
    assert found is not None
    assert all(sum(found[row] * count for row, count in column.takes) >= column.cards * PARTS for column in triangle)
    assert 3 * PARTS <= sum(found) < 3 * PARTS + 10
    # A count no placing takes weighs nothing.
    assert weights([Column(((0, 1),), 1)], [2, 5]) == [PARTS + 1, 0]


def _without_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cover searched to the end: the bound never asked."""
    monkeypatch.setattr(word_cover, "BOUND_AFTER", 10 ** 9)
    monkeypatch.setattr(word_cover, "BOUND_AGAIN_AFTER", 10 ** 9)


def _compared(state: GameState, counts: dict[str, int]) -> None:
    """Each cover of `state`: where the bound says no, the cover searched to the end
    (the bound never asked) places no more than all the cards but one either."""
    if state.phase != Phase.PLAY or state.taking is not None:
        return
    for _, cover, _ in _covers(state):
        proven = cover.cannot_place_but_one()
        found = cover.going_out(0, None)
        assert not (proven and found is not None), state.to_text()
        counts["proven" if proven else "found" if found is not None else "searched"] += 1


def test_the_bound_says_no_only_where_the_cover_searched_to_the_end_does(monkeypatch: pytest.MonkeyPatch) -> None:
    _without_bound(monkeypatch)
    counts = {"proven": 0, "found": 0, "searched": 0}
    for _, state in sample_positions(80, 3):
        _compared(state, counts)
    small = dict(counts)
    for name in ("random-1", "random-2", "big-0"):
        state = bwc_lists.first_position(name, 1)
        chooser = bwc_lists.chooser_for(name, 1)
        while not state.hand_over():
            _compared(state, counts)
            state.apply(chooser(state))
    assert small["proven"] >= 10 and small["found"] >= 20, small
    assert counts["proven"] >= 100 and counts["found"] >= 60, counts


def test_the_search_with_the_bounds_asked_at_once_agrees_with_the_oracle_both_ways(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(word_cover, "BOUND_AFTER", 1)
    monkeypatch.setattr(word_cover, "BOUND_AGAIN_AFTER", 1)
    answers: dict[tuple[bool, bool], int] = {}
    for name, state in sample_positions(80, 1):
        for going_out in (False, True):
            try:
                way = oracle_way(fresh(state), going_out, ORACLE_LIMIT)
            except OracleTooBig:
                continue
            plan = end_plan(fresh(state), going_out)
            assert (plan is not None) == (way is not None), (name, going_out, state.to_text())
            if plan is not None:
                replayed(state, plan)
            answers[going_out, way is not None] = answers.get((going_out, way is not None), 0) + 1
    assert all(answers.get((going_out, found), 0) >= 5 for going_out in (False, True) for found in (False, True)), \
        answers


BIG_HAND_TEXT = """
    players: 4
    phase: play
    current: 0
    opened 0: yes
    opened 1: yes
    hand 0: Qr Zr Nb Iy Xr Ob Hy Ib Zb Lg Wr Fb Ng My Eg Vb Vg Mg Wg Jb Tg Ub Ny Hg Fr {last}
    hand 1: Oy
    hand 2: Ug
    hand 3: Yr Ur Eb
    table 0: journeys word: Jg Ob Uy ST Nr Ey Yg Sy | tabu word: Ty Ar By Ug | wig word: Wb Iy Gg | """ \
    """fax word: Fy Ay Xb | axle word: Ab Xg Ly Eb
    table 1: oxides word: ST Xy Ig Db Ey Sr | curios word: Cy Ur Rr Ir Or Sg | claw word: Cg Lb Ab Wy | """ \
    """vim word: Vr ST Mb
    stock: Rb Bb Er Jy Dr Sb Zg Yy Ay Mr Hb Ky Rg ST Ag Oy Qg Zy Tb Ry Pg Er Eg Kg Lr Ig Ag Or Og Ir Pb
    pile: Ub Fg Tr Cr Gr Vy Kr
"""
BIG_HAND = BIG_HAND_TEXT.format(last="Bg")


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A list that grows by one for each position a going-out search looks at."""
    looked: list[int] = []
    search = word_cover.Cover._go_search

    def counted(self: word_cover.Cover, *args: object) -> object:
        looked.append(1)
        return search(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(word_cover.Cover, "_go_search", counted)
    return looked


def test_a_big_hand_that_cannot_go_out_is_answered_after_a_few_hundred_positions(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Random hand 64 of bench/engine.py, move 86: 26 cards, five of them vowels; the
    cover searched 9,573 positions (a second) to say no to "May I go out?"."""
    looked = _counted(monkeypatch)
    state = position("bwc", BIG_HAND)
    assert ASK not in state.legal_actions()
    assert not TURN.can_end_turn(fresh(state), going_out=True)
    assert len(looked) <= 3 * word_cover.BOUND_AFTER, len(looked)
    [(_, cover, _)] = list(_covers(state))
    assert cover.cannot_place_but_one()
    _without_bound(monkeypatch)
    assert word_cover.Cover(cover.letters, cover.melds, cover.packed, cover.stars).going_out(1, None) is None


def test_a_big_hand_that_can_go_out_finds_the_way_the_search_without_the_bound_finds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Move 78 of the same hand, an O for the B: the way out the search found after 3,063
    positions is found after fewer, the bound's weights cutting the positions they prove
    dead (the search's order is kept, so its first way is the same)."""
    state = position("bwc", BIG_HAND_TEXT.format(last="Og"))
    assert ASK in state.legal_actions()
    looked = _counted(monkeypatch)
    plan = end_plan(fresh(state), True)
    assert plan is not None
    replayed(state, plan)
    with_bound = len(looked)
    _without_bound(monkeypatch)
    looked.clear()
    assert end_plan(fresh(state), True) == plan
    assert with_bound < len(looked) / 2, (with_bound, len(looked))
