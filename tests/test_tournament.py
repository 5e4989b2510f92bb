"""The duplicate tournament's tally: what a deal won, tied or lost means."""

from canasta.tournament import DealResult, outcomes


def test_a_deal_both_levels_scored_alike_is_tied_not_lost() -> None:
    results = [DealResult(0, 250), DealResult(1, 0), DealResult(2, -40), DealResult(3, 0), DealResult(4, 5)]
    assert outcomes(results) == (2, 2, 1)
