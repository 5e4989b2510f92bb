"""Load and Save: saved games of a folder, a name to save under, no silent overwrite."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from canasta.ui.dialogs import FileDialog, save_name_for
from canasta.ui.dialogs.file_dialog import file_name_problem, saved_games


@pytest.fixture
def folder(tmp_path) -> Path:
    now = time.time()
    for age, name in enumerate(["Sunday.can", "Player.can", "notes.txt", "Anna.CAN"]):
        path = tmp_path / name
        path.write_text("canasta save\n")
        os.utime(path, (now - age * 60, now - age * 60))
    (tmp_path / "folder.can").mkdir()
    return tmp_path


def list_items(dialog: FileDialog) -> list[str]:
    return [item["text"] for item in dialog.list.item_list]


def item_button(dialog: FileDialog, text: str):
    return next(item["button_element"] for item in dialog.list.item_list if item["text"] == text)


def test_lists_the_saved_games_newest_first(folder):
    assert [path.name for path in saved_games(folder)] == ["Sunday.can", "Player.can", "Anna.CAN"]
    assert saved_games(folder / "missing") == []


def test_load_returns_the_chosen_file(ui, folder):
    dialog = ui.open(FileDialog(ui.context, "load", folder, "", ui.record))
    assert list_items(dialog) == ["Sunday.can", "Player.can", "Anna.CAN"]
    assert not ui.button("Load").is_enabled
    ui.click(item_button(dialog, "Player.can"))
    assert any(text.startswith("Saved ") for text in ui.labels())
    ui.click(ui.button("Load"))
    assert ui.results == [folder / "Player.can"]


def test_a_double_click_loads(ui, folder):
    dialog = ui.open(FileDialog(ui.context, "load", folder, "", ui.record))
    button = item_button(dialog, "Sunday.can")
    ui.click(button)
    ui.click(button)
    assert ui.results == [folder / "Sunday.can"]


def test_an_empty_folder_says_so(ui, tmp_path):
    ui.open(FileDialog(ui.context, "load", tmp_path / "saves", "", ui.record))
    assert "There are no saved games in this folder yet." in ui.labels()
    ui.key(pygame.K_RETURN)  # nothing to load: the dialog stays
    ui.key(pygame.K_ESCAPE)
    assert ui.results == [None]


def test_save_suggests_the_name_and_adds_the_extension(ui, folder):
    dialog = ui.open(FileDialog(ui.context, "save", folder, save_name_for("Bartholomew"), ui.record))
    assert dialog.name_entry.get_text() == "Bartholo.can"
    dialog.name_entry.set_text("Evening game")
    ui.click(ui.button("Save"))
    assert ui.results == [folder / "Evening game.can"]


def test_save_asks_before_replacing(ui, folder):
    dialog = ui.open(FileDialog(ui.context, "save", folder, "x.can", ui.record))
    ui.click(item_button(dialog, "Player.can"))
    assert dialog.name_entry.get_text() == "Player.can"
    ui.click(ui.button("Save"))
    ui.click(ui.button("Keep it"))
    assert ui.results == [] and ui.top is dialog
    ui.click(ui.button("Save"))
    ui.click(ui.button("Replace"))
    assert ui.results == [folder / "Player.can"]
    assert ui.top is None


def test_save_refuses_a_name_with_a_folder_in_it(ui, folder):
    dialog = ui.open(FileDialog(ui.context, "save", folder, "x.can", ui.record))
    dialog.name_entry.set_text("../elsewhere")
    ui.key(pygame.K_RETURN)
    assert ui.results == []
    assert 'A file name cannot hold any of \\ / : * ? " < > |' in ui.labels()


@pytest.mark.parametrize("player, expected", [
    ("Bartholomew", "Bartholo.can"), ("Ann", "Ann.can"), ("a/b:c*d?e", "abcde.can"), ("...", "canasta.can"),
])
def test_the_suggested_name_is_eight_characters_of_the_player(player, expected):
    assert save_name_for(player) == expected
    assert file_name_problem(expected) is None


@pytest.mark.parametrize("name", ["", ".can", ".hidden.can", "a/b.can", "x" * 70 + ".can"])
def test_bad_file_names(name):
    assert file_name_problem(name) is not None


def a_saved_game(folder: Path, name: str) -> Path:
    from canasta.persistence.saves import save_game
    from canasta.ui.match import Match, SeatInfo
    from canasta.variants import load_preset

    match = Match(load_preset("classic"), [SeatInfo("Ann", True), SeatInfo("Bob", False, "expert")], seed=3)
    match.play(match.legal()[0])
    path = folder / name
    save_game(path, match.record)
    return path


def test_a_chosen_game_shows_its_date_rules_players_and_scores(ui, tmp_path):
    a_saved_game(tmp_path, "Ann.can")
    dialog = ui.open(FileDialog(ui.context, "load", tmp_path, "", ui.record))
    ui.click(item_button(dialog, "Ann.can"))
    labels = ui.labels()
    when = next(text for text in labels if text.startswith("Saved "))
    assert "Classic" in when and "hand 1" in when
    assert "Ann 0 \u00b7 Bob 0" in labels


def test_save_never_offers_the_autosave(ui, tmp_path):
    a_saved_game(tmp_path, "autosave.can")
    a_saved_game(tmp_path, "Ann.can")
    dialog = ui.open(FileDialog(ui.context, "save", tmp_path, "autosave", ui.record))
    assert list_items(dialog) == ["Ann.can"]
    ui.click(ui.button("Save"))
    assert ui.results == []
    assert "autosave.can keeps the unfinished game: choose another name." in ui.labels()
    load = FileDialog(ui.context, "load", tmp_path, "", ui.record)
    assert [path.name for path in load.files] == ["Ann.can", "autosave.can"]


def test_a_chosen_game_tells_its_rules_in_a_sentence_on_two_lines_at_most(ui, tmp_path):
    a_saved_game(tmp_path, "Ann.can")
    dialog = ui.open(FileDialog(ui.context, "load", tmp_path, "", ui.record))
    assert [element.text for element in dialog._rules] == ["", ""]
    ui.click(item_button(dialog, "Ann.can"))
    assert dialog._rules[0].text == "Classic Canasta, as published." and dialog._rules[1].text == ""


def test_a_long_rules_sentence_is_cut_short_with_an_ellipsis(ui, tmp_path):
    from canasta.persistence.saves import save_game
    from canasta.ui.match import Match, SeatInfo
    from canasta.variants import load_preset
    from canasta.variants.house_rules import with_house_rules

    rules = with_house_rules(load_preset("classic"), ["seven_canastas", "pile_blocked_by_canasta", "ten_cards",
                                                      "meld_before_pile", "jokers_not_discarded"])
    match = Match(rules.replace({"target_score": 3000, "going_out_bonus": 200}),
                  [SeatInfo("Ann", True), SeatInfo("Bob", False, "expert")], seed=3)
    save_game(tmp_path / "Ann.can", match.record)
    dialog = ui.open(FileDialog(ui.context, "load", tmp_path, "", ui.record))
    ui.click(item_button(dialog, "Ann.can"))
    shown = [element.text for element in dialog._rules]
    assert shown[0].startswith("Classic Canasta: house rules: The pile is blocked for canastas")
    assert shown[1].endswith(" \u2026")
    width = dialog._rules[1].rect.width
    assert all(dialog.metrics.text_width(ui.manager, text, "note") <= width for text in shown)
