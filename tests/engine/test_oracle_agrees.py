"""The engine's answer to "can the player still end this turn?" agrees with a brute force.

`can_end_turn(state)` (and `going_out=True`: "can they go out?") is asked by the judge,
the move list, "May I go out?" and the computer players. The oracle (oracle.py) answers
the same question by trying every final placing of the hand's cards, with only the
judge's own checks of single melds and of a turn's end. Here both answer the positions
of random play of every rule set (BWC's words have their own search), and a few
positions a player can check by hand.

Where the engine is known to answer wrong, KNOWN_WRONG says why, with an example that
is expected to fail (strictly: once the engine is right, the entry must go). The
comparison counts such positions apart. CANASTA_ORACLE_SWEEP=N runs a far bigger sweep
over N seeds, with larger hands (some minutes a seed).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable

import pytest

from canasta.engine import Action, GameState
from canasta.variants.registry import available_presets

from .helpers import position
from .oracle import OracleTooBig, oracle_can_end_turn, oracle_way, sample_positions

from canasta.engine.solver import can_end_turn  # the function under test: the turn solver's entry

# Every rule set, and those of the Samba family with every house variation on (wild cards
# always fewer than the naturals, in several groups of a rank: the blocks' order matters).
PRESETS = [name for name in available_presets() if name != "bwc"] + ["samba+house", "chilean+house"]
_SWEEP = int(os.environ.get("CANASTA_ORACLE_SWEEP") or 0)
SEEDS = range(1, 1 + max(_SWEEP, 1)) if _SWEEP else (1,)
COUNT, MAX_HAND, LIMIT = (400, 12, 300_000) if _SWEEP else (200, 10, 20_000)

QUESTIONS = {False: "can the turn end?", True: "can the player go out?"}


@dataclass(frozen=True)
class KnownWrong:
    """A kind of position where the engine answers wrong: an example of it (a position
    text, the question, the right answer), why, and how to tell one from the position and
    the oracle's way (so that the comparison counts it apart instead of failing)."""

    preset: str
    text: str
    going_out: bool
    right: bool
    reason: str
    recognise: Callable[[GameState, bool, list[Action]], bool]


def _foot_still_down(state: GameState, going_out: bool, way: list[Action]) -> bool:
    must_go_out = going_out or state.permission is True
    return must_go_out and bool(state.feet[state.current]) and state.rules.going_out_from_foot


KNOWN_WRONG = {
    # Hand and Foot rulings 9 and 10: a player who melds every card of the hand picks up the
    # foot at once and plays on from it, and may go out from it in the same turn. Here the
    # wild cards make the third canasta (the Kings), the foot comes, its Nines are melded
    # and the Five is discarded: the judge accepts each step, and the player goes out. The
    # oracle reads the foot; the solver does not, by design: the foot lies face down, so
    # while it is down the turn can end by a discard or by bringing it in, never "by going
    # out" (once it is in the hand, the solver answers with its cards).
    "going out from a foot picked up this turn": KnownWrong("hand_and_foot", """
        players: 2
        phase: play
        hand 0: 2d 2h JK
        foot 0: 9c 9d 9h 5c
        table 0: 4: 4c 4h 4s 4c 4h 4s 4d | 8: 8s 8s 2c 8h 8c 8c 8d | K: Kh Kd Kd Ks
        opened 0: yes
        stock: Jc 9c 9c 8s Ac 6c 9h
        pile: Td
    """, True, True, "the solver judges by the cards the player knows, and the foot is face down",
        _foot_still_down),
}


def _disagreement(preset: str, text: str, going_out: bool, right: bool, engine: bool) -> str:
    return (f"{preset}, {QUESTIONS[going_out]} the oracle says {'yes' if right else 'no'}, "
            f"the engine {'yes' if engine else 'no'}:\n{text}")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("preset", PRESETS)
def test_the_engine_answers_as_the_oracle(preset, seed):
    found = []
    for state in sample_positions(preset, COUNT, seed, max_hand=MAX_HAND):
        text = state.to_text()
        for going_out in (False, True):
            try:
                way = oracle_way(state, going_out, limit=LIMIT)
            except OracleTooBig:
                continue  # too many placings to try them all: left out
            engine = can_end_turn(GameState.from_text(text), going_out)  # a fresh copy: nothing known yet
            if engine == (way is not None):
                continue
            if way is None or not any(case.recognise(state, going_out, way) for case in KNOWN_WRONG.values()):
                found.append(_disagreement(preset, text, going_out, way is not None, engine))
            # (else a known mistake of the engine's, see KNOWN_WRONG)
    assert not found, f"{len(found)} disagreements; the first:\n\n" + "\n\n".join(found[:2])


@pytest.mark.parametrize("name", KNOWN_WRONG)
def test_the_oracle_on_the_engines_known_mistakes(name):
    case = KNOWN_WRONG[name]
    state = position(case.preset, case.text)
    way = oracle_way(state, case.going_out)
    assert (way is not None) == case.right
    assert way is None or case.recognise(state, case.going_out, way)


@pytest.mark.parametrize("name", [pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=case.reason))
                                  for name, case in KNOWN_WRONG.items()])
def test_the_engines_known_mistakes(name):
    case = KNOWN_WRONG[name]
    assert can_end_turn(position(case.preset, case.text), case.going_out) == case.right


# Positions a player can check, and the oracle's answers to both questions ----------------

HAND_WRITTEN = {
    # Kanastic ruling 6: a golden suit starts with at least three natural gold cards, and an
    # Artifact may stand in for a missing rank: 6, 8 and 9 of gold with an Artifact for the
    # 7 are a first meld on its own at every score (ruling 7), after which a card is
    # discarded. (The move list once started a suit only with three gold cards in a row.)
    "a golden suit with an Artifact in a gap": ("kanastic", """
        players: 2
        scores: 1500 0
        phase: play
        hand 0: 6g 8g 9g AR 5c 4h Tc
        table 0: A: As Ac Ad SW
        opened 0: no
        moves: A: As Ac Ad | A: SW
        stock: Jc 9c 9c 8s Ac SW 9h
        pile: Td
    """, True, False),
    # The side has not melded and needs 50: the Sevens melded this turn (15) and the
    # Kings with the Joker (70) make 85, and the Four is discarded.
    "first meld of 85 where 50 is needed": ("classic", """
        phase: play
        hand 0: Kc Kd JK 4c
        table 0: 7: 7h 7d 7s
        opened 0: no
        moves: 7: 7h 7d 7s
        stock: 5c 6c
        pile: 9d
    """, True, False),
    # The same without the Joker, at 1500 points, where 90 are needed: two Kings make no
    # meld, and the Sevens alone are 15. The turn cannot end (the Sevens must be taken back).
    "first meld of 15 where 90 are needed": ("classic", """
        scores: 1500 0
        phase: play
        hand 0: Kc Kd 4c
        table 0: 7: 7h 7d 7s
        opened 0: no
        moves: 7: 7h 7d 7s
        stock: 5c 6c
        pile: 9d
    """, False, False),
    # One canasta is on the table: the Nine joins the Nines, the Fives make a meld, and the
    # Eight is the last discard.
    "going out with a canasta on the table": ("classic", """
        phase: play
        hand 0: 9h 5c 5d 5h 8s
        table 0: K: Kc Kd Kh Ks Kc Kd Kh | 9: 9s 9d 9c
        opened 0: yes
        stock: 5c 6c
        pile: 9d
    """, True, True),
    # No canasta: the side may meld but not go out.
    "no going out without a canasta": ("classic", """
        phase: play
        hand 0: 9h 5c 5d 5h 8s
        table 0: K: Kc Kd Kh Ks | 9: 9s 9d 9c
        opened 0: yes
        stock: 5c 6c
        pile: 9d
    """, True, False),
    # Black threes are melded last, by a player going out: the three of them, then the Nine
    # is discarded.
    "black threes melded going out": ("classic", """
        phase: play
        hand 0: 3c 3s 3c 9h
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        opened 0: yes
        stock: 5c 6c
        pile: 9d
    """, True, True),
    # Windows: with one card and no canasta, the player passes the discard and keeps it.
    "passing the discard": ("windows", """
        players: 2
        phase: play
        hand 0: 9h
        table 0: K: Kc Kd Kh Ks
        opened 0: yes
        stock: 5c 6c
        pile: 9d
    """, True, False),
    # Samba needs two canastas: the two groups of Fives merged make the second (seven
    # Fives), and the Nine is discarded.
    "two groups of Fives merged into a canasta": ("samba", """
        players: 4
        phase: play
        hand 0: 9h
        table 0: 5: 5c 5d 5h 5s | 5: 5c 5d 5h | K: Kc Kd Kh Ks Kc Kd Kh
        opened 0: yes
        stock: 5c 6c
        pile: 9d
    """, True, True),
    # The partner said yes to "May I go out?": the player must go out, and cannot (no canasta).
    "told to go out without a canasta": ("classic", """
        phase: play
        hand 0: 9h 5c 5d 5h 8s
        table 0: K: Kc Kd Kh Ks | 9: 9s 9d 9c
        opened 0: yes
        stock: 5c 6c
        pile: 9d
        asked: yes
        permission: yes
        asker: 0
    """, False, False),
    # The frozen pile's top Eight waits for two natural Eights from the hand: there is one.
    "a frozen pile taken without the pair": ("classic", """
        phase: play
        hand 0: 8c 4c 5d
        table 0: 8: 8h
        opened 0: no
        moves: 8: 8h
        stock: 5c 6c
        pile: 9d JK
        taking: 8h frozen=yes existing=no mode=pile
        took pile: yes
        locked: 1
    """, False, False),
    # Italian, at 7000 points the first meld needs 150; this turn's melds make 125. While
    # the meld of Twos is short of seven, the Two may go only there (145): no Queens.
    "a Two locked in the meld of Twos": ("italian", """
        players: 2
        scores: 7000 1500
        phase: play
        hand 0: Qd Qh 2c 5d Ah
        table 0: 2: 2h 2s 2h | K: Kc Ks Kh | 4: 4c 4s 4h | 7: 7s 7s 7d 7h
        opened 0: no
        moves: 2: 2h 2s 2h | K: Kc Ks Kh | 4: 4c 4s 4h | 7: 7s 7s 7d 7h
        stock: 5c 6c
        pile: 9d
    """, False, False),
}


@pytest.mark.parametrize("name", HAND_WRITTEN)
def test_the_oracle_on_positions_a_player_can_check(name):
    preset, text, ends, goes_out = HAND_WRITTEN[name]
    state = position(preset, text)
    assert oracle_can_end_turn(state, going_out=False) is ends
    assert oracle_can_end_turn(state, going_out=True) is goes_out
    assert can_end_turn(position(preset, text), False) is ends  # and the engine, on a fresh copy
    assert can_end_turn(position(preset, text), True) is goes_out
