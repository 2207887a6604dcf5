// sparse_tensor.iterate over extracted iteration spaces, with coordinates and iter_args.
#DCSR = #sparse_tensor.encoding<{ map = (r, c) -> (r : compressed, c : compressed) }>

func.func @sum_coords(%t : tensor<6x9xf64, #DCSR>, %zero : index) -> index {
  %rows = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<6x9xf64, #DCSR> -> !sparse_tensor.iter_space<#DCSR, lvls = 0>
  %total = sparse_tensor.iterate %ri in %rows at(%r) iter_args(%acc = %zero) : !sparse_tensor.iter_space<#DCSR, lvls = 0> -> index {
    %cols = sparse_tensor.extract_iteration_space %t at %ri lvls = 1 : tensor<6x9xf64, #DCSR>, !sparse_tensor.iterator<#DCSR, lvls = 0> -> !sparse_tensor.iter_space<#DCSR, lvls = 1>
    %inner:2 = sparse_tensor.iterate %ci in %cols at(%c) iter_args(%a = %acc, %b = %r) : !sparse_tensor.iter_space<#DCSR, lvls = 1> -> (index, index) {
      %s = arith.addi %a, %c : index
      sparse_tensor.yield %s, %b : index, index
    }
    %n = arith.addi %inner#0, %inner#1 : index
    sparse_tensor.yield %n : index
  }
  return %total : index
}

func.func @visit(%t : tensor<6x9xf64, #DCSR>) {
  %both = sparse_tensor.extract_iteration_space %t lvls = 0 to 2 : tensor<6x9xf64, #DCSR> -> !sparse_tensor.iter_space<#DCSR, lvls = 0 to 2>
  sparse_tensor.iterate %it in %both at(_, %c) : !sparse_tensor.iter_space<#DCSR, lvls = 0 to 2> {
    %x = arith.muli %c, %c : index
  }
  sparse_tensor.iterate %it in %both : !sparse_tensor.iter_space<#DCSR, lvls = 0 to 2> {
  }
  return
}
