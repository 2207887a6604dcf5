// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-cf-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// A while loop whose body asserts an invariant.
func.func @collatz(%start: i64) -> i64 {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %r:2 = scf.while (%x = %start, %steps = %one) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %one : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %pos = arith.cmpi sgt, %y, %one : i64
    cf.assert %pos, "collatz value must stay above one"
    %rem = arith.remui %y, %two : i64
    %even = arith.cmpi eq, %rem, %one : i64
    %next = scf.if %even -> i64 {
      %t = arith.muli %y, %three : i64
      %u = arith.addi %t, %one : i64
      scf.yield %u : i64
    } else {
      %h = arith.divui %y, %two : i64
      scf.yield %h : i64
    }
    %s2 = arith.addi %s, %one : i64
    scf.yield %next, %s2 : i64, i64
  }
  return %r#1 : i64
}
