# Integer, float, string, bool and unit attributes.
from mlir import ir

with ir.Context(), ir.Location.unknown():
    i32 = ir.IntegerType.get_signless(32)
    a = ir.IntegerAttr.get(i32, 42)
    print(a, a.value, a.type)
    print(ir.IntegerAttr.get(ir.IntegerType.get_signless(8), 255))
    print(ir.IntegerAttr.get(ir.IndexType.get(), -3))
    f = ir.FloatAttr.get(ir.F32Type.get(), 1.5)
    print(f, f.value)
    print(ir.FloatAttr.get_f64(0.1))
    print(ir.FloatAttr.get_f32(-2.0))
    s = ir.StringAttr.get("hello")
    print(s, s.value)
    print(ir.BoolAttr.get(True), ir.BoolAttr.get(False))
    print(ir.UnitAttr.get())
    print(ir.TypeAttr.get(i32), ir.TypeAttr.get(i32).value)
