// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @r(%m: memref<?x?xf32>, %n: index, %k: index) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1 : i32
  %s:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %k) step (%c1, %c1) init (%z, %one) -> (f32, i32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    %w = arith.index_cast %j : index to i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      scf.reduce.return %t : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %t = arith.muli %a, %b : i32
      scf.reduce.return %t : i32
    }
  }
  return %s#0, %s#1 : f32, i32
}
