"""Where there is no GPU, frames are presented without software OpenGL; with one, SDL keeps its way."""

from __future__ import annotations

from pathlib import Path

from canasta.ui.presentation import HINT, choose_presentation, presentation_hints


def test_no_gpu_on_linux_presents_without_gl() -> None:
    assert presentation_hints({"DISPLAY": ":0"}, "linux", []) == {HINT: "0"}


def test_forced_software_gl_counts_as_no_gpu(tmp_path: Path) -> None:
    node = tmp_path / "renderD128"
    node.write_text("")
    assert presentation_hints({"LIBGL_ALWAYS_SOFTWARE": "1"}, "linux", [str(node)]) == {HINT: "0"}


def test_a_gpu_keeps_accelerated_presentation(tmp_path: Path) -> None:
    node = tmp_path / "renderD128"
    node.write_text("")
    assert presentation_hints({"DISPLAY": ":0"}, "linux", [str(node)]) == {}
    assert presentation_hints({}, "win32", []) == {}
    assert presentation_hints({}, "darwin", []) == {}


def test_the_players_own_setting_is_kept() -> None:
    environ = {HINT: "1", "DISPLAY": ":0"}
    assert presentation_hints(environ, "linux", []) == {}
    choose_presentation(environ)
    assert environ[HINT] == "1"
