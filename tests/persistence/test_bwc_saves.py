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
