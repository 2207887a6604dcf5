# Scalar types: widths, signedness, floats and their properties.
from mlir import ir

with ir.Context():
    for width in (1, 8, 32, 64):
        t = ir.IntegerType.get_signless(width)
        print(t, t.width, t.is_signless, t.is_signed, t.is_unsigned)
    print(ir.IntegerType.get_signed(16), ir.IntegerType.get_unsigned(16))
    for t in (ir.F16Type.get(), ir.BF16Type.get(), ir.F32Type.get(), ir.F64Type.get()):
        print(t, t.width, isinstance(t, ir.FloatType))
    print(ir.IndexType.get(), ir.NoneType.get())
    c = ir.ComplexType.get(ir.F32Type.get())
    print(c, c.element_type)
    tup = ir.TupleType.get_tuple([ir.IndexType.get(), ir.F64Type.get()])
    print(tup, tup.num_types, tup.get_type(1))
    print(ir.IntegerType.get_signless(32) == ir.Type.parse("i32"))
    print(isinstance(ir.F32Type.get(), ir.IntegerType))
