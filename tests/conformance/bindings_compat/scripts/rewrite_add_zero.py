# A pattern on a typed root: x + 0 -> x.
from mlir import ir
from mlir.dialects import arith
from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily

ASM = """
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
"""


def add_zero(op, rewriter):
    rhs = op.rhs.owner.opview
    if not isinstance(rhs, arith.ConstantOp) or ir.IntegerAttr(rhs.value).value != 0:
        return True
    rewriter.replace_op(op, [op.lhs])


with ir.Context(), ir.Location.unknown():
    module = ir.Module.parse(ASM)
    patterns = RewritePatternSet()
    patterns.add(arith.AddIOp, add_zero)
    apply_patterns_and_fold_greedily(module, patterns.freeze())
    print(module)
