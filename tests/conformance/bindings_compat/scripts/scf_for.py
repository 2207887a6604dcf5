# scf.for with loop-carried values.
from mlir import ir
from mlir.dialects import arith, func, scf

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    index = ir.IndexType.get()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(index, i32)
        def accumulate(n, init):
            lower = arith.constant(index, 0)
            step = arith.constant(index, 1)
            loop = scf.ForOp(lower, n, step, [init])
            with ir.InsertionPoint(loop.body):
                acc = loop.inner_iter_args[0]
                as_i32 = arith.index_cast(i32, loop.induction_variable)
                scf.YieldOp([arith.addi(acc, as_i32)])
            return loop.results[0]

    print(module)
    print(module.operation.verify())
