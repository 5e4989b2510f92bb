"""The Uruguayan Canasta rulings of docs/rules/cuban-uruguayan-british.md ("uruguayan N"),
each as a small example: classic Canasta with one meld of wild cards a side (its canasta
2,000) and a pile that is always frozen."""

import dataclasses

from canasta.engine import GameState
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal, score_lines as lines

URUGUAYAN = load_preset("uruguayan")
CLASSIC = load_preset("classic")


def uruguayan(text: str) -> GameState:
    return position("uruguayan", text)


DRAW = """
    phase: draw
    current: 0
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
"""
PLAY = DRAW.replace("phase: draw", "phase: play")


def over(table: str) -> GameState:
    return uruguayan(f"""
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    hand 2: 4h
    hand 3: 4s
    table 0: {table}
    stock: 5c
    """)


def test_1_everything_else_is_classic():
    differ = {field.name for field in dataclasses.fields(URUGUAYAN)
              if getattr(URUGUAYAN, field.name) != getattr(CLASSIC, field.name)}
    # (`wild_canasta_bonus` is classic's 2000: it mattered only once there were wild melds)
    assert differ == {"name", "title", "source", "description", "meld_kinds", "pile_always_frozen"}


def test_2_three_to_seven_wild_cards_make_a_meld_and_a_side_has_one():
    state = uruguayan(PLAY + """opened 0: yes
    hand 0: JK 2c 2d 2h 2s JK 2c 2d 9c Qd Jd
    stock: 5c 6c""")
    play(state, "meld JK 2c 2d", "meld 2h 2s JK 2c")
    assert [(meld.kind.name, len(meld.cards)) for meld in state.tables[0]] == [("wild", 7)]
    assert refusal(state, "meld 2d to #1") == "The Two of Diamonds cannot join your wild meld."  # seven at most


def test_2_rank_melds_keep_the_classic_limits_and_grow_past_seven():
    state = uruguayan(PLAY + """opened 0: yes
    hand 0: Kh 2c 2d 2h JK Qd Jd 9c
    table 0: K: Kc Kd Kh Ks Kc Kd Ks
    stock: 5c 6c""")
    play(state, "meld Kh to K", "meld 2c to K")
    assert len(state.tables[0].melds[0].cards) == 9


def test_2_a_wild_canasta_is_worth_2000_whatever_it_holds():
    for table in ("wild: 2c 2d 2h 2s 2c 2d 2h", "wild: JK JK JK JK 2d 2h 2s", "wild: JK JK 2c 2d 2h 2s 2c"):
        assert ("Wild melds of seven (1)", 2000) in lines(over(table), 0)


def test_2_a_wild_canasta_counts_for_going_out():
    state = uruguayan(PLAY + """opened 0: yes
    hand 0: 9c 9d 9h
    table 0: wild: JK JK 2c 2d 2h 2s 2c
    stock: 5c 6c""")
    play(state, "meld 9c 9d 9h", "out")
    assert state.went_out == 0


def test_3_the_pile_is_always_frozen_even_for_a_side_with_a_meld_of_its_rank():
    state = uruguayan(DRAW + """opened 0: yes
    hand 0: Kd JK 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c Ks
    stock: 5c 6c""")
    assert refusal(state, "take") == "The pile is always frozen: you need two natural Kings in your hand to take it."


def test_3_with_a_natural_pair_it_is_taken():
    state = uruguayan(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c 5d Ks
    stock: 5c 6c""")
    play(state, "take", "meld Kd Ks to K")
    assert len(state.tables[0].melds[0].cards) == 6


def test_4_nobody_is_forced_to_take_the_pile_once_the_stock_is_empty():
    state = uruguayan(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c Kc""")
    assert legal(state) == ["take", "stop"]


def test_5_an_unfinished_wild_meld_counts_its_cards_only():
    state = over("K: Kc Kd Kh Ks Kc Kd Kh | wild: JK 2c 2d")
    assert ("Cards on the table", 70 + 50 + 40) in lines(state, 0)
    assert not any("Wild" in label for label, _ in lines(state, 0))


def test_a_last_card_that_completes_nothing_leaves_a_side_without_a_canasta_no_way_out():
    # The Eight left after the Nines join their meld completes no meld, not even beside a
    # meld of wild cards: without a canasta the side cannot go out, so the meld is refused.
    state = uruguayan(PLAY + """opened 0: yes
    hand 0: 9c 9d 8h
    table 0: 9: 9h 9s 9c | wild: JK 2c 2d
    stock: 5c 6c""")
    play(state, "meld 9c to 9")
    assert "meld 9d to 9" not in legal(state)
    assert refusal(state, "meld 9d to 9").startswith("Keep two cards")


def test_a_last_wild_card_that_completes_the_wild_meld_may_be_kept_to_go_out_with():
    # The meld of wild cards is a card short of its canasta: the last Two completes it.
    state = uruguayan(PLAY + """opened 0: yes
    hand 0: 9c 9d 2h
    table 0: 9: 9h 9s 9c | wild: JK JK 2c 2d 2s 2c
    stock: 5c 6c""")
    play(state, "meld 9c to 9")
    assert "meld 9d to 9" in legal(state)
    play(state, "meld 9d to 9", "meld 2h to wild", "out")
    assert state.went_out == 0
