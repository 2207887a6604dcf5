# Integer arithmetic through the value builders, inside FuncOp.from_py_func.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i32, i32)
        def mix(a, b):
            s = arith.addi(a, b)
            d = arith.subi(s, b)
            p = arith.muli(d, a)
            q = arith.divsi(p, b)
            r = arith.remui(q, a)
            return arith.andi(r, arith.ori(a, arith.xori(b, s)))

    print(module)
    print(module.operation.verify())
