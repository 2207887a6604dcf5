// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm

// An scf.if directly in the module's body (a graph region): lowering it
// gives the module a second block.
%c = arith.constant true
scf.if %c {
  "test.foo"() : () -> ()
}
