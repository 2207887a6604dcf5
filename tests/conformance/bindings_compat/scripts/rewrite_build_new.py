# A pattern that builds new ops at the rewriter's insertion point.
from mlir import ir
from mlir.dialects import arith
from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily

ASM = """
func.func @f(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
"""


def square_to_shift(op, rewriter):
    with rewriter.ip:
        one = arith.constant(op.lhs.type, 1)
        shifted = arith.shli(op.lhs, one)
        total = arith.addi(shifted, op.lhs)
    rewriter.replace_op(op, [total])


with ir.Context(), ir.Location.unknown():
    module = ir.Module.parse(ASM)
    patterns = RewritePatternSet()
    patterns.add("arith.muli", square_to_shift)
    apply_patterns_and_fold_greedily(module, patterns.freeze())
    print(module)
