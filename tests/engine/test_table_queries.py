"""The read-only questions the table asks: score stages, blocked turns, taking the pile,
golden suits in rank order, and the line-by-line breakdown of a hand's score."""

import pytest

from canasta.engine import Action, GameState, parse_cards
from canasta.engine.game.queries import blocked_turns, first_meld_requirement, laid_out, pile_take_mode
from canasta.engine.scoring.scoring import hand_breakdown
from canasta.simulate import play_hand, random_chooser
from canasta.variants import load_preset
from canasta.engine.scoring.standard_parts import DOUBLED_FIRST_MELD, DOUBLED_WILD_DISCARD
from canasta.variants.hooks.kanastic import treasure_pot_points

from .helpers import play, position


def kanastic(text: str) -> GameState:
    return position("kanastic", text)


# Score stages and the first meld -----------------------------------------------------------------


@pytest.mark.parametrize("score, text", [
    (-200, "Stage I: first meld 45, or a golden suit"),
    (1495, "Stage I: first meld 45, or a golden suit"),
    (1500, "Stage II: first meld 90, at most 1 wild card, or a golden suit"),
    (3000, "Stage III: first meld 120, at most 2 wild cards, or a golden suit"),
    (7000, "Stage IV: first meld a canasta, at most 3 wild cards, or a golden suit"),
])
def test_kanastic_score_stages_come_from_the_preset(score, text):
    assert first_meld_requirement(load_preset("kanastic"), score).describe() == text


def test_rules_without_staged_limits_name_only_the_points():
    requirement = first_meld_requirement(load_preset("classic"), 1600)
    assert not requirement.staged and requirement.describe() == "First meld 90"


# The blocked pile --------------------------------------------------------------------------------

BLOCKING = """
    players: 4
    phase: play
    current: 0
    hand 0: SW 9c 4d
    hand 1: 7h 9d 9s 4c
    hand 2: 7s 5c 5d
    hand 3: 9h 4h 5h 6h
    pile: 7c
    stock: 8h 8d 8s 8c 6c 6d 6s 4s
"""


def test_a_block_lasts_until_the_blockers_next_turn():
    state = kanastic(BLOCKING)
    assert blocked_turns(state) == 0
    play(state, "discard SW")
    assert blocked_turns(state) == 3  # seats 1, 2 and 3 play before seat 0 again
    play(state, "draw", "discard 9d")
    assert blocked_turns(state) == 2
    play(state, "draw", "discard 5c", "draw")
    assert blocked_turns(state) == 1
    play(state, "discard 9h")
    assert blocked_turns(state) == 0


def test_with_two_players_a_block_lasts_one_turn():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: SH 9c
        hand 1: 7h 9d
        pile: 7c
        stock: 8h 8d 8s
    """)
    play(state, "discard SH")
    assert blocked_turns(state) == 1


# Taking the pile ---------------------------------------------------------------------------------


def test_taking_means_the_top_card_before_the_side_melds_and_the_whole_pile_after():
    state = kanastic("""
        players: 2
        phase: draw
        hand 0: Kd Ks 5c
        hand 1: 4c
        pile: 6d Kh
        stock: 8h 8d 8s 8c
    """)
    assert pile_take_mode(state) == "top"
    state.opened[0] = True
    assert pile_take_mode(state) == "pickup"
    classic = position("classic", "players: 2\nphase: draw\nhand 0: 5c\npile: 6d\nstock: 8h")
    assert pile_take_mode(classic) == "pile"


# Golden suits in rank order ----------------------------------------------------------------------


def run_text(cards: str) -> list[str]:
    return [f"{card}={rank}" for card, rank in laid_out(load_preset("kanastic"), "G", parse_cards(cards))]


def test_a_golden_suit_is_laid_out_in_rank_order_with_artifacts_in_the_gaps():
    assert run_text("9g 7g AR 6g") == ["6g=6", "7g=7", "AR=8", "9g=9"]


def test_spare_artifacts_extend_the_run_upwards_then_downwards():
    assert run_text("Qg AR Kg Jg") == ["Jg=J", "Qg=Q", "Kg=K", "AR=A"]
    assert run_text("Kg AR Ag Qg AR") == ["AR=T", "AR=J", "Qg=Q", "Kg=K", "Ag=A"]


# Treasure Pots -----------------------------------------------------------------------------------


def test_treasure_pots_count_against_a_side_until_it_melds():
    state = kanastic("""
        players: 2
        phase: draw
        hand 0: 5c
        hand 1: 6c
        table 1: 4: 4h 4d 4s
        treasure pots 0: TP TP
        treasure pots 1: TP
        pile: 6d
        stock: 8h
    """)
    assert treasure_pot_points(state, 0) == -200
    assert treasure_pot_points(state, 1) == 100


# The breakdown of a hand -------------------------------------------------------------------------


def lines_of(state: GameState, side: int) -> list[tuple[str, int]]:
    return hand_breakdown(state.hand_results[-1])[side]


def test_the_breakdown_shows_shields_aces_golden_suits_and_both_doublings():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: Ad As Ac Ah Ad As Ac AR
        table 0: G: 6g 7g 8g 9g Tg Jg Qg
        opened 0: yes
        hand 1: 5c SH SH
        treasure pots 1: TP
        pile: 6d
        stock: 4h
    """)
    play(state, "meld Ad As Ac Ah Ad As Ac", "discard AR")
    assert lines_of(state, 0) == [
        ("Cards on the table", 140 + 55),
        ("Cards in hand", 0),
        ("Natural canastas of Aces (1)", 1000),
        ("Natural golden suits (1)", 5000),
        ("Going out", 200),
        (DOUBLED_WILD_DISCARD, 6395),
        ("Total", 12790),
    ]
    assert lines_of(state, 1) == [
        ("Cards on the table", 0),
        ("Cards in hand", -5),
        ("Shields in hand (2)", -200),
        ("Treasure Pots (1, no meld)", -100),
        (DOUBLED_WILD_DISCARD, -305),
        ("Total", -610),
    ]


def test_going_out_on_the_first_meld_shows_both_bonuses_and_its_doubling():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: Kh Kd Ks Kc Kd Ks Kc AR
        hand 1: 5c 5d
        pile: 6d
        stock: 4h
    """)
    play(state, "meld Kh Kd Ks Kc Kd Ks Kc", "discard AR")
    assert lines_of(state, 0) == [
        ("Cards on the table", 70),
        ("Cards in hand", 0),
        ("Natural canastas (1)", 600),
        ("Going out", 200),
        ("Going out on the first meld", 200),
        (DOUBLED_FIRST_MELD, 1070),
        (DOUBLED_WILD_DISCARD, 2140),
        ("Total", 4280),
    ]


@pytest.mark.parametrize("preset", ["classic", "windows", "kanastic"])
def test_the_lines_of_every_side_add_up_to_its_total(preset):
    rules = load_preset(preset)
    for game in range(12):
        state = GameState(rules, 2 + game % 3, seed=500 + game)
        play_hand(state, [random_chooser(game * 10 + seat) for seat in range(state.players)])
        result = state.hand_results[-1]
        for side, lines in enumerate(hand_breakdown(result)):
            assert lines[-1] == ("Total", result.sides[side].total)
            assert sum(points for _, points in lines[:-1]) == result.sides[side].total, lines
        state.play(Action("deal"))
