# scf.if with results and both branches.
from mlir import ir
from mlir.dialects import arith, func, scf

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i32, i32)
        def pick(a, b):
            cond = arith.cmpi(arith.CmpIPredicate.slt, a, b)
            branch = scf.IfOp(cond, [i32], has_else=True)
            with ir.InsertionPoint(branch.then_block):
                scf.YieldOp([arith.subi(b, a)])
            with ir.InsertionPoint(branch.else_block):
                scf.YieldOp([arith.subi(a, b)])
            return branch.result

    print(module)
    print(module.operation.verify())
