# Dense elements and dense arrays.
from mlir import ir

with ir.Context(), ir.Location.unknown():
    f32 = ir.F32Type.get()
    i32 = ir.IntegerType.get_signless(32)
    splat = ir.DenseElementsAttr.get_splat(
        ir.RankedTensorType.get([2, 3], f32), ir.FloatAttr.get(f32, 0.5)
    )
    print(splat, splat.is_splat)
    ints = ir.DenseElementsAttr.get_splat(
        ir.RankedTensorType.get([4], i32), ir.IntegerAttr.get(i32, 7)
    )
    print(ints, ir.DenseIntElementsAttr(ints))
    print(ir.DenseFPElementsAttr(splat))
    try:
        ir.DenseFPElementsAttr(ints)
    except ValueError:
        print("integer elements are not float elements")
    print(ir.DenseI64ArrayAttr.get([1, 2, 3]))
    print(ir.DenseI32ArrayAttr.get([]))
    print(len(ir.DenseI64ArrayAttr.get([4, 5])))
