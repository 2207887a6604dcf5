// RUN: --convert-cf-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// An assert inside an unregistered op's region, and an empty message.
func.func @u(%c: i1) {
  "test.region"() ({
    cf.assert %c, ""
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
