func.func @f(%n: index, %t: tensor<?xf32>) {
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}
