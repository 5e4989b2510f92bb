"""The hint (H): the move Expert would make, and one line of why in a player's words."""

from __future__ import annotations

import pytest

from canasta.ai.hint import _plain_reason, suggest
from canasta.engine import Action
from canasta.variants import available_presets, load_preset

from .positions import STOCK, big_pile_to_take, pile_to_stop_with_a_black_three, position, random_positions


def test_the_hint_takes_a_big_pile_and_says_why() -> None:
    state = big_pile_to_take()
    hint = suggest(state.observation(0), time_budget=None, seed=1)
    assert hint.action == Action("take")
    assert hint.reason.startswith("Take the pile: its 10 cards are worth more than one from the stock")


def test_the_hint_stops_the_pile_with_a_black_three_and_says_why() -> None:
    state = pile_to_stop_with_a_black_three()
    hint = suggest(state.observation(0), time_budget=None, seed=1)
    assert hint.action == Action.parse("discard 3c")
    assert "the next player cannot take the pile over a black three" in hint.reason


def test_there_is_no_hint_for_a_seat_that_is_not_to_move() -> None:
    state = big_pile_to_take()  # the first seat to draw; the second asks
    with pytest.raises(ValueError, match="nothing to suggest"):
        suggest(state.observation(1))


def test_the_hint_for_a_pile_of_one_card_speaks_of_one_card() -> None:
    state = position("windows", f"""
        players: 2
        current: 0
        hand 0: 9c 9d 4h 6s Jc Kd Ad
        stock: {STOCK}
        pile: 9h
    """)
    reason = _plain_reason(state.observation(0), Action("take"))
    assert reason == "Take the pile: its one card is worth more to you than one from the stock"


def test_word_hints_spell_the_words_out() -> None:
    state = position("bwc", """
        players: 2
        phase: play
        current: 0
        opened 0: yes
        stock: Ab Eb Ib Ob
        pile: Ny
        table 0: the word: Tr Hr Er | bar word: Br Ab Ry | king word: Kb Ir Ng Gy
        hand 0: Mb Eb Cr Ag Tb ST Sy
    """)
    seen = state.observation(0)
    assert _plain_reason(seen, Action.parse("meld Cr Ag Tb as cat")) == \
        "Lay CAT: words on the table score, letters in hand count against you"
    assert _plain_reason(seen, Action.parse("meld Mb Eb to #1 as theme")) == \
        "Make your THE into THEME: a longer word brings a canasta nearer"
    assert _plain_reason(seen, Action.parse("merge #2 #3")) == "Join BAR and KING into BARKING: a canasta"
    assert _plain_reason(seen, Action.parse("discard ST")) == \
        "Discard the Star: nobody takes the pile with a star on top"
    hint = suggest(seen, time_budget=None, seed=1)
    assert hint.action in seen.legal_actions and hint.reason.endswith(".")  # (a word move once crashed the hint)


@pytest.mark.parametrize("preset", available_presets())
def test_every_move_of_every_preset_has_a_reason_in_words(preset: str) -> None:
    """Whatever the hint suggests, in any rule set, it says why in a sentence of its own,
    not the move's command."""
    for state in random_positions(preset, load_preset(preset).players, 12, seed=5):
        seen = state.observation(state.current_player())
        for action in seen.legal_actions:
            reason = _plain_reason(seen, action)
            assert reason != str(action) and reason[0].isupper() and ": " in reason, (preset, str(action), reason)


BRITISH_PLAY = f"""
    players: 4
    phase: play
    current: 0
    hand 0: 4c 5c 6c 9c Kd
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    stock: {STOCK}
    pile: 9d
"""


def test_acaba_hints_speak_of_conceding_the_hand() -> None:
    state = position("british", BRITISH_PLAY)
    seen = state.observation(0)
    assert _plain_reason(seen, Action("acaba")) == \
        "Say Acaba: your side is further behind than the 1,500 the others score for it"
    assert _plain_reason(seen, Action.parse("ask acaba")).startswith("Ask your partner \u201cMay I say Acaba?\u201d")
    state.apply(Action.parse("ask acaba"))
    asked = state.observation(2)
    assert _plain_reason(asked, Action("yes")) == \
        "Say yes: your side is further behind than the 1,500 that Acaba gives away"
    assert _plain_reason(asked, Action("no")) == "Say no: your side can still do better than giving away 1,500"
    state.apply(Action("yes"))
    assert _plain_reason(state.observation(0), Action("acaba")) == \
        "Say Acaba: your partner agreed, so the hand ends now"


def test_asked_to_go_out_the_answer_speaks_of_going_out() -> None:
    state = position("british", BRITISH_PLAY.replace("hand 0: 4c 5c 6c 9c Kd", "hand 0: 4c") + "opened 0: yes\n")
    state.apply(Action("ask"))
    assert _plain_reason(state.observation(2), Action("yes")).startswith("Say yes: your cards would not gain")


def test_italian_hints_call_the_pile_the_pozzo() -> None:
    state = position("italian", f"""
        players: 4
        current: 0
        hand 0: 9c 9d 4h 6s Jc Kd Ad
        stock: {STOCK}
        pile: 9h
    """)
    assert _plain_reason(state.observation(0), Action("take")).startswith("Take the pozzo: its one card")


def test_meld_hints_name_the_meld_as_players_do() -> None:
    state = position("samba", f"""
        players: 4
        phase: play
        current: 0
        opened 0: yes
        hand 0: 4h 5h 6h 9c 9d 9s 2c JK Kd
        table 0: 7: 7c 7d 7h | 8: 8c 8d 8s
        stock: {STOCK}
        pile: 9h
    """)
    seen = state.observation(0)
    assert _plain_reason(seen, Action.parse("meld 4h 5h 6h")) == \
        "Lay down your run of Hearts: cards on the table score, cards in hand count against you"
    assert _plain_reason(seen, Action.parse("meld 9c 9d 9s")) == \
        "Lay down your Nines: cards on the table score, cards in hand count against you"
    assert _plain_reason(seen, Action.parse("meld 2c to #1")) == \
        "Put the wild card on your Sevens: it brings a canasta nearer"
    assert _plain_reason(seen, Action.parse("meld 2c JK to #2")) == \
        "Put the 2 wild cards on your Eights: they bring a canasta nearer"


def test_modern_american_hints_lay_out_every_three() -> None:
    state = position("modern_american", f"""
        players: 4
        phase: play
        current: 0
        hand 0: 3c 2c 2d JK 9c
        stock: {STOCK}
        pile: 9h
    """)
    seen = state.observation(0)
    assert _plain_reason(seen, Action.parse("meld 3c")) == \
        "Lay out the Three of Clubs: threes score on the table and never go into a meld"
    assert _plain_reason(seen, Action.parse("meld 2c 2d JK")) == \
        "Lay down your wild meld: cards on the table score, cards in hand count against you"


def test_while_taking_the_pile_the_hint_says_the_cards_take_it() -> None:
    state = position("samba", f"""
        players: 4
        phase: draw
        current: 0
        hand 0: 7c 7d 9c 9d 9s Kc Kd Ks 4h
        stock: {STOCK}
        pile: Jh 7s
    """)
    assert Action("take") in state.legal_actions()
    state.apply(Action("take"))
    seen = state.observation(0)
    melds = [action for action in seen.legal_actions if action.kind == "meld" and action.to is not None]
    assert melds and _plain_reason(seen, melds[0]) == "Lay your Sevens with the top card: together they take the pile"


@pytest.mark.parametrize(("code", "words"), [
    ("de", "Nimm den Ablagestapel: seine 10 Karten sind mehr wert als eine vom Talon (über 160 ausprobierte"),
    ("es", "Levantá el pozo: sus 10 cartas valen más que una del mazo (en 160 repartos de prueba"),
    ("pt_BR", "Pegue o lixo: as 10 cartas dele valem mais que uma do monte (em 160 distribuições de teste"),
])
def test_the_hints_reason_is_said_in_the_players_language(code: str, words: str) -> None:
    from canasta.language import render, set_language

    hint = suggest(big_pile_to_take().observation(0), time_budget=None, seed=1)
    try:
        set_language(code)
        assert render(hint.reason).startswith(words)
    finally:
        set_language("en")
    assert hint.reason.startswith("Take the pile: its 10 cards are worth more than one from the stock (over 160")
