func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %y: i32, %z: i64, %t: tensor<8xf32>, %m: memref<8xf32>) {
  %r:2 = scf.while (%a = %x, %b = %y) : (f32, i32) -> (f32, i32) {
    scf.condition(%c) %a, %b : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    scf.yield %p, %q : f32, i32
  }
  return
}
