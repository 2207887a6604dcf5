# Types read back from text print as MLIR prints them.
from mlir import ir

texts = [
    "i1",
    "si8",
    "ui64",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
    "none",
    "tensor<?x4xf32>",
    "tensor<*xi8>",
    "memref<4x4xf32>",
    "memref<?xi32, 1>",
    "vector<4xf32>",
    "vector<[4]x2xi8>",
    "complex<f32>",
    "tuple<i32, f32>",
    "() -> ()",
    "(i32, i32) -> i32",
    "memref<4xf32, strided<[1], offset: 2>>",
]
with ir.Context():
    for text in texts:
        print(text, "->", ir.Type.parse(text))
