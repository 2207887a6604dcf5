#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 32 }>
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), crdWidth = 16 }>

func.func @pack(%pos: tensor<2xi32>, %crd: tensor<6x2xindex>, %vals: tensor<6xf64>) -> tensor<10x10xf64, #coo> {
  %0 = sparse_tensor.assemble (%pos, %crd), %vals : (tensor<2xi32>, tensor<6x2xindex>), tensor<6xf64> to tensor<10x10xf64, #coo>
  return %0 : tensor<10x10xf64, #coo>
}

func.func @unpack(%t: tensor<4x8xf32, #csr>, %p: tensor<5xindex>, %c: tensor<9xi16>, %v: tensor<9xf32>) -> (tensor<5xindex>, tensor<9xi16>, tensor<9xf32>) {
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %t : tensor<4x8xf32, #csr>
    out_lvls(%p, %c : tensor<5xindex>, tensor<9xi16>)
    out_vals(%v : tensor<9xf32>)
    -> (tensor<5xindex>, tensor<9xi16>), tensor<9xf32>, (index, index), index
  return %rp, %rc, %rv : tensor<5xindex>, tensor<9xi16>, tensor<9xf32>
}
