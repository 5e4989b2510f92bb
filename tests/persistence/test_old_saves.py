"""Saves written by earlier versions of Canasta keep loading (old_saves/ holds their files
as those versions wrote them), and a save with a rule change loads into the same position."""

from pathlib import Path

from canasta.persistence import saves

OLD_SAVES = Path(__file__).parent / "old_saves"


def test_a_format_2_save_of_the_version_before_rule_changes_loads_where_it_was():
    loaded = saves.load_game(OLD_SAVES / "format2-windows.can")
    assert loaded.upgraded_from is None
    assert loaded.state.to_text() == (OLD_SAVES / "format2-windows.position").read_text()
    assert loaded.record.to_text() == (OLD_SAVES / "format2-windows.can").read_text(), "written back unchanged"


def test_a_format_1_save_loads_and_says_it_is_of_an_older_format():
    loaded = saves.load_game(OLD_SAVES / "format1-windows.can")
    assert loaded.upgraded_from == 1
    assert len(loaded.record.actions) == 138 and loaded.state.hand_number == 1
    assert loaded.record.to_text().splitlines()[1] == "format: 2"


def test_a_save_with_a_rule_change_loads_into_the_same_position(tmp_path):
    old = saves.load_game(OLD_SAVES / "format2-windows.can")
    record, state = old.record, old.state
    while record.actions[-1].kind != "deal":  # back to the second deal: the rules may change there
        record.actions.pop()
    state = record.replay()
    changed = state.rules.replace({"target_score": 2500, "pass_discard": False})
    state.change_rules(changed)
    record.change_rules(changed)
    path = tmp_path / "changed.can"
    saves.save_game(path, record)
    loaded = saves.load_game(path)
    assert loaded.upgraded_from is None
    assert path.read_text().splitlines()[1] == "format: 3"
    assert loaded.state.to_text() == state.to_text() and loaded.state.rules.target_score == 2500
