"""bench/search_gain.py judges Expert's pick rule on deals it did not pick with: the
figures quoted when Expert's ladder rate is low (Samba, session 23) must mean what they say."""

import random
import sys
from pathlib import Path

import pytest

from canasta.ai.expert import ExpertPlayer
from canasta.engine import Action

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import search_gain  # noqa: E402

DEALS = 32
ADVANCED_MOVE = [Action("discard")]
OTHER_MOVE = [Action("draw")]


def one_decision(better_by: float, noise: float, seed: int) -> search_gain.Sampled:
    """A decision whose other move leads Advanced's by `better_by` on every deal, each
    deal's lead for both moves moved alike by `noise`, and the other move's by as much again."""
    rng = random.Random(seed)
    advanced, other = [], []
    for _ in range(DEALS):
        shared = rng.gauss(0, noise)
        advanced.append(shared)
        other.append(shared + better_by + rng.gauss(0, noise))
    columns = [advanced, other]
    return search_gain.Sampled({2: columns, search_gain.FINAL: columns}, [[8] * DEALS, [8] * DEALS])


def gain(confidence: float, better_by: float, noise: float) -> float:
    decisions = [(None, [ADVANCED_MOVE, OTHER_MOVE]) for _ in range(20)]
    sampled = [one_decision(better_by, noise, seed) for seed in range(20)]
    judge = ExpertPlayer(0, time_budget=None, helpers=0, confidence=confidence)
    gains = search_gain._per_decision(search_gain._reshuffled_gains(judge, decisions, sampled, 2, DEALS // 2), 20)
    return sum(gains) / len(gains)


def test_a_move_clearly_better_than_advanceds_is_picked_and_its_gain_counted():
    # judged on the other half of the deals, whose noise moves the gain a little
    assert gain(confidence=1.0, better_by=100, noise=1) == pytest.approx(100, abs=1)


def test_a_pick_rule_that_asks_more_than_the_deals_can_show_keeps_advanceds_move_and_gains_nothing():
    assert gain(confidence=1000.0, better_by=100, noise=1) == 0


def test_a_move_worse_than_advanceds_is_left_and_costs_nothing():
    assert gain(confidence=1.0, better_by=-100, noise=1) == 0
