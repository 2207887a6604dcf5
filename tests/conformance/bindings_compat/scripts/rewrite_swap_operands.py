# A pattern that rebuilds an op with a different shape: a constant on the left
# of an addition moves to the right.
from mlir import ir
from mlir.dialects import arith
from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily

ASM = """
func.func @f(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %c5, %x : i32
  return %0 : i32
}
"""


def constant_right(op, rewriter):
    lhs = op.lhs
    if not isinstance(lhs, ir.OpResult):
        return True
    if not isinstance(lhs.owner.opview, arith.ConstantOp):
        return True
    with rewriter.ip:
        swapped = arith.muli(op.rhs, op.lhs)
    rewriter.replace_op(op, [swapped])


with ir.Context(), ir.Location.unknown():
    module = ir.Module.parse(ASM)
    patterns = RewritePatternSet()
    patterns.add(arith.MulIOp, constant_right)
    apply_patterns_and_fold_greedily(module, patterns.freeze())
    print(module)
    print(module.operation.verify())
