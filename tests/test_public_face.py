"""The engine's public face: the computer players, the table, the saved files and the
tools import the engine's names from `canasta.engine` alone, never from its rooms
(canasta/engine/cards, melds, judge...), so the engine can rearrange its rooms without
touching them. The rule sets' hooks (canasta/variants) extend the rooms and may reach in."""

from __future__ import annotations

import ast
from pathlib import Path

import canasta.engine as engine

PACKAGE = Path(engine.__file__).resolve().parents[1]
EXTENDING = ("engine", "variants")  # the engine itself, and the rule sets' hooks


def _module_of(node: ast.ImportFrom, path: Path) -> str:
    if node.level == 0:
        return node.module or ""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:len(parts) - node.level] + ([node.module] if node.module else []))


def _reaching_in() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] in EXTENDING:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and _module_of(node, path).startswith("canasta.engine."):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {_module_of(node, path)}")
            elif isinstance(node, ast.Import):
                found += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {alias.name}"
                          for alias in node.names if alias.name.startswith("canasta.engine.")]
    return found


def test_nothing_outside_the_engine_imports_from_its_rooms():
    assert _reaching_in() == []


def test_every_name_of_the_face_is_there():
    missing = [name for name in engine.__all__ if not hasattr(engine, name)]
    assert missing == [] and len(set(engine.__all__)) == len(engine.__all__)
