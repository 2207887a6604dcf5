func.func @f(%xy: memref<20xindex>) {
  %n = arith.constant 8 : index
  sparse_tensor.sort quick_sort %n, %xy {perm_map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>} : memref<20xindex>
  return
}
