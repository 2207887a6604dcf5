func.func @mix(%a: i32) -> i32 {
  %0 = "test.custom"(%a) <{rank = 2 : i64}> ({
  ^bb0(%x: i32):
    %1 = arith.addi %x, %a : i32
    "test.yield"(%1) : (i32) -> ()
  }) {note = "keep"} : (i32) -> i32
  %2 = arith.muli %0, %0 : i32
  return %2 : i32
}
