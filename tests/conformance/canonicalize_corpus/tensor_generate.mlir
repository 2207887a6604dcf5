// CASE: generate_static_extent
func.func @f(%n: index) -> tensor<?x?xindex> {
  %c4 = arith.constant 4 : index
  %g = tensor.generate %n, %c4 {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  return %g : tensor<?x?xindex>
}

// -----

// CASE: generate_dynamic_kept
func.func @f(%n: index) -> tensor<?xindex> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}

// -----

// CASE: extract_from_generate
func.func @f(%n: index, %k: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %c2 = arith.constant 2 : index
    %m = arith.muli %i, %c2 : index
    tensor.yield %m : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%k] : tensor<?xindex>
  return %e : index
}

// -----

// CASE: extract_from_generate_side_effect_kept
func.func @f(%n: index, %k: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %v = "test.side"(%i) : (index) -> index
    tensor.yield %v : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%k] : tensor<?xindex>
  return %e : index
}

// -----

// CASE: dim_of_generate
func.func @f(%a: index, %b: index) -> index {
  %c1 = arith.constant 1 : index
  %g = tensor.generate %a, %b {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<?x?xindex>
  %d = tensor.dim %g, %c1 : tensor<?x?xindex>
  "test.use"(%g) : (tensor<?x?xindex>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_extract_slice
func.func @f(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %x = tensor.extract_slice %t[%o, 0] [%s, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %d = tensor.dim %x, %c0 : tensor<?x4xf32>
  "test.use"(%x) : (tensor<?x4xf32>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_rank_reduced_slice_kept
func.func @f(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %x = tensor.extract_slice %t[%o, 0] [1, %s] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  "test.use"(%x) : (tensor<?xf32>) -> ()
  return %d : index
}
