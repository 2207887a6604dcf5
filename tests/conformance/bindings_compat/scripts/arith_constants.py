# arith.constant of integers, floats and index values, in a module body.
from mlir import ir
from mlir.dialects import arith

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):
        i32 = ir.IntegerType.get_signless(32)
        arith.ConstantOp(i32, 42)
        arith.ConstantOp(ir.IntegerType.get_signless(1), 1)
        arith.ConstantOp(ir.F32Type.get(), 2.5)
        arith.ConstantOp(ir.F64Type.get(), ir.FloatAttr.get(ir.F64Type.get(), -0.25))
        arith.ConstantOp(ir.IndexType.get(), 7)
        arith.constant(i32, 3)
    print(module)
    print(module.operation.verify())
