func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %y: i32, %z: i64, %t: tensor<8xf32>, %m: memref<8xf32>) {
  scf.if %c {
  } {foo.hint}
  scf.if %c {
  } else {
  } {foo.n = 1 : i32}
  return
}
