import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta.ai.random_player import choose_random_action
from canasta.engine.game.record import GameRecord
from canasta.persistence import saves
from canasta.persistence.saves import (SaveFileError, load_game, read_autosave, read_game, save_game,
                                       suggested_name, write_autosave)
from canasta.variants import load_preset


def played_record(preset: str = "classic", players: int = 4, seed: int = 3, actions: int = 120) -> GameRecord:
    record = GameRecord(load_preset(preset), players, seed, seats=[f"Seat {n} | human" for n in range(players)])
    state = record.new_state()
    rng = random.Random(seed)
    for _ in range(actions):
        if state.is_terminal():
            break
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)
    return record


def test_save_then_load_gives_the_same_game(tmp_path):
    record = played_record()
    path = tmp_path / "ann.can"
    save_game(path, record)
    loaded = load_game(path)
    assert loaded.record.to_text() == record.to_text()
    assert loaded.state.to_text() == record.replay().to_text()


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["classic", "windows"]), st.sampled_from([2, 3, 4]), st.integers(0, 10**6),
       st.integers(1, 300))
def test_any_position_reached_saves_and_loads_with_the_same_legal_actions(tmp_path_factory, preset, players, seed,
                                                                           actions):
    record = played_record(preset, players, seed, actions)
    path = tmp_path_factory.mktemp("saves") / "game.can"
    save_game(path, record)
    original = record.replay()
    loaded = load_game(path).state
    assert loaded.to_text() == original.to_text()
    assert loaded.legal_actions() == original.legal_actions()


def test_a_tampered_save_is_refused_with_its_name_and_line(tmp_path):
    record = played_record()
    lines = record.to_text().splitlines()
    first_action = lines.index("actions:") + 1
    lines[first_action + 1] = "discard JK"
    path = tmp_path / "bad.can"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(SaveFileError) as error:
        load_game(path)
    message = str(error.value)
    assert message.startswith(f"Could not load bad.can: line {first_action + 2}: 'discard JK' is not allowed here")


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe garbage", b"canasta record\nformat: 1\n",
                                     "canasta record\nformat: 7\nactions:\n".encode()])
def test_a_damaged_save_gives_a_clear_refusal(tmp_path, content):
    path = tmp_path / "broken.can"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as error:
        load_game(path)
    assert str(error.value).startswith("Could not load broken.can:")


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=400))
def test_random_bytes_are_refused_without_any_other_error(data):
    with pytest.raises(SaveFileError):
        read_game(data, "random.can")


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0), st.integers(min_value=0, max_value=7))
def test_a_flipped_bit_never_escapes_as_another_error(position, bit):
    text = bytearray(played_record(actions=40).to_text().encode())
    text[position % len(text)] ^= 1 << bit
    try:
        read_game(bytes(text), "flipped.can")
    except SaveFileError:
        pass


def test_an_older_format_is_brought_up_to_date(monkeypatch):
    record = played_record(actions=20)
    old_text = record.to_text().replace("format: 2", "format: 0").replace("actions:", "moves:")
    monkeypatch.setitem(saves.UPGRADES, 0, lambda text: text.replace("format: 0", "format: 1")
                        .replace("moves:", "actions:"))
    loaded = read_game(old_text, "old.can")
    assert loaded.upgraded_from == 0
    assert loaded.state.to_text() == record.replay().to_text()


def test_the_autosave_offers_an_unfinished_game(tmp_path):
    record = played_record(actions=60)
    write_autosave(record)
    loaded, message = read_autosave()
    assert message is None and loaded is not None
    assert loaded.state.to_text() == record.replay().to_text()
    saves.clear_autosave()
    assert read_autosave() == (None, None)


def test_a_damaged_autosave_is_set_aside_with_a_message():
    saves.autosave_path().write_text("canasta record\nformat: 1\nrules: classic\nactions:\nfly\n")
    loaded, message = read_autosave()
    assert loaded is None
    assert message is not None and "It was kept as autosave.can.damaged-" in message
    assert not saves.autosave_path().exists()


def test_the_suggested_name_is_the_first_eight_letters_of_the_player():
    assert suggested_name("Margaretha") == "Margaret.can"
    assert suggested_name("Ann Lee") == "AnnLee.can"
    assert suggested_name("???") == "canasta.can"
