"""End to end in a real X window (Xvfb), as a player would: the stock running out under the
`windows` rules (end the hand, or turn the pile over) and the `classic` ones, a person
asking the computer partner "May I go out?", the sounds the table plays (SDL's `disk`
audio driver writes what would be heard), and the rules changed right after a later deal.

As in test_xvfb.py, where to click comes from a model of the same game built in this
process (same game file, same window size), sent the same clicks.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pygame_gui
import pytest

from canasta.engine import Action, Phase
from canasta.ui.match import Match, SeatInfo
from canasta.variants import load_preset

from test_xvfb import MISSING, ROOT, SIZE, Xdo, send, wait_for_record

pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"needs {' and '.join(MISSING)} installed "
                                                         "(apt-get install xvfb xdotool)")


def empty_stock_game(preset: str, wanted: str) -> Match:
    """A two-player game where the person at seat 0 is to draw from an empty stock and
    may `wanted` ("stop", "turn")."""
    seats = [SeatInfo("Ann", True), SeatInfo("Bot", False, "beginner")]
    for seed in range(1, 400):
        match = Match(load_preset(preset), seats, seed)
        rng = random.Random(seed)
        while match.state.hand_number == 1 and not match.hand_is_over():
            state = match.state
            if state.phase == Phase.DRAW and not state.stock and state.current == 0:
                if wanted in {action.kind for action in match.legal()}:
                    return match
                break
            actions = match.legal()
            match.play(rng.choice([action for action in actions if action.kind in ("draw", "discard")] or actions))
    raise AssertionError(f"no seed runs the {preset} stock out with {wanted} allowed")


class RealGame:
    """main.py in the Xvfb window and its model, fed the same clicks."""

    def __init__(self, display: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, argv: list[str],
                 env: dict[str, str] | None = None):
        from canasta.ui.app import build

        self.record = tmp_path / "game.can"
        home = tmp_path / "home"
        monkeypatch.setenv("CANASTA_HOME", str(home))
        argv = [*argv, "--size", f"{SIZE[0]}x{SIZE[1]}", "--animation", "off", "--delay", "0"]
        self.model = build(argv)
        self.model.table.computer.threaded = False
        game_env = dict(os.environ, DISPLAY=display, CANASTA_HOME=str(home), SDL_VIDEO_X11_WMCLASS="canasta",
                        **(env or {}))
        game_env.pop("SDL_VIDEODRIVER", None)
        self.log = open(tmp_path / "game.log", "w")
        self.process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *argv, "--record", str(self.record)],
                                        env=game_env, cwd=ROOT, stdout=self.log, stderr=self.log)
        self.xdo = Xdo(display)
        self.xdo.find_window()
        time.sleep(0.8)

    def click(self, pos: tuple[int, int], button: int = 1, repeat: int = 1) -> None:
        self.xdo.click(pos, button=button, repeat=repeat)
        for _ in range(repeat):
            send(self.model, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            send(self.model, pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            send(self.model, pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.settle()

    def settle(self) -> None:
        for _ in range(5):
            self.model.ui_manager.update(0.05)
            for event in pygame.event.get():
                self.model.dispatch(event)

    def dialog_button(self, text: str) -> tuple[int, int]:
        buttons = [sprite for sprite in self.model.ui_manager.get_sprite_group().sprites()
                   if isinstance(sprite, pygame_gui.elements.UIButton) and sprite.visible and sprite.text == text]
        assert buttons, f"no button {text!r} in the model"
        return buttons[-1].rect.center

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()
        self.model.table.computer.close()


@pytest.fixture
def saved(tmp_path: Path):
    def save(match: Match) -> str:
        path = tmp_path / "start.can"
        path.write_text(match.record_text(), encoding="utf-8")
        return str(path)

    return save


@pytest.mark.parametrize("preset", ["windows", "classic"])
def test_the_stock_runs_out_and_the_hand_is_ended(display, tmp_path, monkeypatch, saved, preset) -> None:
    match = empty_stock_game(preset, "stop")
    game = RealGame(display, tmp_path, monkeypatch, ["--load", saved(match), "--no-sound"])
    try:
        game.click(game.model.table.layout.stock.center)
        assert type(game.model.context.stack.top).__name__ == "QuestionDialog"
        game.click(game.dialog_button("End the hand"))
        assert game.model.table.match.record.actions[-1].kind == "stop"
        played = wait_for_record(game.record, len(match.record.actions) + 1)
        assert [str(action) for action in played.actions] == [str(a) for a in game.model.table.match.record.actions]
        assert game.process.poll() is None, "the game goes on"
    finally:
        game.close()


def test_under_windows_the_pile_is_turned_over_as_the_new_stock(display, tmp_path, monkeypatch, saved) -> None:
    match = empty_stock_game("windows", "turn")
    game = RealGame(display, tmp_path, monkeypatch, ["--load", saved(match), "--no-sound"])
    try:
        table = game.model.table
        game.click(table.layout.stock.center)
        game.click(game.dialog_button("Turn the pile over"))
        assert table.match.record.actions[-1].kind == "turn" and table.match.state.stock
        game.click(table.layout.stock.center)
        card = next(s for s in table.sprites.cards if s.zone == "hand" and s.owner == 0)
        game.click((card.rect.left + 8, card.rect.centery), button=3, repeat=2)
        kinds = [action.kind for action in table.match.record.actions[-3:]]
        assert kinds == ["turn", "draw", "discard"], table.status_text()
        played = wait_for_record(game.record, len(match.record.actions) + 3)
        assert [str(a) for a in played.actions[:len(table.match.record.actions)]] == \
            [str(a) for a in table.match.record.actions]
    finally:
        game.close()


def heard(path: Path) -> bool:
    """Whether the disk audio driver's file holds anything but silence."""
    data = path.read_bytes() if path.exists() else b""
    return any(data)


@pytest.mark.parametrize("sound", [True, False])
def test_the_table_sounds_are_heard_unless_switched_off(display, tmp_path, monkeypatch, sound) -> None:
    audio = tmp_path / "heard.raw"
    argv = ["--seed", "3"] + ([] if sound else ["--no-sound"])
    game = RealGame(display, tmp_path, monkeypatch, argv,
                    env={"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(audio)})
    try:
        game.click(game.model.table.layout.stock.center)
        time.sleep(1.5)  # the draw sound plays out
    finally:
        game.close()
    assert heard(audio) is sound


def asking_game() -> Match:
    """Four players in partnerships, the person at seat 0 (partner: the computer at seat 2)
    to play, and allowed to ask "May I go out?"."""
    from canasta.ai import make_player

    seats = [SeatInfo("Ann", True)] + [SeatInfo(name, False, "beginner") for name in ("West", "North", "East")]
    for seed in range(1, 200):
        match = Match(load_preset("classic"), seats, seed)
        players = [make_player("advanced", seed * 10 + seat) for seat in range(4)]
        while not match.hand_is_over():
            state = match.state
            if state.current == 0 and "ask" in {action.kind for action in match.legal()} \
                    and _clicks_go_out(state):
                return match
            match.play(players[state.current].choose(match.observation(state.current)))
    raise AssertionError("no seed lets the person ask to go out")


def _clicks_go_out(state) -> bool:
    """Whether, after "yes", the clicks the test makes (single cards onto rows, then going
    out or a discard) take the person out: the ways out that need a new meld of several
    cards are dragged, which this test does not do."""
    trial = state.clone()
    for kind in ("ask", "yes"):
        trial.play(Action(kind))
    for _ in range(20):
        if trial.hand_over():
            return True
        legal = trial.legal_actions()
        singles = [a for a in legal if a.kind == "meld" and len(a.cards) == 1 and not trial.rules.is_wild(a.cards[0])]
        ends = [a for a in legal if a.kind in ("out", "discard")]
        if not (singles or ends):
            return False
        trial.play((singles or ends)[0])
    return False


def test_a_person_asks_the_computer_partner_may_i_go_out(display, tmp_path, monkeypatch, saved) -> None:
    match = asking_game()
    game = RealGame(display, tmp_path, monkeypatch, ["--load", saved(match), "--no-sound"])
    try:
        table = game.model.table
        ask = next(button for button in table.buttons.buttons if button.command == "ask")
        game.click(ask.rect.center)
        assert table.match.state.phase == Phase.ASK
        for _ in range(40):  # the partner thinks and answers
            table.update(0.3)
            if table.match.state.phase != Phase.ASK:
                break
        answer = table.match.record.actions[-1].kind
        assert answer in ("yes", "no")
        for _ in range(8):  # then the person plays on: melds what must be melded, goes out or discards
            if table.match.human_to_move() != 0:
                break
            legal = table.match.legal()
            wild = table.match.rules.is_wild
            melds = [a for a in legal if a.kind == "meld" and len(a.cards) == 1 and not wild(a.cards[0])]
            outs = [button for button in table.buttons.buttons if button.command == "out"]
            if melds:
                sprite = next(s for s in table.sprites.cards if s.zone == "hand" and s.owner == 0
                              and s.card == melds[0].cards[0])
                game.click((sprite.rect.left + 8, sprite.rect.centery))
            elif outs:
                game.click(outs[0].rect.center)
            else:
                discard = next(a for a in legal if a.kind == "discard")
                sprite = next(s for s in table.sprites.cards if s.zone == "hand" and s.owner == 0
                              and s.card == discard.card)
                game.click((sprite.rect.left + 8, sprite.rect.centery), button=3, repeat=2)
            time.sleep(0.6)  # past the double-click interval
        expected = [str(action) for action in table.match.record.actions]
        assert "ask" in expected[len(match.record.actions):]
        played = wait_for_record(game.record, len(expected))
        assert [str(action) for action in played.actions[:len(expected)]] == expected
    finally:
        game.close()


def third_deal_game() -> Match:
    """A two-player Windows game just dealt its third hand, the person at seat 0 to move."""
    seats = [SeatInfo("Ann", True), SeatInfo("Bot", False, "beginner")]
    match = Match(load_preset("windows"), seats, 5)
    rng = random.Random(5)
    while match.state.hand_number < 3:
        match.play(rng.choice(match.legal()))
    assert match.record.actions[-1].kind == "deal" and match.human_to_move() == 0
    return match


def test_the_rules_change_right_after_a_later_deal(display, tmp_path, monkeypatch, saved) -> None:
    from canasta.engine.game.record import GameRecord
    from canasta.ui.commands import RULES_CHANGED
    from canasta.ui.dialogs import RulesDialog

    match = third_deal_game()
    scores = list(match.state.scores)
    game = RealGame(display, tmp_path, monkeypatch, ["--load", saved(match), "--no-sound"])
    try:
        game.click(game.dialog_button("Options"))
        game.click(game.dialog_button("Rules…"))
        dialog = game.model.context.stack.top
        assert isinstance(dialog, RulesDialog) and dialog.editable
        pages = dialog._choices[0]  # the list of pages: Canasta for Windows' options come after the rule set's own
        windows = next(button for button, index in pages.buttons.items()
                       if dialog.pages[index].title == "Canasta for Windows options")
        game.click(windows.rect.center)
        required = dialog.fields["canasta_required_for_positive_score"]
        assert required.value is False
        yes = next(button for button, value in required.choice.buttons.items() if value is True)
        game.click(yes.rect.center)
        game.click(game.dialog_button("OK"))
        message = game.model.context.stack.top
        assert type(message).__name__ == "MessageDialog" and message.text == RULES_CHANGED
        game.click(game.dialog_button("OK"))
        state = game.model.table.match.state
        assert state.rules.canasta_required_for_positive_score and state.scores == scores

        deadline = time.monotonic() + 30
        while "option canasta_required_for_positive_score = true" not in game.record.read_text(encoding="utf-8"):
            assert time.monotonic() < deadline, "the real game did not write the rule change"
            time.sleep(0.2)
        played = GameRecord.from_text(game.record.read_text(encoding="utf-8"))
        assert played.to_text() == game.model.table.match.record.to_text()
        assert played.replay().to_text() == state.to_text()
        assert game.process.poll() is None, "the game goes on"
    finally:
        game.close()
