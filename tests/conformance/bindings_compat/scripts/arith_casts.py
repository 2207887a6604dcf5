# Integer width and kind conversions.
from mlir import ir
from mlir.dialects import arith, func

with ir.Context(), ir.Location.unknown():
    module = ir.Module.create()
    i8 = ir.IntegerType.get_signless(8)
    i32 = ir.IntegerType.get_signless(32)
    i64 = ir.IntegerType.get_signless(64)
    f32 = ir.F32Type.get()
    index = ir.IndexType.get()
    with ir.InsertionPoint(module.body):

        @func.FuncOp.from_py_func(i32)
        def conversions(x):
            wide = arith.extsi(i64, x)
            narrow = arith.trunci(i8, x)
            unsigned = arith.extui(i64, narrow)
            as_float = arith.sitofp(f32, x)
            back = arith.fptosi(i32, as_float)
            as_index = arith.index_cast(index, back)
            return wide, unsigned, as_index

    print(module)
