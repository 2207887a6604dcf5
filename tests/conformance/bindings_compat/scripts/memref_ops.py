# memref.alloc, store, load, dealloc.
from mlir import ir
from mlir.dialects import arith, func, memref

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    f32 = ir.F32Type.get()
    index = ir.IndexType.get()
    buffer_type = ir.MemRefType.get([4, 8], f32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(f32)
        def roundtrip(value):
            buf = memref.AllocOp(buffer_type, [], [])
            i = arith.constant(index, 1)
            j = arith.constant(index, 2)
            memref.StoreOp(value, buf, [i, j])
            loaded = memref.LoadOp(buf, [i, j])
            memref.DeallocOp(buf)
            return loaded.result

    print(module)
    print(module.operation.verify())
