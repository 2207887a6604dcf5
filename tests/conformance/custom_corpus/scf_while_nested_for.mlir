func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %y: i32, %z: i64, %t: tensor<8xf32>, %m: memref<8xf32>) {
  %r = scf.while (%a = %lb) : (index) -> index {
    scf.condition(%c) %a : index
  } do {
  ^bb0(%b: index):
    scf.for %i = %b to %ub step %st {
    }
    scf.yield %b : index
  }
  return
}
