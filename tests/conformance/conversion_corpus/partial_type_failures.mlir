// RUN: --convert-func-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// Types the LLVM converter has no conversion for: the functions and calls
// that use them stay, the rest converts around them.
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @t(%a: tensor<4xf32>, %x: i32) -> (tensor<4xf32>, i32) {
  %r = call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %y = arith.addi %x, %x : i32
  return %r, %y : tensor<4xf32>, i32
}
func.func @ok(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
