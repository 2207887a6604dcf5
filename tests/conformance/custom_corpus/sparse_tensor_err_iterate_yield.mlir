#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

func.func @f(%t : tensor<8xf32, #SV>, %z : index) -> index {
  %s = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8xf32, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %r = sparse_tensor.iterate %it in %s iter_args(%a = %z) : !sparse_tensor.iter_space<#SV, lvls = 0> -> index {
    %f = arith.constant 0.5 : f32
    sparse_tensor.yield %f : f32
  }
  return %r : index
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

func.func @f(%t : tensor<8xf32, #SV>, %z : index) -> index {
  %s = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8xf32, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  %r = sparse_tensor.iterate %it in %s iter_args(%a = %z) : !sparse_tensor.iter_space<#SV, lvls = 0> -> (index, index) {
    sparse_tensor.yield %a : index
  }
  return %r : index
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

func.func @f(%t : tensor<8xf32, #SV>, %z : index) {
  %s = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8xf32, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  sparse_tensor.iterate %it in %s at(%a, %b) : !sparse_tensor.iter_space<#SV, lvls = 0> {
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

func.func @f(%t : tensor<8xf32, #SV>, %z : index) {
  %s = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8xf32, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  sparse_tensor.iterate %it in %s : tensor<8xf32, #SV> {
  }
  return
}

// -----

#SV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>

func.func @f(%t : tensor<8xf32, #SV>, %z : index) {
  %s = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8xf32, #SV> -> !sparse_tensor.iter_space<#SV, lvls = 0>
  sparse_tensor.iterate %it, %jt in %s : !sparse_tensor.iter_space<#SV, lvls = 0> {
  }
  return
}
