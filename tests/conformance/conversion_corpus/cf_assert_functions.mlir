// RUN: --convert-cf-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Asserts in two functions; an existing symbol named assert_msg.
func.func private @assert_msg()
func.func @f(%c: i1) {
  cf.assert %c, "in f"
  return
}
func.func @g(%c: i1, %d: i1) {
  cf.assert %d, "in g"
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.assert %c, "in g again"
  cf.br ^bb2
^bb2:
  return
}
