"""MLIR 22's dialects through ``tblgen_py.dialects.<name>``, against the LLVM 22 tools.

- The catalog (dialect name -> root ``.td`` files, scanned from the headers)
  names every dialect ``mlir-opt-22 --show-dialects`` registers (but its test
  dialects and ``builtin``, which the runtime provides).
- Every dialect of the catalog imports and registers, with every op
  ``mlir-tblgen-22 --gen-op-doc -dialect <name>`` lists for the files that
  cover MLIR's ops (``test_ods_mlir_dialects.MLIR_OPS_FILES``), and beyond
  them only ops MLIR defines in C++ (``mlir-opt-22`` knows them).
- ``dialect_roundtrip/<dialect>.mlir`` (a few generic ops each, written by us)
  run through ``mlir-opt-py`` with no dialect flags and through ``mlir-opt-22``,
  printed generically and in the default form: same stdout, stderr and status.
  Known mismatches (``known_mismatches/dialect_roundtrip.txt``, ``mode file``)
  run as strict expected failures.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest
from test_ods_mlir_dialects import MLIR_OPS_FILES
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, require_llvm

from tblgen_py.ondemand.catalog import module_name
from tblgen_py.ondemand.catalog_cache import catalog
from tblgen_py.ondemand.loader import headers
from tblgen_py.runtime.ir.context import Context
from tblgen_py.tools.mlir_opt import main as opt_main

pytestmark = pytest.mark.conformance

HERE = Path(__file__).parent
CORPUS = HERE / "dialect_roundtrip"
KNOWN = HERE / "known_mismatches" / "dialect_roundtrip.txt"
MODES = {"generic": ["--mlir-print-op-generic"], "custom": []}
NOT_OURS = {"builtin", "test", "test_dyn", "test_irdl_to_cpp"}
_OP_HEADING = re.compile(r"^### `([^`]+)`", re.M)


def _catalog() -> dict[str, list[str]]:
    return catalog(headers().include_dir)


def _known() -> set[tuple[str, str]]:
    entries = set()
    for line in KNOWN.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            mode, _, name = line.strip().partition(" ")
            entries.add((mode, name.strip()))
    return entries


def test_the_catalog_names_every_dialect_mlir_opt_registers() -> None:
    require_llvm()
    run = subprocess.run(
        [str(LLVM_BIN / "mlir-opt"), "--show-dialects"], capture_output=True, text=True
    )
    listed = run.stdout.split(":", 1)[1].strip().split(",")
    assert set(listed) - NOT_OURS <= set(_catalog())
    assert len(set(listed) - NOT_OURS) == 47


@cache
def reference_ops(dialect: str) -> frozenset[str]:
    """The ops mlir-tblgen-22 documents for ``dialect`` in the covering files."""
    found: set[str] = set()
    for rel, owner in MLIR_OPS_FILES:
        if owner != dialect:
            continue
        path = LLVM_INCLUDE / "mlir" / "Dialect" / rel
        run = subprocess.run(
            [
                str(LLVM_BIN / "mlir-tblgen"),
                "--gen-op-doc",
                f"-dialect={dialect}",
                f"-I{LLVM_INCLUDE}",
                f"-I{path.parent}",
                str(path),
            ],
            capture_output=True,
            text=True,
        )
        assert run.returncode == 0, run.stderr
        found |= set(_OP_HEADING.findall(run.stdout))
    return frozenset(found)


@pytest.mark.parametrize("dialect", sorted(_catalog()))
def test_every_dialect_imports_with_all_its_ops(dialect: str) -> None:
    require_llvm()
    module = importlib.import_module(f"tblgen_py.dialects.{module_name(dialect)}")
    context = Context()
    module.register(context)
    ours = {name for name in context.op_classes if name.startswith(dialect + ".")}
    reference = reference_ops(dialect)
    assert reference <= ours
    for extra in sorted(ours - reference):  # ops MLIR defines in C++, not ODS
        assert registered_in_mlir_opt(extra), extra
    assert dialect in context.dialects


def registered_in_mlir_opt(op_name: str) -> bool:
    """Whether mlir-opt-22 knows ``op_name`` (its generic form is not an
    unregistered operation, whatever else its verifier says of it)."""
    run = subprocess.run(
        [str(LLVM_BIN / "mlir-opt")],
        input=f'"{op_name}"() : () -> ()\n',
        capture_output=True,
        text=True,
    )
    return "unregistered operation" not in run.stderr


def _cases() -> list[object]:
    known = _known()
    cases = []
    for path in sorted(CORPUS.glob("*.mlir")):
        for mode in MODES:
            marks = []
            if (mode, path.name) in known:
                marks.append(pytest.mark.xfail(strict=True, reason="known mismatch"))
            cases.append(
                pytest.param(mode, path.name, id=f"{mode}:{path.name}", marks=marks)
            )
    return cases


@pytest.mark.parametrize(("mode", "name"), _cases())
def test_no_flags_roundtrip(
    mode: str, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``mlir-opt-py FILE`` (no dialect flags) prints what ``mlir-opt-22`` prints."""
    require_llvm()
    path = CORPUS / name
    ref = subprocess.run(
        [str(LLVM_BIN / "mlir-opt"), *MODES[mode], name],
        cwd=CORPUS,
        capture_output=True,
        text=True,
    )
    assert ref.returncode == 0, f"mlir-opt rejects the corpus file:\n{ref.stderr}"
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.chdir(CORPUS)
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = opt_main([*MODES[mode], path.name])
    assert (status, err.getvalue(), out.getvalue()) == (0, ref.stderr, ref.stdout)


def test_the_corpus_covers_many_dialects() -> None:
    assert len(list(CORPUS.glob("*.mlir"))) >= 33
