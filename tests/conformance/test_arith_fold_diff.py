"""arith folders in our greedy driver against ``mlir-opt --canonicalize``.

MLIR 22's ``func`` and ``arith`` op classes are generated with
``--gen-op-defs`` from the installed ``.td`` files and get their folders and
constant materializers from ``tblgen_py.dialects``.  mlir-opt runs
``--canonicalize="enable-patterns=none"``: every canonicalization pattern is
filtered out, so only folding, constant uniquing, dead-op erasure and region
simplification remain; our driver runs with no pattern.  The generic outputs of
each case (``arith_fold_cases.py``, and the float folds of every float type in
``float_fold_cases.py``; the ``math`` folders in ``math_fold_cases.py``) must be
identical.  Cases listed in
``known_mismatches/arith_fold.txt`` run as strict xfails; those where
mlir-opt 22 folds wrongly are reference defects (``reference_defects.txt``),
checked by ``test_reference_defects.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from arith_fold_cases import CASES
from dialect_modules import generate, mlir_opt
from float_fold_cases import FLOAT_CASES
from math_fold_cases import MATH_CASES
from reference_defects import cases as defect_cases
from tests.support.tablegen_ref import require_llvm

import tblgen_py.dialects.arith.hooks as arith_hooks
import tblgen_py.dialects.func.hooks as func_hooks
import tblgen_py.dialects.math.hooks as math_hooks
import tblgen_py.dialects.ub.hooks as ub_hooks
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.rewrite import GreedyRewriteConfig, apply_patterns_greedily
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

pytestmark = pytest.mark.conformance

DIALECTS = (
    ("Func/IR/FuncOps.td", "func"),
    ("Arith/IR/ArithOps.td", "arith"),
    ("UB/IR/UBOps.td", "ub"),
    ("Math/IR/MathOps.td", "math"),
)
KNOWN_PATH = Path(__file__).parent / "known_mismatches" / "arith_fold.txt"
ALL_CASES = {**CASES, **FLOAT_CASES, **MATH_CASES}


class FoldMismatch(AssertionError):
    """Our folding and mlir-opt's differ on a case."""


def _known() -> set[str]:
    """Case names known to differ from mlir-opt."""
    lines = KNOWN_PATH.read_text(encoding="utf-8").splitlines()
    return {line.split()[0] for line in lines if line.strip() and line[0] != "#"}


KNOWN = _known()


def _params() -> list[object]:
    """One param per case; known mismatches are strict xfails."""
    return [
        pytest.param(
            case,
            id=case,
            marks=(
                [pytest.mark.xfail(raises=FoldMismatch, strict=True)]
                if case in KNOWN
                else []
            ),
        )
        for case in sorted(set(ALL_CASES) - defect_cases("arith_fold"))
    ]


@pytest.fixture(scope="module")
def op_modules(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ModuleType]]:
    """The generated ``func`` and ``arith`` op modules."""
    require_llvm()
    directory = tmp_path_factory.mktemp("arith_fold")
    yield [generate(rel, dialect, directory, "fold_ops") for rel, dialect in DIALECTS]


def run_folding(modules: list[ModuleType], generic: str) -> str:
    """Our driver (no pattern, folding on) on ``generic``, printed generically."""
    context = Context(allow_unregistered_dialects=True)
    for module in modules:
        module.register(context)
    arith_hooks.register(context)
    func_hooks.register(context)
    ub_hooks.register(context)
    math_hooks.register(context)
    parsed = parse_source(generic, context)
    config = GreedyRewriteConfig(use_top_down_traversal=True, context=context)
    assert apply_patterns_greedily(parsed, [], config)
    return print_module(parsed, PrintOptions(generic=True), context)


@pytest.mark.parametrize("case", _params())
def test_matches_canonicalize(
    tmp_path: Path, op_modules: list[ModuleType], case: str
) -> None:
    """Same generic output as ``--canonicalize="enable-patterns=none"``."""
    source = tmp_path / "in.mlir"
    source.write_text(ALL_CASES[case])
    generic = mlir_opt(source)
    assert generic.returncode == 0, generic.stderr
    expected = mlir_opt(source, "--canonicalize=enable-patterns=none")
    assert expected.returncode == 0, expected.stderr
    ours = run_folding(op_modules, generic.stdout)
    if ours.rstrip() != expected.stdout.rstrip():
        raise FoldMismatch(f"mlir-opt:\n{expected.stdout}\nours:\n{ours}")


def test_enough_cases() -> None:
    """At least 25 comparisons, float folds of every float type, a current list."""
    assert len(CASES) >= 25
    float_types = {
        name.split("_", 1)[1] for name in FLOAT_CASES if name.startswith("arith_")
    }
    assert len(float_types) == 17 and "e8m0" in FLOAT_CASES  # all 18 formats
    assert KNOWN <= set(ALL_CASES), f"stale: {sorted(KNOWN - set(ALL_CASES))}"
