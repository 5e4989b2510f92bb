"""Expert's helper processes: the deals they sample count in its search, in its time."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from canasta.ai import search_helpers
from canasta.ai.expert import ExpertPlayer, HelperJob, _merged, sample_in_helper
from canasta.ai.sandbox import decision_rng, sandbox
from canasta.engine import GameState
from canasta.engine.rules.pile import PILE_POLICIES, STANDARD_PILE
from canasta.engine.rules.rules import Rules
from canasta.variants import available_presets, load_preset
from tests.engine.helpers import position

from .positions import random_positions


def _a_decision_expert_searches():
    state = random_positions("windows", 2, 1, seed=5)[0]
    return state.observation(state.current_player())


def _candidates(observation):
    expert = ExpertPlayer(3, time_budget=None)
    return expert.candidates(sandbox(observation), decision_rng(3, observation))


def test_a_helper_plays_every_candidate_on_each_of_its_deals_until_the_time_is_up() -> None:
    observation = _a_decision_expert_searches()
    candidates = _candidates(observation)
    assert len(candidates) > 1
    job = HelperJob(observation, candidates, 3, "search helper 0", time.monotonic() + 0.2, 160, 2, 2)
    values, alive = sample_in_helper(job)
    assert 0 in alive
    assert len({len(values[index]) for index in alive}) == 1  # the same deals for every candidate left
    assert len(values[0]) > 0


def test_a_helper_given_its_job_too_late_samples_nothing() -> None:
    observation = _a_decision_expert_searches()
    candidates = _candidates(observation)
    job = HelperJob(observation, candidates, 3, "search helper 0", time.monotonic() - 0.01, 160, 2, 2)
    values, alive = sample_in_helper(job)
    assert values == [[] for _ in candidates] and alive == list(range(len(candidates)))


def test_the_searches_deals_are_put_together_and_a_move_either_dropped_is_out() -> None:
    own = [[1.0, 2.0], [3.0, 4.0], [0.0, 0.0]]
    kept = _merged(own, [0, 1, 2], [[5.0], [6.0], [7.0]], [0, 1])
    assert kept == [0, 1]
    assert own[0] == [1.0, 2.0, 5.0] and own[1] == [3.0, 4.0, 6.0]


def test_expert_weighs_the_deals_its_helper_sampled(monkeypatch) -> None:
    """A helper whose 200 deals all show the second candidate 1,000 points better: the
    search, whatever its own few deals said, plays that candidate."""
    observation = _a_decision_expert_searches()
    candidates = _candidates(observation)
    jobs = []

    def helper(size, job, argument):
        jobs.append(argument)
        future = Future()
        values = [[0.0] * 200 for _ in argument.candidates]
        values[1] = [1000.0 + (deal % 3) for deal in range(200)]
        future.set_result((values, list(range(len(argument.candidates)))))
        return future

    monkeypatch.setattr(search_helpers, "submit", helper)
    expert = ExpertPlayer(3, time_budget=0.05, helpers=1)
    began, clock = time.perf_counter(), time.monotonic()
    chosen, why = expert.search(observation, candidates, began)
    assert chosen == candidates[1]
    assert expert.sampled_deals > 200
    assert len(jobs) == 1 and jobs[0].candidates == candidates
    assert clock < jobs[0].deadline <= clock + 0.05  # the helper was given the decision's own time
    assert jobs[0].salt != "search"  # and deals of its own


def test_expert_without_a_time_budget_searches_alone() -> None:
    assert ExpertPlayer(3, time_budget=None, helpers=2).helpers == 0


def test_a_helper_process_samples_deals_for_a_decision() -> None:
    """The job crosses to a real helper process and its deals come back."""
    observation = _a_decision_expert_searches()
    candidates = _candidates(observation)
    try:
        future = None
        for _ in range(100):  # the helper may still be busy with the warm-up
            job = HelperJob(observation, candidates, 3, "search helper 0", time.monotonic() + 0.3, 160, 2, 2)
            future = search_helpers.submit(1, sample_in_helper, job)
            if future is not None:
                break
            time.sleep(0.1)
        assert future is not None
        values, alive = future.result(timeout=60)
        assert 0 in alive and len({len(values[index]) for index in alive}) == 1
    finally:
        search_helpers.shut_down()


def test_a_helper_sent_a_samba_decision_values_it_as_the_searching_player_does() -> None:
    """What crosses to a helper is pickled: its deals must be played by the same rules. The
    pile's top Four goes onto the side's row of Fours; a helper whose copy of the rows was
    no longer "groups" found that take illegal and played its deals into a dead end."""
    state = position("samba", """
    players: 4
    phase: draw
    current: 0
    opened 0: yes
    opened 1: yes
    hand 0: Ah Tc Ts Kd Qs
    hand 1: 5c 6d 7h 8s 9c
    hand 2: 5d 6h 7s 8c Jd
    hand 3: 5h 6s 7c 8d Jh
    table 0: 4: 4s 4c 4h 4d 4d
    table 1: 9: 9s 9d 9h
    stock: 4h 5s 6c 7d 8h 9s Td Jc Qd Kh Ac Qh Kc Jc 6h 7c 8d 9h
    pile: 3c 3s 4d
    """)
    observation = state.observation(0)
    expert = ExpertPlayer(3, time_budget=None, samples=6)
    candidates = expert.candidates(sandbox(observation), random.Random(3))
    assert sorted(plan[0].kind for plan in candidates) == ["draw", "take"]
    here = expert._sample(observation, candidates, random.Random(7), time.perf_counter())
    sent = expert._sample(pickle.loads(pickle.dumps(observation)), candidates, random.Random(7), time.perf_counter())
    assert sent == here


def _first_move_of_a_deal(preset: str) -> HelperJob:
    """A helper's job: one deal of the first move of a new game of `preset`, played one round on."""
    rules = load_preset(preset)
    state = GameState(rules, rules.players, seed=1)
    candidates = [[state.legal_actions()[0]]]
    return HelperJob(state.observation(state.current_player()), candidates, 3, "search helper 0",
                     time.monotonic() + 20, 1, 1, 1)


def _given_to_a_helper(job, argument) -> Future:
    for _ in range(200):  # a helper may still be busy with the job before
        future = search_helpers.submit(1, job, argument)
        if future is not None:
            return future
        time.sleep(0.05)
    pytest.fail("no helper took the job")


def _helper_processes() -> set[int]:
    return {child.pid for child in multiprocessing.active_children()}


def test_a_helper_answers_a_decision_in_every_rule_set(capfd) -> None:
    """A helper is sent the rules by their options and finds each rule set's pile policy and
    meld kinds by name: one that had not imported the rule sets' hooks died on the first
    Kanastic or BWC decision, and Expert searched alone for the rest of the program."""
    search_helpers.shut_down()  # a helper of its own, started as the game starts one
    try:
        for preset in available_presets():
            values, alive = _given_to_a_helper(sample_in_helper, _first_move_of_a_deal(preset)).result(timeout=60)
            assert alive == [0] and len(values[0]) == 1, preset
    finally:
        search_helpers.shut_down()
    assert "Traceback" not in capfd.readouterr().err


def test_a_helper_killed_is_started_again_for_the_next_search(monkeypatch, caplog) -> None:
    monkeypatch.setattr(search_helpers, "_reported", set())
    search_helpers.shut_down()
    try:
        _given_to_a_helper(sample_in_helper, _first_move_of_a_deal("classic")).result(timeout=60)
        busy = _given_to_a_helper(time.sleep, 30)
        [helper] = _helper_processes()
        os.kill(helper, signal.SIGKILL)
        assert isinstance(busy.exception(timeout=20), BrokenProcessPool)  # the search it helped goes without it
        values, alive = _given_to_a_helper(sample_in_helper, _first_move_of_a_deal("samba")).result(timeout=60)
        assert alive == [0] and len(values[0]) == 1
        assert helper not in _helper_processes()
    finally:
        search_helpers.shut_down()
    died = [record for record in caplog.records if "died" in record.getMessage()]
    assert len(died) == 1 and died[0].levelname == "WARNING"


def test_a_job_a_helper_cannot_read_fails_alone_and_is_logged_once(monkeypatch, caplog, capfd) -> None:
    """Rules with a pile policy made up in this process alone cannot be rebuilt in the
    helper: the job fails, the failure is logged once, and the same helper goes on."""
    monkeypatch.setattr(search_helpers, "_reported", set())
    monkeypatch.setitem(PILE_POLICIES, "made_up", STANDARD_PILE)
    rules = Rules.from_options({"pile_taking": "made_up"})
    search_helpers.shut_down()
    try:
        _given_to_a_helper(sample_in_helper, _first_move_of_a_deal("classic")).result(timeout=60)
        helpers = _helper_processes()
        for _ in range(2):
            failure = _given_to_a_helper(repr, rules).exception(timeout=60)
            assert isinstance(failure, search_helpers.HelperFailed) and "made_up" in str(failure)
        values, alive = _given_to_a_helper(sample_in_helper, _first_move_of_a_deal("classic")).result(timeout=60)
        assert alive == [0] and len(values[0]) == 1
        assert _helper_processes() == helpers
    finally:
        search_helpers.shut_down()
    logged = [record for record in caplog.records if "made_up" in record.getMessage()]
    assert len(logged) == 1
    assert "Traceback" not in capfd.readouterr().err


_PROGRAM_WITH_A_HELPER = '''
import os, sys, time
sys.path.insert(0, {root!r})
from canasta.ai import search_helpers

def helper_pid(_):
    return os.getpid()

if __name__ == "__main__":
    future = None
    for _ in range(200):  # the first submit may find the helper busy with the warm-up
        future = search_helpers.submit(1, helper_pid, None)
        if future is not None:
            break
        time.sleep(0.05)
    print(0 if future is None else future.result(timeout=60), flush=True)  # 0: no helper could start
    time.sleep(600)
'''


def _gone(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in ("Z", "X")  # a zombie no one reaps is gone too


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the processes from /proc")
def test_a_helper_leaves_when_the_program_is_killed(tmp_path) -> None:
    """A program killed outright (no atexit runs) leaves no helper process behind."""
    script = tmp_path / "program.py"
    script.write_text(_PROGRAM_WITH_A_HELPER.format(root=str(Path(__file__).resolve().parents[2])))
    program = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        helper = int(program.stdout.readline())
        assert helper != 0, "no helper process could be started"
        assert not _gone(helper)
    finally:
        program.kill()
        program.wait(timeout=10)
    deadline = time.monotonic() + 20
    while not _gone(helper):
        if time.monotonic() > deadline:
            os.kill(helper, signal.SIGKILL)
            pytest.fail("the helper outlived the program")
        time.sleep(0.05)
