func.func @w(%init: i32) -> i32 {
  %r = scf.while (%arg = %init) : (i32) -> i32 {
    %c = arith.constant 10 : i32
    %cond = arith.cmpi slt, %arg, %c : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%x: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %x, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}
