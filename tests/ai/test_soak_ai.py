"""Soak: computer players finish whole games to the target score (or the number of hands a
rule set plays) under every preset with each number of seats it allows, never choosing an
illegal action and never getting stuck.

The default run plays 108 games with Beginner and Advanced, nine (each lineup three
times) for each of the 108-card presets and seat counts, one of each longer rule set (Samba, Brazilian, Chilean, Italian,
Modern American, BWC) at its usual number of players and the first hands of one at each other count,
and three with Expert on a tiny budget (Kanastic among them), with hands of Italian's and
Brazilian's besides; CANASTA_SOAK_GAMES sets the number of games per preset and seat count
instead (CANASTA_SOAK_GAMES=17 plays the 204 games the suite once played, about twice its time)."""

from __future__ import annotations

import os

import pytest

from canasta.ai.expert import ExpertPlayer
from canasta.ai.player import make_player
from canasta.engine import Action, GameState
from canasta.variants import available_presets, load_preset

SETTINGS = [(preset, players) for preset in available_presets() for players in load_preset(preset).player_counts]
# 108 games of the 108-card rule sets to 5,000 (the first nine seeds of each; the suite played
# 17 a setting, 204 games, the largest share of its time: CANASTA_SOAK_GAMES=17); one of each longer one (the Samba family: 162
# cards, 10,000 points and more; Modern American: 8,500, four players; BWC's 128 cards)
# for every seat count,
# to keep the suite within its five minutes.
# Five and six seats play the first hands of a game like the longer ones (six play to 7,500 or
# 10,000; five play four-player hands, one of the side of three sitting out each).
SHORT = [setting for setting in SETTINGS if load_preset(setting[0]).deck_spec.size(4) <= 108
         and load_preset(setting[0]).target_score <= 5000 and setting[1] <= 4]
GAMES_PER_SETTING = int(os.environ.get("CANASTA_SOAK_GAMES", 9))
GAMES_PER_LONG_SETTING = int(os.environ.get("CANASTA_SOAK_GAMES", 1))
# A longer rule set at a number of players other than its usual one: these first hands of a
# game (a whole game there took up to 14 s), unless CANASTA_SOAK_GAMES asks for whole games.
FIRST_HANDS = None if "CANASTA_SOAK_GAMES" in os.environ else 3
MAX_HANDS = 80
MAX_ACTIONS_PER_HAND = 5000
LINEUPS = [("advanced", "beginner"), ("beginner", "advanced"), ("advanced", "advanced")]


def play_hand(state: GameState, levels: list) -> None:
    """Play the hand in progress to its end, every action chosen by the seat's player."""
    actions = 0
    while not state.hand_over():
        seat = state.current_player()
        observation = state.observation(seat)
        action = levels[seat].choose(observation)
        assert action in observation.legal_actions, f"illegal '{action}' in\n{state.to_text()}"
        state.apply(action)
        actions += 1
        assert actions < MAX_ACTIONS_PER_HAND, f"a hand that does not end:\n{state.to_text()}"
        assert not state.check() or state.hand_over(), state.check()


def play_game(preset: str, players: int, levels: list, seed: int, hands: int | None = None) -> GameState:
    """The game played to its end, or its first `hands` hands."""
    state = GameState(load_preset(preset), players, seed=seed)
    for _ in range(MAX_HANDS):
        play_hand(state, levels)
        if state.is_terminal() or state.hand_number == hands:
            return state
        state.play(Action("deal"))
    raise AssertionError(f"no winner after {MAX_HANDS} hands: {state.scores}")


@pytest.mark.parametrize("preset,players", SETTINGS)
def test_games_reach_the_target_score(preset: str, players: int) -> None:
    """... or, where a game is a number of hands (Hand and Foot), play them all."""
    rules = load_preset(preset)
    short = (preset, players) in SHORT
    hands = None if short or players == rules.players else FIRST_HANDS
    for game in range(GAMES_PER_SETTING if short else GAMES_PER_LONG_SETTING):
        lineup = LINEUPS[game % len(LINEUPS)]
        levels = [make_player(lineup[seat % 2], game * 10 + seat) for seat in range(players)]
        state = play_game(preset, players, levels, seed=1000 * players + game, hands=hands)
        if hands is not None and not state.is_terminal():
            assert state.hand_number == hands and state.hand_over()
            continue
        assert state.is_terminal()
        if rules.game_length_hands is None:
            assert max(state.scores) >= rules.target_score
        else:
            assert state.hand_number >= rules.game_length_hands and state.scores.count(max(state.scores)) == 1


@pytest.mark.parametrize("preset,players", [("classic", 4), ("windows", 2), ("kanastic", 3)])
def test_expert_finishes_a_game(preset: str, players: int) -> None:
    levels = [ExpertPlayer(seat, time_budget=None, samples=1) if seat % 2 == 0 else make_player("advanced", seat)
              for seat in range(players)]
    state = play_game(preset, players, levels, seed=77)
    assert state.is_terminal()


@pytest.mark.parametrize("players, six_player_sides", [(5, None), (6, "two_of_three"), (6, "three_of_two")])
def test_every_level_plays_hands_with_five_and_six_seats(players: int, six_player_sides: str | None) -> None:
    """Expert, Advanced and Beginner side by side at five and six seats (partners the side
    map names, one or two of them, the seat sitting out never asked to move)."""
    rules = load_preset("classic")
    if six_player_sides is not None:
        rules = rules.replace({"six_player_sides": six_player_sides})
    kinds = ("expert", "advanced", "beginner")
    levels = [ExpertPlayer(seat, time_budget=None, samples=1) if kinds[seat % 3] == "expert"
              else make_player(kinds[seat % 3], seat) for seat in range(players)]
    state = GameState(rules, players, seed=43)
    for _ in range(2):
        out = state.sitting_out()
        play_hand(state, levels)
        assert state.hand_results[-1].hand_number == state.hand_number
        assert all(not state.thrown[seat] for seat in out)  # never played
        if state.is_terminal():
            break
        state.play(Action("deal"))


@pytest.mark.parametrize("preset", ["cuban", "uruguayan", "british"])
def test_expert_finishes_hands_of_cuban_uruguayan_and_british(preset: str) -> None:
    """Wild melds, the always-frozen pile, black threes set aside, Acaba and its question:
    Expert plays two hands of each through in partnership, beside Advanced and Beginner."""
    levels = [ExpertPlayer(seat, time_budget=None, samples=1) if seat % 2 == 0
              else make_player(("advanced", "beginner")[seat // 2 % 2], seat) for seat in range(4)]
    state = GameState(load_preset(preset), 4, seed=41)
    for _ in range(2):
        play_hand(state, levels)
        assert state.hand_results[-1].hand_number == state.hand_number
        if state.is_terminal():
            break
        state.play(Action("deal"))


@pytest.mark.parametrize("players", [2, 4])
def test_expert_finishes_italian_hands(players: int) -> None:
    """The pozzo's hidden cards, the melds of Twos and the empty stock that ends a hand:
    Expert plays Italian hands through beside Advanced and Beginner."""
    levels = [ExpertPlayer(seat, time_budget=None, samples=1) if seat % 2 == 0
              else make_player(("advanced", "beginner")[seat // 2 % 2], seat) for seat in range(players)]
    state = GameState(load_preset("italian"), players, seed=31)
    for _ in range(2):
        play_hand(state, levels)
        assert state.hand_results[-1].hand_number == state.hand_number
        state.play(Action("deal"))


@pytest.mark.parametrize("level", ["beginner", "advanced", "expert"])
def test_every_level_finishes_bolivia_hands_going_out_only_with_an_escalera(level: str) -> None:
    """Bolivia's going out needs an escalera: each level plays hands to their end, never
    choosing an illegal action, and a side that goes out has one."""
    def player(seat: int):
        if level == "expert" and seat == 0:
            return ExpertPlayer(seat, time_budget=None, samples=1)
        return make_player(level if seat % 2 == 0 else "advanced", 40 + seat)

    state = GameState(load_preset("bolivia"), 2, seed=31)
    levels = [player(seat) for seat in range(2)]
    for _ in range(2):
        play_hand(state, levels)
        out = state.hand_results[-1].went_out
        if out is not None:
            assert state.hand_results[-1].sides[state.side_of(out)].figure("sequence_canastas") >= 1
        if state.is_terminal():
            break
        state.play(Action("deal"))


@pytest.mark.parametrize("level", ["beginner", "advanced", "expert"])
def test_every_level_finishes_brazilian_hands_at_the_canasta_stages(level: str) -> None:
    """Brazilian from 7,000 (a canasta first), 8,000 (and 200 points) and 9,000 (a natural
    canasta or better), with partners who must be asked before going out."""
    stages = ((7000, 4, 5), (8000, 3, 6), (9000, 2, 7)) if level != "expert" else ((7000, 4, 5), (9000, 2, 7))
    for score, players, seed in stages:
        levels = [ExpertPlayer(seat, time_budget=None, samples=1) if level == "expert"
                  else make_player(level, seat) for seat in range(players)]
        state = GameState(load_preset("brazilian"), players, seed=seed)
        state.scores = [score] * state.sides
        play_hand(state, levels)
        assert state.hand_over()


@pytest.mark.parametrize("players", [4, 6])
def test_expert_finishes_hand_and_foot_hands_and_a_foot_comes_into_a_hand(players: int) -> None:
    """Hand and Foot: a foot nobody sees, picked up once the hand is used up, going out only
    from it. Expert plays its hands through beside Advanced and Beginner, and at least one
    player gets to the foot."""
    levels = [ExpertPlayer(seat, time_budget=None, samples=1) if seat % 2 == 0
              else make_player(("advanced", "beginner")[seat // 2 % 2], seat) for seat in range(players)]
    state = GameState(load_preset("hand_and_foot"), players, seed=77)
    play_hand(state, levels)
    assert state.hand_over() and not all(state.feet)


@pytest.mark.parametrize("level", ["beginner", "advanced", "expert"])
def test_every_level_finishes_modern_american_hands(level: str) -> None:
    """Modern American: pure Sevens and Aces, the meld base, a wild meld that locks the wild
    cards, discard limits, bonus cards and special hands: each level plays hands to their end
    beside Advanced, never choosing an illegal action, and a side that goes out holds no
    incomplete pure or wild meld."""
    def player(seat: int):
        if level == "expert" and seat == 0:
            return ExpertPlayer(seat, time_budget=None, samples=1)
        return make_player(level if seat % 2 == 0 else "advanced", 50 + seat)

    state = GameState(load_preset("modern_american"), 4, seed=41)
    levels = [player(seat) for seat in range(4)]
    for _ in range(2):
        play_hand(state, levels)
        out = state.hand_results[-1].went_out
        if out is not None:
            lines = state.hand_results[-1].sides[state.side_of(out)].lines
            assert not any(line.part == "incomplete_melds" for line in lines)
        if state.is_terminal():
            break
        state.play(Action("deal"))
