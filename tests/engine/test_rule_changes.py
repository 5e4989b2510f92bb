"""Rules changed right after a deal: the state plays on by them, the scores and hand
number standing, and the record (format 3) holds the change so it replays exactly."""

import random

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import GameState, RecordError
from canasta.engine.game.record import MELD_ID_FORMAT, PLAIN_FORMAT, GameRecord
from canasta.variants import load_preset

SEATS = ["Ann | human", "Bot | computer random"]


def second_deal(preset: str = "windows", players: int = 2, seed: int = 11) -> tuple[GameState, GameRecord]:
    """A game just dealt its second hand, and its record."""
    state = GameState(load_preset(preset), players, seed=seed)
    record = GameRecord.for_state(state, SEATS[:1] * (players - 1) + SEATS[1:])
    rng = random.Random(seed)
    while state.hand_number < 2:
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)
    assert str(record.actions[-1]) == "deal"
    return state, record


def play_on(state: GameState, record: GameRecord, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        if state.is_terminal():
            return
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)


def test_a_change_after_a_deal_keeps_the_scores_and_deals_by_the_new_rules():
    state, _ = second_deal()
    scores, dealt = list(state.scores), state.to_text()
    state.change_rules(state.rules.replace({"going_out_bonus": 300}))
    assert state.rules.going_out_bonus == 300
    assert state.to_text().split("players:")[1] == dealt.split("players:")[1], "same cards: the deal is untouched"
    state.change_rules(state.rules.replace({"hand_size": 12}))
    assert (state.scores, state.hand_number) == (scores, 2)
    assert [len(hand) for hand in state.hands] == [12, 12]
    assert state.check() == []


def test_the_rules_cannot_change_after_the_first_move_nor_between_partners():
    state, _ = second_deal()
    state.play(state.legal_actions()[0])
    with pytest.raises(ValueError, match="only right after a deal"):
        state.change_rules(state.rules.replace({"going_out_bonus": 300}))
    four, _ = second_deal("classic", 4)
    with pytest.raises(ValueError, match="partnerships cannot change"):
        four.change_rules(four.rules.replace({"partnerships": False}))


def test_a_record_with_a_rule_change_replays_to_the_same_position():
    state, record = second_deal()
    changed = state.rules.replace({"target_score": 3000, "hand_size": 13})
    state.change_rules(changed)
    record.change_rules(changed)
    play_on(state, record, 60)
    text = record.to_text()
    lines = text.splitlines()
    assert lines[1] == "format: 4"  # rule changes (format 3), and melds joined by their ids (4)
    deal = lines.index("deal")
    assert lines[deal + 1:deal + 3] == ["option hand_size = 13", "option target_score = 3000"]
    again = GameRecord.from_text(text)
    assert again.replay().to_text() == state.to_text()
    assert again.to_text() == text
    assert again.rule_changes[0].rules.target_score == 3000 and again.rules.target_score == 5000
    positions = [position.to_text() for position in again.states()]
    assert positions[-1] == state.to_text() and len(positions) == len(again.actions) + 1


def test_a_change_made_twice_at_one_deal_is_written_once_and_a_change_back_not_at_all():
    state, record = second_deal()
    original = state.rules
    record.change_rules(original.replace({"target_score": 3000}))
    record.change_rules(original.replace({"going_out_bonus": 250}))
    assert [change.options for change in record.rule_changes] == [{"going_out_bonus": 250}]
    record.change_rules(original)
    no_change = MELD_ID_FORMAT if any(action.to is not None for action in record.actions) else PLAIN_FORMAT
    assert record.rule_changes == [] and record.to_text().splitlines()[1] == f"format: {no_change}"
    record.actions.append(state.legal_actions()[0])
    with pytest.raises(ValueError, match="only right after a deal"):
        record.change_rules(original.replace({"target_score": 3000}))


def damaged(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def changed_record_text() -> str:
    state, record = second_deal()
    changed = state.rules.replace({"target_score": 3000})
    state.change_rules(changed)
    record.change_rules(changed)
    play_on(state, record, 5)
    return record.to_text()


@pytest.mark.parametrize("old, new, reason", [
    ("option target_score = 3000", "option target_score = 12", "rule option target_score: 12 is too small"),
    ("option target_score = 3000", "option target_score = \"lots\"", "a whole number is needed"),
    ("option target_score = 3000", "option target_score 3000", "an option line reads 'option NAME = VALUE'"),
    ("option target_score = 3000", "option bonus_for_luck = 7", "there is no rule option of this name"),
])
def test_a_damaged_rule_change_line_is_refused_with_its_line(old, new, reason):
    text = changed_record_text()
    line = text.splitlines().index(old) + 1
    with pytest.raises(RecordError) as error:
        GameRecord.from_text(damaged(text, old, new))
    assert reason in str(error.value) and error.value.line == line


def test_a_rule_change_anywhere_but_right_after_a_deal_is_refused_with_its_line():
    text = changed_record_text()
    lines = text.splitlines()
    at = lines.index("option target_score = 3000")
    moved = lines[:at] + lines[at + 1:at + 3] + [lines[at]] + lines[at + 3:]
    with pytest.raises(RecordError) as error:
        GameRecord.from_text("\n".join(moved))
    assert "only right after a 'deal' line" in str(error.value) and error.value.line == at + 3


def test_a_rule_change_in_a_record_of_format_2_is_refused():
    text = changed_record_text()
    text = damaged(text, text.splitlines()[1], "format: 2")
    line = text.splitlines().index("option target_score = 3000") + 1
    with pytest.raises(RecordError) as error:
        GameRecord.from_text(text)
    assert "need format 3" in str(error.value) and error.value.line == line


def test_a_rule_change_the_game_cannot_take_is_refused_at_replay_with_its_line():
    state, record = second_deal("classic", 4)
    record.change_rules(state.rules.replace({"target_score": 3000}))
    text = damaged(record.to_text(), "option target_score = 3000", "option partnerships = false")
    again = GameRecord.from_text(text)
    with pytest.raises(RecordError) as error:
        again.replay()
    assert "partnerships cannot change" in str(error.value)
    assert error.value.line == text.splitlines().index("option partnerships = false") + 1
