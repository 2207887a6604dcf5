#map = affine_map<(d0) -> (d0)>
func.func @ok(%a: tensor<3xi32>) -> tensor<3xi32> {
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : tensor<3xi32>) {
  ^bb0(%o: i32):
    %c = arith.constant 7 : i32
    linalg.yield %c : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

#map = affine_map<(d0) -> (d0)>
func.func @mismatch(%a: tensor<3xi32>) -> tensor<4xi32> {
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : tensor<3xi32>) {
  ^bb0(%o: i32):
    linalg.yield %o : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

#map = affine_map<(d0) -> (d0)>
func.func @library(%a: memref<3xi32>) {
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"], library_call = "fill_7"} outs(%a : memref<3xi32>) attrs = {unit_attr} {
  ^bb0(%o: i32):
    linalg.yield %o : i32
  }
  return
}
