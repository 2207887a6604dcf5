// The storage specifier's encoding parameter, written through an alias.
#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

func.func @metadata(%n: index) -> index {
  %s = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#CSR>
  %t = sparse_tensor.storage_specifier.set %s crd_mem_sz at 1 with %n : !sparse_tensor.storage_specifier<#CSR>
  %v = sparse_tensor.storage_specifier.get %t crd_mem_sz at 1 : !sparse_tensor.storage_specifier<#CSR>
  return %v : index
}
