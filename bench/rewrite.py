"""Benchmark the greedy rewrite driver on a 100,000-op ``arith`` chain.

``func.func @f`` holds a chain of ``arith.addi`` (generic form); every other
addi adds a zero ``arith.constant``, the others add ``%arg1``.  The pattern
``addi(x, 0) -> x`` runs to a fixed point with our greedy driver, side by side
with ``mlir-opt-22 --canonicalize`` on the same text (its pass time from
``--mlir-timing``) and xDSL's greedy ``PatternRewriteWalker``.  Outputs are
compared with mlir-opt's; ratios and the target (<= 5x mlir-opt) are printed.
``--profile`` prints a cProfile of our driver.
"""

from __future__ import annotations

import cProfile
import gc
import pstats
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tblgen_py.runtime.ir import Context, Dialect, Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.rewrite import (
    ConstantLike,
    OpRewritePattern,
    PatternRewriter,
    Pure,
    RewritePatternSet,
    apply_patterns_greedily,
)
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module

NUM_OPS = 100_000
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
TARGET = 5.0
FLAGS = " <{overflowFlags = #arith.overflow<none>}>"


class ConstantOp(Operation):
    """``arith.constant`` (hand-written here; ODS-generated later)."""

    __slots__ = ()
    OPERATION_NAME = "arith.constant"
    registered = True
    traits = frozenset({ConstantLike, Pure})


class AddIOp(Operation):
    """``arith.addi``."""

    __slots__ = ()
    OPERATION_NAME = "arith.addi"
    registered = True
    traits = frozenset({Pure})


class AddZero(OpRewritePattern[AddIOp]):
    """``addi(x, 0) -> x``."""

    OP_CLASS = AddIOp

    def match_and_rewrite(self, op: AddIOp, rewriter: PatternRewriter) -> bool:
        """Replace the addi by its lhs when its rhs is a zero constant."""
        rhs = op.operand_uses[1].value.defining_op
        if type(rhs) is not ConstantOp:
            return False
        value = rhs.get_attr("value")
        if not isinstance(value, IntegerAttr) or value.value != 0:
            return False
        rewriter.replace_op(op, [op.operand_uses[0].value])
        return True


def chain_text(num_ops: int = NUM_OPS) -> str:
    """The generic-form module: num_ops constants and addi (2 addi per constant)."""
    lines = [
        '"builtin.module"() ({',
        '  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({',
        "  ^bb0(%arg0: i32, %arg1: i32):",
    ]
    prev, n, k = "%arg0", 0, 0
    while n + 3 <= num_ops - 1:
        lines.append(
            f'    %c{k} = "arith.constant"() <{{value = 0 : i32}}> : () -> i32'
        )
        lines.append(
            f'    %a{k} = "arith.addi"({prev}, %c{k}){FLAGS} : (i32, i32) -> i32'
        )
        lines.append(
            f'    %b{k} = "arith.addi"(%a{k}, %arg1){FLAGS} : (i32, i32) -> i32'
        )
        prev, n, k = f"%b{k}", n + 3, k + 1
    lines.append(f'    "func.return"({prev}) : (i32) -> ()')
    lines.append("  }) : () -> ()")
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


def context() -> Context:
    """Our context: arith constant/addi registered, other ops generic."""
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(Dialect("arith", [ConstantOp, AddIOp]))
    return ctx


def run_ours(text: str) -> tuple[float, str, bool]:
    """(rewrite seconds, printed result, converged), best of 3 runs."""
    best, out, converged = float("inf"), "", False
    for _ in range(3):
        ctx = context()
        module = parse_source(text, ctx, "bench.mlir")
        patterns = RewritePatternSet(ctx, [AddZero()])
        elapsed, converged = timed(lambda: apply_patterns_greedily(module, patterns))
        best = min(best, elapsed)
        out = print_module(module)
    return best, out, converged


def timed(fn: Callable[[], bool]) -> tuple[float, bool]:
    """Wall time of one call (GC off during it) and its result."""
    gc.collect()
    gc.disable()
    start = time.perf_counter()
    try:
        result = fn()
    finally:
        elapsed = time.perf_counter() - start
        gc.enable()
    return elapsed, result


def run_mlir_opt(text: str) -> tuple[float, str]:
    """(Canonicalizer pass seconds, best of 3; printed output) from mlir-opt."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.mlir"
        path.write_text(text)
        best, out = float("inf"), ""
        for _ in range(3):
            proc = subprocess.run(
                [
                    MLIR_OPT,
                    "--canonicalize",
                    "--mlir-print-op-generic",
                    "--mlir-timing",
                    str(path),
                ],
                capture_output=True,
                text=True,
                check=True,
            )
            best = min(best, _timing(proc.stderr, "Canonicalizer"))
            out = proc.stdout
        return best, out


def _timing(report: str, name: str) -> float:
    match = re.search(rf"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+{name}\s*$", report, re.M)
    if match is None:
        raise RuntimeError(f"no '{name}' line in mlir-opt's timing report")
    return float(match.group(1))


def run_xdsl(text: str) -> tuple[float, int]:
    """(rewrite seconds, ops left) for xDSL's greedy walker with the same pattern."""
    from xdsl.context import Context as XContext
    from xdsl.dialects import arith, builtin, func
    from xdsl.parser import Parser as XParser
    from xdsl.pattern_rewriter import (
        GreedyRewritePatternApplier,
        PatternRewriter as XRewriter,
        PatternRewriteWalker,
        RewritePattern,
    )
    from xdsl.transforms.dead_code_elimination import region_dce

    class XAddZero(RewritePattern):
        def match_and_rewrite(self, op: object, rewriter: XRewriter) -> None:
            if not isinstance(op, arith.AddiOp):
                return
            rhs = op.rhs.owner
            if not isinstance(rhs, arith.ConstantOp):
                return
            if not isinstance(rhs.value, builtin.IntegerAttr) or rhs.value.value.data:
                return
            rewriter.replace_op(op, [], [op.lhs])

    ctx = XContext()
    for dialect in (builtin.Builtin, arith.Arith, func.Func):
        ctx.load_dialect(dialect)
    module = XParser(ctx, text).parse_module()
    walker = PatternRewriteWalker(
        GreedyRewritePatternApplier([XAddZero()]), post_walk_func=region_dce
    )
    elapsed, _ = timed(lambda: bool(walker.rewrite_module(module)) or True)
    return elapsed, sum(1 for _ in module.walk())


def profile(text: str) -> None:
    """Print the top functions of one profiled run of our driver."""
    ctx = context()
    module = parse_source(text, ctx, "bench.mlir")
    patterns = RewritePatternSet(ctx, [AddZero()])
    prof = cProfile.Profile()
    prof.runcall(apply_patterns_greedily, module, patterns)
    pstats.Stats(prof).sort_stats("tottime").print_stats(18)


def main(argv: list[str]) -> int:
    """Run the three rewriters, print times and ratios; 1 if the target is missed."""
    text = chain_text()
    if "--profile" in argv:
        profile(text)
        return 0
    print(f"rewrite benchmark: {NUM_OPS:,}-op arith chain, addi(x, 0) -> x to fixpoint")
    ours, our_out, converged = run_ours(text)
    mlir, mlir_out = run_mlir_opt(text)
    same = our_out.rstrip() == mlir_out.rstrip()
    print(
        f"  ours      {ours:7.3f}s  (converged: {converged}, output == mlir-opt: {same})"
    )
    print(f"  mlir-opt  {mlir:7.3f}s  (--canonicalize pass time)")
    xdsl, left = run_xdsl(text)
    print(f"  xDSL      {xdsl:7.3f}s  ({left:,} ops left)")
    ratio = ours / mlir
    print(f"ratios vs mlir-opt: ours {ratio:.1f}x, xDSL {xdsl / mlir:.1f}x")
    print(
        f"  target ours <= {TARGET:.0f}x mlir-opt: {'met' if ratio <= TARGET else 'MISSED'}"
    )
    return 0 if ratio <= TARGET and same and converged else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
