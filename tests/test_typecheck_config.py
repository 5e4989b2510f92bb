"""The type check stays set up: pyproject.toml names the packages it checks and how
strictly, requirements.txt pins the checker, and `make typecheck` runs before the tests
in CI (read from the files alone: mypy itself is not run here)."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10 (tomli is pinned for it in requirements.txt)
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
CHECKED = {"canasta.engine", "canasta.persistence", "canasta.variants"}


def mypy_config() -> dict[str, Any]:
    config: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    return config


def pins() -> dict[str, str]:
    """requirements.txt's pins, by lower-case package name."""
    found = {}
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        pinned = re.match(r"([A-Za-z0-9_.-]+)==([^;\s]+)", line.strip())
        if pinned:
            found[pinned[1].lower()] = pinned[2]
    return found


def test_the_type_check_covers_the_engine_the_saved_files_and_the_rule_sets() -> None:
    config = mypy_config()
    assert CHECKED <= set(config["packages"])
    assert config["python_version"] == "3.10"  # the oldest Python the README asks for


def test_the_type_check_asks_for_types_on_every_function_and_reports_stale_ignores() -> None:
    config = mypy_config()
    for flag in ("check_untyped_defs", "disallow_untyped_defs", "disallow_incomplete_defs", "warn_unused_ignores"):
        assert config.get(flag) is True, flag


def test_no_module_is_left_out_of_the_type_check() -> None:
    ignored = [override["module"] for override in mypy_config().get("overrides", []) if override.get("ignore_errors")]
    assert ignored == []
    assert "exclude" not in mypy_config()


def test_the_checker_and_the_yaml_stubs_are_pinned() -> None:
    pinned = pins()
    assert re.fullmatch(r"\d+\.\d+(\.\d+)?", pinned.get("mypy", "")), "mypy is not pinned in requirements.txt"
    assert pinned.get("types-pyyaml"), "types-PyYAML is not pinned in requirements.txt"


def test_make_typecheck_runs_the_checker_and_ci_runs_it_before_the_tests() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^typecheck: \$\(STAMP\)\n\t\$\(PY\) -m mypy$", makefile, re.MULTILINE)
    steps = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert "make typecheck" in steps and "make test" in steps
    assert steps.index("make typecheck") < steps.index("make test")
