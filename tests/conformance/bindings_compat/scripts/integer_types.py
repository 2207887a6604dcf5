# Integer, index and float types: constructors, properties, casts.
from mlir import ir

with ir.Context():
    for width in (1, 8, 32, 64, 128):
        t = ir.IntegerType.get_signless(width)
        print(t, t.width, t.is_signless)
    print(ir.IntegerType.get_signed(16), ir.IntegerType.get_unsigned(16))
    print(ir.IndexType.get(), ir.NoneType.get())
    for t in (ir.F16Type.get(), ir.BF16Type.get(), ir.F32Type.get(), ir.F64Type.get()):
        print(t, t.width, isinstance(t, ir.F32Type), isinstance(t, ir.FloatType))
    i32 = ir.Type.parse("i32")
    print(ir.IntegerType(i32).width)
    try:
        ir.IntegerType(ir.F32Type.get())
    except ValueError:
        print("not an integer type")
    print(ir.IntegerType.get_signless(32) == i32)
