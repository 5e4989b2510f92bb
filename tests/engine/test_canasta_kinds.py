"""The kinds of canasta as options: canastas of a kind needed to go out (Bolivia's escalera,
Italian's natural canasta), what a rule set calls its canastas, and what a card costs left in
a hand. Validated on load, and the same answer from the judge, the quick tests and the search."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta.engine import Card, RuleOptionError
from canasta.engine.melds.canasta_kinds import canasta_word, kinds_words
from .search_reference import searched_answer
from canasta.engine.reach.quick_endings import surely_goes_out
from canasta.engine.reach.reach import could_go_out
from canasta.variants import load_preset, load_rules_file
from canasta.variants.yaml_source import ConfigError

from .helpers import legal, play, position, refusal


@pytest.mark.parametrize("options, key, reason", [
    ({"canastas_to_go_out_of_kind": {"escalera": 1}}, "canastas_to_go_out_of_kind.escalera",
     "'escalera' is not a kind of canasta (natural, mixed, sequence, wild, golden)"),
    ({"canastas_to_go_out_of_kind": {"sequence": 9}}, "canastas_to_go_out_of_kind.sequence",
     "a whole number from 0 to 7 is needed, not 9"),
    ({"canastas_to_go_out_of_kind": [1]}, "canastas_to_go_out_of_kind", "a mapping of kinds of canasta"),
    ({"canastas_to_go_out_of_kind": {"wild": 1}}, "canastas_to_go_out_of_kind",
     "going out would need a wild meld of seven, and no meld of the rule set makes one: allow melds of wild "
     "cards (wild in meld_kinds)"),
    ({"canasta_words": {"run": "samba"}}, "canasta_words.run", "'run' is not a kind of canasta"),
    ({"canasta_words": {"sequence": 7}}, "canasta_words.sequence", "a word is needed, not 7"),
    ({"hand_values": {"XX": 100}}, "hand_values", "'XX' is not a kind of card"),
    ({"hand_values": {"3b": -5}}, "hand_values.3b", "-5 is too small"),
])
def test_a_wrong_value_is_refused_naming_the_key(options, key, reason):
    with pytest.raises(RuleOptionError) as error:
        load_preset("samba").replace(options)
    assert error.value.key == key and reason in error.value.reason


def test_a_rule_file_with_an_unknown_kind_names_the_file_the_key_and_the_line(tmp_path: Path):
    path = tmp_path / "house.yaml"
    path.write_text("name: house\noptions:\n  meld_kinds: [group, threes, run]\n"
                    "  canastas_to_go_out_of_kind:\n    escalera: 1\n")
    with pytest.raises(ConfigError) as error:
        load_rules_file(path)
    assert (error.value.key, error.value.line) == ("options.canastas_to_go_out_of_kind.escalera", 5)


def test_the_options_read_back_from_their_plain_form():
    rules = load_preset("bolivia")
    plain = rules.to_options()
    assert plain["canastas_to_go_out_of_kind"] == {"sequence": 1}
    assert plain["canasta_words"] == {"sequence": "escalera", "wild": "bolivia"}
    assert plain["hand_values"] == {"3b": 100}
    assert load_preset("classic").replace(plain) == rules
    # Classic texts are written as before: the new options are left out at their defaults.
    written = load_preset("classic").written_options()
    assert not {"canastas_to_go_out_of_kind", "canasta_words", "hand_values"} & set(written)


def test_a_rule_set_calls_its_canastas_by_its_own_words_or_plain_ones():
    assert canasta_word(load_preset("samba"), "sequence", 2) == "sambas"
    assert canasta_word(load_preset("chilean"), "wild") == "bolivia"
    assert canasta_word(load_preset("bolivia"), "sequence") == "escalera"
    assert canasta_word(load_preset("classic"), "sequence", 2) == "runs of seven"
    assert kinds_words(load_preset("bolivia")) == "an escalera"
    assert kinds_words(load_preset("classic").replace({"canastas_to_go_out_of_kind": {"natural": 2}})) == \
        "2 natural canastas"


def test_a_card_costs_its_hand_value_left_in_hand_and_its_value_on_the_table():
    rules = load_preset("classic").replace({"hand_values": {"JK": 100}})
    joker = Card.parse("JK")
    assert (rules.value_of(joker), rules.hand_value_of(joker)) == (50, 100)


# A natural canasta needed (Italian's rule), under classic rules with one meld per rank:
# the quick test that answers most going-out questions there must count kinds too.

NATURAL_NEEDED = {"canastas_to_go_out_of_kind": {"natural": 1}}


def classic_natural(table: str, hand: str = "8c 8d 8h 4c"):
    state = position("classic", f"""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    hand 0: {hand}
    table 0: {table}
    stock: 4h 5h 6h 7h
    pile: 9c
    """)
    state.rules = state.rules.replace(NATURAL_NEEDED)
    return state


def test_two_mixed_canastas_do_not_go_out_where_a_natural_one_is_needed():
    state = classic_natural("K: Kc Kd Kh Ks Kc Kd 2h | Q: Qc Qd Qh Qs Qc Qd JK")
    assert not surely_goes_out(state) and not searched_answer(state, going_out=True)
    assert not state.can_go_out()
    assert refusal(state, "meld 8c 8d 8h") == (
        "Keep two cards, one to discard and one to hold: with one card left you could only go out, "
        "and that needs 2 canastas, a natural canasta among them.")
    alone = classic_natural("K: Kc Kd Kh Ks Kc Kd 2h | Q: Qc Qd Qh Qs Qc Qd JK", hand="4c")
    assert refusal(alone, "discard 4c") == "To go out, your side needs a natural canasta among its canastas."


def test_a_natural_canasta_among_them_lets_the_player_go_out():
    state = classic_natural("K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd JK")
    assert surely_goes_out(state) and state.can_go_out()
    play(state, "meld 8c 8d 8h", "discard 4c")
    assert state.hand_over()


def test_a_bolivia_may_be_the_canasta_of_a_kind_needed():
    def chilean(table: str):
        state = position("chilean", f"""
        players: 2
        phase: play
        current: 0
        opened 0: yes
        hand 0: 8c 8d 8h 4c
        table 0: {table}
        stock: 4h 5h 6h 7h
        pile: 9c
        """)
        state.rules = state.rules.replace({"canastas_to_go_out_of_kind": {"wild": 1}})
        return state

    two_groups = chilean("K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh")
    assert "meld 8c 8d 8h" not in legal(two_groups)
    assert refusal(two_groups, "meld 8c 8d 8h").endswith("that needs 2 canastas, a bolivia among them.")
    with_bolivia = chilean("K: Kc Kd Kh Ks Kc Kd Kh | wild: 2c 2d 2h 2s JK JK 2c")
    assert "meld 8c 8d 8h" in legal(with_bolivia)


# The quick bound on going out (reach.py) may say "perhaps" where the search says no, never
# "no" where there is a way: it counts the escaleras a hand could still make.


def opened_hand(preset: str, hand: str, table: str):
    return position(preset, f"""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    hand 0: {hand}
    table 0: {table}
    stock: 4s 5s 6s 7s
    pile: 9c
    """)


TWO_GROUP_CANASTAS = "K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh"


def test_a_hand_that_makes_its_escalera_this_turn_may_go_out():
    # The Four of Clubs is the card discarded: the Four of Hearts goes into the run, so
    # the two Fours need no wild card to become a group.
    state = opened_hand("bolivia", "4h 5h 6h 7h 8h 9h Th 4c", TWO_GROUP_CANASTAS)
    assert could_go_out(state) and state.can_go_out()
    assert not could_go_out(opened_hand("bolivia", "4h 5h 6h 7h 8h 9h Jh 4c", TWO_GROUP_CANASTAS))


def test_two_runs_of_one_suit_from_the_packs_twin_cards_are_two_canastas():
    # Three packs: every card three times, so fourteen Hearts may make two sambas at once.
    # (The search, cut short at 100 positions, does not find that way: the bound must
    # not be what refuses it.)
    state = opened_hand("samba", "4h 4h 5h 5h 6h 6h 7h 7h 8h 8h 9h 9h Th Th 4c", "9: 9c 9d 9h")
    assert could_go_out(state)


def test_a_natural_the_run_takes_leaves_its_twin_as_the_card_to_discard():
    # Samba, two canastas: the run of Hearts goes down whole and the Four of Clubs is
    # discarded. The bound once counted the two Fours as a group wanting a wild card.
    state = opened_hand("samba", "4h 5h 6h 7h 8h 9h 4c", TWO_GROUP_CANASTAS)
    assert could_go_out(state) and state.can_go_out()
