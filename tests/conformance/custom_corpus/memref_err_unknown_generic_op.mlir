func.func @f(%m: memref<4xf32>) {
  "memref.not_an_op"(%m) : (memref<4xf32>) -> ()
  return
}
