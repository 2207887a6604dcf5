// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-func-to-llvm

func.func @t(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    scf.for %i = %c0 to %n step %c1 {
      "test.use"(%i) : (index) -> ()
    }
  }
  return
}
