"""The computer players play BWC Canasta's words (rules/bwc.md) from their observation:
legal moves in any position, and the word game's judgement of each level."""

from __future__ import annotations

import random

import pytest

from canasta.ai.advanced import AdvancedPlayer
from canasta.ai.beginner import BeginnerPlayer
from canasta.ai.expert import ExpertPlayer
from canasta.ai.player import LEVELS, make_player
from canasta.ai.policy import HeuristicPolicy
from canasta.ai.strategy import policy_for
from canasta.ai.style import ADVANCED, BEGINNER
from canasta.ai.words.finder import GROWTH_HALF, WordFinder, growth, hand_letters
from canasta.ai.words.judgement import OUT_WITH_LETTERS, position_value, table_worth, take_chance
from canasta.ai.words.going_out import going_out_plan
from canasta.ai.words.policy import WordPolicy
from canasta.engine import Action, GameState
from canasta.engine.cards.cards import parse_cards
from canasta.engine.features.lexicon import LETTERS
from canasta.variants import load_preset
from canasta.variants.hooks.bwc import lexicon

from .positions import position, random_positions

BWC = load_preset("bwc")
BWC_WORDS = lexicon(BWC)
STOCK = "Ab Eb Ib Ob Ub Ay Ey Iy Oy Uy Ag Eg Ig Og Ug Ar Er Ir Or Ur"  # a stock far from running out


def turn_of(player, state: GameState, seat: int = 0) -> list[str]:
    """The actions `player` plays for `seat` until the turn passes."""
    played = []
    while state.current_player() == seat and not state.hand_over():
        action = player.choose(state.observation(seat))
        played.append(str(action))
        state.apply(action)
    return played


def test_the_word_game_has_its_own_policy() -> None:
    assert isinstance(policy_for(BWC, ADVANCED), WordPolicy)
    assert isinstance(policy_for(load_preset("classic"), ADVANCED), HeuristicPolicy)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_a_listed_word_move(level: str, players: int) -> None:
    count = 3 if level == "expert" else 12
    for index, state in enumerate(random_positions("bwc", players, count, seed=players * 3)):
        seat = state.current_player()
        observation = state.observation(seat)
        player = ExpertPlayer(index, time_budget=None, samples=2) if level == "expert" else make_player(level, index)
        action = player.choose(observation)
        assert action in observation.legal_actions, (level, str(action), state.to_text())


def test_the_finder_reads_a_hand_without_listing_its_orderings() -> None:
    finder = WordFinder(BWC)
    letters, stars = hand_letters(BWC, parse_cards("Cr Ag Tb ST Qy"))
    assert (letters, stars) == ("acqt", 1)
    words = dict(finder.words(letters, stars))
    assert words["cat"] == 0 and words["act"] == 0 and words["cats"] == 1
    assert "quit" not in words  # two missing letters: one star, and no star for the second
    use = finder.letter_use("act", 0, ["the"], blanks=1)
    assert use["a"] > 0 and use["t"] > 0
    assert growth(BWC, "strain") > growth(BWC, "quoth")  # STRAINS, STRAINED ...; QUOTH grows into nothing


@pytest.mark.parametrize("word", ["cat", "the", "bark", "strain", "quoth", "string", "rated"])
def test_a_words_growth_counts_the_longer_words_the_word_list_finds_for_it(word: str) -> None:
    # THE grows into THEM, THEME, OTHER ...: every word with one or two letters more
    # around or between its letters, those of a canasta's length counting thrice.
    longer = BWC_WORDS.extensions(word, LETTERS * 2, 0, most_added=2)
    count = sum(3 if len(found) >= BWC.canasta_size else 1 for found, _ in longer)
    assert growth(BWC, word) == count / (count + GROWTH_HALF)


def test_a_rare_letter_takes_the_pile_less_often_than_a_common_one() -> None:
    assert take_chance(BWC, "q", 6) < take_chance(BWC, "v", 6) < take_chance(BWC, "e", 6)
    assert take_chance(BWC, "e", 2) < take_chance(BWC, "e", 8)


def opened(pile: str = "Ny Hg") -> str:
    """A position's lines: both sides have melded, seat 0 plays, a stock far from its end."""
    return f"""
    players: 4
    phase: play
    current: 0
    opened 0: yes
    opened 1: yes
    stock: {STOCK}
    pile: {pile}
"""


OPENED = opened()


def test_beginner_lays_the_longest_word_it_holds() -> None:
    state = position("bwc", OPENED + "hand 0: Sr Tb Rg Ay Ir Nb Sg Qr Zy")
    played = turn_of(BeginnerPlayer(1), state)
    assert played[0] == "meld Sr Tb Rg Ay Ir Nb Sg as strains"
    assert played[-1].startswith("discard")


def test_advanced_makes_a_canasta_rather_than_a_new_word_of_the_same_letters() -> None:
    """The S makes STRAIN a canasta (300 besides its points); Beginner lays SAX instead,
    three cards for thirty points."""
    table = "table 0: strain word: Sr Tr Rr Ab Ir Nr\n"
    hand = "hand 0: Sy Ay Xg Qr Zr\n"
    state = position("bwc", OPENED + table + hand)
    played = turn_of(AdvancedPlayer(1), state)
    assert "meld Sy to #1 as strains" in played
    assert state.canastas(0) == 1
    beginner = position("bwc", OPENED + table + hand)
    assert turn_of(BeginnerPlayer(1), beginner)[0] == "meld Sy Ay Xg as sax"


def test_advanced_keeps_its_star_for_a_canasta_where_beginner_spends_it() -> None:
    hand = "hand 0: ST Cr Tb Qg Zr Vy\n"
    state = position("bwc", OPENED + hand)
    turn_of(AdvancedPlayer(1), state)
    assert any(state.rules.is_wild(card) for card in state.hands[0])
    beginner = position("bwc", OPENED + hand)
    turn_of(BeginnerPlayer(1), beginner)
    assert not any(beginner.rules.is_wild(card) for card in beginner.hands[0])


def test_advanced_stops_a_big_pile_with_a_star_rather_than_feed_it_a_letter() -> None:
    """Any hand takes the pile with an E on top, and a star on top stops it: on nine cards
    the star is worth throwing; on one card Advanced keeps it for a canasta."""
    hand = "hand 0: ST Er Eb Ey\nhand 1: Ab Rb Ob Lg Iy Nr\n"
    big = position("bwc", opened("Ny Hg Kb Wr Ar Db Mg Py Lb") + hand)
    assert turn_of(AdvancedPlayer(1), big)[-1] == "discard ST"
    small = position("bwc", opened("Ny") + hand)
    assert turn_of(AdvancedPlayer(1), small)[-1].startswith("discard E")


def test_advanced_answers_no_while_its_hand_holds_many_points_of_words() -> None:
    state = position("bwc", f"""
        players: 4
        phase: ask
        current: 2
        asked: yes
        asker: 0
        opened 0: yes
        hand 0: Er Sb
        hand 2: Sr Tb Rg Ay Ir Nb Sg ST Jb Ab Mr
        table 0: strains word: Sr Tr Rr Ab Ir Nr Sb | trained word: Tr Rr Ab Ir Nr Eb Db
        stock: {STOCK}
        pile: Ny Hg
    """)
    assert AdvancedPlayer(1).choose(state.observation(2)) == Action("no")
    assert BeginnerPlayer(1).choose(state.observation(2)) == Action("yes")


def two_canastas_and(hand: str) -> GameState:
    """Seat 0 to meld, its side holding the two canastas that let it go out."""
    return position("bwc", OPENED + f"""
        table 0: strains word: Sr Tr Rr Ab Ir Nr Sb | trained word: Tr Rr Ab Ir Nr Eb Db
        hand 0: {hand}
    """)


def test_going_out_lays_the_words_that_use_every_letter_not_the_dearest_word_first() -> None:
    """FORMS is the best word of F O G S R I M, and leaves I and G, which make no word;
    FOGS and RIM lay the whole hand down."""
    state = two_canastas_and("Mg Ig Og Fy Sb Gg Rg")
    assert turn_of(AdvancedPlayer(1), state) == ["meld Fy Og Rg Mg Sb as forms", "discard Gg"]
    plan = going_out_plan(two_canastas_and("Mg Ig Og Fy Sb Gg Rg"))
    assert plan is not None and [str(action) for action in plan] == [
        "meld Fy Og Gg Sb as fogs", "meld Rg Ig Mg as rim", "out"]
    assert going_out_plan(position("bwc", OPENED + "hand 0: Mg Ig Og Fy Sb Gg Rg")) is None  # no canastas yet


def test_expert_goes_out_where_advanced_lays_its_best_word_and_keeps_two_letters() -> None:
    state = two_canastas_and("Mg Ig Og Fy Sb Gg Rg")
    played = turn_of(ExpertPlayer(1, time_budget=None, samples=8), state)
    assert played[-1] == "out" and state.hand_over()


def test_a_side_about_to_go_out_is_judged_with_its_bonus_and_the_others_letters_in_full() -> None:
    """Seat 0's side holds its two canastas and seat 0 one letter: it goes out within the
    round about one time in four, for a bonus of 100, and the letters the other side holds
    (Z X J K and V, 90 points) then count against it by that chance in full. Without the
    canastas, the side's letters (Q, M and P, 40 points) are held like any others."""
    hands = "hand 0: Qr\nhand 1: Zr Xg Jb Kb\nhand 2: Mb Py\nhand 3: Vr\n"
    near = position("bwc", OPENED + hands + "table 0: strains word: Sr Tr Rr Ab Ir Nr Sb | "
                                             "trained word: Tr Rr Ab Ir Nr Eb Db\n")
    chance = OUT_WITH_LETTERS[1]  # measured by bench/race.py: about one in four
    assert position_value(near, 0) >= table_worth(near, 0) - 0.6 * 40 + chance * 100
    assert position_value(near, 1) == pytest.approx(table_worth(near, 1) - (0.6 + 0.4 * chance) * 90)
    far = position("bwc", OPENED + hands + "table 0: strain word: Sr Tr Rr Ab Ir Nr\n")
    assert position_value(far, 0) == table_worth(far, 0) - 0.6 * 40
    assert position_value(far, 1) == table_worth(far, 1) - 0.6 * 90


def test_expert_finishes_a_bwc_hand() -> None:
    levels = [ExpertPlayer(seat, time_budget=None, samples=1) if seat % 2 == 0
              else make_player(("advanced", "beginner")[seat // 2 % 2], seat) for seat in range(4)]
    state = GameState(BWC, 4, seed=23)
    while not state.hand_over():
        seat = state.current_player()
        observation = state.observation(seat)
        action = levels[seat].choose(observation)
        assert action in observation.legal_actions
        state.apply(action)
    assert state.hand_results[-1].hand_number == 1


def test_a_word_move_is_matched_by_its_word_not_only_by_its_letters() -> None:
    from canasta.ai.sandbox import match_legal
    cat = Action("meld", tuple(parse_cards("Cr Ag Tb")), word="cat")
    act = Action("meld", tuple(parse_cards("Ag Cr Tb")), word="act")
    assert match_legal(BWC, cat, [act]) is None
    assert match_legal(BWC, Action("meld", tuple(parse_cards("Cb Ag Tb")), word="cat"), [act, cat]) == cat


def test_a_computer_player_prepared_for_bwc_has_built_the_word_tables_before_its_first_move() -> None:
    # The table lets the players prepare while the cards are dealt: the tables of how
    # words grow, how often a letter takes the pile and finds a word are then ready.
    from canasta.ai.words import finder, judgement

    for table in (finder._longer_words, finder.letter_share, judgement.take_chances):
        table.cache_clear()
    make_player("advanced", 1).prepare(BWC)
    for table in (finder._longer_words, finder.letter_share, judgement.take_chances):
        assert table.cache_info().currsize == 1
    make_player("advanced", 1).prepare(load_preset("classic"))  # the card games build nothing
    assert finder._longer_words.cache_info().currsize == 1
