# Dynamic memrefs: alloca with sizes and memref.dim.
from mlir import ir
from mlir.dialects import arith, func, memref

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i32 = ir.IntegerType.get_signless(32)
    index = ir.IndexType.get()
    dyn = ir.ShapedType.get_dynamic_size()
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(index)
        def sized(n):
            buf = memref.AllocaOp(ir.MemRefType.get([dyn, 4], i32), [n], [])
            zero = arith.constant(index, 0)
            return memref.DimOp(buf, zero).result

    print(module)
    print(module.operation.verify())
