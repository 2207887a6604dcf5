"""``support`` is a leaf and ``tools`` the top: checked on every import statement.

Every module of ``tblgen_py.support`` imports nothing else of ``tblgen_py``;
nothing outside ``tblgen_py.tools`` (but ``python -m tblgen_py`` and
``tblgen_py.ondemand``, which generates MLIR's dialects into the tools' cache)
imports the tools. Imports under ``if TYPE_CHECKING:`` are for annotations and are skipped.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tblgen_py

ROOT = Path(tblgen_py.__file__).parent


def imported_modules(path: Path) -> list[str]:
    """Every ``tblgen_py`` module ``path`` imports at run time."""
    tree = ast.parse(path.read_text(), str(path))
    found: list[str] = []
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found += [node.module] + [f"{node.module}.{a.name}" for a in node.names]
    return [name for name in found if name.split(".")[0] == "tblgen_py"]


def package_of(path: Path) -> str:
    return ".".join(("tblgen_py", *path.relative_to(ROOT).with_suffix("").parts))


def test_support_is_a_leaf() -> None:
    bad = {
        package_of(path): name
        for path in (ROOT / "support").rglob("*.py")
        for name in imported_modules(path)
        if not name.startswith("tblgen_py.support") and name != "tblgen_py"
    }
    assert bad == {}


def test_only_the_tools_import_the_tools() -> None:
    allowed = {ROOT / "__main__.py"}
    above = (ROOT / "tools", ROOT / "ondemand")
    bad = {
        package_of(path): name
        for path in ROOT.rglob("*.py")
        if not any(top in path.parents for top in above) and path not in allowed
        for name in imported_modules(path)
        if name.startswith("tblgen_py.tools")
    }
    assert bad == {}


def test_package_root_holds_only_packages() -> None:
    modules = sorted(p.name for p in ROOT.glob("*.py"))
    assert modules == ["__init__.py", "__main__.py"]
