"""The count behind a meld that leaves at most one card (bwc/few_cards.py, `cannot_go_out_after`):
with a card or none left the turn ends only by going out, and where the count says the
side cannot then make the canastas it needs, the exact search after the meld finds no
way to end the turn either. On small random positions and on the moves of random hands."""

from __future__ import annotations

from canasta.engine import GameState
from canasta.engine.play.turn import Phase
from canasta.simulate import random_chooser
from canasta.variants import load_preset
from canasta.variants.hooks.bwc import TURN
from canasta.variants.hooks.bwc.few_cards import cannot_go_out_after
from canasta.variants.hooks.bwc.turn_search import end_plan
from canasta.variants.hooks.bwc.word_moves import extensions, new_words

from .bwc_oracle import sample_positions


def _checked(state: GameState) -> tuple[int, int]:
    """For each new word and extension of `state` leaving at most a card: where the count
    says no, the search after the meld says no. How many melds were looked at, and how
    many the count answered."""
    if state.phase != Phase.PLAY or state.taking is not None:
        return 0, 0
    looked = answered = 0
    hand = state.hands[state.current]
    for action in new_words(state) + extensions(state):
        if len(hand) - len(action.cards) > 1:
            continue
        looked += 1
        if cannot_go_out_after(state, action):
            answered += 1
            after = state.clone()
            after.apply(action)
            assert end_plan(after) is None, (str(action), state.to_text())
            assert not TURN.turn_can_end_after(state, action)
    return looked, answered


def test_a_meld_the_count_refuses_leaves_no_way_to_end_the_turn_in_small_positions() -> None:
    looked = answered = 0
    for _, state in sample_positions(120, 3):
        more = _checked(state)
        looked, answered = looked + more[0], answered + more[1]
    assert looked >= 20 and answered >= 5, (looked, answered)


def test_a_meld_the_count_refuses_leaves_no_way_to_end_the_turn_in_random_hands() -> None:
    rules = load_preset("bwc")
    looked = answered = 0
    for hand in range(6):
        state = GameState(rules, 4, seed=500 + hand)
        choosers = [random_chooser(hand * 10 + seat) for seat in range(4)]
        while not state.hand_over():
            more = _checked(state)
            looked, answered = looked + more[0], answered + more[1]
            state.apply(choosers[state.current_player()](state))
    assert answered >= 20, (looked, answered)
