"""A BWC game saved in the middle of a turn, after words were laid, letters put into a
word, two words joined and a letter switched, loads into the same position, takes the
same moves back and plays on the same: a save file holds word moves as text
(`meld Cr Ag Tb as cat`) and reads them back."""

from canasta.ai.player import make_player
from canasta.engine import Action
from canasta.engine.game.record import GameRecord
from canasta.persistence.saves import load_game, save_game
from canasta.variants import load_preset

BWC = load_preset("bwc")
WORD_MOVES = ("meld", "merge", "switch", "take")


def test_a_bwc_game_saved_mid_turn_after_word_moves_loads_the_same(tmp_path):
    record = GameRecord(BWC, 2, 17, seats=["Ann | human", "Computer | computer advanced"])
    state = record.new_state()
    players = [make_player("advanced", 17), make_player("advanced", 18)]
    words_made = 0
    # Computers play both seats until the third word move of the game, made in a turn
    # that goes on: the save is made then, before the turn's discard.
    while not state.hand_over():
        action = players[state.current].choose(state.observation(state.current))
        state.play(action)
        record.actions.append(action)
        words_made += action.kind in WORD_MOVES
        if words_made >= 3 and state.turn_moves and not state.hand_over():
            break
    assert sum(" as " in str(action) for action in record.actions) >= 3
    path = tmp_path / "words.can"
    save_game(path, record)
    loaded = load_game(path)
    assert loaded.state.to_text() == state.to_text()
    assert loaded.state.legal_actions() == state.legal_actions()
    if Action("undo") in state.legal_actions():
        for game in (state, loaded.state):
            game.play(Action("undo"))
        assert loaded.state.to_text() == state.to_text()
    for game in (state, loaded.state):
        game.play(game.legal_actions()[-1])
    assert loaded.state.to_text() == state.to_text()



def test_a_save_of_a_version_that_let_a_switch_go_back_still_loads(tmp_path, monkeypatch):
    """Before a switch was refused that puts the side's words back as they were earlier in
    the turn, random computers switched one letter between two words to and fro (the soak's
    game seed 878646809). A save made then replays as it was played, the switches back
    too; once loaded, the rule holds."""
    from canasta.simulate import random_chooser
    from canasta.variants.hooks.bwc import switch_moves

    seed = 878646809
    record = GameRecord(BWC, 4, seed, seats=[f"Computer {seat} | computer random" for seat in range(4)])
    state = record.new_state()
    choosers = [random_chooser(seed * 10 + seat) for seat in range(4)]
    comes_back = switch_moves.comes_back_problem
    went_back = 0
    with monkeypatch.context() as before_the_rule:
        before_the_rule.setattr(switch_moves, "comes_back_problem", lambda state, action: None)
        while went_back < 3:
            action = choosers[state.current](state)
            went_back += action.kind == "switch" and comes_back(state, action) is not None
            state.play(action)
            record.actions.append(action)
    path = tmp_path / "to-and-fro.can"
    save_game(path, record)
    loaded = load_game(path).state
    assert loaded.to_text() == state.to_text()
    last = loaded.switches[-1]
    table = loaded.tables[loaded.side_of(loaded.current)]
    back = Action("switch", (last.out, table.by_id(last.into).cards[last.place]), last.into, last.source)
    assert loaded.explain(back) == ("This switch would put your side's words back as they were earlier this turn: "
                                    "take the switches back instead.")
