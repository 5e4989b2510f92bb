"""End to end: main.py in a real X window (Xvfb), found by its window class and played
with xdotool: draw a card, drag a meld, discard with a right-click, check the game record.

Where to click comes from a model of the same game built in this process (the same
seed, settings and window size, off screen): the model is sent the same clicks, so it
knows where every card lies after each move. The real game keeps its record in a file
(`--record`); at the end both records must agree.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pygame
import pytest

from canasta.engine import Action, GameState
from canasta.engine.game.record import GameRecord
from canasta.variants import load_preset

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)
MISSING = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"needs {' and '.join(MISSING)} installed "
                                                         "(apt-get install xvfb xdotool)")


def meldable_seed() -> tuple[int, str]:
    """A seed whose first hand, after drawing, holds three naturals of a rank worth the 50 of a first meld."""
    rules = load_preset("windows")
    for seed in range(1, 500):
        state = GameState(rules, 2, seed=seed)
        state.play(Action("draw"))
        counts = Counter(card.rank for card in state.hands[0] if rules.is_natural(card))
        for rank, count in counts.items():
            value = next(rules.value_of(card) for card in state.hands[0] if card.rank == rank)
            if count >= 3 and value * count >= 50:
                return seed, rank
    raise AssertionError("no seed deals a first meld")


class Xdo:
    def __init__(self, display: str):
        self.env = dict(os.environ, DISPLAY=display)
        self.window = ""

    def __call__(self, *args: str, timeout: float = 20) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=timeout)
        assert done.returncode == 0, f"xdotool {' '.join(args)}: {done.stderr}"
        return done.stdout

    def find_window(self) -> None:
        self.window = self("search", "--sync", "--class", "canasta", timeout=30).split()[0]

    def move(self, pos: tuple[int, int]) -> None:
        self("mousemove", "--window", self.window, str(pos[0]), str(pos[1]))
        time.sleep(0.05)

    def click(self, pos: tuple[int, int], button: int = 1, ctrl: bool = False, repeat: int = 1) -> None:
        self.move(pos)
        if ctrl:
            self("keydown", "ctrl")
        self("click", "--repeat", str(repeat), "--delay", "120", str(button))
        if ctrl:
            self("keyup", "ctrl")
        time.sleep(0.3)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.move(start)
        self("mousedown", "1")
        for step in (1, 2, 3):
            self.move((start[0] + (end[0] - start[0]) * step // 3, start[1] + (end[1] - start[1]) * step // 3))
        self("mouseup", "1")
        time.sleep(0.3)


def send(app, event_type: int, **attributes: object) -> None:
    app.dispatch(pygame.event.Event(event_type, **attributes))


def wait_for_record(path: Path, actions: int, timeout: float = 30) -> GameRecord:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists():
            record = GameRecord.from_text(path.read_text(encoding="utf-8"), preset_loader=load_preset)
            if len(record.actions) >= actions:
                return record
        time.sleep(0.2)
    raise AssertionError(f"the game record did not reach {actions} moves: "
                         f"{path.read_text(encoding='utf-8') if path.exists() else 'no file'}")


def test_draw_meld_and_discard_in_a_real_window(display: str, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta.ui.app import build

    seed, rank = meldable_seed()
    home = tmp_path / "home"
    record_path = tmp_path / "game.can"
    argv = ["--seed", str(seed), "--size", f"{SIZE[0]}x{SIZE[1]}", "--animation", "off", "--no-sound",
            "--delay", "0"]
    monkeypatch.setenv("CANASTA_HOME", str(home))
    model = build(argv)
    table = model.table
    model.table.computer.threaded = False

    env = dict(os.environ, DISPLAY=display, CANASTA_HOME=str(home), SDL_VIDEO_X11_WMCLASS="canasta")
    env.pop("SDL_VIDEODRIVER", None)
    log = open(tmp_path / "game.log", "w")
    game = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *argv, "--record", str(record_path)],
                            env=env, cwd=ROOT, stdout=log, stderr=log)
    xdo = Xdo(display)
    try:
        xdo.find_window()
        time.sleep(0.5)

        stock = table.layout.stock.center
        xdo.click(stock)
        send(model, pygame.MOUSEBUTTONDOWN, pos=stock, button=1)
        send(model, pygame.MOUSEBUTTONUP, pos=stock, button=1)
        assert [str(a) for a in table.match.record.actions] == ["draw"]

        chosen = [index for index, card in enumerate(table.hand_order().cards) if card.rank == rank][:3]
        for index in chosen:
            sprite = next(s for s in table.sprites.cards if s.zone == "hand" and s.index == index)
            spot = (sprite.rect.left + 8, sprite.rect.centery)
            xdo.click(spot, ctrl=True)
            send(model, pygame.MOUSEBUTTONDOWN, pos=spot, button=1, mod=pygame.KMOD_CTRL)
            send(model, pygame.MOUSEBUTTONUP, pos=spot, button=1, mod=pygame.KMOD_CTRL)
        grab = next(s for s in table.sprites.cards if s.zone == "hand" and s.index == chosen[-1])
        start = (grab.rect.left + 8, grab.rect.centery)
        area = table.layout.melds[table.match.viewer_side]
        target = area.column(rank).move(0, 20).midtop
        xdo.drag(start, target)
        send(model, pygame.MOUSEBUTTONDOWN, pos=start, button=1, mod=0)
        send(model, pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
        send(model, pygame.MOUSEBUTTONUP, pos=target, button=1, mod=0)
        assert str(table.match.record.actions[-1]).startswith("meld"), table.status_text()

        discard = next(s for s in table.sprites.cards if s.zone == "hand" and s.owner == 0)
        spot = (discard.rect.left + 8, discard.rect.centery)
        xdo.click(spot, button=3, repeat=2)
        for _ in range(2):
            send(model, pygame.MOUSEBUTTONDOWN, pos=spot, button=3)
            send(model, pygame.MOUSEBUTTONUP, pos=spot, button=3)
        expected = [str(action) for action in table.match.record.actions]
        assert [kind.split()[0] for kind in expected] == ["draw", "meld", "discard"]

        played = wait_for_record(record_path, 3)
        assert [str(action) for action in played.actions[:3]] == expected
        after = wait_for_record(record_path, 5)
        assert any(action.kind == "discard" for action in after.actions[3:]), "the computer played its turn"
        assert game.poll() is None, "the game is still running"
    finally:
        if game.poll() is None:
            subprocess.run(["import", "-window", "root", str(tmp_path / "end.png")], env=xdo.env,
                           capture_output=True, timeout=20) if shutil.which("import") else None
            game.terminate()
        game.wait(timeout=10)
        log.close()
        model.table.computer.close()
