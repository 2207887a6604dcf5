"""Custom syntax from declarative formats, against ``mlir-opt-22``.

Each file of ``op_format_corpus/`` (written by us, in custom syntax) is parsed
with the op modules ``--gen-op-defs`` makes for MLIR's arith, index, math,
complex, memref, tensor, vector, cf, scf, func, ub, gpu and llvm dialects (and
the attribute/type modules of arith, index, gpu, llvm and vector), and printed in custom and generic form,
with and without ``--mlir-print-debuginfo``; the text must be byte-identical
to mlir-opt-22's.  The dialects' Python hooks are loaded (result names from
``getAsmResultNames``, as ``%alloc`` and ``%c0_i32``).  Files that differ are
listed in ``known_mismatches/op_format_roundtrip.txt`` and run as strict
expected failures.
"""

from __future__ import annotations

import functools
import subprocess
from pathlib import Path

import pytest
from attrdef_corpus import LLVM_INCLUDE, generate_file
from dialect_modules import generate
from tests.support.tablegen_ref import LLVM_BIN, require_llvm

import tblgen_py.dialects.arith.hooks  # noqa: F401 - registers the Python hooks
import tblgen_py.dialects.gpu.hooks  # noqa: F401
import tblgen_py.dialects.index.hooks  # noqa: F401
import tblgen_py.dialects.llvm.asm  # noqa: F401 - the llvm alias interface
import tblgen_py.dialects.llvm.directives  # noqa: F401 - its custom<> directives
import tblgen_py.dialects.memref.hooks  # noqa: F401
import tblgen_py.dialects.tensor.hooks  # noqa: F401
import tblgen_py.dialects.vector.hooks  # noqa: F401
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

pytestmark = pytest.mark.conformance

HERE = Path(__file__).parent
CORPUS = HERE / "op_format_corpus"
KNOWN = HERE / "known_mismatches" / "op_format_roundtrip.txt"
DIALECTS = (
    ("Arith/IR/ArithOps.td", "arith"),
    ("Index/IR/IndexOps.td", "index"),
    ("Math/IR/MathOps.td", "math"),
    ("Complex/IR/ComplexOps.td", "complex"),
    ("MemRef/IR/MemRefOps.td", "memref"),
    ("Tensor/IR/TensorOps.td", "tensor"),
    ("Vector/IR/VectorOps.td", "vector"),
    ("ControlFlow/IR/ControlFlowOps.td", "cf"),
    ("SCF/IR/SCFOps.td", "scf"),
    ("Func/IR/FuncOps.td", "func"),
    ("UB/IR/UBOps.td", "ub"),
    ("GPU/IR/GPUOps.td", "gpu"),
    ("LLVMIR/LLVMOps.td", "llvm"),
)
ATTRIBUTE_SOURCES = (
    "Arith/IR/ArithOps.td",
    "Index/IR/IndexOps.td",
    "GPU/IR/GPUOps.td",
    "LLVMIR/LLVMTypes.td",
    "LLVMIR/LLVMOps.td",
    "Vector/IR/VectorOps.td",
)
"""Files whose attribute/type modules are loaded, in order (as
``test_attrdef_mlir_opt``: a later module's classes replace an earlier one's)."""
MODES = {
    "custom": [],
    "custom-debuginfo": ["--mlir-print-debuginfo"],
    "generic": ["--mlir-print-op-generic"],
    "generic-debuginfo": ["--mlir-print-op-generic", "--mlir-print-debuginfo"],
}


def _known() -> set[tuple[str, str]]:
    entries = set()
    for line in KNOWN.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            mode, _, name = line.partition(" ")
            entries.add((mode, name.strip()))
    return entries


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


@functools.lru_cache(maxsize=1)
def _context(directory: str) -> Context:
    context = Context(allow_unregistered_dialects=True)
    for rel in ATTRIBUTE_SOURCES:
        generate_file(LLVM_INCLUDE / "mlir" / "Dialect" / rel, Path(directory), context)
    for rel, dialect in DIALECTS:
        generate(rel, dialect, Path(directory), "fmt").register(context)
    return context


@pytest.fixture(scope="module")
def context(tmp_path_factory: pytest.TempPathFactory) -> Context:
    """A context with the generated op, attribute and type modules."""
    require_llvm()
    return _context(str(tmp_path_factory.mktemp("dialects")))


def test_corpus_size() -> None:
    """The corpus covers the formats the runtime runs, a file or more per op."""
    assert len(list(CORPUS.glob("*.mlir"))) >= 211


@pytest.mark.parametrize(("mode", "name"), _cases())
def test_print_matches_mlir_opt(mode: str, name: str, context: Context) -> None:
    """Our custom/generic print of the file equals mlir-opt-22's."""
    path = CORPUS / name
    run = subprocess.run(
        [
            str(LLVM_BIN / "mlir-opt"),
            "--allow-unregistered-dialect",
            *MODES[mode],
            str(path),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    parsed = parse_source(path.read_text(), context, str(path))
    options = PrintOptions(
        generic=mode.startswith("generic"), debuginfo=mode.endswith("debuginfo")
    )
    assert print_module(parsed, options, context) + "\n" == run.stdout
