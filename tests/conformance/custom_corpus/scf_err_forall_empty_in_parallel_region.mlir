func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %y: i32, %z: i64, %t: tensor<8xf32>, %m: memref<8xf32>) {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {}
  }
  return
}
