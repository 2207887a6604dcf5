func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %y: i32, %z: i64, %t: tensor<8xf32>, %m: memref<8xf32>) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<8xf32>) {
    scf.yield %a : tensor<8xf32>
  }
  %q = scf.for %i = %lb to %ub step %st iter_args(%a = %r) -> (tensor<8xf32>) {
    scf.yield %r : tensor<8xf32>
  }
  return
}
