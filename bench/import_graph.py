"""How the rules engine's modules import each other: the graph of imports between the
modules of canasta/engine, and between its rooms (its subpackages), read from their
source (nothing is imported).

    .venv/bin/python bench/import_graph.py [--engine canasta/engine]

Every import of an engine module by another counts, relative (`from .meld_kinds import ...`,
`from ..judge import legality`) or absolute (`canasta.engine.melds.meld_kinds`), at the
top of a module or written inside a function; one under `if TYPE_CHECKING:` is
type-only (never run). Printed: the number of modules and imports; the import circles
(strongly connected components of more than one module), counting type-only imports and
without them; the imports between rooms (for each room, how many imports of each other
room it holds, bottom room first) and the rooms' circles; the imports written inside
functions (module: line, what); and the modules over 400 lines.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "canasta.engine"
INIT = "__init__"
LONG_MODULE = 400


@dataclass(frozen=True)
class Import:
    """One import statement of `source` naming the engine module `target`."""

    source: str
    target: str
    line: int
    text: str
    in_function: bool
    type_only: bool


def is_type_checking(test: ast.expr) -> bool:
    """Whether an `if` tests TYPE_CHECKING (or typing.TYPE_CHECKING)."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
            or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def module_name(relative: Path) -> str:
    """An engine module's name from its path inside canasta/engine: "melds", "solver.plan";
    a package by its own name ("solver"), the engine's own __init__ as "__init__"."""
    parts = list(relative.with_suffix("").parts)
    if parts[-1] == INIT:
        parts.pop()
    return ".".join(parts) or INIT


def package_of(module: str, is_package: bool) -> str:
    """The dotted package a module's relative imports start from."""
    inner = "" if module == INIT else module if is_package else module.rpartition(".")[0]
    return f"{PACKAGE}.{inner}" if inner else PACKAGE


def engine_module(name: str, modules: set[str]) -> str | None:
    """The engine module a dotted name is, or is inside (its longest known prefix); None
    for a name outside the engine."""
    if name == PACKAGE:
        return INIT
    if not name.startswith(PACKAGE + "."):
        return None
    parts = name[len(PACKAGE) + 1:].split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in modules:
            return ".".join(parts[:end])
    return INIT


def targets(node: ast.Import | ast.ImportFrom, package: str, modules: set[str]) -> set[str]:
    """The engine modules an import statement names, written in a module of `package`."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            parts = package.split(".")
            parts = parts[:len(parts) - node.level + 1]
            base = ".".join(parts + ([base] if base else []))
        # `from PACKAGE import name` imports the module PACKAGE.name when there is one.
        names = [f"{base}.{alias.name}" for alias in node.names]
    found = {engine_module(name, modules) for name in names}
    return {module for module in found if module is not None}


def imports_of(source: str, package: str, tree: ast.Module, modules: set[str]) -> list[Import]:
    """Every import of another engine module in the syntax tree of module `source`."""
    found: list[Import] = []

    def visit(node: ast.AST, in_function: bool, type_only: bool) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for target in sorted(targets(node, package, modules) - {source}):
                found.append(Import(source, target, node.lineno, ast.unparse(node), in_function, type_only))
            return
        if isinstance(node, ast.If) and is_type_checking(node.test):
            for child in node.body:
                visit(child, in_function, True)
            for child in node.orelse:
                visit(child, in_function, type_only)
            return
        inner = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, inner, type_only)

    visit(tree, False, False)
    return found


def circles(modules: set[str], imports: list[Import]) -> list[list[str]]:
    """The strongly connected components of more than one module, largest first (Tarjan)."""
    edges: dict[str, set[str]] = {module: set() for module in modules}
    for item in imports:
        edges[item.source].add(item.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(edges[module]):
            if other not in index:
                connect(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 4 * len(modules) + 100))
    try:
        for module in sorted(modules):
            if module not in index:
                connect(module)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(found, key=lambda component: (-len(component), component))


def room_of(module: str) -> str:
    """The room a module is in: the engine's subpackage that holds it ("melds" for
    "melds.meld_kinds", "solver" for the solver's own __init__); a module of the engine's
    own folder (its __init__ among them) is a room of its own."""
    return module.partition(".")[0]


def room_imports(imports: list[Import]) -> list[Import]:
    """The imports from one room into another, each as an import of that room by this one."""
    return [replace(item, source=room_of(item.source), target=room_of(item.target)) for item in imports
            if room_of(item.source) != room_of(item.target)]


def bottom_first(rooms: set[str], imports: list[Import]) -> list[str]:
    """The rooms by the length of the longest chain of run-time imports below each (the
    bottom room first), then by name; a room in a circle counts its chain until it meets it."""
    below: dict[str, set[str]] = {room: set() for room in rooms}
    for item in imports:
        if not item.type_only:
            below[item.source].add(item.target)
    depth: dict[str, int] = {}

    def measure(room: str, seen: frozenset[str]) -> int:
        if room not in depth:
            depth[room] = 1 + max((measure(other, seen | {room}) for other in below[room] if other not in seen),
                                  default=-1)
        return depth[room]

    for room in rooms:
        measure(room, frozenset())
    return sorted(rooms, key=lambda room: (depth[room], room))


def counts_text(counts: Counter[str]) -> str:
    return ", ".join(f"{room} {count}" for room, count in sorted(counts.items()))


def print_rooms(modules: set[str], imports: list[Import]) -> None:
    """Each room's imports of the other rooms (run-time, then type-only), and the circles
    among rooms."""
    rooms = {room_of(module) for module in modules}
    between = room_imports(imports)
    print(f"Imports between rooms (the engine's subpackages; a module of its own folder is a room of its own):"
          f" {len(rooms)} rooms, {len(between)} imports from one room into another"
          f" ({sum(item.type_only for item in between)} type-only); each room's, bottom room first:")
    width = max(len(room) for room in rooms)
    for room in bottom_first(rooms, between):
        run = Counter(item.target for item in between if item.source == room and not item.type_only)
        typed = Counter(item.target for item in between if item.source == room and item.type_only)
        print(f"  {room:{width}} -> {counts_text(run) or '-'}" + (f"; type-only: {counts_text(typed)}" if typed else ""))
    print()
    print("Room circles (strongly connected components of more than one room):")
    print_circles("counting type-only imports", circles(rooms, between), "rooms")
    print_circles("without type-only imports", circles(rooms, [item for item in between if not item.type_only]),
                  "rooms")


def shown_path(path: Path, engine: Path) -> str:
    """A module's file as printed: its path inside the engine's folder."""
    return path.relative_to(engine).as_posix()


def print_circles(title: str, found: list[list[str]], members: str = "modules") -> None:
    print(f"  {title}: {len(found)}")
    for component in found:
        print(f"    {len(component)} {members}: " + ", ".join(component))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", type=Path, default=ROOT / "canasta" / "engine",
                        help="the engine's folder (canasta/engine of this checkout)")
    args = parser.parse_args()
    paths = {module_name(path.relative_to(args.engine)): path for path in sorted(args.engine.rglob("*.py"))}
    modules = set(paths)
    imports: list[Import] = []
    lines: dict[str, int] = {}
    for module, path in paths.items():
        text = path.read_text(encoding="utf-8")
        lines[module] = len(text.splitlines())
        package = package_of(module, path.name == "__init__.py")
        imports += imports_of(module, package, ast.parse(text, filename=str(path)), modules)

    inside = {(item.source, item.line): item for item in imports if item.in_function}  # a statement once
    type_only = [item for item in imports if item.type_only]
    shown = args.engine.resolve()
    shown = shown.relative_to(ROOT) if shown.is_relative_to(ROOT) else shown
    print(f"{shown}: {len(modules)} modules, {len(imports)} imports of one by another"
          f" ({len(type_only)} type-only, {len(inside)} written inside functions)")
    print()
    print("Import circles (strongly connected components of more than one module):")
    print_circles("counting type-only imports", circles(modules, imports))
    print_circles("without type-only imports", circles(modules, [item for item in imports if not item.type_only]))
    print()
    print_rooms(modules, imports)
    print()
    print(f"Imports written inside functions: {len(inside)}")
    for _, item in sorted(inside.items()):
        print(f"  {shown_path(paths[item.source], args.engine)}:{item.line}  {item.text}" + ("  (type-only)" if item.type_only else ""))
    print()
    long = sorted(((count, module) for module, count in lines.items() if count > LONG_MODULE), reverse=True)
    print(f"Modules over {LONG_MODULE} lines: {len(long)}")
    for count, module in long:
        print(f"  {shown_path(paths[module], args.engine)}  {count}")


if __name__ == "__main__":
    main()
