func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %y: i32, %z: i64, %t: tensor<8xf32>, %m: memref<8xf32>) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %y) -> (f32, i32) {
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %b : i32
    }
  }
  return
}
