# memref.dim, memref.cast and memref.copy built with the typed builders.
from mlir import ir
from mlir.dialects import arith, func, memref

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    f32 = ir.F32Type.get()
    index = ir.IndexType.get()
    dyn = ir.ShapedType.get_dynamic_size()
    static = ir.MemRefType.get([4, 8], f32)
    dynamic = ir.MemRefType.get([dyn, 8], f32)
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(static)
        def copy_out(source):
            zero = arith.constant(index, 0)
            size = memref.DimOp(source, zero)
            target = memref.AllocOp(dynamic, [size], [])
            casted = memref.CastOp(dynamic, source)
            memref.CopyOp(casted, target)
            return target.result

    print(module)
    print(module.operation.verify())
