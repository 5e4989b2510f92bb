"""Which three a player keeps in the hand (Modern American, american 11): where every
three is laid out, a player whose side has not melded keeps one for the Straight; the
table asks the engine which card that is, to mark it."""

from canasta.engine import GameState
from canasta.engine.judge.dealing import kept_threes
from canasta.variants import load_preset

from .helpers import play, position

PLAYING = """
    phase: play
    current: 0
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    stock: 9d Qs Jc
"""


def test_a_three_held_before_the_side_has_melded_is_the_kept_one():
    state = position("modern_american", PLAYING + "hand 0: 4c 3h 6h 8s 9c")
    assert [str(card) for card in kept_threes(state, 0)] == ["3h"]
    assert kept_threes(state, 1) == []


def test_once_laid_out_it_is_kept_no_more():
    state = position("modern_american", PLAYING + "hand 0: 4c 3h 6h 8s 9c")
    play(state, "meld 3h")
    assert kept_threes(state, 0) == [] and [str(card) for card in state.red_threes[0]] == ["3h"]


def test_a_three_drawn_is_kept_while_the_side_has_not_melded_and_laid_out_once_it_has():
    drawing = PLAYING.replace("phase: play", "phase: draw").replace("stock: 9d Qs Jc", "stock: 9d Qs 3s")
    unmelded = play(position("modern_american", drawing + "hand 0: 4c 5d 6h 8s 9c"), "draw")
    assert [str(card) for card in kept_threes(unmelded, 0)] == ["3s"]
    melded = play(position("modern_american", drawing + "hand 0: 4c 5d 6h 8s 9c\nopened 0: yes\n"
                                                        "table 0: K: Kc Kd Kh"), "draw")
    assert kept_threes(melded, 0) == [] and "Qs" in map(str, melded.hands[0])


def test_rules_that_keep_no_three_name_none():
    """Classic Canasta never keeps a three; Canasta for Windows' option lets a red three
    stay in the hand, but as an ordinary card of it, to be discarded."""
    text = "phase: play\ncurrent: 0\nhand 0: 4c 3c 3h 6h\nhand 1: 4d 5d 6d\nstock: 9d"
    assert kept_threes(position("classic", text), 0) == []
    held = load_preset("classic").replace({"red_three_discard_allowed": True})
    windows_option = GameState.from_text(f"canasta position 1\nrules: classic\n{text}\n", rules=held)
    assert kept_threes(windows_option, 0) == []
