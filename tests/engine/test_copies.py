"""A game copied, or sent to another process (pickled), plays by the same rules as the
original: the kinds of meld are single objects that the engine tells apart by identity,
and every copy keeps them."""

import copy
import pickle

import pytest

from canasta.ai.player import make_player
from canasta.engine import GameState
from canasta.engine.derived.tables import derived
from canasta.engine.melds.deuce_meld import DEUCE
from canasta.engine.melds.meld_kinds import GROUP, RUN, THREES, WILD
from canasta.engine.melds.special_hands import SPECIAL
from canasta.variants import available_presets, load_preset
from canasta.variants.hooks.bwc.words import WORD
from canasta.variants.hooks.kanastic import GOLDEN

from .helpers import play, position


@pytest.mark.parametrize("kind", [GROUP, RUN, THREES, WILD, DEUCE, SPECIAL, GOLDEN, WORD], ids=lambda kind: kind.name)
def test_a_kind_of_meld_stays_the_one_object_when_copied_or_pickled(kind):
    assert pickle.loads(pickle.dumps(kind)) is kind
    assert copy.deepcopy(kind) is kind and copy.copy(kind) is kind


def test_a_pickled_samba_position_lets_the_top_card_take_the_pile_onto_its_group():
    # The pile's top Four goes onto the side's row of Fours: legal in the copy too (a copy
    # whose row was no longer "a group" asked for two natural Fours from the hand).
    state = position("samba", """
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: Ah Tc Ts
    table 0: 4: 4s 4c 4h 4d 4d
    stock: 4h 5h 6h 7h
    pile: 3c 3s 4d
    """)
    sent = pickle.loads(pickle.dumps(state))
    play(sent, "take")
    assert sent.taking is None and [len(meld.cards) for meld in sent.tables[0]] == [6]


@pytest.mark.parametrize("preset", available_presets())
def test_every_position_of_a_hand_lists_the_same_moves_after_pickling(preset):
    rules = load_preset(preset)
    state = GameState(rules, rules.players, seed=5)
    players = [make_player("advanced", seat) for seat in range(rules.players)]
    for step in range(600):
        if state.hand_over():
            break
        if step % 5 == 0:
            assert pickle.loads(pickle.dumps(state)).legal_actions() == state.legal_actions(), step
            assert copy.deepcopy(state).legal_actions() == state.legal_actions(), step
        seat = state.current_player()
        state.apply(players[seat].choose(state.observation(seat)))


def test_rules_are_sent_to_another_process_as_their_options_alone():
    # An Expert's helper process is sent the rules with every decision. What is worked out
    # of them and kept with them (listing's melds: 250 KB after a few Samba hands of
    # search) took longer to send than the search had; the other process works its own out.
    rules = load_preset("samba").replace({"target_score": 12345})  # rules no other test has sent
    before = len(pickle.dumps(rules))
    state = GameState(rules, rules.players, seed=7)
    players = [make_player("advanced", seat) for seat in range(rules.players)]
    while not state.hand_over():
        seat = state.current_player()
        state.apply(players[seat].choose(state.observation(seat)))
    assert len(derived(rules)["_listing_facts"].row_melds) > 20  # the hand's listing, kept beside the rules
    assert not set(derived(rules)) & set(vars(rules)), "nothing derived is kept in the rules themselves"
    sent = pickle.dumps(rules)
    assert len(sent) == before
    received = pickle.loads(sent)
    assert received == rules and "_listing_facts" not in derived(received)
    assert pickle.loads(sent) is received  # the receiving process works them out once


def test_rules_copied_are_the_same_rules():
    rules = load_preset("samba")
    assert copy.copy(rules) is rules and copy.deepcopy(rules) is rules
