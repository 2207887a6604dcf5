// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-cf-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @f(%i: index) {
  scf.index_switch %i
  case 0 {
    "test.a"() : () -> ()
    scf.yield
  }
  default {
    "test.b"() : () -> ()
    scf.yield
  }
  return
}
