// RUN: --convert-scf-to-cf

func.func @t(%init: i32, %lim: i32) -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %w = scf.while (%x = %init) : (i32) -> i32 {
      %c = arith.cmpi slt, %x, %lim : i32
      scf.condition(%c) %x : i32
    } do {
    ^bb0(%y: i32):
      %one = arith.constant 1 : i32
      %n = arith.addi %y, %one : i32
      scf.yield %n : i32
    }
    memref.alloca_scope.return %w : i32
  }
  return %r : i32
}
