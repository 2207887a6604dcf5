// CASE: extract_slice_constant_offsets
func.func @f(%t: tensor<8x16xf32>) -> tensor<2x4xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c1, %c2] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// CASE: extract_slice_constant_sizes_cast
func.func @f(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c0, %c0] [%c2, %c4] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// CASE: extract_slice_constant_strides
func.func @f(%t: tensor<16xf32>, %o: index) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%o] [4] [%c2] : tensor<16xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// CASE: extract_slice_zero_stride_kept
func.func @f(%t: tensor<16xf32>, %o: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[%o] [4] [%c0] : tensor<16xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// CASE: extract_slice_dynamic_kept
func.func @f(%t: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %s = tensor.extract_slice %t[%a, 0] [%b, %b] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// CASE: extract_slice_rank_reducing_constant
func.func @f(%t: tensor<8x16xf32>) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %s = tensor.extract_slice %t[%c1, 0] [1, %c5] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}

// -----

// CASE: extract_slice_identity
func.func @f(%t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

// CASE: extract_slice_identity_constants
func.func @f(%t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[%c0, 0] [8, 16] [%c1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

// CASE: extract_slice_not_identity
func.func @f(%t: tensor<8x16xf32>) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %t[0, 0] [8, 8] [1, 1] : tensor<8x16xf32> to tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

// -----

// CASE: extract_slice_of_cast
func.func @f(%t: tensor<8x16xf32>, %o: index) -> tensor<2x4xf32> {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[%o, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// CASE: extract_slice_of_cast_to_static_kept
func.func @f(%t: tensor<?x?xf32>, %o: index) -> tensor<2x4xf32> {
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<8x16xf32>
  %s = tensor.extract_slice %c[%o, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// CASE: extract_slice_of_splat
func.func @f() -> tensor<2x3xf32> {
  %cst = arith.constant dense<1.5> : tensor<8x16xf32>
  %s = tensor.extract_slice %cst[1, 2] [2, 3] [1, 1] : tensor<8x16xf32> to tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

// -----

// CASE: extract_after_insert_same
func.func @f(%t: tensor<8x16xf32>, %u: tensor<2x4xf32>, %o: index) -> tensor<2x4xf32> {
  %i = tensor.insert_slice %u into %t[%o, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %s = tensor.extract_slice %i[%o, 4] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// CASE: extract_after_insert_different
func.func @f(%t: tensor<8x16xf32>, %u: tensor<2x4xf32>, %o: index) -> tensor<2x4xf32> {
  %i = tensor.insert_slice %u into %t[%o, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %s = tensor.extract_slice %i[%o, 5] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// CASE: insert_slice_constant_offsets
func.func @f(%t: tensor<8x16xf32>, %u: tensor<2x4xf32>) -> tensor<8x16xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %i = tensor.insert_slice %u into %t[%c1, %c3] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_slice_constant_sizes_cast_source
func.func @f(%t: tensor<8x16xf32>, %u: tensor<?x?xf32>) -> tensor<8x16xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %i = tensor.insert_slice %u into %t[0, 0] [%c2, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_slice_dynamic_source_kept
func.func @f(%t: tensor<8x16xf32>, %u: tensor<?x?xf32>, %o: index, %p: index) -> tensor<8x16xf32> {
  %i = tensor.insert_slice %u into %t[%o, 0] [%p, %p] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_slice_of_cast_source
func.func @f(%t: tensor<8x16xf32>, %u: tensor<2x4xf32>, %o: index, %p: index, %q: index) -> tensor<8x16xf32> {
  %c = tensor.cast %u : tensor<2x4xf32> to tensor<?x?xf32>
  %i = tensor.insert_slice %c into %t[%o, 0] [%p, %q] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_slice_into_cast_dest
func.func @f(%t: tensor<8x16xf32>, %u: tensor<2x4xf32>, %o: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %i = tensor.insert_slice %u into %c[%o, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x?xf32>
  return %i : tensor<?x?xf32>
}

// -----

// CASE: insert_slice_identity
func.func @f(%t: tensor<8x16xf32>, %u: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %i = tensor.insert_slice %u into %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_slice_zero_size
func.func @f(%t: tensor<8x16xf32>, %u: tensor<0x4xf32>, %o: index) -> tensor<8x16xf32> {
  %i = tensor.insert_slice %u into %t[%o, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_after_insert_same_place
func.func @f(%t: tensor<8x16xf32>, %u: tensor<2x4xf32>, %v: tensor<2x4xf32>, %o: index) -> tensor<8x16xf32> {
  %i = tensor.insert_slice %u into %t[%o, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %j = tensor.insert_slice %v into %i[%o, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return %j : tensor<8x16xf32>
}

// -----

// CASE: insert_extracted_back
func.func @f(%t: tensor<8x16xf32>, %o: index) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %t[%o, 2] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %i = tensor.insert_slice %s into %t[%o, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_extracted_elsewhere
func.func @f(%t: tensor<8x16xf32>, %o: index) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %t[%o, 2] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %i = tensor.insert_slice %s into %t[%o, 3] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: insert_slice_rank_reducing_constant
func.func @f(%t: tensor<8x16xf32>, %u: tensor<?xf32>) -> tensor<8x16xf32> {
  %c4 = arith.constant 4 : index
  %i = tensor.insert_slice %u into %t[3, 0] [1, %c4] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

// CASE: parallel_insert_slice_constant_offsets
func.func @f(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%c2] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CASE: parallel_insert_slice_of_cast
func.func @f(%t: tensor<8xf32>, %n: index, %k: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<2xf32>
    %c = tensor.cast %v : tensor<2xf32> to tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i] [%k] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CASE: parallel_insert_slice_constant_size
func.func @f(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [%c2] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CASE: extract_slice_negative_offset_kept
func.func @f(%t: tensor<?xf32>) -> tensor<2xf32> {
  %m = arith.constant -1 : index
  %s = tensor.extract_slice %t[%m] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

// CASE: extract_slice_chain_constants
func.func @f(%t: tensor<32x32xf32>) -> tensor<4x4xf32> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = tensor.extract_slice %t[%c8, %c8] [%c8, %c8] [1, 1] : tensor<32x32xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %a[%c4, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
  return %b : tensor<4x4xf32>
}

// -----

// CASE: extract_slice_constants_fold_list_by_list
func.func @f(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c0, %c0] [%c3, %c4] [%c4, %c3] : tensor<8x16xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// CASE: extract_slice_constant_sizes_keep_encoding
#enc = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @f(%t: tensor<?x?xf32, #enc>, %o: index) -> tensor<?x?xf32, #enc> {
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%o, 0] [%c4, 2] [1, 1] : tensor<?x?xf32, #enc> to tensor<?x2xf32, #enc>
  %1 = tensor.cast %0 : tensor<?x2xf32, #enc> to tensor<?x?xf32, #enc>
  return %1 : tensor<?x?xf32, #enc>
}
