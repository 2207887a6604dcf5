// RUN: --convert-cf-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// cf.assert splits its block: inside memref.alloca_scope's single-block
// region the result no longer verifies.
func.func @a(%c: i1) {
  memref.alloca_scope {
    cf.assert %c, "inside a scope"
    "test.use"() : () -> ()
  }
  return
}
