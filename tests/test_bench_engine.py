"""The engine benchmark's worker reports what it played, and bench/import_graph.py reads the engine."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "bench" / script), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_the_worker_reports_the_hands_it_played() -> None:
    done = run("engine_worker.py", "--tree", str(ROOT), "--preset", "classic:4:2", "--preset", "no_such:4:1",
               "--seed", "3", "--first-hand", "5")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(report["canasta_file"]).resolve().parents[1] == ROOT
    classic = report["presets"]["classic"]
    assert classic["hands"] == 2 and classic["players"] == 4
    assert classic["cpu_seconds"] > 0
    assert classic["actions"] > 0
    assert len(classic["listing_ns"]) > 0
    assert len(classic["listing_ns"]) <= classic["actions"] + 2  # each position listed once
    assert all(isinstance(ns, int) and ns > 0 for ns in classic["listing_ns"])
    # Each listing with the hand size of the player to move: 11 cards dealt, one drawn at most.
    assert len(classic["listing_sizes"]) == len(classic["listing_ns"])
    assert all(0 <= size <= 12 for size in classic["listing_sizes"][:4])
    assert report["presets"]["no_such"] == {"missing": True}


def test_the_same_deals_play_the_same_hands() -> None:
    reports = [json.loads(run("engine_worker.py", "--tree", str(ROOT), "--preset", "windows:2:1").stdout)
               for _ in range(2)]
    assert reports[0]["presets"]["windows"]["actions"] == reports[1]["presets"]["windows"]["actions"]


def test_the_import_graph_prints_its_sections() -> None:
    done = run("import_graph.py")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("canasta/engine: ")
    assert " modules, " in out.splitlines()[0]
    for section in ("Import circles", "counting type-only imports: ", "without type-only imports: ",
                    "Imports between rooms", "Room circles", "Imports written inside functions: ",
                    "Modules over 400 lines: "):
        assert section in out, section


def test_the_engine_has_no_import_circle_and_no_import_inside_a_function() -> None:
    """The engine's modules import one way: no circle once type-only imports are left out,
    and no import written inside a function to get round one."""
    out = run("import_graph.py").stdout
    assert "  without type-only imports: 0\n" in out, out
    assert "Imports written inside functions: 0\n" in out, out


def room_circles(out: str) -> str:
    """The section of the import graph's report on circles among rooms."""
    return out.split("Room circles", 1)[1].split("\n\n", 1)[0]


def test_the_engines_rooms_import_one_way() -> None:
    """Every engine module lives in a room (a subpackage), and the rooms import each other
    one way: no circle among them once type-only imports are left out."""
    assert [path.name for path in (ROOT / "canasta" / "engine").glob("*.py")] == ["__init__.py"]
    done = run("import_graph.py")
    assert done.returncode == 0, done.stderr
    rooms = done.stdout.split("Imports between rooms", 1)[1].split("\n\n", 1)[0]
    assert "  judge " in rooms and "  game " in rooms, rooms
    assert "  without type-only imports: 0\n" in room_circles(done.stdout) + "\n", done.stdout


def test_a_circle_between_rooms_is_found_where_no_module_is_in_one(tmp_path: Path) -> None:
    engine = tmp_path / "engine"
    files = {"__init__.py": "from .b.y import Y\n", "a/__init__.py": "", "a/w.py": "W = 1\n",
             "a/x.py": "from ..b.y import Y\n", "b/__init__.py": "", "b/y.py": "Y = 2\n",
             "b/z.py": "from typing import TYPE_CHECKING\nfrom canasta.engine.a.w import W\n"
                       "if TYPE_CHECKING:\n    from ..a.x import Y\n"}
    for name, text in files.items():
        (engine / name).parent.mkdir(parents=True, exist_ok=True)
        (engine / name).write_text(text)
    done = run("import_graph.py", "--engine", str(engine))
    assert done.returncode == 0, done.stderr
    assert "Import circles (strongly connected components of more than one module):\n" \
           "  counting type-only imports: 0\n  without type-only imports: 0\n" in done.stdout, done.stdout
    assert "  a        -> b 1\n" in done.stdout and "  b        -> a 1; type-only: a 1\n" in done.stdout, done.stdout
    assert "  without type-only imports: 1\n    2 rooms: a, b" in room_circles(done.stdout), done.stdout


def test_the_architecture_figures_are_printed_and_no_module_or_class_is_over_400_lines() -> None:
    done = run("architecture.py")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for section in ("word turn asked outside the variant", "tests of rules.* in canasta/engine",
                    "kind is <KIND> tests outside the meld kinds", "engine modules imported by canasta/ai"):
        assert section in out, section
    assert "modules over 400 lines: 0\n" in out and "classes over 400 lines: 0\n" in out, out


def test_listing_times_are_shown_by_the_hand_size_of_the_player_to_move(capsys) -> None:  # type: ignore[no-untyped-def]
    # (by its path: the name `engine` is also the tests' own folder of engine tests)
    found = importlib.util.spec_from_file_location("bench_engine", ROOT / "bench" / "engine.py")
    assert found is not None and found.loader is not None
    engine = importlib.util.module_from_spec(found)
    sys.modules["bench_engine"] = engine  # (its dataclasses look their module up)
    found.loader.exec_module(engine)

    tally = engine.Tally()
    tally.add({"hands": 1, "actions": 4, "cpu_seconds": 0.1, "listing_ns": [1_000_000, 2_000_000, 9_000_000, 40_000],
               "listing_sizes": [11, 12, 40, 3]})
    engine.print_listings({"bwc": {"this": tally}}, ["this"])
    rows = {line.split()[2]: line.split()[3:] for line in capsys.readouterr().out.splitlines()
            if line.startswith("bwc") and len(line.split()) == 9}
    assert rows["0-11"][0] == "2" and rows["0-11"][-2] == "1000"  # two listings, the longest 1 ms
    assert rows["12-15"][0] == "1"
    assert rows["32-47"] == ["1", "9000", "9000", "9000", "9000", "1"]  # one listing over 5 ms
    assert "16-31" not in rows and "48+" not in rows
