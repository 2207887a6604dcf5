// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-cf-to-llvm

// A reducing scf.parallel directly in the module body.
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c8 = arith.constant 8 : index
%r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%c0) -> index {
  scf.reduce(%i : index) {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    scf.reduce.return %s : index
  }
}
"test.use"(%r) : (index) -> ()
