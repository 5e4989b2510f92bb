"""Every dialog, drawn at the smallest and a large window size: it fits on the screen
and nothing sticks out of its window."""

from __future__ import annotations

import datetime

import pygame
import pygame_gui
import pytest

from canasta.engine.scoring.scoring import HandResult
from canasta.persistence.highscores import HighScores
from canasta.persistence.personal_bests import Outcome, PersonalBests
from canasta.persistence.statistics import Statistics
from canasta.persistence.settings import load_defaults
from canasta.ui.dialogs import (
    CustomizeDialog,
    FileDialog,
    GameOverDialog,
    GameSetup,
    HelpDialog,
    HighScoresDialog,
    MenuBar,
    MessageDialog,
    NewGameDialog,
    QuestionDialog,
    RulesDialog,
    ScoringDialog,
    SeatSetup,
)
from canasta.ui.dialogs.help_text import TOPICS
from canasta.ui.dialogs.rule_text import sections
from canasta.variants.registry import available_presets, load_preset

from .conftest import Driver
from .test_scoring_dialogs import LOSER, WINNER, side

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SEATS = [SeatSetup("Player"), SeatSetup("North", "computer", "expert"), SeatSetup("East", "computer"),
         SeatSetup("West", "human")]


def dialogs(driver: Driver, tmp_path):
    context, rules = driver.context, load_preset("windows")
    store = HighScores(tmp_path / "highscores.yaml")
    store.submit("beginner", "windows", "Maximilian Wolfgang Bach", 12345, datetime.date(2025, 12, 31))
    statistics = Statistics(tmp_path / "statistics.yaml")
    statistics.record_hand("advanced", "windows", True, -999_999)
    statistics.record_game("advanced", "windows", True)
    bests = PersonalBests(tmp_path / "personal_bests.yaml")
    bests.record("hand_and_foot", 6, {"Maximilian Wolfgang Bach": Outcome(-999_999, -999_999, True),
                                      "WWWWWWWWWWWWWWWWWWWWWWWW": Outcome(-999_999, -999_999, True)},
                 datetime.date(2025, 12, 31))
    (tmp_path / "Player.can").write_text("save\n")
    three_sides = HandResult(4, 2, True, (WINNER, LOSER, side(table_cards=60, canastas_missing=True, total=-60)))
    return {
        "message": lambda: MessageDialog(context, "Cannot load", "Line 14 of Player.can is not a move. " * 3),
        "question": lambda: QuestionDialog(context, "The stock is empty", "What now?",
                                           [("stop", "Stop the hand"), ("turn", "Turn the pile over"),
                                            ("take", "Take the pile")]),
        **{f"new game {preset}": (lambda preset=preset: NewGameDialog(context, GameSetup(preset, SEATS)))
           for preset in ("classic", "windows", "kanastic")},
        "customize": lambda: CustomizeDialog(context, load_defaults().customize),
        "rules": lambda: RulesDialog(context, rules, True),
        "rules read-only": lambda: RulesDialog(context, load_preset("classic"), False),
        "scoring": lambda: ScoringDialog(context, HandResult(3, 0, False, (WINNER, LOSER)), ["Player", "Computer"],
                                         [3120, 1845], "Hand 3: Player went out"),
        "scoring, three sides hidden": lambda: ScoringDialog(context, three_sides, ["Anna", "Bert", "Carl"],
                                                             [100, 200, -60], "Detailed scoring", hide_sides={1, 2}),
        "game over": lambda: GameOverDialog(context, ["Player", "Computer"], [5120, 3845]),
        "high scores": lambda: HighScoresDialog(context, store, preset="windows", bests=bests),
        "high scores, an empty table and a record": lambda: HighScoresDialog(
            context, store, level="advanced", preset="windows", statistics=statistics, bests=bests),
        "high scores, personal bests": lambda: HighScoresDialog(context, store, preset="hand_and_foot", players=6,
                                                                page="bests", bests=bests),
        "high scores, no personal bests": lambda: HighScoresDialog(context, store, preset="windows", players=4,
                                                                   page="bests", bests=bests),
        **{f"help {topic}": (lambda topic=topic: HelpDialog(context, topic, rules)) for topic, _ in TOPICS},
        **{f"rules {preset} page {page}": (lambda page=page: rules_page(context, load_preset(preset), page))
           for preset in ("windows", "kanastic") for page in range(len(sections()))},
        "load": lambda: FileDialog(context, "load", tmp_path, ""),
        "save": lambda: FileDialog(context, "save", tmp_path, "Player.can"),
    }


def rules_page(context, rules, page: int) -> RulesDialog:
    dialog = RulesDialog(context, rules, True)
    dialog.section = page
    return dialog


def children(container) -> list:
    return list(container.get_container().elements)


@pytest.mark.filterwarnings("error:Label Rect is too small")  # a text cut off
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_dialog_draws_inside_the_screen(size, tmp_path):
    """...and says everything whole: no label ends in an ellipsis. At the smallest size no
    button or label is wider than its text either (the common dialogs' case of
    test_no_text_overflows_its_element_at_the_smallest_window, checked here on the same
    dialogs rather than built again)."""
    driver = Driver(size)
    MenuBar(driver.context, lambda command: None)
    screen = pygame.Rect((0, 0), size)
    for name, make in dialogs(driver, tmp_path).items():
        dialog = make()
        driver.context.stack.push(dialog)
        driver.manager.update(0.05)
        driver.draw()
        assert screen.contains(dialog.window.rect), name
        inside = dialog.window.get_container().get_rect()
        for element in children(dialog.window):
            assert inside.contains(element.rect), f"{name}: {type(element).__name__} {element.rect} outside {inside}"
            if isinstance(element, pygame_gui.elements.UILabel):  # (a button's "…" means "opens a dialog")
                assert not element.text.endswith("\u2026"), f"{name}: cut short: {element.text!r}"
        if size == SIZES[0]:
            assert overflowing(dialog) == [], name
        driver.context.stack.pop()
        assert driver.manager.get_window_stack().stack == [], name


def test_the_font_grows_with_the_window(tmp_path):
    small, large = Driver(SIZES[0]), Driver(SIZES[1])
    sizes = []
    for driver in (small, large):
        dialog = MessageDialog(driver.context, "Note", "Text")
        driver.context.stack.push(dialog)
        button = next(element for element in children(dialog.window) if isinstance(element, pygame_gui.elements.UIButton))
        sizes.append((dialog.window.rect.width, button.font.get_point_size()))
        driver.context.stack.pop()
    assert sizes[1][0] > sizes[0][0] and sizes[1][1] > sizes[0][1]


def test_a_dialog_keeps_what_was_typed_when_the_window_resizes():
    driver = Driver(SIZES[0])
    dialog = NewGameDialog(driver.context, GameSetup("windows", SEATS[:2]), driver.record)
    driver.context.stack.push(dialog)
    driver.click(next(button for button in driver.buttons() if button.text == "3"))
    dialog._name_entries[0].set_text("Renamed")
    width = dialog.window.rect.width
    driver.context.size = SIZES[1]
    driver.manager.set_window_resolution(SIZES[1])
    dialog.resize(SIZES[1])
    assert dialog.window.rect.width > width
    assert [entry.get_text() for entry in dialog._name_entries] == ["Renamed", "North", "Computer 2"]
    assert len(driver.manager.get_window_stack().stack) == 2  # the old veil and window are gone
    driver.key(pygame.K_RETURN)
    assert [seat.name for seat in driver.results[0].seats] == ["Renamed", "North", "Computer 2"]


def elements(container) -> list:
    """Every element inside `container`, those of containers within it too."""
    found = []
    for element in list(container.get_container().elements):
        found.append(element)
        if element is not container and hasattr(element, "get_container") and element.get_container() is not None \
                and element.get_container() is not container.get_container():
            found += elements(element)
    return found


def overflowing(dialog) -> list[str]:
    """The texts of the dialog's buttons and labels wider than their element, and the lines
    of its text boxes (the Help's pages) that do not wrap inside the box."""
    found = []
    for element in elements(dialog.window):
        if isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)) and element.text:
            room = element.rect.width - (4 if isinstance(element, pygame_gui.elements.UIButton) else 0)
            if element.font.size(element.text)[0] > room:
                found.append(f"{type(element).__name__} {element.text!r}: {element.font.size(element.text)[0]} "
                             f"wide in {element.rect.width}")
        elif isinstance(element, pygame_gui.elements.UITextBox):
            found += text_box_overflowing(element)
    return found


def text_box_overflowing(box) -> list[str]:
    """The lines of a text box that do not wrap inside it: wider than the room it lays its
    text out in, or so full that their line break spilled onto a row of its own (pygame_gui
    does so when a line fills the box to its edge: a blank line in the paragraph)."""
    from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect

    layout = box.text_box_layout
    if layout is None:
        return []
    room = layout.layout_rect.width
    found = []

    def words(row) -> str:
        return "".join(getattr(item, "text", "") for item in row.items)

    def breaks(row) -> bool:
        return any(isinstance(item, LineBreakLayoutRect) for item in row.items)

    for before, row in zip([None, *layout.layout_rows], layout.layout_rows):
        if row.right > room:
            found.append(f"UITextBox line {words(row)[:60]!r}: {row.right} wide in {room}")
        elif before is not None and words(before).strip() and not breaks(before) and breaks(row) \
                and not words(row).strip():
            found.append(f"UITextBox line {words(before)[:60]!r} fills the box to its edge ({before.right} of "
                         f"{room}): its line break spilled onto a row of its own")
    return found


def rule_set_dialogs(driver: Driver, preset: str):
    """Rule Options on every page, New Game and Help on every topic, of the rule set `preset`."""
    context, rules = driver.context, load_preset(preset)
    made = {f"rules {preset} page {page}": (lambda page=page: rules_page(context, rules, page))
            for page in range(len(sections()))}
    made |= {f"help {preset} {topic}": (lambda topic=topic: HelpDialog(context, topic, rules)) for topic, _ in TOPICS}
    made[f"new game {preset}"] = lambda: NewGameDialog(context, GameSetup(preset, SEATS))
    return made


def texts_cut(preset: str | None, tmp_path) -> dict[str, list[str]]:
    """The texts cut short in each dialog at 1024x640, by dialog (the common dialogs, or
    those of the rule set `preset`); every dialog must also lie inside the screen."""
    driver = Driver(SIZES[0])
    MenuBar(driver.context, lambda command: None)
    screen = pygame.Rect((0, 0), SIZES[0])
    cut = {}
    made = dialogs(driver, tmp_path) if preset is None else rule_set_dialogs(driver, preset)
    for name, make in made.items():
        dialog = make()
        driver.context.stack.push(dialog)
        driver.manager.update(0.05)
        driver.draw()
        assert screen.contains(dialog.window.rect), name
        if overflowing(dialog):
            cut[name] = overflowing(dialog)
        driver.context.stack.pop()
    return cut


@pytest.mark.parametrize("preset", available_presets())
def test_no_text_overflows_its_element_at_the_smallest_window(preset, tmp_path):
    """Every button and label of every dialog (Rule Options, New Game and Help of every rule
    set) shows its words whole at 1024x640 (the common dialogs: in
    test_every_dialog_draws_inside_the_screen)."""
    assert texts_cut(preset, tmp_path) == {}
