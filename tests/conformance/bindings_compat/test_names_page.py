"""``docs/upstream-names.md`` names every public name of MLIR's bindings exactly once.

Each name of ``mlir.ir``, ``mlir.rewrite`` and ``mlir.passmanager`` (the pip
``xtc-mlir-python-bindings`` 22.1.8 the compatibility suite installs) is either
a table row whose "Ours" column names an existing object, or listed under "Not
provided" in the section of its module.
"""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PAGE = ROOT / "docs" / "upstream-names.md"
MODULES = ("mlir.ir", "mlir.rewrite", "mlir.passmanager")
_SECTION = re.compile(r"^## `(mlir\.\w+)`\n(.*?)(?=^## |\Z)", re.S | re.M)
_ROW = re.compile(r"^\| `(\w+)` \| `([\w.]+)` \|", re.M)
_NOT_PROVIDED = re.compile(r"^### Not provided.*?\n(.*?)(?=^#|\Z)", re.S | re.M)
_PY_NAMES = ("annotations", "contextmanager", "Iterable")
"""Names the upstream modules import for themselves (typing helpers)."""

pytestmark = pytest.mark.conformance


def upstream_names() -> dict[str, list[str]]:
    """The public names of each upstream module (read in a subprocess)."""
    code = (
        "import importlib, json\n"
        f"mods = {list(MODULES)!r}\n"
        "print(json.dumps({m: sorted(n for n in dir(importlib.import_module(m))"
        " if not n.startswith('_')) for m in mods}))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    names: dict[str, list[str]] = json.loads(run.stdout)
    return {m: [n for n in ns if n not in _PY_NAMES] for m, ns in names.items()}


def page_sections() -> dict[str, tuple[dict[str, str], list[str]]]:
    """Per module: the table (upstream -> ours) and the not-provided names."""
    sections: dict[str, tuple[dict[str, str], list[str]]] = {}
    for match in _SECTION.finditer(PAGE.read_text()):
        body = match.group(2)
        rows = _ROW.findall(body)
        table = dict(rows)
        assert len(table) == len(rows), f"{match.group(1)}: a name twice in the table"
        missing: list[str] = []
        for block in _NOT_PROVIDED.findall(body):
            for line in block.splitlines():
                if line.startswith("- "):
                    missing += re.findall(r"`(\w+)`", line.split(":")[0])
        sections[match.group(1)] = (table, missing)
    return sections


def _resolve(dotted: str) -> object:
    module, _, name = dotted.rpartition(".")
    target = (
        "tblgen_py." + module if module in ("ir", "rewrite", "passmanager") else module
    )
    return getattr(importlib.import_module(target), name)


def test_every_upstream_name_is_on_the_page_once(upstream_bindings: None) -> None:
    sections = page_sections()
    for module, names in upstream_names().items():
        table, missing = sections[module]
        listed = list(table) + missing
        assert len(listed) == len(set(listed)), f"{module}: a name listed twice"
        assert sorted(listed) == sorted(names), module


def test_every_provided_name_exists() -> None:
    for table, _ in page_sections().values():
        for upstream, ours in table.items():
            assert _resolve(ours) is not None, ours
            assert ours.rpartition(".")[2] == upstream, (upstream, ours)
