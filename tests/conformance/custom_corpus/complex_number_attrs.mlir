// #complex.number as a discardable attribute and in a sparse encoding.
#CX = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed), explicitVal = #complex.number<:f64 2.5, -1.0>, implicitVal = #complex.number<:f64 0.0, 0.0> }>

func.func private @values(tensor<8x4xcomplex<f64>, #CX>) attributes {
  half = #complex.number<:f16 0.1, 3.0e2>,
  bf = #complex.number<:bf16 -7.25, 1.0> : complex<bf16>,
  hex = #complex.number<:f32 0x3FF0000000000000, 0.5>
}
