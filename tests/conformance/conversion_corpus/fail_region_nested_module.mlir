// RUN: --convert-scf-to-cf
// RUN: --convert-to-llvm

// A nested module whose body holds scf.execute_region.
module @inner {
  %v = scf.execute_region -> i32 {
    %x = "test.make"() : () -> i32
    scf.yield %x : i32
  }
  "test.use"(%v) : (i32) -> ()
}
