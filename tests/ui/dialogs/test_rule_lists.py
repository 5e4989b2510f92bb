"""Rule Options edits the options that list choices (numbers of players, kinds of meld,
score parts, cards that block the pile) with a toggle for each choice: the choices are
the engine's, the list comes back in the engine's order, and a list the engine refuses
is refused in its words with nothing lost."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from canasta.engine.melds.meld_kinds import MELD_KIND_WORDS, MELD_KINDS, MeldKind, register_meld_kind
from canasta.engine.rules.rules import Rules
from canasta.ui.dialogs import GameSetup, NewGameDialog, RulesDialog, SeatSetup
from canasta.ui.dialogs.rule_lists import ListField
from canasta.ui.dialogs.widgets import BOX, TICKED_BOX
from canasta.variants.registry import load_preset

from .conftest import Driver


# Classic as it was before five and six played it: two to four players, its tables by those numbers.
CLASSIC_TO_FOUR = {"player_counts": [2, 3, 4], "packs": 2, "hand_size": {2: 15, 3: 13, 4: 11},
                   "canastas_to_go_out": {2: 2, 3: 1, 4: 1}}


def section_of(dialog: RulesDialog, name: str) -> int:
    return next(index for index, (_, names) in enumerate(dialog.groups) if name in names)


def show(ui: Driver, dialog: RulesDialog, name: str) -> None:
    """Click the tab of the group holding option `name`."""
    ui.choose(dialog._choices[0], section_of(dialog, name))


def click_in_view(ui: Driver, dialog: RulesDialog, control: object, item: object) -> None:
    """Scroll the button of `item` in a row of buttons into view, and click it."""
    button = next(button for button, option in control.buttons.items() if option == item)
    bar = dialog.scroller.vert_scroll_bar
    if bar is not None:
        height = dialog.scroller.get_container().get_rect().height
        bar.set_scroll_from_start_percentage(max(0, button.relative_rect.top - 20) / height)
        ui.settle()
    assert dialog.scroller.rect.contains(button.get_abs_rect()), "the button is in view"
    ui.click(button)


def toggle(ui: Driver, dialog: RulesDialog, name: str, item: object) -> None:
    """Click the toggle of `item` in option `name`'s row (its tab shown first)."""
    if dialog.section != section_of(dialog, name):
        show(ui, dialog, name)
    click_in_view(ui, dialog, dialog.show_option(name).toggles, item)


def texts(dialog: RulesDialog, name: str) -> list[str]:
    return [button.text for button in dialog.show_option(name).toggles.buttons]


def open_dialog(ui: Driver, rules: Rules, editable: bool = True, **extra) -> RulesDialog:
    return ui.open(RulesDialog(ui.context, rules, editable, ui.record, **extra))


def test_the_lists_of_choices_are_edited_with_toggles(ui):
    dialog = open_dialog(ui, load_preset("classic"))
    for name in ("player_counts", "meld_kinds", "score_parts", "blocking_discards"):
        assert isinstance(dialog.fields[name], ListField), name
    for name in ("minimum_meld", "canasta_bonus_by_rank", "card_values"):
        assert not dialog.fields[name].editable, name  # tables: shown, not edited
    show(ui, dialog, "player_counts")
    assert texts(dialog, "player_counts") == [f"{TICKED_BOX} 2 players", f"{TICKED_BOX} 3 players",
                                              f"{TICKED_BOX} 4 players", f"{TICKED_BOX} 5 players",
                                              f"{TICKED_BOX} 6 players"]
    dialog = open_dialog(ui, load_preset("italian"))
    show(ui, dialog, "player_counts")
    assert texts(dialog, "player_counts")[3:] == [f"{BOX} 5 players", f"{BOX} 6 players"]
    show(ui, dialog, "meld_kinds")
    assert texts(dialog, "meld_kinds")[:4] == [f"{TICKED_BOX} Groups of a rank", f"{TICKED_BOX} Black threes going out",
                                               f"{BOX} Runs of a suit", f"{BOX} Melds of wild cards"]


def test_a_toggled_choice_comes_back_in_the_engines_order(ui):
    rules = load_preset("classic")
    dialog = open_dialog(ui, rules)
    toggle(ui, dialog, "meld_kinds", "wild")
    toggle(ui, dialog, "meld_kinds", "run")
    assert f"{TICKED_BOX} Runs of a suit" in texts(dialog, "meld_kinds")
    toggle(ui, dialog, "meld_kinds", "threes")
    ui.click(ui.button("OK"))
    assert ui.results == [{"meld_kinds": ["group", "run", "wild"]}]
    assert rules.replace(ui.results[0]).meld_kinds == ("group", "run", "wild")


def test_toggling_back_is_no_change(ui):
    dialog = open_dialog(ui, load_preset("kanastic"))
    toggle(ui, dialog, "blocking_discards", "SW")
    toggle(ui, dialog, "blocking_discards", "SW")
    ui.click(ui.button("OK"))
    assert ui.results == [{}]


def test_a_list_the_engine_refuses_shows_its_sentence_and_keeps_every_entry(ui):
    dialog = open_dialog(ui, load_preset("classic"))
    show(ui, dialog, "target_score")
    dialog.show_option("target_score").entry.set_text("3000")
    toggle(ui, dialog, "meld_kinds", "run")
    toggle(ui, dialog, "meld_kinds", "group")
    ui.key(pygame.K_RETURN)
    assert ui.results == [] and ui.top is dialog
    assert dialog.section == section_of(dialog, "meld_kinds")
    assert "Every rule set has groups of a rank (group): they cannot be left out" in " ".join(ui.labels())
    assert texts(dialog, "meld_kinds")[:3] == [f"{BOX} Groups of a rank", f"{TICKED_BOX} Black threes going out",
                                               f"{TICKED_BOX} Runs of a suit"]
    toggle(ui, dialog, "meld_kinds", "group")
    ui.click(ui.button("OK"))
    assert ui.results == [{"target_score": 3000, "meld_kinds": ["group", "threes", "run"]}]


def test_score_parts_that_score_the_same_thing_are_refused(ui):
    dialog = open_dialog(ui, load_preset("kanastic"))
    toggle(ui, dialog, "score_parts", "hand_cards")
    ui.click(ui.button("OK"))
    assert ui.top is dialog and ui.results == []
    assert ('"Cards in hand" and "Cards in hand, Shields apart" score the same thing in two ways: '
            'choose one of them') in " ".join(ui.labels())
    toggle(ui, dialog, "score_parts", "hand_cards_and_shields")
    ui.click(ui.button("OK"))
    parts = list(load_preset("kanastic").score_parts)
    parts[1] = "hand_cards"  # at the place of the part it stands for
    assert ui.results == [{"score_parts": parts}]


def test_the_usual_number_of_players_follows_the_numbers_allowed(ui):
    dialog = open_dialog(ui, load_preset("classic").replace(CLASSIC_TO_FOUR))
    toggle(ui, dialog, "player_counts", 5)
    assert dialog.show_option("players").choice.options == [(2, "2"), (3, "3"), (4, "4"), (5, "5")]
    assert dialog.fields["hand_size"].hint == "With 2, 3, 4 and 5 players."
    toggle(ui, dialog, "player_counts", 4)
    players = dialog.show_option("players").choice
    assert [count for count, _ in players.options] == [2, 3, 5] and players.value == 4  # none chosen
    ui.click(ui.button("OK"))
    assert ui.top is dialog and ui.results == []
    assert ("The usual number of players, 4, is not one of the numbers the rule set can be played with "
            "(2, 3 or 5)") in " ".join(ui.labels())
    click_in_view(ui, dialog, dialog.show_option("players").choice, 5)
    dialog.show_option("hand_size").entries[2].set_text("9")
    ui.click(ui.button("OK"))
    assert ui.results == [{"players": 5, "player_counts": [2, 3, 5], "hand_size": {2: 15, 3: 13, 5: 9}}]


def test_a_game_going_on_keeps_its_number_of_players(ui):
    dialog = open_dialog(ui, load_preset("classic"), seats=4)
    toggle(ui, dialog, "player_counts", 4)
    click_in_view(ui, dialog, dialog.show_option("players").choice, 2)
    ui.click(ui.button("OK"))
    assert ui.top is dialog and ui.results == []
    assert "Classic Canasta is played by 2, 3, 5 or 6 players, not 4." in " ".join(ui.labels())


class Pairs(MeldKind):
    """A kind of meld a test registers."""

    name = "pairs"


@pytest.fixture
def pairs() -> Iterator[MeldKind]:
    kind = Pairs()
    register_meld_kind(kind, "Pairs of a rank")
    yield kind
    MELD_KINDS.pop("pairs")
    MELD_KIND_WORDS.pop("pairs")


def test_the_kinds_of_meld_are_those_registered(ui, pairs):
    dialog = open_dialog(ui, load_preset("classic"))
    show(ui, dialog, "meld_kinds")
    assert texts(dialog, "meld_kinds")[-1] == f"{BOX} Pairs of a rank"  # registered last, shown last
    toggle(ui, dialog, "meld_kinds", "pairs")
    ui.click(ui.button("OK"))
    assert ui.results == [{"meld_kinds": ["group", "threes", "pairs"]}]


def test_the_cards_that_may_block_the_pile_are_those_of_the_deck(ui):
    dialog = open_dialog(ui, load_preset("classic"))
    show(ui, dialog, "blocking_discards")
    assert texts(dialog, "blocking_discards") == [f"{BOX} Jokers", f"{BOX} Twos", f"{BOX} Black threes"]
    show(ui, dialog, "deck")
    ui.choose(dialog.show_option("deck").choice, "kanastic")
    show(ui, dialog, "blocking_discards")
    assert texts(dialog, "blocking_discards") == [f"{BOX} Shields", f"{BOX} Swords", f"{BOX} Artifacts"]
    toggle(ui, dialog, "blocking_discards", "SW")
    ui.click(ui.button("OK"))
    assert ui.results == [{"deck": "kanastic", "blocking_discards": ["SW"]}]


def test_cards_blocking_that_the_deck_lacks_still_show(ui):
    rules = load_preset("kanastic").replace({"deck": "standard"})
    dialog = open_dialog(ui, rules)
    show(ui, dialog, "blocking_discards")
    assert texts(dialog, "blocking_discards") == [f"{TICKED_BOX} Shields", f"{TICKED_BOX} Swords",
                                                  f"{TICKED_BOX} Artifacts", f"{BOX} Jokers", f"{BOX} Twos",
                                                  f"{BOX} Black threes"]


def test_read_only_toggles_change_nothing(ui):
    dialog = open_dialog(ui, load_preset("classic"), editable=False)
    toggle(ui, dialog, "meld_kinds", "run")
    assert dialog.show_option("meld_kinds").toggles.value == ("group", "threes")
    assert not any(button.is_enabled for button, item in dialog.show_option("meld_kinds").toggles.buttons.items()
                   if item not in ("group", "threes"))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_the_toggles_fit_beside_their_descriptions(size):
    ui = Driver(size)
    try:
        rules = load_preset("kanastic").replace({"player_counts": [2, 3, 4, 5, 6]})
        dialog = open_dialog(ui, rules)
        for name in ("player_counts", "meld_kinds", "score_parts", "blocking_discards"):
            show(ui, dialog, name)
            area = dialog.scroller.get_container().get_abs_rect()
            for button in dialog.show_option(name).toggles.buttons:
                rect = button.get_abs_rect()
                assert area.left <= rect.left and rect.right <= area.right, (name, button.text)
                assert dialog.metrics.text_width(ui.manager, button.text) < rect.width, (name, button.text)
    finally:
        while ui.context.stack.top is not None:
            ui.context.stack.pop()


def test_kinds_of_meld_allowed_by_an_option_of_their_own_are_told(ui):
    dialog = open_dialog(ui, load_preset("kanastic"))
    assert "Golden suits: also allowed by an option of their own." in dialog.fields["meld_kinds"].hint
    assert "option of their own" not in open_dialog(ui, load_preset("classic")).fields["meld_kinds"].hint


def test_a_rebuild_after_a_change_keeps_the_list_where_it_was():
    ui = Driver((1024, 600))
    try:
        dialog = open_dialog(ui, load_preset("classic").replace(CLASSIC_TO_FOUR))
        show(ui, dialog, "player_counts")
        bar = dialog.scroller.vert_scroll_bar
        bar.set_scroll_from_start_percentage(0.05)
        ui.settle()
        scrolled = bar.start_percentage
        assert scrolled > 0
        ui.choose(dialog.show_option("player_counts").toggles, 5)  # the usual number and hand sizes follow: rebuilt
        assert dialog.fields["player_counts"].value == (2, 3, 4, 5)
        assert dialog.scroller.vert_scroll_bar is not bar
        assert dialog.scroller.vert_scroll_bar.start_percentage == pytest.approx(scrolled, abs=0.01)
    finally:
        while ui.context.stack.top is not None:
            ui.context.stack.pop()


def test_a_new_game_takes_the_lists_chosen_and_a_number_of_seats_they_allow(ui):
    setup = GameSetup("windows", [SeatSetup("Player"), SeatSetup("Computer", "computer", "advanced")])
    new_game = ui.open(NewGameDialog(ui.context, setup, ui.record))
    ui.click(ui.button("Rule options…"))
    dialog = ui.top
    toggle(ui, dialog, "meld_kinds", "run")
    toggle(ui, dialog, "player_counts", 2)  # the two seats chosen are no longer allowed
    click_in_view(ui, dialog, dialog.show_option("players").choice, 3)
    ui.click(ui.button("OK"))
    assert ui.top is new_game and new_game.seat_count == 3  # the rules' usual number
    ui.click(ui.button("Start"))
    chosen = ui.results[0]
    assert chosen.options == {"meld_kinds": ["group", "threes", "run"], "player_counts": [3, 4, 5, 6], "players": 3}
    assert len(chosen.seats) == 3
    rules = load_preset("windows").replace(chosen.options)
    assert "run" in [kind.name for kind in rules.kinds]
