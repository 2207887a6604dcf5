# A stack buffer filled by an scf.for loop.
from mlir import ir
from mlir.dialects import arith, func, memref, scf

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i64 = ir.IntegerType.get_signless(64)
    index = ir.IndexType.get()
    buffer_type = ir.MemRefType.get([16], i64)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i64)
        def fill(value):
            buf = memref.AllocaOp(buffer_type, [], [])
            lower = arith.constant(index, 0)
            upper = arith.constant(index, 16)
            step = arith.constant(index, 1)
            loop = scf.ForOp(lower, upper, step)
            with ir.InsertionPoint(loop.body):
                memref.StoreOp(value, buf, [loop.induction_variable])
                scf.YieldOp([])
            first = memref.LoadOp(buf, [lower])
            return first.result

    print(module)
    print(module.operation.verify())
