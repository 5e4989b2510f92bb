"""The game's drawing speed, start-up time and idle CPU, on a busy four-player table.

    .venv/bin/python bench/ui.py [--frames 2000] [--idle-seconds 10] [--seed 12] [--window-only]

A four-player game is played at random (seat 0 a person, the rest random computers)
to the moment with the most melds on the table while seat 0 is to draw; its record
is what every measure below uses, at 1920x1080.

    frame time      frames of the table: every twentieth right after a change to it (the
                    hand rearranged, as after any move), the others while the cards glide
                    and after, off screen; median and 99th percentile (target: p99 at
                    most 8 ms); the last frame is checked against the table drawn whole
    window frames   in a real window (the X display, or a private Xvfb), the floor of that
                    window first: frames that only clear it and flip; then the game's own
                    frames: the game as `main.py --load <that game>` builds it (scene stack,
                    menu bar, pygame_gui's manager, presentation), turned by its loop's
                    `App.turn` with the same changes as above, each frame timed from its
                    events to its presentation (the loop's naps and frame cap left out;
                    turns that present nothing are not frames); goal: their p99 within 3x
                    the floor's median; the window is checked against the game drawn whole,
                    on the X screen itself where ImageMagick's `import` can read it; then
                    the table's frames alone, drawn and flipped. Once more with SDL's
                    OpenGL presentation forced, to show what the choice saves where there
                    is no GPU
    start-up        from starting `main.py --load <that game>` to its first frame,
                    median of five starts with the modules compiled, as installed
                    (target: under 1 s); the first, compiling start is shown too
    idle CPU        CPU the running game uses over `--idle-seconds` while nobody
                    moves (target: under 2 % of one core)

`--window-only` measures the window frames as the game presents them and nothing else.

Start-up and idle CPU need a screen: the X display in DISPLAY, else a private Xvfb
when one is installed, else SDL's dummy driver (said in the output).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from canasta.ai.random_player import choose_random_action  # noqa: E402
from canasta.engine import Phase  # noqa: E402
from canasta.engine.game.record import GameRecord  # noqa: E402
from canasta.ui.match import Match, SeatInfo  # noqa: E402
from canasta.variants import load_preset  # noqa: E402

SIZE = (1920, 1080)


def busy_record(seed: int, preset: str = "windows") -> GameRecord:
    """A four-player game stopped where the table is fullest and seat 0 is to draw."""
    seats = [SeatInfo("Player", True)] + [SeatInfo(name, False, "random") for name in ("West", "North", "East")]
    best_score, best_length = (-1, -1), 0
    match = Match(load_preset(preset), seats, seed)
    rng = random.Random(seed)
    while not match.hand_is_over():
        state = match.state
        if state.current == 0 and state.phase == Phase.DRAW:
            rows = sum(len(table) for table in state.tables)
            held = sum(len(hand) for hand in state.hands)
            score = (min(rows, 12), held)  # a dozen melds, then the fullest hands
            if score > best_score:
                best_score, best_length = score, len(match.record.actions)
        match.play(choose_random_action(match.legal(), rng))
    record = match.record
    record.actions = record.actions[:best_length]
    return record


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def frame_times(record: GameRecord, frames: int) -> tuple[list[float], str]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(SIZE)
    table = table_scene(record)
    table.draw(screen)
    while not table.warm:  # as in the game: card faces are drawn ahead, while the table is idle
        table.update(0.02)
    times = table_frames(table, screen, frames)
    driver = pygame.display.get_driver()
    pygame.quit()
    return times, driver


def table_frames(table, screen, frames: int) -> list[float]:
    """The time of each of `frames` frames of the table, every twentieth after a change to
    it (the hand rearranged, gliding to its new order)."""
    import pygame

    times = []
    rng = random.Random(1)
    for index in range(frames):
        start = time.perf_counter()
        pygame.event.pump()
        if index % 20 == 0:
            count = len(table.hand_order())
            table.rearrange([rng.randrange(count)], rng.randrange(count + 1))
        table.update(1 / 60)
        table.draw(screen)
        pygame.display.flip()
        times.append(time.perf_counter() - start)
    check_last_frame(table, screen)
    return times


def check_last_frame(table, screen) -> None:
    """The frames timed drew only what changed on the screen: the last one must look like
    the table drawn whole, else the times measured a wrong picture."""
    import pygame

    from canasta.ui.table.view import TableRenderer

    whole = pygame.Surface(screen.get_size()).convert(screen)
    TableRenderer(table.painter).draw(whole, table.frame())
    if pygame.image.tobytes(whole, "RGB") != pygame.image.tobytes(screen, "RGB"):
        raise SystemExit("the last frame timed differs from the table drawn whole")


def table_scene(record: GameRecord):
    import pygame_gui

    from canasta.ui.preferences import Preferences
    from canasta.ui.scene import Context
    from canasta.ui.table.scene import TableScene

    context = Context(SIZE, pygame_gui.UIManager(SIZE))
    table = TableScene(context, Match.from_record(record), Preferences(animation_speed="normal", sound=False),
                       threaded=False)
    context.stack.push(table)
    return table


def window_child(record_file: Path, frames: int) -> None:
    """In a process of its own, on the real display: the floor (clear and flip), the game's
    frames and the table's frames alone, in one window; printed as one JSON line."""
    import json

    import pygame

    from canasta.ui.presentation import HINT, choose_presentation

    choose_presentation()
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
    for _ in range(30):  # the window settles (first frames map it)
        pygame.event.pump()
        screen.fill((20, 84, 44))
        pygame.display.flip()
    floor = []
    for index in range(frames):
        start = time.perf_counter()
        pygame.event.pump()
        screen.fill((20, 84, 44) if index % 2 else (24, 52, 96))
        pygame.display.flip()
        floor.append(time.perf_counter() - start)
    app_times, on_screen = app_frames(record_file, frames)
    record = GameRecord.from_text(record_file.read_text(encoding="utf-8"), preset_loader=load_preset)
    screen = pygame.display.get_surface()
    table = table_scene(record)
    while not table.warm:
        table.update(0.02)
    table.draw(screen)  # the first picture (felt, panels) is part of start-up, as in frame_times
    drawn = table_frames(table, screen, frames)
    print(json.dumps({"floor": floor, "app": app_times, "table": drawn, "driver": pygame.display.get_driver(),
                      "hint": os.environ.get(HINT, "SDL's default"), "screen_checked": on_screen}))
    pygame.quit()


def app_frames(record_file: Path, frames: int) -> tuple[list[float], bool]:
    """The game's own frames, `frames` of them, while its hand is rearranged every twentieth
    turn of its loop (1/60 s a turn); and whether the X screen itself was checked."""
    import pygame

    from canasta.ui.app import build

    app = build(["--load", str(record_file), "--size", f"{SIZE[0]}x{SIZE[1]}", "--no-sound",
                 "--animation", "normal"])
    table = app.table
    while not table.warm or table.animator.glides:  # as in the game: card faces drawn ahead, while idle
        app.turn(pygame.event.get(), 0.02)
    times: list[float] = []
    rng = random.Random(1)
    index = 0
    while len(times) < frames:
        start = time.perf_counter()
        events = pygame.event.get()
        if index % 20 == 0:
            count = len(table.hand_order())
            table.rearrange([rng.randrange(count)], rng.randrange(count + 1))
        presented = app.frames
        app.turn(events, 1 / 60)
        elapsed = time.perf_counter() - start
        if app.frames > presented:
            times.append(elapsed)
        index += 1
    on_screen = check_app_frame(app)
    table.computer.close()
    return times, on_screen


def check_app_frame(app) -> bool:
    """The game presented only what changed: its window, and the X screen where it can be
    read, must look like the game drawn whole, else the times measured a wrong picture.
    Whether the X screen was read."""
    import pygame

    from canasta.ui.table.scene import TableScene
    from canasta.ui.table.view import TableRenderer

    window = pygame.display.get_surface()
    whole = pygame.Surface(window.get_size()).convert(window)
    for scene in app.context.stack.visible():
        if isinstance(scene, TableScene):
            TableRenderer(scene.painter).draw(whole, scene.frame())
        else:
            scene.draw(whole)
    app.ui_manager.draw_ui(whole)
    expected = pygame.image.tobytes(whole, "RGB")
    if pygame.image.tobytes(window, "RGB") != expected:
        raise SystemExit("the game's last frame differs from the game drawn whole")
    xwindow = pygame.display.get_wm_info().get("window")
    if pygame.display.get_driver() != "x11" or xwindow is None or shutil.which("import") is None:
        return False
    shot = subprocess.run(["import", "-window", str(xwindow), "-depth", "8", "rgb:-"], capture_output=True,
                          timeout=60)
    if shot.returncode != 0:
        return False
    if shot.stdout != expected:
        raise SystemExit("the X screen shows something else than the game drawn whole")
    return True


def window_frame_times(record: GameRecord, frames: int, force_gl: bool = False) -> dict:
    """Floor, game and table frame times in a real window, with the driver, the presentation
    hint, the screen's name and whether the X screen was checked."""
    import json

    screen = Screen()
    try:
        with tempfile.TemporaryDirectory() as home:
            record_file = Path(home) / "busy.can"
            record_file.write_text(record.to_text(), encoding="utf-8")
            env = dict(screen.env, SDL_AUDIODRIVER="dummy", CANASTA_HOME=home)
            if force_gl:
                env["SDL_FRAMEBUFFER_ACCELERATION"] = "opengl"
            done = subprocess.run([sys.executable, __file__, "--window-child", str(record_file),
                                   "--frames", str(frames)], env=env, cwd=ROOT, capture_output=True, text=True,
                                  timeout=900)
        if done.returncode != 0:
            raise SystemExit(f"the window measure failed: {done.stderr[-2000:]}")
        result = json.loads(done.stdout.strip().splitlines()[-1])
    finally:
        screen.close()
    result["where"] = screen.name
    return result


class Screen:
    """The display the start-up and idle measures run on."""

    def __init__(self) -> None:
        self.env = dict(os.environ)
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.name = "dummy (no screen)"
        if os.environ.get("DISPLAY"):
            self.name = f"X display {os.environ['DISPLAY']}"
        elif shutil.which("Xvfb"):
            display = f":{random.Random().randrange(200, 900)}"
            self.xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.0)
            self.env["DISPLAY"] = display
            self.name = f"private Xvfb {display}"
        else:
            self.env["SDL_VIDEODRIVER"] = "dummy"
        self.env.pop("SDL_VIDEODRIVER", None) if "DISPLAY" in self.env else None

    def close(self) -> None:
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait(timeout=10)


def cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


STARTUP_RUNS = 5
MAIN_PY = (sys.executable, str(ROOT / "main.py"))


def start_game(env: dict[str, str], game: Path,
               command: Sequence[str] = MAIN_PY) -> tuple[subprocess.Popen[str], float]:
    """Start the game (`main.py`, or the executable `command`) on `game`; the process
    and the seconds to its first frame (the line CANASTA_STARTUP_TIME makes it print)."""
    start = time.perf_counter()
    process = subprocess.Popen([*command, "--load", str(game), "--size", f"{SIZE[0]}x{SIZE[1]}", "--no-sound"],
                               env=env, cwd=ROOT, stderr=subprocess.PIPE, text=True)
    assert process.stderr is not None
    line = process.stderr.readline()
    startup = time.perf_counter() - start
    if not line.startswith("first frame"):
        process.kill()
        raise SystemExit(f"{Path(command[-1]).name} did not start: {line}{process.stderr.read()}")
    return process, startup


def stop_game(process: subprocess.Popen[str]) -> None:
    process.terminate()
    process.wait(timeout=10)


def startup_and_idle(record: GameRecord, idle_seconds: float, runs: int = STARTUP_RUNS,
                     command: Sequence[str] = MAIN_PY) -> tuple[float, list[float], float | None, str]:
    """The first (cold) start-up, `runs` warm ones, the idle CPU and the screen's name.

    A cold start compiles every module; an installed copy has them compiled already, so
    the warm starts (bytecode kept in a private folder) are what a player sees."""
    screen = Screen()
    with tempfile.TemporaryDirectory() as home:
        game = Path(home) / "busy.can"
        game.write_text(record.to_text(), encoding="utf-8")
        env = dict(screen.env, CANASTA_HOME=home, CANASTA_STARTUP_TIME="1", SDL_AUDIODRIVER="dummy",
                   PYTHONPYCACHEPREFIX=str(Path(home) / "bytecode"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        try:
            process, cold = start_game(env, game, command)
            stop_game(process)
            warm = []
            for _ in range(runs):
                process, startup = start_game(env, game, command)
                warm.append(startup)
                if len(warm) < runs:
                    stop_game(process)
            try:
                time.sleep(2.0)  # let start-up work settle
                before = cpu_seconds(process.pid)
                time.sleep(idle_seconds)
                after = cpu_seconds(process.pid)
                idle = None if before is None or after is None else (after - before) / idle_seconds * 100
            finally:
                stop_game(process)
        finally:
            screen.close()
    return cold, warm, idle, screen.name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=2000,
                        help="frames per measure (the p99 of 400 is the fourth slowest: one hiccup of a busy "
                             "machine decides it)")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=12,
                        help="seed of the game played to its fullest table (the output's first line says what it holds)")
    parser.add_argument("--window-only", action="store_true",
                        help="only the window frames as the game presents them (no start-up, idle CPU, dummy driver "
                             "or forced OpenGL)")
    parser.add_argument("--window-child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.window_child is not None:
        window_child(args.window_child, args.frames)
        return
    record = busy_record(args.seed)
    state = record.replay()
    rows = sum(len(table) for table in state.tables)
    cards = sum(len(hand) for hand in state.hands)
    print(f"Busy four-player table at {SIZE[0]}x{SIZE[1]}: {rows} melds, {cards} cards in hands, "
          f"pile {len(state.pile)}")
    if args.window_only:
        print_window_frames(record, args.frames, force_gl=False)
        return
    startup = startup_and_idle(record, args.idle_seconds)
    times, driver = frame_times(record, args.frames)
    ms = [t * 1000 for t in times]
    p99 = percentile(ms, 0.99)
    print(f"  frame time ({len(ms)} frames, {driver} driver): median {statistics.median(ms):.2f} ms, "
          f"p99 {p99:.2f} ms  (target p99 <= 8 ms: {'ok' if p99 <= 8 else 'MISSED'})")
    for force_gl in (False, True):
        print_window_frames(record, args.frames, force_gl)
    print_startup_and_idle(*startup, args.idle_seconds)


def print_window_frames(record: GameRecord, frames: int, force_gl: bool) -> None:
    result = window_frame_times(record, frames, force_gl)
    floor, game, table = ([t * 1000 for t in result[name]] for name in ("floor", "app", "table"))
    floor_median, game_p99 = statistics.median(floor), percentile(game, 0.99)
    how = "OpenGL presentation forced" if force_gl else "presented as the game chooses"
    goal = "" if force_gl else (f"  (goal p99 <= 3x floor median = {3 * floor_median:.2f} ms: "
                                f"{'ok' if game_p99 <= 3 * floor_median else 'MISSED'})")
    checked = "the X screen checked" if result["screen_checked"] else "the window surface checked"
    print(f"  window frames ({result['where']}, {result['driver']}, {how}: "
          f"SDL_FRAMEBUFFER_ACCELERATION={result['hint']}): clear-and-flip floor median {floor_median:.2f} ms, "
          f"p99 {percentile(floor, 0.99):.2f} ms; game (App) median {statistics.median(game):.2f} ms, "
          f"p99 {game_p99:.2f} ms{goal}; table alone median {statistics.median(table):.2f} ms, "
          f"p99 {percentile(table, 0.99):.2f} ms; {checked}")


def print_startup_and_idle(cold: float, warm: list[float], idle: float | None, screen: str,
                           idle_seconds: float) -> None:
    startup = statistics.median(warm)
    print(f"  start-up to first frame ({screen}): {startup:.2f} s, median of {STARTUP_RUNS} starts  "
          f"(target < 1 s: {'ok' if startup < 1 else 'MISSED'}); "
          f"{cold:.2f} s the first time, compiling the modules")
    if idle is None:
        print("  idle CPU: not measured (needs /proc)")
    else:
        print(f"  idle CPU over {idle_seconds:.0f} s: {idle:.2f} % of one core  "
              f"(target < 2 %: {'ok' if idle < 2 else 'MISSED'})")


if __name__ == "__main__":
    main()
