# Calls between functions.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i32)
        def inc(x):
            return arith.addi(x, arith.constant(i32, 1))

        @func.FuncOp.from_py_func(i32)
        def twice(x):
            once = func.CallOp(inc.func_op, [x])
            return func.CallOp([i32], "inc", [once.result]).result

    print(module)
    print(module.operation.verify())
