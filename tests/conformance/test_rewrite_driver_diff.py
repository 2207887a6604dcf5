"""Our greedy driver against ``mlir-opt --canonicalize`` with MLIR's arith DRR patterns.

MLIR 19's ``ArithCanonicalization.td`` goes through ``--gen-rewriters``; its
patterns run on inputs written here, where only those patterns (no C++
canonicalization pattern or folder) apply, but the driver's own semantics
matter: rewrites that enable further rewrites, dead-op erasure, constants
created by patterns and merged and hoisted at the next iteration, ops nested in
regions (whose ancestors join the worklist), several functions.  Both worklist
orders are compared: top down (the canonicalizer's default) and bottom up
(``top-down=false``, our driver's default).  Outputs are compared as text.
"""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from tests.support.tablegen_ref import require_llvm
from test_drr_mlir import mlir19_root

from tblgen_py.backends.rewrites import generate
from tblgen_py.frontend.session import parse_records

pytestmark = pytest.mark.conformance

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
ARITH_TD = "lib/Dialect/Arith/IR/ArithCanonicalization.td"
PURE_OPS = tuple(
    f"arith.{name}"
    for name in (
        "extsi",
        "extui",
        "andi",
        "ori",
        "xori",
        "negf",
        "mulf",
        "divf",
        "select",
        "index_cast",
        "index_castui",
        "bitcast",
    )
)

CHAINS = """\
func.func @chains(%a: i8, %b: i8, %i: index, %f: f32, %g: f32) -> (i32, i32, index, f32, f32) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %0 : i16 to i32
  %2 = arith.extui %b : i8 to i32
  %3 = arith.andi %1, %2 : i32
  %4 = arith.index_cast %i : index to i64
  %5 = arith.index_cast %4 : i64 to index
  %6 = arith.negf %f : f32
  %7 = arith.negf %g : f32
  %8 = arith.mulf %6, %7 : f32
  %9 = arith.divf %6, %7 : f32
  %10 = arith.extsi %a : i8 to i32
  %11 = arith.extsi %b : i8 to i32
  %12 = arith.ori %10, %11 : i32
  %13 = arith.xori %12, %3 : i32
  %dead = arith.extui %b : i8 to i64
  return %3, %13, %5, %8, %9 : i32, i32, index, f32, f32
}
"""

SELECTS = """\
func.func @selects(%c: i1, %p: i32, %q: i32, %r: i32) -> (i32, i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %p, %q : i32
  %1 = arith.select %c, %0, %r : i32
  %2 = arith.select %c, %q, %r : i32
  %3 = arith.select %c, %p, %2 : i32
  %4 = arith.select %c, %f, %t : i1
  %5 = "test.use"(%t, %f) : (i1, i1) -> i1
  return %1, %3, %4, %5 : i32, i32, i1, i1
}
func.func @again(%c: i1, %d: i1) -> (i1, i1) {
  %f = arith.constant false
  %t = arith.constant true
  %0 = arith.select %c, %f, %t : i1
  %1 = arith.select %d, %f, %t : i1
  return %0, %1 : i1, i1
}
"""

NESTED = """\
func.func @nested(%a: i8, %b: i8, %x: i64) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = "test.region"(%a) ({
  ^bb0(%arg: i8):
    %0 = arith.extui %arg : i8 to i16
    %1 = arith.extsi %0 : i16 to i32
    %2 = arith.extui %b : i8 to i32
    %3 = arith.ori %1, %2 : i32
    %c7b = arith.constant 7 : i32
    %4 = "test.op"(%3, %c7b) : (i32, i32) -> i32
    "test.yield"(%4) : (i32) -> ()
  }) : (i8) -> i32
  %5 = arith.bitcast %x : i64 to f64
  %6 = arith.bitcast %5 : f64 to i64
  %7 = "test.op"(%r, %c7, %6) : (i32, i32, i64) -> i32
  %8 = arith.index_castui %x : i64 to index
  %9 = arith.index_castui %8 : index to i64
  %10 = "test.op"(%7, %9) : (i32, i64) -> i32
  return %10 : i32
}
"""

# Constants nested in ConstantLikeMatcher must match in value and type: the
# i1 patterns (SelectI1ToNot, XOrINotCmpI) leave vector constants alone.
TYPED_CONSTANTS = """\
func.func @typed_constants(%c: i1, %a: vector<2xi32>, %b: vector<2xi32>) -> (vector<2xi64>, vector<2xi1>, i1) {
  %z = arith.constant dense<0> : vector<2xi64>
  %o = arith.constant dense<1> : vector<2xi64>
  %0 = arith.select %c, %z, %o : vector<2xi64>
  %1 = arith.cmpi slt, %a, %b : vector<2xi32>
  %t = arith.constant dense<true> : vector<2xi1>
  %2 = arith.xori %1, %t : vector<2xi1>
  %f1 = arith.constant false
  %t1 = arith.constant true
  %3 = arith.select %c, %f1, %t1 : i1
  return %0, %2, %3 : vector<2xi64>, vector<2xi1>, i1
}
"""

CASES = {
    "chains": CHAINS,
    "selects": SELECTS,
    "nested": NESTED,
    "typed_constants": TYPED_CONSTANTS,
}


@pytest.fixture(scope="module")
def patterns_module(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    """MLIR 19's arith DRR canonicalization patterns, generated and imported."""
    root = mlir19_root()
    path = root / ARITH_TD
    parsed = parse_records(
        str(path), include_dirs=[str(root / "include"), str(path.parent)]
    )
    assert parsed.ok, "".join(d.render() for d in parsed.diagnostics)
    module_path = tmp_path_factory.mktemp("arith") / "arith_canon.py"
    module_path.write_text(generate(parsed.keeper, ARITH_TD).text)
    spec = importlib.util.spec_from_file_location("arith_canon_driver", module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _mlir_opt(path: Path, *options: str) -> str:
    """mlir-opt's generic-form output for ``path`` (after ``options``)."""
    run = [MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic"]
    done = subprocess.run(
        [*run, *options, str(path)], capture_output=True, text=True, check=True
    )
    return done.stdout


@pytest.mark.parametrize("top_down", [True, False], ids=["top-down", "bottom-up"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_greedy_driver_matches_canonicalize(
    tmp_path: Path, patterns_module: ModuleType, case: str, top_down: bool
) -> None:
    """Our driver with the generated patterns prints what the canonicalizer does."""
    require_llvm()
    source = tmp_path / "in.mlir"
    source.write_text(CASES[case])
    generic = _mlir_opt(source)
    option = "--canonicalize" if top_down else "--canonicalize=top-down=false"
    expected = _mlir_opt(source, option)
    assert expected != generic  # the reference rewrote something
    ours = _rewrite(patterns_module, generic, top_down)
    assert ours.rstrip() == expected.rstrip()


def _rewrite(patterns_module: ModuleType, generic: str, top_down: bool) -> str:
    """Run the generated patterns greedily on ``generic``; the printed result."""
    from tblgen_py.runtime.ir import Context, Dialect, Operation
    from tblgen_py.runtime.rewrite import (
        ConstantLike,
        GreedyRewriteConfig,
        Pure,
        RewritePatternSet,
        apply_patterns_greedily,
    )
    from tblgen_py.runtime.text.parser import parse_source
    from tblgen_py.runtime.text.printer import PrintOptions, print_module

    def op_class(name: str, *traits: type) -> type[Operation]:
        body = {"__slots__": (), "OPERATION_NAME": name, "registered": True}
        body["traits"] = frozenset({Pure, *traits})
        return type(name.replace(".", "_"), (Operation,), body)

    classes = [op_class(n) for n in PURE_OPS]
    classes.append(op_class("arith.constant", ConstantLike))
    context = Context(allow_unregistered_dialects=True)
    context.load_dialect(Dialect("arith", classes))
    module = parse_source(generic, context)
    patterns = RewritePatternSet(context)
    patterns_module.populate_with_generated(patterns)
    config = GreedyRewriteConfig(use_top_down_traversal=top_down)
    assert apply_patterns_greedily(module, patterns, config)
    return print_module(module, PrintOptions(generic=True), context)
