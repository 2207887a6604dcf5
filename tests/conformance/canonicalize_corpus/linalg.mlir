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

// -----

// CASE: static_shapes_inferred_through_maps
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%a: tensor<?x?xf32>, %b: tensor<4x?xf32>, %c: tensor<?x8xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x?xf32>, tensor<4x?xf32>) outs(%c : tensor<?x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x8xf32>
  %1 = tensor.cast %0 : tensor<?x8xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// CASE: tensor_casts_fold_into_dps_ops
func.func @f(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<3x?xf32>) -> (tensor<?x?xf32>, tensor<3x5xf32>) {
  %ta = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %tb = tensor.cast %b : tensor<4x5xf32> to tensor<?x?xf32>
  %tc = tensor.cast %c : tensor<3x?xf32> to tensor<?x?xf32>
  %0 = linalg.matmul ins(%ta, %tb : tensor<?x?xf32>, tensor<?x?xf32>) outs(%tc : tensor<?x?xf32>) -> tensor<?x?xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %te = tensor.cast %e : tensor<3x5xf32> to tensor<?x?xf32>
  %1 = linalg.copy ins(%0 : tensor<?x?xf32>) outs(%te : tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<3x5xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<3x5xf32>
}

// -----

// CASE: pad_of_fill_and_pad_inserted_into_fill
func.func @f(%x: tensor<7x12xf32>, %t: tensor<3x4xf32>, %a: tensor<8x16xf32>) -> (tensor<6x9xf32>, tensor<32x48xf32>) {
  %z = arith.constant 0.0 : f32
  %0 = linalg.fill ins(%z : f32) outs(%t : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = tensor.pad %0 low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<3x4xf32> to tensor<6x9xf32>
  %p = tensor.pad %x low[1, 2] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<7x12xf32> to tensor<8x16xf32>
  %e = tensor.empty() : tensor<32x48xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
  %2 = tensor.insert_slice %a into %f[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<32x48xf32>
  %3 = tensor.insert_slice %p into %2[16, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<32x48xf32>
  return %1, %3 : tensor<6x9xf32>, tensor<32x48xf32>
}

// -----

// CASE: transpose_of_broadcast_swapped
func.func @f(%x: tensor<?x5xf32>, %b: tensor<?x5x3xf32>, %o: tensor<3x5x?xf32>) -> tensor<3x5x?xf32> {
  %0 = linalg.broadcast ins(%x : tensor<?x5xf32>) outs(%b : tensor<?x5x3xf32>) dimensions = [2]
  %1 = linalg.transpose ins(%0 : tensor<?x5x3xf32>) outs(%o : tensor<3x5x?xf32>) permutation = [2, 1, 0]
  return %1 : tensor<3x5x?xf32>
}
