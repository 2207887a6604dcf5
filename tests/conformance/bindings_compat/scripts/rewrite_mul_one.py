# Two patterns in one set: x * 1 -> x and x - x -> 0.
from mlir import ir
from mlir.dialects import arith
from mlir.rewrite import RewritePatternSet, apply_patterns_and_fold_greedily

ASM = """
func.func @f(%x: i64, %y: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %0 = arith.muli %x, %c1 : i64
  %1 = arith.subi %y, %y : i64
  %2 = arith.addi %0, %1 : i64
  return %2 : i64
}
"""


def is_constant(value, expected):
    owner = value.owner.opview
    if not isinstance(owner, arith.ConstantOp):
        return False
    return ir.IntegerAttr(owner.value).value == expected


def mul_one(op, rewriter):
    if not is_constant(op.rhs, 1):
        return True
    rewriter.replace_op(op, [op.lhs])


def sub_self(op, rewriter):
    if op.lhs != op.rhs:
        return True
    with rewriter.ip:
        zero = arith.constant(op.result.type, 0)
    rewriter.replace_op(op, [zero])


with ir.Context(), ir.Location.unknown():
    module = ir.Module.parse(ASM)
    patterns = RewritePatternSet()
    patterns.add(arith.MulIOp, mul_one)
    patterns.add(arith.SubIOp, sub_self)
    apply_patterns_and_fold_greedily(module, patterns.freeze())
    print(module)
