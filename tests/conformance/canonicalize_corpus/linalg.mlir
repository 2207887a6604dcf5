// CASE: generic_on_buffers_kept
func.func @f(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<?xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// CASE: named_op_on_buffers_kept
func.func @f(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  return
}

// -----

// CASE: unused_op_on_tensors_erased
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %x: f32) {
  %0 = linalg.fill ins(%x : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%y: f32, %z: f32):
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return
}

// -----

// CASE: identity_generic_and_broadcast_erased
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<?x4xf32>, %b: tensor<2x4xf32>, %m: memref<2x4xf32>, %v: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x4xf32>) outs(%b : tensor<2x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<2x4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : memref<2x4xf32>) outs(%m : memref<2x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  %1 = linalg.broadcast ins(%v : tensor<2x4xf32>) outs(%b : tensor<2x4xf32>) dimensions = []
  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// CASE: transposes_fold
func.func @f(%a: tensor<5x4x3xf32>, %b: tensor<4x3x5xf32>, %c: tensor<3x4x5xf32>, %d: tensor<7xf32>, %e: tensor<7xf32>) -> (tensor<3x4x5xf32>, tensor<7xf32>) {
  %0 = linalg.transpose ins(%a : tensor<5x4x3xf32>) outs(%b : tensor<4x3x5xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<4x3x5xf32>) outs(%c : tensor<3x4x5xf32>) permutation = [1, 0, 2]
  %2 = linalg.transpose ins(%d : tensor<7xf32>) outs(%e : tensor<7xf32>) permutation = [0]
  return %1, %2 : tensor<3x4x5xf32>, tensor<7xf32>
}

// -----

// CASE: self_copy_and_zero_sized_memref
func.func @f(%m: memref<?xf32>, %z: memref<0x4xf32>, %t: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  linalg.copy ins(%m : memref<?xf32>) outs(%m : memref<?xf32>)
  linalg.fill ins(%x : f32) outs(%z : memref<0x4xf32>)
  %0 = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CASE: fill_folds_into_users
func.func @f(%x: f32, %t: tensor<2x3x4xf32>, %u: tensor<6x4xf32>, %v: tensor<4x3x2xf32>, %w: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<4x3x2xf32>, tensor<2x3x4xf32>, f32, tensor<2x3x4xf32>) {
  %0 = linalg.fill ins(%x : f32) outs(%t : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %2 = linalg.transpose ins(%0 : tensor<2x3x4xf32>) outs(%v : tensor<4x3x2xf32>) permutation = [2, 1, 0]
  %3 = linalg.copy ins(%0 : tensor<2x3x4xf32>) outs(%w : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %c1 = arith.constant 1 : index
  %4 = tensor.extract %0[%c1, %c1, %c1] : tensor<2x3x4xf32>
  %5 = tensor.expand_shape %1 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %1, %2, %3, %4, %5 : tensor<6x4xf32>, tensor<4x3x2xf32>, tensor<2x3x4xf32>, f32, tensor<2x3x4xf32>
}

// -----

// CASE: copy_into_fill_and_memref_cast_operands
func.func @f(%x: f32, %a: tensor<8xf32>, %b: tensor<8xf32>, %m: memref<4x4xf32>, %n: memref<4x4xf32>) -> tensor<8xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.copy ins(%a : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  linalg.matmul ins(%c, %c : memref<?x?xf32>, memref<?x?xf32>) outs(%n : memref<4x4xf32>)
  return %1 : tensor<8xf32>
}
