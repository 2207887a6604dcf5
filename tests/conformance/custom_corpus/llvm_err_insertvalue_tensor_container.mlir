func.func @tensor_container(%v : i64, %t : i64) {
  llvm.insertvalue %v, %t[1] : tensor<4xi64>
  return
}
