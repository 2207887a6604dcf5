// RUN: --convert-scf-to-cf --convert-cf-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

// An assert inside a loop body, with escapes in the message.
func.func @l(%n: index, %lim: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ok = arith.cmpi ult, %i, %lim : index
    cf.assert %ok, "index \22out\22 of\09range\0A"
  }
  return
}
