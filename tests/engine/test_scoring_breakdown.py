from .helpers import play, position


def test_the_end_of_hand_breakdown_lists_every_part_of_the_score():
    state = position("classic", """
        players: 2
        phase: play
        current: 0
        hand 0: Kc Kd Kh Ks Kc Kd JK 9s
        red threes 0: 3h
        hand 1: 4c 4d Ah
        red threes 1: 3d
        pile: 8d
        stock: 4h
    """)
    state.rules = state.rules.replace({"canastas_to_go_out": 1})
    play(state, "meld Kc Kd Kh Ks Kc Kd JK", "discard 9s")
    result = state.hand_results[-1]
    assert result.sides[0].rows() == [
        ("Cards on the table", 110),
        ("Cards in hand", 0),
        ("Mixed canastas (1)", 300),
        ("Red threes (1)", 100),
        ("Going out concealed", 200),
        ("Total", 710),
    ]
    assert result.sides[1].rows() == [
        ("Cards on the table", 0),
        ("Cards in hand", -30),
        ("Red threes (1)", -100),
        ("Total", -130),
    ]
