"""DRR directive semantics against ``mlir-opt-22 --test-greedy-patterns``.

MLIR's test dialect (``TestOps.td`` of MLIR 19, as ``test_drr_mlir.py`` fetches
it) goes through ``--gen-op-defs`` and ``--gen-rewriters``; our greedy driver
runs every generated pattern (bottom-up, folding on, as the test pass does) on
inputs written for each directive (``drr_semantics_cases.py``), and mlir-opt-22
runs its own build of the same patterns.  The generic outputs, locations
included, must be identical.  Cases listed in ``known_mismatches/drr_semantics.txt``
run as strict xfails.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator, Mapping, Sequence
from typing import Any
from pathlib import Path
from types import ModuleType

import pytest
from dialect_modules import MLIR_OPT, generate
from drr_semantics_cases import CASES
from test_drr_mlir import mlir19_root

import tblgen_py.dialects.arith.hooks as arith_hooks
import tblgen_py.dialects.func.hooks as func_hooks
from tblgen_py.backends.base import BackendOptions
from tblgen_py.tools.output_set import op_module_set
from tblgen_py.backends.rewrites import generate as generate_rewriters
from tblgen_py.frontend.session import parse_records
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime import drr
from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir.attributes import BoolAttr, IntegerAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    RewritePatternSet,
    apply_patterns_greedily,
)
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.tools.module_loader import load_module

pytestmark = pytest.mark.conformance

KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "drr_semantics.txt"
TEST_TD = "test/lib/Dialect/Test/TestOps.td"


class SemanticsMismatch(AssertionError):
    """Our rewrite and mlir-opt's differ on a case."""


@implement_op("test.mixed_variadic_out3", "infer_return_types")
def _mixed_variadic_out3_types(
    operands: Sequence[object], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """User-supplied Python for the op's C++ builder from ``count``: one i32,
    then two groups of ``count`` i32s."""
    count = attributes["count"]
    assert isinstance(count, IntegerAttr)
    i32 = IntegerType.get(32)
    return [i32] * (1 + 2 * count.value)


class _Natives:
    """User-supplied Python for the test dialect's native code, as
    ``TestPatterns.cpp`` defines it (``opMTest`` counts up from 314159265 in
    each run, as in a fresh mlir-opt process)."""

    def __init__(self) -> None:
        self.op_m_value = 314159265

    @staticmethod
    def chooseOperand(lhs: Value, rhs: Value, choice: BoolAttr) -> Value:  # noqa: N802
        return lhs if choice.value else rhs

    @staticmethod
    def createOpI(builder: Any, loc: object, value: Value) -> None:  # noqa: N802
        builder.create("test.op_i", [value], [], None, location=loc)

    @staticmethod
    def handleNoResultOp(builder: Any, op: Operation) -> None:  # noqa: N802
        operand = op.operands[0]
        builder.create(
            "test.symbol_binding_b",
            [operand],
            [operand.type],
            None,
            location=op.location,
        )

    @staticmethod
    def GetFirstI32Result(  # noqa: N802
        builder: object, loc: object, op: Operation | None
    ) -> tuple[Value] | None:
        if op is None or op.results[0].type != IntegerType.get(32):
            return None
        return (op.results[0],)

    @staticmethod
    def bindNativeCodeCallResult(value: Value) -> Value:  # noqa: N802
        return value

    @staticmethod
    def bindMultipleNativeCodeCallResult(  # noqa: N802
        lhs: Value, rhs: Value
    ) -> tuple[Value, Value]:
        return rhs, lhs

    def opMTest(self, builder: object, value: Value) -> IntegerAttr:  # noqa: N802
        self.op_m_value += 1
        return IntegerAttr.get(IntegerType.get(32), self.op_m_value - 1)


def _native_module() -> ModuleType:
    natives = _Natives()
    module = ModuleType("test_dialect_natives")
    for name in dir(natives):
        if not name.startswith("_"):
            setattr(module, name, getattr(natives, name))
    return module


def _known() -> set[str]:
    lines = KNOWN_PATH.read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line.strip() and line[0] != "#"}


KNOWN = _known()


@pytest.fixture(scope="module")
def modules(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ModuleType]]:
    """The test dialect's ops and rewriters, and MLIR 22's func and arith ops."""
    root = mlir19_root()
    path = root / TEST_TD
    parsed = parse_records(
        str(path), include_dirs=[str(root / "include"), str(path.parent)]
    )
    assert parsed.ok, "".join(d.render() for d in parsed.diagnostics)
    directory = tmp_path_factory.mktemp("drr_semantics")
    ops_path = directory / "test_ops.py"
    ops_text, siblings = op_module_set(parsed.keeper, BackendOptions(TEST_TD, "test"))
    ops_path.write_text(ops_text)
    for name, text in siblings.items():  # the enums module, beside it
        (directory / f"{name}.py").write_text(text)
    rewriters_path = directory / "test_rewriters.py"
    rewriters_path.write_text(generate_rewriters(parsed.keeper, TEST_TD).text)
    others = [
        generate(rel, dialect, directory, "ops")
        for rel, dialect in (
            ("Func/IR/FuncOps.td", "func"),
            ("Arith/IR/ArithOps.td", "arith"),
        )
    ]
    yield [load_module(str(ops_path)), load_module(str(rewriters_path)), *others]


def _mlir_opt(path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    run = [str(MLIR_OPT), "--allow-unregistered-dialect", "--mlir-print-op-generic"]
    run.append("--mlir-print-debuginfo")
    return subprocess.run([*run, *options, str(path)], capture_output=True, text=True)


def run_ours(modules: list[ModuleType], generic: str) -> str:
    """Every generated test pattern, greedily, on ``generic``; printed generically."""
    ops, rewriters, *others = modules
    context = Context(allow_unregistered_dialects=True)
    for module in (ops, *others):
        module.register(context)
    func_hooks.register(context)
    arith_hooks.register(context)
    parsed = parse_source(generic, context, "input.mlir")
    patterns = RewritePatternSet(context)
    rewriters.populate_with_generated(patterns)
    config = GreedyRewriteConfig(context=context)
    drr.register_native_module(_native_module())
    try:
        apply_patterns_greedily(parsed, FrozenRewritePatternSet(patterns), config)
    finally:
        drr.clear_native_modules()
    return print_module(parsed, PrintOptions(generic=True, debuginfo=True), context)


def _params() -> list[object]:
    return [
        pytest.param(
            case,
            id=case,
            marks=(
                [pytest.mark.xfail(raises=SemanticsMismatch, strict=True)]
                if case in KNOWN
                else []
            ),
        )
        for case in sorted(CASES)
    ]


@pytest.mark.parametrize("case", _params())
def test_matches_test_greedy_patterns(
    tmp_path: Path, modules: list[ModuleType], case: str
) -> None:
    """Same generic output, with locations, as ``--test-greedy-patterns``."""
    source = tmp_path / "in.mlir"
    source.write_text(CASES[case])
    generic = _mlir_opt(source)
    assert generic.returncode == 0, generic.stderr
    expected = _mlir_opt(source, "--test-greedy-patterns")
    assert expected.returncode == 0, expected.stderr
    ours = run_ours(modules, generic.stdout)
    if ours.rstrip() != expected.stdout.rstrip():
        raise SemanticsMismatch(f"mlir-opt:\n{expected.stdout}\nours:\n{ours}")


def test_case_table() -> None:
    """Enough cases; the known list is current."""
    assert len(CASES) >= 20
    assert KNOWN <= set(CASES), f"stale: {sorted(KNOWN - set(CASES))}"
