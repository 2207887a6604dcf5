# from_py_func with several results and no results.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    f64 = ir.F64Type.get()
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i32, f64)
        def swap(a, b):
            return b, a

        @func.FuncOp.from_py_func()
        def nothing():
            return None

        @func.FuncOp.from_py_func(i32, results=[i32])
        def identity(a):
            func.ReturnOp([a])

    print(module)
    print(swap.func_op.type)
