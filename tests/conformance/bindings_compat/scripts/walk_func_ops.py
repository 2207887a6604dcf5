# Walk a parsed function, counting ops by name and finding typed ops.
from mlir import ir
from mlir.dialects import arith

ASM = """
func.func @g(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.mulf %0, %x : f32
  %2 = arith.addf %1, %0 : f32
  return %2 : f32
}
"""
with ir.Context():
    module = ir.Module.parse(ASM)
    counts = {}
    adds = []

    def visit(op):
        counts[op.name] = counts.get(op.name, 0) + 1
        if isinstance(op.opview, arith.AddFOp):
            adds.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for name in sorted(counts):
        print(name, counts[name])
    for op in adds:
        print(op)
