"""New Game: rule set, number of seats and who plays them."""

from __future__ import annotations

import pygame

from canasta.ui.dialogs import GameSetup, NewGameDialog, RulesDialog, SeatSetup
from canasta.variants.registry import available_presets, load_preset

DEFAULTS = GameSetup("windows", [SeatSetup("Player"), SeatSetup("Computer", "computer", "advanced")])


def open_dialog(ui, defaults=DEFAULTS):
    return ui.open(NewGameDialog(ui.context, defaults, ui.record))


def test_start_returns_the_defaults_unchanged(ui):
    open_dialog(ui)
    ui.click(ui.button("Start"))
    assert ui.results == [GameSetup("windows", [SeatSetup("Player", "human", "beginner"),
                                                SeatSetup("Computer", "computer", "advanced")], {})]


def test_returns_the_chosen_seats(ui):
    dialog = open_dialog(ui)
    ui.click(ui.button("3"))
    assert len(dialog._name_entries) == 3
    # Seat 3 is new: a computer. Make seat 2 a person and seat 3 an expert.
    ui.choose(dialog._kind_choices[1], "human")
    ui.choose(dialog._level_choices[2], "expert")
    ui.click(dialog._name_entries[1])
    dialog._name_entries[1].set_text("")
    ui.type_text("Anna")
    ui.click(ui.button("Start"))
    setup = ui.results[0]
    assert setup.preset == "windows"
    assert [(seat.name, seat.kind) for seat in setup.seats] == [
        ("Player", "human"), ("Anna", "human"), ("Computer 2", "computer")]
    assert setup.seats[2].level == "expert"


def test_four_seats_tell_the_partnerships(ui):
    open_dialog(ui)
    ui.click(ui.button("4"))
    assert "Partners sit opposite: seats 1 and 3 play against seats 2 and 4." in ui.labels()
    ui.click(ui.button("Start"))
    assert len(ui.results[0].seats) == 4


def test_offers_only_the_numbers_of_players_the_rules_allow(ui):
    seats = [SeatSetup("Player"), SeatSetup("Computer", "computer", "advanced")]
    open_dialog(ui, GameSetup("windows", seats, {"player_counts": [2, 4]}))
    shown = {button.text for button in ui.buttons()}
    assert {"2", "4"} <= shown and "3" not in shown


def test_refuses_an_empty_name_and_stays_open(ui):
    dialog = open_dialog(ui)
    dialog._name_entries[0].set_text("   ")
    ui.key(pygame.K_RETURN)
    assert ui.results == []
    assert "The name of seat 1 must not be empty." in ui.labels()
    assert ui.top is dialog


def test_refuses_a_table_without_a_person(ui):
    dialog = open_dialog(ui)
    ui.choose(dialog._kind_choices[0], "computer")
    ui.click(ui.button("Start"))
    assert ui.results == []
    assert "At least one seat must be played by a person." in ui.labels()


def test_choosing_a_preset_from_the_menu(ui):
    other = next(name for name in available_presets() if name != "windows")
    dialog = open_dialog(ui)
    ui.click(dialog._preset_menu)
    ui.click(ui.button(load_preset(other).title))
    assert dialog.preset == other
    assert dialog.seat_count == load_preset(other).players
    ui.click(ui.button("Start"))
    assert ui.results[0].preset == other


def test_rule_options_are_added_to_the_setup(ui):
    dialog = open_dialog(ui)
    ui.click(ui.button("Rule options…"))
    rules_dialog = ui.top
    assert isinstance(rules_dialog, RulesDialog) and rules_dialog.editable
    ui.choose(rules_dialog._choices[0], next(index for index, (_, names) in enumerate(rules_dialog.groups)
                                             if "target_score" in names))
    rules_dialog.show_option("target_score").entry.set_text("3000")
    ui.click(ui.button("OK"))
    assert ui.top is dialog
    ui.click(ui.button("Start"))
    assert ui.results[0].options == {"target_score": 3000}


def test_escape_cancels(ui):
    open_dialog(ui)
    ui.key(pygame.K_ESCAPE)
    assert ui.results == [None]


SIX_SEATS: dict = {}  # classic is played by 2 to 6 (docs/rules/five-and-six.md)


def test_offers_five_and_six_seats_when_the_rules_allow_them(ui):
    dialog = open_dialog(ui, GameSetup("classic", DEFAULTS.seats, SIX_SEATS))
    shown = {button.text for button in ui.buttons()}
    assert {"2", "3", "4", "5", "6"} <= shown
    ui.click(ui.button("6"))
    assert len(dialog._name_entries) == 6
    assert "Partners sit every other seat: seats 1, 3 and 5 play against seats 2, 4 and 6." in ui.labels()
    window = dialog.window.get_abs_rect()
    for entry in dialog._name_entries:
        assert window.contains(entry.get_abs_rect()), "every seat's row shows inside the dialog"
    ui.click(ui.button("Start"))
    setup = ui.results[0]
    assert len(setup.seats) == 6 and setup.options == SIX_SEATS
    assert len({seat.name for seat in setup.seats}) == 6


def test_six_seats_may_sit_as_three_sides_of_two(ui):
    open_dialog(ui, GameSetup("classic", DEFAULTS.seats, SIX_SEATS))
    ui.click(ui.button("6"))
    ui.click(ui.button("Three sides of two"))
    assert "3 pairs of partners sit opposite: seats 1 and 4, 2 and 5, 3 and 6." in ui.labels()
    ui.click(ui.button("Start"))
    assert ui.results[0].options == {"six_player_sides": "three_of_two"}


def test_the_samba_family_offers_six_only_in_three_sides_of_two(ui):
    open_dialog(ui, GameSetup("samba", DEFAULTS.seats, {}))
    ui.click(ui.button("6"))
    shown = {button.text for button in ui.buttons()}
    assert "Two sides of three" not in shown and "Three sides of two" not in shown
    assert "3 pairs of partners sit opposite: seats 1 and 4, 2 and 5, 3 and 6." in ui.labels()


def test_five_seats_play_a_side_of_three_against_a_side_of_two(ui):
    open_dialog(ui, GameSetup("classic", DEFAULTS.seats, SIX_SEATS))
    ui.click(ui.button("5"))
    assert ("Seats 1, 3 and 5 play against seats 2 and 4; one of seats 1, 3 and 5 sits out each hand, in turn."
            in ui.labels())
    ui.click(ui.button("Start"))
    assert len(ui.results[0].seats) == 5


def test_six_seats_fit_the_smallest_window():
    from .conftest import Driver

    small = Driver((1024, 640))
    dialog = small.open(NewGameDialog(small.context, GameSetup("classic", DEFAULTS.seats, SIX_SEATS), small.record))
    small.click(small.button("6"))
    screen = pygame.Rect((0, 0), (1024, 640))
    assert screen.contains(dialog.window.get_abs_rect())
    for element in dialog._name_entries + [small.button("Start")]:
        assert dialog.window.get_abs_rect().contains(element.get_abs_rect())


def test_without_six_in_the_rules_six_is_not_offered(ui):
    open_dialog(ui, GameSetup("classic", DEFAULTS.seats, {"player_counts": [2, 3, 4]}))
    shown = {button.text for button in ui.buttons()}
    assert "5" not in shown and "6" not in shown
