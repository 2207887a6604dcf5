# scf.if without results (then block only) storing to a buffer.
from mlir import ir
from mlir.dialects import arith, func, memref, scf

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    f32 = ir.F32Type.get()
    index = ir.IndexType.get()
    buffer_type = ir.MemRefType.get([2], f32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(buffer_type, f32)
        def store_positive(buf, value):
            zero = arith.constant(f32, 0.0)
            cond = arith.cmpf(arith.CmpFPredicate.OGT, value, zero)
            branch = scf.IfOp(cond)
            with ir.InsertionPoint(branch.then_block):
                first = arith.constant(index, 0)
                memref.StoreOp(value, buf, [first])
                scf.YieldOp([])
            return

    print(module)
    print(module.operation.verify())
