"""Our conversion passes against ``mlir-opt`` 22 with the same flags.

Each file of ``conversion_corpus/`` (custom syntax, written by us) lists one
or more ``// RUN: <flags>`` lines.  mlir-opt-22 prints the input in generic
form; we parse that with MLIR 22's ``arith``, ``func``, ``cf``, ``scf``,
``index``, ``memref`` and ``llvm`` op classes (generated from the installed
``.td`` files, with their Python hooks, so the conversion's fold step folds as
MLIR's does; no unregistered dialects are allowed), run the same passes in
order and print generic and custom form: each text must equal mlir-opt-22's
output with the flags.  When mlir-opt fails, our pipeline must fail with the
same error message.  Known mismatches
(``known_mismatches/conversion_corpus.txt``, ``file.mlir#N`` for the N-th RUN
line in generic form, ``file.mlir#N:custom`` in custom form) run as strict
expected failures.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from dialect_modules import MLIR_OPT, generate
from tests.support.tablegen_ref import require_llvm

import tblgen_py.dialects.arith.hooks as arith_hooks
import tblgen_py.dialects.cf.hooks  # noqa: F401  (branch operands)
import tblgen_py.dialects.func.hooks as func_hooks
import tblgen_py.dialects.llvm as llvm_dialect
from tblgen_py.conversions.passes import PassOptionError, run_pipeline
from tblgen_py.runtime.conversion import ConversionFailure
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

pytestmark = pytest.mark.conformance

HERE = Path(__file__).parent
CORPUS = HERE / "conversion_corpus"
KNOWN = HERE / "known_mismatches" / "conversion_corpus.txt"
DIALECTS = (
    ("Arith/IR/ArithOps.td", "arith"),
    ("Func/IR/FuncOps.td", "func"),
    ("ControlFlow/IR/ControlFlowOps.td", "cf"),
    ("SCF/IR/SCFOps.td", "scf"),
    ("Index/IR/IndexOps.td", "index"),
    ("MemRef/IR/MemRefOps.td", "memref"),
)
RUN = re.compile(r"^// RUN: (.*)$", re.MULTILINE)
MODES = ("", ":custom")
"""Generic form (the case's id as it is) and custom form (``:custom``)."""
ERROR = re.compile(r"error: (.*)")


def _known() -> set[str]:
    lines = KNOWN.read_text().splitlines() if KNOWN.exists() else []
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def _cases() -> list[object]:
    known = _known()
    cases: list[object] = []
    for path in sorted(CORPUS.glob("*.mlir")):
        for index, flags in enumerate(RUN.findall(path.read_text())):
            for mode in MODES:
                case = f"{path.name}#{index}{mode}"
                marks = []
                if case in known:
                    marks.append(
                        pytest.mark.xfail(strict=True, reason="known mismatch")
                    )
                param = pytest.param(path, flags.split(), mode, id=case, marks=marks)
                cases.append(param)
    return cases


@pytest.fixture(scope="module")
def op_modules(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ModuleType]]:
    """The generated op modules."""
    require_llvm()
    directory = tmp_path_factory.mktemp("conversion")
    yield [generate(rel, name, directory, "conversion_ops") for rel, name in DIALECTS]


def _mlir_opt(
    path: Path, *flags: str, generic: bool = True
) -> subprocess.CompletedProcess[str]:
    command = [str(MLIR_OPT), *(["--mlir-print-op-generic"] if generic else [])]
    command += [*flags, str(path)]
    return subprocess.run(command, capture_output=True, text=True)


def _ours(
    modules: list[ModuleType], generic: str, flags: list[str], custom: bool = False
) -> str:
    """Our pipeline on ``generic``: the output, or ``error: message``."""
    context = Context()
    for module in modules:
        module.register(context)
    arith_hooks.register(context)
    func_hooks.register(context)
    llvm_dialect.register(context)
    parsed = parse_source(generic, context)
    try:
        run_pipeline(parsed, context, [flag.lstrip("-") for flag in flags])
    except ConversionFailure as failure:
        return f"error: {failure.message}"
    except PassOptionError as err:
        return f"error: {err}"
    return print_module(parsed, PrintOptions(generic=not custom), context) + "\n"


@pytest.mark.parametrize(("path", "flags", "mode"), _cases())
def test_same_output_as_mlir_opt(
    op_modules: list[ModuleType], path: Path, flags: list[str], mode: str
) -> None:
    """Identical generic and custom output (or the same error) for the same
    flags."""
    generic = _mlir_opt(path)
    assert generic.returncode == 0, generic.stderr
    custom = mode == ":custom"
    expected = _mlir_opt(path, *flags, generic=not custom)
    ours = _ours(op_modules, generic.stdout, flags, custom)
    if expected.returncode != 0:
        messages = ERROR.findall(expected.stderr)
        assert messages and ours == f"error: {messages[0]}", expected.stderr
        return
    assert ours == expected.stdout


def test_corpus_size() -> None:
    """The corpus keeps growing: at least this many cases."""
    assert len(_cases()) >= 1100
