"""Op assembly formats against ``mlir-tblgen-22 --gen-op-defs``.

1. Every invalid format of ``tests/errors/op_format_cases.py`` is rejected by
   both tools with the same first error message, at the same position of the
   format string (mlir-tblgen prints the format line with a caret; we print the
   ``.td`` line, where the format starts at FORMAT_COLUMN).
2. Every op ``assemblyFormat`` of MLIR 22 (the ops of ``mlir/Dialect`` and
   ``mlir/IR/BuiltinOps.td``) is accepted, each op counted once.
3. Every op format of the dialects whose syntax issue 12 covers (llvm's
   intrinsics included) runs: the runtime has a format model for it.
"""

from __future__ import annotations

import functools
import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, require_llvm
from test_ods_mlir_dialects import MLIR_OPS_FILES

from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.checks import CheckTable
from tblgen_py.backends.op_format_check import check_op_formats, has_assembly_format
from tblgen_py.backends.op_format_model import format_model, format_model_problem
from tblgen_py.backends.predicate_source import predicate_source
from tblgen_py.backends.ops import OpDefsBackend, select_ops
from tblgen_py.support.diagnostics import BackendError
from tblgen_py.ods.assembly_format import parse_op_format
from tblgen_py.frontend.session import parse_records

pytestmark = pytest.mark.conformance

CASES_PATH = Path(__file__).resolve().parents[1] / "errors" / "op_format_cases.py"
MLIR_OP_FORMATS = 2245
"""Distinct ops with an ``assemblyFormat`` in MLIR 22's dialects and builtin."""


def _cases() -> ModuleType:
    spec = importlib.util.spec_from_file_location("op_format_cases", CASES_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CASES = _cases()


@functools.lru_cache(maxsize=1)
def _cases_file(directory: str) -> Path:
    path = Path(directory) / "cases.td"
    path.write_text(CASES.cases_source()[0])
    return path


@pytest.fixture(scope="module")
def cases_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every case in one file; ``-dialect`` selects one."""
    require_llvm()
    return _cases_file(str(tmp_path_factory.mktemp("formats")))


def _reference(path: Path, regex: str) -> tuple[str, int]:
    """mlir-tblgen's first error and its caret's offset in the format line."""
    run = subprocess.run(
        [
            str(LLVM_BIN / "mlir-tblgen"),
            "--gen-op-defs",
            f"-op-include-regex={regex}",
            "-I",
            str(LLVM_INCLUDE),
            str(path),
            "-o",
            str(path.with_suffix(".inc")),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 1
    lines = run.stderr.splitlines()
    assert lines[0].startswith("error: ")
    return lines[0].removeprefix("error: "), lines[2].index("^")


@pytest.mark.parametrize(
    "index", range(len(CASES.CASES)), ids=[c.name for c in CASES.CASES]
)
def test_invalid_format_matches_mlir_tblgen(index: int, cases_file: Path) -> None:
    """Same message, same position in the format."""
    case = CASES.CASES[index]
    regex = CASES.selector(index)
    message, caret = _reference(cases_file, regex)
    parsed = parse_records(str(cases_file), include_dirs=[str(LLVM_INCLUDE)])
    with pytest.raises(BackendError) as info:
        OpDefsBackend().emit(
            parsed.keeper, BackendOptions(str(cases_file), op_include_regex=regex)
        )
    error = info.value.diagnostics[0]
    assert message == error.message == case.message
    assert error.span is not None
    _, column = error.span.file.line_col(error.span.start)
    if case.format:
        assert column - CASES.FORMAT_COLUMN == caret


def test_every_mlir_op_format_is_accepted() -> None:
    """All of MLIR 22's op formats parse and verify."""
    require_llvm()
    accepted: set[str] = set()
    files = [(f"Dialect/{rel}", dialect) for rel, dialect in MLIR_OPS_FILES]
    for rel, dialect in [*files, ("IR/BuiltinOps.td", "builtin")]:
        path = LLVM_INCLUDE / "mlir" / rel
        parsed = parse_records(
            str(path), include_dirs=[str(LLVM_INCLUDE), str(path.parent)]
        )
        assert parsed.ok, rel
        for op in select_ops(parsed.keeper, BackendOptions(rel, dialect)):
            if has_assembly_format(op):
                parse_op_format(op)
                accepted.add(op.operation_name)
    assert len(accepted) == MLIR_OP_FORMATS


RUNNING_DIALECTS = (
    "arith",
    "builtin",
    "cf",
    "complex",
    "func",
    "gpu",
    "index",
    "llvm",
    "math",
    "memref",
    "scf",
    "tensor",
    "ub",
    "vector",
)
"""The dialects whose every declarative op format must run."""
RUNNING_FORMATS = 495
"""Their op formats in MLIR 22 (llvm: 70 ops, 112 intrinsics; builtin: 2)."""


def test_every_format_of_the_covered_dialects_runs() -> None:
    """Each op format of ``RUNNING_DIALECTS`` gets a format model (none is
    left to the generic form for an element the runtime cannot run)."""
    require_llvm()
    files = [(f"Dialect/{rel}", d) for rel, d in MLIR_OPS_FILES]
    running, missing = set(), []
    for rel, dialect in [*files, ("IR/BuiltinOps.td", "builtin")]:
        if dialect not in RUNNING_DIALECTS:
            continue
        path = LLVM_INCLUDE / "mlir" / rel
        parsed = parse_records(
            str(path), include_dirs=[str(LLVM_INCLUDE), str(path.parent)]
        )
        ops = select_ops(parsed.keeper, BackendOptions(rel, dialect))
        formats = check_op_formats(ops)
        table = CheckTable(predicate_source)
        for op in ops:
            fmt = formats.get(op.operation_name)
            if fmt is None:
                continue
            if format_model(op, fmt, table) is None:
                missing.append(op.operation_name)
            else:
                running.add(op.operation_name)
    assert not missing
    assert len(running) == RUNNING_FORMATS


RUNNING_MLIR_FORMATS = 2245
"""MLIR 22's op formats (of ``MLIR_OP_FORMATS``) that get a format model: all
of them (``transform.structured.pad``'s default names another dialect's op by
its C++ class, resolved at run time; no property kind is left out)."""


def test_mlir_op_formats_that_run() -> None:
    """At least ``RUNNING_MLIR_FORMATS`` of MLIR 22's op formats run, and none
    is left to the generic form for a property it uses."""
    require_llvm()
    files = [(f"Dialect/{rel}", d) for rel, d in MLIR_OPS_FILES]
    running: set[str] = set()
    for_properties = []
    for rel, dialect in [*files, ("IR/BuiltinOps.td", "builtin")]:
        path = LLVM_INCLUDE / "mlir" / rel
        parsed = parse_records(
            str(path), include_dirs=[str(LLVM_INCLUDE), str(path.parent)]
        )
        ops = select_ops(parsed.keeper, BackendOptions(rel, dialect))
        formats = check_op_formats(ops)
        table = CheckTable(predicate_source)
        for op in ops:
            fmt = formats.get(op.operation_name)
            if fmt is None:
                continue
            problem = format_model_problem(op, fmt, table)
            if problem is None:
                running.add(op.operation_name)
            elif "propert" in problem:
                for_properties.append(f"{op.operation_name}: {problem}")
    assert not for_properties
    assert len(running) >= RUNNING_MLIR_FORMATS
