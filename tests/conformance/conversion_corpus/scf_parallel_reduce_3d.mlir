// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

// Three loops carrying a float maximum down the nest.
func.func @m(%a: index, %b: index, %c: index, %init: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.parallel (%i, %j, %k) = (%c0, %c1, %c0) to (%a, %b, %c) step (%c1, %c2, %c1) init (%init) -> f64 {
    %x = arith.addi %i, %j : index
    %y = arith.addi %x, %k : index
    %z = arith.index_cast %y : index to i64
    %f = arith.sitofp %z : i64 to f64
    scf.reduce(%f : f64) {
    ^bb0(%p: f64, %q: f64):
      %m = arith.maximumf %p, %q : f64
      scf.reduce.return %m : f64
    }
  }
  return %r : f64
}
