// RUN: --convert-cf-to-llvm
// RUN: --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// Two asserts: the second message global gets a unique name.
func.func @a(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi slt, %x, %y : i32
  cf.assert %c, "x < y"
  %d = arith.cmpi ne, %x, %y : i32
  cf.assert %d, "second"
  %s = arith.addi %x, %y : i32
  return %s : i32
}
