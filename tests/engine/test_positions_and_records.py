import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta.engine import Card, GameState, InvalidPositionError, RecordError
from canasta.engine.text import record_reading as record_module
from canasta.engine.game.record import GameRecord, RecordCutShortError
from canasta.variants import load_preset
from canasta.variants.yaml_source import ConfigError

from .helpers import play, position


def test_a_new_game_reads_back_exactly():
    state = GameState(load_preset("classic"), 4, seed=7)
    text = state.to_text()
    assert GameState.from_text(text).to_text() == text
    assert text.startswith("canasta position 1\nrules: classic\n")


def test_a_hand_written_position_fills_in_the_rest():
    state = position("classic", """
        players: 2
        phase: draw
        hand 0: 7c 7d
        hand 1: 8c 8d
        pile: 7h
        stock: 4c 4d
    """)
    assert state.current == 0 and state.scores == [0, 0] and state.deck_size == 7
    assert state.legal_actions()


@pytest.mark.parametrize("text, reason", [
    ("hello", "A position starts with the line"),
    ("canasta position 1\nplayers: 7", "A game has 2, 3, 4, 5 or 6 players."),
    ("canasta position 1\nplayers: 2\nhand 0: 7c Zz", "'hand 0': 'Zz' is not a card."),
    ("canasta position 1\nplayers: 2\nphase: dancing", "'dancing' is not a phase"),
    ("canasta position 1\nplayers: 2\ncurrent: 3", "'current' must be a seat from 0 to 1, not '3'."),
    ("canasta position 1\nplayers: 2\nfavourite colour: blue", "Unknown line 'favourite colour'."),
    ("canasta position 1\nplayers: 2\ntable 0: 7 7c 7d", "a meld is written 'LABEL: CARDS'"),
])
def test_a_wrong_position_is_refused_with_the_reason(text, reason):
    with pytest.raises(InvalidPositionError) as error:
        GameState.from_text(text, rules=load_preset("classic"))
    assert reason in str(error.value)


def test_a_record_replays_every_action_and_reads_back():
    record = GameRecord(load_preset("windows"), 2, seed=11, seats=["Ann | human", "Computer | computer beginner"])
    state = record.new_state()
    for _ in range(40):
        action = state.legal_actions()[0]
        state.play(action)
        record.actions.append(action)
    text = record.to_text()
    again = GameRecord.from_text(text)
    assert again.seats == record.seats
    assert again.replay().to_text() == state.to_text()


def test_a_record_with_an_illegal_action_is_refused_with_its_line():
    record = GameRecord(load_preset("classic"), 4, seed=2)
    record.actions = []
    text = record.to_text().replace("end: 0 actions", "discard 7c\nend: 1 actions")
    line = len(text.splitlines()) - 1
    with pytest.raises(RecordError) as error:
        GameRecord.from_text(text).replay()
    assert error.value.line == line
    assert "'discard 7c' is not allowed here: First draw a card from the stock or take the pile." in str(error.value)


@pytest.mark.parametrize("text, line, reason", [
    ("nonsense", 1, "this is not a Canasta game record"),
    ("canasta record\nformat: 9\nactions:\n", 2, "this record has format 9"),
    ("canasta record\nformat: 1\nplayers: 4\n", 3, "the record has no 'actions:' line"),
    ("canasta record\nformat: 1\nrules: classic\noption hand_size = 1000\nactions:\n", 4,
     "rule option hand_size: 1000 is too large"),
    ("canasta record\nformat: 1\nrules: classic\nactions:\ndraw\nfly away\n", 6, "'fly away' cannot be read"),
])
def test_a_damaged_record_names_the_line(text, line, reason):
    with pytest.raises(RecordError) as error:
        GameRecord.from_text(text, preset_loader=load_preset)
    assert error.value.line == line
    assert reason in str(error.value)


@pytest.mark.parametrize("seat, reason", [
    ("seat 1: Bot | computer grandmaster", "'grandmaster' is not a computer level"),
    ("seat 1: Bot | robot", "'robot' is not a kind of player"),
    ("seat 1: Bot | human expert", "a human seat has no level"),
    ("seat 1: | human", "a seat needs a name"),
    ("seat -1: Bot | human", "'seat -1' is not a seat"),
    ("seat " + "1" * 5000 + ": Bot | human", "is not a seat"),
    ("seat 7: Bot | human", "a game of 2 has seats 0 to 1"),
])
def test_a_seat_of_an_unknown_kind_or_level_is_refused_when_read(seat, reason):
    text = f"canasta record\nformat: 2\nrules: classic\nplayers: 2\nseat 0: Ann | human\n{seat}\nactions:\n"
    with pytest.raises(RecordError) as error:
        GameRecord.from_text(text + "end: 0 actions\n", preset_loader=load_preset)
    assert reason in str(error.value)
    good = GameRecord.from_text(text.replace(seat, "seat 1: Bot | computer expert") + "end: 0 actions\n",
                                preset_loader=load_preset)
    assert good.seats == ["Ann | human", "Bot | computer expert"]


def test_an_option_nested_thousands_deep_is_a_damaged_line_not_a_crash():
    text = ("canasta record\nformat: 2\nrules: classic\noption hand_size = " + "[" * 100_000 + "]" * 100_000
            + "\nactions:\nend: 0 actions\n")
    with pytest.raises(RecordError) as error:
        GameRecord.from_text(text, preset_loader=load_preset)
    assert error.value.line == 4


def test_every_record_ends_with_its_count_of_actions_and_a_cut_short_one_is_recognised():
    record = GameRecord(load_preset("classic"), 2, seed=5)
    state = record.new_state()
    for _ in range(30):
        action = state.legal_actions()[0]
        state.play(action)
        record.actions.append(action)
    lines = record.to_text().splitlines()
    assert lines[-1] == "end: 30 actions"
    for cut in (1, 2, 10):
        with pytest.raises(RecordCutShortError) as error:
            GameRecord.from_text("\n".join(lines[:-cut]) + "\n")
        assert "the file was cut short" in str(error.value)
    missing_middle = lines[:-5] + lines[-4:]
    with pytest.raises(RecordCutShortError, match="should hold 30 actions but holds 29"):
        GameRecord.from_text("\n".join(missing_middle))
    with pytest.raises(RecordError, match="comes after the end of the record"):
        GameRecord.from_text("\n".join(lines + ["draw"]))
    with pytest.raises(RecordError, match="the closing line reads 'end: N actions'"):
        GameRecord.from_text("\n".join(lines[:-1] + ["end: " + "3" * 5000 + " actions"]))


def test_a_record_of_format_1_without_the_closing_line_still_reads():
    record = GameRecord(load_preset("classic"), 2, seed=5)
    text = record.to_text().replace("format: 2", "format: 1").replace("end: 0 actions\n", "draw\n")
    again = GameRecord.from_text(text)
    assert [str(action) for action in again.actions] == ["draw"]
    assert again.to_text().splitlines()[1:3] == ["format: 2", "rules: classic"]


def test_a_record_longer_than_any_game_is_refused_before_it_is_replayed(monkeypatch):
    monkeypatch.setattr(record_module, "MAX_ACTIONS", 50)
    monkeypatch.setattr(record_module, "MAX_ACTIONS_PER_HAND", 30)
    head = GameRecord(load_preset("classic"), 2, seed=5).to_text().replace("end: 0 actions\n", "")
    with pytest.raises(RecordError, match="one hand holds more than 30 actions"):
        GameRecord.from_text(head + "undo\n" * 31)
    within_hands = ("undo\n" * 20 + "deal\n") * 3
    with pytest.raises(RecordError, match="the record holds more than 50 actions"):
        GameRecord.from_text(head + within_hands)


def test_a_game_dealt_from_a_given_deck_order():
    from canasta.engine.cards.decks import standard_deck

    deck = standard_deck()
    state = GameState(load_preset("classic"), 2, deck=deck)
    # The first cards of the deck are dealt first, one at a time, starting left of the dealer.
    assert [str(card) for card in state.hands[0][:3]] == ["2c", "4c", "6c"]
    assert [str(card) for card in state.hands[1][:3]] == ["3c", "5c", "7c"]
    play(state, "draw")


def cards(seen: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in seen]


def test_every_player_sees_who_threw_what_and_whose_pile_was_left_until_it_is_taken():
    """Discards go face up, and so does a player's choice to draw instead of taking the
    pile: both are public, until that player takes the pile."""
    state = position("windows", """
        players: 2
        hand 0: 5c 7s Kh
        hand 1: 7c 7d Qs 9c
        table 0: 8: 8c 8d 8h
        table 1: 4: 4c 4d 4h
        pile: 7h
        stock: 6s 5d Js
    """)
    play(state, "draw", "discard 5c")        # seat 0 leaves the pile's Seven for the stock
    play(state, "draw", "discard Qs")        # seat 1 leaves the Five
    seen = state.observation(1)
    assert cards(seen.passed[0]) == ["7h"] and cards(seen.thrown[0]) == ["5c"]
    assert cards(seen.passed[1]) == ["5c"] and cards(seen.thrown[1]) == ["Qs"]
    text = state.to_text()
    assert "thrown 0: 5c\npassed 0: 7h\n" in text and GameState.from_text(text).to_text() == text

    play(state, "draw", "discard 7s")
    play(state, "take", "meld 7c 7d", "discard 9c")  # seat 1 takes the pile: its slate is clean
    seen = state.observation(0)
    assert cards(seen.thrown[1]) == ["9c"] and cards(seen.passed[1]) == []
    assert cards(seen.thrown[0]) == ["5c", "7s"] and cards(seen.passed[0]) == ["7h", "Qs"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(
    ["canasta record", "format: 2", "format: 1", "rules: classic", "players: 2", "players: 9", "seed: 1", "dealer: 5",
     "seat 0: Ann | human", "seat 1: Bot | computer expert", "seat 1: Bot | cyborg", "deck: 7c 7d", "deck: zz",
     "option hand_size = [[[", "option hand_size = 11", "actions:", "draw", "undo", "meld 7c 7d JK", "fly",
     "end: 1 actions", "end: many", "end: 99999999999 actions"]) | st.text(max_size=40), max_size=30))
def test_any_text_is_read_or_refused_with_a_record_error(lines):
    try:
        GameRecord.from_text("\n".join(lines), preset_loader=load_preset)
    except (RecordError, ConfigError):
        pass
