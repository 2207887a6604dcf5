// RUN: --convert-scf-to-cf=index-bitwidth=32
// RUN: --convert-index-to-llvm=use-aligned-alloc=1
// RUN: --convert-cf-to-llvm --reconcile-unrealized-casts=index-bitwidth=16

// An option the pass does not have.
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
