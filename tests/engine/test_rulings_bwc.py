"""The BWC rulings of docs/rules/bwc.md ("bwc N"), each as a small example.

128 cards, 124 letter cards in four colours (red r, blue b, green g, yellow y) and four stars (ST);
every meld is a word of the word list, written `meld Cr Ag Tb as cat`; a star stands for
the letter of its place. Two players need one canasta to go out, four in partnerships two."""

import pytest

from canasta.engine import Action, GameState, Phase, variant_of
from canasta.engine.play.actions import ASK, UNDO
from canasta.engine.scoring.scoring import score_side
from canasta.simulate import random_chooser
from canasta.variants import load_preset
from canasta.variants.hooks.bwc.turn import canastas_in_reach
from canasta.variants.hooks.bwc.turn_search import end_plan

from .helpers import play, position, refusal


def bwc(text: str) -> GameState:
    return position("bwc", text)


def words(state: GameState, side: int = 0) -> list[tuple[str, str]]:
    """The side's words: what each spells, and its cards in order."""
    return [(meld.key, " ".join(map(str, meld.cards))) for meld in state.tables[side]]


OPENED = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: Ab Eb Ib Ob
    pile: Ny
"""


def test_4_a_word_is_three_or_more_letters_of_the_word_list_read_left_to_right():
    state = bwc(OPENED + "hand 0: Cr Ag Tb Sy Oy")
    assert refusal(state, "meld Tb Ag Cr as cat") == "The blue T is not the C of CAT."
    assert refusal(state, "meld Cr Ag Tb as cta") == "The green A is not the T of CTA."
    assert refusal(state, "meld Ag Tb Cr as atc") == "ATC is not in the word list."
    assert refusal(state, "meld Ag Tb as at") == "A word needs at least 3 letters."
    assert refusal(state, "meld Cr Ag Tb") == "Say which word the cards make."
    play(state, "meld Cr Ag Tb as cat")
    assert words(state) == [("cat", "Cr Ag Tb")]


def test_4_a_side_may_hold_the_same_word_twice():
    state = bwc(OPENED + "hand 0: Cr Ag Tb Cb Ay Ty Sy Oy")
    play(state, "meld Cr Ag Tb as cat", "meld Cb Ay Ty as cat")
    assert words(state) == [("cat", "Cr Ag Tb"), ("cat", "Cb Ay Ty")]


def test_5_a_star_stands_for_the_letter_of_its_place_one_star_for_every_two_letters():
    state = bwc(OPENED + "hand 0: Cr ST Tb Br ST ST Sy Oy")
    play(state, "meld Cr ST Tb as cat")
    (cat,) = state.tables[0].melds
    assert cat.key[cat.cards.index(cat.cards[1])] == "a"  # the star is CAT's A
    assert refusal(state, "meld Br ST ST Sy as bets") == \
        "BETS holds 2 stars: a word holds at most one star for every 2 letters."


def test_6b_letters_go_in_front_behind_or_between_the_letters_keep_their_order():
    table = "table 0: the word: Tr Hr Er\n"
    state = bwc(OPENED + table + "hand 0: Mb Eb Ob Rb Sy Ly")
    play(state, "meld Mb Eb to #1 as theme")
    assert words(state) == [("theme", "Tr Hr Er Mb Eb")]
    state = bwc(OPENED + table + "hand 0: Mb Eb Ob Rb Sy Ly")
    play(state, "meld Ob Rb to #1 as other")
    assert words(state) == [("other", "Ob Tr Hr Er Rb")]
    # The new cards fill the places the old word leaves, in the order given: the E in the
    # middle, the M last.
    state = bwc(OPENED + table + "hand 0: Mb Eb Ob Rb Sy Ly")
    play(state, "meld Eb Mb to #1 as theme")
    assert words(state) == [("theme", "Tr Hr Eb Mb Er")]


def test_6b_letters_are_never_rearranged():
    state = bwc(OPENED + "table 0: eat word: Er Ab Ty\nhand 0: Mb Xb Cy Sy Oy")
    assert refusal(state, "meld Mb to #1 as team") == (
        "These letters cannot make EAT into TEAM: the letters of a word keep their order, and the new cards "
        "fill the other places in the order given.")
    play(state, "meld Xb Cy to #1 as exact")
    assert words(state) == [("exact", "Er Xb Ab Cy Ty")]


def test_6c_two_words_joined_end_to_end_make_a_canasta_of_seven_letters_or_more():
    state = bwc(OPENED + "table 0: bar word: Br Ab Ry | king word: Kb Ir Ng Gy | the word: Tr Hr Er\n"
                         "hand 0: Sy Oy Ly")
    assert refusal(state, "merge #2 #1") == "KINGBAR is not in the word list."
    assert refusal(state, "merge #3 #1") == \
        "THE and BAR make only 6 letters: words are joined only into a word of 7 letters or more."
    play(state, "merge #1 #2")
    assert words(state) == [("barking", "Br Ab Ry Kb Ir Ng Gy"), ("the", "Tr Hr Er")]
    play(state, "undo")
    assert words(state) == [("bar", "Br Ab Ry"), ("king", "Kb Ir Ng Gy"), ("the", "Tr Hr Er")]


def test_6_letters_taken_back_leave_the_word_as_it_was():
    state = bwc(OPENED + "table 0: the word: Tr Hr Er\nhand 0: Mb Eb Ob Rb Sy Ly")
    play(state, "meld Eb Mb to #1 as theme", "undo")
    assert words(state) == [("the", "Tr Hr Er")]
    assert sorted(map(str, state.hands[0])) == ["Eb", "Ly", "Mb", "Ob", "Rb", "Sy"]


def test_7_a_canasta_is_seven_letters_natural_in_one_colour_without_a_star():
    rules = load_preset("bwc")
    word = variant_of(rules).spoken_kind
    assert word is not None
    natural = state_cards("Br Ar Rr Kr Ir Nr Gr")
    assert word.bonus(rules, "barking", natural) == ("natural", 500)
    assert word.bonus(rules, "barking", state_cards("Br Ar Rr Kr Ib Nr Gr")) == ("mixed", 300)
    assert word.bonus(rules, "barking", state_cards("Br Ar Rr Kr ST Nr Gr")) == ("mixed", 300)
    assert word.bonus(rules, "bark", natural[:4]) is None


def test_7_canasta_and_canastas_score_their_bonus_twice():
    rules = load_preset("bwc")
    word = variant_of(rules).spoken_kind
    assert word is not None
    assert word.bonus(rules, "canasta", state_cards("Cr Ar Nr Ab Sr Tr Ay")) == ("mixed", 600)


def test_10_eleven_cards_each_to_four_players_and_a_star_never_starts_the_pile():
    rules = load_preset("bwc")
    for seed in range(40):
        state = GameState(rules, 4, seed=seed)
        assert [len(hand) for hand in state.hands] == [11, 11, 11, 11]
        assert not rules.is_wild(state.pile[-1])
        assert state.card_count() == 128


def test_11_the_pile_is_taken_with_a_new_word_of_its_top_card_and_two_cards_or_more():
    state = bwc(OPENED.replace("phase: play", "phase: draw").replace("pile: Ny", "pile: Ky Ob Tb")
                + "hand 0: Cr Ag Sy Oy")
    play(state, "take Cr Ag as cat")
    assert words(state) == [("cat", "Cr Ag Tb")]
    assert sorted(map(str, state.hands[0])) == ["Ky", "Ob", "Oy", "Sy"] and state.pile == []
    assert state.phase == Phase.PLAY


def test_11_a_star_on_top_stops_the_pile_and_one_card_from_the_hand_is_too_few():
    draw = OPENED.replace("phase: play", "phase: draw")
    state = bwc(draw.replace("pile: Ny", "pile: Tb ST") + "hand 0: Cr Ag Sy Oy")
    assert refusal(state, "take Cr Ag as cat") == "A star on top of the pile stops it from being taken."
    state = bwc(draw.replace("pile: Ny", "pile: Tb") + "hand 0: Cr Ag Sy Oy")
    assert refusal(state, "take Ag as at") == \
        "Take the pile with at least two cards from your hand and the top card."
    assert refusal(state, "take") == \
        "Take the pile with a word: the top card and at least two cards from your hand that spell it with " \
        "the top card."


def test_11_a_side_that_has_not_melded_takes_the_pile_only_with_its_first_meld_from_the_hand():
    draw = """
        players: 2
        phase: draw
        current: 0
        stock: Ab Eb Ib Ob
        pile: Ky Zb Tb
    """
    # CAT is 20 points, and nothing else in the hand makes a word: 50 cannot be reached.
    state = bwc(draw + "hand 0: Cr Ag Qy Vy")
    assert refusal(state, "take Cr Ag as cat").startswith("Your first meld needs at least 50 points")
    # With JOKED (55) from the hand, CAT takes it; the pile comes once the first meld stands.
    state = bwc(draw + "hand 0: Cr Ag Jr Ob Kb Eb Dg Sy Ly")
    play(state, "take Cr Ag as cat")
    assert state.taking is not None and sorted(map(str, state.pile)) == ["Ky", "Zb"]
    play(state, "meld Jr Ob Kb Eb Dg as joked")
    assert state.taking is None and state.pile == [] and "Zb" in map(str, state.hands[0])


def test_12_the_first_meld_needs_50_points_or_at_1500_ninety_or_a_word_of_five_letters():
    first = """
        players: 2
        phase: play
        current: 0
        scores: 1600 0
        stock: Ab Eb Ib Ob
        pile: Ny
    """
    state = bwc(first + "hand 0: Sr Tr Ar Rr Er Ob Ly")
    play(state, "meld Sr Tr Ar Rr Er as stare")  # 25 points, but five letters
    assert state.explain(Action.parse("discard Ob")) is None
    # Below 1500, 50 points: CAT (20) is refused where the rest of the hand cannot make up
    # the difference (a meld after which the turn could not end is never made).
    state = bwc(first.replace("1600", "0") + "hand 0: Cr Ag Tb Ob Ly")
    assert refusal(state, "meld Cr Ag Tb as cat") == (
        "Your first meld needs at least 50 points: after that meld your hand could not make it and keep a card "
        "to discard.")
    state = bwc(first.replace("1600", "0") + "hand 0: Cr Ag Tb Jr Ob Kb Eb Dg Ly Sy")
    play(state, "meld Cr Ag Tb as cat")
    assert refusal(state, "discard Ly") == "Your first meld needs at least 50 points; you have 20 on the table."
    play(state, "meld Jr Ob Kb Eb Dg as joked", "discard Ly")


def test_13_any_card_may_be_discarded_a_star_too():
    state = bwc(OPENED + "hand 0: ST Ob Ly")
    play(state, "discard ST")
    assert state.pile[-1].rank == "ST" and state.current == 1


def test_14_going_out_needs_a_canasta_with_two_players():
    state = bwc(OPENED + "table 0: cat word: Cr Ag Tb\nhand 0: Sy Ob")
    assert refusal(state, "meld Sy to #1 as cats").startswith("Keep two cards, one to discard and one to hold")
    state = bwc(OPENED + "table 0: cat word: Cr Ag Tb | barking word: Br Ab Ry Kb Ir Ng Gy\nhand 0: Sy Ob")
    play(state, "meld Sy to #1 as cats", "discard Ob")
    assert state.went_out == 0


def test_15_once_the_stock_is_empty_a_top_card_that_goes_into_a_word_must_be_taken_so():
    empty = """
        players: 2
        phase: draw
        current: 0
        opened 0: yes
        stock: -
        pile: Ky Mb
        table 0: the word: Tr Hr Er
        hand 0: Sy Ob Ly
    """
    state = bwc(empty)
    assert [str(action) for action in state.legal_actions()] == ["take to #1 as them"]
    assert refusal(state, "stop") == \
        "The stock is empty and the top card makes THEM with your word THE: you must take the pile that way."
    play(state, "take to #1 as them")
    assert words(state) == [("them", "Tr Hr Er Mb")] and "Ky" in map(str, state.hands[0])
    # A top card that goes into no word: the pile may be left, which ends the hand.
    state = bwc(empty.replace("pile: Ky Mb", "pile: Ky Qb"))
    assert "stop" in [str(action) for action in state.legal_actions()]
    play(state, "stop")
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


def test_17_the_hand_scores_the_words_their_canastas_and_going_out_less_the_cards_held():
    state = bwc(OPENED + "table 0: barking word: Br Ab Ry Kb Ir Ng Gy\nhand 0: Cr Ag Tb Ob\nhand 1: Qy Zb")
    play(state, "meld Cr Ag Tb as cat", "discard Ob")
    assert state.went_out == 0
    lines = {line.label: line.points for line in state.hand_results[-1].sides[0].lines}
    # BARKING 15+5+5+15+5+5+10 = 60, CAT 20; a mixed canasta; going out.
    assert lines == {"Cards on the table": 80, "Cards in hand": 0, "Mixed canastas (1)": 300, "Going out": 100}
    assert {line.label: line.points for line in state.hand_results[-1].sides[1].lines}["Cards in hand"] == -40


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_listed_word_move_is_one_the_judge_accepts(players):
    """The move list (a sensible set of word moves) offers only moves the judge accepts,
    and no position of random play leaves the player without one."""
    rules = load_preset("bwc")
    for seed in range(2):
        state = GameState(rules, players, seed=seed)
        chooser = random_chooser(seed)
        while not state.hand_over():
            actions = state.legal_actions()
            assert any(action.kind != "undo" for action in actions), state.to_text()
            for action in actions:
                assert state.explain(action) is None, (str(action), state.to_text())
            state.play(chooser(state))


@pytest.mark.parametrize("players", [2, 4])
def test_a_computer_players_turn_moves_are_the_move_list_less_asking_and_taking_back(players):
    """And the quick count of canastas in reach never refuses a going out the search finds."""
    rules = load_preset("bwc")
    turn = variant_of(rules).spoken_turn
    for seed in range(2):
        state = GameState(rules, players, seed=seed)
        chooser = random_chooser(seed)
        while not state.hand_over():
            if state.phase == Phase.PLAY:
                listed = [action for action in state.legal_actions() if action not in (ASK, UNDO)]
                assert turn.turn_moves(state) == listed, state.to_text()
                if not canastas_in_reach(state):
                    assert end_plan(GameState.from_text(state.to_text()), True) is None, state.to_text()
            state.play(chooser(state))


def state_cards(text: str) -> list:
    from canasta.engine import parse_cards
    return parse_cards(text)


SWITCHING = OPENED + "table 0: barking word: Br Ab Rr Kr Ir Nr Gr | cat word: Cr Ar Tr\n"


def test_9_a_letter_of_a_mixed_canasta_is_switched_for_the_same_letter_to_make_it_natural():
    state = bwc(SWITCHING + "hand 0: Ar Sy Oy")
    play(state, "switch Ar for Ab in #1")
    assert words(state)[0] == ("barking", "Br Ar Rr Kr Ir Nr Gr")
    assert "Ab" in map(str, state.hands[0])
    assert state.tables[0].melds[0].kind.bonus(state.rules, "barking", state.tables[0].melds[0].cards) == \
        ("natural", 500)
    play(state, "undo")
    assert words(state)[0] == ("barking", "Br Ab Rr Kr Ir Nr Gr") and "Ar" in map(str, state.hands[0])


def test_9_a_star_standing_for_a_letter_is_switched_out_into_the_hand():
    state = bwc(OPENED + "table 0: barking word: Br ST Rr Kr Ir Nr Gr\nhand 0: Ar Sy Oy")
    play(state, "switch Ar for ST in #1", "discard Sy")
    assert words(state)[0] == ("barking", "Br Ar Rr Kr Ir Nr Gr") and "ST" in map(str, state.hands[0])


def test_9_the_letter_may_come_from_another_word_which_takes_the_card_switched_out():
    state = bwc(SWITCHING + "hand 0: Sy Oy")
    play(state, "switch Ar for Ab in #1 from #2")
    assert words(state) == [("barking", "Br Ar Rr Kr Ir Nr Gr"), ("cat", "Cr Ab Tr")]


def test_9_only_a_mixed_canasta_is_switched_into_and_it_must_end_the_turn_natural():
    state = bwc(OPENED + "table 0: barking word: Br Ab Rr Kr Ir Nb Gr | cat word: Cr Ab Tr\n"
                         "hand 0: Ar Sy Oy")
    assert refusal(state, "switch Ar for Ab in #2") == "Letters are switched only in a canasta: CAT is not one."
    assert refusal(state, "switch Ar for Nb in #1").startswith("The red A cannot take the place of the blue N")
    # One red A only: the blue N would stay, so the canasta could not end the turn natural.
    assert refusal(state, "switch Ar for Ab in #1") == \
        "BARKING was switched into, so it must be a natural canasta when your turn ends: every letter red, no star."
    # Two switches in one turn make it natural.
    state = bwc(OPENED + "table 0: barking word: Br Ab Rr Kr Ir Nb Gr\nhand 0: Ar Nr Sy Oy")
    play(state, "switch Ar for Ab in #1")
    assert refusal(state, "discard Sy") == \
        "BARKING was switched into, so it must be a natural canasta when your turn ends: every letter red, no star."
    play(state, "switch Nr for Nb in #1", "discard Sy")
    natural = bwc(OPENED + "table 0: barking word: Br Ar Rr Kr Ir Nr Gr\nhand 0: Ab Sy Oy")
    assert refusal(natural, "switch Ab for Ar in #1") == "BARKING is a natural canasta already."


def test_9_a_canasta_switched_into_and_joined_to_another_word_makes_that_word_end_natural():
    state = bwc(OPENED + "table 0: air word: Ar Ir Rr | mailing word: Mb ST Ib Lg Ib Nb Gb\nhand 0: Ay Sr Or")
    state.apply(Action.parse("switch Ay for ST in #2"))  # (the judge refuses it: MAILING could not end natural)
    state.apply(Action.parse("merge #1 #2"))
    assert words(state) == [("airmailing", "Ar Ir Rr Mb Ay Ib Lg Ib Nb Gb")]
    assert refusal(state, "discard Sr") == ("AIRMAILING was switched into, so it must be a natural canasta when "
                                            "your turn ends: every letter blue, no star.")


def test_9_a_switch_is_listed_only_where_switches_can_make_the_canasta_natural():
    # Each star and each letter of another colour needs a card of its letter in the canasta's colour.
    one_short = bwc(OPENED + "table 0: barking word: Br Ab Rr Kr Ir Nb Gr\nhand 0: Ar Sy Oy")
    assert not [action for action in one_short.legal_actions() if action.kind == "switch"]
    both = bwc(OPENED + "table 0: barking word: Br Ab Rr Kr Ir Nb Gr\nhand 0: Ar Nr Sy Oy")
    assert sorted(str(action) for action in both.legal_actions() if action.kind == "switch") == \
        ["switch Ar for Ab in #1", "switch Nr for Nb in #1"]


COMING_BACK = ("This switch would put your side's words back as they were earlier this turn: take the switches "
               "back instead.")


def test_9_a_switch_may_not_put_the_words_back_as_they_were_earlier_in_the_turn():
    # The red A goes into BARKING from the hand; the blue A that came out may not go back in
    # for it: going back is taking the switch back.
    state = bwc(SWITCHING + "hand 0: Ar Sy Oy")
    play(state, "switch Ar for Ab in #1")
    assert refusal(state, "switch Ab for Ar in #1") == COMING_BACK
    assert "switch Ab for Ar in #1" not in [str(action) for action in state.legal_actions()]
    play(state, "undo")
    assert words(state)[0] == ("barking", "Br Ab Rr Kr Ir Nr Gr") and "Ar" in map(str, state.hands[0])


def test_9_letters_switched_between_two_words_do_not_go_back_and_forth():
    # Found by the soak: random players switched one letter between two words to and fro,
    # and the turn never ended. The red A goes from WALKING into BARKING, the blue A from
    # BARKING into WALKING; the blue A may not come back into BARKING for it.
    state = bwc(OPENED + "table 0: barking word: Br Ab Rr Kr Ir Nr Gr | walking word: Wb Ar Lb Kb ST Nb Gb\n"
                         "hand 0: Sy Oy")
    play(state, "switch Ar for Ab in #1 from #2")
    assert words(state) == [("barking", "Br Ar Rr Kr Ir Nr Gr"), ("walking", "Wb Ab Lb Kb ST Nb Gb")]
    assert refusal(state, "switch Ab for Ar in #1 from #2") == COMING_BACK
    assert not [action for action in state.legal_actions() if action.kind == "switch"]
    play(state, "discard Sy")


def test_9_a_switch_may_not_come_back_to_any_earlier_state_of_the_turn():
    # Two switches make BARKING natural. Switching the blue A back in would leave it mixed
    # with only the way back to end natural, the red A again, which it had before: refused.
    state = bwc(OPENED + "table 0: barking word: Br Ab Rr Kr Ir Nb Gr\nhand 0: Ar Nr Sy Oy")
    play(state, "switch Ar for Ab in #1", "switch Nr for Nb in #1")
    assert words(state)[0] == ("barking", "Br Ar Rr Kr Ir Nr Gr")
    assert refusal(state, "switch Ab for Ar in #1") == \
        "BARKING was switched into, so it must be a natural canasta when your turn ends: every letter red, no star."
    # Made all the same, the next switch may not bring back the words the turn began with.
    state.apply(Action.parse("switch Ab for Ar in #1"))
    assert refusal(state, "switch Nb for Nr in #1") == COMING_BACK
    assert refusal(state, "switch Ar for Ab in #1") == COMING_BACK
    play(state, "undo", "discard Sy")


def test_14_without_the_canastas_in_reach_asking_is_refused_at_once():
    # Four players need two canastas: one short word and five cards can make one at most.
    state = bwc("""
        players: 4
        phase: play
        current: 0
        opened 0: yes
        table 0: cat word: Cr Ab Tr
        hand 0: Sr Ey Ay Lb Ob
        stock: Ab Eb Ib Ob
        pile: Ny
    """)
    assert not canastas_in_reach(state)
    assert refusal(state, "ask") == "Ask only when you can go out this turn."


def test_15_a_take_that_would_leave_only_a_last_card_that_may_not_go_out_is_not_forced():
    # Found by the soak: four players need two canastas to go out; the pile is one card.
    state = bwc("""
        players: 4
        phase: draw
        current: 0
        opened 0: yes
        stock: -
        pile: Er
        table 0: nova word: Ny Oy Vg Ab
        hand 0: Fy
        hand 1: Hy
        hand 2: Wg
        hand 3: Kg
    """)
    assert [str(action) for action in state.legal_actions()] == ["stop"]
    assert refusal(state, "take to #1 as novae") == ("Keep two cards, one to discard and one to hold: with one card "
                                                     "left you could only go out, and that needs 2 canastas.")


def test_may_i_go_out_is_judged_alike_before_and_after_the_move_list_is_made():
    """Found by the replay property: whether a turn can still end is a search within a
    budget, and an answer that leant on what earlier questions had found let a player ask
    in play where the same position, loaded from the record, refused it. (The player can go
    out: B into VIE makes VIBE, NUT and MEGS join into NUTMEGS, and the V is discarded; the
    search finds it since switches that cannot make a canasta natural are no longer tried.)"""
    text = """
        players: 4
        phase: play
        current: 2
        opened 0: yes
        opened 1: yes
        hand 0: Qb Qy Qr Lr
        hand 1: Xb Nb Zr
        hand 2: Vg By
        hand 3: Eb
        table 0: hoofing word: Hy Oy Ob Fg Ir ST Gr | jeeps word: Jg Er Ey Pb Sb | ivy word: Ig Vb Yy | """ \
        """hardly word: Hr Ar ST Dr Lg Yg | loge word: Lb Oy Gb Er | wig word: Wr Ig Gy | jaw word: Jb Ag Wb | """ \
        """nut word: Ng Ub Tr | cox word: Cr Ob Xr | megs word: Mb Eg Gg Sr | bark word: Bb Ay Ry Ky | """ \
        """dumb word: Dg Uy Mg Bg | cup word: Cb Uy Py | vie word: Vr Iy Ey | pyx word: Pr Yb Xy
        table 1: whiz word: Wy Hb Ib Zy | acrobats word: Ay ST Rr Og Br Ar Tg Sy | fjords word: Fy Jy Or Rb Db Sg
        stock: Kb Qg Cy My Kr Ty Eg Pg Ib Ly Fb Ub Zb Ug Ur Zg Ir Tb Yr Rg Nr Jr Ny Fr Ag Ab Og Or Ug Ab Kg Ur
        pile: Xg Wg
    """
    asked_first = bwc(text).explain(ASK)
    state = bwc(text)
    listed = "ask" in [str(action) for action in state.legal_actions()]
    asked_after = state.explain(ASK)
    assert asked_first is None and asked_after is None
    assert listed
