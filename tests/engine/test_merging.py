"""Merging two groups of one rank (Samba ruling 4d), each rule as a small example.

Where a side may hold several groups of one rank (Samba, Chilean), the player to move may
merge two of them: `merge #1 #3` puts group 3 into group 1, which keeps its number.
RULES.md: "two groups of one rank may be merged when the result is a legal group and no
wild card thereby joins a canasta". The rulings taken here (canasta/engine/judge/merging.py):

- The merged group must be a legal group as it stands: at most `meld_max_wild` wild
  cards, at least two naturals, and so on.
- With `wild_to_canasta: false`, "no wild card thereby joins a canasta": when either
  group is a canasta already, the other must hold no wild card. Two groups that are not
  canastas may together make a canasta of 7 or more with wild cards in it (a mixed
  canasta), just as the same cards melded at once would.
- Two canastas are never merged: it would only lose a canasta, its bonus and one of the
  canastas needed to go out.
- Only once the pile, if taken, is in the hand; and, like any meld, only when the turn
  can still end after it.
- A merge places no card: the points and wild cards of the turn stay, and the cards the
  turn placed in the merged-away group count in the merged one. Undo takes a merge back
  (last first, with the melds of the turn): the two groups come back with their numbers.
"""

from canasta.engine import Action, GameState
from canasta.engine.state.this_turn import placed_this_turn
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal
from .test_properties import random_game

OPENED = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
    pile: 9c
"""


def samba(text: str) -> GameState:
    return position("samba", OPENED + text)


def cards(state: GameState, meld_id: int) -> list[str]:
    meld = state.tables[0].by_id(meld_id)
    assert meld is not None
    return [str(card) for card in meld.cards]


def test_two_groups_of_eights_merge_into_the_first_which_keeps_its_number():
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h 8s | K: Kc Kd Kh | 8: 8h 8s 8d""")
    assert "merge #1 #3" in legal(state) and "merge #3 #1" in legal(state)
    play(state, "merge #1 #3")
    assert [meld.id for meld in state.tables[0]] == [1, 2]
    assert cards(state, 1) == ["8c", "8d", "8h", "8s", "8h", "8s", "8d"]
    assert state.canastas(0) == 1


def test_the_other_way_round_the_second_group_keeps_its_number():
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h 8s | K: Kc Kd Kh | 8: 8h 8s 8d""")
    play(state, "merge #3 #1")
    assert [meld.id for meld in state.tables[0]] == [2, 3]
    assert cards(state, 3) == ["8h", "8s", "8d", "8c", "8d", "8h", "8s"]


def test_only_groups_of_one_rank_merge():
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h | K: Kc Kd Kh | h run: 9h Th Jh | 8: 8s 8d 8c""")
    assert refusal(state, "merge #1 #2") == "Those two melds are not groups of the same rank."
    assert refusal(state, "merge #3 #1") == "Those two melds are not groups of the same rank."
    assert refusal(state, "merge #1 #1") == "Name two different groups to merge."
    assert refusal(state, "merge #1 #9") == "Your side has no meld #9."


def test_the_merged_group_holds_at_most_two_wild_cards():
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 2c JK | 8: 8s 8d 2h""")
    assert refusal(state, "merge #1 #2") == "Merged, your row of Eights has 3 wild cards: a meld may hold at most 2."


def test_two_groups_with_wild_cards_may_make_a_mixed_canasta_together():
    """Neither group is a canasta: no wild card joins a canasta, the canasta is made here,
    as it would be if the seven cards were melded at once."""
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h 2c | 8: 8s 8d JK""")
    play(state, "merge #1 #2")
    (eights,) = state.tables[0]
    assert len(eights.cards) == 7 and state.canastas(0) == 1


def test_a_wild_card_may_not_join_a_canasta_by_a_merge():
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h 8s 8c 8d 8h | 8: 8s 8d 2c""")
    assert refusal(state, "merge #1 #2") == \
        "A wild card may not join a canasta: your other group of Eights holds 1 wild card."
    assert refusal(state, "merge #2 #1") == \
        "A wild card may not join a canasta: your other group of Eights holds 1 wild card."


def test_naturals_may_join_a_canasta_by_a_merge_as_they_may_from_the_hand():
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h 8s 8c 8d JK | 8: 8s 8d 8h""")
    play(state, "merge #1 #2")
    assert len(state.tables[0].by_id(1).cards) == 10 and state.canastas(0) == 1


def test_two_canastas_are_never_merged():
    state = samba("""hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h 8s 8c 8d 8h | 8: 8s 8d 8h 8c 8s 8d 8h""")
    assert refusal(state, "merge #1 #2") == \
        "Both groups of Eights are canastas: two canastas are never merged, each keeps its bonus."


def test_where_a_side_holds_one_group_a_rank_there_is_nothing_to_merge():
    state = position("classic", OPENED + """hand 0: Qs Qd Qh
    table 0: 8: 8c 8d 8h | K: Kc Kd Kh""")
    assert refusal(state, "merge #1 #2") == "These rules allow one group of each rank: there are never two to merge."


def test_a_merge_comes_after_the_draw_and_after_the_pile_is_in_the_hand():
    state = samba("""hand 0: Qs Qd Qh 9s 9d
    table 0: 8: 8c 8d 8h | 8: 8s 8d 8c""")
    state.phase = state.phase.DRAW
    assert refusal(state, "merge #1 #2") == "First draw a card from the stock or take the pile."
    play(state, "take")  # the Nine of Clubs waits for the Nines from the hand
    assert refusal(state, "merge #1 #2") == "Finish taking the pile before you merge groups."
    play(state, "meld 9s 9d to #3")
    play(state, "merge #1 #2")


def test_undo_splits_the_merged_group_into_the_two_it_was_with_their_numbers():
    state = samba("""hand 0: 8c Qs Qd Qh 4c 4d
    table 0: 8: 8c 8d 8h 8s | K: Kc Kd Kh | 8: 8h 8s 8d | 5: 5c 5d 5h""")
    before = state.tables[0].copy()
    play(state, "meld 8c to #3", "merge #1 #3", "meld Qs Qd Qh")
    assert [meld.id for meld in state.tables[0]] == [1, 2, 4, 5]
    play(state, "undo")
    assert [meld.id for meld in state.tables[0]] == [1, 2, 4]
    play(state, "undo")
    assert [meld.id for meld in state.tables[0]] == [1, 2, 3, 4]
    assert cards(state, 3) == ["8h", "8s", "8d", "8c"] and cards(state, 1) == ["8c", "8d", "8h", "8s"]
    play(state, "undo")
    assert state.tables[0] == before and state.turn_moves == [] and state.merges == []
    assert refusal(state, "undo") == "There is nothing to take back this turn."


def test_a_new_meld_after_a_merge_takes_the_number_after_the_newest_meld():
    state = samba("""hand 0: Qs Qd Qh 5c 4d
    table 0: 8: 8c 8d 8h 8s | 8: 8h 8s 8d""")
    play(state, "merge #1 #2", "meld Qs Qd Qh")
    assert [meld.id for meld in state.tables[0]] == [1, 2]
    play(state, "undo", "undo")
    assert [(meld.id, len(meld.cards)) for meld in state.tables[0]] == [(1, 4), (2, 3)]


def test_a_first_meld_turn_counts_the_same_points_after_a_merge():
    """Two groups of Eights of the first-meld turn merged: the points placed stay 70, and
    the seven cards count as placed this turn in the merged group."""
    state = position("samba", """
        players: 2
        phase: play
        current: 0
        hand 0: 8c 8d 8h 8s 8c 8d 8h 5c 5d
        stock: 4h 5h 6h 7h
        pile: 9c""")
    play(state, "meld 8c 8d 8h", "meld 8s 8c 8d 8h")
    assert state.turn_points() == 70
    play(state, "merge #1 #2")
    assert state.turn_points() == 70 and placed_this_turn(state) == {1: 7}
    play(state, "discard 5c")
    assert state.opened[0] and state.canastas(0) == 1


def test_a_first_meld_that_must_be_a_canasta_may_be_made_by_a_merge():
    rules = load_preset("samba").replace({"minimum_meld": [{"from": None, "points": 0, "canasta": True}]})
    state = GameState.from_text("""canasta position 1
        players: 2
        phase: play
        current: 0
        hand 0: 8c 8d 8h 8s 8c 8d 8h 5c 5d
        stock: 4h 5h 6h 7h
        pile: 9c""".replace("        ", ""), rules=rules)
    play(state, "meld 8c 8d 8h", "meld 8s 8c 8d 8h")
    assert refusal(state, "discard 5c") == "Your side's first meld must complete a canasta this turn."
    play(state, "merge #1 #2", "discard 5c")
    assert state.opened[0]


def test_going_out_may_need_a_merge_and_the_judge_sees_it():
    """Two canastas are needed to go out: the Kings are one, the two groups of Eights make
    the other once merged. Melding the last Eight (leaving one card) is allowed, because
    the merge still lets the turn end."""
    state = samba("""hand 0: 8c 5d
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | 8: 8c 8d 8h | 8: 8s 8d 8h""")
    assert state.can_go_out()
    play(state, "meld 8c to #2", "merge #2 #3", "discard 5d")
    assert state.went_out == 0


def test_a_merge_after_which_the_turn_could_not_end_is_refused():
    """The partner said yes: the player must go out, with four wild cards to meld. Two
    on each group of five Eights make two mixed canastas; the two groups merged are one
    natural canasta, and no wild card may join it."""
    state = samba("""hand 0: JK JK 2c 2d
    table 0: 8: 8c 8d 8h 8s 8c | 8: 8d 8h 8s 8c 8d""")
    state.permission = True
    assert refusal(state, "merge #1 #2") == "Your partner said yes: after that meld you could no longer go out this turn."
    play(state, "meld JK to #1", "meld 2c to #1", "meld JK to #2", "meld 2d to #2", "out")
    assert state.went_out == 0


def test_merges_replay_from_a_record_and_read_back_from_a_position():
    found = 0
    for seed in range(12):
        for state, action in random_game("samba", 2, seed, 500):
            if action.kind != "merge":
                continue
            found += 1
            after = state.clone()
            after.play(action)
            text = after.to_text()
            again = GameState.from_text(text)
            assert again.to_text() == text and again.legal_actions() == after.legal_actions()
            after.play(Action("undo"))
            seat, side = state.current, state.side_of(state.current)
            assert after.tables[side] == state.tables[side] and after.merges == state.merges
            assert after.hands[seat] == state.hands[seat] and after.turn_moves == state.turn_moves
    assert found > 10


def test_melding_the_last_card_may_count_on_a_merge_to_go_out():
    state = samba("""hand 0: 8c
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | 8: 8c 8d 8h | 8: 8s 8d 8h""")
    play(state, "meld 8c to #2", "merge #2 #3", "out")
    assert state.went_out == 0


def test_a_merge_is_written_merge_3_5_and_reads_back():
    merge = Action.parse("merge #3 #5")
    assert merge == Action("merge", (), 3, 5) and str(merge) == "merge #3 #5"
    for text in ("merge #3", "merge 3 5", "merge #3 #5 #6", "merge #0 #5"):
        try:
            Action.parse(text)
        except ValueError:
            continue
        raise AssertionError(f"{text!r} was read as an action")


def test_cards_of_this_turn_count_in_the_group_they_were_merged_into():
    """The Eight placed on group 3 this turn counts in group 1 once 3 joins it: the turn's
    end checks group 1, and taking the merge back gives the Eight back to group 3."""
    state = samba("""hand 0: 8c Qs Qd Qh 4c
    table 0: 8: 8c 8d 8h 8s | K: Kc Kd Kh | 8: 8h 8s 8d""")
    play(state, "meld 8c to #3")
    assert placed_this_turn(state) == {3: 1}
    play(state, "merge #1 #3")
    assert placed_this_turn(state) == {1: 1} and state.turn_points() == 10
    play(state, "undo")
    assert placed_this_turn(state) == {3: 1}
