func.func @pick(%c: tensor<4xi1, "enc">, %a: tensor<4xf32, "enc">, %b: tensor<4xf32, "enc">) -> tensor<4xf32, "enc"> {
  %r = arith.select %c, %a, %b : tensor<4xi1, "enc">, tensor<4xf32, "enc">
  return %r : tensor<4xf32, "enc">
}

// -----

func.func @mismatch(%c: tensor<4xi1>, %a: tensor<4xf32, "enc">, %b: tensor<4xf32, "enc">) -> tensor<4xf32, "enc"> {
  %r = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32, "enc">
  return %r : tensor<4xf32, "enc">
}
