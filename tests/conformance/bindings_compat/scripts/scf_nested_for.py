# Two nested scf.for loops summing i * j.
from mlir import ir
from mlir.dialects import arith, func, scf

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    index = ir.IndexType.get()
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(index, index)
        def sum_products(n, m):
            zero = arith.constant(index, 0)
            one = arith.constant(index, 1)
            outer = scf.ForOp(zero, n, one, [zero])
            with ir.InsertionPoint(outer.body):
                inner = scf.ForOp(zero, m, one, [outer.inner_iter_args[0]])
                with ir.InsertionPoint(inner.body):
                    product = arith.muli(
                        outer.induction_variable, inner.induction_variable
                    )
                    total = arith.addi(inner.inner_iter_args[0], product)
                    scf.YieldOp([total])
                scf.YieldOp(inner.results)
            return outer.results[0]

    print(module)
    print(module.operation.verify())
