// RUN: --convert-cf-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

func.func @a(%c: i1, %x: i32) -> i32 {
  cf.assert %c, "x must be positive"
  return %x : i32
}
