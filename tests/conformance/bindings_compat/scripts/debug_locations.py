# Locations of built ops printed with debug info.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.file("model.py", 10, 4):
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i32)
        def f(x):
            with ir.Location.name("sum"):
                y = arith.addi(x, x)
            with ir.Location.fused([ir.Location.name("a"), ir.Location.name("b")]):
                z = arith.muli(y, x)
            return z

    module.operation.print(enable_debug_info=True)
