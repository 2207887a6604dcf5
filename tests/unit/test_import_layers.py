"""The packages of ``tblgen_py`` import in one direction: the pipeline's.

Data flows frontend -> records -> ods/drr -> backends -> tools.  Imports point
the other way and skip no rule: support <- records <- frontend, ods (the front
end builds the record model, which ods reads) <- drr, cpp (patterns name ODS
ops; the C++ translator reads ODS predicates) <- patterns (the one pattern
model, built from drr and pdll) <- backends <- tools; packages
of one rank do not import each other, and the backends reach the pattern
languages only through the pattern model.  The runtime (with the dialect hooks built on it)
stands beside them, importing only itself and ``support``; only the tools
import it, to run what was generated.  ``ondemand`` (MLIR's dialects generated
on first use) sits above the tools, whose cache it reuses; the entry points of
``tblgen_py.dialects`` (its ``__init__`` and each dialect package's) reach it,
so that importing a dialect can generate it, while the ports themselves stay
on the runtime side.  Every import statement counts, at module level or
inside a function (a late import is still a dependency); only imports under
``if TYPE_CHECKING:`` are exempt, as they never run.  A package missing from
``LAYERS`` fails the test, so a new package has to be given its place.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tblgen_py

ROOT = Path(tblgen_py.__file__).parent
PACKAGE = "tblgen_py"

LAYERS: dict[str, int] = {
    "support": 0,
    "records": 1,
    "frontend": 2,
    "ods": 2,
    "drr": 3,
    "pdll": 3,
    "cpp": 3,
    "patterns": 4,
    "backends": 5,
    "tools": 6,
    "ondemand": 7,
    "__main__": 8,
}
"""The generator's layers: a package may import packages of a lower number."""

FORBIDDEN: dict[str, frozenset[str]] = {"backends": frozenset({"drr", "pdll"})}
"""Lower packages a package still may not import: the rewrite emitters read
patterns of any language only through the pattern model (``patterns``)."""

RUNTIME: dict[str, frozenset[str]] = {
    "runtime": frozenset({"runtime", "support"}),
    "dialects": frozenset({"dialects", "runtime", "support"}),
    "conversions": frozenset({"conversions", "dialects", "runtime", "support"}),
    "ir": frozenset({"ir", "runtime", "dialects", "support"}),
    "rewrite": frozenset({"rewrite", "ir", "runtime", "dialects", "support"}),
    "passmanager": frozenset({"passmanager", "ir", "runtime", "dialects", "support"}),
}
"""The runtime side: what each of its packages may import."""

TOOLS_MAY_USE = frozenset(
    {"runtime", "dialects", "conversions", "ir", "rewrite", "passmanager"}
)
"""The command lines run the runtime (``mlir-opt-py``) besides the generator."""

ENTRY_POINTS_MAY_USE = frozenset({"ondemand"})
"""What ``tblgen_py.dialects``' package ``__init__`` modules may import besides."""


def package_of(module: str) -> str | None:
    """The ``tblgen_py`` package a module name belongs to (None: outside)."""
    parts = module.split(".")
    if parts[0] != PACKAGE:
        return None
    return parts[1] if len(parts) > 1 else ""


def module_name(path: Path) -> str:
    """``tblgen_py.records.values`` for ``tblgen_py/records/values.py``."""
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    if isinstance(test, ast.Attribute):
        return test.attr == "TYPE_CHECKING"
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"


def imported_modules(text: str, name: str, is_package: bool) -> list[tuple[int, str]]:
    """``(line, module)`` of every import that runs in module ``name``'s
    ``text``, relative ones resolved."""
    here = name.split(".")
    package = here if is_package else here[:-1]
    found: list[tuple[int, str]] = []
    pending: list[ast.AST] = [ast.parse(text)]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            pending.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            if module == PACKAGE:  # ``from tblgen_py import records``
                found += [
                    (node.lineno, f"{PACKAGE}.{alias.name}")
                    for alias in node.names
                    if (ROOT / alias.name).is_dir()
                    or (ROOT / f"{alias.name}.py").is_file()
                ]
        pending.extend(ast.iter_child_nodes(node))
    return found


def allowed(source: str, target: str, entry_point: bool = False) -> bool:
    """Whether package ``source`` may import package ``target`` (``entry_point``:
    from a package ``__init__`` of ``tblgen_py.dialects``)."""
    if source == target or target == "support":
        return True
    if source in RUNTIME:
        if entry_point and target in ENTRY_POINTS_MAY_USE:
            return True
        return target in RUNTIME[source]
    if target in RUNTIME:
        return source == "tools" and target in TOOLS_MAY_USE
    if target in FORBIDDEN.get(source, ()):
        return False
    return LAYERS[target] < LAYERS[source]


SOURCES = sorted(ROOT.rglob("*.py"))


def test_every_package_has_a_layer() -> None:
    """Each package (and top-level module) of tblgen_py has its place."""
    found = {package_of(module_name(path)) for path in SOURCES} - {""}
    assert found == set(LAYERS) | set(RUNTIME)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_follow_the_pipeline(path: Path) -> None:
    """No import against the direction of the pipeline."""
    source = package_of(module_name(path))
    assert source is not None
    if source == "":
        return  # tblgen_py/__init__.py
    text = path.read_text(encoding="utf-8")
    is_package = path.name == "__init__.py"
    imports = imported_modules(text, module_name(path), is_package)
    entry = source == "dialects" and is_package
    wrong = [
        f"line {line}: {module}"
        for line, module in imports
        if (target := package_of(module)) not in (None, "")
        and not allowed(source, target, entry)
    ]
    assert not wrong, f"{source} imports upwards or across: {wrong}"


def test_the_scan_sees_late_and_relative_imports() -> None:
    """The scanner reports function-local and relative imports, not
    ``TYPE_CHECKING`` ones; the rules reject upward imports."""
    text = (
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from tblgen_py.backends import render\n"
        "def late():\n"
        "    from tblgen_py.runtime import predicates\n"
        "from ..frontend import parser\n"
        "from . import values\n"
    )
    found = [m for _, m in imported_modules(text, "tblgen_py.records.probe", False)]
    assert sorted(found) == [
        "__future__",
        "tblgen_py.frontend",
        "tblgen_py.records",
        "tblgen_py.runtime",
        "typing",
    ]
    assert not allowed("records", "runtime") and not allowed("records", "frontend")
    assert not allowed("runtime", "backends") and not allowed("ods", "cpp")
    assert allowed("tools", "runtime") and allowed("backends", "cpp")
    assert allowed("backends", "patterns") and not allowed("backends", "drr")
    assert not allowed("backends", "pdll") and allowed("patterns", "drr")
    assert allowed("dialects", "ondemand", entry_point=True)
    assert not allowed("dialects", "ondemand") and not allowed("runtime", "ondemand")
    assert not allowed("dialects", "backends", entry_point=True)
    assert not allowed("tools", "ondemand") and allowed("ondemand", "tools")
