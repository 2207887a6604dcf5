# Attributes read back from text.
from mlir import ir

texts = [
    "42",
    "42 : i8",
    "-1 : i64",
    "true",
    "1.0",
    "2.5 : f32",
    "0x7FC00000 : f32",
    '"text"',
    "unit",
    "[1, 2, [3]]",
    "{a = 1, b}",
    "@sym",
    "@a::@b",
    "dense<[1, 2]> : tensor<2xi32>",
    "dense<1.0> : tensor<2x2xf64>",
    "array<i32: 1, 2>",
    "affine_map<(d0, d1) -> (d1, d0)>",
    "i32",
    "strided<[4, 1]>",
]
with ir.Context():
    for text in texts:
        print(text, "->", ir.Attribute.parse(text))
