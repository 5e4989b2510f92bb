"""Every level plays legal moves in any position, and plays them sensibly."""

from __future__ import annotations

import random
import time

import pytest

from canasta.ai.advanced import AdvancedPlayer
from canasta.ai.beginner import BeginnerPlayer
from canasta.ai.counting import CardCount
from canasta.ai.evaluation import discard_costs, going_out_threat
from canasta.ai.expert import ExpertPlayer, _still_in_the_running
from canasta.ai.player import LEVELS, make_player
from canasta.ai.policy import HeuristicPolicy
from canasta.ai.strategy import policy_for
from canasta.ai.style import ADVANCED, BEGINNER
from canasta.engine import Action, GameState
from canasta.engine.play.actions import UNDO
from canasta.engine.cards.cards import parse_cards
from canasta.variants import load_preset

from .positions import STOCK, big_pile_to_take, pile_to_stop_with_a_black_three, position, random_positions

SETUPS = [("classic", 2), ("classic", 3), ("classic", 4), ("windows", 2), ("windows", 3), ("windows", 4)]


def quick_player(level: str, seed: int = 0):
    if level == "expert":
        return ExpertPlayer(seed, time_budget=None, samples=2)
    return make_player(level, seed)


@pytest.mark.parametrize("preset,players", SETUPS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_a_legal_action(level: str, preset: str, players: int) -> None:
    count = 6 if level == "expert" else 40
    for index, state in enumerate(random_positions(preset, players, count, seed=players * 7 + len(preset))):
        seat = state.current_player()
        observation = state.observation(seat)
        action = quick_player(level, index).choose(observation)
        assert action in observation.legal_actions, (level, str(action), state.to_text())


def test_make_player_knows_every_level() -> None:
    assert [make_player(level).name for level in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_beginner_melds_what_it_can() -> None:
    state = position("classic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: Qs Qd Qh 8c 8d 8s 4c 7d 9h
        table 0: K: Kc Kd Kh
        stock: {STOCK}
        pile: 6c
    """)
    player = BeginnerPlayer(1)
    played = []
    while state.current_player() == 0 and not state.hand_over():
        action = player.choose(state.observation(0))
        played.append(str(action))
        state.apply(action)
    assert "meld Qs Qd Qh" in played and "meld 8c 8d 8s" in played
    assert played[-1].startswith("discard")


def test_advanced_takes_a_big_pile_it_can_take() -> None:
    state = big_pile_to_take()
    assert AdvancedPlayer(1).choose(state.observation(0)) == Action("take")


def small_samba_pile(cards_drawn: int) -> GameState:
    """Seat 0 of four to draw in Samba (`cards_drawn` cards a turn), with a pair of Kings
    for a pile of two cards: the King on top starts a group of Kings, and the Queen under
    it pairs with the one in hand."""
    state = position("samba", f"""
        players: 4
        current: 0
        hand 0: Kc Ks Qs 4h 6s 8c 9d Jd Ad 5c 7h Th 6d 4s 9c
        table 0: J: Jc Jh Js
        opened 0: yes
        stock: {STOCK} {STOCK} {STOCK}
        pile: Qd Kd
    """)
    state.rules = state.rules.replace({"cards_drawn": cards_drawn})
    return state


def test_advanced_leaves_a_small_pile_for_the_two_cards_of_the_stock() -> None:
    """Two cards from the stock are worth more than a King and a Queen; one card is not."""
    assert AdvancedPlayer(1).choose(small_samba_pile(2).observation(0)) == Action("draw")
    assert AdvancedPlayer(1).choose(small_samba_pile(1).observation(0)) == Action("take")


def test_advanced_stops_the_pile_with_a_black_three() -> None:
    state = pile_to_stop_with_a_black_three()
    assert AdvancedPlayer(1).choose(state.observation(0)) == Action.parse("discard 3c")


def black_three_on_a_pile_of_one(preset: str) -> GameState:
    """Seat 0 to discard a black three, a Nine or a Five onto a pile of one card."""
    return position(preset, f"""
        players: 4
        phase: play
        current: 0
        hand 0: 3c 9h 5d
        table 0: Q: Qc Qd Qh
        table 1: K: Kc Kd Kh
        stock: {STOCK} {STOCK} {STOCK}
        pile: 6c
    """)


def test_advanced_keeps_its_black_three_for_a_bigger_pile_than_one_card() -> None:
    """A black three stops the pile for one turn: on a pile of one card it stops nothing
    worth the stop, so a card the next player cannot use goes instead."""
    state = black_three_on_a_pile_of_one("classic")
    assert AdvancedPlayer(1).choose(state.observation(0)) == Action.parse("discard 9h")


def test_where_the_pile_needs_natural_pairs_advanced_spends_its_black_three_and_a_beginner_hoards_it() -> None:
    """In Samba no pair with a wild card takes the pile, so a stop guards little more than
    the rule does: Advanced spends its black three and keeps its cards, a beginner still
    saves it for a bigger pile (measured: Advanced hoarding there loses to Advanced spending)."""
    state = black_three_on_a_pile_of_one("samba")
    assert AdvancedPlayer(1).choose(state.observation(0)) == Action.parse("discard 3c")
    count = CardCount(state, 0)
    beginner = discard_costs(state, 0, state.hands[0], BEGINNER, count, going_out_threat(state, 0))
    assert min(beginner, key=beginner.__getitem__) != parse_cards("3c")[0], beginner


def test_advanced_discards_what_the_next_player_cannot_use() -> None:
    state = position("classic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: 7h Ks 5d
        table 0: Q: Qc Qd Qh
        table 1: 7: 7c 7d 7s | K: Kc Kd Kh
        stock: {STOCK}
        pile: 4c 7d 8s 5s 8h Td Tc Jd Kh 9s 6d 4d
    """)
    assert AdvancedPlayer(1).choose(state.observation(0)) == Action.parse("discard 5d")


def test_advanced_breaks_a_pair_rather_than_feed_a_row_two_cards_from_a_canasta() -> None:
    """The pile is empty, so the Jack would give the next player little but itself: yet
    on that player's five Jacks it is a step toward the canasta that lets them go out."""
    state = position("windows", f"""
        players: 2
        phase: play
        current: 0
        hand 0: Jc 5c 5d
        table 0: Q: Qc Qd Qh
        table 1: J: Jd Jd Js Jh 2d
        stock: {STOCK}
        pile: -
    """)
    assert AdvancedPlayer(1).choose(state.observation(0)) == Action.parse("discard 5c")


def test_advanced_freezes_a_big_pile_with_a_two() -> None:
    state = position("classic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: 7h Ks 2c
        table 0: Q: Qc Qd Qh
        table 1: 7: 7c 7d 7s | K: Kc Kd Kh
        stock: {STOCK}
        pile: 4c 7d 8s 5s 8h Td Tc Jd Kh 9s 6d 4d
    """)
    player = AdvancedPlayer(1)
    chosen = []
    while state.current_player() == 0:
        action = player.choose(state.observation(0))
        chosen.append(str(action))
        state.apply(action)
    assert chosen[-1] == "discard 2c"


def test_advanced_opens_without_spending_wild_cards_it_does_not_need() -> None:
    state = position("classic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: Kc Kd Ks Ah Ac As 2c JK 5d 6h 9c
        stock: {STOCK}
        pile: 6c
    """)
    player = AdvancedPlayer(1)
    melds = []
    while state.current_player() == 0:
        action = player.choose(state.observation(0))
        if action.kind == "meld":
            melds.append(action)
        state.apply(action)
    assert state.opened[0]
    assert not any(state.rules.is_wild(card) for action in melds for card in action.cards)


def test_advanced_goes_out_when_it_can_and_is_ahead() -> None:
    state = position("windows", f"""
        players: 2
        phase: play
        current: 0
        hand 0: 8c 8d 8h 5s
        table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh
        table 1: 4: 4c 4d 4h
        hand 1: 9c 9d Jh Jd 6c 6d 7h 7s Ac
        stock: {STOCK}
        pile: 6s
    """)
    player = AdvancedPlayer(1)
    while state.current_player() == 0 and not state.hand_over():
        state.apply(player.choose(state.observation(0)))
    assert state.hand_over() and state.hand_results[-1].went_out == 0


def partner_asked(partner_hand: str) -> object:
    return position("classic", f"""
        players: 4
        phase: ask
        current: 2
        asked: yes
        asker: 0
        hand 0: 8c 8d 8h 5s
        hand 2: {partner_hand}
        table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh | 9: 9c 9d 9h
        table 1: 4: 4c 4d 4h
        hand 1: 6c 6d 7h 7s Ac Jc Jd
        hand 3: 6h 6s 7c 7d Ad Js Tc
        stock: {STOCK}
        pile: 6s
    """)


def test_partner_says_no_while_holding_much_to_meld() -> None:
    state = partner_asked("Qs Qc 9s 9c Ah Ac As JK 2d")
    assert AdvancedPlayer(1).choose(state.observation(2)) == Action("no")


def test_partner_says_yes_with_little_to_lose() -> None:
    state = partner_asked("5h 7c")
    assert AdvancedPlayer(1).choose(state.observation(2)) == Action("yes")


def test_beginner_always_lets_its_partner_go_out() -> None:
    state = partner_asked("Qs Qc 9s 9c Ah Ac As JK 2d")
    assert BeginnerPlayer(1).choose(state.observation(2)) == Action("yes")


def test_expert_is_repeatable_with_a_fixed_number_of_samples() -> None:
    state = random_positions("windows", 2, 1, seed=5)[0]
    observation = state.observation(state.current_player())
    first = ExpertPlayer(3, time_budget=None, samples=4).choose(observation)
    second = ExpertPlayer(3, time_budget=None, samples=4).choose(observation)
    assert first == second


class _SlowToFindItsMoves(ExpertPlayer):
    """An Expert whose candidate moves take longer to find than its whole time budget
    (as the takes of a word game's pile can)."""

    def candidates(self, state, rng):
        found = super().candidates(state, rng)
        time.sleep(self.time_budget * 1.2)
        return found


def _a_decision_expert_searches():
    state = random_positions("windows", 2, 1, seed=5)[0]
    return state.observation(state.current_player())


def test_finding_the_candidates_counts_toward_experts_time_and_leaves_advanceds_move() -> None:
    observation = _a_decision_expert_searches()
    searching = ExpertPlayer(3, time_budget=0.05, helpers=0)
    searching.choose(observation)
    assert searching.sampled_deals > 0  # a decision Expert searches when it has the time
    slow = _SlowToFindItsMoves(3, time_budget=0.05, helpers=0)
    action = slow.choose(observation)
    assert slow.sampled_deals == 0  # no deal sampled once the time was spent
    assert action == AdvancedPlayer(3).choose(observation)


class _SlowToPlayOut(ExpertPlayer):
    """An Expert each of whose rollouts takes longer than its whole time budget."""

    def _rollout(self, state, side, rng, policy, began=None):
        time.sleep(self.time_budget * 1.2)
        return 0.0


def test_a_sampled_deal_that_runs_past_experts_time_is_left_out() -> None:
    observation = _a_decision_expert_searches()
    slow = _SlowToPlayOut(3, time_budget=0.05, helpers=0)
    action = slow.choose(observation)
    assert slow.sampled_deals == 0  # the first deal was not played out for every candidate in time
    assert action == AdvancedPlayer(3).choose(observation)


def test_a_rollout_stops_once_the_decisions_time_is_spent() -> None:
    # A word game's rollout can take a tenth of a second: one begun in time must not play
    # on past the move's time (its deal is then left out).
    state = random_positions("bwc", 4, 1, seed=5)[0]
    policy = policy_for(state.rules, ADVANCED).rollout_policy()
    hurried, unhurried = ExpertPlayer(3, time_budget=0.05, helpers=0), ExpertPlayer(3, time_budget=60.0, helpers=0)
    a_second_ago = time.perf_counter() - 1.0
    assert hurried._rollout(state.clone(), 0, random.Random(1), policy, began=a_second_ago) is None
    assert unhurried._rollout(state.clone(), 0, random.Random(1), policy, began=a_second_ago) is not None


def test_expert_stops_sampling_moves_that_are_clearly_beaten_on_the_same_deals() -> None:
    usual = [10.0, -20.0, 40.0, 0.0] * 4          # Advanced's move, deal by deal
    better = [value + 60 for value in usual]       # the leader: 60 more on every deal
    close = [value + 58 + (30 if deal % 2 else -30) for deal, value in enumerate(usual)]  # behind by luck only
    beaten = [value - 200 for value in better]     # far behind the leader on every deal
    assert _still_in_the_running([0, 1, 2, 3], [usual, better, close, beaten]) == [0, 1, 2]


def test_in_the_word_game_expert_plays_another_move_only_when_it_is_clearly_better() -> None:
    """Another move 10 points better on average over sampled deals that vary by 40 either
    way (one and a half standard errors): in classic Expert plays it; in BWC, whose short
    hands leave a sampled deal's noise large beside what moves differ by, it keeps
    Advanced's own move unless the other is two standard errors better."""
    usual = [0.0] * 36
    other = [10.0 + (40.0 if deal % 2 else -40.0) for deal in range(36)]
    for preset, kept in (("classic", "other"), ("bwc", "usual")):
        expert = ExpertPlayer(1, time_budget=None, samples=2)
        expert.policy = policy_for(load_preset(preset), ADVANCED)
        best, _ = expert._pick([["usual"], ["other"]], [usual, other])
        assert best == [kept], preset
    sure = ExpertPlayer(1, time_budget=None, samples=2, confidence=1.0)  # a figure given stands in BWC too
    sure.policy = policy_for(load_preset("bwc"), ADVANCED)
    assert sure._pick([["usual"], ["other"]], [usual, other])[0] == ["other"]


class _PlanThatNeverEnds(HeuristicPolicy):
    """A policy whose plan lays a meld down and takes it back, again and again: what a
    heuristic plan did in one sampled deal of Expert's search, which then never ended."""

    def __init__(self) -> None:
        super().__init__(ADVANCED)
        self.plans_played = 0

    def _play_plan(self, state, rng, checked=None) -> int:
        self.plans_played += 1
        assert self.plans_played < 1000, "the turn was never cut off"
        state.apply(Action("meld", tuple(parse_cards("Qs Qd Qh"))))
        state.apply(UNDO)
        return 2


def test_a_rollout_turn_that_would_not_end_is_cut_off_and_finished() -> None:
    state = position("classic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: Qs Qd Qh 8c 4c 7d 9h
        table 0: K: Kc Kd Kh
        stock: {STOCK}
        pile: 6c
    """)
    policy = _PlanThatNeverEnds()
    policy.play_turn(state, random.Random(1), limit=20)
    assert policy.plans_played <= 10
    assert state.current_player() == 1  # the turn was finished with a discard all the same
    assert len(state.hands[0]) == 6


# Hands enough that each preset's rollouts meet such a meld (Bolivia by seed 5, Samba by seed 53).
@pytest.mark.parametrize(("preset", "hands"), [("bolivia", 24), ("samba", 80)])
def test_rollouts_play_only_moves_the_engine_allows(preset: str, hands: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Rollouts skip the move list for speed, never the judge: a meld that leaves one card
    # to a side that cannot go out is refused at a real table, and so it is in a rollout.
    watched: list[GameState] = []  # the hand being played (the judge's own copies are not checked)
    apply = GameState.apply

    def judged_apply(state: GameState, action: Action) -> None:
        if watched and state is watched[0]:
            problem = state.explain(action)
            assert problem is None, (str(action), problem)
        apply(state, action)

    monkeypatch.setattr(GameState, "apply", judged_apply)
    rules = load_preset(preset)
    policy = policy_for(rules, ADVANCED).rollout_policy()
    for seed in range(hands):
        state = GameState(rules, 4, seed=seed)
        watched[:] = [state]
        rng = random.Random(seed)
        while not state.hand_over():
            policy.play_turn(state, rng)
