#vec = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
#coo = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton) }>

func.func @semiring(%a: f64, %b: f64, %c: f32) -> (f64, f64, f64, i1) {
  %0 = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {
      ^bb0(%x: f64, %y: f64):
        %s = arith.addf %x, %y : f64
        sparse_tensor.yield %s : f64
    }
    left = identity
    right = {}
  %cst = arith.constant 1.0 : f64
  %1 = sparse_tensor.unary %a : f64 to f64
    present = {
      ^bb0(%x: f64):
        %n = arith.negf %x : f64
        sparse_tensor.yield %n : f64
    }
    absent = {
      sparse_tensor.yield %cst : f64
    }
  %2 = sparse_tensor.reduce %a, %b, %cst : f64 {
      ^bb0(%x: f64, %y: f64):
        %m = arith.mulf %x, %y : f64
        sparse_tensor.yield %m : f64
    }
  %3 = sparse_tensor.select %a : f64 {
      ^bb0(%x: f64):
        %z = arith.constant 0.0 : f64
        %k = arith.cmpf ogt, %x, %z : f64
        sparse_tensor.yield %k : i1
    }
  return %0, %1, %2, %3 : f64, f64, f64, i1
}

func.func @buffers(%n: index, %xy: memref<?xindex>, %y: memref<10xf32>, %buf: memref<?xf64>, %v: f64) -> (memref<?xf64>, index) {
  sparse_tensor.sort hybrid_quick_sort %n, %xy jointly %y {perm_map = affine_map<(d0, d1) -> (d1, d0)>, ny = 1 : index} : memref<?xindex> jointly memref<10xf32>
  %c2 = arith.constant 2 : index
  %out, %size = sparse_tensor.push_back %n, %buf, %v, %c2 : index, memref<?xf64>, f64, index
  return %out, %size : memref<?xf64>, index
}

func.func @tensors(%a: tensor<2x4xf64, #coo>, %b: tensor<3x4xf64, #coo>, %t: tensor<8xf64, #vec>) -> (tensor<5x4xf64, #coo>, memref<?xindex>, f64) {
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #coo>, tensor<3x4xf64, #coo> to tensor<5x4xf64, #coo>
  %1 = sparse_tensor.coordinates_buffer %a : tensor<2x4xf64, #coo> to memref<?xindex>
  %init = arith.constant 0.0 : f64
  %2 = sparse_tensor.foreach in %t init(%init) : tensor<8xf64, #vec>, f64 -> f64 do {
    ^bb0(%i: index, %x: f64, %acc: f64):
      %s = arith.addf %x, %acc : f64
      sparse_tensor.yield %s : f64
  }
  return %0, %1, %2 : tensor<5x4xf64, #coo>, memref<?xindex>, f64
}
