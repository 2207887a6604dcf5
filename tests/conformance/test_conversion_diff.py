"""Our conversion passes against ``mlir-opt`` 22 with the same flags.

Each file of ``conversion_corpus/`` (custom syntax, written by us) lists one
or more ``// RUN: <flags>`` lines (split as a shell would, so
``--pass="a=1 b=2"`` sets two options).  mlir-opt-22 prints the input in generic
form; we parse that with MLIR 22's ``arith``, ``func``, ``cf``, ``scf``,
``index``, ``math``, ``memref`` and ``ub`` op classes (generated from the installed ``.td`` files, with their
Python hooks, so the conversion's fold step folds as MLIR's does), run the
same passes in order and print generic form: the text must equal
mlir-opt-22's output with the flags.  Each RUN line also runs ``mlir-opt-py``
on the custom-syntax file itself: its default (custom-form) output, or its
diagnostics, must equal mlir-opt-22's default output with the same flags.  When mlir-opt fails (a bad pass option,
an op left illegal, IR that no longer verifies after a pass), ``mlir-opt-py``
runs on the file with the same flags and must fail with the same diagnostics:
every error and note, with its location, source line, caret and printed op.
Known mismatches
(``known_mismatches/conversion_corpus.txt``, ``file.mlir#N`` for the N-th RUN
line; ``conversion_corpus_custom.txt`` for the custom-form comparison) run as
strict expected failures.
"""

from __future__ import annotations

import re
import shlex
import subprocess
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from custom_corpus_run import ours as mlir_opt_py
from dialect_modules import MLIR_OPT, generate
from tests.support.tablegen_ref import require_llvm

import tblgen_py.dialects.arith.hooks as arith_hooks
import tblgen_py.dialects.cf.hooks  # noqa: F401  (branch operands)
import tblgen_py.dialects.func.hooks as func_hooks
from tblgen_py.conversions.passes import PassOptionError, run_pipeline
from tblgen_py.runtime.conversion import ConversionFailure
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

pytestmark = pytest.mark.conformance

HERE = Path(__file__).parent
CORPUS = HERE / "conversion_corpus"
KNOWN = HERE / "known_mismatches" / "conversion_corpus.txt"
KNOWN_CUSTOM = HERE / "known_mismatches" / "conversion_corpus_custom.txt"
DIALECTS = (
    ("Arith/IR/ArithOps.td", "arith"),
    ("Func/IR/FuncOps.td", "func"),
    ("ControlFlow/IR/ControlFlowOps.td", "cf"),
    ("SCF/IR/SCFOps.td", "scf"),
    ("Index/IR/IndexOps.td", "index"),
    ("Math/IR/MathOps.td", "math"),
    ("MemRef/IR/MemRefOps.td", "memref"),
    ("UB/IR/UBOps.td", "ub"),
)
RUN = re.compile(r"^// RUN: (.*)$", re.MULTILINE)
ERROR = re.compile(r"error: (.*)")


def _known(path: Path) -> set[str]:
    lines = path.read_text().splitlines() if path.exists() else []
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def _cases(known_path: Path = KNOWN) -> list[object]:
    known = _known(known_path)
    cases: list[object] = []
    for path in sorted(CORPUS.glob("*.mlir")):
        for index, flags in enumerate(RUN.findall(path.read_text())):
            case = f"{path.name}#{index}"
            marks = []
            if case in known:
                marks.append(pytest.mark.xfail(strict=True, reason="known mismatch"))
            cases.append(pytest.param(path, shlex.split(flags), id=case, marks=marks))
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
    command = [str(MLIR_OPT), "--allow-unregistered-dialect"]
    command += ["--mlir-print-op-generic"] if generic else []
    command += [*flags, str(path)]
    return subprocess.run(command, capture_output=True, text=True)


def _ours(modules: list[ModuleType], generic: str, flags: list[str]) -> str:
    """Our pipeline on ``generic``: the output, or ``error: message``."""
    context = Context(allow_unregistered_dialects=True)
    for module in modules:
        module.register(context)
    arith_hooks.register(context)
    func_hooks.register(context)
    parsed = parse_source(generic, context)
    try:
        run_pipeline(parsed, context, [flag.lstrip("-") for flag in flags])
    except ConversionFailure as failure:
        return f"error: {failure.message}"
    except PassOptionError as err:
        return f"error: {err}"
    return print_module(parsed, PrintOptions(generic=True), context) + "\n"


@pytest.mark.parametrize(("path", "flags"), _cases())
def test_same_output_as_mlir_opt(
    op_modules: list[ModuleType], path: Path, flags: list[str]
) -> None:
    """Identical generic output (or the same error) for the same flags."""
    generic = _mlir_opt(path)
    assert generic.returncode == 0, generic.stderr
    expected = _mlir_opt(path, *flags)
    if expected.returncode != 0:
        assert ERROR.search(expected.stderr), expected.stderr
        status, _, stderr = mlir_opt_py(
            ["--allow-unregistered-dialect", "--mlir-print-op-generic", *flags],
            [str(path)],
        )
        assert status != 0
        assert stderr.replace("mlir-opt-py", "mlir-opt") == expected.stderr
        return
    ours = _ours(op_modules, generic.stdout, flags)
    assert ours == expected.stdout


@pytest.mark.parametrize(("path", "flags"), _cases(KNOWN_CUSTOM))
def test_same_custom_output_as_mlir_opt(path: Path, flags: list[str]) -> None:
    """``mlir-opt-py`` on the custom-syntax file prints what mlir-opt-22 prints
    by default (custom form), or fails with the same diagnostics."""
    require_llvm()
    expected = _mlir_opt(path, *flags, generic=False)
    status, out, err = mlir_opt_py(
        ["--allow-unregistered-dialect", *flags], [str(path)]
    )
    assert (status != 0) == (expected.returncode != 0), err
    assert err.replace("mlir-opt-py", "mlir-opt") == expected.stderr
    assert out == expected.stdout


def test_corpus_size() -> None:
    """The corpus keeps growing: at least this many files and cases."""
    assert len(list(CORPUS.glob("*.mlir"))) >= 250
    assert len(_cases()) >= 900
