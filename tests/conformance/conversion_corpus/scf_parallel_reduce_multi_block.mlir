// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

// A reduction whose region computes with several ops, beside a nested scf.if.
func.func @r(%n: index, %lim: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %t = arith.constant true
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %t) -> (i32, i1) {
    %v = arith.index_cast %i : index to i32
    %big = arith.cmpi sgt, %v, %lim : i32
    %w = scf.if %big -> i32 {
      scf.yield %lim : i32
    } else {
      scf.yield %v : i32
    }
    scf.reduce(%w, %big : i32, i1) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      %d = arith.muli %s, %s : i32
      %e = arith.subi %d, %a : i32
      scf.reduce.return %e : i32
    }, {
    ^bb0(%a: i1, %b: i1):
      %o = arith.andi %a, %b : i1
      scf.reduce.return %o : i1
    }
  }
  return %r#0, %r#1 : i32, i1
}
