# Splat and non-splat dense elements attributes on tensors.
from mlir import ir

with ir.Context(), ir.Location.unknown():
    f32 = ir.F32Type.get()
    i16 = ir.IntegerType.get_signless(16)
    tensor = ir.RankedTensorType.get([2, 3], f32)
    splat = ir.DenseElementsAttr.get_splat(tensor, ir.FloatAttr.get(f32, 0.5))
    print(splat, splat.is_splat, splat.type)
    ints = ir.DenseElementsAttr.get_splat(
        ir.RankedTensorType.get([4], i16), ir.IntegerAttr.get(i16, -1)
    )
    print(ints, len(ints))
    parsed = ir.Attribute.parse("dense<[1, 2, 3]> : tensor<3xi32>")
    print(isinstance(parsed, ir.DenseElementsAttr), ir.DenseIntElementsAttr(parsed)[1])
    print(ir.DenseElementsAttr(parsed).is_splat)
