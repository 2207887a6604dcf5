"""The affine and linalg ports through ``mlir-opt-py`` with no dialect flags:
affine maps of SSA ids (``symbol(...)``) and loop bounds in the custom form,
and a named linalg op whose region is replayed from MLIR's OpDSL region
builder, with the indexing maps its verifier memoizes.  Expected outputs are
mlir-opt-22's on the same inputs (the conformance corpus has many more)."""

from __future__ import annotations

import contextlib
import io
import sys

import pytest

from tblgen_py.tools import mlir_opt

AFFINE_INPUT = """\
func.func @f(%m: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 16)>()[%n] step 2 {
    %j = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %v = affine.load %m[%i + 1, %j * 2 + symbol(%n)] : memref<16x16xf32>
    affine.store %v, %m[%j, %i] : memref<16x16xf32>
  }
  return
}
"""
# mlir-opt-22 on AFFINE_INPUT
AFFINE_OUTPUT = """\
#map = affine_map<()[s0] -> (s0, 16)>
#map1 = affine_map<(d0) -> (d0 floordiv 2)>
module {
  func.func @f(%arg0: memref<16x16xf32>, %arg1: index) {
    affine.for %arg2 = 0 to min #map()[%arg1] step 2 {
      %0 = affine.apply #map1(%arg2)
      %1 = affine.load %arg0[%arg2 + 1, %0 * 2 + symbol(%arg1)] : memref<16x16xf32>
      affine.store %1, %arg0[%0, %arg2] : memref<16x16xf32>
    }
    return
  }
}

"""
NAMED_INPUT = """\
func.func @g(%a: tensor<4x8xi8>, %v: tensor<8xi8>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.matvec ins(%a, %v : tensor<4x8xi8>, tensor<8xi8>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
"""
# mlir-opt-22 --mlir-print-op-generic on NAMED_INPUT
NAMED_GENERIC = """\
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8xi8>, tensor<4xi32>) -> tensor<4xi32>, sym_name = "g"}> ({
  ^bb0(%arg0: tensor<4x8xi8>, %arg1: tensor<8xi8>, %arg2: tensor<4xi32>):
    %0 = "linalg.matvec"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %1 = "arith.extsi"(%arg3) : (i8) -> i32
      %2 = "arith.extsi"(%arg4) : (i8) -> i32
      %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.addi"(%arg5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%4) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xi8>, tensor<8xi8>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%0) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

"""


def _main(flags: list[str], text: str) -> tuple[int, str, str]:
    """mlir-opt-py in process on ``text`` (its raised recursion limit restored,
    which other tests' depth checks rely on)."""
    out, err = io.StringIO(), io.StringIO()
    old, limit = sys.stdin, sys.getrecursionlimit()
    sys.stdin = io.StringIO(text)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = mlir_opt.main([*flags, "-"])
    finally:
        sys.stdin = old
        sys.setrecursionlimit(limit)
    return status, out.getvalue(), err.getvalue()


def _run(flags: list[str], text: str) -> str:
    status, out, err = _main(flags, text)
    assert status == 0, err
    return out


@pytest.mark.parametrize(
    ("flags", "text", "expected"),
    [
        ([], AFFINE_INPUT, AFFINE_OUTPUT),
        (["--mlir-print-op-generic"], NAMED_INPUT, NAMED_GENERIC),
    ],
    ids=["affine-custom", "linalg-named-generic"],
)
def test_matches_mlir_opt(flags: list[str], text: str, expected: str) -> None:
    """Output identical to mlir-opt-22's."""
    assert _run(flags, text) == expected


def test_symbol_of_a_loop_variable_is_rejected() -> None:
    """An induction variable is a dimension, not a symbol (MLIR's rule)."""
    text = AFFINE_INPUT.replace("%m[%j, %i]", "%m[%j, symbol(%i)]")
    status, _, err = _main([], text)
    assert status == 1
    assert "'affine.store' op operand cannot be used as a symbol" in err
