"""The figures of the engine's architecture that the issue "the engine as a library" asks
for, read from the source with the standard library's `ast` (nothing is imported):

    .venv/bin/python bench/architecture.py [--details]

Printed, each with the modules it is found in (`--details`: every place, file and line):
    word turn asked      `spoken_kind` or `plays_words` read outside the modules allowed to
                         (the variant and the word-turn feature: WORD_TURN_HOMES)
    rule tests           `if` (and `x if c else y`, `while`) tests that read `rules.<option>`
                         in canasta/engine outside the feature modules (FEATURE_HOMES)
    kind tests           `kind is GROUP` (or any meld kind's name) outside the meld kinds
    engine reached into  modules of canasta.engine that canasta/ai and canasta/ui import by
                         name, beside the public face `canasta.engine`
    long modules         modules of canasta over 400 lines, and classes over 400 lines
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "canasta"
LONG = 400
KIND_NAMES = frozenset({"GROUP", "THREES", "RUN", "WILD", "DEUCE", "SPECIAL", "GOLDEN", "WORD"})
# Where the word turn may be asked about (the variant, once it exists, and the words' feature).
WORD_TURN_HOMES = ("canasta/engine/game/variant.py", "canasta/variants/hooks/bwc/")
# Where a rule-set feature's own tests of its options belong (one module a feature).
FEATURE_HOMES = ("canasta/engine/features/", "canasta/variants/hooks/")
# Where meld kinds are defined (they may name each other).
KIND_HOMES = ("canasta/engine/melds/meld_kinds.py", "canasta/engine/melds/meld_protocol.py",
              "canasta/engine/melds/wild_meld.py", "canasta/engine/melds/deuce_meld.py",
              "canasta/engine/melds/special_hands.py", "canasta/variants/hooks/")


@dataclass
class Figure:
    """One figure: how many places, and where."""

    title: str
    places: list[tuple[str, int]] = field(default_factory=list)

    def add(self, path: str, line: int) -> None:
        self.places.append((path, line))

    def print(self, details: bool) -> None:
        print(f"{self.title}: {len(self.places)}")
        by_module = Counter(path for path, _ in self.places)
        for path, count in by_module.most_common():
            print(f"  {count:4d}  {path}")
            if details:
                for where, line in self.places:
                    if where == path:
                        print(f"          line {line}")


def relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def within(path: str, homes: tuple[str, ...]) -> bool:
    return any(path == home or (home.endswith("/") and path.startswith(home)) for home in homes)


def reads_rules(node: ast.AST) -> bool:
    """Whether the expression reads an attribute of a name `rules` (or of `x.rules`)."""
    for inner in ast.walk(node):
        if isinstance(inner, ast.Attribute):
            value = inner.value
            if isinstance(value, ast.Name) and value.id == "rules":
                return True
            if isinstance(value, ast.Attribute) and value.attr == "rules":
                return True
    return False


def kind_test(node: ast.Compare) -> bool:
    """Whether the comparison is `x is KIND` or `x is not KIND` with a meld kind's name."""
    return any(isinstance(op, (ast.Is, ast.IsNot)) and isinstance(right, ast.Name) and right.id in KIND_NAMES
               for op, right in zip(node.ops, node.comparators))


def engine_modules_imported(tree: ast.Module) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("canasta.engine.") \
                and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.startswith("canasta.engine.")}
    return found


def figures() -> tuple[list[Figure], Counter[str]]:
    """The figures, and the engine modules ai/ and ui/ import (with how many of their modules do)."""
    word_turn = Figure("word turn asked outside the variant and the words' feature")
    rule_tests = Figure("tests of rules.* in canasta/engine outside feature modules")
    kind_tests = Figure("kind is <KIND> tests outside the meld kinds")
    long_modules = Figure(f"modules over {LONG} lines")
    long_classes = Figure(f"classes over {LONG} lines")
    reached: Counter[str] = Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        name = relative(path)
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source, name)
        lines = source.count("\n") + (not source.endswith("\n"))
        if lines > LONG:
            long_modules.add(name, lines)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.end_lineno and node.end_lineno - node.lineno + 1 > LONG:
                long_classes.add(f"{name}:{node.name}", node.end_lineno - node.lineno + 1)
            if isinstance(node, ast.Attribute) and node.attr in ("spoken_kind", "plays_words") \
                    and not within(name, WORD_TURN_HOMES):
                word_turn.add(name, node.lineno)
            if name.startswith("canasta/engine/") and not within(name, FEATURE_HOMES) \
                    and isinstance(node, (ast.If, ast.IfExp, ast.While)) and reads_rules(node.test):
                rule_tests.add(name, node.lineno)
            if isinstance(node, ast.Compare) and kind_test(node) and not within(name, KIND_HOMES):
                kind_tests.add(name, node.lineno)
        if name.startswith(("canasta/ai/", "canasta/ui/")):
            for module in engine_modules_imported(tree):
                reached[module] += 1
    return [word_turn, rule_tests, kind_tests, long_modules, long_classes], reached


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--details", action="store_true", help="every place, by line")
    args = parser.parse_args(argv)
    found, reached = figures()
    for figure in found:
        figure.print(args.details)
    print(f"engine modules imported by canasta/ai and canasta/ui beside canasta.engine: {len(reached)}")
    for module, count in reached.most_common():
        print(f"  {count:4d}  {module}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
