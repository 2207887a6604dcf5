# cmpi predicates and select.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i64 = ir.IntegerType.get_signless(64)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i64, i64)
        def max_of(a, b):
            greater = arith.cmpi(arith.CmpIPredicate.sgt, a, b)
            return arith.select(greater, a, b)

        @func.FuncOp.from_py_func(i64)
        def is_zero(a):
            zero = arith.constant(i64, 0)
            return arith.cmpi(arith.CmpIPredicate.eq, a, zero)

    print(module)
    print(module.operation.verify())
