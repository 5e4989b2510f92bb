"""Rules change right after each deal, as in Canasta for Windows: from that hand on, the
scores standing, the record and the autosave holding the change."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, Phase
from canasta.persistence import saves
from canasta.ui.app import App
from canasta.ui.commands import RULES_CHANGED
from canasta.ui.dialogs import RulesDialog
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.variants import load_preset


def hand_one_played(seed: int) -> Match:
    """A two-player Windows game whose first hand is over, its scores not yet shown."""
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=seed)
    rng = random.Random(seed)
    while not match.hand_is_over():
        match.play(choose_random_action(match.legal(), rng))
    assert match.state.phase == Phase.HAND_OVER
    return match


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    app = App((1280, 800), False, None, Preferences(player_name="Ann", animation_speed="off"), hand_one_played(5),
              autosave=saves.write_autosave)
    app.table.computer.threaded = False
    yield app
    app.table.computer.close()


def close_top_dialog(app: App) -> None:
    """Press the default button of the dialog on top, as Enter does."""
    dialog = app.context.stack.top
    assert dialog is not app.table
    dialog.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert app.context.stack.top is not dialog


def deal_hand_two(app: App) -> None:
    """Let the table show the first hand's scores, close them, and deal the second hand."""
    app.table.update(0.0)
    app.table.update(5.0)  # the last cards settle before the scores come up
    assert type(app.context.stack.top).__name__ == "ScoringDialog"
    close_top_dialog(app)
    assert app.table.match.state.hand_number == 2
    assert app.table.match.record.actions[-1] == Action("deal")


def open_rules(app: App) -> RulesDialog:
    app.command("rules")
    dialog = app.context.stack.top
    assert isinstance(dialog, RulesDialog)
    return dialog


def type_into(dialog: RulesDialog, name: str, *texts: str) -> None:
    """Show option `name`'s page and put `texts` in its entry fields."""
    dialog._choose_section(next(index for index, (_, names) in enumerate(dialog.groups) if name in names))
    field = dialog.show_option(name)
    entries = getattr(field, "entries", None) or [field.entry]
    for entry, text in zip(entries, texts):
        entry.set_text(text)


def test_after_the_second_deal_the_rules_change_and_the_scores_stand(app: App) -> None:
    match = app.table.match
    scores = list(match.state.scores)
    deal_hand_two(app)
    assert match.rules.hand_size[2] == 15
    dialog = open_rules(app)
    assert dialog.editable
    type_into(dialog, "target_score", "3000")
    type_into(dialog, "hand_size", "13", "13", "11")
    dialog.accept()

    message = app.context.stack.top
    assert type(message).__name__ == "MessageDialog" and RULES_CHANGED in message.text
    assert "dealt again" in message.text  # thirteen cards each now
    assert app.table.match is match
    state = match.state
    assert (state.scores, state.hand_number) == (scores, 2)
    assert state.rules.target_score == 3000 and [len(hand) for hand in state.hands] == [13, 13]
    assert any("rules were changed from this hand on" in line for line in app.table.log)
    shown = [sprite for sprite in app.table.sprites.cards if sprite.zone == "hand" and sprite.owner == 0]
    assert len(shown) == 13

    loaded = saves.load_game(saves.autosave_path())
    assert "format: 4" in saves.autosave_path().read_text()  # a rule change (3), melds named by id (4)
    assert loaded.state.to_text() == state.to_text()


def test_a_change_that_leaves_the_deal_alone_keeps_the_cards(app: App) -> None:
    deal_hand_two(app)
    dealt = app.table.match.state.to_text()
    dialog = open_rules(app)
    type_into(dialog, "going_out_bonus", "250")
    dialog.accept()
    state = app.table.match.state
    assert state.rules.going_out_bonus == 250
    assert state.to_text().split("players:")[1] == dealt.split("players:")[1]
    message = app.context.stack.top
    assert message.text == RULES_CHANGED


def test_after_the_first_move_of_the_hand_the_rules_are_only_shown(app: App) -> None:
    deal_hand_two(app)
    match = app.table.match
    match.play(match.legal()[0])
    dialog = open_rules(app)
    assert not dialog.editable


def test_partners_stay_as_they_are_during_a_game(app: App) -> None:
    deal_hand_two(app)
    dialog = open_rules(app)
    assert dialog.editable and not dialog.fields["partnerships"].editable
    assert "until a new game" in dialog.fields["partnerships"].hint
    assert open_rules_at_the_start().fields["partnerships"].editable


def open_rules_at_the_start() -> RulesDialog:
    """The Rule Options of a game no one has moved in yet."""
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=3)
    app = App((1280, 800), False, None, Preferences(player_name="Ann", animation_speed="off"), match)
    try:
        return open_rules(app)
    finally:
        app.table.computer.close()


def test_a_loaded_game_logs_the_rule_change_after_its_deal(app: App) -> None:
    deal_hand_two(app)
    dialog = open_rules(app)
    type_into(dialog, "going_out_bonus", "250")
    dialog.accept()
    loaded = Match.from_record(saves.load_game(saves.autosave_path()).record)
    app.commands.play(loaded)
    log = list(app.table.log)
    assert log[-2:] == ["Hand 2 is dealt", "The rules were changed from this hand on"]
    assert app.table.match.rules.going_out_bonus == 250


def test_a_match_changes_its_rules_only_right_after_a_later_deal() -> None:
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=3)
    new_rules = match.rules.replace({"target_score": 3000})
    with pytest.raises(ValueError, match="only right after a deal"):
        match.change_rules(new_rules)  # the first hand: the game starts again instead
    assert match.rules.target_score == 5000 and match.record.rule_changes == []


def test_the_new_rules_must_still_allow_the_players_at_the_table(app: App) -> None:
    deal_hand_two(app)
    dialog = open_rules(app)
    assert dialog.seats == 2
    dialog._choose_section(next(index for index, (_, names) in enumerate(dialog.groups) if "player_counts" in names))
    toggles = dialog.show_option("player_counts").toggles
    for count in (2, 6):
        toggles.press(next(button for button, item in toggles.buttons.items() if item == count))
        toggles = dialog.show_option("player_counts").toggles  # rebuilt: the usual number follows
    players = dialog.show_option("players").choice
    players.press(next(button for button, item in players.buttons.items() if item == 3))
    dialog.accept()
    assert app.context.stack.top is dialog
    assert dialog.errors == {"player_counts": "Canasta for Windows is played by 3, 4 or 5 players, not 2."}
    assert app.table.match.rules.player_counts == (2, 3, 4, 5, 6)
