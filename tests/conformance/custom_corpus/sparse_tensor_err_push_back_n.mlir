func.func @f(%n: index, %buf: memref<?xf64>, %v: f64) -> (memref<?xf64>, index) {
  %c0 = arith.constant 0 : index
  %out, %size = sparse_tensor.push_back %n, %buf, %v, %c0 : index, memref<?xf64>, f64, index
  return %out, %size : memref<?xf64>, index
}
