// The structured interface verifies with the regions: the body's linalg.yield
// first, then DestinationStyleOpInterface, then the maps and the body.
func.func @yield_count(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %y : f32, f32
  }
  return
}

// -----

func.func @yield_type(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: i1, %y: f32):
    linalg.yield %x : i1
  }
  return
}

// -----

func.func @init_result(%m: memref<4x4xf32>, %t: tensor<4x4xf32>) {
  %r = linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<16xf32>
  return
}

// -----

func.func @loops_after_rank(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @loops_count(%a: memref<1xi32>) {
  linalg.generic {indexing_maps = [affine_map<() -> (0)>], iterator_types = ["parallel"]} outs(%a : memref<1xi32>) {
  ^bb0(%x: i32):
    linalg.yield %x : i32
  }
}

// -----

func.func @non_invertible_first(%a: memref<8xf32>, %b: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0 + d1)>], iterator_types = ["parallel"]} ins(%a : memref<8xf32>) outs(%b : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
