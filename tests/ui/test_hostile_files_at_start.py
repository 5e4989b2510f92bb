"""The window opens whatever the player's files hold (issue 63): a null character in a
save's seat name or in a line a refusal quotes, a word list the game does not ship in the
settings, a damaged high-score file (named to the player, with where it was kept), rule
sets of the player's that are bombs or hold a huge text; and fitting a long text to a
width takes a few measures, not one per character."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from canasta.engine.game.record import GameRecord
from canasta.persistence import saves
from canasta.persistence.custom_rules import custom_folder, rule_set_text
from canasta.persistence.paths import config_dir, data_dir
from canasta.ui.app import App, build
from canasta.ui.dialogs import NewGameDialog
from canasta.ui.dialogs.high_scores import HighScoresDialog
from canasta.ui.dialogs.message import MessageDialog
from canasta.ui.dialogs.metrics import Metrics
from canasta.ui.paint import Painter
from canasta.variants import load_preset


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    return tmp_path


def unfinished_save(seat_name: str = "Ann", extra_action: str | None = None) -> str:
    record = GameRecord(load_preset("windows"), 2, 4, seats=[f"{seat_name} | human", "Bot | computer beginner"])
    state = record.new_state()
    for _ in range(6):
        action = random.Random(len(record.actions)).choice(state.legal_actions())
        state.play(action)
        record.actions.append(action)
    text = record.to_text()
    if extra_action is not None:
        count = len(record.actions)
        text = text.replace(f"end: {count} actions", f"{extra_action}\nend: {count + 1} actions")
    return text


def opened(argv: list[str]) -> App:
    app = build(argv + ["--size", "1024x700"])
    app.draw()
    return app


def messages(app: App) -> list[str]:
    return [scene.text for scene in app.context.stack.scenes if isinstance(scene, MessageDialog)]


@pytest.mark.parametrize("name, why", [("A\0nn", "control character"), ("A" * 10_000, "too long")])
def test_an_autosave_whose_seat_name_cannot_be_drawn_is_set_aside_and_the_window_opens(name: str, why: str) -> None:
    saves.autosave_path().write_text(unfinished_save(name))
    started = time.monotonic()
    app = opened([])
    try:
        assert time.monotonic() - started < 10
        (message,) = messages(app)
        assert "autosave.can" in message and why in message and "kept as autosave.can.damaged-" in message
        assert app.table.match.record.actions == [] and "\0" not in message
    finally:
        app.table.computer.close()


def test_a_refusal_quoting_a_line_with_a_null_character_is_drawn() -> None:
    saves.autosave_path().write_text(unfinished_save(extra_action="dr\0aw"))
    app = opened([])
    try:
        (message,) = messages(app)
        assert "'dr\\x00aw' cannot be read" in message
    finally:
        app.table.computer.close()


def test_settings_naming_a_word_list_the_game_does_not_ship_do_not_stop_the_start() -> None:
    (config_dir() / "settings.yaml").write_text("rules: {preset: bwc, options: {word_list: scowl-en-99}}\n")
    app = opened(["--new"])
    try:
        message = " ".join(messages(app))
        assert "word_list" in message and "scowl-en-50" in message and "settings.yaml.damaged-" in message
        assert app.table.match.rules.word_list in (None, "scowl-en-50")
    finally:
        app.table.computer.close()


def test_high_scores_name_the_damaged_file_they_set_aside() -> None:
    (data_dir() / "highscores.yaml").write_text("version: 1\ntables: [not, a, mapping]\n")
    (data_dir() / "statistics.yaml").write_text("{{{\n")
    (data_dir() / "personal_bests.yaml").write_text("version: 1\ntables: [{rules: samba, players: 9, people: []}]\n")
    app = opened(["--new"])
    try:
        app.command("highscores")
        top = app.context.stack.top
        assert isinstance(top, MessageDialog) and isinstance(app.context.stack.scenes[-2], HighScoresDialog)
        assert "kept as highscores.yaml.damaged-" in top.text and "kept as statistics.yaml.damaged-" in top.text
        assert "Could not use the personal bests" in top.text and "kept as personal_bests.yaml.damaged-" in top.text
        kept = sorted(entry.name.partition(".damaged-")[0] for entry in data_dir().iterdir() if ".damaged-" in entry.name)
        assert kept == ["highscores.yaml", "personal_bests.yaml", "statistics.yaml"]
        app.draw()
    finally:
        app.table.computer.close()


def test_new_game_opens_at_once_over_rule_sets_that_are_bombs_or_hold_a_huge_word() -> None:
    folder = custom_folder()
    (folder / "laughs.yaml").write_text("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
                                        + "".join(f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 9)
                                                  + "]\n" for i in range(8)))
    (folder / "word.yaml").write_text(rule_set_text(load_preset("classic"), "Word", "w" * 200_000, "classic"))
    (folder / "good.yaml").write_text(rule_set_text(load_preset("classic"), "Good", "w" * 1_500, "classic"))
    app = opened(["--new"])
    try:
        started = time.monotonic()
        app.command("new")
        app.draw()
        dialog = app.context.stack.top
        assert isinstance(dialog, NewGameDialog) and time.monotonic() - started < 5
        titles = [title for title, _ in dialog.titles]
        assert "laughs.yaml (yours): cannot be played" in titles and "word.yaml (yours): cannot be played" in titles
        assert "Good (yours)" in titles
    finally:
        app.table.computer.close()


class CountingFont:
    """A font that counts the characters it is asked to measure."""

    def __init__(self, font):  # type: ignore[no-untyped-def]
        self.font = font
        self.measures = 0

    def size(self, text: str) -> tuple[int, int]:
        self.measures += 1
        return self.font.size(text)

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return getattr(self.font, name)


def test_fitting_a_long_name_takes_a_few_measures(monkeypatch: pytest.MonkeyPatch) -> None:
    painter = Painter()
    fonts: dict[tuple[int, bool], CountingFont] = {}
    plain = Painter.font
    monkeypatch.setattr(Painter, "font", lambda self, px, bold=False: fonts.setdefault(
        (px, bold), CountingFont(plain(self, px, bold))))
    name = "Annabel" * 1_500
    surface = painter.fitted_text(name, 18, 200)
    assert surface.get_width() <= 200 and name in painter.shortened
    assert sum(font.measures for font in fonts.values()) < 60, "halving, not a character at a time"


def test_wrapping_a_huge_word_measures_each_line_a_few_times(monkeypatch: pytest.MonkeyPatch) -> None:
    app = opened(["--new"])
    try:
        metrics = Metrics.for_window(app.context.size)
        measured: list[int] = []
        plain = Metrics.text_width
        monkeypatch.setattr(Metrics, "text_width", lambda self, manager, text, role="body", bold=False: (
            measured.append(len(text)) or plain(self, manager, text, role, bold)))
        started = time.process_time()  # (the processor's time: a busy machine's other work is not counted)
        lines = metrics.wrap(app.ui_manager, "w" * 200_000, 400)
        assert time.process_time() - started < 10
        assert "".join(lines) == "w" * 200_000
        assert len(measured) < 12 * len(lines) and sorted(measured)[-2] <= 402, "the word whole once, then a line"
    finally:
        app.table.computer.close()
