func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %y: i32, %z: i64, %t: tensor<8xf32>, %m: memref<8xf32>) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %t, %d = %x) -> (f32, tensor<8xf32>, f32) {
    scf.yield %d, %b, %a : f32, tensor<8xf32>, f32
  }
  return
}
