"""Region simplification in our greedy driver against ``mlir-opt --canonicalize``.

MLIR 22's ``cf``, ``func``, ``arith`` and ``scf`` op classes are generated
with ``--gen-op-defs`` from the installed ``.td`` files; ``cf.br`` and
``cf.cond_br`` get their ``getSuccessorOperands`` from
``tblgen_py.dialects.cf.hooks``, and ``arith.constant`` its folder from ``.arith``.  The inputs (``region_simplify_cases.py``) are multi-block IR on
which no canonicalization pattern or folder fires, so our driver runs with no
pattern and folding off.  For each case and ``region-simplify`` level, the
generic output must equal mlir-opt's, and with ``max-iterations=1`` our
driver must report convergence exactly when ``test-convergence`` passes
(which shows which simplifications count as a change).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from dialect_modules import generate, mlir_opt
from region_simplify_cases import CASES
from tests.support.tablegen_ref import require_llvm

import tblgen_py.dialects.arith.hooks  # noqa: F401  (arith.constant folder)
import tblgen_py.dialects.cf.hooks  # noqa: F401  (cf branch operands)
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.rewrite import GreedyRewriteConfig, apply_patterns_greedily
from tblgen_py.runtime.rewrite.config import GreedySimplifyRegionLevel
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

pytestmark = pytest.mark.conformance

DIALECTS = (
    ("ControlFlow/IR/ControlFlowOps.td", "cf"),
    ("Func/IR/FuncOps.td", "func"),
    ("Arith/IR/ArithOps.td", "arith"),
    ("SCF/IR/SCFOps.td", "scf"),
)
PARAMS = [(case, level) for case, (_, levels) in CASES.items() for level in levels]


@pytest.fixture(scope="module")
def op_modules(tmp_path_factory: pytest.TempPathFactory) -> Iterator[list[ModuleType]]:
    """The generated modules."""
    require_llvm()
    directory = tmp_path_factory.mktemp("region_simplify")
    yield [
        generate(rel, dialect, directory, "region_simplify_ops")
        for rel, dialect in DIALECTS
    ]


def _ours(
    modules: list[ModuleType], generic: str, level: str, max_iterations: int = 10
) -> tuple[bool, str]:
    """Our driver (no pattern, no folding) on ``generic``: converged, printed."""
    context = Context(allow_unregistered_dialects=True)
    for module in modules:
        module.register(context)
    parsed = parse_source(generic, context)
    config = GreedyRewriteConfig(
        use_top_down_traversal=True,
        fold=False,
        max_iterations=max_iterations,
        region_simplification=GreedySimplifyRegionLevel(level),
    )
    converged = apply_patterns_greedily(parsed, [], config)
    return converged, print_module(parsed, PrintOptions(generic=True), context)


@pytest.mark.parametrize(("case", "level"), PARAMS)
def test_matches_canonicalize(
    tmp_path: Path, op_modules: list[ModuleType], case: str, level: str
) -> None:
    """Same output as ``--canonicalize=region-simplify=<level>``, same convergence."""
    source = tmp_path / "in.mlir"
    source.write_text(CASES[case][0])
    generic = mlir_opt(source).stdout
    assert generic, "mlir-opt rejected the input"
    expected = mlir_opt(source, f"--canonicalize=region-simplify={level}")
    assert expected.returncode == 0, expected.stderr
    converged, ours = _ours(op_modules, generic, level)
    assert converged
    assert ours.rstrip() == expected.stdout.rstrip()
    once = f"--canonicalize=region-simplify={level} max-iterations=1 test-convergence"
    reference_converged = mlir_opt(source, once).returncode == 0
    assert _ours(op_modules, generic, level, 1)[0] == reference_converged


def test_enough_cases() -> None:
    """At least 15 comparisons, every level covered."""
    assert len(PARAMS) >= 15
    assert {level for _, level in PARAMS} == {"disabled", "normal", "aggressive"}
