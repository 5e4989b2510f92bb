"""The duplicate tournament's tally: what a deal won, tied or lost means; and a match's
deals kept in a record file."""

from canasta.tournament import DealResult, Match, outcomes
from canasta.tournament_records import append_result, read_results


def test_a_deal_both_levels_scored_alike_is_tied_not_lost() -> None:
    results = [DealResult(0, 250), DealResult(1, 0), DealResult(2, -40), DealResult(3, 0), DealResult(4, 5)]
    assert outcomes(results) == (2, 2, 1)


def test_a_recorded_deal_is_read_back_for_its_own_match_only(tmp_path) -> None:
    record = tmp_path / "ladder.jsonl"
    match = Match("expert", "advanced", "cuban", 4, 1, False)
    other = Match("advanced", "beginner", "cuban", 4, 1, False)
    append_result(record, match, DealResult(3, -120, [0.25, 0.0002], [0.001]), 7.5, "adcb537")
    append_result(record, other, DealResult(3, 400, [0.001], [0.001]), 1.0)
    append_result(record, match, DealResult(4, 0, error="deal 4: stuck"), 2.0)  # failed: played again
    found = read_results(record, match)
    assert list(found) == [3]
    result = found[3].result
    assert (result.deal, result.difference, result.a_times, result.b_times) == (3, -120, [0.25, 0.0002], [0.001])
    assert (found[3].seconds, found[3].code) == (7.5, "adcb537")
    assert read_results(tmp_path / "none yet.jsonl", match) == {}


def test_a_record_cut_short_by_a_stopped_run_loses_only_that_deal(tmp_path) -> None:
    record = tmp_path / "ladder.jsonl"
    match = Match("expert", "advanced", "samba", 4, 1, False)
    append_result(record, match, DealResult(0, 50, [0.1], [0.1]), 3.0)
    append_result(record, match, DealResult(1, -50, [0.1], [0.1]), 3.0)
    text = record.read_text()
    record.write_text(text[:-25])  # the run stopped while writing deal 1
    assert list(read_results(record, match)) == [0]
    append_result(record, match, DealResult(1, -50, [0.1], [0.1]), 3.0)  # played again: a line of its own
    assert sorted(read_results(record, match)) == [0, 1]
