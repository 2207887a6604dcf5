# Float arithmetic and comparison.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    f32 = ir.F32Type.get()
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(f32, f32)
        def poly(x, y):
            square = arith.mulf(x, x)
            total = arith.addf(square, y)
            diff = arith.subf(total, arith.divf(x, y))
            return arith.negf(diff)

        @func.FuncOp.from_py_func(f32, f32)
        def less(x, y):
            return arith.cmpf(arith.CmpFPredicate.OLT, x, y)

    print(module)
