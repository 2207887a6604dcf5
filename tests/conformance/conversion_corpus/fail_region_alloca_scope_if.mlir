// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

// scf-to-cf splits the block of memref.alloca_scope's single-block region:
// the module no longer verifies after the pass.
func.func @t(%c: i1) {
  memref.alloca_scope {
    scf.if %c {
      "test.foo"() : () -> ()
    }
  }
  return
}
