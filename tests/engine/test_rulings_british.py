"""The British Canasta rulings of docs/rules/cuban-uruguayan-british.md ("british N"), each as a
small example.

Classic Canasta plus Acaba: in his own turn a player may concede the hand. It ends at once;
every other side scores 1,500 and his side nothing. With a partner he may first ask "May I
say Acaba?", and the answer binds as when asking to go out."""

import dataclasses
import random

import pytest

from canasta.ai.acaba import acaba_answer, acaba_move
from canasta.engine import Action, GameState, Phase
from canasta.engine.features.acaba import conceding_side
from canasta.engine.play.actions import ACABA, ASK_ACABA, NO, YES
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal

BRITISH = load_preset("british")


def british(text: str, players: int = 4) -> GameState:
    return position("british", f"players: {players}\n" + text)


DRAW = """
    phase: draw
    current: 0
    hand 0: 4c 5c 6c 9c Kd
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    stock: 7c 7d 7h 7s
    pile: 9d
"""
PLAY = DRAW.replace("phase: draw", "phase: play")


def rows(state: GameState, side: int) -> list[tuple[str, int]]:
    return state.hand_results[-1].sides[side].rows()


# 1. Classic plus Acaba -------------------------------------------------------------------------------------


def test_1_british_is_classic_with_acaba_and_nothing_else():
    classic = load_preset("classic")
    differ = {field.name for field in dataclasses.fields(classic)
              if getattr(classic, field.name) != getattr(BRITISH, field.name)}
    assert differ == {"name", "title", "source", "description", "acaba_award"}
    assert BRITISH.acaba_award == 1500


def test_1_classic_has_no_acaba():
    state = position("classic", DRAW)
    assert refusal(state, "acaba") == "These rules have no Acaba: a hand cannot be conceded."
    assert refusal(state, "ask acaba") == "These rules have no Acaba: a hand cannot be conceded."
    assert "acaba" not in legal(state)


# 2. When Acaba may be said --------------------------------------------------------------------------------


def test_2_acaba_may_be_said_before_drawing_by_a_side_that_has_not_melded():
    state = british(DRAW)
    assert "acaba" in legal(state) and "ask acaba" in legal(state)
    play(state, "acaba")
    assert state.phase == Phase.HAND_OVER


def test_2_acaba_may_be_said_after_drawing_and_melding_before_the_discard():
    state = british(PLAY.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: 4c 4d 4h 9c Kd") + "opened 0: yes")
    play(state, "meld 4c 4d 4h")
    assert "acaba" in legal(state)
    play(state, "acaba")
    assert state.phase == Phase.HAND_OVER


def test_2_acaba_may_be_said_while_taking_the_pile():
    state = british(DRAW.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: 9c 9h 5c 6c Kd") + "opened 0: yes")
    play(state, "take")
    assert state.taking is not None or state.took_pile
    play(state, "acaba")
    assert state.phase == Phase.HAND_OVER


def test_2_never_in_another_players_turn_not_even_by_a_partner_asked_a_question():
    state = british(PLAY)
    play(state, "ask acaba")
    assert state.current == 2
    assert refusal(state, "acaba") == "Your partner asked \"May I say Acaba?\": answer yes or no."
    assert legal(state) == ["yes", "no"]


# 3. The hand ends at once, 1500 to every other side -------------------------------------------------------


def test_3_the_conceding_side_scores_nothing_and_the_other_side_exactly_1500():
    state = british(PLAY + """opened 0: yes
    opened 1: yes
    table 0: K: Kc Kh Ks Kc Kh Ks 2c
    table 1: Q: Qc Qd Qh Qs Qc Qd Qh
    red threes 0: 3h 3d
    red threes 1: 3h""")
    play(state, "acaba")
    assert rows(state, 0) == [("Acaba (conceded the hand)", 0), ("Total", 0)]
    assert rows(state, 1) == [("Acaba", 1500), ("Total", 1500)]
    assert state.scores == [0, 1500]
    assert conceding_side(state.hand_results[-1]) == 0
    assert state.hand_results[-1].went_out is None


def test_3_with_three_players_each_of_the_two_others_scores_1500():
    state = british("""
    phase: draw
    current: 1
    hand 0: 4d 5d 6d 8d
    hand 1: 4c 5c 6c 9c
    hand 2: 4h 5h 6h 8h
    stock: 7c 7d 7h 7s
    scores: 100 200 300""", players=3)
    assert "ask acaba" not in legal(state)  # nobody to ask
    assert refusal(state, "ask acaba") == "There is no partner to ask: say Acaba yourself if you mean to concede."
    play(state, "acaba")
    assert state.scores == [1600, 200, 1800]


def test_3_melds_of_the_conceding_turn_are_not_checked():
    # The pile is taken and its top card waits for the natural pair: the turn could not end.
    state = british(DRAW.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: 9c 9h 5c 6c Kd") + "opened 0: yes")
    play(state, "take")
    assert state.taking is not None
    assert refusal(state, "discard Kd").startswith("Make a meld with the top card to take the pile")
    play(state, "acaba")
    assert state.scores == [0, 1500]
    assert state.check() == []  # the Nine left alone on the table is not a fault


def test_3_a_first_meld_short_of_the_minimum_may_be_laid_as_the_turn_can_end_by_acaba():
    # Three Fours are 15 of the 50 a first meld needs, and nothing else in the hand melds:
    # in classic the meld is refused (the turn could not end), in British it is laid, and
    # the turn then ends only by saying Acaba.
    text = PLAY.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: 4c 4d 4h 9c Kd")
    assert refusal(position("classic", "players: 4\n" + text), "meld 4c 4d 4h") is not None
    state = british(text)
    assert "meld 4c 4d 4h" in legal(state)
    play(state, "meld 4c 4d 4h")
    assert refusal(state, "discard Kd").startswith("Your first meld needs at least 50 points")
    assert "acaba" in legal(state) and not any(move.startswith("discard") for move in legal(state))
    # Asking the partner now could only bring a "no" that leaves the turn no end.
    assert "ask acaba" not in legal(state)
    assert refusal(state, "ask acaba").startswith("Your melds this turn can end only by saying Acaba")
    play(state, "acaba")
    assert state.scores == [0, 1500]


def test_3_a_meld_laid_in_a_turn_acaba_may_end_must_still_be_a_meld():
    # Acaba leaves the first meld unchecked, not the rules of melds: two black threes and a
    # Two are no meld in British (as in classic), and two Nines are none yet.
    state = british(PLAY.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: 3s 3c 2h 9c 9d Td"))
    assert refusal(state, "meld 3s 3c 2h") is not None
    assert refusal(state, "meld 9c 9d") is not None
    assert "meld 3s 3c 2h" not in legal(state)


def test_3_after_the_partners_no_to_acaba_the_short_first_meld_is_refused():
    text = PLAY.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: 4c 4d 4h 9c Kd")
    state = british(text)
    play(state, "ask acaba")
    play(state, "no")
    assert refusal(state, "meld 4c 4d 4h") is not None
    assert "meld 4c 4d 4h" not in legal(state)


# 4. Asking the partner -------------------------------------------------------------------------------------


def test_4_after_no_acaba_may_not_be_said_this_turn():
    state = british(PLAY)
    play(state, "ask acaba", "no")
    assert state.current == 0 and state.phase == Phase.PLAY
    assert refusal(state, "acaba") == "Your partner said no: you may not say Acaba this turn."
    assert "acaba" not in legal(state)
    play(state, "discard 9c")  # the turn goes on as usual


def test_4_after_yes_acaba_must_be_said_and_nothing_else_is_done():
    state = british(PLAY)
    play(state, "ask acaba", "yes")
    assert legal(state) == ["acaba"]
    assert refusal(state, "discard 9c") == "Your partner said yes to Acaba: you must say Acaba now."
    play(state, "acaba")
    assert state.scores == [0, 1500]


def test_4_asked_before_drawing_the_answer_hands_back_the_draw():
    state = british(DRAW)
    play(state, "ask acaba", "no")
    assert state.phase == Phase.DRAW and state.current == 0
    assert refusal(state, "acaba") == "Your partner said no: you may not say Acaba this turn."
    play(state, "draw")
    assert state.phase == Phase.PLAY


def test_4_each_question_may_be_asked_once_a_turn():
    state = british(PLAY)
    play(state, "ask acaba", "no")
    assert refusal(state, "ask acaba") == "You have already asked your partner \u201cMay I say Acaba?\u201d this turn."
    assert "ask acaba" not in legal(state)
    play(state, "discard 9c", "draw", "discard 8d", "draw", "discard 8h", "draw", "discard 8s", "draw")
    assert "ask acaba" in legal(state)  # a new turn: the question may be asked again


def test_4_the_go_out_question_is_its_own():
    # "May I go out?" after the Acaba question: the answer is about going out, not Acaba.
    state = british(PLAY.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: Kc Kh Ks 9c")
                    + "opened 0: yes\ntable 0: Q: Qc Qd Qh Qs Qc Qd Qh")
    play(state, "ask acaba", "no")
    assert "ask" in legal(state)
    play(state, "ask")
    assert refusal(state, "acaba") == "Your partner asked \"May I go out?\": answer yes or no."
    play(state, "yes")
    assert state.permission is True and state.acaba_answer == "no"


def test_4_a_computer_partner_says_yes_only_when_the_other_side_is_far_ahead():
    behind = british(PLAY + """opened 1: yes
    table 1: Q: Qc Qd Qh Qs Qc Qd Qh | J: Jc Jd Jh Js Jc Jd Jh | T: Tc Td Th Ts Tc Td Th
    red threes 1: 3h 3d 3c""")
    play(behind, "ask acaba")
    assert acaba_answer(behind) == YES
    close = british(PLAY + """opened 1: yes
    table 1: Q: Qc Qd Qh""")
    play(close, "ask acaba")
    assert acaba_answer(close) == NO


def test_4_a_computer_player_concedes_only_when_the_other_side_is_far_ahead():
    far = british(DRAW + """opened 1: yes
    table 1: Q: Qc Qd Qh Qs Qc Qd Qh | J: Jc Jd Jh Js Jc Jd Jh | T: Tc Td Th Ts Tc Td Th | A: Ac Ad Ah As Ac Ad Ah
    red threes 1: 3h 3d 3c 3s""")
    assert acaba_move(far) == ACABA
    assert acaba_move(british(DRAW + "opened 1: yes\ntable 1: Q: Qc Qd Qh Qs Qc Qd Qh")) is None


def test_4_a_computer_player_a_little_past_the_award_behind_asks_his_partner_first():
    table = ("opened 1: yes\ntable 1: Q: Qc Qd Qh Qs Qc Qd Qh | J: Jc Jd Jh Js Jc Jd Jh | A: Ac Ad Ah As Ac Ad\n"
             "red threes 1: 3h 3d 3c")
    state = british(DRAW + table)
    assert acaba_move(state) == ASK_ACABA
    play(state, "ask acaba")
    assert state.current == 2
    state.play(acaba_answer(state))  # the partner sees the same table: yes
    assert state.current == 0 and acaba_move(state) == ACABA  # and then he must say it
    alone = british(DRAW.replace("hand 3: 4s 5s 6s 8s\n", "") + table.replace("table 1", "table 1"), players=3)
    assert acaba_move(alone) is None  # no partner to ask, and not far enough behind to concede alone



def test_4_expert_leaves_conceding_to_that_judgement_and_searches_only_the_draws():
    """Asking "May I say Acaba?" where the partner will say no is a draw in disguise: a
    search that weighed it asked at nearly every turn, and it was the hint at the first
    turn of a hand."""
    from canasta.ai.expert import ExpertPlayer

    even = british(DRAW.replace("pile: 9d", "pile: 9d 5h"))
    expert = ExpertPlayer(1, time_budget=None, samples=8)
    kinds = {action.kind for candidate in expert.candidates(even, random.Random(1)) for action in candidate}
    assert "askacaba" not in kinds and "acaba" not in kinds and "draw" in kinds
    assert expert.choose(even.observation(0)).kind not in ("acaba", "askacaba")
    far = british(DRAW + """opened 1: yes
    table 1: Q: Qc Qd Qh Qs Qc Qd Qh | J: Jc Jd Jh Js Jc Jd Jh | T: Tc Td Th Ts Tc Td Th | A: Ac Ad Ah As Ac Ad Ah
    red threes 1: 3h 3d 3c 3s""")
    assert expert.choose(far.observation(0)) == ACABA

# 5. The game ends as usual ---------------------------------------------------------------------------------


def test_5_the_1500_may_carry_the_other_side_past_5000_and_end_the_game():
    state = british(DRAW + "scores: 4000 3600")
    play(state, "acaba")
    assert state.scores == [4000, 5100]
    assert state.phase == Phase.GAME_OVER


# The moves as text, and a game played with them ------------------------------------------------------------


def test_the_moves_read_and_write_as_players_type_them():
    assert str(Action.parse("ask acaba")) == "ask acaba"
    assert Action.parse("acaba") == ACABA


def test_a_position_waiting_for_the_acaba_answer_reads_back_the_same():
    state = british(DRAW)
    play(state, "ask acaba")
    again = GameState.from_text(state.to_text(), rules=BRITISH)
    assert again.to_text() == state.to_text()
    play(again, "no")
    assert again.phase == Phase.DRAW and again.acaba_answer == "no"
    assert GameState.from_text(again.to_text(), rules=BRITISH).acaba_answer == "no"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_acaba_keep_the_move_list_and_the_judge_agreeing(players):
    from canasta.ai.random_player import choose_random_action
    rng = random.Random(players)
    state = GameState(BRITISH, players, seed=players)
    conceded = 0
    for _ in range(1500):
        if state.phase == Phase.GAME_OVER:
            break
        actions = state.legal_actions()
        for action in actions:
            assert state.explain(action) is None, action
        action = choose_random_action(actions, rng) if rng.random() > 0.02 or state.phase == Phase.ASK \
            else next((a for a in actions if a.kind in ("acaba", "askacaba")), actions[0])
        state.play(action)
        if state.phase == Phase.HAND_OVER and conceding_side(state.hand_results[-1]) is not None:
            conceded += 1
    assert conceded > 0


def test_a_saved_game_with_acaba_questions_and_a_conceded_hand_loads_and_replays(tmp_path):
    from canasta.engine.game.record import GameRecord
    from canasta.persistence.saves import load_game, save_game
    record = GameRecord(BRITISH, 4, seed=3, seats=["Ann | human"] + ["Bot | computer beginner"] * 3)
    state = record.new_state()
    for move in ("ask acaba", "no", "draw"):
        action = Action.parse(move)
        state.play(action)
        record.actions.append(action)
    discard = next(action for action in state.legal_actions() if action.kind == "discard")
    for action in (discard, Action.parse("ask acaba"), YES, ACABA):
        state.play(action)
        record.actions.append(action)
    assert state.phase == Phase.HAND_OVER and state.scores == [1500, 0]
    save_game(tmp_path / "british.canasta", record)
    loaded = load_game(tmp_path / "british.canasta")
    assert loaded.state.same_position(state) and loaded.record.replay().same_position(state)
