# Tensors, memrefs and vectors.
from mlir import ir

with ir.Context(), ir.Location.unknown():
    f32 = ir.F32Type.get()
    dyn = ir.ShapedType.get_dynamic_size()
    t = ir.RankedTensorType.get([2, dyn, 4], f32)
    print(t)
    print(list(t.shape), t.element_type, t.rank, t.has_static_shape)
    print(ir.RankedTensorType.get([], ir.IntegerType.get_signless(8)))
    print(ir.UnrankedTensorType.get(f32))
    m = ir.MemRefType.get([8, 16], f32)
    print(m, list(m.shape), m.element_type)
    print(ir.MemRefType.get([dyn], ir.IndexType.get()))
    v = ir.VectorType.get([4], f32)
    print(v, list(v.shape))
    print(ir.VectorType.get([2, 8], f32, scalable=[False, True]))
    print(isinstance(t, ir.ShapedType), isinstance(m, ir.RankedTensorType))
    print(ir.ShapedType.is_dynamic_size(dyn))
