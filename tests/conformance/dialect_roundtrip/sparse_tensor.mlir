#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 16}>
#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense)}>
#COO = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa))}>
#NV = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])}>
#EX = #sparse_tensor.encoding<{map = (d0) -> (d0 : loose_compressed), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32}>
#SYM = #sparse_tensor.encoding<{map = [s0](d0) -> (d0 : compressed)}>
"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "sparse_tensor.crd_translate"(%x) <{direction = #sparse_tensor<CrdTransDirection dim_to_lvl>, encoder = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>}> : (index) -> index
  "func.return"() : () -> ()
}) : () -> ()
func.func @g(%a: tensor<8x8xf32, #CSR>, %b: tensor<8x9xf64, #BSR>, %c: tensor<4x4xi32, #COO>, %d: tensor<4x8xf32, #NV>, %e: tensor<8xf32, #EX>, %g: tensor<8xf32, #SYM>, %dense: tensor<8x8xf32>) -> index {
  %c0 = arith.constant 0 : index
  %v = sparse_tensor.values %a : tensor<8x8xf32, #CSR> to memref<?xf32>
  %p = sparse_tensor.positions %a { level = 1 : index } : tensor<8x8xf32, #CSR> to memref<?xi32>
  %q = sparse_tensor.coordinates %a { level = 1 : index } : tensor<8x8xf32, #CSR> to memref<?xi16>
  %n = sparse_tensor.number_of_entries %a : tensor<8x8xf32, #CSR>
  %l = sparse_tensor.lvl %a, %c0 : tensor<8x8xf32, #CSR>
  %t = sparse_tensor.convert %dense : tensor<8x8xf32> to tensor<8x8xf32, #CSR>
  %u = sparse_tensor.convert %t : tensor<8x8xf32, #CSR> to tensor<8x8xf32>
  %x:2 = sparse_tensor.crd_translate lvl_to_dim[%c0, %c0, %c0, %c0] as #BSR : index, index
  return %n : index
}
